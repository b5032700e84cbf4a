"""`anonguard utility`: how faithful each release is to the original (docs/utility.md), variable by variable,
pair by pair and as a whole, each headline score read as the random subsample of the original as faithful.
It runs the same audit object as `anonguard audit`, with only its utility part; `anonguard audit --utility`
adds it to a full audit."""

from __future__ import annotations

import argparse

from anonguard.cli.parser import UsageError, declare_missing_codes, saved_audit, set_given
from anonguard.engine.spec import AuditSpec, ReleaseSpec, TableRef, UtilitySpec


def utility_spec_from_args(args: argparse.Namespace, releases: list[ReleaseSpec]) -> AuditSpec:
    """An audit of the utility measures only: the files and options given, or a saved audit file's."""
    spec = saved_audit(args)
    if spec is None:
        if not args.original or not args.release:
            raise UsageError("utility compares releases with their original: give --original PATH and at least one "
                             "--release [LABEL=]PATH")
        spec = AuditSpec(TableRef.parse(args.original), releases, secrets=[], entity=args.entity)
    weight = spec.reidentification.weight if spec.reidentification else None
    spec.without_reidentification()
    spec.utility = utility_from_args(args, spec.utility or UtilitySpec(weight=weight))
    if args.weight:
        spec.utility.weight = args.weight
    spec.secrets, spec.membership, spec.identity = [], None, None
    declare_missing_codes(spec, args)
    set_given(spec, args.settings, runs=("utility",))
    return spec


def utility_from_args(args: argparse.Namespace, section: UtilitySpec) -> UtilitySpec:
    """The utility section the options describe, over the audit file's own."""
    if args.in_order:
        section.in_order = list(dict.fromkeys([*section.in_order, *args.in_order]))
    section.check()
    return section


def wants_utility(args: argparse.Namespace) -> bool:
    """Whether `anonguard audit` is asked for the utility measures too."""
    return bool(args.utility)
