"""Issue 30, items 2-6: settings checked before saving, a store whose model cannot load still
opens with a banner, the table serves reading, menus and keyboard reach every action, the window
fits small screens, and the person's own writes go before the agents'."""

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QScrollArea, QToolBar, QToolButton

from mnemosyne_app import MemoryBrain, paths, qt_async
from mnemosyne_app.gui import accessibility, window_state
from mnemosyne_app.gui.main_window import DEFAULT_SIZE, MINIMUM_SIZE
from mnemosyne_app.gui.panels.settings_panel import settings_store
from tests.gui.finding import newest
from tests.gui.waiting import pump, wait_until


def seed(texts, scope="default"):
    with MemoryBrain(scope=scope, extractor="none", embedder="none") as b:
        return [r.memory_ids[0] for r in b.retain_batch(list(texts), extract=False).results]


def bad_gguf(tmp_path):
    path = tmp_path / "broken.gguf"
    path.write_bytes(b"this is not a model at all" * 100)
    return path


# -- 2. settings and a model that cannot load --------------------------------------------------
def test_a_corrupt_model_file_is_refused_and_not_written_to_settings(qtbot, make_window, tmp_path):
    seed(["a note"])
    w = make_window()
    panel = w.settings_panel
    store = settings_store()
    before = store.value("model", "bundled")
    panel.model.setCurrentText(str(bad_gguf(tmp_path)))
    panel.findChild(type(panel.save), "settingsSave").click()
    problem = panel.findChild(type(panel.problem), "settingsProblem").text()
    assert "Not saved" in problem and "GGUF" in problem
    store.sync()
    assert settings_store().value("model", "bundled") == before


def test_a_data_directory_that_cannot_be_made_is_refused_and_not_remembered(qtbot, make_window):
    seed(["a note"])
    w = make_window()
    panel = w.settings_panel
    location = paths.config_dir() / "location.json"
    before = location.read_text() if location.exists() else None
    panel.data_dir.setText("/proc/no-data-dir-can-live-here")
    panel.findChild(type(panel.save), "settingsSave").click()
    problem = panel.findChild(type(panel.problem), "settingsProblem").text()
    assert "Not saved" in problem and "cannot be made" in problem
    assert (location.read_text() if location.exists() else None) == before  # was: remembered for the next start
    assert w.session.is_open and w.session.scope == "default"


def test_a_store_whose_model_cannot_load_opens_with_a_banner_and_a_fix_button(qtbot, make_window, tmp_path):
    seed(["tea with lemon", "coffee black"])
    w = make_window(settings={"model": str(bad_gguf(tmp_path))})
    assert w.session.is_open and w.session.scope == "default"
    wait_until(lambda: w.model.rowCount() == 2, what="the rows of the store")
    banner = w.findChild(type(w.model_banner), "modelBanner")
    wait_until(banner.isVisible, what="the banner")
    assert "not a GGUF" in banner.text.text() and "keyword search" in banner.text.text()
    qtbot.keyClicks(w.search, "lemon")  # keyword search works without the model
    wait_until(lambda: w.model.rowCount() == 1, what="the keyword hit")
    w.findChild(type(banner.fix), "modelBannerFix").click()
    assert w.dock.isVisible() and w.panels.currentWidget() is w.settings_panel


def test_choosing_a_working_model_takes_the_banner_away(qtbot, make_window, tmp_path):
    seed(["tea with lemon"])
    w = make_window(settings={"model": str(bad_gguf(tmp_path))})
    banner = w.findChild(type(w.model_banner), "modelBanner")
    wait_until(banner.isVisible, what="the banner")
    banner.fix.click()
    w.settings_panel.model.setCurrentText("sentences")
    w.settings_panel.save.click()
    wait_until(lambda: not banner.isVisible(), what="the banner to go")
    assert w.session.is_open and w.session.model_problem == ""
    wait_until(lambda: w.model.rowCount() == 1, what="the rows again")


def test_the_window_opens_another_scope_when_the_asked_one_cannot_open(qtbot, make_window):
    seed(["kept safe"], scope="work")
    seed(["will be damaged"], scope="default")
    db = next(p for p in paths.data_dir().rglob("default*") if p.is_file() and p.stat().st_size > 1000)
    db.write_bytes(b"\0garbage" * 4096)
    w = make_window()
    wait_until(lambda: w.session.scope == "work", what="the other scope to open")
    assert w.scope_box.currentText() == "work" and w.model.rowCount() == 1


# -- 3. the table serves reading ---------------------------------------------------------------
def test_the_text_column_takes_the_room_and_widths_are_remembered(qtbot, make_window):
    seed([f"a fairly long memory text number {i} to read in the table" for i in range(30)])
    w = make_window()
    w.resize(1024, 640)
    pump(0.1)
    header = w.table.horizontalHeader()
    others = [w.table.columnWidth(c) for c in range(1, w.model.columnCount())]
    text = w.table.columnWidth(0)
    assert text > 1.5 * max(others) and text >= 200, (text, others)  # was ~95 px at this size
    assert text + sum(others) <= w.table.viewport().width() + 1  # and nothing pushed off the edge
    w.resize(1366, 740)
    pump(0.1)
    assert w.table.columnWidth(0) >= text + 220  # the text takes most of the 342 px the window gains
    assert all(header.sectionResizeMode(c) == header.ResizeMode.Interactive for c in range(w.model.columnCount()))
    w.table.setColumnWidth(2, 177)  # as a drag does
    window_state.save(w)
    again = make_window()
    assert again.table.columnWidth(2) == 177


def test_a_search_starts_at_the_top_with_the_best_hit_selected(qtbot, make_window):
    seed([f"filler memory {i} about nothing much" for i in range(300)] + ["the Brompton bike is green"])
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 301, what="all rows")
    w.table.setCurrentIndex(w.model.index(250, 0))
    w.table.scrollTo(w.model.index(250, 0))
    assert w.table.verticalScrollBar().value() > 0
    qtbot.keyClicks(w.search, "memory")
    wait_until(lambda: w.count.text().endswith("hits") and w.table.currentIndex().row() == 0, what="the hits")
    assert w.table.verticalScrollBar().value() == 0
    assert "memory" in w.model.data(w.model.index(0, 0)).lower()


def test_an_edited_row_stays_and_a_background_insert_keeps_the_selection(qtbot, make_window):
    seed([f"memory {i}" for i in range(6)])
    w = make_window(settings={"timing": "async"})
    wait_until(lambda: w.model.rowCount() == 6, what="all rows")
    w.table.setCurrentIndex(w.model.index(3, 0))
    mid = w.model.memory_id_at(3)
    qt_async.spawn(w.session.update(mid, text="memory 3, edited"))
    wait_until(lambda: "edited" in (w.model.data(w.model.index(3, 0)) or ""), what="the edit in place")
    assert w.model.memory_id_at(3) == mid and w.selected_id() == mid  # not moved to the top
    w.session.brain.retain("an agent's write that lands meanwhile", fast=True, extract=False)  # not the person's
    wait_until(lambda: w.model.rowCount() == 7 and w.model.waiting_count == 0, what="the new row")
    assert w.selected_id() == mid and w.model.memory_id_at(0) != mid


def test_the_match_mark_is_in_the_tooltip_not_before_the_text(qtbot, make_window):
    from mnemosyne_app.gui.views.hits import hit_html, hit_tooltip

    seed(["My bike is a green Brompton"])
    w = make_window()
    qtbot.keyClicks(w.search, "Brompton")
    wait_until(lambda: w.count.text() == "1 hit", what="the hit")
    hit = w.session.last_hits[w.model.memory_id_at(0)]
    assert hit_html(hit.text, hit, w.table.palette()).startswith("My bike")
    assert hit_tooltip(hit.text, hit).startswith("Matched by words")


# -- 4. menus, shortcuts, keyboard ------------------------------------------------------------
def test_every_view_and_action_is_in_a_menu_with_a_shortcut(qtbot, make_window):
    w = make_window()
    in_menus = {a for menu in w.menuBar().findChildren(type(w.menuBar().addMenu("x"))) for a in menu.actions()}
    for name in ("conversations", "profile", "duplicates", "panels", "verify", "flush", "lock", "import",
                 "export", "settings", "new", "undo", "redo", "delete"):
        action = w.actions_by_name[name]
        assert action in in_menus, name
        assert not action.shortcut().isEmpty(), name
    w.dock.hide()
    w.actions_by_name["settings"].trigger()
    assert w.dock.isVisible() and w.panels.currentWidget() is w.settings_panel
    for name, view in (("conversations", w.conversations), ("profile", w.profile), ("duplicates", w.duplicates)):
        w.actions_by_name[name].trigger()
        wait_until(view.isVisible, what=name)
        view.activateWindow()
        qtbot.keyClick(view, Qt.Key.Key_Escape)
        wait_until(lambda: not view.isVisible(), what=f"Esc to close {name}")


def test_toolbar_buttons_are_in_the_tab_chain_and_keep_their_width(qtbot, make_window):
    seed([f"memory {i}" for i in range(3)])
    w = make_window()
    bar = w.findChild(QToolBar, "actions")
    buttons = [b for b in bar.findChildren(QToolButton) if b.defaultAction() is not None and b.isVisible()]
    assert buttons and all(b.focusPolicy() & Qt.FocusPolicy.TabFocus for b in buttons)
    assert all(b.accessibleName() for b in buttons)
    undo_button = bar.findChild(QToolButton, "undoToolButton")
    widths = {b.objectName(): b.width() for b in buttons}
    w.table.selectAll()
    w.actions_by_name["delete"].trigger()
    wait_until(lambda: w.undo_stack.count() == 1 and not w.bulk_ops.running, what="the delete")
    pump(0.05)
    assert undo_button.text() == "Undo"
    assert {b.objectName(): b.width() for b in buttons} == widths


def test_every_interactive_widget_has_an_accessible_name(qtbot, make_window):
    w = make_window()
    missing = [f"{type(x).__name__} {x.objectName()!r}" for x in accessibility.interactive(w) if not x.accessibleName()]
    assert not missing, missing


def test_tab_leaves_the_table_and_every_stop_of_the_chain_has_a_name(qtbot, make_window):
    seed([f"memory {i}" for i in range(50)])
    w = make_window()
    w.table.setFocus()
    w.table.selectRow(0)
    qtbot.keyClick(w.table, Qt.Key.Key_Tab)  # was: the next cell, and so on through every row
    assert QApplication.focusWidget() is not w.table
    w.search.setFocus()
    stops = []
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        stops.append(QApplication.focusWidget())
    assert w.table in stops and stops.count(w.table) == 1
    assert all(x.objectName() for x in stops), [type(x).__name__ for x in stops if not x.objectName()]


def test_the_new_memory_dialog_saves_with_ctrl_enter_and_asks_before_discarding(qtbot, make_window):
    w = make_window()
    editor = w.new_memory()
    qtbot.keyClicks(editor.text, "saved from the keyboard")
    qtbot.keyClick(editor.text, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    wait_until(lambda: not editor.isVisible(), what="Ctrl+Enter to save")
    assert w.session.brain.stats()["memories"] == 1

    editor = w.new_memory()
    qtbot.keyClicks(editor.text, "half a thought")
    qtbot.keyClick(editor.text, Qt.Key.Key_Escape)
    wait_until(lambda: editor.discard_box is not None and editor.discard_box.isVisible(), what="the question")
    assert editor.isVisible()
    editor.discard_box.findChild(type(editor.save_button), "keepEditingButton").click()
    pump(0.05)
    assert editor.isVisible() and editor.text.toPlainText() == "half a thought"
    qtbot.keyClick(editor.text, Qt.Key.Key_Escape)
    wait_until(lambda: editor.discard_box.isVisible(), what="the question again")
    editor.discard_box.findChild(type(editor.save_button), "discardButton").click()
    wait_until(lambda: not editor.isVisible(), what="the dialog to close")
    assert w.session.brain.stats()["memories"] == 1


def test_the_wheel_does_not_change_a_setting_it_only_passes_over(qtbot, make_window):
    w = make_window()
    combo = w.settings_panel.durability
    before = combo.currentText()
    w.search.setFocus()
    event = QWheelEvent(QPointF(5, 5), QPointF(combo.mapToGlobal(QPoint(5, 5))), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(combo, event)
    assert combo.currentText() == before


# -- 5. small screens -------------------------------------------------------------------------
def test_the_window_fits_a_laptop_and_shrinks_to_800_by_600(qtbot, make_window):
    w = make_window()
    assert not w.restored and (w.width(), w.height()) == DEFAULT_SIZE
    assert DEFAULT_SIZE[1] + 30 + 40 <= 768 and DEFAULT_SIZE[0] <= 1366  # with a title bar and a taskbar
    assert MINIMUM_SIZE[0] <= 800 and MINIMUM_SIZE[1] <= 600
    assert w.minimumSizeHint().width() <= 800 and w.minimumSizeHint().height() <= 600
    w.resize(800, 600)
    pump(0.1)
    assert (w.width(), w.height()) == (800, 600)
    for widget in (w.search, w.table, w.detail, w.scope_box, w.menuBar()):
        assert widget.isVisible() and widget.width() > 40 and widget.height() > 10, widget.objectName()


# -- 6. the person goes first -----------------------------------------------------------------
def test_the_persons_note_is_not_queued_behind_agents_writes(qtbot, make_window, monkeypatch):
    from mnemosyne_app.gui.session import Session
    from tests.store_access import conn_of

    options = Session._brain_options  # a worker a little slower than a model call, so the burst waits
    monkeypatch.setattr(Session, "_brain_options", lambda self: options(self).replace(worker_delay=0.004))
    w = make_window(settings={"timing": "async"})
    brain = w.session.brain
    assert brain.hot_path("status")["enabled"]
    for i in range(250):  # an agent's burst, through the same queue
        brain.retain(f"agent write {i}", fast=True, extract=False)
    editor = w.new_memory()
    editor.text.setPlainText("my own note")
    editor.save_button.click()
    wait_until(lambda: not editor.isVisible(), what="the note queued")
    brain.hot_path("flush", timeout=60)
    order = [t for (t,) in conn_of(brain).execute("SELECT text FROM memories ORDER BY rid")]
    assert len(order) == 251
    assert order.index("my own note") < 125, order.index("my own note")  # not after all 250


# -- 7. smaller things ------------------------------------------------------------------------
def test_the_async_toggle_is_remembered_for_the_next_start(qtbot, make_window):
    w = make_window()
    w.queue_status.async_toggle.setChecked(True)
    wait_until(lambda: w.session.brain.hot_path("status")["enabled"], what="async writes on")
    assert settings_store().value("timing") == "async" and w.session.settings["timing"] == "async"


def test_the_welcome_import_button_opens_the_file_picker(qtbot, make_window):
    w = make_window()
    w.dock.hide()
    w._import_from_welcome()
    assert w.dock.isVisible() and w.panels.currentWidget() is w.archive
    wait_until(lambda: w.archive._dialog.isVisible(), what="the file picker")
    w.archive._dialog.reject()


def test_a_new_note_is_selected_and_scrolled_into_view(qtbot, make_window):
    seed([f"older memory {i}" for i in range(200)])
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 200, what="all rows")
    w.table.setCurrentIndex(w.model.index(150, 0))
    w.table.scrollTo(w.model.index(150, 0))
    editor = w.new_memory()
    editor.text.setPlainText("the note I just wrote")
    editor.save_button.click()
    wait_until(lambda: w.detail.memory is not None and w.detail.memory.text == "the note I just wrote",
               what="the new note selected")
    row = w.table.currentIndex().row()
    assert w.model.data(w.model.index(row, 0)) == "the note I just wrote"
    assert w.table.visualRect(w.model.index(row, 0)).intersects(w.table.viewport().rect())


def test_an_export_to_a_bare_name_says_where_it_went_and_that_it_is_not_encrypted(qtbot, make_window, tmp_path,
                                                                                   monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "person"))
    (tmp_path / "person").mkdir()
    seed(["exported note"])
    w = make_window()
    panel = w.archive
    panel.export_path.setText("my-memories.json")
    panel.export_button.click()
    result = w.findChild(type(panel.export_result), "exportResult")
    wait_until(lambda: "exported" in result.text(), what="the export")
    where = tmp_path / "person" / "my-memories.json"
    assert where.is_file() and str(where) in result.text() and "not encrypted" in result.text()
    assert w.findChild(type(panel.show_folder), "exportShowFolder").isVisibleTo(panel)


def test_the_conversations_count_follows_its_filter(qtbot, make_window):
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.paste_conversation("user: how do I prune tomatoes?\nassistant: pinch the side shoots")
        b.paste_conversation("user: best train to Porto?\nassistant: the Alfa Pendular")
    w = make_window()
    w.actions_by_name["conversations"].trigger()
    view = w.conversations
    wait_until(lambda: view.list.topLevelItemCount() == 2, what="two conversations")
    assert view.count.text() == "2 conversations"
    first = view.list.topLevelItem(0).text(0)
    view.filter.setText(first[:12])
    assert view.count.text().startswith("1 of 2") or view.count.text().startswith("2 of 2")
    hidden = sum(view.list.topLevelItem(i).isHidden() for i in range(2))
    assert view.count.text().startswith(f"{2 - hidden} of 2")
    view.filter.setText("no such conversation at all")
    assert view.count.text() == "0 of 2 conversations"


def test_the_conversations_filter_finds_words_said_in_the_turns_not_only_titles(qtbot, make_window):
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.paste_conversation("user: how do I prune tomatoes?\nassistant: pinch the side shoots weekly")
        b.paste_conversation("user: best train to Porto?\nassistant: the Alfa Pendular")
    w = make_window()
    w.actions_by_name["conversations"].trigger()
    view = w.conversations
    wait_until(lambda: view.list.topLevelItemCount() == 2, what="two conversations")
    qtbot.keyClicks(view.filter, "side shoo")  # said by the assistant, in no title; the last word half typed
    wait_until(lambda: view.count.text() == "1 of 2 conversations", what="the turn search")
    shown = [view.list.topLevelItem(i) for i in range(2) if not view.list.topLevelItem(i).isHidden()]
    assert "tomatoes" in shown[0].text(0)
    view.filter.setText("pendular")
    wait_until(lambda: view.count.text() == "1 of 2 conversations", what="the other one")
    shown = [view.list.topLevelItem(i) for i in range(2) if not view.list.topLevelItem(i).isHidden()]
    assert "Porto" in shown[0].text(0)


def test_the_unlock_dialog_is_wide_enough_and_a_refused_passphrase_is_selected_to_retype(qtbot):
    from mnemosyne_app.gui.unlock import PassphraseDialog

    dialog = PassphraseDialog("Unlock Mnemosyne", "This data directory is encrypted. Type its passphrase.",
                              check=lambda text: None if text == "right" else "wrong passphrase")
    qtbot.addWidget(dialog)
    dialog.open()
    assert dialog.width() >= 440 and dialog.minimumWidth() >= dialog.fontMetrics().horizontalAdvance("Unlock Mnemosyne")
    dialog.field.setText("wrong one")
    dialog._try()
    wait_until(lambda: "wrong passphrase" in dialog.problem.text(), what="the refusal")
    assert dialog.field.selectedText() == "wrong one"  # typing replaces it
    dialog.field.insert("right")
    assert dialog.field.text() == "right"
    dialog._try()
    wait_until(lambda: not dialog.isVisible(), what="the accepted dialog")


def test_history_shows_fact_changes_in_words_not_python_dicts():
    from mnemosyne_app.gui.detail_pane import version_diff

    before = {"text": "I live in Austin", "facts": [{"text": "lives in Austin", "attribute": "home"}]}
    after = {"text": "I live in Austin", "facts": [{"text": "lives in Austin", "attribute": "home",
                                                   "superseded_by": "abc"}, {"text": "likes tea"}]}
    shown = version_diff(before, after)
    assert "lives in Austin (replaced)" in shown and "likes tea" in shown
    assert "{" not in shown and "attribute" not in shown


def test_the_bulk_edit_dialog_asks_before_dropping_typed_tags(qtbot, make_window):
    seed(["one", "two"])
    w = make_window()
    wait_until(lambda: w.model.rowCount() == 2, what="rows")
    w.table.selectAll()
    w.actions_by_name["bulk_edit"].trigger()
    dialog = newest(w, "bulkEditDialog")
    dialog.add.setText("travel")
    dialog.reject()  # Esc or Cancel
    assert dialog.isVisible() and dialog.discard_box.isVisible()
    dialog.discard_box.findChild(type(dialog.buttons.buttons()[0]), "discardButton").click()
    wait_until(lambda: not dialog.isVisible(), what="the dialog to close")
    assert w.undo_stack.count() == 0


def test_the_merged_views_entities_agents_vault_and_extract_are_in_the_menus(qtbot, make_window):
    """Issues 28, 34 and 35 added Entities, the Agents panel and the vault after the menu bar was
    made: each is in a menu with its own shortcut, and each opens what it names."""
    w = make_window()
    menus = {m.objectName(): m.actions() for m in w.menuBar().findChildren(type(w.menuBar().addMenu("x")))}
    shortcuts = {}
    for name, menu in (("entities", "viewMenu"), ("agents", "viewMenu"), ("vault", "viewMenu"),
                       ("extract_facts", "toolsMenu")):
        action = w.actions_by_name[name]
        assert action in menus[menu], name
        assert not action.shortcut().isEmpty(), name
        shortcuts[name] = action.shortcut().toString()
    every = [a.shortcut().toString() for a in w.actions_by_name.values() if not a.shortcut().isEmpty()]
    assert len(every) == len(set(every)), every  # no two actions share keys
    w.dock.hide()
    w.actions_by_name["agents"].trigger()
    assert w.dock.isVisible() and w.panels.currentWidget() is w.agents_panel
    w.actions_by_name["vault"].trigger()
    assert w.panels.currentWidget() is w.settings_panel
    folder = w.findChild(QLineEdit, "vaultFolder")
    area = w.findChild(QScrollArea, "panelArea_Settings")

    def in_sight():
        top = folder.mapTo(area.viewport(), folder.rect().topLeft()).y()
        return 0 <= top < area.viewport().height()
    wait_until(in_sight, what="the vault folder scrolled into sight")
    w.actions_by_name["entities"].trigger()
    wait_until(w.entities.isVisible, what="Entities")
    w.entities.activateWindow()
    qtbot.keyClick(w.entities, Qt.Key.Key_Escape)
    wait_until(lambda: not w.entities.isVisible(), what="Esc to close Entities")
