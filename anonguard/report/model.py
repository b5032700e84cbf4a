"""One report model, built from an audit's machine-readable form, that every format renders.

Building from `audit.json` rather than from live objects means a report re-rendered from a
saved audit is the report the audit produced, and that everything a format shows has first
passed the disclosure check (`anonguard.report.privacy`).
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from anonguard.engine.kinds import known_kinds, of_kind, result_from_dict
from anonguard.engine.claims.measures import RiskBands
from anonguard.engine.settings import MeasureSettings
from anonguard.engine.claims.decision import CANNOT_JUDGE
from anonguard.errors import AuditError
from anonguard.report.glossary import explanation
from anonguard.report.parts import Plot, Section, Table, alc_interval_text, listed
from anonguard.report.presenter import KindPresenter
from anonguard.report.presenters import presenter_of, presenters
from anonguard.report.privacy import Disclosure, redact
from anonguard.report.verdict import BAND_WORDS, Verdict, judge
from anonguard.resources import resources_dir


@dataclass
class Report:
    audit: dict[str, Any]  # the machine-readable audit, as the disclosure policy allows it
    disclosure: Disclosure
    results: list  # every kind's results, in the audit's order
    bands: RiskBands
    verdict: Verdict
    title: str
    created: str
    measured: dict[str, Any] = field(default_factory=dict)  # what kinds measuring the whole audit found, by section

    @classmethod
    def from_audit(cls, audit: dict[str, Any], disclosure: Disclosure = Disclosure(), source: str = "the audit") -> "Report":
        """The report of a machine-readable audit (`Audit.to_dict()` or a saved `audit.json`)."""
        shown = redact(audit, disclosure)
        measures = MeasureSettings(**shown.get("settings", {}).get("measures", {}))
        results = []
        for number, data in enumerate(shown.get("results", []), start=1):
            try:
                results.append(result_from_dict(data))
            except (KeyError, TypeError, ValueError) as exc:
                raise AuditError(f"{source}: result {number} is incomplete or damaged ({type(exc).__name__}: {exc}); "
                                 "run the audit again to write a complete audit.json") from None
        original = next((f for f in shown.get("inputs", []) if f["role"] == "original"), None)
        title = "Disclosure risk audit" + (f" of {_file_name(original['path'])}" if original else "")
        measured = {}
        for kind in known_kinds():
            if kind.whole_result is None or shown.get(kind.section) is None:
                continue
            try:
                measured[kind.section] = kind.whole_result.from_dict(shown[kind.section])
            except (KeyError, TypeError, ValueError) as exc:
                raise AuditError(f"{source}: the {kind.section} part is incomplete or damaged ({type(exc).__name__}: "
                                 f"{exc}); run the audit again to write a complete audit.json") from None
        return cls(shown, Disclosure.from_dict(shown["privacy"]), results, measures.bands,
                   judge(results, measures.bands, measured.get("reidentification"), measured), title, shown.get("created", ""),
                   measured)

    @property
    def reidentification(self) -> Any:
        """What the key-variable measures found (a ReidentificationResult), if they were taken."""
        return self.measured.get("reidentification")

    @property
    def created_text(self) -> str:
        try:
            return dt.datetime.fromisoformat(self.created).strftime("%d %B %Y, %H:%M UTC")
        except ValueError:
            return self.created

    @property
    def disclosure_note(self) -> str:
        if self.disclosure.include_values:
            return ("THIS REPORT CONTAINS ORIGINAL RECORD VALUES (they were asked for explicitly): the true and "
                    "predicted values of attacked people and the values of confidently claimed members. "
                    "Keep it as confidential as the original data.")
        return (f"This report holds no original record values: no attacked person's values, no category held by "
                f"fewer than {self.disclosure.min_count} rows of the original, and no exact extreme of a "
                "continuous secret. It can be shared with the release board.")

    def problems_table(self) -> Table | None:
        """Results the audit's set-up leaves without a meaning: listed before the verdict."""
        if not self.verdict.problems:
            return None
        rows = [[p.result.release, p.result.attack_id, getattr(p.result, "secret", "-"),
                 ", ".join(getattr(p.result, "known", ())), " ".join(p.reasons)] for p in self.verdict.problems]
        return Table("Results that could not be measured", [
            "Release", "Attack", "Secret or claim", "Attacker knows", "Why, and what to do"], rows,
            ["not-applicable"] * len(rows),
            "Until they are measured the audit cannot call the release safe: it reads 'cannot be judged'.")

    def release_table(self) -> Table:
        keyed = bool(self.verdict.keys)
        rows = [[r.release, BAND_WORDS[r.band] + (" (" + "; ".join(r.reasons) + ")" if r.band == CANNOT_JUDGE else ""),
                 alc_interval_text(r.worst_alc, r.worst_alc_ci), r.driven_by,
                 str(r.results), str(r.undetermined) if r.undetermined else ""]
                + ([BAND_WORDS[r.key.band] if r.key else "-"] if keyed else []) for r in self.verdict.releases]
        return Table("Verdict per release", ["Release", "Risk", "Worst ALC [95% interval]", "Driven by", "Results",
                                             "Undetermined"] + (["Re-identification"] if keyed else []),
                     rows, [r.band for r in self.verdict.releases])

    # -- the parts, in reading order: each kind's presenter gives its own ---------------------

    def of_kind(self, kind: str) -> list:
        """The results of one kind, in the audit's order."""
        return of_kind(self.results, kind)

    def presenters(self) -> list[KindPresenter]:
        """The presenters of the kinds this report shows, in showing order."""
        return [p for p in presenters(r.kind for r in self.results) if p.shown(self)]

    def result_tables(self) -> list[Table]:
        """The Results part: each kind's tables."""
        return [table for presenter in self.presenters() for table in presenter.tables(self)]

    def result_plots(self) -> list[Plot]:
        """Plots of whole kinds, after the Results part's tables (the ALC of every attribute result)."""
        return [plot for presenter in self.presenters() for plot in presenter.plots(self)]

    def tables_of(self, kind: str) -> list[Table]:
        """The Results part's tables of one kind."""
        return presenter_of(kind).tables(self)

    def sections(self) -> list[Section]:
        """One section per result (per key set for the key-variable measures), numbered through the report."""
        sections: list[Section] = []
        for presenter in self.presenters():
            sections += presenter.sections(self, len(sections) + 1)
        return sections

    def summaries(self) -> dict[str, Any]:
        """What the kinds add to the JSON report beside audit.json and the verdict (the risk–utility map)."""
        return {key: value for presenter in self.presenters() for key, value in presenter.summary(self).items()}

    def explanation(self) -> list[tuple[str, list[str]]]:
        return explanation(self.bands) + [part for p in self.presenters() for part in p.explanation()]

    def provenance(self) -> list[Table]:
        audit = self.audit
        tool = audit.get("tool", {})
        software = [["anonguard", str(tool.get("version", "?")), f"plugin contract {tool.get('plugin_contract', '?')}"]]
        software += [[p["name"], str(p["version"]), ", ".join(p.get("hooks", []))] for p in audit.get("plugins", [])]
        software += [[p.get("plugin", "?"), "failed to load", p.get("error", "")] for p in audit.get("plugin_problems", [])]
        inputs = [[f["role"], f.get("release") or "", f["path"] + (f" (sheet {f['sheet']})" if f.get("sheet") else ""),
                   f["sha256"], f"{f['rows']:,}", str(len(f["columns"]))] for f in audit.get("inputs", [])]
        tables = [
            Table("Software", ["Component", "Version", "Provides"], software),
            Table("Input files", ["Role", "Release", "Path", "sha256", "Rows", "Columns"], inputs,
                  note="Column names: " + "; ".join(
                      f"{f['role']}{' ' + f['release'] if f.get('release') else ''}: {', '.join(map(str, f['columns']))}"
                      for f in audit.get("inputs", []))),
            Table("What was audited", ["Choice", "Value"], _flatten(audit.get("audit", {}), skip=("format", "version"))),
            Table("Settings (every one, with the seed)", ["Setting", "Value"], _flatten(audit.get("settings", {}))),
            Table("Column kinds", ["Column", "Kind"], [[c, k] for c, k in audit.get("kinds", {}).items()]),
        ]
        secrets = [[name, s["mode"], listed(s.get("labels", []))] for name, s in audit.get("secrets", {}).items()]
        if secrets:
            tables.append(Table("How each secret was judged", ["Secret", "Judged as", "Values predicted"], secrets))
        if audit.get("warnings"):
            tables.append(Table("Warnings raised while reading and running", ["Warning"], [[w] for w in audit["warnings"]]))
        return tables

def _flatten(data: Any, prefix: str = "", skip: tuple[str, ...] = ()) -> list[list[str]]:
    """Nested settings as (dotted name, value) rows; lists of plain values stay on one row."""
    if isinstance(data, dict):
        rows = []
        for key, value in data.items():
            if key not in skip:
                rows += _flatten(value, f"{prefix}{key}.", ())
        return rows
    if isinstance(data, list) and any(isinstance(v, dict) for v in data):
        return [row for i, value in enumerate(data, start=1) for row in _flatten(value, f"{prefix}{i}.", ())]
    if isinstance(data, list):
        data = ", ".join(" + ".join(map(str, v)) if isinstance(v, list) else str(v) for v in data) or "-"
    return [[prefix.rstrip("."), "-" if data is None else str(data)]]


def _file_name(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def load_audit_result(path: str | Path) -> dict[str, Any]:
    """A saved `audit.json`, or an AuditError that says what the file is instead and what to do."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise AuditError(f"{path}: no such file; give the audit.json an audit wrote") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise AuditError(f"{path}: cannot be read ({exc}); check the file and its permissions") from None
    except json.JSONDecodeError as exc:
        raise AuditError(f"{path}: not valid JSON (line {exc.lineno}: {exc.msg}); "
                         "the file may be truncated: run the audit again") from None
    except (ValueError, RecursionError) as exc:  # a NUL in the path, numbers too long, nesting too deep
        raise AuditError(f"{str(path)!r}: not an audit result that can be read ({type(exc).__name__}); "
                         "give the audit.json an audit wrote") from None
    if isinstance(data, dict) and data.get("format") == "anonguard-audit":
        raise AuditError(f"{path}: this file describes an audit to run, not its results; "
                         f"run it with 'anonguard audit --config {path} --out DIR --format html,pdf'")
    if not isinstance(data, dict) or not isinstance(data.get("results"), list) or "tool" not in data:
        raise AuditError(f"{path}: not an AnonGuard audit result (no 'tool' and 'results'); "
                         "give the audit.json an audit wrote")
    _check_schema(data, path)
    return data


def _check_schema(data: dict[str, Any], path: Path) -> None:
    """Refuse an edited audit.json whose fields have the wrong type before anything draws from it,
    naming the first wrong field (anonguard/resources/report/audit.schema.json documents them all)."""
    import jsonschema

    schema = json.loads((resources_dir() / "report" / "audit.schema.json").read_text(encoding="utf-8"))
    errors = [_innermost(e) for e in jsonschema.Draft202012Validator(schema).iter_errors(data)]
    error = jsonschema.exceptions.best_match(errors) if errors else None
    if error is not None:
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path).lstrip(".") or "the file"
        raise AuditError(f"{path}: {where}: {error.message[:200]}; this is not an audit.json as AnonGuard writes it "
                         "(edited by hand?): restore it, or run the audit again")


def _innermost(error: Any) -> Any:
    """For a result that fits neither the attribute nor the membership shape, the error inside the
    shape its own `kind` names, not 'membership was expected'."""
    import jsonschema

    if error is None or error.validator not in ("oneOf", "anyOf") or not error.context:
        return error
    branches: dict[int, list] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    own = [errors for errors in branches.values()
           if not any(e.validator == "const" and list(e.relative_path) == ["kind"] for e in errors)]
    return jsonschema.exceptions.best_match([_innermost(e) for e in own[0]]) if len(own) == 1 else error
