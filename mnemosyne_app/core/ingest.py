"""Idempotency keys and duplicate detection for writes (SPEC §5).

The key is fixed before the first attempt (the caller's, or derived from scope + source +
content) and never changes on retry, so a retry can always find the work it repeats.
"""

from __future__ import annotations

import hashlib
import json
import time

import apsw

from mnemosyne_app.core.memories import fingerprint
from mnemosyne_app.core.store.driver import one

DEFAULT_KEY_TTL_S = 30 * 24 * 3600


def derive_key(scope: str, source: str | None, text: str, fp: str | None = None) -> str:
    return "k1:" + hashlib.sha256(
        "\x00".join((scope, source or "", fp or fingerprint(text))).encode("utf-8")
    ).hexdigest()


def completed_work(conn: apsw.Connection, key: str, text: str) -> list[str] | None:
    """The live memory ids this write already produced, or None if it still has to be done.

    A completed key whose memories were all deleted since does not block a deliberate re-add;
    an exact content match among live memories counts as done (no model call)."""
    found = one(conn, "SELECT completed_at, memory_ids FROM ingest_keys WHERE idem_key = ?", (key,))
    if found and found["completed_at"] is not None:
        ids = json.loads(found["memory_ids"] or "[]")
        live = [
            i for i in ids
            if one(conn, "SELECT 1 AS x FROM memories WHERE memory_id = ? AND deleted = 0", (i,))
        ]
        if live:
            return live
    same = one(
        conn, "SELECT memory_id FROM memories WHERE fingerprint = ? AND deleted = 0 LIMIT 1",
        (fingerprint(text),),
    )
    return [same["memory_id"]] if same else None


def mark_seen(conn: apsw.Connection, key: str, event_id: int | None, now: float) -> None:
    conn.execute(
        "INSERT INTO ingest_keys(idem_key, event_id, seen_at) VALUES (?,?,?) "
        "ON CONFLICT(idem_key) DO UPDATE SET event_id = excluded.event_id, seen_at = excluded.seen_at, "
        "completed_at = NULL, memory_ids = NULL",
        (key, event_id, now),
    )


def mark_completed(conn: apsw.Connection, key: str, event_id: int | None, memory_ids: list[str], now: float) -> None:
    conn.execute(
        "INSERT INTO ingest_keys(idem_key, event_id, seen_at, completed_at, memory_ids) VALUES (?,?,?,?,?) "
        "ON CONFLICT(idem_key) DO UPDATE SET event_id = excluded.event_id, "
        "completed_at = excluded.completed_at, memory_ids = excluded.memory_ids",
        (key, event_id, now, now, json.dumps(memory_ids)),
    )


def purge_expired(conn: apsw.Connection, ttl_s: float = DEFAULT_KEY_TTL_S, now: float | None = None) -> int:
    """Forget completed keys older than the TTL (exact-content dedup still holds via fingerprints)."""
    cutoff = (now or time.time()) - ttl_s
    conn.execute("DELETE FROM ingest_keys WHERE completed_at IS NOT NULL AND completed_at < ?", (cutoff,))
    return conn.changes()


def bump(conn: apsw.Connection, name: str, by: int = 1) -> None:
    conn.execute(
        "INSERT INTO counters(name, value) VALUES (?, ?) "
        "ON CONFLICT(name) DO UPDATE SET value = value + excluded.value",
        (name, by),
    )
