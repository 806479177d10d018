"""The event journal (SPEC §4): the only code with SQL on ``events``.

Every accepted write is an event: journaled ``pending`` (async) or ``running`` (sync), claimed by
whoever does the work, and finished ``succeeded`` or ``failed`` in the same transaction as the
data it produced. Each function runs inside the caller's transaction (or, for reads, on the
caller's connection): the journal never commits on its own, so an event's status and the rows
it speaks for can never disagree.
"""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.store import driver, touched
from mnemosyne_app.core.write import owner as owners

STATUSES = ("pending", "running", "succeeded", "failed", "cancelled")
BACKLOG_OPS = ("extract", "compact")  # work journaled without a caller waiting for it (the background lane's)
UNFINISHED = ("pending", "running")
# A cancelled event is stored as failed (the table's CHECK allows four statuses, and a cancelled
# write, like a failed one, produced nothing) with this result; every read here reports it as
# "cancelled", and it is neither counted nor listed as failed.
CANCELLED_RESULT = '{"cancelled": true}'
_IS_CANCELLED = "(status = 'failed' AND result IS NOT NULL AND json_extract(result, '$.cancelled') IS 1)"
_WHERE_STATUS = {"cancelled": _IS_CANCELLED, "failed": f"status = 'failed' AND NOT {_IS_CANCELLED}"}


def _json(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


# -- recording -------------------------------------------------------------------------------
def record(conn: apsw.Connection, op: str, key: str | None, payload: str, now: float,
           status: str = "pending", owner: str | None = None) -> int:
    """Journal an accepted request whose work is still to do, owned by ``owner`` (the queue that
    will run it); returns its event id."""
    conn.execute("INSERT INTO events(op, status, idem_key, payload, created_at, owner) VALUES (?, ?, ?, ?, ?, ?)",
                 (op, status, key, payload, now, owner))
    event_id = conn.last_insert_rowid()
    touched.event(event_id, queued=op == "retain" and status == "pending")
    if op in BACKLOG_OPS:
        touched.backlog()
    return event_id


def record_started(conn: apsw.Connection, op: str, key: str | None, payload: str, now: float,
                   owner: str | None = None) -> int:
    """An event for work done right now in the same transaction (nothing to resume if it dies)."""
    conn.execute("INSERT INTO events(op, status, idem_key, payload, created_at, started_at, attempts, owner) "
                 "VALUES (?, 'running', ?, ?, ?, ?, 1, ?)", (op, key, payload, now, now, owner))
    event_id = conn.last_insert_rowid()
    touched.event(event_id)
    return event_id


def record_done(conn: apsw.Connection, op: str, payload: str, now: float) -> int:
    """An event for a batch committed in this transaction (its result is set by ``set_result``)."""
    conn.execute("INSERT INTO events(op, status, payload, created_at, started_at, finished_at, attempts, result) "
                 "VALUES (?, 'succeeded', ?, ?, ?, ?, 1, '{}')", (op, payload, now, now, now))
    event_id = conn.last_insert_rowid()
    touched.event(event_id)
    return event_id


def accepted_at(conn: apsw.Connection, event_id: int) -> float | None:
    """When the event's request was accepted (journaled), None if there is no such event."""
    row = driver.one(conn, "SELECT created_at FROM events WHERE event_id = ?", (event_id,))
    return None if row is None else row["created_at"]


# -- working ---------------------------------------------------------------------------------
def claim(conn: apsw.Connection, event_id: int, now: float, owner: str | None = None) -> dict | None:
    """Mark an unfinished event running (one more attempt) for ``owner``; None if it is finished
    already, or belongs to another owner that is still alive (that one runs it)."""
    ev = driver.one(conn, "SELECT op, status, payload, attempts, owner FROM events WHERE event_id = ?", (event_id,))
    if ev is None or ev["status"] not in UNFINISHED:
        return None
    if ev["owner"] not in (None, owner) and owners.is_alive(ev["owner"]):
        return None
    conn.execute("UPDATE events SET status = 'running', started_at = ?, attempts = attempts + 1, owner = ? "
                 "WHERE event_id = ?", (now, owner, event_id))
    return ev


def adopt_orphans(conn: apsw.Connection, owner: str) -> list[int]:
    """Take over the unfinished events whose owner is gone (a crash, or a queue that stopped with
    work left); returns their ids, oldest first. Inside the caller's transaction, so two
    processes opening the scope at once cannot both take the same event."""
    found = conn.execute("SELECT event_id, owner FROM events WHERE status IN ('pending', 'running') "
                         "ORDER BY event_id").fetchall()
    alive = _liveness()
    mine = [e for e, o in found if o == owner or not alive(o)]
    conn.executemany("UPDATE events SET owner = ? WHERE event_id = ?", [(owner, e) for e in mine])
    return mine


def release(conn: apsw.Connection, owner: str) -> int:
    """A queue that stops with work left hands it to whoever opens the scope next."""
    conn.execute("UPDATE events SET owner = NULL WHERE owner = ? AND status IN ('pending', 'running')", (owner,))
    return conn.changes()


def reopen_failed(conn: apsw.Connection, event_id: int) -> dict:
    """A failed (or cancelled) event, running again (a person's retry). Raises if it is neither."""
    ev = get(conn, event_id)
    if ev is None:
        raise KeyError(f"no event {event_id}")
    if ev["status"] not in ("failed", "cancelled"):
        raise ValueError(f"event {event_id} is {ev['status']}, only failed events can be retried")
    conn.execute("UPDATE events SET status = 'running', error = NULL, result = NULL, attempts = attempts + 1 "
                 "WHERE event_id = ?", (event_id,))
    touched.event(event_id)
    return ev


def cancel(conn: apsw.Connection, event_id: int, now: float) -> bool:
    """Cancel an event that has not started (still pending): whoever would have run it finds it
    finished and skips it. False when it is running or finished already (or unknown)."""
    conn.execute("UPDATE events SET status = 'failed', finished_at = ?, error = 'cancelled before it ran', "
                 "result = ? WHERE event_id = ? AND status = 'pending'", (now, CANCELLED_RESULT, event_id))
    if conn.changes() != 1:
        return False
    touched.event(event_id)
    touched.queue()
    return True


def saved_extraction(conn: apsw.Connection, event_id: int) -> dict | None:
    """The model output saved for this event by an earlier attempt (a replay reuses it)."""
    saved = driver.scalar(conn, "SELECT extraction FROM events WHERE event_id = ?", (event_id,))
    return json.loads(saved) if saved else None


def save_extraction(conn: apsw.Connection, event_id: int, extraction: dict) -> None:
    conn.execute("UPDATE events SET extraction = ? WHERE event_id = ?", (_json(extraction), event_id))


def drawn_by(conn: apsw.Connection, memory_id: str) -> dict[int, str]:
    """Version -> the model whose draw of facts made it, for this memory's ``extract`` versions
    made here since the extract event's result records them (writer.perform_extract): an older
    draw, or one pulled from another device, is not in this device's journal."""
    # (the terms match the partial index events_draw_memory, schema 1.24: only this memory's draws are read)
    return {version: model for version, model in conn.execute(
        "SELECT json_extract(result, '$.version'), json_extract(result, '$.model') FROM events "
        "WHERE op = 'extract' AND status = 'succeeded' AND json_valid(result) "
        "AND json_extract(result, '$.memory_ids[0]') = ? "
        "AND json_extract(result, '$.model') IS NOT NULL", (memory_id,))}


def drawn_on_edit(conn: apsw.Connection, memory_id: str, version: int, model: str, now: float) -> None:
    """Journal the facts ``model`` drew again when a person's edit changed the memory's text (no
    event asked for them): History says which model made that version (``drawn_by``), and a
    backfill by that model finds the memory done (core/lifecycle/fact_backfill.py ``already``)."""
    event_id = record_done(conn, "extract", _json({"memory_id": memory_id, "model": model, "on": "edit"}), now)
    set_result(conn, event_id, {"outcome": "extracted", "memory_ids": [memory_id], "version": version, "model": model})


# -- finishing -------------------------------------------------------------------------------
def succeed(conn: apsw.Connection, event_id: int, result: dict, now: float, payload: str | None = None) -> None:
    """Finish an event with what it produced. ``payload`` replaces the request (the text lives in
    the memory once written: the event keeps a summary, not a second copy)."""
    if payload is None:
        conn.execute("UPDATE events SET status = 'succeeded', finished_at = ?, error = NULL, result = ? "
                     "WHERE event_id = ?", (now, _json(result), event_id))
    else:
        conn.execute("UPDATE events SET status = 'succeeded', finished_at = ?, error = NULL, result = ?, "
                     "payload = ? WHERE event_id = ?", (now, _json(result), payload, event_id))
    touched.event(event_id)


def set_result(conn: apsw.Connection, event_id: int, result: dict) -> None:
    conn.execute("UPDATE events SET result = ? WHERE event_id = ?", (_json(result), event_id))


def fail(conn: apsw.Connection, event_id: int, error: str, now: float) -> None:
    conn.execute("UPDATE events SET status = 'failed', finished_at = ?, error = ? WHERE event_id = ?",
                 (now, error[:2000], event_id))
    touched.event(event_id)


# -- reading ---------------------------------------------------------------------------------
def _presented(row: dict | None) -> dict | None:
    """A row as callers see it: a cancelled event says so in its status."""
    if row is not None and row["status"] == "failed" and row["result"] and json.loads(row["result"]).get("cancelled"):
        row["status"] = "cancelled"
    return row


def get(conn: apsw.Connection, event_id: int) -> dict | None:
    return _presented(driver.one(conn, "SELECT * FROM events WHERE event_id = ?", (event_id,)))


def recent(conn: apsw.Connection, status: str | None, limit: int, ops: tuple[str, ...] | None = None) -> list[dict]:
    """The newest events, of ``status`` and of ``ops`` when given."""
    if status is not None and status not in STATUSES:
        raise ValueError("status must be pending, running, succeeded, failed or cancelled")
    where = [_WHERE_STATUS.get(status, "status = ?")] if status else []
    args: tuple = (status,) if status and status not in _WHERE_STATUS else ()
    if ops:
        where.append(f"op IN ({', '.join('?' * len(ops))})")
        args += tuple(ops)
    sql = ("SELECT * FROM events" + (" WHERE " + " AND ".join(where) if where else "")
           + " ORDER BY event_id DESC LIMIT ?")
    return [_presented(r) for r in driver.rows(conn, sql, args + (limit,))]


def _liveness():
    """``owners.is_alive``, asked once per owner for a whole scan."""
    known: dict[str | None, bool] = {}

    def alive(owner: str | None) -> bool:
        if owner not in known:
            known[owner] = owners.is_alive(owner)
        return known[owner]
    return alive


def owner_of(conn: apsw.Connection, event_id: int) -> str | None:
    return driver.scalar(conn, "SELECT owner FROM events WHERE event_id = ?", (event_id,))


def queued_elsewhere(conn: apsw.Connection, owner: str | None) -> int:
    """Unfinished events another live process owns (an agent's writes waiting in its queue)."""
    found = conn.execute("SELECT owner FROM events WHERE status IN ('pending', 'running') AND owner IS NOT NULL "
                         "AND owner IS NOT ?", (owner,)).fetchall()
    alive = _liveness()
    return sum(1 for (o,) in found if alive(o))


def counts(conn: apsw.Connection) -> dict[str, int]:
    found = dict(conn.execute(f"SELECT CASE WHEN {_IS_CANCELLED} THEN 'cancelled' ELSE status END, count(*) "
                              "FROM events GROUP BY 1").fetchall())
    return {s: found.get(s, 0) for s in STATUSES}


def backlog(conn: apsw.Connection, ops: tuple[str, ...], owner: str | None) -> list[int]:
    """Pending events of ``ops`` that ``owner`` may run (its own, or nobody's), oldest first."""
    found = conn.execute(f"SELECT event_id, owner FROM events WHERE status = 'pending' AND op IN "
                         f"({', '.join('?' * len(ops))}) ORDER BY event_id", ops).fetchall()
    alive = _liveness()
    return [e for e, o in found if o in (None, owner) or not alive(o)]


def with_saved_extraction(conn: apsw.Connection) -> int:
    """How many events hold a saved model output (what a replay will not pay for again)."""
    return driver.scalar(conn, "SELECT count(*) FROM events WHERE extraction IS NOT NULL")
