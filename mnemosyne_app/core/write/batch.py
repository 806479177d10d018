"""retain_batch's commit: many items in one transaction, each atomic on its own.

A chunk of items is one journaled request: one ``retain_batch`` event, committed in the same
transaction as the items' rows and finished with what became of each (inserted, already stored,
failed and why). Every item still gets everything a single write records: its memory, index
rows, ledger entry and idempotency key (pointing at the chunk's event).

Fast path, in three steps per chunk:

1. ``prepare`` (core/batch_rows.py): what needs no database (ids, index text, the canonical
   state and its hash).
2. ``build_rows``: the chunk's rows, numbered after the store's highest rid and chained onto its
   ledger head. Done before the transaction too, on the state the previous chunk left (a
   "draft"); inside the transaction that state is read again, and if it moved (another writer
   came in between) or an item turns out to be stored already, the rows are built again there.
3. one ``executemany`` per table in a SAVEPOINT, then COMMIT, which runs behind the next
   chunk's steps 1 and 2 (core/committer.py).

If anything in step 3 fails, the savepoint is rolled back and the chunk is redone item by item,
each in its own SAVEPOINT, so one bad item leaves the others committed and is reported with its
reason. Items that need the model go one by one through the normal path, since each model call
is tied to its own journaled event.
"""

from __future__ import annotations

import json
import logging
import time
from typing import Callable, Iterable, Iterator

from mnemosyne_app.core.write.batch_rows import (
    Prepared, Rows, StoreState, confirmed, draft, execute_rows, prepare, rows_for, store_state,
)
from mnemosyne_app.core.write.committer import Committer
from mnemosyne_app.core.model.interfaces import ExtractionError
from mnemosyne_app.core.errors import QueueFullError, StoreEnvironmentError
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.core.store import driver, touched
from mnemosyne_app.core.types import BatchResult, LinesResult, RetainResult
from mnemosyne_app.core.write import journal, request
from mnemosyne_app.core.write.request import WriteRequest
from mnemosyne_app.core.write.writer import Writer

log = logging.getLogger("mnemosyne.batch")

# Items per transaction. Bigger chunks amortise the commit (and the pages every chunk dirties
# in the indexes); 2,000 short notes are a few MB of WAL.
CHUNK = 2000



def retain_batch(writer: Writer, scope: str, max_chars: int, items: Iterable, extract: bool = True,
                 chunk: int = CHUNK, commit_behind: bool = True, progress: Progress | None = None,
                 embed: bool = True) -> BatchResult:
    """Validate and commit ``items`` (strings or dicts with retain's options); a bad item is
    reported with its index and reason and leaves the others committed. ``embed=False`` commits
    them without vectors (keyword-searchable; core/lifecycle/backfill.py VectorFiller adds them)."""
    items = list(items)  # read a caller's generator now: it may use the same store, the commits too
    if progress is not None:
        progress.update(done=0, total=len(items))
    results: list[RetainResult | None] = []
    failed: list[tuple[int, str]] = []

    def requests():  # built chunk by chunk, so building one overlaps the last one's commit
        for i, item in enumerate(items):
            results.append(None)
            try:
                req = request.from_item(scope, max_chars, item, extract)
            except (ValueError, TypeError) as exc:
                failed.append((i, str(exc)))
                continue
            yield i, req

    commit_all(writer, requests(), results, failed, chunk, commit_behind=commit_behind, progress=progress,
               embed=embed)
    if progress is not None:
        progress.finish()
    failed.sort()
    return BatchResult(results, failed)


def retain_lines(writer: Writer, scope: str, max_chars: int, text: str, spec: dict, extract: bool = True,
                 commit_behind: bool = True, progress: Progress | None = None,
                 enqueue: Callable[[WriteRequest], RetainResult] | None = None, embed: bool = True) -> LinesResult:
    """Each non-empty line of ``text`` its own memory (``spec``: retain's options), in one
    ``retain_batch``, or one queued write each when given ``enqueue``. Failures are named by
    their line number."""
    if not isinstance(text, str):  # each line is checked as a text of its own
        raise ValueError(f"text must be a string, got {type(text).__name__}")
    numbered = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if enqueue is not None:  # each line on its own: a bad one is named and the others still go
        failed: list[tuple[int, str]] = []
        queued = 0
        for n, line in numbered:
            try:
                enqueue(request.from_item(scope, max_chars, {**spec, "text": line}, extract))
                queued += 1
            except (ValueError, QueueFullError) as exc:
                failed.append((n, str(exc)))
        return LinesResult([], 0, failed, queued=queued)
    res = retain_batch(writer, scope, max_chars, [{**spec, "text": line} for _, line in numbered], extract,
                       commit_behind=commit_behind, progress=progress, embed=embed)
    added = [m for r in res.results if r is not None and r.outcome == "inserted" for m in r.memory_ids]
    present = sum(1 for r in res.results if r is not None and r.outcome == "already_complete")
    return LinesResult(added, present, [(numbered[i][0], why) for i, why in res.failed])


def commit_all(writer: Writer, requests: Iterable[tuple[int, WriteRequest]], results: list, failed: list,
               chunk: int = CHUNK, commit_behind: bool = True, progress: Progress | None = None,
               embed: bool = True) -> None:
    """Commit ``requests`` (index, request) ``chunk`` at a time. ``results`` must have a slot for
    each index by the time its request is yielded (the requests may be built lazily, so building
    the next chunk's overlaps the last commit). ``progress`` counts items by their index; a
    cancel stops before the next chunk (or model call), and what was handed over commits."""
    with writer.lock:
        state: StoreState | None = store_state(writer.conn)
    with Committer(writer, commit_behind) as committer:
        for part in _chunks(requests, chunk):
            if progress is not None:
                progress.check()
            state = commit_chunk(writer, part, results, failed, committer, state, progress, embed)
            if progress is not None:
                progress.update(done=part[-1][0] + 1)


def _chunks(requests: Iterable[tuple[int, WriteRequest]], size: int) -> Iterator[list[tuple[int, WriteRequest]]]:
    part: list[tuple[int, WriteRequest]] = []
    for numbered in requests:
        part.append(numbered)
        if len(part) == size:
            yield part
            part = []
    if part:
        yield part


def commit_chunk(writer: Writer, part: list[tuple[int, WriteRequest]], results: list, failed: list,
                 committer: Committer, state: "StoreState | None",
                 progress: Progress | None = None, embed: bool = True) -> "StoreState | None":
    """Commit one chunk; returns the store state it leaves (for the next chunk's draft)."""
    needs_model = [(i, req) for i, req in part if req.extract] if writer.extractor is not None else []
    if needs_model:
        committer.settle()  # each of these commits on its own, through the normal path
        state = None
    for i, req in needs_model:
        if progress is not None:  # a model call takes seconds: report and check each
            progress.check()
            progress.update(done=i, message=f"extracting facts from item {i + 1}")
        try:
            results[i] = writer.perform(req)
        except ExtractionError as exc:
            failed.append((i, f"extraction failed: {exc}"))
        except Exception as exc:
            failed.append((i, str(exc)))
    plain = [(i, req) for i, req in part if not req.extract] if needs_model else part
    if not plain:
        return state
    texts = [req.text for _, req in plain]
    items = prepare(plain, _embed_all(writer, texts) if embed else [None] * len(texts))
    return write_prepared(committer, items, draft(items, state), results, failed)


def write_prepared(committer: Committer, items: list[Prepared], drafted: "Rows | None", results: list,
                   failed: list) -> "StoreState":
    """Commit prepared items as one ``retain_batch`` event; failures are appended to ``failed``.
    ``drafted`` rows are used if the store is still as they assumed. Returns the state after."""
    payload = json.dumps({"items": len(items), "extract": False})
    conn = committer.begin()
    try:
        now = time.time()
        event_id = journal.record_done(conn, "retain_batch", payload, now)
        mine: list[tuple[int, str]] = []
        try:
            with driver.friendly_errors(committer.writer.path), driver.savepoint(conn, "chunk"):
                rows = confirmed(conn, items, drafted) or rows_for(conn, items)
                execute_rows(conn, rows, event_id)
            outcomes = rows.outcomes
        except StoreEnvironmentError:
            raise  # a full disk or a read-only store fails every item alike: no item-by-item retry
        except Exception as exc:  # find the culprit the slow way
            log.info("batch fast path failed (%s); committing item by item", exc)
            outcomes = []
            for item in items:
                try:
                    with driver.savepoint(conn):
                        rows = rows_for(conn, [item])
                        execute_rows(conn, rows, event_id)
                    outcomes += rows.outcomes
                except Exception as exc:  # one item's failure must not undo the others
                    log.warning("batch item %d failed: %s", item.index, exc)
                    mine.append((item.index, str(exc)))
        _finish_event(conn, event_id, outcomes, mine)
        after = store_state(conn)
    except BaseException:
        committer.rollback()
        raise
    committer.commit()
    fill_results(results, outcomes, event_id)  # while the commit runs
    failed.extend(mine)
    return after


def fill_results(results: list, outcomes: list[tuple], event_id: int) -> None:
    for index, outcome, ids, key in outcomes:
        results[index] = RetainResult(outcome, event_id, ids, [], key)


def _finish_event(conn, event_id: int, outcomes: list[tuple], failures: list[tuple[int, str]]) -> None:
    counts = {"inserted": 0, "already_complete": 0}
    for _, outcome, _, _ in outcomes:
        counts[outcome] += 1
    result = {"outcome": "batch", **counts, "failed": [{"item": i, "error": why[:500]} for i, why in failures]}
    journal.set_result(conn, event_id, result)


def _embed_all(writer: Writer, texts: list[str]) -> list:
    if writer.embedder is None:
        return [None] * len(texts)
    return list(writer.embedder.embed(texts))


def write_conversation(writer: Writer, reqs: list[WriteRequest]) -> list[RetainResult]:
    """All messages of one imported conversation in one transaction: all or nothing."""
    written = write_conversations(writer, [reqs])[0]
    if isinstance(written, Exception):
        raise written
    return written


def write_conversations(writer: Writer, conversations: list[list[WriteRequest]],
                        origin: str | None = None) -> list[list[RetainResult] | Exception]:
    """Imported conversations in one transaction, journaled as one ``import`` event, each all or
    nothing: a conversation whose rows fail is rolled back alone and comes back as its error.
    Only the keys decide what is already present (the same words in two conversations are two
    turns). Sharing the transaction is what makes an archive of many short conversations fast."""
    out: list = [None] * len(conversations)
    todo = [i for i, reqs in enumerate(conversations) if reqs]
    for i, reqs in enumerate(conversations):
        if not reqs:
            out[i] = []
    if not todo:
        return out
    first = conversations[todo[0]][0]
    payload = json.dumps({"messages": sum(len(conversations[i]) for i in todo), "conversations": len(todo),
                          "source": first.source, "conversation_id": first.metadata.get("conversation_id"),
                          # the file the person imported, named in the Events panel
                          **({"file": origin} if origin else {})}, ensure_ascii=False)
    with writer.lock, writer.txn() as conn:
        now = time.time()
        event_id = journal.record_done(conn, "import", payload, now)
        numbered = [(i, n, req) for i in todo for n, req in enumerate(conversations[i])]
        items = prepare([(k, req) for k, (_, _, req) in enumerate(numbered)], [None] * len(numbered), now)
        try:  # all at once; a failure is found conversation by conversation below
            with driver.savepoint(conn, "conversations"):
                rows = rows_for(conn, items, dedup_content=False)
                execute_rows(conn, rows, event_id)
            outcomes = {i: [] for i in todo}
            for outcome in rows.outcomes:
                outcomes[numbered[outcome[0]][0]].append(outcome)
        except StoreEnvironmentError:
            raise
        except Exception:
            outcomes = {}
            start = 0
            for i in todo:
                mine = items[start:start + len(conversations[i])]
                start += len(mine)
                try:
                    with driver.savepoint(conn, "conversation"):
                        rows = rows_for(conn, mine, dedup_content=False)
                        execute_rows(conn, rows, event_id)
                    outcomes[i] = rows.outcomes
                except StoreEnvironmentError:
                    raise
                except Exception as exc:  # this conversation only: the others are kept
                    out[i] = exc
        _finish_event(conn, event_id, [o for i in todo if i in outcomes for o in outcomes[i]], [])
    if writer.embedder is not None and any(outcomes.values()):
        touched.backlog()  # written without vectors: the background lane builds them
    for i, found in outcomes.items():
        results: list = [None] * len(conversations[i])
        for index, outcome, ids, key in found:
            results[numbered[index][1]] = RetainResult(outcome, event_id, ids, [], key)
        out[i] = results
    return out


