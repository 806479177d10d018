"""Applying other devices' operations to the local store, inside the caller's transaction.

Each operation carries a memory's whole state, so applying it sets the memory to that state (a
new local version, ledgered under the operation's own name: ``edit``, ``delete``, ``merge``,
``purge``…). Concurrent writes of one memory whose common state is known here merge field by
field (sides.py: different fields both kept, the same field a conflict the later by
``(hlc, origin device)`` wins, a delete always stays; a purge is final). Without a known common
state, the higher ``(hlc, origin device)`` wins whole: when a pulled operation loses, its state
still goes into the memory's history, followed by the winner's state again (a version named
``conflict``); when it wins over a local state it was not based on, the local state is kept in
the history as any replaced version is; either way the memory is marked as having a conflict.
An operation a write held here was made on top of (come late: a restored server) is stale
whatever the stamps say (late.py).

Every ledger entry written here is linked in ``sync_entries`` to the operation it applies (its
origin device, sequence and entry hash), and each batch ends with one ``sync`` ledger entry
whose hash covers those links: provenance is part of the chain ``verify`` walks.
A proposal answered differently here and elsewhere ends with one answer on every device; the
facts follow it after the batch (core/write/proposals.py, ``keep_rejected``).
Vectors are not synced: a memory whose text came from elsewhere is embedded locally afterwards.
"""

from __future__ import annotations

import json
from collections import Counter

import apsw

from mnemosyne_app.core.lifecycle import expiry
from mnemosyne_app.core.store import ledger, memories, new_rows, shared
from mnemosyne_app.core.write import entity_names, proposals
from mnemosyne_app.core.replica import fresh, hlc, known, late, settle, shared_check, sides, state as local
from mnemosyne_app.core.types import RemoteOp


class BadOperation(ValueError):
    """An operation whose state does not match its hash (damaged or forged on the server)."""


def apply_batch(conn: apsw.Connection, ops: list[RemoteOp], device: str, now: float) -> Counter:
    """Apply ``ops`` (in server order); returns how many had each outcome."""
    outcomes: Counter = Counter()
    links: list[list] = []
    clock = local.clock(conn)
    seen = local.applied_among(conn, [(op.origin_device, op.origin_seq) for op in ops])
    unstamped = local.unstamped_memories(conn)
    # Memories never held here, not touched yet by this batch: inserted in bulk (fresh.py).
    unknown = fresh.unknown_here(conn, {op.memory_id for op in ops if op.memory_id is not None}) - unstamped
    run = fresh.Run(conn)
    differed: list[dict] = []  # answers to proposals this device had answered otherwise
    # A stamp far ahead of this device's clock (a device whose clock is wrong) still orders its
    # own operation, but does not carry this device's clock, and every later write here, years
    # into the future (issue 32): the clock moves at most MAX_AHEAD_S past the wall time.
    bound = hlc.of_time(now + hlc.MAX_AHEAD_S)
    for op in ops:
        if op.hlc > bound:
            outcomes["ahead"] += 1
        clock = hlc.seen(clock, min(op.hlc, bound))
        if op.memory_id in unknown and op.origin_device != device and op.op != "purge" and op.state is not None \
                and (op.origin_device, op.origin_seq) not in seen:
            unknown.discard(op.memory_id)
            seen.add((op.origin_device, op.origin_seq))
            run.add(op, _state(op))
            outcomes["applied"] += 1
            continue
        run.flush(links)
        unknown.discard(op.memory_id)
        outcomes[_apply_one(conn, op, device, now, links, seen, unstamped, differed)] += 1
    run.flush(links)
    if differed:  # after the whole batch: the edit ending the fact, or keeping it, may have come in it too
        outcomes["answers differed"] += len(differed)
        outcomes["facts kept"] += proposals.keep_rejected(conn, differed, now)
    local.set_clock(conn, clock)
    if links:
        ledger.append(conn, "sync", None, links)
    return outcomes


def _state(op: RemoteOp) -> dict | None:
    if op.state is None:
        return None
    if ledger.sha256(op.state) != op.change_hash:
        raise BadOperation(f"operation {op.origin_device}:{op.origin_seq} on the server does not match its own "
                           "hash (it was damaged or changed there); nothing of this batch was applied")
    try:
        return json.loads(op.state)
    except ValueError:  # (its hash matches: written so by its origin, or forged with it)
        raise BadOperation(f"operation {op.origin_device}:{op.origin_seq} on the server is not readable (its "
                           "change is not JSON); nothing of this batch was applied") from None


def _apply_one(conn: apsw.Connection, op: RemoteOp, device: str, now: float, links: list,
               seen: set[tuple[str, int]], unstamped: set[str], differed: list[dict]) -> str:
    if op.origin_device == device:
        return "own"
    if (op.origin_device, op.origin_seq) in seen:
        return "duplicate"
    if op.memory_id is None:
        return _apply_shared(conn, op, links, seen, differed)
    seen.add((op.origin_device, op.origin_seq))
    state = _state(op)
    if state is None and op.op != "purge":
        return "skipped"  # the origin purged this memory since: its purge follows
    memory_id = op.memory_id
    before = local.head(conn, memory_id)
    pending = memory_id in unstamped
    concurrent = pending or (before is not None and op.parent_hlc != before.hlc and not _saw(conn, op, before.hlc))
    was_conflict = before is not None and before.conflict
    origin = (op.origin_device, op.origin_seq, op.entry_hash)

    def link(seqs: list[int], kind: str, origin: tuple[str, int, str], stamp: int, parent: int | None) -> None:
        if not seqs and kind == "remote":  # it changed nothing here (the memory held it already, to
            known.remember(conn, op)       # the second): no entry to link, but its stamp stays known
        for seq in seqs:
            # (a pulled merge keeps the operation it merged: what was made on it walks both parents)
            local.record(conn, seq, kind, *origin, stamp, parent, op.merged_hlc if kind == "remote" else None)
            links.append([seq, *origin])

    # Made on top of the state held here (not concurrent): it follows it, whatever its stamp. A
    # device whose clock did not follow a stamp far ahead (hlc.MAX_AHEAD_S) stamps its next write
    # of that memory lower than the state it changed; it still comes after it (issue 32).
    later = before is None or not concurrent or (op.hlc, op.origin_device) > (before.hlc, before.device)
    # A write here not stamped yet wins over this operation as the later one: it will be stamped
    # after it. Not when this stamp is past how far this clock follows (hlc.MAX_AHEAD_S): its own
    # stamp comes out lower and every other device keeps this operation over it (seed 1264, the
    # same change; a different one, the test of it). So it is made on top of this operation
    # instead (the head, its parent when stamped; merged, kept as the later, an echo, the same):
    # applied after it everywhere, whatever its stamp. Only when the write here is what the
    # memory shows (its last entry): writes here met by later pulled ones say older states, and
    # made on top of this operation they would end as the memory's state everywhere else (seed
    # 120 of the 30-step soak; without this gate, made for every write, seed 1332 diverged too).
    follows = pending and op.hlc > hlc.of_time(now + hlc.MAX_AHEAD_S) and local.written_last_here(conn, memory_id)
    if op.op == "purge":  # purge is final, whatever was written concurrently (sides.py)
        link(_write(conn, op.op, memory_id, state, now), "remote", origin, op.hlc, op.parent_hlc)
        sides.forget(conn, memory_id)
        top = (op.hlc, op.origin_device) if later else (before.hlc, before.device)
        local.set_head(conn, memory_id, *top, False)
        return "applied"
    if before is not None and memories.fetch(conn, memory_id) is None:
        return "purged"  # purged here: an edit made elsewhere without knowing never brings it back
    if before is not None and late.built_on(conn, memory_id, op.hlc):
        return _late(conn, op, before, pending, now, link)
    row = memories.fetch_whole(conn, memory_id) if concurrent else None
    # Two devices that made the same change (the same text, tags, facts…, at their own times)
    # did not disagree: the later one's state is kept as always, without a conflict mark.
    same = concurrent and row is not None and _content(ledger.state_of(row)) == _content(state)
    if concurrent and not pending and not later and sides.descends(conn, memory_id, before.hlc, op.hlc):
        return "stale"  # a write here was made on top of it already (it came late): nothing to do
    if concurrent and not same and row is not None and op.op in ("merged", "conflict") \
            and sides.held_before(conn, memory_id, state):
        return _echo(conn, op, ledger.state_of(row), before, device, not pending and later, follows, now, link)
    if concurrent and not same and row is not None:
        base = sides.base_state(conn, memory_id, op.parent_hlc)
        if base is not None:
            return _merge(conn, op, state, ledger.state_of(row), base, before, device, unstamped,
                          not pending and later, now, link, follows)
    if not pending and later:
        link(_write(conn, op.op, memory_id, state, now), "remote", origin, op.hlc, op.parent_hlc)
        # The person settled it elsewhere: the mark goes (its sides stay, unmarked, for an undo there).
        resolved = op.op == "resolve" and not (concurrent and not same)
        clash = concurrent and not same
        if clash and not was_conflict:
            sides.forget(conn, memory_id)  # a new mark whose sides are in the history, not a settled one's
        local.set_head(conn, memory_id, op.hlc, op.origin_device,
                       clash or (was_conflict and not resolved) or op.op == settle.REOPEN)
        return "conflict" if clash else "applied"
    if same:  # the local state wins and says the same: nothing to write, nothing to mark
        known.remember(conn, op)  # but its stamp stays known: what is made on top of it has a base here
        top = (op.hlc, op.origin_device) if follows else (before.hlc, before.device) if before else None
        if top is not None:
            local.set_head(conn, memory_id, *top, was_conflict or op.op == settle.REOPEN)
        return "same"
    # The local state wins: the pulled one goes into the history, then the winner comes back.
    if not was_conflict:
        sides.forget(conn, memory_id)  # a new mark whose sides are in the history, not a settled one's
    row = row or memories.fetch_whole(conn, memory_id)
    if row is not None:
        winner = ledger.state_of(row)
        link(_write(conn, op.op, memory_id, state, now), "remote", origin, op.hlc, op.parent_hlc)
        kept = (before.device, 0, "") if before else (device, 0, "")
        link(_write(conn, "conflict", memory_id, winner, now), "keep", kept, before.hlc if before else 0, op.hlc)
    if before is not None:
        local.set_head(conn, memory_id, *((op.hlc, op.origin_device) if follows else (before.hlc, before.device)), True)
    else:  # only a write not stamped yet: it is stamped (and wins) at the next push
        local.set_head(conn, memory_id, 0, device, True)
    return "lost"


def _saw(conn: apsw.Connection, op: RemoteOp, head: int) -> bool:
    """Whether ``op`` was made by a device that had seen the write at this device's head: one
    of its parents (the state it replaced; for a merge, the operation it merged: issue 32) is
    that write or was made on top of it. Then it is no concurrent write but the later one, taken
    whole: a merge that met this device's write and decided otherwise is how every device ends
    with one decision (seeds 1094 and 1449 of the 30-step soak diverged without it, once an echo
    keeps the head here), while a merge that never saw it (seed 1006) is merged with it here."""
    return any(sides.descends(conn, op.memory_id, parent, head)
               for parent in (op.parent_hlc, op.merged_hlc) if parent is not None)


def _late(conn: apsw.Connection, op: RemoteOp, before, pending: bool, now: float, link) -> str:
    """An operation a write held here was made on top of, come late (late.py): nothing of it to
    apply. If the memory holds the state it was made on (an older write, applied over that line
    by the clock before it was known to come first), the line's last write is its state again."""
    known.remember(conn, op)  # its parent stays known: an older one coming later still is stale
    if pending or op.parent_hlc is None or op.parent_hlc != before.hlc:
        return "stale"
    at = late.tip(conn, op.memory_id, op.hlc)
    state = sides.base_state(conn, op.memory_id, at[0]) if at else None
    if state is None:
        return "stale"
    link(_write(conn, "conflict", op.memory_id, state, now), "keep", (at[1], 0, ""), at[0], op.hlc)
    local.set_head(conn, op.memory_id, *at, before.conflict)
    return "stale"


def _echo(conn: apsw.Connection, op: RemoteOp, mine: dict, before, device: str, later: bool, follows: bool,
          now: float, link) -> str:
    """Another device's merge that this device made too and has moved past: nothing to apply
    but the later of the two times (merges take it, so every device shows the same). The later
    of the two stamps becomes the head when the memory holds what the echo says; when it holds a
    write made here on top of this device's merge, the head stays at it (below)."""
    theirs = _state(op)
    at = sides.later_time(mine, theirs)
    known.remember(conn, op)  # what its device makes on top of it has a known base here
    # The head stays this device's write when the memory holds more than the echo, from a write
    # made here that is no merge (a person's, on top of this device's merge): an operation made
    # on top of the echo by a device that never saw that write is then merged with it, while one
    # that saw it names it (its merged stamp, issue 32) and is taken whole (seed 1006 of the
    # 30-step soak). When it shows a merge (this device's decision of what met), the later of the
    # two stamps is the head, as ever: merges decided apart end with the later one everywhere
    # (keeping the head there too made seed 822 diverge: two merges, each met as an echo).
    moved = follows or (later and (_but_fingerprint(mine) == _but_fingerprint(theirs)
                                   or not local.shows_own_write(conn, op.memory_id, sides.CARRIED)))
    top = (op.hlc, op.origin_device) if moved else ((before.hlc, before.device) if before else (0, device))
    if at != mine.get("updated_at"):
        link(_write(conn, "merged", op.memory_id, {**mine, "updated_at": at}, now), "keep", (top[1], 0, ""), top[0],
             op.hlc)
    local.set_head(conn, op.memory_id, *top, before is not None and before.conflict)
    return "same"


def _merge(conn: apsw.Connection, op: RemoteOp, theirs: dict, mine: dict, base: dict, before, device: str,
           unstamped: set[str], theirs_win: bool, now: float, link, follows: bool = False) -> str:
    """Concurrent writes from a known common state: merged field by field (sides.py). The pulled
    state goes into the history first, then the merge (if it differs), so every device's history
    holds both sides; the head moves to the later stamp, the conflict mark is set on a clash.
    The merge is this device's own write, pushed like an edit: every device that merges pushes
    the same state (they meet as "same", nothing more), and every later operation is made on top
    of a state every device holds, so its base is known everywhere."""
    memory_id = op.memory_id
    apart = bool(base.get("deleted") and mine.get("deleted") and not theirs.get("deleted")
                 and sides.deleted_apart(conn, memory_id, op.parent_hlc))
    def field_winner(field: str) -> bool:
        # theirs is not in the ledger yet: its own change of the field, if it made one, is op.hlc
        at_theirs = sides.change_stamp(conn, memory_id, field, theirs)
        if sides.value_of(theirs, field) != sides.value_of(base, field) and op.op not in sides.CARRIED:
            parent = sides.base_state(conn, memory_id, op.parent_hlc)
            if parent is None or sides.value_of(parent, field) != sides.value_of(theirs, field):
                at_theirs = max(at_theirs, (float(op.hlc), op.origin_device))
        return at_theirs > sides.change_stamp(conn, memory_id, field, mine)

    carried = op.op in sides.CARRIED
    undone = carried and bool(theirs.get("deleted")) and sides.delete_undone(conn, memory_id, mine)
    outcome = sides.resolve(base, mine, theirs, theirs_win, apart, field_winner, carried=carried, undone=undone)
    top = (op.hlc, op.origin_device) if theirs_win or follows else \
        ((before.hlc, before.device) if before else (0, device))
    mine_at = before.hlc if before is not None else None  # this side's stamp: the merge's other parent
    # The pulled state taken whole, but for the fingerprint a merge carries from this side (the
    # text's, kept with the text's other side): as good as theirs (seed 529 of the 30-step soak).
    as_theirs = _but_fingerprint(outcome.state) == _but_fingerprint(theirs) \
        and outcome.state.get("updated_at") == theirs.get("updated_at")
    if as_theirs and memory_id in unstamped:
        # Writes of this device waiting to be pushed (merges made earlier in this pull) are stamped
        # after this operation: pushed alone, the last of them would tell every other device a
        # state this one no longer holds (seed 106 of the 30-step soak). So the merge, though it
        # says what theirs says, is this device's own write, pushed last; theirs stays known.
        known.remember(conn, op)
        local.merged_from(conn, _write(conn, "merged", memory_id, theirs, now), op.hlc, mine_at)
    else:
        link(_write(conn, op.op, memory_id, theirs, now), "remote", (op.origin_device, op.origin_seq, op.entry_hash),
             op.hlc, op.parent_hlc)
    if not as_theirs:
        written = _write(conn, "conflict" if outcome.clash else "merged", memory_id, outcome.state, now)
        if written:
            unstamped.add(memory_id)  # this device's write now, stamped after what it pulls
            local.merged_from(conn, written, op.hlc, mine_at)
    if outcome.clash:  # the other side: the edit a delete met, else the earlier by the clock
        first = outcome.clash[0]  # (a clash kept on one side: the other is the one shown as "that")
        mine_other = bool(theirs.get("deleted")) if "deleted" in outcome.clash else \
            sides.value_of(outcome.state, first) == sides.value_of(theirs, first)
        other, other_device = (mine, before.device if before else device) if mine_other else (theirs, op.origin_device)
        why = ("deleted on one device while edited on another: the delete was kept" if "deleted" in outcome.clash
               else "changed on two devices at once: " + ", ".join(outcome.clash))
        sides.note(conn, memory_id, outcome.state, other, other_device, outcome.clash, why)
    # A settling that meets only this device's echo of the merge it settles takes the mark away too
    # (its sides stay, unmarked, for an undo of it); an undo of a settling puts it back.
    resolved = op.op == "resolve" and not outcome.clash
    conflict = bool(outcome.clash) or (before is not None and before.conflict and not resolved) \
        or op.op == settle.REOPEN
    local.set_head(conn, memory_id, *top, conflict)
    return "conflict" if outcome.clash else "merged"



# Changes that touch no memory but are shared (core/store/shared.py), by op: applied by the write
# module that makes them, then ledgered here with the same change (so the same hash).
_SHARED = {"entity_merge": entity_names.pulled, "entity_unmerge": entity_names.pulled,
           "proposal": proposals.pulled, "proposal_decided": proposals.pulled_answer}


def _apply_shared(conn: apsw.Connection, op: RemoteOp, links: list, seen: set[tuple[str, int]],
                  differed: list[dict]) -> str:
    apply = _SHARED.get(op.op)
    if apply is None or op.state is None:
        return "skipped"  # (an op a newer build shares, or one without its change)
    seen.add((op.origin_device, op.origin_seq))
    change = _state(op)
    try:  # its hash proves only that its origin wrote it so: its shape is checked before any of it is applied
        shared_check.check(op.op, change)
    except shared_check.Malformed as exc:
        raise BadOperation(f"operation {op.origin_device}:{op.origin_seq} on the server is not a valid {op.op} "
                           f"change ({exc}); nothing of this batch was applied") from None
    if op.op in ("proposal", "proposal_decided") and _purged_here(conn, change):
        # about a memory purged here: ledgered (its hash, linked) and nothing kept of its words,
        # as the purge took them (core/lifecycle/expiry.py; was: both facts' words came back)
        seq = ledger.append(conn, op.op, None, ledger.canonical(change))
    else:
        if apply(conn, change) and op.op == "proposal_decided":
            differed.append(change)
        seq = shared.append(conn, op.op, change)
    local.record(conn, seq, "remote", op.origin_device, op.origin_seq, op.entry_hash, op.hlc, op.parent_hlc)
    links.append([seq, op.origin_device, op.origin_seq, op.entry_hash])
    return "applied"


def _purged_here(conn: apsw.Connection, change: dict) -> bool:
    return bool(conn.execute("SELECT 1 FROM ledger WHERE op = 'purge' AND memory_id IN (?, ?) LIMIT 1",
                             (change["memory_id"], change["target_memory"])).fetchall())


# When and how often a state changed, not what it says. ``created_at`` too: two states of one
# memory created on two devices are two imports of one message (derived ids, issue 32).
_WHEN = ("created_at", "updated_at", "version")


def _content(state: dict) -> dict:
    return {k: v for k, v in state.items() if k not in _WHEN}


def _but_fingerprint(state: dict) -> dict:
    return {k: v for k, v in _content(state).items() if k != "fingerprint"}


def _write(conn: apsw.Connection, op: str, memory_id: str, state: dict | None, now: float) -> list[int]:
    """Make ``memory_id`` hold ``state`` (or purge it); returns the seqs of the ledger entries written."""
    top = ledger.head(conn)[0]
    row = memories.fetch(conn, memory_id)
    if op == "purge":
        if row is not None:
            expiry.purge(conn, row["rid"], memory_id, now, "purged on another device")
    elif row is None:
        _insert(conn, op, memory_id, state)
    else:
        changes = {k: state[k] for k in memories.EDITABLE + memories.FACT_FIELDS if k in state}
        # The change keeps the time it was made on its device, so every device shows the same
        # "updated" time (it is part of the state; applying it here is not a change of it).
        at = state.get("updated_at")
        # The same memory made here too (one message imported on both devices): the winner's
        # creation time, so both show one.
        born = state.get("created_at") if state.get("created_at") != row["created_at"] else None
        memories.update(conn, memory_id, changes, float(at or now), op=op, deleted=bool(state["deleted"]),
                        exact_time=at is not None, created_at=born)
    return list(range(top + 1, ledger.head(conn)[0] + 1))


def _insert(conn: apsw.Connection, op: str, memory_id: str, state: dict) -> None:
    """A memory first seen in another device's operation, with its state as it is there (its
    created and updated times and version too); searchable by words at once, by meaning once
    its vector is computed here. Written as every new memory is (core/store/new_rows.py)."""
    row, _, _ = fresh.as_row(memory_id, state)
    new_rows.write(conn, [new_rows.NewMemory(row, list(state.get("facts") or []),
                                             [tuple(t) for t in state.get("triples") or []], op)])
