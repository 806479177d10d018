"""Expiry (seed 004): an expired memory leaves default recall at once and is purged by ``sweep``
after a grace period, with a ledgered "purge" entry; pinned memories never expire."""

from __future__ import annotations

import apsw

from mnemosyne_app.core.store import counters, fact_index, ledger, memories, touched

DEFAULT_GRACE_S = 7 * 24 * 3600


def sweep(conn: apsw.Connection, now: float, grace_s: float = DEFAULT_GRACE_S) -> list[str]:
    """Purge memories that expired more than ``grace_s`` ago (never pinned ones), inside the
    caller's transaction: rows, indexes, facts and versions go; one ledger entry each stays."""
    doomed = conn.execute(
        "SELECT rid, memory_id FROM memories WHERE expires_at IS NOT NULL AND expires_at < ? AND pinned = 0",
        (now - grace_s,)).fetchall()
    for rid, memory_id in doomed:
        purge(conn, rid, memory_id, now, "expired")
    return [m for _, m in doomed]


def purge(conn: apsw.Connection, rid: int, memory_id: str, now: float, reason: str) -> None:
    """Remove one memory for good inside the caller's transaction: rows, indexes, facts and
    versions go; one "purge" ledger entry stays (a sync applies another device's purges here)."""
    memories.unindex(conn, rid)
    fact_index.unindex_memory(conn, memory_id)  # a purged memory's facts leave no words behind
    for table in ("facts", "triples", "memory_versions", "vouched_states", "sync_known"):
        conn.execute(f"DELETE FROM {table} WHERE memory_id = ?", (memory_id,))
    conn.execute("DELETE FROM memories WHERE rid = ?", (rid,))
    # Nor a conflict mark: there is nothing left to settle (was: the mark and both sides' words
    # stayed). The head's clock stays, so a later edit made elsewhere still loses to the purge.
    conn.execute("DELETE FROM sync_conflicts WHERE memory_id = ?", (memory_id,))
    conn.execute("UPDATE sync_heads SET conflict = 0 WHERE memory_id = ?", (memory_id,))
    touched.memory(memory_id, True, False)  # gone for good (it had left the table when it expired)
    # Nor do the proposals its facts made or were asked about: they quote both facts (was: their
    # words stayed in fact_proposals and, for sync, in shared_changes; the ledger keeps their hashes).
    conn.execute("DELETE FROM fact_proposals WHERE memory_id = ? OR target_memory = ?", (memory_id, memory_id))
    conn.execute("DELETE FROM shared_changes WHERE json_extract(state, '$.memory_id') = ? "
                 "OR json_extract(state, '$.target_memory') = ?", (memory_id, memory_id))
    ledger.append(conn, "purge", memory_id, {"memory_id": memory_id, "purged_at": now, "reason": reason})
    counters.bump(conn, "purged", 1)
