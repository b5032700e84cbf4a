"""A kind of audit added from this module alone, as a plugin adds one: no edit to the engine, the report or the
command line. The toy kind measures, for each release, how many of its rows are exact copies of a row of the
original (a trivial measure whose right answer is counted here by hand). Registered through the
`anonguard_audit_kinds` hook, it is planned from the audit, run as scenarios, saved in `audit.json`, read back,
printed in the command line's table and shown in the report."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from anonguard.engine.audit import Audit
from anonguard.engine.events import ScenarioFinished
from anonguard.engine.kind import AuditKind, KindPlan
from anonguard.engine.outcome import Status
from anonguard.plugins import hookimpl
from anonguard.plugins.manager import load_catalog
from anonguard.report.html import render_html
from anonguard.report.model import Report
from anonguard.report.parts import Section, Table
from anonguard.report.presenter import KindPresenter
from conftest import run_here

TOY = "row-copies"


@dataclass
class CopiesResult:
    release: str
    rows: int = 0
    copies: int = 0
    status: str = Status.OK
    error: str | None = None
    halt_reason: str | None = None
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)

    kind = TOY
    attack_id = "exact copies"

    def to_dict(self, include_attempts: bool = False) -> dict[str, Any]:
        return {"kind": self.kind, "release": self.release, "attack_id": self.attack_id, "rows": self.rows,
                "copies": self.copies, "status": self.status, "error": self.error, "seconds": self.seconds}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "CopiesResult":
        return cls(data["release"], data["rows"], data["copies"], data["status"], data["error"], None, data["seconds"])


@dataclass(frozen=True)
class CopiesScenario:
    release: str

    kind = TOY
    attack = None  # a measure, not a plugin
    params: dict = field(default_factory=dict)
    group = None

    def describe(self) -> str:
        return f"exact copies in {self.release}"

    def new_result(self) -> CopiesResult:
        return CopiesResult(self.release)


class CopiesPlan(KindPlan):
    def scenarios(self) -> list[CopiesScenario]:
        return [CopiesScenario(release) for release in self.audit.data.releases]

    def run(self, index, total, scenario, result, shared, cancelled):
        original = self.audit.data.original
        table = self.audit.data.releases[scenario.release][0].data[list(original.columns)]
        seen = set(original.itertuples(index=False, name=None))
        result.rows = len(table)
        result.copies = sum(row in seen for row in table.itertuples(index=False, name=None))
        return iter(())


class CopiesPresenter(KindPresenter):
    kind = TOY
    title = "Exact copies of original rows"

    def line(self, result: CopiesResult) -> str:
        return f"{result.release}: {result.copies} of {result.rows} rows copied"

    def text(self, results: list, measured: dict) -> str:
        return "\n".join([self.title, *(f"  {self.line(r)}" for r in results)]) if results else ""

    def tables(self, report) -> list[Table]:
        rows = [[r.release, f"{r.copies:,}", f"{r.rows:,}"] for r in report.of_kind(TOY)]
        return [Table(self.title, ["Release", "Copied rows", "Rows"], rows)]

    def sections(self, report, number: int) -> list[Section]:
        return [Section(f"copies-{i}", f"{i}. Copies in release '{r.release}'", None,
                        f"{r.copies} of the release's {r.rows} rows are rows of the original as they stand.", [])
                for i, r in enumerate(report.of_kind(TOY), start=number)]


class CopiesKind(AuditKind):
    name = TOY
    result_type = CopiesResult
    presenter = CopiesPresenter()

    def asked(self, spec) -> bool:
        return bool(spec.releases)

    def uses_plugins(self, spec) -> bool:
        return False

    def plan(self, audit) -> CopiesPlan:
        return CopiesPlan(audit)


@hookimpl
def anonguard_audit_kinds():
    return [CopiesKind()]


ORIGINAL = pd.DataFrame({"age": [30, 41, 52, 63, 30, 47], "sex": ["f", "m", "f", "m", "m", "f"]})
RELEASES = {"copy": ORIGINAL.iloc[[0, 1, 2, 3]],  # every row copied: 4 of 4
            "shifted": pd.DataFrame({"age": [31, 41, 52, 64], "sex": ["f", "m", "m", "m"]})}  # only (41, m): 1 of 4


def test_a_kind_from_a_plugin_is_planned_run_saved_and_reported():
    catalog = load_catalog([("toy-kind", __import__(__name__))], entry_points=False)
    assert [kind.name for kind in catalog.audit_kinds] == [TOY]
    audit = Audit.of_frames(ORIGINAL, RELEASES, secrets=[], catalog=catalog).prepare()
    assert [s.describe() for s in audit.scenarios] == ["exact copies in copy", "exact copies in shifted"]
    finished = [e.result for e in audit.run() if isinstance(e, ScenarioFinished)]
    assert [(r.release, r.copies, r.rows) for r in finished] == [("copy", 4, 4), ("shifted", 1, 4)]

    saved = json.loads(json.dumps(audit.to_dict()))
    assert [(r["kind"], r["copies"]) for r in saved["results"]] == [(TOY, 4), (TOY, 1)]
    report = Report.from_audit({**saved, "privacy": {"include_values": False, "min_count": 10}})
    assert report.tables_of(TOY)[0].rows == [["copy", "4", "4"], ["shifted", "1", "4"]]
    assert [s.title for s in report.sections()] == ["1. Copies in release 'copy'", "2. Copies in release 'shifted'"]
    html = render_html(report)
    assert "Exact copies of original rows" in html and "1 of the release&#39;s 4 rows" in html


def test_the_command_line_prints_the_kind_s_table(tmp_path, monkeypatch):
    """Installed as a plugin is (an entry point in the `anonguard` group), the command line runs the kind and
    prints its table; the report it writes holds its section."""
    info = tmp_path / "toy_kind-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-kind\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(f"[anonguard]\ntoy = {__name__}\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    ORIGINAL.to_csv(tmp_path / "original.csv", index=False)
    for label, frame in RELEASES.items():
        frame.to_csv(tmp_path / f"{label}.csv", index=False)
    out = tmp_path / "out"
    done = run_here("audit", "--original", tmp_path / "original.csv", "--release", f"copy={tmp_path / 'copy.csv'}",
                    "--release", f"shifted={tmp_path / 'shifted.csv'}", "--out", out, "--format", "json",
                    "--format", "html")
    assert "Exact copies of original rows\n  copy: 4 of 4 rows copied\n  shifted: 1 of 4 rows copied" in done.stdout
    saved = json.loads((out / "audit.json").read_text())
    assert [(r["release"], r["copies"]) for r in saved["results"]] == [("copy", 4), ("shifted", 1)]
    assert "Copies in release &#39;shifted&#39;" in (out / "report.html").read_text()
    # drawn again from the audit.json alone: the file's check accepts a plugin kind's results
    run_here("report", out / "audit.json", "--out", tmp_path / "again", "--format", "html", check_exit=0)
    assert "Copies in release &#39;copy&#39;" in (tmp_path / "again" / "report.html").read_text()

