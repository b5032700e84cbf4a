"""The in-app manual: the pages of `anonguard/resources/manual` shown offline in a help window with a
contents list and a search field, in the window's language (German from `manual/de`). F1 opens the page for
the page of the window in use.

The manual names the window's pages by markers, never by typed numbers: `{page:results}` reads "page 5" and
`{title:results}` "Results", both from the window's page order (`page_order`) in the window's language."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QLineEdit, QListWidget, QTextBrowser, QVBoxLayout, QWidget

from anonguard.gui import language, page_order
from anonguard.resources import resources_dir

# which manual page answers for which page of the window (F1)
FOR_PAGE = {"data": "getting-started", "attacks": "getting-started", "scenario": "getting-started",
            "verdict": "reading-results", "utility": "reading-results", "results": "reading-results",
            "membership": "reading-results", "reidentification": "reading-results",
            "reconstruction": "reading-results", "treatments": "treatments"}
ORDER = ("getting-started", "reading-results", "serious-results", "treatments")  # as a new user reads them
MARKER = re.compile(r"\{(page|title):([\w-]+)\}")  # {page:results}, {title:results}


@dataclass(frozen=True)
class ManualPage:
    name: str  # the file's stem
    title: str  # its first heading
    text: str  # Markdown, its markers resolved


def window_language() -> str:
    """The language the window speaks: that of the catalogue `language.install` loaded, as long as the window's
    texts are that catalogue's (a catalogue removed again may wait for its deletion), else English."""
    app = QCoreApplication.instance()
    probe = ("ManualWindow", "AnonGuard manual")
    shown = QCoreApplication.translate(*probe)
    for translator in app.findChildren(QTranslator) if app is not None else ():
        if Path(translator.filePath()).parent == language.catalogue_folder() and translator.translate(*probe) == shown:
            return translator.language().split("_")[0].lower() or "en"
    return "en"


def manual_folder(lang: str | None = None) -> Path:
    """The manual in `lang` (the window's language unless given): `manual/<lang>`, else the English one."""
    english = resources_dir() / "manual"
    lang = lang or window_language()
    translated = english / lang
    return translated if lang != "en" and any(translated.glob("*.md")) else english


def resolve(text: str) -> str:
    """`text` with its page markers written out in the window's language; a marker naming no page is left
    as it is, to be seen (tests/test_manual.py checks that none does)."""
    def written(match: re.Match) -> str:
        kind, key = match.groups()
        if key not in page_order.KEYS:
            return match.group(0)
        if kind == "title":
            return page_order.title(key)
        return QCoreApplication.translate("ManualWindow", "page {number}").format(number=page_order.number(key))
    return MARKER.sub(written, text)


def manual_pages(folder: Path | None = None) -> list[ManualPage]:
    """Every page of the manual (in the window's language unless `folder` is given), in the order a new
    user reads them."""
    folder = folder or manual_folder()
    paths = sorted(folder.glob("*.md"), key=lambda p: (ORDER.index(p.stem) if p.stem in ORDER else len(ORDER), p.stem))
    pages = []
    for path in paths:
        text = resolve(path.read_text(encoding="utf-8"))
        title = next((line.lstrip("# ").strip() for line in text.splitlines() if line.startswith("# ")), path.stem)
        pages.append(ManualPage(path.stem, title, text))
    return pages


class ManualWindow(QDialog):
    """The manual, with its contents on the left and a search field that finds text in the page
    shown (Enter: the next match; a word no page holds says so)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("AnonGuard manual"))
        self.pages = manual_pages()
        self.contents = QListWidget()
        self.contents.setAccessibleName(self.tr("Manual contents"))
        self.contents.addItems([page.title for page in self.pages])
        self.contents.setMaximumWidth(240)
        self.contents.setWordWrap(True)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("Manual page"))
        self.browser.setOpenLinks(False)  # never a browser or a network: only the manual's own pages
        self.browser.anchorClicked.connect(lambda url: self.show_page(Path(url.path()).stem))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the manual"))
        self.search.setAccessibleName(self.tr("Search the manual"))
        self.search.returnPressed.connect(self.find_next)
        self.found = QLabel()
        self.contents.currentRowChanged.connect(lambda row: self._show(self.pages[row]) if row >= 0 else None)
        find = QHBoxLayout()
        find.addWidget(self.search, 1)
        find.addWidget(self.found)
        right = QVBoxLayout()
        right.addLayout(find)
        right.addWidget(self.browser, 1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.contents)
        layout.addLayout(right, 1)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.search.setFocus)
        self.resize(900, 640)
        self.show_page(self.pages[0].name if self.pages else "")

    @property
    def current(self) -> ManualPage | None:
        row = self.contents.currentRow()
        return self.pages[row] if 0 <= row < len(self.pages) else None

    def show_page(self, name: str) -> bool:
        row = next((i for i, page in enumerate(self.pages) if page.name == name), None)
        if row is None:
            return False
        self.contents.setCurrentRow(row)
        return True

    def _show(self, page: ManualPage) -> None:
        self.browser.setMarkdown(page.text)
        self.found.clear()

    def find_next(self) -> bool:
        """The next match in this page, else the first page holding the words; False if none does."""
        words = self.search.text().strip()
        if not words:
            return False
        if self.browser.find(words):
            self.found.clear()
            return True
        start = self.contents.currentRow()
        for offset in range(1, len(self.pages) + 1):
            row = (start + offset) % len(self.pages)
            if words.lower() in self.pages[row].text.lower():
                self.contents.setCurrentRow(row)
                self.browser.moveCursor(self.browser.textCursor().MoveOperation.Start)
                self.browser.find(words)
                self.found.setText(self.tr("found in “{page}”").format(page=self.pages[row].title))
                return True
        self.found.setText(self.tr("not in the manual"))
        return False


def open_manual(parent: QWidget, page: str) -> ManualWindow:
    """The manual window (one per parent), raised and showing `page`."""
    window = parent.findChild(ManualWindow)
    if window is None:
        window = ManualWindow(parent)
    window.show_page(page)
    window.show()
    window.raise_()
    return window
