"""Memories a pulled batch brings that this device has never held, written in bulk.

Most of a large pull is such memories (a new device's first sync, another device's import): no
row and no sync head here, so nothing to resolve; each becomes what ``apply._insert`` makes of
it, through the same writer (core/store/new_rows.py), but a run of them at once: one
``executemany`` per table (rows, word index, facts, triples, ledger entries, vouched copies,
provenance links, heads) instead of a dozen statements each. The run is written before any other
operation of the batch is applied (``flush``), so ledger order, rids and conversation contexts
come out as they would one by one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import apsw

from mnemosyne_app.core.store import memories, new_rows
from mnemosyne_app.core.replica import state as local
from mnemosyne_app.core.types import RemoteOp


def unknown_here(conn: apsw.Connection, memory_ids: set[str]) -> set[str]:
    """Which of these memories have neither a row nor a sync head here (not even a purged one's)."""
    wanted = json.dumps(sorted(memory_ids))
    known = {r[0] for r in conn.execute(
        "SELECT memory_id FROM memories WHERE memory_id IN (SELECT value FROM json_each(?)) UNION "
        "SELECT memory_id FROM sync_heads WHERE memory_id IN (SELECT value FROM json_each(?))", (wanted, wanted))}
    return memory_ids - known


@dataclass
class Run:
    """Consecutive operations that each insert a memory unknown here, waiting to be written."""
    conn: apsw.Connection
    waiting: list[tuple[RemoteOp, dict]] = field(default_factory=list)

    def add(self, op: RemoteOp, state: dict) -> None:
        self.waiting.append((op, state))

    def flush(self, links: list) -> None:
        """Write the waiting memories (as ``apply._insert`` would, in order, through the one writer
        of new memories); their provenance links go into ``links`` for the batch's ``sync`` entry."""
        if not self.waiting:
            return
        conn, run = self.conn, self.waiting
        self.waiting = []
        made = []
        for op, state in run:
            row, tags, metadata = as_row(op.memory_id, state)
            made.append(new_rows.NewMemory(row, list(state.get("facts") or []),
                                           [tuple(t) for t in state.get("triples") or []], op.op,
                                           given_state=op.state, given_hash=op.change_hash, values=(tags, metadata)))
        seqs = new_rows.write(conn, made)
        entry_links, heads = [], []
        for (op, _), seq in zip(run, seqs):
            entry_links.append((seq, "remote", op.origin_device, op.origin_seq, op.entry_hash, op.hlc, op.parent_hlc,
                                 op.merged_hlc))
            links.append([seq, op.origin_device, op.origin_seq, op.entry_hash])
            heads.append((op.memory_id, local.Head(op.hlc, op.origin_device, False)))
        local.record_many(conn, entry_links)
        local.set_heads(conn, heads)


def as_row(memory_id: str, state: dict) -> tuple[dict, list, dict]:
    """The memory row a pulled state makes (apply._insert, one; flush, a run), with its tags and
    metadata as values."""
    created = state.get("created_at") or state.get("updated_at") or 0.0
    tags, metadata = state.get("tags") or [], state.get("metadata") or {}
    row = memories.new_row(text=state["text"], kind=state["kind"], tags=tags, metadata=metadata,
                           source=state.get("source"), now=created, memory_id=memory_id,
                           pinned=bool(state.get("pinned")), weight=float(state.get("weight", 1.0)),
                           expires_at=state.get("expires_at"))
    row.update(updated_at=state.get("updated_at") or created, deleted=int(bool(state.get("deleted"))),
               superseded_by=state.get("superseded_by"), version=int(state.get("version") or 1))
    return row, tags, metadata
