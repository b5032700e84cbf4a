"""A plugin's declared parameters as a form an officer can read.

Each field has a plain-language label with its unit, its help written under it with the default,
and is shown only where it applies (a forest's trees disappear under naive Bayes). Settings a
plugin marks advanced sit in a collapsed "Advanced" section. The same form serves attacks,
target selectors and anything else that declares `Parameter`s.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QToolButton, QVBoxLayout, QWidget,
)

from anonguard.gui.models import localized
from anonguard.plugins.api import Parameter

translate = QCoreApplication.translate  # found by pyside6-lupdate (context: ParameterForm)


def parameter_editor(parameter: Parameter, value: Any) -> QWidget:
    """A field for one declared parameter, limited to its range."""
    if parameter.type == "bool":
        editor = QCheckBox()
        editor.setChecked(bool(value))
    elif parameter.type == "int":
        editor = QSpinBox()
        editor.setRange(int(parameter.minimum if parameter.minimum is not None else -10**9),
                        int(parameter.maximum if parameter.maximum is not None else 10**9))
        editor.setGroupSeparatorShown(True)
        editor.setValue(int(value))
    elif parameter.type == "float":
        editor = QDoubleSpinBox()
        editor.setDecimals(_decimals(parameter))
        editor.setRange(parameter.minimum if parameter.minimum is not None else -1e12,
                        parameter.maximum if parameter.maximum is not None else 1e12)
        editor.setSingleStep(0.05)
        editor.setValue(float(value))
    elif parameter.type == "choice":
        editor = QComboBox()
        editor.addItems(parameter.choices)
        editor.setCurrentText(str(value))
    else:
        editor = QLineEdit(str(value))
    editor.setToolTip(parameter.help)
    editor.setAccessibleName(parameter.title)
    editor.setAccessibleDescription(parameter.help)
    editor.setObjectName(f"param-{parameter.name}")
    return editor


def _decimals(parameter: Parameter) -> int:
    """Enough decimals to show the default and the smallest allowed value, no trailing noise."""
    shown = [abs(v) for v in (parameter.default, parameter.minimum) if v]
    smallest = min(shown, default=1.0)
    return min(max(2, len(f"{smallest:.10f}".rstrip("0").split(".")[1])), 10)


def editor_value(editor: QWidget) -> Any:
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, (QSpinBox, QDoubleSpinBox)):
        return editor.value()
    if isinstance(editor, QComboBox):
        return editor.currentText()
    return editor.text()


def field_label(title: str, unit: str = "") -> str:
    """The label with its unit, unless the label already says it ("Trees in the forest", not "… (trees)")."""
    said = unit.lower().rstrip("s") in title.lower()
    return f"{title} ({unit})" if unit and not said else title


def help_text(parameter: Parameter) -> str:
    """The parameter's help and its default, as written under its field."""
    default = parameter.default
    if parameter.type == "bool":
        default = translate("ParameterForm", "on") if default else translate("ParameterForm", "off")
    elif parameter.type == "str" and default == "":
        default = translate("ParameterForm", "empty")
    elif parameter.type == "int":
        default = localized(f"{default:,}")
    elif parameter.type == "float":
        default = localized(str(default))
    return with_default(parameter.help, default)


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


class ParameterForm(QWidget):
    """Fields for `parameters` holding `values` (defaults where a value is missing or invalid)."""

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
            editor = parameter_editor(parameter, value)
            self.editors[parameter.name] = editor
            label = QLabel(field_label(parameter.title, parameter.unit))
            label.setBuddy(editor)
            label.setWordWrap(True)
            form = self.advanced_form if parameter.advanced else self.main
            form.addRow(label, described(editor, help_text(parameter)))
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
