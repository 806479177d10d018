"""Entities: the people, places, organisations, pets and projects named in your facts (issue 28).

The list shows each with its kind, your relation to it and how many facts and memories name it;
selecting one shows its page: what is true of it now, what was (with when it held), and the
memories that name it (double-click opens one). Selecting several and **Merge** makes them one
entity under the name most said ("Tom" into "Tom Baker"): one ledgered step, one Ctrl+Z; one
selected and a new name typed, **Rename** is the same step into that name ("Mum" to "Margaret").
A "True on" day, as on the Profile, shows the page as the store knew it then (core/read/entities.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton, QSplitter, QTreeWidget,
    QTreeWidgetItem, QVBoxLayout, QWidget)

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.gui.columns import fit_tree
from mnemosyne_app.gui.day_picker import day_picker, picked_day
from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.undo import AlreadyDone
from mnemosyne_app.gui.views.markdown import when

NAME = Qt.ItemDataRole.UserRole


class MergeEntities(AlreadyDone):
    """Undo puts every name back as it was; redo merges the same names again."""

    def __init__(self, window, names: list[str], into: str, merged: dict, label: str = "") -> None:
        super().__init__(label or (f"merge {names[0]} into {into}" if len(names) == 1
                                    else f"merge {len(names)} names into {into}"))
        self.window, self.names, self.into, self.merged = window, names, into, merged

    def again(self) -> None:
        async def run():
            self.merged = await self.window.call(lambda b: b.merge_entities(self.names, self.into))
            await self.window.reload()

        qt_async.spawn(run())

    def undo(self) -> None:
        async def run():
            await self.window.call(lambda b: b.unmerge_entities(self.merged))
            await self.window.reload()
            self.window.select(self.names)  # the names back (was: nothing selected, the page empty)

        qt_async.spawn(run())


class EntitiesWindow(QWidget):
    open_memory = Signal(str)

    def __init__(self, session, undo_stack, parent=None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("People, places and things in your facts")
        self.setObjectName("entitiesWindow")
        self.resize(1100, 620)
        self.session, self.undo_stack = session, undo_stack
        self.heading = named(QLabel(wordWrap=True), "entitiesHeading", "Summary")
        self.list = named(QTreeWidget(), "entitiesList", "Entities named in your facts")
        self.list.setHeaderLabels(["Name", "Kind", "Facts", "Memories"])
        # The name takes what the counts leave, so every column fits without a scroll bar
        # (was: fixed widths that put Memories, and the page's When, out of sight).
        fit_tree(self.list, stretch=0)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.itemSelectionChanged.connect(self._selected)
        self.page = named(QTreeWidget(), "entityPage", "The selected entity: its facts over time and memories")
        self.page.setHeaderLabels(["Pick a name on the left", "When"])
        fit_tree(self.page, stretch=0)
        self.page.itemActivated.connect(self._activated)
        self.merge = named(QPushButton("Merge selected", enabled=False), "entitiesMerge",
                           "Merge the selected entities into one")
        self.merge.clicked.connect(lambda: qt_async.spawn(self.merge_selected()))
        self.rename_to = named(QLineEdit(placeholderText="New name", clearButtonEnabled=True), "entityRenameTo",
                               "New name for the selected entity")
        self.rename = named(QPushButton("Rename", enabled=False), "entityRename", "Rename the selected entity")
        self.rename_to.textChanged.connect(lambda _text: self._enable())
        self.rename_to.returnPressed.connect(self.rename.click)
        self.rename.clicked.connect(lambda: qt_async.spawn(self.rename_selected()))
        # As of a day, as on the Profile: today means now
        self.as_of, self.now = day_picker("entityAsOf", "Show the page as it was on this day",
                                          "entityNow", "Show the page as it is now")
        self.as_of.dateChanged.connect(lambda _day: self.shown and qt_async.spawn(self.show_page(self.shown)))
        self.shown: str | None = None  # the entity whose page is shown
        dated = QHBoxLayout()
        dated.addWidget(QLabel("True on"))
        dated.addWidget(self.as_of)
        dated.addWidget(self.now)
        dated.addStretch(1)
        right = QWidget()
        pane = QVBoxLayout(right)
        pane.setContentsMargins(0, 0, 0, 0)
        pane.addLayout(dated)
        pane.addWidget(self.page, 1)
        split = QSplitter()
        split.addWidget(self.list)
        split.addWidget(right)
        split.setSizes([450, 650])
        row = QHBoxLayout()
        row.addWidget(QLabel("Select two or more names for one entity (\"Tom\" and \"Tom Baker\"), then Merge."), 1)
        row.addWidget(self.merge)
        row.addWidget(self.rename_to)
        row.addWidget(self.rename)
        box = QVBoxLayout(self)
        box.addWidget(self.heading)
        box.addWidget(split, 1)
        box.addLayout(row)
        self.found: list[dict] = []

    async def call(self, fn):
        brain = self.session.current()
        return await self.session.call(lambda: fn(brain))

    async def reload(self) -> int:
        """The list read again; the names selected that are still there stay selected, and the page
        of the one selected is read again (was: any change anywhere, an edit in the main window or a
        write landing, emptied the page the person was reading)."""
        try:
            self.found = await self.call(lambda b: b.entities())
        except errors.ScopeClosedError:
            self.found = []
        chosen = set(self._names())
        self.list.clear()
        for e in self.found:
            kind = e["kind"] + (f" ({e['relation']})" if e.get("relation") else "")
            item = QTreeWidgetItem([e["name"], kind, f"{e['facts']:,}", f"{e['memories']:,}"])
            item.setData(0, NAME, e["name"])
            if len(e["said_as"]) > 1:
                item.setToolTip(0, "Said as: " + ", ".join(e["said_as"]))
            self.list.addTopLevelItem(item)
        n = len(self.found)
        self.heading.setText(f"<b>{n:,} {'entity' if n == 1 else 'entities'}</b> named in your facts." if n else
                             "<b>No entities yet.</b> People, places and organisations named in your facts are listed here.")
        self.page.clear()
        self.shown = None
        kept = [item for item in (self.list.topLevelItem(i) for i in range(n)) if item.data(0, NAME) in chosen]
        self.list.blockSignals(True)
        for item in kept:
            item.setSelected(True)
        self.list.blockSignals(False)
        self._selected()
        return n

    def _names(self) -> list[str]:
        return [i.data(0, NAME) for i in self.list.selectedItems()]

    def _enable(self) -> None:
        names, new = self._names(), self.rename_to.text().strip()
        self.merge.setEnabled(len(names) >= 2)
        self.rename.setEnabled(len(names) == 1 and bool(new) and new != names[0])

    def _selected(self) -> None:
        names = self._names()
        self._enable()
        if len(names) == 1:
            qt_async.spawn(self.show_page(names[0]))

    def day(self) -> str | None:
        return picked_day(self.as_of)

    async def show_page(self, name: str) -> None:
        day = self.day()
        self.shown = name
        try:
            page = await self.call(lambda b: b.entity(name, as_of=day))
        except errors.ScopeClosedError:
            return
        if (self.shown, self.day()) != (name, day):
            return  # another entity or day was picked meanwhile: its own call shows it
        self.page.clear()
        self.page.setHeaderLabels([name, "When"])  # whose page this is
        true = "True now" if day is None else f"True on {self.as_of.date().toString('d MMMM yyyy')}"
        ended = (f", {page['ended_later']} ended since" if page.get("ended_later") else "")
        sections = [(f"{true} ({len(page['current'])}{ended})", [
                        self._fact(f["text"], when(f["valid_from"]), f["memory_id"]) for f in page["current"]]),
                    (f"Was true ({len(page['past'])})", [
                        self._fact(f["text"] + (f"  →  {f['replaced_with']}" if f.get("replaced_with") else ""),
                                   f"{when(f['valid_from'])} until {when(f['valid_until'])}", f["memory_id"])
                        for f in page["past"]]),
                    (f"Memories naming {name} ({len(page['memories'])})", [
                        self._fact(m["text"][:160], when(m["occurred_at"]), m["memory_id"]) for m in page["memories"]])]
        for title, children in sections:
            top = QTreeWidgetItem([title])
            top.addChildren(children)
            self.page.addTopLevelItem(top)
            top.setExpanded(True)

    @staticmethod
    def _fact(text: str, at: str, memory_id: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem([text, at])
        item.setData(0, NAME, memory_id)
        item.setToolTip(0, text)
        return item

    async def merge_selected(self) -> bool:
        """Merge the selected entities into the one named in most facts (one Ctrl+Z undoes it)."""
        chosen = [e for e in self.found if e["name"] in {i.data(0, NAME) for i in self.list.selectedItems()}]
        if len(chosen) < 2:
            return False
        into = max(chosen, key=lambda e: (e["facts"], len(e["name"])))["name"]
        names = [e["name"] for e in chosen if e["name"] != into]
        try:
            merged = await self.call(lambda b: b.merge_entities(names, into))
        except Exception:  # ScopeClosedError, or a failure the session already reported in words
            return False
        self.undo_stack.push(MergeEntities(self, names, into, merged))
        await self.reload()
        return True

    async def rename_selected(self) -> bool:
        """The selected entity under the name typed: a merge into it (into the entity of that name
        if there is one), one ledgered step and one Ctrl+Z."""
        names, new = self._names(), self.rename_to.text().strip()
        if len(names) != 1 or not new or new == names[0]:
            return False
        try:
            merged = await self.call(lambda b: b.merge_entities(names, new))
        except Exception:  # ScopeClosedError, or a failure (a name too long) the session reported in words
            return False
        self.undo_stack.push(MergeEntities(self, names, new, merged, f"rename {names[0]} to {new}"))
        self.rename_to.clear()
        await self.reload()
        self.select([new])
        return True

    def select(self, names: list[str]) -> None:
        """Select these names (those listed), the first current: one shows its page."""
        items = [i for n in names for i in self.list.findItems(n, Qt.MatchFlag.MatchExactly)]
        if not items:
            return
        self.list.setCurrentItem(items[0])
        for item in items[1:]:
            item.setSelected(True)

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        memory_id = item.data(0, NAME) if item.parent() is not None else None
        if memory_id:
            self.open_memory.emit(memory_id)
