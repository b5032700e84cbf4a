"""`anonguard settings`: every audit setting, and every field of the audit file's kind sections, as `--set` and
an audit file name it, with its default, what it may be and what it means, from their own declarations."""

from __future__ import annotations

import argparse
import json
import textwrap
from collections.abc import Iterable

from anonguard.engine.settings import SettingInfo, setting_infos, settings_schema
from anonguard.engine.spec import section_infos


def list_settings(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps(settings_schema(), indent=1, ensure_ascii=False))
        return 0
    print("Every audit setting. Set one with --set NAME=VALUE on 'anonguard audit' or 'anonguard membership',\n"
          "or under \"settings\" in an audit file. 'none' sets a setting that may be empty.\n")
    _list(setting_infos())
    print("\nEvery field of the audit file's sections of the kinds of audit (membership, reidentification, identity).\n"
          "Set one with --set NAME=VALUE as well (a command running one kind takes its own section's), or in the\n"
          "section of an audit file; a JSON list or object is given as JSON.\n")
    _list(section_infos(), "section")
    return 0


def _list(infos: Iterable[SettingInfo], noun: str = "") -> None:
    """Each field under its section's header, with its default, what it takes and its words."""
    section = None
    for info in infos:
        if len(info.path) > 1 and info.path[0] != section:
            section = info.path[0]
            print(f"[{section}{' ' + noun if noun else ''}]")
        print(f"  {info.name} = {info.default_text()}    ({_takes(info)})")
        words = f"{info.label}: {info.help}" + (f" none: {info.null}." if info.null else "")
        print(textwrap.fill(words, width=100, initial_indent="      ", subsequent_indent="      "))


def _takes(info: SettingInfo) -> str:
    takes = info.kind() + (f", {info.unit}" if info.unit else "")
    return takes + (f"; {info.range.words()}" if info.range is not None else "")
