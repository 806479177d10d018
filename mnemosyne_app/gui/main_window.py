"""The main window: scope picker and search over a lazy memory table, the detail pane, the
status bar, and the panels (events, integrity, drills, stats, settings) in a bottom dock."""

from __future__ import annotations

import logging
from pathlib import Path

import shiboken6

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QIcon, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QComboBox, QDockWidget, QFrame, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMainWindow,
    QPushButton, QScrollArea, QSplitter, QTableView, QTabWidget, QToolBar, QVBoxLayout, QWidget,
)

from mnemosyne_app import paths, qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.gui import accessibility, conflict_box, menus, undo, window_state
from mnemosyne_app.gui.bulk_ops import BulkOps
from mnemosyne_app.gui.columns import ColumnFitter
from mnemosyne_app.gui.day_picker import day_picker, picked_day
from mnemosyne_app.gui.model_banner import ModelBanner
from mnemosyne_app.gui.detail_pane import DetailPane
from mnemosyne_app.gui.editing import EditFlow
from mnemosyne_app.gui.empty_state import EmptyState
from mnemosyne_app.gui.filter_bar import FilterBar
from mnemosyne_app.gui.first_run import FirstRunDialog
from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.jobs import BackgroundJobs
from mnemosyne_app.gui.lock import WindowLock
from mnemosyne_app.gui.models.memory_table import MemoryTableModel
from mnemosyne_app.gui.panels.agents_panel import AgentsPanel
from mnemosyne_app.gui.panels.archive_panel import ArchivePanel
from mnemosyne_app.gui.panels.drills_panel import DrillsPanel
from mnemosyne_app.gui.panels.events_panel import EventsPanel
from mnemosyne_app.gui.panels.integrity_panel import IntegrityPanel
from mnemosyne_app.gui.panels.settings_panel import SettingsPanel, load_settings, settings_store
from mnemosyne_app.gui.vault_section import VaultController
from mnemosyne_app.gui.panels.stats_panel import StatsPanel
from mnemosyne_app.gui.scope_actions import ScopeActions
from mnemosyne_app.gui.session import Session
from mnemosyne_app.gui.status_bar import QueueStatus
from mnemosyne_app.gui.sync_window import SyncController
from mnemosyne_app.gui.unlock import EncryptionSettings
from mnemosyne_app.gui.views import bulk
from mnemosyne_app.gui.views import wiring as reading_views
from mnemosyne_app.gui.views.conversations import ConversationsWindow
from mnemosyne_app.gui.views.duplicates import DuplicatesWindow
from mnemosyne_app.gui.views.entities import EntitiesWindow
from mnemosyne_app.gui.views.hits import HitDelegate
from mnemosyne_app.gui.views.profile import ProfileWindow

log = logging.getLogger("mnemosyne.gui")

SHORTCUTS = {
    "search": "Ctrl+F", "new": "Ctrl+N", "paste": "Ctrl+Shift+N", "save": "Ctrl+S", "delete": "Del",
    "undo": "Ctrl+Z", "redo": "Ctrl+Shift+Z", "flush": "Ctrl+Shift+F", "verify": "Ctrl+Shift+I",
    "async": "Ctrl+Shift+A", "quit": "Ctrl+Q",
}


# Fits a 1366x768 laptop with a taskbar, and stays usable at 1024x640 and 800x600.
MINIMUM_SIZE = (780, 560)
# The first start's size: fits 1366x768 with a taskbar (~40 px) and a title bar (~30 px).
DEFAULT_SIZE = (1200, 680)
# The panels' height asked for on a first start (was 130 px: the Events table showed one row).
# The layout gives less when the editor would get under its minimum (gui/detail_pane.py).
PANELS_HEIGHT = 200


def panels_height(window_height: int) -> int:
    """A third of a window taller than the default; PANELS_HEIGHT in the default one."""
    return PANELS_HEIGHT if window_height <= DEFAULT_SIZE[1] else max(PANELS_HEIGHT, window_height // 3)


def first_start_size(available: QSize | None) -> tuple[int, int]:
    """DEFAULT_SIZE, or more on a bigger screen (0.8 of its width and 0.85 of its height, up to
    1600x1000): a 1920x1080 screen gets 1536x884, room for a usable table and panels."""
    if available is None or available.height() <= DEFAULT_SIZE[1] / 0.85:
        return DEFAULT_SIZE
    return (max(DEFAULT_SIZE[0], min(1600, int(available.width() * 0.8))),
            max(DEFAULT_SIZE[1], min(1000, int(available.height() * 0.85))))


class PanelTabs(QTabWidget):
    """The panels, each in a scroll area so that the dock can be made short without squashing
    what is in it; callers name the panels themselves, not their scroll areas."""

    def add_panel(self, panel: QWidget, name: str) -> None:
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidget(panel)
        area.setObjectName("panelArea_" + "".join(c for c in name if c.isalnum()))  # a Tab stop: arrows scroll
        area.setAccessibleName(f"{name} panel")
        self.addTab(area, name)

    def currentWidget(self) -> QWidget | None:
        area = super().currentWidget()
        return area.widget() if isinstance(area, QScrollArea) else area

    def setCurrentWidget(self, panel: QWidget) -> None:
        for i in range(self.count()):
            area = self.widget(i)
            if area is panel or (isinstance(area, QScrollArea) and area.widget() is panel):
                self.setCurrentIndex(i)
                return


class MainWindow(QMainWindow):
    def __init__(self, data_dir=None, scope: str = "default", settings: dict | None = None,
                 welcome: bool = False) -> None:
        super().__init__()
        self.setWindowTitle("Mnemosyne")
        icon = Path(__file__).resolve().parents[2] / "resources" / "icons" / "mnemosyne.svg"
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        self.setMinimumSize(*MINIMUM_SIZE)
        screen = QGuiApplication.primaryScreen()
        self.resize(*first_start_size(screen.availableGeometry().size() if screen else None))
        self.data_dir = data_dir
        self.session = Session(data_dir, settings or load_settings(settings_store(data_dir)), self)
        self.undo_stack = QUndoStack(self)
        self.closing = False
        self.select_next: str | None = None  # a memory written in the New memory dialog, to select once listed
        self.deferred_on_quit: int | None = None
        self._focused_once = False  # the first show puts the cursor in the search box
        self.restored = False  # the window's saved size and place were put back (set at the end)

        # -- top: scope and search; under it, the filters
        self.scope_box = named(QComboBox(editable=True, minimumWidth=120), "scopeBox", "Scope")
        self.scope_box.setToolTip("One database file per scope; type a new name to create one")
        self.rename_scope_button = named(QPushButton("Rename…"), "renameScopeButton", "Rename scope")
        self.rename_scope_button.setToolTip("Give this scope another name (Ctrl+Z gives the old one back)")
        self.remove_scope_button = named(QPushButton("Remove…"), "removeScopeButton", "Remove scope")
        self.remove_scope_button.setToolTip("Move this scope to the removed folder (Ctrl+Z brings it back)")
        self.search = named(QLineEdit(placeholderText="Search memories: keywords and meaning (Ctrl+F)",
                                      clearButtonEnabled=True), "searchBox", "Search memories")
        # As of a day (issue 28): the search finds what the store knew to be true then, as recall(as_of=) does
        self.search_as_of, self.search_now = day_picker(
            "searchAsOf", "Search as of this day: what was true then", "searchAsOfNow", "Search what is true now")
        self.search_as_of.setToolTip("Search as of this day: memories said later are left out, and those no longer "
                                     "true then are marked and listed last")
        self.filters = FilterBar()
        self.count = named(QLabel(), "memoryCount", "Number of memories shown")
        top = QHBoxLayout()
        for w, stretch in ((QLabel("Scope"), 0), (self.scope_box, 0), (self.rename_scope_button, 0),
                           (self.remove_scope_button, 0), (self.search, 1), (QLabel("as of"), 0),
                           (self.search_as_of, 0), (self.search_now, 0)):
            top.addWidget(w, stretch)
        second = QHBoxLayout()
        second.addWidget(self.filters, 1)
        second.addWidget(self.count)

        # -- centre: table | detail
        self.model = MemoryTableModel(self.session, self)
        self.table = named(QTableView(), "memoryTable", "Memories")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(4, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        # Tab leaves the table for the detail pane (rows are walked with the arrows): cell by
        # cell, Tab could not get out of 20,000 rows.
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionMode(QTableView.SelectionMode.ExtendedSelection)  # Shift/Ctrl-click several
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.verticalHeader().hide()
        # Every column can be dragged; the Memory column gets what the others leave
        # (gui/columns.py), and widths a person set are remembered (gui/window_state.py).
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.setHorizontalScrollMode(QTableView.ScrollMode.ScrollPerPixel)
        self.table.setItemDelegateForColumn(0, HitDelegate(self.table))  # search hits: the matched words marked
        self.columns = ColumnFitter(self.table)
        self.detail = named(DetailPane(self.session), "detailPane", "Selected memory")
        self.split = split = QSplitter(objectName="tableDetailSplit")
        split.addWidget(self.table)
        split.addWidget(self.detail)
        # The table (the text) takes most of what the window gains or loses (3 px of 4).
        split.setSizes([820, 360])
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        central = QWidget()
        box = QVBoxLayout(central)
        self.model_banner = ModelBanner(self)
        box.addWidget(self.model_banner)
        box.addLayout(top)
        box.addLayout(second)
        box.addWidget(split, 1)
        self.setCentralWidget(central)

        # -- bottom dock: panels
        self.events = EventsPanel(self.session)
        self.integrity = IntegrityPanel(self.session)
        self.drills = DrillsPanel(self.session)
        self.stats = StatsPanel(self.session)
        self.archive = ArchivePanel(self.session)
        self.settings_panel = SettingsPanel(str(paths.data_dir(data_dir)), self.session.settings,
                                            settings_store(data_dir))
        self.panels = named(PanelTabs(), "panelTabs", "Panels")
        for panel, name in ((self.events, "Events"), (self.integrity, "Integrity"), (self.drills, "Recovery drills"),
                            (self.archive, "Import / Export"), (self.stats, "Stats"), (self.settings_panel, "Settings")):
            self.panels.add_panel(panel, name)
        self.agents_panel = AgentsPanel(self.session)  # issue 34: who may ask, and what each read
        self.panels.add_panel(self.agents_panel, "Agents")
        # The panels are a dock that can be closed (and brought back from the toolbar's
        # "Panels" button); whether it is shown and its height are remembered.
        # Made short, the panels scroll (PanelTabs): their least height is the tabs and a line,
        # which keeps the window's least height in 600 px with the editor's five lines.
        self.panels.setMinimumHeight(80)
        self.dock = dock = named(QDockWidget("Panels", self), "panels", "Panels")
        dock.setWidget(self.panels)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        self.jobs = BackgroundJobs(self.session, self)

        self.queue_status = QueueStatus(self.statusBar(), self.session, self.jobs)
        self.queue_status.async_toggle.toggled.connect(self._remember_timing)
        # Controllers parented to the window, which keeps them (tests find them by objectName).
        SyncController(self, self.settings_panel.sync_section, self.statusBar())
        self.vault = VaultController(self, self.settings_panel.vault_section)
        self.edits = EditFlow(self)
        # -- the reading windows, opened from the toolbar (gui/views/wiring.py connects them)
        self.conversations = ConversationsWindow(self.session, self)
        self.profile = ProfileWindow(self.session, self)
        self.duplicates = DuplicatesWindow(self.session, self.undo_stack, self)
        self.entities = EntitiesWindow(self.session, self.undo_stack, self)
        self._build_actions()
        reading_views.connect(self)
        bulk.add_table_menu(self)  # the table's right-click menu: bulk edit, delete a conversation or source
        WindowLock(self)  # Ctrl+L and auto-lock after idle (encrypted data dirs)
        EncryptionSettings(self)  # Settings → Encrypt (or Decrypt) my memories…
        self.bulk_ops = BulkOps(self)  # big changes and their undo: one op with progress and Cancel
        self.bulk_ops.running_changed.connect(self.queue_status.make_room)
        menus.build(self)

        # -- wiring: views refresh from the one "changed" signal
        self.session.changed.connect(self.on_changed)
        self.session.failed.connect(lambda msg: self.statusBar().showMessage(f"⚠ {msg}", 10000))
        self.table.selectionModel().currentRowChanged.connect(self.edits.current_changed)
        self.search_timer = QTimer(self, singleShot=True, interval=250)
        self.search_timer.timeout.connect(self.apply_filter)
        self.search.textChanged.connect(lambda *_: self.search_timer.start())
        self.filters.changed.connect(self.apply_filter)
        self.search_as_of.dateChanged.connect(lambda _day: self.search_timer.start())  # typed a digit at a time
        # Writes that name their memories add their kinds, tags and sources to the filters at once;
        # others (queued writes landing, an import) refresh them from the whole scope, which
        # reads every row (0.17 s at 100k), so at most once per few seconds.
        self.facet_timer = QTimer(self, singleShot=True, interval=3000)
        self.facet_timer.timeout.connect(lambda: qt_async.spawn(self._refresh_facets()))
        self.scope_box.activated.connect(lambda *_: self.open_scope(self.scope_box.currentText()))
        self.scope_actions = ScopeActions(self)
        self.remove_scope_button.clicked.connect(self.scope_actions.remove)
        self.rename_scope_button.clicked.connect(self.scope_actions.rename)
        self.model.loaded.connect(self._show_count)
        self.empty_state = EmptyState(self.table)
        # A reload (after any change, or a write landing from the queue) keeps what was selected.
        self._kept_selection: tuple[list[str], str | None] = ([], None)
        self._kept_row = -1
        self._kept_offset: int | None = None  # the current row's distance from the top of the view
        self.model.modelAboutToBeReset.connect(self._remember_selection)
        self.model.modelReset.connect(self._restore_selection)
        self.detail.save_requested.connect(self.edits.save_soon)
        self.archive.vectors_wanted.connect(self.jobs.start)
        self.jobs.finished.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.detail.restore_requested.connect(lambda mid, v: qt_async.spawn(self.session.restore(mid, v)))
        self.detail.unmerge_requested.connect(lambda mid: qt_async.spawn(self.session.unmerge(mid)))
        self.detail.conflict.settle_requested.connect(
            lambda mid, keep, by_hand: qt_async.spawn(conflict_box.settle(self, mid, keep, by_hand)))
        self.settings_panel.saved.connect(self.apply_settings)
        self.first_rows_shown = False
        self.model.loaded.connect(self._mark_loaded)
        self.open_scope(scope)
        self.first_run = None
        self.restored = window_state.restore(self)  # False on a first start: showEvent sizes the split
        accessibility.fill_names(self)  # a name a screen reader says, for every input
        self.search.setFocus()  # typing starts a search, not a new scope name
        if welcome:
            self.first_run = FirstRunDialog(data_dir, self.session.settings.get("model", "bundled"), self)
            self.first_run.import_requested.connect(self._import_from_welcome)
            QTimer.singleShot(0, self.first_run.open)

    def _import_from_welcome(self) -> None:
        """The welcome's "Import a chat archive…": the Import panel, with its file picker open."""
        self.dock.show()
        self.panels.setCurrentWidget(self.archive)
        self.archive.pick_file()

    def _remember_timing(self, asynchronous: bool) -> None:
        """The status bar's Async writes toggle is a setting: the next start keeps it."""
        timing = "async" if asynchronous else "sync"
        self.session.settings["timing"] = timing
        self.settings_panel.timing.setCurrentText(timing)
        self.settings_panel.store.setValue("timing", timing)
        self.settings_panel.store.sync()

    # -- actions ---------------------------------------------------------------------------
    def _build_actions(self) -> None:
        bar = QToolBar("Actions", self)
        bar.setObjectName("actions")
        self.addToolBar(bar)
        self.actions_by_name: dict[str, QAction] = {}

        def act(name, text, slot, toolbar=True):
            a = QAction(text, self)
            a.setShortcut(QKeySequence(SHORTCUTS[name]))
            a.setToolTip(f"{text} ({SHORTCUTS[name]})")
            a.triggered.connect(slot)
            self.addAction(a)
            if toolbar:
                bar.addAction(a)
            self.actions_by_name[name] = a
            return a

        act("new", "New memory", lambda: self.new_memory())
        act("paste", "Paste conversation", lambda: self.new_memory(conversation=True))
        act("delete", "Delete", self.delete_selected)
        # Undo and Redo keep their short names (the step they would take is in the tooltip), so
        # the toolbar does not shift; a big step runs as a bulk op and the stack moves when it landed.
        act("undo", "Undo", lambda: qt_async.spawn(self.bulk_ops.move(backwards=True)))
        act("redo", "Redo", lambda: qt_async.spawn(self.bulk_ops.move(backwards=False)))
        self.undo_stack.indexChanged.connect(self.update_undo_actions)
        self.update_undo_actions()
        bar.addSeparator()
        act("flush", "Flush queue", self.queue_status.start_flush)
        act("verify", "Verify integrity", self.verify)
        act("async", "Toggle async writes", lambda: self.queue_status.async_toggle.toggle(), toolbar=False)
        act("search", "Search", lambda: (self.search.setFocus(), self.search.selectAll()), toolbar=False)
        act("save", "Save memory", self.edits.save_soon, toolbar=False)
        panels = self.dock.toggleViewAction()
        panels.setText("Panels")
        panels.setToolTip("Show or hide the panels (events, integrity, import, stats, settings)")
        bar.addSeparator()
        bar.addAction(panels)
        self.actions_by_name["panels"] = panels
        act("quit", "Quit", self.close, toolbar=False)

    def update_undo_actions(self, *_) -> None:
        """Undo/Redo on or off, and the step each would take in its tooltip ("Undo delete 12 memories")."""
        if not shiboken6.isValid(self.undo_stack):
            return  # the window is being destroyed
        busy = getattr(self, "bulk_ops", None) is not None and self.bulk_ops.running
        for name, can, text in (("undo", self.undo_stack.canUndo(), self.undo_stack.undoText()),
                                ("redo", self.undo_stack.canRedo(), self.undo_stack.redoText())):
            action = self.actions_by_name[name]
            action.setEnabled(can and not busy)
            label = name.capitalize() + (f" {text}" if can and text else "")
            action.setToolTip(f"{label} ({SHORTCUTS[name]})")
            action.setStatusTip(label)

    def open_scope(self, scope: str, reopen: bool = False) -> None:
        """Switch to ``scope``. The open one is left alone (the editable picker reports its text
        again whenever it loses focus), unless ``reopen`` asks for new settings to apply."""
        if not reopen and scope == self.session.scope and self.session.is_open:
            return
        qt_async.spawn(self.switch_to(scope))

    def stop_api(self) -> None:
        if self.events.api is not None:  # the API serves one store: stop it before that store closes
            self.events.api_toggle.setChecked(False)

    async def switch_to(self, scope: str) -> bool:
        """Open ``scope`` and show it; False (the open scope stays) if it cannot be opened, or
        if an edit in the open one cannot be saved first."""
        if not await self.edits.save():
            self.scope_box.setCurrentText(self.session.scope or "")
            self.statusBar().showMessage("⚠ the memory being edited cannot be saved: fix it or press Revert, "
                                         "then switch scopes", 10000)
            return False
        self.jobs.cancel_all()  # the old scope's maintenance; the new scope starts its own
        self.stop_api()
        try:
            await self.session.open_scope(scope)
        except Exception as exc:  # already shown in the status bar; the open scope stays open
            self.scope_box.setCurrentText(self.session.scope or "")
            if isinstance(exc, errors.StoreCorruptError):
                self.scope_actions.offer_to_move_aside(scope, exc)
            if not self.session.is_open:  # never a window with no scope while another one opens
                await self._open_another(scope)
            return False
        self.show_scopes(await self.session.scopes() or [scope])
        self.undo_stack.clear()
        self.queue_status.refresh()
        self.jobs.start()
        return True

    async def _open_another(self, failed: str) -> None:
        try:
            names = [n for n in await self.session.scopes() if n != failed]
        except Exception:
            return
        for name in names:
            try:
                await self.session.open_scope(name)
            except Exception:
                continue
            self.show_scopes(await self.session.scopes() or [name])
            self.statusBar().showMessage(f"⚠ scope {failed} could not be opened; {name} is open instead", 15000)
            self.queue_status.refresh()
            self.jobs.start()
            return

    def show_scopes(self, names: list[str]) -> None:
        self.scope_box.blockSignals(True)
        self.scope_box.clear()
        self.scope_box.addItems(names)
        self.scope_box.setCurrentText(self.session.scope or "")
        self.scope_box.blockSignals(False)

    def apply_filter(self) -> None:
        self.model.query = self.search.text()
        self.model.filters = self.filters.values()
        self.model.as_of = picked_day(self.search_as_of)
        qt_async.spawn(self._show_from_top())

    async def _show_from_top(self) -> None:
        """A new search or filter starts at the top with its first (best) row current, not at
        the scroll position of the list it replaced."""
        try:
            await self.model.reload()
        except errors.ScopeClosedError:
            return
        self.table.scrollToTop()
        if self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(0, 0))

    def on_changed(self, changes) -> None:
        if changes.message:
            self.statusBar().showMessage(changes.message, 5000)
        if changes.memories or changes.scope or changes.queue:  # (queued writes are rows too)
            qt_async.spawn(self._refresh_after_change(changes))
        if changes.background:  # new extraction or compaction to run in the background lane
            self.jobs.start()

    async def _refresh_after_change(self, changes) -> None:
        try:
            await self._refresh(changes)
        except errors.ScopeClosedError:
            return  # the scope is being swapped: the next one's own refresh follows

    async def _refresh(self, changes) -> None:
        if changes.scope:  # another store: its own kinds, tags and sources (after its first rows)
            self.filters.blockSignals(True)
            self.filters.clear()
            self.filters.blockSignals(False)
            self.model.filters = {}
        await self.model.apply(changes)  # the rows that changed, not a reset
        if self.select_next is not None:  # a memory the person just wrote: selected and in view
            row = self.model.row_of(self.select_next)
            if row >= 0:
                self.select_next = None
                self.table.setCurrentIndex(self.model.index(row, 0))
                self.table.scrollTo(self.model.index(row, 0))
        # The pane shows the current row (the reload kept or moved it); a memory that changed
        # is read again, unless it is being edited.
        self.edits.sync(reload=self.edits.shown_id() in changes.memory_ids or changes.scope)
        if changes.scope:
            await self._refresh_facets()
        elif changes.memory_ids:
            await self._refresh_facets(changes.memory_ids)
        else:
            self.facet_timer.start()

    async def _refresh_facets(self, memory_ids: list[str] | None = None) -> None:
        if not self.session.is_open:
            return
        try:
            facets = await self.session.facets(memory_ids)
        except errors.ScopeClosedError:
            return
        self.filters.set_choices(facets, merge=memory_ids is not None)
        choices = self.filters.choices()
        self.detail.set_choices(choices["kinds"], choices["tags"])

    def _remember_selection(self) -> None:
        current = self.table.currentIndex()
        self._kept_selection = (self.selected_ids(), self.model.memory_id_at(current.row()) if current.isValid() else None)
        self._kept_row = current.row() if current.isValid() else -1
        # how far below the top of the view the current row is: kept when rows come in above it
        top = self.table.rowAt(0)
        self._kept_offset = current.row() - top if current.isValid() and top >= 0 else None

    def _restore_selection(self) -> None:
        ids, current = self._kept_selection
        self._kept_selection = ([], None)
        wanted = set(ids) | {current} - {None}
        if not wanted:
            return
        rows = {m: r for r, m in enumerate(self.model.ids) if m in wanted}  # one pass, also at 100k rows
        if current is not None and current not in rows and self.model.rowCount():
            # The current memory left the view (deleted, filtered out, expired): its
            # neighbour takes its place, and the detail pane follows.
            row = min(self._kept_row, self.model.rowCount() - 1)
            self.table.setCurrentIndex(self.model.index(row, 0))
            return
        chosen = QItemSelection()
        for m in ids:
            if m in rows:
                chosen.select(self.model.index(rows[m], 0), self.model.index(rows[m], self.model.columnCount() - 1))
        selection = self.table.selectionModel()
        if current in rows:
            selection.setCurrentIndex(self.model.index(rows[current], 0), QItemSelectionModel.SelectionFlag.NoUpdate)
            self._keep_in_place(rows[current])
        selection.select(chosen, QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def _keep_in_place(self, row: int) -> None:
        """Rows a background write added above the current one push it down the list, not down
        the screen: the view scrolls with it, so the next click lands on the memory it aimed at."""
        offset, self._kept_offset = self._kept_offset, None
        if offset is not None and row - offset >= 0:
            self.table.scrollTo(self.model.index(row - offset, 0), QTableView.ScrollHint.PositionAtTop)

    def _mark_loaded(self, n: int) -> None:
        self.first_rows_shown = True
        if n and not self.table.currentIndex().isValid():
            self.table.setCurrentIndex(self.model.index(0, 0))  # something to read straight away
        self.edits.sync()  # nothing current (an empty view): nothing in the pane, Save off

    def _show_count(self, n: int) -> None:
        self.empty_state.update(n, self.model.query.strip(), bool(self.model.filters))
        waiting = self.model.waiting_count
        n -= waiting  # those rows are writes, not memories yet
        if self.model.query:
            self.count.setText(f"{n} hit" + ("" if n == 1 else "s"))
        else:
            self.count.setText(f"{n:,} memor" + ("y" if n == 1 else "ies"))
        self.count.setText(self.count.text() + self.as_of_words())
        if waiting:
            self.count.setText(self.count.text() + f" · {waiting:,} waiting")

    def as_of_words(self) -> str:
        """" as of 15 Jul 2024" while the list is as of a past day (the count says so), else ""."""
        return f" as of {self.search_as_of.date().toString('d MMM yyyy')}" if self.model.as_of else ""

    def selected_id(self) -> str | None:
        index = self.table.currentIndex()
        return self.model.memory_id_at(index.row()) if index.isValid() else None

    def new_memory(self, conversation: bool = False):
        return self.edits.new_memory(conversation)

    def selected_ids(self) -> list[str]:
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [m for m in (self.model.memory_id_at(r) for r in rows) if m is not None]

    ASK_BEFORE_DELETING = 20  # more rows than this (a Ctrl+A, say) are deleted only after asking

    def delete_selected(self) -> None:
        rows = {i.row() for i in self.table.selectionModel().selectedRows()} | {self.table.currentIndex().row()}
        queued = [e for e in (self.model.event_id_at(r) for r in sorted(rows)) if e is not None]
        if queued:  # rows of writes still queued: cancelled (or taken back once saved); Ctrl+Z writes them again
            self.undo_stack.beginMacro("cancel queued writes")
            for event_id in queued:
                self.undo_stack.push(undo.CancelQueued(self.session, event_id))
            self.undo_stack.endMacro()
        ids = self.selected_ids() or [m for m in [self.selected_id()] if m is not None]
        if len(ids) == 1:
            self.undo_stack.push(undo.DeleteMemory(self.session, ids[0]))
        elif len(ids) > self.ASK_BEFORE_DELETING:
            bulk.confirm_delete(self, ids, "the selection")  # the bulk views' confirmation, one undo step
        elif ids:
            qt_async.spawn(self.bulk_ops.push(f"deleting {len(ids)} memories", undo.DeleteMemories(self.session, ids)))

    def verify(self) -> None:
        self.panels.setCurrentWidget(self.integrity)
        self.integrity.start()

    def apply_settings(self, values: dict) -> None:
        values = dict(values)
        new_dir = values.pop("data_dir", "")
        self.session.settings.update(values)
        if new_dir and paths.data_dir(self.data_dir) != paths.data_dir(new_dir):
            paths.choose_data_dir(new_dir)
            self.data_dir = self.session.data_dir = new_dir
            self.statusBar().showMessage(f"data directory is now {paths.data_dir(new_dir)}", 8000)
            self.open_scope("default", reopen=True)
        elif self.session.scope:
            self.open_scope(self.session.scope, reopen=True)

    # -- quitting --------------------------------------------------------------------------
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._focused_once:
            self._focused_once = True
            self.search.setFocus()
            if not self.restored:  # a first start: the table gets two thirds of the width it has now
                total = sum(self.split.sizes())
                self.split.setSizes([total * 2 // 3, total - total * 2 // 3])
                # and the panels a third of the height (PANELS_HEIGHT at least); later starts
                # keep the height the person dragged them to (window_state: the dock's state).
                self.resizeDocks([self.dock], [panels_height(self.height())], Qt.Orientation.Vertical)

    def closeEvent(self, event) -> None:
        if self.closing or not self.session.is_open:
            window_state.save(self)
            event.accept()
            return
        event.ignore()
        if self.detail.is_dirty():  # save the edit first; if it cannot be saved, stay open
            qt_async.spawn(self._save_then_quit())
            return
        # Flush for a bounded time off the GUI thread, then close for real.
        self.closing = True
        self.jobs.cancel_all()
        self.vault.stop()
        # A bulk change still running is cancelled (one transaction: nothing of it is kept), not
        # left to land after the window, and its undo step, are gone.
        self.bulk_ops.stop()
        window_state.save(self)
        depth = self.session.queue_status()["depth"]
        if depth:
            self.statusBar().showMessage(f"finishing {depth} queued writes before quitting (at most 5 s)…")

        if self.events.api is not None:
            self.events.api_toggle.setChecked(False)

        async def shut_down():
            try:
                self.deferred_on_quit = await self.session.close(flush_timeout=5.0)
                if self.deferred_on_quit:
                    log.warning("%d writes deferred to the next start", self.deferred_on_quit)
            finally:
                try:
                    self.close()
                except RuntimeError:  # the window was destroyed meanwhile (Qt already quitting)
                    pass

        qt_async.spawn(shut_down())

    async def _save_then_quit(self) -> None:
        if await self.edits.save():
            self.close()
        else:
            self.statusBar().showMessage("⚠ not quitting: the memory being edited cannot be saved. "
                                         "Fix it or press Revert, then quit.", 15000)

    def save_screenshot(self, path: str) -> int:
        """Render once the first rows are on screen (used by --screenshot)."""
        from PySide6.QtWidgets import QApplication

        self.show()
        loop = qt_async.loop()

        async def wait_loaded():
            import asyncio

            for _ in range(400):
                if self.first_rows_shown and self.session.is_open:
                    break
                await asyncio.sleep(0.025)
            await asyncio.sleep(0.3)  # let the first page of rows and the stats paint

        loop.run_until_complete(wait_loaded())
        QApplication.processEvents()
        ok = self.grab().save(path)
        print(("saved " if ok else "could not save ") + path)
        return 0 if ok else 1
