"""The vec0 table of memory embeddings: sized for the embedder in use, and what lacks a vector."""

from __future__ import annotations

import logging

import apsw

from mnemosyne_app.core.store import driver, memories

log = logging.getLogger("mnemosyne.store")

_MISSING = f"SELECT {{cols}} FROM memories WHERE {memories.VISIBLE} AND rid NOT IN (SELECT rowid FROM memories_vec)"


def adopt(conn: apsw.Connection, embedder) -> None:
    """Vectors from another embedder are meaningless to this one: drop them (the backfill
    rebuilds them) and size the vec0 table for this ``embedder`` (None: keep what is there).
    Inside the caller's transaction."""
    if embedder is None:
        return
    dim = int(embedder.dim)
    label = f"{embedder.name}/{dim}"
    have = driver.scalar(conn, "SELECT value FROM meta WHERE key = 'embedder'")
    if have == label:
        return
    conn.execute("DROP TABLE memories_vec")
    conn.execute(f"CREATE VIRTUAL TABLE memories_vec USING vec0(embedding float[{int(dim)}] distance_metric=cosine)")
    conn.execute("INSERT INTO meta(key, value) VALUES ('embedder', ?) "
                 "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (label,))
    if have is not None:
        log.info("embedder changed from %s to %s: vectors will be rebuilt", have, label)


def missing_count(conn: apsw.Connection) -> int:
    """Searchable memories without a vector (after an embedder change, or written without one)."""
    return driver.scalar(conn, _MISSING.format(cols="count(*)"))


def missing(conn: apsw.Connection, limit: int) -> list[tuple[int, str]]:
    return conn.execute(_MISSING.format(cols="rid, text") + f" LIMIT {int(limit)}").fetchall()


def add_missing(conn: apsw.Connection, rid: int, vector) -> None:
    """Add a vector unless the memory got one meanwhile (it may have been edited)."""
    if driver.scalar(conn, "SELECT count(*) FROM memories_vec WHERE rowid = ?", (rid,)) == 0:
        conn.execute("INSERT INTO memories_vec(rowid, embedding) VALUES (?, ?)", (rid, memories.vec_blob(vector)))
