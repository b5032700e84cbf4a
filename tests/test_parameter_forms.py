"""Settings read in the office's words: plain labels with units, help and default under each field,
only what applies, the papers' settings in a collapsed "Advanced" section, shares as percentages."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QLabel  # noqa: E402

from anonguard.engine.settings import setting_info  # noqa: E402
from anonguard.gui.parameter_form import Look, ParameterForm, editor_value, field_editor  # noqa: E402
from anonguard.gui.scenario_page import choose  # noqa: E402
from anonguard.plugins import api  # noqa: E402
from anonguard.plugins.manager import _declaration_problem, load_catalog  # noqa: E402
from test_gui import isolated, window  # noqa: E402,F401

MODEL = api.Parameter("model", "choice", "forest", "What is learned.", choices=("forest", "bayes"))
TREES = api.Parameter("n_trees", "int", 1000, "More are steadier.", minimum=10, maximum=5000, label="Trees",
                      unit="trees", applies_when=("model", ("forest",)))
SPEED = api.Parameter("memory", "int", 64, "Working memory.", minimum=1, maximum=99, label="Speed", unit="MB")
LEAF = api.Parameter("leaf", "int", 1, "Smallest leaf.", minimum=1, maximum=9, advanced=True)


def _labels(form: ParameterForm) -> list[str]:
    return [label.text() for label in form.findChildren(QLabel) if label.objectName() != "inline-help"]


def test_a_form_shows_plain_labels_units_help_and_defaults(qtbot):
    form = ParameterForm((MODEL, TREES, LEAF), {"n_trees": 200})
    qtbot.addWidget(form)
    assert "Trees" in _labels(form) and "Speed (MB)" in _labels(ParameterForm((SPEED,))) and "Leaf" in _labels(form)  # the name in words when no label
    notes = [label.text() for label in form.findChildren(QLabel) if label.objectName() == "inline-help"]
    assert "More are steadier. Default: 1,000." in notes
    assert form.values() == {"model": "forest", "n_trees": 200, "leaf": 1}
    assert form.editors["n_trees"].accessibleName() == "Trees"


def test_a_parameter_and_a_setting_declared_alike_get_the_same_editor_within_their_range(qtbot):
    """One editor builder: the plugin form's field and the settings' field follow the declared range alike."""
    for name, key, default, low, high in (("repeats", ("repeats",), 1, 1, 100),
                                          ("confidence", ("measures", "confidence"), 0.95, 0.5, 0.9999)):
        declared = api.Parameter(name, "int" if isinstance(default, int) else "float", default, "help",
                                 minimum=low, maximum=high)
        form = ParameterForm((declared,))
        qtbot.addWidget(form)
        setting = field_editor(setting_info(key), default)
        qtbot.addWidget(setting)
        for editor in (form.editors[name], setting):
            assert (type(editor), editor.minimum(), editor.maximum()) == (type(setting), low, high)
            editor.setValue(high * 2)
            assert editor_value(editor) == high
            editor.setValue(low - 1)
            assert editor_value(editor) == low
    shown = field_editor(setting_info(("measures", "confidence")), 0.95, Look(decimals=2, scale=100))
    qtbot.addWidget(shown)
    assert (shown.minimum(), shown.maximum(), shown.value()) == (50, 99.99, 95) and editor_value(shown) == 0.95


def test_the_editor_follows_the_field_s_type(qtbot):
    editors = {p.name: field_editor(p.info, p.default) for p in (
        MODEL, api.Parameter("narrow", "bool", True, "h"), api.Parameter("expression", "str", "age > 3", "h"))}
    editors["workers"] = field_editor(setting_info(("execution", "workers")), None)
    for editor in editors.values():
        qtbot.addWidget(editor)
    assert [type(e).__name__ for e in editors.values()] == ["QComboBox", "QCheckBox", "QLineEdit", "QSpinBox"]
    assert {name: editor_value(e) for name, e in editors.items()} == {
        "model": "forest", "narrow": True, "expression": "age > 3", "workers": None}  # null: the lowest, in words
    assert editors["workers"].specialValueText() == setting_info(("execution", "workers")).null


def test_a_setting_that_does_not_apply_is_hidden_and_comes_back(qtbot):
    form = ParameterForm((MODEL, TREES, LEAF))
    qtbot.addWidget(form)
    form.show()
    assert form.editors["n_trees"].isVisible()
    form.editors["model"].setCurrentText("bayes")
    assert not form.editors["n_trees"].isVisible() and form.applicable() == ["model", "leaf"]
    form.editors["model"].setCurrentText("forest")
    assert form.editors["n_trees"].isVisible()


def test_advanced_settings_start_collapsed(qtbot):
    form = ParameterForm((MODEL, LEAF))
    qtbot.addWidget(form)
    form.show()
    assert form.advanced.isVisible() and not form.editors["leaf"].isVisible()
    form.advanced.toggle.click()
    assert form.editors["leaf"].isVisible()
    assert not ParameterForm((MODEL,)).advanced.isVisibleTo(form)  # no section without advanced settings


def test_a_condition_on_a_missing_or_non_choice_parameter_is_a_plugin_error():
    class Broken(api.Attack):
        id, title, description = "broken", "Broken", "declares a condition on nothing"
        parameters = (api.Parameter("x", "int", 1, "x", applies_when=("model", ("forest",))),)

        def fit(self, task):
            return self

        def predict(self, targets):
            return None

    problem = _declaration_problem(Broken, api.Attack)
    assert problem and "applies_when" in problem and "'x'" in problem


def test_first_party_settings_all_read_in_words():
    catalog = load_catalog()
    for entry in catalog.entries.values():
        for parameter in entry.parameters:
            assert "_" not in parameter.title, (entry.id, parameter.name)
            assert parameter.help.strip().endswith((".", ")")), (entry.id, parameter.name)


def test_forest_settings_disappear_under_naive_bayes_on_the_attacks_page(window):
    page = window.attacks_page
    item = next(i for i in page._attack_items() if i.data(0, 0x0100)[1] == "release-classifier")
    page.tree.setCurrentItem(item)
    trees = page.editors["n_estimators"]
    assert trees.isVisibleTo(page)
    page.editors["model"].setCurrentText("naive-bayes")
    assert not trees.isVisibleTo(page)


@pytest.mark.parametrize("key, stored, shown", [
    (("measures", "confidence"), 0.95, 95.0),
    (("measures", "prc_r_min"), 1e-4, 0.01),
    (("measures", "max_ci_width"), 0.1, 10.0),
])
def test_shares_are_shown_as_percentages_and_stored_as_shares(window, key, stored, shown):
    page = window.scenario_page
    page.refresh()
    _, field = page.fields[key]
    assert field.value() == pytest.approx(shown)
    field.setValue(shown * 0.9)
    page.commit()
    group, name = key
    assert window.draft.settings[group][name] == pytest.approx(stored * 0.9)
    window.draft.to_spec()  # the engine accepts what the page wrote


def test_target_choices_read_in_words_and_store_the_engine_value(window):
    page = window.scenario_page
    choose(page.mode, "pre-targeted")
    assert "pre-targeted" in page.mode.currentText() and page.mode.currentText() != "pre-targeted"
    assert page.selector.isEnabled() and "_" not in page.selector.currentText()
    page.commit()
    assert window.draft.settings["targets"]["mode"] == "pre-targeted"
