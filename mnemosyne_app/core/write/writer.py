"""The write path of one connection: journal a request, do its work, commit it in one go.

Used by MemoryBrain for synchronous writes and by the queue worker (on its own connection)
for asynchronous ones, so both timings share one implementation of the promises:

- one logical write = one transaction (memory, indexes, facts, version, ledger, event status,
  idempotency key, counters);
- a write whose work is already committed is a counted duplicate with no model call;
- a model call is counted in the same transaction that saves its output on the event, so a
  replay after a crash reuses the output instead of paying for the call again, and
  ``model_calls <= writes`` holds whatever happens.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from pathlib import Path
from typing import Callable

import apsw

from mnemosyne_app.core import errors, validate
from mnemosyne_app.core.model.interfaces import Embedder, Extraction, ExtractionError, Extractor
from mnemosyne_app.core.store import counters, driver, memories, new_rows
from mnemosyne_app.core.types import RetainResult
from mnemosyne_app.core.write import idempotency, journal, owner as owners, redraw, same_fact, supersede
from mnemosyne_app.core.write.request import WriteRequest

log = logging.getLogger("mnemosyne.writer")

OTHER_OWNER_WAIT_S = 30.0

# An op the worker runs besides retain and extract (compaction lives in a higher layer and
# hands its handler in): (writer, journaled payload, event id) -> result.
OpHandler = Callable[["Writer", dict, int], RetainResult]


class Writer:
    def __init__(self, conn: apsw.Connection, path: Path, *, extractor: Extractor | None,
                 embedder: Embedder | None, lock: threading.RLock | None = None,
                 ops: dict[str, OpHandler] | None = None, owner: str | None = None,
                 in_place: Callable[[], None] | None = None) -> None:
        self.conn, self.path = conn, path
        self.owner = owner  # the queue whose events this writer journals and runs (core/write/owner.py)
        self._in_place = in_place  # raises once the scope's file was moved away (ScopeStore.check_in_place)
        self.extractor, self.embedder = extractor, embedder
        self.lock = lock or threading.RLock()
        self.ops = dict(ops or {})

    def txn(self):
        if self._in_place is not None:
            self._in_place()
        return driver.write_transaction(self.conn, self.path)

    # -- journal ---------------------------------------------------------------------------
    def journal(self, req: WriteRequest, status: str = "pending") -> tuple[int | None, list[str] | None, bool]:
        """Durably record an accepted write. Returns (event_id, done_ids, existing):
        ``done_ids`` when the work is already committed (a counted duplicate, no event), and
        ``existing`` when an unfinished event for the same key was found and reused — a retry
        never journals a second event."""
        with self.lock, self.txn() as conn:
            state = idempotency.key_state(conn, req.key)  # one read serves both checks below
            ids = idempotency.completed_work(conn, req.key, req.text, req.fp, state)
            if ids is not None:
                counters.bump(conn, "duplicates")
                return None, ids, False
            open_event = idempotency.open_event(state)
            if open_event is not None:
                return open_event, None, True
            now = time.time()
            event_id = journal.record(conn, "retain", req.key, req.payload(), now, status, self.owner)
            idempotency.mark_seen(conn, req.key, event_id, now)
            counters.bump(conn, "writes")
            return event_id, None, False

    def has_open_event(self, key: str) -> bool:
        with self.lock:
            return idempotency.is_open(self.conn, key)

    # -- work ------------------------------------------------------------------------------
    def retain(self, req: WriteRequest) -> RetainResult:
        """A synchronous write: done and committed when this returns."""
        if self.has_open_event(req.key):
            # An unfinished earlier write with the same key: finish that one, never start a second.
            event_id, ids, existing = self.journal(req, status="running")
            if ids is not None:
                return RetainResult("already_complete", None, ids, [], req.key)
            done = self._wait_for_other_owner(event_id)
            if done is not None:
                return done
            with self.lock, self.txn() as conn:  # ours now: no other process starts it meanwhile
                journal.claim(conn, event_id, time.time(), self.owner)
            return self.perform(req, event_id, resumed=existing)
        return self.perform(req)

    def _wait_for_other_owner(self, event_id: int, timeout: float = OTHER_OWNER_WAIT_S) -> RetainResult | None:
        """An open event another live process owns is that process's to run: wait for it. None when
        it is ours to finish (ours, orphaned, or it failed there)."""
        deadline = time.monotonic() + timeout
        while True:
            with self.lock:
                found = journal.get(self.conn, event_id)
            if found["status"] == "succeeded":
                ids = json.loads(found["result"] or "{}").get("memory_ids", [])
                return RetainResult("already_complete", event_id, ids, [], found["idem_key"])
            if found["status"] == "failed" or found["owner"] in (None, self.owner) or not owners.is_alive(found["owner"]):
                return None
            if time.monotonic() > deadline:
                raise errors.MnemosyneError(f"event {event_id} with the same key is being written by another "
                                            "process; try again when it has finished")
            time.sleep(0.05)

    def perform(self, req: WriteRequest, event_id: int | None = None, resumed: bool = False) -> RetainResult:
        """Do the write now. With ``event_id`` the journaled event is finished in the same
        transaction as the data."""
        # Checking before the transaction only pays when it can save a model call or an
        # embedding; otherwise the check inside the transaction below is the only one.
        if (req.extract and self.extractor is not None) or self.embedder is not None:
            ids = self._done(req, event_id)
            if ids is not None:
                return RetainResult("already_complete", event_id, ids, [], req.key)
        extraction = Extraction()
        if req.extract and self.extractor is not None:
            if event_id is None:  # journal first, so the model call is tied to an accepted write
                event_id, ids, existing = self.journal(req, status="running")
                if ids is not None:
                    return RetainResult("already_complete", None, ids, [], req.key)
                resumed = resumed or existing
            extraction = self.extraction_for(event_id, req.text)
        vector = self.embed(req.text)
        with self.lock, self.txn() as conn:
            ids = idempotency.completed_work(conn, req.key, req.text, req.fp)
            if ids is not None:  # someone finished it while we were extracting
                self._count_duplicate(conn, event_id, ids)
                return RetainResult("already_complete", event_id, ids, [], req.key)
            row = self.insert(conn, req, extraction, vector, time.time(), event_id, resumed)
        outcome = "resumed" if resumed else "inserted"
        return RetainResult(outcome, row["event_id"], [row["memory_id"]], list(extraction.facts), req.key)

    def insert(self, conn, req: WriteRequest, extraction: Extraction, vector, now: float, event_id: int | None,
               resumed: bool = False) -> dict:
        """All rows of one write, inside the caller's transaction."""
        if event_id is None:
            event_id = journal.record_started(conn, "retain", req.key, "{}", now, self.owner)
            counters.bump(conn, "writes")
        memory_id = memories.new_memory_id()
        # What the new facts replace in other memories is edited in this same transaction, by when
        # each was said: its own time if it has one, else when the write was accepted (a queued
        # write may be saved after a later one).
        facts = []
        if extraction.facts:
            said_at = min(memories.occurred_at_of(req.metadata, now), journal.accepted_at(conn, event_id) or now)
            facts = supersede.apply(conn, memory_id, said_at, extraction, now)
        row = new_rows.insert(
            conn, text=req.text, kind=req.kind, tags=req.tags, metadata=req.metadata,
            source=req.source, now=now, event_id=event_id, facts=facts,
            triples=extraction.triples, embedding=vector, pinned=req.pinned,
            weight=req.weight,  # filled by request.build / from_payload (the kind's default)
            expires_at=req.expires_at, memory_id=memory_id,
        )
        idempotency.mark_completed(conn, req.key, event_id, [row["memory_id"]], now)
        result = {"outcome": "resumed" if resumed else "inserted", "memory_ids": [row["memory_id"]],
                  "facts": list(extraction.facts)}
        # The text now lives in the memory; the event keeps a summary, not a second copy.
        summary = {"kind": req.kind, "source": req.source, "chars": len(req.text), "extract": req.extract}
        journal.succeed(conn, event_id, result, now, payload=json.dumps(summary))
        return row

    def _done(self, req: WriteRequest, event_id: int | None) -> list[str] | None:
        with self.lock:
            ids = idempotency.completed_work(self.conn, req.key, req.text, req.fp)
            if ids is not None:
                with self.txn() as conn:
                    self._count_duplicate(conn, event_id, ids)
            return ids

    @staticmethod
    def _count_duplicate(conn, event_id: int | None, ids: list[str]) -> None:
        counters.bump(conn, "duplicates")
        if event_id is not None:
            journal.succeed(conn, event_id, {"outcome": "already_complete", "memory_ids": ids}, time.time())

    def extraction_for(self, event_id: int, text: str, call=None) -> Extraction:
        """The model's output for an event: saved by an earlier attempt, or one call now, saved
        (with the call counted) before the write commits, so a replay never pays twice."""
        with self.lock:
            saved = journal.saved_extraction(self.conn, event_id)
        if saved:
            return Extraction(facts=saved["facts"], triples=[tuple(t) for t in saved["triples"]],
                              attributes=saved.get("attributes", []), negated=saved.get("negated", []),
                              guessed=saved.get("guessed", []), model_used=False)
        try:
            extraction = (call or self.extractor.extract)(text)
        except Exception as exc:  # any model failure: keep the input, mark the event, count the call
            self.fail(event_id, f"extraction failed: {exc if isinstance(exc, ExtractionError) else errors.in_words(exc)}",
                      model_call=True)
            reason = str(exc) if isinstance(exc, ExtractionError) else errors.in_words(exc)
            error = ExtractionError(f"{reason} (the text is kept in failed event {event_id}: retry it)")
            error.event_id = event_id
            raise error from exc
        with self.lock, self.txn() as conn:
            journal.save_extraction(conn, event_id, {"facts": extraction.facts, "triples": extraction.triples,
                                                     "attributes": extraction.attributes,
                                                     "negated": extraction.negated,
                                                     "guessed": extraction.guessed})
            if extraction.model_used:  # rules alone (no candidate, or all placed) cost no call
                counters.bump(conn, "model_calls")
        return extraction

    def checkpoint(self) -> None:
        """A PASSIVE checkpoint: copies what it can of the WAL without waiting for readers."""
        try:
            with driver.friendly_errors(self.path):
                self.conn.wal_checkpoint(mode=apsw.SQLITE_CHECKPOINT_PASSIVE)
        except Exception as exc:  # a checkpoint is housekeeping; the next one will retry
            log.debug("checkpoint skipped: %s", exc)

    def embed(self, text: str) -> list[float] | None:
        return None if self.embedder is None else self.embedder.embed([text])[0]

    # -- events ----------------------------------------------------------------------------
    def perform_event(self, event_id: int) -> tuple[str, RetainResult | None]:
        """The worker's unit of work: claim a journaled event, do it, record how it ended.
        Returns the event's final status ("skipped" if it was already finished elsewhere)."""
        try:
            with self.lock, self.txn() as conn:
                ev = journal.claim(conn, event_id, time.time(), self.owner)
            if ev is None:
                return "skipped", None  # finished elsewhere (another process, or a sync retry)
            payload = json.loads(ev["payload"])
            if ev["op"] == "extract":
                return "succeeded", self.perform_extract(payload, event_id)
            if ev["op"] in self.ops:
                return "succeeded", self.ops[ev["op"]](self, payload, event_id)
            return "succeeded", self.perform(WriteRequest.from_payload(payload), event_id, resumed=ev["attempts"] > 0)
        except ExtractionError:
            return "failed", None  # already marked failed, input kept in the payload
        except Exception as exc:
            log.warning("event %d failed: %s", event_id, exc)
            self.fail(event_id, errors.in_words(exc))
            return "failed", None

    def retry(self, event_id: int) -> RetainResult:
        """Run a failed write again now (its text was kept in the event). A retry is a new
        accepted write of the same event: it counts in ``writes`` as its model call does."""
        event_id = validate.event_id(event_id)
        with self.lock, self.txn() as conn:
            ev = journal.reopen_failed(conn, event_id)
            counters.bump(conn, "writes")
        return self.perform(WriteRequest.from_payload(json.loads(ev["payload"])), event_id, resumed=True)

    def journal_once(self, op: str, key: str, payload: dict) -> int | None:
        """Journal a pending ``op`` event for work named by ``key``, unless that key was ever
        seen: one event per piece of work, however often it is asked for. Counts as a write
        (an accepted request that may cost one model call)."""
        with self.lock, self.txn() as conn:
            if idempotency.seen(conn, key):
                return None
            now = time.time()
            event_id = journal.record(conn, op, key, json.dumps(payload, ensure_ascii=False), now, owner=self.owner)
            idempotency.mark_seen(conn, key, event_id, now)
            counters.bump(conn, "writes")
            return event_id

    def journal_many(self, op: str, work: list[tuple[str, dict]]) -> list[int]:
        """Journal a pending ``op`` event per (key, payload) in one transaction (a fact backfill of
        10,000 memories is one commit, not 10,000); the caller has decided each is due. Each counts
        as a write, as ``journal_once`` does."""
        if not work:
            return []
        with self.lock, self.txn() as conn:
            now, ids = time.time(), []
            for key, payload in work:
                event_id = journal.record(conn, op, key, json.dumps(payload, ensure_ascii=False), now, owner=self.owner)
                idempotency.mark_seen(conn, key, event_id, now)
                ids.append(event_id)
            counters.bump(conn, "writes", len(ids))
        return ids

    def journal_extract(self, memory_id: str, text: str) -> int | None:
        """Queue fact extraction for a memory already stored (an imported message). The key
        ``extract:<memory id>`` makes a repeated import ask nothing twice."""
        return self.journal_once("extract", f"extract:{memory_id}", {"memory_id": memory_id, "text": text})

    def perform_extract(self, payload: dict, event_id: int) -> RetainResult:
        """Draw the facts of an existing memory: they replace the facts earlier draws generated on
        it (a newer model's words do not pile up beside an older one's), never what the person
        typed (core/write/redraw.py); facts of other memories that the new ones end are
        superseded (core/write/supersede.py)."""
        extraction = self.extraction_for(event_id, payload["text"])
        memory_id, key = payload["memory_id"], payload.get("key") or f"extract:{payload['memory_id']}"
        with self.lock, self.txn() as conn:
            now = time.time()
            current = memories.fetch_whole(conn, memory_id)
            if current is None:
                raise KeyError(f"memory {memory_id} is gone (purged before its facts were extracted)")
            # a generated version of its own (memories.GENERATED_OPS): its Updated time kept, the
            # earlier draw kept in the history
            drawn = redraw.replace_drawn(conn, memory_id, current, extraction, now,
                                         same_fact.embedder_similarity(self.embedder))
            made = memories.update(conn, memory_id, drawn, now, op="extract")
            idempotency.mark_completed(conn, key, event_id, [memory_id], now)
            result = {"outcome": "extracted", "memory_ids": [memory_id], "facts": list(extraction.facts)}
            if made["version"] != current["version"]:  # the version it made, and by which model (History says so)
                result.update(version=made["version"], model=payload.get("model") or self.extractor.name)
            journal.succeed(conn, event_id, result, now)
        return RetainResult("inserted", event_id, [memory_id], list(extraction.facts), key)

    def fail(self, event_id: int, error: str, model_call: bool = False) -> None:
        try:
            with self.lock, self.txn() as conn:
                if model_call:
                    counters.bump(conn, "model_calls")
                journal.fail(conn, event_id, error, time.time())
        except errors.MnemosyneError as exc:  # moved away, full, read-only: said in words, no traceback
            log.warning("could not mark event %d failed (%s); it is resumed on the next open", event_id, exc)
        except Exception:  # the store itself is failing: the event stays unfinished
            log.exception("could not mark event %d failed; it will be resumed on next open", event_id)
