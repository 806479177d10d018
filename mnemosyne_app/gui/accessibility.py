"""Names a screen reader says for every input of the window. Widgets built with inputs.named()
have theirs; for the others (a panel's checkbox, a form's spin box) the name is taken from what
a sighted person reads next to it: the button's text, the form label in front of it, its
placeholder, or its tooltip. Run once the window is built, and again for windows built later."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QFormLayout, QGroupBox, QHeaderView, QLabel,
    QLineEdit, QPlainTextEdit, QSlider, QTabBar, QTextEdit, QWidget,
)

INTERACTIVE = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QPlainTextEdit, QTextEdit,
               QAbstractItemView, QSlider, QTabBar)


def interactive(root: QWidget) -> list[QWidget]:
    """The inputs under ``root`` a person can reach (not the parts Qt builds inside others)."""
    out = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, INTERACTIVE) or isinstance(widget, QHeaderView):
            continue  # a header's sections are named by the table's model
        parent = widget.parentWidget()
        if isinstance(parent, (QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView)):
            continue  # a part of another input: a combo's line edit, a clear button, a table's corner
        if widget.window().windowType() == Qt.WindowType.Popup:
            continue  # a combo box's drop-down list, named by the combo box
        if widget.objectName().startswith("qt_"):  # Qt's own scroll bars, spin arrows, dock buttons
            continue
        out.append(widget)
    return out


def _form_label(widget: QWidget) -> str:
    """The text of the QFormLayout label in front of ``widget`` (or of the row it sits in)."""
    node = widget
    while node is not None:
        parent = node.parentWidget()
        layout = parent.layout() if parent is not None else None
        if isinstance(layout, QFormLayout):
            label = layout.labelForField(node)
            if isinstance(label, QLabel) and label.text().strip():
                return label.text().replace("&", "").strip().rstrip(":")
            return ""
        node = parent if parent is not None and not parent.isWindow() else None
    return ""


def _label_before(widget: QWidget) -> str:
    """The text of a QLabel just before ``widget`` in its layout ("Format" [combo])."""
    parent = widget.parentWidget()
    layout = parent.layout() if parent is not None else None
    if layout is None:
        return ""
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is widget and i > 0:
            before = layout.itemAt(i - 1).widget()
            if isinstance(before, QLabel) and before.text().strip() and "<" not in before.text():
                return before.text().replace("&", "").strip().rstrip(":")
    return ""


def _group_title(widget: QWidget) -> str:
    node = widget.parentWidget()
    while node is not None and not node.isWindow():
        if isinstance(node, QGroupBox) and node.title().strip():
            return node.title().replace("&", "").strip()
        node = node.parentWidget()
    return ""


def _spoken(widget: QWidget) -> str:
    if isinstance(widget, QAbstractButton) and widget.text().strip():
        return widget.text().replace("&", "").strip().rstrip("…")
    label = _form_label(widget) or _label_before(widget)
    if label:
        return label
    placeholder = getattr(widget, "placeholderText", None)
    if callable(placeholder) and placeholder():
        return placeholder()
    if widget.toolTip():
        return widget.toolTip().split("\n")[0].split(" (")[0]
    if isinstance(widget, QTabBar):
        return "Tabs"
    group = _group_title(widget)
    if group:
        return f"{group}: {type(widget).__name__.removeprefix('Q').lower()}"
    return ""


def fill_names(root: QWidget) -> list[QWidget]:
    """Give every input under ``root`` without an accessible name one; returns those still
    without (nothing a person can read names them: a bug to fix where the widget is made)."""
    missing = []
    for widget in interactive(root):
        if widget.accessibleName():
            continue
        name = _spoken(widget)
        if name:
            widget.setAccessibleName(name)
        else:
            missing.append(widget)
    return missing
