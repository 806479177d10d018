"""The selected memory: edit text, kind, tags, pin and expiry; its history; its provenance."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDateTime, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QDateTimeEdit, QFormLayout, QFrame, QHBoxLayout, QLabel, QListWidget,
    QListWidgetItem, QPlainTextEdit, QPushButton, QScrollArea, QTabWidget, QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.core.types import short_id
from mnemosyne_app.gui.inputs import ErrorLine, KindBox, TagsEdit, named


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
        self._shown_request = 0  # only the latest load() may fill the pane

        self.text = named(QPlainTextEdit(), "memoryText", "Memory text")
        self.text.setMinimumHeight(90)
        self.kind = KindBox()
        self.tags = TagsEdit()
        self.pinned = named(QCheckBox("Pinned"), "pinnedBox", "Pinned")
        self.expires = named(QCheckBox("Expires"), "expiresBox", "Expires")
        self.expiry = named(QDateTimeEdit(calendarPopup=True), "expiryEdit", "Expiry date")
        self.expiry.setEnabled(False)
        self.expires.toggled.connect(self.expiry.setEnabled)
        self.save = named(QPushButton("Save (Ctrl+S)"), "saveButton", "Save")
        self.save.clicked.connect(self._save)
        self.revert = named(QPushButton("Revert"), "revertButton", "Revert",
                            "Throw away the unsaved changes to this memory")
        self.revert.clicked.connect(lambda: self.show_memory(self.memory, self._history))
        self.error = ErrorLine("detailError")
        self.provenance = named(QLabel(wordWrap=True), "provenance", "Where this memory came from")
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
        box.addWidget(self.error)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save, 1)
        buttons.addWidget(self.revert)
        box.addLayout(buttons)
        # Where it came from, its facts and merges can run long: they scroll, so the text
        # above keeps its room on a small screen.
        about = QScrollArea(widgetResizable=True, frameShape=QFrame.Shape.NoFrame, maximumHeight=64)
        about.setWidget(self.provenance)
        about.viewport().setAutoFillBackground(False)
        self.provenance.setAutoFillBackground(False)
        self.provenance.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box.addWidget(about)
        box.addWidget(self.unmerge)
        self.addTab(edit, "Memory")

        self.versions = named(QListWidget(), "versionList", "Versions of this memory")
        self.restore_button = named(QPushButton("Restore selected version"), "restoreButton", "Restore version")
        self.restore_button.clicked.connect(self._restore)
        hist = QWidget()
        hbox = QVBoxLayout(hist)
        hbox.addWidget(self.versions, 1)
        hbox.addWidget(self.restore_button)
        self.addTab(hist, "History")
        self._history = None
        for w in (self.text, self.pinned, self.expires):
            signal = w.textChanged if w is self.text else w.toggled
            signal.connect(self._edited)
        self.kind.editTextChanged.connect(self._edited)
        self.tags.textChanged.connect(self._edited)
        self.expiry.dateTimeChanged.connect(self._edited)
        self.show_memory(None)

    def _edited(self, *_) -> None:
        """Save and Revert are there only while something is unsaved."""
        dirty = self.is_dirty()
        self.save.setEnabled(dirty)
        self.revert.setEnabled(dirty)

    def is_dirty(self) -> bool:
        return self.memory is not None and bool(self.changes())

    def set_choices(self, kinds, tags) -> None:
        """The scope's kinds and tags, offered by the kind box and the tags completer."""
        dirty_kind = self.kind.currentText()
        self.kind.set_kinds(kinds)
        self.kind.setEditText(dirty_kind)
        self.tags.set_known(tags)

    def show_memory(self, memory, history=None) -> None:
        self.memory = memory
        self._history = history
        self.error.say("")
        enabled = memory is not None
        for w in (self.text, self.kind, self.tags, self.pinned, self.expires, self.restore_button):
            w.setEnabled(enabled)
        self.versions.clear()
        if memory is None:
            self.unmerge.setVisible(False)
            self.text.setPlainText("")
            self.kind.setEditText(""); self.tags.clear()
            self.pinned.setChecked(False); self.expires.setChecked(False)
            self.expiry.setDateTime(QDateTime.currentDateTime().addDays(30))
            self.provenance.setText("Select a memory to see and edit it.")
            self._edited()
            return
        self.text.setPlainText(memory.text)
        self.kind.set_kind(memory.kind)
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
        self._edited()

    def changes(self) -> dict:
        """The fields the person changed, normalised as they will be stored."""
        m = self.memory
        out = {}
        if self.text.toPlainText() != m.text:
            out["text"] = self.text.toPlainText()
        if self.kind.kind() != m.kind:
            out["kind"] = self.kind.kind()
        tags = self.tags.tags()
        if tags != sorted(m.tags):
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
        """Show ``memory_id`` (None: nothing). Loads can overlap (rows clicked quickly, a reload
        after a change): the latest request wins, whatever order they finish in."""
        self._shown_request += 1
        request = self._shown_request
        if memory_id is None or not self.session.is_open:
            self.show_memory(None)
            return
        try:
            memory, history = await self.session.memory(memory_id)
        except (KeyError, errors.ScopeClosedError):
            memory, history = None, None  # gone meanwhile (another process, another scope)
        if memory is not None and memory.deleted:
            memory, history = None, None  # deleted: it left the table, so it leaves the pane
        if request == self._shown_request:
            self.show_memory(memory, history)

    def load_soon(self, memory_id: str | None) -> None:
        qt_async.spawn(self.load(memory_id))
