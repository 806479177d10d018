"""Conversations, facts and search a person can read (issue 17): threads with speakers and
original dates, a time filter by when things happened, facts edited and deleted with undo,
search hits that say why they matched, and one Events row per import."""

import dataclasses
import time

from PySide6.QtCore import Qt

from mnemosyne_app import MemoryBrain, qt_async
from mnemosyne_app.core.progress import Progress
from tests.gui.waiting import wait_until
from tests.store_access import conn_of
from tests.unit.test_archive import DATA, needs_data

SAMPLE = DATA / "chatgpt_export_samples" / "mitkury_example-conversation.json"


def run(coro):
    return qt_async.loop().run_until_complete(coro)


@needs_data
def test_an_imported_chatgpt_conversation_reads_as_a_thread(qtbot, make_window):
    import json
    from mnemosyne_app.gui.views.markdown import when

    w = make_window()
    run(w.session.import_archive(str(SAMPLE), "auto", Progress()))
    w.actions_by_name["conversations"].trigger()
    view = w.conversations
    wait_until(lambda: view.list.topLevelItemCount() == 1)
    item = view.list.topLevelItem(0)
    assert item.text(0) == "Sample conversation with branch" and item.text(1) == "chatgpt"
    # the active branch of the export, in order, with speakers and each message's own time
    export = json.loads(SAMPLE.read_text())[0]["mapping"]
    active = []
    node = json.loads(SAMPLE.read_text())[0]["current_node"]
    while node:
        msg = export[node].get("message")
        if msg and msg.get("content", {}).get("parts") and msg["author"]["role"] in ("user", "assistant"):
            active.append(("You" if msg["author"]["role"] == "user" else "Assistant", msg["content"]["parts"][0],
                           msg.get("create_time")))
        node = export[node].get("parent")
    active.reverse()
    assert item.text(2) == when(active[0][2]) and active[0][2] < 1704067200 + 3600  # the original date
    assert item.data(3, 0) == len(active) == 4
    view.list.setCurrentItem(item)
    wait_until(lambda: len(view.thread.turns) == 4)
    assert view.thread.spoken() == [(who, text) for who, text, _ in active]
    shown = view.thread.toPlainText()
    for who, text, at in active:
        assert f"{who} · {when(at)}" in shown
    # any turn of the table opens its thread at that turn
    second = view.thread.turns[1]["memory_id"]
    view.hide()
    assert run(view.open_at(second)) and view.thread.current == second and view.isVisible()


def test_the_last_7_days_exclude_a_2023_conversation(qtbot, make_window):
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.paste_conversation("user: what should I plant in March?\nassistant: peas and broad beans")
        old = b.list_memories()
        conn = conn_of(b)
        # the paste happened in 2023: its turns carry that original time (as an import's do)
        for m in old:
            b.update(m.memory_id, metadata={**m.metadata, "created_at": 1680000000.0})
        b.retain("planted the peas this week", extract=False)
        assert conn.execute("SELECT count(*) FROM memories WHERE occurred_at < 1700000000").fetchall()[0][0] == 2
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 3)
    w.filters.period.setCurrentText("last 7 days")
    w.filters.period.activated.emit(w.filters.period.currentIndex())
    wait_until(lambda: w.model.rowCount() == 1)
    assert "peas this week" in w.model.data(w.model.index(0, 0))
    occurred = w.model.index(0, 5)
    assert w.model.headerData(5, Qt.Orientation.Horizontal) == "Occurred"
    assert w.model.data(occurred).startswith(time.strftime("%Y-"))


def test_editing_and_deleting_a_fact_is_undoable_and_ledgered(qtbot, make_window):
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        mid = b.retain("I play the cello on Tuesdays", extract=False).memory_ids[0]
        b.update(mid, facts=["Student learning the cello on Tuesdays", "Plays the cello"])
    w = make_window()
    w.table.setCurrentIndex(w.model.index(0, 0))
    wait_until(lambda: w.detail.memory is not None and w.detail.facts.count() == 2)
    # edit the hallucinated one, then delete it
    w.detail.facts.item(0).setText("Plays the cello on Tuesdays")
    wait_until(lambda: w.detail.memory.facts == ["Plays the cello on Tuesdays", "Plays the cello"])
    w.detail.facts.setCurrentRow(1)
    w.detail.delete_fact.click()
    wait_until(lambda: w.detail.memory.facts == ["Plays the cello on Tuesdays"])
    brain = w.session.brain
    assert brain.get(mid).facts == ["Plays the cello on Tuesdays"] and brain.verify_integrity().valid
    assert [v.op for v in brain.history(mid)][-2:] == ["edit", "edit"]
    w.actions_by_name["undo"].trigger()
    wait_until(lambda: brain.get(mid).facts == ["Plays the cello on Tuesdays", "Plays the cello"])
    w.actions_by_name["undo"].trigger()
    wait_until(lambda: brain.get(mid).facts == ["Student learning the cello on Tuesdays", "Plays the cello"])
    assert brain.verify_integrity().valid
    # the Profile lists the current facts under their heading (the cello: a hobby since session 19), with the
    # replaced one as history
    w.actions_by_name["profile"].trigger()
    tree = w.profile.tree
    wait_until(lambda: tree.topLevelItemCount() == 2)
    current, earlier = tree.topLevelItem(0), tree.topLevelItem(1)
    assert current.text(0) == "Hobbies and sports (2)" and {current.child(i).text(0) for i in range(2)} == {
        "Student learning the cello on Tuesdays", "Plays the cello"}
    assert earlier.text(0).startswith("Earlier") and earlier.child(0).text(0) == "Plays the cello on Tuesdays"
    # the history tab: newest first, the current version marked, and what changed
    assert "current" in w.detail.versions.item(0).text()
    w.detail.versions.setCurrentRow(0)
    assert "facts" in w.detail.diff.toPlainText()


def test_a_search_hit_shows_its_highlight_and_how_it_matched(qtbot, make_window):
    from mnemosyne_app.gui.models.memory_table import HIT_ROLE
    from mnemosyne_app.gui.views.hits import hit_html, match_mark

    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain_batch(["My bike is a green Brompton", "I water the tomatoes"] +
                       [f"Brompton ride number {i}" for i in range(250)], extract=False)
    w = make_window()
    w.search.setText("brompton")
    wait_until(lambda: w.model.rowCount() == 200)
    wait_until(lambda: w.count.text() == "showing 200 of 251 hits")
    assert w.model.headerData(0, Qt.Orientation.Horizontal) == "Memory — most relevant first"
    hit = w.model.data(w.model.index(0, 0), HIT_ROLE)
    assert hit.matched == ("words",) and match_mark(hit) == "words"
    # a turn lifted for being next to a best hit says so (core/read/neighbours.py)
    assert match_mark(dataclasses.replace(hit, matched=("context",))) == "next to a hit"
    # one found by the words of a fact extracted from it says so (core/store/fact_index.py)
    assert match_mark(dataclasses.replace(hit, matched=("facts",))) == "words of its facts"
    assert "<b>Brompton</b>" in hit_html(hit.text, hit, w.table.palette())
    w.search.setText("tomatoes")
    wait_until(lambda: w.model.rowCount() == 1 and w.count.text() == "1 hit")
    w.search.setText("zeppelin")
    wait_until(lambda: w.model.rowCount() == 0)
    assert "Try fewer or other words" in w.empty_state.label.text()


@needs_data
def test_one_import_is_one_events_row_naming_the_file_and_a_paste_is_a_paste(qtbot, make_window):
    w = make_window()
    run(w.session.import_archive(str(SAMPLE), "auto", Progress()))
    run(w.session.paste_conversation("user: hello\nassistant: hi there"))
    w.panels.setCurrentWidget(w.events)
    w.events.refresh_soon()
    wait_until(lambda: w.events.table.rowCount() == 2 and not w.events._loading)
    rows = [[w.events.table.item(r, c).text() for c in range(5)] for r in range(2)]
    assert rows[0][0] == "Pasted a conversation" and rows[0][3] == "2 messages stored"
    assert rows[1][0] == f"Imported {SAMPLE.name}" and rows[1][3] == "1 conversation, 4 messages stored"
    assert rows[1][2].startswith(time.strftime("%Y-%m-%d "))


def test_an_import_of_many_groups_is_still_one_row(qtbot, make_window, tmp_path):
    import json
    from mnemosyne_app.core.archive import importer

    convs = [{"title": f"chat {i}", "id": f"c{i}", "create_time": 1680000000 + i,
              "mapping": {"r": {"id": "r", "message": {"author": {"role": "user"}, "content": {"parts": [f"hi {i}"]},
                                                       "create_time": 1680000000 + i}, "parent": None}},
              "current_node": "r"} for i in range(7)]
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(convs))
    w = make_window()
    importer.GROUP_CONVERSATIONS, before = 2, importer.GROUP_CONVERSATIONS
    try:
        report = run(w.session.import_archive(str(path), "auto", Progress()))
    finally:
        importer.GROUP_CONVERSATIONS = before
    assert report.inserted == 7 and len(w.session.brain.list_events()) == 4  # four transactions
    w.panels.setCurrentWidget(w.events)
    w.events.refresh_soon()
    wait_until(lambda: w.events.table.rowCount() == 1 and not w.events._loading)
    assert w.events.table.item(0, 0).text() == "Imported conversations.json"
    assert w.events.table.item(0, 3).text() == "7 conversations, 7 messages stored"


def test_the_profile_groups_facts_by_what_they_are_about_and_shows_a_move_as_history(make_window):
    from tests.unit.test_statements import Asked

    with MemoryBrain(scope="default", extractor=Asked(), embedder="none") as b:
        b.retain("I live in Austin and I'm allergic to cats.")
        b.retain("I moved to Denver last month. I'm also allergic to peanuts.")
    w = make_window()
    w.actions_by_name["profile"].trigger()
    tree = w.profile.tree
    wait_until(lambda: tree.topLevelItemCount() == 3, what="the profile")
    tops = {tree.topLevelItem(i).text(0): tree.topLevelItem(i) for i in range(3)}
    assert list(tops) == ["Where you live (1)", "Allergies (2)", "Earlier (replaced or removed) (1)"]
    assert tops["Where you live (1)"].child(0).text(0) == "User moved to Denver last month"
    assert tops["Earlier (replaced or removed) (1)"].child(0).text(0) == (
        "User lives in Austin  →  User moved to Denver last month")
    assert "3 facts" in w.profile.heading.text()


def test_a_memory_shows_its_replaced_facts_apart_from_the_current_ones(make_window):
    from tests.unit.test_statements import Asked

    with MemoryBrain(scope="default", extractor=Asked(), embedder="none") as b:
        first = b.retain("I live in Austin and I'm allergic to cats.").memory_ids[0]
        b.retain("I moved to Denver last month.")
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 2, what="the two memories")
    w.table.selectRow(w.model.row_of(first))
    pane = w.detail
    wait_until(lambda: pane.memory is not None and pane.memory.memory_id == first, what="the memory in the pane")
    assert pane.fact_texts() == ["User is allergic to cats"]  # only what is true now is editable
    pane.setCurrentIndex(1)  # the Facts tab
    assert pane.replaced_facts.isVisible() and "User lives in Austin" in pane.replaced_facts.text()


def test_a_highlighted_word_stays_readable_in_the_selected_row(qtbot, make_window):
    """The selected row's text turns white; a marked word keeps its own dark text on the yellow
    (was: white on yellow, about 1.4:1, unreadable in the row a person had just picked)."""
    from PySide6.QtGui import QColor

    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain("The capital of France is Paris", extract=False)
    w = make_window()
    w.search.setText("capital")
    wait_until(lambda: w.model.rowCount() == 1 and w.count.text() == "1 hit")
    w.table.selectRow(0)
    wait_until(lambda: w.table.selectionModel().isRowSelected(0))
    rect = w.table.visualRect(w.model.index(0, 0))
    image = w.table.viewport().grab(rect).toImage()
    mark = QColor("#f6d55c")
    inside = [(x, y) for y in range(image.height()) for x in range(image.width())
              if _near(image.pixelColor(x, y), mark)]
    assert inside, "the word 'capital' is marked"
    xs, ys = [x for x, _ in inside], [y for _, y in inside]
    box = [image.pixelColor(x, y) for y in range(min(ys), max(ys) + 1) for x in range(min(xs), max(xs) + 1)]
    dark = [c for c in box if c.lightness() < 110]
    assert len(dark) >= 20, f"the marked word's letters are dark on the yellow ({len(dark)} dark pixels)"


def _near(c, target, tolerance: int = 12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in ((c.red(), target.red()), (c.green(), target.green()),
                                                    (c.blue(), target.blue())))


def test_a_fact_ended_by_a_later_memory_reads_so_in_the_history_tab(make_window):
    """The History tab says in words why a memory the person never touched has a new version
    (was: "v2 · supersede", the engine's name for it)."""
    from tests.unit.test_fact_spans import RulesOnly, said

    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        lisbon = said(b, "2024-01-10", "I live in Lisbon.")
        said(b, "2024-06-10", "I moved to Madrid.")
        assert b.get(lisbon).version == 2
    w = make_window()
    row = next(r for r in range(w.model.rowCount()) if w.model.memory_id_at(r) == lisbon)
    w.table.selectRow(row)
    wait_until(lambda: w.detail.versions.count() == 2, what="the Lisbon memory's two versions")
    newest = w.detail.versions.item(0).text()
    # (and says it was generated, naming the memory that ended it: issue 28, truth first)
    assert newest.startswith("v2 · a later memory ended its fact: ") and "supersede" not in newest
    assert "(generated) · " in newest


def test_a_short_search_word_marks_itself_not_every_word_it_begins(qtbot, make_window):
    """"de" (Spanish "of", no stop word here) marks "de", not "decimal" or "detail", which the
    index did not match; a longer word still marks its inflected forms ("garden" → "gardening")."""
    from mnemosyne_app.gui.models.memory_table import HIT_ROLE
    from mnemosyne_app.gui.views.hits import hit_html

    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain_batch(["La tabla de precios shows six decimal places in detail", "I love gardening"], extract=False)
    w = make_window()
    w.search.setText("de")
    wait_until(lambda: w.model.rowCount() == 1 and w.count.text() == "1 hit")
    shown = hit_html(w.model.data(w.model.index(0, 0), HIT_ROLE).text, w.model.data(w.model.index(0, 0), HIT_ROLE),
                     w.table.palette())
    marked = [part.split("</b>")[0] for part in shown.split("<b>")[1:]]
    assert marked == ["de"], shown
    w.search.setText("garden")
    def first_hit():
        return w.model.data(w.model.index(0, 0), HIT_ROLE) if w.model.rowCount() == 1 else None

    wait_until(lambda: first_hit() is not None and "gardening" in first_hit().text)
    hit = first_hit()
    assert [p.split("</b>")[0] for p in hit_html(hit.text, hit, w.table.palette()).split("<b>")[1:]] == ["gardening"]
