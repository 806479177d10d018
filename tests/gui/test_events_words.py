"""The Events panel says what happened: a look for facts that found none says so, and each row's
time is shown whole."""

import json

from mnemosyne_app import qt_async
from mnemosyne_app.core.progress import Progress
from tests.gui.test_events_retry import with_models
from tests.gui.waiting import wait_until
from tests.unit.test_fact_spans import RulesOnly


def test_a_look_for_facts_that_found_none_says_so(make_window, monkeypatch, tmp_path):
    """(was: "facts found" beside a memory the model found nothing in)"""
    with_models(monkeypatch, extractor=RulesOnly())
    path = tmp_path / "chat.jsonl"
    path.write_text(json.dumps({"id": "c", "title": "Hello", "messages": [
        {"role": "user", "content": "I live in Porto."}, {"role": "assistant", "content": "Nice."},
        {"role": "user", "content": "What a lovely sunny morning it is."}]}))
    w = make_window()
    qt_async.loop().run_until_complete(w.session.import_archive(str(path), "auto", Progress(), extract=True))
    wait_until(lambda: not w.jobs.running and len(w.session.brain.list_events(op="extract")) == 2
               and all(e.status == "succeeded" for e in w.session.brain.list_events(op="extract")),
               what="both of the person's turns looked at")
    w.dock.show()
    w.panels.setCurrentWidget(w.events)
    w.events.refresh_soon()
    table = w.events.table
    wait_until(lambda: table.rowCount() == 3 and not w.events._loading, what="the import and two looks for facts")
    results = sorted(table.item(r, 3).text() for r in range(table.rowCount())
                     if table.item(r, 0).text().startswith("Looked"))
    assert results == ["1 fact: User lives in Porto", "no facts found"], results
    when = table.item(0, 2).text()
    assert table.columnWidth(2) >= table.fontMetrics().horizontalAdvance(when) + 8, (when, table.columnWidth(2))
