"""How the reading windows (Conversations, Profile, Duplicates, Entities), which the main window
builds, are reached and kept current: their toolbar actions, the detail pane's "Open conversation"
and links to the entities its facts name, a fact or turn opening its memory in the table, and the
search count in the header."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QToolBar

from mnemosyne_app import qt_async
from mnemosyne_app.gui.views import bulk


def connect(window) -> None:
    """Wire the window's reading windows to its toolbar, detail pane, panels and table; sets
    nothing on the window (it builds its parts itself, main_window.py)."""
    bar = window.findChild(QToolBar, "actions")
    for name, text, tip, view in (
            ("conversations", "Conversations", "Imported and pasted chats as threads", window.conversations),
            ("profile", "Profile", "What Mnemosyne knows about you: your facts, by kind", window.profile),
            ("duplicates", "Duplicates", "Memories saying the same thing: merge them, or take a merge back",
             window.duplicates),
            ("entities", "Entities", "People, places and things named in your facts, each with its page",
             window.entities)):
        action = QAction(text, window)
        action.setToolTip(tip)
        action.triggered.connect(lambda _=False, v=view: _open(v))
        if bar is not None:
            bar.addAction(action)
        window.actions_by_name[name] = action
    facts = QAction("Extract facts", window)
    facts.setObjectName("extractFactsAction")
    facts.setToolTip("Extract facts from what is already stored: the selected memories, or else every message "
                     "of yours and every note (in the background, with Pause and Stop; each memory once per model)")
    facts.triggered.connect(lambda: qt_async.spawn(_extract_facts(window)))
    if bar is not None:
        bar.addAction(facts)
    window.actions_by_name["extract_facts"] = facts
    window.detail.thread_requested.connect(lambda mid: qt_async.spawn(window.conversations.open_at(mid)))
    window.detail.entity_requested.connect(lambda name: qt_async.spawn(_open_entity(window.entities, name)))
    for view in (window.conversations, window.profile, window.events, window.duplicates, window.integrity,
                 window.entities, window.detail):
        view.open_memory.connect(lambda mid: qt_async.spawn(select_memory(window, mid)))
    # The reading windows are windows of their own: Ctrl+Z / Ctrl+Shift+Z pressed in one (after a
    # merge in Entities or Duplicates) is the main window's Undo / Redo, the same one op and stack.
    for view in (window.conversations, window.profile, window.duplicates, window.entities):
        view.addActions([window.actions_by_name["undo"], window.actions_by_name["redo"]])
    window.session.changed.connect(
        lambda ch: _refresh_open_views(window) if ch.memories or ch.scope or ch.facts else None)
    window.events.delete_import.connect(
        lambda events, what: qt_async.spawn(_delete_import(window, events, what)))
    # after the window's own count (connected later) has been written
    window.model.loaded.connect(lambda n: QTimer.singleShot(0, lambda: _search_header(window, n)))
    window.model.layoutChanged.connect(lambda *_: _search_header(window, window.model.rowCount()))


async def _extract_facts(window) -> None:
    selected = window.selected_ids()
    try:
        await window.session.extract_facts(memory_ids=selected if len(selected) > 1 else None)
    except Exception:  # no model set, or the scope closed: the session said why in words
        return


async def _delete_import(window, event_ids: list[int], what: str) -> None:
    convs = await window.session.view("written_by", event_ids=event_ids)
    bulk.confirm_delete(window, [m for c in convs for m in c["memory_ids"]], what)


def _search_header(window, n: int) -> None:
    """While searching: the count is honest ("showing 200 of 1,234") and the sort arrow shows
    only once a header re-sorted the hits (they come most relevant first)."""
    header = window.table.horizontalHeader()
    searching = bool(window.model.query.strip())
    header.setSortIndicatorShown(not searching or window.model.search_order is not None)
    if searching:
        total = max(window.session.last_total, n)
        shown = f"{n:,} hit" + ("" if n == 1 else "s") if total <= n else f"showing {n:,} of {total:,} hits"
        window.count.setText(shown + window.as_of_words())  # the order is in the Memory column's header


def bring_forward(widget) -> None:
    widget.show()
    if QGuiApplication.platformName() != "offscreen":  # (that platform has no window stacking to change)
        widget.raise_()
        widget.activateWindow()


def _open(view) -> None:
    bring_forward(view)
    qt_async.spawn(view.reload())


async def _open_entity(view, name: str) -> None:
    """Entities, at the page of ``name`` (a link in a memory's facts)."""
    bring_forward(view)
    await view.reload()
    view.list.clearSelection()
    view.select([name])


def _refresh_open_views(window) -> None:
    for view in (window.conversations, window.profile, window.duplicates, window.entities):
        if view.isVisible():
            qt_async.spawn(view.reload())


async def select_memory(window, memory_id: str) -> bool:
    """Make ``memory_id`` the table's current row (clearing the search, filters and as-of day when
    they hide it) and bring the main window forward; False if the scope does not show it at all."""
    row = window.model.row_of(memory_id)
    if row < 0 and (window.search.text() or window.model.filters or window.model.as_of):
        for widget in (window.search, window.filters, window.search_as_of):
            widget.blockSignals(True)
        window.search.clear()
        window.filters.clear()
        window.search_now.click()  # (was: a memory said after the day searched as of was "no longer in this scope")
        for widget in (window.search, window.filters, window.search_as_of):
            widget.blockSignals(False)
        window.model.query, window.model.filters, window.model.as_of = "", {}, None
        await window.model.reload()
        row = window.model.row_of(memory_id)
    if row < 0:
        window.statusBar().showMessage("that memory is no longer in this scope (deleted or merged)", 6000)
        return False
    index = window.model.index(row, 0)
    window.table.setCurrentIndex(index)
    window.table.scrollTo(index)
    bring_forward(window)
    return True
