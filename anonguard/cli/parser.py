"""The `anonguard` command line's options: what each sub-command takes, in one place.

A command line that cannot be run as given is a `UsageError`: one line on stderr, exit status 2.
"""

from __future__ import annotations

import argparse

from anonguard import __version__
from anonguard.report.export import FORMATS
from anonguard.report.privacy import Disclosure


class UsageError(Exception):
    """A command line that cannot be run as given."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not argparse's usage dump
        raise UsageError(f"{message} (see '{self.prog} --help')")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="anonguard", description="Audit anonymized data releases against a non-member baseline.")
    parser.add_argument("--version", action="version", version=f"anonguard {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks of internal errors")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)

    audit = commands.add_parser("audit", help="run an audit and write DIR/audit.json (and a report)")
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
    source.add_argument("--kind", metavar="COL=KIND", action="append", default=[],
                        help="override an inferred column kind (categorical or continuous)")
    how = audit.add_argument_group("how to attack")
    how.add_argument("--attack", metavar="ID", action="append", default=[], help="attack to run (default: every installed attack)")
    how.add_argument("--param", metavar="ID.NAME=VALUE", action="append", default=[],
                     help="set a parameter of attack ID, or of the target selector when ID is the --selector")
    how.add_argument("--mode", choices=("random", "pre-targeted"), help="target selection (default random)")
    how.add_argument("--selector", metavar="ID", help="target selector for pre-targeted mode")
    how.add_argument("--seed", type=int, help="random seed (the same seed gives the same audit)")
    how.add_argument("--repeats", metavar="N", type=int,
                     help="run the audit under N seeds (the seed, the seed + 1, ...) and report the spread; "
                          "a verdict that changes with the seed is undetermined")
    how.add_argument("--time-budget", metavar="SECONDS", type=_budget,
                     help="per scenario: attack every target when that fits in SECONDS (default 300); "
                          "'all' always attacks every target, 0 never does (the halting rule decides)")
    how.add_argument("--max-attempts", metavar="N", type=int,
                     help="attack at most N targets per scenario (a quick first look: a safe verdict needs more)")
    audit.add_argument("--out", metavar="DIR", required=True, help="folder for the report, audit.json and the audit file")
    _report_options(audit, default_formats="json")
    audit.add_argument("--quiet", action="store_true", help="no progress on stderr")

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
    odds = membership.add_argument_group("the attacker's odds")
    odds.add_argument("--population", metavar="N", type=int, help="how many people the attacker could be asking about")
    odds.add_argument("--member-fraction", metavar="F", type=float, help="or: the share of them who are members")
    odds.add_argument("--skews", metavar="K,K,...", help="non-members per member to read precision at (default 1,2,5,10,50,100,1000)")
    how = membership.add_argument_group("how to attack")
    how.add_argument("--attack", metavar="ID", action="append", default=[], help="membership attack (default: every installed one)")
    how.add_argument("--param", metavar="ID.NAME=VALUE", action="append", default=[],
                     help="set a parameter of membership attack ID, or of the target selector when ID is the --selector")
    how.add_argument("--targets", choices=("all", "random", "pre-targeted"), help="which candidates are scored (default all)")
    how.add_argument("--count", type=int, help="random targets: this many members and this many non-members")
    how.add_argument("--selector", metavar="ID", help="target selector (implies --targets pre-targeted)")
    how.add_argument("--seed", type=int, help="random seed (the same seed gives the same audit)")
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
    return parser


def _report_options(parser: argparse.ArgumentParser, default_formats: str) -> None:
    group = parser.add_argument_group("the report")
    group.add_argument("--format", metavar="FMT,FMT,...", default=default_formats,
                       help=f"report formats among {', '.join(FORMATS)} (default {default_formats}); "
                            "audit.json is always written by an audit")
    group.add_argument("--page-size", choices=("A4", "Letter"), default="A4", help="PDF page size (default A4)")
    group.add_argument("--attempts", action="store_true", help="also attempts.csv: one row per attack attempt")
    group.add_argument("--include-values", action="store_true",
                       help="let the report show original record values (attacked people's values, claimed members' "
                            "records, rare categories); off by default, and the report says so on its first page")
    group.add_argument("--min-count", metavar="K", type=int, default=Disclosure.min_count,
                       help=f"name no category held by fewer than K original rows (default {Disclosure.min_count})")


def _budget(value: str) -> float | str:
    """--time-budget: seconds, or 'all' for every target whatever it takes."""
    if value.strip().lower() == "all":
        return "all"
    try:
        seconds = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"give seconds or 'all', not {value!r}") from None
    if seconds < 0:
        raise argparse.ArgumentTypeError("the time budget must not be negative")
    return seconds
