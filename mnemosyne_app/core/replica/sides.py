"""Concurrent writes of one memory, field by field, and the two sides of a conflict they leave.

Two devices that changed a memory from the same state (its *base*: the state the write stamped
with the pulled operation's ``parent_hlc`` recorded) changed some of its fields each. Fields only
one side changed are merged; a field both changed to different values is a conflict: the winner
by the clock keeps it, the other value stays in the history and in ``sync_conflicts`` until the
person settles it. The merge is the merging device's own write, pushed like an edit: every
device merges the same way, so their merges meet as the same state (a merge already held here
is an echo, applied as nothing).

Delete is a change of the ``deleted`` field like any other, so a delete wins over a concurrent
edit whatever the clocks say (an edit made without knowing of it never brings the memory back),
and the edit is merged into the deleted memory and marked a conflict: "keep that" brings the
memory back with the edit. Purge is final: apply.py never lets an operation bring back a memory
purged here.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

import apsw

from mnemosyne_app.core.replica import known, outgoing

# The fields a person changes, each merged as a whole. The text goes with the facts and
# triples drawn from it (a new text with the other side's old facts would say two things).
FIELDS: dict[str, tuple[str, ...]] = {
    "text": ("text", "facts", "triples"), "kind": ("kind",), "tags": ("tags",), "pinned": ("pinned",),
    "weight": ("weight",), "expires_at": ("expires_at",), "metadata": ("metadata",), "source": ("source",),
    "superseded_by": ("superseded_by",), "deleted": ("deleted",),
}


@dataclass(frozen=True)
class Outcome:
    state: dict              # what the memory holds afterwards
    clash: tuple[str, ...]   # fields both sides changed differently ("deleted": a delete met an edit)


def base_state(conn: apsw.Connection, memory_id: str, parent_hlc: int | None) -> dict | None:
    """The state the write stamped ``parent_hlc`` recorded (what the author of an operation made
    on top of it had, whatever this device merged into it since), or None when it is not known
    here (then the whole-state rule applies)."""
    if parent_hlc is None:
        return None
    found = conn.execute("SELECT l.change_hash FROM ledger l JOIN sync_entries s ON s.seq = l.seq "
                         "WHERE l.memory_id = ? AND s.hlc = ? AND s.kind != 'keep' ORDER BY l.seq DESC LIMIT 1",
                         (memory_id, parent_hlc)).fetchall()
    if not found:  # an operation this device met as nothing to do (known.py), or none known
        return known.state_at(conn, memory_id, parent_hlc)
    text = outgoing.state_texts(conn, {(memory_id, found[0][0])}).get((memory_id, found[0][0]))
    return json.loads(text) if text is not None else None


def descends(conn: apsw.Connection, memory_id: str, head_hlc: int | None, op_hlc: int, most: int = 256) -> bool:
    """Whether the write at ``head_hlc`` was made on top of the one at ``op_hlc`` (following the
    parents recorded here: the state each write replaced and, for a merge, the operation it
    merged, issue 32): then a pulled operation stamped ``op_hlc`` is not concurrent but stale,
    arriving after writes that already saw it, and merging it would undo them."""
    todo, seen = [head_hlc], set()
    while todo and len(seen) < most:
        at = todo.pop()
        if at == op_hlc:
            return True
        if at is None or at < op_hlc or at in seen:
            continue
        seen.add(at)
        todo.extend(parents(conn, memory_id, at))
    return False


def parents(conn: apsw.Connection, memory_id: str, stamp: int) -> list[int]:
    """The stamps the write stamped ``stamp`` was made on: the state it replaced and, for a
    merge, the pulled operation it merged (none known here: none)."""
    found = conn.execute("SELECT s.parent_hlc, s.merged_hlc FROM ledger l JOIN sync_entries s ON s.seq = l.seq "
                         "WHERE l.memory_id = ? AND s.hlc = ? AND s.kind != 'keep' LIMIT 1",
                         (memory_id, stamp)).fetchall()
    if found:
        return [p for p in found[0] if p is not None]
    return known.parents_of(conn, memory_id, stamp)[1]


def _value(state: dict, field: str) -> tuple:
    return tuple(json.dumps(state.get(k), sort_keys=True) for k in FIELDS[field])


def later_time(a: dict, b: dict) -> float | None:
    times = [t for t in (a.get("updated_at"), b.get("updated_at")) if t is not None]
    return max(times) if times else None


def held_before(conn: apsw.Connection, memory_id: str, state: dict) -> bool:
    """Whether this memory here already held what ``state`` says (one of its versions did): a
    merge another device pushed that this device made the same way, and may have moved past
    since (its person settled the conflict); applying it again would undo that."""
    wanted = _content(state)
    return any(_content(json.loads(text)) == wanted for (text,) in conn.execute(
        "SELECT state FROM memory_versions WHERE memory_id = ?", (memory_id,)))


def _content(state: dict) -> dict:
    return {k: v for k, v in state.items() if k not in ("updated_at", "version")}


def value_of(state: dict, field: str) -> tuple:
    return _value(state, field)


def changed(state: dict, base: dict) -> set[str]:
    return {f for f in FIELDS if _value(state, f) != _value(base, f)}


def _delete_stamps(conn: apsw.Connection, memory_id: str) -> list[int | None]:
    """The stamps of every delete of this memory known here (None: this device's, not stamped
    yet), a delete a pull met as already deleted too (known.py)."""
    return [r[0] for r in conn.execute("SELECT s.hlc FROM ledger l LEFT JOIN sync_entries s ON s.seq = l.seq "
                                       "WHERE l.memory_id = ? AND l.op = 'delete'", (memory_id,))] \
        + known.delete_stamps(conn, memory_id)


def deleted_apart(conn: apsw.Connection, memory_id: str, parent_hlc: int | None) -> bool:
    """Whether a delete of this memory known here is not among the writes an operation made on
    top of ``parent_hlc`` had seen: then that operation's restore undoes its own device's delete,
    not this one (which stays: a delete wins over what did not know of it)."""
    for stamp in _delete_stamps(conn, memory_id):
        if stamp is None or parent_hlc is None or not descends(conn, memory_id, parent_hlc, stamp):
            return True
    return False


def delete_undone(conn: apsw.Connection, memory_id: str, mine: dict) -> bool:
    """Whether ``mine`` (not deleted) comes from a restore made on top of every delete of this
    memory known here: a merge from elsewhere that carries one of those deletes carries what was
    undone here, and takes nothing back (seed 805 of the 30-step soak: a device that deleted and
    restored its memory deleted it again from another device's merge of its own delete)."""
    if mine.get("deleted"):
        return False
    restored = change_stamp(conn, memory_id, "deleted", mine)[0]
    stamps = _delete_stamps(conn, memory_id)
    if not stamps or restored in (0.0, float("inf")):
        return False
    return all(stamp is not None and descends(conn, memory_id, int(restored), stamp) for stamp in stamps)


CARRIED = ("merged", "conflict", "sync")  # writes that carry values other writes made


def change_stamp(conn: apsw.Connection, memory_id: str, field: str, state: dict) -> tuple[float, str]:
    """(stamp, device) of the write that made ``field`` what it is in ``state``: the latest write
    known here that set that value on top of a state that had another one (a merge only carries
    values, it does not make them). A write of this device not stamped yet is the latest of all.
    A conflict goes to the later *change of the field*, not to the later write that carries it,
    so every device picks the same side whatever order the writes came in."""
    wanted, best = _value(state, field), (0.0, "")
    rows = conn.execute("SELECT l.seq, l.op, l.change_hash, s.kind, s.hlc, s.parent_hlc, s.origin_device FROM ledger l "
                        "LEFT JOIN sync_entries s ON s.seq = l.seq WHERE l.memory_id = ? ORDER BY l.seq",
                        (memory_id,)).fetchall()
    texts = outgoing.state_texts(conn, {(memory_id, r[2]) for r in rows})
    writes = [((seq, 0), op, kind, stamp, parent, device, texts.get((memory_id, change_hash)))
              for seq, op, change_hash, kind, stamp, parent, device in rows]
    # with the operations met here as nothing (known.py), after the entries there were then
    writes += [((after, 1), op, "remote", stamp, parent, device, text)
               for after, op, text, stamp, parent, device in known.writes(conn, memory_id)]
    writes.sort(key=lambda w: w[0])
    states, previous = {}, None
    for _, op, kind, stamp, parent, device, text in writes:
        state_here = json.loads(text) if text is not None else None
        if kind != "keep" and stamp is not None and state_here is not None:
            states[stamp] = state_here
        if op not in CARRIED and kind != "keep" and state_here is not None and _value(state_here, field) == wanted:
            before = states.get(parent) if stamp is not None else previous
            if before is None or _value(before, field) != wanted:
                best = max(best, (float("inf"), "") if stamp is None else (float(stamp), device))
        if state_here is not None:
            previous = state_here
    return best


def resolve(base: dict, mine: dict, theirs: dict, theirs_win: bool, mine_deleted_apart: bool = False,
            field_winner=None, carried: bool = False, undone: bool = False) -> Outcome:
    """The merge of ``mine`` (this device's state) and ``theirs`` (the pulled one) from ``base``;
    ``theirs_win``: the pulled operation is the later by the clock. A delete is a change of the
    ``deleted`` field like any other, so it stays whatever the clocks say, and the edit it met is
    merged into the deleted memory (bringing it back brings the edit); it is marked a conflict.
    ``mine_deleted_apart``: this side was deleted by a delete ``theirs`` never saw, so a restore
    in ``theirs`` (of a delete of its own) does not bring it back. ``field_winner(field)``: whether
    ``theirs`` changed a clashing field later (default: ``theirs_win``). ``carried``: ``theirs``
    is another device's merge (CARRIED), whose base is only the state it was made on, while a
    value it took from the other side may be one this device had already changed again: a field
    only it changed is then taken only if that is the later change of the field; ``undone``: the
    delete such a merge carries was undone here since (delete_undone), so it is not taken either."""
    if mine_deleted_apart and base.get("deleted") and mine.get("deleted") and not theirs.get("deleted"):
        base = {**base, "deleted": 0}  # as if from before both deletes: the delete here stays
    mine_changed, theirs_changed = changed(mine, base), changed(theirs, base)
    clash = {f for f in mine_changed & theirs_changed if _value(mine, f) != _value(theirs, f)}
    # (a delete is left to its own rule below: it stays whatever the clocks say)
    stale = {f for f in theirs_changed - mine_changed - {"deleted"} if _value(mine, f) != _value(theirs, f)
             and not field_winner(f)} if carried and field_winner is not None else set()
    if carried and undone and theirs.get("deleted") and "deleted" in theirs_changed - mine_changed:
        stale.add("deleted")
    winner, loser, loser_changed = (theirs, mine, mine_changed) if theirs_win else (mine, theirs, theirs_changed)
    merged = dict(winner)
    for field in loser_changed - clash:
        for key in FIELDS[field]:
            merged[key] = loser.get(key)
    for field in stale:  # seen here and changed again since: this device's later change stays
        for key in FIELDS[field]:
            merged[key] = mine.get(key)
    for field in clash:
        side = theirs if (field_winner(field) if field_winner else theirs_win) else mine
        for key in FIELDS[field]:
            merged[key] = side.get(key)
    # changed when either side last changed it: the same on every device, whatever the order
    merged["updated_at"] = later_time(mine, theirs)
    if not base.get("deleted") and bool(mine.get("deleted")) != bool(theirs.get("deleted")) \
            and "deleted" not in stale:
        editor_changed = theirs_changed if mine.get("deleted") else mine_changed
        if editor_changed - {"deleted"}:  # a delete met an edit: "keep that" brings the edit back
            clash |= editor_changed | {"deleted"}
    return Outcome(merged, tuple(sorted(clash)))


# -- the sides kept for the person ----------------------------------------------------------------
def note(conn: apsw.Connection, memory_id: str, kept: dict, other: dict, other_device: str,
         fields: tuple[str, ...], why: str) -> None:
    conn.execute("INSERT INTO sync_conflicts(memory_id, this_state, that_state, that_device, fields, why, noted_at) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(memory_id) DO UPDATE SET this_state = excluded.this_state, "
                 "that_state = excluded.that_state, that_device = excluded.that_device, fields = excluded.fields, "
                 "why = excluded.why, noted_at = excluded.noted_at",
                 (memory_id, json.dumps(kept, sort_keys=True), json.dumps(other, sort_keys=True), other_device,
                  json.dumps(list(fields)), why, time.time()))


def forget(conn: apsw.Connection, memory_id: str) -> None:
    conn.execute("DELETE FROM sync_conflicts WHERE memory_id = ?", (memory_id,))


def of(conn: apsw.Connection, memory_id: str) -> dict | None:
    """The conflict on a memory: {this, that, that_device, fields, why, noted_at}, or None. A
    mark from before both sides were kept (schema 1.17) has no sides: ``that`` is None."""
    marked = conn.execute("SELECT conflict FROM sync_heads WHERE memory_id = ?", (memory_id,)).fetchall()
    if not marked or not marked[0][0]:
        return None
    for this, that, device, fields, why, at in conn.execute(
            "SELECT this_state, that_state, that_device, fields, why, noted_at FROM sync_conflicts "
            "WHERE memory_id = ?", (memory_id,)):
        return {"memory_id": memory_id, "this": json.loads(this), "that": json.loads(that), "that_device": device,
                "fields": json.loads(fields), "why": why, "noted_at": at}
    return {"memory_id": memory_id, "this": None, "that": None, "that_device": None, "fields": [],
            "why": "edited on two devices at once (the other version is in its history)", "noted_at": None}
