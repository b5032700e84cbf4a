"""What one identity scenario produced: the measures of an attribute result, about identity claims.

An identity attack's claims (singling out, linkability, record linkage) are judged right or wrong
like an attribute attack's predictions, and the same claims made by the same attack from records
of other people are the baseline, so its result has every measure of an attribute result: the
claim type stands where the sensitive variable does, and the attacker's key variables where the
known columns do."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from anonguard.engine.outcome import Kind
from anonguard.engine.claims.results import ClaimsResult
from anonguard.engine.result_fields import Written, result_field
from anonguard.plugins.api import LINKABILITY, RECORD_LINKAGE, SINGLING_OUT


@dataclass
class IdentityResult(ClaimsResult):
    """An identity attack's result (singling out, linkability, record linkage): the measures of an attribute
    result, the claim in `secret` and `claim`, the attacker's key variables in `known`."""

    views: list[list[str]] = result_field(
        "linkability's two views of the key variables (empty for the other claims)", factory=list)

    kind = Kind.IDENTITY

    @property
    def claim(self) -> str:
        return self.secret

    def to_dict(self, include_attempts: bool = False) -> dict[str, Any]:
        return {**super().to_dict(include_attempts), "claim": self.claim, "views": [list(v) for v in self.views]}

    @classmethod
    def written_beside_fields(cls) -> dict[str, Written]:
        """The measures' keys, and the claim made."""
        claims = [SINGLING_OUT, LINKABILITY, RECORD_LINKAGE]
        return {**super().written_beside_fields(), "claim": ({"enum": claims}, True)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "IdentityResult":
        base = ClaimsResult.from_dict(data)
        result = cls(**{name: getattr(base, name) for name in ClaimsResult.__dataclass_fields__})
        result.views = [list(v) for v in data.get("views") or []]
        return result
