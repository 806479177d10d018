"""Embedding the memories that have no vector (after an embedder change, or written without
one), in small transactions, so recall improves as it goes and a cancel keeps what was done."""

from __future__ import annotations

import logging
import threading

from mnemosyne_app.core.model.interfaces import Embedder
from mnemosyne_app.core.progress import Cancelled, Progress
from mnemosyne_app.core.read.vector_cache import VectorCache
from mnemosyne_app.core.store import vectors
from mnemosyne_app.core.store.scope_store import ScopeStore

log = logging.getLogger("mnemosyne.vectors")


def backfill(store: ScopeStore, embedder: Embedder | None, cache: VectorCache, progress: Progress | None = None,
             chunk: int = 64) -> int:
    """Returns how many memories were embedded (none without an embedder)."""
    if embedder is None:
        return 0
    progress = progress or Progress(label="re-embedding")
    with store.reading() as conn:
        total = vectors.missing_count(conn)
    progress.update(done=0, total=total)  # never under the store's lock: a listener may wait on the GUI
    done = 0
    while True:
        progress.check()
        with store.reading() as conn:
            todo = vectors.missing(conn, chunk)
        if not todo:
            break
        embedded = embedder.embed([text for _, text in todo])  # outside the lock: it takes a while
        with store.txn() as conn:
            for (rid, _), vector in zip(todo, embedded):
                vectors.add_missing(conn, rid, vector)
        done += len(todo)
        cache.invalidate()  # backfilled vectors do not move updated_at
        progress.update(done=done)
    progress.finish(f"{done} memories embedded")
    return done


class VectorFiller:
    """The background job that embeds what ``retain_batch`` committed without vectors.

    A batch is committed keyword-searchable at once and its vectors follow on this thread, a
    chunk per transaction: embedding costs about a millisecond an item even in bulk, tens of
    times what the rest of a batched write costs, so inside the batch it would cap a batch at
    about twice a ``retain`` loop (README, Benchmarks). ``progress`` shows the running job (``None`` when idle);
    ``wait`` is the barrier for callers that need every vector now."""

    def __init__(self, store: ScopeStore, embedder: Embedder | None, cache: VectorCache) -> None:
        self._store, self._embedder, self.cache = store, embedder, cache
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._again = False
        self.progress: Progress | None = None
        self.error: Exception | None = None  # the last run's failure (it is retried on the next start)

    def after(self, result):
        """Start (or go round once more) after a batch; returns the batch's ``result``."""
        self.start()
        return result

    def start(self) -> None:
        if self._embedder is None:
            return
        with self._lock:
            if self.progress is not None:
                self._again = True  # new memories arrived while it runs: one more round
                return
            self.progress = Progress(label="search vectors")
            self._thread = threading.Thread(target=self._run, name="mnemosyne-vectors", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            try:
                backfill(self._store, self._embedder, self.cache, self.progress)
                self.error = None
            except Exception as exc:  # cancelled, the store closed or the model failed: keywords still work
                if not isinstance(exc, Cancelled):
                    log.warning("background embedding stopped: %s", exc)
                    self.error = exc
                with self._lock:
                    self.progress = None
                return
            with self._lock:
                if not self._again:
                    self.progress = None
                    return
                self._again = False
                self.progress = Progress(label="search vectors")

    def missing(self) -> int:
        """Searchable memories without a vector (none count without an embedder)."""
        if self._embedder is None:
            return 0
        with self._store.reading() as conn:
            return vectors.missing_count(conn)

    def fill_now(self, progress: Progress | None = None, chunk: int = 64) -> int:
        """Wait for the running job, then embed whatever is still missing on the caller's thread;
        returns how many this call embedded."""
        self.wait()
        return backfill(self._store, self._embedder, self.cache, progress, chunk)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the running job (if any) is done; False if ``timeout`` ran out first."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    def stop(self, timeout: float = 10.0) -> None:
        """Cancel after the chunk in hand (what was embedded stays) and wait for the thread."""
        with self._lock:
            self._again = False
            if self.progress is not None:
                self.progress.cancel()
        self.wait(timeout)
