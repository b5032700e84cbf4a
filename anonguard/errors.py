"""Errors the user can fix. Their messages name the file or column and say what to do."""


class AuditError(Exception):
    """A problem with the audit's inputs or settings, reported as one clear line."""


class DataError(AuditError):
    """A data file that cannot be read or does not fit the audit."""


def message(exc: BaseException) -> str:
    """An exception's own words for a one-line error: a KeyError's str() quotes its message (stripping the
    quotes instead would cut the closing one of a message ending in a quoted value)."""
    return str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
