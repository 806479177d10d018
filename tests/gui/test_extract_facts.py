"""Facts for what is already here, from the window (issue 27): "Extract facts" runs in the
background lane with counts, Pause and Stop; asked again it queues nothing; the New memory
dialog follows Settings' extraction switch."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from mnemosyne_app import qt_async
from mnemosyne_app.core.progress import Progress
from tests.gui.test_async_writes import SlowExtractor
from tests.gui.test_events_retry import with_models
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
    assert w.editor.extract.isChecked()
    w.editor.reject()
    w.session.settings["extract"] = False
    w.actions_by_name["new"].trigger()
    assert not w.editor.extract.isChecked()
    w.editor.reject()
