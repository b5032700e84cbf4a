"""Reading tables, typing their columns and encoding them for the engine and the plugins."""
