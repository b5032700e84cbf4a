"""The Export dialog: where and what to write, what the report may disclose, and a preview of its PDF.

A view only: rendering and writing are `report_jobs`' and run off the GUI thread.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices, QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QFileDialog, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
    QProgressBar, QPushButton, QScrollArea, QSpinBox, QSplitter, QVBoxLayout, QWidget,
)

from anonguard.gui.report_jobs import (
    FOLDER_KEY, AuditOutcome, ExportChoices, Job, default_folder, export_report, failure_message, preview_pages,
)
from anonguard.report.export import PAGE_SIZES, ExportIncomplete

PAGE_WIDTH = 600  # preview page width, in logical pixels
DEBOUNCE_MS = 400  # a spin box stepped several times renders once
translate = QCoreApplication.translate  # found by pyside6-lupdate (context: ExportDialog)
# English source texts, shown in the window's language (context "ExportDialog")
FORMAT_LABELS = {
    "html": QT_TRANSLATE_NOOP("ExportDialog", "HTML: the report to read (report.html)"),
    "pdf": QT_TRANSLATE_NOOP("ExportDialog", "PDF: the report to file or print (report.pdf)"),
    "json": QT_TRANSLATE_NOOP("ExportDialog", "JSON: the machine-readable audit (audit.json)"),
    "csv": QT_TRANSLATE_NOOP("ExportDialog", "CSV: one row per result (results.csv)"),
}
VALUES_WARNING = QT_TRANSLATE_NOOP("ExportDialog", "The report will contain confidential values; it says so on its "
                                   "first page. Keep it as confidential as the original data.")


class ExportDialog(QDialog):
    """Export the report of one run; the preview follows the options that change the PDF."""

    def __init__(self, outcome: AuditOutcome, audit_path: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export the risk report"))
        self.outcome = outcome
        self.settings_store = QSettings()
        self.preview_job: Job | None = None
        self._previewing = ExportChoices()  # the choices the current preview job renders
        self.export_job: Job | None = None
        self._exporting = (Path(), ExportChoices())  # the folder and choices of the export going on or last done

        self.folder = QLineEdit(default_folder(self.settings_store, audit_path))
        self.folder.textChanged.connect(self._refresh_buttons)
        choose = QPushButton(self.tr("Choose…"))
        choose.clicked.connect(self.choose_folder)
        self.formats = {fmt: QCheckBox(translate("ExportDialog", label)) for fmt, label in FORMAT_LABELS.items()}
        for box in self.formats.values():
            box.setChecked(True)
            box.toggled.connect(self._refresh_buttons)
        self.attempts = QCheckBox(self.tr("One row per attempt (attempts.csv)"))
        self.page_size = QComboBox()
        self.page_size.addItems(list(PAGE_SIZES))
        self.include_values = QCheckBox(self.tr("Include original record values"))
        self.values_warning = QLabel(translate("ExportDialog", VALUES_WARNING))
        self.values_warning.setWordWrap(True)
        self.values_warning.setStyleSheet("color: #c62828; font-weight: bold;")
        self.values_warning.setVisible(False)
        self.include_values.toggled.connect(self.values_warning.setVisible)
        self.min_count = QSpinBox()
        self.min_count.setRange(1, 1_000_000)
        self.min_count.setValue(10)
        self.min_count.setSuffix(" " + self.tr("rows"))
        self.min_count.setToolTip(self.tr("A category held by fewer rows of the original is not named in the report"))
        self.include_values.toggled.connect(lambda on: self.min_count.setEnabled(not on))  # nothing is withheld then

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel_export)
        self.open_folder = QPushButton(self.tr("Open folder"))
        self.open_folder.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._exporting[0]))))
        self.export_button = QPushButton(self.tr("Export"))
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(self.export)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)

        self.preview_status = QLabel()
        self.pages = QVBoxLayout()
        self.preview_timer = QTimer(self)
        self.preview_timer.setSingleShot(True)
        self.preview_timer.setInterval(DEBOUNCE_MS)
        self.preview_timer.timeout.connect(self.render_preview)
        for changed in (self.page_size.currentIndexChanged, self.include_values.toggled, self.min_count.valueChanged):
            changed.connect(self._preview_changed)

        self._lay_out(choose, close)
        self._show_busy(False)
        self.open_folder.setVisible(False)
        self.resize(1120, 660)  # within a 1366×768 screen less its panel (780 hid the buttons under it)
        self.render_preview()

    # -- layout -----------------------------------------------------------------------------

    def _lay_out(self, choose: QPushButton, close: QPushButton) -> None:
        destination = QGroupBox(self.tr("Destination folder"))
        column = QVBoxLayout(destination)
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(choose)
        column.addLayout(row)
        note = QLabel(self.tr("Report files already there are replaced together. A format that cannot be written is "
                              "named, and the others are still written."))
        note.setWordWrap(True)
        note.setStyleSheet("color: #5f6368;")
        column.addWidget(note)
        formats = QGroupBox(self.tr("Formats"))
        column = QVBoxLayout(formats)
        for box in (*self.formats.values(), self.attempts):
            column.addWidget(box)
        size = QFormLayout()
        size.addRow(self.tr("PDF page size:"), self.page_size)
        column.addLayout(size)
        privacy = QGroupBox(self.tr("What the report may disclose"))
        column = QVBoxLayout(privacy)
        column.addWidget(self.include_values)
        column.addWidget(self.values_warning)
        count = QFormLayout()
        count.addRow(self.tr("Withhold categories held by fewer than:"), self.min_count)
        column.addLayout(count)

        options = QWidget()
        column = QVBoxLayout(options)
        for group in (destination, formats, privacy):
            column.addWidget(group)
        column.addStretch(1)
        column.addWidget(self.status)
        progress = QHBoxLayout()
        progress.addWidget(self.busy, 1)
        progress.addWidget(self.cancel_button)
        progress.addWidget(self.open_folder)
        column.addLayout(progress)

        pages = QWidget()
        pages.setObjectName("pages")
        pages.setStyleSheet("#pages { background: #5f6368; }")
        pages.setLayout(self.pages)
        self.pages.setSpacing(14)
        self.pages.setContentsMargins(16, 16, 16, 16)
        self.pages.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidget(pages)
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(PAGE_WIDTH + 60)
        preview = QWidget()
        column = QVBoxLayout(preview)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.preview_status)
        column.addWidget(scroll, 1)

        splitter = QSplitter()
        splitter.addWidget(options)
        splitter.addWidget(preview)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([400, 720])
        splitter.setChildrenCollapsible(False)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)

    # -- choices ----------------------------------------------------------------------------

    def choices(self) -> ExportChoices:
        return ExportChoices(tuple(f for f, box in self.formats.items() if box.isChecked()), self.page_size.currentText(),
                             self.attempts.isChecked(), self.include_values.isChecked(), self.min_count.value())

    def choose_folder(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Export the report into"), self.folder.text())
        if chosen:
            self.folder.setText(chosen)

    def _refresh_buttons(self) -> None:
        ready = any(box.isChecked() for box in self.formats.values()) and bool(self.folder.text().strip())
        self.export_button.setEnabled(ready and self.export_job is None)

    # -- preview ----------------------------------------------------------------------------

    def _preview_changed(self) -> None:
        """The PDF changed: what is rendering is stale at once, the new render waits for the options to settle."""
        if self.preview_job is not None:
            self.preview_job.cancel()
        self.preview_status.setText(self.tr("Rendering preview…"))
        self.preview_timer.start()

    def render_preview(self) -> None:
        """Render the PDF as it would be exported now, in the background."""
        if self.preview_job is not None:
            self.preview_job.cancel()
        choices, outcome = self.choices(), self.outcome
        width = round(PAGE_WIDTH * self.devicePixelRatioF())
        self._previewing = choices
        self.preview_job = Job(lambda cancelled: preview_pages(outcome, choices, width, cancelled), self)
        self.preview_job.ended.connect(self._preview_ended)
        self.preview_job.finished.connect(self.preview_job.deleteLater)
        self.preview_status.setText(self.tr("Rendering preview…"))
        self.preview_job.start()

    def _preview_ended(self, job: Job) -> None:
        if job is not self.preview_job:
            return  # superseded
        self.preview_job = None
        if job.was_cancelled:
            return
        if job.error is not None:
            self.preview_status.setText(self.tr("No preview: {error}").format(error=job.error))
            return
        while self.pages.count():
            self.pages.takeAt(0).widget().deleteLater()
        for image in job.value:
            image.setDevicePixelRatio(self.devicePixelRatioF())
            page = QLabel()
            page.setPixmap(QPixmap.fromImage(image))
            page.setFixedSize(page.pixmap().deviceIndependentSize().toSize())  # a page never squeezes
            page.setStyleSheet("border: 1px solid #3c4043;")
            self.pages.addWidget(page)
        count = len(job.value)
        pages = self.tr("Preview of report.pdf: {count} pages, {size}") if count != 1 else \
            self.tr("Preview of report.pdf: {count} page, {size}")
        self.preview_status.setText(pages.format(count=count, size=self._previewing.page_size))

    def page_count(self) -> int:
        return self.pages.count()

    # -- export -----------------------------------------------------------------------------

    def export(self) -> None:
        folder = Path(self.folder.text().strip()).expanduser()
        if not folder.is_absolute():
            self._say(self.tr("Give the full path of the folder to export into (not {folder}), or choose one.")
                      .format(folder=folder), error=True)
            return
        choices, outcome = self.choices(), self.outcome
        self._exporting = (folder, choices)
        self.export_job = Job(lambda cancelled: export_report(outcome, choices, folder, cancelled), self)
        self.export_job.ended.connect(self._export_ended)
        self.export_job.finished.connect(self.export_job.deleteLater)
        self._say(self.tr("Exporting to {folder}…").format(folder=folder))
        self.open_folder.setVisible(False)
        self._show_busy(True)
        self.export_job.start()

    def cancel_export(self) -> None:
        if self.export_job is not None:
            self.export_job.cancel()
            self.cancel_button.setEnabled(False)
            self._say(self.tr("Cancelling the export…"))

    def _export_ended(self, job: Job) -> None:
        if job is not self.export_job:
            return  # cancelled by closing the dialog
        self.export_job = None
        self._show_busy(False)
        folder, choices = self._exporting
        if job.was_cancelled and job.written:
            self._say(self.tr("Export cancelled while the PDF was drawn: {files} were written to {folder}, the PDF "
                              "was not.").format(files=", ".join(p.name for p in job.written), folder=folder))
            self.open_folder.setVisible(True)
        elif job.was_cancelled:
            self._say(self.tr("Export cancelled: nothing was written to {folder}.").format(folder=folder))
        elif job.error is not None:
            self._say(failure_message(job.error, folder), error=True)
            if isinstance(job.error, ExportIncomplete) and job.error.written:  # the other formats were written
                self.settings_store.setValue(FOLDER_KEY, str(folder))
                self.open_folder.setVisible(True)
        else:
            self.settings_store.setValue(FOLDER_KEY, str(folder))
            names = ", ".join(path.name for path in job.value)
            confidential = (" " + self.tr("They contain original record values: keep them confidential.")
                            if choices.include_values else "")
            self._say(self.tr("Wrote {files} to {folder}.").format(files=names, folder=folder) + confidential)
            self.open_folder.setVisible(True)

    def _show_busy(self, busy: bool) -> None:
        self.busy.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.cancel_button.setEnabled(busy)
        self._refresh_buttons()

    def _say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet("color: #c62828;" if error else "")

    # -- closing ----------------------------------------------------------------------------

    def stop(self) -> None:
        """Cancel any render and wait for it: a thread must not outlive the dialog that owns it."""
        self.preview_timer.stop()
        for job in self.findChildren(Job):  # stale previews too
            job.cancel()
            job.wait()
        self.preview_job = self.export_job = None

    def done(self, result: int) -> None:
        self.stop()
        super().done(result)

    def closeEvent(self, event) -> None:
        self.stop()
        super().closeEvent(event)
