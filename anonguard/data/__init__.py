"""Reading tables, typing their columns and encoding them for the engine and the plugins; writing a table in the
format of the file it was made from (a treated release)."""
