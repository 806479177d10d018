"""Profile: "What Mnemosyne knows about you". The current facts of the visible memories grouped
by their memory's kind, each opening the memory it came from; facts an edit or a later
extraction replaced are listed under "Earlier", as history."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.views.markdown import when

EARLIER = "Earlier (replaced or removed)"


class ProfileWindow(QWidget):
    open_memory = Signal(str)

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("What Mnemosyne knows about you")
        self.setObjectName("profileWindow")
        self.resize(760, 640)
        self.session = session
        self.heading = named(QLabel(wordWrap=True), "profileHeading", "Summary")
        self.filter = named(QLineEdit(placeholderText="Filter facts", clearButtonEnabled=True),
                            "profileFilter", "Filter facts")
        self.tree = named(QTreeWidget(), "profileTree", "Facts by kind")
        self.tree.setHeaderLabels(["Fact", "When"])
        self.tree.setColumnWidth(0, 520)
        self.tree.setUniformRowHeights(True)
        self.tree.itemActivated.connect(self._activated)
        hint = QLabel("Double-click a fact to open the memory it came from; edit or delete it there.")
        box = QVBoxLayout(self)
        for w in (self.heading, self.filter, self.tree, hint):
            box.addWidget(w, 1 if w is self.tree else 0)
        self.filter.textChanged.connect(self._filter)

    async def reload(self) -> int:
        try:
            found = await self.session.view("profile")
        except errors.ScopeClosedError:
            found = {"current": [], "earlier": []}
        self.show_profile(found)
        return len(found["current"])

    def show_profile(self, found: dict) -> None:
        self.tree.clear()
        groups: dict[str, list[QTreeWidgetItem]] = {}
        for f in found["current"]:
            item = QTreeWidgetItem([f["text"], when(f["occurred_at"])])
            item.setData(0, Qt.ItemDataRole.UserRole, f["memory_id"])
            item.setToolTip(0, f["text"])
            groups.setdefault(f["kind"], []).append(item)
        tops = []
        for kind in sorted(groups):
            top = QTreeWidgetItem([f"{kind} ({len(groups[kind]):,})"])
            top.addChildren(groups[kind])
            tops.append(top)
        if found["earlier"]:
            top = QTreeWidgetItem([f"{EARLIER} ({len(found['earlier']):,})"])
            children = []
            for f in found["earlier"]:
                item = QTreeWidgetItem([f["text"], when(f["held_at"])])
                item.setData(0, Qt.ItemDataRole.UserRole, f["memory_id"])
                item.setForeground(0, self.palette().placeholderText())
                children.append(item)
            top.addChildren(children)
            tops.append(top)
        self.tree.addTopLevelItems(tops)
        for top in tops[:-1] if found["earlier"] else tops:
            top.setExpanded(True)
        n = len(found["current"])
        self.heading.setText(
            f"<b>{n:,} fact{'' if n == 1 else 's'}</b> from your memories, grouped by kind." if n else
            "<b>No facts yet.</b> Facts are drawn from what you write when extraction is on "
            "(Settings), or added by hand in a memory's Facts list.")

    def _filter(self, text: str) -> None:
        needle = text.strip().lower()
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for j in range(top.childCount()):
                child = top.child(j)
                child.setHidden(bool(needle) and needle not in child.text(0).lower())

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        memory_id = item.data(0, Qt.ItemDataRole.UserRole)
        if memory_id:
            self.open_memory.emit(memory_id)
