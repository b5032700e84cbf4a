"""The hook reference for plugin authors, written from the contract itself: each hook's docstring
(`hookspecs`), the base class its classes build on (`manager.KINDS`), that class's docstring,
the class attributes it declares and the methods a plugin implements, with the task types those
methods receive. `make docs` writes it to docs/hooks.md; a test keeps the page equal to what this
module writes, so the reference cannot drift from the code.
"""

from __future__ import annotations

import dataclasses
import inspect
import typing

from anonguard.plugins import api, hookspecs
from anonguard.plugins.manager import KINDS

HEADER = """# Hook reference

Written from the code by `make docs` (`anonguard/plugins/reference.py`): every hook of the
contract (`anonguard/plugins/hookspecs.py`, contract version {version}), the base class its
classes build on, what such a class declares and the methods it implements. Import every name
from `anonguard.api`. The guide is [plugins.md](plugins.md).

Every class also declares what `Component` asks for: `id` (lower-case, unique in its kind),
`title`, `description`, `parameters` (a tuple of `Parameter`), optionally `imports` (modules
imported only when it runs) and `by_default` (False: run only when an audit names it).
"""


def hook_reference() -> str:
    """The whole reference page, as Markdown."""
    parts = [HEADER.format(version=hookspecs.CONTRACT_VERSION)]
    for name, hook in _hooks():
        if name in KINDS:
            parts.append(_hook_section(name, hook, *KINDS[name]))
        else:  # a hook returning objects rather than component classes: its docstring says what they are
            parts.append("\n".join([f"## `{name}()`", "", _doc(hook), "",
                                     "How a kind of audit is built: [architecture.md](architecture.md).", ""]))
    return "\n".join(parts).rstrip() + "\n"


def _hooks() -> list[tuple[str, typing.Callable]]:
    return [(name, function) for name, function in inspect.getmembers(hookspecs, inspect.isfunction)
            if name.startswith("anonguard_")]


def _hook_section(name: str, hook: typing.Callable, kind: str, base: type) -> str:
    lines = [f"## `{name}()`", "", _doc(hook), "",
             f"Returns a list of classes built on **`{base.__name__}`**; the catalog lists them as *{kind}*.", "",
             _doc(base), ""]
    attributes = _declared(base)
    if attributes:
        lines += ["| class attribute | type | default |", "|---|---|---|"]
        lines += [f"| `{attr}` | `{kind_}` | `{default}` |" for attr, kind_, default in attributes]
        lines.append("")
    tasks = []
    for method_name, method in _abstract_methods(base):
        lines += [f"### `{method_name}{_signature(method)}`", "", _doc(method), ""]
        tasks += [t for t in _task_types(method) if t not in tasks]
    for task in tasks:
        lines += [f"### `{task.__name__}`", "", _doc(task), "", "| field | type |", "|---|---|"]
        lines += [f"| `{field.name}` | `{_type_name(field.type)}` |" for field in dataclasses.fields(task)]
        lines.append("")
    return "\n".join(lines)


def _doc(obj: object) -> str:
    return inspect.cleandoc(obj.__doc__ or "").strip()


def _declared(base: type) -> list[tuple[str, str, str]]:
    """The class attributes `base` adds to Component's, with their types and defaults."""
    common = typing.get_type_hints(api.Component).keys()
    own = []
    for attr, hint in base.__dict__.get("__annotations__", {}).items():
        if attr in common or attr == "kind":
            continue
        default = getattr(base, attr, None)
        own.append((attr, _type_name(hint), repr(default)))
    return own


def _abstract_methods(base: type) -> list[tuple[str, typing.Callable]]:
    return [(name, getattr(base, name)) for name in sorted(base.__abstractmethods__)]


def _signature(method: typing.Callable) -> str:
    return str(inspect.signature(method)).replace("'", "")


def _task_types(method: typing.Callable) -> list[type]:
    """The dataclasses among the method's parameter and return types (what plugins receive and give)."""
    hints = typing.get_type_hints(method, {**vars(api), **vars(inspect.getmodule(method))})
    return [hint for hint in hints.values() if isinstance(hint, type) and dataclasses.is_dataclass(hint)]


def _type_name(hint: object) -> str:
    text = hint if isinstance(hint, str) else getattr(hint, "__name__", None) or str(hint)
    text = str(text).replace("typing.", "")
    return text[len("ClassVar["):-1] if text.startswith("ClassVar[") else text
