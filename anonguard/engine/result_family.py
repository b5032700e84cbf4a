"""Every kind of scenario result, read back from what its `to_dict` wrote.

Results of each kind live in their own module (attribute inference in `results`, membership in
`membership_result`); this module sits above them so neither needs the other.
"""

from __future__ import annotations

from typing import Any

from anonguard.engine.identity_result import IdentityResult
from anonguard.engine.membership_result import MembershipResult
from anonguard.engine.outcome import Kind
from anonguard.engine.results import ScenarioResult

RESULT_TYPES: dict[str, type] = {Kind.ATTRIBUTE: ScenarioResult, Kind.MEMBERSHIP: MembershipResult,
                                 Kind.IDENTITY: IdentityResult}


def result_from_dict(data: dict[str, Any]) -> ScenarioResult | MembershipResult:
    """A result as its `to_dict` wrote it; files written before results had a kind hold attribute results."""
    kind = data.get("kind", Kind.ATTRIBUTE)
    if kind not in RESULT_TYPES:
        raise ValueError(f"a result of kind {kind!r}, which this version of AnonGuard does not know; "
                         f"open the file with the version that wrote it (kinds known: {', '.join(RESULT_TYPES)})")
    return RESULT_TYPES[kind].from_dict(data)
