"""The bundled demo audit, cut to what this installation can run.

The demo names the attacks the first-party plugins bring (best-row-match; the membership attacks
closest-distance and density-ratio). A user who installed the core and one plugin of their own,
as the plugin guide's end-to-end check does (`anonguard audit --demo --attack my-attack`), must
still be able to run it: components the demo names but the catalog lacks are left out, and said.
"""

from __future__ import annotations

from anonguard.engine.spec import AuditSpec
from anonguard.phrases import say
from anonguard.plugins.manager import Catalog
from anonguard.resources import demo_audit_path


def demo_spec(catalog: Catalog) -> tuple[AuditSpec, list[str]]:
    """The demo audit and a note for each part of it left out because its plugin is not installed."""
    spec, notes = AuditSpec.load(demo_audit_path()), []
    attacks = {entry.id for entry in catalog.of_kind("attack")}
    missing = [choice.id for choice in spec.attacks if choice.id not in attacks]
    if missing:
        spec.attacks = [choice for choice in spec.attacks if choice.id in attacks]
        notes.append(say("the demo's attack(s) {attacks} are not installed: the demo runs the named ones",
                         attacks=", ".join(missing)) if spec.attacks else say(
            "the demo's attack(s) {attacks} are not installed: the demo runs every installed attack instead",
            attacks=", ".join(missing)))
    if spec.membership is not None:
        installed = {entry.id for entry in catalog.of_kind("membership-attack")}
        kept = [choice for choice in spec.membership.attacks if choice.id in installed]
        if not kept:
            spec.membership = None
            notes.append(say("no membership attack is installed: the demo's membership audit is left out (install "
                             "anonguard-membership-attacks to run it)"))
        elif len(kept) < len(spec.membership.attacks):
            left_out = sorted({c.id for c in spec.membership.attacks} - installed)
            spec.membership.attacks = kept
            notes.append(say("the membership attack(s) {attacks} are not installed: left out of the demo",
                             attacks=", ".join(left_out)))
    if spec.identity is not None:
        installed = {entry.id for entry in catalog.of_kind("identity-attack")}
        left_out = sorted({c.id for c in spec.identity.attacks} - installed)
        spec.identity.attacks = [choice for choice in spec.identity.attacks if choice.id in installed]
        if not spec.identity.attacks:
            spec.identity = None
            notes.append(say("no identity attack is installed: the demo's singling out, linkability and record "
                             "linkage are left out (install anonguard-identity-attacks to run them)"))
        elif left_out:
            notes.append(say("the identity attack(s) {attacks} are not installed: left out of the demo",
                             attacks=", ".join(left_out)))
    return spec, notes
