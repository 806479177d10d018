"""Memories a pulled batch brings that this device has never held, written in bulk.

Most of a large pull is such memories (a new device's first sync, another device's import): no
row and no sync head here, so nothing to resolve; each becomes what ``apply._insert`` makes of
it, but a run of them is written with one ``executemany`` per table (rows, word index, facts,
triples, ledger entries, provenance links, heads) instead of a dozen statements each. The run
is written before any other operation of the batch is applied (``flush``), so ledger order,
rids and conversation contexts come out as they would one by one.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field

import apsw

from mnemosyne_app.core.store import fact_index, ledger, memories, touched
from mnemosyne_app.core.store.driver import scalar
from mnemosyne_app.core.textindex import index_form
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
        """Write the waiting memories (as ``apply._insert`` would, in order); their provenance
        links go into ``links`` for the batch's ``sync`` entry."""
        if not self.waiting:
            return
        conn, run = self.conn, self.waiting
        self.waiting = []
        rid = scalar(conn, "SELECT max(rid) FROM memories") or 0
        seq, prev = ledger.head(conn)
        ts = round(time.time(), 6)
        mem_rows, fts_rows, fact_rows, triple_rows, entries, entry_links, heads = [], [], [], [], [], [], []
        made = [(op, state, *_row(op.memory_id, state)) for op, state in run]
        # conversation id -> the text of its latest turn: stored before this run, then written in it
        last_turn = _latest_turns(conn, {_conversation(metadata) for *_, metadata in made} - {None})
        for op, state, row, tags, metadata in made:
            rid += 1
            seq += 1
            row["rid"] = rid
            mem_rows.append(memories.insert_values(row))
            conv = _conversation(metadata)
            if not row["deleted"] and row["superseded_by"] is None:
                fts_rows.append((rid, index_form(row["text"]), index_form(last_turn.get(conv) or "")))
            if conv is not None:
                last_turn[conv] = row["text"]  # the turn before the next one, whatever its state
            facts = list(state.get("facts") or [])
            triples = [tuple(t) for t in state.get("triples") or []]
            for value in facts:
                text, attribute, superseded_by = memories.fact_parts(value)
                fact_rows.append((op.memory_id, text, row["created_at"], attribute, superseded_by))
            triple_rows.extend((op.memory_id, s, p, o) for s, p, o in triples)
            row.update(facts=facts, triples=[list(t) for t in triples], tags=tags, metadata=metadata)
            text = ledger.state_json(row)
            change_hash = op.change_hash if text == op.state else ledger.sha256(text)
            entry = ledger.entry_hash(prev, seq, ts, op.op, op.memory_id, change_hash)
            entries.append((seq, ts, op.op, op.memory_id, change_hash, prev, entry))
            prev = entry
            entry_links.append((seq, "remote", op.origin_device, op.origin_seq, op.entry_hash, op.hlc, op.parent_hlc))
            links.append([seq, op.origin_device, op.origin_seq, op.entry_hash])
            heads.append((op.memory_id, local.Head(op.hlc, op.origin_device, False)))
        conn.executemany(memories.MEMORY_INSERT, mem_rows)
        for _op, _state, row, *_ in made:
            touched.memory(row["memory_id"], None, touched.is_shown(row))
            touched.facts(row["memory_id"])
        conn.executemany("INSERT INTO memories_fts(rowid, body, context) VALUES (?, ?, ?)", fts_rows)
        before = fact_index.mark(conn)
        conn.executemany(memories.FACT_INSERT, fact_rows)
        fact_index.index_since(conn, before)
        conn.executemany(memories.TRIPLE_INSERT, triple_rows)
        ledger.write_entries(conn, entries)
        local.record_many(conn, entry_links)
        local.set_heads(conn, heads)


def _conversation(metadata) -> str | int | float | None:
    """The conversation a memory is a turn of (``memories.context_for``'s key), if any."""
    conv = metadata.get("conversation_id") if isinstance(metadata, dict) else None
    return conv if conv and isinstance(conv, (str, int, float)) else None


def _latest_turns(conn: apsw.Connection, conversations: set) -> dict:
    """The text of each conversation's latest turn stored here (``memories.context_for`` for a
    turn after every stored one), in one read through the same index."""
    if not conversations:
        return {}
    return {conv: text for conv, text in conn.execute(
        "SELECT c.value, (SELECT m.text FROM memories m WHERE json_extract(m.metadata, '$.conversation_id') = c.value "
        "ORDER BY m.rid DESC LIMIT 1) FROM json_each(?) c", (json.dumps(list(conversations)),)) if text is not None}


def _row(memory_id: str, state: dict) -> tuple[dict, list, dict]:
    """The memory row ``apply._insert`` makes of a state, with its tags and metadata as values."""
    created = state.get("created_at") or state.get("updated_at") or 0.0
    tags, metadata = state.get("tags") or [], state.get("metadata") or {}
    row = memories.new_row(text=state["text"], kind=state["kind"], tags=tags, metadata=metadata,
                           source=state.get("source"), now=created, memory_id=memory_id,
                           pinned=bool(state.get("pinned")), weight=float(state.get("weight", 1.0)),
                           expires_at=state.get("expires_at"))
    row.update(updated_at=state.get("updated_at") or created, deleted=int(bool(state.get("deleted"))),
               superseded_by=state.get("superseded_by"), version=int(state.get("version") or 1))
    return row, tags, metadata
