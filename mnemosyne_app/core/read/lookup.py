"""Reading memories and events one by one or a page at a time, as the API returns them."""

from __future__ import annotations

import apsw

from mnemosyne_app.core import validate
from mnemosyne_app.core.store import driver, ledger, memories
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
    beside = _drawn_beside(conn, memory_id, found)
    models = journal.drawn_by(conn, memory_id) if any(op == "extract" for _, op, _, _ in found) else {}
    out, before = [], None
    for version, op, at, state in found:
        holds, at = beside.get(version, (None, at))
        generated = op in memories.GENERATED_OPS and holds is None
        out.append(Version(memory_id, version, op, at, state, generated,
                           memories.ended_by(before, state) if generated else (), holds,
                           models.get(version) if generated and op == "extract" else None))
        before = state
    return out


def _drawn_beside(conn: apsw.Connection, memory_id: str, found: list) -> dict[int, tuple[str, float]]:
    """The versions whose facts a release before 1.22 drew beside them (memories.DRAWN_BESIDE_UNTIL):
    such an ``extract`` version also holds the person's change it was drawn for (an add, an edit),
    whose state is in the ledger only. Version -> (that change's op, its time)."""
    until = conn.execute("SELECT value FROM meta WHERE key = ?", (memories.DRAWN_BESIDE_UNTIL,)).fetchall()
    if not until or not any(op == "extract" for _, op, _, _ in found):
        return {}
    kept = {ledger.sha256(ledger.canonical(state)) for _, _, _, state in found}
    entries = conn.execute("SELECT seq, ts, op, change_hash FROM ledger WHERE memory_id = ? ORDER BY seq",
                           (memory_id,)).fetchall()
    first = {}
    for i, (_seq, _ts, _op, h) in enumerate(entries):
        first.setdefault(h, i)
    out = {}
    for version, op, _at, state in found:
        i = first.get(ledger.sha256(ledger.canonical(state))) if op == "extract" else None
        # drawn beside: its entry follows one whose state no version holds (the person's change)
        if i and entries[i][0] <= int(until[0][0]) and entries[i - 1][3] not in kept:
            out[version] = (entries[i - 1][2], entries[i - 1][1])
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
