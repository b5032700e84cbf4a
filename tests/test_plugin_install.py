"""`anonguard plugins install WHEEL`: a third-party plugin installed offline, from its wheel alone."""

import json
import zipfile

import pytest

from conftest import run_cli
from test_plugins import TINY


def _wheel(folder, version="1.0.0", requires=(), group="anonguard", tag="py3-none-any"):
    """A wheel as a build backend writes it: the module, its dist-info and the entry point."""
    path = folder / f"acme_attacks-{version}-{tag}.whl"
    info = f"acme_attacks-{version}.dist-info"
    metadata = "Metadata-Version: 2.1\nName: acme-attacks\nVersion: " + version + "\n"
    metadata += "".join(f"Requires-Dist: {r}\n" for r in requires)
    files = {
        "acme_attacks.py": TINY,
        f"{info}/METADATA": metadata,
        f"{info}/WHEEL": f"Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: {tag}\n",
        f"{info}/entry_points.txt": f"[{group}]\nacme = acme_attacks\n",
    }
    files[f"{info}/RECORD"] = "".join(f"{name},,\n" for name in files) + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return path


@pytest.fixture
def plugin_dir(tmp_path):
    return {"ANONGUARD_PLUGIN_DIR": str(tmp_path / "plugins")}


def test_an_installed_wheel_joins_the_catalog(tmp_path, plugin_dir):
    done = run_cli("plugins", "install", _wheel(tmp_path), env_extra=plugin_dir, check_exit=0)
    assert "installed acme-attacks 1.0.0" in done.stdout and "tiny-majority" in done.stdout
    listing = json.loads(run_cli("plugins", "--json", env_extra=plugin_dir, check_exit=0).stdout)
    entries = {e["id"]: e for e in listing["entries"]}
    assert entries["tiny-majority"]["plugin"] == "acme" and entries["tiny-majority"]["version"] == "1.0.0"
    # a newer version replaces the older one's files
    run_cli("plugins", "install", _wheel(tmp_path, "1.1.0"), env_extra=plugin_dir, check_exit=0)
    listing = json.loads(run_cli("plugins", "--json", env_extra=plugin_dir, check_exit=0).stdout)
    assert {e["id"]: e["version"] for e in listing["entries"]}["tiny-majority"] == "1.1.0"
    assert [p.name for p in (tmp_path / "plugins").glob("*.dist-info")] == ["acme_attacks-1.1.0.dist-info"]


@pytest.mark.parametrize("make, fragment", [
    (lambda d: _wheel(d, requires=["no-such-package-xyz>=1"]), "no-such-package-xyz>=1 (not installed)"),
    (lambda d: _wheel(d, group="something-else"), "not an AnonGuard plugin"),
    (lambda d: _wheel(d, tag="cp27-cp27m-win32"), "not for this Python and system"),
    (lambda d: (d / "acme-1.0-py3-none-any.whl").write_bytes(b"garbage") and d / "acme-1.0-py3-none-any.whl",
     "damaged"),
    (lambda d: d / "missing-1.0-py3-none-any.whl", "no such file"),
])
def test_a_wheel_that_cannot_work_is_refused_and_nothing_is_installed(tmp_path, plugin_dir, make, fragment):
    done = run_cli("plugins", "install", make(tmp_path), env_extra=plugin_dir, check_exit=2)
    assert fragment in done.stderr and "Traceback" not in done.stderr
    assert not list((tmp_path / "plugins").glob("*")) if (tmp_path / "plugins").exists() else True


def test_the_window_installs_a_plugin_and_lists_it_at_once(qtbot, tmp_path, monkeypatch):
    from test_gui import MainWindow  # Qt only for this test

    monkeypatch.setenv("ANONGUARD_PLUGIN_DIR", str(tmp_path / "plugins"))
    window = MainWindow()
    qtbot.addWidget(window)
    warnings = []
    monkeypatch.setattr(window, "_warn", lambda title, text: warnings.append(text))
    monkeypatch.setattr(window, "_ask", lambda *args, **kwargs: str(tmp_path / "nothing-1.0-py3-none-any.whl"))
    assert not window.install_plugin() and "no such file" in warnings[-1]
    monkeypatch.setattr(window, "_ask", lambda *args, **kwargs: str(_wheel(tmp_path)))
    assert ("attack", "tiny-majority") not in window.catalog.entries
    assert window.install_plugin()
    assert ("attack", "tiny-majority") in window.catalog.entries
    assert "tiny-majority" in window.status.text()
    tree = window.attacks_page.tree
    shown = [tree.topLevelItem(i).child(j).text(0) for i in range(tree.topLevelItemCount())
             for j in range(tree.topLevelItem(i).childCount())]
    assert "Tiny majority" in shown
