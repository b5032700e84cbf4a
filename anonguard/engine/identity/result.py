"""What one identity scenario produced: the measures of an attribute result, about identity claims.

An identity attack's claims (singling out, linkability, record linkage) are judged right or wrong
like an attribute attack's predictions, and the same claims made by the same attack from records
of other people are the baseline, so its result has every measure of an attribute result: the
claim type stands where the sensitive variable does, and the attacker's key variables where the
known columns do."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from anonguard.engine.outcome import Kind
from anonguard.engine.claims.results import ClaimsResult


@dataclass
class IdentityResult(ClaimsResult):
    """One (release, identity attack) row of an audit; `secret` holds the claim type."""

    views: list[list[str]] = field(default_factory=list)  # linkability's two views

    kind = Kind.IDENTITY

    @property
    def claim(self) -> str:
        return self.secret

    def to_dict(self, include_attempts: bool = False) -> dict[str, Any]:
        return {**super().to_dict(include_attempts), "claim": self.claim, "views": [list(v) for v in self.views]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "IdentityResult":
        base = ClaimsResult.from_dict(data)
        result = cls(**{name: getattr(base, name) for name in ClaimsResult.__dataclass_fields__})
        result.views = [list(v) for v in data.get("views") or []]
        return result
