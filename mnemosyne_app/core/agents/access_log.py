"""The access log (issue 34, "memory sources"): one row per call an agent made, saying who
(the agent's name, never its token), which tool or route, the query, the ids of the memories
it was given or changed, the event of a write, the outcome, and when.

Append-only and tamper-evident like the ledger: row ``i`` holds ``prev_hash`` and
``hash = sha256(prev_hash || canonical row)``, and ``meta.access_log_head`` records the last row,
so an edited, removed or cut-off row is found by ``verify`` (core/integrity/verify.py). Retention
removes the oldest rows only, and records where the kept chain now starts (``access_log_floor``).
``access_reads`` indexes the rows by memory, for "read by ..." (derived, checked against the log).
"""

from __future__ import annotations

import json
import time

import apsw

from mnemosyne_app.core.store.ledger import GENESIS, canonical, sha256

MAX_QUERY = 1000  # characters of a query kept: enough to recognise it, never a whole pasted text


def row_hash(prev_hash: str, seq: int, at: float, agent: str, tool: str, query: str | None,
             memory_ids: str, event_id: int | None, outcome: str) -> str:
    return sha256(prev_hash + canonical([seq, at, agent, tool, query, memory_ids, event_id, outcome]))


def _meta(conn: apsw.Connection, key: str) -> str | None:
    found = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchall()
    return found[0][0] if found else None


def _set_meta(conn: apsw.Connection, key: str, value: str) -> None:
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (key, value))


def append(conn: apsw.Connection, agent: str, tool: str, query: str | None, memory_ids, event_id: int | None = None,
           outcome: str = "ok", at: float | None = None) -> int:
    """Log one call; ``conn`` is inside a write transaction (the chain's tail is read and
    extended under the write lock, so two processes never fork it). Returns the row's seq."""
    head = _meta(conn, "access_log_head")
    seq, prev = (int(head.split(":", 1)[0]) + 1, head.split(":", 1)[1]) if head else _after_floor(conn)
    ids = json.dumps(list(dict.fromkeys(memory_ids)), separators=(",", ":"))
    at = time.time() if at is None else at
    query = None if query is None else str(query)[:MAX_QUERY]
    h = row_hash(prev, seq, at, agent, tool, query, ids, event_id, outcome)
    conn.execute("INSERT INTO access_log(seq, at, agent, tool, query, memory_ids, event_id, outcome, prev_hash, hash) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", (seq, at, agent, tool, query, ids, event_id, outcome, prev, h))
    conn.execute("INSERT OR IGNORE INTO access_reads(memory_id, seq) SELECT value, ? FROM json_each(?)", (seq, ids))
    _set_meta(conn, "access_log_head", f"{seq}:{h}")
    return seq


def _after_floor(conn: apsw.Connection) -> tuple[int, str]:
    floor = _meta(conn, "access_log_floor")  # "seq:prev_hash" of the first row kept by retention
    if floor:
        seq, prev = floor.split(":", 1)
        return int(seq), prev
    return 1, GENESIS


def prune(conn: apsw.Connection, older_than: float) -> int:
    """Retention: remove the rows logged before ``older_than`` (never the latest one, which
    carries the chain on). In a write transaction. Returns how many went."""
    last = conn.execute("SELECT max(seq) FROM access_log").fetchall()[0][0]
    if last is None:
        return 0
    cut = conn.execute("SELECT max(seq) FROM access_log WHERE at < ? AND seq < ?", (older_than, last)).fetchall()[0][0]
    if cut is None:
        return 0
    first_kept = conn.execute("SELECT seq, prev_hash FROM access_log WHERE seq > ? ORDER BY seq LIMIT 1",
                              (cut,)).fetchall()[0]
    gone = conn.execute("SELECT count(*) FROM access_log WHERE seq <= ?", (cut,)).fetchall()[0][0]
    conn.execute("DELETE FROM access_reads WHERE seq <= ?", (cut,))
    conn.execute("DELETE FROM access_log WHERE seq <= ?", (cut,))
    _set_meta(conn, "access_log_floor", f"{first_kept[0]}:{first_kept[1]}")
    return gone


def broken(conn: apsw.Connection) -> tuple[int, str] | None:
    """(seq, reason) of the first row that is not what was logged, or None. Read-only."""
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'access_log'").fetchall():
        return None
    expected, prev = _after_floor(conn)
    reads = 0
    for seq, at, agent, tool, query, ids, event_id, outcome, prev_hash, h in conn.execute(
            "SELECT seq, at, agent, tool, query, memory_ids, event_id, outcome, prev_hash, hash FROM access_log "
            "ORDER BY seq"):
        if seq != expected:
            return expected, f"access log row {expected} is missing"
        if prev_hash != prev:
            return seq, f"access log row {seq} does not link to row {seq - 1}"
        if row_hash(prev_hash, seq, at, agent, tool, query, ids, event_id, outcome) != h:
            return seq, f"access log row {seq} was altered (hash mismatch)"
        reads += len(json.loads(ids))
        prev, expected = h, seq + 1
    head = _meta(conn, "access_log_head")
    if head is not None and head != f"{expected - 1}:{prev}":
        return expected, "the access log was cut short: its recorded last row is missing"
    if conn.execute("SELECT count(*) FROM access_reads").fetchall()[0][0] != reads:
        return expected - 1, "the access log's index by memory differs from the log"
    return None


def rows(conn: apsw.Connection, *, agent: str | None = None, memory_id: str | None = None,
         event_id: int | None = None, limit: int = 1000) -> list[dict]:
    """The newest rows first, of one agent, naming one memory or one event."""
    where, params = [], []
    if event_id is not None:
        where.append("l.event_id = ?")
        params.append(int(event_id))
    if agent is not None:
        where.append("l.agent = ?")
        params.append(agent)
    if memory_id is not None:
        where.append("l.seq IN (SELECT seq FROM access_reads WHERE memory_id = ?)")
        params.append(memory_id)
    return rows_where(conn, " AND ".join(where) or "1", params, limit)


def rows_where(conn: apsw.Connection, where: str, params: list, limit: int) -> list[dict]:
    sql = ("SELECT seq, at, agent, tool, query, memory_ids, event_id, outcome FROM access_log AS l "
           f"WHERE {where} ORDER BY seq DESC LIMIT ?")
    return [{"seq": seq, "at": at, "agent": a, "tool": tool, "query": q, "memory_ids": json.loads(ids),
             "event_id": ev, "outcome": outcome}
            for seq, at, a, tool, q, ids, ev, outcome in conn.execute(sql, (*params, int(limit)))]


def row(conn: apsw.Connection, seq: int) -> dict:
    found = [r for r in rows_where(conn, "l.seq = ?", [int(seq)], 1)]
    if not found:
        raise KeyError(f"no access log row {seq}")
    return found[0]


def readers(conn: apsw.Connection, memory_id: str) -> list[dict]:
    """Who was given this memory: per agent, how many times, and the last time with its query
    ("read by Claude Desktop 3 times, last today 14:02 for 'diet'")."""
    out = []
    for agent, times, last_seq in conn.execute(
            "SELECT l.agent, count(*), max(l.seq) FROM access_reads AS r JOIN access_log AS l ON l.seq = r.seq "
            "WHERE r.memory_id = ? GROUP BY l.agent ORDER BY max(l.seq) DESC", (memory_id,)):
        at, tool, query = conn.execute("SELECT at, tool, query FROM access_log WHERE seq = ?", (last_seq,)).fetchall()[0]
        out.append({"agent": agent, "times": times, "last_at": at, "last_tool": tool, "last_query": query})
    return out


def calls_since(conn: apsw.Connection, agent: str, since: float, most: int) -> tuple[int, float | None]:
    """(how many calls ``agent`` made at or after ``since``, counting up to ``most``; the time of
    the oldest of those counted). Every process logs here, so it is the agent's rate across all of
    its servers (a limit kept in memory is per process)."""
    n, oldest = conn.execute("SELECT count(*), min(at) FROM (SELECT at FROM access_log WHERE agent = ? AND at >= ? "
                             "ORDER BY at DESC LIMIT ?)", (agent, since, int(most))).fetchall()[0]
    return n, oldest


def counts(conn: apsw.Connection) -> dict[str, dict[str, int]]:
    """Calls by agent and tool."""
    out: dict[str, dict[str, int]] = {}
    for agent, tool, n in conn.execute("SELECT agent, tool, count(*) FROM access_log GROUP BY agent, tool"):
        out.setdefault(agent, {})[tool] = n
    return out
