"""Other devices' operations a pull met as nothing to do, kept by their stamp (schema 1.21).

A pulled operation whose state the memory here already holds ("same": two devices made the same
change, or a merge met the same merge made here) or that only echoes a merge made here writes
no ledger entry, so before 1.21 it left nothing under its stamp. Then an operation another
device made on top of it had no known base here, and the whole-state rule decided by each
device's own head, which differ; and a delete met so was no delete for the rule that keeps a
delete against a restore that never saw it (the 30-step soak's seeds 596, 789, 805, 822, 853,
916: devices differing for good). Kept here: its stamp, parent, origin and state; sides.py reads
them wherever a stamp's state, a stamp's parent or a memory's deletes are looked up, as it reads
the operations this store wrote a ledger entry for.
"""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.store import ledger
from mnemosyne_app.core.types import RemoteOp


def remember(conn: apsw.Connection, op: RemoteOp) -> None:
    """Remember ``op`` (applied here as nothing) by its stamp; ``after_seq`` places it among the
    ledger's entries for the readers that walk a memory's writes in the order they came."""
    if op.memory_id is None or op.state is None:
        return
    conn.execute("INSERT OR IGNORE INTO sync_known(memory_id, hlc, origin_device, origin_seq, op, parent_hlc, state, "
                 "after_seq, merged_hlc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                 (op.memory_id, op.hlc, op.origin_device, op.origin_seq, op.op, op.parent_hlc, op.state,
                  ledger.head(conn)[0], op.merged_hlc))


def state_at(conn: apsw.Connection, memory_id: str, stamp: int) -> dict | None:
    for (text,) in conn.execute("SELECT state FROM sync_known WHERE memory_id = ? AND hlc = ? LIMIT 1",
                                (memory_id, stamp)):
        return json.loads(text)
    return None


def parents_of(conn: apsw.Connection, memory_id: str, stamp: int) -> tuple[bool, list[int]]:
    """(found, parent stamps) of the operation kept here under ``stamp``: the state it replaced
    and, for a merge, the operation it merged (issue 32)."""
    for parent, merged in conn.execute("SELECT parent_hlc, merged_hlc FROM sync_known WHERE memory_id = ? AND hlc = ? "
                                       "LIMIT 1", (memory_id, stamp)):
        return True, [p for p in (parent, merged) if p is not None]
    return False, []


def delete_stamps(conn: apsw.Connection, memory_id: str) -> list[int]:
    return [r[0] for r in conn.execute("SELECT hlc FROM sync_known WHERE memory_id = ? AND op = 'delete'",
                                       (memory_id,))]


def writes(conn: apsw.Connection, memory_id: str) -> list[tuple[int, str, str, int, int | None, str]]:
    """(after_seq, op, state text, stamp, parent stamp, origin device) of each operation kept
    for the memory, in the order they came."""
    return conn.execute("SELECT after_seq, op, state, hlc, parent_hlc, origin_device FROM sync_known "
                        "WHERE memory_id = ? ORDER BY after_seq, rowid", (memory_id,)).fetchall()


def among(conn: apsw.Connection, origin: str, low: int, high: int) -> list[tuple[str, int]]:
    """The (origin device, origin seq) pairs kept here in that span (a pull meeting one again
    has nothing to do: it is a duplicate, as an operation applied is)."""
    return conn.execute("SELECT origin_device, origin_seq FROM sync_known WHERE origin_device = ? "
                        "AND origin_seq BETWEEN ? AND ?", (origin, low, high)).fetchall()
