"""The Scenario page: who is attacked, by whom, and how the verdict is reached.

The settings an officer sets for every audit come first, each with its help written under it and
its default; the measures' own settings (interval widths, the PRC's knee, the ALC thresholds) sit
in a collapsed "Advanced" section, since their defaults are the papers' and suit most audits.
Percentages are shown as percentages; the audit file keeps the engine's shares.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDoubleSpinBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
    QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from anonguard.engine.attribute.baseline_cache import cache_folder, cache_usage, clear_cache
from anonguard.engine.settings import AuditSettings, ExecutionSettings, SettingInfo, setting_info
from anonguard.gui.draft import AuditDraft
from anonguard.gui.membership_setup import MembershipBox
from anonguard.gui.identity_setup import IdentityBox
from anonguard.gui.reidentification_setup import ReidentificationBox
from anonguard.gui.utility_setup import UtilityBox
from anonguard.gui.models import localized
from anonguard.gui.parameter_form import (  # noqa: F401 (choose: the pages' and tests' way to pick a value)
    Collapsible, Look, ParameterForm, choose, described, editor_value, field_editor, field_label, help_text, setting_words,
    show_value, spin_bounds,
)
from anonguard.plugins.manager import Catalog

Key = tuple[str, ...]
translate = QCoreApplication.translate  # found by pyside6-lupdate (context: ScenarioPage)


@dataclass(frozen=True)
class Setting:
    """One engine setting as a field: where it lives and how it is entered.

    Its label, help, unit, the words for a null value and its range are the engine's
    (`anonguard.engine.settings.setting_info`), and its editor is the one `field_editor` builds for every
    declared field, so the window accepts exactly what an audit accepts and words it as the audit file's
    schema and `anonguard settings` do; `cap` only bounds a field the engine leaves open above (or a seed,
    by what a spin box holds). A share is shown as a percentage (`scale`), with `unit` in place of the
    engine's."""

    key: Key
    cap: float | None = None
    decimals: int | None = None  # None: a whole number
    scale: float = 1.0  # shown = stored × scale (shares shown as percentages)
    unit: str | None = None  # None: the engine's unit
    advanced: bool = False
    grouped: bool = True  # thousands separators (not for a seed: it is a name, not an amount)

    @property
    def info(self) -> SettingInfo:
        return setting_info(self.key)

    @property
    def label(self) -> str:
        return self.info.label

    @property
    def help(self) -> str:
        return self.info.help

    @property
    def unset(self) -> str:
        """The words the lowest value reads when it stands for a null setting ("" for one that may not be null)."""
        return self.info.null

    @property
    def shown_unit(self) -> str:
        return self.look.unit_of(self.info)

    @property
    def look(self) -> Look:
        return Look(self.decimals, self.scale, self.unit, self.cap, self.grouped, setting_words)

    @property
    def step(self) -> float:
        return spin_bounds(self.info, self.look)[2]

    @property
    def low(self) -> float:
        """The lowest value shown: the engine's, one step lower when it stands for a null setting."""
        return spin_bounds(self.info, self.look)[0]

    @property
    def high(self) -> float:
        return spin_bounds(self.info, self.look)[1]


# the words of a setting come from the engine and are translated in context "Settings" (setting_words.py
# marks them for pyside6-lupdate); the units of a share shown as a percentage are the window's own
SETTINGS = (
    Setting(("seed",), cap=2**31 - 1, grouped=False),
    Setting(("repeats",)),
    Setting(("halting", "work_budget"), cap=10**9, decimals=0),
    Setting(("limits", "attack_seconds"), cap=7 * 86400, decimals=0),
    Setting(("execution", "workers"), cap=256),
    Setting(("measures", "confidence"), decimals=2, scale=100, unit="%", advanced=True),
    Setting(("measures", "max_ci_width"), decimals=1, scale=100,
            unit=QT_TRANSLATE_NOOP("Settings", "percentage points"), advanced=True),
    Setting(("measures", "at_risk_from"), decimals=2, advanced=True),
    Setting(("measures", "serious_from"), decimals=2, advanced=True),
    Setting(("measures", "prc_alpha"), cap=20, decimals=1, advanced=True),
    Setting(("measures", "prc_r_min"), decimals=6, scale=100, unit=QT_TRANSLATE_NOOP("Settings", "% of targets"),
            advanced=True),
    Setting(("halting", "max_attempts"), cap=10**7, advanced=True),
    Setting(("secret", "bins"), advanced=True),
)
# the settings chosen from a list of words; with SETTINGS, every setting the page shows
CHOSEN: tuple[Key, ...] = (("targets", "mode"), ("targets", "selector"), ("targets", "recall_scope"),
                           ("measures", "verdict_from"))
TYPED: tuple[Key, ...] = (("execution", "cluster"), ("execution", "shared_folder"))  # settings typed as text
TICKED: tuple[Key, ...] = (("execution", "cache"),)  # settings ticked on or off
SHOWN: tuple[Key, ...] = tuple(item.key for item in SETTINGS) + CHOSEN + TYPED + TICKED

DEFAULTS = AuditSettings().to_dict()
# (the engine's value, the English words shown for it in the window's language)
TARGET_MODES = (("random", QT_TRANSLATE_NOOP("ScenarioPage", "anyone may be attacked (random targets)")),
                ("pre-targeted", QT_TRANSLATE_NOOP("ScenarioPage", "only the records a selector picks (pre-targeted)")))
SCOPES = (("targets", QT_TRANSLATE_NOOP("ScenarioPage", "the targeted records")),
          ("population", QT_TRANSLATE_NOOP("ScenarioPage", "the whole table")))
VERDICTS = (("worse", QT_TRANSLATE_NOOP("ScenarioPage", "the worse of ALC and the equal-coverage comparison")),
            ("alc", QT_TRANSLATE_NOOP("ScenarioPage", "ALC alone")))


def setting(settings: dict, key: Key) -> Any:
    for part in key:
        settings = settings[part]
    return settings


def _in_words(items: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """(value, words) with the words, marked in context ScenarioPage, in the window's language."""
    return tuple((value, translate("ScenarioPage", words)) for value, words in items)


def _editor(key: Key, choices: tuple[tuple[str, str], ...] | None = None) -> QWidget:
    """The editor `field_editor` builds for the setting at `key`, holding its default; `choices`: (value, words)
    of a setting chosen from a list."""
    return field_editor(setting_info(key), setting(DEFAULTS, key), Look(words=setting_words, choices=choices))


class ScenarioPage(QWidget):
    """Who is attacked and how the measures are set."""

    def __init__(self, draft: AuditDraft, catalog: Catalog) -> None:
        super().__init__()
        self.draft, self.catalog = draft, catalog
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.mode = _editor(("targets", "mode"), _in_words(TARGET_MODES))
        self.selector = _editor(("targets", "selector"), tuple((e.id, e.title) for e in catalog.of_kind("selector")))
        self.scope = _editor(("targets", "recall_scope"), _in_words(SCOPES))
        self.verdict_from = _editor(("measures", "verdict_from"), _in_words(VERDICTS))
        self.selector_box = QGroupBox(self.tr("Settings of the selector"))
        self.selector_layout = QVBoxLayout(self.selector_box)
        self.selector_form: ParameterForm | None = None
        self.selector.currentIndexChanged.connect(lambda _: self._show_selector_params())
        self.mode.currentIndexChanged.connect(lambda _: self._mode_changed())
        self.fields = {item.key: (item.label, field_editor(item.info, setting(DEFAULTS, item.key), item.look))
                       for item in SETTINGS}
        self.seed = self.fields[("seed",)][1]
        self.advanced = Collapsible(self.tr("Advanced: how the measures are read (the papers' defaults)"))
        main, advanced = QFormLayout(), QFormLayout(self.advanced.body)
        advanced.setContentsMargins(12, 0, 0, 0)
        _described_row(advanced, ("measures", "verdict_from"), self.verdict_from)
        for item in SETTINGS:
            _row(advanced if item.advanced else main, field_label(setting_words(item.label), setting_words(item.shown_unit)),
                 self.fields[item.key][1], help_text(item.info, item.look))
        self.cluster = _editor(("execution", "cluster"))
        _described_row(main, ("execution", "cluster"), self.cluster)
        self.shared_folder = _editor(("execution", "shared_folder"))
        _described_row(main, ("execution", "shared_folder"), self.shared_folder)
        main.addRow(self._cache_row())
        who = QGroupBox(self.tr("Who is attacked"))
        who_form = QFormLayout(who)
        _described_row(who_form, ("targets", "mode"), self.mode)
        _described_row(who_form, ("targets", "selector"), self.selector)
        _described_row(who_form, ("targets", "recall_scope"), self.scope)
        who_form.addRow(self.selector_box)
        how = QGroupBox(self.tr("How the audit runs"))
        how_layout = QVBoxLayout(how)
        how_layout.addLayout(main)
        how_layout.addWidget(self.advanced)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(who)
        layout.addWidget(self._knowledge_box())
        layout.addWidget(how)
        self.membership = MembershipBox(catalog)
        layout.addWidget(self.membership)
        self.reidentification = ReidentificationBox()
        layout.addWidget(self.reidentification)
        self.identity = IdentityBox()
        layout.addWidget(self.identity)
        self.utility = UtilityBox()
        layout.addWidget(self.utility)
        layout.addStretch()

    @property
    def selector_editors(self) -> dict[str, QWidget]:
        return self.selector_form.editors if self.selector_form is not None else {}

    def _cache_row(self) -> QWidget:
        """Keep fitted baselines between runs, and a button that deletes those kept."""
        self.keep_cache = _editor(("execution", "cache"))
        self.keep_cache.setText(setting_words(setting_info(("execution", "cache")).label))
        self.clear_cache = QPushButton()
        self.clear_cache.setToolTip(self.tr("Delete the fitted baselines kept in the cache folder; runs fit them anew. "
                                            "No result changes."))
        self.clear_cache.clicked.connect(self._clear_cache)
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(described(self.keep_cache, setting_words(setting_info(("execution", "cache")).help)), 1)
        layout.addWidget(self.clear_cache)
        return row

    def _cache_folder(self):
        return cache_folder(ExecutionSettings(cache_folder=self.draft.settings["execution"]["cache_folder"]))

    def _show_cache_usage(self) -> None:
        entries, size = cache_usage(self._cache_folder())
        self.clear_cache.setText(self.tr("Clear kept baselines ({count}, {size} MB)")
                                 .format(count=entries, size=localized(f"{size / 2**20:.1f}")))
        self.clear_cache.setEnabled(entries > 0)
        self.clear_cache.setStatusTip(str(self._cache_folder()))

    def _clear_cache(self) -> None:
        clear_cache(self._cache_folder())
        self._show_cache_usage()

    def _knowledge_box(self) -> QGroupBox:
        """Further attackers, each knowing a chosen set of key variables, audited beside the roles' one."""
        box = QGroupBox(self.tr("More attackers: each knows another set of key variables"))
        self.sets = QListWidget()
        self.sets.setMaximumHeight(90)
        self.sets.setAccessibleName(self.tr("Further sets of key variables, one attacker each"))
        self.pick = QListWidget()
        self.pick.setMaximumHeight(90)
        self.pick.setFlow(QListWidget.Flow.LeftToRight)
        self.pick.setWrapping(True)
        self.pick.setAccessibleName(self.tr("Columns to tick for a new set"))
        add = QPushButton(self.tr("Add a set of the ticked columns"))
        remove = QPushButton(self.tr("Remove the selected set"))
        add.clicked.connect(self._add_set)
        remove.clicked.connect(self._remove_set)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(remove)
        layout = QVBoxLayout(box)
        layout.addWidget(QLabel(self.tr("The key variables set on the Data page make the first attacker; each set "
                                        "below is audited as one more, e.g. an attacker who knows only age and "
                                        "region.")))
        layout.addWidget(self.sets)
        layout.addWidget(QLabel(self.tr("Columns:")))
        layout.addWidget(self.pick)
        layout.addLayout(buttons)
        return box

    def _add_set(self) -> None:
        ticked = [self.pick.item(i).text() for i in range(self.pick.count())
                  if self.pick.item(i).checkState() == Qt.CheckState.Checked]
        try:
            self.draft.add_known_set(ticked)
        except ValueError:
            return
        self.refresh()

    def _remove_set(self) -> None:
        row = self.sets.currentRow()
        if 0 <= row < len(self.draft.extra_known_sets):
            del self.draft.extra_known_sets[row]
            self.refresh()

    def _mode_changed(self) -> None:
        for widget in (self.selector, self.scope, self.selector_box):
            widget.setEnabled(self.mode.currentData() == "pre-targeted")

    def _show_selector_params(self) -> None:
        """The chosen selector's parameters, with the audit's values where it has them for this selector."""
        if self.selector_form is not None:
            self.selector_form.setParent(None)  # gone from the page at once, not at the next event loop pass
            self.selector_form.deleteLater()
            self.selector_form = None
        targets = self.draft.settings["targets"]
        chosen = self.selector.currentData()
        try:
            entry = self.catalog.get("selector", chosen)
        except KeyError:
            self.selector_box.setVisible(False)
            return
        saved = targets.get("selector_params", {}) if targets.get("selector") == chosen else {}
        self.selector_form = ParameterForm(entry.parameters, saved)
        self.selector_layout.addWidget(self.selector_form)
        self.selector_box.setTitle(self.tr("Settings of {selector}").format(selector=entry.title))
        self.selector_box.setToolTip(entry.description)
        self.selector_box.setVisible(bool(entry.parameters))

    def _editors(self) -> dict[Key, QSpinBox | QDoubleSpinBox]:
        return {key: widget for key, (_, widget) in self.fields.items()}

    def _chosen(self) -> dict[Key, QWidget]:
        """The editors of the settings chosen from a list, typed or ticked, by the setting's key."""
        return {("targets", "mode"): self.mode, ("targets", "selector"): self.selector,
                ("targets", "recall_scope"): self.scope, ("measures", "verdict_from"): self.verdict_from,
                ("execution", "cluster"): self.cluster, ("execution", "shared_folder"): self.shared_folder,
                ("execution", "cache"): self.keep_cache}

    def refresh(self) -> None:
        s = self.draft.settings
        for key, editor in self._chosen().items():
            show_value(editor, setting(s, key))  # no selector named: the list's first stays shown
        self._mode_changed()
        self._show_selector_params()
        self._show_cache_usage()
        # a spin box clamps and rounds; remember what it showed so only real edits are written back
        self.shown = {}
        for key, widget in self._editors().items():
            show_value(widget, setting(s, key))
            self.shown[key] = widget.value()
        secrets = ([c.name for c in self.draft.columns if c.role == "secret"]
                   or [self.tr("(none yet: set a role on the Data page)")])
        known = [c.name for c in self.draft.columns if c.role == "known"] or [self.tr("(none)")]
        self.summary.setText(self.tr("<b>Sensitive variables (secret):</b> {secrets}<br>"
                                     "<b>Key variables the attacker knows:</b> {known}")
                             .format(secrets=", ".join(secrets), known=", ".join(known)))
        self.membership.refresh(self.draft)
        self.reidentification.refresh(self.draft)
        self.identity.refresh(self.draft)
        self.utility.refresh(self.draft)
        self.sets.clear()
        self.sets.addItems([", ".join(columns) for columns in self.draft.extra_known_sets])
        self.pick.clear()
        for column in self.draft.columns:
            if column.role != "entity":
                item = QListWidgetItem(column.name)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                self.pick.addItem(item)

    def commit(self) -> None:
        s = self.draft.settings
        for (group, name), editor in self._chosen().items():
            s[group][name] = editor_value(editor)
        targeted = self.mode.currentData() == "pre-targeted"
        if not targeted:
            s["targets"]["selector"] = None
            s["targets"]["selector_params"] = {}
        elif self.selector_form is not None:  # else (not installed) keep what the file said
            s["targets"]["selector_params"] = self.selector_form.values()
        self.membership.commit(self.draft)
        self.reidentification.commit(self.draft)
        self.identity.commit(self.draft)
        self.utility.commit(self.draft)
        for key, widget in self._editors().items():
            if widget.value() != self.shown.get(key):
                *groups, name = key
                setting(s, tuple(groups))[name] = editor_value(widget)
                self.shown[key] = widget.value()  # written: a later commit compares with this


def _row(form: QFormLayout, label: str, editor: QWidget, help_text: str) -> None:
    shown = QLabel(label)
    shown.setBuddy(editor)
    shown.setWordWrap(True)
    form.addRow(shown, described(editor, help_text))


def _described_row(form: QFormLayout, key: Key, editor: QWidget) -> None:
    """A row for a setting chosen from a list: the engine's label and help, in the window's language."""
    info = setting_info(key)
    _row(form, setting_words(info.label), editor, setting_words(info.help))
