"""The async hot path: journal first, work in the background, flush as the barrier (SPEC §4)."""

import threading
import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import errors
from mnemosyne_app.core.write import journal, request
from mnemosyne_app.core.model.interfaces import ExtractionError
from tests.unit.fakes import CountingExtractor
from tests.store_access import writer_of


def test_fast_needs_the_hot_path(brain):
    with pytest.raises(errors.MnemosyneError, match="hot_path"):
        brain.retain("x", fast=True)


def test_fast_retain_journals_then_flush_makes_it_recallable(data_home):
    with MemoryBrain(scope="a", worker_delay=0.02) as brain:
        assert brain.hot_path("enable")["enabled"] is True
        results = [brain.retain(f"async note {i} about kayaks", fast=True, extract=False) for i in range(20)]
        assert {r.outcome for r in results} == {"queued"}
        assert all(r.memory_ids == [] for r in results)
        # The worker takes 20 ms an item, so the last one is still journaled, text and all.
        last = brain.get_event(results[-1].event_id)
        assert last.status == "pending" and last.payload["text"] == "async note 19 about kayaks"
        status = brain.hot_path("status")
        assert status["depth"] > 0 and status["oldest_pending_age"] > 0
        out = brain.hot_path("flush", timeout=30)
        assert out["flushed"] >= status["depth"] and out["depth"] == 0
        assert len(brain.recall("kayaks", k=50)) == 20
        assert {brain.get_event(r.event_id).status for r in results} == {"succeeded"}
        st = brain.hot_path("status")
        assert st["processed"] == 20 and st["failed"] == 0 and st["throughput"] > 0
        assert brain.stats()["events"]["succeeded"] == 20


def test_fast_retain_lines_names_a_bad_line_and_queues_the_others(data_home):
    with MemoryBrain(scope="a", max_text_chars=50) as brain:
        brain.hot_path("enable")
        text = "first line about kayaks\n\n" + "y" * 51 + "\nthird line about kayaks\n"
        res = brain.retain_lines(text, extract=False, fast=True)
        assert res.queued == 2
        assert [n for n, _ in res.failed] == [3] and "limit" in res.failed[0][1]
        brain.hot_path("flush", timeout=30)
        assert sorted(h.text for h in brain.recall("kayaks", k=10)) == [
            "first line about kayaks", "third line about kayaks"]


def test_event_status_and_data_are_committed_together(data_home):
    with MemoryBrain(scope="a") as brain:
        brain.hot_path("enable")
        ids = [brain.retain(f"item {i}", fast=True, extract=False).event_id for i in range(50)]
        seen = 0
        while seen < 50:
            for ev in brain.list_events(limit=100):
                if ev.status == "succeeded":
                    # "succeeded" and "readable" never disagree
                    assert brain.get(ev.result["memory_ids"][0]).text.startswith("item ")
            seen = sum(1 for i in ids if brain.get_event(i).status == "succeeded")


def test_bounded_queue_raises_or_waits(data_home):
    with MemoryBrain(scope="a", queue_max_depth=3, queue_when_full="raise", worker_delay=0.3) as brain:
        brain.hot_path("enable")
        for i in range(3):
            brain.retain(f"slow {i}", fast=True, extract=False)
        with pytest.raises(errors.QueueFullError, match="full"):
            brain.retain("one too many", fast=True, extract=False)
        assert brain.stats()["events"]["pending"] + brain.stats()["events"]["running"] == 3
    with MemoryBrain(scope="b", queue_max_depth=2, worker_delay=0.05) as brain:
        brain.hot_path("enable")
        for i in range(8):  # waits for room instead of growing
            brain.retain(f"wait {i}", fast=True, extract=False)
            assert brain.hot_path("status")["depth"] <= 2
        brain.hot_path("flush", timeout=10)
        assert brain.stats()["memories"] == 8


def test_retrying_a_queued_write_reuses_its_event(data_home):
    with MemoryBrain(scope="a", worker_delay=0.2) as brain:
        brain.hot_path("enable")
        a = brain.retain("submitted twice", fast=True, extract=False)
        b = brain.retain("submitted twice", fast=True, extract=False)
        assert a.event_id == b.event_id
        brain.hot_path("flush", timeout=10)
        c = brain.retain("submitted twice", fast=True, extract=False)
        assert c.outcome == "already_complete" and c.event_id is None
        assert len(brain.list_events()) == 1 and brain.stats()["memories"] == 1


def test_sync_retain_of_a_queued_write_finishes_it_once(data_home):
    with MemoryBrain(scope="a", worker_delay=0.5) as brain:
        brain.hot_path("enable")
        brain.retain("blocker", fast=True, extract=False)
        queued = brain.retain("needed right now", fast=True, extract=False)
        now = brain.retain("needed right now", extract=False)
        assert now.outcome == "resumed" and now.event_id == queued.event_id
        assert brain.recall("needed right now")[0].memory_id == now.memory_ids[0]
        brain.hot_path("flush", timeout=10)
        assert brain.stats()["memories"] == 2
        assert brain.get_event(queued.event_id).result["memory_ids"] == now.memory_ids


def test_ten_threads_same_content_async_make_one_memory(data_home):
    with MemoryBrain(scope="a") as brain:
        brain.hot_path("enable")
        barrier = threading.Barrier(10)
        out = []

        def go():
            barrier.wait()
            out.append(brain.retain("one conversation, ten submits", fast=True, extract=False))

        threads = [threading.Thread(target=go) for _ in range(10)]
        [t.start() for t in threads]
        [t.join() for t in threads]
        brain.hot_path("flush", timeout=10)
        assert brain.stats()["memories"] == 1
        assert len({r.event_id for r in out if r.event_id}) == 1


def test_close_with_a_full_queue_defers_and_next_open_resumes(data_home):
    brain = MemoryBrain(scope="a", worker_delay=0.1).ensure_init()
    brain.hot_path("enable")
    for i in range(30):
        brain.retain(f"deferred {i}", fast=True, extract=False)
    deferred = brain.close(flush_timeout=0.3)
    assert 0 < deferred < 30
    with MemoryBrain(scope="a", resume=False) as look:
        assert look.stats()["memories"] == 30 - deferred
        assert look.stats()["queue_depth"] == deferred
    with MemoryBrain(scope="a") as again:  # resume=True: picks them up on open
        again.hot_path("flush", timeout=30)
        assert again.stats()["memories"] == 30 and again.stats()["queue_depth"] == 0
        assert again.verify_integrity().valid


def test_extraction_is_checkpointed_so_a_replay_never_pays_twice(data_home):
    ex = CountingExtractor()
    with MemoryBrain(scope="a", extractor=ex, resume=False) as brain:
        req = request.build(brain.scope, brain.max_text_chars, "I moved to Porto in May")
        event_id, _, _ = writer_of(brain).journal(req)
        with writer_of(brain).txn() as conn:
            journal.claim(conn, event_id, time.time(), writer_of(brain).owner)  # as the worker does
        writer_of(brain).extraction_for(event_id, req.text)  # model ran, then the process "died"
        assert ex.calls == 1 and brain.stats()["model_calls"] == 1
    with MemoryBrain(scope="a", extractor=ex) as brain:
        brain.hot_path("flush", timeout=10)
        assert ex.calls == 1  # the saved output was reused
        ev = brain.get_event(event_id)
        assert ev.status == "succeeded" and ev.result["outcome"] == "resumed"
        assert brain.get(ev.result["memory_ids"][0]).facts == ["fact: I moved to Porto in May"]
        st = brain.stats()
        assert st["model_calls"] <= st["writes"]


def test_failed_extraction_keeps_the_text_and_can_be_retried(data_home):
    ex = CountingExtractor(fail_on="GARBAGE")
    with MemoryBrain(scope="a", extractor=ex) as brain:
        brain.hot_path("enable")
        r = brain.retain("this one makes the model emit GARBAGE", fast=True)
        brain.hot_path("flush", timeout=10)
        ev = brain.get_event(r.event_id)
        assert ev.status == "failed" and "garbage" in ev.error
        assert ev.payload["text"] == "this one makes the model emit GARBAGE"
        assert brain.hot_path("status")["failed"] == 1
        with pytest.raises(ExtractionError):
            brain.retain("sync GARBAGE too")
        failed = brain.list_events(status="failed")
        assert len(failed) == 2
        ex.fail_on = None
        again = brain.retry(r.event_id)
        assert again.outcome == "resumed" and brain.get_event(r.event_id).status == "succeeded"
        st = brain.stats()
        assert st["model_calls"] == ex.calls == 3 and st["model_calls"] <= st["writes"]


def test_disable_flushes_and_reports(data_home):
    with MemoryBrain(scope="a") as brain:
        brain.hot_path("enable")
        for i in range(10):
            brain.retain(f"n{i}", fast=True, extract=False)
        out = brain.hot_path("disable", timeout=10)
        assert out["enabled"] is False and out["deferred"] == 0
        assert brain.stats()["memories"] == 10


def test_queued_writes_between_the_chunks_of_a_batch_are_all_kept_once(data_home):
    # The worker (its own connection) writes while retain_batch commits chunk after chunk, some
    # chunks' commits running behind the next chunk's preparation: every write lands once and
    # the ledger chain stays whole.
    batch_items = [f"batch note {i}" for i in range(600)]
    queued = [f"queued note {i}" for i in range(150)]
    with MemoryBrain(data_home, scope="mix", extractor="none", embedder="none") as b:
        b.hot_path("enable")

        def enqueue():
            for text in queued:
                b.retain(text, fast=True, extract=False)

        writer = threading.Thread(target=enqueue)
        writer.start()
        res = b.retain_batch(batch_items + batch_items[:50], extract=False, chunk=40)
        writer.join()
        b.hot_path("flush", timeout=60)
        assert [r.outcome for r in res.results].count("inserted") == 600 and not res.failed
        texts = [m.text for m in b.list_memories(limit=10_000)]
        assert sorted(texts) == sorted(batch_items + queued)
        stats = b.stats()
        assert (stats["memories"], stats["ledger_entries"]) == (750, 750)
        assert b.verify_integrity().valid


def test_reads_are_served_between_the_chunks_of_a_long_batch(data_home):
    # A chunk holds the store's lock until its commit is done, and the next one starts right
    # after; a reader waiting on the lock must get a turn in between, not only after the batch.
    with MemoryBrain(scope="fair", extractor="none", embedder="none") as b:
        b.retain("seed note about tea", extract=False)
        stop, served = threading.Event(), []

        def reader():
            while not stop.is_set():
                b.recall("tea", k=1)
                served.append(time.perf_counter())

        thread = threading.Thread(target=reader)
        thread.start()
        time.sleep(0.05)
        start = time.perf_counter()
        try:
            b.retain_batch([f"batch note {i} about things" for i in range(30000)], extract=False)  # 15 chunks
        finally:
            end = time.perf_counter()
            stop.set()
            thread.join()
        during = [t for t in served if start < t < end]
        assert len(during) >= 5, f"{len(during)} reads served during a {end - start:.2f} s batch"
