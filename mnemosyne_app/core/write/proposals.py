"""Changes the rules are unsure of wait for the person: a proposal, confirmed or rejected.

"I don't live in Paris anymore", said while the current residence is Lyon, names nothing current:
ending Lyon by rule could silently lose a right fact, and leaving it could keep a wrong one. The
write keeps both and records a proposal ("does this end that?"); the person decides in the
Profile. Confirming is the same edit a sure change makes (the ended fact marked with the memory
that ended it: a version and a ledger entry); rejecting changes no memory. Proposals live in
``fact_proposals`` (schema 1.10), one row per (new fact, fact it may end). Proposals and answers
travel to the person's other devices (core/store/shared.py), a proposal known there by what it
says (the two memories and facts), since each device numbers its rows itself (``pulled``).
Two devices that answered one proposal differently before they synced end with the same answer
and the same facts, whichever synced first (``_first``, ``keep_rejected``).
"""

from __future__ import annotations

import time

from mnemosyne_app.core.store import memories, shared, touched

PENDING = "pending"


def record(conn, memory_id: str, text: str, attribute: str, others: list[tuple[str, float, str]], now: float) -> None:
    """Proposals that the new fact ``text`` (of ``memory_id``) ends each of ``others``. A memory
    asks about one fact of another once: facts drawn again, in a newer model's words, do not ask
    again what waits or was answered (core/write/redraw.py)."""
    for other_id, _, other_text in others:
        if conn.execute("SELECT 1 FROM fact_proposals WHERE memory_id = ? AND target_memory = ? AND target_text = ? "
                        "LIMIT 1", (memory_id, other_id, other_text)).fetchall():
            continue
        _insert(conn, {"memory_id": memory_id, "fact_text": text, "attribute": attribute, "target_memory": other_id,
                       "target_text": other_text, "created_at": now})
        shared.append(conn, "proposal", {"memory_id": memory_id, "fact_text": text, "attribute": attribute,
                                         "target_memory": other_id, "target_text": other_text, "created_at": now})


_KEY = "memory_id = :memory_id AND fact_text = :fact_text AND target_memory = :target_memory AND target_text = :target_text"


def _insert(conn, p: dict, status: str = PENDING, decided_at: float | None = None) -> None:
    conn.execute("INSERT INTO fact_proposals(memory_id, fact_text, attribute, target_memory, target_text, status, "
                 "created_at, decided_at) VALUES (:memory_id, :fact_text, :attribute, :target_memory, :target_text, "
                 ":status, :created_at, :decided_at)", {**p, "status": status, "decided_at": decided_at})


def pulled(conn, change: dict) -> None:
    """Another device's proposal: waiting here too, unless this device holds it already."""
    if not conn.execute(f"SELECT 1 FROM fact_proposals WHERE {_KEY}", change).fetchall():
        _insert(conn, change)
        _noted(change)


def _noted(change: dict) -> None:
    """A question about two memories' facts came or was answered through a pull: noted as their
    facts changing, so the pull's op announces it and an open Profile shows it (no memory row
    changes when the answer is "No, keep it", or when the edit it needs came in an earlier pull)."""
    touched.facts(change["memory_id"])
    touched.facts(change["target_memory"])


def pulled_answer(conn, change: dict) -> bool:
    """Another device's answer to a proposal. A pending one here takes it; one answered here
    already keeps the answer that ranks first (``_first``). The old fact itself is ended, or not,
    by the memory's own change, which syncs as every edit does; returns whether this device had
    answered otherwise, so that ``keep_rejected`` makes the facts follow the answer kept."""
    held = conn.execute(f"SELECT status, decided_at FROM fact_proposals WHERE {_KEY}", change).fetchall()
    if not held:
        _insert(conn, change, change["status"], change["decided_at"])
        _noted(change)
        return False
    status, decided_at = held[0]
    if status == PENDING or _first(change["status"], change["decided_at"]) > _first(status, decided_at):
        conn.execute(f"UPDATE fact_proposals SET status = :status, decided_at = :decided_at WHERE {_KEY}", change)
        _noted(change)
    return status not in (PENDING, change["status"])


def _first(status: str, decided_at: float | None) -> tuple[bool, float]:
    """Which of two answers to one proposal stands on every device, whatever order they meet in: a
    "No, keep it" over a "Yes, it ended" (a wrong ending is the worse mistake: issue 28 asks a
    precision of 0.95 of endings, and the person who said keep it never sees the fact go), then
    the later. Not the later by the clock alone: two devices answering offline did not see each
    other's answer, so neither is a correction of the other."""
    return status == "rejected", decided_at or 0.0


KEPT = "keep fact"  # the op of a memory whose ended fact is current again: "No, keep it" won


def keep_rejected(conn, answers: list[dict], now: float) -> int:
    """After a pull that met answers differing from this device's: each of those proposals now
    rejected whose old fact a "Yes" elsewhere ended (marked ended by the proposing memory) holds
    again, in a new version of its memory: this device's write, pushed like an edit. A device
    that pulls that edit with the answer has nothing left to do. Returns how many memories changed."""
    changed = 0
    for change in answers:
        if not conn.execute(f"SELECT 1 FROM fact_proposals WHERE {_KEY} AND status = 'rejected'", change).fetchall():
            continue
        row = memories.fetch_whole(conn, change["target_memory"])
        if row is None:  # purged since
            continue
        facts, reopened = [], False
        for value in row["facts"]:
            text, attribute, by = memories.fact_parts(value)
            if text == change["target_text"] and by == change["memory_id"]:
                value, reopened = memories.fact_value(text, attribute), True
            facts.append(value)
        if reopened:
            memories.update(conn, change["target_memory"], {"facts": facts, "triples": row["triples"]}, now, op=KEPT)
            changed += 1
    return changed


def pending(conn) -> list[dict]:
    """The proposals still waiting, both memories visible, oldest first."""
    rows = conn.execute(
        "SELECT p.proposal_id, p.memory_id, p.fact_text, p.attribute, p.target_memory, p.target_text, p.created_at "
        "FROM fact_proposals AS p JOIN memories AS n ON n.memory_id = p.memory_id "
        "JOIN memories AS t ON t.memory_id = p.target_memory "
        f"WHERE p.status = 'pending' AND {memories.visible('n')} AND {memories.visible('t')} ORDER BY p.proposal_id")
    return [{"proposal_id": pid, "memory_id": mid, "text": text, "attribute": attribute, "ends_memory": target,
             "ends_text": target_text, "created_at": at} for pid, mid, text, attribute, target, target_text, at in rows]


def decide(writer, proposal_id: int, confirm: bool) -> dict:
    """Confirm (the target fact is ended by the proposing memory) or reject a pending proposal."""
    if isinstance(proposal_id, bool) or not isinstance(proposal_id, int):
        raise ValueError(f"a proposal is named by its number, got {proposal_id!r}")
    now = time.time()
    with writer.lock, writer.txn() as conn:
        found = conn.execute("SELECT memory_id, target_memory, target_text, status, fact_text, attribute, created_at "
                             "FROM fact_proposals WHERE proposal_id = ?", (proposal_id,)).fetchall()
        if not found:
            raise KeyError(f"no proposal {proposal_id}")
        memory_id, target, target_text, status, fact_text, attribute, created_at = found[0]
        if status != PENDING:
            raise ValueError(f"proposal {proposal_id} was already {status}")
        if confirm:
            row = memories.fetch_whole(conn, target)
            if row is None or not memories.is_visible(conn, target) or not memories.is_visible(conn, memory_id):
                raise ValueError(f"proposal {proposal_id} names a memory that was deleted since")
            facts = []
            for value in row["facts"]:
                text, attribute, by = memories.fact_parts(value)
                if text == target_text and by is None:
                    value = memories.fact_value(text, attribute, memory_id)
                facts.append(value)
            memories.update(conn, target, {"facts": facts, "triples": row["triples"]}, now, op="supersede")
        conn.execute("UPDATE fact_proposals SET status = ?, decided_at = ? WHERE proposal_id = ?",
                     ("confirmed" if confirm else "rejected", now, proposal_id))
        shared.append(conn, "proposal_decided", {
            "memory_id": memory_id, "fact_text": fact_text, "attribute": attribute, "target_memory": target,
            "target_text": target_text, "created_at": created_at, "status": "confirmed" if confirm else "rejected",
            "decided_at": now})
    return {"proposal_id": proposal_id, "status": "confirmed" if confirm else "rejected"}
