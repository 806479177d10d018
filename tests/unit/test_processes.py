"""Several processes, one scope (SPEC §11): each queue owns the events it journaled, a second
process never runs them, and what a dead owner left is taken over exactly once."""

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import errors
from mnemosyne_app.core.model.sentences import SentenceExtractor
from mnemosyne_app.core.store import scopes

# The owner: no window, a slow model, the hot path on; it says when its writes are queued and
# when its queue has drained, then waits (to be killed, or told to close).
OWNER = textwrap.dedent(
    """
    import sys
    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.core.model.sentences import SentenceExtractor
    brain = MemoryBrain(sys.argv[1], scope="shared", extractor=SentenceExtractor(delay=float(sys.argv[3])),
                        embedder="none").ensure_init()
    brain.hot_path("enable")
    for i in range(int(sys.argv[2])):
        brain.retain(f"I keep note number {i} about kw{i:03d}x.", fast=True)
    print("queued", flush=True)
    brain.hot_path("flush", timeout=120)
    print("drained", flush=True)
    sys.stdin.readline()
    brain.close()
    """
)


def start_owner(root, n, delay):
    proc = subprocess.Popen([sys.executable, "-c", OWNER, str(root), str(n), str(delay)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "queued", proc.stderr.read()
    return proc


def finish(proc):
    for stream in (proc.stdin, proc.stdout, proc.stderr):
        stream.close()
    if proc.poll() is None:
        proc.kill()
        proc.wait(timeout=30)


def attempts(root):
    with MemoryBrain(root, scope="shared", extractor="none", embedder="none", resume=False) as b:
        return [e.attempts for e in b.list_events(limit=1000)]


@pytest.mark.slow
def test_a_second_process_never_runs_a_live_owners_queue(tmp_path):
    owner = start_owner(tmp_path, 20, 0.15)  # ~3 s of model calls in the owner's worker
    try:
        closes = []
        for _ in range(5):  # what `mnemosyne stats`, an MCP server or the CLI do meanwhile
            intruder = MemoryBrain(tmp_path, scope="shared", extractor=SentenceExtractor(), embedder="none")
            intruder.ensure_init()
            stats = intruder.stats()
            assert stats["queued_elsewhere"] > 0 or stats["events"]["succeeded"] == 20
            started = time.monotonic()
            assert intruder.close() == 0  # nothing of the owner's was queued here
            closes.append(time.monotonic() - started)
            time.sleep(0.1)
        assert max(closes) < 1.0  # the intruder's close never waits for the owner's queue
        assert owner.stdout.readline().strip() == "drained"
    finally:
        owner.stdin.write("\n")
        owner.stdin.flush()
        owner.wait(timeout=30)
        finish(owner)
    with MemoryBrain(tmp_path, scope="shared", extractor="none", embedder="none") as b:
        stats = b.stats()
        assert stats["memories"] == 20 and stats["model_calls"] == 20 <= stats["writes"] == 20
        assert stats["events"]["succeeded"] == 20 and stats["queued_elsewhere"] == 0
    assert attempts(tmp_path) == [1] * 20  # no event attempted twice


@pytest.mark.slow
def test_what_a_killed_owner_left_is_taken_over_once(tmp_path):
    owner = start_owner(tmp_path, 30, 0.2)
    time.sleep(1.0)  # part-way through its queue
    os.kill(owner.pid, signal.SIGKILL)
    owner.wait(timeout=30)
    finish(owner)
    with MemoryBrain(tmp_path, scope="shared", extractor=SentenceExtractor(), embedder="none") as b:
        assert b.stats()["queued_elsewhere"] == 0  # a dead owner's events are nobody's: adopted here
        b.hot_path("flush", timeout=60)
        stats = b.stats()
        assert stats["memories"] == 30 and stats["events"]["succeeded"] == 30
        assert stats["model_calls"] <= stats["writes"]
        assert b.verify_integrity().valid
    assert all(a <= 2 for a in attempts(tmp_path))  # at most the interrupted one again


def test_a_closed_queue_hands_its_leftovers_to_the_next_open(data_home):
    slow = SentenceExtractor(delay=0.2)
    brain = MemoryBrain(scope="s", extractor=slow, embedder="none").ensure_init()
    brain.hot_path("enable")
    for i in range(10):
        brain.retain(f"I have note {i}.", fast=True)
    deferred = brain.close(flush_timeout=0.1)
    assert deferred > 0
    with MemoryBrain(scope="s", extractor=SentenceExtractor(), embedder="none") as again:
        again.hot_path("flush", timeout=30)
        assert again.stats()["memories"] == 10


def test_client_keys_cannot_take_an_imports_key(data_home, tmp_path):
    path = tmp_path / "chat.jsonl"
    path.write_text(json.dumps({"id": "c0", "title": "t", "messages": [
        {"id": "m0", "role": "user", "content": "I was born in Porto."}]}))
    with MemoryBrain(scope="probe", extractor="none", embedder="none") as probe:
        probe.import_archive(path)
        key = probe.list_events(limit=1)[0]
    with MemoryBrain(scope="probe", extractor="none", embedder="none", resume=False) as probe:
        internal = [k for k in _keys(probe) if k.startswith("import:")]
    assert internal, key
    with MemoryBrain(scope="victim", extractor="none", embedder="none") as brain:
        junk = brain.retain("junk from an agent", idempotency_key=internal[0], extract=False)
        assert junk.idempotency_key == "client:" + internal[0]
        report = brain.import_archive(path)
        assert report.inserted == 1 and report.already_present == 0
        assert brain.recall("born in Porto", k=1)[0].text == "I was born in Porto."


def _keys(brain):
    from tests.store_access import conn_of

    return [r[0] for r in conn_of(brain).execute("SELECT idem_key FROM ingest_keys")]


def test_a_removed_scope_is_never_recreated_by_its_queue(data_home):
    brain = MemoryBrain(scope="gone", extractor=SentenceExtractor(delay=0.2), embedder="none").ensure_init()
    brain.hot_path("enable")
    brain.retain("I am queued before the removal.", fast=True)
    folder = scopes.remove(None, "gone")
    with pytest.raises(errors.ScopeMovedError):
        brain.retain("I arrive after the removal.", fast=True)
    brain.hot_path("flush", timeout=30)  # returns: what was queued ran or was failed in words
    brain.close()
    assert "gone" not in MemoryBrain.scopes()
    assert (folder / "gone.db").exists()


def test_a_callers_key_stored_by_an_earlier_release_still_finds_its_write(data_home):
    """Migration 1.4 moves the keys callers gave before into the client: namespace, so that a
    retry after the upgrade still finds the write it repeats (and an internal key stays as it is)."""
    from mnemosyne_app import paths
    from mnemosyne_app.core.store import driver, memories, schema

    db = paths.scopes_dir(paths.data_dir(None)) / "old.db"
    db.parent.mkdir(parents=True)
    conn = driver.open_connection(db)
    schema.migrate(conn, str(db), upto=1003)  # a store as release 1.3 left it
    with driver.write_transaction(conn):
        conn.execute("INSERT INTO memories(memory_id, text, created_at, updated_at, fingerprint) "
                     "VALUES ('m1', 'written before the upgrade', 0, 0, ?)", (memories.fingerprint("x"),))
        now = time.time()  # (completed keys older than the TTL are forgotten on open)
        conn.executemany("INSERT INTO ingest_keys(idem_key, seen_at, completed_at, memory_ids) VALUES (?, ?, ?, ?)",
                         [("agent-7", now, now, '["m1"]'), ("import:chatgpt:c1:m1", now, now, '["m1"]')])
    conn.close()
    with MemoryBrain(scope="old", extractor="none", embedder="none") as b:
        again = b.retain("written before the upgrade, retried with a fix", idempotency_key="agent-7", extract=False)
        assert again.outcome == "already_complete" and again.memory_ids == ["m1"]
        keys = set(_keys(b))
        assert {"client:agent-7", "import:chatgpt:c1:m1"} <= keys and "agent-7" not in keys
