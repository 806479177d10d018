"""The one-time repair of a store an earlier version compacted (issue 27).

That version summarised long conversations with the bundled model without asking and archived
the turns under the summary, so they left the table, the thread and search, and the summaries
read as if the person had said them. Opening such a store now brings every archived turn back
(a new version of it, ledgered: ``unarchive``) and marks each of those summaries as generated
(what made it, from which turns), in one transaction, and records what it did as a ``repair``
event in the operation log: the report a person (or ``brain.repair_report()``) reads. A summary
is kept, not deleted: it is the person's to delete, and deleting it is one click now that it
says what it is. Running it again finds nothing to do and records nothing.
"""

from __future__ import annotations

import json
import time

from mnemosyne_app.core.store import memories
from mnemosyne_app.core.write import journal

OLD_MAKER = "an earlier Mnemosyne's automatic history compaction (the bundled model's summary; may not be accurate)"
# Summaries of the old compaction: written by it (source "compaction") and not yet marked.
_OLD_SUMMARY = "kind = 'summary' AND source = 'compaction'"


def needed(conn) -> bool:
    """Cheap on every open: is there an unmarked old summary, or a turn archived under one?"""
    return bool(conn.execute(
        f"SELECT 1 FROM memories AS s WHERE {_OLD_SUMMARY} AND (json_extract(s.metadata, '$.generated') IS NULL "
        "OR EXISTS (SELECT 1 FROM memories AS t WHERE t.superseded_by = s.memory_id AND t.deleted = 0)) "
        "LIMIT 1").fetchall())


def run(conn, now: float | None = None) -> dict | None:
    """Repair in the caller's write transaction; returns the report, None when nothing was due."""
    if not needed(conn):
        return None
    now = time.time() if now is None else now
    summaries = conn.execute(f"SELECT memory_id, metadata, created_at FROM memories WHERE {_OLD_SUMMARY}").fetchall()
    turns_back, marked, conversations = [], 0, set()
    for summary_id, metadata, created_at in summaries:
        for (turn_id,) in conn.execute("SELECT memory_id FROM memories WHERE superseded_by = ? AND deleted = 0 "
                                       "ORDER BY rid", (summary_id,)).fetchall():
            memories.update(conn, turn_id, {"superseded_by": None}, now, op="unarchive")
            turns_back.append(turn_id)
        meta = json.loads(metadata or "{}")
        if "generated" not in meta:
            meta["generated"] = {"by": OLD_MAKER, "method": "model", "at": created_at,
                                 "from": list(meta.get("summarizes") or []), "marked_at": now}
            if meta.get("conversation_id") is not None:  # a summary is not a turn of the thread
                meta["summary_of"] = meta.pop("conversation_id")
            memories.update(conn, summary_id, {"metadata": meta}, now, op="mark generated")
            marked += 1
            conversations.add(meta.get("summary_of"))
    report = {"turns_unarchived": len(turns_back), "summaries_marked": marked,
              "conversations": len(conversations - {None}), "memory_ids": turns_back, "at": now}
    event_id = journal.record_done(conn, "repair", json.dumps({"what": "bring back archived turns, "
                                                                       "mark old summaries generated"}), now)
    journal.set_result(conn, event_id, report | {"summary": summary(report)})
    return report


def summary(report: dict) -> str:
    return (f"Repaired this store: {report['turns_unarchived']:,} conversation turns an earlier version had "
            f"archived are visible again, and {report['summaries_marked']:,} summaries it wrote are marked as "
            "generated (not said by you).")


def last_report(conn) -> dict | None:
    """The most recent repair's report (the operation log keeps it), or None if none ran."""
    found = conn.execute("SELECT result FROM events WHERE op = 'repair' AND status = 'succeeded' "
                         "ORDER BY event_id DESC LIMIT 1").fetchall()
    return json.loads(found[0][0]) if found else None
