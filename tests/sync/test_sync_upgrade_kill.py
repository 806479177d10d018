"""SIGKILL at random moments of the move from plain to sealed sync (issue 33's upgrade): run
again, it finishes; the device lost and doubled nothing, the server holds no plain text of the
moved scopes, a second device joining with the key converges, and a further sync changes nothing."""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
import time

import psycopg
import pytest

from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync import engine, keys
from mnemosyne_app.sync.server import SCHEMA, Server

from tests.sync.helpers import Device
from tests.sync.server_scan import found_in, server_text
from tests.sync.test_sync_kill import ROOT

pytestmark = pytest.mark.slow

CHILD = """
import sys
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync import engine
from mnemosyne_app.sync.server import Server
options = BrainOptions(data_dir=sys.argv[1], extractor="none", embedder="none")
with Server(sys.argv[2]) as server:
    print("moving", flush=True)
    engine.seal_vault(options, server, say=lambda line: print(line, flush=True))
print("finished", flush=True)
"""

SCOPES = ("canaryscope-a7", "canaryscope-b7", "canaryscope-c7")
PER_SCOPE, EDITED, TRIALS = 400, 40, 10
CANARIES = [*SCOPES, *(f"Zarquon{s[-2:]}" for s in SCOPES), "heronedit"]


def plain_synced_vault(root, url, monkeypatch) -> Device:
    """Three scopes, each with edited memories, synced in plain text (as a release before sealing did)."""
    a = Device(root, url, key=None)
    with monkeypatch.context() as before_sealing:
        before_sealing.setattr(engine, "attach_key", lambda *args, **kwargs: None)
        for scope in SCOPES:
            a.scope = scope
            with a.brain() as ba:
                ba.retain_batch([f"Zarquon{scope[-2:]} memory {i} of {scope}" for i in range(PER_SCOPE)], extract=False)
                for m in ba.list_memories(limit=EDITED):
                    ba.update(m.memory_id, text=m.text + " heronedit")
            a.sync()
    return a


def device_state(a: Device) -> dict:
    """Every memory of every scope with its whole history (text and versions)."""
    state = {}
    for scope in SCOPES:
        a.scope = scope
        with a.brain() as ba:
            memories = ba.list_memories(limit=10_000, include_deleted=True)
            state[scope] = {m.memory_id: (m.text, m.updated_at, repr(ba.history(m.memory_id))) for m in memories}
    return state


def server_rows(url: str) -> tuple[int, int, int]:
    """(operations, plain ones, distinct origins) on the server."""
    with psycopg.connect(url) as conn:
        return conn.execute(f"SELECT count(*), count(*) FILTER (WHERE sealed IS NULL), "
                            f"count(DISTINCT (scope, origin_device, origin_seq)) FROM {SCHEMA}.ops").fetchone()


def start_move(root, url) -> subprocess.Popen:
    import os

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    with open(root.parent / f"{root.name}-child.log", "ab") as log:
        return subprocess.Popen([sys.executable, "-c", CHILD, str(root), url], cwd=ROOT, env=env,
                                stdout=subprocess.PIPE, stderr=log, text=True)


def timed_move(root, url) -> float:
    """A whole move, uninterrupted: the seconds each step took (the key and the first scope, each
    further scope, the tidying after): each kill aims inside one of them."""
    proc = start_move(root, url)
    with proc.stdout:
        lines = [(time.monotonic(), line) for line in proc.stdout]
    assert proc.wait() == 0 and lines[-1][1].strip() == "finished"
    times = [t for t, line in lines if line.startswith(("moving", "sealed", "finished"))]
    return [b - a for a, b in zip(times, times[1:])]


def run_and_kill(root, url, after: int, delay: float) -> bool:
    """Start the move, SIGKILL it ``delay`` s after it has moved ``after`` scopes (while it moves
    the next one, or tidies the server once all are moved); False if it finished first."""
    proc = start_move(root, url)
    try:
        log = (root.parent / f"{root.name}-child.log")
        assert proc.stdout.readline().strip() == "moving", log.read_text()
        for _ in range(after):
            if not proc.stdout.readline().startswith("sealed"):
                break
        began = time.monotonic()
        while time.monotonic() - began < delay and proc.poll() is None:
            time.sleep(0.002)
        killed = proc.poll() is None
        if killed:
            proc.kill()
        rc = proc.wait()
        assert killed or rc == 0, log.read_text()
        return killed
    finally:
        proc.stdout.close()


def test_kills_during_the_move_to_sealed_sync_lose_nothing_and_converge(tmp_path, pg_server, pg_url, monkeypatch):
    base = plain_synced_vault(tmp_path / "base", pg_url, monkeypatch)
    before = device_state(base)
    total = server_rows(pg_url)
    assert total[0] == total[1] == len(SCOPES) * (PER_SCOPE + EDITED)
    assert found_in(server_text(pg_url), CANARIES) == CANARIES
    template = pg_url.split("?")[0].rsplit("/", 1)[1]

    def fresh(n: int) -> tuple:
        name = f"{template}_t{n}"
        pg_server.psql(f"CREATE DATABASE {name} TEMPLATE {template};")
        root = tmp_path / f"A{n}"
        shutil.copytree(base.root, root)
        return root, pg_server.get_uri(name)

    # How long a whole move runs here (the kills aim inside it).
    root, url = fresh(0)
    steps = timed_move(root, url)
    assert len(steps) == len(SCOPES) + 1
    shrink = 1.0
    assert server_rows(url)[1] == 0
    rng, landed, phases, n = random.Random(33), 0, [], 1
    while landed < TRIALS and n <= TRIALS * 3:
        root, url = fresh(n)
        n += 1
        after = landed % (len(SCOPES) + 1)  # each scope's move, and the tidying after, in turn
        if not run_and_kill(root, url, after, rng.uniform(0, steps[after] * shrink)):
            shrink *= 0.7  # finished before its kill: aim earlier, and the trial is run again
            continue
        landed += 1
        ops, plain, distinct = server_rows(url)
        assert ops == distinct == total[0]  # nothing doubled or dropped on the server by the kill
        a = Device(root, url, key=None)
        with psycopg.connect(url) as conn:
            checked = conn.execute(f"SELECT count(*) FROM {SCHEMA}.meta WHERE key = 'key_check'").fetchone()[0]
        moved = (ops - plain) // (PER_SCOPE + EDITED)
        phases.append(f"after {after}: " + (f"key {'kept' if keys.load(a.options) else 'not kept'}, "
                                            f"{'' if checked else 'not '}on the server" if not moved else
                                            f"{moved} moved" if plain else "all moved, tidying"))
        assert device_state(a) == before  # the device is untouched by a killed move
        with Server(url) as server:  # run again: it goes on to the end
            engine.seal_vault(a.options, server)
        key = keys.load(a.options)
        assert key is not None
        assert server_rows(url)[:2] == (total[0], 0)
        assert found_in(server_text(url), CANARIES) == []
        b = Device(tmp_path / f"B{n}", url, key=key)
        for scope in SCOPES:
            a.scope = b.scope = scope
            a.sync()
            b.sync()
            assert a.snapshot() == b.snapshot() and len(b.snapshot()) == PER_SCOPE
            assert a.verify().valid and b.verify().valid
        assert device_state(a) == before
        rows = server_rows(url)
        for scope in SCOPES:  # a further sync changes nothing, on either device
            for d in (a, b):
                d.scope = scope
                report = d.sync()
                assert report.new_on_server == 0 and report.pulled == 0 and not report.outcomes, report.text()
        assert server_rows(url) == rows and device_state(a) == before
        assert found_in(server_text(url), CANARIES) == []
    assert landed == TRIALS, f"only {landed} kills landed inside the move"
    print(f"steps {[round(t * 1000) for t in steps]} ms; kills landed: {phases}; runs {n - 1}")
