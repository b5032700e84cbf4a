import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from filelock import FileLock

ANONGUARD = [sys.executable, "-m", "anonguard.cli.main"]
# plugins a developer installed for themselves must not change what the tests see, and the
# tests' recovery journals stay out of the developer's own data folder; each pytest-xdist
# worker has its own, so one worker's journals are never offered to another's window
os.environ["ANONGUARD_PLUGIN_DIR"] = tempfile.mkdtemp(prefix="anonguard-test-plugins-")
# pytest-xdist already runs one worker per core: the libraries' own threads (scikit-learn's forests,
# BLAS, OpenMP) on top of that only oversubscribe the machine. Results do not depend on them.
if int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")) > 1:
    for variable in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "LOKY_MAX_CPU_COUNT"):
        os.environ.setdefault(variable, "1")
os.environ["ANONGUARD_DATA_DIR"] = tempfile.mkdtemp(prefix="anonguard-test-data-")
os.environ["ANONGUARD_CACHE_DIR"] = tempfile.mkdtemp(prefix="anonguard-test-cache-")  # (and per test: below)


def run_cli(*args, env_extra=None, check_exit=None, timeout=600):
    """Run the real `anonguard` command line in a subprocess; `timeout` only catches a hang."""
    env = {**os.environ, **(env_extra or {})}
    done = subprocess.run([*ANONGUARD, *map(str, args)], capture_output=True, text=True, env=env, timeout=timeout)
    if check_exit is not None:
        assert done.returncode == check_exit, done.stderr
    return done


def run_here(*args, check_exit=None) -> subprocess.CompletedProcess:
    """The command line's `main` called in this process, its output captured: what `run_cli` checks (status,
    stdout, stderr; an uncaught exception fails the test as a traceback would), without a new interpreter's
    imports, for a command whose process (signals, environment, network) is not what is tested."""
    from anonguard.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main([str(a) for a in args])
        except SystemExit as exit_:  # argparse's own refusals
            status = exit_.code if isinstance(exit_.code, int) else 2
    done = subprocess.CompletedProcess(["anonguard", *map(str, args)], status, out.getvalue(), err.getvalue())
    if check_exit is not None:
        assert done.returncode == check_exit, done.stderr
    return done


def offline_env(folder: Path) -> tuple[dict[str, str], Path]:
    """Environment for a CLI run in which every network connection fails and is logged to the path returned."""
    log = folder / "network.log"
    blocker = Path(__file__).parent / "offline"  # its sitecustomize.py is loaded by every Python started
    return {"PYTHONPATH": os.pathsep.join([str(blocker), os.environ.get("PYTHONPATH", "")]),
            "ANONGUARD_NETWORK_LOG": str(log)}, log


def build_wheel(project: Path, out: Path) -> Path:
    """A wheel of `project` built without a network (the environment's own setuptools, no isolated build)."""
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", str(project), "--no-deps", "--no-build-isolation",
                           "--no-index", "-w", str(out), "-q"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return max(out.glob("*.whl"), key=lambda w: w.stat().st_mtime)


FIRST_PARTY = ("anonguard", "__editable__")  # what of this environment a fresh one must not see


def fresh_environment(folder: Path, wheels: list[Path]) -> Path:
    """A new virtual environment holding AnonGuard and plugins only as the `wheels` install them, offline;
    the third-party libraries they need are this environment's, reached through a folder of links that
    leaves out AnonGuard and every first-party plugin (their code and their entry points). Returns its python."""
    import sysconfig
    import venv

    venv.create(folder / "venv", with_pip=False)
    python = folder / "venv" / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    libraries = folder / "libraries"
    libraries.mkdir()
    for item in Path(sysconfig.get_paths()["purelib"]).iterdir():
        if not item.name.lower().startswith(FIRST_PARTY) and not item.name.endswith(".pth"):
            (libraries / item.name).symlink_to(item, target_is_directory=item.is_dir())
    site = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    (Path(site) / "libraries.pth").write_text(str(libraries) + "\n")
    done = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index",
                           "--quiet", *map(str, wheels)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return python


def make_demo_audit(shared: Path) -> subprocess.CompletedProcess:
    """The demo audit, run once per test session with the network refused (tests/test_offline.py), in
    `shared`: `values`, its report with original record values (every format, attempts); `out`, the same
    audit rendered again by `anonguard report` under the default disclosure policy, as an office shares
    it. Whoever comes first makes it under a lock; the others wait for it and read what it printed."""
    root, marker = shared / "demo-audit", shared / "demo-audit.json"
    with FileLock(shared / "demo-audit.lock"):
        if not marker.exists():
            env, _ = offline_env(root)
            # the whole demo took 5 minutes on a shared 2-core machine, 14 with a core kept busy besides: the limit
            # only catches a hang
            done = run_cli("audit", "--demo", "--out", root / "values", "--format", "html,pdf,json,csv", "--attempts",
                           "--include-values", env_extra=env, check_exit=0, timeout=3600)
            run_cli("report", root / "values" / "audit.json", "--out", root / "out", "--format", "html,pdf,json,csv",
                    "--attempts", env_extra=env, check_exit=0, timeout=3600)
            shutil.copy(root / "values" / "audit.anonguard.json", root / "out" / "audit.anonguard.json")
            marker.write_text(json.dumps({"args": done.args, "stdout": done.stdout, "stderr": done.stderr}))
    ran = json.loads(marker.read_text())
    return subprocess.CompletedProcess(ran["args"], 0, ran["stdout"], ran["stderr"])


def pytest_sessionstart(session):
    """The whole suite under pytest-xdist (`make test`): its controller, which runs no test, starts the
    demo audit at once in the background, so that no worker sits idle waiting for it later."""
    config = session.config
    if hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None) \
            or config.args_source != pytest.Config.ArgsSource.TESTPATHS:
        return
    shared = config._tmp_path_factory.getbasetemp()  # the workers' folders are inside it
    code = "import sys; from pathlib import Path; from conftest import make_demo_audit; make_demo_audit(Path(sys.argv[1]))"
    config.demo_builder = subprocess.Popen([sys.executable, "-c", code, str(shared)], cwd=Path(__file__).parent,
                                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def pytest_sessionfinish(session):
    builder = getattr(session.config, "demo_builder", None)
    if builder is not None and builder.poll() is None:  # the run ended before anything needed it
        builder.terminate()
        builder.wait()


@pytest.fixture(scope="session")
def demo_audit_runs(tmp_path_factory, worker_id):
    """The demo audit's folder and its command-line run (`make_demo_audit`), shared by pytest-xdist's
    workers through their common temporary folder."""
    shared = tmp_path_factory.getbasetemp()
    if worker_id != "master":
        shared = shared.parent  # this session's folder, above every worker's own
    return shared / "demo-audit", make_demo_audit(shared)


@pytest.fixture(scope="session")
def demo_results_in_one_process(tmp_path_factory, worker_id, small_demo) -> str:
    """The small demo audit (`make_small_demo`) at 400 attempts (enough for every result to be measured), run in one
    process with one worker, as the JSON of its results (but the seconds each took): what a run elsewhere (two
    workers, a Dask cluster) must give byte for byte. Made once per session, by whichever pytest-xdist worker asks
    first, and read by the others."""
    shared = tmp_path_factory.getbasetemp()
    shared = shared.parent if worker_id != "master" else shared
    with FileLock(shared / "demo-one-process.lock"):
        made = shared / "demo-one-process.json"
        if not made.exists():
            from anonguard.engine.audit import Audit
            from anonguard.engine.settings import with_settings
            from anonguard.engine.spec import AuditSpec
            from anonguard.plugins.manager import load_catalog
            from test_in_memory import _results

            catalog = load_catalog()
            spec = AuditSpec.load(small_demo)
            spec.settings = with_settings(spec.settings, [("execution.workers", 1), ("halting.max_attempts", 400)])
            made.write_text(json.dumps(_results(Audit(spec, catalog).prepare()), default=str))
        return made.read_text()


SMALL_DEMO_PEOPLE = 2000


def make_small_demo(shared: Path) -> Path:
    """The demo audit on its first 2,000 people (its releases keep the original's row order, so their first
    2,000 rows are the same people) and its first 1,000 non-members, in a population of 202,000 (the demo's 1:100):
    the same releases, attacks, kinds and settings but utility, a sixth of the work. For tests of how the window and the command line run an audit, save it and
    show it, which do not read the demo's own figures (tests/test_golden_demo.py and the report's tests do)."""
    import pandas as pd

    from anonguard.resources import demo_audit_path

    folder = shared / "small-demo"
    with FileLock(shared / "small-demo.lock"):
        audit = folder / demo_audit_path().name
        if not audit.exists():
            folder.mkdir(exist_ok=True)
            for table in demo_audit_path().parent.glob("*.*"):
                rows = SMALL_DEMO_PEOPLE // (2 if table.stem == "non_members" else 1)
                if table.suffix == ".csv":
                    pd.read_csv(table, dtype=str, keep_default_na=False).head(rows).to_csv(folder / table.name,
                                                                                          index=False)
                elif table.suffix == ".parquet":
                    pd.read_parquet(table).head(rows).to_parquet(folder / table.name, index=False)
            spec = json.loads(demo_audit_path().read_text(encoding="utf-8"))
            # as many people in the population per member as the demo's (1,212,000 for 12,000): its skew 1:100
            spec["membership"]["population"] = spec["membership"]["population"] * SMALL_DEMO_PEOPLE // 12_000
            # the tests of running, saving and showing an audit do not read utility: each of their runs would pay
            # its 3 s (tests/test_utility*.py measure it; the whole demo's audit keeps the section)
            spec.pop("utility", None)
            audit.write_text(json.dumps(spec, indent=2), encoding="utf-8")
    return audit


def small_demo_set(small_demo: Path, folder: Path, **settings) -> Path:
    """The small demo's audit file written again in `folder` (under its own name, its tables where they are) with
    `settings` changed (`baseline__models=["majority"]` sets baseline.models): for a test of how an audit runs,
    stops or is kept, which need not spend its time on what the settings changed measure."""
    from anonguard.engine.settings import with_settings
    from anonguard.engine.spec import AuditSpec

    spec = AuditSpec.load(small_demo)
    spec.settings = with_settings(spec.settings, [(name.replace("__", "."), value) for name, value in settings.items()])
    folder.mkdir(parents=True, exist_ok=True)
    written = folder / small_demo.name
    written.write_text(json.dumps(spec.to_dict(relative_to=folder.resolve()), indent=1), encoding="utf-8")
    return written


@pytest.fixture(scope="session")
def small_demo(tmp_path_factory, worker_id) -> Path:
    """The path of the small demo's audit file (`make_small_demo`), made once per session."""
    shared = tmp_path_factory.getbasetemp()
    return make_small_demo(shared.parent if worker_id != "master" else shared)


@pytest.fixture(scope="session")
def demo_audit(demo_audit_runs):
    """The demo audit's report under the default disclosure policy, and the audit's command-line run."""
    root, done = demo_audit_runs
    return root / "out", done


@pytest.fixture(scope="session")
def demo_audit_with_values(demo_audit_runs):
    """The demo audit's report with original record values included."""
    return demo_audit_runs[0] / "values"


@pytest.fixture(autouse=True)
def _empty_baseline_cache(monkeypatch, tmp_path_factory):
    """Every test starts with an empty cache of fitted baselines: a baseline one test fitted must not
    stand in for one another test means to fit (say, with a model made to fail)."""
    monkeypatch.setenv("ANONGUARD_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


@pytest.fixture(scope="module")
def _module_cache_folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("module-cache")


@pytest.fixture
def baselines_shared_in_module(_empty_baseline_cache, monkeypatch, _module_cache_folder) -> Path:
    """For a module's tests whose audits fit the same baselines and are not about fitting them: one cache
    folder for the module, so that a baseline one test fitted serves the others. The cache's own key (the
    original's rows, the secret, the known columns, the settings) decides, as it does for an officer's re-run."""
    monkeypatch.setenv("ANONGUARD_CACHE_DIR", str(_module_cache_folder))
    return _module_cache_folder


@pytest.fixture(autouse=True)
def _import_path_restored(monkeypatch):
    """Loading the catalog appends the plugin folder to `sys.path` for good (anonguard.plugins.install):
    a test that points ANONGUARD_PLUGIN_DIR at its own folder must not leave that folder's plugins
    visible to the next test the same worker runs."""
    monkeypatch.setattr(sys, "path", list(sys.path))


@pytest.fixture(autouse=True)
def _unsaved_results_are_discarded(monkeypatch):
    """A window closed by a test (or opening another audit) is told to discard unsaved results rather
    than asking in a dialog no one would answer; tests of the question answer it themselves."""
    window = sys.modules.get("anonguard.gui.window")
    if window is not None:
        monkeypatch.setattr(window.MainWindow, "_ask_keep", lambda self, doing: "discard")


@pytest.fixture
def repo_root() -> Path:
    return Path(__file__).resolve().parent.parent


@pytest.fixture
def frozen_heap():
    """What is alive when a window test starts, set aside from the garbage collector until it ends. The window
    collects every generation before each table it reads (anonguard/gui/reading_status.py): in a test process's
    heap (pytest, every module imported) that takes ~0.16 s a time, set aside a few milliseconds."""
    import gc

    gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()
