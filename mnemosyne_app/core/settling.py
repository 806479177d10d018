"""A sync conflict settled (or the settling undone) as the person asked, through
``MemoryBrain.settle_conflict`` / ``reopen_conflict``: the checks, the embedding of a text
merged by hand (made before the write lock is taken: the model may be slow), and the one
transaction core/replica/settle.py writes in. It sits above core/replica (the layers contract in
pyproject.toml) and below the brain, which keeps a thin public method for each."""

from __future__ import annotations

import time
from typing import Any

from mnemosyne_app.core import errors, validate
from mnemosyne_app.core.replica import settle, sides
from mnemosyne_app.core.write import request


def conflict(store, memory_id: str) -> dict | None:
    """The sync conflict on a memory (core/replica/sides.py), or None."""
    with store.reading() as conn:
        return sides.of(conn, validate.memory_id(memory_id))


def asked(store, writer, vectors, memory_id: str, keep: str, by_hand: dict[str, Any], max_text_chars: int) -> dict:
    """Keep "this", "that" or "hand" (``by_hand``: the fields merged by hand): one ledgered
    ``resolve`` version that syncs. Returns what ``reopen`` (undo) needs."""
    memory_id = validate.memory_id(memory_id)
    clean = request.clean(by_hand, max_text_chars) if by_hand else {}
    record = conflict(store, memory_id)
    if record is None:
        raise errors.NotFoundError(f"memory {memory_id} has no conflict to settle")
    changes, deleted = settle.changes_for(record, keep, clean)
    vector = writer.embed(changes["text"]) if changes.get("text") else None
    with writer.lock, writer.txn() as conn:
        record, version = settle.settle(conn, memory_id, changes, deleted, time.time(), vector)
    vectors.invalidate()
    return {"record": record, "version": version}


def reopen(writer, vectors, settled: dict) -> None:
    """Undo ``asked``: the version before, and the conflict marked here again."""
    with writer.lock, writer.txn() as conn:
        settle.reopen(conn, settled["record"], settled["version"], time.time())
    vectors.invalidate()
