"""The "as of" day picker (issue 28) of the Profile, an entity's page and the search box: a date,
at most today, and a Now button. Today means now (what was said later today included), so the
day read back is then None and the view asks for what is true now."""

from __future__ import annotations

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QDateEdit, QPushButton

from mnemosyne_app.gui.inputs import named


def day_picker(name: str, accessible: str, now_name: str, now_accessible: str) -> tuple[QDateEdit, QPushButton]:
    """A date edit set to today (no later day offered) and its Now button, each named for tests
    and screen readers."""
    picker = named(QDateEdit(calendarPopup=True, displayFormat="d MMM yyyy"), name, accessible)
    picker.setMaximumDate(QDate.currentDate())
    picker.setDate(QDate.currentDate())
    now = named(QPushButton("Now"), now_name, now_accessible)
    now.clicked.connect(lambda: picker.setDate(QDate.currentDate()))
    return picker, now


def picked_day(picker: QDateEdit) -> str | None:
    """The day picked ("2025-05-03"), or None for today: now."""
    picked = picker.date()
    return None if picked >= QDate.currentDate() else picked.toString("yyyy-MM-dd")
