"""``stats()``: the counts a person (and the drills) look at (SPEC §5)."""

from __future__ import annotations

import apsw

from mnemosyne_app.core.store import counters, driver, schema
from mnemosyne_app.core.write import journal


def stats(conn: apsw.Connection, scope: str, owner: str | None = None) -> dict:
    """``owner``: this process's queue, so that writes other processes' queues hold are told apart."""
    counts = counters.all_of(conn)
    events = journal.counts(conn)
    return {
        "scope": scope, "schema": schema.version_of(conn),
        "memories": driver.scalar(conn, "SELECT count(*) FROM memories WHERE deleted = 0"),
        "deleted": driver.scalar(conn, "SELECT count(*) FROM memories WHERE deleted = 1"),
        "facts": driver.scalar(conn, "SELECT count(*) FROM facts"),
        "writes": counts.get("writes", 0), "model_calls": counts.get("model_calls", 0),
        "duplicates": counts.get("duplicates", 0), "purged": counts.get("purged", 0),
        "queue_depth": events["pending"] + events["running"], "events": events,
        "queued_elsewhere": journal.queued_elsewhere(conn, owner),
        "ledger_entries": driver.scalar(conn, "SELECT count(*) FROM ledger"),
        "saved_extractions": journal.with_saved_extraction(conn),
    }
