"""Smoke test of the built bundle: does the frozen executable do what the source tree does, offline?

    .venv/bin/python packaging/smoke_test.py packaging/dist/anonguard [--screenshot-to PATH]

Runs the bundled `anonguard` (never the venv's) from an empty folder, with no proxies, no
resource or plugin overrides and, where Linux lets an unprivileged user make one
(`unshare -rn`), in a network namespace of its own that has no network at all: the version;
the plugin catalog, which must list every first-party plugin and no failure; the headless
demo audit in every report format; a plugin project made by the bundle's `plugins new`, tested
and built into a wheel by this Python, installed into the bundle, listed and run on the demo; the window's smoke mode (offscreen), whose audit runs in a
spawned child process. Then it measures the bundle's size and the start-up time to the main
window (best of 3), prints them and writes them to packaging/build/bundle-figures.json.
Exits non-zero with the reason at the first failure.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIGURES = ROOT / "packaging" / "build" / "bundle-figures.json"
TIMEOUT = 900  # seconds for one command; the demo audit takes about a minute on two cores
# what must be inside _internal/ (sys._MEIPASS) for the app to work without the source tree
REQUIRED_FILES = (
    "anonguard/resources/demo/demo_audit.json", "anonguard/resources/report/report.html.j2",
    "anonguard/resources/report/audit.schema.json", "anonguard/resources/icons/anonguard.svg",
    "matplotlib/mpl-data/fonts/ttf/DejaVuSans.ttf", "anonguard/plugins/template/pyproject.toml.tmpl",
)


class SmokeFailure(Exception):
    """The bundle does not work; the message says how."""


def expected_plugins() -> set[str]:
    """Entry-point names of the first-party plugins in plugins/*/pyproject.toml."""
    names: set[str] = set()
    for pyproject in ROOT.glob("plugins/*/pyproject.toml"):
        project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
        names.update(project.get("entry-points", {}).get("anonguard", {}))
    return names


def isolation() -> list[str]:
    """A command prefix that runs the bundle without any network, when the system allows it."""
    unshare = shutil.which("unshare")
    if sys.platform.startswith("linux") and unshare:
        if subprocess.run([unshare, "-rn", "true"], check=False, capture_output=True).returncode == 0:
            return [unshare, "-rn"]  # a user and network namespace: only a loopback, and it is down
    return []


def clean_env(workdir: Path) -> dict[str, str]:
    """The user's environment without proxies, Python paths or AnonGuard overrides."""
    drop = {"PYTHONPATH", "PYTHONHOME", "ANONGUARD_RESOURCES", "ANONGUARD_NETWORK_LOG"}
    env = {k: v for k, v in os.environ.items() if k not in drop and not k.lower().endswith("_proxy")}
    env.update(no_proxy="*", NO_PROXY="*", ANONGUARD_PLUGIN_DIR=str(workdir / "user-plugins"),
               MPLCONFIGDIR=str(workdir / "mplconfig"), QT_QPA_PLATFORM="offscreen")
    return env


class Bundle:
    """The bundled executable, run in a scratch folder."""

    def __init__(self, folder: Path, workdir: Path) -> None:
        self.folder = folder
        self.executable = folder / ("anonguard.exe" if sys.platform == "win32" else "anonguard")
        if not self.executable.is_file():
            raise SmokeFailure(f"{self.executable} does not exist: build the bundle first (make package)")
        self.workdir = workdir
        self.prefix = isolation()
        self.env = clean_env(workdir)

    def run(self, *args: str, expect: int = 0) -> subprocess.CompletedProcess:
        command = [*self.prefix, str(self.executable), *args]
        done = subprocess.run(command, check=False, cwd=self.workdir, env=self.env, capture_output=True,
                              encoding="utf-8", errors="replace", timeout=TIMEOUT)
        if done.returncode != expect:
            raise SmokeFailure(f"'anonguard {' '.join(args)}' exited {done.returncode}, expected {expect}\n"
                               f"--- stdout\n{done.stdout[-3000:]}\n--- stderr\n{done.stderr[-3000:]}")
        return done


def check_contents(bundle: Bundle) -> None:
    internal = bundle.folder / "_internal"
    missing = [name for name in REQUIRED_FILES if not (internal / name).is_file()]
    if not any(internal.glob("pypdfium2_raw/*pdfium*")):
        missing.append("pypdfium2_raw/ (the PDF renderer's native library)")
    if missing:
        raise SmokeFailure(f"missing from {internal}: {', '.join(missing)}")


def check_version(bundle: Bundle) -> str:
    version = bundle.run("--version").stdout.strip()
    if not version.startswith("anonguard "):
        raise SmokeFailure(f"--version printed {version!r}")
    return version


def check_plugins(bundle: Bundle) -> list[str]:
    catalog = json.loads(bundle.run("plugins", "--json").stdout)
    if catalog["problems"]:
        raise SmokeFailure(f"plugins failed to load in the bundle: {catalog['problems']}")
    missing = expected_plugins() - {p["name"] for p in catalog["plugins"]}
    if missing:
        raise SmokeFailure(f"first-party plugins missing from the bundle: {', '.join(sorted(missing))}")
    return sorted(e["id"] for e in catalog["entries"] if e["kind"] == "attack")


def check_demo_audit(bundle: Bundle) -> int:
    out = bundle.workdir / "demo"
    bundle.run("audit", "--demo", "--quiet", "--out", str(out), "--format", "html,pdf,json,csv")
    results = json.loads((out / "audit.json").read_text(encoding="utf-8"))["results"]
    failed = [f"{r.get('release')}/{r.get('attack_id')}: {r.get('error')}"
              for r in results if r.get("status") != "ok"]
    if not results or failed:
        raise SmokeFailure(f"demo audit: {len(results)} results, not ok: {failed}")
    if not (out / "report.pdf").read_bytes().startswith(b"%PDF"):
        raise SmokeFailure("demo audit: report.pdf is not a PDF")
    html = (out / "report.html").read_text(encoding="utf-8")
    if len(html) < 10_000 or 'src="http' in html:
        raise SmokeFailure("demo audit: report.html is missing, too short or fetches from a network")
    if not (out / "results.csv").stat().st_size:
        raise SmokeFailure("demo audit: results.csv is empty")
    return len(results)


def check_new_plugin(bundle: Bundle) -> str:
    """A plugin author's path with the bundle: the bundle's `plugins new` writes a project, this Python
    (which has setuptools and pytest) runs its conformance tests and builds its wheel offline, the bundle
    installs the wheel, lists the attack and runs it on the demo."""
    bundle.run("plugins", "new", "bundle-probe", "--dir", str(bundle.workdir))
    project = bundle.workdir / "anonguard-bundle-probe"
    tested = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"], cwd=project,
                            capture_output=True, text=True, timeout=600, env={**os.environ, "PYTHONPATH": str(project)})
    if tested.returncode != 0:
        raise SmokeFailure(f"the new plugin's own tests failed: {tested.stdout[-2000:]}{tested.stderr[-2000:]}")
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", str(project), "--no-deps", "--no-build-isolation",
                            "--no-index", "-q", "-w", str(bundle.workdir / "wheels")], capture_output=True, text=True,
                           timeout=600)
    if built.returncode != 0:
        raise SmokeFailure(f"the new plugin's wheel could not be built: {built.stderr[-2000:]}")
    wheel, = (bundle.workdir / "wheels").glob("anonguard_bundle_probe-*.whl")
    bundle.run("plugins", "install", str(wheel))
    catalog = json.loads(bundle.run("plugins", "--json").stdout)
    if "bundle-probe" not in {e["id"] for e in catalog["entries"]} or catalog["problems"]:
        raise SmokeFailure(f"the installed plugin is not listed, or failed to load: {catalog['problems']}")
    out = bundle.workdir / "probe"
    bundle.run("audit", "--demo", "--attack", "bundle-probe", "--max-attempts", "200", "--quiet", "--out", str(out))
    results = [r for r in json.loads((out / "audit.json").read_text(encoding="utf-8"))["results"]
               if r.get("kind") == "attribute"]  # the demo's membership part runs the bundle's own attacks
    if not results or any(r.get("attack_id") != "bundle-probe" or r.get("status") != "ok" for r in results):
        raise SmokeFailure(f"the new plugin's demo audit: {[(r.get('attack_id'), r.get('status')) for r in results]}")
    return tested.stdout.strip().splitlines()[-1]


def check_gui(bundle: Bundle) -> Path:
    """The window's smoke mode: it runs the demo audit in a spawned child of the frozen executable."""
    shot = bundle.workdir / "bundle.png"
    bundle.run("gui", "--demo", "--run", "--screenshot", str(shot), "--quit")
    width, height = png_size(shot)
    if width < 400 or height < 300 or shot.stat().st_size < 20_000:
        raise SmokeFailure(f"the screenshot {shot} is too small ({width}x{height}, {shot.stat().st_size} bytes)")
    return shot


def png_size(path: Path) -> tuple[int, int]:
    if not path.is_file():
        raise SmokeFailure(f"no screenshot at {path}")
    header = path.read_bytes()[:24]
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        raise SmokeFailure(f"{path} is not a PNG")
    return struct.unpack(">II", header[16:24])


def startup_seconds(bundle: Bundle, tries: int = 3) -> float:
    """Launch to the main window on the demo audit and out again (no audit run); the best of `tries`."""
    times = []
    for _ in range(tries):
        started = time.perf_counter()
        bundle.run("gui", "--demo", "--quit")
        times.append(time.perf_counter() - started)
    return min(times)


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, help="the one-folder bundle, e.g. packaging/dist/anonguard")
    parser.add_argument("--screenshot-to", type=Path, help="also copy the window's screenshot here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="anonguard-smoke-") as scratch:
        try:
            bundle = Bundle(args.bundle.resolve(), Path(scratch))
            network = f"none ({' '.join(bundle.prefix)})" if bundle.prefix else "no proxies (no namespace available)"
            print(f"bundle {bundle.folder}; network: {network}")
            check_contents(bundle)
            print(f"ok  {check_version(bundle)}")
            print(f"ok  plugins: every first-party plugin loaded; attacks {', '.join(check_plugins(bundle))}")
            started = time.perf_counter()
            count = check_demo_audit(bundle)
            print(f"ok  demo audit: {count} results, all ok; report.html, report.pdf, results.csv, audit.json "
                  f"({time.perf_counter() - started:.0f} s)")
            started = time.perf_counter()
            passed = check_new_plugin(bundle)
            print(f"ok  a new plugin: made by the bundle, its tests ({passed}), built offline, installed, listed and "
                  f"run on the demo ({time.perf_counter() - started:.0f} s)")
            shot = check_gui(bundle)
            print(f"ok  window smoke mode (offscreen): audit run in a child process, screenshot {png_size(shot)}")
            if args.screenshot_to:
                args.screenshot_to.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(shot, args.screenshot_to)
            figures = {"bundle_bytes": folder_size(bundle.folder), "startup_seconds": round(startup_seconds(bundle), 2),
                       "platform": sys.platform, "offline_namespace": bool(bundle.prefix)}
        except (SmokeFailure, subprocess.TimeoutExpired, OSError, ValueError, KeyError) as exc:
            print(f"FAILED  {exc}", file=sys.stderr)
            return 1
    print(f"bundle size {figures['bundle_bytes'] / 2**20:.0f} MiB; start-up to the main window "
          f"{figures['startup_seconds']:.2f} s (best of 3)")
    FIGURES.parent.mkdir(parents=True, exist_ok=True)
    FIGURES.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    print(f"SMOKE TEST PASSED; figures in {FIGURES.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
