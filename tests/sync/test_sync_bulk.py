"""Sync at scale (issue 21's goals): a push and a pull cost a bounded number of statements per
batch, not a few per operation, and the bulk paths write exactly what one operation at a time
writes: the same stamps (HLC ticks, parents, heads, the clock) and the same new memories (rows,
word index with conversation context, facts, triples, ledger states, provenance, heads)."""

from __future__ import annotations

import contextlib
import json
import shutil
import time
import types

import pytest

import mnemosyne_app.core.replica as replica
from mnemosyne_app.core.replica import fresh, hlc, outgoing, state as local
from mnemosyne_app.core.store import ledger, memories, new_rows, scope_store
from mnemosyne_app.sync import engine
from mnemosyne_app.sync.server import Server

from tests.sync.helpers import Device, two_identical_turns


@contextlib.contextmanager
def statements(conn):
    """The SQL statements run on ``conn``, an ``executemany`` counted once (the tracer sees each
    of its rows: a row running the statement just run is not counted again)."""
    seen = []

    def trace(_cursor, sql, _bindings):
        if not seen or seen[-1] != sql:
            seen.append(sql)
        return True

    conn.exec_trace = trace
    try:
        yield seen
    finally:
        conn.exec_trace = None


def store_of(device: Device) -> scope_store.ScopeStore:
    store = scope_store.ScopeStore(device.root / "scopes" / f"{device.scope}.db", device.scope)
    store.open()
    return store


def fill(device: Device, folder, n: int) -> None:
    """Notes with tags, facts and triples; two-turn conversations (the word index keeps each turn's
    context); a deleted one, a merged pair, a pinned and weighted one, one edited twice."""
    with device.brain() as b:
        ids = [b.retain(f"note {i} about the garden", extract=False, tags=[f"t{i % 3}"]).memory_ids[0]
               for i in range(n)]
        b.update(ids[0], facts=["likes the garden"])
        b.update(ids[0], text="note 0 about the garden, edited")
        b.update(ids[1], pinned=True, weight=2.5)
        b.delete(ids[2])
        two_identical_turns(b, folder, "the same turn twice")
        b.consolidate()
        path = folder / "conversations.jsonl"
        path.write_text("\n".join(json.dumps({"id": f"conv{c}", "messages": [
            {"role": "user", "content": f"question {c}"}, {"role": "assistant", "content": f"answer {c}"}]})
            for c in range(n // 10 + 1)), encoding="utf-8")
        b.import_archive(path)


def plain(device: Device, folder, n: int) -> None:
    """``n`` new memories and nothing else: notes and conversation turns."""
    with device.brain() as b:
        b.retain_batch([{"text": f"note {i} about the garden", "tags": [f"t{i % 3}"]} for i in range(n // 2)],
                       extract=False)
        path = folder / "plain.jsonl"
        path.write_text("\n".join(json.dumps({"id": f"plain{c}", "messages": [
            {"role": "user", "content": f"question {c}"}, {"role": "assistant", "content": f"answer {c}"}]})
            for c in range(n // 4)), encoding="utf-8")
        b.import_archive(path)


def old_stamp(conn, device: str) -> int:
    """The stamping loop as it was written first (one entry at a time): the reference."""
    after = local._meta_int(conn, local.STAMPED_KEY)
    found = conn.execute(
        "SELECT l.seq, l.ts, l.memory_id, l.hash FROM ledger l WHERE l.seq > ? AND l.memory_id IS NOT NULL "
        "AND NOT EXISTS (SELECT 1 FROM sync_entries s WHERE s.seq = l.seq) ORDER BY l.seq", (after,)).fetchall()
    now = local.clock(conn)
    for seq, ts, memory_id, entry_hash in found:
        before = local.head(conn, memory_id)
        now = hlc.tick(now, ts)
        local.record(conn, seq, "local", device, seq, entry_hash, now, before.hlc if before else None)
        local.set_head(conn, memory_id, now, device, bool(before and before.conflict))
    local.set_clock(conn, now)
    top = local.ledger.head(conn)[0]
    if top > after:
        local._set_meta(conn, local.STAMPED_KEY, top)
    return len(found)


def sync_tables(conn) -> tuple:
    return (conn.execute("SELECT * FROM sync_entries ORDER BY seq").fetchall(),
            conn.execute("SELECT * FROM sync_heads ORDER BY memory_id").fetchall(), local.clock(conn),
            conn.execute("SELECT value FROM meta WHERE key = ?", (local.STAMPED_KEY,)).fetchall())


def test_stamping_in_one_statement_gives_what_the_loop_gave(tmp_path, pg_url):
    a = Device(tmp_path / "A", pg_url)
    fill(a, tmp_path, 40)
    for round_ in range(3):
        with a.brain() as b:
            ids = [m.memory_id for m in b.list_memories(limit=30)]
            for i, mid in enumerate(ids[:12] + ids[:6]):  # some memories written twice in one round
                b.update(mid, text=f"round {round_} edit {i}")
        copy = tmp_path / f"copy{round_}"
        shutil.copytree(a.root, copy)
        ahead = hlc.of_time(time.time() + 3600)
        setups = {
            # a memory whose head came from another device and carries a conflict mark
            1: lambda conn: conn.execute("INSERT OR REPLACE INTO sync_heads VALUES (?, 12345, 'other', 1)",
                                         (ids[0],)),
            # a clock ahead of this machine's wall time (a pull from a device whose clock runs fast)
            2: lambda conn: local.set_clock(conn, ahead),
        }
        results = []
        for root, stamp in ((a.root, local.stamp), (copy, old_stamp)):
            store = store_of(Device(root, pg_url))
            with store.txn() as conn:
                if round_ in setups:
                    setups[round_](conn)
                stamped = stamp(conn, "dev")
                results.append((stamped, sync_tables(conn)))
            store.close()
        assert results[0][0] > 0
        assert results[0] == results[1], f"round {round_}"


def test_a_push_reads_and_stamps_with_a_few_statements_per_batch(tmp_path, pg_url):
    a = Device(tmp_path / "A", pg_url)
    fill(a, tmp_path, 300)  # edits and merges too: a push reads every state in bulk
    store = store_of(a)
    with Server(pg_url) as server:
        with store.txn() as conn, statements(conn) as ran:
            stamped = local.stamp(conn, "dev")
        assert stamped > 300 and len(ran) < 15, len(ran)
        with store.snapshot() as conn, statements(conn) as ran:
            rows, _ = outgoing.batch(conn, server.server_id, "default", "dev", 1000)
        assert len(rows) == stamped and len(ran) < 15, len(ran)
        assert all(row[5] is not None for row in rows)  # every state found
    store.close()


@pytest.mark.parametrize("size", [1000, 7])
def test_a_push_batch_sends_the_state_each_entry_hashed_as_the_long_way_finds_it(tmp_path, pg_url, size):
    """A batch reads its entries with their memories' current state in one join; an entry that
    wants an older state (a memory written twice, deleted, merged away) gets the one its ledger
    entry hashed: the same text the long way (every candidate of the memory, ``_states_by_hash``)
    finds. Batches of 7 split one memory's entries apart."""
    a = Device(tmp_path / "A", pg_url)
    fill(a, tmp_path, 30)
    with a.brain() as b:
        mid = b.list_memories(limit=1)[0].memory_id
        for i in range(3):  # written three times more: only the last entry's state is current
            b.update(mid, text=f"written again {i}")
    store = store_of(a)
    with Server(pg_url) as server:
        with store.txn() as conn:
            local.stamp(conn, "dev")
        rows, after = [], None
        with store.snapshot() as conn:
            while True:
                got, after = outgoing.batch(conn, server.server_id, "default", "dev", size, after)
                if not got:
                    break
                rows += got
            stamped = [r[0] for r in conn.execute("SELECT seq FROM sync_entries WHERE kind = 'local' ORDER BY seq")]
            assert [row[2] for row in rows] == stamped
            for _, _, seq, memory_id, op, state, change_hash, *_ in rows:
                assert state == outgoing._states_by_hash(conn, {(memory_id, change_hash)})[(memory_id, change_hash)]
                assert ledger.sha256(state) == change_hash
    store.close()
    assert sum(row[3] == mid for row in rows) >= 4


def test_a_pull_of_new_memories_writes_with_a_few_statements_per_batch(tmp_path, pg_url, monkeypatch):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    plain(a, tmp_path, 400)
    a.sync()
    ran: list = []
    real_txn = scope_store.ScopeStore.txn

    @contextlib.contextmanager
    def counted(self, *args, **kwargs):
        with real_txn(self, *args, **kwargs) as conn, statements(conn) as seen:
            yield conn
        ran.append(len(seen))

    monkeypatch.setattr(scope_store.ScopeStore, "txn", counted)
    report = b.sync()
    assert report.outcomes["applied"] == 400
    # The batch that applied them all (the others move a cursor or note the sync's time).
    assert max(ran) < 30, ran


def rows_of(device: Device) -> dict:
    """What applying wrote, without what differs by nature between two devices (ledger times
    and chain hashes, the batch's own ``sync`` entry)."""
    store = store_of(device)
    with store.reading() as conn:
        q = lambda sql: conn.execute(sql).fetchall()  # noqa: E731
        # The word index keeps no text (contentless): its terms, each in its column and place.
        conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.words USING fts5vocab(main, memories_fts, instance)")
        conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.fact_words USING fts5vocab(main, facts_fts, instance)")
        out = {
            "memories": q("SELECT rid, memory_id, text, kind, tags, pinned, weight, expires_at, created_at, "
                          "updated_at, deleted, superseded_by, source, metadata, fingerprint, version, event_id "
                          "FROM memories ORDER BY rid"),
            "words": q("SELECT m.memory_id, w.col, w.offset, w.term FROM temp.words w JOIN memories m ON m.rid = w.doc "
                       "ORDER BY m.rid, w.col, w.offset"),
            "facts": q("SELECT memory_id, text, created_at, attribute, superseded_by FROM facts ORDER BY fact_id"),
            "fact words": q("SELECT f.memory_id, w.offset, w.term FROM temp.fact_words w JOIN facts f ON f.fact_id = w.doc "
                            "ORDER BY f.fact_id, w.offset"),
            "triples": q("SELECT memory_id, subject, predicate, object FROM triples ORDER BY triple_id"),
            "ledger": q("SELECT seq, op, memory_id, change_hash FROM ledger WHERE op != 'sync' ORDER BY seq"),
            "links": q("SELECT * FROM sync_entries ORDER BY seq"),
            "heads": q("SELECT * FROM sync_heads ORDER BY memory_id"),
            # the copy of each state the ledger vouches for (restore after tampering, issue 27)
            "vouched": q("SELECT memory_id, state FROM vouched_states ORDER BY memory_id"),
        }
    store.close()
    return out


def test_new_memories_pulled_in_bulk_are_what_one_at_a_time_makes(tmp_path, pg_url, monkeypatch):
    a = Device(tmp_path / "A", pg_url)
    fill(a, tmp_path, 60)
    store = store_of(a)  # a memory with triples and a fact with an attribute (as extraction makes them)
    with store.txn() as conn:
        new_rows.insert(conn, text="I like tea", kind="preference", tags=[], metadata={}, source=None,
                        now=time.time(), facts=[{"text": "likes tea", "attribute": "drink", "superseded_by": None}],
                        triples=[("me", "likes", "tea")])
    store.close()
    a.sync()
    bulk, single = Device(tmp_path / "bulk", pg_url), Device(tmp_path / "single", pg_url)
    # An edit applied here is dated when it is applied: the same moment for both devices.
    fixed = types.SimpleNamespace(time=lambda: 1_800_000_000.5, monotonic=time.monotonic)
    monkeypatch.setattr(engine, "time", fixed)
    monkeypatch.setattr(replica, "time", fixed)  # the engine's side of sync applies the batch
    bulk.sync()
    with monkeypatch.context() as m:  # every operation through the one-at-a-time path
        m.setattr(fresh, "unknown_here", lambda conn, ids: set())
        single.sync()
    got, want = rows_of(bulk), rows_of(single)
    assert len(got["memories"]) > 60 and any(col == "context" for _, col, _, _ in got["words"])
    assert got["triples"] and got["facts"] and got["fact words"] and any(row[10] for row in got["memories"])  # deleted kept
    assert len(got["vouched"]) == len(got["memories"])
    for table in want:
        assert got[table] == want[table], table
    assert bulk.snapshot() == single.snapshot() == a.snapshot()
    assert bulk.verify().valid and single.verify().valid


@pytest.mark.parametrize("retried", ["whole", "part"])
def test_a_batch_the_server_has_wholly_or_partly_is_sent_again_without_doubles(tmp_path, pg_url, retried):
    a = Device(tmp_path / "A", pg_url)
    fill(a, tmp_path, 20)
    store = store_of(a)
    with Server(pg_url) as server:
        with store.txn() as conn:
            local.stamp(conn, "dev")
        with store.snapshot() as conn:
            rows, _ = outgoing.batch(conn, server.server_id, "default", "dev", 1000)
        first = rows if retried == "whole" else rows[: len(rows) // 2]
        assert server.push(first) == len(first)
        assert server.push(rows) == len(rows) - len(first)  # the COPY fails on the key; the rest go in
        with server.conn.transaction(), server.conn.cursor() as cur:
            cur.execute("SELECT origin_seq FROM mnemosyne_sync.ops ORDER BY server_seq")
            assert [r[0] for r in cur.fetchall()] == [row[2] for row in rows]
    store.close()


def test_a_row_holding_its_json_in_another_form_still_pushes_the_ledgers_state(tmp_path, pg_url):
    """A push takes tags and metadata minified by SQLite as the canonical text; a row that holds
    them otherwise (keys not sorted, escaped letters: an older writer's) still sends the state
    its ledger entry hashed, made from the stored text."""
    a = Device(tmp_path / "A", pg_url)
    with a.brain() as b:
        odd = b.retain("written by an older release", extract=False, tags=["zebra", "yak"],
                       metadata={"b": 1, "a": [1.5, "é"]}).memory_ids[0]
        usual = b.retain("written now", extract=False, metadata={"k": "v"}).memory_ids[0]
    store = store_of(a)
    with store.txn() as conn:
        tags = json.loads(conn.execute("SELECT tags FROM memories WHERE memory_id = ?", (odd,)).fetchall()[0][0])
        conn.execute("UPDATE memories SET metadata = ?, tags = ? WHERE memory_id = ?",
                     ('{"b": 1,   "a": [1.5, "\\u00e9"]}', json.dumps(tags, separators=(",", ":")), odd))
    assert a.verify().valid  # the same state for the ledger, whatever the spacing and order
    with Server(pg_url) as server:
        with store.txn() as conn:
            local.stamp(conn, "dev")
        with store.snapshot() as conn:
            rows, _ = outgoing.batch(conn, server.server_id, "default", "dev", 100)
            hashes = dict(conn.execute("SELECT memory_id, change_hash FROM ledger WHERE memory_id IS NOT NULL"))
            want = {mid: ledger.state_json(memories.fetch_whole(conn, mid)) for mid in (odd, usual)}
    store.close()
    sent = {row[3]: row[5] for row in rows}
    assert sent == want
    assert all(ledger.sha256(sent[mid]) == hashes[mid] for mid in (odd, usual))


def test_a_push_formats_the_states_the_app_writes_without_the_slow_path(tmp_path, pg_url):
    """The states formatted straight from the columns are ``ledger.state_json``'s texts for rows
    as the app writes them (else every push would take the slow path, correct but slow)."""
    a = Device(tmp_path / "A", pg_url)
    fill(a, tmp_path, 40)
    store = store_of(a)
    with store.txn() as conn:
        new_rows.insert(conn, text="Tea, \"green\"\tplease — é 😀", kind="preference", tags=["b", "a"],
                        metadata={"z": [1.5, None, True], "a": {"n": -0.0, "big": 1e16}}, source="mcp",
                        now=time.time(), facts=["plain", {"text": "likes tea", "attribute": "drink",
                                                          "superseded_by": None}],
                        triples=[("me", "likes", "tea")], expires_at=1.9e9, weight=0.25, pinned=True)
    with store.reading() as conn:
        ids = [r[0] for r in conn.execute("SELECT memory_id FROM memories")]
        rows = outgoing._current_rows(conn, set(ids))
        for mid in ids:
            assert outgoing._formatted(*rows[mid]) == ledger.state_json(memories.fetch_whole(conn, mid)), mid
    store.close()
