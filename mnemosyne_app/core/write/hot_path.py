"""The async hot path (SPEC §4): the switch, the queue behind it, and the barrier.

``retain(fast=True)`` journals a request durably and hands its event id to the queue; the
queue's worker (its own connection) does the work. Work that is journaled without a caller
waiting (extraction of imported messages, compaction, events a crash left unfinished) goes
through the same queue whether the switch is on or not, unless a caller has taken over that
backlog (``run_backlog``: the window runs it in its background lane, in slices, with counts).
"""

from __future__ import annotations

import logging
import time
from typing import Callable, Iterable

from mnemosyne_app.core import errors, validate
from mnemosyne_app.core.store import driver, touched
from mnemosyne_app.core.store.scope_store import ScopeStore
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.core.types import OpChanges, RetainResult
from mnemosyne_app.core.write import journal, owner as owners
from mnemosyne_app.core.write.queue import OnFinished, WriteQueue
from mnemosyne_app.core.write.request import WriteRequest
from mnemosyne_app.core.write.writer import Writer

log = logging.getLogger("mnemosyne.queue")

ACTIONS = ("enable", "disable", "status", "flush")
BACKLOG_OPS = journal.BACKLOG_OPS  # work journaled without a caller waiting for it
IDLE = {"enabled": False, "depth": 0, "processed": 0, "failed": 0, "oldest_pending_age": 0.0, "throughput": 0.0}


class HotPath:
    def __init__(self, store: ScopeStore, open_writer: Callable[[], Writer], **queue_options) -> None:
        self._store, self._open_writer, self._options = store, open_writer, queue_options
        self.enabled = False
        self._queue: WriteQueue | None = None
        self.owner = owners.new_owner()  # this queue's events are run here and nowhere else while it lives
        self.on_finished: OnFinished | None = None  # given to every queue this makes
        self.backlog_taken = False  # run_later leaves BACKLOG_OPS work to run_backlog's caller

    def queue(self) -> WriteQueue:
        with self._store.lock:
            if self._queue is None:
                self._queue = WriteQueue(self._open_writer, on_finished=self._finished, **self._options)
            return self._queue

    def _finished(self, event_id: int, status: str, memory_ids: list, changes: OpChanges) -> None:
        listener = self.on_finished  # read once: it may be replaced from another thread
        if listener is not None:
            listener(event_id, status, memory_ids, changes)

    def cancel(self, event_id: int) -> bool:
        """Cancel a queued write that has not started, in one transaction; the queue drops it.
        False when it is running or finished (undo what it made instead)."""
        with self._store.txn() as conn:
            cancelled = journal.cancel(conn, event_id, time.time())
        if cancelled and self._queue is not None:
            self._queue.forget(event_id)
        return cancelled

    def act(self, action: str, timeout: float | None = None) -> dict:
        if action not in ACTIONS:
            raise ValueError("hot_path action must be enable, disable, status or flush")
        timeout = None if timeout is None else validate.timeout(timeout)
        if action != "status":
            touched.queue()
        if action == "enable":
            self.queue()
            self.enabled = True
            # Checkpoints (copying the WAL into the database, with an fsync) take milliseconds;
            # leave them to the worker's connection so that no enqueue ever pays for one.
            self._autocheckpoint(0)
        elif action == "disable":
            self.enabled = False
            self._autocheckpoint(driver.WAL_AUTOCHECKPOINT_PAGES)
            if self._queue is not None:
                out = self.status()
                deferred = self.stop(5.0 if timeout is None else timeout)
                return out | {"enabled": False, "depth": deferred, "deferred": deferred}
        elif action == "flush":
            if self._queue is None:
                return self.status() | {"flushed": 0, "seconds": 0.0}
            flushed = self._queue.flush(timeout)
            return self.status() | flushed
        return self.status()

    def _autocheckpoint(self, pages: int) -> None:
        with self._store.reading() as conn:
            conn.execute(f"PRAGMA wal_autocheckpoint={int(pages)}")

    def status(self) -> dict:
        out = IDLE | {"enabled": self.enabled}
        return out | self._queue.status() if self._queue is not None else out

    def enqueue(self, writer: Writer, req: WriteRequest, first: bool = False) -> RetainResult:
        """Journal ``req`` and queue it; returns at once (a slot is taken first, so a full queue
        pushes back before anything is journaled). ``first``: the person's own write, saved
        before the agents' writes waiting in the queue."""
        if self._queue is None or not self.enabled:
            raise errors.MnemosyneError(
                "the async hot path is disabled: call hot_path('enable') first, or use fast=False")
        self._queue.reserve()
        try:
            event_id, ids, _existing = writer.journal(req)
        except BaseException:
            self._queue.release()
            raise
        if ids is not None:
            self._queue.release()
            return RetainResult("already_complete", None, ids, [], req.key)
        self._queue.put(event_id, first=first)
        touched.queue()
        return RetainResult("queued", event_id, [], [], req.key)

    def run_later(self, event_ids: Iterable[int]) -> int:
        """Queue events already journaled (ids only: the work itself is in the journal); left
        pending for ``run_backlog`` once a caller has taken the backlog over."""
        ids = list(event_ids)
        return len(ids) if self.backlog_taken else self._queue_all(ids)

    def _queue_all(self, ids: list[int]) -> int:
        if ids:
            queue = self.queue()
            for event_id in ids:
                queue.put(event_id, reserved=False)
        return len(ids)

    def run_backlog(self, writer: Writer, progress: Progress | None = None) -> int:
        """Run the pending extraction and compaction events this process may run, one per slice
        (``progress`` counts them; cancelling it stops between two, the rest stay pending). From
        now on, such work is left here instead of the write queue. Returns how many ran."""
        self.backlog_taken = True
        progress = progress or Progress(label="backlog")
        with self._store.reading() as conn:
            todo = journal.backlog(conn, BACKLOG_OPS, self.owner)
        progress.update(done=0, total=len(todo))
        for n, event_id in enumerate(todo, 1):
            progress.check()
            with touched.collecting() as noted:  # what this one changed (its facts), for the listener
                status, result = writer.perform_event(event_id)  # a claimed or finished one is skipped
            self._finished(event_id, status, list(getattr(result, "memory_ids", None) or []), noted.changes)
            progress.update(done=n)
        progress.finish()
        return len(todo)

    def resume(self) -> int:
        """Take over and queue the unfinished events whose owner is gone (a crash, or a close with
        work left); a live process's events stay its own. Returns how many."""
        with self._store.txn() as conn:
            adopted = journal.adopt_orphans(conn, self.owner)
        found = self._queue_all(adopted)
        if found:
            log.info("resuming %d unfinished writes in %s", found, self._store.path)
        return found

    def stop(self, timeout: float) -> int:
        """Finish what can be finished within ``timeout``; returns how many writes were deferred
        (still journaled, resumed on the next open)."""
        if self._queue is None:
            return 0
        deferred = self._queue.stop(timeout)
        self._queue = None
        if deferred:
            log.warning("%d queued writes deferred to the next start of %s", deferred, self._store.scope)
        return deferred

    def close(self, timeout: float) -> int:
        """Stop, and hand what is left to whoever opens the scope next (this process included)."""
        deferred = self.stop(timeout)
        try:
            if self._store.is_open:
                with self._store.txn() as conn:
                    journal.release(conn, self.owner)
        except errors.MnemosyneError as exc:  # closed, moved or failing: its events wait for a later open
            log.info("could not hand over unfinished events of %s: %s", self._store.scope, exc)
        owners.retire(self.owner)
        self.owner = owners.new_owner()  # a reopen is a new owner
        return deferred
