"""A result's columns read the same in every view: the window's tables, the report and the command line
head them with the words of `anonguard.report.result_words`, and the window explains them with its
meanings."""

import json
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402

from anonguard.gui.membership_view import MembershipModel  # noqa: E402
from anonguard.gui.models import ResultsModel  # noqa: E402
from anonguard.report.model import Report  # noqa: E402
from anonguard.report.result_words import WORDS, header  # noqa: E402


def test_the_windows_tables_use_the_shared_words():
    for model in (ResultsModel(), MembershipModel()):
        shown = [model.headerData(i, Qt.Orientation.Horizontal) for i in range(model.columnCount())]
        assert shown == [WORDS[key].header for key in model.COLUMNS]
        tips = [model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
                for i in range(model.columnCount())]
        assert [t for t in tips if t] == [WORDS[k].meaning for k in model.COLUMNS if WORDS[k].meaning]
    assert "Sensitive variable" in [ResultsModel().headerData(i, Qt.Orientation.Horizontal) for i in range(16)]


def test_the_report_and_the_command_line_use_the_same_words(demo_audit):
    out, done = demo_audit
    report = Report.from_audit(json.loads((out / "audit.json").read_text()))
    attribute = report.tables_of("attribute")[0].columns
    assert attribute[:4] == ["Release", "Attack", "Sensitive variable", "Key variables known"]
    assert set(attribute) <= {w.header for w in WORDS.values()}
    assert set(report.tables_of("membership")[0].columns) <= {w.header for w in WORDS.values()}
    printed = done.stdout.splitlines()
    table = next(line for line in printed if line.startswith(header("release")))
    for key in ("attack_id", "secret", "alc_with_interval", "verdict", "attack_precision", "baseline_recall",
                "n_attempts", "baseline_model"):
        assert header(key) in table
    assert not any(old in table for old in ("P_atk", "R_base", "secret "))
