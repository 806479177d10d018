"""Facts as ways to their memory: each extracted fact has its own keyword row.

A fact says in plain words what a turn meant ("User is allergic to shellfish" from "I can't eat
shrimp, my throat swells"), so a question in the fact's words reaches the turn whose own words
differ. The index is ``facts_fts`` (contentless FTS5, rowid = ``facts.fact_id``), written next to
every write of the ``facts`` table; a hit is always shown as its memory, never as the generated
fact (core/read/recall.py, ``Tuning.facts``). Superseded facts stay indexed: what was true when
it was said is still a way to where it was said.
"""

from __future__ import annotations

import apsw

from mnemosyne_app.core.textindex import index_form

CREATE = ("CREATE VIRTUAL TABLE facts_fts USING fts5(text, content='', contentless_delete=1, "
          "tokenize='porter unicode61 remove_diacritics 2')")


def mark(conn: apsw.Connection) -> int:
    """The newest fact id now: ``index_since`` it after facts were added in bulk."""
    return conn.execute("SELECT coalesce(max(fact_id), 0) FROM facts").fetchall()[0][0]


def index_since(conn: apsw.Connection, after: int, progress=None) -> int:
    """Keyword rows for every fact newer than ``after``; returns how many."""
    done = 0
    cursor = conn.execute("SELECT fact_id, text FROM facts WHERE fact_id > ? ORDER BY fact_id", (after,))
    rows = [(fact_id, index_form(text or "")) for fact_id, text in cursor]
    for start in range(0, len(rows), 2000):
        conn.executemany("INSERT INTO facts_fts(rowid, text) VALUES (?, ?)", rows[start:start + 2000])
        done += len(rows[start:start + 2000])
        if progress is not None:
            progress(done, len(rows))
    return done


def unindex_memory(conn: apsw.Connection, memory_id: str) -> None:
    """Before a memory's facts are deleted (replaced by an edit)."""
    conn.execute("DELETE FROM facts_fts WHERE rowid IN (SELECT fact_id FROM facts WHERE memory_id = ?)",
                 (memory_id,))


def memory_ranks(conn: apsw.Connection, match: str, limit: int) -> dict[int, float]:
    """{memory rid: best BM25 rank of its facts} for the ``limit`` best fact hits of ``match``."""
    found = conn.execute(
        "SELECT m.rid, min(f.rank) FROM (SELECT rowid, rank FROM facts_fts WHERE facts_fts MATCH ? "
        "ORDER BY rank LIMIT ?) AS f JOIN facts AS x ON x.fact_id = f.rowid "
        "JOIN memories AS m ON m.memory_id = x.memory_id GROUP BY m.rid", (match, int(limit))).fetchall()
    return {rid: rank for rid, rank in found}
