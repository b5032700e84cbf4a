"""`anonguard identity`: the identity attacks (singling out, linkability, record linkage) of a release,
each against the same claims made from people the release says nothing about. It runs the same
audit object as `anonguard audit`, with only its identity part; `anonguard audit --identity` adds
them to a full audit."""

from __future__ import annotations

import argparse

from anonguard.cli.parser import (
    UsageError, column_list, declare_missing_codes, name_value, saved_audit, set_flags, set_given,
)
from anonguard.engine.spec import AuditSpec, ComponentChoice, IdentitySpec, ReleaseSpec, TableRef
from anonguard.errors import AuditError


def identity_spec_from_args(args: argparse.Namespace, releases: list[ReleaseSpec]) -> AuditSpec:
    """An audit of the identity attacks only: the files and options given, or a saved audit file's."""
    spec = saved_audit(args)
    if spec is None:
        if not args.original or not args.release:
            raise UsageError("the identity attacks need --original PATH and at least one --release [LABEL=]PATH")
        spec = AuditSpec(TableRef.parse(args.original), releases, secrets=[], entity=args.entity)
    spec.without_reidentification()
    spec.identity = identity_from_args(args, spec.identity or IdentitySpec())
    spec.secrets, spec.membership = [], None
    declare_missing_codes(spec, args)
    if args.register:
        raise UsageError("--register: the risk register needs the re-identification measures; run 'anonguard audit' "
                         "with --keys and --identity for a register naming the identity attacks")
    set_given(spec, args.settings, runs=("identity",))
    return spec


def identity_from_args(args: argparse.Namespace, section: IdentitySpec) -> IdentitySpec:
    """The identity section the options describe, over the audit file's own."""
    if getattr(args, "identity_keys", None):
        section.keys = column_list(args.identity_keys)
    if args.views:
        first, bar, second = args.views.partition("|")
        if not bar:
            raise UsageError(f"--views {args.views!r}: expected A,A,...|B,B,... (the two views, split by '|')")
        section.views = [column_list(first), column_list(second)]
    set_flags(section, [("errors", "--errors", args.errors), ("targets", "--identity-targets", args.identity_targets)])
    if args.external:
        section.external = TableRef.parse(args.external)
    if args.synthetic:
        section.synthetic = list(dict.fromkeys(section.synthetic + args.synthetic))
    for value in args.row_ids:
        label, column = name_value(value, "--row-ids", "LABEL=COLUMN")
        if not column:
            raise UsageError(f"--row-ids {value!r}: expected LABEL=COLUMN, the release's column of the original's ids")
        section.row_ids[label] = column
        section.in_order = [name for name in section.in_order if name != label]
    for label in args.in_order:
        section.row_ids.pop(label, None)
        section.in_order = list(dict.fromkeys([*section.in_order, label]))
    attacks = getattr(args, "identity_attack", None) or []
    if attacks:
        section.attacks = [ComponentChoice(a) for a in attacks]
    for value in getattr(args, "identity_param", None) or []:
        key, item = name_value(value, "--identity-param", "ID.NAME=VALUE")
        component, dot, name = key.rpartition(".")
        if not dot or not component:
            raise UsageError(f"--identity-param {value!r}: expected ID.NAME=VALUE, e.g. singling-out.columns=4")
        matching = [c for c in section.attacks if c.id == component]
        if not matching:
            section.attacks.append(ComponentChoice(component))
            matching = section.attacks[-1:]
        matching[0].params[name] = item
    try:
        section.check()
    except AuditError as exc:
        raise UsageError(str(exc)) from None
    return section


def wants_identity(args: argparse.Namespace) -> bool:
    """Whether `anonguard audit`'s options ask for the identity attacks."""
    return bool(args.identity or args.identity_keys or args.views or args.identity_attack or args.identity_param
                or args.synthetic or args.external or args.errors is not None or args.identity_targets is not None
                or args.row_ids or args.in_order)
