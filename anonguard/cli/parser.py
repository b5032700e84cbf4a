"""The `anonguard` command line's options: what each sub-command takes, in one place.

Every audit setting, and every declared field of the audit file's kind sections (identity.errors), can be
given as `--set NAME=VALUE`; the few an officer sets most often also have a flag of their own (`SHORTCUTS`).
Both are collected, in the order given, into `args.settings` and applied with the engine's own checks
(`set_given`, by `anonguard.engine.spec.with_fields`); their help, choices
and defaults are the settings' declarations, so the command line words a setting as the window and
the audit file's schema do.

A command line that cannot be run as given is a `UsageError`: one line on stderr, exit status 2.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from anonguard import __version__
from anonguard.cli.exit_status import HELP as EXIT_STATUS_HELP
from anonguard.engine.settings import SettingInfo, setting_info
from anonguard.data.missing import codes_from_text
from anonguard.engine.spec import (  # noqa: F401 (column_list: the commands' COL,COL,...)
    SECTIONS, AuditSpec, Section, column_list, section_info, section_infos, with_fields,
)
from anonguard.report.export import FORMATS
from anonguard.report.privacy import Disclosure


class UsageError(Exception):
    """A command line that cannot be run as given."""


class Shortcut:
    """A flag of its own for one setting: `--seed N` for `--set seed=N`. `null_word` also stands for a null
    value (e.g. `--work-budget all`)."""

    def __init__(self, flag: str, name: str, metavar: str | None = None, null_word: str = "") -> None:
        self.flag, self.name, self.metavar, self.null_word = flag, name, metavar, null_word

    @property
    def info(self) -> SettingInfo:
        return setting_info(tuple(self.name.split(".")))

    def help(self) -> str:
        info = self.info
        said = [f"setting {info.name}", f"default {info.null if info.default is None and info.null else info.default_text()}"]
        if info.range is not None:
            said.append(info.range.words())
        if self.null_word:
            said.append(f"{self.null_word!r}: {info.null}")
        return f"{info.label}: {info.help} ({'; '.join(said)})".replace("%", "%%")


AUDIT_SHORTCUTS = (
    Shortcut("--seed", "seed", "N"), Shortcut("--repeats", "repeats", "N"),
    Shortcut("--work-budget", "halting.work_budget", "MCELLS", null_word="all"),
    Shortcut("--time-limit", "halting.time_limit_seconds", "SECONDS", null_word="none"),
    Shortcut("--max-attempts", "halting.max_attempts", "N"), Shortcut("--mode", "targets.mode"),
    Shortcut("--workers", "execution.workers", "N"), Shortcut("--cluster", "execution.cluster", "ADDRESS"),
)
MEMBERSHIP_SHORTCUTS = (
    Shortcut("--seed", "seed", "N"), Shortcut("--targets", "membership.targets"),
    Shortcut("--count", "membership.count", "N"), Shortcut("--skews", "membership.skews", "K,K,..."),
    Shortcut("--workers", "execution.workers", "N"), Shortcut("--cluster", "execution.cluster", "ADDRESS"),
)

RISK_SHORTCUTS = (
    Shortcut("--scenario", "reidentification.scenario"), Shortcut("--k", "reidentification.k", "K"),
    Shortcut("--threshold", "reidentification.threshold", "R"), Shortcut("--suda", "reidentification.suda_size", "M"),
    Shortcut("--search-seconds", "reidentification.search_seconds", "SECONDS"),
)


class _SetSetting(argparse.Action):
    """Collects `--set NAME=VALUE` and the shortcuts into `namespace.settings` as (name, value, as given),
    in the order given."""

    def __init__(self, *args: Any, shortcut: Shortcut | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.shortcut = shortcut

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        if self.shortcut is None:
            name, sep, value = str(values).partition("=")
            if not sep or not name.strip():
                raise UsageError(f"--set {values!r}: expected NAME=VALUE, e.g. measures.confidence=0.99 "
                                 "('anonguard settings' lists every setting)")
        else:
            name, value = self.shortcut.name, str(values)
            if self.shortcut.null_word and value.strip().lower() == self.shortcut.null_word:
                value = "null"
        given = f"{option_string} {values}"  # named in an error about it
        namespace.settings = [*getattr(namespace, "settings", []), (name.strip(), value.strip(), given)]
        setattr(namespace, self.dest, values)


def _setting_options(parser: argparse.ArgumentParser, shortcuts: tuple[Shortcut, ...]) -> None:
    group = parser.add_argument_group("settings (every one: 'anonguard settings')")
    parser.set_defaults(settings=[])
    for shortcut in shortcuts:
        choices = shortcut.info.choices or None
        group.add_argument(shortcut.flag, metavar=shortcut.metavar, choices=choices, action=_SetSetting,
                           shortcut=shortcut, help=shortcut.help())
    group.add_argument("--set", metavar="NAME=VALUE", action=_SetSetting, dest="set_setting",
                       help="set any audit setting or field of the audit file's sections, e.g. "
                            "measures.confidence=0.99, halting.max_attempts=none or identity.errors=0.1 "
                            "(repeatable; later ones win; see 'anonguard settings')")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not argparse's usage dump
        raise UsageError(f"{message} (see '{self.prog} --help')")


def _audit_arguments(audit: argparse.ArgumentParser) -> None:
    """What `audit` takes, and `treat` with it: the files, the kinds' options, the attacks and the settings."""
    source = audit.add_argument_group("what to audit")
    source.add_argument("--demo", action="store_true", help="audit the bundled demo data")
    source.add_argument("--config", metavar="AUDIT_FILE", help="run a saved audit file (.json)")
    source.add_argument("--original", metavar="PATH", help="the original (confidential) table; a workbook's sheet as BOOK.xlsx#SHEET")
    source.add_argument("--release", metavar="[LABEL=]PATH", action="append", default=[],
                        help="a release table; files with the same LABEL (or none) are tables of one release")
    source.add_argument("--secret", metavar="COL", action="append", default=[], help="a column the attacker tries to learn")
    source.add_argument("--known", metavar="COL,COL,...", action="append", default=[],
                        help="columns the attacker knows (repeat for several sets; default: every other column)")
    source.add_argument("--ignore", metavar="COL,COL,...", default="", help="columns left out of the audit")
    source.add_argument("--entity", metavar="COL", help="entity id: rows of one person leave the baseline together")
    _missing_option(source)
    source.add_argument("--kind", metavar="COL=KIND", action="append", default=[],
                        help="override an inferred column kind (categorical or continuous)")
    source.add_argument("--hierarchy", metavar="COL=PATH", action="append", default=[],
                        help="read a release column's recoded values through a hierarchy file (ARX's CSV layout: one "
                             "row per original value, one column per level); truncated codes, bands, top codes and "
                             "rounding are inferred without one")
    _key_options(audit.add_argument_group("re-identification (key variables)"), required=False)
    identity = audit.add_argument_group("identity attacks (singling out, linkability, record linkage)")
    identity.add_argument("--identity", action="store_true",
                          help="also run the identity attacks (on --identity-keys, else the first --keys or --known set)")
    _identity_options(identity, "--identity-attack")
    usefulness = audit.add_argument_group("utility (what the releases are still good for)")
    usefulness.add_argument("--utility", action="store_true",
                            help="also compare each release with the original: variables, pairs, whole table, each read "
                                 "as the random subsample of the original as faithful (weighted by --weight; rows "
                                 "matched by --entity or --in-order)")
    _analysis_option(usefulness)
    how = audit.add_argument_group("how to attack")
    how.add_argument("--attack", metavar="ID", action="append", default=[], help="attack to run (default: every installed attack)")
    how.add_argument("--param", metavar="ID.NAME=VALUE", action="append", default=[],
                     help="set a parameter of attack ID, or of the target selector when ID is the --selector")
    how.add_argument("--selector", metavar="ID", help="target selector for pre-targeted mode")
    _setting_options(audit, AUDIT_SHORTCUTS)
    audit.add_argument("--out", metavar="DIR", required=True, help="folder for the report, audit.json and the audit file")
    _report_options(audit, default_formats="json")
    audit.add_argument("--quiet", action="store_true", help="no progress on stderr")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="anonguard", description="Audit anonymized data releases against a non-member baseline.",
                     epilog=EXIT_STATUS_HELP, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"anonguard {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks of internal errors")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)

    _audit_arguments(commands.add_parser("audit", help="run an audit and write DIR/audit.json (and a report)"))
    treat = commands.add_parser(
        "treat", help="treat releases (recode, suppress, perturb) and audit them beside the untreated ones: "
                      "DIR/audit.json, the treated tables and an audit file that makes them again")
    _audit_arguments(treat)
    treatments = treat.add_argument_group("treatments (each a step of the chain, in order; 'anonguard plugins')")
    treatments.add_argument("--treatment", metavar="'ID NAME=VALUE ...'", action="append", default=[],
                            help="a treatment and its parameters, e.g. 'top-bottom-coding columns=income "
                                 "top_quantile=0.95' (repeat: the steps of one chain, in order)")
    treatments.add_argument("--from", dest="treat_from", metavar="LABEL", action="append", default=[],
                            help="the release to treat ('original': the original itself; default: every release)")
    search = treat.add_argument_group("the frontier search (the treatments propose the chains; each is audited)")
    search.add_argument("--search", action="store_true",
                        help="propose candidate chains (recoding, perturbation, then local suppression to k) for the "
                             "riskiest key set, audit each, and write DIR/frontier.csv, .json and .png; the safe one "
                             "keeping the most is then audited in full and written as 'treat' writes a chain")
    search.add_argument("--budget", metavar="SECONDS", type=float, default=600.0,
                        help="time the search may take (default 600); candidates it does not reach are listed as "
                             "not audited, never as safe")
    search.add_argument("--candidates", metavar="N", type=int, default=None,
                        help="audit at most N candidate chains, the next one standing in for a chain that fails "
                             "(default: as many as the budget allows)")

    membership = commands.add_parser(
        "membership", help="run a membership-inference audit and write DIR/audit.json (and a report)")
    source = membership.add_argument_group("who is a member")
    source.add_argument("--demo", action="store_true", help="the bundled demo data and its non-member table")
    source.add_argument("--config", metavar="AUDIT_FILE", help="a saved audit file with a membership section")
    source.add_argument("--original", metavar="PATH", help="the original: every row is a member of its releases")
    source.add_argument("--release", metavar="[LABEL=]PATH", action="append", default=[], help="a release table")
    source.add_argument("--non-members", metavar="PATH", help="people of the same population who are not in the original")
    source.add_argument("--hold-back", metavar="SHARE", type=float,
                        help="instead: hold back this share of the original and make the release here with --generator")
    source.add_argument("--generator", metavar="ID",
                        help="how the release was made (needed by --hold-back and by shadow modelling)")
    source.add_argument("--generator-param", metavar="NAME=VALUE", action="append", default=[], help="a generator parameter")
    source.add_argument("--ignore", metavar="COL,COL,...", default="", help="columns left out of the audit")
    source.add_argument("--kind", metavar="COL=KIND", action="append", default=[],
                        help="override an inferred column kind (categorical or continuous)")
    _missing_option(source)
    odds = membership.add_argument_group("the attacker's odds")
    odds.add_argument("--population", metavar="N", type=int, help="how many people the attacker could be asking about")
    odds.add_argument("--member-fraction", metavar="F", type=float, help="or: the share of them who are members")
    how = membership.add_argument_group("how to attack")
    how.add_argument("--attack", metavar="ID", action="append", default=[], help="membership attack (default: every installed one)")
    how.add_argument("--param", metavar="ID.NAME=VALUE", action="append", default=[],
                     help="set a parameter of membership attack ID, or of the target selector when ID is the --selector")
    how.add_argument("--selector", metavar="ID", help="target selector (implies --targets pre-targeted)")
    _setting_options(membership, MEMBERSHIP_SHORTCUTS)
    membership.add_argument("--out", metavar="DIR", required=True, help="folder for the report, audit.json and the audit file")
    _report_options(membership, default_formats="json")
    membership.add_argument("--quiet", action="store_true", help="no progress on stderr")

    report = commands.add_parser("report", help="render a saved audit result (audit.json) again, without re-running it")
    report.add_argument("audit_result", metavar="AUDIT_RESULT", help="an audit.json written by 'anonguard audit'")
    report.add_argument("--out", metavar="DIR", help="folder for the report (default: the folder of AUDIT_RESULT)")
    _report_options(report, default_formats="html,pdf")

    anonymize = commands.add_parser(
        "anonymize", help="make a release from a table with a generator (anonymizer or synthesizer) plugin")
    anonymize.add_argument("--method", metavar="ID", required=True, help="generator id (see 'anonguard plugins')")
    anonymize.add_argument("--param", metavar="NAME=VALUE", action="append", default=[], help="set a generator parameter")
    anonymize.add_argument("--input", metavar="PATH", required=True, help="the table to protect")
    anonymize.add_argument("--out", metavar="PATH", required=True,
                           help="the release to write (.csv, .tsv, .parquet or .pq); provenance goes to PATH.json")
    anonymize.add_argument("--seed", type=int, default=0, help="random seed (the same seed gives the same release)")
    anonymize.add_argument("--kind", metavar="COL=KIND", action="append", default=[],
                           help="override an inferred column kind (categorical or continuous)")
    _missing_option(anonymize)

    listing = commands.add_parser("settings", help="list every audit setting: its name for --set, default, range "
                                                   "and meaning")
    listing.add_argument("--json", action="store_true", help="the JSON Schema of an audit file's settings instead")

    risk = commands.add_parser("risk", help="re-identification risk of the key variables: sample uniques, "
                                            "k-anonymity, individual and global risk, SUDA (sdcMicro's and ARX's "
                                            "measures), for the original and each release")
    source = risk.add_argument_group("what to measure")
    source.add_argument("--original", metavar="PATH", help="the original (confidential) table: measured beside each release")
    source.add_argument("--release", metavar="[LABEL=]PATH", action="append", default=[],
                        help="a release to measure (repeat for several); without --original, the first is measured "
                             "on its own")
    source.add_argument("--config", metavar="AUDIT_FILE", help="the files and key sets of a saved audit file")
    _key_options(source, required=False)
    source.add_argument("--entity", metavar="COL", dest="household", help=argparse.SUPPRESS)  # the older spelling
    source.add_argument("--population", metavar="PATH",
                        help="a population table holding the key variables: the journalist and marketer risks "
                             "match against it (default: the file is its own population)")
    source.add_argument("--secret", metavar="COL", action="append", default=[],
                        help="a sensitive variable: its l-diversity and t-closeness over the key-variable classes")
    source.add_argument("--synthetic", metavar="LABEL", action="append", default=[],
                        help="a synthetic release: its rows are nobody, so its reading counts the rows that fit "
                             "exactly one person of the original")
    _missing_option(source)
    _setting_options(risk, RISK_SHORTCUTS)
    risk.add_argument("--out", metavar="DIR", help="also write DIR/audit.json and a report")
    _report_options(risk, default_formats="json")
    risk.add_argument("--json", action="store_true", help="print the measures as JSON instead")
    risk.add_argument("--quiet", action="store_true", help="no progress on stderr")

    identity = commands.add_parser(
        "identity", help="identity attacks: singling out, linkability and record linkage of a release, each against "
                         "the same claims about people the release says nothing about")
    source = _files(identity.add_argument_group("what to attack"), "identity")
    source.add_argument("--entity", metavar="COL", help="the original's person id (an --external file names people by it)")
    _missing_option(source)
    _identity_options(source, "--attack")
    _setting_options(identity, (Shortcut("--seed", "seed", "N"), Shortcut("--max-attempts", "halting.max_attempts", "N")))
    identity.add_argument("--out", metavar="DIR", required=True, help="folder for the report, audit.json and the audit file")
    _report_options(identity, default_formats="json")
    identity.add_argument("--quiet", action="store_true", help="no progress on stderr")

    utility = commands.add_parser(
        "utility", help="utility of each release: how faithful it is to the original, variable by variable, pair by "
                        "pair and as a whole, read as the random subsample of the original as faithful")
    source = _files(utility.add_argument_group("what to compare"), "utility")
    source.add_argument("--entity", metavar="COL", help="the person id, when a release keeps it: its rows are then "
                                                       "matched to the original's (values changed, IL1s)")
    source.add_argument("--weight", metavar="COL", help="survey weight: the officer's analyses are weighted by it")
    _missing_option(source)
    _utility_options(source)
    _setting_options(utility, (Shortcut("--seed", "seed", "N"),))
    utility.add_argument("--out", metavar="DIR", required=True, help="folder for the report, audit.json and the audit file")
    _report_options(utility, default_formats="json")
    utility.add_argument("--quiet", action="store_true", help="no progress on stderr")

    cache = commands.add_parser("cache", help="show, or clear, the folder of fitted baselines kept between runs")
    cache.add_argument("--clear", action="store_true", help="delete every fitted baseline kept (runs fit them anew)")
    cache.add_argument("--folder", metavar="DIR", help="the cache folder (default: the setting execution.cache_folder's "
                                                      "default, the user's cache folder)")

    gui = commands.add_parser("gui", help="open the desktop application (the default without a command)")
    gui.add_argument("audit_file", nargs="?", help="an audit file to open (default: the demo audit)")
    gui.add_argument("--demo", action="store_true", help="open the bundled demo audit")
    gui.add_argument("--run", action="store_true", help="run the audit as soon as the window opens")
    gui.add_argument("--screenshot", metavar="PNG", help="after running, save a picture of the results view")
    gui.add_argument("--quit", action="store_true", help="quit when done; exit status 0 only if all went well")
    gui.add_argument("--max-attempts", metavar="N", type=int, help="attack at most N targets per scenario")

    plugins = commands.add_parser("plugins", help="list the installed plugins (and any that failed to load), "
                                                  "or install a plugin wheel without a network")
    plugins.add_argument("action", nargs="?", choices=("list", "install", "new"), default="list",
                         help="list (default), install a wheel, or start a new attack plugin project")
    plugins.add_argument("wheel", nargs="?", metavar="WHEEL|NAME",
                         help="install: the plugin's .whl file; new: the attack's id, e.g. my-attack")
    plugins.add_argument("--dir", metavar="DIR", default=".", help="new: where the project's folder is made")
    plugins.add_argument("--json", action="store_true", help="machine-readable output")
    for command in commands.choices.values():  # `anonguard audit ... --debug` as well as `anonguard --debug audit`
        command.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                             help="show tracebacks of internal errors")
        command.epilog, command.formatter_class = EXIT_STATUS_HELP, argparse.RawDescriptionHelpFormatter
    return parser


def _key_options(group: argparse._ArgumentGroup, required: bool) -> None:
    """The re-identification part of an audit: key sets, survey weight, household, population."""
    group.add_argument("--keys", metavar="COL,COL,...", action="append", default=[], required=required,
                       help="key variables (quasi-identifiers): what an intruder may know from outside, e.g. "
                            "age,sex,region (repeat for several key sets)")
    group.add_argument("--possible-keys", metavar="COL,COL,...",
                       help="columns that may be key variables: the riskiest combinations of them are searched for "
                            "when no --keys are named")
    group.add_argument("--weight", metavar="COL", help="the survey weight: how many people each record stands for")
    group.add_argument("--household", metavar="COL", help="household id: adds the household risk")
    group.add_argument("--population-size", metavar="N", type=int,
                       help="how many people the file was drawn from: population uniqueness (default: the sum of "
                            "the survey weights)")
    group.add_argument("--bins", metavar="COL=BINS", action="append", default=[],
                       help="how a numeric key is cut: a number of quantile bins, edges as 0;18;65, or 'as-written'")


def _identity_options(group: argparse._ArgumentGroup, attack_flag: str) -> None:
    """What the identity attacks take: the attacker's key variables, linkability's views, the external file's errors."""
    group.add_argument("--identity-keys", metavar="COL,COL,...",
                       help="the key variables the identity attacker knows (default: the first --keys or --known set)")
    group.add_argument("--views", metavar="A,A,...|B,B,...",
                       help="linkability's two partial views of the same people, disjoint (default: the split of the "
                            "keys whose weaker view leaves the fewest look-alikes)")
    group.add_argument("--errors", metavar="SHARE", type=float,
                       help="share of the record-linkage attacker's external records with one key wrong (a year off, a "
                            "moved region); default 0")
    group.add_argument("--external", metavar="PATH",
                       help="the record-linkage attacker's own named file: the key variables and the --entity id of "
                            "each person it names (default: the targets' own records, with --errors)")
    group.add_argument("--synthetic", metavar="LABEL", action="append", default=[],
                       help="a synthetic release: no row of it is a person's, so record linkage is not scored on it")
    group.add_argument("--row-ids", metavar="LABEL=COLUMN", action="append", default=[],
                       help="release LABEL's column holding the original's --entity id of each row (the internal id, "
                            "kept in a copy of the release): record linkage then knows whose row is whose")
    group.add_argument("--in-order", metavar="LABEL", action="append", default=[],
                       help="release LABEL's rows are in the original's order (row i made from original row i). "
                            "Without this or --row-ids, whose row is whose is inferred for a release that only "
                            "generalizes and suppresses; otherwise record linkage is not applicable")
    group.add_argument("--identity-targets", metavar="N", type=int,
                       help="predicates drawn, or people attacked, at most (default 1000)")
    group.add_argument(attack_flag, metavar="ID", action="append", default=[], dest="identity_attack",
                       help="identity attack to run (default: every installed one; see 'anonguard plugins')")
    group.add_argument("--identity-param" if attack_flag != "--attack" else "--param", metavar="ID.NAME=VALUE",
                       action="append", default=[], dest="identity_param", help="set a parameter of identity attack ID")


def _missing_option(group: argparse._ArgumentGroup | argparse.ArgumentParser) -> None:
    """--missing, on every command that reads tables."""
    group.add_argument("--missing", metavar="COL=CODE,CODE,...", action="append", default=[],
                       help="codes that mean 'missing' in column COL of every table read, e.g. income=-9,NA "
                            "(repeatable; COL= declares none). Otherwise only an empty field and a format's own "
                            "missing values are missing: words such as None or NA are categories")


def declare_missing_codes(spec: AuditSpec, args: argparse.Namespace) -> None:
    """--missing over the audit file's declarations: a column named gets exactly the codes given."""
    spec.missing.update(missing_codes(args))
    spec.missing = {column: codes for column, codes in spec.missing.items() if codes}


def missing_codes(args: argparse.Namespace) -> dict[str, list[str]]:
    """--missing COL=CODE,CODE,... as column -> codes (an empty list for COL=)."""
    return {column: codes_from_text(codes) for column, codes in
            (name_value(value, "--missing", "COL=CODE,CODE,... (e.g. income=-9,NA)") for value in args.missing)}


def set_given(spec: AuditSpec, given: list[tuple[str, str, str]], implied: Sequence[tuple[str, Any]] = (),
              runs: Sequence[str] = tuple(SECTIONS)) -> None:
    """What other options imply, then each setting or section field given (`--set NAME=VALUE`, a shortcut), set
    on `spec` as the engine reads an audit file (`with_fields`); an error names the option it is about. A
    field of a section the command does not run (not in `runs`) is refused: it would add that audit."""
    for name, _, option in given:
        kind = name.partition(".")[0]
        if kind not in runs and any(info.name == name for info in section_infos()):
            raise UsageError(f"{option}: this command runs no {kind} audit; set it on 'anonguard audit' or in the "
                             "audit file")
    try:
        with_fields(spec, [*implied, *((name, value) for name, value, _ in given)])
    except ValueError as exc:
        message = str(exc).removeprefix("settings.")
        about = [option for name, _, option in given if message.startswith(name)]
        raise UsageError(f"{about[-1]}: {message}" if about else message) from None


def set_flags(section: Section, given: Sequence[tuple[str, str, Any]]) -> None:
    """Set each (field, flag, value) a section field's own flag gave (--population-size N), read and checked by the
    field's declaration as `--set` is; a refusal names the flag, in the declaration's words. A value of None was
    not given."""
    for name, flag, value in given:
        if value is None:
            continue
        try:
            setattr(section, name, section_info(f"{section.name}.{name}").read(value))
        except ValueError as exc:
            raise UsageError(f"{flag} {value}: {exc}") from None


def _files(group: argparse._ArgumentGroup, section: str) -> argparse._ArgumentGroup:
    """The files of a command that runs one kind: given one by one, or a saved audit file's (with its `section`)."""
    group.add_argument("--original", metavar="PATH", help="the original (confidential) table")
    group.add_argument("--release", metavar="[LABEL=]PATH", action="append", default=[],
                       help="a release table; files with the same LABEL (or none) are tables of one release")
    group.add_argument("--config", metavar="AUDIT_FILE", help=f"the files (and {section} section) of a saved audit file")
    return group


def _utility_options(group: argparse._ArgumentGroup) -> None:
    group.add_argument("--in-order", metavar="LABEL", action="append", default=[],
                       help="a release whose row i was made from original row i: its changed values and IL1s are "
                            "measured (repeat for several)")
    _analysis_option(group)


def _analysis_option(group: argparse._ArgumentGroup) -> None:
    group.add_argument("--analysis", metavar="FILE",
                       help="a JSON file listing the officer's analyses, compared on the original and each release "
                            "(e.g. [{\"regression\": \"income ~ age + C(sex)\"}, {\"mean\": \"income\"}]; "
                            "docs/utility.md)")


def saved_audit(args: argparse.Namespace) -> AuditSpec | None:
    """The audit file `--config` names (None without one); its files replace --original and --release."""
    if not args.config:
        return None
    if args.original or args.release:
        raise UsageError("--config takes its files from the audit file; drop --original and --release")
    return AuditSpec.load(args.config)


def labelled(value: str, default: str) -> tuple[str, str]:
    """--release's [LABEL=]PATH as (label, path): LABEL=PATH, unless the whole value names a file (paths may
    hold "="); a bare PATH gets the label `default`."""
    label, _, path = (default, "", value) if "=" not in value or Path(value).is_file() else value.partition("=")
    if not path or not label:
        raise UsageError(f"--release {value!r}: expected PATH or LABEL=PATH")
    return label, path


def name_value(value: str, flag: str, form: str) -> tuple[str, str]:
    """NAME=VALUE as given to `flag`; a UsageError shows the expected `form`."""
    key, sep, item = value.partition("=")
    if not sep or not key.strip():
        raise UsageError(f"{flag} {value!r}: expected {form}")
    return key.strip(), item.strip()


def _report_options(parser: argparse.ArgumentParser, default_formats: str) -> None:
    group = parser.add_argument_group("the report")
    group.add_argument("--format", metavar="FMT,FMT,...", default=default_formats,
                       help=f"report formats among {', '.join(FORMATS)} (default {default_formats}); "
                            "audit.json is always written by an audit")
    group.add_argument("--page-size", choices=("A4", "Letter"), default="A4", help="PDF page size (default A4)")
    group.add_argument("--attempts", action="store_true", help="also attempts.csv: one row per attack attempt")
    group.add_argument("--register", action="store_true",
                       help="also risk_register.csv: every record's re-identification risk and the attacks that "
                            "exposed it (it identifies records: keep it as confidential as the original)")
    group.add_argument("--include-values", action="store_true",
                       help="let the report show original record values (attacked people's values, claimed members' "
                            "records, rare categories); off by default, and the report says so on its first page")
    group.add_argument("--min-count", metavar="K", type=int, default=Disclosure.min_count,
                       help=f"name no category held by fewer than K original rows (default {Disclosure.min_count})")
