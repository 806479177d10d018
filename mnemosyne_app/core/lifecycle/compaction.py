"""History compaction (seed 004): when a conversation's turns pass a threshold, its older turns
are summarised by the local model, a chunk at a time, into a ``summary`` memory linked to the
turns it covers; the turns are archived (kept, superseded by the summary, out of default
recall), never deleted. Each chunk is one journaled ``compact`` event: one model call, counted,
checkpointed like extraction, and the archive + summary commit in one transaction."""

from __future__ import annotations

import time

from mnemosyne_app.core.write import idempotency, journal
from mnemosyne_app.core import weights
from mnemosyne_app.core.store import memories
from mnemosyne_app.core.model.interfaces import Extraction
from mnemosyne_app.core.store import driver
from mnemosyne_app.core.types import RetainResult

DEFAULT_THRESHOLD = 200  # active turns in one conversation before its oldest are compacted
KEEP_RECENT = 50
CHUNK = 20


def plan(conn, threshold: int = DEFAULT_THRESHOLD, keep_recent: int = KEEP_RECENT,
         chunk: int = CHUNK) -> list[dict]:
    """The compaction requests due now: one per chunk of old turns."""
    convs = conn.execute(
        "SELECT json_extract(metadata, '$.conversation_id') AS c, count(*) FROM memories "
        f"WHERE kind = 'history' AND {memories.VISIBLE} AND c IS NOT NULL "
        "GROUP BY c HAVING count(*) > ?", (threshold,)).fetchall()
    out = []
    for conv_id, _count in convs:
        turns = conn.execute(
            "SELECT memory_id, text, json_extract(metadata, '$.role'), json_extract(metadata, '$.conversation_title') "
            f"FROM memories WHERE kind = 'history' AND {memories.VISIBLE} "
            "AND json_extract(metadata, '$.conversation_id') = ? "
            "ORDER BY coalesce(json_extract(metadata, '$.created_at'), created_at), rid", (conv_id,)).fetchall()
        old = turns[: max(0, len(turns) - keep_recent)]
        for start in range(0, len(old) - chunk + 1, chunk):  # whole chunks only; the rest waits
            part = old[start:start + chunk]
            out.append({
                "conversation_id": conv_id, "conversation_title": part[0][3] or conv_id,
                "memory_ids": [p[0] for p in part],
                "text": "\n".join(f"{p[2] or 'user'}: {p[1]}" for p in part),
            })
    return out


def _journal_chunk(writer, req: dict) -> int | None:
    key = f"compact:{req['memory_ids'][0]}:{req['memory_ids'][-1]}"
    return writer.journal_once("compact", key, req | {"key": key})


def journal_due(writer, threshold: int, keep_recent: int = KEEP_RECENT, chunk: int = CHUNK) -> list[int]:
    """Journal every compaction due now (one event per chunk, never twice); returns the new
    event ids for the queue. None without a model that can summarise."""
    if writer.extractor is None or not hasattr(writer.extractor, "summarize"):
        return []
    with writer.lock:
        due = plan(writer.conn, threshold, keep_recent, chunk)
    return [e for e in (_journal_chunk(writer, req) for req in due) if e is not None]


def summarize_with(extractor):
    def call(text: str) -> Extraction:
        return Extraction(facts=[extractor.summarize(text)])
    return call


def perform(writer, req: dict, event_id: int) -> RetainResult:
    summary = writer.extraction_for(event_id, req["text"], summarize_with(writer.extractor)).facts[0]
    vector = writer.embed(summary)
    with writer.lock, writer.txn() as conn:
        now = time.time()
        active = [m for m in req["memory_ids"]
                  if driver.scalar(conn, f"SELECT 1 FROM memories WHERE memory_id = ? AND {memories.VISIBLE}", (m,))]
        row = memories.insert(
            conn, text=summary, kind="summary", tags=[], source="compaction", now=now, event_id=event_id,
            metadata={"summarizes": active, "conversation_id": req["conversation_id"],
                      "conversation_title": req["conversation_title"]},
            embedding=vector, weight=weights.default_weight("summary"))
        for memory_id in active:
            memories.update(conn, memory_id, {"superseded_by": row["memory_id"]}, now, op="archive")
        idempotency.mark_completed(conn, req["key"], event_id, [row["memory_id"]], now)
        journal.succeed(conn, event_id, {"outcome": "compacted", "memory_ids": [row["memory_id"]],
                                         "archived": len(active)}, now)
    return RetainResult("inserted", event_id, [row["memory_id"]], [summary], req["key"])
