"""The selected memory: edit text, kind, tags, pin and expiry; its history; its provenance."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDateTime, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QDateTimeEdit, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget,
    QListWidgetItem, QPlainTextEdit, QPushButton, QTabWidget, QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.core.types import short_id


def _when(ts: float | None) -> str:
    return dt.datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M:%S") if ts else "—"


class DetailPane(QTabWidget):
    save_requested = Signal(str, dict)  # memory_id, changed fields
    restore_requested = Signal(str, int)  # memory_id, version
    unmerge_requested = Signal(str)  # survivor memory_id

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.memory = None

        self.text = QPlainTextEdit()
        self.kind = QLineEdit()
        self.tags = QLineEdit(placeholderText="comma-separated")
        self.pinned = QCheckBox("Pinned")
        self.expires = QCheckBox("Expires")
        self.expiry = QDateTimeEdit(calendarPopup=True)
        self.expiry.setEnabled(False)
        self.expires.toggled.connect(self.expiry.setEnabled)
        self.save = QPushButton("Save (Ctrl+S)")
        self.save.clicked.connect(self._save)
        self.provenance = QLabel(wordWrap=True)
        self.unmerge = QPushButton("Undo merge (bring back the absorbed memories)")
        self.unmerge.clicked.connect(lambda: self.memory and self.unmerge_requested.emit(self.memory.memory_id))
        form = QFormLayout()
        form.addRow("Kind", self.kind)
        form.addRow("Tags", self.tags)
        expiry_row = QHBoxLayout()
        expiry_row.addWidget(self.pinned)
        expiry_row.addWidget(self.expires)
        expiry_row.addWidget(self.expiry, 1)
        form.addRow("", expiry_row)
        edit = QWidget()
        box = QVBoxLayout(edit)
        box.addWidget(self.text, 1)
        box.addLayout(form)
        box.addWidget(self.save)
        box.addWidget(self.provenance)
        box.addWidget(self.unmerge)
        self.addTab(edit, "Memory")

        self.versions = QListWidget()
        self.restore_button = QPushButton("Restore selected version")
        self.restore_button.clicked.connect(self._restore)
        hist = QWidget()
        hbox = QVBoxLayout(hist)
        hbox.addWidget(self.versions, 1)
        hbox.addWidget(self.restore_button)
        self.addTab(hist, "History")
        self.show_memory(None)

    def show_memory(self, memory, history=None) -> None:
        self.memory = memory
        enabled = memory is not None
        for w in (self.text, self.kind, self.tags, self.pinned, self.expires, self.save, self.restore_button):
            w.setEnabled(enabled)
        self.versions.clear()
        if memory is None:
            self.unmerge.setVisible(False)
            self.text.setPlainText("")
            self.kind.clear(); self.tags.clear()
            self.provenance.setText("Select a memory to see and edit it.")
            return
        self.text.setPlainText(memory.text)
        self.kind.setText(memory.kind)
        self.tags.setText(", ".join(memory.tags))
        self.pinned.setChecked(memory.pinned)
        self.expires.setChecked(memory.expires_at is not None)
        self.expiry.setDateTime(QDateTime.fromSecsSinceEpoch(int(memory.expires_at)) if memory.expires_at
                                else QDateTime.currentDateTime().addDays(30))
        facts = "".join(f"<br>• {f}" for f in memory.facts)
        absorbed = memory.metadata.get("merged_from") or []
        self.unmerge.setVisible(bool(absorbed))
        merged = "".join(f"<br>↳ absorbed {short_id(m['memory_id'])}: {m['text'][:80]}" for m in absorbed)
        superseded = (f"<br><b>merged into {memory.superseded_by}</b>" if memory.superseded_by else "")
        self.provenance.setText(
            f"<small>id {memory.memory_id}<br>source: {memory.source or '—'} · event {memory.event_id or '—'}"
            f"<br>created {_when(memory.created_at)} · updated {_when(memory.updated_at)} · version {memory.version}"
            f"{'<br><b>facts</b>' + facts if facts else ''}{merged}{superseded}</small>")
        for v in history or []:
            item = QListWidgetItem(f"v{v.version} · {v.op} · {_when(v.changed_at)}\n{v.state['text'][:200]}")
            item.setData(Qt.ItemDataRole.UserRole, v.version)
            self.versions.addItem(item)

    def changes(self) -> dict:
        m = self.memory
        out = {}
        if self.text.toPlainText() != m.text:
            out["text"] = self.text.toPlainText()
        if self.kind.text().strip() != m.kind:
            out["kind"] = self.kind.text().strip()
        tags = sorted({t.strip() for t in self.tags.text().split(",") if t.strip()})
        if tags != m.tags:
            out["tags"] = tags
        if self.pinned.isChecked() != m.pinned:
            out["pinned"] = self.pinned.isChecked()
        expiry = float(self.expiry.dateTime().toSecsSinceEpoch()) if self.expires.isChecked() else None
        if (expiry is None) != (m.expires_at is None) or (expiry and abs(expiry - (m.expires_at or 0)) > 1):
            out["expires_at"] = expiry
        return out

    def _save(self) -> None:
        if self.memory is not None and (changes := self.changes()):
            self.save_requested.emit(self.memory.memory_id, changes)

    def _restore(self) -> None:
        item = self.versions.currentItem()
        if self.memory is not None and item is not None:
            self.restore_requested.emit(self.memory.memory_id, item.data(Qt.ItemDataRole.UserRole))

    async def load(self, memory_id: str | None) -> None:
        brain = self.session.brain
        if memory_id is None or brain is None:
            self.show_memory(None)
            return
        memory, history = await self.session.call(lambda: (brain.get(memory_id), brain.history(memory_id)))
        self.show_memory(memory, history)

    def load_soon(self, memory_id: str | None) -> None:
        qt_async.spawn(self.load(memory_id))
