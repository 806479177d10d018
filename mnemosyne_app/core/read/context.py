"""Reads an agent asks for beside search (issue 34): what changed since a time, and the turns
of a conversation around one memory. Only what the person sees: not deleted, merged, archived
or expired."""

from __future__ import annotations


import apsw

from mnemosyne_app.core import validate
from mnemosyne_app.core.store import driver, memories
from mnemosyne_app.core.types import Memory

_CONV = "json_extract(metadata, '$.conversation_id')"  # the expression memories_conversation indexes


def _shown() -> tuple[str, list]:
    return memories.shown()


def recent(conn: apsw.Connection, since: float, limit: int) -> list[Memory]:
    """Memories added or changed at or after ``since``, the latest first."""
    where, params = _shown()
    found = driver.rows(conn, f"SELECT {memories.MEMORY_COLUMNS} FROM memories WHERE updated_at >= ? AND {where} "
                              "ORDER BY updated_at DESC, rid DESC LIMIT ?", [since, *params, limit])
    return [Memory.from_row(r) for r in found]


def turns_around(conn: apsw.Connection, scope: str, memory_id: str, window: int) -> list[Memory]:
    """The memory and up to ``window`` turns before and after it in its conversation, in the order
    they were said; the memory alone when it is not a conversation turn."""
    memory_id = validate.memory_id(memory_id)
    where, params = _shown()
    found = driver.rows(conn, f"SELECT rid, {_CONV} AS conv FROM memories WHERE memory_id = ? AND {where}",
                        [memory_id, *params])
    if not found:
        raise KeyError(f"no memory {memory_id!r} in scope {scope!r}")
    rid, conv = found[0]["rid"], found[0]["conv"]
    if conv is None:
        return [Memory.from_row(r) for r in driver.rows(
            conn, f"SELECT {memories.MEMORY_COLUMNS} FROM memories WHERE rid = ?", [rid])]
    before = driver.rows(conn, f"SELECT {memories.MEMORY_COLUMNS} FROM memories WHERE {_CONV} = ? AND rid < ? "
                               f"AND {where} ORDER BY rid DESC LIMIT ?", [conv, rid, *params, window])
    after = driver.rows(conn, f"SELECT {memories.MEMORY_COLUMNS} FROM memories WHERE {_CONV} = ? AND rid >= ? "
                              f"AND {where} ORDER BY rid LIMIT ?", [conv, rid, *params, window + 1])
    return [Memory.from_row(r) for r in [*reversed(before), *after]]


def is_shown(conn: apsw.Connection, memory_id: str) -> bool:
    """Whether the person sees this memory (an agent is told "not found" otherwise)."""
    where, params = _shown()
    return bool(conn.execute(f"SELECT 1 FROM memories WHERE memory_id = ? AND {where}", [memory_id, *params]).fetchall())
