"""Discovers plugins, asks each for what it provides, and keeps a catalog of it.

Like datasette, AnonGuard's own baseline models, selectors and table readers are
registered through the same hooks as third-party plugins. A plugin that fails to import, raises in a hook or
declares something malformed is recorded as a problem with its name and skipped; it never
stops the others from loading. One that would take the process down with it (a crash, a hang,
`os._exit`) is caught before it is imported here: every entry point is vetted in a child
process first (see `anonguard.plugins.vetting`), and what a plugin prints goes to stderr.
"""

from __future__ import annotations

import importlib.metadata
import inspect
import traceback
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pluggy

import anonguard
from anonguard.plugins import api, hookspecs
from anonguard.plugins.reconstruction import ReconstructionAttack
from anonguard.plugins.defaults import baseline_models, readers, selectors
from anonguard.plugins.install import add_plugin_dir_to_path
from anonguard.plugins.vetting import stdout_to_stderr, vet

ENTRY_POINT_GROUP = "anonguard"
DEFAULT_PLUGINS: tuple[ModuleType, ...] = (baseline_models, selectors, readers)

# hook name -> (catalog kind, required base class)
KINDS: dict[str, tuple[str, type]] = {
    "anonguard_attacks": ("attack", api.Attack),
    "anonguard_target_selectors": ("selector", api.TargetSelector),
    "anonguard_baseline_models": ("baseline-model", api.BaselineModel),
    "anonguard_generators": ("generator", api.Generator),
    "anonguard_membership_attacks": ("membership-attack", api.MembershipAttack),
    "anonguard_identity_attacks": ("identity-attack", api.IdentityAttack),
    "anonguard_readers": ("reader", api.TableReader),
    "anonguard_utility_measures": ("utility-measure", api.UtilityMeasure),
    "anonguard_treatments": ("treatment", api.Treatment),
    "anonguard_reconstruction_attacks": ("reconstruction-attack", ReconstructionAttack),
}


@dataclass(frozen=True)
class CatalogEntry:
    """One attack, selector, baseline model, reader... and where it came from."""

    id: str
    kind: str
    title: str
    description: str
    plugin: str
    version: str
    cls: type

    @property
    def parameters(self) -> tuple[api.Parameter, ...]:
        return tuple(self.cls.parameters)

    def create(self, params: dict[str, Any] | None = None) -> Any:
        return self.cls(**(params or {}))

    def describe(self) -> dict[str, Any]:
        return {
            "id": self.id, "kind": self.kind, "title": self.title, "description": self.description,
            "plugin": self.plugin, "version": self.version,
            "parameters": [p.describe() for p in self.parameters],
        }


@dataclass(frozen=True)
class PluginProblem:
    """A plugin that could not be used, and why."""

    plugin: str
    error: str
    detail: str = ""

    def describe(self) -> dict[str, str]:
        return {"plugin": self.plugin, "error": self.error}


@dataclass(frozen=True)
class PluginInfo:
    name: str
    version: str
    hooks: tuple[str, ...]


@dataclass
class Catalog:
    entries: dict[tuple[str, str], CatalogEntry] = field(default_factory=dict)
    problems: list[PluginProblem] = field(default_factory=list)
    plugins: list[PluginInfo] = field(default_factory=list)
    audit_kinds: list[Any] = field(default_factory=list)  # kinds of audit the plugins add (engine.kind.AuditKind)

    def of_kind(self, kind: str) -> list[CatalogEntry]:
        return [entry for (k, _), entry in sorted(self.entries.items()) if k == kind]

    def get(self, kind: str, entry_id: str) -> CatalogEntry:
        try:
            return self.entries[(kind, entry_id)]
        except KeyError:
            available = ", ".join(e.id for e in self.of_kind(kind)) or "none installed"
            raise KeyError(f"no {kind} with id {entry_id!r} (available: {available})") from None


def load_catalog(extra_plugins: Iterable[tuple[str, object]] = (), entry_points: bool = True) -> Catalog:
    """Build the catalog from the default plugins, the entry points and `extra_plugins`."""
    manager = pluggy.PluginManager(ENTRY_POINT_GROUP)
    manager.add_hookspecs(hookspecs)
    catalog = Catalog()
    versions: dict[str, str] = {}

    def register(name: str, plugin: object, version: str) -> None:
        mismatch = contract_problem(plugin)
        if mismatch:
            catalog.problems.append(PluginProblem(name, mismatch))
            return
        try:
            manager.register(plugin, name=name)
        except Exception as exc:  # a malformed plugin must not take the others down
            catalog.problems.append(_problem(name, "could not be registered", exc))
            return
        versions[name] = version

    for module in DEFAULT_PLUGINS:
        register(module.__name__, module, anonguard.__version__)
    with stdout_to_stderr():  # stdout carries `anonguard plugins --json`
        if entry_points:
            add_plugin_dir_to_path()  # wheels installed offline by 'anonguard plugins install'
            for name, plugin, version in _vetted_entry_points(catalog):
                register(name, plugin, version)
        for name, plugin in extra_plugins:
            register(name, plugin, getattr(plugin, "__version__", "?"))
        _collect_all(catalog, manager, versions)
    return catalog


def contract_problem(plugin: object) -> str | None:
    """Why `plugin` cannot be used with this AnonGuard's plugin contract, or None.

    A plugin states the contract it was written for as `ANONGUARD_CONTRACT` in its module; one that
    states none is taken to be written for the current contract."""
    declared = getattr(plugin, "ANONGUARD_CONTRACT", hookspecs.CONTRACT_VERSION)
    if declared == hookspecs.CONTRACT_VERSION and isinstance(declared, int):
        return None
    return (f"was written for plugin contract {declared!r}; AnonGuard {anonguard.__version__} speaks contract "
            f"{hookspecs.CONTRACT_VERSION}: install a version of the plugin made for this AnonGuard")


def _vetted_entry_points(catalog: Catalog) -> Iterator[tuple[str, object, str]]:
    """The plugins of the entry-point group that passed vetting, imported; the others become problems."""
    points = list(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP))
    for point, verdict in zip(points, vet(points)):
        if verdict.problem:
            catalog.problems.append(PluginProblem(point.name, verdict.problem, verdict.detail))
            continue
        try:
            plugin = point.load()
        except BaseException as exc:  # noqa: BLE001 - SystemExit in an import is a broken plugin too
            if isinstance(exc, KeyboardInterrupt):
                raise
            catalog.problems.append(_problem(point.name, "failed to import", exc))
            continue
        yield point.name, plugin, point.dist.version if point.dist is not None else "?"


def _collect_all(catalog: Catalog, manager: pluggy.PluginManager, versions: dict[str, str]) -> None:
    """Ask every registered plugin for what it provides."""
    for name, caller in vars(manager.hook).items():
        if isinstance(caller, pluggy.HookCaller) and not caller.has_spec():
            for impl in caller.get_hookimpls():
                catalog.problems.append(PluginProblem(impl.plugin_name, f"implements {name}, which is not an AnonGuard hook"))
    hooks_of: dict[str, list[str]] = {name: [] for name in versions}
    for hook_name, (kind, base) in KINDS.items():
        for impl in getattr(manager.hook, hook_name).get_hookimpls():
            hooks_of[impl.plugin_name].append(hook_name)
            _collect(catalog, impl, kind, base, versions[impl.plugin_name])
    for impl in manager.hook.anonguard_audit_kinds.get_hookimpls():
        hooks_of[impl.plugin_name].append("anonguard_audit_kinds")
        _collect_kinds(catalog, impl)
    catalog.plugins = [PluginInfo(name, versions[name], tuple(hooks_of[name])) for name in versions]


def _collect(catalog: Catalog, impl: pluggy.HookImpl, kind: str, base: type, version: str) -> None:
    try:
        provided = impl.function()
    except BaseException as exc:  # noqa: BLE001 - sys.exit() in a hook must not end the program either
        if isinstance(exc, KeyboardInterrupt):
            raise
        catalog.problems.append(_problem(impl.plugin_name, f"raised in {impl.function.__name__}", exc))
        return
    if not isinstance(provided, (list, tuple)):
        catalog.problems.append(PluginProblem(impl.plugin_name, f"{impl.function.__name__} must return a list of classes"))
        return
    for cls in provided:
        try:
            problem = _declaration_problem(cls, base)
        except Exception as exc:  # a declaration too broken to inspect
            problem = f"{cls!r} cannot be inspected: {type(exc).__name__}: {exc}"
        if problem:
            catalog.problems.append(PluginProblem(impl.plugin_name, problem))
            continue
        key = (kind, cls.id)
        if key in catalog.entries:
            owner = catalog.entries[key].plugin
            catalog.problems.append(PluginProblem(impl.plugin_name, f"{kind} id {cls.id!r} is already provided by {owner}"))
            continue
        catalog.entries[key] = CatalogEntry(cls.id, kind, cls.title, cls.description, impl.plugin_name, version, cls)


def _collect_kinds(catalog: Catalog, impl: pluggy.HookImpl) -> None:
    """The kinds of audit a plugin adds: objects with a `name` and a `plan`, each name once."""
    try:
        provided = impl.function()
    except BaseException as exc:  # noqa: BLE001 - as for the other hooks
        if isinstance(exc, KeyboardInterrupt):
            raise
        catalog.problems.append(_problem(impl.plugin_name, "raised in anonguard_audit_kinds", exc))
        return
    taken = {kind.name for kind in catalog.audit_kinds}
    for kind in provided if isinstance(provided, (list, tuple)) else [provided]:
        name = getattr(kind, "name", None)
        if not isinstance(name, str) or not name or not callable(getattr(kind, "plan", None)):
            catalog.problems.append(PluginProblem(impl.plugin_name, f"{kind!r} is not a kind of audit (an "
                                                                    "anonguard.engine.kind.AuditKind instance)"))
        elif name in taken:
            catalog.problems.append(PluginProblem(impl.plugin_name, f"a kind of audit named {name!r} is already added"))
        else:
            catalog.audit_kinds.append(kind)
            taken.add(name)


def _declaration_problem(cls: object, base: type) -> str | None:
    if not (isinstance(cls, type) and issubclass(cls, base)):
        return f"{cls!r} is not a subclass of anonguard.plugins.api.{base.__name__}"
    if inspect.isabstract(cls):
        missing = ", ".join(sorted(cls.__abstractmethods__))
        return f"{cls.__name__} does not implement {missing}"
    if not isinstance(cls.parameters, tuple):
        return f"{cls.__name__}.parameters must be a tuple of api.Parameter (a trailing comma for one)"
    for attribute in ("id", "title", "description"):
        if not isinstance(getattr(cls, attribute, None), str) or not getattr(cls, attribute):
            return f"{cls.__name__} does not declare a non-empty string {attribute!r}"
    if issubclass(cls, api.TableReader) and not (
        isinstance(cls.extensions, tuple) and cls.extensions
        and all(isinstance(e, str) and e.startswith(".") and e == e.lower() for e in cls.extensions)
    ):
        return f"{cls.__name__}.extensions must be a non-empty tuple of lower-case suffixes like ('.sav',)"
    for parameter in cls.parameters:
        if not isinstance(parameter, api.Parameter):
            return f"{cls.__name__} declares a parameter that is not an api.Parameter: {parameter!r}"
        try:
            parameter.coerce(parameter.default)
        except ValueError as exc:
            return f"{cls.__name__}: default of {exc}"
    choices = {p.name: p.choices for p in cls.parameters if p.type == "choice"}
    for parameter in cls.parameters:
        if parameter.applies_when is not None:
            other, wanted = parameter.applies_when
            if other not in choices or not set(wanted) <= set(choices[other]):
                return (f"{cls.__name__}: parameter {parameter.name!r} applies_when must name a choice parameter of "
                        f"the same plugin and some of its choices, got {parameter.applies_when!r}")
    return None


def _problem(plugin: str, what: str, exc: BaseException) -> PluginProblem:
    message = f"{what}: {type(exc).__name__}: {exc}".rstrip(": ")
    return PluginProblem(plugin, message, "".join(traceback.format_exception(exc)))
