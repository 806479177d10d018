"""Issue 30: bulk changes report their progress and can be cancelled (one transaction, so a
cancelled one changed nothing); the undo of a bulk delete can leave the search vectors to the
backfill, so it is as quick as the delete; the person's queued writes go first."""

import threading
import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.progress import Cancelled, Progress
from mnemosyne_app.core.write.queue import WriteQueue


def _ids(brain, n):
    return [r.memory_ids[0] for r in brain.retain_batch([f"bulk note {i} about tea" for i in range(n)],
                                                        extract=False).results]


def test_bulk_delete_and_restore_count_their_progress(data_home):
    with MemoryBrain(scope="b", extractor="none", embedder="none") as brain:
        ids = _ids(brain, 250)
        seen = []
        progress = Progress()
        progress.subscribe(lambda p: seen.append((p.done, p.total)))
        assert brain.delete_many(ids, progress) == 250
        assert seen[0] == (0, 250) and seen[-1] == (250, 250) and len(seen) >= 3
        assert all(done <= total for done, total in seen)
        assert brain.restore_many(ids, Progress()) == 250 and brain.stats()["memories"] == 250


def test_a_cancelled_bulk_delete_or_edit_changes_nothing(data_home):
    with MemoryBrain(scope="b", extractor="none", embedder="none") as brain:
        ids = _ids(brain, 300)
        ledger = brain.stats()["ledger_entries"]
        progress = Progress()
        progress.subscribe(lambda p: p.done >= 100 and p.cancel())
        with pytest.raises(Cancelled):
            brain.delete_many(ids, progress)
        assert brain.stats()["memories"] == 300 and brain.stats()["ledger_entries"] == ledger
        progress = Progress()
        progress.subscribe(lambda p: p.done >= 200 and p.cancel())
        with pytest.raises(Cancelled):
            brain.update_many({m: {"tags": ["x"]} for m in ids}, progress)
        assert not any(brain.get(m).tags for m in ids) and brain.verify_integrity().valid


def test_undo_of_a_bulk_delete_leaves_vectors_to_the_backfill_with_the_real_embedder(data_home):
    with MemoryBrain(scope="v", extractor="none", embedder="minilm") as brain:
        ids = _ids(brain, 40)
        brain.backfill_embeddings()
        assert brain.missing_embeddings() == 0
        brain.delete_many(ids)
        brain.restore_many(ids, vectors_later=True)
        assert brain.stats()["memories"] == 40
        assert brain.missing_embeddings() == 40  # not embedded under the write lock
        assert brain.recall("tea", k=3, meaning=False)  # keywords find them at once
        assert brain.backfill_embeddings() == 40 and brain.missing_embeddings() == 0
        assert brain.verify_integrity().valid


class _SlowWriter:
    """Records the order the queue hands events over in (the queue is the thing under test)."""

    def __init__(self, order):
        self.order = order
        self.conn = self

    def perform_event(self, event_id):
        time.sleep(0.002)
        self.order.append(event_id)
        return "succeeded", None

    def checkpoint(self):
        pass

    def close(self):
        pass


def test_the_persons_writes_take_the_priority_lane():
    order: list[int] = []
    gate = threading.Event()

    def open_writer():
        gate.wait(5)  # the agents' burst is queued before the worker starts
        return _SlowWriter(order)

    queue = WriteQueue(open_writer)
    for event_id in range(1, 201):
        queue.put(event_id, reserved=False)
    queue.put(1000, reserved=False, first=True)
    queue.put(1001, reserved=False, first=True)
    gate.set()
    queue.flush(30)
    queue.stop()
    assert order[:2] == [1000, 1001] and order[2:] == list(range(1, 201))
    assert queue.forget(5) is False  # done: nothing left in either lane
