"""The only module that touches qasync: the asyncio loop inside Qt's event loop, and the two
single-thread executors that blocking work runs on (SQLite in one, models and drills in the
other), so the GUI thread never waits for either.

qasync pitfalls handled here: tasks are kept in a set (asyncio holds them weakly), exceptions
from tasks are logged rather than lost, and nothing here calls ``QDialog.exec()``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures as cf
import logging
import sys
from typing import Any, Awaitable, Callable

import qasync

log = logging.getLogger("mnemosyne.gui")

_tasks: set[asyncio.Task] = set()
store_executor = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="mnemosyne-store")
work_executor = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="mnemosyne-work")


_loop: asyncio.AbstractEventLoop | None = None


def install(app) -> asyncio.AbstractEventLoop:
    """Make a qasync loop the asyncio loop of this thread (idempotent). Never asks asyncio for
    "the current loop" first: that would create a stray default loop."""
    global _loop
    if _loop is None or _loop.is_closed():
        _loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(_loop)
    return _loop


def loop() -> asyncio.AbstractEventLoop:
    if _loop is None:
        raise RuntimeError("qt_async.install(app) has not been called")
    return _loop


def spawn(coro: Awaitable, on_error: Callable[[BaseException], None] | None = None) -> asyncio.Task:
    """Start ``coro`` on the Qt loop, keeping a strong reference until it ends."""
    task = loop().create_task(coro)
    _tasks.add(task)

    def finished(t: asyncio.Task) -> None:
        _tasks.discard(t)
        if t.cancelled():
            return
        exc = t.exception()
        if exc is not None:
            if on_error is not None:
                on_error(exc)
            else:
                log.error("background task failed", exc_info=exc)

    task.add_done_callback(finished)
    return task


async def in_store(fn: Callable[..., Any], *args) -> Any:
    """Run a blocking store call on the store thread and await its result."""
    return await loop().run_in_executor(store_executor, lambda: fn(*args))


async def in_worker(fn: Callable[..., Any], *args) -> Any:
    """Run long blocking work (a model load, drills, a backfill) on the work thread."""
    return await loop().run_in_executor(work_executor, lambda: fn(*args))


def call_in_gui(fn: Callable[..., Any], *args) -> None:
    """From any thread: run ``fn(*args)`` on the GUI thread soon (for progress callbacks)."""
    loop().call_soon_threadsafe(fn, *args)


def pending() -> int:
    return len(_tasks)


def log_uncaught() -> None:
    """Exceptions raised in Qt slots reach sys.excepthook: log them, unless a handler is already
    installed (the app's crash handler, which also tells the person where the log is)."""
    if sys.excepthook is sys.__excepthook__:
        sys.excepthook = lambda *exc: log.error("uncaught exception", exc_info=exc)


def run(app) -> int:
    """Run the application until its last window closes."""
    event_loop = install(app)
    done = asyncio.Event()
    app.aboutToQuit.connect(done.set)
    log_uncaught()
    with event_loop:
        event_loop.run_until_complete(done.wait())
    return 0
