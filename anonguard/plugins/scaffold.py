"""`anonguard plugins new NAME`: a ready-to-build attack plugin project.

The project is a distribution of its own, registered in the `anonguard` entry-point group as any
third party's: a pyproject with the entry point, a working attack to start from, tests that run every
promise of the conformance kit as a test of its own (`anonguard.testing.attack_checks`) and a
hand-computed case, and a README on building the wheel an office installs without a network.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from string import Template

NAME = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")


@dataclass(frozen=True)
class PluginNames:
    """The names one plugin goes by, all from the attack's id (`my-attack`)."""

    attack_id: str

    @property
    def distribution(self) -> str:
        return f"anonguard-{self.attack_id}"

    @property
    def module(self) -> str:
        return "anonguard_" + self.attack_id.replace("-", "_")

    @property
    def cls(self) -> str:
        return "".join(part.capitalize() for part in self.attack_id.split("-"))

    @property
    def title(self) -> str:
        return self.attack_id.replace("-", " ").capitalize()


def new_plugin(attack_id: str, parent: str | Path) -> Path:
    """Write the project of the attack `attack_id` into a new folder under `parent`; return the folder.

    ValueError (one line naming the folder and what to do) if the id is not lower-case words joined by
    hyphens, the folder exists, or `parent` is no folder this user can write in (a file, missing,
    read-only, a path too long). The project is written beside its place and moved there at the end,
    so a failure midway leaves no half-made project."""
    if not NAME.match(attack_id):
        raise ValueError(f"{attack_id!r} is not a plugin name: use lower-case letters and digits, words joined by "
                         "hyphens, starting with a letter (e.g. my-attack)")
    names = PluginNames(attack_id)
    folder = Path(parent) / names.distribution
    staging = Path(parent) / f".{names.distribution}.partial-{os.getpid()}"
    try:
        if not Path(parent).is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "a file, not a folder" if Path(parent).exists() else "no such folder")
        if folder.exists():
            raise FileExistsError(errno.EEXIST, "exists already: choose another name or folder (--dir)")
        staging.mkdir()
    except FileExistsError:
        raise ValueError(f"{folder} exists already: choose another name or folder (--dir)") from None
    except OSError as exc:
        raise ValueError(f"--dir {parent}: cannot make the project there ({exc.strerror or exc}); give an existing "
                         "folder you can write in, with a shorter path if it is long") from None
    values = {"attack_id": attack_id, "distribution": names.distribution, "module": names.module,
              "cls": names.cls, "title": names.title}
    files = {
        "pyproject.toml": "pyproject.toml.tmpl",
        "README.md": "README.md.tmpl",
        f"{names.module}/__init__.py": "__init__.py.tmpl",
        f"{names.module}/attack.py": "attack.py.tmpl",
        f"tests/test_{names.module.removeprefix('anonguard_')}.py": "test_attack.py.tmpl",
    }
    templates = resources.files("anonguard.plugins") / "template"
    try:
        for target, template in files.items():
            path = staging / target
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(Template(templates.joinpath(template).read_text(encoding="utf-8")).substitute(values),
                            encoding="utf-8")
        os.rename(staging, folder)
    except OSError as exc:
        shutil.rmtree(staging, ignore_errors=True)
        raise ValueError(f"{folder}: the project could not be written ({exc.strerror or exc}); free some space, or "
                         "give another folder (--dir), with a shorter path if it is long") from None
    return folder
