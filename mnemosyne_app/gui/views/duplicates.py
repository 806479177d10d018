"""Duplicates: the groups ``dedup`` finds (the same text, or near in meaning), to merge a few
or all of them into one memory each, and the merges to take back. Every merge and unmerge is
one step of the window's undo stack; merged memories are kept (out of search, in the ledger)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QMessageBox, QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.views.curation_steps import MergeDuplicates, Unmerge

IDS = Qt.ItemDataRole.UserRole
ABSORBED = Qt.ItemDataRole.UserRole + 1


def _short(text: str, n: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


class DuplicatesWindow(QWidget):
    open_memory = Signal(str)

    def __init__(self, session, undo_stack, parent=None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("Duplicates")
        self.setObjectName("duplicatesWindow")
        self.resize(820, 640)
        self.session, self.undo_stack = session, undo_stack
        self.heading = named(QLabel(wordWrap=True), "duplicatesHeading", "Summary")
        self.groups = named(QTreeWidget(), "duplicateGroups", "Groups of duplicates")
        self.groups.setHeaderLabels(["Memory", "Why"])
        self.groups.setColumnWidth(0, 600)
        self.merge_selected = named(QPushButton("Merge checked"), "mergeChecked", "Merge the checked groups")
        self.merge_all = named(QPushButton("Merge all"), "mergeAll", "Merge every group")
        self.merged = named(QTreeWidget(), "mergedList", "Merged memories")
        self.merged.setHeaderLabels(["Kept memory (what it absorbed below)"])
        self.unmerge = named(QPushButton("Unmerge"), "unmergeButton", "Bring back what the merge absorbed")
        self.unmerge.setEnabled(False)
        row = QHBoxLayout()
        row.addWidget(self.merge_selected)
        row.addWidget(self.merge_all)
        row.addStretch(1)
        box = QVBoxLayout(self)
        box.addWidget(self.heading)
        box.addWidget(self.groups, 3)
        box.addLayout(row)
        box.addWidget(QLabel("<b>Merged</b> — select one and press Unmerge to bring its duplicates back:"))
        box.addWidget(self.merged, 2)
        box.addWidget(self.unmerge, 0, Qt.AlignmentFlag.AlignRight)
        self.merge_selected.clicked.connect(lambda: qt_async.spawn(self.merge(self.checked_groups())))
        self.merge_all.clicked.connect(self.confirm_merge_all)
        self.confirm: QMessageBox | None = None  # the open "Merge all?" question (tests read it)
        self.unmerge.clicked.connect(lambda: qt_async.spawn(self.unmerge_selected()))
        self.merged.itemSelectionChanged.connect(
            lambda: self.unmerge.setEnabled(self._selected_merge() is not None))
        for tree in (self.groups, self.merged):
            tree.itemActivated.connect(self._activated)

    # -- reading -----------------------------------------------------------------------------
    async def reload(self) -> int:
        try:
            report = await self.session.dedup()
            merged = await self.session.view("merged")
            rows = await self.session.rows([m for g in report.groups for m in g.memory_ids])
        except errors.ScopeClosedError:
            return 0
        self.show_groups(report, rows)
        self.show_merged(merged)
        return len(report.groups)

    def show_groups(self, report, rows: dict) -> None:
        self.groups.clear()
        tops = []
        for g in report.groups:
            why = "same text" if g.reason == "exact" else f"same meaning ({g.similarity:.0%} alike)"
            first = rows.get(g.memory_ids[0], {}).get("text", "")
            top = QTreeWidgetItem([f"{len(g.memory_ids)} × {g.kind}: {_short(first, 90)}", why])
            top.setFlags(top.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            top.setCheckState(0, Qt.CheckState.Unchecked)
            top.setData(0, IDS, g.memory_ids)
            for mid in g.memory_ids:
                row = rows.get(mid, {})
                child = QTreeWidgetItem([_short(row.get("text", "")), row.get("source") or ""])
                child.setToolTip(0, row.get("text", ""))
                child.setData(0, IDS, [mid])
                top.addChild(child)
            tops.append(top)
        self.groups.addTopLevelItems(tops)
        n, extra = len(report.groups), report.duplicates
        self.heading.setText(
            f"<b>{n:,} group{'' if n == 1 else 's'}</b> of duplicates: merging keeps one memory of each "
            f"and sets {extra:,} aside (kept in history; Unmerge or Ctrl+Z brings them back)." if n else
            "<b>No duplicates.</b> Memories with the same text"
            + (" or the same meaning" if self.session.has_embedder else "") + " would be listed here.")
        self.merge_selected.setEnabled(bool(n))
        self.merge_all.setEnabled(bool(n))

    def show_merged(self, merged: list[dict]) -> None:
        self.merged.clear()
        for m in merged:
            top = QTreeWidgetItem([f"{_short(m['text'], 120)}  (+{len(m['absorbed'])})"])
            top.setData(0, IDS, [m["survivor"]])
            top.setData(0, ABSORBED, m["absorbed"])
            for mid, text in zip(m["absorbed"], m["absorbed_texts"]):
                child = QTreeWidgetItem([_short(text)])
                child.setData(0, IDS, [mid])
                top.addChild(child)
            self.merged.addTopLevelItem(top)

    def checked_groups(self) -> list[list[str]]:
        return [self.groups.topLevelItem(i).data(0, IDS) for i in range(self.groups.topLevelItemCount())
                if self.groups.topLevelItem(i).checkState(0) == Qt.CheckState.Checked]

    def all_groups(self) -> list[list[str]]:
        return [self.groups.topLevelItem(i).data(0, IDS) for i in range(self.groups.topLevelItemCount())]

    def _selected_merge(self) -> QTreeWidgetItem | None:
        item = self.merged.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        return item

    # -- acting ------------------------------------------------------------------------------
    def confirm_merge_all(self) -> QMessageBox | None:
        """Say how many first (issue 27: Merge all of 732 memories did not ask); merge, as one
        undo step, only when the person agrees."""
        groups = self.all_groups()
        if not groups:
            return None
        n, extra = len(groups), sum(len(g) - 1 for g in groups)
        box = QMessageBox(QMessageBox.Icon.Question, "Merge all duplicates",
                          f"Merge all {n:,} group{'' if n == 1 else 's'}? {extra:,} memor{'y' if extra == 1 else 'ies'} "
                          f"will be set aside, each kept inside the memory it merges into.\n\nThey leave search "
                          "and the table; their history stays, and Ctrl+Z (or Unmerge) brings them all back.",
                          QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("mergeAllConfirm")
        merge = box.addButton(f"Merge {extra:,}", QMessageBox.ButtonRole.DestructiveRole)
        merge.setObjectName("mergeAllYes")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(lambda *_: box.clickedButton() is merge and qt_async.spawn(self.merge(groups)))
        box.open()
        self.confirm = box
        return box

    async def merge(self, groups: list[list[str]]) -> int:
        if not groups:
            return 0
        try:
            out = await self.session.merge(groups)
        except Exception:  # ScopeClosedError, or a failure the session already reported in words
            return 0
        if out["merges"]:
            self.undo_stack.push(MergeDuplicates(self.session, groups, out["merges"]))
        await self.reload()
        return out["merged"]

    async def unmerge_selected(self) -> int:
        top = self._selected_merge()
        if top is None:
            return 0
        survivor, absorbed = top.data(0, IDS)[0], top.data(0, ABSORBED)
        try:
            await self.session.unmerge_many([survivor])
        except Exception:
            return 0
        self.undo_stack.push(Unmerge(self.session, survivor, absorbed))
        await self.reload()
        return len(absorbed)

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        ids = item.data(0, IDS) or []
        if len(ids) == 1:
            self.open_memory.emit(ids[0])
