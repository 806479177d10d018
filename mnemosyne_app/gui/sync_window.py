"""The window's side of sync (issue 21): the Sync section of Settings, the sync state in the
status bar, and "sync every N minutes while open".

A sync is network and SQLite work: it runs on the work thread (Session.sync_now), never on the
GUI thread. The server URL is kept in settings.ini without its password; the password goes
where the CLI keeps it (sync/device.py: the OS keyring where one exists, else an owner-only
file, or the file MNEMOSYNE_SYNC_PASSWORD_FILE names), and never into settings.ini or a log.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt, QTimer
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QPushButton, QSpinBox, QStatusBar

from mnemosyne_app import qt_async
from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.wording import describe

if TYPE_CHECKING:
    from mnemosyne_app.sync.run import RemovedElsewhere, RenamedElsewhere

EVERY_KEY = "sync_every_minutes"  # 0: off (the default)


@dataclass
class SyncState:
    """What the status bar says: where, when last, what waits, and the last error in words."""
    remote: str | None = None
    last_sync: float | None = None
    waiting_to_push: int | None = None
    conflicts: int = 0
    error: str = ""
    running: bool = False
    url: str = ""  # the URL without its password (what the Settings field shows)
    server_id: str | None = None
    new_key: tuple[str, str] | None = None  # (recovery phrase, pairing code): made by this sync, shown once
    sealed: bool = True

    def text(self) -> str:
        if self.running:
            return "sync: syncing…"
        last = "never" if self.last_sync is None else time.strftime("%H:%M", time.localtime(self.last_sync))
        parts = [f"sync: last {last}"]
        if self.waiting_to_push is not None:
            parts.append(f"{self.waiting_to_push:,} change{'' if self.waiting_to_push == 1 else 's'} to push")
        if self.conflicts:
            parts.append(f"{self.conflicts} conflict{'' if self.conflicts == 1 else 's'}")
        if self.error:
            parts.append(f"failed: {self.error}")
        return " · ".join(parts)


# -- work-thread functions (no Qt) ----------------------------------------------------------------
def sync_once(options, scope: str, url: str = "", password: str = "", follow: bool = False,
              join: str = "", rotate: bool = False, brain=None) -> tuple[str, SyncState]:
    """Sync the open scope: the steps are sync/run.py's, as the CLI's are. Returns the report in
    words and the new state. A scope another device renamed raises RenamedElsewhere (it is open:
    its file cannot move); with ``follow`` (the window has closed it) it is renamed here, then
    synced under its new name. One another device removed raises RemovedElsewhere (the window
    closes it, then Session.sync_removed settles it). ``brain``: the open scope's, which the sync
    drives."""
    from mnemosyne_app.sync import run

    done = run.sync(options, run.SyncAsk([scope], remote=url, password=password, join=join, rotate=rotate,
                                         follow=follow, state_after=True), brain=brain)
    found, report = done.states[0], done.reports[0]
    state = SyncState(done.where, found["last_sync"], found["waiting_to_push"], len(found["conflicts"]),
                      url=done.url, server_id=done.server_id, sealed=report.sealed,
                      new_key=(done.new_key.phrase(), done.new_key.pairing_code()) if done.new_key else None)
    return done.text(), state


def local_state(brain, server_id: str | None) -> SyncState | None:
    """The state as this device knows it, without the network (None: no remote configured): the
    engine's status of the open scope, read on the store the window has open (the store thread)."""
    from mnemosyne_app.sync import device

    url = device.saved_remote(brain.root)
    if url is None:  # before the imports below: the server's driver takes ~70 ms to import
        return None
    from mnemosyne_app.sync.server import describe as where

    found = brain.view("sync_state", server_id=server_id)
    return SyncState(where(url), found["last_sync"], found["waiting_to_push"], len(found["conflicts"]), url=url,
                     server_id=found["server_id"])


# -- widgets --------------------------------------------------------------------------------------
class SyncSection(QGroupBox):
    """Settings → Sync: server URL, password (kept out of settings.ini), Sync now, and how often."""

    def __init__(self, store: QSettings, remote: str | None, parent=None) -> None:
        super().__init__("Sync with other devices (PostgreSQL)", parent)
        self.store = store
        self.url = named(QLineEdit(remote or ""), "syncUrl", "Sync server URL")
        self.url.setPlaceholderText("postgresql://me@host/mnemosyne")
        self.password = named(QLineEdit(echoMode=QLineEdit.EchoMode.Password), "syncPassword", "Sync password",
                              "Kept in the OS keyring (or an owner-only file), never in settings.ini")
        self.password.setPlaceholderText("kept in the keyring, not in settings" if remote else "")
        self.every = named(QSpinBox(minimum=0, maximum=24 * 60, suffix=" min", specialValueText="off"),
                           "syncEvery", "Sync every N minutes while the window is open")
        self.every.setValue(int(float(store.value(EVERY_KEY, 0) or 0)))
        self.join = named(QLineEdit(echoMode=QLineEdit.EchoMode.Password), "syncJoinKey",
                          "Recovery phrase or pairing code to join",
                          "Only to join a vault another device synced: the words or code its first sync showed")
        self.join.setPlaceholderText("to join another device's vault: its recovery phrase or pairing code")
        self.now = named(QPushButton("Sync now"), "syncNow", "Sync now", "Push this device's changes, then pull")
        self.rotate = named(QPushButton("Change the sync key"), "syncRotateKey", "Change the sync key",
                            "Seal everything on the server again under a new key, shown once: every other device "
                            "joins again with it, and a lost or removed device can read nothing more")
        self.report = named(QLabel(wordWrap=True), "syncReport", "Last sync")
        # The vault's key, made by its first sync: shown here once, until the person hides it.
        self.key_shown = named(QLabel(wordWrap=True), "syncNewKey", "New sync key",
                               "The recovery phrase and pairing code a new device joins with")
        self.key_shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.key_done = named(QPushButton("I have written it down: hide it"), "syncNewKeyDone", "Hide the sync key")
        self.key_shown.hide()
        self.key_done.hide()
        self.key_done.clicked.connect(self.hide_key)
        form = QFormLayout(self)
        form.addRow("Server URL", self.url)
        form.addRow("Password", self.password)
        form.addRow("Join with", self.join)
        form.addRow("Sync every (while open)", self.every)
        form.addRow(self.now)
        form.addRow(self.rotate)
        form.addRow(self.report)
        form.addRow(self.key_shown)
        form.addRow(self.key_done)
        self.every.valueChanged.connect(self._keep_every)

    def show_key(self, phrase: str, code: str) -> None:
        self.key_shown.setText("This vault's sync key was made now and is shown only this once. Write it down: "
                               "another device joins with it, and without it no device can read what the server "
                               f"holds.\n\nRecovery phrase: {phrase}\n\nPairing code: {code}")
        self.key_shown.show()
        self.key_done.show()

    def hide_key(self) -> None:
        self.key_shown.clear()
        self.key_shown.hide()
        self.key_done.hide()

    def _keep_every(self, minutes: int) -> None:
        self.store.setValue(EVERY_KEY, minutes)
        self.store.sync()


class SyncController(QObject):
    """Runs syncs (the button, the timer) through the session and shows their outcome."""

    def __init__(self, window, section: SyncSection, bar: QStatusBar) -> None:
        super().__init__(window)
        self.setObjectName("syncController")
        self.window, self.session, self.section = window, window.session, section
        self.label = named(QLabel(), "syncStatus", "Sync state", "Last sync, changes waiting to push, errors")
        self.label.hide()  # shown only once a remote is configured
        bar.addPermanentWidget(self.label)
        self.state: SyncState | None = None
        self.server_id: str | None = None
        self.running = False
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.start)
        section.now.clicked.connect(self.start)
        section.rotate.clicked.connect(self.start_rotating)
        section.every.valueChanged.connect(self._schedule)
        self._schedule(section.every.value())
        self.session.changed.connect(self._on_changed)

    def _schedule(self, minutes: int) -> None:
        if minutes > 0:
            self.timer.start(minutes * 60_000)
        else:
            self.timer.stop()

    def show_state(self, state: SyncState | None) -> None:
        self.state = state
        self.label.setVisible(state is not None)
        if state is not None:
            self.label.setText(state.text())
            self.label.setToolTip(f"sync server: {state.remote}")

    def _on_changed(self, changes) -> None:
        if (changes.scope or changes.memories) and not self.running and self.session.brain is not None:
            qt_async.spawn(self.refresh())

    async def refresh(self) -> None:
        """The state from the local store (a write adds to what waits to push)."""
        try:
            state = await self.session.sync_state(self.server_id)
        except Exception:  # a scope being swapped, say: the next change refreshes it
            return
        if state is not None and self.state is not None and self.state.error:
            state.error = self.state.error  # stays until a sync succeeds
        self.show_state(state)

    def start(self) -> None:
        if self.running or self.session.brain is None:
            return
        qt_async.spawn(self.run())

    def start_rotating(self) -> None:
        if self.running or self.session.brain is None:
            return
        qt_async.spawn(self.run(rotate=True))

    async def run(self, rotate: bool = False) -> None:
        from mnemosyne_app.sync.run import RemovedElsewhere, RenamedElsewhere  # (here: the driver is slow to import)

        url, password, join = self.section.url.text(), self.section.password.text(), self.section.join.text()
        self.running = True
        self.section.now.setEnabled(False)
        self.section.rotate.setEnabled(False)
        self.section.report.setText("changing the sync key…" if rotate else "syncing…")
        if self.state is not None:
            self.state.running = True
            self.show_state(self.state)
        try:
            try:
                text, state = await self.session.sync_now(url, password, join, rotate)
            except RenamedElsewhere as moved:
                text, state = await self._follow(moved, url, password, join)
            except RemovedElsewhere as gone:
                text, state = await self._follow_removal(gone, url, password, join)
        except Exception as exc:
            words = describe(exc)
            self.section.report.setText(f"⚠ Sync failed: {words}")
            known = await self._known_state()
            if known is not None:
                known.error = words
            self.show_state(known)
        else:
            self.section.password.clear()  # kept in the keyring or the owner-only file now
            self.section.join.clear()  # the key is kept (keyring or the vault) once the server took it
            if state.new_key is not None:
                self.section.show_key(*state.new_key)
            self.section.url.setText(state.url)
            self.server_id = state.server_id
            self.section.report.setText(text)
            self.show_state(state)
        finally:
            self.running = False
            self.section.now.setEnabled(True)
            self.section.rotate.setEnabled(True)

    async def _follow(self, moved: RenamedElsewhere, url: str, password: str, join: str = ""):
        """Close the scope another device renamed, rename it here too, sync it and open it under
        its new name, as the CLI's sync does."""
        w = self.window
        if not await w.edits.save():
            raise ValueError(f"{moved}: save or revert the memory being edited, then sync again")
        w.jobs.cancel_all()
        w.stop_api()
        try:
            return await self.session.sync_renamed(moved.old, url, password, join)
        finally:
            # Whether or not the rename or the sync after it failed (a scope of the new name here
            # already, the server gone), the window is not left with no scope open: the scope
            # opens under the name its file has now, and the caller shows any error.
            moved_here = moved.old not in await self.session.scopes()
            await w.switch_to(moved.new if moved_here else moved.old)
            if moved_here:
                w.statusBar().showMessage(f"scope {moved.old} was renamed {moved.new} on another device: it is "
                                          f"{moved.new} here too", 10000)

    async def _follow_removal(self, gone: RemovedElsewhere, url: str, password: str, join: str = ""):
        """Close the scope another device removed, send what was written in it, move it aside here
        too (restorable, as a removal made here is) and open another scope, saying so."""
        w = self.window
        if not await w.edits.save():
            raise ValueError(f"{gone}: save or revert the memory being edited, then sync again")
        w.jobs.cancel_all()
        w.stop_api()
        others = [n for n in await self.session.scopes() if n != gone.scope]
        try:
            text = await self.session.sync_removed(gone.scope, url, password, join)
        finally:
            # Moved aside, or not (the server went away before): the window is not left with no
            # scope open; the scope stays open if it is still here, and the caller shows any error.
            still_here = gone.scope in await self.session.scopes()
            await w.switch_to(gone.scope if still_here else (others[0] if others else "default"))
        if still_here:  # restored meanwhile (here or elsewhere): synced as it is
            return await self.session.sync_now(url, password, join)
        words = (f"scope {gone.scope} was removed on another device, so it is closed and moved aside here too "
                 f"(what was written in it here was sent first; mnemosyne scopes --restore brings it back on "
                 f"every device); {self.session.scope} is open")
        w.statusBar().showMessage(words, 15000)
        state = await self._known_state()
        return f"{words}\n{text}" if text else words, state or SyncState()

    async def _known_state(self) -> SyncState | None:
        try:
            return await self.session.sync_state(self.server_id)
        except Exception:
            return None
