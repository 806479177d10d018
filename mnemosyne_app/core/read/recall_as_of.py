"""Recall "as of" a day (issue 28): what the store knew to be true then.

Two rules, chosen so that nothing a person said is hidden for being old:
- a memory said after the day is left out (the store did not know it yet), by the same
  ``occurred_at`` filter as the person's own "until";
- a memory whose facts had all been ended by the day (they moved, changed jobs) is still found,
  but marked with when its facts ended and what replaced them, and ranked after every hit that
  was still true then. A memory with no facts, or with one fact still holding, is not marked.
Facts and their spans are read from the ledgered fields (core/read/spans.py), never stored apart.
"""

from __future__ import annotations

import dataclasses

import apsw

from mnemosyne_app.core.read import spans
from mnemosyne_app.core.types import RecallHit


def endings(conn: apsw.Connection, memory_ids: list[str], at: float) -> dict[str, dict]:
    """Memory id -> {ended_at, ended_by, replaced_with} for each memory whose every fact that held
    had been ended by ``at`` (the latest ending is the one named). One read for all of them."""
    held: dict[str, list[dict]] = {}
    for f in spans.of_memories(conn, memory_ids):
        if f["superseded_by"] != f["memory_id"]:  # (one its own message ended never held)
            held.setdefault(f["memory_id"], []).append(f)
    out = {}
    for memory_id, facts in held.items():
        if any(f["valid_until"] is None or f["valid_until"] > at for f in facts):
            continue
        last = spans.with_what_ended(conn, [max(facts, key=lambda f: (f["valid_until"], f["fact_id"]))])[0]
        out[memory_id] = {"ended_at": last["valid_until"], "ended_by": last["superseded_by"],
                          "replaced_with": last["replaced_with"]}
    return out


def as_of(conn: apsw.Connection, hits: list[RecallHit], at: float, k: int) -> list[RecallHit]:
    """``hits`` (best first) with the ended ones marked and moved after those still true, ``k`` of them."""
    ended = endings(conn, [h.memory_id for h in hits], at)
    marked = [dataclasses.replace(h, **ended[h.memory_id]) if h.memory_id in ended else h for h in hits]
    return ([h for h in marked if h.ended_at is None] + [h for h in marked if h.ended_at is not None])[:k]
