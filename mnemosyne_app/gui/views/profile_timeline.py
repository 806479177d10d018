"""The Profile's Timeline: every change to what is known about you, as one view (issue 28).

Grouped by year, oldest first: "Moved to Denver" started on the day it was said, and "Lives in
Austin" ended that day, with what ended it (core/read/spans.py ``timeline``). With a "True on"
day picked, the changes up to that day. Double-click opens the memory a change came from."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from mnemosyne_app.gui.views.markdown import when


def fill(tree: QTreeWidget, changes: list[dict], faded) -> int:
    """Show ``changes`` in ``tree`` by year; ``faded``: the brush an ended fact is drawn with."""
    tree.clear()
    years: dict[int, list[QTreeWidgetItem]] = {}
    for c in changes:
        if c["change"] == "started":
            text = f"Started: {c['text']}"
        else:
            text = f"Ended: {c['text']}" + (f"  →  {c['replaced_with']}" if c.get("replaced_with") else "")
        item = QTreeWidgetItem([text, when(c["at"])])
        item.setData(0, Qt.ItemDataRole.UserRole, c["memory_id"])
        item.setToolTip(0, text)
        if c["change"] == "ended":
            item.setForeground(0, faded)
        years.setdefault(dt.datetime.fromtimestamp(c["at"]).year, []).append(item)
    for year, items in sorted(years.items()):
        top = QTreeWidgetItem([f"{year} ({len(items):,} change{'' if len(items) == 1 else 's'})"])
        top.addChildren(items)
        tree.addTopLevelItem(top)
        top.setExpanded(True)
    return len(changes)
