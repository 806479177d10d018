"""The warning a memory carries while the last verify found it changed outside Mnemosyne (issue 27):
what it says now beside what the audit ledger vouches for, and **Restore the vouched version**
(one ledgered restore; what it says now stays in the operation log)."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from mnemosyne_app import qt_async
from mnemosyne_app.gui.inputs import named


class TamperWarning(QFrame):
    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.memory_id: str | None = None
        self.setObjectName("tamperWarning")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#tamperWarning { border: 1px solid #c0392b; border-radius: 4px; }")
        self.words = named(QLabel(wordWrap=True), "tamperWords", "Changed outside Mnemosyne")
        self.restore = named(QPushButton("Restore the vouched version"), "restoreVouchedHere",
                             "Restore the version the ledger vouches for")
        self.restore.clicked.connect(lambda: self.memory_id and qt_async.spawn(self._restore(self.memory_id)))
        row = QHBoxLayout(self)
        row.addWidget(self.words, 1)
        row.addWidget(self.restore)
        self.setVisible(False)

    def show_record(self, record: dict | None) -> None:
        """``record``: the last verify's finding for the memory shown (None: nothing to say)."""
        self.memory_id = record["memory_id"] if record else None
        self.setVisible(record is not None)
        if record is None:
            return
        vouched = record.get("vouched_text")
        self.words.setText(
            "<b style='color:#c0392b'>⚠ Changed outside Mnemosyne.</b> This text is not what the audit ledger "
            "vouches for. " + (f"The ledger vouches for: “{html.escape(vouched[:300])}”" if vouched else
                               "No copy the ledger vouches for is kept, so it cannot be restored here."))
        self.restore.setEnabled(bool(record.get("restorable")))

    async def _restore(self, memory_id: str) -> None:
        self.restore.setEnabled(False)
        try:
            await self.session.restore_vouched(memory_id)
        except Exception:  # refused or the scope closed: the session reported why in words
            self.restore.setEnabled(True)
