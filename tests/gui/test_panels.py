"""Each panel, the status bar, the table model's contract, single instance, and quitting."""

import re
import threading
import time

import pytest

from PySide6.QtCore import QTimer, Qt

from mnemosyne_app import MemoryBrain
from mnemosyne_app.gui.models.memory_table import LOADING, PAGE, MemoryTableModel
from tests.gui.waiting import pump, wait_until
from tests.store_access import conn_of, queue_of


def seed(n=0, texts=(), scope="default"):
    with MemoryBrain(scope=scope, extractor="none", embedder="none") as b:
        b.retain_batch([f"seeded memory number {i}" for i in range(n)] + list(texts), extract=False)


def test_table_model_passes_qtmodeltester_and_pages_lazily(qtbot, qtmodeltester, make_window, loop):
    seed(PAGE * 3 + 17)
    w = make_window()
    model = MemoryTableModel(w.session)  # no parent: it must outlive the window for the tester
    loop.run_until_complete(model.reload())
    assert model.rowCount() == PAGE * 3 + 17
    assert len(model.rows) == PAGE  # only the first page was fetched
    far = model.index(PAGE * 3 + 10, 0)
    assert model.data(far) == LOADING  # asks for that page in the background
    qtbot.waitUntil(lambda: model.data(far) != LOADING)
    assert model.data(far).startswith("seeded memory number")
    qtmodeltester.check(model, force_py=True)


def test_status_bar_async_toggle_and_flush(qtbot, make_window):
    w = make_window()
    qs = w.queue_status
    assert not qs.flush.isEnabled()
    qs.async_toggle.setChecked(True)
    qtbot.waitUntil(lambda: w.session.brain.hot_path("status")["enabled"])
    queue_of(w.session.brain).worker_delay = 0.01  # slow enough to see a queue build up
    brain = w.session.brain
    for i in range(60):
        brain.retain(f"queued note {i}", fast=True, extract=False)
    qs.refresh()
    # The queue in plain words, not a dashboard's "queue: 60 · 0/s · oldest 1.3s".
    assert qs.flush.isEnabled() and re.fullmatch(r"\d+ writes? waiting · saving(…| \d+/s)", qs.queue.text())
    qtbot.mouseClick(qs.flush, Qt.MouseButton.LeftButton)
    assert qs.flushing and qs.work_progress.isVisibleTo(w) and qs.work.text() == "flushing…"
    qtbot.waitUntil(lambda: not qs.flushing, timeout=30000)
    qs.refresh()
    assert not qs.flush.isEnabled() and brain.stats()["memories"] == 60 and qs.queue.text() == "all saved"
    qtbot.waitUntil(lambda: w.model.rowCount() == 60)


def queue_writes(qtbot, w, n, worker_delay, prefix):
    """Switch async on with the status bar's toggle and queue ``n`` writes behind a slowed worker."""
    w.queue_status.async_toggle.setChecked(True)
    qtbot.waitUntil(lambda: w.session.brain.hot_path("status")["enabled"])
    brain = w.session.brain
    queue_of(brain).worker_delay = worker_delay
    for i in range(n):
        brain.retain(f"{prefix} {i}", fast=True, extract=False)
    return brain


def test_event_loop_keeps_ticking_while_500_writes_flush(qtbot, make_window, monkeypatch):
    """The flush runs off the GUI thread: half-way through it the worker waits until the GUI loop
    has ticked 20 times, which it could never do if the flush held the GUI thread. (A bound of
    0.25 s on the longest gap between ticks measured the machine, not the flush: with two busy
    loops on 2 cores one gap was 0.76 s while the flush ran on its own thread as it should.)"""
    from mnemosyne_app.core.write.writer import Writer

    flush_started, halfway, ticked_meanwhile = threading.Event(), threading.Event(), threading.Event()
    perform = Writer.perform_event

    def held_perform(self, event_id):
        flush_started.wait(60)  # nothing is written before the flush is asked for
        if queue_of(brain).processed >= 250 and not ticked_meanwhile.is_set():
            halfway.set()
            ticked_meanwhile.wait(60)
        return perform(self, event_id)

    monkeypatch.setattr(Writer, "perform_event", held_perform)
    w = make_window()
    brain = queue_writes(qtbot, w, 500, 0.002, "bulk")
    ticks = []
    timer = QTimer(interval=10)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    w.queue_status.start_flush()
    flush_started.set()
    wait_until(halfway.is_set, timeout=60, what="the flush half-way")
    seen = len(ticks)
    wait_until(lambda: len(ticks) >= seen + 20, timeout=30, what="20 ticks of the GUI loop while the flush waits")
    assert w.queue_status.flushing and queue_of(brain).processed < 500
    ticked_meanwhile.set()
    qtbot.waitUntil(lambda: not w.queue_status.flushing, timeout=60000)
    timer.stop()
    assert brain.stats()["memories"] == 500


def test_events_panel_shows_statuses_and_filters(qtbot, make_window):
    seed(texts=["one", "two"])  # one retain_batch event for both
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain("three", extract=False)
    w = make_window()
    panel = w.events
    qtbot.waitUntil(lambda: panel.table.rowCount() == 2)
    assert {panel.table.item(r, 1).text() for r in range(2)} == {"succeeded"}
    cells = {panel.table.item(r, 0).text(): panel.table.item(r, 3).text() for r in range(2)}
    assert cells == {"Added 2 memories at once": "2 stored", "Added a note": "stored"}  # in words
    panel.status.setCurrentText("failed")
    qtbot.waitUntil(lambda: panel.table.rowCount() == 0)
    panel.status.setCurrentText("succeeded")
    qtbot.waitUntil(lambda: panel.table.rowCount() == 2)
    # A batch whose items partly failed: the event succeeded, its Error cell says which and why.
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        conn_of(b).execute("CREATE TEMP TRIGGER hiccup BEFORE INSERT ON memories WHEN NEW.text = 'five' "
                       "BEGIN SELECT RAISE(ABORT, 'disk hiccup'); END")
        b.retain_batch(["four", "five"], extract=False)
    panel.status.setCurrentText("all")
    qtbot.waitUntil(lambda: panel.table.rowCount() == 3)
    top = [panel.table.item(0, c).text() for c in range(5)]
    assert top[0] == "Added 2 memories at once" and top[1] == "succeeded" and top[3] == "1 stored, 1 failed"
    assert top[4] == "item 1: disk hiccup" and panel.table.item(0, 4).toolTip() == top[4]


def test_events_panel_touches_only_the_rows_that_changed(qtbot, make_window):
    # Refreshed after every few writes while the queue works: rebuilding all 500 rows each time
    # stalled the window, so rows already shown stay as they are and a new operation is inserted.
    seed(texts=["one"])
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain("two", extract=False)
    w = make_window()
    panel = w.events
    wait_until(lambda: panel.table.rowCount() == 2)
    mark = Qt.ItemDataRole.UserRole + 50
    for r in range(2):
        panel.table.item(r, 0).setData(mark, f"shown before {r}")
    panel.table.selectRow(1)
    w.session.brain.retain("three", extract=False)
    panel.refresh_soon()
    wait_until(lambda: panel.table.rowCount() == 3)
    assert panel.table.item(0, 0).text() == "Added a note" and panel.table.item(0, 0).data(mark) is None
    assert [panel.table.item(r, 0).data(mark) for r in (1, 2)] == ["shown before 0", "shown before 1"]
    assert sorted({i.row() for i in panel.table.selectedIndexes()}) == [2]  # the picked row moved with it
    panel.status.setCurrentText("failed")
    wait_until(lambda: panel.table.rowCount() == 0)
    panel.status.setCurrentText("all")
    wait_until(lambda: panel.table.rowCount() == 3)
    assert [panel.table.item(r, 1).text() for r in range(3)] == ["succeeded"] * 3


def test_integrity_panel_valid_then_broken(qtbot, make_window):
    seed(texts=["honest one", "honest two"])
    w = make_window()
    w.actions_by_name["verify"].trigger()
    qtbot.waitUntil(lambda: w.integrity.report is not None)
    assert w.integrity.report.valid and "Valid" in w.integrity.result.text()
    assert "valid" in w.queue_status.integrity.text()
    conn_of(w.session.brain).execute("UPDATE memories SET text = 'forged' WHERE text = 'honest two'")
    w.integrity.report = None
    w.integrity.start()
    qtbot.waitUntil(lambda: w.integrity.report is not None)
    assert not w.integrity.report.valid and "Broken at ledger entry 2" in w.integrity.result.text()
    assert "broken at entry 2" in w.queue_status.integrity.text()


def test_drills_panel_runs_a_drill_and_stays_responsive(qtbot, make_window):
    w = make_window()
    panel = w.drills
    panel.choice.setCurrentText("duplicate_submit")
    ticks = []
    timer = QTimer(interval=20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.table.rowCount() == 1 and panel.run_button.isEnabled(), timeout=60000)
    timer.stop()
    assert panel.table.item(0, 1).text().startswith("PASS")
    assert "duplicates=2" in panel.table.item(0, 2).text()
    assert len(ticks) > 3 and max(b - a for a, b in zip(ticks, ticks[1:])) < 0.3


def test_stats_panel_counts_and_chart(qtbot, make_window):
    seed(texts=["a", "b", "c"])
    w = make_window()
    pump(0.5)
    # Hidden behind the Events tab: its whole-scope counts are not run (they would hold the store
    # thread ~1 s at 100k memories), and nothing is sampled.
    assert w.stats.counts.text() == "—" and w.stats.stale
    w.stats.sample()
    assert w.stats.throughput.count() == 0
    w.panels.setCurrentWidget(w.stats)
    wait_until(lambda: "<b>3</b> memories" in w.stats.counts.text(), what="the counts once shown")
    w.stats.sample()
    w.stats.sample()
    assert w.stats.throughput.count() >= 2 and w.stats.depth.count() >= 2
    assert w.stats.size.count() >= 2 and w.stats.size.at(0).y() > 0  # MB of the scope's files
    assert "expired memories purged" in w.stats.counts.text()


def test_settings_refuse_a_model_file_that_is_not_there_and_pick_one_that_is(qtbot, make_window, data_home, tmp_path):
    from mnemosyne_app.gui.panels.settings_panel import load_settings, settings_store

    w = make_window()
    panel = w.settings_panel
    panel.model.setCurrentText(str(tmp_path / "missing.gguf"))
    qtbot.mouseClick(panel.save, Qt.MouseButton.LeftButton)
    assert "does not exist" in panel.problem.text()
    assert load_settings(settings_store())["model"] == "bundled"  # nothing saved
    notes = tmp_path / "notes.txt"
    notes.write_text("not a model")
    panel.model.setCurrentText(str(notes))
    qtbot.mouseClick(panel.save, Qt.MouseButton.LeftButton)
    assert "not a .gguf" in panel.problem.text()
    # "GGUF file…" picks one (the dialog's answer is simulated), and it is accepted.
    model = tmp_path / "tiny.gguf"
    model.write_bytes(b"GGUF")
    qtbot.mouseClick(panel.browse_model, Qt.MouseButton.LeftButton)
    panel._dialog.fileSelected.emit(str(model))
    panel._dialog.close()
    assert panel.model.currentText() == str(model)
    assert panel.problems(panel.values()) == []  # an existing .gguf passes
    panel.model.setCurrentText("none")  # but save "none": the reopened scope would load that file
    qtbot.mouseClick(panel.save, Qt.MouseButton.LeftButton)
    assert panel.problem.text() == "" and load_settings(settings_store())["model"] == "none"


def test_settings_are_saved_next_to_the_data(qtbot, make_window, data_home):
    from mnemosyne_app.gui.panels.settings_panel import load_settings, settings_store

    w = make_window()
    panel = w.settings_panel
    panel.durability.setCurrentText("FULL")
    panel.timing.setCurrentText("async")
    panel.extract.setChecked(True)
    qtbot.mouseClick(panel.save, Qt.MouseButton.LeftButton)
    assert (data_home / "settings.ini").exists()
    loaded = load_settings(settings_store())
    assert (loaded["durability"], loaded["timing"], loaded["extract"]) == ("FULL", "async", True)
    assert not hasattr(panel, "compact")  # no automatic compaction to set (issue 27)
    # Applied on reopening the scope: FULL durability and the hot path on.
    qtbot.waitUntil(lambda: w.session.brain is not None and w.session.brain.synchronous == "FULL"
                    and w.session.brain.hot_path("status")["enabled"])


def test_quitting_with_a_queue_flushes_within_a_bound_and_defers_the_rest(qtbot, make_window):
    w = make_window()
    queue_writes(qtbot, w, 40, 0.2, "late note")
    started = time.monotonic()
    w.close()
    qtbot.waitUntil(lambda: w.deferred_on_quit is not None, timeout=20000)
    assert time.monotonic() - started < 10
    assert 0 < w.deferred_on_quit < 40
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:  # next start resumes
        b.hot_path("flush", timeout=60)
        assert b.stats()["memories"] == 40


def test_single_instance(qapp, data_home):
    from mnemosyne_app.app import SingleInstance

    first = SingleInstance(None)
    raised = []
    first.on_activate(lambda: raised.append(True))
    second = SingleInstance(None)
    assert first.primary and not second.primary
    from PySide6.QtCore import QCoreApplication

    deadline = time.monotonic() + 5
    while not raised and time.monotonic() < deadline:
        QCoreApplication.processEvents()
    assert raised == [True]
    first.release()
    third = SingleInstance(None)
    assert third.primary
    third.release()


def test_import_export_panel_with_progress_and_report(qtbot, make_window, tmp_path):
    import json

    convs = [{"uuid": f"c{i}", "name": f"chat {i}", "chat_messages": [
        {"uuid": f"m{i}a", "sender": "human", "text": f"question {i}"},
        {"uuid": f"m{i}b", "sender": "assistant", "text": f"answer {i}"}]} for i in range(30)]
    bad = tmp_path / "conversations.json"
    bad.write_text(json.dumps(convs + [{"uuid": "broken", "chat_messages": 7}]))
    w = make_window()
    panel = w.archive
    panel.import_path.setText(str(bad))
    qtbot.mouseClick(panel.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.report is not None, timeout=20000)
    assert panel.report.inserted == 60 and "broken" in panel.result.text()
    assert panel.bar.value() == panel.bar.maximum() == 31
    qtbot.waitUntil(lambda: w.model.rowCount() == 60)
    panel.export_path.setText(str(tmp_path / "out.md"))
    panel.export_format.setCurrentText("markdown")
    qtbot.mouseClick(panel.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.exported == 60)
    assert "### chat 7" in (tmp_path / "out.md").read_text()
    panel.import_path.setText(str(tmp_path / "missing.zip"))
    panel.report = None
    panel.start_import()
    qtbot.waitUntil(lambda: "Import failed" in panel.result.text())
    # An unpacked export is a folder: Folder… picks one (the dialog's answer is simulated).
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "plants.md").write_text("# Plants\nWater the fern on Mondays.")
    qtbot.mouseClick(panel.browse_folder, Qt.MouseButton.LeftButton)
    assert panel._dialog.fileMode() == panel._dialog.FileMode.Directory
    panel._dialog.fileSelected.emit(str(notes))
    panel._dialog.close()
    assert panel.import_path.text() == str(notes)
    panel.report = None
    qtbot.mouseClick(panel.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.report is not None, timeout=20000)
    assert (panel.report.format, panel.report.inserted) == ("markdown", 1)


class UnitEmbedder:
    """A stand-in embedder (the real MiniLM one is tested in tests/model)."""
    name, dim = "unit", 384

    def embed(self, texts):
        return [[1.0] + [0.0] * 383 for _ in texts]


def test_imported_messages_get_search_vectors_right_after_the_import(qtbot, make_window, tmp_path):
    import json

    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([{"uuid": "c1", "name": "chat", "chat_messages": [
        {"uuid": "a", "sender": "human", "text": "I grow tomatoes"},
        {"uuid": "b", "sender": "assistant", "text": "Which kind?"}]}]))
    w = make_window()
    brain = w.session.brain
    brain.embedder = UnitEmbedder()
    panel = w.archive
    panel.import_path.setText(str(path))
    qtbot.mouseClick(panel.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.report is not None, timeout=20000)
    assert "being built in the background" in panel.result.text()
    wait_until(lambda: brain.missing_embeddings() == 0, what="the background vectors")  # no GIL held


def test_settings_can_point_at_another_data_dir(qtbot, make_window, tmp_path, monkeypatch):
    from mnemosyne_app import paths

    monkeypatch.setenv("MNEMOSYNE_CONFIG", str(tmp_path / "config"))
    other = tmp_path / "elsewhere"
    with MemoryBrain(other, scope="default", extractor="none", embedder="none") as b:
        b.retain("lives in the other folder", extract=False)
    w = make_window()
    w.settings_panel.data_dir.setText(str(other))
    qtbot.mouseClick(w.settings_panel.save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.session.brain is not None and w.session.brain.root == other.resolve()
                    and w.model.rowCount() == 1)
    assert w.model.data(w.model.index(0, 0)) == "lives in the other folder"
    assert paths.chosen_data_dir() == other.resolve()
    monkeypatch.delenv("MNEMOSYNE_HOME")
    assert paths.data_dir() == other.resolve()  # later starts (and the library default) follow it


def test_detail_shows_a_merge_and_undoes_it(qtbot, make_window, tmp_path):
    import json

    path = tmp_path / "c.jsonl"
    # the same turn twice in one conversation (in two, they would be two things said: issue 27)
    path.write_text(json.dumps({"id": "c0", "messages": [{"id": f"t{i}", "role": "user", "content": "same turn"}
                                                         for i in range(2)]}))
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.import_archive(path)
        survivor = b.consolidate()["merges"][0]["survivor"]
    w = make_window()
    assert w.model.rowCount() == 1
    select_row = w.model.row_of(survivor)
    w.table.setCurrentIndex(w.model.index(select_row, 0))
    qtbot.waitUntil(lambda: w.detail.memory is not None and w.detail.unmerge.isVisibleTo(w.detail))
    assert "absorbed" in w.detail.provenance.text()
    qtbot.mouseClick(w.detail.unmerge, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.model.rowCount() == 2)


def test_agents_writes_arrive_live_in_the_events_panel(qtbot, make_window):
    import http.client
    import json

    w = make_window()
    w.events.set_api(True, port=0)  # an ephemeral port for the test
    qtbot.waitUntil(lambda: w.events.api is not None)
    api = w.events.api
    assert "127.0.0.1" in w.events.api_label.text()
    conn = http.client.HTTPConnection(*api.server_address[:2], timeout=30)
    conn.request("POST", "/v3/memories/add/", body=json.dumps({"text": "sent by an agent"}),
                 headers={"Authorization": f"Bearer {api.token}", "Content-Type": "application/json"})
    assert conn.getresponse().status == 202
    conn.close()
    qtbot.waitUntil(lambda: any(w.events.table.item(r, 1).text() == "succeeded"
                                for r in range(w.events.table.rowCount())), timeout=10000)
    w.events.set_api(False)
    assert w.events.api is None


@pytest.mark.model
def test_first_run_explains_assembles_the_model_and_offers_import(qtbot, loop, data_home, tmp_path, monkeypatch):
    from mnemosyne_app.gui.main_window import MainWindow

    monkeypatch.setenv("MNEMOSYNE_CACHE", str(tmp_path / "cache"))  # a cold cache: really assembled
    w = MainWindow(settings={"model": "bundled", "embedder": "none", "durability": "NORMAL", "timing": "sync",
                             "extract": False}, welcome=True)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.first_run is not None and w.first_run.isVisible())
    assert str(data_home / "scopes") in w.first_run.where.text()
    qtbot.waitUntil(lambda: w.first_run.model_ready is not None, timeout=60000)
    assert w.first_run.model_ready and "checked" in w.first_run.model_label.text()
    assert w.first_run.bar.value() == w.first_run.bar.maximum()
    qtbot.mouseClick(w.first_run.import_button, Qt.MouseButton.LeftButton)
    assert w.panels.currentWidget() is w.archive and not w.first_run.isVisible()
    qtbot.waitUntil(lambda: w.session.brain is not None)
    loop.run_until_complete(w.session.close())


def test_a_scope_that_cannot_be_opened_leaves_the_open_one_working(qtbot, make_window):
    seed(texts=["still here"])
    w = make_window()
    before = w.session.brain
    messages = []
    w.session.failed.connect(messages.append)
    w.scope_box.setEditText("bad/name")
    w.open_scope("bad/name")
    qtbot.waitUntil(lambda: bool(messages))
    assert "must not contain" in messages[0]
    qtbot.waitUntil(lambda: w.scope_box.currentText() == "default")
    assert w.session.brain is before and w.session.scope == "default"
    assert [h.text for h in before.recall("still here")] == ["still here"]  # open and usable
