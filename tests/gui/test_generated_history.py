"""History says what Mnemosyne generated, and from what (issue 28, truth first): a fact a later
memory ended is a version of its own, listed as generated with a link to the memory that ended
it; the memory keeps its place in the table's Updated order."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl

from mnemosyne_app import qt_async
from mnemosyne_app.core.types import short_id
from tests.gui.waiting import wait_until


def run(coro):
    return qt_async.loop().run_until_complete(coro)


def test_a_fact_a_later_memory_ended_is_listed_as_generated_with_a_link_to_it(qtbot, make_window):
    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.gui.views.wiring import select_memory
    from tests.unit.test_fact_spans import RulesOnly, said

    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        lyon = said(b, "2024-01-10", "I live in Lyon.")
        b.retain("Buy stamps.", extract=False)
        paris = said(b, "2024-03-01", "I moved to Paris.")
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 3, what="the three memories listed")
    w.table.sortByColumn(4, Qt.SortOrder.DescendingOrder)  # Updated, newest first
    wait_until(lambda: w.model.data(w.model.index(0, 0)) == "I moved to Paris.", what="the table by Updated")
    assert [w.model.data(w.model.index(r, 0)) for r in range(3)] == [
        "I moved to Paris.", "Buy stamps.", "I live in Lyon."]  # the ended one did not jump up
    assert run(select_memory(w, lyon))
    versions = w.detail.versions
    wait_until(lambda: versions.count() == 2, what="the history of the memory whose fact was ended")
    line = versions.item(0).text()  # newest first
    assert line.startswith(f"v2 · a later memory ended its fact: {short_id(paris)} (generated) · "), line
    assert versions.item(1).text().startswith("v1 · added · ")
    versions.setCurrentRow(0)
    diff = w.detail.findChild(type(w.detail.diff), "versionDiff")
    wait_until(lambda: "a later memory ended its fact" in diff.toHtml(), what="the cause in the diff")
    assert f'href="memory:{paris}"' in diff.toHtml()
    diff.anchorClicked.emit(QUrl(f"memory:{paris}"))  # the link opens the memory that ended it
    wait_until(lambda: w.detail.memory is not None and w.detail.memory.memory_id == paris,
               what="the memory that ended the fact selected")


def test_a_version_of_1_21_holding_an_add_and_its_drawn_facts_is_listed_as_both(qtbot, make_window):
    """Before 1.22 facts were drawn beside a memory, in its add's version: History says both."""
    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.gui.views.wiring import select_memory
    from tests.unit.test_fact_spans import RulesOnly
    from tests.unit.test_generated_versions import _draw_beside_as_1_21_did

    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        oslo = b.retain("I live in Oslo.", extract=False).memory_ids[0]
        path = b.db_path
    _draw_beside_as_1_21_did(path, oslo)
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 1, what="the memory listed")
    assert run(select_memory(w, oslo))
    versions = w.detail.versions
    wait_until(lambda: versions.count() == 1, what="the history of the memory")
    line = versions.item(0).text()
    assert line.startswith("v1 · added; facts drawn by Mnemosyne · "), line


def test_history_says_which_model_drew_the_facts(qtbot, make_window):
    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.gui.views.wiring import select_memory
    from tests.unit.test_facts_drawn_again import ModelA, draw

    with MemoryBrain(scope="default", extractor=ModelA(), embedder="none") as b:
        rex = b.retain("I have a dog called Rex.", extract=False).memory_ids[0]
        draw(b, [rex])
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 1, what="the memory listed")
    assert run(select_memory(w, rex))
    versions = w.detail.findChild(type(w.detail.versions), "versionList")
    wait_until(lambda: versions.count() == 2, what="the history of the memory")
    line = versions.item(0).text()  # newest first
    assert line.startswith("v2 · facts drawn by rules-a (generated) · "), line
