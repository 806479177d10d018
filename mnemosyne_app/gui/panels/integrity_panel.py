"""Verify the audit ledger with a progress bar; show where it broke, if it did, and make it
actionable (issue 27): each memory changed behind the app's back is listed by its text beside the
text the ledger vouches for, with **Restore the vouched version** (a ledgered restore). The last
result is the store's own (it survives a restart until the memory is restored or verify passes)."""

from __future__ import annotations

import datetime as dt
import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QProgressBar, QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.gui.inputs import named

MEMORY_ID = Qt.ItemDataRole.UserRole


def _short(text: str | None, n: int = 140) -> str:
    if text is None:
        return "— (no copy the ledger vouches for is kept)"
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


class IntegrityPanel(QWidget):
    open_memory = Signal(str)

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.button = named(QPushButton("Verify integrity (Ctrl+Shift+I)"), "verifyButton", "Verify integrity")
        self.progress = QProgressBar()
        self.progress.setValue(0)
        self.result = named(QLabel("Not checked yet. Verification walks the SHA-256 ledger and checks every "
                                   "memory against its latest entry.", wordWrap=True), "verifyResult", "Verify result")
        self.broken = named(QTreeWidget(), "brokenMemories", "Memories changed outside Mnemosyne")
        self.broken.setHeaderLabels(["Says now (changed outside Mnemosyne)", "The ledger vouches for", "Why"])
        self.broken.setColumnWidth(0, 330)
        self.broken.setColumnWidth(1, 330)
        self.broken.setRootIsDecorated(False)
        self.broken.setMaximumHeight(120)  # its buttons stay in view in a low dock
        self.restore = named(QPushButton("Restore the vouched version"), "restoreVouched",
                             "Restore the version the ledger vouches for",
                             "Put the selected memory back to what the audit ledger vouches for (a new, ledgered "
                             "version; what it says now is kept in the operation log)")
        self.open = named(QPushButton("Open memory"), "openBrokenMemory", "Open the selected memory")
        self.restore.setEnabled(False)
        self.open.setEnabled(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.restore)
        buttons.addWidget(self.open)
        buttons.addStretch(1)
        box = QVBoxLayout(self)
        box.addWidget(self.button)
        box.addWidget(self.progress)
        box.addWidget(self.result)
        box.addLayout(buttons)  # above the list: in view however low the dock is
        box.addWidget(self.broken, 1)
        self.broken.setVisible(False)
        self.button.clicked.connect(self.start)
        self.restore.clicked.connect(lambda: qt_async.spawn(self.restore_selected()))
        self.open.clicked.connect(lambda: (mid := self._selected()) and self.open_memory.emit(mid))
        self.broken.itemSelectionChanged.connect(self._selection_changed)
        self.broken.itemActivated.connect(lambda item, _c: self.open_memory.emit(item.data(0, MEMORY_ID)))
        session.changed.connect(self._on_changed)
        self.report = None

    def _progress(self, done: int, total: int) -> None:
        qt_async.call_in_gui(self._show_progress, done, total)

    def _show_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    def start(self) -> None:
        if not self.session.is_open or not self.button.isEnabled():
            return
        self.button.setEnabled(False)
        self.progress.setMaximum(0)  # busy until the first report

        async def run():
            try:
                rep = await self.session.verify(self._progress)
                self.report = rep
                self.progress.setMaximum(max(rep.checked, 1))
                self.progress.setValue(rep.checked)
            finally:
                self.button.setEnabled(True)

        qt_async.spawn(run())

    # -- the last result -------------------------------------------------------------------
    def _on_changed(self, changes) -> None:
        if changes.integrity is not None or changes.scope:
            self.show_report(self.session.integrity_report)

    def show_report(self, rep: dict | None) -> None:
        """The result in words, and the changed memories to act on."""
        when = ""
        if rep and rep.get("checked_at"):
            when = f" <small>(checked {dt.datetime.fromtimestamp(rep['checked_at']).strftime('%Y-%m-%d %H:%M')})</small>"
        changed = (rep or {}).get("broken_memories") or []
        if rep is None:
            self.result.setText("Not checked yet. Verification walks the SHA-256 ledger and checks every "
                                "memory against its latest entry.")
        elif rep.get("valid"):
            self.result.setText(f"<b style='color:green'>Valid.</b> {rep['checked']} ledger entries and "
                                f"{rep['memories_checked']} memories checked.{when}")
        elif changed:
            n = len(changed)
            self.result.setText(
                f"<b style='color:red'>Broken at ledger entry {rep['first_broken_at']}: {n} memor"
                f"{'y was' if n == 1 else 'ies were'} changed outside Mnemosyne.</b> "
                "Each is listed with what it says now and what the audit ledger vouches for; select one and "
                f"restore the vouched version, or open it.{when}")
        elif rep.get("restored"):
            self.result.setText("<b>Restored.</b> Verify again to check the whole ledger." + when)
        else:
            where = (f"access log row {rep['access_log_broken_at']}" if rep.get("access_log_broken_at") is not None
                     else f"ledger entry {rep['first_broken_at']}")
            self.result.setText(f"<b style='color:red'>Broken at {where}.</b> "
                                f"{html.escape(rep.get('reason') or '')}{when}")
        self.broken.clear()
        for b in changed:
            item = QTreeWidgetItem([_short(b["text"]) if b["text"] is not None else "— (removed from the database)",
                                    _short(b["vouched_text"]), b["why"]])
            item.setToolTip(0, b["text"] or "")
            item.setToolTip(1, b["vouched_text"] or "")
            item.setData(0, MEMORY_ID, b["memory_id"])
            self.broken.addTopLevelItem(item)
        self.broken.setVisible(bool(changed))
        if changed:
            self.broken.setCurrentItem(self.broken.topLevelItem(0))
        self._selection_changed()

    def _selected(self) -> str | None:
        item = self.broken.currentItem()
        return item.data(0, MEMORY_ID) if item is not None else None

    def _selection_changed(self) -> None:
        mid = self._selected()
        record = self.session.broken.get(mid) if mid else None
        self.restore.setEnabled(bool(record and record.get("restorable")))
        self.open.setEnabled(bool(record and record.get("text") is not None))
        self.restore.setVisible(self.broken.isVisibleTo(self))
        self.open.setVisible(self.broken.isVisibleTo(self))

    async def restore_selected(self) -> bool:
        mid = self._selected()
        if mid is None:
            return False
        self.restore.setEnabled(False)
        try:
            await self.session.restore_vouched(mid)
        except Exception:  # refused (no proven copy) or the scope closed: the session said why
            self._selection_changed()
            return False
        return True
