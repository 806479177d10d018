"""The table shows what an operation changed, from the engine's change set, without a reset
(issue 26): an edit re-reads its one row; a memory that comes or goes is one inserted or removed
row; the selection stays where it was."""

from mnemosyne_app import MemoryBrain, qt_async
from tests.gui.waiting import wait_until

BIG = 20_000


class Watch:
    """Counts the model's resets and the rows its signals name."""

    def __init__(self, model) -> None:
        self.resets, self.changed, self.inserted, self.removed = 0, set(), [], []
        model.modelAboutToBeReset.connect(self._reset)
        model.dataChanged.connect(lambda a, b, *_: self.changed.update(range(a.row(), b.row() + 1)))
        model.rowsInserted.connect(lambda _p, first, last: self.inserted.append((first, last)))
        model.rowsRemoved.connect(lambda _p, first, last: self.removed.append((first, last)))

    def _reset(self) -> None:
        self.resets += 1


def seed_big(scope: str, n: int) -> None:
    """The bulk path (no model, no vectors): 20,000 memories in a few seconds."""
    with MemoryBrain(scope=scope, extractor="none", embedder="none") as brain:
        for start in range(0, n, 10_000):
            brain.retain_batch([f"memory {i} about topic {i % 97} and place {i % 13}"
                                for i in range(start, min(n, start + 10_000))], extract=False)


def settle(w) -> None:
    wait_until(lambda: not w.jobs.running, 30, what="the background lane to finish")


def test_editing_one_memory_of_20000_updates_one_row_and_resets_nothing(make_window):
    seed_big("big", BIG)
    w = make_window(scope="big")
    wait_until(lambda: w.model.rowCount() == BIG and w.model.rows, 60, what="20,000 rows")
    row = 7
    memory_id = w.model.memory_id_at(row)
    wait_until(lambda: memory_id in w.model.rows, what="the row read")
    settle(w)
    watch = Watch(w.model)
    done = qt_async.spawn(w.session.update(memory_id, text="memory seven, edited by hand"))
    wait_until(done.done, 30, what="the edit")
    wait_until(lambda: "edited by hand" in str(w.model.data(w.model.index(row, 0))), what="the row to show the edit")
    assert done.result().op.changed == (memory_id,)
    assert watch.resets == 0 and watch.changed == {row}
    assert not watch.inserted and not watch.removed and w.model.rowCount() == BIG
    assert w.model.memory_id_at(row) == memory_id  # it did not jump to the top of the "Updated" order


def test_adding_deleting_and_restoring_insert_and_remove_rows_and_keep_the_selection(make_window):
    seed_big("default", 300)
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 300, what="300 rows")
    settle(w)
    w.table.setCurrentIndex(w.model.index(5, 0))
    selected = w.model.memory_id_at(5)
    watch = Watch(w.model)

    def current():
        return w.model.memory_id_at(w.table.currentIndex().row())

    added = qt_async.spawn(w.session.add("a note written just now", extract=False))
    wait_until(lambda: w.model.rowCount() == 301, what="the new row")
    new_id = added.result().op.added[0]
    assert watch.resets == 0 and watch.inserted == [(0, 0)] and w.model.memory_id_at(0) == new_id
    assert current() == selected  # the row the person was on is still the current one (one lower)

    doomed = w.model.memory_id_at(100)
    qt_async.spawn(w.session.delete(doomed))
    wait_until(lambda: w.model.rowCount() == 300, what="the row removed")
    assert watch.removed == [(100, 100)] and w.model.row_of(doomed) == -1

    qt_async.spawn(w.session.restore(doomed))  # the undo of a delete
    wait_until(lambda: w.model.row_of(doomed) >= 0, what="the row back")
    # Restored now, it is the most recently updated: one row inserted at the top of the "Updated" order.
    assert watch.inserted == [(0, 0), (0, 0)] and w.model.row_of(doomed) == 0
    assert watch.resets == 0 and current() == selected and w.model.rowCount() == 301


def test_editing_a_search_hit_rereads_its_row_and_keeps_the_ranking(make_window):
    seed_big("default", 50)
    with MemoryBrain(scope="default", extractor="none", embedder="none") as brain:
        for text in ("cello practice on Monday", "a new cello string", "the cello teacher moved"):
            brain.retain(text, extract=False)
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 53, what="53 rows")
    w.search.setText("cello")
    wait_until(lambda: w.model.query == "cello" and w.model.rowCount() == 3, what="the hits")
    settle(w)
    hits = list(w.model.ids)
    row = len(hits) - 1
    watch = Watch(w.model)
    qt_async.spawn(w.session.update(hits[row], text="cello lessons, edited during a search"))
    wait_until(lambda: "edited during" in str(w.model.data(w.model.index(row, 0))), what="the hit to show the edit")
    assert watch.resets == 0 and watch.changed == {row} and w.model.ids == hits
