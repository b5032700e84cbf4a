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
    unknown = [name for name in names if name not in frame.columns]
    if unknown:
        raise ValueError(f"{parameter}: no column {unknown[0]!r} (columns: {', '.join(map(str, frame.columns))})")
    wanted = set(names)
    return [column for column in frame.columns if column in wanted]
