"""How the window shows each kind of audit's results, in the window's language: the page that lists them, what a
result is about, and what the Verdict page says drives the risk. One view per kind, by the kind's name: the
window's side of the report's presenters (`anonguard.report.presenters`), which word the same facts in English.

A kind a plugin adds, without a view of its own (`kind.window_view`), is listed on no results page: its results
are weighed by the Verdict page and shown in the exported report. Qt is imported only when words are needed: the
session (`gui/session.py`, Qt-free) asks a kind's view for its page alone.
"""

from __future__ import annotations

from typing import Any

from anonguard.engine.kinds import kind_named
from anonguard.engine.outcome import Kind
from anonguard.report.claims_presenter import by_known, by_secret
from anonguard.report.findings import BAND_WORDS, Finding


def translate(context: str, text: str) -> str:
    """Qt's translation (found by pyside6-lupdate: contexts VerdictPage, ResultsModel, Bands)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text)


def localized(number: str) -> str:
    from anonguard.gui.engine_words import localized as in_locale

    return in_locale(number)


def claim_words(claim: str) -> str:
    """An identity claim's name in the window's language (its words are marked in `gui/models.py`, context Claims)."""
    return translate("Claims", claim)


def alc_text(alc: float, interval: tuple[float, float] | None) -> str:
    """An ALC (with its interval) as the Verdict page reads it."""
    if alc < -1:
        return translate("VerdictPage", "below −1 (no advantage)")
    if not interval:
        return localized(f"{alc:.2f}")
    return translate("VerdictPage", "{alc} [{low}, {high}]").format(
        alc=localized(f"{alc:.2f}"), low=localized(f"{max(interval[0], -1):.2f}"), high=localized(f"{interval[1]:.2f}"))


def band_words(band: str) -> str:
    return translate("Bands", BAND_WORDS[band])


def _worst_of(findings: list[Finding], subject) -> str:
    """'{subject} {alc} ({band}, release '…')' for each subject's worst finding, joined."""
    return "; ".join(translate("VerdictPage", "{secret} {alc} ({band}, release '{release}')").format(
        secret=subject(name), alc=alc_text(f.alc, None), band=band_words(f.band), release=f.release)
        for name, f in by_secret(findings))


class KindView:
    """The view of a kind without one of its own: on no results page, told by its attack."""

    kind = ""
    page: str | None = None  # the results page listing its results ("results", "membership"), if any

    def subject(self, result: Any) -> str:
        """What one result is about, as the results table's column says it."""
        return getattr(result, "secret", "")

    def driven_by(self, result: Any) -> str:
        """What kind of attack drives a release's verdict."""
        return translate("VerdictPage", "{kind}, by {attack}").format(kind=result.kind, attack=result.attack_id)

    def drivers(self, findings: list[Finding]) -> list[str]:
        """The Verdict page's lines on what drives the risk, from this kind's findings."""
        return []


class AttributeView(KindView):
    kind, page = Kind.ATTRIBUTE, "results"

    def driven_by(self, result: Any) -> str:
        return translate("VerdictPage", "attribute inference of {secret}, by {attack}").format(
            secret=result.secret, attack=result.attack_id)

    def drivers(self, findings: list[Finding]) -> list[str]:
        lines = []
        if findings:
            lines.append(translate("VerdictPage", "Sensitive variables, by the worst result an attacker reaches on "
                                   "them: {items}").format(items=_worst_of(findings, str)))
        known = by_known(findings)
        if len(known) > 1:
            lines.append(translate("VerdictPage", "Key variables the attacker knows, by the worst result they allow: "
                                   "{items}").format(items="; ".join(
                translate("VerdictPage", "knowing {known}: {alc} ({band})").format(
                    known=", ".join(k), alc=alc_text(f.alc, None), band=band_words(f.band)) for k, f in known)))
        elif known:
            lines.append(translate("VerdictPage", "Every attribute result assumes the attacker knows {known} about the "
                                   "people attacked; an attacker who knows less may do worse.").format(
                known=", ".join(known[0][0])))
        return lines


class IdentityView(KindView):
    kind, page = Kind.IDENTITY, "results"

    def subject(self, result: Any) -> str:
        return translate("ResultsModel", "claim: {claim}").format(claim=claim_words(result.secret))

    def driven_by(self, result: Any) -> str:
        return translate("VerdictPage", "{claim} (identity attack), by {attack}").format(
            claim=claim_words(result.secret), attack=result.attack_id)

    def drivers(self, findings: list[Finding]) -> list[str]:
        if not findings:
            return []
        return [translate("VerdictPage", "Identity attacks, by the worst result: {items}").format(
            items=_worst_of(findings, claim_words))]


class MembershipView(KindView):
    kind, page = Kind.MEMBERSHIP, "membership"

    def driven_by(self, result: Any) -> str:
        return translate("VerdictPage", "membership inference, by {attack}").format(attack=result.attack_id)

    def drivers(self, findings: list[Finding]) -> list[str]:
        worst = max(findings, key=lambda f: f.severity, default=None)
        if worst is None:
            return []
        return [translate("VerdictPage", "Membership: the worst ALC is {alc} ({band}), by {attack} on release "
                          "'{release}'.").format(alc=alc_text(worst.alc, None), band=band_words(worst.band),
                                                 attack=worst.result.attack_id, release=worst.release)]


class ReconstructionView(KindView):
    """The readings of published tables (`report.reconstruction_reading`): the inference through the people rebuilt
    from them, against the non-member baseline."""

    kind = "reconstruction"

    def driven_by(self, result: Any) -> str:
        return translate("VerdictPage", "the people rebuilt from the published tables, giving away {secret} "
                         "(ALC {alc}), by {attack}").format(
            secret=result.secret, alc=alc_text(result.inference.alc, tuple(result.inference.alc_ci)),
            attack=result.attack_id)

    def drivers(self, findings: list[Finding]) -> list[str]:
        worst = max(findings, key=lambda f: f.severity, default=None)
        if worst is None:
            return []
        return [translate("VerdictPage", "Published tables '{release}': the people rebuilt from the tables give away "
                          "{secret} with ALC {alc} beyond what the non-member baseline guesses ({band}; "
                          "Reconstruction page).").format(release=worst.release, secret=worst.result.secret,
                                                          alc=alc_text(worst.alc, worst.alc_ci),
                                                          band=band_words(worst.band))]


VIEWS: dict[str, KindView] = {view.kind: view for view in (AttributeView(), IdentityView(), MembershipView(),
                                                           ReconstructionView())}


def view_of(kind: str) -> KindView:
    """The window's view of the kind named `kind`."""
    if kind in VIEWS:
        return VIEWS[kind]
    return getattr(kind_named(kind), "window_view", None) or KindView()


def views() -> list[KindView]:
    """The views of the built-in kinds, in the order the Verdict page words them."""
    return list(VIEWS.values())
