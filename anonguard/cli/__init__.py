"""The headless command line: a thin layer over `anonguard.engine.audit.Audit`."""
