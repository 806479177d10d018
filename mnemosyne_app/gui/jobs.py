"""Background maintenance in its own lane: the expiry sweep, search vectors for a whole scope,
and the backlog of fact extraction and history compaction (imports and long conversations
journal it; the write queue keeps the person's own writes) can take minutes, so they run on
their own thread, never on the store or work threads that the person's actions (verify, import,
search, edits) use. Each job works in small slices that hold the store lock only briefly, waits
while foreground work runs, says what it does with counts ("search vectors 1,234 / 5,880"), can
be paused (it waits between two slices) and stopped: what it did stays, and the rest is picked
up the next time the scope opens."""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
import logging
import time
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.core.progress import Cancelled, Progress

log = logging.getLogger("mnemosyne.gui")

_background = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="mnemosyne-background")
VECTOR_SLICE = 16  # memories embedded per transaction: a search waits for at most one slice's model call
YIELD_STEP_S = 0.02


async def in_background(fn: Callable[..., Any], *args) -> Any:
    """Run maintenance on the background thread (not the store or work thread)."""
    return await qt_async.loop().run_in_executor(_background, lambda: fn(*args))


class BackgroundJobs(QObject):
    progressed = Signal(str)  # what runs and how far, in words ("" when nothing runs)
    finished = Signal(str)  # a sentence about the job that ended
    paused_changed = Signal(bool)

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.progress: Progress | None = None  # the running job's
        self.task: asyncio.Task | None = None
        self._wanted = False  # asked again while running: another round after this one
        self.paused = False  # read from the background thread between slices (a bool read is atomic)
        self._last_text = ""

    @property
    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    def start(self) -> None:
        """Sweep expired memories and build missing search vectors for the open scope. Asked
        while running (an import brought new memories), it goes round once more afterwards."""
        if self.running:
            self._wanted = True
            return
        self.task = qt_async.spawn(self._run())

    def cancel_all(self) -> None:
        self._wanted = False
        if self.progress is not None:
            self.progress.cancel()
        self.set_paused(False)  # a stopped job is not paused; the next one starts running

    def set_paused(self, paused: bool) -> None:
        """Pause (the job waits after the slice in hand, holding nothing) or go on."""
        if paused == self.paused:
            return
        self.paused = paused
        self.paused_changed.emit(paused)
        if self._last_text:
            self.progressed.emit(self._describe(self._last_text))

    def _describe(self, text: str) -> str:
        return f"{text} (paused)" if self.paused and text else text

    def _say(self, text: str) -> None:
        self._last_text = text
        self.progressed.emit(self._describe(text))

    def _yielding_progress(self, label: str, what: str) -> Progress:
        """A Progress that reports in words and, between slices, waits while the person's own
        work runs (it runs on the background thread, so waiting here pauses only the job)."""
        progress = Progress(label=label)

        def report(p: Progress) -> None:
            # Memories added while it runs make the work grow: the total grows too, never below the count.
            text = f"{what} {p.done:,} / {max(p.total, p.done):,}" if p.total else f"{what}…"
            qt_async.call_in_gui(self._say, "" if p.finished else text)
            while (self.session.foreground or self.paused) and not p.cancelled:
                time.sleep(YIELD_STEP_S)

        progress.subscribe(report)
        return progress

    async def _run(self) -> None:
        while True:
            self._wanted = False
            try:
                await self._prepare_models()
                await self._sweep()
                if self.session.has_embedder:
                    await self._vectors()
                await self._backlog()
            except errors.ScopeClosedError:
                self._wanted = False  # the window moved to another scope; its own jobs start there
            finally:
                self.progress = None
                self._say("")
            if not self._wanted:
                return

    async def _prepare_models(self) -> None:
        self._say("preparing the models…")
        try:
            await self.session.prepare_models(in_background)
        except errors.ScopeClosedError:
            raise
        except Exception as exc:  # a write says it again in its event; the window goes on
            self.finished.emit(f"the models could not be prepared: {errors.in_words(exc)}")

    async def _sweep(self) -> None:
        self._say("removing expired memories…")
        await self.session.sweep(in_background)

    async def _backlog(self) -> None:
        self.progress = progress = self._yielding_progress("backlog", "extracting facts")
        try:
            done = await self.session.run_backlog(in_background, progress)
        except Cancelled:
            self.finished.emit(f"fact extraction stopped at {progress.done:,} of {progress.total:,}; "
                               "the rest runs the next time this scope opens")
            return
        if done:
            self.finished.emit(f"fact extraction done ({done:,} memor{'y' if done == 1 else 'ies'})")

    async def _vectors(self) -> None:
        self.progress = progress = self._yielding_progress("search vectors", "search vectors")
        try:
            built = await self.session.build_vectors(in_background, progress, VECTOR_SLICE)
        except Cancelled:
            self.finished.emit(f"search vectors stopped at {progress.done:,} of {progress.total:,}; "
                               "the rest are built the next time this scope opens")
            return
        if built:
            self.finished.emit(f"search vectors ready ({built:,} built)")
