"""The local side of sync (schema 1.7's tables and two ``meta`` keys), on a scope's connection.

Every function runs inside the caller's transaction (or, for reads, on its connection).

- Stamping: a ledger entry of this device gets its hybrid-logical-clock stamp the first time a
  push looks at it, in ledger order (``sync_stamped`` in meta is how far stamping got). Entries
  that applying another device's operations wrote are in ``sync_entries`` already and are never
  stamped or pushed: nothing echoes back.
- Outgoing: the stamped entries past a server's ``pushed_upto``, with the memory's state each
  one recorded (found by its hash among the memory's current row and its versions).
"""

from __future__ import annotations

from dataclasses import dataclass

import apsw

from mnemosyne_app.core.store import ledger, memories
from mnemosyne_app.core.store.driver import scalar
from mnemosyne_app.sync import hlc

CLOCK_KEY, STAMPED_KEY = "sync_hlc", "sync_stamped"


@dataclass(frozen=True)
class Head:
    hlc: int
    device: str
    conflict: bool


def _meta_int(conn: apsw.Connection, key: str) -> int:
    found = scalar(conn, "SELECT value FROM meta WHERE key = ?", (key,))
    return int(found) if found is not None else 0


def _set_meta(conn: apsw.Connection, key: str, value: int) -> None:
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (key, str(value)))


def clock(conn: apsw.Connection) -> int:
    return _meta_int(conn, CLOCK_KEY)


def set_clock(conn: apsw.Connection, value: int) -> None:
    _set_meta(conn, CLOCK_KEY, value)


# -- heads --------------------------------------------------------------------------------------
def head(conn: apsw.Connection, memory_id: str) -> Head | None:
    for stamp, device, conflict in conn.execute(
            "SELECT hlc, device, conflict FROM sync_heads WHERE memory_id = ?", (memory_id,)):
        return Head(stamp, device, bool(conflict))
    return None


def set_head(conn: apsw.Connection, memory_id: str, stamp: int, device: str, conflict: bool) -> None:
    conn.execute("INSERT INTO sync_heads(memory_id, hlc, device, conflict) VALUES (?, ?, ?, ?) "
                 "ON CONFLICT(memory_id) DO UPDATE SET hlc = excluded.hlc, device = excluded.device, "
                 "conflict = excluded.conflict", (memory_id, stamp, device, int(conflict)))


def conflicts(conn: apsw.Connection) -> list[str]:
    """The memories on which concurrent writes met (the losing versions are in their history)."""
    return [r[0] for r in conn.execute("SELECT memory_id FROM sync_heads WHERE conflict = 1 ORDER BY memory_id")]


def clear_conflict(conn: apsw.Connection, memory_id: str) -> None:
    conn.execute("UPDATE sync_heads SET conflict = 0 WHERE memory_id = ?", (memory_id,))


def unstamped_write(conn: apsw.Connection, memory_id: str) -> bool:
    """Whether this device wrote ``memory_id`` since the last stamping (a write made while a sync
    runs): it will be stamped after every operation pulled now, so it wins over them."""
    return bool(conn.execute(
        "SELECT 1 FROM ledger l WHERE l.memory_id = ? AND l.seq > ? "
        "AND NOT EXISTS (SELECT 1 FROM sync_entries s WHERE s.seq = l.seq) LIMIT 1",
        (memory_id, _meta_int(conn, STAMPED_KEY))).fetchall())


# -- entries ------------------------------------------------------------------------------------
def record(conn: apsw.Connection, seq: int, kind: str, origin_device: str, origin_seq: int, origin_hash: str,
           stamp: int, parent: int | None) -> None:
    conn.execute("INSERT INTO sync_entries(seq, kind, origin_device, origin_seq, origin_hash, hlc, parent_hlc) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?)", (seq, kind, origin_device, origin_seq, origin_hash, stamp, parent))


def applied_already(conn: apsw.Connection, origin_device: str, origin_seq: int) -> bool:
    return bool(conn.execute("SELECT 1 FROM sync_entries WHERE kind = 'remote' AND origin_device = ? "
                             "AND origin_seq = ? LIMIT 1", (origin_device, origin_seq)).fetchall())


def stamp(conn: apsw.Connection, device: str) -> int:
    """Stamp this device's ledger entries not stamped yet, in ledger order; returns how many."""
    after = _meta_int(conn, STAMPED_KEY)
    found = conn.execute(
        "SELECT l.seq, l.ts, l.memory_id, l.hash FROM ledger l WHERE l.seq > ? AND l.memory_id IS NOT NULL "
        "AND NOT EXISTS (SELECT 1 FROM sync_entries s WHERE s.seq = l.seq) ORDER BY l.seq", (after,)).fetchall()
    now = clock(conn)
    for seq, ts, memory_id, entry_hash in found:
        before = head(conn, memory_id)
        now = hlc.tick(now, ts)
        record(conn, seq, "local", device, seq, entry_hash, now, before.hlc if before else None)
        # The conflict mark stays until the person clears it: this write may predate the conflict.
        set_head(conn, memory_id, now, device, bool(before and before.conflict))
    set_clock(conn, now)
    top = ledger.head(conn)[0]
    if top > after:
        _set_meta(conn, STAMPED_KEY, top)
    return len(found)


# -- cursors ------------------------------------------------------------------------------------
def cursors(conn: apsw.Connection, server_id: str) -> tuple[int, int, float | None]:
    """(pushed_upto, pulled_upto, synced_at) for a server."""
    for pushed, pulled, at in conn.execute(
            "SELECT pushed_upto, pulled_upto, synced_at FROM sync_cursors WHERE server_id = ?", (server_id,)):
        return pushed, pulled, at
    return 0, 0, None


def set_cursor(conn: apsw.Connection, server_id: str, column: str, value: float) -> None:
    if column not in ("pushed_upto", "pulled_upto", "synced_at"):
        raise ValueError(column)
    conn.execute(f"INSERT INTO sync_cursors(server_id, {column}) VALUES (?, ?) "
                 f"ON CONFLICT(server_id) DO UPDATE SET {column} = excluded.{column}", (server_id, value))


def waiting_to_push(conn: apsw.Connection, server_id: str) -> int:
    """This device's entries the server has not had yet (stamped or not)."""
    pushed = cursors(conn, server_id)[0]
    return scalar(conn, "SELECT count(*) FROM ledger l WHERE l.seq > ? AND l.memory_id IS NOT NULL AND NOT EXISTS "
                        "(SELECT 1 FROM sync_entries s WHERE s.seq = l.seq AND s.kind != 'local')", (pushed,))


def outgoing(conn: apsw.Connection, server_id: str, scope: str, device: str,
             limit: int) -> tuple[list[tuple], int]:
    """Up to ``limit`` stamped entries past the server's ``pushed_upto`` as operation rows (in
    server.OP_COLUMNS order), and the seq of the last one (the cursor once they are pushed)."""
    pushed = cursors(conn, server_id)[0]
    found = conn.execute(
        "SELECT s.seq, l.op, l.memory_id, l.change_hash, l.hash, s.hlc, s.parent_hlc FROM sync_entries s "
        "JOIN ledger l ON l.seq = s.seq WHERE s.kind = 'local' AND s.seq > ? ORDER BY s.seq LIMIT ?",
        (pushed, limit)).fetchall()
    states = _states_by_hash(conn, {memory_id for _, op, memory_id, *_ in found if op != "purge"})
    rows = [(scope, device, seq, memory_id, op, None if op == "purge" else states.get((memory_id, change_hash)),
             change_hash, entry_hash, stamp_, parent) for seq, op, memory_id, change_hash, entry_hash, stamp_, parent
            in found]
    return rows, (found[-1][0] if found else pushed)


def _states_by_hash(conn: apsw.Connection, memory_ids: set[str]) -> dict[tuple[str, str], str]:
    """(memory id, state hash) -> state text, for every state of these memories still stored: the
    current row (in both ledger forms) and every earlier version. A state no longer stored (a
    purged memory's) is missing: its operation goes without one and changes nothing elsewhere."""
    out: dict[tuple[str, str], str] = {}
    for memory_id in memory_ids:
        row = memories.fetch_whole(conn, memory_id)
        texts = [ledger.state_json(row), ledger.state_json_v1(row)] if row is not None else []
        texts += [r[0] for r in conn.execute("SELECT state FROM memory_versions WHERE memory_id = ?", (memory_id,))]
        for text in texts:
            out[(memory_id, ledger.sha256(text))] = text
    return out
