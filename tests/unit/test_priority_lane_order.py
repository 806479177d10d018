"""The person's priority lane (issue 30) saves their write before agents' writes accepted
earlier. What the writes say must still be ordered by when they were accepted: an agent's
stale "lives in Berlin", accepted before the person's "I live in Porto" but saved after it,
must not replace the person's newer fact."""

import re
import time

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
