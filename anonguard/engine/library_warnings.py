"""Warnings the libraries raise while an audit runs, kept once each in the audit's warnings.

scikit-learn, joblib and pandas warn per call: a secret with many rare values gave hundreds of
identical lines on the terminal, where they hide what matters and are gone once it scrolls.
Here each distinct warning (numbers set aside) is kept once, named by the library that raised
it, so it reaches the window, `audit.json` and the report like the audit's own warnings.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from contextlib import contextmanager

NUMBER = re.compile(r"\d+(\.\d+)?")


def described(message: Warning | str, category: type[Warning], module: str | None = None) -> str:
    """One line naming the library and the warning's text."""
    origin = (module or category.__module__ or "").split(".")[0]
    text = " ".join(str(message).split())
    return f"{origin}: {category.__name__}: {text}" if origin and origin != "builtins" else f"{category.__name__}: {text}"


def add_once(kept: list[str], line: str) -> None:
    """Append `line` unless a warning differing only in its numbers is already kept."""
    shape = NUMBER.sub("#", line)
    if all(NUMBER.sub("#", k) != shape for k in kept):
        kept.append(line)


@contextmanager
def captured(kept: list[str]) -> Iterator[None]:
    """While inside, every warning is added to `kept` (once) instead of being printed."""

    def keep(message, category, filename, lineno, file=None, line=None) -> None:  # noqa: ANN001 - warnings' own signature
        add_once(kept, described(message, category, _module_of(filename)))

    with warnings.catch_warnings():  # restores the filters and showwarning on the way out
        warnings.simplefilter("always")  # the de-duplication above is ours, across calls and processes
        warnings.showwarning = keep
        yield


def _module_of(filename: str) -> str | None:
    """The top-level package a warning came from, read from the path of the file that raised it."""
    parts = re.split(r"[\\/]", filename or "")
    for marker in ("site-packages", "dist-packages"):
        if marker in parts and parts.index(marker) + 1 < len(parts):
            return parts[parts.index(marker) + 1].removesuffix(".py")
    return None
