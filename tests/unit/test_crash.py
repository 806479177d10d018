"""A process killed with SIGKILL right after its 100th sync write loses none of them."""

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from mnemosyne_app import MemoryBrain
from tests.store_access import conn_of

CHILD = textwrap.dedent(
    """
    import sys
    from mnemosyne_app import MemoryBrain
    brain = MemoryBrain(sys.argv[1], scope="crash").ensure_init()
    for i in range(100):
        brain.retain(f"crash test memory {i}", extract=False, metadata={"i": i})
        print(i + 1, flush=True)
    sys.stdin.read()  # wait to be killed, with the store still open
    """
)


@pytest.mark.slow
def test_sigkill_after_100_sync_writes_loses_nothing(tmp_path):
    with subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path)], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True) as proc:
        try:
            for expected in range(1, 101):
                assert proc.stdout.readline().strip() == str(expected)
            os.kill(proc.pid, signal.SIGKILL)  # right after the 100th retain returned
            proc.wait(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
    assert proc.returncode == -signal.SIGKILL

    with MemoryBrain(tmp_path, scope="crash") as brain:
        assert brain.stats()["memories"] == 100
        found = {m.metadata["i"] for m in brain.list_memories(limit=1000)}
        assert found == set(range(100))
        assert brain.recall("crash test memory 99", k=1)[0].metadata == {"i": 99}
        rep = brain.verify_integrity()
        assert (rep.valid, rep.checked, rep.first_broken_at) == (True, 100, None)
        assert conn_of(brain).execute("PRAGMA integrity_check").fetchall() == [("ok",)]


BATCH_CHILD = textwrap.dedent(
    """
    import sys
    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.core.write import batch

    real_commit = batch.Committer.commit
    def commit(self):  # say when each chunk's COMMIT starts (it runs behind the next chunk)
        real_commit(self)
        commit.n += 1
        print(commit.n, flush=True)
    commit.n = 0
    batch.Committer.commit = commit
    brain = MemoryBrain(sys.argv[1], scope="crash", extractor="none", embedder="none").ensure_init()
    brain.retain_batch([f"batch memory {i}" for i in range(int(sys.argv[2]))], extract=False, chunk=500)
    print("done", flush=True)
    sys.stdin.read()
    """
)


@pytest.mark.slow
def test_sigkill_while_a_batch_commits_leaves_whole_chunks_and_a_rerun_finishes_once(tmp_path):
    n, chunk = 5000, 500
    with subprocess.Popen([sys.executable, "-c", BATCH_CHILD, str(tmp_path), str(n)], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True) as proc:
        try:
            while proc.stdout.readline().strip() != "3":
                pass
            os.kill(proc.pid, signal.SIGKILL)  # the third chunk's commit has just started behind
            proc.wait(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
    assert proc.returncode == -signal.SIGKILL

    with MemoryBrain(tmp_path, scope="crash", extractor="none", embedder="none") as brain:
        stored = brain.stats()["memories"]
        assert stored in (2 * chunk, 3 * chunk)  # whole chunks only: the third committed or not at all
        assert conn_of(brain).execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert brain.verify_integrity().valid
        again = brain.retain_batch([f"batch memory {i}" for i in range(n)], extract=False, chunk=chunk)
        outcomes = [r.outcome for r in again.results]
        assert outcomes.count("already_complete") == stored and outcomes.count("inserted") == n - stored
        assert sorted(m.text for m in brain.list_memories(limit=n + 10)) == sorted(f"batch memory {i}" for i in range(n))
        assert brain.verify_integrity().valid
