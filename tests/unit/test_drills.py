"""The five recovery drills of SPEC §6, run as a person runs them: `mnemosyne drill all --json`."""

import json
import subprocess
import sys
import time

import pytest
from mnemosyne_app.core.write import request
from tests.store_access import writer_of


@pytest.mark.slow
def test_all_drills_pass_with_real_sigkill():
    r = subprocess.run([sys.executable, "-m", "mnemosyne_app", "drill", "all", "--json"],
                       capture_output=True, text=True, timeout=600)
    results = {d["name"]: d for d in json.loads(r.stdout)}
    assert r.returncode == 0, r.stdout + r.stderr
    assert set(results) == {"kill_after_writes", "queue_loss_surface", "duplicate_submit",
                            "audit_chain", "no_double_billing"}
    assert all(d["passed"] and d["criterion"] for d in results.values())

    f = results["kill_after_writes"]["figures"]
    assert (f["recalled"], f["exit_signal"]) == (100, 9)
    f = results["queue_loss_surface"]["figures"]
    assert f["committed_at_kill"] < 50 and f["missing_identified"] == 50 - f["committed_at_kill"]
    assert (f["after_recovery"], f["duplicates"]) == (50, 0)
    f = results["duplicate_submit"]["figures"]
    assert (f["memories"], f["duplicates"]) == (1, 2)
    f = results["audit_chain"]["figures"]
    assert f["valid"] and f["first_broken_at"] is None and f["checked"] >= f["acknowledged_steps"]
    f = results["no_double_billing"]["figures"]
    assert f["calls_after_replay"] <= f["writes"] and f["memories"] == 30
    assert f["replay_calls"] == 30 - f["extractions_saved_before_kill"]


def test_unknown_drill_is_refused():
    r = subprocess.run([sys.executable, "-m", "mnemosyne_app", "drill", "nope"], capture_output=True, text=True)
    assert r.returncode == 2 and "invalid choice" in r.stderr


def test_cli_flush_finishes_what_a_crash_left(tmp_path):
    from mnemosyne_app import MemoryBrain

    with MemoryBrain(tmp_path, scope="s", resume=False) as brain:
        req = request.build(brain.scope, brain.max_text_chars, "left pending by a crash", extract=False)
        writer_of(brain).journal(req)  # journaled, never worked on: what a kill leaves
    base = [sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path), "--scope", "s"]
    st = json.loads(subprocess.run(base + ["status", "--json"], capture_output=True, text=True).stdout)
    assert st["queued_in_store"] == 1 and st["events"]["pending"] == 1
    r = subprocess.run(base + ["flush"], capture_output=True, text=True)
    assert r.returncode == 0 and "0 left" in r.stdout
    with MemoryBrain(tmp_path, scope="s") as brain:
        assert [m.text for m in brain.list_memories()] == ["left pending by a crash"]


def test_a_drill_child_that_hangs_is_a_timeout_not_a_hung_drill(tmp_path, monkeypatch):
    import stat

    from mnemosyne_app.drills.runner import Child

    silent = tmp_path / "silent-child"
    silent.write_text("#!/bin/sh\nexec sleep 60\n")  # takes the drill child's arguments, prints nothing
    silent.chmod(silent.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setattr(sys, "executable", str(silent))
    child = Child("sync-writes", tmp_path, 1)
    started = time.monotonic()
    with pytest.raises(TimeoutError, match="0 of 1"):
        child.read_acks(1, timeout=1.0)
    assert time.monotonic() - started < 10 and child.proc.returncode == -9
