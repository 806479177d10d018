"""A copy of the state the ledger vouches for, per memory (issue 27: tampering is actionable).

The ledger keeps only the SHA-256 of each state, and a memory's current state lives only in its
``memories`` row: a row edited behind the app's back was caught by verify, but what it said
before was gone. Each time the ledger records a memory's state, that state's canonical text is
also kept here (zlib-compressed; written in the same transaction). It proves itself: a copy is
the vouched version only while its hash is the one the memory's latest ledger entry holds, so
editing this table as well gains a forger nothing (verify still fails, and restore refuses a copy
the ledger does not vouch for).
"""

from __future__ import annotations

import json
import zlib

import apsw

from mnemosyne_app.core.store import ledger

_UPSERT = "INSERT INTO vouched_states(memory_id, state) VALUES (?, ?) " \
          "ON CONFLICT(memory_id) DO UPDATE SET state = excluded.state"


def create(conn: apsw.Connection) -> None:
    conn.execute("CREATE TABLE vouched_states (memory_id TEXT PRIMARY KEY, state BLOB NOT NULL) WITHOUT ROWID")


def pack(state_text: str) -> bytes:
    data = state_text.encode("utf-8")
    # Level 1, and a window just large enough for the state (zlib's default is 32 KB): the same
    # compression for a state of a few hundred bytes in a fifth of the time, most of which went on
    # setting up the large window (measured when pulled memories got their copies too, issue 26).
    # zlib.decompress reads a stream of any window size, so copies kept before read as they did.
    return zlib.compress(data, 1, max(9, min(15, (len(data) - 1).bit_length())))


def keep(conn: apsw.Connection, memory_id: str, state_text: str) -> None:
    """Keep ``state_text`` (the canonical state just ledgered) as ``memory_id``'s vouched copy."""
    conn.execute(_UPSERT, (memory_id, pack(state_text)))


def keep_many(conn: apsw.Connection, rows: list[tuple[str, bytes]]) -> None:
    """(memory_id, packed state) rows, as a batch builds them before its transaction."""
    if rows:
        conn.executemany(_UPSERT, rows)


def forget(conn: apsw.Connection, memory_id: str) -> None:
    """A purged memory has no state left to vouch for."""
    conn.execute("DELETE FROM vouched_states WHERE memory_id = ?", (memory_id,))


def state_text(conn: apsw.Connection, memory_id: str) -> str | None:
    """The kept copy's canonical text, or None (none kept, or not readable)."""
    found = conn.execute("SELECT state FROM vouched_states WHERE memory_id = ?", (memory_id,)).fetchall()
    if not found:
        return None
    try:
        return zlib.decompress(found[0][0]).decode("utf-8")
    except (zlib.error, UnicodeDecodeError, TypeError):
        return None


def vouched_state(conn: apsw.Connection, memory_id: str) -> dict | None:
    """The state the memory's latest ledger entry vouches for, or None when no copy proves itself
    (not kept, written before this table existed, or changed too)."""
    latest = conn.execute("SELECT change_hash FROM ledger WHERE memory_id = ? ORDER BY seq DESC LIMIT 1",
                          (memory_id,)).fetchall()
    if not latest:
        return None
    candidates = [state_text(conn, memory_id)]
    # The row the history keeps for the latest version, if an earlier release wrote one.
    candidates += [r[0] for r in conn.execute(
        "SELECT state FROM memory_versions WHERE memory_id = ? ORDER BY version DESC LIMIT 1", (memory_id,))]
    for text in candidates:
        if text is not None and ledger.sha256(text) == latest[0][0]:
            return json.loads(text)
    return None


def backfill(conn: apsw.Connection) -> int:
    """Keep a copy for every memory whose row is the state its latest ledger entry vouches for
    (schema 1.9, once): a row already changed behind the app's back gets none. Returns how many."""
    from mnemosyne_app.core.store import memories  # memories keeps copies through this module

    latest = dict(conn.execute(
        "SELECT memory_id, change_hash FROM ledger WHERE seq IN "
        "(SELECT max(seq) FROM ledger WHERE memory_id IS NOT NULL GROUP BY memory_id)").fetchall())
    rows = []
    for row in memories.state_rows(conn):
        text = ledger.state_json(row)
        if ledger.sha256(text) == latest.get(row["memory_id"]):
            rows.append((row["memory_id"], pack(text)))
    keep_many(conn, rows)
    return len(rows)
