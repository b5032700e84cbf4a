"""The reconstruction as a reading of the verdict: per count-table release and sensitive variable, the inference
through the reconstruction against the non-member baseline, banded from its ALC interval as the attack results are
(`anonguard.engine.claims.decision.decide`). A release whose reconstruction could not be measured (no inference, no
guess made through it, no interval) reads *cannot be judged*, never safe.

The verdict weighs these readings as it weighs results (`KindPresenter.readings`): a measured one is a finding, one
that could not be measured a problem with its reasons."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from anonguard.engine.claims.decision import decide
from anonguard.engine.claims.estimate import Interval
from anonguard.engine.outcome import Status
from anonguard.engine.reconstruction.measure import RECONSTRUCTION
from anonguard.engine.reconstruction.result import Inference, ReconstructionResult, TablesReconstruction
from anonguard.phrases import say
from anonguard.report.findings import BAND_WORDS, Finding

KIND = "reconstruction"


@dataclass(frozen=True)
class TablesReading:
    """One sensitive variable of one count-table release as the verdict reads it; shaped as a result (release,
    kind, attack, status, problems) so the verdict weighs it as one."""

    release: str
    attack_id: str
    secret: str | None = None  # the sensitive variable, None when the release made no inference at all
    inference: Inference | None = None
    problems: list[str] = field(default_factory=list)  # why it could not be measured
    kind: str = KIND
    by_design: bool = False

    @property
    def status(self) -> str:
        return Status.NOT_APPLICABLE if self.problems else Status.OK

    @property
    def verdict(self) -> None:
        return None


def readings(found: ReconstructionResult | None) -> list[TablesReading]:
    """Every count-table release's readings: one per sensitive variable guessed, or one that cannot be judged."""
    if found is None:
        return []
    cancelled = [say("the reconstruction was cancelled before it measured this release: run it again")] \
        if found.status == "cancelled" else []
    made = []
    for release in found.releases:
        if not release.inferences:
            made.append(TablesReading(release.release, release.attack, problems=cancelled + [_nothing_guessed(release)]))
        for inference in release.inferences:
            why = cancelled + _unmeasured(inference)
            made.append(TablesReading(release.release, release.attack, inference.sensitive, inference, why))
    return made


def _nothing_guessed(release: TablesReconstruction) -> str:
    return say("no sensitive variable was guessed through the reconstruction of '{release}' (name the original "
               "and its secret): it cannot be judged", release=release.release)


def _unmeasured(inference: Inference) -> list[str]:
    rebuilt = inference.row("everyone", RECONSTRUCTION)
    if rebuilt is None or not rebuilt.get("predictions"):
        return [say("the reconstruction made no guess of {secret} (no unit's people could be rebuilt from the "
                    "published cells): it cannot be judged", secret=inference.sensitive)]
    if inference.alc is None or len(inference.alc_ci) != 2 or not all(map(math.isfinite, inference.alc_ci)):
        return [say("too few guesses of {secret} through the reconstruction to measure its ALC: it cannot be judged",
                    secret=inference.sensitive)]
    return []


def finding(reading: TablesReading, bands: Any) -> Finding | None:
    """The measured reading as the verdict's finding (None for one that could not be measured)."""
    inference = reading.inference
    if reading.problems or inference is None:
        return None
    low, high = inference.alc_ci
    band = decide(Interval(inference.alc, low, high), bands)
    return Finding(reading, inference.alc, (low, high), band, sentence(reading.release, inference, band))


def sentence(release: str, inference: Inference, band: str) -> str:
    """The reading in plain words."""
    low, high = inference.alc_ci
    return say("published tables '{release}': the people rebuilt from the tables give away {secret} with ALC {alc:.2f} "
               "[{low:.2f}, {high:.2f}] beyond what the non-member baseline guesses: {band}", release=release,
               secret=inference.sensitive, alc=inference.alc, low=max(low, -1), high=high, band=BAND_WORDS[band])
