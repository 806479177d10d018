"""The in-process async write queue (SPEC §4): bounded, flushable, observable.

Requests are journaled durably as ``pending`` events *before* they enter this queue (see
``Writer.journal``), so the queue only holds event ids: losing it (a crash) loses nothing, and
the next open resumes whatever is still pending. One worker thread with its own connection
does the work in acceptance order, with one exception: the person's own writes (made in the
window) go in a priority lane that the worker empties first, so a note typed by hand is not
saved after hundreds of agents' writes queued before it. Whoever wants to know when a write is done registers
``on_finished(event_id, status, memory_ids, changes)``: the worker calls it after each event (from
its own thread) with what the write changed (an ``OpChanges``), so nobody has to poll ``status()``.
"""

from __future__ import annotations

import collections
import logging
import threading
import time
from typing import Callable

from mnemosyne_app.core.errors import FlushTimeout, QueueFullError, in_words
from mnemosyne_app.core.store import touched
from mnemosyne_app.core.types import OpChanges
from mnemosyne_app.core.write.writer import Writer

log = logging.getLogger("mnemosyne.queue")

DEFAULT_MAX_DEPTH = 10_000
THROUGHPUT_WINDOW_S = 10.0

# Called by the worker after each event: (event id, "succeeded" | "failed" | "skipped", memory ids,
# what the write changed).
OnFinished = Callable[[int, str, list, OpChanges], None]


class WriteQueue:
    def __init__(self, open_writer: Callable[[], Writer], *, max_depth: int = DEFAULT_MAX_DEPTH,
                 when_full: str = "wait", full_timeout: float = 30.0, worker_delay: float = 0.0,
                 on_finished: OnFinished | None = None) -> None:
        if when_full not in ("wait", "raise"):
            raise ValueError("when_full must be 'wait' or 'raise'")
        self._open_writer = open_writer
        self.max_depth, self.when_full, self.full_timeout = max_depth, when_full, full_timeout
        self.worker_delay = worker_delay  # drills slow the worker down to widen the crash window
        self._cond = threading.Condition()
        self._todo: collections.deque[int] = collections.deque()
        self._first: collections.deque[int] = collections.deque()  # the person's writes: taken before _todo
        self._outstanding: dict[int, float] = {}  # event id -> accepted at
        self._reserved = 0
        self._done_times: collections.deque[float] = collections.deque()
        self.processed = self.failed = 0
        self._stop = False
        self._thread: threading.Thread | None = None
        self.last_error: str | None = None
        self.on_finished = on_finished

    # -- producer side ---------------------------------------------------------------------
    def reserve(self) -> None:
        """Take a slot before journaling, so a full queue pushes back instead of growing."""
        with self._cond:
            deadline = time.monotonic() + self.full_timeout
            while len(self._outstanding) + self._reserved >= self.max_depth:
                if self.when_full == "raise":
                    raise QueueFullError(f"the write queue is full ({self.max_depth} pending); flush or retry later")
                left = deadline - time.monotonic()
                if left <= 0 or not self._cond.wait(left):
                    if len(self._outstanding) + self._reserved >= self.max_depth:
                        raise QueueFullError(
                            f"the write queue stayed full ({self.max_depth} pending) for {self.full_timeout:.0f} s")
            self._reserved += 1

    def release(self) -> None:
        with self._cond:
            self._reserved -= 1
            self._cond.notify_all()

    def put(self, event_id: int, reserved: bool = True, first: bool = False) -> None:
        """Queue a journaled event; ``first``: in the priority lane (a person's own write)."""
        with self._cond:
            if reserved:
                self._reserved -= 1
            if event_id not in self._outstanding:
                self._outstanding[event_id] = time.time()
                (self._first if first else self._todo).append(event_id)
            self._cond.notify_all()
        self._ensure_worker()

    def forget(self, event_id: int) -> bool:
        """Drop an event that will not run (it was cancelled in the journal); True if it was here."""
        with self._cond:
            here = self._outstanding.pop(event_id, None) is not None
            if here:
                for lane in (self._first, self._todo):
                    try:
                        lane.remove(event_id)
                    except ValueError:  # the worker has it in hand: it finds it finished and skips it
                        pass
                self._cond.notify_all()
            return here

    # -- barrier ---------------------------------------------------------------------------
    def flush(self, timeout: float | None = None) -> dict:
        """Block until every event accepted before this call is finished (committed or failed)."""
        start = time.monotonic()
        with self._cond:
            waiting_for = set(self._outstanding)
            ok = self._cond.wait_for(lambda: not (waiting_for & self._outstanding.keys()), timeout)
            left = len(waiting_for & self._outstanding.keys())
        if not ok:
            raise FlushTimeout(f"flush timed out after {timeout} s with {left} of {len(waiting_for)} writes "
                               "still queued; they are journaled and will finish")
        return {"flushed": len(waiting_for), "seconds": time.monotonic() - start}

    def status(self) -> dict:
        now = time.time()
        with self._cond:
            while self._done_times and self._done_times[0] < now - THROUGHPUT_WINDOW_S:
                self._done_times.popleft()
            oldest = min(self._outstanding.values(), default=None)
            return {
                "depth": len(self._outstanding), "processed": self.processed, "failed": self.failed,
                "oldest_pending_age": 0.0 if oldest is None else now - oldest,
                "throughput": len(self._done_times) / THROUGHPUT_WINDOW_S,
                "max_depth": self.max_depth, "worker_alive": bool(self._thread and self._thread.is_alive()),
                "last_error": self.last_error,
            }

    @property
    def depth(self) -> int:
        with self._cond:
            return len(self._outstanding)

    # -- worker ----------------------------------------------------------------------------
    def _ensure_worker(self) -> None:
        with self._cond:
            if self._thread is not None and self._thread.is_alive():
                return
            self._stop = False
            self._thread = threading.Thread(target=self._run, name="mnemosyne-writer", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        try:
            writer = self._open_writer()
        except Exception as exc:  # e.g. the scope's file was moved away: fail what waits, clearly
            self._give_up(in_words(exc))
            return
        try:
            while True:
                with self._cond:
                    idle = not self._todo and not self._first and not self._stop
                if idle:
                    writer.checkpoint()  # the queue drained: a good moment to fold the WAL back
                with self._cond:
                    self._cond.wait_for(lambda: self._todo or self._first or self._stop)
                    if self._stop:
                        return
                    event_id = (self._first or self._todo).popleft()
                if self.worker_delay:
                    time.sleep(self.worker_delay)
                status, result = "failed", None
                with touched.collecting() as noted:  # what this write changed, for the listener
                    touched.queue()
                    try:
                        status, result = writer.perform_event(event_id)
                    except Exception as exc:  # the store is failing; the event stays for the next open
                        self.last_error = in_words(exc)
                        log.exception("worker could not process event %d", event_id)
                with self._cond:
                    self._outstanding.pop(event_id, None)
                    self._done_times.append(time.time())
                    if status == "failed":
                        self.failed += 1
                    else:
                        self.processed += 1
                    self._cond.notify_all()
                self._report(event_id, status, list(getattr(result, "memory_ids", None) or []), noted.changes)
        finally:
            writer.conn.close()

    def _report(self, event_id: int, status: str, memory_ids: list, changes: OpChanges) -> None:
        if self.on_finished is None:
            return
        try:
            self.on_finished(event_id, status, memory_ids, changes)
        except Exception:  # a listener's bug must not stop the writes
            log.exception("the on_finished listener failed for event %d", event_id)

    def _give_up(self, reason: str) -> None:
        """The worker cannot reach the store: the queued writes are not done here (they stay
        journaled in the file, wherever it went); flush returns and says why."""
        log.warning("the write queue cannot run: %s", reason)
        with self._cond:
            self.last_error = reason
            self.failed += len(self._outstanding)
            given_up = list(self._outstanding)
            self._outstanding.clear()
            self._todo.clear()
            self._first.clear()
            self._cond.notify_all()
        for event_id in given_up:  # nothing was written: only the queue's counters moved
            self._report(event_id, "failed", [], OpChanges(queue=True))

    def stop(self, timeout: float = 5.0) -> int:
        """Finish what can be finished within ``timeout``, then stop the worker. Returns the
        number of writes deferred (still journaled as pending, resumed on the next open)."""
        try:
            self.flush(timeout)
        except FlushTimeout:
            pass
        with self._cond:
            self._stop = True
            self._cond.notify_all()
        if self._thread is not None:
            # The worker stops after the event in hand (a transaction is never cut short).
            self._thread.join(timeout=max(timeout, 1.0) + 30)
        with self._cond:
            return len(self._outstanding)
