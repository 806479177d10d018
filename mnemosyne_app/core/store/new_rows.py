"""The one writer of a new memory: its row, its word-index row (with the turn before it as
context) and vector, its facts and triples, its ledger entry and the vouched copy of that state,
all inside the caller's transaction.

Whoever makes a memory (the writer's single write, a compaction summary, another device's
operation applied one by one or a run of them pulled in bulk) goes through ``write``, so a new
memory is stored the same way on every path: the same FTS context, the same ledger form, and a
vouched copy for each (restore after tampering works for a pulled memory too). One
``executemany`` per table, however many memories there are, is what keeps a large pull fast.
The two paths that build their rows themselves hand them to ``store``, the part of ``write``
that writes the tables: ``retain_batch`` (built before its transaction, core/write/batch_rows.py)
and the restore of a full-fidelity export (its ledger verbatim, core/archive/fidelity.py).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import NamedTuple, Sequence

import apsw

from mnemosyne_app.core.store import fact_index, ledger, memories, touched, vouched
from mnemosyne_app.core.store.driver import scalar
from mnemosyne_app.core.textindex import index_form


@dataclass(slots=True)
class NewMemory:
    row: dict                    # memories.new_row(...), times, state and version as they are to be stored
    facts: list                  # in the ledger's form (memories.fact_value)
    triples: list                # (subject, predicate, object)
    op: str = "add"              # the ledger entry's operation
    embedding: Sequence[float] | None = None
    given_state: str | None = None  # the state as received with its hash (a pulled operation): if the
    given_hash: str | None = None   # row says exactly that, the hash is not computed again
    values: tuple[list, dict] | None = None  # the row's tags and metadata as values, when the caller has
    # them (a bulk pull): neither is decoded again for the context and the ledger state


class Rows(NamedTuple):
    """A run of new memories' rows, one list per table, each as its statement takes it."""
    memories: list[tuple]  # memories.insert_values: the rid first, the event id last (unless ``store`` is given it)
    fts: list[tuple]       # (rid, body, context) in index form
    vectors: list[tuple]   # (rid, vector blob)
    facts: list[tuple]     # memories.FACT_INSERT's
    triples: list[tuple]   # memories.TRIPLE_INSERT's
    ledger: list[tuple]    # ledger.write_entries', consecutive after the head
    vouched: list[tuple]   # (memory id, packed state)


FTS_INSERT = "INSERT INTO memories_fts(rowid, body, context) VALUES (?, ?, ?)"
VEC_INSERT = "INSERT INTO memories_vec(rowid, embedding) VALUES (?, ?)"
# The event id of a batch is known only inside its transaction, after its rows were built: it goes
# into the statement as a literal (an int from last_insert_rowid) rather than into every row's tuple.
_MEMORY_INSERT_FOR_EVENT = memories.MEMORY_INSERT.rsplit("?", 1)[0] + "{event_id})"
# Where a memory row (the rid first) says whether it is shown.
_DELETED = 1 + memories.MEMORY_FIELDS.index("deleted")
_SUPERSEDED_BY = 1 + memories.MEMORY_FIELDS.index("superseded_by")


def store(conn: apsw.Connection, rows: Rows, event_id: int | None = None) -> None:
    """Write ``rows`` inside the caller's transaction, one ``executemany`` per table, and note
    the new memories for the running operation. With ``event_id`` the memory rows leave their
    event id out and all take that one."""
    if event_id is None:
        conn.executemany(memories.MEMORY_INSERT, rows.memories)
    else:
        conn.executemany(_MEMORY_INSERT_FOR_EVENT.format(event_id=int(event_id)), rows.memories)
    conn.executemany(FTS_INSERT, rows.fts)
    if rows.vectors:
        conn.executemany(VEC_INSERT, rows.vectors)
    if rows.facts:
        before = fact_index.mark(conn)
        conn.executemany(memories.FACT_INSERT, rows.facts)
        fact_index.index_since(conn, before)  # each fact a keyword way to its memory
    if rows.triples:
        conn.executemany(memories.TRIPLE_INSERT, rows.triples)
    ledger.write_entries(conn, rows.ledger)
    vouched.keep_many(conn, rows.vouched)
    # What the running operation changed (core/store/touched.py): read only when one is open.
    touched.memories_added((r[1], not r[_DELETED] and r[_SUPERSEDED_BY] is None) for r in rows.memories)
    for memory_id in dict.fromkeys(f[0] for f in rows.facts):
        touched.facts(memory_id)


def write(conn: apsw.Connection, new: list[NewMemory]) -> list[int]:
    """Write ``new`` in order (rids and ledger entries consecutive, as one by one); returns the
    ledger seq of each. Rows get their rid here."""
    if not new:
        return []
    rid = scalar(conn, "SELECT max(rid) FROM memories") or 0
    seq, prev = ledger.head(conn)
    ts = round(time.time(), 6)
    rows = Rows([], [], [], [], [], [], [])
    kept, seqs = [], []
    contexts = turn_contexts(conn, [(m.values[1] if m.values is not None else m.row["metadata"], m.row["text"])
                                    for m in new])
    for m, context in zip(new, contexts):
        row = m.row
        rid += 1
        seq += 1
        row["rid"] = rid
        rows.memories.append(memories.insert_values(row))
        if m.values is not None:
            row["tags"], row["metadata"] = m.values
        if not row["deleted"] and row["superseded_by"] is None:
            rows.fts.append((rid, index_form(row["text"]), index_form(context)))
            if m.embedding is not None:
                rows.vectors.append((rid, memories.vec_blob(m.embedding)))
        for value in m.facts:
            text, attribute, superseded_by = memories.fact_parts(value)
            rows.facts.append((row["memory_id"], text, row["created_at"], attribute, superseded_by))
        rows.triples.extend((row["memory_id"], s, p, o) for s, p, o in m.triples)
        row["facts"], row["triples"] = list(m.facts), [list(t) for t in m.triples]
        state = ledger.state_json(row)
        change_hash = m.given_hash if m.given_hash and state == m.given_state else ledger.sha256(state)
        entry = ledger.entry_hash(prev, seq, ts, m.op, row["memory_id"], change_hash)
        rows.ledger.append((seq, ts, m.op, row["memory_id"], change_hash, prev, entry))
        kept.append((row["memory_id"], vouched.pack(state)))
        prev = entry
        seqs.append(seq)
    rows.vouched.extend(sorted(kept))  # in key order: each copy lands beside the last, not anywhere
    store(conn, rows)
    return seqs


def insert(conn: apsw.Connection, *, text: str, kind: str, tags: list[str], metadata: dict, source: str | None,
           now: float, event_id: int | None = None, facts: Sequence = (), triples: Sequence[tuple[str, str, str]] = (),
           embedding: Sequence[float] | None = None, memory_id: str | None = None, pinned: bool = False,
           weight: float = 1.0, expires_at: float | None = None, op: str = "add") -> dict:
    """One new memory made here now; returns its row (with its rid, facts and triples)."""
    row = memories.new_row(text=text, kind=kind, tags=tags, metadata=metadata, source=source, now=now,
                           event_id=event_id, memory_id=memory_id, pinned=pinned, weight=weight, expires_at=expires_at)
    facts = [memories.fact_value(*memories.fact_parts(f)) for f in facts]
    write(conn, [NewMemory(row, facts, list(triples), op, embedding)])
    return row


def turn_contexts(conn: apsw.Connection, turns: list[tuple]) -> list[str]:
    """For each of a run of new memories, (metadata, text) in order: the text of the turn before
    it in its conversation, stored before the run or earlier in it, whatever its state ("" for
    what is not a turn): its word index's context (``memories.context_for`` for each, in one read)."""
    convs = [_conversation(metadata) for metadata, _ in turns]
    last_turn = _latest_turns(conn, set(convs) - {None})
    out = []
    for conv, (_, text) in zip(convs, turns):
        out.append(last_turn.get(conv) or "")
        if conv is not None:
            last_turn[conv] = text  # the turn before the next one
    return out


def _conversation(metadata) -> str | int | float | None:
    """The conversation a memory is a turn of (``memories.context_for``'s key), if any."""
    if isinstance(metadata, str):
        metadata = json.loads(metadata) if metadata not in ("", "{}") else {}
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
