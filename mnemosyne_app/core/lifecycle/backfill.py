"""Embedding the memories that have no vector (after an embedder change, or written without
one), in small transactions, so recall improves as it goes and a cancel keeps what was done."""

from __future__ import annotations

from mnemosyne_app.core.model.interfaces import Embedder
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.core.read.vector_cache import VectorCache
from mnemosyne_app.core.store import vectors
from mnemosyne_app.core.store.scope_store import ScopeStore


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
