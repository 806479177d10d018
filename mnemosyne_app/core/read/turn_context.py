"""A conversation turn's meaning read with the turn before it: ``Tuning.context`` in recall.

A turn often means little alone ("Yes, last week!", "That's the one I adopted"): what it is about
was said in the turn before. Its meaning for search is then the sum of its own vector and
``weight`` times its predecessor's, normalised (Rocchio's centroid, per turn). On LoCoMo
conversations 0-4 this vector alone found 0.371 of the evidence in the top 5 against 0.235 for
the turn's own vector; embedding the two texts joined found 0.376 and costs a second embedding
of every turn, so the sum is formed from the stored vectors when searching: nothing re-embedded,
nothing more stored. A turn whose predecessor changed since the vector cache was built is read
alone until the next build (a deleted or edited turn lends no meaning it no longer has).

Only the stored vectors' own similarities are computed on the matrix (one product); a turn's
context similarity is ``(s_i + w s_p) / |v_i + w v_p|`` from the two similarities and a norm
computed once per weight. Memories that are not conversation turns keep their own similarity.
"""

from __future__ import annotations

import apsw
import numpy as np

_CONV = "json_extract(metadata, '$.conversation_id')"  # the expression memories_conversation indexes
_CHUNK = 2048  # rows per step when norms are computed: ~12 MB of temporaries at 512 floats, not a full copy


def predecessors(conn: apsw.Connection, index: dict[int, int]) -> np.ndarray:
    """For each cached row, the row of the turn before it in its conversation (by rid, the order
    turns were stored in, among those with a vector), or -1."""
    prev = np.full(len(index), -1, np.int64)
    last_conv, last_row = None, -1
    for rid, conv in conn.execute(f"SELECT rid, {_CONV} FROM memories WHERE {_CONV} IS NOT NULL "
                                  f"ORDER BY {_CONV}, rid"):
        row = index.get(rid)
        if row is None:  # deleted, superseded or not embedded yet: no vector to lean on
            continue
        if conv == last_conv and last_row >= 0:
            prev[row] = last_row
        last_conv, last_row = conv, row
    return prev


def norms(mat: np.ndarray, prev: np.ndarray, weight: float) -> np.ndarray:
    """|v_i + weight * v_prev(i)| for every row (|v_i| for a row without a predecessor)."""
    out = np.empty(len(mat), np.float32)
    for start in range(0, len(mat), _CHUNK):
        rows = slice(start, start + _CHUNK)
        p = prev[rows]
        own = mat[rows]
        other = np.where((p >= 0)[:, None], mat[np.maximum(p, 0)], 0.0)
        out[rows] = np.linalg.norm(own + np.float32(weight) * other, axis=1)
    return np.maximum(out, 1e-12)


def _leaned_on(rows: np.ndarray, prev: np.ndarray, stale: np.ndarray) -> np.ndarray:
    """The predecessors ``rows`` lean on: -1 for none, and for one changed (edited, deleted) since
    the copy was built, whose copied vector is not what it says now."""
    p = prev[rows].copy()
    if len(stale):
        p[np.isin(p, stale)] = -1
    return p


def similarities(own: np.ndarray, rows: np.ndarray, all_own, prev: np.ndarray, norm: np.ndarray,
                 weight: float, stale: np.ndarray) -> np.ndarray:
    """Context similarities of ``rows`` from their own similarities ``own`` and ``all_own(rows)``,
    a function giving the own similarity of any rows (their predecessors'). Stored vectors are
    unit length, so a turn read alone keeps its own similarity."""
    p = _leaned_on(rows, prev, stale)
    has = p >= 0
    out = np.array(own, np.float32)
    if has.any():
        out[has] = (out[has] + np.float32(weight) * all_own(p[has])) / norm[rows[has]]
    return out


def vectors(mat: np.ndarray, rows: np.ndarray, prev: np.ndarray, norm: np.ndarray, weight: float,
            stale: np.ndarray) -> np.ndarray:
    """The context vectors of ``rows`` (normalised; a turn read alone: its own)."""
    p = _leaned_on(rows, prev, stale)
    has = p >= 0
    out = mat[rows].copy()
    out[has] = (out[has] + np.float32(weight) * mat[p[has]]) / norm[rows[has]][:, None]
    return out
