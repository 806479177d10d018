"""Turns next to a strong hit in its conversation, scored up.

A conversation turn often answers or goes on from the turn before it: "What did John get
promoted to?" finds Maria's "Congrats on the promotion, John!" by its words, while John's reply
("... now that I'm an assistant manager") shares none of them and is far from the question in
meaning. So a turn next to one of the best hits (same ``conversation_id``, the turns before and
after it by rid, the order they were stored in) gains a share of that hit's score.
Memories that are not conversation turns are neither lifted nor lift anything.
"""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.read.filters import Filters
from mnemosyne_app.core.store.driver import rows
from mnemosyne_app.core.store.memories import MEMORY_COLUMNS

HITS = 5  # the best hits whose neighbours are looked at
WINDOW = 2  # turns on each side
_COLS = ", ".join(f"m.{c.strip()}" for c in MEMORY_COLUMNS.split(","))
_CONV = "json_extract(m.metadata, '$.conversation_id')"  # the expression memories_conversation indexes


def conversation_of(row: dict) -> str | None:
    meta = json.loads(row["metadata"]) if isinstance(row["metadata"], str) else row["metadata"]
    conv = meta.get("conversation_id") if isinstance(meta, dict) else None
    return conv if isinstance(conv, str) and conv else None


def around(conn: apsw.Connection, row: dict, filters: Filters, window: int = WINDOW) -> list[dict]:
    """The ``window`` visible turns before and after ``row`` in its conversation (none if it is not a turn)."""
    conv = conversation_of(row)
    if conv is None:
        return []
    where, params = filters.sql()
    out = []
    for op, order in (("<", "DESC"), (">", "ASC")):
        out += rows(conn, f"SELECT {_COLS} FROM memories AS m WHERE {_CONV} = ? AND m.rid {op} ? AND {where} "
                          f"ORDER BY m.rid {order} LIMIT ?", [conv, row["rid"], *params, window])
    return out


def lift(conn: apsw.Connection, scored: list[tuple[dict, float]], share: float, filters: Filters,
         hits: int | None = None, window: int | None = None) -> tuple[list[tuple[dict, float]], set[str]]:
    """(``scored`` with each neighbour of the ``hits`` best gaining ``share`` of the best
    neighbouring hit's score, the ids of those lifted). A neighbour that was not a candidate joins
    with that share alone."""
    if share <= 0 or not scored:
        return scored, set()
    hits, window = hits or HITS, window or WINDOW
    score = {row["memory_id"]: s for row, s in scored}
    row_of = {row["memory_id"]: row for row, _ in scored}
    gain: dict[str, float] = {}
    for row, s in sorted(scored, key=lambda pair: -pair[1])[:hits]:
        for near in around(conn, row, filters, window):
            mid = near["memory_id"]
            row_of.setdefault(mid, near)
            gain[mid] = max(gain.get(mid, 0.0), share * s)
    return [(row_of[mid], score.get(mid, 0.0) + gain.get(mid, 0.0)) for mid in row_of], set(gain)
