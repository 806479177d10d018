"""Facts for what is already here, from the window (issue 27): "Extract facts" runs in the
background lane with counts, Pause and Stop; asked again it queues nothing; the New memory
dialog follows Settings' extraction switch."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from mnemosyne_app import qt_async
from mnemosyne_app.core.progress import Progress
from tests.gui.test_async_writes import SlowExtractor
from tests.gui.test_events_retry import with_models
from tests.gui.finding import newest
from tests.gui.waiting import wait_until


def run(coro):
    return qt_async.loop().run_until_complete(coro)


def chats(tmp_path, n=8):
    path = tmp_path / "chats.jsonl"
    path.write_text(json.dumps({"id": "c", "title": "Garden", "messages": [
        {"role": "user" if i % 2 == 0 else "assistant", "content": f"I planted row {i} of beans."} for i in range(n)]}))
    return path


def test_extract_facts_runs_in_the_background_with_counts_pause_and_stop(qtbot, make_window, monkeypatch, tmp_path):
    extractor = SlowExtractor(0.3)
    with_models(monkeypatch, extractor=extractor)
    w = make_window()
    run(w.session.import_archive(str(chats(tmp_path)), "auto", Progress()))  # extraction off by default
    wait_until(lambda: not w.jobs.running)
    assert extractor.calls == 0
    w.actions_by_name["extract_facts"].trigger()
    bar = w.queue_status
    wait_until(lambda: bar.job.text().startswith("extracting facts") and "/ 4" in bar.job.text(),
               what="the count of the person's 4 messages")
    assert bar.job_pause.isVisible() and bar.job_stop.isVisible()
    # Stop partway: once the first message is through (the bar shows "0 / 4" before any is, and a
    # Stop then rightly stops at none; CI's run clicked there once)
    wait_until(lambda: extractor.calls >= 1, what="the first message extracted")
    qtbot.mouseClick(bar.job_stop, Qt.MouseButton.LeftButton)
    wait_until(lambda: not w.jobs.running, timeout=10)
    assert "fact extraction stopped at" in w.statusBar().currentMessage()
    stopped_at = extractor.calls
    assert 1 <= stopped_at < 4
    # asked again: only what waits runs, nothing is asked twice
    w.actions_by_name["extract_facts"].trigger()
    wait_until(lambda: not w.jobs.running and extractor.calls == 4, timeout=20, what="the rest extracted")
    brain = w.session.brain
    assert sorted(f for m in brain.list_memories() for f in brain.get(m.memory_id).facts) == [
        f"fact: I planted row {i} of beans." for i in (0, 2, 4, 6)]  # (the stand-in model's facts)
    w.actions_by_name["extract_facts"].trigger()
    wait_until(lambda: "already extracted" in w.statusBar().currentMessage(), what="nothing asked twice")
    assert extractor.calls == 4 and brain.stats()["model_calls"] <= brain.stats()["writes"]


def test_the_new_memory_dialog_follows_settings(qtbot, make_window):
    w = make_window(settings={"extract": True})
    w.actions_by_name["new"].trigger()
    assert newest(w, "memoryEditor").extract.isChecked()
    newest(w, "memoryEditor").reject()
    w.session.settings["extract"] = False
    w.actions_by_name["new"].trigger()
    assert not newest(w, "memoryEditor").extract.isChecked()
    newest(w, "memoryEditor").reject()


def test_a_conversation_summary_is_previewed_then_kept_beside_its_turns(qtbot, make_window, tmp_path):
    w = make_window()
    run(w.session.import_archive(str(chats(tmp_path, 12)), "auto", Progress()))
    w.actions_by_name["conversations"].trigger()
    view = w.conversations
    wait_until(lambda: view.list.topLevelItemCount() == 1)
    run(view.open_thread("c"))
    assert view.summarise.isEnabled()
    dialog = run(view.preview_summary())
    brain = w.session.brain
    assert dialog.isVisible() and not [m for m in brain.list_memories() if m.kind == "summary"]  # nothing yet
    assert dialog.text.toPlainText().startswith("You: \u201cI planted row")
    assert "quoted from its 12 turns" in dialog.findChild(QLabel, "summaryAbout").text()
    dialog.keep.click()
    wait_until(lambda: any(m.kind == "summary" for m in brain.list_memories()), what="the kept summary")
    (summary,) = [m for m in brain.list_memories() if m.kind == "summary"]
    assert summary.metadata["generated"]["method"] == "extractive"
    assert len([m for m in brain.list_memories() if m.kind == "history"]) == 12
    assert len(brain.view("thread", conversation_id="c")) == 12  # the thread is as it was


def test_a_419_turn_thread_stays_whole_after_every_background_job_of_the_window(qtbot, make_window, tmp_path):
    """The issue's reproduction through the window: a ChatGPT export with one 419-turn thread,
    imported, then every job the window runs in the background (sweep, vectors, the backlog) to
    completion: the table, the thread and search still hold all 419 turns, no summary exists."""
    from tests.unit.test_compaction import MONTHS_AGO, chatgpt_export

    w = make_window()
    run(w.session.import_archive(str(chatgpt_export(tmp_path / "conversations.json", 419)), "auto", Progress()))
    w.jobs.start()
    wait_until(lambda: not w.jobs.running, timeout=60, what="the background jobs")
    wait_until(lambda: w.model.rowCount() == 419, what="the table's 419 rows")
    brain = w.session.brain
    assert not [m for m in brain.list_memories(limit=1000) if m.kind == "summary"]
    w.actions_by_name["conversations"].trigger()
    wait_until(lambda: w.conversations.list.topLevelItemCount() == 1)
    assert run(w.conversations.open_thread("long-thread")) == 419
    assert "419 turns" in w.conversations.title.text()
    found = run(w.session.call(lambda: brain.recall("planted rows advice water", k=500, meaning=False)))
    assert len(found) == 419
    said_now = [m for m in brain.list_memories(limit=1000) if m.occurred_at > MONTHS_AGO + 86400 * 30]
    assert not said_now  # nothing is dated as said today


def test_a_kept_summary_reads_as_generated_in_the_table_and_the_detail_pane(qtbot, make_window, tmp_path):
    w = make_window()
    run(w.session.import_archive(str(chats(tmp_path, 12)), "auto", Progress()))
    out = run(w.session.summarise("c", keep=True))
    wait_until(lambda: w.model.row_of(out["memory_id"]) is not None and w.model.row_of(out["memory_id"]) >= 0)
    row = w.model.row_of(out["memory_id"])
    assert w.model.data(w.model.index(row, 0)).startswith("Generated: You: \u201c")
    w.table.setCurrentIndex(w.model.index(row, 0))
    wait_until(lambda: w.detail.memory is not None and w.detail.memory.memory_id == out["memory_id"])
    assert "generated" in w.detail.provenance.text() and "from 12 turns" in w.detail.provenance.text()
    assert "said by" not in w.detail.provenance.text()


def test_extract_facts_for_one_conversation_from_its_thread(qtbot, make_window, monkeypatch, tmp_path):
    extractor = SlowExtractor(0.0)
    with_models(monkeypatch, extractor=extractor)
    w = make_window()
    path = tmp_path / "two.jsonl"
    path.write_text("\n".join(json.dumps({"id": cid, "messages": [{"role": "user", "content": f"I live in {city}."}]})
                              for cid, city in (("one", "Oslo"), ("two", "Rome"))))
    run(w.session.import_archive(str(path), "auto", Progress()))
    w.actions_by_name["conversations"].trigger()
    wait_until(lambda: w.conversations.list.topLevelItemCount() == 2)
    run(w.conversations.open_thread("two"))
    w.conversations.extract.click()
    wait_until(lambda: extractor.calls == 1 and not w.jobs.running, what="the one conversation's facts")
    assert w.statusBar().currentMessage() == "fact extraction done (1 memory)"  # was "(1 memories)"
    facts = {m.text: w.session.brain.get(m.memory_id).facts for m in w.session.brain.list_memories()}
    assert facts["I live in Rome."] and not facts["I live in Oslo."]


def test_no_model_is_said_in_the_windows_terms_not_a_cli_flag(qtbot, make_window, tmp_path):
    """MNEMOSYNE_MODEL=none (tests/conftest.py): Extract facts says where the window sets a model
    (was: "Settings or --model", a flag a person at the window has nowhere to type)."""
    w = make_window()
    run(w.session.import_archive(str(chats(tmp_path, 2)), "auto", Progress()))
    wait_until(lambda: not w.jobs.running)
    w.actions_by_name["extract_facts"].trigger()
    wait_until(lambda: "extraction model" in w.statusBar().currentMessage(), what="the no-model message")
    said = w.statusBar().currentMessage()
    assert "Settings › Extraction model" in said and "--model" not in said, said


def test_facts_drawn_for_imported_messages_leave_them_where_they_were_in_the_table(qtbot, make_window, monkeypatch,
                                                                                    tmp_path):
    """Facts drawn are a generated version of their own (issue 28): an imported message whose facts
    are drawn keeps its place in the table's Updated order; its history says facts were drawn, by
    which model, generated."""
    from mnemosyne_app.gui.views.wiring import select_memory

    extractor = SlowExtractor(0.0)
    with_models(monkeypatch, extractor=extractor)
    w = make_window()
    run(w.session.import_archive(str(chats(tmp_path)), "auto", Progress()))
    run(w.session.add("A note written after the import", extract=False))
    wait_until(lambda: w.model.rowCount() == 9 and not w.jobs.running, what="the import and the note listed")
    w.table.sortByColumn(4, Qt.SortOrder.DescendingOrder)  # Updated, newest first
    wait_until(lambda: w.model.data(w.model.index(0, 0)) == "A note written after the import",
               what="the table by Updated")
    order = [w.model.data(w.model.index(r, 0)) for r in range(w.model.rowCount())]
    w.actions_by_name["extract_facts"].trigger()
    brain = w.session.brain
    wait_until(lambda: not w.jobs.running and extractor.calls == 5, timeout=20, what="the facts drawn (4 turns, the note)")
    run(w.model.reload())
    assert [w.model.data(w.model.index(r, 0)) for r in range(w.model.rowCount())] == order  # none jumped up
    planted = next(m.memory_id for m in brain.list_memories() if m.text == "I planted row 0 of beans.")
    assert brain.get(planted).version == 2 and brain.get(planted).facts
    assert run(select_memory(w, planted))
    wait_until(lambda: w.detail.versions.count() == 2 and "generated" in w.detail.versions.item(0).text(),
               what="the history of the memory whose facts were drawn")
    line = w.detail.versions.item(0).text()  # newest first
    assert line.startswith(f"v2 · facts drawn by {extractor.name} (generated) · "), line  # and by which model
    assert w.detail.versions.item(1).text().startswith("v1 · added · ")
