"""retain_batch's commit: many items in one transaction, each atomic on its own.

A chunk of items is one journaled request: one ``retain_batch`` event, committed in the same
transaction as the items' rows and finished with what became of each (inserted, already stored,
failed and why). Every item still gets everything a single write records: its memory, index
rows, ledger entry and idempotency key (pointing at the chunk's event).

Fast path, in three steps per chunk:

1. ``prepare``: what needs no database (ids, index text, the canonical state and its hash).
2. ``build_rows``: the chunk's rows, numbered after the store's highest rid and chained onto its
   ledger head. Done before the transaction too, on the state the previous chunk left (a
   "draft"); inside the transaction that state is read again, and if it moved (another writer
   came in between) or an item turns out to be stored already, the rows are built again there.
3. one ``executemany`` per table in a SAVEPOINT, then COMMIT, which runs behind the next
   chunk's steps 1 and 2 (``Committer``).

If anything in step 3 fails, the savepoint is rolled back and the chunk is redone item by item,
each in its own SAVEPOINT, so one bad item leaves the others committed and is reported with its
reason. Items that need the model go one by one through the normal path, since each model call
is tied to its own journaled event.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
from dataclasses import dataclass
from json.encoder import encode_basestring
from typing import Iterable, Iterator, NamedTuple

from mnemosyne_app.core import ingest, ledger, memories
from mnemosyne_app.core.memories import context_for
from mnemosyne_app.core.model.interfaces import ExtractionError
from mnemosyne_app.core.store import driver
from mnemosyne_app.core.textindex import index_form
from mnemosyne_app.core.types import RetainResult
from mnemosyne_app.core.writer import Writer

log = logging.getLogger("mnemosyne.batch")

# Items per transaction. Bigger chunks amortise the commit (and the pages every chunk dirties
# in the indexes); 2,000 short notes are a few MB of WAL.
CHUNK = 2000

EVENT_INSERT = ("INSERT INTO events(op, status, payload, created_at, started_at, finished_at, attempts, result) "
                "VALUES (?, 'succeeded', ?, ?, ?, ?, 1, '{}')")


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


def prepare(part: list[tuple[int, dict]], vectors: list) -> list[Prepared]:
    out = []
    dumps, sha, enc, blob = memories.dumps, hashlib.sha256, encode_basestring, memories.vec_blob
    frames: dict[tuple, tuple] = {}  # items' shared fields -> their ledger.state_frame
    for (i, req), vector, mid in zip(part, vectors, memories.new_memory_ids(len(part))):
        tags, metadata, text = req["tags"], req["metadata"], req["text"]
        # Items without tags or metadata that agree on these fields share a frame. (Floats are
        # the validated ones: equal values have the same text, -0.0 is made 0.0.)
        shape = None if tags or metadata else (req["kind"], req["source"], req["pinned"], req["weight"],
                                                  req["expires_at"])
        frame = frames.get(shape) if shape is not None else None
        if frame is None:
            frame = ledger.state_frame({**req, "deleted": 0, "superseded_by": None, "version": 1})
            if shape is not None:
                frames[shape] = frame
        state = frame[0] + enc(req["fp"]) + frame[1] + enc(mid) + frame[2] + enc(text) + frame[3]
        out.append(Prepared(
            i, req, mid, dumps(tags) if tags else "[]", dumps(metadata) if metadata else "{}",
            index_form(text), None if vector is None else blob(vector), sha(state.encode()).hexdigest(),
        ))
    return out


class Committer:
    """Begins and commits the chunks of one batch; with ``behind=True`` each COMMIT runs on a
    helper thread while the caller prepares the next chunk.

    Preparing a chunk (checks, hashes, index text) is Python that needs no database; a commit is
    SQLite writing the chunk's pages to the WAL (and, at FULL, waiting for fsync): C code that
    runs without the GIL. On a second core the two overlap. The caller's thread holds the writer
    lock from BEGIN until that commit is done, so no other write of this brain slips in between,
    and ``settle()`` (which every later step and the end of the batch go through) waits for the
    commit and raises its error. Not for Python VFSes: their callbacks would fight for the GIL."""

    def __init__(self, writer: Writer, behind: bool) -> None:
        self.writer, self.behind = writer, behind
        self._thread: threading.Thread | None = None
        self._error: BaseException | None = None
        self._holding = False

    def __enter__(self) -> "Committer":
        return self

    def __exit__(self, *exc) -> None:
        self.settle()

    def begin(self):
        self.settle()
        # Between two chunks the lock is free for a moment: long enough for a thread waiting on it
        # (a search, an agent's read) to wake and take it, rather than after the whole batch.
        time.sleep(0.0001)
        self.writer.lock.acquire()
        self._holding = True
        try:
            with driver.friendly_errors(self.writer.path):
                self.writer.conn.execute("BEGIN IMMEDIATE")
        except BaseException:
            self._release()
            raise
        return self.writer.conn

    def rollback(self) -> None:
        try:
            if not self.writer.conn.getautocommit():
                self.writer.conn.execute("ROLLBACK")
        finally:
            self._release()

    def commit(self) -> None:
        if self.behind:
            self._thread = threading.Thread(target=self._commit, name="mnemosyne-batch-commit", daemon=True)
            self._thread.start()
        else:
            self._commit()
            self.settle()

    def _commit(self) -> None:
        try:
            self.writer.conn.execute("COMMIT")
        except BaseException as exc:  # raised by settle() on the caller's thread
            self._error = exc

    def settle(self) -> None:
        """Wait for the last commit; raise its error (after rolling back what it left open)."""
        if self._thread is not None:
            self._thread.join()
            self._thread = None
        if not self._holding:
            return
        error, self._error = self._error, None
        if error is None:
            self._release()
            return
        try:
            with driver.friendly_errors(self.writer.path):
                raise error
        finally:
            self.rollback()

    def _release(self) -> None:
        if self._holding:
            self._holding = False
            self.writer.lock.release()


def commit_all(writer: Writer, requests: Iterable[tuple[int, dict]], results: list, failed: list,
               chunk: int = CHUNK, commit_behind: bool = True) -> None:
    """Commit ``requests`` (index, request) ``chunk`` at a time. ``results`` must have a slot for
    each index by the time its request is yielded (the requests may be built lazily, so building
    the next chunk's overlaps the last commit)."""
    with writer.lock:
        state: StoreState | None = store_state(writer.conn)
    with Committer(writer, commit_behind) as committer:
        for part in _chunks(requests, chunk):
            state = commit_chunk(writer, part, results, failed, committer, state)


def _chunks(requests: Iterable[tuple[int, dict]], size: int) -> Iterator[list[tuple[int, dict]]]:
    part: list[tuple[int, dict]] = []
    for request in requests:
        part.append(request)
        if len(part) == size:
            yield part
            part = []
    if part:
        yield part


def commit_chunk(writer: Writer, part: list[tuple[int, dict]], results: list, failed: list,
                 committer: Committer, state: "StoreState | None") -> "StoreState | None":
    """Commit one chunk; returns the store state it leaves (for the next chunk's draft)."""
    needs_model = [(i, req) for i, req in part if req["extract"]] if writer.extractor is not None else []
    if needs_model:
        committer.settle()  # each of these commits on its own, through the normal path
        state = None
    for i, req in needs_model:
        try:
            results[i] = writer.perform(req)
        except ExtractionError as exc:
            failed.append((i, f"extraction failed: {exc}"))
        except Exception as exc:
            failed.append((i, str(exc)))
    plain = [(i, req) for i, req in part if not req["extract"]] if needs_model else part
    if not plain:
        return state
    items = prepare(plain, _embed_all(writer, [req["text"] for _, req in plain]))
    return write_prepared(committer, items, draft(items, state), results, failed)


def write_prepared(committer: Committer, items: list[Prepared], drafted: "Rows | None", results: list,
                   failed: list) -> "StoreState":
    """Commit prepared items as one ``retain_batch`` event; failures are appended to ``failed``.
    ``drafted`` rows are used if the store is still as they assumed. Returns the state after."""
    payload = json.dumps({"items": len(items), "extract": False})
    conn = committer.begin()
    try:
        now = time.time()
        conn.execute(EVENT_INSERT, ("retain_batch", payload, now, now, now))
        event_id = conn.last_insert_rowid()
        mine: list[tuple[int, str]] = []
        try:
            with driver.savepoint(conn, "chunk"):
                rows = confirmed(conn, items, drafted) or rows_for(conn, items)
                execute_rows(conn, rows, event_id)
            outcomes = rows.outcomes
        except Exception as exc:  # find the culprit the slow way
            log.info("batch fast path failed (%s); committing item by item", exc)
            outcomes = []
            for item in items:
                try:
                    with driver.savepoint(conn):
                        rows = rows_for(conn, [item])
                        execute_rows(conn, rows, event_id)
                    outcomes += rows.outcomes
                except Exception as exc:  # one item's failure must not undo the others
                    log.warning("batch item %d failed: %s", item.index, exc)
                    mine.append((item.index, str(exc)))
        _finish_event(conn, event_id, outcomes, mine)
        after = store_state(conn)
    except BaseException:
        committer.rollback()
        raise
    committer.commit()
    fill_results(results, outcomes, event_id)  # while the commit runs
    failed.extend(mine)
    return after


def fill_results(results: list, outcomes: list[tuple], event_id: int) -> None:
    for index, outcome, ids, key in outcomes:
        results[index] = RetainResult(outcome, event_id, ids, [], key)


def _finish_event(conn, event_id: int, outcomes: list[tuple], failures: list[tuple[int, str]]) -> None:
    counts = {"inserted": 0, "already_complete": 0}
    for _, outcome, _, _ in outcomes:
        counts[outcome] += 1
    result = {"outcome": "batch", **counts, "failed": [{"item": i, "error": why[:500]} for i, why in failures]}
    conn.execute("UPDATE events SET result = ? WHERE event_id = ?", (json.dumps(result, ensure_ascii=False), event_id))


def _embed_all(writer: Writer, texts: list[str]) -> list:
    if writer.embedder is None:
        return [None] * len(texts)
    return list(writer.embedder.embed(texts))


def _already_stored(conn, items: list[Prepared]) -> tuple[dict, dict]:
    """Live memory ids for keys and fingerprints of this chunk that are already done."""
    keys = json.dumps([p.req["key"] for p in items])
    by_key = {}
    for key, ids in conn.execute(
        "SELECT idem_key, memory_ids FROM ingest_keys "
        "WHERE completed_at IS NOT NULL AND idem_key IN (SELECT value FROM json_each(?))", (keys,)
    ):
        live = [m for m in json.loads(ids or "[]")
                if driver.scalar(conn, "SELECT 1 FROM memories WHERE memory_id = ? AND deleted = 0", (m,))]
        if live:
            by_key[key] = live
    fps = json.dumps([p.req["fp"] for p in items])
    by_fp = {fp: [mid] for fp, mid in conn.execute(
        "SELECT fingerprint, min(memory_id) FROM memories "
        "WHERE deleted = 0 AND fingerprint IN (SELECT value FROM json_each(?)) GROUP BY fingerprint", (fps,)
    )}
    return by_key, by_fp


def write_conversation(writer: Writer, reqs: list[dict]) -> list[RetainResult]:
    """All messages of one imported conversation in one transaction: all or nothing, journaled
    as one ``import`` event. Only the keys decide what is already present: the same words in two
    conversations are two turns."""
    if not reqs:
        return []
    results: list = [None] * len(reqs)
    items = prepare(list(enumerate(reqs)), [None] * len(reqs))
    payload = json.dumps({"messages": len(reqs), "source": reqs[0]["source"],
                          "conversation_id": reqs[0]["metadata"].get("conversation_id")}, ensure_ascii=False)
    with writer.lock, writer.txn() as conn:
        now = time.time()
        conn.execute(EVENT_INSERT, ("import", payload, now, now, now))
        event_id = conn.last_insert_rowid()
        rows = rows_for(conn, items, dedup_content=False)
        execute_rows(conn, rows, event_id)
        _finish_event(conn, event_id, rows.outcomes, [])
    fill_results(results, rows.outcomes, event_id)
    return results


class StoreState(NamedTuple):
    """What new rows are numbered and chained after: the highest rid and the ledger head."""
    rid: int
    seq: int
    head: str


def store_state(conn) -> StoreState:
    return StoreState(driver.scalar(conn, "SELECT max(rid) FROM memories") or 0, *ledger.head(conn))


class Rows(NamedTuple):
    """A chunk's rows, ready for one ``executemany`` per table (the event id is added there)."""
    memories: list[tuple]
    fts: list[tuple]
    vectors: list[tuple]
    ledger: list[tuple]
    keys: list[tuple]
    outcomes: list[tuple]  # (item index, "inserted" | "already_complete", memory ids, key) per item
    duplicates: int
    base: StoreState  # the state the rows were numbered and chained after


def draft(items: list[Prepared], state: StoreState | None) -> Rows | None:
    """The chunk's rows built before its transaction, assuming the store is still at ``state``
    and holds none of the items. None when that cannot be assumed cheaply: no known state, or
    conversation turns (their index context is the turn before, read from the store)."""
    if state is None or any(p.req["metadata"].get("conversation_id") for p in items if p.req["metadata"]):
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
    now = time.time()
    last_turn: dict[str, str] = {}  # conversation id -> index text of its previous turn in this chunk
    mem_rows, fts_rows, vec_rows, adds, key_rows, outcomes = [], [], [], [], [], []
    duplicates = 0
    for p in items:
        req, mid = p.req, p.memory_id
        key, fp = req["key"], req["fp"]
        done = by_key.get(key) or by_fp.get(fp)
        if done:
            duplicates += 1
            outcomes.append((p.index, "already_complete", done, key))
            continue
        rid += 1
        # memories.MEMORY_INSERT's column order (event id aside), as memories.new_row fills it for
        # a new memory (test_retain_batch_rows_match_single_writes holds the two together).
        mem_rows.append((rid, mid, req["text"], req["kind"], p.tags_json, int(req["pinned"]), req["weight"],
                         req["expires_at"], now, now, 0, None, req["source"], p.metadata_json, fp, 1))
        conv = req["metadata"].get("conversation_id") if req["metadata"] else None
        if conv:
            context = last_turn[conv] if conv in last_turn else context_of(req["metadata"], rid)
            last_turn[conv] = p.body
            fts_rows.append((rid, p.body, context))
        else:
            fts_rows.append((rid, p.body, ""))
        if p.vector is not None:
            vec_rows.append((rid, p.vector))
        adds.append((mid, p.change_hash))
        key_rows.append((key, now, now, f'["{mid}"]'))
        # Later items of the same chunk see this one as done.
        by_key[key] = [mid]
        if dedup_content:
            by_fp[fp] = [mid]
        outcomes.append((p.index, "inserted", [mid], key))
    entries = ledger.chain(base.head, base.seq, round(now, 6), "add", adds)
    return Rows(mem_rows, fts_rows, vec_rows, entries, key_rows, outcomes, duplicates, base)


# The event id is known only inside the transaction, after the rows were built: it goes into the
# statement as a literal (an int from last_insert_rowid) rather than into every row's tuple.
_MEMORY_INSERT = memories.MEMORY_INSERT.rsplit("?", 1)[0] + "{event_id})"
_KEY_UPSERT = ("INSERT INTO ingest_keys(idem_key, event_id, seen_at, completed_at, memory_ids) "
               "VALUES (?, {event_id}, ?, ?, ?) ON CONFLICT(idem_key) DO UPDATE SET event_id = excluded.event_id, "
               "completed_at = excluded.completed_at, memory_ids = excluded.memory_ids")


def execute_rows(conn, rows: Rows, event_id: int) -> None:
    event_id = int(event_id)
    conn.executemany(_MEMORY_INSERT.format(event_id=event_id), rows.memories)
    conn.executemany("INSERT INTO memories_fts(rowid, body, context) VALUES (?, ?, ?)", rows.fts)
    if rows.vectors:
        conn.executemany("INSERT INTO memories_vec(rowid, embedding) VALUES (?, ?)", rows.vectors)
    ledger.write_entries(conn, rows.ledger)
    conn.executemany(_KEY_UPSERT.format(event_id=event_id), rows.keys)
    if rows.memories:
        ingest.bump(conn, "writes", len(rows.memories))
    if rows.duplicates:
        ingest.bump(conn, "duplicates", rows.duplicates)
