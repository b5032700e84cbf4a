"""`anonguard utility`: how faithful each release is to the original (docs/utility.md), variable by variable,
pair by pair and as a whole, each headline score read as the random subsample of the original as faithful.
It runs the same audit object as `anonguard audit`, with only its utility part; `anonguard audit --utility`
adds it to a full audit."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

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
    section = spec.utility or implied_section(spec)
    spec.without_reidentification()
    spec.utility = utility_from_args(args, section)
    if args.weight:
        spec.utility.weight = args.weight
    spec.secrets, spec.membership, spec.identity = [], None, None
    declare_missing_codes(spec, args)
    set_given(spec, args.settings, runs=("utility",))
    return spec


def implied_section(spec: AuditSpec) -> UtilitySpec:
    """A utility section for an audit file without one: the survey weight and the releases in the original's
    order that its other sections already name."""
    return UtilitySpec(weight=spec.reidentification.weight if spec.reidentification else None,
                       in_order=list(spec.identity.in_order) if spec.identity else [])


def utility_from_args(args: argparse.Namespace, section: UtilitySpec) -> UtilitySpec:
    """The utility section the options describe, over the audit file's own."""
    if args.in_order:
        section.in_order = list(dict.fromkeys([*section.in_order, *args.in_order]))
    if args.analysis:
        section.analyses = _analyses_file(args.analysis)
    section.check()
    return section


def _analyses_file(path: str) -> list:
    """The analyses a JSON file lists (a list, or an object holding one under "analyses")."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(f"--analysis {path}: cannot be read ({exc.strerror or exc}); check the path") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise UsageError(f"--analysis {path}: not a JSON file ({exc}); write a list such as "
                         '[{"mean": "income"}]') from None
    analyses = data.get("analyses") if isinstance(data, dict) else data
    if not isinstance(analyses, list):
        raise UsageError(f"--analysis {path}: expected a list of analyses (or an object with 'analyses'), such as "
                         '[{"mean": "income"}]')
    return analyses


def wants_utility(args: argparse.Namespace) -> bool:
    """Whether `anonguard audit` is asked for the utility measures too."""
    return bool(args.utility)
