"""The engine's sentences speak the window's language (issue 32 item 8).

The engine writes every message for an officer with `anonguard.phrases.say` from a literal template (why a
result is not applicable, why a run stopped, verdict notes, warnings, re-identification notes and measures, the
charts' words); the window reads the English text back into its template and pieces and shows it translated
(anonguard/gui/engine_words.py).

- Every template of the code has a finished German translation that keeps its placeholders.
- A message made without `say` fails: the engine's, the readers', the report's and the first-party plugins'
  sources are searched with `ast` for an English literal handed to problems, warnings, notes, a halt reason or a
  verdict note; or made the error of a failed result: assigned to `error`, kept as a scenario's failure, given to
  `PluginFailure`, or raised where the exception's text becomes a failed result's error (`RAISED`).
- A rendered message read back gives the pieces it was made of, and the English window shows it unchanged.
- A real audit (not-applicable results, warnings, halt reasons, verdict notes, re-identification notes) saved and
  opened in the window: under a pseudo-translation that brackets every marked string, no English sentence of the
  engine is left outside the brackets on the Results, Verdict, Re-identification and Data pages, in their charts
  and in the run's warnings; under German, the same texts read German.
- Failed results (an attack that raises, one stopped at its time limit, one whose process dies; a membership attack
  that raises; a lost worker) read German on the Results, Verdict, Membership pages and the scenarios' states
  around the plugin's own words, which stay as the plugin wrote them.
"""

from __future__ import annotations

import ast
import json
import os
import re
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTranslator  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from anonguard.engine.audit import Audit, audit_result  # noqa: E402
from anonguard.engine.events import AuditFinished  # noqa: E402
from anonguard.engine.key_variables.result import ReidentificationResult  # noqa: E402
from anonguard.engine.settings import AuditSettings  # noqa: E402
from anonguard.engine.spec import AuditSpec, ComponentChoice, ReidentificationSpec, ReleaseSpec, TableRef  # noqa: E402
from anonguard.gui import language  # noqa: E402
from anonguard.gui.engine_words import Template, engine_text, engine_texts, failure_text, parsed  # noqa: E402
from anonguard.gui.window import MainWindow  # noqa: E402
from office_files import household_survey, public_use_file  # noqa: E402
import test_gui  # noqa: E402
from test_translations import BIN, CLOSE, I18N, OPEN, _finished, _lupdate, _messages, _outside_brackets  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
isolated = test_gui.isolated  # the window's settings kept apart, its message boxes recorded


def _make_docs():
    sys.path.insert(0, str(ROOT / "docs"))
    try:
        import make_docs
    finally:
        sys.path.remove(str(ROOT / "docs"))
    return make_docs


def _fields(template: str) -> list[tuple[str, str, str]]:
    return sorted((name, conversion or "", spec or "") for _, name, spec, conversion in string.Formatter().parse(template)
                  if name is not None)


# -- every template translated ----------------------------------------------------------------------------

def test_every_template_has_a_finished_german_translation_with_its_placeholders():
    make_docs = _make_docs()
    found = make_docs.said_templates()  # refuses a say() whose template is no literal
    assert len(found) > 150
    german = _messages(I18N / "anonguard_de.ts")
    for path, template in found:
        context = "Charts" if path in make_docs.CHART_MODULES else "Messages"
        translation = german.get((context, template))
        assert translation is not None, f"run `make docs` and `make translations`: {path}: {template!r}"
        assert _finished(translation), f"add it to packaging/i18n/german_messages.py: {template!r}"
        assert _fields(translation.text) == _fields(template), (template, translation.text)
        assert all(name.isidentifier() for name, _, _ in _fields(template)), template  # a name per placeholder
        assert Template.of(template).literal > 0, template  # words of its own: a piece is always shorter


# -- no message without say() -----------------------------------------------------------------------------

SOURCES = ("anonguard/engine", "anonguard/data", "anonguard/report", "plugins")
# where messages go; a failed result's `error`, and `failures` the scenarios that failed outside their attack
SINKS = {"problems", "warnings", "notes", "note", "mismatches", "halt_reason", "verdict_note", "error", "failures"}
KEYWORDS = {"halt_reason", "verdict_note", "problems", "notes", "warnings", "error",
            "what"}  # `what`: how a failure names the plugin ("the baseline model {model}'s process crashed")
FAILURES = {"PluginFailure"}  # exceptions whose text is a failed result's error as it stands
# where what an exception says becomes a failed result's error ("ValueError: <its text>"): module -> the functions
# run while a scenario runs (None: all of the module's). Elsewhere a raise stops the audit before it runs.
RAISED: dict[str, tuple[str, ...] | None] = {
    "anonguard/engine/running/isolation.py": None, "anonguard/engine/identity/run.py": None,
    "anonguard/engine/running/executors.py": None, "anonguard/engine/attribute/baseline.py": None,
    "anonguard/engine/attribute/loop.py": ("run_scenario",), "anonguard/engine/membership/plan.py": ("run_membership",),
    "anonguard/engine/membership/kind.py": ("run",), "anonguard/engine/claims/sides.py": None,
    "anonguard/engine/attribute/kind.py": ("_run_attribute", "_scenario_inputs", "_attack_task"),
    "anonguard/engine/attribute/secret.py": ("check",), "anonguard/engine/running/cluster.py": ("check_workers",),
    "anonguard/plugins/api.py": ("checked", "row_positions"),
}
# English literals that reach those places on purpose, each with its reason
EXEMPT: dict[str, str] = {}


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):  # mismatches.setdefault(label, {})
        return _name(node.func.value)
    return _name(node.value) if isinstance(node, ast.Subscript) else ""


def _words(node: ast.expr) -> str | None:
    """A literal's own words (an f-string's without its placeholders), if it has any."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = " ".join(v.value for v in node.values if isinstance(v, ast.Constant))
    else:
        return None
    return text if re.search(r"[^\W\d_]{2,}", text) else None


def _english(node: ast.expr, functions: dict[str, ast.FunctionDef], seen: set[str]):
    """The English literals among what `node` gives, but those a say() call makes: through lists, conditionals,
    concatenation, comprehensions, and the returns of the module's own functions it calls."""
    words = _words(node)
    if words is not None:
        yield node.lineno, words
        return
    if isinstance(node, ast.Call):
        name = _name(node.func)
        if name == "say":
            return
        if name in ("format", "join") and isinstance(node.func, ast.Attribute):
            yield from _english(node.func.value, functions, seen)
        if isinstance(node.func, ast.Name) and name in functions and name not in seen:
            seen.add(name)
            for inner in ast.walk(functions[name]):
                if isinstance(inner, ast.Return) and inner.value is not None:
                    yield from _english(inner.value, functions, seen)
        return
    children = {ast.List: "elts", ast.Tuple: "elts", ast.Set: "elts", ast.IfExp: ("body", "orelse"),
                ast.BinOp: ("left", "right"), ast.BoolOp: "values", ast.GeneratorExp: "elt", ast.ListComp: "elt",
                ast.Starred: "value"}.get(type(node), ())
    for field in (children,) if isinstance(children, str) else children:
        value = getattr(node, field)
        for child in value if isinstance(value, list) else [value]:
            yield from _english(child, functions, seen)


def _raised(tree: ast.AST, functions: tuple[str, ...] | None) -> list[ast.expr]:
    """What the raises of `functions` (None: of the whole module) give their exception to say."""
    within = [tree] if functions is None else [n for n in ast.walk(tree) if isinstance(
        n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name in functions]
    return [node.exc.args[0] for top in within for node in ast.walk(top)
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args]


def _messages_without_say(source: str, where: str, raised: tuple[str, ...] | None | bool = False) -> list[str]:
    """The English literals of `source` handed where messages go; `raised`: also those raised in these functions
    (None: in any), as the text of a failed result."""
    tree = ast.parse(source)
    functions = {n.name: n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    given = [] if raised is False else _raised(tree, raised)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _name(node.func)
            if name in FAILURES:
                given += node.args[:1]
            if name == "contained":  # contained(component, limits, what, ...)
                given += node.args[2:3]
            if name in ("append", "extend", "insert") and isinstance(node.func, ast.Attribute) \
                    and _name(node.func.value) in SINKS:
                given += node.args[-1:]
            if name in ("add_once", "setdefault") and node.args and _name(
                    node.args[0] if name == "add_once" else node.func.value) in SINKS:
                given += node.args[1:]
            given += [k.value for k in node.keywords if k.arg in KEYWORDS]
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                named = target.elts if isinstance(target, ast.Tuple) else [target]
                values = node.value.elts if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) \
                    else [node.value] * len(named)
                given += [value for one, value in zip(named, values) if _name(one) in SINKS]
    found = []
    for node in given:
        found += [f"{where}:{line}: {words!r}" for line, words in _english(node, functions, set())
                  if words not in EXEMPT]
    return list(dict.fromkeys(found))  # a raise of a failure is given twice


def test_the_guard_finds_a_message_made_without_say():
    caught = _messages_without_say('''
result.problems.append(f"release {label!r} has no column {column!r}")
self.warnings.extend(f"{where}: left out" for where in places)
add_once(audit.warnings, "the scenarios ran one after another")
result.status, result.halt_reason = Status.CANCELLED, "cancelled"
result.verdict_note = (result.verdict_note + " ") + "Safe cannot be claimed yet."
notes = [f"identity attacks: {n} members", *self.notes]
mismatches.setdefault(label, {})[column] = f"{where}: coded differently"
problems.append(_why(x))
ClaimsResult(problems=["not applicable"])

def _why(x):
    return f"{x} is not a number"
''', "example")
    assert len(caught) == 9, caught
    assert not _messages_without_say('''
result.problems.append(say("release {release!r} has no column {column!r}", release=label, column=column))
self.warnings.extend(say("{where}: left out", where=where) for where in places)
result.status, result.halt_reason = Status.CANCELLED, CANCELLED
result.verdict_note = " ".join(filter(None, [result.verdict_note, sentence]))
result.problems[-1] = f"{result.problems[-1]}. {sentence}"
problems = list(data.get("problems") or [])
ClaimsResult(problems=list(data.get("problems") or []), verdict_note=data.get("verdict_note"))
''', "example")


def test_the_guard_finds_an_error_made_without_say():
    source = '''
result.status, result.error = Status.FAILED, f"its worker failed: {reason}"
failures[index] = "lost in two tries"
failures.setdefault(index, f"its task failed on the cluster: {why}")
scores = [replace(score, error=f"chosen, but could not be refitted ({exc})") for score in scores]

with contained(selector, limits, f"the target selector {name}") as isolated:
    attack = Isolated(attack, limits, what=f"the attack {attack.id} on part of a release")

def _death(what, name):
    if name:
        return PluginFailure(f"{what}'s process crashed ({name}): a fault in native code")
    raise PluginFailure(what + " was stopped (setting limits.attack_seconds)")

def run_scenario(source):
    raise ValueError(f"{source} gave open predictions for some batches only")

def prepare(spec):
    raise AuditError("no release to audit; add at least one release file")
'''
    caught = _messages_without_say(source, "example", ("run_scenario",))
    assert len(caught) == 9 and not any("no release to audit" in line for line in caught), caught
    assert len(_messages_without_say(source, "example", None)) == 10  # every raise of the module
    assert not _messages_without_say('''
result.status, result.error = Status.FAILED, error_text(exc)
failures.setdefault(index, say("its worker failed outside the attack: {error}", error=named(error)))
error = future.exception()

def run_scenario(source):
    raise ValueError(say("{what} gave open predictions for some batches only", what=source))
    raise PluginFailure(value)
''', "example", None)


def test_every_message_of_the_engine_is_made_by_say():
    found = []
    for folder in SOURCES:
        for path in sorted((ROOT / folder).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            if "tests" in path.relative_to(ROOT).parts or ".egg-info" in str(path):
                continue
            found += _messages_without_say(path.read_text(encoding="utf-8"), where, RAISED.get(where, False))
    for where, functions in RAISED.items():  # the contract's checks of an answer, outside the folders above
        assert (ROOT / where).is_file() and (functions is None or all(f"def {f}(" in (ROOT / where).read_text(
            encoding="utf-8") for f in functions)), where
        if not where.startswith(SOURCES):
            found += _messages_without_say((ROOT / where).read_text(encoding="utf-8"), where, functions)
    assert not found, "make the message with anonguard.phrases.say(\"template\", ...):\n" + "\n".join(found)


# -- read back ------------------------------------------------------------------------------------------------

def _rendered(template: str) -> tuple[str, dict[str, str]]:
    """`template` rendered as the engine would, and each placeholder's piece as it was written into the text."""
    params, pieces = {}, {}
    for _, name, spec, conversion in string.Formatter().parse(template):
        if name is None or name in params:
            continue
        numeric = bool(spec) and (spec[-1] in "bcdeEfFgGn%" or "," in spec)
        params[name] = (12345.678 if spec[-1] not in "dn" else 12345) if numeric else f"{name} x.y"
    for _, name, spec, conversion in string.Formatter().parse(template):
        if name is not None:
            value = repr(params[name]) if conversion == "r" else params[name]
            pieces.setdefault(name, format(value, spec or ""))
    return template.format(**params), pieces


def test_a_rendered_message_read_back_gives_its_pieces_and_english_reads_it_unchanged(qapp):
    from anonguard.gui.marked_words import MESSAGES

    assert language.install(qapp, "en") == "en"
    for source in MESSAGES:
        text, pieces = _rendered(source)
        template = Template.of(source)
        assert template.params(text) == pieces, source
        chosen = parsed(text)
        assert chosen is not None and chosen[0].pattern.pattern == template.pattern.pattern, (source, chosen)
        assert engine_text(text) == text  # English: byte for byte what the engine wrote


def test_joined_sentences_lists_and_capitals_are_read_message_by_message(qapp):
    assert language.install(qapp, "de") == "de"  # its catalogue and its numbers
    try:
        note = ("The verdict follows ALC alone, as the settings ask. Whose row is whose as stated: rows in the "
                "original's order.")
        assert engine_text(note) == ("Die Bewertung folgt, wie eingestellt, allein dem ALC. Wessen Zeile welche ist, "
                                     "wie angegeben: Zeilen in der Reihenfolge des Originals.")
        assert engine_text("The verdict differs between seeds: safe (seed 1), at-risk (seed 2).") == \
            "Die Bewertung unterscheidet sich je nach Startwert: sicher (Startwert 1), gefährdet (Startwert 2)."
        assert engine_text("band: t-closeness") == "band: t-Closeness"  # the data's own words stay as they are
        assert engine_text("max-attempts") == "Versuchsgrenze"
        assert engine_text("1,234 of 5,000 records (24.7%) have an individual risk above 0.05") == \
            "1.234 von 5.000 Datensätzen (24,7%) haben ein individuelles Risiko über 0,05"
        assert engine_text("a text no message made") == "a text no message made"
    finally:
        assert language.install(qapp, "en") == "en"


# -- a real audit in the window --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def office_audit(tmp_path_factory) -> Path:
    """An office's survey and three releases, audited and saved with its results: the public-use file (recodes
    inferred, an undetermined result with a verdict note, halted at the attempt limit), one coding the sensitive
    variable differently and one without a key variable (both not applicable), and the key variables'
    re-identification measures (a note for the release lacking a key)."""
    folder = tmp_path_factory.mktemp("office")
    survey = household_survey(600)
    puf = public_use_file(survey)
    tables = {"survey": survey, "puf": puf, "coded": puf.assign(diagnosis="D" + puf["diagnosis"].str.len().astype(str)),
              "dropped": puf.drop(columns=["sex"])}
    for name, frame in tables.items():
        frame.to_csv(folder / f"{name}.csv", index=False)
    settings = AuditSettings.from_dict({"halting": {"max_attempts": 200}, "baseline": {"models": ["majority"]},
                                        "execution": {"cache": False}})
    spec = AuditSpec(TableRef("survey.csv"), [ReleaseSpec(label, [TableRef(f"{label}.csv")]) for label in tables if
                                              label != "survey"], ["diagnosis"], [["age", "sex", "district"]],
                     attacks=[ComponentChoice("best-row-match")], ignore=["person_id", "household_id"], settings=settings,
                     reidentification=ReidentificationSpec(key_sets=[["age", "sex", "district"], ["income"]],
                                                           weight="weight"), base_dir=folder)
    audit = Audit(spec).prepare()
    events = list(audit.run())
    results = next(e for e in events if isinstance(e, AuditFinished)).results
    measured = next(e for e in events if isinstance(e, ReidentificationResult))
    data = audit_result(audit.header(), results, False, {"reidentification": measured})
    assert {r.status for r in results} == {"ok", "not-applicable"} and any(r.halt_reason for r in results)
    assert any(r.verdict_note for r in results) and data["warnings"] and measured.notes
    path = folder / "office.anonguard.json"
    path.write_text(json.dumps({**spec.to_dict(folder), "results": data["results"],  # as the window saves a run
                                "provenance": {k: v for k, v in data.items() if k != "results"}}), encoding="utf-8")
    return path


def _chart_texts(axes) -> list[str]:
    legend = axes.get_legend()
    return [axes.get_title(), axes.get_xlabel(), axes.get_ylabel(), *(t.get_text() for t in axes.texts),
            *((legend.get_title().get_text(), *(t.get_text() for t in legend.get_texts())) if legend else ())]


def _shown(qtbot, path: Path) -> dict[str, list[str]]:
    """What a window shows of the engine's words, by where, once the audit file is opened in it."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    assert window.open_audit(path)
    shown: dict[str, list[str]] = {}
    results = window.results_page
    window.tabs.setCurrentWidget(results)
    model = results.model
    columns = (model.VERDICT, model.COLUMNS.index("halt_reason"))
    shown["results"] = [model.data(model.index(row, column)) for row in range(model.rowCount()) for column in columns]
    shown["results tooltips"] = [model.data(model.index(row, 0), Qt.ItemDataRole.ToolTipRole) or ""
                                 for row in range(model.rowCount())]
    charts = []
    for row in range(model.rowCount()):
        results.select_row(row)
        charts += _chart_texts(results.curves.axes)
    shown["charts"] = charts + _chart_texts(results.overview.axes)
    page = window.verdict_page
    window.tabs.setCurrentWidget(page)
    shown["verdict"] = [page.band.text(), page.headline.text(), *page.drivers.text().splitlines(),
                        *(page.table.item(r, c).text() for r in range(page.table.rowCount()) for c in (1, 3))]
    keyed = window.reidentification_page
    window.tabs.setCurrentWidget(keyed)
    measures = keyed.measures
    shown["re-identification"] = [re.sub("<[^>]+>", " ", keyed.summary.text()).replace("&nbsp;", " "),
                                  measures.headerData(0, Qt.Orientation.Horizontal),
                                  *(measures.data(measures.index(r, c)) for r in range(measures.rowCount())
                                    for c in range(measures.columnCount()))]
    shown["charts"] += [text for canvas in (keyed.class_sizes, keyed.risks, keyed.contributions)
                        for text in _chart_texts(canvas.axes)]
    data = window.data_page
    qtbot.waitUntil(lambda: "⚠" in data.warnings.text() and "…" not in data.warnings.text(), timeout=60_000)
    shown["data checks"] = data.warnings.text().splitlines()
    saved = json.loads(path.read_text(encoding="utf-8"))
    shown["run warnings"] = engine_texts(saved["provenance"]["warnings"])  # the status bar's tooltip after a run
    return shown


def _pseudo_catalogue(folder: Path) -> Path:
    """Every marked string translated to itself in brackets, its own words' letters in the other case and its
    placeholders kept: ⟦rELEASE {release!r} HAS NO COLUMN {columns}⟧. A message's words left in their own case,
    outside the brackets or inside another message's, were never translated."""
    ts = folder / "pseudo.ts"
    _lupdate(ts, "-no-obsolete")
    tree = ET.parse(ts)
    for message in tree.iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        translation.text = OPEN + "".join(part if part.startswith("{") else part.swapcase()
                                          for part in re.split(r"(\{[^{}]*\})", source)) + CLOSE
        translation.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    qm = folder / "pseudo.qm"
    subprocess.run([BIN / "pyside6-lrelease", ts, "-qm", qm], check=True, capture_output=True)
    return qm


def _runs(text: str) -> set[tuple[str, ...]]:
    words = re.findall(r"[^\W\d_]+", text)
    return {tuple(words[i:i + 3]) for i in range(len(words) - 2)}


def _english_phrases() -> set[tuple[str, ...]]:
    """Every run of three words of the messages' own text, as written: one still so on screen was not translated."""
    from anonguard.gui.marked_words import CHARTS, MESSAGES

    return {run for template in [*MESSAGES, *CHARTS] for text, *_ in string.Formatter().parse(template)
            for run in _runs(text)}


@pytest.mark.usefixtures("isolated")
def test_no_english_engine_sentence_is_left_on_the_pages_under_a_pseudo_translation(qtbot, tmp_path, office_audit):
    app = QApplication.instance()
    translator = QTranslator(app)
    assert translator.load(str(_pseudo_catalogue(tmp_path)))
    app.installTranslator(translator)
    try:
        shown = _shown(qtbot, office_audit)
    finally:
        app.removeTranslator(translator)
        translator.deleteLater()
    english = _english_phrases()
    left = []
    for where, texts in shown.items():
        assert texts, where
        left += [(where, text) for text in texts if english & _runs(text or "")]
    assert not left, "shown in English:\n" + "\n".join(map(str, left))
    # wholly the engine's words: a not-applicable reason, a halt reason, a note
    why = [t for t in shown["results"][1::2] if t]
    assert len(why) == 3 and all(t.startswith(OPEN) and t.endswith(CLOSE) and not _outside_brackets(t) for t in why)
    assert all(t.startswith(OPEN) for t in shown["run warnings"] + shown["results tooltips"] if t)
    assert any(t.startswith(OPEN) for t in shown["charts"]) and all(not _outside_brackets(t).strip(" ()")
                                                                    for t in shown["charts"][:3])


@pytest.mark.usefixtures("isolated")
def test_the_same_pages_speak_german(qtbot, office_audit):
    app = QApplication.instance()
    assert language.install(app, "de") == "de"
    try:
        shown = _shown(qtbot, office_audit)
    finally:
        assert language.install(app, "en") == "en"
    why = shown["results"][1::2]
    assert "Versuchsgrenze" in why and shown["results"][0::2].count("– nicht anwendbar") == 2
    assert any(t.startswith("Freigabe 'dropped' hat keine Spalte 'sex' aus dem Wissen des Angreifers") for t in why)
    assert any("100% ihrer Werte kommen im Original nie vor (z. B. 'D10'); die Freigabe kodiert" in t for t in why)
    assert any(t.startswith("Der Angreifer liegt bei ") for t in shown["results tooltips"])
    assert any(line.startswith("• Freigabe 'dropped' ist nicht beurteilbar") and "hat keine Spalte 'sex'" in line
               for line in shown["verdict"])
    assert "hat keine Schlüsselvariable 'sex': Die Schlüsselmenge age, sex, district" in shown["re-identification"][0]
    assert shown["re-identification"][1] == "Maß" and "Stichprobenunikate" in shown["re-identification"]
    assert "Abdeckung (Recall, logarithmisch)" in shown["charts"] and "ALC je Ergebnis; Farbe: Bewertung" in shown["charts"]
    assert "Anteil der Datensätze" in shown["charts"]
    assert any(line.startswith("Freigabe 'puf': Spalte 'district': 5 Werte gelesen als gekürzte Codes")
               for line in shown["run warnings"])
    assert any("Keiner ihrer Werte kommt im Original vor" in line for line in shown["data checks"])
    for where, texts in shown.items():  # nothing of the English messages is left
        assert not [t for t in texts if t and re.search(r"\b(release|the original|values|column) ", t)], where


# -- why a result failed ---------------------------------------------------------------------------------------

def _failed_results(folder: Path) -> list:
    """A real audit's failed rows (an attack that raises, one whose process ends itself, one stopped at its time
    limit) beside one that works; and rows failed as the engine words them elsewhere: out of memory, a worker lost
    twice, a cluster's task lost, no baseline model fitted, an answer that breaks the contract; a membership row
    stopped at its time limit."""
    import test_faults
    from anonguard.engine.running.executors import LOST
    from anonguard.engine.running.isolation import PluginFailure, _describe, error_text, named
    from anonguard.engine.membership.result import MembershipResult
    from anonguard.engine.claims.results import ClaimsResult
    from anonguard.errors import AuditError
    from anonguard.phrases import say
    from anonguard.plugins.api import Predictions
    from anonguard.plugins.manager import load_catalog

    rng = np.random.default_rng(3)
    frame = pd.DataFrame({"a": rng.integers(0, 5, 300), "b": rng.integers(0, 3, 300), "s": rng.integers(0, 2, 300)})
    for name in ("original", "release"):
        frame.to_csv(folder / f"{name}.csv", index=False)
    catalog = load_catalog(extra_plugins=[("faults", test_faults._Plugin)], entry_points=False)
    # the limit stops the attack that sleeps; the one that works must finish within it however busy the machine
    audit = test_faults.audit(folder, catalog, ["raises", "exits", "sleeps", "majority"], attack_seconds=4)
    try:
        list(audit.run())
    finally:
        test_faults.stuck_marker().unlink(missing_ok=True)
    results = list(audit.results)
    assert [r.status for r in results] == ["failed"] * 3 + ["ok"]
    memory = _describe(MemoryError("Unable to allocate 16.0 GiB for an array with shape (2147483648,) and data type "
                                   "float64"), 1500 * 2**20, say("the attack"))
    try:
        Predictions(np.zeros(3), np.ones(2), np.zeros(3, bool)).checked(3, say("attack {attack}", attack="odd"))
    except ValueError as exc:
        broken = error_text(exc)
    unfit = AuditError(say("no baseline model could be fitted ({reasons})", reasons="; ".join(
        say("{model}: {error}", model=model, error=named(ValueError("bad input"))) for model in ("knn", "majority"))))
    for error in (memory, LOST, say("its task failed on the cluster: {error}", error=named(KeyError("x"))),
                  error_text(unfit), broken):
        results.append(ClaimsResult("release", "elsewhere", {}, "s", ("a", "b"), status="failed", error=error))
    stopped = PluginFailure(say("{what} exceeded its time limit of {limit:g} s and was stopped (setting "
                                "limits.attack_seconds)", what=say("the attack"), limit=2.5))
    results.append(MembershipResult("release", "slow-membership", {}, status="failed", error=error_text(stopped)))
    return results


@pytest.mark.usefixtures("isolated")
def test_a_failed_result_reads_german_around_the_plugins_own_words(qtbot, tmp_path):
    results = _failed_results(tmp_path)
    errors = [r.error for r in results if r.status == "failed"]
    assert errors[0] == "KeyError: 'a column this attack expected'" and "exit code 7" in errors[1]  # English as it was
    assert errors[2].startswith("the attack exceeded its time limit of 4 s") and errors[-1].startswith("the attack ")
    app = QApplication.instance()
    assert language.install(app, "de") == "de"
    try:
        window = MainWindow()
        qtbot.addWidget(window)
        window.show()
        window._show_results(results)  # as a run's end shows them, or a saved audit's
        model = window.results_page.model
        why = model.COLUMNS.index("halt_reason")
        shown = [model.data(model.index(row, why)) for row in range(model.rowCount())]
        tips = [model.data(model.index(row, 1), Qt.ItemDataRole.ToolTipRole) for row in range(model.rowCount())]
        membership = window.membership_page.model
        shown_membership = membership.data(membership.index(0, membership.COLUMNS.index("status")))
        window.tabs.setCurrentWidget(window.verdict_page)
        drivers = window.verdict_page.drivers.text()
        states = window.scenario_states
        states.reset([f"scenario {i}" for i in range(len(results))])
        for index, result in enumerate(results):
            states.finished(index, result)
        state = [states.data(states.index(row, 1)) for row in range(states.rowCount())]
        plugins, ours = failure_text("ValueError: 'x and y'"), engine_text("'x and y'")  # ours: as a list of names
    finally:
        assert language.install(app, "en") == "en"
    assert shown[0] == tips[0] == "KeyError: 'a column this attack expected'"  # the plugin's own words, as written
    assert shown[1] == ("der Angriff: Der Prozess endete abrupt mit dem Exit-Code 7 (das Plugin hat seinen eigenen "
                        "Prozess beendet, z. B. mit os._exit)")
    assert shown[2] == ("der Angriff hat das Zeitlimit von 4 s überschritten und wurde gestoppt (Einstellung "
                        "limits.attack_seconds)")
    assert shown[3] == "alle angegriffen" and tips[3] is None  # the attack that worked: why it halted
    assert shown[4] == ("MemoryError: Unable to allocate 16.0 GiB for an array with shape (2147483648,) and data type "
                        "float64 (der Angriff hatte nicht genug Speicher: Limit 1.500 MB; Einstellung limits.memory_mb)")
    assert shown[5].startswith("der Worker-Prozess, der es ausführte, endete in zwei Versuchen vorzeitig")
    assert shown[6] == "seine Aufgabe ist auf dem Cluster gescheitert: KeyError: 'x'"
    assert shown[7] == ("AuditError: kein Basismodell ließ sich anpassen (knn: ValueError: bad input; majority: "
                        "ValueError: bad input)")
    assert shown[8] == "ValueError: Angriff odd gab (2,) Rangwerte für 3 Ziele zurück"
    assert tips[1:3] == shown[1:3] and tips[4:] == shown[4:]
    assert shown_membership == ("der Angriff hat das Zeitlimit von 2,5 s überschritten und wurde gestoppt (Einstellung "
                                "limits.attack_seconds)")
    assert "exits ist fehlgeschlagen (der Angriff: Der Prozess endete abrupt mit dem Exit-Code 7" in drivers
    assert "raises ist fehlgeschlagen (KeyError: 'a column this attack expected'): Führen Sie ihn erneut aus" in drivers
    assert state[1].endswith(": der Angriff: Der Prozess endete abrupt mit dem Exit-Code 7 (das Plugin hat seinen "
                             "eigenen Prozess beendet, z. B. mit os._exit)") and state[3] == "fertig"
    # nothing of AnonGuard's English words is left but what German writes alike (limits.attack_seconds)
    english = _english_phrases() - {run for (context, _), translation in _messages(I18N / "anonguard_de.ts").items()
                                    if context == "Messages" for run in _runs(translation.text or "")}
    assert not [t for t in [*shown, *tips, shown_membership, *drivers.splitlines(), *state] if t and english & _runs(t)]
    assert plugins == "ValueError: 'x and y'" and ours == "'x und y'"  # a plugin's words are never read as ours
