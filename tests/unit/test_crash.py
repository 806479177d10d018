"""A process killed with SIGKILL right after its 100th sync write loses none of them."""

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from mnemosyne_app import MemoryBrain

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
        assert brain.conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
