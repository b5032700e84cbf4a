"""The Data page's missing values: per column, how many were read as missing, and the codes the officer
declares missing (`-9`, `NA`, `Unknown`), which every table of the audit then reads as missing.

The window keeps each table as its file was read (`LoadedTable.as_read`) and shows and audits it with
the declared codes made missing (`LoadedTable.frame`, made by `LoadedTable.declare_missing`), so that a
code declared by mistake can be taken back. The column panel (`ColumnsModel`) shows what is here: the
count in its "Missing" column and the codes in "Declared missing", where the officer types them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QBrush, QColor

from anonguard.data.columns import infer_kind
from anonguard.data.missing import MissingCodes, codes_from_text, words_among_numbers

if TYPE_CHECKING:
    from anonguard.gui.draft import AuditDraft, LoadedTable

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: MissingCodes)


def use_codes(draft: AuditDraft, codes: MissingCodes) -> None:
    """Declare `codes` (column -> codes) missing in every table of the draft, and no others."""
    draft.missing = {column: list(found) for column, found in codes.items() if found}
    for table in [draft.original, *draft.releases]:
        if table is not None:
            table.declare_missing(draft.missing)


def declare(draft: AuditDraft, column: str, text: str) -> bool:
    """Declare the codes written in `text` (CODE,CODE,...) missing in `column` of every table, and type the
    column again (a column of numbers with a declared `NA` is numbers); True if the codes changed."""
    codes = codes_from_text(text)
    if codes == draft.missing.get(column, []):
        return False
    use_codes(draft, {**draft.missing, column: codes})
    if draft.original is not None and column in draft.original.frame.columns:
        draft.column(column).kind = infer_kind(draft.original.frame[column], draft.settings.get("max_categories", 20))
    return True


def _as_read(table: LoadedTable):
    return table.as_read if table.as_read is not None else table.frame


def _read_as_missing(table: LoadedTable) -> dict[str, int]:
    """Per column, the values missing in the table as read (counted once: the panel repaints often)."""
    if "_missing_as_read" not in table.__dict__:
        table.__dict__["_missing_as_read"] = {c: int(n) for c, n in _as_read(table).isna().sum().items()}
    return table.__dict__["_missing_as_read"]


def _count(number: int) -> str:
    return QLocale().toString(int(number))  # 12,000 or 12.000


def missing_counts(table: LoadedTable, column: str) -> tuple[int, int]:
    """How many values of `column` are read as missing: (empty or marked missing in the file, declared)."""
    total = table.counts[column][1]
    in_file = _read_as_missing(table).get(column, total)
    return in_file, total - in_file


def missing_text(table: LoadedTable, column: str) -> str:
    """The panel's "Missing" cell: how many values are read as missing, and how many of them were declared."""
    in_file, declared = missing_counts(table, column)
    if not declared:
        return _count(in_file)
    return translate("MissingCodes", "{count} ({declared} declared)").format(count=_count(in_file + declared),
                                                                           declared=_count(declared))


def missing_tip(table: LoadedTable, column: str) -> str:
    """What the "Missing" cell counts, in words."""
    in_file, declared = missing_counts(table, column)
    return translate("MissingCodes", "{in_file} values empty or marked missing in the file, {declared} declared "
                     "missing here. Words such as None, NA or null are values unless declared missing.").format(
        in_file=_count(in_file), declared=_count(declared))


def codes_text(draft: AuditDraft, column: str) -> str:
    """The panel's "Declared missing" cell: the codes declared for `column`, as they are typed."""
    return ", ".join(draft.missing.get(column, []))


def suggested(draft: AuditDraft, column: str) -> dict[str, int]:
    """Words that keep an otherwise numeric column of the original from being read as numbers, with their
    counts (none once codes are declared for it): what the officer may mean as missing."""
    table = draft.original
    if table is None or column in draft.missing or column not in table.frame.columns:
        return {}
    found = table.__dict__.setdefault("_words", {})  # per column of the table as read
    if column not in found:
        found[column] = words_among_numbers(_as_read(table)[column], _as_read(table).attrs.get("decimal", "."))
    return found[column]


def codes_tip(draft: AuditDraft, column: str) -> str:
    """What the "Declared missing" cell does, and the words it suggests declaring."""
    tip = translate("MissingCodes", "Codes that mean 'missing' in this column of every table, separated by commas "
                    "(e.g. -9, NA, Unknown). Only an empty field and a file format's own missing values are "
                    "missing otherwise.")
    words = suggested(draft, column)
    if words:
        listed = ", ".join(f"'{word}' ({_count(count)})" for word, count in words.items())
        tip += "\n" + translate("MissingCodes", "This column holds numbers and the words {words}, so it is read as "
                                "categories: if they mean missing, declare them here.").format(words=listed)
    return tip


def missing_cell(draft: AuditDraft, column: str, which: int, role: int) -> Any:
    """The column panel's two missing-value cells: `which` 0 is how many values are read as missing, 1 the
    codes declared missing (typed there), or in grey the words the column suggests declaring."""
    table = draft.original
    if which == 0:
        return {Qt.ItemDataRole.DisplayRole: lambda: missing_text(table, column),
                Qt.ItemDataRole.ToolTipRole: lambda: missing_tip(table, column)}.get(role, lambda: None)()
    if role == Qt.ItemDataRole.EditRole:
        return codes_text(draft, column)
    if role == Qt.ItemDataRole.ToolTipRole:
        return codes_tip(draft, column)
    words = suggested(draft, column)
    if role == Qt.ItemDataRole.DisplayRole:
        return codes_text(draft, column) or (translate("MissingCodes", "{words}?").format(words=", ".join(words))
                                             if words else "")
    if role == Qt.ItemDataRole.ForegroundRole and words:
        return QBrush(QColor("#707070"))
    return None
