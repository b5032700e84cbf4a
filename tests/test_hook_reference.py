"""docs/hooks.md is written from the contract, so it names every hook, membership included, and says
what each base class asks a plugin to implement; it must be what the code writes today."""

import inspect

from anonguard.plugins import hookspecs
from anonguard.plugins.manager import KINDS
from anonguard.plugins.reference import hook_reference

from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs"


def test_the_page_is_what_the_contract_writes():
    assert (DOCS / "hooks.md").read_text(encoding="utf-8") == hook_reference(), "run `make docs`"


def test_every_hook_and_every_method_a_plugin_implements_is_on_the_page():
    page = hook_reference()
    hooks = [name for name, _ in inspect.getmembers(hookspecs, inspect.isfunction) if name.startswith("anonguard_")]
    assert set(hooks) == set(KINDS) | {"anonguard_audit_kinds"} and "anonguard_membership_attacks" in hooks
    for hook in hooks:
        assert f"## `{hook}()`" in page
    for hook in KINDS:
        base = KINDS[hook][1]
        for method in base.__abstractmethods__:
            assert f"### `{method}(" in page
    assert "### `MembershipTask`" in page and "| `reference` | `pd.DataFrame` |" in page
    assert f"contract version {hookspecs.CONTRACT_VERSION}" in page


def test_the_guide_links_the_reference():
    assert "(hooks.md)" in (DOCS / "plugins.md").read_text(encoding="utf-8")
