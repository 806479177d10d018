"""The Entities view and an entity's page (issue 28): listed with kind and counts, a page with
its facts over time and the memories naming it, and a merge undone by Ctrl+Z."""

from PySide6.QtCore import Qt

from mnemosyne_app import MemoryBrain, qt_async
from tests.gui.waiting import wait_until
from tests.unit.test_entities import seeded
from tests.unit.test_fact_spans import RulesOnly


def names(view) -> list[str]:
    return [view.list.topLevelItem(i).text(0) for i in range(view.list.topLevelItemCount())]


def seeded_store() -> None:
    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        seeded(b)


def entities_window(make_window, shows: str = "Tom Baker"):
    """The main window on a seeded store and its Entities window open, once ``shows`` is listed."""
    seeded_store()
    w = make_window()
    w.actions_by_name["entities"].trigger()
    view = w.entities
    wait_until(lambda: shows in names(view), what="the entities")
    return w, view


def open_page(view, name: str = "Austin", rows: int = 3) -> None:
    view.list.setCurrentItem(view.list.findItems(name, Qt.MatchFlag.MatchExactly)[0])
    wait_until(lambda: view.page.topLevelItemCount() == rows, what=f"{name}'s page")


def select_names(view, wanted: tuple[str, ...]) -> None:
    for i in range(view.list.topLevelItemCount()):
        item = view.list.topLevelItem(i)
        item.setSelected(item.text(0) in wanted)


def test_entities_are_listed_a_page_shows_their_facts_and_a_merge_is_undone(make_window):
    w, view = entities_window(make_window)
    for widget in (view.list, view.page, view.merge):
        assert widget.objectName() and widget.accessibleName()
    before = names(view)
    assert {"Austin", "Denver", "Deloitte", "Tom", "Tom Baker", "Leeds"} <= set(before)
    assert view.list.findItems("Austin", Qt.MatchFlag.MatchExactly)[0].text(1) == "place"
    open_page(view)
    assert view.page.headerItem().text(0) == "Austin"  # the page names whose it is (was: a blank header)
    past = view.page.topLevelItem(1)
    assert past.text(0) == "Was true (1)"
    assert past.child(0).text(0) == "User lives in Austin  →  User moved to Denver"
    assert past.child(0).text(1).endswith("until 2024-06-01 12:00")
    view.list.clearSelection()
    select_names(view, ("Tom", "Tom Baker"))
    assert view.merge.isEnabled()
    view.merge.click()
    wait_until(lambda: "Tom" not in names(view) and "Tom Baker" in names(view), what="the merge")
    assert w.undo_stack.canUndo() and w.undo_stack.undoText() == "merge Tom into Tom Baker"  # (was "1 entities")
    w.undo_stack.undo()
    wait_until(lambda: names(view) == before, what="both entities back")
    # the name the merge took away is selected again, its page shown (was: nothing selected)
    wait_until(lambda: [i.text(0) for i in view.list.selectedItems()] == ["Tom"] and view.shown == "Tom",
               what="Tom selected again")


def test_every_column_of_entities_is_in_sight_at_800_by_500(make_window):
    """Seen in the merged window: fixed column widths put Memories (and the page's When) behind a
    horizontal scroll bar even at the window's own size."""
    w, view = entities_window(make_window, shows="Austin")
    view.resize(800, 500)
    open_page(view)
    for tree in (view.list, view.page):
        header = tree.header()
        wait_until(lambda: header.length() <= tree.viewport().width() + 1, what=f"{tree.objectName()} to fit")
        assert not tree.horizontalScrollBar().isVisible()
        assert all(header.sectionSize(c) >= header.sectionSizeHint(c) - 1 for c in range(1, tree.columnCount()))


def test_an_entity_page_as_of_a_day_and_renaming_in_one_undoable_step(make_window):
    from PySide6.QtCore import QDate

    w, view = entities_window(make_window, shows="Austin")
    for widget in (view.as_of, view.now, view.rename_to, view.rename):
        assert widget.objectName() and widget.accessibleName()
    open_page(view)
    wait_until(lambda: view.page.topLevelItem(0).text(0) == "True now (0)", what="Austin's page now")
    view.as_of.setDate(QDate(2024, 3, 1))  # before the move to Denver
    wait_until(lambda: view.page.topLevelItem(0).text(0).startswith("True on 1 March 2024"), what="the page then")
    then = view.page.topLevelItem(0)
    assert then.text(0) == "True on 1 March 2024 (1, 1 ended since)"
    assert then.child(0).text(0) == "User lives in Austin" and view.page.topLevelItem(1).text(0) == "Was true (0)"
    view.now.click()
    wait_until(lambda: view.page.topLevelItem(0).text(0) == "True now (0)", what="the page now again")

    before = names(view)
    assert not view.rename.isEnabled()  # no new name yet
    view.rename_to.setText("Tom")
    view.list.setCurrentItem(view.list.findItems("Tom", Qt.MatchFlag.MatchExactly)[0])
    assert not view.rename.isEnabled()  # its own name
    view.rename_to.setText("Thomas")
    assert view.rename.isEnabled()
    view.rename.click()
    wait_until(lambda: "Thomas" in names(view) and "Tom" not in names(view), what="the rename")
    assert w.undo_stack.undoText() == "rename Tom to Thomas"
    assert "Tom" in w.session.brain.entity("Thomas")["said_as"]
    w.undo_stack.undo()
    wait_until(lambda: names(view) == before, what="Tom back")
    w.undo_stack.redo()
    wait_until(lambda: "Thomas" in names(view) and "Tom" not in names(view), what="the rename again")


def test_ctrl_z_pressed_in_the_entities_window_undoes_its_merge(qtbot, make_window):
    """Seen using the window: Merge in the Entities window, then Ctrl+Z there did nothing (Undo's
    shortcut lived only in the main window, behind it)."""
    from PySide6.QtWidgets import QApplication

    w, view = entities_window(make_window)
    before = names(view)
    select_names(view, ("Tom", "Tom Baker"))
    view.merge.click()
    wait_until(lambda: "Tom" not in names(view), what="the merge")
    view.activateWindow()
    wait_until(lambda: QApplication.activeWindow() is view, what="the Entities window active")
    qtbot.keyClick(view.list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_until(lambda: names(view) == before, what="both entities back after Ctrl+Z")
    qtbot.keyClick(view.list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    wait_until(lambda: "Tom" not in names(view), what="the merge again after Ctrl+Shift+Z")


def test_an_edit_elsewhere_keeps_the_entity_selected_and_its_page(make_window):
    """Seen using the view as a person: tagging a memory in the main window emptied the page being
    read and took the selection away (every change reloads the list)."""
    w, view = entities_window(make_window, shows="Austin")
    open_page(view)
    reloads, reload = [], view.reload

    async def reload_counted():
        reloads.append(await reload())

    view.reload = reload_counted  # (the change reloads the open views through this attribute)
    qt_async.spawn(w.session.update(w.model.memory_id_at(0), tags=["checked"]))
    wait_until(lambda: reloads, what="the list read again after the edit")
    wait_until(lambda: view.page.topLevelItemCount() == 3 and view.shown == "Austin", what="Austin's page again")
    assert [i.text(0) for i in view.list.selectedItems()] == ["Austin"]
    assert view.page.topLevelItem(1).text(0) == "Was true (1)"


def test_a_memory_links_to_the_pages_of_the_entities_its_facts_name(make_window):
    """The way back from a memory to its entities (the pages list the memories: links both ways):
    its Facts tab names them, as merged, each a link that opens the page."""
    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        seeded(b)
        b.merge_entities(["Tom"], into="Tom Baker")
    w = make_window()
    chess = next(r for r in range(w.model.rowCount()) if "chess" in w.model.data(w.model.index(r, 0)))
    w.table.setCurrentIndex(w.model.index(chess, 0))
    line = w.detail.named
    assert line.objectName() == "factEntities" and line.accessibleName()
    wait_until(lambda: not line.isHidden() and "Tom Baker" in line.text(), what="the names its facts name")
    assert line.text() == 'Names: <a href="Tom%20Baker">Tom Baker</a>'  # "Tom", as merged
    line.linkActivated.emit("Tom%20Baker")
    view = w.entities
    wait_until(lambda: view.isVisible() and view.shown == "Tom Baker" and view.page.topLevelItemCount() == 3,
               what="Tom Baker's page")
    assert [i.text(0) for i in view.list.selectedItems()] == ["Tom Baker"]
    memories = view.page.topLevelItem(2)
    assert "My brother Tom plays chess." in [memories.child(i).text(0) for i in range(memories.childCount())]
    work = next(r for r in range(w.model.rowCount()) if "Deloitte" in w.model.data(w.model.index(r, 0)))
    w.table.setCurrentIndex(w.model.index(work, 0))
    wait_until(lambda: "Deloitte" in line.text(), what="another memory's names")


def test_chinese_names_are_listed_and_a_pets_page_shows_its_end(make_window):
    # (Chinese has no capitals: the names are read by the words that say them, core/read/cjk_names.py)
    import datetime as dt

    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        for day, text in (("2024-01-01", "我家有只猫，名字叫年糕"), ("2024-02-01", "我住在上海"),
                          ("2024-03-01", "年糕上个月去世了")):
            b.retain(text, kind="fact", metadata={"created_at": dt.datetime.fromisoformat(day + "T10:00:00").timestamp()})
    w = make_window()
    w.actions_by_name["entities"].trigger()
    view = w.entities
    wait_until(lambda: {"年糕", "上海"} <= set(names(view)), what="the Chinese entities")
    assert view.list.findItems("年糕", Qt.MatchFlag.MatchExactly)[0].text(1) == "pet"
    open_page(view, "年糕", rows=3)
    assert view.page.topLevelItem(1).child(0).text(0).startswith("用户家有只猫，叫年糕")
