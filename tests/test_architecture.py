"""The layering the code is built on, checked on its imports: no module imports a higher layer, and
no two modules import each other, however indirectly.

Layers, lowest first: the base (errors, file writing, the messages' `say`, process limits, resource
locations, the one field schema of settings and plugin parameters), `data` (reading, typing and encoding
tables), `plugins` (the catalog and its contract, with
the public `api` over it), `engine` (scenarios, measures, the audit; beside it the plugins' `testing` kit,
which audits frames), `report`,
then the `gui` and, above it, the `cli` (whose default command opens the window). Imports made only for
type checkers (`if TYPE_CHECKING:`) count too: they do not run, but a circle hidden under one is still a
circle for whoever reads or splits the code (a helper that takes the whole window instead of what it uses).
"""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "anonguard"
LAYERS = {  # top-level module or package of anonguard -> its layer
    "anonguard": 0, "errors": 0, "fields": 0, "fileio": 0, "phrases": 0, "process_limits": 0, "progress": 0, "resources": 0,
    "data": 1,
    "plugins": 2, "api": 2,
    "engine": 3, "testing": 3,
    "report": 4,
    "gui": 5,
    "cli": 6,
}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(tree: ast.AST):
    """Every `import` and `from ... import` node, those under `if TYPE_CHECKING:` included."""
    return (node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom)))


def _runtime_imports(tree: ast.AST):
    """Every `import` and `from ... import` node that runs, skipping `if TYPE_CHECKING:` blocks."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            yield from (n for child in node.orelse for n in _runtime_imports(child))
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        yield from _runtime_imports(node)


def import_graph() -> dict[str, set[str]]:
    """Module -> the anonguard modules it imports, at run time or for type checkers."""
    files = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        found = set()
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names if alias.name in files}
            elif node.module and node.level == 0 and node.module.startswith("anonguard"):
                found.add(node.module)
                found |= {f"{node.module}.{alias.name}" for alias in node.names} & files.keys()
        graph[name] = (found & files.keys()) - {name}
    return graph


def top(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def layer(module: str) -> int:
    return LAYERS[top(module)]


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def test_every_module_has_a_layer():
    assert {top(module) for module in import_graph()} - LAYERS.keys() == set()


def test_no_module_imports_a_higher_layer():
    upward = sorted(f"{module} -> {target}" for module, targets in import_graph().items() for target in targets
                    if layer(target) > layer(module))
    assert upward == []


def test_no_import_cycle():
    assert cycles(import_graph()) == []


def test_no_qt_below_the_window():
    qt = sorted(str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")
                if path.parent.name != "gui" and any(
                    (isinstance(n, ast.ImportFrom) and (n.module or "").startswith("PySide6"))
                    or (isinstance(n, ast.Import) and any(a.name.startswith("PySide6") for a in n.names))
                    for n in _runtime_imports(ast.parse(path.read_text(encoding="utf-8")))))
    assert qt == []


@pytest.mark.parametrize("graph, expected", [
    ({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, [["a", "b", "c"]]),
    ({"a": {"b"}, "b": set(), "c": {"b"}}, []),
    ({"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"c"}}, [["a", "b"], ["c", "d"]]),
])
def test_the_cycle_finder_finds_cycles(graph, expected):
    assert sorted(cycles(graph)) == expected


def test_the_layer_check_would_catch_the_readers_calling_the_catalog(tmp_path):
    source = "from anonguard.plugins.manager import load_catalog\n"
    tree = ast.parse(source)
    [node] = list(_runtime_imports(tree))
    assert layer("anonguard.data.readers") < layer(node.module)
    guarded = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import anonguard.gui.window\n")
    assert [n for n in _runtime_imports(guarded) if isinstance(n, ast.Import)] == []  # Qt for type checkers loads no Qt
    assert [n.names[0].name for n in _imports(guarded) if isinstance(n, ast.Import)] == ["anonguard.gui.window"]


def test_the_pdf_knows_the_page_sizes_the_export_offers():
    from anonguard.report.export import PAGE_SIZES
    from anonguard.report.pdf import PAGE_SIZES as SIZES

    assert tuple(SIZES) == PAGE_SIZES


def test_no_module_is_over_700_lines():
    long = sorted(f"{path.relative_to(PACKAGE)}: {n}" for path in PACKAGE.rglob("*.py")
                  if (n := len(path.read_text(encoding="utf-8").splitlines())) > 700)
    assert long == [], "split them into modules whose names say what they hold"


PUBLIC = {"anonguard.api", "anonguard.testing"}  # all of AnonGuard a plugin may import


def anonguard_imports(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, module) of every import of an anonguard module in `tree`, those under `if TYPE_CHECKING:` too."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module == "anonguard":
            found += [(node.lineno, f"anonguard.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
    return [(line, name) for line, name in found if name.split(".")[0] == "anonguard"]


def test_first_party_plugins_import_only_the_public_api():
    """A first-party plugin, its tests included, is written as a third party writes one: of AnonGuard it uses
    `anonguard.api` and the `anonguard.testing` kit, so that whatever it needs is public."""
    plugins = PACKAGE.parent / "plugins"
    private = [f"{path.relative_to(plugins.parent)}:{line}: {name}" for path in sorted(plugins.rglob("*.py"))
               for line, name in anonguard_imports(ast.parse(path.read_text(encoding="utf-8"))) if name not in PUBLIC]
    assert private == [], "export what they need from anonguard.api or anonguard.testing"


def test_the_plugin_import_check_sees_every_spelling():
    source = ("import anonguard.data.cells\nfrom anonguard import api, engine\nfrom anonguard.testing import x\n"
              "def f():\n    from anonguard.engine.audit import Audit\n")
    assert [(line, name) for line, name in anonguard_imports(ast.parse(source)) if name not in PUBLIC] == [
        (1, "anonguard.data.cells"), (2, "anonguard.engine"), (5, "anonguard.engine.audit")]
