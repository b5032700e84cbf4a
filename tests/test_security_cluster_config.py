"""A network address or shared folder named in an audit file is used only when the command line names
it too: an audit file from someone else cannot make `audit --config` send the original to their
cluster or leave it in their folder. Refused before any connection, in one line saying what to do."""

import json

import pandas as pd

from conftest import offline_env, run_cli
from test_gui import isolated  # noqa: F401 - the window's QSettings in a temporary folder

ADDRESS = "tcp://203.0.113.9:8786"  # TEST-NET-3: no machine answers there


def audit_file(tmp_path, execution):
    table = tmp_path / "people.csv"
    pd.DataFrame({"a": [i % 3 for i in range(60)], "s": [i % 2 for i in range(60)]}).to_csv(table, index=False)
    config = tmp_path / "received.anonguard.json"
    config.write_text(json.dumps({
        "format": "anonguard-audit", "version": 1, "original": {"path": table.name},
        "releases": [{"label": "release", "tables": [{"path": table.name}]}], "secrets": ["s"],
        "attacks": [{"id": "best-row-match"}],
        "settings": {"limits": {"isolate": False}, "halting": {"max_attempts": 20}, "execution": execution}}))
    return config


def test_a_cluster_named_only_in_the_audit_file_is_refused_before_any_connection(tmp_path):
    config = audit_file(tmp_path, {"cluster": ADDRESS})
    env, log = offline_env(tmp_path)
    done = run_cli("audit", "--config", config, "--out", tmp_path / "out", "--quiet", env_extra=env)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert str(config) in done.stderr and ADDRESS in done.stderr
    assert f"--cluster {ADDRESS}" in done.stderr and "--cluster none" in done.stderr
    assert not log.exists()
    # running here instead, as the message says
    here = run_cli("audit", "--config", config, "--out", tmp_path / "out", "--quiet", "--cluster", "none")
    assert "error" not in here.stderr and (tmp_path / "out" / "audit.json").is_file(), here.stderr


def test_a_shared_folder_named_only_in_the_audit_file_is_refused(tmp_path):
    shared = tmp_path / "theirs"
    config = audit_file(tmp_path, {"cluster": ADDRESS, "shared_folder": str(shared)})
    done = run_cli("audit", "--config", config, "--out", tmp_path / "out", "--quiet", "--cluster", ADDRESS)
    assert done.returncode == 2, done.stderr
    assert f"--set execution.shared_folder={shared}" in done.stderr and "Traceback" not in done.stderr
    assert not shared.exists()


def test_the_window_run_from_the_command_line_sends_nothing_an_audit_file_names(tmp_path):
    """`anonguard gui FILE --run --quit` has no one to ask: it refuses, in one line, and connects nowhere."""
    config = audit_file(tmp_path, {"cluster": ADDRESS})
    env, log = offline_env(tmp_path)
    done = run_cli("gui", config, "--run", "--quit",
                   env_extra={**env, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)})
    assert done.returncode == 2, done.stderr  # as `audit --config` refuses it: usage, nothing measured
    assert ADDRESS in done.stderr and "Not sent" in done.stderr and "Traceback" not in done.stderr
    assert not log.exists()


def test_the_window_asks_before_sending_the_original_where_an_audit_file_says(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from anonguard.gui import questions
    from anonguard.gui.window import MainWindow

    shared = tmp_path / "theirs"
    config = audit_file(tmp_path, {"cluster": ADDRESS, "shared_folder": str(shared)})
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_audit(config)
    assert window.draft.places_to_confirm() == {"execution.cluster": ADDRESS, "execution.shared_folder": str(shared)}
    asked = []

    def refuse(box):
        asked.append(box.text())
        return 0
    monkeypatch.setattr(QMessageBox, "exec", refuse)  # no button clicked: as closing the question
    assert window.run() is False and not window.running
    assert ADDRESS in asked[0] and str(shared) in asked[0]
    assert window.draft.places_to_confirm()  # still to be confirmed: asked again next time
    # a place the person types is their own: nothing is asked for it
    window.draft.settings["execution"]["shared_folder"] = None
    window.draft.settings["execution"]["cluster"] = "tcp://127.0.0.1:1"
    assert window.draft.places_to_confirm() == {}
    assert questions.send_original(window, window.draft, headless=True) is True
    # the file's own address back: asked again
    window.draft.settings["execution"]["cluster"] = ADDRESS
    assert questions.send_original(window, window.draft, headless=True) is False

    def agree(box):
        next(b for b in box.buttons() if b.text() == "Send it").click()
        return 0
    monkeypatch.setattr(QMessageBox, "exec", agree)
    assert questions.send_original(window, window.draft, headless=False) is True
    assert window.draft.places_to_confirm() == {}  # agreed once: the person's own now
    assert len(asked) == 1


def test_an_audit_file_read_afresh_names_the_places_it_sends_to(tmp_path):
    from anonguard.engine.destinations import destinations_named
    from anonguard.engine.spec import AuditSpec

    config = audit_file(tmp_path, {"cluster": ADDRESS})
    assert destinations_named(AuditSpec.load(config).settings) == {"execution.cluster": ADDRESS}
    assert destinations_named(AuditSpec.load(audit_file(tmp_path, {})).settings) == {}
