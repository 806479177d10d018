"""The person's priority lane (issue 30) saves their write before agents' writes accepted
earlier. What the writes say must still be ordered by when they were accepted: an agent's
stale "lives in Berlin", accepted before the person's "I live in Porto" but saved after it,
must not replace the person's newer fact."""

import os
import re
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.interfaces import Extraction


class Residence:
    """A stand-in extractor (fast, deterministic): "I live in X" is a residence fact."""

    name = "residence-rule"

    def extract(self, text):
        m = re.search(r"live in (\w+)", text)
        if not m:
            return Extraction(model_used=False)
        return Extraction(facts=[f"User lives in {m.group(1)}"], attributes=["residence"], model_used=False)


def _current_residence(brain):
    """The residence facts still current, across every memory (``facts`` holds only those)."""
    return [f for m in brain.list_memories(limit=100) for f in brain.get(m.memory_id).facts if "lives in" in f]


def test_a_person_write_saved_first_is_not_replaced_by_an_agent_write_accepted_before_it(data_home):
    with MemoryBrain(scope="lane", extractor=Residence(), embedder="none") as brain:
        brain.hot_path("enable")
        brain._hot._queue.worker_delay = 0.05  # a backlog of agents' writes, as a busy MCP client makes
        for i in range(15):
            brain.retain(f"agent note {i} about the weather", fast=True, source="agent")
        brain.retain("the user said they live in Berlin", fast=True, source="agent")
        time.sleep(0.01)
        brain.retain("I live in Porto", fast=True, first=True)
        brain.hot_path("flush")
        assert _current_residence(brain) == ["User lives in Porto"]


def test_without_the_lane_the_later_write_still_wins(data_home):
    with MemoryBrain(scope="fifo", extractor=Residence(), embedder="none") as brain:
        brain.hot_path("enable")
        brain._hot._queue.worker_delay = 0.02
        brain.retain("I live in Porto", fast=True, source="agent")
        for i in range(5):
            brain.retain(f"agent note {i} about the weather", fast=True, source="agent")
        brain.retain("now I live in Lisbon", fast=True, source="agent")
        brain.hot_path("flush")
        assert _current_residence(brain) == ["User lives in Lisbon"]


KILLED_WITH_BOTH_LANES = textwrap.dedent(
    """
    import sys
    from mnemosyne_app import MemoryBrain
    brain = MemoryBrain(sys.argv[1], scope="lanes", extractor="none", embedder="none").ensure_init()
    brain.hot_path("enable")
    brain._hot._queue.worker_delay = 0.2  # slow enough that most writes are still queued when killed
    for i in range(20):
        brain.retain(f"agent write {i}", fast=True, source="agent", extract=False)
    for i in range(3):
        brain.retain(f"person write {i}", fast=True, extract=False, first=True)
    print("queued", flush=True)
    sys.stdin.read()
    """
)


@pytest.mark.slow
def test_sigkill_with_both_lanes_queued_replays_every_write_exactly_once(tmp_path):
    with subprocess.Popen([sys.executable, "-c", KILLED_WITH_BOTH_LANES, str(tmp_path)], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True) as proc:
        try:
            assert proc.stdout.readline().strip() == "queued"
            time.sleep(0.5)  # the person's lane and an agent write or two are being saved
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
    with MemoryBrain(tmp_path, scope="lanes", extractor="none", embedder="none") as brain:
        pending = len(brain.list_events(status="pending")) + len(brain.list_events(status="running"))
        assert pending >= 10  # the kill left most writes journaled, not done: a replay is tested
        brain.hot_path("enable")
        brain.resume_pending()
        brain.hot_path("flush")
        texts = sorted(m.text for m in brain.list_memories(limit=100))
        assert texts == sorted([f"agent write {i}" for i in range(20)] + [f"person write {i}" for i in range(3)])
        assert brain.verify_integrity().valid
