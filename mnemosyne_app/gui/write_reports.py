"""The write queue reports each write it finishes (core's ``on_finished`` listener, called on
its worker thread); this brings the reports to the GUI thread and forwards them into the
session's ``changed`` signal with the change sets the engine noted for those writes, coalesced (at most one change per ``COALESCE_MS``: a burst of a
thousand queued writes is a handful of table reloads, not a thousand). Nothing polls the queue.

It also remembers the queued writes the person undid while they were being saved: when such a
write lands, the memories it made are deleted (the undo finishes then)."""

from __future__ import annotations

import functools
import logging
import operator

from PySide6.QtCore import QObject, QTimer

from mnemosyne_app import qt_async
from mnemosyne_app.core.types import OpChanges

log = logging.getLogger("mnemosyne.gui")

COALESCE_MS = 200


class WriteReports(QObject):
    def __init__(self, session) -> None:
        super().__init__(session)
        self.session = session
        self._finished: list[tuple[int, str, list, OpChanges]] = []
        self._timer = QTimer(self, singleShot=True, interval=COALESCE_MS)
        self._timer.timeout.connect(self._forward)
        self._undo: set[int] = set()  # events to take back as soon as they land

    def watch(self, brain) -> None:
        """Listen to ``brain``'s queue; reports of a brain the session has left are dropped."""

        def from_worker(event_id: int, status: str, memory_ids: list, changes: OpChanges) -> None:  # worker's thread
            try:
                qt_async.call_in_gui(self._arrived, brain, event_id, status, memory_ids, changes)
            except RuntimeError:  # the event loop is closed: the window is gone
                pass

        brain.on_write_finished(from_worker)

    # -- on the GUI thread -------------------------------------------------------------------
    def _arrived(self, brain, event_id: int, status: str, memory_ids: list, changes: OpChanges) -> None:
        if brain is not self.session.brain:
            return
        if event_id in self._undo:
            self._undo.discard(event_id)
            if status == "succeeded" and memory_ids:
                qt_async.spawn(self.session.delete_made_by(event_id, memory_ids))
        self._finished.append((event_id, status, memory_ids, changes))
        try:
            if not self._timer.isActive():
                self._timer.start()
        except RuntimeError:  # the window is being torn down
            pass

    def _forward(self) -> None:
        batch, self._finished = self._finished, []
        if not batch or self.session.brain is None:
            return
        failed = sum(1 for _, status, _, _ in batch if status == "failed")
        changes = functools.reduce(operator.or_, (c for *_, c in batch))  # the writes' own change sets, as one
        self.session.announce(changes, f"{failed} write{'s' if failed != 1 else ''} failed: see Events" if failed else "")

    # -- undoing a write in flight -------------------------------------------------------------
    def undo_when_done(self, event_id: int) -> None:
        self._undo.add(event_id)

    def wants_undo(self, event_id: int) -> bool:
        return event_id in self._undo

    def undo_claimed(self, event_id: int) -> bool:
        """True (once) for the caller that is to take the landed write back, if the report has not."""
        if event_id in self._undo:
            self._undo.discard(event_id)
            return True
        return False

    def keep(self, event_id: int) -> None:
        """A redo before the write landed: nothing to take back after all."""
        self._undo.discard(event_id)
