"""Declared fields as editors an officer can read: a plugin's parameters and the engine's settings alike.

`field_editor` builds the one editor of a field from its declaration (`anonguard.fields.SettingInfo`: a
setting's `info`, or a plugin `Parameter`'s): a spin box limited to its range, a list of its choices, a
tick box for yes or no, a text box otherwise; `Look` says what the declaration leaves to the page (decimals,
a share shown as a percentage, a cap on an open range). `ParameterForm` lays a plugin's fields out: each with
a plain-language label with its unit, its help written under it with the default, shown only where it
applies (a forest's trees disappear under naive Bayes), the advanced ones in a collapsed "Advanced" section.
The Scenario page builds the settings' fields with the same `field_editor`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QToolButton, QVBoxLayout, QWidget,
)

from anonguard.fields import SettingInfo
from anonguard.gui.models import localized
from anonguard.plugins.api import Parameter

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: ParameterForm)


def as_declared(text: str) -> str:
    """Declared words shown as they are (a plugin's, which no catalogue translates)."""
    return text


@dataclass(frozen=True)
class Look:
    """How a page shows a field where its declaration leaves it open. `decimals` None: a whole number for an
    integer field, enough to show the default and the range's ends for another; `scale`: shown = stored ×
    scale (a share as a percentage); `unit` None: the declared one; `cap` bounds a range open above; `words`
    puts declared words in the window's language; `choices` are (value, words) for a choice shown in words.
    `unit_after_default`: a setting's unit reads after its default ("1,800 seconds"), a plugin's may be the
    words of its range ("0 to 1") and does not."""

    decimals: int | None = None
    scale: float = 1.0
    unit: str | None = None
    cap: float | None = None
    grouped: bool = True  # thousands separators (not for a seed: it is a name, not an amount)
    words: Callable[[str], str] = as_declared
    choices: tuple[tuple[Any, str], ...] | None = None  # None: the declared choices, if any
    unit_after_default: bool = True

    def unit_of(self, info: SettingInfo) -> str:
        return info.unit if self.unit is None else self.unit


def _kind(hint: Any) -> type | None:
    """bool, int or float for a field of that type (or that or null), else None."""
    return next((t for t in (hint, *getattr(hint, "__args__", ())) if t in (bool, int, float)), None)


def decimals_of(info: SettingInfo, look: Look) -> int | None:
    """The decimals a number field shows; None for a whole number in a whole-number box."""
    if look.decimals is not None or _kind(info.hint) is not float:
        return look.decimals
    ends = (info.range.low, info.range.high) if info.range is not None else ()
    places = [len(f"{abs(v):.10f}".rstrip("0").split(".")[1]) for v in (info.default, *ends) if v]
    return min(max([2, *places]), 10)  # enough to show the default and the range's ends, at least 2


def spin_bounds(info: SettingInfo, look: Look) -> tuple[float, float, float]:
    """The lowest and highest values a number field shows, and its smallest step: the declared range
    (scaled, an open end one step inside), one step lower when the lowest stands for a null field."""
    decimals = decimals_of(info, look)
    step = 1 if decimals is None else 10.0 ** -decimals
    far = 10**9 if decimals is None else 1e12  # a side the declaration leaves open, in what a box holds
    bounds = info.range
    low = -far if bounds is None or bounds.low is None else bounds.low * look.scale + (step if bounds.low_open else 0)
    if info.null:
        low -= step
    if bounds is None or bounds.high is None:
        high = far if look.cap is None else look.cap
    else:
        high = bounds.high * look.scale - (step if bounds.high_open else 0)
        high = high if look.cap is None else min(high, look.cap)
    return low, high, step


def field_editor(info: SettingInfo, value: Any, look: Look = Look()) -> QWidget:
    """The one editor of a declared field holding `value`, limited to what the field accepts."""
    choices = look.choices if look.choices is not None else tuple((choice, str(choice)) for choice in info.choices)
    kind = _kind(info.hint)
    if look.choices is not None or choices:
        editor = QComboBox()
        for choice, words in choices:
            editor.addItem(words, choice)
    elif kind is bool:
        editor = QCheckBox()
    elif kind in (int, float):
        low, high, _ = spin_bounds(info, look)
        decimals = decimals_of(info, look)
        if decimals is None:
            editor = QSpinBox()
            editor.setRange(int(low), int(high))
            editor.setGroupSeparatorShown(look.grouped)
        else:
            editor = QDoubleSpinBox()
            editor.setDecimals(decimals)
            editor.setRange(low, high)
            editor.setSingleStep(10 ** -min(decimals, 2) if look.scale == 1 else 1)
        editor.setSpecialValueText(look.words(info.null))
        editor.setProperty("scale", look.scale)
    else:
        editor = QLineEdit()
        editor.setPlaceholderText(look.words(info.null))
    editor.setProperty("nullable", bool(info.null))
    show_value(editor, value)
    editor.setToolTip(look.words(info.help))
    editor.setAccessibleName(look.words(info.label))
    editor.setAccessibleDescription(look.words(info.help))
    editor.setObjectName(f"param-{info.name}")
    return editor


def show_value(editor: QWidget, value: Any) -> None:
    """Show `value` (as the field stores it) in an editor `field_editor` built."""
    if isinstance(editor, QCheckBox):
        editor.setChecked(bool(value))
    elif isinstance(editor, (QSpinBox, QDoubleSpinBox)):
        shown = editor.minimum() if value is None else value * (editor.property("scale") or 1)
        shown = max(min(shown, editor.maximum()), editor.minimum())
        editor.setValue(round(shown) if isinstance(editor, QSpinBox) else shown)
    elif isinstance(editor, QComboBox):
        choose(editor, value)
    else:
        editor.setText("" if value is None else str(value))


def editor_value(editor: QWidget) -> Any:
    """The value an editor `field_editor` built holds, as the field stores it (None where it reads as null)."""
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, (QSpinBox, QDoubleSpinBox)):
        if editor.specialValueText() and editor.value() == editor.minimum():
            return None
        scale = editor.property("scale") or 1
        return editor.value() / scale if scale != 1 else editor.value()
    if isinstance(editor, QComboBox):
        return editor.currentData()
    if editor.property("nullable"):
        return editor.text().strip() or None
    return editor.text()


def choose(box: QComboBox, value: Any) -> None:
    """Select the item standing for `value`, adding it as it is when the list lacks it; None leaves the box as it is."""
    if value is None:
        return
    if box.findData(value) < 0:
        box.addItem(str(value), value)  # e.g. a selector not installed: shown, not silently replaced
    box.setCurrentIndex(box.findData(value))


def field_label(title: str, unit: str = "") -> str:
    """The label with its unit, unless the label already says it ("Trees in the forest", not "… (trees)")."""
    said = unit.lower().rstrip("s") in title.lower()
    return f"{title} ({unit})" if unit and not said else title


def help_text(info: SettingInfo, look: Look = Look()) -> str:
    """The field's help and its default, as written under its field."""
    return with_default(look.words(info.help), default_words(info, look))


def default_words(info: SettingInfo, look: Look = Look()) -> str:
    """A field's default as its editor shows it, in the window's language: its number (scaled, with the
    locale's separators and, for a setting, its unit), on or off, or the words for null or empty."""
    value = info.default
    if value is None:
        return look.words(info.null)
    if isinstance(value, bool):
        return translate("ParameterForm", "on") if value else translate("ParameterForm", "off")
    if isinstance(value, str):
        return dict(look.choices or ()).get(value, value) or translate("ParameterForm", "empty")
    if not isinstance(value, (int, float)):
        return str(value)
    shown, decimals = value * look.scale, decimals_of(info, look)
    text = f"{shown:,.{decimals}f}" if decimals else f"{round(shown):,}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    unit = look.words(look.unit_of(info)) if look.unit_after_default else ""
    return f"{localized(text)} {unit}".rstrip()


def with_default(help: str, default: Any) -> str:
    """A field's help followed by its default ("… Default: 3."), in the window's language."""
    return translate("ParameterForm", "{help} Default: {value}.").format(help=help, value=default)


def described(editor: QWidget, text: str) -> QWidget:
    """`editor` with `text` written under it in small print (the inline help)."""
    field = QWidget()
    layout = QVBoxLayout(field)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(1)
    layout.addWidget(editor)
    note = QLabel(text)
    note.setWordWrap(True)
    note.setObjectName("inline-help")
    note.setStyleSheet("color: palette(placeholder-text); font-size: small;")
    layout.addWidget(note)
    return field


class Collapsible(QWidget):
    """A titled section that opens and closes with a click (or Space on its title)."""

    def __init__(self, title: str) -> None:
        super().__init__()
        self.toggle = QToolButton(text=title, checkable=True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setAutoRaise(True)
        self.toggle.setAccessibleName(title)
        self.body = QWidget()
        self.body.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toggle)
        layout.addWidget(self.body)
        self.toggle.toggled.connect(self.set_open)

    def set_open(self, shown: bool) -> None:
        self.toggle.setChecked(shown)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.body.setVisible(shown)


PLUGIN = Look(unit_after_default=False)  # how a plugin's parameters are shown: as declared


def setting_words(text: str) -> str:
    """A setting's or a section field's English label, help, unit or unset text in the window's language ("" stays
    ""): marked in context "Settings" by anonguard/gui/marked_words.py."""
    return translate("Settings", text) if text else text


SETTING = Look(words=setting_words)  # how a setting or a section field is shown: its declared words, translated


class ParameterForm(QWidget):
    """Fields for a plugin's `parameters` holding `values` (defaults where a value is missing or invalid)."""

    changed = Signal()

    def __init__(self, parameters: Iterable[Parameter], values: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        self.parameters = tuple(parameters)
        values = values or {}
        self.editors: dict[str, QWidget] = {}
        self.main = QFormLayout()
        self.advanced = Collapsible(self.tr("Advanced settings: the defaults suit most audits"))
        self.advanced_form = QFormLayout(self.advanced.body)
        self.advanced_form.setContentsMargins(12, 0, 0, 0)
        for parameter in self.parameters:
            try:
                value = parameter.coerce(values.get(parameter.name, parameter.default))
            except ValueError:
                value = parameter.default  # an invalid saved value: the engine would refuse it too
            editor = field_editor(parameter.info, value, PLUGIN)
            self.editors[parameter.name] = editor
            label = QLabel(field_label(parameter.title, parameter.unit))
            label.setBuddy(editor)
            label.setWordWrap(True)
            form = self.advanced_form if parameter.advanced else self.main
            form.addRow(label, described(editor, help_text(parameter.info, PLUGIN)))
            _on_edit(editor, self._edited)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.main)
        layout.addWidget(self.advanced)
        self.advanced.setVisible(any(p.advanced for p in self.parameters))
        self._show_applicable()

    def values(self) -> dict[str, Any]:
        return {name: editor_value(editor) for name, editor in self.editors.items()}

    def applicable(self) -> list[str]:
        """The parameters that matter under the form's current values."""
        values = self.values()
        return [p.name for p in self.parameters if p.applies(values)]

    def _edited(self, *_args) -> None:
        self._show_applicable()
        self.changed.emit()

    def _show_applicable(self) -> None:
        shown = set(self.applicable())
        for parameter in self.parameters:
            form = self.advanced_form if parameter.advanced else self.main
            form.setRowVisible(self.editors[parameter.name].parentWidget(), parameter.name in shown)


def _on_edit(editor: QWidget, slot) -> None:
    if isinstance(editor, QCheckBox):
        editor.toggled.connect(slot)
    elif isinstance(editor, (QSpinBox, QDoubleSpinBox)):
        editor.valueChanged.connect(slot)
    elif isinstance(editor, QComboBox):
        editor.currentTextChanged.connect(slot)
    else:
        editor.textChanged.connect(slot)
