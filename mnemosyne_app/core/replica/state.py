"""The local side of sync (schema 1.7's tables and two ``meta`` keys), on a scope's connection.

Every function runs inside the caller's transaction (or, for reads, on its connection).

- Stamping: a ledger entry of this device gets its hybrid-logical-clock stamp the first time a
  push looks at it, in ledger order (``sync_stamped`` in meta is how far stamping got). Entries
  that applying another device's operations wrote are in ``sync_entries`` already and are never
  stamped or pushed: nothing echoes back.
- Status: where the scope stands with a server, read without the network (``status_of``).
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass

import apsw

from mnemosyne_app.core.read import views
from mnemosyne_app.core.replica import hlc, known
from mnemosyne_app.core.store import ledger
from mnemosyne_app.core.store.driver import scalar

CLOCK_KEY, STAMPED_KEY, NAME_KEY = "sync_hlc", "sync_stamped", "sync_scope_name"
KEY_KEY, CHAIN_KEY = "sync_key", "sync_chain:"  # the vault's sync key (no keyring here); chains per server
BEGAN_KEY = "sync_began:"  # per server: a sync with it started here (issue 32: renames elsewhere follow it)
MARK_KEY = "sync_mark:"  # per server: which operation the pull cursor stands on (a server restore moves it)
# Issue 32: the scope's stable id (its name is a label), and the stamp of the label it holds
# ("<hlc> <device>": the rename that gave it, as the server settled it; "0 ": never renamed).
ID_KEY, LABEL_KEY = "scope_id", "sync_label_stamp"


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


def synced_name(conn: apsw.Connection) -> str | None:
    """The scope's name when it last synced (another name now: it was renamed since)."""
    return scalar(conn, "SELECT value FROM meta WHERE key = ?", (NAME_KEY,))


def set_synced_name(conn: apsw.Connection, name: str) -> None:
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (NAME_KEY, name))


def scope_id(conn: apsw.Connection) -> str | None:
    return scalar(conn, "SELECT value FROM meta WHERE key = ?", (ID_KEY,))


def ensure_scope_id(conn: apsw.Connection) -> str:
    """The scope's stable id, made the first time it is asked for: a new scope's is random; a
    scope from before ids that synced already gets the name it last synced under, which is the
    key the server held it by then (so it meets its own rows there)."""
    found = scope_id(conn)
    if found is None:
        found = synced_name(conn) or uuid.uuid4().hex
        set_scope_id(conn, found)
    return found


def set_scope_id(conn: apsw.Connection, value: str) -> None:
    """Take another id: the server's for a scope of this name (a first sync, issue 32)."""
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (ID_KEY, value))


def label_stamp(conn: apsw.Connection) -> tuple[int, str]:
    """(stamp, device) of the rename that gave the scope its current synced name ((0, ""): none)."""
    found = scalar(conn, "SELECT value FROM meta WHERE key = ?", (LABEL_KEY,))
    if not found:
        return 0, ""
    stamp, _, device = found.partition(" ")
    return int(stamp), device


def label_now(conn: apsw.Connection, name: str, renamed_at: float | None) -> tuple[int, str | None]:
    """(stamp, device) of the name ``name`` this scope has now: the one the server settled, or
    (device None: this device's) a rename made here since, stamped by its wall time and never
    below the name it renamed (a rename made after following another is later than it)."""
    synced = synced_name(conn)
    stamp, device = label_stamp(conn)
    if synced in (None, name) and renamed_at is None:
        return stamp, device
    return max(hlc.of_time(renamed_at if renamed_at is not None else time.time()), stamp + 1), None


def set_label_stamp(conn: apsw.Connection, stamp: int, device: str) -> None:
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (LABEL_KEY, f"{stamp} {device}"))


def kept_key(conn: apsw.Connection, which: str = "") -> str | None:
    """The vault's sync key (hex) kept in this scope, when the machine has no keyring (``which``
    "next": the one a key change here is putting in place)."""
    return scalar(conn, "SELECT value FROM meta WHERE key = ?", (KEY_KEY + which,))


def keep_key(conn: apsw.Connection, hex_key: str | None, which: str = "") -> None:
    if hex_key is None:
        conn.execute("DELETE FROM meta WHERE key = ?", (KEY_KEY + which,))
        return
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (KEY_KEY + which, hex_key))


def chain(conn: apsw.Connection, server_id: str) -> dict[str, int]:
    """Origin device -> its last sealed operation pulled here from this server (sealed.check_chain)."""
    found = scalar(conn, "SELECT value FROM meta WHERE key = ?", (CHAIN_KEY + server_id,))
    return json.loads(found) if found else {}


def set_chain(conn: apsw.Connection, server_id: str, value: dict[str, int]) -> None:
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (CHAIN_KEY + server_id, json.dumps(value, sort_keys=True)))


def mark(conn: apsw.Connection, server_id: str) -> list | None:
    """[origin device, origin seq] of the server's operation at this device's pull cursor."""
    found = scalar(conn, "SELECT value FROM meta WHERE key = ?", (MARK_KEY + server_id,))
    return json.loads(found) if found else None


def set_mark(conn: apsw.Connection, server_id: str, value: list | None) -> None:
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (MARK_KEY + server_id, json.dumps(value)))


# -- heads --------------------------------------------------------------------------------------
def head(conn: apsw.Connection, memory_id: str) -> Head | None:
    for stamp, device, conflict in conn.execute(
            "SELECT hlc, device, conflict FROM sync_heads WHERE memory_id = ?", (memory_id,)):
        return Head(stamp, device, bool(conflict))
    return None


_HEAD_UPSERT = ("INSERT INTO sync_heads(memory_id, hlc, device, conflict) VALUES (?, ?, ?, ?) "
                "ON CONFLICT(memory_id) DO UPDATE SET hlc = excluded.hlc, device = excluded.device, "
                "conflict = excluded.conflict")


def set_head(conn: apsw.Connection, memory_id: str, stamp: int, device: str, conflict: bool) -> None:
    conn.execute(_HEAD_UPSERT, (memory_id, stamp, device, int(conflict)))


def set_heads(conn: apsw.Connection, heads: list[tuple[str, Head]]) -> None:
    conn.executemany(_HEAD_UPSERT, [(m, h.hlc, h.device, int(h.conflict)) for m, h in heads])


def conflicts(conn: apsw.Connection) -> list[str]:
    """The memories on which concurrent writes met (the losing versions are in their history)."""
    return [r[0] for r in conn.execute("SELECT memory_id FROM sync_heads WHERE conflict = 1 ORDER BY memory_id")]


def clear_conflict(conn: apsw.Connection, memory_id: str) -> None:
    conn.execute("UPDATE sync_heads SET conflict = 0 WHERE memory_id = ?", (memory_id,))


def unstamped_memories(conn: apsw.Connection) -> set[str]:
    """The memories this device wrote since the last stamping (writes made while a sync runs):
    they will be stamped after every operation pulled now, so they win over them. A pulled batch
    asks once: nothing else writes while its transaction is open, and what it writes itself is
    linked in ``sync_entries`` at once."""
    return {r[0] for r in conn.execute(
        "SELECT DISTINCT l.memory_id FROM ledger l WHERE l.seq > ? AND l.memory_id IS NOT NULL "
        "AND NOT EXISTS (SELECT 1 FROM sync_entries s WHERE s.seq = l.seq)", (_meta_int(conn, STAMPED_KEY),))}


def written_last_here(conn: apsw.Connection, memory_id: str) -> bool:
    """Whether the memory's last ledger entry is this device's own write not stamped yet (not
    one applied from another device): the state the memory shows is the one its push sends last."""
    return bool(conn.execute(
        "SELECT NOT EXISTS (SELECT 1 FROM sync_entries s WHERE s.seq = "
        "(SELECT max(l.seq) FROM ledger l WHERE l.memory_id = ?))", (memory_id,)).fetchall()[0][0])


def shows_own_write(conn: apsw.Connection, memory_id: str, merges: tuple[str, ...]) -> bool:
    """Whether the state the memory shows came from a write made on this device (stamped or
    not) that is no merge (``merges``: the ops that carry other writes' values): its last
    ledger entry, not counting the ones that only keep a state again."""
    for op, kind in conn.execute(
            "SELECT l.op, s.kind FROM ledger l LEFT JOIN sync_entries s ON s.seq = l.seq WHERE l.memory_id = ? "
            "AND (s.kind IS NULL OR s.kind != 'keep') ORDER BY l.seq DESC LIMIT 1", (memory_id,)):
        return (kind is None or kind == "local") and op not in merges
    return False


# -- entries ------------------------------------------------------------------------------------
def record(conn: apsw.Connection, seq: int, kind: str, origin_device: str, origin_seq: int, origin_hash: str,
           stamp: int, parent: int | None, merged: int | None = None) -> None:
    conn.execute(_ENTRY_INSERT, (seq, kind, origin_device, origin_seq, origin_hash, stamp, parent, merged))


_ENTRY_INSERT = ("INSERT INTO sync_entries(seq, kind, origin_device, origin_seq, origin_hash, hlc, parent_hlc, "
                 "merged_hlc) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")


def record_many(conn: apsw.Connection, entries: list[tuple]) -> None:
    """``record`` for many entries, each ``(seq, kind, origin device, origin seq, origin hash, hlc, parent,
    merged)``."""
    conn.executemany(_ENTRY_INSERT, entries)


def merged_from(conn: apsw.Connection, seqs: list[int], theirs: int, mine: int | None) -> None:
    """This device's merge written as ledger entries ``seqs`` merged the pulled operation stamped
    ``theirs`` into this side's state stamped ``mine``: kept until the entries are stamped; then
    their ``merged_hlc`` (issue 32) is ``theirs``, or ``mine`` when the entry's parent (the head
    then) is ``theirs`` already (the pulled operation won: the head moved to it)."""
    conn.executemany("INSERT OR REPLACE INTO sync_merge_sources(seq, merged_hlc, mine_hlc) VALUES (?, ?, ?)",
                     [(seq, theirs, mine) for seq in seqs])


def applied_among(conn: apsw.Connection, wanted: list[tuple[str, int]]) -> set[tuple[str, int]]:
    """Which of these (origin device, origin seq) pairs were applied here already: one range
    read per origin device instead of one lookup per operation."""
    spans: dict[str, tuple[int, int]] = {}
    for origin, seq in wanted:
        low, high = spans.get(origin, (seq, seq))
        spans[origin] = (min(low, seq), max(high, seq))
    found: set[tuple[str, int]] = set()
    for origin, (low, high) in spans.items():
        found.update(conn.execute("SELECT origin_device, origin_seq FROM sync_entries WHERE kind = 'remote' "
                                  "AND origin_device = ? AND origin_seq BETWEEN ? AND ?", (origin, low, high)))
        found.update(known.among(conn, origin, low, high))  # met as nothing to do: met already too
    return found


def same_entries(conn: apsw.Connection, entries: list[tuple[int, str]], mark=lambda h: h) -> bool:
    """Whether this ledger holds these (seq, entry hash) pairs: the server's operations under
    this device's id that its cursor does not cover are its own only if they are. ``mark``: an
    entry hash as the server holds it (sealed: a tag of it)."""
    low, high = entries[0][0], entries[-1][0]
    here = dict(conn.execute("SELECT seq, hash FROM ledger WHERE seq BETWEEN ? AND ?", (low, high)))
    return all(seq in here and mark(here[seq]) == entry_hash for seq, entry_hash in entries)


# One statement stamps every entry not stamped yet, in ledger order: ``hlc.tick`` run along the
# entries (h_i = max(t_i, h_{i-1} + 1) from h_0 = the clock) is, unrolled,
# h_i = i + max(clock, max over j <= i of (t_j - j)): a running maximum, which a window function
# computes inside SQLite (a first sync stamps every entry the store ever made). ``t`` is
# ``hlc.of_time(ts)``: the same double product, truncated the same way. Each entry's parent is
# the stamp before it on its memory: the previous one stamped here, else the memory's head. A
# change that touches no memory but is shared (an entity merge, a proposal: core/store/shared.py)
# is stamped too; it has no head.
_STAMP = """
    WITH e AS (
        SELECT l.seq, l.memory_id, l.hash, (CAST(l.ts * 1000 AS INTEGER) << 16) AS t,
               row_number() OVER (ORDER BY l.seq) AS i
        FROM ledger l WHERE l.seq > :after
        AND (l.memory_id IS NOT NULL OR l.seq IN (SELECT seq FROM shared_changes))
        AND NOT EXISTS (SELECT 1 FROM sync_entries s WHERE s.seq = l.seq)),
    h AS (
        SELECT seq, memory_id, hash, i + max(:clock, max(t - i) OVER (ORDER BY seq)) AS hlc FROM e),
    p AS (
        SELECT seq, hash, hlc, coalesce(lag(hlc) OVER (PARTITION BY memory_id ORDER BY seq),
                                        (SELECT k.hlc FROM sync_heads k WHERE k.memory_id = h.memory_id)) AS parent
        FROM h)
    INSERT INTO sync_entries(seq, kind, origin_device, origin_seq, origin_hash, hlc, parent_hlc, merged_hlc)
    SELECT p.seq, 'local', :device, p.seq, p.hash, p.hlc, p.parent,
           CASE WHEN m.merged_hlc IS NOT p.parent THEN m.merged_hlc
                WHEN m.mine_hlc IS NOT p.parent THEN m.mine_hlc END
    FROM p LEFT JOIN sync_merge_sources m ON m.seq = p.seq ORDER BY p.seq
"""
# The stamped memories' heads move to their last stamp (a conflict mark stays until the person
# clears it: these writes may predate the conflict).
_STAMP_HEADS = """
    INSERT INTO sync_heads(memory_id, hlc, device, conflict)
    SELECT l.memory_id, max(s.hlc), :device, 0 FROM sync_entries s JOIN ledger l ON l.seq = s.seq
    WHERE s.seq > :after AND s.kind = 'local' AND l.memory_id IS NOT NULL GROUP BY l.memory_id
    ON CONFLICT(memory_id) DO UPDATE SET hlc = excluded.hlc, device = excluded.device
"""


def stamp(conn: apsw.Connection, device: str) -> int:
    """Stamp this device's ledger entries not stamped yet, in ledger order; returns how many."""
    after, now = _meta_int(conn, STAMPED_KEY), clock(conn)
    conn.execute(_STAMP, {"after": after, "clock": now, "device": device})
    stamped = conn.changes()
    # (the few merges waiting are looked up, not every entry just stamped: the table is nearly always empty)
    conn.execute("DELETE FROM sync_merge_sources WHERE EXISTS (SELECT 1 FROM sync_entries s "
                 "WHERE s.seq = sync_merge_sources.seq AND s.seq > ?)", (after,))
    if stamped:
        conn.execute(_STAMP_HEADS, {"after": after, "device": device})
        set_clock(conn, max(now, scalar(conn, "SELECT max(hlc) FROM sync_entries WHERE seq > ? AND kind = 'local'",
                                        (after,))))
    top = ledger.head(conn)[0]
    if top > after:
        _set_meta(conn, STAMPED_KEY, top)
    return stamped


# -- cursors ------------------------------------------------------------------------------------
def cursors(conn: apsw.Connection, server_id: str) -> tuple[int, int, float | None]:
    """(pushed_upto, pulled_upto, synced_at) for a server."""
    for pushed, pulled, at in conn.execute(
            "SELECT pushed_upto, pulled_upto, synced_at FROM sync_cursors WHERE server_id = ?", (server_id,)):
        return pushed, pulled, at
    return 0, 0, None


def synced_with(conn: apsw.Connection, server_id: str) -> bool:
    """Whether this scope took part in a sync with the server: finished one, or got part of the
    way (pushed or pulled something) before it was cut off; then it is that server's scope too."""
    pushed, pulled, at = cursors(conn, server_id)
    return at is not None or pushed > 0 or pulled > 0 or \
        scalar(conn, "SELECT 1 FROM meta WHERE key = ?", (BEGAN_KEY + server_id,)) is not None


def begin(conn: apsw.Connection, server_id: str, name: str) -> None:
    """A sync with the server starts under ``name``: from now on this scope is that server's
    scope of that name, even if this first sync is cut off before it got anywhere."""
    if synced_name(conn) is None:
        set_synced_name(conn, name)
    conn.execute("INSERT OR IGNORE INTO meta(key, value) VALUES (?, '1')", (BEGAN_KEY + server_id,))


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


def status_of(conn: apsw.Connection, server_id: str | None = None) -> dict:
    """Where this scope stands with a server, from the local store alone: the last sync, this
    device's entries waiting to push, the memories with a conflict mark, how far it pulled.
    Without a server id (offline, or the window before its first sync): the server it last
    synced with, if any."""
    if server_id is None:
        found = conn.execute("SELECT server_id FROM sync_cursors ORDER BY synced_at DESC LIMIT 1").fetchall()
        server_id = found[0][0] if found else None
    _, pulled, at = cursors(conn, server_id) if server_id else (0, 0, None)
    return {"server_id": server_id, "last_sync": at, "pulled_upto": pulled,
            "waiting_to_push": waiting_to_push(conn, server_id) if server_id else None,
            "conflicts": conflicts(conn)}


# The window reads it through MemoryBrain.view on the store it has open (core knows no sync).
views.register("sync_state", status_of)
