"""What the store knew to be true on a given day: facts by their time span.

A fact is valid from when the message that stated it happened (its memory's ``occurred_at``)
until a later fact ended it (the ending memory's ``occurred_at``): ``_SPANS`` derives both from
ledgered fields (migration 1.10 indexes ``facts.superseded_by`` for it). Ending a fact never
deletes it, so any past day can be read back: a move, a new job or a change of diet shows the
old state before the change and the new one after.
"""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.read.when_said import fact_key, folded

# Every visible fact with its span; an ending memory deleted or merged away ends nothing.
_SPANS = ("(SELECT f.fact_id, f.memory_id, f.text, f.attribute, m.kind, m.occurred_at AS valid_from, "
          "CASE WHEN r.memory_id IS NOT NULL THEN max(r.occurred_at, m.occurred_at) END AS valid_until, "
          "r.memory_id AS ended_by_memory FROM facts AS f JOIN memories AS m ON m.memory_id = f.memory_id "
          "LEFT JOIN memories AS r ON r.memory_id = f.superseded_by AND r.deleted = 0 AND r.superseded_by IS NULL "
          "WHERE m.deleted = 0 AND m.superseded_by IS NULL)")
# The ending memory's fact on the same attribute: the one that says what replaced this one
# (its own current fact first: "moved to Bristol" rather than an aside the same message ended).
# Work is one change told as job or employer (attributes.WORK): "works at Acme as a nurse" ended
# by "I quit Acme and joined Globex" was replaced by "joined Globex", an employer.
_ENDING_TEXT = ("(SELECT n.text FROM facts AS n WHERE n.memory_id = s.ended_by_memory AND (n.attribute IS s.attribute "
                "OR (n.attribute IN ('job', 'employer') AND s.attribute IN ('job', 'employer'))) "
                "AND n.fact_id != s.fact_id ORDER BY n.superseded_by IS NOT NULL, n.attribute IS NOT s.attribute, "
                "n.fact_id DESC LIMIT 1)")
_COLUMNS = f"s.fact_id, s.text, s.attribute, s.memory_id, s.kind, s.valid_from, s.valid_until, s.ended_by_memory, {_ENDING_TEXT}"


def _row(r) -> dict:
    fid, text, attribute, mid, kind, start, until, by, by_text = r
    return {"fact_id": fid, "text": text, "attribute": attribute, "memory_id": mid, "kind": kind,
            "occurred_at": start, "valid_from": start, "valid_until": until, "superseded_by": by,
            "replaced_with": by_text}


def as_of(conn: apsw.Connection, at: float) -> dict:
    """The profile as it stood at ``at`` (a Unix time): ``current``, the facts stated by then and
    not yet ended; ``replaced``, those stated and ended by then, the latest ended first."""
    current = [_row(r) for r in conn.execute(
        f"SELECT {_COLUMNS} FROM {_SPANS} AS s WHERE s.valid_from <= :t "
        "AND (s.valid_until IS NULL OR s.valid_until > :t) ORDER BY s.valid_from, s.fact_id", {"t": at})]
    replaced = [_row(r) for r in conn.execute(
        f"SELECT {_COLUMNS} FROM {_SPANS} AS s WHERE s.valid_until <= :t "
        "ORDER BY s.valid_until DESC, s.fact_id", {"t": at})]
    # (a fact said and ended in the same message never held on its own: no history to show)
    replaced = [f for f in replaced if f["valid_until"] > f["valid_from"] or f["superseded_by"] != f["memory_id"]]
    return {"current": folded(current), "replaced": with_what_ended(conn, replaced), "earlier": [], "as_of": at}


def spans(conn: apsw.Connection, memory_id: str | None = None) -> list[dict]:
    """Every visible fact with its span (of one memory, or all), in the order they were said."""
    where, params = ("WHERE s.memory_id = :m", {"m": memory_id}) if memory_id else ("", {})
    return with_what_ended(conn, [_row(r) for r in conn.execute(
        f"SELECT {_COLUMNS} FROM {_SPANS} AS s {where} ORDER BY s.valid_from, s.fact_id", params)])


def of_memories(conn: apsw.Connection, memory_ids: list[str]) -> list[dict]:
    """The facts of these memories with their spans (``replaced_with`` as the query gives it; see
    ``with_what_ended``), in one read."""
    return [_row(r) for r in conn.execute(
        f"SELECT {_COLUMNS} FROM {_SPANS} AS s WHERE s.memory_id IN (SELECT value FROM json_each(?)) "
        "ORDER BY s.valid_from, s.fact_id", (json.dumps(memory_ids),))]


def timeline(conn: apsw.Connection, until: float | None = None) -> list[dict]:
    """Every change to what is known about the person, oldest first (up to ``until``): a fact
    started when it was said ("moved to Denver", 1 Jun 2024) and ended when a later one ended it
    (with what ended it). A fact ended by its own message never held, so it is no change; nor is
    saying again what holds already ("Reminder: I'm allergic to penicillin!"): a fact starts when
    the first of its sayings does and ends when the last one still holding ends, as the Profile
    folds repeats into one line (when_said.folded; was: "Started" once per saying, "Ended" too)."""
    held = [f for f in spans(conn) if f["superseded_by"] != f["memory_id"]]
    changes = [{"at": f["valid_from"], "change": "started", "text": f["text"], "attribute": f["attribute"],
                "memory_id": f["memory_id"], "replaced_with": None} for f in held]
    changes += [{"at": f["valid_until"], "change": "ended", "text": f["text"], "attribute": f["attribute"],
                 "memory_id": f["memory_id"], "replaced_with": f["replaced_with"], "ended_by": f["superseded_by"]}
                for f in held if f["valid_until"] is not None]
    changes.sort(key=lambda c: (c["at"], c["change"] == "ended"))  # what started, then what it ended
    holding: dict[tuple, int] = {}  # a fact -> how many of its sayings hold at this point
    out = []
    for c in changes:
        key = fact_key(c["text"], c["attribute"])
        before = holding.get(key, 0)
        holding[key] = before + (1 if c["change"] == "started" else -1)
        if (before == 0) if c["change"] == "started" else (holding[key] == 0):
            out.append(c)
    return [c for c in out if until is None or c["at"] <= until]


def with_what_ended(conn: apsw.Connection, facts: list[dict]) -> list[dict]:
    """Each ended fact's ``replaced_with``: of the ending memory's facts on the same attribute, the
    one that names the same thing when one does ("User is allergic to penicillin" ended by "… not
    allergic to penicillin anymore", not by "… allergic to latex" said in the same message), among
    those still current (one its own message ended is no answer)."""
    from mnemosyne_app.core.write.supersede import shares_object

    for f in facts:
        if not f.get("superseded_by") or not f.get("replaced_with"):
            continue
        named = [t for (t,) in conn.execute(
            "SELECT text FROM facts WHERE memory_id = ? AND attribute IS ? AND text != ? AND superseded_by IS NULL "
            "ORDER BY fact_id DESC",
            (f["superseded_by"], f["attribute"], f["text"])) if shares_object(t, f["text"])]
        if named and not shares_object(f["replaced_with"], f["text"]):
            f["replaced_with"] = named[0]
    return facts
