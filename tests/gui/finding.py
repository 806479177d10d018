"""Finding the window's dialogs in GUI tests by objectName, as a person finds them on screen: the
window keeps no attribute for a test to reach them by."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def newest(parent: QWidget, name: str, cls: type = QWidget):
    """The most recently made widget called ``name`` under ``parent`` (a confirmation asked again is
    a new box; the old ones stay hidden children), or None when there is none yet."""
    found = parent.findChildren(cls, name)
    return found[-1] if found else None
