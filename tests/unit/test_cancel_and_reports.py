"""A queued write can be cancelled before it runs (one transaction in the journal; the worker
skips it), and the queue tells a listener when each write ends instead of being polled."""

from __future__ import annotations

import threading

import pytest

from mnemosyne_app.core.brain import MemoryBrain


@pytest.fixture
def brain(tmp_path):
    b = MemoryBrain(tmp_path, extractor=None, embedder=None, worker_delay=0.3).ensure_init()
    b.hot_path("enable")
    yield b
    b.close()


def test_a_pending_write_is_cancelled_and_never_runs(brain):
    first = brain.retain("the worker is busy with this one", fast=True)
    second = brain.retain("I changed my mind about this note", fast=True)
    assert brain.cancel(second.event_id) is True
    assert brain.hot_path("status")["depth"] == 1  # out of the queue at once
    brain.hot_path("flush", timeout=10)
    ev = brain.get_event(second.event_id)
    assert ev.status == "cancelled" and ev.result == {"cancelled": True}
    assert [e.event_id for e in brain.list_events(status="cancelled")] == [second.event_id]
    assert second.event_id not in [e.event_id for e in brain.list_events(status="failed")]
    assert brain.recall("changed my mind", k=5) == []
    assert brain.get_event(first.event_id).status == "succeeded"
    counts = brain.stats()["events"]
    assert counts["cancelled"] == 1 and counts["failed"] == 0
    assert brain.cancel(first.event_id) is False  # done already: undo what it made instead


def test_a_cancelled_write_can_be_written_again(brain):
    r = brain.retain("a note to bring back", fast=True)
    brain.cancel(r.event_id)
    again = brain.retain("a note to bring back", fast=True)
    assert again.outcome == "queued" and again.event_id != r.event_id
    brain.hot_path("flush", timeout=10)
    assert [h.memory_id for h in brain.recall("bring back", k=5)]
    brain.retry(r.event_id)  # a retry of a cancelled event runs it: nothing doubles, it is the same text
    assert brain.get_event(r.event_id).status == "succeeded"


def test_the_worker_reports_each_finished_write(brain):
    seen, done = [], threading.Event()

    def listener(event_id, status, memory_ids, changes):
        seen.append((event_id, status, memory_ids, threading.current_thread().name))
        assert changes.added == tuple(memory_ids) and event_id in changes.events  # what the write changed
        if len(seen) == 2:
            done.set()

    brain.on_write_finished(listener)
    a = brain.retain("first reported note", fast=True)
    brain.hot_path("disable")  # a new queue after this keeps the listener
    brain.hot_path("enable")
    b = brain.retain("second reported note", fast=True)
    assert done.wait(10)
    assert [(e, s) for e, s, _, _ in seen] == [(a.event_id, "succeeded"), (b.event_id, "succeeded")]
    assert all(ids and thread == "mnemosyne-writer" for _, _, ids, thread in seen)
    assert seen[1][2] == [brain.get_event(b.event_id).result["memory_ids"][0]]


def test_the_backlog_waits_for_its_lane_once_taken_and_runs_there_with_counts(tmp_path):
    from mnemosyne_app.core.progress import Progress
    from tests.unit.fakes import CountingExtractor

    extractor = CountingExtractor()
    with MemoryBrain(tmp_path, extractor=extractor, embedder=None) as b:
        assert b.run_backlog() == 0  # the caller takes the lane over
        seen = []
        b.on_write_finished(lambda event_id, status, ids, changes: seen.append(status))
        b.paste_conversation("user: I keep bees\nassistant: How many?\nuser: Two hives", extract=True)
        assert b.hot_path("status")["depth"] == 0 and extractor.calls == 0  # not in the write queue
        assert b.stats()["events"]["pending"] == 2
        progress = Progress()
        assert b.run_backlog(progress) == 2
        assert (progress.done, progress.total) == (2, 2) and extractor.calls == 2
        assert seen == ["succeeded", "succeeded"] and b.stats()["events"]["pending"] == 0
