"""An audit as a file: inputs with their hashes, column choices, attacks and settings.

The same file drives the CLI and the GUI, and re-runs identically anywhere: paths are
stored relative to the file when they can be, and every setting and the seed are in it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from anonguard.engine.settings import AuditSettings
from anonguard.errors import AuditError

FORMAT = "anonguard-audit"
FORMAT_VERSION = 1


@dataclass
class TableRef:
    path: str
    sha256: str | None = None


@dataclass
class ReleaseSpec:
    """One release; several tables when an office publishes several tables from one original."""

    label: str
    tables: list[TableRef]


@dataclass
class AttackChoice:
    id: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass
class AuditSpec:
    original: TableRef
    releases: list[ReleaseSpec]
    secrets: list[str]
    known_sets: list[list[str]] = field(default_factory=list)  # empty: every other column
    attacks: list[AttackChoice] = field(default_factory=list)  # empty: every installed attack
    kinds: dict[str, str] = field(default_factory=dict)  # overrides of the inferred kinds
    ignore: list[str] = field(default_factory=list)
    entity: str | None = None
    settings: AuditSettings = field(default_factory=AuditSettings)
    base_dir: Path = field(default_factory=Path.cwd)  # relative paths are relative to this

    def resolve(self, ref: TableRef) -> Path:
        path = Path(ref.path)
        return path if path.is_absolute() else self.base_dir / path

    def to_dict(self, relative_to: Path | None = None) -> dict[str, Any]:
        def where(ref: TableRef) -> dict[str, Any]:
            path = self.resolve(ref).resolve()
            if relative_to is not None and path.anchor == Path(relative_to).anchor:  # not across Windows drives
                path = Path(os.path.relpath(path, relative_to))
            return {"path": path.as_posix(), "sha256": ref.sha256}

        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "original": where(self.original),
            "releases": [{"label": r.label, "tables": [where(t) for t in r.tables]} for r in self.releases],
            "secrets": list(self.secrets),
            "known_sets": [list(k) for k in self.known_sets],
            "attacks": [{"id": a.id, "params": dict(a.params)} for a in self.attacks],
            "kinds": dict(self.kinds),
            "ignore": list(self.ignore),
            "entity": self.entity,
            "settings": self.settings.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any, base_dir: Path) -> "AuditSpec":
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise AuditError("not an AnonGuard audit file (its 'format' is not 'anonguard-audit')")
        version = data.get("version", 0)
        if not isinstance(version, int) or version > FORMAT_VERSION:
            raise AuditError(f"audit file version {version!r} is not one this AnonGuard reads ({FORMAT_VERSION}); update AnonGuard")
        try:
            return cls(
                original=_table(data["original"], "original"),
                releases=[
                    ReleaseSpec(_text(r["label"], "release label"), [_table(t, "release table") for t in _list(r["tables"], "tables")])
                    for r in _list(data["releases"], "releases")
                ],
                secrets=_names(data["secrets"], "secrets"),
                known_sets=[_names(k, "known set") for k in _list(data.get("known_sets", []), "known_sets")],
                attacks=[AttackChoice(_text(a["id"], "attack id"), dict(a.get("params", {})))
                         for a in _list(data.get("attacks", []), "attacks")],
                kinds={_text(k, "kinds"): _text(v, "kind") for k, v in dict(data.get("kinds", {})).items()},
                ignore=_names(data.get("ignore", []), "ignore"),
                entity=None if data.get("entity") is None else _text(data["entity"], "entity"),
                settings=AuditSettings.from_dict(data.get("settings")),
                base_dir=base_dir,
            )
        except KeyError as exc:
            raise AuditError(f"audit file is missing the field {exc}") from None
        except (TypeError, ValueError, AttributeError) as exc:
            raise AuditError(f"audit file is malformed: {exc}") from None

    @classmethod
    def load(cls, path: str | Path) -> "AuditSpec":
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise AuditError(f"{path}: no such audit file") from None
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise AuditError(f"{path}: not a readable audit file ({exc})") from None
        return cls.from_dict(data, path.resolve().parent)


def _list(value: Any, where: str) -> list:
    if not isinstance(value, list):
        raise ValueError(f"{where} must be a list, got {value!r}")
    return value


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError(f"{where} must be a non-empty string, got {value!r}")
    return value


def _names(value: Any, where: str) -> list[str]:
    return [_text(v, where) for v in _list(value, where)]


def _table(value: Any, where: str) -> TableRef:
    if not isinstance(value, dict):
        raise ValueError(f"{where} must be an object with a path, got {value!r}")
    sha = value.get("sha256")
    return TableRef(_text(value.get("path"), f"{where} path"), None if sha is None else _text(sha, f"{where} sha256"))
