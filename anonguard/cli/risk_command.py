"""`anonguard risk`: the classic re-identification measures of the key variables (f_k, k-anonymity,
sample uniques, individual and global risk from survey weights, household risk, prosecutor, journalist
and marketer risk, population uniqueness, SUDA, l-diversity and t-closeness of a sensitive variable),
for the original and each release, in the office's words. It runs the same audit object as
`anonguard audit`, with only its re-identification part."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from collections.abc import Callable
from typing import Any

from anonguard.cli.parser import (
    UsageError, column_list, declare_missing_codes, labelled, name_value, saved_audit, set_flags, set_given,
)
from anonguard.report.key_variables_text import reidentification_text
from anonguard.engine.audit import Audit
from anonguard.engine.key_variables.key_bins import parse_override
from anonguard.engine.key_variables.result import ReidentificationProgress
from anonguard.engine.spec import AuditSpec, ReidentificationSpec, ReleaseSpec, TableRef, bins_problem
from anonguard.errors import AuditError


def run_risk(args: argparse.Namespace, execute: Callable[[AuditSpec, argparse.Namespace], int]) -> int:
    spec = risk_spec_from_args(args)
    if args.out:
        return execute(spec, args)
    audit = Audit(spec).prepare()
    for warning in audit.warnings:
        print(f"anonguard: warning: {warning}", file=sys.stderr)
    for event in audit.run():
        if isinstance(event, ReidentificationProgress) and event.done < 1 and not args.quiet:
            print(f"re-identification: {event.stage}", file=sys.stderr)
    result = audit.reidentification
    print(json.dumps(result.to_dict(), indent=1) if args.json else reidentification_text(result))
    return 0


def risk_spec_from_args(args: argparse.Namespace) -> AuditSpec:
    """An audit of the re-identification measures only: the files and key options given, or a saved
    audit file's (its attacks are not run)."""
    spec = saved_audit(args)
    if spec is None:
        if not args.release and not args.original:
            raise UsageError("name the file to measure: --release PATH (and --original PATH to measure it beside)")
        named = [labelled(r, Path(r).stem) for r in args.release]  # a bare file is labelled by its name
        original = args.original or named[0][1]
        releases = named if args.original else named[1:]
        spec = AuditSpec(TableRef.parse(original), [ReleaseSpec(label, [TableRef.parse(path)]) for label, path in releases],
                         secrets=[])
    section = reidentification_from_args(args, spec.reidentification or (
        ReidentificationSpec() if spec.known_sets else None))  # an audit's known sets are key sets too
    if section is None or not (section.key_sets or section.candidates or spec.known_sets):
        raise UsageError("--keys: name at least one key variable (a column an intruder may know, e.g. age,sex,region), "
                         "or --possible-keys to search among")
    if args.population:
        section.population = TableRef.parse(args.population)
    section.sensitive = list(args.secret) or list(spec.secrets)
    # a release the audit file calls synthetic is read as one here too (its identity attacks are not run)
    section.synthetic = list(dict.fromkeys([*section.synthetic, *(spec.identity.synthetic if spec.identity else ()),
                                            *args.synthetic]))
    spec.reidentification, spec.secrets, spec.membership, spec.identity = section, [], None, None
    declare_missing_codes(spec, args)
    set_given(spec, args.settings, runs=("reidentification",))
    return spec


def reidentification_from_args(args: argparse.Namespace,
                               section: ReidentificationSpec | None) -> ReidentificationSpec | None:
    """The re-identification section the key options describe, over the audit file's own (None when
    neither names any)."""
    given = {"key_sets": [column_list(k) for k in args.keys] or None,
             "candidates": column_list(args.possible_keys or "") or None, "weight": args.weight,
             "household": args.household, "bins": dict(_bins(b) for b in args.bins) or None}
    if section is None and args.population_size is None and all(v is None for v in given.values()):
        return None
    section = section or ReidentificationSpec()
    for name, value in given.items():
        if value is not None:
            setattr(section, name, value if name != "bins" else {**section.bins, **value})
    set_flags(section, [("population_size", "--population-size", args.population_size)])
    try:
        section.check()
    except AuditError as exc:
        raise UsageError(str(exc)) from None
    return section


def _bins(value: str) -> tuple[str, Any]:
    """--bins COL=5, COL=0;18;65 or COL=as-written."""
    column, text = name_value(value, "--bins", "COL=BINS")
    try:
        override = parse_override(text)
    except ValueError as exc:
        raise UsageError(f"--bins {value}: {str(exc).split(': ', 1)[-1]}") from None
    problem = bins_problem(override)
    if problem is not None:
        raise UsageError(f"--bins {value}: {problem}")
    return column, override
