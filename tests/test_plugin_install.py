"""`anonguard plugins install WHEEL`: a third-party plugin installed offline, from its wheel alone,
without ever touching a path outside the plugin folder or another plugin's files."""

import base64
import hashlib
import json
import os
import stat
import warnings
import zipfile

import pytest

from conftest import run_cli, run_here
from test_plugins import TINY

from anonguard.errors import AuditError
from anonguard.plugins import install

BETA = TINY.replace('"tiny-majority"', '"beta-majority"').replace('"flaky"', '"beta-flaky"').replace('"crasher"', '"beta-crasher"')

# one worker runs these in order: they install wheels of the same names and share its vetting cache
pytestmark = pytest.mark.xdist_group("plugin-install")


def wheel_files(name="acme_attacks", version="1.0.0", payload=None, requires=(), group="anonguard", entry=None):
    """A plugin wheel's members as a build backend writes them: the payload, the dist-info, RECORD with hashes."""
    info = f"{name}-{version}.dist-info"
    files = dict(payload if payload is not None else {f"{name}.py": TINY})
    metadata = f"Metadata-Version: 2.1\nName: {name.replace('_', '-')}\nVersion: {version}\n"
    files[f"{info}/METADATA"] = metadata + "".join(f"Requires-Dist: {r}\n" for r in requires)
    files[f"{info}/WHEEL"] = "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files[f"{info}/entry_points.txt"] = f"[{group}]\n{entry or name.split('_')[0] + ' = ' + name}\n"
    files[f"{info}/RECORD"] = record_of(files) + f"{info}/RECORD,,\n"
    return files


def record_of(files):
    lines = []
    for name, content in files.items():
        data = content.encode() if isinstance(content, str) else content
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        lines.append(f"{name},sha256={digest},{len(data)}\n")
    return "".join(lines)


def write_wheel(path, files, compression=zipfile.ZIP_STORED):
    with warnings.catch_warnings(), zipfile.ZipFile(path, "w", compression) as archive:
        warnings.simplefilter("ignore")  # a duplicated member is what some tests want
        for name, content in (files.items() if isinstance(files, dict) else files):
            archive.writestr(name, content)
    return path


def _wheel(folder, version="1.0.0", requires=(), group="anonguard", tag="py3-none-any"):
    """The acme plugin's wheel, as a build backend writes it."""
    return write_wheel(folder / f"acme_attacks-{version}-{tag}.whl", wheel_files(version=version, requires=requires,
                                                                                 group=group))


def snapshot(folder):
    """Every path under `folder` with its content: what must not change when an install is refused."""
    return {str(p.relative_to(folder)): p.read_bytes() if p.is_file() else None for p in sorted(folder.rglob("*"))}


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
    (lambda d: _acme(d, {"acme_attacks-1.0.0.dist-info/METADATA": b"Name: acme-attacks\nSummary: caf\xe9\n"}),
     "METADATA is not UTF-8 text"),
    (lambda d: _bad_crc(d), "damaged (Bad CRC-32 for file 'acme_attacks.py')"),
])
def test_a_wheel_that_cannot_work_is_refused_and_nothing_is_installed(tmp_path, plugin_dir, monkeypatch, make, fragment):
    wheel = make(tmp_path)
    monkeypatch.setenv("ANONGUARD_PLUGIN_DIR", plugin_dir["ANONGUARD_PLUGIN_DIR"])
    # the command's `main` in this process (no interpreter to start for each refusal): what it prints and its status
    done = run_here("plugins", "install", wheel, check_exit=2)
    assert fragment in done.stderr and "Traceback" not in done.stderr and "internal error" not in done.stderr
    assert done.stderr.startswith(f"anonguard: error: {wheel}: ") and done.stderr.count("\n") == 1
    assert not list((tmp_path / "plugins").glob("*")) if (tmp_path / "plugins").exists() else True


@pytest.mark.parametrize("make, fragment", [
    (lambda d: _acme(d, {"acme_attacks-1.0.0.dist-info/entry_points.txt": b"[anonguard]\nacme\xff = acme_attacks\n"}),
     "entry_points.txt is not UTF-8 text"),
    (lambda d: _acme(d, {"acme_attacks-1.0.0.dist-info/RECORD": None}), "has no RECORD"),
    (lambda d: write_wheel(d / "acme_attacks-1.0.0-py3-none-any.whl",
                           [*wheel_files().items(), ("acme_attacks.py", "print('the second copy')")]), "appears twice"),
    (lambda d: _acme(d, {"acme_attacks_extra.py": "x = 1"}), "acme_attacks_extra.py, which its RECORD does not list"),
    (lambda d: _acme(d, {"acme_attacks-1.0.0.dist-info/RECORD": wheel_files()["acme_attacks-1.0.0.dist-info/RECORD"]
                         + "acme_attacks_extra.py,,\n"}), "its RECORD lists acme_attacks_extra.py, which the wheel"),
    (lambda d: _acme(d, {"acme_attacks.py": TINY + "# altered\n"}), "does not match the hash its RECORD gives"),
    (lambda d: _acme(d, {"acme_attacks-1.0.0.dist-info/METADATA": "Name: anonguard\nVersion: 1.0.0\n"}),
     "its METADATA names 'anonguard', not acme-attacks"),
])
def test_a_malformed_wheel_is_refused_in_one_line_and_nothing_is_installed(tmp_path, folder, make, fragment):
    wheel = make(tmp_path)
    with pytest.raises(AuditError) as refused:
        install.install_wheel(wheel)
    assert str(refused.value).startswith(f"{wheel}: ") and fragment in str(refused.value) and "\n" not in str(refused.value)
    assert not folder.exists() or not list(folder.iterdir())


def _acme(folder, changes):
    """The acme wheel with some members changed (None: left out) after its RECORD was written."""
    files = {**wheel_files(), **changes}
    return write_wheel(folder / "acme_attacks-1.0.0-py3-none-any.whl", {k: v for k, v in files.items() if v is not None})


def _bad_crc(folder):
    """The acme wheel with one byte of its module changed in the archive, as a bad download leaves it."""
    wheel = _wheel(folder)
    data = wheel.read_bytes()
    at = data.index(b"Tiny majority")
    wheel.write_bytes(data[:at] + b"T" + b"I" + data[at + 2:])
    return wheel


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """The plugin folder, for installs made in this process (quicker than the command line)."""
    monkeypatch.setenv("ANONGUARD_PLUGIN_DIR", str(tmp_path / "plugins"))
    return tmp_path / "plugins"


def test_an_upgrade_removes_only_its_own_files_inside_the_folder(tmp_path, folder):
    install.install_wheel(write_wheel(tmp_path / "beta_attacks-1.0.0-py3-none-any.whl",
                                      wheel_files("beta_attacks", payload={"beta_attacks.py": BETA})))
    install.install_wheel(_wheel(tmp_path))
    outside, absolute = tmp_path / "outside.txt", tmp_path / "absolute.txt"
    outside.write_text("not the plugin's")
    absolute.write_text("not the plugin's either")
    beta = snapshot(folder / "beta_attacks-1.0.0.dist-info") | {"module": (folder / "beta_attacks.py").read_bytes()}
    record = folder / "acme_attacks-1.0.0.dist-info" / "RECORD"  # edited by hand, or by a hostile earlier version
    record.write_text(record.read_text() + f"../outside.txt,,\n{absolute},,\n{folder}/../absolute.txt,,\n"
                      "beta_attacks.py,,\nbeta_attacks-1.0.0.dist-info/METADATA,,\nbeta_attacks-1.0.0.dist-info,,\n")

    install.install_wheel(_wheel(tmp_path, "1.1.0"))
    assert outside.read_text() == "not the plugin's" and absolute.read_text() == "not the plugin's either"

    hijack = write_wheel(tmp_path / "evil-1.0-py3-none-any.whl",
                         wheel_files("evil", "1.0", payload={"beta_attacks.py": "raise SystemExit('hijacked')"}))
    with pytest.raises(AuditError, match="ships beta_attacks.py, which the installed plugin beta_attacks-1.0.0"):
        install.install_wheel(hijack)
    assert snapshot(folder / "beta_attacks-1.0.0.dist-info") | {"module": (folder / "beta_attacks.py").read_bytes()} == beta
    assert sorted(p.name for p in folder.iterdir() if p.name != "__pycache__") == [
        "acme_attacks-1.1.0.dist-info", "acme_attacks.py", "beta_attacks-1.0.0.dist-info", "beta_attacks.py"]
    listing = json.loads(run_cli("plugins", "--json", check_exit=0).stdout)
    versions = {e["id"]: (e["plugin"], e["version"]) for e in listing["entries"]}
    assert versions["beta-majority"] == ("beta", "1.0.0") and versions["tiny-majority"] == ("acme", "1.1.0")


@pytest.mark.parametrize("payload, fragment", [
    ({"beta_attacks.py": "print('hijacked')", "acme_attacks.py": TINY}, "beta_attacks.py, which the installed plugin"),
    ({"beta_attacks/__init__.py": "", "acme_attacks.py": TINY}, "beta_attacks, which the installed plugin"),
    ({"BETA_ATTACKS.py": "", "acme_attacks.py": TINY}, "BETA_ATTACKS.py, which the installed plugin"),
    ({"beta_attacks-1.0.0.dist-info/entry_points.txt": "[anonguard]\nbeta = acme_attacks\n", "acme_attacks.py": TINY},
     "must hold one dist-info folder for acme-attacks 1.0.0 (it holds acme_attacks-1.0.0.dist-info, beta_"),
    ({"beta_attacks-1.0.0.data/purelib/beta_attacks.py": "", "acme_attacks.py": TINY}, "belongs to another distribution"),
])
def test_a_wheel_may_not_replace_another_plugins_files(tmp_path, folder, payload, fragment):
    install.install_wheel(write_wheel(tmp_path / "beta_attacks-1.0.0-py3-none-any.whl",
                                      wheel_files("beta_attacks", payload={"beta_attacks.py": BETA})))
    before = snapshot(folder)
    evil = write_wheel(tmp_path / "acme_attacks-1.0.0-py3-none-any.whl", wheel_files(payload=payload))
    with pytest.raises(AuditError, match="acme_attacks-1.0.0-py3-none-any.whl") as refused:
        install.install_wheel(evil)
    assert fragment in str(refused.value)
    assert snapshot(folder) == before


@pytest.mark.parametrize("payload, fragment", [
    ({"anonguard/__init__.py": ""}, "ships the module 'anonguard', which the application already imports from"),
    ({"numpy/__init__.py": ""}, "ships the module 'numpy', which the application already imports from"),
    ({"anonguard_best_row_match.py": ""}, "ships the module 'anonguard_best_row_match', which the application"),
    ({"json.py": ""}, "ships the module 'json', which the application already imports from"),
    ({"sys.py": ""}, "ships the module 'sys', which the application already imports from Python itself"),
])
def test_a_wheel_may_not_shadow_what_the_application_imports(tmp_path, folder, payload, fragment):
    wheel = write_wheel(tmp_path / "acme_attacks-1.0.0-py3-none-any.whl",
                        wheel_files(payload={**payload, "acme_attacks.py": TINY}))
    with pytest.raises(AuditError, match=fragment):
        install.install_wheel(wheel)
    assert not list(folder.iterdir())


def test_a_wheel_may_not_reinstall_a_distribution_the_application_has(tmp_path, folder):
    wheel = write_wheel(tmp_path / "anonguard_best_row_match-9.0-py3-none-any.whl",
                        wheel_files("anonguard_best_row_match", "9.0", payload={"brm_copy.py": TINY}))
    with pytest.raises(AuditError, match="anonguard-best-row-match is already installed with the application"):
        install.install_wheel(wheel)


@pytest.mark.parametrize("member", ["../evil.py", "acme_attacks/../../evil.py", "{tmp}/evil.py", "C:/evil.py",
                                    "C:evil.py", "..\\evil.py", "acme_attacks/./x.py", "link"])
def test_a_member_that_could_leave_the_folder_is_refused_and_nothing_is_written(tmp_path, folder, member):
    files = wheel_files()
    name = member.format(tmp=tmp_path)
    entry = zipfile.ZipInfo(name)
    if member == "link":  # a symbolic link to a file outside, as `zip --symlinks` stores it
        entry.external_attr = (stat.S_IFLNK | 0o777) << 16
    files[f"acme_attacks-1.0.0.dist-info/RECORD"] += f"{name},,\n"
    wheel = tmp_path / "acme_attacks-1.0.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr(entry, str(tmp_path / "outside.txt") if member == "link" else "print('escaped')")
        for path, content in files.items():
            archive.writestr(path, content)
    with pytest.raises(AuditError, match="must stay inside the plugin folder"):
        install.install_wheel(wheel)
    assert not folder.exists() and sorted(p.name for p in tmp_path.iterdir()) == [wheel.name]


@pytest.mark.parametrize("limits, members, fragment", [
    ({}, {"acme_attacks/model.bin": bytes(8 * 2**20)}, "over 100:1, the mark of a zip bomb"),
    ({"MAX_UNPACKED_BYTES": 4096}, {"acme_attacks/data.bin": os.urandom(5000)}, "would unpack to 0 MB, more than the 0 MB"),
    ({"MAX_MEMBERS": 8}, {f"acme_attacks/m{i}.py": "" for i in range(8)}, "holds 13 files, more than the 8"),
])
def test_a_zip_bomb_is_refused_before_anything_is_unpacked(tmp_path, folder, monkeypatch, limits, members, fragment):
    for name, value in limits.items():
        monkeypatch.setattr(install, name, value)
    wheel = write_wheel(tmp_path / "acme_attacks-1.0.0-py3-none-any.whl",
                        wheel_files(payload={**members, "acme_attacks.py": TINY}), zipfile.ZIP_DEFLATED)
    monkeypatch.setattr(zipfile.ZipFile, "open", lambda *args, **kwargs: pytest.fail("a member was unpacked"))
    with pytest.raises(AuditError, match=fragment):
        install.install_wheel(wheel)
    assert not folder.exists()


def test_a_failed_upgrade_keeps_the_old_version_working(tmp_path, folder):
    install.install_wheel(_wheel(tmp_path))
    before = snapshot(folder)
    files = wheel_files(version="1.1.0")
    files["acme_attacks.py"] = TINY.replace("Tiny majority", "Tampered")  # no longer what RECORD says
    broken = write_wheel(tmp_path / "acme_attacks-1.1.0-py3-none-any.whl", files)
    with pytest.raises(AuditError, match="acme_attacks.py does not match the hash its RECORD gives"):
        install.install_wheel(broken)
    assert snapshot(folder) == before  # no staging folder left behind either
    listing = json.loads(run_cli("plugins", "--json", check_exit=0).stdout)
    assert {e["id"]: e["version"] for e in listing["entries"]}["tiny-majority"] == "1.0.0"


def test_a_switch_that_fails_half_way_puts_everything_back(tmp_path, folder, monkeypatch):
    install.install_wheel(_wheel(tmp_path))
    before = snapshot(folder)
    replace, calls = os.replace, []

    def fail_once(source, target):  # the disk fills while the new version's files are moved in
        calls.append(target)
        if len(calls) == 4:
            raise OSError(28, "No space left on device")
        return replace(source, target)

    monkeypatch.setattr(install.os, "replace", fail_once)
    with pytest.raises(AuditError, match="No space left on device.*any earlier version is unchanged"):
        install.install_wheel(_wheel(tmp_path, "1.1.0"))
    monkeypatch.undo()
    assert len(calls) > 4 and snapshot(folder) == before


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
