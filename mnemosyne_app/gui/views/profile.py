"""Profile: "What Mnemosyne knows about you". The current facts of the visible memories grouped
by what they are about (where you live, work, family, allergies, ...: their attribute), each
opening the memory it came from. Facts a newer one replaced ("lives in Austin", after "moved to
Denver") or an edit took away are listed under "Earlier", with what replaced them: history, not
what is true now.

A date picker shows the Profile as of any past day (core/read/spans.py): what the store knew to be
true then, by when each fact was said and when a later one ended it. **Timeline** shows every change
instead, by when it was said (gui/views/profile_timeline.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QLineEdit, QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.core.types import profile_groups
from mnemosyne_app.gui.columns import fit_tree
from mnemosyne_app.gui.day_picker import day_picker, picked_day
from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.views import profile_timeline
from mnemosyne_app.gui.views.markdown import when

EARLIER = "Earlier (replaced or removed)"
TO_CONFIRM = "Did this end that? (your answer decides)"
PROPOSAL = Qt.ItemDataRole.UserRole + 1


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
        fit_tree(self.tree, stretch=0)
        self.tree.setUniformRowHeights(True)
        self.tree.itemActivated.connect(self._activated)
        hint = QLabel("Double-click a fact to open the memory it came from; edit or delete it there.")
        # As of a day: today means now (facts said later today included)
        self.as_of, self.now = day_picker("profileAsOf", "Show what was true on this day",
                                          "profileNow", "Show what is true now")
        self.as_of.dateChanged.connect(lambda _day: qt_async.spawn(self.reload()))
        self.timeline = named(QPushButton("Timeline", checkable=True), "profileTimeline",
                              "Show every change to what is known about you, by when it was said")
        self.timeline.toggled.connect(lambda _on: qt_async.spawn(self.reload()))
        # A change the rules were unsure of: the person says whether the new fact ended the old one.
        self.confirm = named(QPushButton("Yes, it ended", enabled=False), "profileConfirm",
                             "Yes: the new fact ended the old one")
        self.reject = named(QPushButton("No, keep it", enabled=False), "profileReject",
                            "No: the old fact is still true")
        self.confirm.clicked.connect(lambda: qt_async.spawn(self.decide(True)))
        self.reject.clicked.connect(lambda: qt_async.spawn(self.decide(False)))
        self.tree.currentItemChanged.connect(self._selection_changed)
        answers = QHBoxLayout()
        answers.addWidget(hint, 1)
        answers.addWidget(self.confirm)
        answers.addWidget(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.filter, 1)
        row.addWidget(QLabel("True on"))
        row.addWidget(self.as_of)
        row.addWidget(self.now)
        row.addWidget(self.timeline)
        box = QVBoxLayout(self)
        box.addWidget(self.heading)
        box.addLayout(row)
        box.addWidget(self.tree, 1)
        box.addLayout(answers)
        self.filter.textChanged.connect(self._filter)

    def day(self) -> str | None:
        return picked_day(self.as_of)

    async def reload(self) -> int:
        if self.timeline.isChecked():
            return await self.reload_timeline()
        day = self.day()
        try:
            brain = self.session.current()
            found = await self.session.call(lambda: brain.profile(as_of=day))
        except errors.ScopeClosedError:
            found = {"current": [], "replaced": [], "earlier": []}
        if day != self.day() or self.timeline.isChecked():
            return len(found["current"])  # another day or view was picked meanwhile: its own reload shows it
        self.show_profile(found, day)
        return len(found["current"])

    async def reload_timeline(self) -> int:
        """Every change up to the day picked (or now), oldest first."""
        day = self.day()
        until = None if day is None else self.as_of.date().endOfDay().toSecsSinceEpoch()
        try:
            brain = self.session.current()
            changes = await self.session.call(lambda: brain.view("profile_timeline", until=until))
        except errors.ScopeClosedError:
            changes = []
        if day != self.day() or not self.timeline.isChecked():
            return len(changes)
        n = profile_timeline.fill(self.tree, changes, self.palette().placeholderText())
        self._filter(self.filter.text())
        said = "" if day is None else f" up to {self.as_of.date().toString('d MMMM yyyy')}"
        self.heading.setText(f"<b>{n:,} change{'' if n == 1 else 's'}</b> to what is known about you{said}, "
                             "by when each was said." if n else "<b>No changes yet</b>: no facts had been said.")
        self.confirm.setEnabled(False)
        self.reject.setEnabled(False)
        return n

    def show_profile(self, found: dict, day: str | None = None) -> None:
        chosen = self._chosen()
        self.tree.clear()
        waiting = found.get("proposals") or []
        if waiting:
            top = QTreeWidgetItem([f"{TO_CONFIRM} ({len(waiting):,})"])
            for p in waiting:
                item = QTreeWidgetItem([f"“{p['text']}” ended “{p['ends_text']}”?", when(p["created_at"])])
                item.setData(0, Qt.ItemDataRole.UserRole, p["memory_id"])
                item.setData(0, PROPOSAL, p)
                item.setToolTip(0, "The rules could not tell: choose Yes, it ended or No, keep it below.")
                top.addChild(item)
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        tops = []
        for title, facts in profile_groups(found["current"]):
            top = QTreeWidgetItem([f"{title} ({len(facts):,})"])
            top.addChildren([self._current_item(f) for f in facts])
            tops.append(top)
        history = [self._item(f"{f['text']}  →  {f['replaced_with']}" if f.get("replaced_with") else f["text"],
                              f["occurred_at"], f["memory_id"], past=True) for f in found.get("replaced", [])]
        for item, f in zip(history, found.get("replaced", [])):
            if f.get("valid_until") is not None:  # its span: from when it was said until what ended it
                item.setText(1, f"{when(f['valid_from'])} until {when(f['valid_until'])}")
        history += [self._item(f["text"], f["held_at"], f["memory_id"], past=True) for f in found["earlier"]]
        if history:
            top = QTreeWidgetItem([f"{EARLIER} ({len(history):,})"])
            top.addChildren(history)
            tops.append(top)
        self.tree.addTopLevelItems(tops)
        for top in tops[:-1] if history else tops:
            top.setExpanded(True)
        self._filter(self.filter.text())  # a new day, an answer or an edit elsewhere keeps what is typed there
        self._choose(chosen)  # ... and what was selected, where it is still shown
        n = len(found["current"])
        if day is not None:
            said = self.as_of.date().toString("d MMMM yyyy")
            self.heading.setText(f"<b>As of {said}: {n:,} fact{'' if n == 1 else 's'}</b> about you were true, "
                                 "by when each was said and when a later one ended it." if n else
                                 f"<b>As of {said}: no facts</b> about you had been said yet.")
            return
        self.heading.setText(
            f"<b>{n:,} fact{'' if n == 1 else 's'}</b> about you, from your memories." if n else
            "<b>No facts yet.</b> Facts are drawn from what you write when extraction is on "
            "(Settings); for what is already stored (an imported history), press <b>Extract facts</b> "
            "in the toolbar; or add them by hand in a memory's Facts list.")

    def _current_item(self, f: dict) -> QTreeWidgetItem:
        """A current fact: said once or folded from several memories (its count), with its relative
        time worked out from the day it was said ("next week", said 3 May → around 10 May)."""
        count = f.get("count", 1)
        item = self._item(f["text"] + (f"  (said {count} times)" if count > 1 else ""), f["occurred_at"], f["memory_id"])
        if f.get("resolved"):
            item.setText(1, f"{item.text(1)}, so {f['resolved']}")
            item.setToolTip(1, f"Worked out by Mnemosyne from the day it was said: {f['resolved']}")
        if count > 1:
            item.setToolTip(0, f"{f['text']}\nSaid in {count} memories; double-click opens the first.")
        return item

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

    def _chosen(self) -> tuple[str, str] | None:
        """The selected row as (text, memory id): what finds it again after a reload."""
        item = self.tree.currentItem()
        return None if item is None else (item.text(0), item.data(0, Qt.ItemDataRole.UserRole))

    def _choose(self, chosen: tuple[str, str] | None) -> None:
        if chosen is None:
            return
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for j in range(top.childCount()):
                item = top.child(j)
                if not item.isHidden() and (item.text(0), item.data(0, Qt.ItemDataRole.UserRole)) == chosen:
                    self.tree.setCurrentItem(item)
                    return

    def _selection_changed(self, item, _previous=None) -> None:
        chosen = item is not None and item.data(0, PROPOSAL) is not None
        self.confirm.setEnabled(chosen)
        self.reject.setEnabled(chosen)

    async def decide(self, confirm: bool) -> bool:
        """Answer the selected proposal (an op off the GUI thread), then show the Profile again."""
        item = self.tree.currentItem()
        proposal = item.data(0, PROPOSAL) if item is not None else None
        if proposal is None:
            return False
        self.confirm.setEnabled(False)
        self.reject.setEnabled(False)
        try:
            await self.session.decide_proposal(proposal, confirm)
        except Exception:  # ScopeClosedError, or a failure the session already reported in words
            return False
        await self.reload()
        return True

    def _filter(self, text: str) -> None:
        """Only the facts (or changes) with ``text`` in them, and only the groups holding one."""
        needle = text.strip().lower()
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for j in range(top.childCount()):
                child = top.child(j)
                child.setHidden(bool(needle) and needle not in child.text(0).lower())
            top.setHidden(bool(needle) and all(top.child(j).isHidden() for j in range(top.childCount())))

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        memory_id = item.data(0, Qt.ItemDataRole.UserRole)
        if memory_id:
            self.open_memory.emit(memory_id)
