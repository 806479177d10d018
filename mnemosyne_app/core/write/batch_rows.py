"""A batch chunk's rows: prepared before the transaction where they can be, written with one
``executemany`` per table (see core/batch.py for the flow).

``prepare`` does what needs no database (ids, index text, the canonical state and its hash).
``build_rows`` numbers the items after the store's highest rid and chains their ledger entries
onto its head; ``draft`` does so before the transaction on the state the previous chunk left,
``confirmed`` checks inside the transaction that the store has not moved and none of the items is
stored already, and ``rows_for`` builds them there when it has. ``execute_rows`` hands the new
memories' rows to the one writer of new memories (core/store/new_rows.store).
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from dataclasses import dataclass
from json.encoder import encode_basestring
from typing import NamedTuple

from mnemosyne_app.core.store import counters, ledger, memories, new_rows, vouched
from mnemosyne_app.core.store.memories import context_for
from mnemosyne_app.core.store import driver
from mnemosyne_app.core.textindex import index_form


@dataclass(slots=True)
class Prepared:
    """One item with everything computed that does not need the database."""
    index: int  # position in the caller's items
    req: dict
    memory_id: str
    tags_json: str
    metadata_json: str
    body: str  # the text as the FTS index sees it
    vector: bytes | None
    change_hash: str  # SHA-256 of the canonical state at version 1, for the ledger
    packed: bytes  # that state, compressed: the copy the ledger vouches for (store/vouched.py)
    now: float  # its created_at and updated_at (in the state the ledger hashes)


def _ids(part: list[tuple[int, "WriteRequest"]], fresh: bool) -> list[str]:
    """A new id per item: random, except an imported message's, which is derived from what it is
    (memories.import_memory_id: the same on every device importing it) unless ``fresh``."""
    ids = memories.new_memory_ids(len(part))
    if fresh:
        return ids
    for n, (_, req) in enumerate(part):
        if req.key.startswith(memories.IMPORT_ID_PREFIX):
            said = req.metadata.get("created_at") if req.metadata else None
            ok = isinstance(said, (int, float)) and math.isfinite(said)  # a time the archive got wrong: no prefix
            ids[n] = memories.import_memory_id(req.key, req.fp, said if ok else None)
    return ids


def prepare(part: list[tuple[int, "WriteRequest"]], vectors: list, now: float | None = None,
            fresh: bool = False) -> list[Prepared]:
    out = []
    now = time.time() if now is None else now
    dumps, sha, enc, blob = memories.dumps, hashlib.sha256, encode_basestring, memories.vec_blob
    frames: dict[tuple, tuple] = {}  # items' shared fields -> their ledger.state_frame
    for (i, req), vector, mid in zip(part, vectors, _ids(part, fresh)):
        tags, metadata, text = req.tags, req.metadata, req.text
        # Items without tags or metadata that agree on these fields share a frame. (Floats are
        # the validated ones: equal values have the same text, -0.0 is made 0.0.)
        shape = None if tags or metadata else (req.kind, req.source, req.pinned, req.weight,
                                                  req.expires_at)
        frame = frames.get(shape) if shape is not None else None
        if frame is None:
            frame = ledger.state_frame({**req._asdict(), "deleted": 0, "superseded_by": None, "version": 1,
                                        "created_at": now, "updated_at": now})
            if shape is not None:
                frames[shape] = frame
        state = frame[0] + enc(req.fp) + frame[1] + enc(mid) + frame[2] + enc(text) + frame[3]
        out.append(Prepared(
            i, req, mid, dumps(tags) if tags else "[]", dumps(metadata) if metadata else "{}",
            index_form(text), None if vector is None else blob(vector), sha(state.encode()).hexdigest(),
            vouched.pack(state), now,
        ))
    return out


class StoreState(NamedTuple):
    """What new rows are numbered and chained after: the highest rid and the ledger head."""
    rid: int
    seq: int
    head: str


def store_state(conn) -> StoreState:
    return StoreState(driver.scalar(conn, "SELECT max(rid) FROM memories") or 0, *ledger.head(conn))


class Rows(NamedTuple):
    """A chunk's rows, ready for one ``executemany`` per table (the event id is added there)."""
    new: new_rows.Rows  # the new memories', written by the one writer (their event id left out)
    keys: list[tuple]
    outcomes: list[tuple]  # (item index, "inserted" | "already_complete", memory ids, key) per item
    duplicates: int
    base: StoreState  # the state the rows were numbered and chained after


def draft(items: list[Prepared], state: StoreState | None) -> Rows | None:
    """The chunk's rows built before its transaction, assuming the store is still at ``state``
    and holds none of the items. None when that cannot be assumed cheaply: no known state, or
    conversation turns (their index context is the turn before, read from the store)."""
    if state is None or any(p.req.metadata.get("conversation_id") for p in items if p.req.metadata):
        return None
    return build_rows(items, state, {}, {}, True, None)


def confirmed(conn, items: list[Prepared], drafted: Rows | None) -> Rows | None:
    """``drafted`` if it still holds inside the transaction: the store has not moved since and
    none of the items is stored already. Otherwise None (the caller builds the rows again)."""
    if drafted is None or store_state(conn) != drafted.base:
        return None
    by_key, by_fp = _already_stored(conn, items)
    return drafted if not by_key and not by_fp else None


def rows_for(conn, items: list[Prepared], dedup_content: bool = True) -> Rows:
    """The chunk's rows on the store as it is: skips what is already stored. Reads the store
    (inside the caller's transaction) but writes nothing."""
    items = _with_free_ids(conn, items)
    by_key, by_fp = _already_stored(conn, items)
    return build_rows(items, store_state(conn), by_key, by_fp if dedup_content else {}, dedup_content,
                      lambda metadata, rid: index_form(context_for(conn, metadata, rid)))


def build_rows(items: list[Prepared], base: StoreState, by_key: dict, by_fp: dict, dedup_content: bool,
               context_of) -> Rows:
    """Number the items after ``base.rid`` and chain their ledger entries onto ``base``'s head,
    skipping those ``by_key``/``by_fp`` (or an earlier item of the chunk) already hold. No
    database: ``context_of(metadata, rid)`` gives a conversation's first turn in the chunk its
    context (only called for turns)."""
    rid = base.rid
    now = items[0].now if items else time.time()
    last_turn: dict[str, str] = {}  # conversation id -> index text of its previous turn in this chunk
    mem_rows, fts_rows, vec_rows, adds, key_rows, outcomes, copies = [], [], [], [], [], [], []
    duplicates = 0
    for p in items:
        req, mid = p.req, p.memory_id
        key, fp = req.key, req.fp
        done = by_key.get(key) or by_fp.get(fp)
        if done:
            duplicates += 1
            outcomes.append((p.index, "already_complete", done, key))
            continue
        rid += 1
        # memories.MEMORY_INSERT's column order (event id aside), as memories.new_row fills it for
        # a new memory (test_retain_batch_rows_match_single_writes holds the two together).
        mem_rows.append((rid, mid, req.text, req.kind, p.tags_json, int(req.pinned), req.weight,
                         req.expires_at, now, now, 0, None, req.source, p.metadata_json, fp, 1))
        conv = req.metadata.get("conversation_id") if req.metadata else None
        if conv:
            context = last_turn[conv] if conv in last_turn else context_of(req.metadata, rid)
            last_turn[conv] = p.body
            fts_rows.append((rid, p.body, context))
        else:
            fts_rows.append((rid, p.body, ""))
        if p.vector is not None:
            vec_rows.append((rid, p.vector))
        adds.append((mid, p.change_hash))
        copies.append((mid, p.packed))
        key_rows.append((key, now, now, f'["{mid}"]'))
        # Later items of the same chunk see this one as done.
        by_key[key] = [mid]
        if dedup_content:
            by_fp[fp] = [mid]
        outcomes.append((p.index, "inserted", [mid], key))
    entries = ledger.chain(base.head, base.seq, round(now, 6), "add", adds)
    return Rows(new_rows.Rows(mem_rows, fts_rows, vec_rows, [], [], entries, copies), key_rows, outcomes,
                duplicates, base)


def _with_free_ids(conn, items: list[Prepared]) -> list[Prepared]:
    """``items`` with a random id for each imported message whose derived id names a memory
    deleted here: importing a message its person deleted adds it again, as before ids were
    derived (a live one is already present: ``_already_stored`` finds it by its id)."""
    ids = json.dumps([p.memory_id for p in items if p.req.key.startswith(memories.IMPORT_ID_PREFIX)])
    if ids == "[]":
        return items
    gone = {r[0] for r in conn.execute("SELECT memory_id FROM memories WHERE deleted = 1 AND memory_id IN "
                                       "(SELECT value FROM json_each(?))", (ids,))}
    if not gone:
        return items
    out = []
    for p in items:
        if p.memory_id in gone:
            again = prepare([(p.index, p.req)], [None], p.now, fresh=True)[0]
            again.vector, again.body = p.vector, p.body
            p = again
        out.append(p)
    return out


def _already_stored(conn, items: list[Prepared]) -> tuple[dict, dict]:
    """Live memory ids for keys and fingerprints of this chunk that are already done. An
    imported message counts as done when a memory of its derived id is here (live or merged):
    another device's import of the same archive, pulled by sync, holds no key of it here."""
    keys = json.dumps([p.req.key for p in items])
    by_key = {}
    derived = json.dumps([p.memory_id for p in items if p.req.key.startswith(memories.IMPORT_ID_PREFIX)])
    if derived != "[]":
        held = {r[0] for r in conn.execute("SELECT memory_id FROM memories WHERE deleted = 0 AND memory_id IN "
                                           "(SELECT value FROM json_each(?))", (derived,))}
        by_key.update((p.req.key, [p.memory_id]) for p in items if p.memory_id in held)
    for key, ids in conn.execute(
        "SELECT idem_key, memory_ids FROM ingest_keys "
        "WHERE completed_at IS NOT NULL AND idem_key IN (SELECT value FROM json_each(?))", (keys,)
    ):
        live = [m for m in json.loads(ids or "[]")
                if driver.scalar(conn, "SELECT 1 FROM memories WHERE memory_id = ? AND deleted = 0", (m,))]
        if live:
            by_key[key] = live
    fps = json.dumps([p.req.fp for p in items])
    by_fp = {fp: [mid] for fp, mid in conn.execute(
        "SELECT fingerprint, min(memory_id) FROM memories "
        "WHERE deleted = 0 AND fingerprint IN (SELECT value FROM json_each(?)) GROUP BY fingerprint", (fps,)
    )}
    return by_key, by_fp


# The event id is known only inside the transaction, after the rows were built: it goes into the
# statement as a literal (an int from last_insert_rowid) rather than into every row's tuple, as
# into the memory rows' (new_rows.store).
_KEY_UPSERT = ("INSERT INTO ingest_keys(idem_key, event_id, seen_at, completed_at, memory_ids) "
               "VALUES (?, {event_id}, ?, ?, ?) ON CONFLICT(idem_key) DO UPDATE SET event_id = excluded.event_id, "
               "completed_at = excluded.completed_at, memory_ids = excluded.memory_ids")


def execute_rows(conn, rows: Rows, event_id: int) -> None:
    event_id = int(event_id)
    new_rows.store(conn, rows.new, event_id)
    conn.executemany(_KEY_UPSERT.format(event_id=event_id), rows.keys)
    if rows.new.memories:
        counters.bump(conn, "writes", len(rows.new.memories))
    if rows.duplicates:
        counters.bump(conn, "duplicates", rows.duplicates)
