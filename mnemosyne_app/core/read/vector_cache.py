"""An in-memory copy of a scope's vectors for fast nearest-neighbour search.

sqlite-vec's vec0 searches by brute force through SQLite pages: about 65 ms for 100k × 384 floats
on 2 cores. The same vectors as one numpy matrix take about 14 ms, and a sign-bit prefilter
(48 bytes a vector, Hamming distance by popcount) followed by an exact cosine re-rank of the best
``RERANK`` candidates takes a few. vec0 stays the source of truth: the cache is built from it,
and anything changed since (``memories.updated_at`` is indexed and moves on every add, edit and
restore) is searched exactly from vec0 and merged in, so the cache is never stale in a way that
shows; it is rebuilt when that recent set grows large.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Sequence

import apsw
import numpy as np

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
        # Anything updated at or after `start` is re-read exactly at query time.
        self.built_at = start
        log.debug("vector cache built: %d vectors in %.2f s", len(rids), time.time() - start)

    def snapshot(self, conn: apsw.Connection) -> tuple[np.ndarray, np.ndarray]:
        """(rids, matrix) of every stored vector as of the last build (built now if needed)."""
        with self.lock:
            if self.built_at is None:
                self._build(conn)
            return self.rids, self.mat

    def search(self, conn: apsw.Connection, vector: Sequence[float], k: int) -> list[tuple[int, float]]:
        """The ``k`` (rid, cosine similarity) pairs nearest to ``vector``, best first."""
        q = np.asarray(vector, np.float32)
        with self.lock:
            if self.built_at is None:
                self._build(conn)
            recent = self._recent(conn)
            if len(recent) > REBUILD_AFTER_RECENT:
                self._build(conn)
                recent = []
            found = self._search_cached(q, k, {rid for rid, _ in recent})
        for rid, blob in recent:
            found.append((rid, float(np.frombuffer(blob, np.float32) @ q)))
        found.sort(key=lambda p: -p[1])
        return found[:k]

    def _recent(self, conn: apsw.Connection) -> list[tuple[int, bytes]]:
        return conn.execute(
            "SELECT m.rid, v.embedding FROM memories AS m JOIN memories_vec AS v ON v.rowid = m.rid "
            "WHERE m.updated_at >= ?", (self.built_at - 1.0,)).fetchall()

    def vectors_of(self, conn: apsw.Connection, rids: Sequence[int], dim: int) -> np.ndarray:
        """The stored vectors of ``rids``, one row each in order (zeros for a memory without one):
        from the copy, or exactly from vec0 for what changed since it was built."""
        out = np.zeros((len(rids), dim), np.float32)
        with self.lock:
            if self.built_at is None:
                self._build(conn)
            recent = dict(self._recent(conn))
            for row, rid in enumerate(rids):
                if (blob := recent.get(rid)) is not None:
                    out[row] = np.frombuffer(blob, np.float32)
                elif (at := self.index.get(rid)) is not None:
                    out[row] = self.mat[at]
        return out

    def _search_cached(self, q: np.ndarray, k: int, skip: set[int]) -> list[tuple[int, float]]:
        if not len(self.rids):
            return []
        if len(self.bits):
            # Hamming distance between sign bits, then exact cosine on the best candidates.
            dist = np.bitwise_count(self.bits ^ _sign_bits(q[None, :])).sum(axis=1, dtype=np.int32)
            take = min(len(dist), max(RERANK, k * 4))
            candidates = np.argpartition(dist, take - 1)[:take]
            sims = self.mat[candidates] @ q
            order = candidates[np.argsort(-sims)]
            sims = np.sort(sims)[::-1]
        else:
            sims_all = self.mat @ q
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
