"""Memories changed behind the app's back, made actionable (issue 27).

Verify names each one with the text it holds now and the text the ledger vouches for (the proven
copy of store/vouched.py). The last result is kept in the store (``meta.last_verify``) so the
warning survives a restart until the memory is restored or verify passes again, and
``restore_vouched`` puts a memory back to the vouched state as a new, ledgered version: the row
returns to exactly what the ledger vouches for, then a ``restore`` entry records the restore.
What the memory said meanwhile is not thrown away: the operation log keeps it with the restore.
"""

from __future__ import annotations

import json
import time

from mnemosyne_app.core import errors, validate
from mnemosyne_app.core.store import ledger, memories, touched, vouched
from mnemosyne_app.core.write import journal

_LAST = "last_verify"
_ROW_SETS = ("text", "kind", "tags", "pinned", "weight", "expires_at", "created_at", "updated_at", "deleted",
             "superseded_by", "source", "metadata", "fingerprint", "version")


def broken_records(conn, changed: dict[str, tuple[int, str, str | None]]) -> tuple[dict, ...]:
    """One record per changed memory (by ledger entry): what it says now and what is vouched for."""
    out = []
    for memory_id, (seq, why, text_now) in sorted(changed.items(), key=lambda kv: (kv[1][0], kv[0])):
        state = vouched.vouched_state(conn, memory_id)
        out.append({"memory_id": memory_id, "ledger_entry": seq, "why": why, "text": text_now,
                    "vouched_text": state["text"] if state else None,
                    "vouched_version": state["version"] if state else None,
                    "restorable": state is not None and text_now is not None})
    return tuple(out)


def remember(conn, report: dict) -> None:
    """Keep ``report`` (IntegrityReport.as_dict) as the scope's last verify result. A memory it
    flags, or no longer flags, shows differently from now on: noted as changed."""
    flagged_before = tampered_ids(conn)
    flagged_now = {b["memory_id"] for b in report.get("broken_memories") or []}
    for memory_id in flagged_before ^ flagged_now:
        touched.memory(memory_id, True, True)
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (_LAST, json.dumps(report, ensure_ascii=False)))


def last(conn) -> dict | None:
    found = conn.execute("SELECT value FROM meta WHERE key = ?", (_LAST,)).fetchall()
    try:
        return json.loads(found[0][0]) if found else None
    except ValueError:
        return None


def tampered_ids(conn) -> set[str]:
    """The memories the last verify found changed and nothing has restored since."""
    report = last(conn) or {}
    return {b["memory_id"] for b in report.get("broken_memories") or []}


def restore_vouched(writer, memory_id: str) -> dict:
    """Put ``memory_id`` back to the state the ledger vouches for, in one transaction: its row as
    vouched, then a new ``restore`` version (ledgered). Raises TamperedError when no copy proves
    itself, KeyError when the memory is not in the store. Returns what was restored."""
    memory_id = validate.memory_id(memory_id)
    with writer.lock:
        state = vouched.vouched_state(writer.conn, memory_id)
    if state is None:
        raise errors.TamperedError(f"memory {memory_id} has no copy the audit ledger vouches for; "
                                   "it cannot be restored here (restore it from an export or a synced device)")
    vector = writer.embed(state["text"])
    with writer.lock, writer.txn() as conn:
        row = memories.fetch_whole(conn, memory_id)
        if row is None:
            raise KeyError(f"no memory {memory_id!r} in this scope (it was removed behind the ledger)")
        if vouched.vouched_state(conn, memory_id) != state:
            raise errors.TamperedError(f"memory {memory_id} changed while it was being restored; verify again")
        now = time.time()
        changed = {"text": row["text"], "state": ledger.state_of(row)}
        if ledger.state_json(row) != ledger.canonical(state):
            _put_back(conn, row, state, vector)
        memories.update(conn, memory_id, {}, now, op="restore", exact_time=True)
        event_id = journal.record_done(conn, "restore vouched", json.dumps(
            {"memory_id": memory_id, "changed_outside": changed}, ensure_ascii=False), now)
        journal.set_result(conn, event_id, {"memory_ids": [memory_id], "restored_version": state["version"]})
        report = last(conn)
        if report is not None:
            report["broken_memories"] = [b for b in report.get("broken_memories") or []
                                         if b["memory_id"] != memory_id]
            report["restored"] = sorted(set(report.get("restored") or []) | {memory_id})
            remember(conn, report)
    return {"memory_id": memory_id, "text": state["text"], "was": changed["text"], "event_id": event_id}


def _put_back(conn, row: dict, state: dict, vector) -> None:
    """The row, its facts and its search rows exactly as ``state`` (the vouched one) has them."""
    values = {k: state[k] for k in _ROW_SETS}
    values["tags"], values["metadata"] = memories.dumps(values["tags"]), memories.dumps(values["metadata"])
    conn.execute(f"UPDATE memories SET {', '.join(k + ' = ?' for k in _ROW_SETS)} WHERE memory_id = ?",
                 tuple(values[k] for k in _ROW_SETS) + (row["memory_id"],))
    touched.memory(row["memory_id"], touched.is_shown(row), touched.is_shown(state))
    memories._replace_facts(conn, row["memory_id"], state["facts"], state["triples"], state["updated_at"])
    memories.unindex(conn, row["rid"])
    if not state["deleted"] and state["superseded_by"] is None:
        memories.index(conn, row["rid"], state["text"], vector, memories.context_for(conn, state["metadata"], row["rid"]))
