"""The store's counters (writes, model calls, duplicates, purged): the only SQL on ``counters``.

They move in the same transaction as the work they count, so ``model_calls <= writes`` holds
whatever a crash interrupts."""

from __future__ import annotations

import apsw


def bump(conn: apsw.Connection, name: str, by: int = 1) -> None:
    conn.execute(
        "INSERT INTO counters(name, value) VALUES (?, ?) "
        "ON CONFLICT(name) DO UPDATE SET value = value + excluded.value",
        (name, by),
    )


def all_of(conn: apsw.Connection) -> dict[str, int]:
    return dict(conn.execute("SELECT name, value FROM counters").fetchall())
