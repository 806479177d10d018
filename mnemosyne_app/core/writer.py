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

import apsw

from mnemosyne_app.core import compaction, ingest, lifecycle, memories
from mnemosyne_app.core.model.interfaces import Embedder, Extraction, ExtractionError, Extractor
from mnemosyne_app.core.store import driver
from mnemosyne_app.core.types import RetainResult

log = logging.getLogger("mnemosyne.writer")

REQUEST_FIELDS = ("text", "kind", "metadata", "source", "tags", "key", "extract", "weight", "expires_at", "pinned")


class Writer:
    def __init__(self, conn: apsw.Connection, path: Path, *, extractor: Extractor | None,
                 embedder: Embedder | None, lock: threading.RLock | None = None) -> None:
        self.conn, self.path = conn, path
        self.extractor, self.embedder = extractor, embedder
        self.lock = lock or threading.RLock()

    def txn(self):
        return driver.write_transaction(self.conn, self.path)

    # -- journal ---------------------------------------------------------------------------
    def journal(self, req: dict, status: str = "pending") -> tuple[int | None, list[str] | None, bool]:
        """Durably record an accepted write. Returns (event_id, done_ids, existing):
        ``done_ids`` when the work is already committed (a counted duplicate, no event), and
        ``existing`` when an unfinished event for the same key was found and reused — a retry
        never journals a second event."""
        with self.lock, self.txn() as conn:
            state = ingest.key_state(conn, req["key"])  # one read serves both checks below
            ids = ingest.completed_work(conn, req["key"], req["text"], req.get("fp"), state)
            if ids is not None:
                ingest.bump(conn, "duplicates")
                return None, ids, False
            open_event = ingest.open_event(state)
            if open_event is not None:
                return open_event, None, True
            now = time.time()
            conn.execute(
                "INSERT INTO events(op, status, idem_key, payload, created_at) VALUES ('retain', ?, ?, ?, ?)",
                (status, req["key"], memories.dumps({f: req[f] for f in REQUEST_FIELDS}), now),
            )
            event_id = conn.last_insert_rowid()
            ingest.mark_seen(conn, req["key"], event_id, now)
            ingest.bump(conn, "writes")
            return event_id, None, False

    # -- work ------------------------------------------------------------------------------
    def perform(self, req: dict, event_id: int | None = None, resumed: bool = False) -> RetainResult:
        """Do the write now. With ``event_id`` the journaled event is finished in the same
        transaction as the data."""
        # Checking before the transaction only pays when it can save a model call or an
        # embedding; otherwise the check inside the transaction below is the only one.
        if (req["extract"] and self.extractor is not None) or self.embedder is not None:
            ids = self._done(req, event_id)
            if ids is not None:
                return RetainResult("already_complete", event_id, ids, [], req["key"])
        extraction = Extraction()
        if req["extract"] and self.extractor is not None:
            if event_id is None:  # journal first, so the model call is tied to an accepted write
                event_id, ids, existing = self.journal(req, status="running")
                if ids is not None:
                    return RetainResult("already_complete", None, ids, [], req["key"])
                resumed = resumed or existing
            extraction = self.extraction_for(event_id, req["text"])
        vector = self.embed(req["text"])
        with self.lock, self.txn() as conn:
            ids = ingest.completed_work(conn, req["key"], req["text"], req.get("fp"))
            if ids is not None:  # someone finished it while we were extracting
                self._count_duplicate(conn, event_id, ids)
                return RetainResult("already_complete", event_id, ids, [], req["key"])
            row = self.insert(conn, req, extraction, vector, time.time(), event_id, resumed)
        outcome = "resumed" if resumed else "inserted"
        return RetainResult(outcome, row["event_id"], [row["memory_id"]], list(extraction.facts), req["key"])

    def insert(self, conn, req, extraction: Extraction, vector, now: float, event_id: int | None,
               resumed: bool = False) -> dict:
        """All rows of one write, inside the caller's transaction."""
        if event_id is None:
            conn.execute(
                "INSERT INTO events(op, status, idem_key, payload, created_at, started_at, attempts) "
                "VALUES ('retain', 'running', ?, '{}', ?, ?, 1)",
                (req["key"], now, now),
            )
            event_id = conn.last_insert_rowid()
            ingest.bump(conn, "writes")
        row = memories.insert(
            conn, text=req["text"], kind=req["kind"], tags=req["tags"], metadata=req["metadata"],
            source=req["source"], now=now, event_id=event_id, facts=extraction.facts,
            triples=extraction.triples, embedding=vector, pinned=req.get("pinned", False),
            # .get: events journaled before weights existed have none in their payload
            weight=lifecycle.default_weight(req["kind"]) if req.get("weight") is None else req["weight"],
            expires_at=req.get("expires_at"),
        )
        ingest.mark_completed(conn, req["key"], event_id, [row["memory_id"]], now)
        result = {"outcome": "resumed" if resumed else "inserted", "memory_ids": [row["memory_id"]],
                  "facts": list(extraction.facts)}
        # The text now lives in the memory; the event keeps a summary, not a second copy.
        summary = {"kind": req["kind"], "source": req["source"], "chars": len(req["text"]),
                   "extract": req["extract"]}
        conn.execute(
            "UPDATE events SET status = 'succeeded', finished_at = ?, error = NULL, result = ?, payload = ? "
            "WHERE event_id = ?",
            (now, json.dumps(result, ensure_ascii=False), json.dumps(summary), event_id),
        )
        return row

    def _done(self, req: dict, event_id: int | None) -> list[str] | None:
        with self.lock:
            ids = ingest.completed_work(self.conn, req["key"], req["text"], req.get("fp"))
            if ids is not None:
                with self.txn() as conn:
                    self._count_duplicate(conn, event_id, ids)
            return ids

    @staticmethod
    def _count_duplicate(conn, event_id: int | None, ids: list[str]) -> None:
        ingest.bump(conn, "duplicates")
        if event_id is not None:
            conn.execute(
                "UPDATE events SET status = 'succeeded', finished_at = ?, error = NULL, result = ? "
                "WHERE event_id = ?",
                (time.time(), json.dumps({"outcome": "already_complete", "memory_ids": ids}), event_id),
            )

    def extraction_for(self, event_id: int, text: str, call=None) -> Extraction:
        saved = driver.scalar(self.conn, "SELECT extraction FROM events WHERE event_id = ?", (event_id,))
        if saved:
            data = json.loads(saved)
            return Extraction(facts=data["facts"], triples=[tuple(t) for t in data["triples"]])
        try:
            extraction = (call or self.extractor.extract)(text)
        except Exception as exc:  # any model failure: keep the input, mark the event, count the call
            self.fail(event_id, f"extraction failed: {exc}", model_call=True)
            reason = str(exc) if isinstance(exc, ExtractionError) else f"{type(exc).__name__}: {exc}"
            error = ExtractionError(f"{reason} (the text is kept in failed event {event_id}: retry it)")
            error.event_id = event_id
            raise error from exc
        with self.lock, self.txn() as conn:
            conn.execute(
                "UPDATE events SET extraction = ? WHERE event_id = ?",
                (json.dumps({"facts": extraction.facts, "triples": extraction.triples}, ensure_ascii=False),
                 event_id),
            )
            ingest.bump(conn, "model_calls")
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
            ev = self.claim(event_id)
            if ev is None:
                return "skipped", None  # finished elsewhere (another process, or a sync retry)
            req = json.loads(ev["payload"])
            if ev["op"] == "extract":
                return "succeeded", self.perform_extract(req, event_id)
            if ev["op"] == "compact":
                return "succeeded", compaction.perform(self, req, event_id)
            return "succeeded", self.perform(req, event_id, resumed=ev["attempts"] > 0)
        except ExtractionError:
            return "failed", None  # already marked failed, input kept in the payload
        except Exception as exc:
            log.warning("event %d failed: %s", event_id, exc)
            self.fail(event_id, f"{type(exc).__name__}: {exc}")
            return "failed", None

    def journal_once(self, op: str, key: str, payload: dict) -> int | None:
        """Journal a pending ``op`` event for work named by ``key``, unless that key was ever
        seen: one event per piece of work, however often it is asked for. Counts as a write
        (an accepted request that may cost one model call)."""
        with self.lock, self.txn() as conn:
            if driver.scalar(conn, "SELECT 1 FROM ingest_keys WHERE idem_key = ?", (key,)):
                return None
            now = time.time()
            conn.execute("INSERT INTO events(op, status, idem_key, payload, created_at) VALUES (?, 'pending', ?, ?, ?)",
                         (op, key, json.dumps(payload, ensure_ascii=False), now))
            event_id = conn.last_insert_rowid()
            ingest.mark_seen(conn, key, event_id, now)
            ingest.bump(conn, "writes")
            return event_id

    def journal_extract(self, memory_id: str, text: str) -> int | None:
        """Queue fact extraction for a memory already stored (an imported message). The key
        ``extract:<memory id>`` makes a repeated import ask nothing twice."""
        return self.journal_once("extract", f"extract:{memory_id}", {"memory_id": memory_id, "text": text})

    def perform_extract(self, req: dict, event_id: int) -> RetainResult:
        """Add the extracted facts to an existing memory (ADD-only: nothing it holds changes)."""
        extraction = self.extraction_for(event_id, req["text"])
        with self.lock, self.txn() as conn:
            now = time.time()
            memories.add_facts(conn, req["memory_id"], extraction.facts, extraction.triples, now)
            ingest.mark_completed(conn, f"extract:{req['memory_id']}", event_id, [req["memory_id"]], now)
            conn.execute(
                "UPDATE events SET status = 'succeeded', finished_at = ?, error = NULL, result = ? WHERE event_id = ?",
                (now, json.dumps({"outcome": "extracted", "memory_ids": [req["memory_id"]],
                                  "facts": list(extraction.facts)}, ensure_ascii=False), event_id))
        return RetainResult("inserted", event_id, [req["memory_id"]], list(extraction.facts), f"extract:{req['memory_id']}")

    def claim(self, event_id: int) -> dict | None:
        """Mark an unfinished event running (one more attempt); None if it is already finished."""
        with self.lock, self.txn() as conn:
            ev = driver.one(conn, "SELECT op, status, payload, attempts FROM events WHERE event_id = ?", (event_id,))
            if ev is None or ev["status"] not in ("pending", "running"):
                return None
            conn.execute(
                "UPDATE events SET status = 'running', started_at = ?, attempts = attempts + 1 WHERE event_id = ?",
                (time.time(), event_id),
            )
        return ev

    def fail(self, event_id: int, error: str, model_call: bool = False) -> None:
        try:
            with self.lock, self.txn() as conn:
                if model_call:
                    ingest.bump(conn, "model_calls")
                conn.execute(
                    "UPDATE events SET status = 'failed', finished_at = ?, error = ? WHERE event_id = ?",
                    (time.time(), error[:2000], event_id),
                )
        except Exception:  # the store itself is failing (disk full…): the event stays unfinished
            log.exception("could not mark event %d failed; it will be resumed on next open", event_id)
