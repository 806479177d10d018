"""Faults on a real PostgreSQL: a wrong password, the network dropping and the server restarting
in the middle of a sync, two devices syncing at once, a copied data directory. Each time no
operation is lost or applied twice, the cursors never skip, and the error is one line in words."""

from __future__ import annotations

import itertools
import shutil
import tempfile
import threading
from pathlib import Path

import psycopg
import pytest

from mnemosyne_app.cli import main
from mnemosyne_app.core.store import scope_store
from mnemosyne_app.sync import engine
from mnemosyne_app.sync.server import SCHEMA, CopiedDeviceError, Server, SyncServerError

from tests.sync.faults import CuttableProxy, PasswordServer
from tests.sync.helpers import Device

pytestmark = pytest.mark.slow
_names = itertools.count(1)


@pytest.fixture(scope="module")
def pw_server():
    folder = Path(tempfile.mkdtemp(prefix="mnemosyne-pgpw-"))  # not under pytest's owner-only tmp
    server = PasswordServer(folder)
    yield server
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def db(pw_server) -> str:
    return pw_server.create_database(f"faults_{next(_names)}")


def fill(device: Device, n: int, prefix: str) -> None:
    with device.brain() as b:
        for i in range(n):
            b.retain(f"{prefix} note {i} about the garden", extract=False)


def server_rows(url: str) -> tuple[int, int]:
    """(operations on the server, distinct (device, seq) among them)."""
    with psycopg.connect(url) as conn:
        return conn.execute(f"SELECT count(*), count(DISTINCT (origin_device, origin_seq)) FROM {SCHEMA}.ops"
                            ).fetchone()


def server_last_seq(url: str) -> int:
    with psycopg.connect(url) as conn:
        return conn.execute(f"SELECT max(origin_seq) FROM {SCHEMA}.ops").fetchone()[0]


def store_state(device: Device) -> tuple:
    """Everything a failed sync must leave as it was: memories, ledger head, sync tables."""
    store = scope_store.ScopeStore(device.root / "scopes" / "default.db", "default")
    store.open()
    try:
        with store.reading() as conn:
            return tuple(conn.execute(q).fetchall() for q in (
                "SELECT memory_id, text, deleted FROM memories ORDER BY memory_id",
                "SELECT max(seq), count(*) FROM ledger", "SELECT * FROM sync_cursors ORDER BY server_id",
                "SELECT count(*) FROM sync_entries", "SELECT * FROM meta WHERE key LIKE 'sync%' ORDER BY key"))
    finally:
        store.close()


def visible_count(device: Device) -> int:
    with device.brain() as b:
        return len(b.list_memories(limit=100_000))


def test_a_wrong_password_is_one_line_and_changes_nothing(pw_server, db, tmp_path, capsys):
    a = Device(tmp_path / "A", pw_server.url(db))
    fill(a, 3, "A")
    before = store_state(a)
    code = main(["--data-dir", str(a.root), "sync", "--remote", pw_server.url(db, password="not it")])
    _, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and "password authentication failed" in err
    assert "not it" not in err and "Traceback" not in err
    assert store_state(a) == before
    # Nothing kept either: not the URL, not the wrong password.
    assert not (a.root / "settings.ini").exists() and not (a.root / "sync-password").exists()
    with psycopg.connect(pw_server.url(db)) as conn:  # and nothing made on the server
        assert conn.execute("SELECT 1 FROM information_schema.schemata WHERE schema_name = %s",
                            (SCHEMA,)).fetchone() is None
    # The right password then works, and is kept apart from the URL.
    assert main(["--data-dir", str(a.root), "sync", "--remote", pw_server.url(db)]) == 0
    assert "correct horse" not in (a.root / "settings.ini").read_text()
    assert server_rows(pw_server.url(db)) == (3, 3)


def _fail_after(monkeypatch, name: str, calls: int, fault) -> None:
    """Make the ``calls``-th call of Server.<name> meet ``fault`` first (a drop, a restart)."""
    real, count = getattr(Server, name), itertools.count(1)

    def wrapped(self, *args, **kwargs):
        if next(count) == calls:
            fault()
        return real(self, *args, **kwargs)
    monkeypatch.setattr(Server, name, wrapped)


@pytest.mark.parametrize("fault", ["restart", "drop"])
def test_server_restart_or_network_drop_mid_push_and_mid_pull(pw_server, db, tmp_path, monkeypatch, fault):
    proxy = CuttableProxy(pw_server.port)
    try:
        url = pw_server.url(db, port=proxy.port)
        a, b = Device(tmp_path / "A", url), Device(tmp_path / "B", url)
        fill(a, 120, "A")
        monkeypatch.setattr(engine, "PUSH_BATCH", 25)
        monkeypatch.setattr(engine, "PULL_BATCH", 25)
        down = pw_server.stop if fault == "restart" else proxy.cut
        with monkeypatch.context() as m:
            _fail_after(m, "push", 3, down)
            with pytest.raises(SyncServerError) as failed:
                a.sync()
        assert "\n" not in str(failed.value) and "pushing to the sync server failed" in str(failed.value)
        if fault == "restart":
            pw_server.start()
        assert server_rows(url)[0] == 50  # two batches in, the cursor with them, no further
        assert store_state(a)[2][0][1] == server_last_seq(url)
        a.sync()
        assert server_rows(url) == (120, 120)
        with monkeypatch.context() as m:
            _fail_after(m, "pull", 3, down)
            with pytest.raises(SyncServerError) as failed:
                b.sync()
        assert "\n" not in str(failed.value)
        if fault == "restart":
            pw_server.start()
        assert visible_count(b) == 50  # two whole batches, the cursor with them
        report = b.sync()
        assert report.outcomes["applied"] == 70 and report.outcomes["duplicate"] == 0
        assert a.snapshot() == b.snapshot() and len(b.snapshot()) == 120
        assert a.verify().valid and b.verify().valid
    finally:
        proxy.close()


def test_two_devices_syncing_at_once_lose_and_double_nothing(pw_server, db, tmp_path, monkeypatch):
    url = pw_server.url(db)
    a, b = Device(tmp_path / "A", url), Device(tmp_path / "B", url)
    monkeypatch.setattr(engine, "PUSH_BATCH", 20)
    monkeypatch.setattr(engine, "PULL_BATCH", 20)
    errors: list[BaseException] = []

    def work(device: Device, prefix: str) -> None:
        try:
            for round_ in range(3):
                fill(device, 40, f"{prefix}{round_}")
                device.sync()
        except BaseException as exc:  # shown by the assertion below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(d, d.root.name)) for d in (a, b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not errors, errors
    for d in (a, b, a):
        d.sync()
    assert server_rows(url) == (240, 240)
    assert a.snapshot() == b.snapshot() and visible_count(a) == 240
    assert a.verify().valid and b.verify().valid


def test_a_copied_data_directory_is_refused_in_words(pw_server, db, tmp_path):
    url = pw_server.url(db)
    a = Device(tmp_path / "A", url)
    fill(a, 2, "A")
    a.sync()
    shutil.copytree(a.root, tmp_path / "copy")
    copy = Device(tmp_path / "copy", url)
    fill(a, 1, "after the copy, on A")
    fill(copy, 1, "after the copy, on the copy")
    a.sync()
    before = store_state(copy)
    with pytest.raises(CopiedDeviceError) as refused:
        copy.sync()
    assert "one is a copy of the other" in str(refused.value) and "\n" not in str(refused.value)
    assert store_state(copy) == before
    assert server_rows(url) == (3, 3)


def test_a_server_that_lost_acknowledged_operations_gets_them_again(pw_server, db, tmp_path):
    """Restored from last night's backup: the device's cursor says more than the server holds."""
    url = pw_server.url(db)
    a, b = Device(tmp_path / "A", url), Device(tmp_path / "B", url)
    fill(a, 6, "A")
    a.sync()
    with psycopg.connect(url) as conn:
        conn.execute(f"DELETE FROM {SCHEMA}.ops WHERE origin_seq > (SELECT min(origin_seq) FROM {SCHEMA}.ops)")
    assert server_rows(url) == (1, 1)
    report = a.sync()
    assert report.new_on_server == 5
    b.sync()
    assert a.snapshot() == b.snapshot() and len(b.snapshot()) == 6
