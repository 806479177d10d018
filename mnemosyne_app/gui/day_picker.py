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
    now.clicked.connect(lambda: (_follow_the_day(picker), picker.setDate(QDate.currentDate())))
    return picker, now


def _follow_the_day(picker: QDateEdit) -> None:
    """A window left open past midnight: today becomes the latest day offered, and a picker that
    stood at the latest day (now) moves with it, silently (was: "now" became yesterday, Now could
    not reach today, and the views showed the day before, leaving out what was said today)."""
    today = QDate.currentDate()
    if picker.maximumDate() >= today:
        return
    was_now = picker.date() >= picker.maximumDate()
    picker.blockSignals(True)
    picker.setMaximumDate(today)
    if was_now:
        picker.setDate(today)
    picker.blockSignals(False)


def picked_day(picker: QDateEdit) -> str | None:
    """The day picked ("2025-05-03"), or None for today: now."""
    _follow_the_day(picker)
    picked = picker.date()
    return None if picked >= QDate.currentDate() else picked.toString("yyyy-MM-dd")
