"""Undo/redo of the person's edits. Each command schedules async store operations; the store
keeps every version, so undo is "restore the previous version" and never a hard delete."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from mnemosyne_app import qt_async


class AlreadyDone(QUndoCommand):
    """A command pushed after its action has run: QUndoStack.push calls redo() at once, which
    must not do it a second time; later redos call ``again()``."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.first = True

    def redo(self) -> None:
        if self.first:
            self.first = False
            return
        self.again()

    def again(self) -> None:
        raise NotImplementedError


class AddMemory(AlreadyDone):
    def __init__(self, session, memory_id: str) -> None:
        super().__init__("add memory")
        self.session, self.memory_id = session, memory_id

    def again(self) -> None:
        qt_async.spawn(self.session.restore(self.memory_id))

    def undo(self) -> None:
        qt_async.spawn(self.session.delete(self.memory_id))


class QueuedAdd(AlreadyDone):
    """A write the queue has not saved yet: undo cancels its event if it has not started, or
    deletes what it made once it is saved; redo writes it again (or restores what was deleted)."""

    def __init__(self, session, event_id: int) -> None:
        super().__init__("add memory")
        self.session, self.event_id = session, event_id

    def again(self) -> None:
        qt_async.spawn(self.session.write_again(self.event_id))

    def undo(self) -> None:
        qt_async.spawn(self.session.take_back(self.event_id))


class CancelQueued(QUndoCommand):
    """Delete pressed on a queued write's row: the opposite of ``QueuedAdd``."""

    def __init__(self, session, event_id: int) -> None:
        super().__init__("cancel queued write")
        self.session, self.event_id = session, event_id

    def redo(self) -> None:
        qt_async.spawn(self.session.take_back(self.event_id))

    def undo(self) -> None:
        qt_async.spawn(self.session.write_again(self.event_id))


class EditMemory(AlreadyDone):
    """Pushed once the store has accepted the edit: a refused save leaves no step to undo."""

    def __init__(self, session, memory_id: str, changes: dict, before_version: int) -> None:
        super().__init__("edit memory")
        self.session, self.memory_id, self.changes, self.before = session, memory_id, changes, before_version

    def again(self) -> None:
        qt_async.spawn(self.session.update(self.memory_id, **self.changes))

    def undo(self) -> None:
        qt_async.spawn(self.session.restore(self.memory_id, self.before))


class BulkStep(QUndoCommand):
    """A change of many memories, done and undone as one op the person can watch and cancel
    (gui/bulk_ops.py runs ``forward``/``backward`` and moves the stack once they have landed,
    setting ``landed`` so that the stack's own redo()/undo() do not run them a second time).
    It is pushed after its first run, so it starts landed. Called straight (a test, a macro),
    undo()/redo() run the change themselves."""

    cancellable = True  # one transaction: cancelling it changes nothing

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.landed = True

    async def forward(self, progress) -> None:
        raise NotImplementedError

    async def backward(self, progress) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        if self.landed:
            self.landed = False
            return
        qt_async.spawn(self.forward(None))

    def undo(self) -> None:
        if self.landed:
            self.landed = False
            return
        qt_async.spawn(self.backward(None))


class DeleteMemories(BulkStep):
    """Several memories, deleted in one transaction and brought back by one undo."""

    def __init__(self, session, memory_ids: list[str]) -> None:
        n = len(memory_ids)
        super().__init__(f"delete {n:,} memor{'y' if n == 1 else 'ies'}")
        self.session, self.memory_ids = session, list(memory_ids)

    async def forward(self, progress) -> None:
        await self.session.delete_many(self.memory_ids, progress)

    async def backward(self, progress) -> None:
        await self.session.restore_many(self.memory_ids, progress)


class DeleteMemory(QUndoCommand):
    def __init__(self, session, memory_id: str) -> None:
        super().__init__("delete memory")
        self.session, self.memory_id = session, memory_id

    def redo(self) -> None:
        qt_async.spawn(self.session.delete(self.memory_id))

    def undo(self) -> None:
        qt_async.spawn(self.session.restore(self.memory_id))


class RemoveScope(AlreadyDone):
    """Pushed once the scope is moved aside and another one is open."""

    def __init__(self, actions, scope: str, folder) -> None:
        super().__init__(f"remove scope {scope}")
        self.actions, self.scope, self.folder = actions, scope, folder

    def again(self) -> None:
        qt_async.spawn(self.actions.do_remove(self.scope))

    def undo(self) -> None:
        qt_async.spawn(self.actions.restore(self.folder))


class RenameScope(AlreadyDone):
    """Pushed once the scope is open under its new name."""

    def __init__(self, actions, old: str, new: str) -> None:
        super().__init__(f"rename scope {old}")
        self.actions, self.old, self.new = actions, old, new

    def again(self) -> None:
        qt_async.spawn(self.actions.do_rename(self.old, self.new, undoable=False))

    def undo(self) -> None:
        qt_async.spawn(self.actions.do_rename(self.new, self.old, undoable=False))
