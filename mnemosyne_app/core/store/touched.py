"""The row writers say what they touched, for the operation running on this thread.

An operation (``MemoryBrain.changes()`` / ``run_op``) opens a tally; every function that writes a
memory row, a fact, an event or a scope notes here what it wrote, and the operation ends with an
``OpChanges`` built from those notes alone, so no caller has to guess what an action changed.
Notes go to every tally open on the calling thread (an operation inside another counts for
both); with none open a note costs one context-variable read.

The tally is per thread (a ``ContextVar``): a brain's writes for one operation run on the thread
that called it (a batch's COMMIT may finish on a helper thread, but its rows were written, and
noted, on the caller's). The write queue's worker opens a tally per write it performs and hands
it to its ``on_finished`` listener. A transaction rolled back after a note leaves the note: the
change set then names a row that is as it was, and a view re-reading it shows the truth (it
never names a row that changed without saying so)."""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Iterable, Iterator

from mnemosyne_app.core.types import ChangeTally, OpChanges

_open: ContextVar[tuple[ChangeTally, ...]] = ContextVar("mnemosyne_open_tallies", default=())


class Noted:
    """What ``collecting`` yields: ``changes`` is filled when the block ends (also by an error)."""

    def __init__(self, tally: ChangeTally) -> None:
        self.tally = tally
        self.changes = OpChanges()


@contextmanager
def collecting() -> Iterator[Noted]:
    tally = ChangeTally()
    noted = Noted(tally)
    token = _open.set((*_open.get(), tally))
    try:
        yield noted
    finally:
        _open.reset(token)
        noted.changes = tally.result()


def memory(memory_id: str, was_shown: bool | None, is_shown: bool) -> None:
    """A memory row written; ``was_shown`` None for a new row ("shown": not deleted, not merged away)."""
    for tally in _open.get():
        tally.memory(memory_id, was_shown, is_shown)


def memories_added(added: Iterable[tuple[str, bool]]) -> None:
    """New memory rows, (memory id, shown) each; ``added`` is only read when a tally is open."""
    tallies = _open.get()
    if tallies:
        for memory_id, shown in added:
            for tally in tallies:
                tally.memory(memory_id, None, shown)


def event(event_id: int, queued: bool = False) -> None:
    """An event journaled or moved on; ``queued``: a write waiting in the write queue."""
    for tally in _open.get():
        tally.event(event_id, queued)


def facts(memory_id: str) -> None:
    for tally in _open.get():
        tally.facts(memory_id)


def scope(name: str) -> None:
    for tally in _open.get():
        tally.scope(name)


def queue() -> None:
    for tally in _open.get():
        tally.queue = True


def backlog() -> None:
    for tally in _open.get():
        tally.backlog = True


def is_shown(row: dict) -> bool:
    """Whether a memory row is in the table and search at all (expiry aside: that passes by
    itself, without a write)."""
    return not row["deleted"] and row["superseded_by"] is None
