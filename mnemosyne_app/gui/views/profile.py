"""Profile: "What Mnemosyne knows about you". The current facts of the visible memories grouped
by what they are about (where you live, work, family, allergies, ...: their attribute), each
opening the memory it came from. Facts a newer one replaced ("lives in Austin", after "moved to
Denver") or an edit took away are listed under "Earlier", with what replaced them: history, not
what is true now."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from mnemosyne_app.core import errors
from mnemosyne_app.core.types import ATTRIBUTE_TITLES, attribute_title
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
        self.tree = named(QTreeWidget(), "profileTree", "Facts by what they are about")
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
            found = {"current": [], "replaced": [], "earlier": []}
        self.show_profile(found)
        return len(found["current"])

    def show_profile(self, found: dict) -> None:
        self.tree.clear()
        groups: dict[str | None, list[QTreeWidgetItem]] = {}
        for f in found["current"]:
            groups.setdefault(f.get("attribute"), []).append(self._item(f["text"], f["occurred_at"], f["memory_id"]))
        order = list(ATTRIBUTE_TITLES)
        tops = []
        for attribute in sorted(groups, key=lambda a: (order.index(a) if a in order else len(order) - 1, a or "")):
            top = QTreeWidgetItem([f"{attribute_title(attribute)} ({len(groups[attribute]):,})"])
            top.addChildren(groups[attribute])
            tops.append(top)
        history = [self._item(f"{f['text']}  →  {f['replaced_with']}" if f.get("replaced_with") else f["text"],
                              f["occurred_at"], f["memory_id"], past=True) for f in found.get("replaced", [])]
        history += [self._item(f["text"], f["held_at"], f["memory_id"], past=True) for f in found["earlier"]]
        if history:
            top = QTreeWidgetItem([f"{EARLIER} ({len(history):,})"])
            top.addChildren(history)
            tops.append(top)
        self.tree.addTopLevelItems(tops)
        for top in tops[:-1] if history else tops:
            top.setExpanded(True)
        n = len(found["current"])
        self.heading.setText(
            f"<b>{n:,} fact{'' if n == 1 else 's'}</b> about you, from your memories." if n else
            "<b>No facts yet.</b> Facts are drawn from what you write when extraction is on "
            "(Settings); for what is already stored (an imported history), press <b>Extract facts</b> "
            "in the toolbar; or add them by hand in a memory's Facts list.")

    def _item(self, text: str, at: float, memory_id: str, past: bool = False) -> QTreeWidgetItem:
        # A fact of a memory the last verify found changed outside Mnemosyne says so (issue 27).
        tampered = memory_id in self.session.broken
        item = QTreeWidgetItem([("⚠ " if tampered else "") + text, when(at)])
        item.setData(0, Qt.ItemDataRole.UserRole, memory_id)
        item.setToolTip(0, ("Its memory was changed outside Mnemosyne; open it to restore the version the audit "
                            "ledger vouches for.\n\n" if tampered else "") + text)
        if past:
            item.setForeground(0, self.palette().placeholderText())
        return item

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
