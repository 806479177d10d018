"""retain_batch's commit: many items in one transaction, each atomic on its own.

Fast path: the whole chunk is written with one ``executemany`` per table (ledger hashes chained
in Python), inside a SAVEPOINT. If anything in it fails, that savepoint is rolled back and the
chunk is redone item by item, each in its own SAVEPOINT, so one bad item leaves the others
committed and is reported with its reason. Items that need the model go one by one through the
normal path, since each model call is tied to its own journaled event.
"""

from __future__ import annotations

import json
import logging
import time

from mnemosyne_app.core import ingest, ledger, memories
from mnemosyne_app.core.memories import context_for
from mnemosyne_app.core.model.interfaces import Extraction, ExtractionError
from mnemosyne_app.core.store import driver
from mnemosyne_app.core.textindex import index_form
from mnemosyne_app.core.types import RetainResult
from mnemosyne_app.core.writer import Writer

log = logging.getLogger("mnemosyne.batch")


def commit_chunk(writer: Writer, part: list[tuple[int, dict]], results: list, failed: list) -> None:
    plain = []
    for i, req in part:
        if req["extract"] and writer.extractor is not None:
            try:
                results[i] = writer.perform(req)
            except ExtractionError as exc:
                failed.append((i, f"extraction failed: {exc}"))
            except Exception as exc:
                failed.append((i, str(exc)))
        else:
            plain.append((i, req))
    if not plain:
        return
    vectors = _embed_all(writer, [req["text"] for _, req in plain])
    with writer.lock, writer.txn() as conn:
        try:
            with driver.savepoint(conn, "chunk"):
                _write_vectorised(conn, plain, vectors, results)
            return
        except Exception as exc:  # find the culprit the slow way
            log.info("batch fast path failed (%s); committing item by item", exc)
            for i, _ in plain:
                results[i] = None
        for (i, req), vector in zip(plain, vectors):
            try:
                with driver.savepoint(conn):
                    ids = ingest.completed_work(conn, req["key"], req["text"])
                    if ids is not None:
                        ingest.bump(conn, "duplicates")
                        results[i] = RetainResult("already_complete", None, ids, [], req["key"])
                        continue
                    row = writer.insert(conn, req, Extraction(), vector, time.time(), None)
                    results[i] = RetainResult("inserted", row["event_id"], [row["memory_id"]], [], req["key"])
            except Exception as exc:  # one item's failure must not undo the others
                log.warning("batch item %d failed: %s", i, exc)
                failed.append((i, str(exc)))


def _embed_all(writer: Writer, texts: list[str]) -> list:
    if writer.embedder is None:
        return [None] * len(texts)
    return list(writer.embedder.embed(texts))


def _already_stored(conn, plain: list[tuple[int, dict]]) -> tuple[dict, dict]:
    """Live memory ids for keys and fingerprints of this chunk that are already done."""
    keys = json.dumps([req["key"] for _, req in plain])
    by_key = {}
    for key, ids in conn.execute(
        "SELECT idem_key, memory_ids FROM ingest_keys "
        "WHERE completed_at IS NOT NULL AND idem_key IN (SELECT value FROM json_each(?))", (keys,)
    ):
        live = [m for m in json.loads(ids or "[]")
                if driver.scalar(conn, "SELECT 1 FROM memories WHERE memory_id = ? AND deleted = 0", (m,))]
        if live:
            by_key[key] = live
    fps = json.dumps([req["fp"] for _, req in plain])
    by_fp = {fp: [mid] for fp, mid in conn.execute(
        "SELECT fingerprint, min(memory_id) FROM memories "
        "WHERE deleted = 0 AND fingerprint IN (SELECT value FROM json_each(?)) GROUP BY fingerprint", (fps,)
    )}
    return by_key, by_fp


def write_conversation(writer: Writer, reqs: list[dict]) -> list[RetainResult]:
    """All messages of one imported conversation in one transaction: all or nothing. Only the
    keys decide what is already present: the same words in two conversations are two turns."""
    results: list = [None] * len(reqs)
    with writer.lock, writer.txn() as conn:
        _write_vectorised(conn, list(enumerate(reqs)), [None] * len(reqs), results, dedup_content=False)
    return results


def _write_vectorised(conn, plain: list[tuple[int, dict]], vectors: list, results: list,
                      dedup_content: bool = True) -> None:
    by_key, by_fp = _already_stored(conn, plain)
    if not dedup_content:
        by_fp = {}
    next_rid = (driver.scalar(conn, "SELECT max(rid) FROM memories") or 0) + 1
    next_event = (driver.scalar(conn, "SELECT max(event_id) FROM events") or 0) + 1
    seq, prev = ledger.head(conn)
    now = time.time()
    last_turn: dict[str, str] = {}  # conversation id -> text of its previous turn in this chunk
    mem_rows, fts_rows, vec_rows, event_rows, version_rows, entries, key_rows = [], [], [], [], [], [], []
    duplicates = 0
    for (i, req), vector in zip(plain, vectors):
        fp = req["fp"]
        done = by_key.get(req["key"]) or by_fp.get(fp)
        if done:
            duplicates += 1
            results[i] = RetainResult("already_complete", None, done, [], req["key"])
            continue
        row = memories.new_row(text=req["text"], kind=req["kind"], tags=req["tags"], metadata=req["metadata"],
                               source=req["source"], now=now, event_id=next_event, fp=fp,
                               weight=req["weight"], expires_at=req["expires_at"], pinned=req["pinned"])
        row["rid"] = next_rid
        mem_rows.append(memories.insert_values(row))
        conv = req["metadata"].get("conversation_id")
        context = (last_turn[conv] if conv in last_turn else context_for(conn, req["metadata"], next_rid)) if conv else ""
        if conv:
            last_turn[conv] = req["text"]
        fts_rows.append((next_rid, index_form(req["text"]), index_form(context)))
        if vector is not None:
            vec_rows.append((next_rid, memories.vec_blob(vector)))
        # Hand-built JSON on this hot path: ids are hex and kinds are validated to [a-z0-9_-].
        mid = row["memory_id"]
        summary = (f'{{"kind": "{req["kind"]}", "source": {json.dumps(req["source"], ensure_ascii=False)}, '
                   f'"chars": {len(req["text"])}, "extract": false}}')
        event_rows.append((next_event, req["key"], summary, now, now, now,
                           f'{{"outcome": "inserted", "memory_ids": ["{mid}"], "facts": []}}'))
        # The ledger state from the request's own values: no JSON round trip.
        state = ledger.state_of({**row, "tags": req["tags"], "metadata": req["metadata"]})
        version, state_json = memories.version_row(row, "add", now, state)
        version_rows.append(version)
        seq += 1
        entry = ledger.make_entry(prev, seq, "add", row["memory_id"], state_json)
        entries.append(entry)
        prev = entry[-1]
        key_rows.append((req["key"], next_event, now, now, f'["{mid}"]'))
        # Later items of the same chunk see this one as done.
        by_key[req["key"]] = [row["memory_id"]]
        if dedup_content:
            by_fp[fp] = [row["memory_id"]]
        results[i] = RetainResult("inserted", next_event, [row["memory_id"]], [], req["key"])
        next_rid += 1
        next_event += 1
    conn.executemany(
        "INSERT INTO events(event_id, op, status, idem_key, payload, created_at, started_at, finished_at, "
        "attempts, result) VALUES (?, 'retain', 'succeeded', ?, ?, ?, ?, ?, 1, ?)", event_rows)
    conn.executemany(memories.MEMORY_INSERT, mem_rows)
    conn.executemany("INSERT INTO memories_fts(rowid, body, context) VALUES (?, ?, ?)", fts_rows)
    if vec_rows:
        conn.executemany("INSERT INTO memories_vec(rowid, embedding) VALUES (?, ?)", vec_rows)
    conn.executemany(memories.VERSION_INSERT, version_rows)
    ledger.write_entries(conn, entries)
    conn.executemany(
        "INSERT INTO ingest_keys(idem_key, event_id, seen_at, completed_at, memory_ids) VALUES (?,?,?,?,?) "
        "ON CONFLICT(idem_key) DO UPDATE SET event_id = excluded.event_id, "
        "completed_at = excluded.completed_at, memory_ids = excluded.memory_ids", key_rows)
    if mem_rows:
        ingest.bump(conn, "writes", len(mem_rows))
    if duplicates:
        ingest.bump(conn, "duplicates", duplicates)
