"""`anonguard settings`: every audit setting as `--set` and an audit file name it, with its default,
what it may be and what it means, from the settings' own declarations."""

from __future__ import annotations

import argparse
import json
import textwrap

from anonguard.engine.settings import SettingInfo, setting_infos, settings_schema


def list_settings(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps(settings_schema(), indent=1, ensure_ascii=False))
        return 0
    print("Every audit setting. Set one with --set NAME=VALUE on 'anonguard audit' or 'anonguard membership',\n"
          "or under \"settings\" in an audit file. 'none' sets a setting that may be empty.\n")
    section = None
    for info in setting_infos():
        if len(info.path) > 1 and info.path[0] != section:
            section = info.path[0]
            print(f"[{section}]")
        print(f"  {info.name} = {info.default_text()}    ({_takes(info)})")
        words = f"{info.label}: {info.help}" + (f" none: {info.null}." if info.null else "")
        print(textwrap.fill(words, width=100, initial_indent="      ", subsequent_indent="      "))
    return 0


def _takes(info: SettingInfo) -> str:
    takes = info.kind() + (f", {info.unit}" if info.unit else "")
    return takes + (f"; {info.range.words()}" if info.range is not None else "")
