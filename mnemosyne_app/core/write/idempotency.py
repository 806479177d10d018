"""Idempotency keys and duplicate detection for writes (SPEC §5).

The key is fixed before the first attempt (the caller's, or derived from scope + source +
content) and never changes on retry, so a retry can always find the work it repeats.
"""

from __future__ import annotations

import hashlib
import json
import time
from typing import NamedTuple

import apsw

from mnemosyne_app.core.store.memories import fingerprint

DEFAULT_KEY_TTL_S = 30 * 24 * 3600


def derive_key(scope: str, source: str | None, text: str, fp: str | None = None) -> str:
    return "k1:" + hashlib.sha256(
        "\x00".join((scope, source or "", fp or fingerprint(text))).encode("utf-8")
    ).hexdigest()


class KeyState(NamedTuple):
    """What the store knows of an idempotency key, with the status of the event that holds it."""
    completed_at: float | None
    memory_ids: str | None
    event_id: int | None
    event_status: str | None


def key_state(conn: apsw.Connection, key: str) -> KeyState | None:
    found = conn.execute(
        "SELECT k.completed_at, k.memory_ids, k.event_id, e.status FROM ingest_keys k "
        "LEFT JOIN events e ON e.event_id = k.event_id WHERE k.idem_key = ?", (key,)).fetchall()
    return KeyState(*found[0]) if found else None


def open_event(state: KeyState | None) -> int | None:
    """The unfinished event that holds this key, if any: a retry must finish it, not add one."""
    if state is None or state.completed_at is not None or state.event_status not in ("pending", "running"):
        return None
    return state.event_id


def completed_work(conn: apsw.Connection, key: str, text: str, fp: str | None = None,
                   state: KeyState | None | bool = False) -> list[str] | None:
    """The live memory ids this write already produced, or None if it still has to be done.

    A completed key whose memories were all deleted since does not block a deliberate re-add;
    an exact content match among live memories counts as done (no model call). ``fp`` and a
    ``state`` already read spare the lookups (False: not read yet)."""
    if state is False:
        state = key_state(conn, key)
    if state is not None and state.completed_at is not None:
        live = [i for i in json.loads(state.memory_ids or "[]") if conn.execute(
            "SELECT 1 FROM memories WHERE memory_id = ? AND deleted = 0", (i,)).fetchall()]
        if live:
            return live
    same = conn.execute("SELECT memory_id FROM memories WHERE fingerprint = ? AND deleted = 0 LIMIT 1",
                        (fp or fingerprint(text),)).fetchall()
    return [same[0][0]] if same else None


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


def is_open(conn: apsw.Connection, key: str) -> bool:
    """Whether an earlier write with this key was accepted and never finished."""
    return bool(conn.execute("SELECT 1 FROM ingest_keys WHERE idem_key = ? AND completed_at IS NULL",
                             (key,)).fetchall())


def seen(conn: apsw.Connection, key: str) -> bool:
    return bool(conn.execute("SELECT 1 FROM ingest_keys WHERE idem_key = ?", (key,)).fetchall())
