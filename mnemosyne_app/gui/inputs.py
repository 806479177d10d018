"""The inputs shared by the detail pane and the New memory dialog: kind as an editable choice
of the known kinds, tags with completion from the scope's tags, and an inline error line."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea, QAbstractSpinBox, QApplication, QComboBox, QCompleter, QLabel, QLineEdit, QWidget,
)

from mnemosyne_app.gui.wording import BUILT_IN_KINDS, normalise_kind, normalise_tags


def named(widget, name: str, accessible: str, description: str = ""):
    """Give ``widget`` an objectName (for tests and style sheets) and an accessible name (for
    screen readers); returns it."""
    widget.setObjectName(name)
    widget.setAccessibleName(accessible)
    if description:
        widget.setAccessibleDescription(description)
    return widget


class KindBox(QComboBox):
    """The known kinds to pick from; a new one may be typed, and is normalised on reading
    ("Travel Plans" -> "travel-plans") instead of being refused."""

    def __init__(self, name: str = "kindEdit", parent=None) -> None:
        super().__init__(parent, editable=True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.setToolTip("What sort of memory this is: pick one or type a new one (stored in lower case)")
        self.set_kinds([])
        named(self, name, "Kind")

    def set_kinds(self, scope_kinds) -> None:
        text = self.currentText()
        kinds = list(dict.fromkeys([*BUILT_IN_KINDS, *sorted(scope_kinds)]))
        self.blockSignals(True)
        self.clear()
        self.addItems(kinds)
        self.setCurrentText(text)
        self.blockSignals(False)

    def kind(self) -> str:
        return normalise_kind(self.currentText())

    def set_kind(self, kind: str) -> None:
        index = self.findText(kind)
        if index >= 0:
            self.setCurrentIndex(index)
        else:
            self.setEditText(kind)


class _LastTagCompleter(QCompleter):
    """Completes the tag being typed after the last comma, keeping the ones before it."""

    def splitPath(self, path: str) -> list[str]:
        return [path.split(",")[-1].strip()]

    def pathFromIndex(self, index) -> str:
        done = [t.strip() for t in self.widget().text().split(",")[:-1] if t.strip()]
        return ", ".join([*done, index.data()]) + ", "


class TagsEdit(QLineEdit):
    """Comma-separated tags, case-insensitive, completed from the scope's tags."""

    def __init__(self, name: str = "tagsEdit", parent=None) -> None:
        super().__init__(parent, placeholderText="comma-separated, e.g. health, travel")
        self.known: list[str] = []
        self._model = QStringListModel(self)
        completer = _LastTagCompleter(self._model, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.setCompleter(completer)
        named(self, name, "Tags", "Comma-separated tags; the scope's tags are offered as you type")

    def set_known(self, tags) -> None:
        self.known = sorted(tags, key=str.lower)
        self._model.setStringList(self.known)

    def tags(self) -> list[str]:
        return normalise_tags(self.text(), self.known)


class ErrorLine(QLabel):
    """Why the last save was refused, in words, beside the inputs; hidden when all is well."""

    def __init__(self, name: str, parent=None) -> None:
        super().__init__(parent, wordWrap=True)
        self.setStyleSheet("color: #c0392b;")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        named(self, name, "Error")
        self.hide()

    def say(self, text: str) -> None:
        self.setText(f"⚠ {text}" if text else "")
        self.setVisible(bool(text))


class _WheelGuard(QObject):
    """Lets the wheel change a choice or a number only when that input has the focus: scrolling
    a panel with the pointer over a combo box passes the wheel on to the panel instead."""

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.Wheel or watched.hasFocus():
            return False
        area = watched.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:  # the panel scrolls, as the pointer's wheel meant
            QApplication.sendEvent(area.verticalScrollBar(), event)
        return True  # the setting is not changed


def guard_wheel(root: QWidget) -> None:
    """Guard every combo box and spin box under ``root`` (they take focus by click or Tab, not wheel)."""
    guard = _WheelGuard(root)
    for widget in root.findChildren(QComboBox) + root.findChildren(QAbstractSpinBox):
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(guard)
