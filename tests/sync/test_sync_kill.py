"""SIGKILL in the middle of a sync: the local store stays consistent (each pulled batch is in or
out whole, with its cursor), the server holds no operation twice, and the next sync finishes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest

from mnemosyne_app.core.store import scope_store
from mnemosyne_app.core.replica import state as local
from mnemosyne_app.sync.server import SCHEMA

from tests.sync.helpers import Device

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import sys
from mnemosyne_app.sync import engine
engine.PULL_BATCH = engine.PUSH_BATCH = int(sys.argv[3])
from tests.sync.helpers import Device
Device(sys.argv[1], sys.argv[2], key=None).sync()  # the key the parent paired it with
print("finished", flush=True)
"""

pytestmark = pytest.mark.slow


def start_sync(root: Path, url: str, batch: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with open(root.parent / f"{root.name}-child.log", "ab") as log:  # read if the child fails
        return subprocess.Popen([sys.executable, "-c", CHILD, str(root), url, str(batch)], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=log)


def pulled_upto(root: Path) -> int:
    path = root / "scopes" / "default.db"
    if not path.exists():
        return 0
    store = scope_store.ScopeStore(path, "default")
    try:
        store.open()
        with store.reading() as conn:
            found = conn.execute("SELECT max(pulled_upto) FROM sync_cursors").fetchall()
        return found[0][0] or 0
    except Exception:  # the child is still creating the file
        return 0
    finally:
        store.close()


def server_count(url: str) -> tuple[int, int]:
    with psycopg.connect(url) as conn:
        try:
            return conn.execute(f"SELECT count(*), count(DISTINCT (origin_device, origin_seq)) FROM {SCHEMA}.ops"
                                ).fetchone()
        except psycopg.errors.UndefinedTable:
            return 0, 0


def kill_when(proc: subprocess.Popen, ready, timeout: float = 60.0) -> bool:
    """SIGKILL ``proc`` once ``ready()`` holds; False if it finished first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        if ready():
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()
            return True
        time.sleep(0.01)
    proc.kill()
    proc.wait()
    raise AssertionError("the sync never reached the point to kill it at")


N = 3000


def test_kill_during_pull_leaves_the_store_consistent_and_the_next_sync_finishes(tmp_path, pg_url):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with a.brain() as ba:
        assert ba.retain_batch([f"memory number {i} about things" for i in range(N)], extract=False).inserted == N
    a.sync()
    b.pair()
    killed = kill_when(start_sync(b.root, pg_url, 100), lambda: pulled_upto(b.root) > 0)
    assert killed
    cursor = pulled_upto(b.root)
    assert 0 < cursor < N
    with b.brain() as bb:
        assert bb.check_file()
        assert bb.verify_integrity().valid
        # Every operation up to the cursor is applied, none past it (server_seq runs 1..N here).
        assert len(bb.list_memories(limit=N)) == cursor
    report = b.sync()
    assert report.outcomes["applied"] == N - cursor
    assert a.snapshot() == b.snapshot() and len(b.snapshot()) == N
    assert b.verify().valid


def test_kill_during_push_doubles_nothing_and_the_next_sync_finishes(tmp_path, pg_url):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with a.brain() as ba:
        ba.retain_batch([f"pushed memory {i}" for i in range(N)], extract=False)
    a.pair()
    killed = kill_when(start_sync(a.root, pg_url, 100), lambda: server_count(pg_url)[0] > 0)
    assert killed
    total, distinct = server_count(pg_url)
    assert 0 < total < N and total == distinct
    with a.brain() as ba:
        assert ba.verify_integrity().valid
    a.sync()
    assert server_count(pg_url) == (N, N)
    b.sync()
    assert a.snapshot() == b.snapshot() and len(b.snapshot()) == N
    store = scope_store.ScopeStore(a.root / "scopes" / "default.db", "default")
    store.open()
    with store.reading() as conn:
        sid = conn.execute("SELECT server_id FROM sync_cursors").fetchall()[0][0]
        assert local.waiting_to_push(conn, sid) == 0
    store.close()
