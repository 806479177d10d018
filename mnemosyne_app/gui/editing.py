"""Edits are never lost. The detail pane's unsaved changes are saved before the window shows
another memory, opens another scope or quits (the same rule everywhere: leaving saves, and
Ctrl+Z takes it back). A save the store refuses keeps the memory on screen with the edit and
the reason beside it, and pushes no undo step. The New memory dialog stays open, with what was
typed, until the store has accepted it."""

from __future__ import annotations

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.gui import undo
from mnemosyne_app.gui.dialogs import MemoryEditor
from mnemosyne_app.gui.wording import describe


class EditFlow:
    def __init__(self, window) -> None:
        self.window = window  # the MainWindow: its session, table, detail pane and undo stack
        self.session, self.detail = window.session, window.detail
        self._moving_back = False
        self.editor: MemoryEditor | None = None

    # -- the detail pane follows the table's current row --------------------------------------
    def current_changed(self, current, _previous=None) -> None:
        if self._moving_back:
            return
        wanted = self.window.model.memory_id_at(current.row()) if current.isValid() else None
        if wanted == self.shown_id():
            return
        if self.detail.is_dirty():
            qt_async.spawn(self._save_then_follow())
        else:
            self.detail.load_soon(wanted)

    def shown_id(self) -> str | None:
        return self.detail.memory.memory_id if self.detail.memory is not None else None

    def sync(self, reload: bool = False) -> None:
        """Show the current row (nothing if none); ``reload`` reads it again even if shown. An
        unsaved edit is never replaced."""
        if self.detail.is_dirty():
            return
        wanted = self.window.selected_id()
        if reload or wanted != self.shown_id():
            self.detail.load_soon(wanted)

    async def _save_then_follow(self) -> None:
        if await self.save():
            self.detail.load_soon(self.window.selected_id())
        else:  # the edit stays on screen: so does its row
            self._move_back_to(self.shown_id())

    def _move_back_to(self, memory_id: str | None) -> None:
        row = self.window.model.row_of(memory_id) if memory_id else -1
        if row < 0:
            return
        self._moving_back = True
        try:
            self.window.table.setCurrentIndex(self.window.model.index(row, 0))
        finally:
            self._moving_back = False

    # -- saving ----------------------------------------------------------------------------
    async def save(self) -> bool:
        """Save the detail pane's changes, if any; True when nothing is left unsaved."""
        memory = self.detail.memory
        if memory is None or not (changes := self.detail.changes()):
            return True
        try:
            await self.session.update(memory.memory_id, **changes)
        except errors.ScopeClosedError:
            return False
        except Exception as exc:
            self.detail.error.say(f"Not saved: {describe(exc)}")
            return False
        self.window.undo_stack.push(undo.EditMemory(self.session, memory.memory_id, changes, memory.version))
        if self.shown_id() == memory.memory_id:
            await self.detail.load(memory.memory_id)  # the saved version, with its history
        return True

    def save_soon(self, *_) -> None:
        qt_async.spawn(self.save())

    # -- new memories ----------------------------------------------------------------------
    def new_memory(self, conversation: bool = False) -> MemoryEditor:
        choices = self.window.filters.choices()
        editor = MemoryEditor(self.window, conversation=conversation, kinds=choices["kinds"], tags=choices["tags"],
                              extract=bool(self.window.session.settings.get("extract", False)))
        editor.submitted.connect(lambda spec: qt_async.spawn(self._add(editor, spec)))
        editor.open()
        self.editor = editor
        return editor

    async def _add(self, editor: MemoryEditor, spec: dict) -> None:
        add = (self.session.paste_conversation if spec.get("conversation")
               else self.session.add_lines if spec.get("per_line") else self.session.add)
        try:
            changes = await add(spec["text"], kind=spec["kind"], tags=spec["tags"], extract=spec["extract"])
        except errors.ScopeClosedError:
            editor.refused("The scope was closed meanwhile; save again to store it in the open scope.")
            return
        except Exception as exc:
            editor.refused(f"Not saved: {describe(exc)}")
            return
        editor.done_saving()
        if changes.added:  # what was just written is what the person wants to see next
            self.window.select_next = changes.added[0]
        if not changes.added and not changes.queued:
            return
        stack = self.window.undo_stack
        stack.beginMacro("paste conversation" if spec.get("conversation") else "add memory")
        for memory_id in changes.added:  # one undo step takes back the whole paste or list
            stack.push(undo.AddMemory(self.session, memory_id))
        for event_id in changes.queued:  # a write still queued: undo cancels it (or takes it back once saved)
            stack.push(undo.QueuedAdd(self.session, event_id))
        stack.endMacro()
