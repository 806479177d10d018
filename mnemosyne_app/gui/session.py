"""The window's one door into core: every user action is one operation (``op``) that runs off the
GUI thread under the engine's change tally and ends by emitting ``changed`` with exactly the
change set the engine noted (an ``OpChanges``: its row writers say what they touched), so views
refresh from one signal instead of calling each other, and nothing here guesses what changed."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.core import library, validate
from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.core.progress import Cancelled, Progress
from mnemosyne_app.core.types import OpChanges
from mnemosyne_app.gui.wording import describe
from mnemosyne_app.gui.write_reports import WriteReports

log = logging.getLogger("mnemosyne.gui")

@dataclass(frozen=True)
class Changes:
    """One operation's announcement: the change set the engine noted while it ran (``op``) and
    what to tell the person. Made only by ``Session.announce``, from an op's ``OpChanges``; the
    views read the properties they care about."""
    op: OpChanges = field(default_factory=OpChanges)
    message: str = ""
    integrity: Any = None  # a verify's report, for the badges and the Integrity panel

    @property
    def memories(self) -> bool:
        return bool(self.op.memories)

    @property
    def events(self) -> bool:
        return bool(self.op.events)

    @property
    def facts(self) -> bool:  # facts changed, or a question about them came or was answered (a pull's)
        return bool(self.op.facts)

    @property
    def scope(self) -> bool:  # another scope (or the open one as a whole): everything is new
        return bool(self.op.scopes)

    @property
    def memory_ids(self) -> list[str]:
        return list(self.op.memories)

    @property
    def added(self) -> list[str]:  # memories this operation made visible: what undoing it removes
        return list(self.op.added)

    @property
    def queued(self) -> list[int]:  # writes this operation queued: what undoing it cancels
        return list(self.op.queued)

    @property
    def queue(self) -> bool:  # the write queue moved: its waiting rows in the table may have too
        return self.op.queue or bool(self.op.queued)

    @property
    def background(self) -> bool:  # work waits for the background lane (facts to extract, vectors)
        return self.op.backlog

    @property
    def in_place(self) -> bool:  # memories edited, none came or went: their rows stay where they are
        return self.op.in_place


class Session(QObject):
    changed = Signal(object)  # Changes
    failed = Signal(str)
    busy = Signal(str)  # what long work is running ("" when none)
    progressed = Signal(int, int)  # done, total of that work, when it can tell

    def __init__(self, data_dir=None, settings: dict | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.settings = settings or {}
        self.last_hits: dict = {}  # memory id -> RecallHit of the last search (why each matched)
        self.last_total = 0  # how many memories the last search matched in all
        self.brain: MemoryBrain | None = None
        # The open scope's last integrity result (IntegrityReport.as_dict), kept in the store so a
        # memory changed behind the app's back stays flagged across restarts (issue 27).
        self.integrity_report: dict | None = None
        self.scope: str | None = None
        # How many of the person's operations are under way: background jobs wait between
        # their slices while it is above zero (read from their thread; an int read is atomic).
        self.foreground = 0
        # The queue tells us when its writes end (no polling); reports reach ``changed`` coalesced.
        self.reports = WriteReports(self)
        self.passphrase: str | None = None  # an encrypted data dir's, given at unlock; memory only
        self.model_problem = ""  # why the chosen extraction model could not load ("" when it can)

    # -- helpers ---------------------------------------------------------------------------
    def _brain_options(self) -> BrainOptions:
        s = self.settings
        return BrainOptions(self.data_dir, synchronous=s.get("durability", "NORMAL"), extractor=s.get("model", "auto"),
                            embedder=s.get("embedder", "auto"),
                            passphrase=self.passphrase)

    def current(self) -> MemoryBrain:
        """The open scope's brain. While a scope is being swapped (opened, renamed, removed) there is
        none: a late task of the window is told so (ScopeClosedError) and stops quietly."""
        brain = self.brain
        if brain is None:
            raise errors.ScopeClosedError("no scope is open right now")
        return brain

    async def call(self, fn, *args):
        """Run a store call; report environment errors to the person instead of raising."""
        try:
            return await self.quietly(fn, *args)
        except (errors.ScopeClosedError, Cancelled):
            raise  # work for a scope the window has left, or stopped by the person: no error
        except Exception as exc:
            self.failed.emit(describe(exc))
            raise

    async def call_on_worker(self, fn):
        """``call`` on the work thread, for a read that may wait for the model."""
        try:
            return await self.foreground_work(qt_async.in_worker, fn)
        except errors.ScopeClosedError:
            raise
        except Exception as exc:
            self.failed.emit(describe(exc))
            raise

    async def quietly(self, fn, *args):
        """A store call whose failure the caller shows itself (inline, next to the input)."""
        return await self.foreground_work(qt_async.in_store, fn, *args)

    async def op(self, fn, *, report: bool = True, runner=qt_async.in_store) -> tuple[Any, OpChanges]:
        """One user action (Anki's CollectionOp): ``fn`` runs on the store thread (``runner``: the
        work thread for what may wait for the model) as one engine operation; returns its result
        and the change set the engine noted. A failure is reported in words (``report=False``: the
        caller shows it beside its input); what the operation changed before it failed (a write
        journaled before the model failed, say: retryable in the Events panel) is announced
        all the same."""
        noted = []

        def work():
            with MemoryBrain.changes() as tally:
                noted.append(tally)
                return fn()

        try:
            result = await self.foreground_work(runner, work)
        except errors.ScopeClosedError:
            raise  # work for a scope the window has left: nothing to say
        except Exception as exc:
            if noted and not noted[0].changes.empty:
                self.announce(noted[0].changes)
            if report and not isinstance(exc, Cancelled):
                self.failed.emit(describe(exc))
            raise
        return result, noted[0].changes

    async def foreground_work(self, runner, fn, *args):
        """Run ``fn`` with ``runner`` (the store or work thread), counted as the person's work
        so that background jobs step aside meanwhile."""
        self.foreground += 1
        try:
            return await runner(fn, *args)
        finally:
            self.foreground -= 1

    def announce(self, op: OpChanges, message: str = "", integrity: Any = None) -> Changes:
        """Tell the views what an operation changed: the engine's change set as it is, and words."""
        changes = Changes(op, message, integrity)
        if integrity is not None or changes.scope:
            self.integrity_report = integrity if isinstance(integrity, dict) or integrity is None else integrity.as_dict()
        self.changed.emit(changes)
        return changes

    # -- operations ------------------------------------------------------------------------
    async def open_scope(self, scope: str) -> Changes:
        """Switch to ``scope``. If it cannot be opened (a bad name, a damaged file), the scope
        that was open stays open and the error is reported."""
        old = self.brain

        def start(brain: MemoryBrain) -> MemoryBrain:
            brain.ensure_init()
            if self.settings.get("timing", "sync") == "async":
                brain.hot_path("enable")
            return brain

        options = self._brain_options()
        self.model_problem = ""
        try:  # a model that cannot load does not keep the store shut: the sentence rules stand in
            MemoryBrain.check_model(options.extractor)
        except Exception as exc:
            self.model_problem = describe(exc)
            options = options.replace(extractor="sentences")

        def work():
            opened_at = time.time()
            new = options.brain(scope)  # a bad name fails here
            if old is not None:
                old.close()
            try:
                brain = start(new)
            except Exception:
                if old is not None:
                    start(old)
                raise
            repaired = brain.repair_report()  # an earlier version's compaction undone on this open?
            return brain, brain.last_verify(), (repaired if repaired and repaired["at"] >= opened_at else None)

        self.brain = None  # nothing may use the old brain while it is being swapped
        try:
            (self.brain, last, repaired), changes = await self.op(work)
        except Exception:
            self.brain = old
            raise
        self.reports.watch(self.brain)
        self.scope = scope
        return self.announce(changes, repaired["summary"] if repaired else f"opened scope {scope}", last)

    @property
    def broken(self) -> dict[str, dict]:
        """Memory id -> what the last verify found about it (changed behind the app's back)."""
        return {b["memory_id"]: b for b in (self.integrity_report or {}).get("broken_memories") or []}

    async def summarise(self, conversation_id: str, keep: bool = False) -> dict:
        """A conversation's extractive summary: previewed (nothing written), or kept as one new
        memory marked generated beside the turns (core/lifecycle/compaction.py)."""
        brain = self.current()
        out, changes = await self.op(lambda: brain.compact_history(conversation_id, preview=not keep))
        if keep:
            self.announce(changes, (
                f"kept a summary of “{out['title'][:40]}” (marked generated; its {out['turns']:,} turns are unchanged)"
                if out["outcome"] == "inserted" else "this summary was kept before"))
        return out

    async def extract_facts(self, memory_ids: list[str] | None = None, conversation_id: str | None = None) -> Changes:
        """Facts for memories already stored (the whole scope's own words, a conversation, or a
        selection), one event each, run by the background lane with its counts, Pause and Stop."""
        brain = self.current()
        out, changes = await self.op(lambda: brain.extract_facts(memory_ids=memory_ids,
                                                                 conversation_id=conversation_id, queue=False))
        n, done = out["queued"], out["already"]
        message = (f"extracting facts from {n:,} memor{'y' if n == 1 else 'ies'} in the background"
                   + (f" ({done:,} done before)" if done else "") if n else
                   f"facts are already extracted (or waiting) for all {done:,} of them" if done else
                   "nothing to extract facts from here")
        # The lane runs what waits too (a Stop left some): the engine notes a backlog then as well.
        return self.announce(changes, message)

    async def restore_vouched(self, memory_id: str) -> Changes:
        """Put a memory changed behind the app's back back to what the ledger vouches for (a
        ledgered ``restore`` version; what it said meanwhile stays in the operation log)."""
        brain = self.current()
        memory, changes = await self.op(lambda: brain.restore_vouched(memory_id))
        last = await self.call(brain.last_verify)
        return self.announce(changes, f"restored the version the ledger vouches for: “{memory.text[:60]}”", last)

    async def scopes(self) -> list[str]:
        return await self.call(MemoryBrain.scopes, self.data_dir)

    async def remove_scope(self, scope: str) -> Path:
        """Move ``scope`` aside (core/library.py), closing it first if it is the open one (its
        queue flushed for a bounded time; what is left resumes when it is restored). Returns the
        folder it went to. Nothing is open afterwards: the caller opens the next scope."""
        await self._let_go(scope)
        return await self.call(library.remove, self.data_dir, scope)

    async def rename_scope(self, scope: str, new_name: str) -> str:
        """Give ``scope`` another name; it is closed first if open. The caller opens it again."""
        await self._let_go(scope)
        return await self.call(library.rename, self.data_dir, scope, new_name)

    async def _let_go(self, scope: str) -> None:
        """Close ``scope`` if it is the open one, before its file moves."""
        if self.scope == scope:
            await self.close()
            self.scope = None

    async def restore_scope(self, folder: Path) -> str:
        return await self.call(library.restore, self.data_dir, folder)

    async def add(self, text: str, kind: str = "note", tags=None, extract: bool | None = None) -> Changes:
        brain = self.current()
        fast = brain.hot_path("status")["enabled"]
        do_extract = self.settings.get("extract", False) if extract is None else extract
        # The person's own write: saved before the agents' writes waiting in the queue.
        r, changes = await self.op(lambda: brain.retain(text, fast=fast, kind=kind, tags=tags, extract=do_extract,
                                                        first=True), report=False)
        # "already_complete" names a memory that was there before: the engine noted nothing to undo.
        message = {"already_complete": "already stored", "queued": "queued: it is saved in the background",
                   "inserted": "saved"}.get(r.outcome, r.outcome) + (f" (event {r.event_id})" if r.event_id else "")
        return self.announce(changes, message)

    def _progress(self, label: str) -> Progress:
        """A core Progress whose updates (from the store thread) reach ``progressed`` on the GUI
        thread; ``busy`` says what runs."""
        progress = Progress(label=label)
        progress.subscribe(lambda p: qt_async.call_in_gui(self.progressed.emit, p.done, p.total))
        self.busy.emit(label)
        return progress

    async def add_lines(self, text: str, kind: str = "note", tags=None, extract: bool | None = None) -> Changes:
        """Each non-empty line its own memory, in one batch (with async writes on, one queued
        write each, so the model work stays in the background)."""
        brain = self.current()
        fast = brain.hot_path("status")["enabled"]
        do_extract = self.settings.get("extract", False) if extract is None else extract
        progress = self._progress("adding a list of memories")
        try:
            res, changes = await self.op(lambda: brain.retain_lines(
                text, kind=kind, tags=tags, extract=do_extract, fast=fast, progress=progress, first=True), report=False)
        finally:
            self.busy.emit("")
        if fast:
            return self.announce(changes, f"{res.queued} writes queued")
        message = f"{len(res.added)} added, {res.already_stored} already stored" + (
            f", {len(res.failed)} failed (line {res.failed[0][0]}: {res.failed[0][1]})" if res.failed else "")
        return self.announce(changes, message)

    async def paste_conversation(self, text: str, kind: str = "history", tags=None, extract: bool = False) -> Changes:
        brain = self.current()
        ids, changes = await self.op(lambda: brain.paste_conversation(text, kind=kind, tags=tags, extract=extract),
                                     report=False)
        message = f"pasted conversation: {len(ids)} turns stored" if ids else "this conversation is already stored"
        return self.announce(changes, message)

    async def update(self, memory_id: str, **fields) -> Changes:
        """Save an edit. A refusal (bad input) is raised to the caller, which shows it beside
        the input: nothing is emitted, nothing changed."""
        brain = self.current()
        _, changes = await self.op(lambda: brain.update(memory_id, **fields), report=False)
        return self.announce(changes, "saved")

    async def retry(self, event_ids: list[int]) -> Changes:
        """Run failed writes again; each failure is reported, the others still run."""
        brain = self.current()

        def each():
            failures = []
            for event_id in event_ids:
                try:
                    brain.retry(event_id)
                except errors.ScopeClosedError:
                    raise
                except Exception as exc:  # reported below; the next one still runs
                    failures.append(exc)
            return failures

        failures, changes = await self.op(each)
        for exc in failures:
            self.failed.emit(describe(exc))
        done = len(event_ids) - len(failures)
        return self.announce(changes, f"retried {done} of {len(event_ids)} failed writes" if done < len(event_ids)
                         else f"retried {done} failed write" + ("" if done == 1 else "s"))

    async def take_back(self, event_id: int) -> Changes:
        """Undo a queued write: cancelled if it has not started; if it is being saved right
        now, taken back as soon as it lands; if it was saved, the memories it made are deleted."""
        brain = self.current()
        cancelled, changes = await self.op(lambda: brain.cancel(event_id))
        if cancelled:
            return self.announce(changes, "cancelled: that write will not be saved")
        self.reports.undo_when_done(event_id)  # before reading it: a write landing meanwhile is taken back
        ev = await self.call(brain.get_event, event_id)
        if ev.status in ("pending", "running") and self.reports.wants_undo(event_id):
            return self.announce(changes, "that write is being saved now; it is taken back when it lands")
        if ev.status == "succeeded" and self.reports.undo_claimed(event_id):
            return await self.delete_made_by(event_id, (ev.result or {}).get("memory_ids") or [])
        self.reports.keep(event_id)  # failed or cancelled: nothing was made (or the report took it back)
        return self.announce(changes)

    async def delete_made_by(self, event_id: int, memory_ids: list[str]) -> Changes:
        brain = self.current()
        n, changes = await self.op(lambda: brain.delete_many(memory_ids) if memory_ids else 0)
        made = f"{n} memor{'y' if n == 1 else 'ies'}"
        return self.announce(changes, f"took back the saved write (event {event_id}): {made} deleted")

    async def write_again(self, event_id: int) -> Changes:
        """Redo of ``take_back``: a cancelled write runs now (on the work thread: it may call the
        model), a deleted one is restored, one still waiting is simply left to finish."""
        brain = self.current()
        self.reports.keep(event_id)
        ev = await self.call(brain.get_event, event_id)
        if ev.status == "succeeded":
            return await self.restore_many((ev.result or {}).get("memory_ids") or [])
        # A cancelled one is written now; one still waiting is left to finish (nothing changes).
        _, changes = await self.op(lambda: brain.retry(event_id) if ev.status == "cancelled" else None,
                                   runner=qt_async.in_worker)
        return self.announce(changes, "written again" if ev.status == "cancelled" else "")

    async def prepare_model(self, on_progress) -> Path:
        """Assemble and check the bundled model (first run) on the work thread; ``on_progress(done,
        total)`` is called there. Concurrent first uses wait for the same assembly (core)."""
        return await self.foreground_work(qt_async.in_worker, lambda: MemoryBrain.ensure_bundled_model(on_progress))

    async def run_drills(self, names: list[str], on_result) -> list:
        """The recovery drills (each kills a child process of its own), on the work thread."""
        from mnemosyne_app.drills import runner as drills

        return await qt_async.in_worker(lambda: drills.run_all(names, on_result=on_result))

    async def start_api(self, port: int):
        """Serve the loopback HTTP API on the open store (on the store thread: starting it
        enables the hot path and may create the token file). Returns the running server."""
        from mnemosyne_app.service.http_api import ApiServer

        brain = self.current()
        return await qt_async.in_store(lambda: ApiServer(brain, "127.0.0.1", port).start())

    async def sync_now(self, url: str = "", password: str = "", join: str = "", rotate: bool = False):
        """Push then pull the open scope through the sync server (gui/sync_window.py), on the
        work thread (network and SQLite); the table then shows what came in. Returns the report
        in words and the sync state; a failure is raised to the caller, which shows it."""
        from mnemosyne_app.gui.sync_window import sync_once

        options, brain = self._brain_options(), self.current()
        self.busy.emit("syncing")
        try:  # the sync drives the open brain (no second one on its file): its search sees what came in
            (text, state), changes = await self.op(lambda: sync_once(
                options, brain.scope, url, password, join=join, rotate=rotate, brain=brain),
                report=False, runner=qt_async.in_worker)
        finally:
            self.busy.emit("")
        self.announce(changes, f"synced: {text}")
        return text, state

    async def sync_renamed(self, old: str, url: str = "", password: str = "", join: str = ""):
        """``old`` was renamed on another device: close it, rename it here too and sync it under
        its new name. Returns what ``sync_now`` returns. Nothing is open afterwards, even when it
        fails: the caller opens the scope under the name its file has then."""
        from mnemosyne_app.gui.sync_window import sync_once

        options = self._brain_options()
        await self._let_go(old)
        self.busy.emit("syncing")
        try:
            text, state = await self.foreground_work(
                qt_async.in_worker, lambda: sync_once(options, old, url, password, follow=True, join=join))
        finally:
            self.busy.emit("")
        return text, state

    async def sync_removed(self, scope: str, url: str = "", password: str = "", join: str = "") -> str:
        """``scope`` was removed on another device: close it (its queue flushed), then settle it
        as the CLI's sync does (what was written in it is sent, then it is moved aside here too,
        restorable). Returns what happened, in words. Nothing is open afterwards: the caller
        opens another scope (or this one again, if it is still here)."""
        from mnemosyne_app.sync import run

        options = self._brain_options()
        await self._let_go(scope)
        self.busy.emit("syncing")
        try:
            done = await self.foreground_work(qt_async.in_worker, lambda: run.sync(
                options, run.SyncAsk([scope], remote=url, password=password, join=join, settle=True)))
        finally:
            self.busy.emit("")
        return done.text()

    async def sync_state(self, server_id: str | None = None):
        """The open scope's sync state from the local store; None when no remote is configured."""
        from mnemosyne_app.gui.sync_window import local_state

        brain = self.current()
        return await qt_async.in_store(lambda: local_state(brain, server_id))

    # -- queries (read-only; widgets read through these, never through the brain) -----------
    async def memory(self, memory_id: str):
        """The memory and its versions."""
        brain = self.current()
        return await self.quietly(lambda: (brain.get(memory_id), brain.history(memory_id)))

    async def conflict(self, memory_id: str) -> dict | None:
        """Both sides of the sync conflict on a memory (None: it has none)."""
        brain = self.current()
        return await self.quietly(brain.conflict, memory_id)

    async def settle_conflict(self, memory_id: str, keep: str, by_hand: dict | None = None) -> dict:
        """Keep this side, that side or a text merged by hand; a refusal is raised to the pane."""
        brain = self.current()
        settled, changes = await self.op(lambda: brain.settle_conflict(memory_id, keep, **(by_hand or {})),
                                         report=False)
        self.announce(changes, "conflict settled (Ctrl+Z to undo); your other devices clear it at their next sync")
        return settled

    async def reopen_conflict(self, settled: dict) -> Changes:
        brain = self.current()
        _, changes = await self.op(lambda: brain.reopen_conflict(settled))
        return self.announce(changes, "conflict back, to settle")

    async def events(self, status: str | None = None, limit: int = 500):
        brain = self.current()
        return await self.call(lambda: brain.list_events(status=status, limit=limit))

    async def facets(self, memory_ids: list[str] | None = None) -> dict:
        brain = self.current()
        return await self.call(brain.facets, memory_ids)

    async def stats(self) -> dict:
        brain = self.current()
        return await self.call(brain.stats)

    async def view_ids(self, query: str, order: str, descending: bool, filters: dict, meaning: bool = True,
                       as_of: str | None = None):
        """The ids the table shows, in order, and search scores (empty when browsing): a
        search runs recall (``meaning=False``: keywords alone, no model call), browsing lists in
        SQL order; expired memories are in neither. ``as_of`` (a day, "2025-05-03"): what the
        store knew to be true then (core/read/recall_as_of.py): memories said later are left out
        of both, a hit whose facts had all ended by then is marked and listed after the rest."""
        brain = self.current()
        if query:
            search = lambda: self._hits_and_total(brain, query, filters, meaning, as_of)  # noqa: E731
            # Embedding the query can wait for a model busy with background vectors: not on the
            # store thread, which page loads and the detail pane need meanwhile.
            hits, total = await (self.call(search) if not (meaning and self.has_embedder)
                                 else self.call_on_worker(search))
            self.last_hits, self.last_total = {h.memory_id: h for h in hits}, total
            return [h.memory_id for h in hits], {h.memory_id: h.score for h in hits}
        ids = await self.call(lambda: brain.memory_ids(order=order, descending=descending, include_expired=False,
                                                       **_said_by(filters, as_of)))
        return ids, {}

    async def waiting(self, query: str = "", filters: dict | None = None, limit: int = 1000) -> dict[str, dict]:
        """Writes queued and not yet saved, as table rows keyed ``event:<id>`` (newest first),
        read from their journaled requests; those the view's search and filters would hide are left out."""
        brain = self.current()
        if not brain.hot_path("status")["depth"]:  # in memory: nothing queued here, no store call
            return {}
        events = await self.call(lambda: [e for status in ("running", "pending")
                                          for e in brain.list_events(status=status, limit=limit, op="retain")])
        return waiting_rows(events, query, filters or {})

    SEARCH_LIMIT = 200

    @classmethod
    def _hits_and_total(cls, brain, query: str, filters: dict, meaning: bool = True, as_of: str | None = None):
        """The hits shown and how many memories match in all (honest totals past the limit)."""
        hits = brain.recall(query, k=cls.SEARCH_LIMIT, meaning=meaning, as_of=as_of, **filters)
        total = len(hits)
        if total >= cls.SEARCH_LIMIT:
            total = max(total, brain.view("match_count", query=query, **_said_by(filters, as_of)))
        return hits, total

    async def view(self, name: str, **options):
        """A read-only browsing view (core/read/views.py): conversations, thread, profile."""
        brain = self.current()
        return await self.call(lambda: brain.view(name, **options))

    async def rows(self, memory_ids: list[str]) -> dict[str, dict]:
        brain = self.current()
        return await self.call(brain.memory_rows, memory_ids)

    @property
    def is_open(self) -> bool:
        return self.brain is not None

    def queue_status(self) -> dict | None:
        """The write queue's counters (in memory: safe on the GUI thread); None when closed."""
        brain = self.brain
        return None if brain is None else brain.hot_path("status")

    def file_bytes(self) -> int:
        brain = self.brain
        return 0 if brain is None else brain.file_bytes()

    @property
    def has_embedder(self) -> bool:
        return self.brain is not None and self.brain.embedder is not None

    async def delete(self, memory_id: str) -> Changes:
        brain = self.current()
        _, changes = await self.op(lambda: brain.delete(memory_id))
        return self.announce(changes, "deleted (Ctrl+Z to undo)")

    async def delete_many(self, memory_ids: list[str], progress: Progress | None = None) -> Changes:
        """One transaction; ``progress`` counts it and can cancel it (then nothing changed)."""
        brain = self.current()
        n, changes = await self.op(lambda: brain.delete_many(memory_ids, progress))
        return self.announce(changes, f"deleted {n:,} memories (Ctrl+Z to undo)")

    async def restore_many(self, memory_ids: list[str], progress: Progress | None = None) -> Changes:
        """The undo of ``delete_many``, as quick as it: the search vectors of what comes back
        are rebuilt by the background lane afterwards (keyword search finds them at once)."""
        brain = self.current()
        # one transaction, one ledger entry each
        _, changes = await self.op(lambda: brain.restore_many(memory_ids, progress, vectors_later=True))
        return self.announce(changes, f"restored {len(memory_ids):,} memories")

    async def restore(self, memory_id: str, version: int | None = None) -> Changes:
        brain = self.current()
        _, changes = await self.op(lambda: brain.restore(memory_id, version))
        return self.announce(changes, "restored")

    async def undo_agent_change(self, seq: int) -> Changes:
        """Undo what an agent changed (its logged update or forget), from the Agents panel."""
        brain = self.current()
        _, changes = await self.op(lambda: brain.undo_agent_change(seq))
        return self.announce(changes, "undid the agent's change")

    async def readers(self, memory_id: str) -> list[dict]:
        """Which agents were given a memory (the detail pane's "read by")."""
        brain = self.current()
        return await self.quietly(brain.readers, memory_id)

    async def unmerge(self, survivor_id: str) -> Changes:
        brain = self.current()
        back, changes = await self.op(lambda: brain.unmerge(survivor_id))
        return self.announce(changes, f"restored {len(back)} merged memories")

    # -- curation (issue 17): duplicates, bulk edits -----------------------------------------
    async def dedup(self):
        """The duplicate groups (exact and near) of the open scope; nothing is changed."""
        brain = self.current()
        return await self.call(brain.dedup)

    async def merge(self, groups: list[list[str]]) -> dict:
        """Merge each group of memory ids into one survivor (consolidate re-checks each group)."""
        brain = self.current()
        out, changes = await self.op(lambda: brain.merge_groups([list(ids) for ids in groups]))
        n = out["merged"]
        self.announce(changes, f"merged {n} duplicate{'' if n == 1 else 's'} (Ctrl+Z to undo)")
        return out

    async def unmerge_many(self, survivor_ids: list[str]) -> Changes:
        brain = self.current()
        back, changes = await self.op(lambda: [m for s in survivor_ids for m in brain.unmerge(s)])
        return self.announce(changes, f"restored {len(back)} merged memories")

    async def decide_proposal(self, proposal: dict, confirm: bool) -> Changes:
        """The person's answer to a change the rules were unsure of (issue 28): confirmed, the old
        fact ends (an edit of its memory); rejected, nothing changes but the question goes."""
        brain = self.current()
        _, changes = await self.op(lambda: brain.decide_proposal(proposal["proposal_id"], confirm))
        return self.announce(changes, f"{proposal['ends_text']!r} " + ("ended" if confirm else "kept as current"))

    async def update_many(self, changes: dict[str, dict], progress: Progress | None = None) -> Changes:
        """A bulk edit (or its undo): every memory in one transaction."""
        brain = self.current()
        n, changed = await self.op(lambda: brain.update_many(changes, progress))
        return self.announce(changed, f"changed {n} memories (Ctrl+Z to undo)")

    async def set_async(self, enabled: bool) -> dict:
        brain = self.current()
        status, changes = await self.op(lambda: brain.hot_path("enable" if enabled else "disable"))
        self.announce(changes, "async writes on" if enabled else "async writes off")
        return status

    async def flush(self, timeout: float = 120.0) -> dict:
        brain = self.current()
        self.busy.emit("flushing")
        try:
            # Not on the store thread: flush waits for the worker, and reads must go on meanwhile.
            out, changes = await self.op(lambda: brain.hot_path("flush", timeout=timeout), report=False,
                                         runner=qt_async.in_worker)
        finally:
            self.busy.emit("")
        # The flushed writes themselves are announced as they land (gui/write_reports.py).
        self.announce(changes, f"flushed {out.get('flushed', 0)} writes")
        return out

    async def verify(self, progress=None):
        brain = self.current()
        self.busy.emit("verifying")
        try:
            # The engine notes the memories whose badge comes or goes (flagged now, or no longer).
            rep, changes = await self.op(lambda: brain.verify_integrity(progress), report=False,
                                         runner=qt_async.in_worker)
        finally:
            self.busy.emit("")
        changed = rep.broken_memories
        self.announce(changes, "integrity valid" if rep.valid else
                      f"integrity BROKEN: {len(changed)} memor{'y' if len(changed) == 1 else 'ies'} changed outside "
                      "Mnemosyne" if changed else f"integrity BROKEN at {rep.where}", rep)
        return rep

    async def import_archive(self, path: str, fmt: str, progress: Progress, **options):
        """Bring in an archive on the work thread (the store thread stays free for reads);
        raises to the caller, which shows the reason in its panel."""
        brain = self.current()
        report, changes = await self.op(lambda: brain.import_archive(path, fmt, progress=progress, **options),
                                        report=False, runner=qt_async.in_worker)
        self.announce(changes, report.summary())
        return report

    async def export(self, path: str, fmt: str) -> int:
        brain = self.current()
        return await self.quietly(lambda: brain.export(path, fmt))

    # -- maintenance (run by gui/jobs.py on its own thread, in slices) ----------------------
    async def prepare_models(self, runner) -> list[str]:
        """Make the models' files before the first write needs them (first run: seconds; shared
        with an MCP server or the CLI preparing at the same time). Returns what it prepared."""
        brain = self.brain
        return [] if brain is None else await runner(brain.prepare_models)

    async def sweep(self, runner) -> list[str]:
        """Purge what expired longer ago than the grace period (history is never compacted
        behind the person's back: a summary is asked for, per conversation)."""
        brain = self.brain
        if brain is None:
            return []

        purged, changes = await runner(lambda: brain.run_op(brain.sweep))
        if purged:
            self.announce(changes, f"removed {len(purged)} memories that expired over a week ago")
        return purged

    async def build_vectors(self, runner, progress: Progress, chunk: int) -> int:
        brain = self.brain
        if brain is None or brain.embedder is None:
            return 0
        built, changes = await runner(lambda: brain.run_op(brain.backfill_embeddings, progress, chunk))
        if built:  # vectors are no row a view shows: the words are the news
            self.announce(changes, f"search vectors ready ({built:,} built)")
        return built

    async def run_backlog(self, runner, progress: Progress) -> int:
        """Fact extraction and history compaction waiting in the journal, one event per slice
        (the write queue keeps the person's own writes; each finished one is reported)."""
        brain = self.brain
        if brain is None:
            return 0
        return await runner(lambda: brain.run_backlog(progress))

    async def convert_encryption(self, op: str, passphrase: str, new: str | None = None) -> str:
        """``encrypt``, ``decrypt`` or ``rekey`` the whole data dir (core/library.py):
        the open scope is closed first (the conversion needs every file to itself) and reopened
        with the new key after; returns the summary."""
        from mnemosyne_app import paths

        scope = self.scope
        await self.close()
        root = paths.data_dir(self.data_dir)
        run = {"encrypt": lambda: library.encrypt(root, passphrase),
               "decrypt": lambda: library.decrypt(root, passphrase),
               "rekey": lambda: library.rekey(root, passphrase, new or "")}[op]
        try:
            report = await self.call(run)
            self.passphrase = None if op == "decrypt" else (new if op == "rekey" else passphrase)
        finally:
            if scope is not None:
                await self.open_scope(scope)
        return report.summary({"encrypt": "encrypted", "decrypt": "decrypted", "rekey": "re-keyed"}[op])

    async def lock(self) -> None:
        """Close the store and forget what opens it and what the last search found, until the
        passphrase is given again (gui/lock.py)."""
        await self.close()
        self.passphrase = None
        self.last_hits, self.last_total = {}, 0

    async def close(self, flush_timeout: float = 5.0) -> int:
        """Flush for a bounded time and close; returns how many writes were deferred."""
        brain, self.brain = self.brain, None
        if brain is None:
            return 0
        return await qt_async.in_worker(lambda: brain.close(flush_timeout=flush_timeout))


def _said_by(filters: dict, as_of: str | None) -> dict:
    """``filters`` narrowed to what had been said by the end of the day ``as_of`` (recall's own rule)."""
    at = validate.as_of(as_of)
    if at is None:
        return filters
    until = filters.get("until")
    return {**filters, "until": at if until is None else min(until, at)}


def waiting_rows(events, query: str, filters: dict) -> dict[str, dict]:
    """Table rows for queued writes (their memory does not exist yet): what the request says,
    marked ``waiting``; kept only if they match the view's words, kind, tag and source."""
    words = query.lower().split()
    out: dict[str, dict] = {}
    for e in sorted(events, key=lambda e: -e.event_id):
        p = e.payload
        tags = [t.lower() for t in p.get("tags") or []]
        if (any(w not in p.get("text", "").lower() for w in words)
                or filters.get("kind") not in (None, p.get("kind")) or filters.get("tag") not in (None, *tags)
                or filters.get("source") not in (None, p.get("source")) or filters.get("conflict")):
            continue
        out[f"event:{e.event_id}"] = {"text": p.get("text", ""), "kind": p.get("kind", "note"), "tags": tags,
                                      "pinned": bool(p.get("pinned")), "updated_at": e.created_at,
                                      "expires_at": None, "waiting": e.status, "event_id": e.event_id}
    return out
