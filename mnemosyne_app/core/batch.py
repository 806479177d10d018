"""retain_batch's commit: many items in one transaction, each atomic on its own."""

from __future__ import annotations

import logging
import time

from mnemosyne_app.core import ingest
from mnemosyne_app.core.model.interfaces import Extraction, ExtractionError
from mnemosyne_app.core.store import driver
from mnemosyne_app.core.types import RetainResult
from mnemosyne_app.core.writer import Writer

log = logging.getLogger("mnemosyne.batch")


def commit_chunk(writer: Writer, part: list[tuple[int, dict]], results: list, failed: list) -> None:
    """Extract and embed outside the transaction, then one transaction with a SAVEPOINT per
    item: an item that fails rolls back only its own rows."""
    prepared = []
    for i, req in part:
        if req["extract"] and writer.extractor is not None:
            # Extraction needs a journaled event per item (no double billing); do those one by one.
            try:
                results[i] = writer.perform(req)
            except ExtractionError as exc:
                failed.append((i, f"extraction failed: {exc}"))
            except Exception as exc:
                failed.append((i, str(exc)))
            continue
        prepared.append((i, req, writer.embed(req["text"])))
    if not prepared:
        return
    with writer.lock, writer.txn() as conn:
        for i, req, vector in prepared:
            try:
                with driver.savepoint(conn):
                    ids = ingest.completed_work(conn, req["key"], req["text"])
                    if ids is not None:
                        ingest.bump(conn, "duplicates")
                        results[i] = RetainResult("already_complete", None, ids, [], req["key"])
                        continue
                    row = writer.insert(conn, req, Extraction(), vector, time.time(), None)
                    results[i] = RetainResult("inserted", row["event_id"], [row["memory_id"]], [], req["key"])
            except Exception as exc:  # one item's failure must not undo the others
                log.warning("batch item %d failed: %s", i, exc)
                failed.append((i, str(exc)))
