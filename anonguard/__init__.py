"""AnonGuard: audit anonymized data releases against a privacy-neutral, non-member baseline."""

__version__ = "0.1.0"
