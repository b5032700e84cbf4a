"""Errors the user can fix. Their messages name the file or column and say what to do."""


class AuditError(Exception):
    """A problem with the audit's inputs or settings, reported as one clear line."""


class DataError(AuditError):
    """A data file that cannot be read or does not fit the audit."""
