"""`anonguard plugins`: list the catalog, make a new plugin project, install a plugin wheel."""

from __future__ import annotations

import argparse
import json

from anonguard.cli.exit_status import USAGE
from anonguard.cli.parser import UsageError
from anonguard.plugins.install import install_wheel
from anonguard.plugins.manager import KINDS, load_catalog


def list_plugins(args: argparse.Namespace) -> int:
    if args.action == "install":
        return install_plugin(args)
    if args.action == "new":
        return new_plugin_project(args)
    if args.wheel:
        raise UsageError(f"unexpected {args.wheel!r}: did you mean 'anonguard plugins install {args.wheel}'?")
    catalog = load_catalog()
    if args.json:
        print(json.dumps({
            "plugins": [{"name": p.name, "version": p.version, "hooks": list(p.hooks)} for p in catalog.plugins],
            "entries": [e.describe() for e in catalog.entries.values()],
            "problems": [p.describe() for p in catalog.problems],
        }, indent=1))
        return 0
    for kind, _ in KINDS.values():  # every hook's kind: a kind added later is listed without an edit here
        for entry in catalog.of_kind(kind):
            print(f"{kind:<17} {entry.id:<26} {entry.version:<8} {entry.plugin}  {entry.title}")
    for problem in catalog.problems:
        print(f"{'FAILED':<15} {problem.plugin:<26} {'':<8} {problem.error}")
        if args.debug and problem.detail:
            print(problem.detail)
    return 0


def new_plugin_project(args: argparse.Namespace) -> int:
    """Write a ready-to-build attack plugin project and say how to test, build and install it."""
    from anonguard.plugins.scaffold import new_plugin

    if not args.wheel:
        raise UsageError("plugins new needs the attack's id, e.g. 'anonguard plugins new my-attack'")
    try:
        folder = new_plugin(args.wheel, args.dir)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    print(f"wrote {folder}\n\nnext:\n  cd {folder}\n  python -m pip install -e '.[test]' && python -m pytest\n"
          f"  anonguard audit --demo --attack {args.wheel} --out /tmp/{args.wheel}\n"
          "  python -m pip wheel . --no-deps --no-build-isolation -w dist   # a wheel to install offline")
    return 0


def install_plugin(args: argparse.Namespace) -> int:
    """Unpack a plugin wheel into the per-user plugin folder and show what the catalog now offers from it.

    Exit status 2 (bad input: the wheel) if what it installed fails to load or offers nothing."""
    if not args.wheel:
        raise UsageError("plugins install needs the path of a plugin wheel (.whl)")
    installed = install_wheel(args.wheel)
    catalog = load_catalog()
    offered = [e for e in catalog.entries.values() if e.plugin in installed.entry_points]
    problems = [p for p in catalog.problems if p.plugin in installed.entry_points]
    print(f"installed {installed.name} {installed.version} into {installed.folder}")
    for entry in offered:
        print(f"  {entry.kind:<15} {entry.id}")
    for problem in problems:
        print(f"  FAILED {problem.plugin}: {problem.error}")
    return USAGE if problems or not offered else 0
