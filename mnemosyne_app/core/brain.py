"""MemoryBrain: the one public facade over a scope's store (SPEC §10).

One instance owns one scope (one SQLite file). Every public method is thread-safe: calls are
serialised on the instance's connection, and each logical write is one transaction that holds
the memory, its indexes, facts, version row, ledger entry, event status and idempotency key.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any, Iterable

from mnemosyne_app import paths
from mnemosyne_app.core import batch, browse, compaction, errors, ingest, ledger, lifecycle, memories, recall as recall_mod, validate
from mnemosyne_app.core.model import factory
from mnemosyne_app.core.model.interfaces import Embedder, Extractor
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.core.queue import DEFAULT_MAX_DEPTH, WriteQueue
from mnemosyne_app.core.vector_cache import VectorCache
from mnemosyne_app.core.writer import Writer
from mnemosyne_app.core.store import driver, schema
from mnemosyne_app.core.types import BatchResult, Event, LinesResult, Memory, RecallHit, RetainResult, Version

log = logging.getLogger("mnemosyne.brain")


class MemoryBrain:
    def __init__(
        self,
        path: str | os.PathLike | None = None,
        scope: str = "default",
        *,
        synchronous: str = "NORMAL",
        extractor: Extractor | str | None = "auto",
        embedder: Embedder | str | None = "auto",
        max_text_chars: int = validate.DEFAULT_MAX_TEXT_CHARS,
        key_ttl_s: float = ingest.DEFAULT_KEY_TTL_S,
        vfs: str | None = None,
        resume: bool = True,
        queue_max_depth: int = DEFAULT_MAX_DEPTH,
        queue_when_full: str = "wait",
        worker_delay: float = 0.0,
        compact_threshold: int = compaction.DEFAULT_THRESHOLD,
    ) -> None:
        self.scope = validate.scope_name(scope)
        self.root = paths.data_dir(path)
        self.db_path = paths.scopes_dir(self.root) / f"{self.scope}.db"
        # Belt and braces: the validated name can't escape, but check the resolved path too.
        if paths.scopes_dir(self.root).resolve() not in self.db_path.resolve().parents:
            raise ValueError(f"scope {scope!r} resolves outside the data directory")
        self.synchronous = synchronous.upper()
        if self.synchronous not in driver.SYNCHRONOUS_MODES:
            raise ValueError(f"synchronous must be one of {driver.SYNCHRONOUS_MODES}")
        self.extractor = factory.make_extractor(extractor)
        self.embedder = factory.make_embedder(embedder)
        self.max_text_chars = max_text_chars
        self.key_ttl_s = key_ttl_s
        self._vfs = vfs
        self._resume = resume
        self.compact_threshold = compact_threshold
        self._queue_options = {"max_depth": queue_max_depth, "when_full": queue_when_full,
                               "worker_delay": worker_delay}
        self._lock = threading.RLock()
        self._conn = None
        self._closed = False  # after close(), only an explicit ensure_init() opens the store again
        self._writer: Writer | None = None
        self._queue: WriteQueue | None = None
        self._hot_enabled = False
        self._vectors = VectorCache()

    # -- lifecycle -------------------------------------------------------------------------
    def ensure_init(self) -> "MemoryBrain":
        """Create the data dir and the scope's database, and migrate it. Idempotent."""
        with self._lock:
            if self._conn is not None:
                return self
            paths.private_dir(self.db_path.parent, root=self.root, mark="scopes")  # owner-only: 0700
            conn = driver.open_connection(self.db_path, synchronous=self.synchronous, vfs=self._vfs)
            try:
                with driver.friendly_errors(self.db_path):
                    schema.migrate(conn, str(self.db_path))
                    with driver.write_transaction(conn, self.db_path):
                        ingest.purge_expired(conn, self.key_ttl_s)
                        self._adopt_embedder(conn)
            except BaseException:
                with contextlib.suppress(Exception):  # keep the original error, not the close's
                    conn.close()
                raise
            self._conn = conn
            self._closed = False
        if self._resume:
            self.resume_pending()
        return self

    def _adopt_embedder(self, conn) -> None:
        """Vectors from another embedder are meaningless to this one: drop them (they are
        rebuilt by ``backfill_embeddings``) and size the vec0 table for this embedder."""
        if self.embedder is None:
            return
        name = f"{self.embedder.name}/{self.embedder.dim}"
        have = driver.scalar(conn, "SELECT value FROM meta WHERE key = 'embedder'")
        if have == name:
            return
        conn.execute("DROP TABLE memories_vec")
        conn.execute(f"CREATE VIRTUAL TABLE memories_vec USING vec0(embedding float[{int(self.embedder.dim)}] "
                     "distance_metric=cosine)")
        conn.execute("INSERT INTO meta(key, value) VALUES ('embedder', ?) "
                     "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (name,))
        if have is not None:
            log.info("embedder changed from %s to %s: vectors will be rebuilt", have, name)

    def missing_embeddings(self) -> int:
        """Searchable memories without a vector (after an embedder change, or written without one)."""
        if self.embedder is None:
            return 0
        with self._lock:
            return driver.scalar(self.conn, _MISSING_VECTORS.format(cols="count(*)"))

    def backfill_embeddings(self, progress: Progress | None = None, chunk: int = 64) -> int:
        """Embed every searchable memory that has no vector, in small transactions, so recall
        improves as it goes and a cancel keeps what was done. Returns how many were embedded."""
        if self.embedder is None:
            return 0
        progress = progress or Progress(label="re-embedding")
        progress.update(done=0, total=self.missing_embeddings())
        done = 0
        while True:
            progress.check()
            with self._lock:
                todo = self.conn.execute(_MISSING_VECTORS.format(cols="rid, text") + f" LIMIT {int(chunk)}").fetchall()
            if not todo:
                break
            vectors = self.embedder.embed([t for _, t in todo])
            with self._lock, self._txn() as conn:
                for (rid, _), vec in zip(todo, vectors):
                    # The memory may have been edited meanwhile; re-check it still needs one.
                    if driver.scalar(conn, "SELECT count(*) FROM memories_vec WHERE rowid = ?", (rid,)) == 0:
                        conn.execute("INSERT INTO memories_vec(rowid, embedding) VALUES (?, ?)",
                                     (rid, memories.vec_blob(vec)))
            done += len(todo)
            self._vectors.invalidate()  # backfilled vectors do not move updated_at
            progress.update(done=done)
        progress.finish(f"{done} memories embedded")
        return done

    def close(self, flush_timeout: float = 5.0) -> int:
        """Flush the queue for at most ``flush_timeout`` s, then close. Returns how many writes
        were deferred: they stay journaled and are resumed on the next open."""
        deferred = 0
        if self._queue is not None:
            deferred = self._queue.stop(flush_timeout)
            self._queue = None
            if deferred:
                log.warning("%d queued writes deferred to the next start of %s", deferred, self.scope)
        with self._lock:
            self._writer = None
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            self._closed = True
        return deferred

    def __enter__(self) -> "MemoryBrain":
        return self.ensure_init()

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def conn(self):
        if self._conn is None:
            if self._closed:  # e.g. a background task of a window that has moved on: its file may be gone
                raise errors.ScopeClosedError(f"scope {self.scope!r} is closed")
            self.ensure_init()
        return self._conn

    def _txn(self):
        return driver.write_transaction(self.conn, self.db_path)

    # -- writes ----------------------------------------------------------------------------
    def _request(self, text, kind, metadata, source, idempotency_key, tags, *, weight=None,
                 expires_at=None, pinned=False) -> dict:
        text = validate.text(text, max_chars=self.max_text_chars)
        source = None if source is None else validate.optional_str(source, "source")
        key = None if idempotency_key is None else validate.optional_str(idempotency_key, "idempotency_key")
        kind = validate.kind(kind)
        fp = memories.fingerprint(text)
        return {
            "text": text, "kind": kind, "metadata": {} if metadata is None else validate.metadata(metadata),
            "source": source, "tags": [] if tags is None else validate.tags(tags), "fp": fp,
            "key": key or ingest.derive_key(self.scope, source, text, fp),
            "weight": lifecycle.default_weight(kind) if weight is None else validate.number(weight, "weight", 0, 10),
            "expires_at": None if expires_at is None else validate.number(expires_at, "expires_at"),
            "pinned": bool(pinned),
        }

    def retain(
        self,
        text: str,
        fast: bool = False,
        kind: str = "note",
        metadata: dict | None = None,
        source: str | None = None,
        idempotency_key: str | None = None,
        extract: bool = True,
        tags: Iterable[str] | None = None,
        *,
        weight: float | None = None,
        expires_at: float | None = None,
        pinned: bool = False,
    ) -> RetainResult:
        """Store ``text``. Sync (default): returns once it is committed and recallable.
        ``fast=True`` (after ``hot_path("enable")``): journals it and returns the event id at once.
        ``weight`` defaults by kind (core/lifecycle.py); ``expires_at`` is a Unix time."""
        req = self._request(text, kind, metadata, source, idempotency_key, tags, weight=weight,
                            expires_at=expires_at, pinned=pinned)
        req["extract"] = bool(extract)
        writer = self.writer
        if fast:
            return self._enqueue(req)
        if self._has_open_event(req["key"]):
            # An unfinished earlier write with the same key: finish that one, never start a second.
            event_id, ids, existing = writer.journal(req, status="running")
            if ids is not None:
                return RetainResult("already_complete", None, ids, [], req["key"])
            return writer.perform(req, event_id, resumed=existing)
        return writer.perform(req)

    def _has_open_event(self, key: str) -> bool:
        with self._lock:
            return driver.scalar(
                self.conn, "SELECT 1 FROM ingest_keys WHERE idem_key = ? AND completed_at IS NULL", (key,)
            ) is not None

    def _enqueue(self, req: dict) -> RetainResult:
        if self._queue is None or not self._hot_enabled:
            raise errors.MnemosyneError(
                "the async hot path is disabled: call hot_path('enable') first, or use fast=False")
        self._queue.reserve()
        try:
            event_id, ids, _existing = self.writer.journal(req)
        except BaseException:
            self._queue.release()
            raise
        if ids is not None:
            self._queue.release()
            return RetainResult("already_complete", None, ids, [], req["key"])
        self._queue.put(event_id)
        return RetainResult("queued", event_id, [], [], req["key"])

    @property
    def writer(self) -> Writer:
        if self._writer is None:
            self._writer = Writer(self.conn, self.db_path, extractor=self.extractor,
                                  embedder=self.embedder, lock=self._lock)
        return self._writer

    def _open_worker_writer(self) -> Writer:
        conn = driver.open_connection(self.db_path, synchronous=self.synchronous, vfs=self._vfs)
        return Writer(conn, self.db_path, extractor=self.extractor, embedder=self.embedder)

    # -- async hot path (SPEC §4) ------------------------------------------------------------
    def hot_path(self, action: str = "status", timeout: float | None = None) -> dict:
        """``enable`` | ``disable`` | ``status`` | ``flush`` (the read-after-write barrier)."""
        if action == "enable":
            self._ensure_queue()
            self._hot_enabled = True
            # Checkpoints (copying the WAL into the database, with an fsync) take milliseconds;
            # leave them to the worker's connection so that no enqueue ever pays for one.
            with self._lock:
                self.conn.execute("PRAGMA wal_autocheckpoint=0")
        elif action == "disable":
            self._hot_enabled = False
            with self._lock:
                self.conn.execute(f"PRAGMA wal_autocheckpoint={driver.WAL_AUTOCHECKPOINT_PAGES}")
            if self._queue is not None:
                out = self.hot_path("status")
                out["deferred"] = self._queue.stop(5.0 if timeout is None else timeout)
                self._queue = None
                return out | {"enabled": False, "depth": out["deferred"]}
        elif action == "flush":
            if self._queue is None:
                return self.hot_path("status") | {"flushed": 0, "seconds": 0.0}
            flushed = self._queue.flush(timeout)
            return self.hot_path("status") | flushed
        elif action != "status":
            raise ValueError("hot_path action must be enable, disable, status or flush")
        base = {"enabled": self._hot_enabled, "depth": 0, "processed": 0, "failed": 0,
                "oldest_pending_age": 0.0, "throughput": 0.0}
        if self._queue is not None:
            base |= self._queue.status()
        return base

    def _ensure_queue(self) -> "WriteQueue":
        with self._lock:
            if self._queue is None:
                self._queue = WriteQueue(self._open_worker_writer, **self._queue_options)
            return self._queue

    def resume_pending(self) -> int:
        """Queue every event a crash left pending/running; returns how many. Runs on open
        unless ``resume=False`` (the drills look at the damage first)."""
        with self._lock:
            ids = [r[0] for r in self.conn.execute(
                "SELECT event_id FROM events WHERE status IN ('pending', 'running') ORDER BY event_id")]
        if ids:
            queue = self._ensure_queue()
            for event_id in ids:
                queue.put(event_id, reserved=False)
            log.info("resuming %d unfinished writes in %s", len(ids), self.db_path)
        return len(ids)

    def retry(self, event_id: int) -> RetainResult:
        """Run a failed write again now (its text was kept in the event). A retry is a new
        accepted write of the same event: it counts in ``writes`` as its model call does."""
        with self._lock:
            ev = driver.one(self.conn, "SELECT status, payload FROM events WHERE event_id = ?", (event_id,))
            if ev is None:
                raise KeyError(f"no event {event_id} in scope {self.scope!r}")
            if ev["status"] != "failed":
                raise ValueError(f"event {event_id} is {ev['status']}, only failed events can be retried")
            with self._txn() as conn:
                conn.execute("UPDATE events SET status = 'running', error = NULL, attempts = attempts + 1 "
                             "WHERE event_id = ?", (event_id,))
                ingest.bump(conn, "writes")
        return self.writer.perform(json.loads(ev["payload"]), event_id, resumed=True)

    def retain_batch(self, items: Iterable[str | dict], extract: bool = True, chunk: int = batch.CHUNK,
                     progress: Progress | None = None) -> BatchResult:
        """Many writes, each atomic on its own, committed ``chunk`` at a time (core/batch.py).

        A bad item is reported with its index and reason and leaves the others committed.
        ``progress`` counts the items; cancelling it raises Cancelled once what is under way has
        committed (everything before it stays)."""
        items = list(items)  # read a caller's generator now: it may use this brain, the commits too
        if progress is not None:
            progress.update(done=0, total=len(items))
        results: list[RetainResult | None] = []
        failed: list[tuple[int, str]] = []

        def requests():  # built chunk by chunk, so building one overlaps the last one's commit
            for i, item in enumerate(items):
                results.append(None)
                try:
                    if isinstance(item, str):
                        req = self._request(item, "note", None, None, None, None)
                    elif isinstance(item, dict) and "text" in item:
                        req = self._request(
                            item["text"], item.get("kind", "note"), item.get("metadata"), item.get("source"),
                            item.get("idempotency_key"), item.get("tags"), weight=item.get("weight"),
                            expires_at=item.get("expires_at"), pinned=item.get("pinned", False),
                        )
                    else:
                        raise ValueError("item must be a string or a dict with 'text'")
                except (ValueError, TypeError) as exc:
                    failed.append((i, str(exc)))
                    continue
                req["extract"] = bool(item.get("extract", extract) if isinstance(item, dict) else extract)
                yield i, req

        # A Python VFS (the fault drills) calls back into Python during a commit: no overlap there.
        batch.commit_all(self.writer, requests(), results, failed, chunk, commit_behind=self._vfs is None,
                         progress=progress)
        if progress is not None:
            progress.finish()
        failed.sort()
        return BatchResult(results, failed)

    def retain_lines(self, text: str, *, kind: str = "note", tags: Iterable[str] | None = None,
                     metadata: dict | None = None, source: str | None = None, extract: bool = True,
                     fast: bool = False, progress: Progress | None = None) -> LinesResult:
        """A pasted list: each non-empty line its own memory, in one ``retain_batch`` (or, with
        ``fast``, one queued write each). Failures are named by their line number in ``text``."""
        if not isinstance(text, str):  # each line is checked as a text of its own
            raise ValueError(f"text must be a string, got {type(text).__name__}")
        numbered = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
        if fast:
            for _, line in numbered:
                self.retain(line, fast=True, kind=kind, tags=tags, metadata=metadata, source=source, extract=extract)
            return LinesResult([], 0, [], queued=len(numbered))
        spec = {"kind": kind, "tags": tags, "metadata": metadata, "source": source}
        res = self.retain_batch([{**spec, "text": line} for _, line in numbered], extract=extract, progress=progress)
        added = [m for r in res.results if r is not None and r.outcome == "inserted" for m in r.memory_ids]
        present = sum(1 for r in res.results if r is not None and r.outcome == "already_complete")
        return LinesResult(added, present, [(numbered[i][0], why) for i, why in res.failed])

    # -- duplicates --------------------------------------------------------------------------
    def dedup(self, threshold: float | None = None):
        """Report exact and near-duplicate groups (nothing is changed). ``d.duplicates`` counts
        the memories that would be absorbed, ``d.groups`` lists them."""
        from mnemosyne_app.core import dedup as dedup_mod

        # A cosine similarity: above 1 nothing is near, at 0 or below everything would be.
        threshold = dedup_mod.NEAR_THRESHOLD if threshold is None else validate.number(threshold, "threshold", 0.5, 1)
        with self._lock:
            return dedup_mod.find(self.conn, self._vectors if self.embedder is not None else None, threshold)

    def consolidate(self, threshold: float | None = None, *, report=None) -> dict:
        """Merge every duplicate group into one surviving memory (soft, ledgered, undoable with
        ``unmerge``). Pinned memories and memories of different kinds are never merged. A
        ``report`` from ``dedup`` just made is used instead of searching again (each merge
        re-checks its memories, so nothing changed since is merged blindly)."""
        from mnemosyne_app.core import dedup as dedup_mod

        report = report or self.dedup(threshold)
        merges = []
        for group in report.groups:
            with self._lock, self._txn() as conn:
                done = dedup_mod.merge_group(conn, group.memory_ids, time.time())
            if done:
                merges.append({"survivor": done[0], "absorbed": done[1], "reason": group.reason})
        self._vectors.invalidate()
        return {"groups": len(report.groups), "merged": sum(len(m["absorbed"]) for m in merges), "merges": merges}

    def compact_history(self, threshold: int | None = None, keep_recent: int = compaction.KEEP_RECENT,
                        chunk: int = compaction.CHUNK) -> int:
        """Queue summaries of the oldest turns of every conversation longer than ``threshold``
        (default ``compact_threshold``); returns how many chunks were queued. The worker makes
        one model call per chunk and archives the turns it covers (undo: restore them)."""
        threshold = self.compact_threshold if threshold is None else validate.count(threshold, "threshold")
        if self.extractor is None or not hasattr(self.extractor, "summarize"):
            return 0
        with self._lock:
            due = compaction.plan(self.conn, threshold, keep_recent, chunk)
        queued = 0
        for req in due:
            event_id = compaction.journal(self.writer, req)
            if event_id is not None:
                self._ensure_queue().put(event_id, reserved=False)
                queued += 1
        return queued

    def sweep(self, grace_s: float = lifecycle.DEFAULT_GRACE_S) -> list[str]:
        """Purge memories expired for longer than the grace period (pinned ones never); each
        purge is ledgered. Returns the purged ids."""
        # A negative grace would purge memories that have not expired yet.
        grace_s = validate.number(grace_s, "grace period", 0)
        with self._lock, self._txn() as conn:
            purged = lifecycle.sweep(conn, time.time(), grace_s)
        if purged:
            self._vectors.invalidate()
        return purged

    def unmerge(self, survivor_id: str) -> list[str]:
        """Undo a merge: every memory the survivor absorbed comes back, and the survivor returns
        to its state before the merge (both as new versions; the history keeps everything)."""
        with self._lock:
            absorbed = [r[0] for r in self.conn.execute(
                "SELECT memory_id FROM memories WHERE superseded_by = ?", (survivor_id,))]
            versions = self.history(survivor_id)
        before = next((v.version for v in reversed(versions) if v.op != "merge"), None)
        for memory_id in absorbed:
            self.restore(memory_id, version=next(v.version for v in reversed(self.history(memory_id)) if v.op != "merge"))
        if before is not None and versions[-1].op == "merge":
            self.restore(survivor_id, version=before)
        self._vectors.invalidate()
        return absorbed

    # -- archives ----------------------------------------------------------------------------
    def import_conversation(self, reqs: list[dict]) -> list[RetainResult]:
        """Write one conversation's messages atomically; one result per message."""
        return batch.write_conversation(self.writer, reqs)

    def queue_extraction(self, memory_ids_and_texts: list[tuple[str, str]]) -> int:
        """Journal fact extraction for stored memories and hand it to the worker; returns how
        many were queued. Imports use it so that a large archive never waits for the model."""
        queued = 0
        queue = self._ensure_queue() if memory_ids_and_texts else None
        for memory_id, text in memory_ids_and_texts:
            event_id = self.writer.journal_extract(memory_id, text)
            if event_id is not None:
                queue.put(event_id, reserved=False)  # ids only: the work itself is journaled
                queued += 1
        return queued

    def import_archive(self, path, format: str = "auto", *, progress: Progress | None = None,
                       all_branches: bool = False, max_bytes: int | None = None, extract: bool = False):
        """Import a ChatGPT/Claude/Gemini/generic/Markdown archive or a Mnemosyne JSON export.
        Returns an ImportReport; a malformed conversation is skipped with its reason."""
        from mnemosyne_app.core.archive import importer
        from mnemosyne_app.core.archive.sources import DEFAULT_MAX_BYTES

        report = importer.run_import(self, path, format, progress=progress, all_branches=all_branches,
                                     max_bytes=max_bytes or DEFAULT_MAX_BYTES, extract=extract)
        self._vectors.invalidate()
        return report

    def paste_conversation(self, text: str, *, kind: str = "history", tags: Iterable[str] | None = None,
                           extract: bool = False) -> list[str]:
        """A conversation pasted as text ("user: …" / "assistant: …" lines, or a copied web chat):
        one memory per turn, written atomically like an imported conversation (pasting it again
        adds nothing). Returns the new memory ids; with ``extract``, the person's turns are queued
        for fact extraction."""
        from mnemosyne_app.core.archive import generic, importer
        from mnemosyne_app.core.archive.model import ImportReport

        conv = generic.pasted(validate.text(text, max_chars=self.max_text_chars))
        conv.kind, conv.tags = validate.kind(kind), validate.tags(tags)
        report = ImportReport(format="paste")
        ids = importer.import_one(self, conv, conv.title, report, extract)
        if report.skipped:
            raise ValueError(report.skipped[0][1])
        return ids

    def export(self, path, format: str = "json", *, progress: Progress | None = None) -> int:
        """Write the scope to ``path`` as ``json`` (full fidelity), ``jsonl`` or ``markdown``;
        returns how many memories were written."""
        from mnemosyne_app.core.archive import exporter

        with self._lock:
            return exporter.export(self.conn, self.scope, path, format, progress)

    # -- edits -----------------------------------------------------------------------------
    def update(self, memory_id: str, **changes: Any) -> Memory:
        clean: dict[str, Any] = {}
        for key, value in changes.items():
            if key == "text":
                clean[key] = validate.text(value, max_chars=self.max_text_chars)
            elif key == "kind":
                clean[key] = validate.kind(value)
            elif key == "tags":
                clean[key] = validate.tags(value)
            elif key == "metadata":
                clean[key] = validate.metadata(value)
            elif key == "source":
                clean[key] = validate.optional_str(value, "source")
            elif key == "pinned":
                clean[key] = bool(value)
            elif key == "weight":
                clean[key] = validate.number(value, "weight", 0, 10)  # the same bounds as retain's
            elif key == "expires_at":
                clean[key] = None if value is None else validate.number(value, "expires_at")
            else:
                raise ValueError(f"cannot update {key!r}; editable fields are text, kind, tags, metadata, "
                                 "source, pinned, weight, expires_at")
        vector = self.writer.embed(clean["text"]) if "text" in clean else None
        with self._lock, self._txn() as conn:
            memories.update(conn, memory_id, clean, time.time(), embedding=vector)
        return self.get(memory_id)

    def delete(self, memory_id: str) -> Memory:
        """Soft delete: the memory leaves recall and the table, its history stays; undo with restore."""
        self.delete_many([memory_id])
        return self.get(memory_id)

    def delete_many(self, memory_ids: Iterable[str]) -> int:
        """Soft-delete several memories in one transaction (all or none; each its own ledger
        entry and version); returns how many."""
        ids = list(memory_ids)
        now = time.time()
        with self._lock, self._txn() as conn:
            for memory_id in ids:
                memories.update(conn, memory_id, {}, now, op="delete", deleted=True)
        return len(ids)

    def restore(self, memory_id: str, version: int | None = None) -> Memory:
        """Undo: bring back a deleted memory, or return it to an earlier version (as a new version)."""
        with self._lock:
            current = self.get(memory_id)
            changes: dict[str, Any] = {}
            if version is not None:
                state = memories.state_at(self.conn, memory_id, version)
                if state is None:
                    raise KeyError(f"memory {memory_id!r} has no version {version}")
                changes = {k: state[k] for k in memories.EDITABLE}
                deleted = bool(state["deleted"])
            else:
                deleted = False
            vector = self.writer.embed(changes.get("text", current.text))
            with self._txn() as conn:
                memories.update(conn, memory_id, changes, time.time(), op="restore", deleted=deleted, embedding=vector)
        return self.get(memory_id)

    # -- reads -----------------------------------------------------------------------------
    def get(self, memory_id: str) -> Memory:
        with self._lock:
            row = memories.fetch(self.conn, memory_id)
            if row is None:
                raise KeyError(f"no memory {memory_id!r} in scope {self.scope!r}")
            facts = [r[0] for r in self.conn.execute(
                "SELECT text FROM facts WHERE memory_id = ? ORDER BY fact_id", (memory_id,))]
        return Memory.from_row(row, facts)

    def history(self, memory_id: str) -> list[Version]:
        with self._lock:
            found = memories.history(self.conn, memory_id)
        if not found:
            raise KeyError(f"no memory {memory_id!r} in scope {self.scope!r}")
        return [Version(memory_id, version, op, at, state) for version, op, at, state in found]

    def recall(
        self, query: str, k: int = 5, *, kind: str | None = None, tag: str | None = None,
        source: str | None = None, since: float | None = None, until: float | None = None,
        min_similarity: float = recall_mod.RELATED_SIMILARITY,
    ) -> list[RecallHit]:
        """Up to ``k`` memories for ``query``: keywords fused with meaning (core/recall.py). A
        memory sharing no keyword with the query is listed only if it is at least
        ``min_similarity`` similar in meaning (0 lists the nearest whatever their distance)."""
        if not isinstance(query, str):
            raise ValueError(f"query must be a string, got {type(query).__name__}")
        k = validate.count(k, "k")
        min_similarity = validate.number(min_similarity, "min_similarity", 0, 1)
        filters = recall_mod.Filters(kind=kind, tag=tag, source=source, since=since, until=until)
        vector = self.writer.embed(query) if self.embedder is not None and query.strip() else None
        depth = max(k, recall_mod.CANDIDATES)
        with self._lock:
            keyword = recall_mod.keyword(self.conn, query, depth, filters)
            if vector is None:
                scored = [(r, -r["rank"]) for r in keyword]
            else:
                nearest = recall_mod.nearest(self.conn, vector, depth, filters, self._vectors)
                scored = recall_mod.fuse(keyword, nearest, depth, min_similarity)
        return recall_mod.rank(scored, k)

    def list_memories(self, limit: int = 100, offset: int = 0, include_deleted: bool = False) -> list[Memory]:
        """Newest first. By default only what the person sees: not deleted, not merged or archived
        into another memory; ``include_deleted`` lists everything."""
        limit, offset = validate.count(limit, "limit"), validate.count(offset, "offset", 0)
        where = "" if include_deleted else "WHERE deleted = 0 AND superseded_by IS NULL"
        with self._lock:
            found = driver.rows(
                self.conn,
                f"SELECT {memories.MEMORY_COLUMNS} FROM memories {where} ORDER BY updated_at DESC LIMIT ? OFFSET ?",
                (limit, offset),
            )
        return [Memory.from_row(r) for r in found]

    def memory_ids(self, **options) -> list[str]:
        """Ids of the scope's memories, filtered and sorted in SQL (see core/browse.py)."""
        with self._lock:
            return browse.memory_ids(self.conn, **options)

    def memory_rows(self, ids: list[str]) -> dict[str, dict]:
        with self._lock:
            return browse.memory_rows(self.conn, ids)

    def kinds(self) -> list[str]:
        return self.facets()["kinds"]

    def facets(self, memory_ids: list[str] | None = None) -> dict[str, list[str]]:
        """Kinds, tags and sources in use (what the window's filters offer), of the whole scope
        or of ``memory_ids`` only."""
        with self._lock:
            return browse.facets(self.conn, memory_ids)

    def get_event(self, event_id: int) -> Event:
        with self._lock:
            row = driver.one(self.conn, "SELECT * FROM events WHERE event_id = ?", (event_id,))
        if row is None:
            raise KeyError(f"no event {event_id} in scope {self.scope!r}")
        return Event.from_row(row)

    def list_events(self, status: str | None = None, limit: int = 100) -> list[Event]:
        if status is not None and status not in ("pending", "running", "succeeded", "failed"):
            raise ValueError("status must be pending, running, succeeded or failed")
        limit = validate.count(limit, "limit")
        sql = "SELECT * FROM events" + (" WHERE status = ?" if status else "") + " ORDER BY event_id DESC LIMIT ?"
        with self._lock:
            found = driver.rows(self.conn, sql, ((status,) if status else ()) + (limit,))
        return [Event.from_row(r) for r in found]

    def verify_integrity(self, progress=None) -> ledger.IntegrityReport:
        with self._lock:
            conn = self.conn
            with driver.friendly_errors(self.db_path):
                conn.execute("BEGIN")  # one consistent snapshot for the whole walk
                try:
                    return ledger.verify(conn, progress)
                finally:
                    conn.execute("COMMIT")

    def stats(self) -> dict:
        with self._lock:
            c = self.conn
            counters = dict(c.execute("SELECT name, value FROM counters").fetchall())
            events = dict(c.execute("SELECT status, count(*) FROM events GROUP BY status").fetchall())
            live = driver.scalar(c, "SELECT count(*) FROM memories WHERE deleted = 0")
            deleted = driver.scalar(c, "SELECT count(*) FROM memories WHERE deleted = 1")
            entries = driver.scalar(c, "SELECT count(*) FROM ledger")
            facts = driver.scalar(c, "SELECT count(*) FROM facts")
        size = self.file_bytes()
        return {
            "scope": self.scope, "memories": live, "deleted": deleted, "facts": facts,
            "writes": counters.get("writes", 0), "model_calls": counters.get("model_calls", 0),
            "duplicates": counters.get("duplicates", 0), "purged": counters.get("purged", 0),
            "queue_depth": events.get("pending", 0) + events.get("running", 0),
            "events": {s: events.get(s, 0) for s in ("pending", "running", "succeeded", "failed")},
            "ledger_entries": entries, "db_bytes": size, "path": str(self.db_path),
        }

    def file_bytes(self) -> int:
        """Bytes on disk of the scope's database with its WAL and shared-memory files (stat
        calls only: cheap enough for the GUI thread)."""
        return sum(p.stat().st_size for p in self.db_path.parent.glob(self.db_path.name + "*") if p.exists())

    @staticmethod
    def scopes(path: str | os.PathLike | None = None) -> list[str]:
        from mnemosyne_app.core import scopes

        return scopes.names(path)


_MISSING_VECTORS = (
    "SELECT {cols} FROM memories WHERE deleted = 0 AND superseded_by IS NULL "
    "AND rid NOT IN (SELECT rowid FROM memories_vec)"
)
