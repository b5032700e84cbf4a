"""The demo runs with the core and any one attack plugin installed: what it names but the catalog
lacks is left out, and said (the plugin guide's end-to-end check, `audit --demo --attack my-attack`)."""

from anonguard.engine.audit import Audit
from anonguard.engine.demo import demo_spec
from anonguard.engine.spec import AuditSpec, ComponentChoice
from anonguard.plugins.manager import load_catalog
from anonguard.resources import demo_audit_path


def _catalog_with(*attacks: str):
    catalog = load_catalog()
    catalog.entries = {key: entry for key, entry in catalog.entries.items()
                       if key[0] not in ("attack", "membership-attack", "identity-attack") or key[1] in attacks}
    return catalog


def test_everything_installed_runs_the_demo_as_written():
    spec, notes = demo_spec(load_catalog())
    assert notes == [] and spec.to_dict() == AuditSpec.load(demo_audit_path()).to_dict()


def test_one_attack_plugin_of_ones_own_runs_the_demo_without_membership():
    catalog = _catalog_with("exact-match")
    spec, notes = demo_spec(catalog)
    assert spec.membership is None and spec.attacks == []
    assert notes == ["the demo's attack(s) best-row-match are not installed: the demo runs every installed attack "
                     "instead", "no membership attack is installed: the demo's membership audit is left out "
                     "(install anonguard-membership-attacks to run it)",
                     "no identity attack is installed: the demo's singling out, linkability and record linkage are "
                     "left out (install anonguard-identity-attacks to run them)"]
    assert spec.identity is None
    spec.attacks = [ComponentChoice("exact-match")]  # what --attack exact-match does
    audit = Audit(spec, catalog).prepare()
    assert {s.attack.id for s in audit.scenarios} == {"exact-match"} and len(audit.scenarios) == 8


def test_a_missing_identity_attack_is_left_out_and_named():
    spec, notes = demo_spec(_catalog_with("best-row-match", "closest-distance", "density-ratio", "singling-out"))
    assert [c.id for c in spec.identity.attacks] == ["singling-out"]
    assert notes == ["the identity attack(s) linkability, record-linkage are not installed: left out of the demo"]


def test_a_missing_membership_attack_is_left_out_and_named():
    spec, notes = demo_spec(_catalog_with("best-row-match", "closest-distance", "singling-out", "linkability",
                                          "record-linkage"))
    assert [c.id for c in spec.membership.attacks] == ["closest-distance"]
    assert notes == ["the membership attack(s) density-ratio are not installed: left out of the demo"]


def test_the_window_opens_the_demo_without_what_is_not_installed(qtbot, monkeypatch):
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from anonguard.gui.window import MainWindow

    window = MainWindow(catalog=_catalog_with("best-row-match"))
    qtbot.addWidget(window)
    assert window.open_demo()
    assert window.draft.membership is None and window.draft.to_spec().membership is None
    assert "no membership attack is installed" in window.status.text()
