"""Curation of many memories at once, from the table's right-click menu: tags and kind of the
selected rows (one transaction, one undo), and "delete everything from this conversation" or
"from this source" with the number said before anything is deleted (one transaction, one undo).
The Events panel asks for the same deletion of an import's conversations."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QMessageBox, QWidget

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors, validate
from mnemosyne_app.gui import undo
from mnemosyne_app.gui.dialogs import SAVE_KEYS, ask_to_discard
from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.views.curation_steps import BulkEdit

UNCHANGED = "(unchanged)"


def add_table_menu(window) -> None:
    """The table's right-click menu: bulk edit and the two "delete everything from" actions."""
    table = window.table
    table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
    edit = QAction("Edit tags and kind of the selected…", window)
    edit.triggered.connect(lambda: open_bulk_edit(window))
    by_conv = QAction("Delete this whole conversation…", window)
    by_conv.triggered.connect(lambda: qt_async.spawn(delete_conversation_of(window, window.selected_id())))
    by_source = QAction("Delete everything from this source…", window)
    by_source.triggered.connect(lambda: qt_async.spawn(delete_source_of(window, window.selected_id())))
    for name, action in (("bulk_edit", edit), ("delete_conversation", by_conv), ("delete_source", by_source)):
        table.addAction(action)
        window.actions_by_name[name] = action


def _ids(window) -> list[str]:
    return window.selected_ids() or [m for m in [window.selected_id()] if m is not None]


# -- bulk edit -------------------------------------------------------------------------------
class BulkEditDialog(QDialog):
    """Tags to add, tags to remove, a kind to set, for ``n`` memories; refusals show inline."""

    def __init__(self, n: int, kinds, parent=None) -> None:
        super().__init__(parent)
        named(self, "bulkEditDialog", "Edit the selected memories")
        self.setWindowTitle(f"Edit {n:,} memories")
        self.add = named(QLineEdit(placeholderText="tags to add, separated by commas"), "bulkAddTags", "Tags to add")
        self.remove = named(QLineEdit(placeholderText="tags to remove"), "bulkRemoveTags", "Tags to remove")
        self.kind = named(QComboBox(editable=True), "bulkKind", "Kind")
        self.kind.addItems([UNCHANGED, *kinds])
        self.error = named(QLabel(wordWrap=True), "bulkError", "Why it was refused")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        form = QFormLayout(self)
        form.addRow(QLabel(f"Changes apply to all {n:,} selected memories, in one step (Ctrl+Z undoes it)."))
        form.addRow("Add tags", self.add)
        form.addRow("Remove tags", self.remove)
        form.addRow("Kind", self.kind)
        form.addRow(self.error)
        form.addRow(self.buttons)
        self.buttons.rejected.connect(self.reject)
        for keys in SAVE_KEYS:  # Ctrl+Enter applies it from any field, as in the New memory dialog
            QShortcut(QKeySequence(keys), self, self.buttons.accepted.emit)

    def reject(self) -> None:
        """Esc or Cancel with tags typed asks first, as the New memory dialog does."""
        if not (self.add.text().strip() or self.remove.text().strip()):
            super().reject()
            return
        self.discard_box = ask_to_discard(self, "These changes are not applied. Discard what you typed?")

    def keyPressEvent(self, event) -> None:
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self.buttons.accepted.emit()  # Ctrl+Enter in a field (the field passes it on)
            return
        super().keyPressEvent(event)

    def values(self) -> tuple[list[str], list[str], str | None]:
        """(tags to add, tags to remove, kind or None); raises ValueError in words."""
        kind = self.kind.currentText().strip()
        return (validate.tags(self.add.text()), validate.tags(self.remove.text()),
                None if kind in ("", UNCHANGED) else validate.kind(kind))


def open_bulk_edit(window) -> BulkEditDialog | None:
    ids = _ids(window)
    if not ids:
        window.statusBar().showMessage("select the memories to edit first", 5000)
        return None
    dialog = BulkEditDialog(len(ids), window.filters.choices()["kinds"], window)

    def ok():
        try:
            add, remove, kind = dialog.values()
        except ValueError as exc:
            dialog.error.setText(str(exc))
            return
        dialog.accept()
        qt_async.spawn(bulk_edit(window, ids, add, remove, kind))

    dialog.buttons.accepted.connect(ok)
    dialog.open()
    return dialog


async def bulk_edit(window, ids: list[str], add: list[str], remove: list[str], kind: str | None) -> int:
    """Apply to every memory of ``ids`` at once and push one undo step; returns how many changed."""
    session = window.session
    try:
        rows = await session.rows(ids)
    except errors.ScopeClosedError:
        return 0
    after, before = {}, {}
    for mid, row in rows.items():
        tags = sorted((set(row["tags"]) | set(add)) - set(remove))
        change = {}
        if tags != sorted(row["tags"]):
            change["tags"] = tags
        if kind is not None and kind != row["kind"]:
            change["kind"] = kind
        if change:
            after[mid] = change
            before[mid] = {k: row[k] for k in change}
    if not after:
        window.statusBar().showMessage("nothing to change: the selected memories already are that way", 6000)
        return 0
    what = ", ".join(p for p in (kind and f"kind {kind}", add and "tags +" + " +".join(add),
                                 remove and "tags -" + " -".join(remove)) if p)
    step = BulkEdit(session, after, before, f"edit {len(after)} memories ({what})")
    if not await window.bulk_ops.push(f"editing {len(after):,} memories", step):
        return 0  # cancelled, or refused (said in words by the session): nothing changed
    return len(after)


# -- delete everything from… -------------------------------------------------------------------
async def conversation_ids(session, conversation_ids: list[str]) -> list[str]:
    ids: list[str] = []
    for cid in conversation_ids:
        ids += [t["memory_id"] for t in await session.view("thread", conversation_id=cid)]
    return ids


async def delete_conversation_of(window, memory_id: str | None) -> QMessageBox | None:
    if memory_id is None:
        return None
    try:
        cid = await window.session.view("conversation_of", memory_id=memory_id)
        if cid is None:
            window.statusBar().showMessage("this memory is not part of a conversation", 6000)
            return None
        ids = await conversation_ids(window.session, [cid])
        row = (await window.session.rows([memory_id])).get(memory_id, {})
    except errors.ScopeClosedError:
        return None
    title = row.get("metadata", {}).get("conversation_title") or "this conversation"
    return confirm_delete(window, ids, f"the conversation “{title}”")


async def delete_source_of(window, memory_id: str | None) -> QMessageBox | None:
    if memory_id is None:
        return None
    try:
        source = (await window.session.rows([memory_id])).get(memory_id, {}).get("source")
        if not source:
            window.statusBar().showMessage("this memory has no source to go by", 6000)
            return None
        ids, _ = await window.session.view_ids("", "updated", True, {"source": source})
    except errors.ScopeClosedError:
        return None
    return confirm_delete(window, ids, f"the source “{source}”")


def confirm_delete(window, ids: list[str], what: str, parent: QWidget | None = None) -> QMessageBox | None:
    """Say how many first; delete (one transaction, one undo step) only when the person agrees."""
    if not ids:
        window.statusBar().showMessage(f"nothing left to delete from {what}", 6000)
        return None
    n = len(ids)
    box = QMessageBox(QMessageBox.Icon.Question, "Delete memories",
                      f"Delete all {n:,} memor{'y' if n == 1 else 'ies'} from {what}?\n\nThey leave search and "
                      "the table; their history stays, and Ctrl+Z brings them all back.",
                      QMessageBox.StandardButton.Cancel, parent or window)
    named(box, "confirmDeleteBox", "Delete memories")
    delete = box.addButton(f"Delete {n:,}", QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.finished.connect(lambda *_: box.clickedButton() is delete and qt_async.spawn(
        window.bulk_ops.push(f"deleting {n:,} memories", undo.DeleteMemories(window.session, ids))))
    box.open()
    return box
