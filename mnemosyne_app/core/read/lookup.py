"""Reading memories and events one by one or a page at a time, as the API returns them."""

from __future__ import annotations

import apsw

from mnemosyne_app.core import validate
from mnemosyne_app.core.store import driver, memories
from mnemosyne_app.core.types import Event, Memory, Version
from mnemosyne_app.core.write import journal


def memory(conn: apsw.Connection, scope: str, memory_id: str) -> Memory:
    memory_id = validate.memory_id(memory_id)
    row = memories.fetch(conn, memory_id)
    if row is None:
        raise KeyError(f"no memory {memory_id!r} in scope {scope!r}")
    return Memory.from_row(row, memories.facts_as_shown(conn, memory_id))


def history(conn: apsw.Connection, scope: str, memory_id: str) -> list[Version]:
    memory_id = validate.memory_id(memory_id)
    found = memories.history(conn, memory_id)
    if not found:
        raise KeyError(f"no memory {memory_id!r} in scope {scope!r}")
    out, before = [], None
    for version, op, at, state in found:
        generated = op in memories.GENERATED_OPS
        out.append(Version(memory_id, version, op, at, state, generated,
                           memories.ended_by(before, state) if generated else ()))
        before = state
    return out


def newest(conn: apsw.Connection, limit: int, offset: int, include_deleted: bool) -> list[Memory]:
    """Newest first; by default only what the person sees (``memories.VISIBLE``)."""
    where = "" if include_deleted else f"WHERE {memories.VISIBLE}"
    found = driver.rows(
        conn, f"SELECT {memories.MEMORY_COLUMNS} FROM memories {where} ORDER BY updated_at DESC LIMIT ? OFFSET ?",
        (limit, offset))
    return [Memory.from_row(r) for r in found]


def event(conn: apsw.Connection, scope: str, event_id: int) -> Event:
    event_id = validate.event_id(event_id)
    row = journal.get(conn, event_id)
    if row is None:
        raise KeyError(f"no event {event_id} in scope {scope!r}")
    return Event.from_row(row)


def events(conn: apsw.Connection, status: str | None, limit: int, op: str | None = None) -> list[Event]:
    return [Event.from_row(r) for r in journal.recent(conn, status, limit, (op,) if op else None)]
