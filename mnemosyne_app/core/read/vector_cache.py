"""An in-memory copy of a scope's vectors for fast nearest-neighbour search.

sqlite-vec's vec0 searches by brute force through SQLite pages: about 65 ms for 100k × 384 floats
on 2 cores. The same vectors as one numpy matrix take about 14 ms, and a sign-bit prefilter
(48 bytes a vector, Hamming distance by popcount) followed by an exact cosine re-rank of the best
``RERANK`` candidates takes a few. vec0 stays the source of truth: the cache is built from it,
and anything changed since (``memories.updated_at`` is indexed and moves on every add, edit and
restore) is searched exactly from vec0 and merged in, so the cache is never stale in a way that
shows; it is rebuilt when that recent set grows large. With a ``context`` weight a conversation
turn is searched by its vector plus that share of the turn before it (core/read/turn_context.py);
a turn changed since the build is searched by its own vector until the next one.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Sequence

import apsw
import numpy as np

from mnemosyne_app.core.read import turn_context

log = logging.getLogger("mnemosyne.recall")

EXACT_BELOW = 20_000  # below this many vectors an exact matrix product is already fast
RERANK = 1_000
REBUILD_AFTER_RECENT = 5_000


class VectorCache:
    def __init__(self) -> None:
        self.rids = np.zeros(0, np.int64)
        self.index: dict[int, int] = {}
        self.mat = np.zeros((0, 0), np.float32)
        self.bits = np.zeros((0, 0), np.uint64)
        self.prev = np.zeros(0, np.int64)  # each row's predecessor turn's row, or -1
        self.next = np.zeros(0, np.int64)  # each row's successor turn's row, or -1
        self.norms: dict[float, np.ndarray] = {}  # context weight -> |v_i + w v_prev(i)|
        self.built_at: float | None = None
        self.lock = threading.Lock()

    def invalidate(self) -> None:
        with self.lock:
            self.built_at = None

    def _build(self, conn: apsw.Connection) -> None:
        start = time.time()
        rids, blobs = [], []
        for rid, blob in conn.execute("SELECT rowid, embedding FROM memories_vec"):
            rids.append(rid)
            blobs.append(blob)
        dim = len(blobs[0]) // 4 if blobs else 0
        self.rids = np.array(rids, np.int64)
        self.index = {rid: i for i, rid in enumerate(rids)}
        self.mat = np.frombuffer(b"".join(blobs), np.float32).reshape(len(blobs), dim) if blobs else np.zeros((0, 0), np.float32)
        self.bits = _sign_bits(self.mat) if len(rids) >= EXACT_BELOW else np.zeros((0, 0), np.uint64)
        self.prev = turn_context.predecessors(conn, self.index)
        self.next = np.full(len(rids), -1, np.int64)
        self.next[self.prev[self.prev >= 0]] = np.flatnonzero(self.prev >= 0)
        self.norms = {}
        # Anything updated at or after `start` is re-read exactly at query time.
        self.built_at = start
        log.debug("vector cache built: %d vectors in %.2f s", len(rids), time.time() - start)

    def snapshot(self, conn: apsw.Connection) -> tuple[np.ndarray, np.ndarray]:
        """(rids, matrix) of every stored vector as of the last build (built now if needed)."""
        with self.lock:
            if self.built_at is None:
                self._build(conn)
            return self.rids, self.mat

    def search(self, conn: apsw.Connection, vector: Sequence[float], k: int,
               context: float = 0.0) -> list[tuple[int, float]]:
        """The ``k`` (rid, cosine similarity) pairs nearest to ``vector``, best first (``context``:
        a turn's vector with that share of its predecessor's)."""
        q = np.asarray(vector, np.float32)
        with self.lock:
            if self.built_at is None:
                self._build(conn)
            recent = self._recent(conn)
            if len(recent) > REBUILD_AFTER_RECENT:
                self._build(conn)
                recent = []
            skip = {rid for rid, _ in recent}
            # Changed since the build, deleted ones too (they have no vector to be "recent" by).
            stale = self._rows_of(self._changed(conn)) if context > 0 else np.zeros(0, np.int64)
            found = self._search_cached(q, k, skip, context, stale)
        for rid, blob in recent:
            found.append((rid, float(np.frombuffer(blob, np.float32) @ q)))
        found.sort(key=lambda p: -p[1])
        return found[:k]

    def _recent(self, conn: apsw.Connection) -> list[tuple[int, bytes]]:
        return conn.execute(
            "SELECT m.rid, v.embedding FROM memories AS m JOIN memories_vec AS v ON v.rowid = m.rid "
            "WHERE m.updated_at >= ?", (self.built_at - 1.0,)).fetchall()

    def _changed(self, conn: apsw.Connection) -> list[int]:
        return [rid for rid, in conn.execute("SELECT rid FROM memories WHERE updated_at >= ?", (self.built_at - 1.0,))]

    def vectors_of(self, conn: apsw.Connection, rids: Sequence[int], dim: int, context: float = 0.0) -> np.ndarray:
        """The stored vectors of ``rids``, one row each in order (zeros for a memory without one):
        from the copy, or exactly from vec0 for what changed since it was built (``context``: as
        ``search`` sees them)."""
        out = np.zeros((len(rids), dim), np.float32)
        with self.lock:
            if self.built_at is None:
                self._build(conn)
            recent = dict(self._recent(conn))
            rows, at = [], []
            for row, rid in enumerate(rids):
                if (blob := recent.get(rid)) is not None:
                    out[row] = np.frombuffer(blob, np.float32)
                elif (found := self.index.get(rid)) is not None:
                    rows.append(row)
                    at.append(found)
            if rows:
                at_rows = np.array(at, np.int64)
                out[rows] = (turn_context.vectors(self.mat, at_rows, self.prev, self._norms(context), context,
                                                  self._rows_of(self._changed(conn)))
                             if context > 0 else self.mat[at_rows])
        return out

    def _rows_of(self, rids) -> np.ndarray:
        return np.array([self.index[rid] for rid in rids if rid in self.index], np.int64)

    def _norms(self, context: float) -> np.ndarray:
        if context not in self.norms:
            self.norms[context] = turn_context.norms(self.mat, self.prev, context)
        return self.norms[context]

    def _search_cached(self, q: np.ndarray, k: int, skip: set[int], context: float = 0.0,
                       stale: np.ndarray | None = None) -> list[tuple[int, float]]:
        if not len(self.rids):
            return []
        if len(self.bits):
            # Hamming distance between sign bits, then exact cosine on the best candidates.
            dist = np.bitwise_count(self.bits ^ _sign_bits(q[None, :])).sum(axis=1, dtype=np.int32)
            take = min(len(dist), max(RERANK, k * 4))
            candidates = np.argpartition(dist, take - 1)[:take]
            if context > 0:  # a turn whose predecessor is near may be far itself: take it too
                after = self.next[candidates]
                candidates = np.unique(np.concatenate([candidates, after[after >= 0]]))
                before = self.prev[candidates]
                # One gather for the candidates and the turns they lean on (sorted, for lookup).
                need = np.unique(np.concatenate([candidates, before[before >= 0]]))
                own = self.mat[need] @ q
                of = lambda rows: own[np.searchsorted(need, rows)]  # noqa: E731
                sims = turn_context.similarities(of(candidates), candidates, of, self.prev, self._norms(context),
                                                 context, stale)
            else:
                sims = self.mat[candidates] @ q
            order = candidates[np.argsort(-sims)]
            sims = np.sort(sims)[::-1]
        else:
            sims_all = self.mat @ q
            if context > 0:
                sims_all = turn_context.similarities(sims_all, np.arange(len(sims_all)), sims_all.__getitem__,
                                                     self.prev, self._norms(context), context, stale)
            take = min(len(sims_all), k + len(skip))
            order = np.argpartition(-sims_all, take - 1)[:take]
            order = order[np.argsort(-sims_all[order])]
            sims = sims_all[order]
        out = []
        for idx, sim in zip(order, sims):
            rid = int(self.rids[idx])
            if rid not in skip:  # its cached vector may be stale; the exact one is merged in
                out.append((rid, float(sim)))
            if len(out) >= k:
                break
        return out


def _sign_bits(mat: np.ndarray) -> np.ndarray:
    packed = np.packbits(mat > 0, axis=1)
    pad = (-packed.shape[1]) % 8
    if pad:
        packed = np.pad(packed, ((0, 0), (0, pad)))
    return packed.view(np.uint64)
