"""A sync conflict where the memory is: the detail pane shows both sides, field by field, with
"Keep this", "Keep that" and "Merge by hand" (an editor prefilled with both texts). Settling is
one op off the GUI thread, ledgered as ``resolve`` and synced (the mark clears on every device),
and one undo step (Ctrl+Z: the version before and the conflict back, here)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout,
    QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.long_words import MemoryTextEdit
from mnemosyne_app.gui.wording import describe

_LABELS = {"text": "text", "kind": "kind", "tags": "tags", "pinned": "pinned", "weight": "weight",
           "expires_at": "expires", "metadata": "details", "source": "source", "superseded_by": "merged into",
           "deleted": "deleted"}


def _side(state: dict, field: str) -> str:
    value = state.get(field)
    if field in ("deleted", "pinned"):
        return "yes" if value else "no"
    if field == "tags":
        return ", ".join(value or []) or "none"
    return "none" if value in (None, "", [], {}) else str(value)


class ConflictBox(QFrame):
    settle_requested = Signal(str, str, dict)  # memory id, "this" | "that" | "hand", fields merged by hand

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        named(self, "conflictBox", "Sync conflict", "Both versions of a memory edited on two devices at once")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.record: dict | None = None
        self.summary = named(QLabel(wordWrap=True), "conflictSummary", "What the conflict is")
        self.sides = named(QLabel(wordWrap=True), "conflictSides", "Both versions, field by field")
        self.sides.setTextFormat(Qt.TextFormat.RichText)
        # Both sides are read in full: the box takes the height they need, the editor below gives way.
        for w in (self, self.summary, self.sides):
            w.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.keep_this = named(QPushButton("Keep this"), "keepThisButton", "Keep this version",
                               "Keep the version shown above; the other stays in the history")
        self.keep_that = named(QPushButton("Keep that"), "keepThatButton", "Keep the other version",
                               "Take the other device's version of the fields they disagree on")
        self.merge = named(QPushButton("Merge by hand…"), "mergeByHandButton", "Merge by hand",
                           "Write the text yourself, starting from both versions")
        self.keep_this.clicked.connect(lambda: self._ask("this"))
        self.keep_that.clicked.connect(lambda: self._ask("that"))
        self.merge.clicked.connect(self._merge_by_hand)
        self.editor: MergeEditor | None = None
        buttons = QHBoxLayout()
        for b in (self.keep_this, self.keep_that, self.merge):
            buttons.addWidget(b)
        buttons.addStretch(1)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 6, 8, 6)
        box.addWidget(self.summary)
        box.addWidget(self.sides)
        box.addLayout(buttons)
        self.show_conflict(None)

    def show_conflict(self, record: dict | None) -> None:
        self.record = record
        self.setVisible(record is not None)
        if record is None:
            return
        self.summary.setText(f"<b>Conflict</b>: {html.escape(record['why'])}. Both versions are kept; "
                             "choose which stays (it syncs to your other devices).")
        that = record.get("that")
        self.keep_that.setEnabled(that is not None)
        if that is None:
            self.sides.setText("The other version is in the History tab.")
            return
        device = html.escape((record.get("that_device") or "")[:8])
        rows = "".join(
            f"<tr><td><b>{_LABELS.get(f, f)}</b></td><td>{html.escape(_side(record['this'], f))}</td>"
            f"<td>{html.escape(_side(that, f))}</td></tr>" for f in record["fields"])
        self.sides.setText(f"<table cellspacing='4'><tr><th></th><th align='left'>this (kept)</th>"
                           f"<th align='left'>that (device {device})</th></tr>{rows}</table>")

    def _ask(self, keep: str, by_hand: dict | None = None) -> None:
        if self.record is not None:
            self.settle_requested.emit(self.record["memory_id"], keep, by_hand or {})

    def _merge_by_hand(self) -> None:
        if self.record is None:
            return
        this = (self.record.get("this") or {}).get("text", "")
        that = (self.record.get("that") or {}).get("text", "")
        self.editor = MergeEditor(this if this == that or not that else f"{this}\n{that}", self)
        self.editor.accepted.connect(lambda: self._ask("hand", {"text": self.editor.text()}))
        self.editor.open()


class MergeEditor(QDialog):
    """The text to keep, prefilled with both versions (this one first) for the person to merge."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Merge by hand")
        named(self, "mergeDialog", "Merge by hand")
        self.editor = named(MemoryTextEdit(text), "mergeEditor", "The merged text")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        named(ok, "mergeKeepButton", "Keep the merged text").setText("Keep the merged text")
        named(buttons.button(QDialogButtonBox.StandardButton.Cancel), "mergeCancelButton", "Cancel")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(QLabel("Both versions are below (this one first): edit them into the text to keep."))
        box.addWidget(self.editor, 1)
        box.addWidget(buttons)
        self.resize(520, 300)

    def text(self) -> str:
        return self.editor.toPlainText()


class SettleConflict(QUndoCommand):
    """One undo step: undo returns the version before and puts the conflict back (here)."""

    def __init__(self, session, memory_id: str, keep: str, by_hand: dict, settled: dict) -> None:
        super().__init__("settle conflict")
        self.session, self.memory_id, self.keep, self.by_hand, self.settled = session, memory_id, keep, by_hand, settled
        self.first = True

    def redo(self) -> None:
        if self.first:  # pushed after it ran
            self.first = False
            return
        qt_async.spawn(self._again())

    async def _again(self) -> None:
        self.settled = await self.session.settle_conflict(self.memory_id, self.keep, self.by_hand)

    def undo(self) -> None:
        qt_async.spawn(self.session.reopen_conflict(self.settled))


async def settle(window, memory_id: str, keep: str, by_hand: dict) -> None:
    """The detail pane's choice, as one op off the GUI thread; a refusal is said in the pane."""
    try:
        settled = await window.session.settle_conflict(memory_id, keep, by_hand)
    except errors.ScopeClosedError:
        return
    except Exception as exc:
        window.detail.error.say(f"Not settled: {describe(exc)}")
        return
    window.undo_stack.push(SettleConflict(window.session, memory_id, keep, by_hand, settled))
    if window.detail.memory is not None and window.detail.memory.memory_id == memory_id:
        await window.detail.load(memory_id)
