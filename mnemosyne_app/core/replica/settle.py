"""A person settling a sync conflict: keep this side, keep that side, or a text merged by hand.

Settling is one write: a new version of the memory, ledgered as ``resolve`` (made even when the
memory already reads as the person chose: "keep this" must reach the other devices too), and the
conflict mark and its two sides taken away. Pushed like any edit; a device that applies a
``resolve`` it was not concurrent with takes its own mark away (apply.py), so the mark clears
on every device. Undo (``reopen``) returns the memory to the version before and puts the mark
and both sides back here; it is ledgered as ``reopen`` and synced too, so a device that applies
it marks the memory again (with the sides it kept when the settling came: apply.py keeps them,
unmarked), and the conflict is back everywhere, as it went away everywhere.
"""

from __future__ import annotations

from typing import Any

import apsw

from mnemosyne_app.core.replica import sides, state as local
from mnemosyne_app.core.store import memories

CHOICES = ("this", "that", "hand")
REOPEN = "reopen"  # the ledger's name for an undone settling: every device that applies it marks the memory


def changes_for(record: dict, keep: str, by_hand: dict[str, Any] | None = None) -> tuple[dict, bool | None]:
    """(field changes, deleted or None) that settle ``record`` the way the person chose."""
    if keep not in CHOICES:
        raise ValueError(f"keep must be one of {', '.join(CHOICES)}, not {keep!r}")
    if keep == "this":
        return {}, None
    if keep == "hand":
        if not by_hand:
            raise ValueError("merging by hand needs the merged text (or other fields)")
        return dict(by_hand), False if record.get("fields") and "deleted" in record["fields"] else None
    that = record.get("that")
    if that is None:  # a mark from before both sides were kept: the other side is only in the history
        raise ValueError("this conflict predates keeping both sides: restore the other version from the "
                         "memory's history, then keep this")
    out: dict[str, Any] = {}
    for field in record["fields"]:
        for key in sides.FIELDS[field]:
            if key != "deleted":
                out[key] = that.get(key)
    deleted = bool(that.get("deleted")) if "deleted" in record["fields"] else None
    return out, deleted


def settle(conn: apsw.Connection, memory_id: str, changes: dict, deleted: bool | None, now: float,
           embedding=None) -> tuple[dict, int]:
    """Write the person's choice and take the conflict away; returns (the record, the version
    before) for undo. Inside the caller's transaction."""
    record = sides.of(conn, memory_id)
    if record is None:
        raise ValueError(f"memory {memory_id} has no conflict to settle")
    row = memories.fetch(conn, memory_id)
    if row is None:
        raise KeyError(f"no memory {memory_id!r} in this scope")
    at = max(now, float(row["updated_at"] or 0) + 1e-6)  # a new version even when nothing else changes
    memories.update(conn, memory_id, changes, at, op="resolve", deleted=deleted, exact_time=True,
                    embedding=embedding)
    local.clear_conflict(conn, memory_id)
    sides.forget(conn, memory_id)
    return record, row["version"]


def reopen(conn: apsw.Connection, record: dict, version: int, now: float) -> None:
    """Undo of ``settle``: the memory as it was at ``version`` (a new version) and the conflict back."""
    memory_id = record["memory_id"]
    state = memories.state_at(conn, memory_id, version)
    if state is None:
        raise KeyError(f"version {version} of {memory_id} is no longer stored")
    changes = {k: state[k] for k in memories.EDITABLE + memories.FACT_FIELDS if k in state}
    row = memories.fetch(conn, memory_id)
    # a new version even when "keep this" changed nothing: the other devices must hear of the undo too
    at = max(now, float(row["updated_at"] or 0) + 1e-6) if row is not None else now
    memories.update(conn, memory_id, changes, at, op=REOPEN, deleted=bool(state.get("deleted")), exact_time=True)
    head = local.head(conn, memory_id)
    local.set_head(conn, memory_id, head.hlc if head else 0, head.device if head else "", True)
    if record.get("that") is not None:
        sides.note(conn, memory_id, record["this"], record["that"], record["that_device"],
                   tuple(record["fields"]), record["why"])
