"""Background maintenance in its own lane: building search vectors for a whole scope and the
expiry sweep can take minutes, so they run on their own thread, never on the store or work
threads that the person's actions (verify, import, search, edits) use. Each job works in small
slices that hold the store lock only briefly, waits while foreground work runs, says what it
does with counts ("search vectors 1,234 / 5,880"), and can be cancelled: what it did stays, and
the rest is picked up the next time the scope opens."""

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

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.progress: Progress | None = None  # the running job's
        self.task: asyncio.Task | None = None
        self._wanted = False  # asked again while running: another round after this one

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

    def _yielding_progress(self, label: str, what: str) -> Progress:
        """A Progress that reports in words and, between slices, waits while the person's own
        work runs (it runs on the background thread, so waiting here pauses only the job)."""
        progress = Progress(label=label)

        def report(p: Progress) -> None:
            text = f"{what} {p.done:,} / {p.total:,}" if p.total else f"{what}…"
            qt_async.call_in_gui(self.progressed.emit, "" if p.finished else text)
            while self.session.foreground and not p.cancelled:
                time.sleep(YIELD_STEP_S)

        progress.subscribe(report)
        return progress

    async def _run(self) -> None:
        while True:
            self._wanted = False
            try:
                await self._sweep()
                if self.session.has_embedder:
                    await self._vectors()
            except errors.ScopeClosedError:
                self._wanted = False  # the window moved to another scope; its own jobs start there
            finally:
                self.progress = None
                self.progressed.emit("")
            if not self._wanted:
                return

    async def _sweep(self) -> None:
        self.progressed.emit("removing expired memories…")
        purged = await self.session.sweep(in_background)
        if purged:
            self.session.emit(memories=True, message=f"removed {len(purged)} memories that expired over a week ago")

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
            self.session.emit(message=f"search vectors ready ({built:,} built)")
