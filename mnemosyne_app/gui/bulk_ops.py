"""Big changes run as one op the person can watch and stop: deleting thousands of memories,
a bulk edit, a merge, and the undo or redo of any of them. While one runs, the views it changes
take no input (a click is refused, not queued to replay a minute later), the status bar says
what runs with counts, and Cancel stops it: the change is one transaction, so a cancelled one
changed nothing. The undo stack moves only once the change has landed in the store, so the
toolbar's Undo/Redo never claim a state the store does not have yet."""

from __future__ import annotations

from typing import Awaitable, Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.core.progress import Cancelled, Progress
from mnemosyne_app.gui import undo
from mnemosyne_app.gui.inputs import named

# The window's actions that change memories or the undo history: off while a bulk op runs.
LOCKED_ACTIONS = ("new", "paste", "delete", "undo", "redo", "bulk_edit", "delete_conversation", "delete_source")


class BulkOps(QObject):
    running_changed = Signal(bool)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.progress: Progress | None = None
        self._ended = None  # a future of the window's loop, done when the op under way has stopped
        self.label = named(QLabel(), "bulkStatus", "Bulk change under way")
        # The counts are in the bar ("1,200 / 4,000"), the label only says what runs: at 800 px
        # the status bar had room for "redoing delete 4,000 memories 1" and no more.
        self.bar = named(QProgressBar(minimumWidth=120, maximumWidth=140), "bulkProgress", "Progress of the bulk change")
        self.cancel = named(QPushButton("Cancel"), "bulkCancelButton", "Cancel the bulk change",
                            "Stops it; nothing of it is kept, since it is one transaction")
        self.cancel.clicked.connect(self.stop)
        for w in (self.label, self.bar, self.cancel):
            window.statusBar().addPermanentWidget(w)
            w.hide()

    @property
    def running(self) -> bool:
        return self.progress is not None

    def stop(self) -> None:
        if self.progress is not None:
            self.progress.cancel()
            self.label.setText(self.label.text().removesuffix("…") + " (cancelling…)")
            self.cancel.setEnabled(False)

    async def cancel_and_wait(self) -> None:
        """Cancel the change under way (one transaction: nothing of it is kept) and return once
        it has stopped: the lock calls this, so a change never lands, and turns the window's
        actions back on, behind the locked screen."""
        ended = self._ended
        if self.progress is None or ended is None:
            return
        self.stop()
        await ended

    def _show(self, what: str, cancellable: bool) -> None:
        self.label.setText(what + "…")
        self.bar.setRange(0, 0)  # busy until the first count arrives
        self.bar.setFormat("")
        self.cancel.setEnabled(cancellable)
        for w in (self.label, self.bar, self.cancel):
            w.show()

    def _on_progress(self, what: str, done: int, total: int) -> None:
        if self.progress is None or not total:
            return
        done = min(done, total)  # a count never runs past its total
        self.bar.setRange(0, total)
        self.bar.setValue(done)
        self.bar.setFormat(f"{done:,} / {total:,}")

    def _lock(self, locked: bool) -> None:
        w = self.window
        for widget in (w.table, w.search, w.filters, w.detail, w.scope_box, w.rename_scope_button,
                       w.remove_scope_button):
            widget.setEnabled(not locked)
        for name in LOCKED_ACTIONS:
            action = w.actions_by_name.get(name)
            if action is not None:
                action.setEnabled(not locked)
        if not locked:
            w.update_undo_actions()
        self.running_changed.emit(locked)

    async def run(self, what: str, work: Callable[[Progress | None], Awaitable], cancellable: bool = True) -> bool:
        """Run ``work(progress)``; True once it has landed, False if it was cancelled, refused
        (already said in words by the session) or another bulk op is running."""
        if self.running:
            self.window.statusBar().showMessage("⚠ wait for the change under way to finish (or cancel it)", 6000)
            return False
        self.progress = progress = Progress(label=what)
        self._ended = qt_async.loop().create_future()
        progress.subscribe(lambda p: qt_async.call_in_gui(self._on_progress, what, p.done, p.total))
        self._show(what, cancellable)
        self._lock(True)
        try:
            await work(progress)
            return True
        except Cancelled:
            self.window.statusBar().showMessage(f"cancelled {what}: nothing changed", 8000)
            return False
        except errors.ScopeClosedError:
            return False
        except Exception:  # the session said why in the status bar; the store is unchanged
            return False
        finally:
            self.progress = None
            for w in (self.label, self.bar, self.cancel):
                w.hide()
            self._lock(False)
            if not self._ended.done():
                self._ended.set_result(None)

    async def push(self, what: str, step: undo.BulkStep) -> bool:
        """Do ``step`` for the first time, then put it on the undo stack (only if it landed)."""
        if not await self.run(what, step.forward, step.cancellable):
            return False
        self.window.undo_stack.push(step)  # landed: its redo() is a no-op this once
        return True

    async def move(self, backwards: bool) -> bool:
        """Undo (or redo) the next step of the stack. A bulk step runs as an op first and the
        stack moves when it has landed; any other step is quick and moves at once."""
        stack = self.window.undo_stack
        index = stack.index() - 1 if backwards else stack.index()
        step = stack.command(index) if 0 <= index < stack.count() else None
        if step is None or self.running:
            return False
        if not isinstance(step, undo.BulkStep):
            stack.undo() if backwards else stack.redo()
            return True
        what = ("undoing " if backwards else "redoing ") + step.text()
        if not await self.run(what, step.backward if backwards else step.forward, step.cancellable):
            return False
        step.landed = True
        stack.undo() if backwards else stack.redo()
        return True
