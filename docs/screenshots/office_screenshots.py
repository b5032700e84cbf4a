"""Screenshots of an office's own public-use file (issue 31): the Data page's recodes (a truncated postcode
area, age bands, rounded and top-coded incomes, each read as the original values it stands for) and the
Verdict page of a release that cannot be judged (a district merged into names no recode explains) beside
the public-use file measured serious.

`python docs/screenshots/office_screenshots.py` (offscreen; no display needed) writes
docs/screenshots/office-recodes.png and docs/screenshots/office-cannot-be-judged.png; the files are made from
tests/office_files.py in a temporary folder."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from anonguard.gui.window import MainWindow  # noqa: E402

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "tests"))
from office_files import household_survey, public_use_file  # noqa: E402

MERGED = {"LS": "Yorkshire", "BD": "Yorkshire", "HX": "Yorkshire", "WF": "Yorkshire", "HG": "North"}


def _settle(milliseconds: int = 100) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def _audit_file(folder: Path) -> Path:
    """The survey, its public-use file and a merged-district variant, and an audit of them saved by the window."""
    survey = household_survey()
    survey.to_csv(folder / "survey.csv", index=False)
    release = public_use_file(survey)
    release.to_csv(folder / "public_use_file.csv", index=False)
    release.assign(district=release["district"].map(MERGED)).to_csv(folder / "merged_districts.csv", index=False)
    window = MainWindow()
    draft = window.draft
    draft.load_original(folder / "survey.csv")
    draft.add_release(folder / "public_use_file.csv", "public-use file")
    draft.add_release(folder / "merged_districts.csv", "merged districts")
    for column in draft.columns:
        column.role = {"diagnosis": "secret", "benefit": "secret", "person_id": "ignore", "household_id": "ignore",
                       "weight": "ignore"}.get(column.name, column.role)
    draft.attacks = {"best-row-match": {}}
    draft.settings["halting"]["max_attempts"] = 1500  # a quick look
    draft.save(folder / "office.anonguard.json")
    window.close()
    return folder / "office.anonguard.json"


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as folder:
        window = MainWindow()
        window.headless = True  # a problem is printed, not a dialog no one can close offscreen
        window.resize(1600, 1000)
        window.show()
        if not window.open_audit(_audit_file(Path(folder))):
            return 1
        page = window.data_page
        page.refresh()
        for _ in range(300):  # the checks run in a thread of their own
            _settle()
            if page.recodes.model.rows:
                break
        app.processEvents()
        window.grab().save(str(HERE / "office-recodes.png"))
        loop = QEventLoop()
        window.run_finished.connect(lambda _cancelled: loop.quit())
        if not window.run():
            return 1
        loop.exec()
        while window.running:
            _settle(50)
        window.resize(1400, 860)
        _settle(300)
        window.grab().save(str(HERE / "office-cannot-be-judged.png"))
    print(f"written to {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
