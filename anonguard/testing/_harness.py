"""What a plugin's own tests need beyond the checks: tables encoded as the engine hands them over, and a
whole audit of frames in memory."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pandas as pd

from anonguard.data.encoding import encode_tables
from anonguard.plugins.api import ReleaseTable


def encode_release(original: pd.DataFrame, release: pd.DataFrame | Sequence[pd.DataFrame],
                   kinds: Mapping[str, str]) -> tuple[pd.DataFrame, tuple[ReleaseTable, ...]]:
    """The original and a release (one table or several), as read, encoded as the engine encodes them before
    a plugin sees them: the `kinds` columns as shared codes and numbers, generalized cells (`20-29`, `{M,F}`,
    `*`) in each table's `generalized`. For hand-made `AttackTask`s whose targets are the original's people."""
    tables = [release] if isinstance(release, pd.DataFrame) else list(release)
    named = [("release" if i == 0 else f"release#{i + 1}", table) for i, table in enumerate(tables)]
    data = encode_tables(original, {"release": named}, kinds)
    return data.original, data.releases["release"]


def audit_frames(original: pd.DataFrame, releases: Mapping[str, pd.DataFrame | Sequence[pd.DataFrame]],
                 secrets: Sequence[str], attacks: Sequence[str | tuple[str, Mapping[str, Any]]] = (),
                 known_sets: Sequence[Sequence[str]] = (), kinds: Mapping[str, str] | None = None,
                 settings: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Audit frames in memory to the end, as `anonguard audit` audits files, with the installed plugins; what
    it would write to `audit.json` (one entry of `results` per release, attack, sensitive variable and set of
    key variables). For end-to-end tests of a plugin.

    `releases` maps each release's label to its table (or tables); `attacks` are ids, or (id, parameters)
    pairs (none: every attack installed); `settings` is an audit file's `settings` section
    (`{"halting": {"max_attempts": 400}}`)."""
    from anonguard.engine.audit import Audit
    from anonguard.engine.settings import AuditSettings
    from anonguard.engine.spec import ComponentChoice

    chosen = [ComponentChoice(a) if isinstance(a, str) else ComponentChoice(a[0], dict(a[1])) for a in attacks]
    audit = Audit.of_frames(original, releases, secrets, known_sets, attacks=chosen, kinds=dict(kinds or {}),
                            settings=AuditSettings.from_dict(dict(settings or {}))).prepare()
    for _ in audit.run():
        pass
    return audit.to_dict()
