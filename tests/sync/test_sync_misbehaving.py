"""Sync when the real world misbehaves (issue 32, the parts done), against the real PostgreSQL:
a server whose tables were changed, a frozen link holding the push lock, a device clock years
ahead, a server restored from an older backup."""

from __future__ import annotations

import time

import psycopg
import pytest

from mnemosyne_app.sync import engine
from mnemosyne_app.sync.server import SCHEMA, Server

from tests.sync.helpers import Device


def ops(url: str) -> list[tuple]:
    with psycopg.connect(url) as conn:
        return conn.execute(f"SELECT server_seq, origin_device, origin_seq, memory_id, op, hlc, sealed FROM {SCHEMA}.ops "
                            "ORDER BY server_seq").fetchall()


def test_a_server_whose_columns_were_changed_is_refused_and_nothing_changes(tmp_path, pg_url):
    """Issue 32: schema drift on the server is refused on connect, in words; changed back, sync
    goes on and converges."""
    from mnemosyne_app.sync.server import SyncServerError

    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with a.brain() as ba:
        ba.retain("The locksmith's number is on the fridge", extract=False)
    a.sync()
    with psycopg.connect(pg_url) as conn:
        conn.execute(f"ALTER TABLE {SCHEMA}.ops ALTER COLUMN hlc TYPE numeric")
    before = ops(pg_url)
    with pytest.raises(SyncServerError, match=r"ops was changed outside Mnemosyne \(its column hlc is numeric"):
        b.sync()
    assert b.snapshot() == {} and ops(pg_url) == before
    with psycopg.connect(pg_url) as conn:
        conn.execute(f"ALTER TABLE {SCHEMA}.ops ALTER COLUMN hlc TYPE bigint")
    b.sync()
    assert a.snapshot() == b.snapshot() and len(b.snapshot()) == 1


def test_a_frozen_link_holding_the_push_lock_hangs_no_one(tmp_path, pg_url):
    """Issue 32: a device frozen mid-push (its transaction open, the push lock held) is ended by
    the server after its idle timeout; a device waiting meanwhile gives up in words after its lock
    timeout, having changed nothing, and syncs once the lock is free."""
    from mnemosyne_app.sync.server import PUSH_LOCK, SyncServerError

    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with b.brain() as bb:
        bb.retain("Renew the car insurance", extract=False)
    b.pair()
    frozen = Server(pg_url, idle_timeout=3).connect()
    frozen.conn.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK,))  # then nothing: the link froze
    started = time.monotonic()
    with Server(pg_url, lock_timeout=1) as server:
        with pytest.raises(SyncServerError, match="held the server's lock for too long"):
            engine.sync_scope(b.options, b.scope, server)
    assert time.monotonic() - started < 20
    assert ops(pg_url) == [] and engine.status(b.options, b.scope, None)["last_sync"] is None
    with Server(pg_url, lock_timeout=30) as server:  # waits until the server ends the frozen one
        report = engine.sync_scope(b.options, b.scope, server)
    assert report.new_on_server == 1
    with pytest.raises(psycopg.Error, match="idle-in-transaction timeout"):  # the server ended the frozen one
        frozen.conn.execute("SELECT 1")
    a.sync()
    assert a.snapshot() == b.snapshot()


def test_a_device_whose_clock_is_years_ahead_does_not_carry_the_others(tmp_path, pg_url, monkeypatch):
    """Issue 32: one write from a device with its clock 10 years ahead does not move every other
    device's clock there; later writes elsewhere keep their own time, and the report says so."""
    from mnemosyne_app.core.store import scope_store
    from mnemosyne_app.core.replica import hlc, state as local

    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() + 10 * 365 * 86400)
    with a.brain() as ba:
        ba.retain("Written on a laptop whose clock says 2036", extract=False)
    a.sync()
    monkeypatch.setattr(time, "time", real)
    report = b.sync()
    assert report.outcomes["ahead"] == 1 and "more than a day ahead" in report.text()
    with b.brain() as bb:
        mid = bb.retain("Written on the phone, today", extract=False).memory_ids[0]
    b.sync()
    store = scope_store.ScopeStore(b.root / "scopes" / "default.db", "default")
    store.open()
    with store.reading() as conn:
        stamp = conn.execute("SELECT s.hlc FROM sync_entries s JOIN ledger l ON l.seq = s.seq "
                             "WHERE l.memory_id = ?", (mid,)).fetchall()[0][0]
        assert hlc.wall_seconds(local.clock(conn)) < real() + 2 * 86400
    store.close()
    assert abs(hlc.wall_seconds(stamp) - real()) < 2 * 86400  # today, not 2036
    assert "clock" not in b.sync().text()  # B's clock agrees with the server's: nothing said
    monkeypatch.setattr(time, "time", lambda: real() + 10 * 365 * 86400)
    assert "minutes ahead of the sync server's" in a.sync().text()  # the wrong clock is told so
    monkeypatch.setattr(time, "time", real)
    a.sync()
    assert a.snapshot() == b.snapshot()


def test_a_server_restored_from_an_older_backup_loses_no_new_write(tmp_path, pg_url):
    """Issue 32: after a restore, new writes get numbers below another device's pull cursor; that
    device sees the server went back (the operation at its cursor changed), reads it all again,
    and every device converges with nothing lost or applied twice."""
    a, b, c = (Device(tmp_path / n, pg_url) for n in "ABC")
    with a.brain() as ba:
        ba.retain("First note, in the backup", extract=False)
    a.sync()
    b.sync()
    with a.brain() as ba:
        ba.retain("Second note, after the backup", extract=False)
    a.sync()
    b.sync()  # B's cursor now stands past what the backup holds
    with psycopg.connect(pg_url) as conn:  # restored from the backup taken after the first note
        conn.execute(f"DELETE FROM {SCHEMA}.ops WHERE server_seq > 1")
        conn.execute(f"SELECT setval(pg_get_serial_sequence('{SCHEMA}.ops', 'server_seq'), 1)")
    with c.brain() as bc:
        bc.retain("Written on C after the restore", extract=False)
    c.sync()
    report = b.sync()
    assert report.rescanned and report.outcomes["applied"] == 1
    for d in (a, c, b, a):
        d.sync()
    assert a.snapshot() == b.snapshot() == c.snapshot() and len(a.snapshot()) == 3
    assert all(d.verify().valid for d in (a, b, c))


def test_a_restored_server_where_a_devices_own_operation_is_sent_again_to_its_old_number_is_read_again(
        tmp_path, pg_url):
    """Seed 563 of the 30-step random run: A's pull cursor stood on A's own operation; after the
    restore, B wrote a note that took the first free number, A sent its lost operation again and
    it took its old number: the operation at A's cursor was the same one, so A did not see the
    server had gone back, and never read B's note."""
    a, b, c = (Device(tmp_path / n, pg_url) for n in "ABC")
    with a.brain() as ba:
        ba.retain("First note, in the backup", extract=False)
    for d in (a, b, c):
        d.sync()
    with c.brain() as bc:
        bc.retain("Written on C after the backup", extract=False)
    c.sync()
    with a.brain() as ba:
        ba.retain("Written on A after the backup", extract=False)
    a.sync()  # A's cursor stands on its own operation, number 3
    with psycopg.connect(pg_url) as conn:  # restored from the backup taken after the first note
        conn.execute(f"DELETE FROM {SCHEMA}.ops WHERE server_seq > 1")
        conn.execute(f"SELECT setval(pg_get_serial_sequence('{SCHEMA}.ops', 'server_seq'), 1)")
    with b.brain() as bb:
        bb.retain("Written on B after the restore", extract=False)
    b.sync()  # number 2
    assert a.sync().rescanned  # A's operation sent again: number 3 again
    for d in (c, b, a, c):
        d.sync()
    assert a.snapshot() == b.snapshot() == c.snapshot() and len(a.snapshot()) == 4
    assert all(d.verify().valid for d in (a, b, c))


def test_an_edit_made_on_top_of_a_stamp_far_ahead_is_kept_everywhere(tmp_path, pg_url, monkeypatch):
    """Issue 32 (found by the extended random test): B's clock does not follow a stamp more than a
    day ahead, so B's next edit of that memory is stamped lower than the state it changed; it was
    made on top of it all the same, and every device keeps it (it lost before, on the device that
    was ahead: the devices differed for good)."""
    a, b, c = (Device(tmp_path / n, pg_url) for n in "ABC")
    with a.brain() as ba:
        mid = ba.retain("The spare key is under the blue pot", extract=False).memory_ids[0]
    for d in (a, b, c):
        d.sync()
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() + 3 * 86400)  # A's clock: three days ahead
    with a.brain() as ba:
        ba.update(mid, text="The spare key is under the green pot")
    a.sync()
    monkeypatch.setattr(time, "time", real)
    b.sync()
    with b.brain() as bb:
        bb.update(mid, text="The spare key is with the neighbour now")
    for d in (b, a, c, a, b):
        d.sync()
    assert a.snapshot() == b.snapshot() == c.snapshot()
    with a.brain() as ba:
        assert ba.get(mid).text == "The spare key is with the neighbour now"
