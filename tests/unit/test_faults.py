"""I/O errors, a full disk and power loss, injected below SQLite through apsw VFS shims."""

import random
import threading

import apsw
import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import errors
from mnemosyne_app.core.store.faultvfs import FaultVFS, PowerLossVFS
from tests.store_access import conn_of, writer_of


@pytest.fixture
def fault_vfs():
    vfs = FaultVFS()
    yield vfs
    vfs.unregister()


def assert_store_healthy(root, scope, texts):
    with MemoryBrain(root, scope=scope) as b:
        assert conn_of(b).execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert sorted(m.text for m in b.list_memories(limit=10_000)) == sorted(texts)
        assert b.verify_integrity().valid


@pytest.mark.parametrize("op", ["write", "sync"])
@pytest.mark.parametrize("error,friendly", [(apsw.FullError, errors.StoreFullError),
                                            (apsw.IOError, errors.StoreEnvironmentError)])
def test_sync_write_fault_is_a_clear_error_and_loses_nothing(tmp_path, fault_vfs, op, error, friendly):
    kept = [f"committed before the fault {i}" for i in range(20)]
    with MemoryBrain(tmp_path, scope="f", synchronous="FULL", vfs=fault_vfs.vfs_name) as b:
        for t in kept:
            b.retain(t, extract=False)
        fault_vfs.arm(op, error)
        with pytest.raises(friendly) as info:
            b.retain("written while the disk fails", extract=False)
        assert fault_vfs.injected == 1
        assert "full" in str(info.value) if error is apsw.FullError else "I/O error" in str(info.value)
        # The same handle keeps working once the disk does.
        b.retain("after the fault", extract=False)
    assert_store_healthy(tmp_path, "f", kept + ["after the fault"])


def test_async_write_fault_marks_the_event_failed_with_the_reason(tmp_path, fault_vfs):
    with MemoryBrain(tmp_path, scope="f", vfs=fault_vfs.vfs_name, worker_delay=0.2) as b:
        b.hot_path("enable")
        b.retain("fine", fast=True, extract=False)
        b.hot_path("flush", timeout=30)
        r = b.retain("hits the full disk", fast=True, extract=False)
        fault_vfs.arm("write", apsw.FullError, only="-wal")  # the worker is still in its delay
        b.hot_path("flush", timeout=30)
        ev = b.get_event(r.event_id)
        assert (ev.status, ev.payload["text"]) == ("failed", "hits the full disk")
        assert "full" in ev.error
        assert b.retry(r.event_id).outcome == "resumed"
    assert_store_healthy(tmp_path, "f", ["fine", "hits the full disk"])


def test_async_fault_that_outlasts_the_worker_leaves_the_event_to_resume(tmp_path, fault_vfs):
    with MemoryBrain(tmp_path, scope="f", vfs=fault_vfs.vfs_name, worker_delay=0.2) as b:
        b.hot_path("enable")
        r = b.retain("disk stays full", fast=True, extract=False)
        fault_vfs.arm("write", apsw.FullError, count=1000, only="-wal")  # every commit fails, even "failed"
        b.hot_path("flush", timeout=30)
        # Nothing could be written, not even the failure: the journal still says the write is owed.
        assert b.get_event(r.event_id).status == "pending"
        assert b.stats()["memories"] == 0
        fault_vfs.disarm()
    with MemoryBrain(tmp_path, scope="f") as b:  # the next start resumes it
        b.hot_path("flush", timeout=30)
        ev = b.get_event(r.event_id)
        assert (ev.status, ev.result["outcome"]) == ("succeeded", "inserted")
    assert_store_healthy(tmp_path, "f", ["disk stays full"])


def power_loss_trial(root, trial: int, synchronous: str) -> tuple[list[str], list[str], PowerLossVFS]:
    """Write until the power fails at a random sync; return (acknowledged, found after restart)."""
    rng = random.Random(trial)
    vfs = PowerLossVFS(f"powerloss-{synchronous}-{trial}", crash_at=rng.randint(2, 40), seed=trial)
    acked: list[str] = []
    brain = MemoryBrain(root, scope="p", synchronous=synchronous, vfs=vfs.vfs_name, resume=False)
    try:
        brain.ensure_init()
        for i in range(200):
            text = f"trial {trial} write {i}"
            brain.retain(text, extract=False)
            acked.append(text)
    except errors.MnemosyneError:
        pass  # the power went out in the middle of this write: it was never acknowledged
    finally:
        try:
            brain.close()
        except apsw.Error:
            pass  # closing a connection whose disk is gone
        vfs.unregister()
    with MemoryBrain(root, scope="p") as b:
        found = [m.text for m in b.list_memories(limit=10_000)]
        assert conn_of(b).execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert b.verify_integrity().valid
    return acked, found, vfs


@pytest.mark.slow
def test_power_loss_with_synchronous_full_loses_no_acknowledged_commit(tmp_path):
    lost_total = crashes = damaged_writes = 0
    for trial in range(100):
        acked, found, vfs = power_loss_trial(tmp_path / str(trial), trial, "FULL")
        crashes += vfs.dead
        damaged_writes += vfs.dropped + vfs.garbled
        lost_total += len(set(acked) - set(found))
        assert set(acked) <= set(found), f"trial {trial}: lost {set(acked) - set(found)}"
        assert len(found) <= len(acked) + 1  # at most the one write in flight when the power went
    assert crashes == 100 and damaged_writes > 100 and lost_total == 0


@pytest.mark.slow
def test_the_power_loss_simulation_can_lose_commits_without_full_sync(tmp_path):
    """The same simulation with synchronous=NORMAL does lose acknowledged commits: the test
    above would notice a store that did not sync."""
    lost = 0
    for trial in range(30):
        acked, found, _ = power_loss_trial(tmp_path / str(trial), 1000 + trial, "NORMAL")
        lost += len(set(acked) - set(found))
    assert lost > 0


def test_a_batch_commit_that_fails_behind_the_next_chunk_is_a_clear_error(tmp_path, fault_vfs, monkeypatch):
    # retain_batch commits chunk k on a helper thread while it prepares chunk k+1 (it does not
    # with a Python VFS; forced here). The disk fills up during the second chunk's commit: the
    # caller gets the error, the first chunk stays, the second is not half there, the lock and
    # the connection are free again, and re-running the batch stores each item exactly once.
    from mnemosyne_app.core.write import batch

    real_commit_all, real_commit = batch.commit_all, batch.Committer.commit
    monkeypatch.setattr(batch, "commit_all", lambda *a, **k: real_commit_all(*a, **{**k, "commit_behind": True}))
    commits = []

    def commit(self):
        commits.append(self.behind)
        if len(commits) == 2:
            fault_vfs.arm("write", apsw.FullError, only="-wal")
        real_commit(self)

    monkeypatch.setattr(batch.Committer, "commit", commit)
    items = [f"batch item {i}" for i in range(15)]
    with MemoryBrain(tmp_path, scope="f", vfs=fault_vfs.vfs_name) as b:
        b.retain("stored before the batch", extract=False)
        with pytest.raises(errors.StoreFullError):
            b.retain_batch(items, extract=False, chunk=5)
        assert commits == [True, True] and fault_vfs.injected == 1
        assert sorted(m.text for m in b.list_memories(limit=100)) == sorted(["stored before the batch"] + items[:5])
        assert conn_of(b).getautocommit()  # no transaction left open
        done = threading.Event()
        threading.Thread(target=lambda: writer_of(b).lock.acquire(timeout=5) and (writer_of(b).lock.release(), done.set())).start()
        assert done.wait(5)  # the writer lock was released
        again = b.retain_batch(items, extract=False, chunk=5)
        assert [r.outcome for r in again.results] == ["already_complete"] * 5 + ["inserted"] * 10
    assert_store_healthy(tmp_path, "f", ["stored before the batch"] + items)
