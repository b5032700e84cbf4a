"""`anonguard` console script: run audits, make releases and list plugins without a window.

Usage and data errors print one line on stderr and exit with status 2; nothing prints a
traceback unless --debug is given. Every exit status is in `anonguard.cli.exit_status`.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any
from contextlib import contextmanager, suppress
from pathlib import Path

import pandas as pd

from anonguard import __version__
from anonguard.cli.exit_status import INTERNAL, USAGE, results_status, smoke_status
from anonguard.cli.parser import (
    UsageError, build_parser, column_list, declare_missing_codes, labelled, missing_codes, name_value, set_flags,
    set_given,
)
from anonguard.cli.plugin_commands import list_plugins
from anonguard.cli.settings_list import list_settings
from anonguard.cli.stop_signals import STOP, signal_of, stop_words
from anonguard.cli.cache_command import show_cache
from anonguard.cli.destinations import confirm_destinations
from anonguard.cli.verdict_text import verdict_text
from anonguard.cli.identity_command import identity_from_args, identity_spec_from_args, wants_identity
from anonguard.cli.utility_command import implied_section, utility_from_args, utility_spec_from_args, wants_utility
from anonguard.cli.risk_command import reidentification_from_args, run_risk
from anonguard.cli.search_command import run_search
from anonguard.cli.treat_command import run_treat
from anonguard.data.columns import column_kinds
from anonguard.data.missing import declare_missing
from anonguard.data.progress import watching
from anonguard.data.readers import file_sha256
from anonguard.plugins.tables import read_table
from anonguard.engine.audit import Audit, audit_result
from anonguard.engine.events import AuditFinished, ScenarioFinished, ScenarioStarted
from anonguard.engine.key_variables.result import ReidentificationProgress
from anonguard.engine.key_variables.register import name_attacks
from anonguard.engine.demo import demo_spec
from anonguard.engine.running.isolation import PluginFailure, contained
from anonguard.engine.outcome import Status
from anonguard.engine.settings import AuditSettings, LimitSettings
from anonguard.engine.spec import AuditSpec, ComponentChoice, IdentitySpec, MembershipSpec, ReleaseSpec, TableRef
from anonguard.errors import AuditError, message
from anonguard.fileio import FolderInUse, atomic_write_text, folder_lock, own_file, settle, write_file, write_together
from anonguard.phrases import say
from anonguard.plugins.api import GenerationTask
from anonguard.plugins.manager import load_catalog
from anonguard.process_limits import keep_freed_memory
from anonguard.progress import Progress
from anonguard.report.export import FILE_NAMES, FORMATS, ExportIncomplete, ExportOptions, export
from anonguard.report.journal import ResultsJournal
from anonguard.report.presenters import grouped, presenter_of
from anonguard.report.privacy import Disclosure, redact
from anonguard.resources import demo_audit_path, user_data_dir

PARTIAL = "audit.partial.json"  # the finished results of a run under way
RELEASE_FORMATS = {".csv": "csv", ".tsv": "csv", ".parquet": "parquet", ".pq": "parquet"}


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else argv
    debug = "--debug" in argv
    try:
        args = parser.parse_args(argv)
        if args.command in ("audit", "membership", "identity", "utility", "treat"):
            keep_freed_memory()
            with STOP.installed():  # Ctrl-C, SIGTERM and SIGHUP stop an audit, however it was started
                if args.command == "identity":
                    return _execute(identity_spec_from_args(args, _releases(args.release)), args)
                if args.command == "utility":
                    return _execute(utility_spec_from_args(args, _releases(args.release)), args)
                if args.command == "treat":
                    return (run_search if args.search else run_treat)(args, spec_from_args, _execute)
                return run_audit(args) if args.command == "audit" else run_membership(args)
        if args.command == "report":
            return run_report(args)
        if args.command == "anonymize":
            return run_anonymize(args)
        if args.command == "plugins":
            return list_plugins(args)
        if args.command == "settings":
            return list_settings(args)
        if args.command == "cache":
            return show_cache(args)
        if args.command == "risk":
            keep_freed_memory()
            with STOP.installed():
                return run_risk(args, _execute)
        from anonguard.gui.app import run_gui  # Qt is loaded only for the window

        if args.command == "gui":
            if args.demo and args.audit_file:
                raise UsageError("give either an audit file or --demo, not both")
            done = run_gui(args.audit_file, run=args.run, screenshot=args.screenshot, quit_after=args.quit,
                           max_attempts=args.max_attempts)
            return done if isinstance(done, int) else smoke_status(done)
        return run_gui()
    except (UsageError, AuditError) as exc:
        print(f"anonguard: error: {exc}", file=sys.stderr)
        return USAGE
    except KeyboardInterrupt as exc:  # Ctrl-C, or SIGTERM / SIGHUP during an audit (`Stopped`)
        print(f"anonguard: {stop_words(signal_of(exc))}", file=sys.stderr)
        return 128 + signal_of(exc)
    except BrokenPipeError:  # `anonguard plugins | head`: the reader has had enough
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the interpreter's last flush does not complain either
        return 0
    except Exception as exc:
        if debug:
            raise
        print(f"anonguard: internal error: {type(exc).__name__}: {exc} (run again with --debug for details)", file=sys.stderr)
        return INTERNAL


def spec_from_args(args: argparse.Namespace) -> AuditSpec:
    """The audit the command line describes: a saved or demo audit file, or the flags."""
    if args.demo or args.config:
        if args.original or args.release:
            raise UsageError("--demo and --config take their inputs from the audit file; drop --original and --release")
        if args.demo:
            spec, notes = demo_spec(load_catalog())
            for note in notes if not getattr(args, "quiet", False) else ():
                print(f"anonguard: note: {note}", file=sys.stderr)
        else:
            spec = AuditSpec.load(args.config)
    else:
        if not args.original or not (args.release or _treats_original(args)):  # what to measure: the audit checks
            raise UsageError("an audit needs --original and at least one --release, with what to measure (--secret, "
                             "--keys, ...), or --demo")
        spec = AuditSpec(original=TableRef.parse(args.original), releases=_releases(args.release), secrets=[])
    overrides = {
        "secrets": args.secret or None,
        "known_sets": [column_list(k) for k in args.known] or None,
        "ignore": column_list(args.ignore) or None,
        "entity": args.entity,
        "kinds": dict(name_value(k, "--kind", "COL=KIND") for k in args.kind) or None,
    }
    for name, value in overrides.items():
        if value is not None:
            setattr(spec, name, value if name != "kinds" else {**spec.kinds, **value})
    if args.attack:
        spec.attacks = [ComponentChoice(a) for a in args.attack]
    spec.hierarchies.update({column: TableRef.parse(path) for column, path in
                             (name_value(h, "--hierarchy", "COL=PATH") for h in args.hierarchy)})
    declare_missing_codes(spec, args)
    spec.reidentification = reidentification_from_args(args, spec.reidentification)
    if wants_identity(args):
        spec.identity = identity_from_args(args, spec.identity or IdentitySpec())
    if wants_utility(args):
        spec.utility = utility_from_args(args, spec.utility or implied_section(spec))
    set_given(spec, args.settings, _implied(spec.settings, "targets", "mode", args.mode, spec.attacks, args))
    return spec


def _treats_original(args: argparse.Namespace) -> bool:
    """Whether `anonguard treat --from original` treats the original itself: it needs no release file."""
    return args.command == "treat" and "original" in getattr(args, "treat_from", [])


def _releases(values: list[str]) -> list[ReleaseSpec]:
    releases: dict[str, ReleaseSpec] = {}
    for value in values:
        label, path = labelled(value, "release")
        releases.setdefault(label, ReleaseSpec(label, [])).tables.append(TableRef.parse(path))
    return list(releases.values())


def _apply_params(choices: list[ComponentChoice], params: list[str], selector: str | None) -> dict[str, str]:
    """Set each ID.NAME=VALUE on the chosen component ID, adding it if none were chosen; the
    parameters of the target selector ID are returned instead."""
    selector_params = {}
    for value in params:
        key, item = name_value(value, "--param", "ID.NAME=VALUE")
        component, dot, name = key.rpartition(".")
        if not dot or not component:
            raise UsageError(f"--param {value!r}: expected ID.NAME=VALUE, e.g. best-row-match.memory_mb=512")
        if component == selector:
            selector_params[name] = item
            continue
        matching = [c for c in choices if c.id == component]
        if not matching:
            if choices:
                raise UsageError(f"--param {value!r}: attack {component!r} is not among the chosen attacks")
            choices.append(ComponentChoice(component))
            matching = choices[-1:]
        matching[0].params[name] = item
    return selector_params


def _implied(settings: AuditSettings, section: str, mode: str, mode_given: str | None,
             attacks: list[ComponentChoice], args: argparse.Namespace) -> list[tuple[str, Any]]:
    """The settings other options imply, for the targets of `section` ("targets" or "membership"):
    --param values of the selector, --selector (which makes its targets pre-targeted unless the mode
    option `mode_given` says otherwise) and --include-values (claimed records' values are only kept
    when the report may show them)."""
    chosen = getattr(settings, section)
    selector = args.selector or chosen.selector
    kept = chosen.selector_params if selector == chosen.selector else {}  # another selector's do not fit
    implied: list[tuple[str, Any]] = [(f"{section}.selector_params",
                                       {**kept, **_apply_params(attacks, args.param, selector)})]
    if args.selector:
        implied += [(f"{section}.selector", args.selector), (f"{section}.{mode}", mode_given or "pre-targeted")]
    if args.include_values:
        implied.append(("membership.show_values", True))
    return implied


def run_audit(args: argparse.Namespace) -> int:
    return _execute(spec_from_args(args), args)


def membership_spec_from_args(args: argparse.Namespace) -> AuditSpec:
    """The membership audit the command line describes: a saved or demo audit's section, or the flags."""
    if args.demo or args.config:
        if args.original or args.release or args.non_members or args.hold_back is not None:
            raise UsageError("--demo and --config take their inputs from the audit file; "
                             "drop --original, --release, --non-members and --hold-back")
        path = demo_audit_path() if args.demo else args.config
        spec = AuditSpec.load(path)
        if spec.membership is None:
            raise UsageError(f"{path} describes no membership audit (no 'membership' section)")
    else:
        if not args.original or (args.non_members is None) == (args.hold_back is None):
            raise UsageError("a membership audit needs --original and either --non-members (with --release) "
                             "or --hold-back (with --generator); or --demo")
        if args.non_members and not args.release:
            raise UsageError("--non-members needs at least one --release to attack")
        if args.hold_back is not None and args.release:
            raise UsageError("--hold-back makes the release here; drop --release")
        spec = AuditSpec(original=TableRef.parse(args.original), releases=_releases(args.release), secrets=[],
                         membership=MembershipSpec(None if args.non_members is None else TableRef.parse(args.non_members)))
        set_flags(spec.membership, [("hold_back", "--hold-back", args.hold_back)])
    spec.without_reidentification()  # membership only (`anonguard audit` runs every part of a file)
    spec.secrets, spec.identity = [], None
    if args.register:
        raise UsageError("--register: a membership audit measures no re-identification risk; run 'anonguard audit' "
                         "or 'anonguard risk' with --keys for the risk register")
    section = spec.membership
    generator_params = dict(name_value(p, "--generator-param", "NAME=VALUE") for p in args.generator_param)
    if args.generator:
        section.generator = ComponentChoice(args.generator, generator_params)
    elif generator_params:
        if section.generator is None:
            raise UsageError("--generator-param needs --generator")
        section.generator.params.update(generator_params)
    if args.population is not None or args.member_fraction is not None:  # one states the odds: the other goes
        section.population = section.member_fraction = None
        set_flags(section, [("population", "--population", args.population),
                            ("member_fraction", "--member-fraction", args.member_fraction)])
    if args.attack:
        section.attacks = [ComponentChoice(a) for a in args.attack]
    if args.ignore:
        spec.ignore = column_list(args.ignore)
    spec.kinds.update(dict(name_value(k, "--kind", "COL=KIND") for k in args.kind))
    declare_missing_codes(spec, args)
    implied = _implied(spec.settings, "membership", "targets", args.targets, section.attacks, args)
    set_given(spec, args.settings, implied, runs=("membership",))
    section.check()
    return spec


def run_membership(args: argparse.Namespace) -> int:
    return _execute(membership_spec_from_args(args), args)


def _execute(spec: AuditSpec, args: argparse.Namespace, after: Callable[[Audit], None] | None = None) -> int:
    """Run `spec`, write the report (audit.json always) and the audit file, print the results.

    Exit status (`anonguard.cli.exit_status`): 0 if every result was measured; 1 if some failed or
    could not be judged (why is in the output); 2 if a file could not be written (the message says
    where the finished results are; this comes first); 3 if a report format could not be drawn (the
    others were written, audit.json always); 128 + N when stopped by signal N: 130 for Ctrl-C, 143
    for SIGTERM, 129 for SIGHUP (what finished is still written). `after` does more with the finished audit
    (`anonguard treat` writes its treated tables), unless it was stopped.
    While it runs, the finished results are kept in `audit.partial.json` (as the disclosure policy
    allows them), so even a crash of this process loses none of them; the output folder is locked,
    so a second run into it stops at once instead of overwriting this one."""
    confirm_destinations(spec.settings, getattr(args, "settings", []), getattr(args, "config", None))
    out, options, disclosure = Path(args.out), _export_options(args, always=("json",)), _disclosure(args)
    progress = None if args.quiet else sys.stderr
    with _claim(out, progress):  # before the audit runs: a long run is never lost to an unwritable or busy folder
        with watching(SlowReads(progress)):
            audit = Audit(spec).prepare()
        partial = out / PARTIAL
        if os.path.lexists(partial) and not own_file(partial):  # a link planted there: never read, replaced below
            _say(progress, f"ignored {partial}: a link or a folder, not results an AnonGuard run left")
        elif partial.exists():  # left by a run that crashed: keep it beside this run's files
            kept = _keep_interrupted(partial, disclosure)
            _say(progress, f"an earlier run into {out} was interrupted; its finished results are kept in {kept} "
                           f"(render them with: anonguard report {kept})")
        for problem in audit.catalog.problems:
            _say(progress, f"plugin {problem.plugin} skipped: {problem.error}")
        for warning in audit.warnings:
            _say(progress, f"warning: {warning}")
        started = time.perf_counter()
        stopped = None  # the signal that stopped the audit
        unkept = False  # whether the partial result could not be updated (a full disk)
        events = audit.run()
        header = audit.header()  # once: the partial result below is rewritten after every scenario
        journal = _partial_journal(partial, header, disclosure)
        provenance = redact(audit_result(header, []), disclosure)  # the partial file's part beside its results
        try:
            for event in events:
                if isinstance(event, ScenarioStarted):
                    _say(progress, f"[{event.index + 1}/{event.total}] started: {event.scenario.describe()}"
                                   + (f" ({event.where})" if event.where else ""))
                elif isinstance(event, ScenarioFinished):
                    left = _time_left(time.perf_counter() - started, len(audit.results), event.total)
                    _say(progress, f"[{event.index + 1}/{event.total}] {presenter_of(event.result.kind).line(event.result)}{left}")
                    unkept = _keep_partial(journal, provenance, audit.results, progress, unkept)
                elif isinstance(event, ReidentificationProgress) and event.done < 1:
                    _say(progress, f"re-identification: {event.stage}")
                elif isinstance(event, AuditFinished):
                    _say(progress, f"audit finished in {time.perf_counter() - started:.1f} s")
        except KeyboardInterrupt as exc:  # Ctrl-C, SIGTERM or SIGHUP: stop, and write what finished
            stopped = signal_of(exc)
        with STOP.held():  # the finished results are written whatever SIGTERM or SIGHUP comes now
            events.close()
            tables = [presenter.text(results, audit.measured) for presenter, results in grouped(audit.results)]
            tables.append(verdict_text(audit.results, audit.settings.measures.bands, audit.reidentification,
                                       audit.measured))
            _print_safely("\n\n".join(table for table in tables if table))
            status = _save_results(audit, out, options, disclosure, getattr(args, "register", False))
            if after is not None and stopped is None:
                after(audit)
    if stopped is not None:
        finished = sum(r.status != Status.CANCELLED for r in audit.results)
        _print_safely(f"anonguard: {stop_words(stopped)}; the report holds the {finished} "
                      f"result{'s' if finished != 1 else ''} finished before", sys.stderr)
        return status if status == USAGE else 128 + stopped  # a file that could not be written comes first
    from anonguard.report.verdict import readings_of  # what the verdict weighs of the whole-audit measures

    return max(status, results_status([*audit.results, *readings_of(audit.measured)]))


def _time_left(elapsed: float, done: int, total: int) -> str:
    """' · 12 of 16 done, about 3 min left' at the pace so far ("" for the last, or too early to say)."""
    if done >= total or done == 0:
        return ""
    left = elapsed / done * (total - done)
    words = f"{left:.0f} s" if left < 90 else f"{left / 60:.0f} min" if left < 5400 else f"{left / 3600:.1f} h"
    return f" · {done} of {total} done, about {words} left"


def _partial_journal(partial: Path, header: dict, disclosure: Disclosure) -> ResultsJournal:
    """`audit.partial.json`: each result as the disclosure policy allows it, redacted once."""
    return ResultsJournal(partial, lambda result: redact(audit_result(header, [result]), disclosure)["results"][0])


def _keep_partial(journal: ResultsJournal, provenance: dict, results: list, progress, failed: bool) -> bool:
    """Rewrite `audit.partial.json` with the results so far; a write that fails (a full disk) never
    stops the audit. Returns whether it failed."""
    try:
        journal.record(provenance, results)
    except OSError as exc:
        if not failed:
            _say(progress, f"warning: could not update {journal.path} ({exc.strerror or exc}); the audit goes on, "
                           "and writes its results when it ends")
        return True
    return False


def _keep_interrupted(partial: Path, disclosure: Disclosure) -> Path:
    """Set an interrupted run's partial result aside as `audit.interrupted-DATE.json`, as this run's
    disclosure policy allows it (one written by an older version may hold every value)."""
    stamp = f"{dt.datetime.fromtimestamp(partial.stat().st_mtime):%Y%m%d-%H%M%S}"
    kept = partial.with_name(f"audit.interrupted-{stamp}.json")
    number = 1
    while kept.exists():
        number += 1
        kept = partial.with_name(f"audit.interrupted-{stamp}-{number}.json")
    try:
        atomic_write_text(kept, json.dumps(redact(json.loads(partial.read_text(encoding="utf-8")), disclosure)))
        partial.unlink()
    except (OSError, ValueError):  # not an audit result, or no room for the copy: set aside as it is
        os.replace(partial, kept)
    return kept


def _save_results(audit: Audit, out: Path, options: ExportOptions, disclosure: Disclosure, register: bool = False) -> int:
    """Write the report and the audit file (the spec as the audit resolved it: each table's SHA-256
    recorded); print what was written and what not. Returns 0, 2 (a file
    could not be written) or 3 (a format could not be drawn: `exit_status.INTERNAL`). If even audit.json
    cannot be written,
    the results go to the per-user data folder and UsageError says where they are."""
    partial = out / PARTIAL
    try:
        written, incomplete = _write_report(audit.to_dict(include_attempts=options.attempts), disclosure, out, options)
    except _ResultsNotWritten as exc:
        raise UsageError(_unsaved(out, exc, partial, len(audit.results))) from None
    partial.unlink(missing_ok=True)  # audit.json holds every finished result now
    problems, status = [], 0
    if incomplete is not None:
        status = USAGE if incomplete.disk_full else INTERNAL
        missing = ",".join(f for f in FORMATS if FILE_NAMES[f] in {x.file for x in incomplete.failures})
        results = out / FILE_NAMES["json"]
        problems.append(f"{incomplete}. The results are in {results}" + (
            f"; once the cause is fixed, write the rest with: anonguard report {results} --format {missing}"
            if missing else ""))
    try:
        atomic_write_text(out / "audit.anonguard.json",
                          json.dumps(audit.spec.to_dict(relative_to=out.resolve()), indent=1))
        written.append(out / "audit.anonguard.json")
    except OSError as exc:
        status = USAGE
        problems.append(f"the audit file {out / 'audit.anonguard.json'} could not be written ({exc.strerror or exc}); "
                        "the results are not affected")
    if register and audit.reidentification is not None and audit.reidentification.sets:
        found = audit.reidentification
        name_attacks(found, audit.results)
        from anonguard.report.spreadsheet import csv_bytes  # the report's modules: loaded when a report is written

        try:  # asked for explicitly: it identifies records, so it is never written otherwise
            write_file(out / "risk_register.csv", csv_bytes(found.register_table()), 0o600)
            written.append(out / "risk_register.csv")
        except OSError as exc:
            status = USAGE
            problems.append(f"{out / 'risk_register.csv'} could not be written ({exc.strerror or exc})")
    _print_safely(f"\nwrote {', '.join(str(p) for p in written)}")
    for problem in problems:
        _print_safely(f"anonguard: {'error: ' if status == USAGE else ''}{problem}", sys.stderr)
    return status


def _unsaved(out: Path, failure: "_ResultsNotWritten", partial: Path, finished: int) -> str:
    """Where the finished results are when audit.json could not be written into `out`: the per-user
    data folder if they fit there, else the partial result of the run (if any)."""
    reason = failure.error.strerror or str(failure.error)
    start = f"--out {out}: could not write the results there ({reason}); nothing there was replaced. "
    elsewhere = user_data_dir() / "unsaved" / f"audit-{dt.datetime.now():%Y%m%d-%H%M%S}-{os.getpid()}.json"
    try:
        elsewhere.parent.mkdir(parents=True, exist_ok=True)
        os.chmod(elsewhere.parent, 0o700)
        write_file(elsewhere, json.dumps(failure.audit, indent=1, ensure_ascii=False).encode("utf-8"), mode=0o600)
        return (start + f"The {finished} finished results are kept in {elsewhere}; free some space, then write the "
                        f"report with: anonguard report {elsewhere} --out {out}")
    except OSError:
        pass
    try:
        kept = len(json.loads(partial.read_text(encoding="utf-8"))["results"])
    except (OSError, ValueError, KeyError, TypeError):
        kept = None
    if kept:
        return (start + f"The results finished before that ({kept} of {finished}) are in {partial}; free some space, "
                        f"then write their report with: anonguard report {partial}")
    return start + "The finished results could not be saved anywhere; they are listed above"


class _ResultsNotWritten(Exception):
    """audit.json (the first file of a report) could not be written: nothing of the report was."""

    def __init__(self, error: OSError, audit: dict) -> None:
        super().__init__(str(error))
        self.error, self.audit = error, audit


@contextmanager
def _claim(out: Path, progress) -> Iterator[None]:
    """Hold the output folder for this run (one AnonGuard run at a time writes into a folder), and
    complete a report whose writing a crash interrupted there. A folder this run made and left empty (the
    audit refused before writing anything) is removed again."""
    made = not os.path.lexists(out)
    lock = folder_lock(out)
    try:
        lock.__enter__()
    except FolderInUse as exc:
        raise UsageError(f"{out} is in use by another AnonGuard audit (pid {exc.pid or 'unknown'}); "
                         "wait for it or choose another --out") from None
    except OSError as exc:
        raise UsageError(f"--out {out}: cannot write there ({exc.strerror or exc}); choose another folder") from None
    try:
        try:
            note = settle(out)
        except OSError:
            note = None
        if note:
            _say(progress, note)
        yield
    finally:
        lock.__exit__(None, None, None)
        if made:
            with suppress(OSError):  # not empty: something was written, and it stays
                out.rmdir()


def _print_safely(text: str, stream=None) -> None:
    """Print, unless the terminal has gone (SIGHUP): the files written are what counts then."""
    try:
        print(text, file=stream or sys.stdout, flush=True)
    except (OSError, ValueError):
        pass


def run_report(args: argparse.Namespace) -> int:
    """Render a saved audit result again, in other formats or with another disclosure policy.

    Exit status: 0; 2 if a file could not be written; 3 if a format could not be drawn (the others were written)."""
    source = Path(args.audit_result)
    out = Path(args.out) if args.out else source.parent
    if args.register:
        raise UsageError("--register: the risk register identifies records, so audit.json never keeps it; run the "
                         "audit again with --register")
    options = _export_options(args)
    if "json" in options.formats and (out / FILE_NAMES["json"]).resolve() == source.resolve():
        raise UsageError(f"--format json would overwrite {source} itself; choose another --out")
    from anonguard.report.model import load_audit_result

    audit = load_audit_result(source)
    with _claim(out, sys.stderr):
        try:
            written, incomplete = _write_report(audit, _disclosure(args), out, options, str(source))
        except _ResultsNotWritten as exc:
            raise UsageError(f"--out {out}: cannot write the report there ({exc.error.strerror or exc.error}); "
                             "choose another folder (any previous report there is unchanged)") from None
    if written:
        print(f"wrote {', '.join(str(p) for p in written)}")
    if incomplete is None:
        return 0
    if incomplete.disk_full:
        print(f"anonguard: error: --out {out}: {incomplete}", file=sys.stderr)
        return USAGE
    print(f"anonguard: {incomplete}", file=sys.stderr)
    return INTERNAL


def _export_options(args: argparse.Namespace, always: tuple[str, ...] = ()) -> ExportOptions:
    try:
        options = ExportOptions.parse(args.format, args.page_size, args.attempts)
    except ValueError as exc:
        raise UsageError(f"--format {args.format!r}: {exc}") from None
    return ExportOptions(tuple(dict.fromkeys(options.formats + always)), options.page_size, options.attempts)


def _disclosure(args: argparse.Namespace) -> Disclosure:
    try:
        return Disclosure(args.include_values, args.min_count)
    except ValueError as exc:
        raise UsageError(f"--min-count: {exc}") from None


def _write_report(audit: dict, disclosure: Disclosure, out: Path, options: ExportOptions,
                  source: str = "the audit") -> tuple[list[Path], ExportIncomplete | None]:
    """Write every format that can be drawn, audit.json first; returns the files written and, if some
    could not be drawn or written, what is missing. Raises `_ResultsNotWritten` if the first file
    could not be written (then nothing in `out` was replaced)."""
    from anonguard.report.model import Report  # matplotlib: loaded when a report is drawn, not for --help

    report = Report.from_audit(audit, disclosure, source)
    try:
        return export(report, out, options, keep_going=True), None
    except ExportIncomplete as exc:
        return list(exc.written), exc
    except OSError as exc:
        raise _ResultsNotWritten(exc, report.audit) from None


def run_anonymize(args: argparse.Namespace) -> int:
    """Make a release with a generator plugin; write it and its provenance beside it."""
    out = Path(args.out)
    if out.suffix.lower() not in RELEASE_FORMATS:
        raise UsageError(f"--out {out}: unsupported file type {out.suffix or '(none)'!r}; "
                         f"use one of {', '.join(RELEASE_FORMATS)}")
    if args.seed < 0:
        raise UsageError(f"--seed must not be negative, got {args.seed}")
    if out.resolve() == Path(args.input).resolve():
        raise UsageError(f"--out {out} is the input file; write the release elsewhere")
    try:
        entry = load_catalog().get("generator", args.method)
        generator = entry.create(dict(name_value(p, "--param", "NAME=VALUE") for p in args.param))
    except KeyError as exc:
        raise UsageError(message(exc)) from None
    except ValueError as exc:
        raise UsageError(f"--param: {exc}") from None
    frame = _declared(read_table(args.input), missing_codes(args), args.input)
    kinds = column_kinds(frame, dict(name_value(k, "--kind", "COL=KIND") for k in args.kind), source=str(args.input))
    try:  # in a process of its own under the default limits, as an audit runs it
        with contained(generator, LimitSettings(), say("the generator {generator}", generator=args.method)) as isolated:
            release = isolated.generate(GenerationTask(frame, kinds, args.seed))
    except (ValueError, PluginFailure) as exc:
        raise UsageError(f"{args.method}: {exc}") from None
    provenance = {
        "tool": {"name": "anonguard", "version": __version__},
        "method": entry.id, "plugin": entry.plugin, "plugin_version": entry.version,
        "params": generator.get_params(), "seed": args.seed,
        "input": {"path": str(Path(args.input).resolve()), "sha256": file_sha256(args.input), "rows": len(frame)},
        "kinds": kinds,
        "output": {"path": str(out.resolve()), "rows": len(release.data),
                   "columns": [str(c) for c in release.data.columns]},
        "notes": list(release.notes),
    }
    try:
        _write_release(release.data, out)
        atomic_write_text(out.with_name(out.name + ".json"), json.dumps(provenance, indent=1, ensure_ascii=False))
    except OSError as exc:
        raise UsageError(f"--out {out}: cannot write there ({exc.strerror or exc}); choose another path") from None
    for note in release.notes:
        print(note)
    print(f"wrote {out} ({len(release.data)} rows) and {out.name}.json")
    return 0


def _declared(frame: pd.DataFrame, codes: dict[str, list[str]], path: str) -> pd.DataFrame:
    """The table to protect with the codes --missing declares made missing."""
    unknown = [column for column in codes if column not in frame.columns]
    if unknown:
        raise UsageError(f"--missing: {path} has no column {unknown[0]!r}; its columns are "
                         f"{', '.join(map(str, frame.columns))}")
    return declare_missing(frame, codes)


def _write_release(frame: pd.DataFrame, path: Path) -> None:
    """The release as CSV, TSV or Parquet, replacing `path` in one step: a failure never leaves half a release."""
    if RELEASE_FORMATS[path.suffix.lower()] == "csv":
        content = frame.to_csv(index=False, sep="\t" if path.suffix.lower() == ".tsv" else ",").encode("utf-8")
    else:
        content = frame.to_parquet(engine="pyarrow", index=False)
    write_together({path: content})


class SlowReads(Progress):
    """Says how far a read has got, every few seconds, once it has taken that long (a large file)."""

    EVERY = 3.0  # seconds

    def __init__(self, stream, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.stream, self.clock = stream, clock
        self.said = clock()

    def begin(self, stage: str) -> None:
        super().begin(stage)
        self.said = self.clock()

    def advance(self, done: float, total: float) -> None:
        super().advance(done, total)
        if self.fraction is not None and self.clock() - self.said >= self.EVERY:
            _say(self.stream, f"{self.stage}: {self.fraction:.0%}")
            self.said = self.clock()


def _say(stream, line: str) -> None:
    if stream is not None:
        print(line, file=stream, flush=True)


if __name__ == "__main__":
    sys.exit(main())
