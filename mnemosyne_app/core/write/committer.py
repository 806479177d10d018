"""Commit a batch's chunks one behind the other: each COMMIT on a helper thread while the caller
prepares the next chunk (core/batch.py)."""

from __future__ import annotations

import threading
import time

from mnemosyne_app.core.store import driver
from mnemosyne_app.core.write.writer import Writer


class Committer:
    """Begins and commits the chunks of one batch; with ``behind=True`` each COMMIT runs on a
    helper thread while the caller prepares the next chunk.

    Preparing a chunk (checks, hashes, index text) is Python that needs no database; a commit is
    SQLite writing the chunk's pages to the WAL (and, at FULL, waiting for fsync): C code that
    runs without the GIL. On a second core the two overlap. The caller's thread holds the writer
    lock from BEGIN until that commit is done, so no other write of this brain slips in between,
    and ``settle()`` (which every later step and the end of the batch go through) waits for the
    commit and raises its error. Not for Python VFSes: their callbacks would fight for the GIL."""

    def __init__(self, writer: Writer, behind: bool) -> None:
        self.writer, self.behind = writer, behind
        self._thread: threading.Thread | None = None
        self._done = threading.Event()  # set by the helper thread when its COMMIT returned
        self._error: BaseException | None = None
        self._holding = False

    def __enter__(self) -> "Committer":
        return self

    def __exit__(self, *exc) -> None:
        self.settle()

    def begin(self):
        self.settle()
        # Between two chunks the lock is free for a moment: long enough for a thread waiting on it
        # (a search, an agent's read) to wake and take it, rather than after the whole batch.
        time.sleep(0.0001)
        self.writer.lock.acquire()
        self._holding = True
        try:
            with driver.friendly_errors(self.writer.path):
                self.writer.conn.execute("BEGIN IMMEDIATE")
        except BaseException:
            self._release()
            raise
        return self.writer.conn

    def rollback(self) -> None:
        try:
            if not self.writer.conn.getautocommit():
                self.writer.conn.execute("ROLLBACK")
        finally:
            self._release()

    def commit(self) -> None:
        self._done.clear()
        if self.behind:
            self._thread = threading.Thread(target=self._commit, name="mnemosyne-batch-commit", daemon=True)
            self._thread.start()
        else:
            self._commit()
            self.settle()

    def _commit(self) -> None:
        try:
            self.writer.conn.execute("COMMIT")
        except BaseException as exc:  # raised by settle() on the caller's thread
            self._error = exc
        finally:
            self._done.set()

    def _wait_for_commit(self) -> None:
        """Wait for the helper's COMMIT even through Ctrl+C: until it returns, nothing else may
        touch the connection (and an interrupted Thread.join can wrongly report the thread as
        finished). The interrupt is raised again once the commit is done."""
        interrupted: BaseException | None = None
        while True:
            try:
                self._done.wait()
                break
            except KeyboardInterrupt as exc:
                interrupted = exc
        self._thread.join()  # its COMMIT has returned: this ends at once
        self._thread = None
        if interrupted is not None:
            self._error = self._error or interrupted

    def settle(self) -> None:
        """Wait for the last commit; raise its error (after rolling back what it left open)."""
        if self._thread is not None:
            self._wait_for_commit()
        if not self._holding:
            return
        error, self._error = self._error, None
        if error is None:
            self._release()
            return
        try:
            with driver.friendly_errors(self.writer.path):
                raise error
        finally:
            self.rollback()

    def _release(self) -> None:
        if self._holding:
            self._holding = False
            self.writer.lock.release()
