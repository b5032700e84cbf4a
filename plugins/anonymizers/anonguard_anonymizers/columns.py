"""Columns named in a comma-separated parameter, checked against the table before any work."""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd


def chosen_columns(text: str, frame: pd.DataFrame, default: Sequence[str], parameter: str) -> list[str]:
    """The columns `text` names, in the table's order (so the result does not depend on how
    the list was typed); `default` when `text` is empty. An unknown name is a ValueError
    listing the table's columns."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        return list(default)
    for name in names:
        check_column(name, frame, parameter)
    wanted = set(names)
    return [column for column in frame.columns if column in wanted]


def check_column(name: str, frame: pd.DataFrame, parameter: str) -> None:
    """A ValueError listing the table's columns unless `name` is one of them."""
    if name not in frame.columns:
        raise ValueError(f"{parameter}: no column {name!r} (columns: {', '.join(map(str, frame.columns))})")


def quasi_identifiers(text: str, frame: pd.DataFrame, apart: str, role: str, purpose: str) -> list[str]:
    """The quasi-identifiers `text` names (default: every column but `apart`), which must not
    include `apart` (the secret or sensitive column, called `role`) and must not be empty."""
    qis = chosen_columns(text, frame, [c for c in frame.columns if c != apart], "quasi_identifiers")
    if apart in qis:
        raise ValueError(f"{role} {apart!r} cannot also be a quasi-identifier")
    if not qis:
        raise ValueError(f"no quasi-identifiers to {purpose}")
    return qis
