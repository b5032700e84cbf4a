"""The hooks a plugin implements; the whole contract between AnonGuard and its plugins.

A plugin is a module registered in the `anonguard` entry-point group. It implements any of
these hooks with `@anonguard.plugins.hookimpl`. Each hook returns a list of classes built on
the bases in `anonguard.plugins.api`; the catalog shows them with the plugin's version.
Arguments are passed by name, so later versions of the contract can add some.
"""

from __future__ import annotations

import pluggy

CONTRACT_VERSION = 1

hookspec = pluggy.HookspecMarker("anonguard")


@hookspec
def anonguard_attacks() -> list[type]:
    """Attribute-inference attacks: subclasses of `api.Attack` that predict a secret from a release."""


@hookspec
def anonguard_target_selectors() -> list[type]:
    """Target selectors for pre-targeted audits: subclasses of `api.TargetSelector`."""


@hookspec
def anonguard_baseline_models() -> list[type]:
    """Candidate models for the non-member baseline: subclasses of `api.BaselineModel`."""


@hookspec
def anonguard_generators() -> list[type]:
    """Release generators (anonymizers, synthesizers): subclasses of `api.Generator`."""


@hookspec
def anonguard_membership_attacks() -> list[type]:
    """Membership-inference attacks: subclasses of `api.MembershipAttack` that score candidate records."""


@hookspec
def anonguard_identity_attacks() -> list[type]:
    """Identity attacks: subclasses of `api.IdentityAttack` that single people out, link their records or
    re-identify release rows, scored against the same claims about non-members."""


@hookspec
def anonguard_readers() -> list[type]:
    """Table readers for file formats (SPSS, Stata, SAS, Excel, CSV...): subclasses of `api.TableReader`."""


@hookspec
def anonguard_utility_measures() -> list[type]:
    """Utility measures beside AnonGuard's own: subclasses of `api.UtilityMeasure` that score a release
    against the original (a domain's indicator), shown with the utility kind's results."""


@hookspec
def anonguard_treatments() -> list[type]:
    """Treatments an officer applies to a release before auditing it again: subclasses of `api.Treatment` that
    change a table (recode, suppress, perturb) reproducibly from their parameters and seed."""


@hookspec
def anonguard_reconstruction_attacks() -> list[type]:
    """Reconstruction attacks on published count tables: subclasses of `api.ReconstructionAttack` that rebuild the
    people of each geographic unit from the tables and bound how far another answer could differ."""


@hookspec
def anonguard_audit_kinds() -> list[object]:
    """Kinds of audit beyond those AnonGuard ships: instances of `anonguard.engine.kind.AuditKind`, each
    planning its scenarios from the audit file and running them, with a `presenter` for the command line
    and the report (`anonguard.report.presenter.KindPresenter`)."""
