"""Locking the window of an encrypted data dir (issue 20): Ctrl+L, or a time without input
(Settings → "Lock after idle (minutes)", off by default), closes the store and forgets every
memory text the window holds, until the passphrase is given again in the unlock dialog.

Why each step: a lock that only covers the screen would still leave the open store (its key in
SQLite's memory, the brain's vector cache) and the Python structures (table rows, search hits,
the detail pane) for anyone at the unlocked laptop or reading its memory. So the store is closed
(the brain, and with it its vector cache, is dropped), the agents' HTTP API is stopped (it serves
that store), the passphrase itself is forgotten, and every view that showed memory text is
emptied. For a plain data dir there is nothing a lock could protect: the action is disabled and
says why.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolBar, QVBoxLayout, QWidget

from mnemosyne_app import passphrase as sources
from mnemosyne_app import paths, qt_async
from mnemosyne_app.core import library
from mnemosyne_app.gui.unlock import PassphraseDialog, wrong_passphrase

SHORTCUT = "Ctrl+L"
SETTING = "auto_lock_minutes"  # 0: never (the default)
# What counts as the person being there: input, not repaints or timers.
ACTIVITY = {QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress, QEvent.Type.MouseMove, QEvent.Type.Wheel,
            QEvent.Type.TouchBegin, QEvent.Type.TabletPress}
PLAIN_TIP = ("Your memories are not encrypted, so there is nothing a lock could keep out: "
             "Settings → Encrypt my memories… first")
# Actions that stay usable while locked: the lock itself (it unlocks) and quitting.
KEPT = {"lock", "quit"}


def reading_windows(window) -> tuple:
    """The windows of their own that show memory text: locked, each is hidden and emptied."""
    return window.conversations, window.profile, window.entities, window.duplicates


class LockedScreen(QWidget):
    """What the window shows while locked: no memory, one way back in."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("lockedScreen")
        self.unlock = QPushButton(f"Unlock… ({SHORTCUT})", objectName="unlockButton")
        self.unlock.setAccessibleName("Unlock")
        self.setAccessibleName("Mnemosyne is locked")
        box = QVBoxLayout(self)
        box.addStretch(1)
        box.addWidget(QLabel("Mnemosyne is locked: your memories are closed.\n"
                             "Give the passphrase to open them again.",
                             alignment=Qt.AlignmentFlag.AlignCenter))
        box.addWidget(self.unlock, 0, Qt.AlignmentFlag.AlignCenter)
        box.addStretch(1)


class WindowLock(QObject):
    """Ctrl+L and the idle timer for ``window`` (a MainWindow)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("windowLock")
        self.window = window
        self.locked = False
        self.scope: str | None = None  # the scope to open again on unlock
        self.api_port: int | None = None  # the agents' API was on (this port) when locking
        self.central: QWidget | None = None  # the window's own central widget, set aside while locked
        self.dock_shown = True
        self.dialog: PassphraseDialog | None = None
        self.screen = LockedScreen()
        self.screen.unlock.clicked.connect(self.ask)
        self.action = QAction("Lock", window)
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.triggered.connect(self.toggle)
        window.addAction(self.action)
        bar = window.findChild(QToolBar, "actions")
        if bar is not None:
            bar.addAction(self.action)
        window.actions_by_name["lock"] = self.action
        for view in reading_windows(window):  # Ctrl+L pressed there locks too, as their Ctrl+Z undoes
            view.addAction(self.action)
        self.idle = QTimer(self, singleShot=True)
        self.idle.timeout.connect(lambda: qt_async.spawn(self.lock()))
        QApplication.instance().installEventFilter(self)
        window.session.changed.connect(lambda ch: self.refresh() if ch.scope else None)  # (also after encrypt/decrypt)
        # after the window has taken the saved values (its slot may be connected after this one)
        window.settings_panel.saved.connect(lambda _values: QTimer.singleShot(0, self.refresh))
        self.refresh()

    @property
    def root(self) -> Path:
        return paths.data_dir(self.window.session.data_dir)

    def encrypted(self) -> bool:
        return library.is_encrypted(self.root)

    def idle_ms(self) -> int:
        """The idle time before locking, from the settings; 0 for never."""
        try:
            minutes = float(self.window.session.settings.get(SETTING, 0) or 0)
        except (TypeError, ValueError):
            return 0
        return max(0, int(minutes * 60_000))

    def refresh(self) -> None:
        """The action's state and the idle timer follow the data dir and the settings."""
        encrypted = self.encrypted()
        self.action.setEnabled(encrypted or self.locked)
        self.action.setText("Unlock…" if self.locked else "Lock")
        self.action.setToolTip(f"Unlock: give the passphrase ({SHORTCUT})" if self.locked
                               else f"Close your memories until the passphrase is given again ({SHORTCUT})"
                               if encrypted else PLAIN_TIP)
        ms = self.idle_ms()
        if encrypted and ms and not self.locked:
            self.idle.start(ms)
        else:
            self.idle.stop()

    def eventFilter(self, watched, event) -> bool:
        if event.type() in ACTIVITY and self.idle.isActive():
            self.idle.start()  # the person is here: the idle time starts again
        return False

    def toggle(self) -> None:
        if self.locked:
            self.ask()
        else:
            qt_async.spawn(self.lock())

    # -- locking -----------------------------------------------------------------------------
    async def lock(self) -> None:
        w = self.window
        if self.locked or not self.encrypted():
            return
        self.locked = True
        self.idle.stop()
        await w.bulk_ops.cancel_and_wait()  # a bulk change under way is stopped, not landed behind the lock
        if w.detail.is_dirty():
            await w.edits.save()  # an edit in hand is kept if it can be; the lock happens either way
        session = w.session
        self.scope = session.scope
        self.api_port = w.events.api.server_address[1] if w.events.api is not None else None
        w.jobs.cancel_all()
        w.stop_api()  # the agents' API serves this store: it goes before the store closes
        if w.events.api is not None:  # (started without its box ticked)
            w.events.set_api(False)
        self._cover()
        self._forget()
        await session.lock()  # the passphrase, the key to everything, is not kept while locked either
        self._forget()  # anything a read in flight brought back meanwhile
        self.refresh()
        w.statusBar().showMessage("locked", 5000)

    def _cover(self) -> None:
        """Set the window's own widgets aside: the locked screen instead, the panels hidden, every
        action but Unlock and Quit off."""
        w = self.window
        self.central = w.takeCentralWidget()
        w.setCentralWidget(self.screen)
        self.screen.show()
        self.dock_shown = w.dock.isVisible()
        w.dock.hide()
        for name, action in w.actions_by_name.items():
            if name not in KEPT:
                action.setEnabled(False)
        w.queue_status.async_toggle.setEnabled(False)  # as its menu action: it would act on the closed store
        for view in reading_windows(w):
            view.hide()
        editor = w.edits.editor
        if editor is not None and editor.isVisible():
            editor.reject()  # a new memory being typed: it was never stored, so nothing is lost from the store

    def _forget(self) -> None:
        """Empty every structure and widget of the window that held memory text."""
        w = self.window
        session = w.session
        session.last_hits, session.last_total = {}, 0
        w.model.clear()
        w.search_timer.stop()
        w.facet_timer.stop()
        for box in (w.search, w.filters, w.search_as_of):
            box.blockSignals(True)
        w.search.clear()
        w.filters.set_choices({})
        w.filters.clear()
        w.search_now.click()  # as the model's own as-of day (cleared): unlocked, the list is now
        for box in (w.search, w.filters, w.search_as_of):
            box.blockSignals(False)
        w.count.setText("")
        w.detail._shown_request += 1  # a load in flight does not fill the pane again
        w.detail.show_memory(None)
        w.detail.set_choices([], [])
        w.events.table.setRowCount(0)
        w.conversations.show_conversations([])
        w.conversations.thread.show_thread([])
        w.conversations.title.setText("")
        w.profile.tree.clear()
        w.profile.heading.setText("")
        for tree in (w.entities.list, w.entities.page, w.duplicates.groups, w.duplicates.merged):
            tree.clear()  # entity names, facts and duplicate texts
        w.entities.page.setHeaderLabels(["", "When"])  # (the page's header names its entity)
        for heading in (w.entities.heading, w.duplicates.heading):
            heading.setText("")
        w.undo_stack.clear()  # its commands hold memory texts (edits, deletions)
        w.statusBar().clearMessage()

    # -- unlocking ---------------------------------------------------------------------------
    def ask(self) -> None:
        """The unlock dialog; a wrong passphrase is refused in it and everything stays locked."""
        if not self.locked or (self.dialog is not None and self.dialog.isVisible()):
            return
        state = library.lock_state(self.root)
        if state is None:  # decrypted by another process meanwhile: nothing to ask for
            qt_async.spawn(self._reopen(None, remember=False))
            return
        self.dialog = dialog = PassphraseDialog(
            "Unlock Mnemosyne", f"Your memories in {self.root} are locked. Give the passphrase.",
            check=wrong_passphrase(state), parent=self.window)
        dialog.accepted.connect(lambda: qt_async.spawn(self._reopen(dialog.value(), dialog.remember.isChecked())))
        dialog.finished.connect(lambda *_: (dialog.field.clear(), dialog.deleteLater()))
        dialog.open()  # never exec() inside the asyncio loop

    async def _reopen(self, text: str | None, remember: bool) -> None:
        w = self.window
        self.dialog = None
        w.session.passphrase = text
        if remember and text:
            await qt_async.in_worker(sources.remember, self.root, text)  # the OS keyring may take a while
        w.takeCentralWidget()  # the locked screen, kept for the next lock
        w.setCentralWidget(self.central)
        self.central = None
        w.dock.setVisible(self.dock_shown)
        for name, action in w.actions_by_name.items():
            if name not in KEPT:
                action.setEnabled(True)
        w.queue_status.async_toggle.setEnabled(True)
        w.actions_by_name["undo"].setEnabled(w.undo_stack.canUndo())  # (cleared at lock: nothing to undo)
        w.actions_by_name["redo"].setEnabled(w.undo_stack.canRedo())
        self.locked = False
        self.refresh()
        if await w.switch_to(self.scope or "default") and self.api_port is not None:
            w.events.api_toggle.blockSignals(True)
            w.events.api_toggle.setChecked(True)
            w.events.api_toggle.blockSignals(False)
            w.events.set_api(True, self.api_port)
        w.search.setFocus()
