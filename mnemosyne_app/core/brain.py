"""MemoryBrain: the one public facade over a scope's store (SPEC §10).

One instance owns one scope (one SQLite file). Every public method is thread-safe, each logical write one
transaction, each method a delegation to write/, read/, lifecycle/, integrity/, archive/ over store/ (README: Layout).
"""

from __future__ import annotations

import os
import time
from typing import Any, Callable, ContextManager, Iterable

from mnemosyne_app import paths
from mnemosyne_app.core import errors, settling, validate
from mnemosyne_app.core.agents import access_log, undo as agent_undo
from mnemosyne_app.core.agents.registry import AgentRegistry
from mnemosyne_app.core.archive import exporter, importer, sealed
from mnemosyne_app.core.archive.sources import DEFAULT_MAX_BYTES
from mnemosyne_app.core.integrity import anchor, broken, moved, upkeep, witness
from mnemosyne_app.core.integrity.verify import IntegrityReport
from mnemosyne_app.core.lifecycle import backfill, compaction, dedup as dedup_mod, expiry, fact_backfill, repair
from mnemosyne_app.core.model import factory
from mnemosyne_app.core.model.interfaces import Embedder, Extractor, Preparable
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.core.read import browse, changes, context, lookup, stats as stats_mod, views
from mnemosyne_app.core.read import entities as entities_mod, recall_asked
from mnemosyne_app.core.read.vector_cache import VectorCache
from mnemosyne_app.core.replica import Replica, closed as replica_files, state as replica_state
from mnemosyne_app.core.store import memories, scopes as scope_files, touched, vectors
from mnemosyne_app.core.store.touched import Noted
from mnemosyne_app.core.store.scope_store import ScopeStore
from mnemosyne_app.core.types import (BatchResult, Event, LinesResult, Memory, OpChanges, RecallHit, RetainResult,
                                      Version)
from mnemosyne_app.core.write import batch, edits, entity_names, idempotency, proposals, request
from mnemosyne_app.core.write.hot_path import HotPath
from mnemosyne_app.core.write.imports import ImportWriter
from mnemosyne_app.core.write.queue import DEFAULT_MAX_DEPTH, OnFinished
from mnemosyne_app.core.write.writer import Writer


class MemoryBrain:
    def __init__(self, path: str | os.PathLike | None = None, scope: str = "default", *,
                 synchronous: str = "NORMAL", extractor: Extractor | str | None = "auto",
                 embedder: Embedder | str | None = "auto", max_text_chars: int = validate.DEFAULT_MAX_TEXT_CHARS,
                 key_ttl_s: float = idempotency.DEFAULT_KEY_TTL_S, vfs: str | None = None, resume: bool = True,
                 queue_max_depth: int = DEFAULT_MAX_DEPTH, queue_when_full: str = "wait", worker_delay: float = 0.0,
                 passphrase: str | None = None) -> None:
        self.scope = validate.scope_name(scope)
        self.root = paths.data_dir(path)
        self.db_path = scope_files.db_path(self.root, self.scope)
        self._store = ScopeStore(self.db_path, self.scope, synchronous=synchronous, vfs=vfs, passphrase=passphrase,
                                 opener=self.ensure_init)  # a first use opens as ensure_init does
        self.synchronous = self._store.synchronous
        self.extractor = factory.make_extractor(extractor)
        self.embedder = factory.make_embedder(embedder)
        self.max_text_chars, self.key_ttl_s = max_text_chars, key_ttl_s
        self._resume, self._vectors = resume, VectorCache()
        self.vector_job = backfill.VectorFiller(self._store, self.embedder, self._vectors)  # a batch's vectors
        self._writer: Writer | None = None
        self._hot = HotPath(self._store, self._worker_writer, max_depth=queue_max_depth,
                            when_full=queue_when_full, worker_delay=worker_delay)

    # -- lifecycle -------------------------------------------------------------------------
    def ensure_init(self) -> "MemoryBrain":
        """Create the data dir and the scope's database, and migrate it. Idempotent."""
        fresh = not self._store.is_open and not self.db_path.exists()
        opened = self._store.open(self._on_open)
        if fresh and self.db_path.exists():  # a new ledger: this device's anchors of an older one named so go
            anchor.forget(self.root, self.scope)
        if opened:
            touched.scope(self.scope)  # everything in it is new to whoever opened it
        if opened and self._resume and not self._store.read_only:
            self.resume_pending()
        return self

    # -- what an operation changed (issue 26) ----------------------------------------------
    @staticmethod
    def changes() -> ContextManager[Noted]:
        """``with MemoryBrain.changes() as op: ...``: everything the block's calls write on this
        thread (any brain's) is noted by the row writers themselves; ``op.changes`` is the
        ``OpChanges`` once the block ends, also when it ended by an error (a write journaled
        before a failure is in it)."""
        return touched.collecting()

    @classmethod
    def run_op(cls, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> tuple[Any, OpChanges]:
        """``fn(*args, **kwargs)`` as one operation: its result and what it changed."""
        with cls.changes() as op:
            result = fn(*args, **kwargs)
        return result, op.changes

    def _on_open(self, conn) -> None:
        idempotency.purge_expired(conn, self.key_ttl_s)
        vectors.adopt(conn, self.embedder)
        repair.run(conn)  # once: a store an earlier version compacted gets its turns back (lifecycle/repair.py)
        replica_state.ensure_scope_id(conn)  # issue 32: a scope is known by its id; its name is a label

    def close(self, flush_timeout: float = 5.0) -> int:
        """Flush for at most ``flush_timeout`` s, close; returns how many writes the next open resumes."""
        deferred = self._hot.close(flush_timeout)
        self.vector_job.stop()  # what it left is embedded by the next batch, backfill or window open
        self._anchor()
        with self._store.lock:
            self._writer = None
            self._store.close()
        return deferred

    def __enter__(self) -> "MemoryBrain":
        return self.ensure_init()

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def _write(self) -> Writer:
        with self._store.lock:
            if self._writer is None:
                self._writer = self._writer_on(self._store.conn, self._store.lock)
            return self._writer

    def _worker_writer(self) -> Writer:  # the queue worker's, on a connection of its own
        return self._writer_on(self._store.connect())

    def _writer_on(self, conn, lock=None) -> Writer:
        return Writer(conn, self.db_path, extractor=self.extractor, embedder=self.embedder, lock=lock, ops=_OPS,
                      owner=self._hot.owner, in_place=self._store.check_writable)

    # -- writes (SPEC §4, §5) --------------------------------------------------------------
    def retain(self, text: str, fast: bool = False, kind: str = "note", metadata: dict | None = None,
               source: str | None = None, idempotency_key: str | None = None, extract: bool = True,
               tags: Iterable[str] | None = None, *, weight: float | None = None, expires_at: float | None = None,
               pinned: bool = False, first: bool = False) -> RetainResult:
        """Store ``text``: recallable on return, or (``fast=True``) journaled and queued, its event id at once.
        ``first``: a person's own write, queued ahead of the agents' writes waiting (the window's)."""
        req = request.build(self.scope, self.max_text_chars, text, kind, metadata, source, idempotency_key, tags,
                            weight=weight, expires_at=expires_at, pinned=pinned, extract=extract)
        return self._hot.enqueue(self._write, req, first) if fast else self._write.retain(req)

    def retain_batch(self, items: Iterable[str | dict], extract: bool = True, chunk: int = batch.CHUNK,
                     progress: Progress | None = None) -> BatchResult:
        """Many writes, each atomic, ``chunk`` a transaction (write/batch.py); vectors follow (``vector_job``)."""
        # A Python VFS (the fault drills) calls back into Python during a commit: no overlap there.
        return self.vector_job.after(batch.retain_batch(self._write, self.scope, self.max_text_chars, items, extract,
                                                        chunk, self._store.vfs is None, progress, embed=False))

    def retain_lines(self, text: str, *, kind: str = "note", tags: Iterable[str] | None = None,
                     metadata: dict | None = None, source: str | None = None, extract: bool = True,
                     fast: bool = False, progress: Progress | None = None, first: bool = False) -> LinesResult:
        """A pasted list, a memory per non-empty line, in one batch (``fast``: queued); failures by line."""
        spec = {"kind": kind, "tags": tags, "metadata": metadata, "source": source}
        enqueue = (lambda req: self._hot.enqueue(self._write, req, first)) if fast else None
        return self.vector_job.after(batch.retain_lines(self._write, self.scope, self.max_text_chars, text, spec,
                                                        extract, self._store.vfs is None, progress, enqueue, False))

    def hot_path(self, action: str = "status", timeout: float | None = None) -> dict:
        """``enable`` | ``disable`` | ``status`` | ``flush`` (the read-after-write barrier)."""
        return self._hot.act(action, timeout)

    def resume_pending(self) -> int:
        """Queue the events a crash left unfinished (on open unless ``resume=False``); returns how many."""
        return self._hot.resume()

    def retry(self, event_id: int) -> RetainResult:  # a failed (or cancelled) write, now; counts as a write
        return self._write.retry(event_id)

    def cancel(self, event_id: int) -> bool:  # a queued write not started yet (False: running or done)
        return self._hot.cancel(event_id)

    def on_write_finished(self, listener: OnFinished | None) -> None:  # called on the worker's thread
        self._hot.on_finished = listener

    def run_backlog(self, progress: Progress | None = None) -> int:  # fact extraction waiting, in slices
        return self._hot.run_backlog(self._write, progress)

    # -- edits -----------------------------------------------------------------------------
    def update(self, memory_id: str, *, edited_in: str | None = None, **changes: Any) -> Memory:
        """Change text, kind, tags, metadata, source, pinned, weight or expires_at: a new version.
        ``edited_in="vault"``: the edit was made in the Markdown folder (its history says so)."""
        op = {None: "edit", "vault": "vault_edit"}.get(edited_in)
        if op is None:
            raise ValueError(f"edited_in must be 'vault' or left out, not {edited_in!r}")
        edits.update(self._write, memory_id, request.clean(changes, self.max_text_chars), op)
        return self.get(memory_id)

    def delete(self, memory_id: str) -> Memory:
        """Soft delete: the memory leaves recall and the table, its history stays; undo with restore."""
        self.delete_many([memory_id])
        return self.get(memory_id)

    def delete_many(self, memory_ids: Iterable[str], progress: Progress | None = None) -> int:
        """Soft-delete several memories in one transaction (all or none); returns how many.
        ``progress`` is told how far it is; cancelling it rolls the whole change back."""
        return edits.delete_many(self._write, memory_ids, progress)

    def update_many(self, changes: dict[str, dict[str, Any]], progress: Progress | None = None) -> int:
        """Change several memories (tags, kind…; not text) in one transaction, a version each; returns how many."""
        return edits.update_many(self._write, changes, self.max_text_chars, progress)

    def restore(self, memory_id: str, version: int | None = None) -> Memory:
        """Undo: bring back a deleted memory, or return it to an earlier version (as a new version)."""
        edits.restore(self._write, memory_id, version)
        return self.get(memory_id)

    def restore_many(self, memory_ids: Iterable[str], progress: Progress | None = None,
                     vectors_later: bool = False) -> int:
        """Bring back several deleted memories in one transaction (undo of ``delete_many``).
        ``vectors_later``: their search vectors are left to ``backfill_embeddings`` (the window's
        background lane), so the undo takes as long as the delete did."""
        n = edits.restore_many(self._write, memory_ids, progress, vectors_later)
        self._vectors.invalidate()
        return n

    # -- lifecycle of memories (seed 004) --------------------------------------------------
    def dedup(self, threshold: float | None = None) -> dedup_mod.DedupReport:
        """Report exact and near-duplicate groups (nothing is changed)."""
        with self._store.reading() as conn:
            return dedup_mod.find(conn, self._vectors if self.embedder else None, dedup_mod.threshold_of(threshold, self.embedder))

    def consolidate(self, threshold: float | None = None, *, report: dedup_mod.DedupReport | None = None) -> dict:
        """Merge each duplicate group into one survivor (soft, ledgered, ``unmerge`` undoes it)."""
        return dedup_mod.consolidate(self._store, report or self.dedup(threshold), self._vectors)

    def merge_groups(self, groups: Iterable[Iterable[str]]) -> dict:
        """Merge each chosen group of memory ids into one survivor (``consolidate`` re-checks each)."""
        report = dedup_mod.DedupReport(groups=[dedup_mod.DuplicateGroup(list(ids), "", "chosen") for ids in groups])
        return self.consolidate(report=report)

    def unmerge(self, survivor_id: str) -> list[str]:
        """Undo a merge in one transaction: the absorbed memories and the survivor come back."""
        return edits.unmerge(self._write, survivor_id, after=self._vectors.invalidate)

    def compact_history(self, conversation_id: str, *, preview: bool = False,
                        max_sentences: int = compaction.MAX_SENTENCES) -> dict:
        """A conversation's extractive summary, asked for by the person (never automatic): ``preview``
        returns what it would say; otherwise it is kept as one new ``summary`` memory marked
        ``metadata.generated``, beside the turns, which stay as they are. Returns the preview plus
        ``memory_id`` and ``outcome`` when kept."""
        return compaction.asked(self._store, lambda: self._write, conversation_id, preview, max_sentences,
                                self._vectors.invalidate)

    def extract_facts(self, *, conversation_id: str | None = None, memory_ids: Iterable[str] | None = None,
                      roles: Iterable[str] = fact_backfill.DEFAULT_ROLES, queue: bool = True) -> dict:
        """Facts for memories already stored (an import's turns, notes kept without extraction): one
        ``extract`` event per memory in scope (the whole scope, a conversation or ``memory_ids``) not
        yet extracted by this model. ``queue``: hand them to the write queue (else ``run_backlog``
        runs them, as the window's background lane does). Returns queued, already (done or waiting)."""
        return fact_backfill.ask(self._store, lambda: self._write, self.extractor, self._hot.run_later,
                                 conversation_id=conversation_id, memory_ids=memory_ids, roles=roles, queue=queue)

    def repair_report(self) -> dict | None:
        """What the one-time repair of an earlier version's compaction did (None: nothing was due)."""
        report = self._read(repair.last_report)
        return report and report | {"summary": repair.summary(report)}

    def sweep(self, grace_s: float = expiry.DEFAULT_GRACE_S) -> list[str]:
        """Purge memories expired for longer than the grace period (never pinned ones), ledgered."""
        with self._store.txn() as conn:
            purged = expiry.sweep(conn, time.time(), validate.number(grace_s, "grace period", 0))
        if purged:
            self._vectors.invalidate()
        return purged

    def missing_embeddings(self) -> int:
        """Searchable memories without a vector (after an embedder change, or written without one)."""
        return self.vector_job.missing()

    def backfill_embeddings(self, progress: Progress | None = None, chunk: int = 64) -> int:
        """Embed every searchable memory without a vector now (the barrier for a batch's); returns how many."""
        return self.vector_job.fill_now(progress, chunk)

    # -- archives ----------------------------------------------------------------------------
    # What the archive layer reads and writes, for the faces' menus and early checks (no store needed).
    IMPORT_FORMATS = importer.FORMATS
    EXPORT_FORMATS = exporter.EXPORT_FORMATS

    @staticmethod
    def check_export_destination(path):
        """Refuse a destination an export must not write (checked again by the export itself)."""
        return exporter.check_destination(path)

    @staticmethod
    def is_sealed_export(path) -> bool:
        """Whether the file at ``path`` is a sealed (``export --encrypt``) export; OSError if unreadable."""
        with open(path, "rb") as f:
            return sealed.is_sealed(f.read(len(sealed.MAGIC)))

    def _importer(self) -> ImportWriter:  # the narrow write interface an import gets
        return ImportWriter(lambda: self._write, self.scope, self.max_text_chars, self._hot.run_later, bool(self.extractor))

    def import_archive(self, path, format: str = "auto", *, progress: Progress | None = None, all_branches: bool = False,
                       max_bytes: int | None = None, extract: bool = False, passphrase: str | None = None):
        """Import a chat archive or a Mnemosyne export (sealed: with ``passphrase``); the report says what was skipped."""
        report = importer.run_import(self._importer(), path, format, progress=progress, all_branches=all_branches,
                                     max_bytes=max_bytes or DEFAULT_MAX_BYTES, extract=extract, passphrase=passphrase)
        self._vectors.invalidate()
        if report.format == "mnemosyne" and report.inserted:  # whose key signed it: said and marked
            upkeep.mark_import(self._store, self.root, path, report)
        return report

    def paste_conversation(self, text: str, *, kind: str = "history", tags: Iterable[str] | None = None,
                           extract: bool = False) -> list[str]:
        """A pasted conversation ("user: …" lines, a copied web chat): a memory per turn, atomic; the new ids."""
        return importer.paste(self._importer(), validate.text(text, max_chars=self.max_text_chars), kind, tags, extract)

    def export(self, path, format="json", *, progress: Progress | None = None, passphrase: str | None = None) -> int:
        """Write the scope as ``json`` (full fidelity), ``jsonl`` or ``markdown``, sealed under ``passphrase``."""
        if format == "json":
            self._anchor()  # the export carries the head signed now (integrity/anchor.py)
        with self._store.reading() as conn:
            return exporter.export(conn, self.scope, path, format, progress, passphrase=passphrase)

    # -- reads -----------------------------------------------------------------------------
    def _read(self, fn, *args, **options):
        """``fn(conn, ...)`` on the store, serialised with this process's writes."""
        with self._store.reading() as conn:
            return fn(conn, *args, **options)

    def get(self, memory_id: str) -> Memory:
        return self._read(lookup.memory, self.scope, memory_id)

    def get_visible(self, memory_id: str) -> Memory:
        """``get`` for a memory the person sees (store/memories.py ``shown``): one deleted, merged
        away or expired (and not pinned) is "not found", a KeyError in words, on every face."""
        m = self.get(memory_id)
        if not memories.is_shown(m):
            why = ("it was deleted" if m.deleted else "it was merged into another" if m.superseded_by
                   else "it has expired")
            raise errors.NotFoundError(f"no memory {m.memory_id!r} in scope {self.scope!r} ({why})")
        return m

    def history(self, memory_id: str) -> list[Version]:
        return self._read(lookup.history, self.scope, memory_id)

    def recall(self, query: str, k: int = 5, *, kind: str | None = None, tag: str | None = None,
               source: str | None = None, since: float | None = None, until: float | None = None, conflict: bool = False,
               min_similarity: float | None = None, meaning: bool = True,
               hidden_kinds: Iterable[str] = (), hidden_tags: Iterable[str] = (), as_of: Any = None) -> list[RecallHit]:
        """Up to ``k`` memories, keywords fused with meaning (``meaning=False``: keywords alone), each saying why.
        A hit by meaning alone needs ``min_similarity`` (default: the embedder's own meaning floor).
        ``hidden_kinds``/``hidden_tags`` (an agent's, issue 34) leave such memories out before ranking.
        ``as_of`` (a day "2025-05-03", an ISO time or a Unix time): what the store knew to be true then:
        memories said after it are left out; those whose facts had all ended by then are marked
        (``ended_at``, ``replaced_with``) and ranked after the rest (core/read/recall_as_of.py)."""
        return recall_asked.recall(self._store, self._vectors, self.embedder, lambda q: self._write.embed(q), query, k,
                                   kind=kind, tag=tag, source=source, since=since, until=until, conflict=conflict,
                                   min_similarity=min_similarity, meaning=meaning, hidden_kinds=hidden_kinds,
                                   hidden_tags=hidden_tags, as_of=as_of)

    def list_memories(self, limit: int = 100, offset: int = 0, include_deleted: bool = False) -> list[Memory]:
        """Newest first; by default only what the person sees (not deleted, merged or archived)."""
        with self._store.reading() as conn:
            return lookup.newest(conn, validate.count(limit, "limit"), validate.count(offset, "offset", 0),
                                 include_deleted)

    def memory_ids(self, **options) -> list[str]:
        """Ids of the scope's memories, filtered and sorted in SQL (see core/read/browse.py)."""
        return self._read(browse.memory_ids, **options)

    def memory_rows(self, ids: list[str]) -> dict[str, dict]:
        """The rows of ``ids``; one the last verify found changed behind the app's back says so
        (``tampered``: the table's badge)."""
        with self._store.reading() as conn:
            rows, tampered = browse.memory_rows(conn, ids), broken.tampered_ids(conn)
        for memory_id in tampered & rows.keys():
            rows[memory_id]["tampered"] = True
        return rows

    def facets(self, memory_ids: list[str] | None = None) -> dict[str, list[str]]:
        return self._read(browse.facets, memory_ids)

    def view(self, name: str, **options) -> Any:
        """A read-only view for browsing (core/read/views.py): conversations, thread, profile."""
        return self._read(views.VIEWS[name], **options)

    def changes_since(self, seq: int) -> tuple[int, list[str]]:
        """(the ledger's last entry, the memories changed after entry ``seq``): any process's writes."""
        return self._read(changes.since, validate.count(seq, "ledger entry", 0))

    def mirror_rows(self, memory_ids: list[str] | None = None, conversations: list[str] | None = None) -> list[dict]:
        """The visible memories a folder mirror shows (all, or those ids / conversations), in write order."""
        return self._read(changes.mirror_rows, memory_ids, conversations)

    @property
    def encrypted(self) -> bool:
        """Whether the scope's file is encrypted (a plain-text copy of it needs the person's consent)."""
        return self._store.encrypted

    def profile(self, as_of: Any = None, for_agents: bool = False) -> dict:
        """What the store knows about the person: now, or as of a day ("2025-05-03", an ISO time
        or a Unix time): the facts stated by then and not yet ended (core/read/spans.py).
        ``for_agents``: in the shape agents get (each fact with what it is about in words)."""
        return self._read(views.profile_for_agents if for_agents else views.profile, validate.as_of(as_of))

    def proposals(self) -> list[dict]:
        """Changes the rules were unsure of ("does 'no longer lives in Paris' end 'lives in Lyon'?"),
        waiting for the person (core/write/proposals.py)."""
        return self._read(proposals.pending)

    def decide_proposal(self, proposal_id: int, confirm: bool) -> dict:
        """Confirm (the old fact is ended, as a sure change would end it: ledgered) or reject one."""
        return proposals.decide(self._write, proposal_id, bool(confirm))

    def entities(self, *, for_agent: bool = False, hidden_kinds: Iterable[str] = (),
                 hidden_tags: Iterable[str] = ()) -> list[dict]:
        """People, places, organisations, pets and projects named in the facts, with counts.
        ``for_agent``: only from memories an agent sees (unexpired, none of ``hidden_kinds``/``hidden_tags``)."""
        return self._read(entities_mod.entities, recall_asked.agent_sees(for_agent, hidden_kinds, hidden_tags))

    def entity(self, name: str, as_of: Any = None, *, for_agent: bool = False, hidden_kinds: Iterable[str] = (),
               hidden_tags: Iterable[str] = ()) -> dict:
        """An entity's page: its current and past facts (with spans) and the memories naming it;
        ``as_of`` (a day, as for ``profile``): the page as it stood then; ``for_agent`` as for ``entities``."""
        return self._read(entities_mod.entity, validate.text(name, max_chars=200, what="entity name"),
                          validate.as_of(as_of), recall_asked.agent_sees(for_agent, hidden_kinds, hidden_tags))

    def merge_entities(self, names: list[str], into: str) -> dict:
        """One entity from several ("Tom" into "Tom Baker"; one name into a new one renames it):
        ledgered; ``unmerge_entities(result)`` undoes it exactly."""
        return entity_names.merge(self._write, list(names), into)

    def unmerge_entities(self, merged: dict) -> None:
        entity_names.restore(self._write, dict(merged["before"]))

    def get_event(self, event_id: int) -> Event:
        return self._read(lookup.event, self.scope, event_id)

    def list_events(self, status: str | None = None, limit: int = 100, op: str | None = None) -> list[Event]:
        return self._read(lookup.events, status, validate.count(limit, "limit"), op)

    @staticmethod
    def ensure_bundled_model(progress=None):
        """Assemble and check the bundled model (first run); returns its path. Concurrent callers
        wait for the same assembly."""
        from mnemosyne_app.core.model.bundled import ensure_bundled_model  # lazy: most starts never need it

        return ensure_bundled_model(progress)

    def prepare_models(self) -> list[str]:
        """Make the extractor's and the embedder's files now (first run: a few seconds, shared
        with other processes doing the same), so a first write does not stop for it. Returns
        the names of the models it prepared. The window and the MCP server call it at start."""
        done = []
        for part in (self.extractor, self.embedder):
            if isinstance(part, Preparable):
                part.prepare()
                done.append(part.name)
        return done

    def verify_integrity(self, progress=None) -> IntegrityReport:
        """Walk the ledger and check every memory against it, on one consistent snapshot; the
        result is kept (``last_verify``) so a broken memory stays flagged across restarts."""
        return upkeep.verify_and_keep(self._store, self.root, self.scope, progress)

    def _anchor(self) -> None:
        """Sign the ledger's head with this data directory's device key (integrity/upkeep.py)."""
        upkeep.anchor_head(self._store, self.root, self.scope)

    def signed_head(self) -> dict | None:
        """The highest anchor of this scope this device has signed (integrity/anchor.py), the head
        signed now if it was due: what sync publishes to the server (None: nothing signed)."""
        self._anchor()
        found = anchor.seen(self.root, self.scope)
        return found.as_dict() if found is not None else None

    def check_server_anchor(self, row: dict | None) -> tuple[str, str]:
        """Judge this device's anchor as the sync server returned it (integrity/witness.py):
        (status, words), status one of "held", "rolled back" (kept here: verify reports it from
        now on), "ignored" (not this device's signature: never trusted; or signed for a copy of the
        scope set aside here, whose ledger holds it: this file is another ledger of it), "none"."""
        def aside(seq: int, entry_hash: str):
            return replica_files.aside_holding(self.root, seq, entry_hash, self._store.vfs, self._store._passphrase)

        found = self._read(witness.check, self.root, self.scope, row, aside)
        return found.status, found.message

    def last_verify(self) -> dict | None:
        """The last verify's result as kept in the store (``IntegrityReport.as_dict`` plus the
        memories restored since), or None if it was never verified."""
        return self._read(broken.last)

    def restore_vouched(self, memory_id: str) -> Memory:
        """Put a memory changed behind the app's back back to what the ledger vouches for: a new,
        ledgered ``restore`` version; what it said meanwhile stays in the operation log."""
        broken.restore_vouched(self._write, memory_id)
        self._vectors.invalidate()
        return self.get(memory_id)

    def check_file(self) -> bool:
        """SQLite's own integrity check of the scope's file (the drills run it after kills)."""
        return self._store.sqlite_integrity_ok()

    def stats(self) -> dict:
        with self._store.reading() as conn:
            out = stats_mod.stats(conn, self.scope, self._hot.owner)
        return out | {"db_bytes": self.file_bytes(), "path": str(self.db_path)}

    def file_bytes(self) -> int:
        """Bytes on disk of the scope's database, WAL and shared memory (cheap: stat calls only)."""
        return self._store.file_bytes()

    @staticmethod
    def scopes(path: str | os.PathLike | None = None) -> list[str]:
        return scope_files.names(path)

    # -- sync (issue 26): this scope as a replica; sync/ keeps the network and drives this ------
    @property
    def replica(self) -> Replica:
        """Cursors, clock, heads, pushes read and pulls applied, on this brain's own store (its
        vector cache told about what a pull wrote)."""
        return Replica(self._store, self._vectors)

    def conflict(self, memory_id: str) -> dict | None:
        """The sync conflict on a memory: ``this`` (the state kept) and ``that`` (the other
        device's), the ``fields`` they disagree on and ``why`` in words; None without one."""
        return settling.conflict(self._store, memory_id)

    def settle_conflict(self, memory_id: str, keep: str, **by_hand: Any) -> dict:
        """Settle a conflict: keep "this" side, "that" side, or "hand" (``by_hand``: the fields
        merged by hand, e.g. text). One ledgered ``resolve`` version that syncs, so the mark
        clears on every device. Returns what ``reopen_conflict`` (undo) needs."""
        return settling.asked(self._store, self._write, self._vectors, memory_id, keep, by_hand, self.max_text_chars)

    def reopen_conflict(self, settled: dict) -> None:
        """Undo ``settle_conflict``: the version before, and the conflict marked here again."""
        settling.reopen(self._write, self._vectors, settled)

    @staticmethod
    def kept_sync_key(path=None, which: str = "", *, vfs: str | None = None,
                      passphrase: str | None = None) -> str | None:
        """The vault's sync key kept inside a scope file (a machine with no keyring), hex."""
        return replica_files.kept(path, vfs, passphrase, which)

    @staticmethod
    def keep_sync_key(path, hex_key: str | None, which: str = "", *, vfs: str | None = None,
                      passphrase: str | None = None) -> None:
        """Keep (None: forget) the vault's sync key in every scope file."""
        replica_files.keep_everywhere(path, hex_key, vfs, passphrase, which)

    @staticmethod
    def synced_as(path, scope: str, server_id: str, *, vfs: str | None = None, passphrase: str | None = None) -> bool:
        """Whether a scope (open or not: read on a connection of its own) last synced with
        ``server_id`` under the name ``scope``."""
        return replica_files.synced_as(path, scope, server_id, vfs, passphrase)

    @staticmethod
    def rename_scope(path, scope: str, new_name: str) -> str:
        """Rename a scope's file (not open); returns the new name."""
        return moved.rename(path, scope, new_name)

    @staticmethod
    def remove_scope(path, scope: str) -> os.PathLike:
        """Move a scope (not open) aside into a folder it can be restored from; returns the folder."""
        return moved.remove(path, scope)

    @staticmethod
    def restore_scope(path, folder: os.PathLike, as_name: str | None = None) -> str:
        """Put a removed scope back from its folder (under ``as_name``, else its own); returns its name."""
        return moved.restore(path, folder, as_name)

    @staticmethod
    def scope_files(path=None, removed: bool = False) -> list:
        """The database files of the scopes (``removed``: of the scopes removed, each restorable)."""
        root = paths.data_dir(path)
        if removed:
            return [db for folder in scope_files.removed(root) for db in sorted(folder.glob("*.db"))]
        return [scope_files.db_path(root, name) for name in scope_files.names(root)]

    @staticmethod
    def scope_file_sync(db, server_id: str, *, vfs: str | None = None, passphrase: str | None = None) -> dict:
        """How a scope file (not open; a removed one too) stands with a sync server: the name it
        synced under, whether it synced there, the removal of it it made or followed."""
        return replica_files.file_sync(db, server_id, vfs, passphrase)

    @staticmethod
    def note_scope_file_sync(db, server_id: str, *, name: str | None = None, removal: str | None = None,
                             label: tuple[str, int, str] | None = None,
                             vfs: str | None = None, passphrase: str | None = None) -> None:
        """Note in a scope file (not open) the name it syncs under now, the removal it followed,
        or (``label``: id, stamp, device) the id and name stamp the server settled."""
        replica_files.note_file_sync(db, server_id, vfs, passphrase, name=name, removal=removal, label=label)

    # -- agents (issue 34): who may ask, and what each was given -----------------------------
    @staticmethod
    def agents(path: str | os.PathLike | None = None) -> AgentRegistry:
        """The agents of a data directory: add, list, pause, resume, remove, grants, tokens."""
        return AgentRegistry(path)

    def recent(self, since: float, limit: int = 20) -> list[Memory]:
        """Memories added or changed since ``since`` (seconds since the epoch), latest first."""
        since = validate.number(since, "since", 0)
        return self._read(context.recent, since, validate.count(limit, "limit"))

    def turns_around(self, memory_id: str, window: int = 3) -> list[Memory]:
        """A memory with the turns said before and after it in its conversation."""
        return self._read(context.turns_around, self.scope, memory_id, validate.count(window, "window", 0, 50))

    def is_shown(self, memory_id: str) -> bool:
        """Whether the person sees it (not deleted, merged, archived or expired)."""
        return self._read(context.is_shown, memory_id)

    def log_access(self, agent: str, tool: str, query: str | None, memory_ids: Iterable[str] = (),
                   event_id: int | None = None, outcome: str = "ok") -> int:
        """Record one call of an agent in the access log (its own transaction); returns its row."""
        with self._store.txn() as conn:
            return access_log.append(conn, agent, tool, query, memory_ids, event_id, outcome)

    def access_log(self, *, agent: str | None = None, memory_id: str | None = None, event_id: int | None = None,
                   limit: int = 1000) -> list[dict]:
        """The access log, newest first: all of it, or the calls of one agent, about a memory or an event."""
        return self._read(access_log.rows, agent=agent, memory_id=memory_id, event_id=event_id,
                          limit=validate.count(limit, "limit"))

    def readers(self, memory_id: str) -> list[dict]:
        """Which agents were given this memory, how often, and the last time and query."""
        return self._read(access_log.readers, memory_id)

    def undo_agent_change(self, seq: int) -> Memory:
        """Undo the change an agent's logged call made (issue 34): a forgotten memory comes back, an
        updated one returns to the version before the agent's (both as a new, ledgered version)."""
        return self.restore(*agent_undo.restore_point(self._read(access_log.row, seq), self.history))

    def agent_calls_since(self, agent: str, since: float, most: int) -> tuple[int, float | None]:
        """How many calls ``agent`` logged since ``since`` (up to ``most``) and the oldest's time."""
        return self._read(access_log.calls_since, agent, since, most)

    def access_counts(self) -> dict[str, dict[str, int]]:
        return self._read(access_log.counts)

    def prune_access_log(self, keep_days: float) -> int:
        """Retention: drop access log rows older than ``keep_days`` days; the chain stays verifiable."""
        keep_days = validate.number(keep_days, "days to keep", 0)
        with self._store.txn() as conn:
            return access_log.prune(conn, time.time() - keep_days * 86400)

    @staticmethod
    def check_model(spec: str) -> None:
        """Raise (in words) if the extraction model ``spec`` names could not load: a path that
        is missing or not a GGUF file. Settings check this before they save a model path."""
        if isinstance(spec, (str, os.PathLike)) and not factory.is_model_name(str(spec)):  # (not a model object)
            from mnemosyne_app.core.model.bundled import check_model_file

            check_model_file(spec)


# What the queue worker runs besides retain and extract: a compaction an earlier version journaled is
# closed without running (it would archive turns under a model's summary).
_OPS = {"compact": compaction.retire_old_request}
