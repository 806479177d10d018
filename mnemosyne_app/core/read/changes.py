"""What a folder mirror of a scope reads (mnemosyne_app/vault/): which memories changed since
a ledger entry, and the visible memories with the fields a note shows. The ledger is the change
feed because every write of every process appends to it in the write's own transaction, so a
mirror that remembers the last entry it showed misses nothing and repeats nothing."""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.store.memories import VISIBLE

_FIELDS = ("memory_id", "text", "kind", "tags", "pinned", "source", "created_at", "updated_at", "occurred_at",
           "version", "metadata")


def since(conn: apsw.Connection, seq: int) -> tuple[int, list[str]]:
    """(the last ledger entry, the memories with an entry after ``seq``)."""
    head = conn.execute("SELECT coalesce(max(seq), 0) FROM ledger").fetchall()[0][0]
    if head <= seq:
        return head, []
    ids = [r[0] for r in conn.execute(
        "SELECT DISTINCT memory_id FROM ledger WHERE seq > ? AND memory_id IS NOT NULL", (seq,))]
    return head, ids


def mirror_rows(conn: apsw.Connection, memory_ids: list[str] | None = None,
                conversations: list[str] | None = None) -> list[dict]:
    """Visible memories in write order (a conversation's turns in the order they were said):
    all of them, or those in ``memory_ids`` or in the ``conversations``."""
    where, params = VISIBLE, []
    if memory_ids is not None or conversations is not None:
        where += (" AND (memory_id IN (SELECT value FROM json_each(?)) "
                  "OR json_extract(metadata, '$.conversation_id') IN (SELECT value FROM json_each(?)))")
        params = [json.dumps(memory_ids or []), json.dumps(conversations or [])]
    out = []
    # Each memory's facts in the order they were drawn (a note lists them, linked to the profile).
    facts = ("(SELECT json_group_array(text) FROM "
             "(SELECT text FROM facts WHERE memory_id = m.memory_id ORDER BY fact_id))")
    sql = f"SELECT {', '.join(_FIELDS)}, {facts} FROM memories AS m WHERE {where} ORDER BY rid"
    for values in conn.execute(sql, params):
        row = dict(zip(_FIELDS, values))
        row["tags"], row["metadata"] = json.loads(row["tags"]), json.loads(row["metadata"])
        row["facts"] = json.loads(values[-1])
        out.append(row)
    return out
