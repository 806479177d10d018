"""Settings → Markdown folder: the open scope mirrored as an Obsidian-compatible folder of
notes (mnemosyne_app/vault/), kept in step while the window is open. Each button is one op off
the GUI thread; the watcher's passes reach the window as one "changed" announcement each, and
notes deleted in the folder are a question for the person, never a deletion."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QMessageBox, QPushButton

from mnemosyne_app import qt_async
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.gui.dialogs import pick_path
from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.wording import describe
from mnemosyne_app.vault import Vault, VaultError
from mnemosyne_app.vault.watcher import VaultWatcher

log = logging.getLogger("mnemosyne.gui")


class VaultSection(QGroupBox):
    def __init__(self, parent=None) -> None:
        super().__init__("Markdown folder (an Obsidian vault)", parent)
        self.folder = named(QLineEdit(), "vaultFolder", "Vault folder",
                            "The open scope is written here as Markdown notes; edits made there come back")
        self.browse = named(QPushButton("Choose…"), "vaultBrowse", "Choose the vault folder")
        self.turn_on = named(QPushButton("Mirror the open scope here"), "vaultOn", "Mirror the open scope")
        self.take_in = named(QPushButton("Take in changes now"), "vaultSync", "Take in the folder's changes now",
                             "Also what changed while the app was closed")
        self.turn_off = named(QPushButton("Stop mirroring"), "vaultOff", "Stop mirroring (the notes stay)")
        self.report = named(QLabel(wordWrap=True), "vaultReport", "Vault folder state")
        form = QFormLayout(self)
        form.addRow("Folder", self.folder)
        for widget in (self.browse, self.turn_on, self.take_in, self.turn_off, self.report):
            form.addRow(widget)
        self.browse.clicked.connect(self._pick)

    def _pick(self) -> None:
        self._dialog = pick_path(self, "Vault folder", self.folder.setText, folder=True, start=self.folder.text())


class VaultController(QObject):
    passed = Signal(object)  # a watcher pass's SyncReport, delivered on the GUI thread
    stopped = Signal(str)

    def __init__(self, window, section: VaultSection) -> None:
        super().__init__(window)
        self.window, self.session, self.section = window, window.session, section
        self.watcher: VaultWatcher | None = None
        self.question: QMessageBox | None = None
        section.turn_on.clicked.connect(lambda: qt_async.spawn(self.turn_on()))
        section.take_in.clicked.connect(lambda: qt_async.spawn(self.run_pass()))
        section.turn_off.clicked.connect(lambda: qt_async.spawn(self.turn_off()))
        self.passed.connect(self._passed)
        self.stopped.connect(lambda words: self.section.report.setText(f"⚠ {words}"))
        self.session.changed.connect(self._on_changed)

    def _on_changed(self, changes) -> None:
        if changes.scope:  # another scope is open: its own vault, if it has one
            qt_async.spawn(self.resume())

    async def resume(self) -> None:
        """Keep the open scope's vault in step if it was on (taking in what changed meanwhile)."""
        self.stop()
        brain = self.session.brain
        if brain is None:
            return
        vault = await qt_async.in_worker(lambda: Vault(brain))  # reads the manifest: off the GUI thread
        self.section.folder.setText(vault.state.folder or "")
        if vault.state.enabled:
            await self.run_pass()

    def stop(self) -> None:
        watcher, self.watcher = self.watcher, None
        if watcher is not None:
            watcher.stop()

    def _start_watching(self, brain) -> None:
        self.watcher = watcher = VaultWatcher(Vault(brain), on_pass=self.passed.emit,
                                              on_error=lambda words: self._broke(watcher, words))
        watcher.start()

    def _broke(self, watcher, words: str) -> None:
        if watcher is self.watcher:  # not a watcher being let go with its scope
            try:
                self.stopped.emit(words)
            except RuntimeError:  # (called on the watcher's thread) the window is gone: nobody to tell
                pass

    async def _op(self, work, label: str):
        """``work(brain, progress)`` on the work thread, the watcher paused meanwhile; progress
        in counts on the status bar; the outcome announced once."""
        brain = self.session.current()
        self.stop()
        progress = Progress(label=label)
        progress.subscribe(lambda p: qt_async.call_in_gui(self._progress, p.done, p.total, p.message))
        self.session.busy.emit(label)
        try:
            report, on = await self.session.foreground_work(qt_async.in_worker, lambda: work(brain, progress))
        except Exception as exc:
            self.section.report.setText(f"⚠ {describe(exc)}")
            return None
        finally:
            self.session.busy.emit("")
        if on:
            self._start_watching(brain)
        self._passed(report)
        return report

    def _progress(self, done: int, total: int, message: str) -> None:
        self.section.report.setText(message)
        self.session.progressed.emit(done, total)

    async def turn_on(self, plain_text_ok: bool = False) -> None:
        folder = self.section.folder.text().strip()
        if not folder:
            self.section.report.setText("⚠ Choose a folder first")
            return
        brain = self.session.current()
        allowed = await qt_async.in_worker(lambda: Vault(brain).state.plain_text_ok)
        if brain.encrypted and not plain_text_ok and allowed != folder:
            self._ask_plain_text(folder)
            return

        def work(brain, progress):
            vault = Vault(brain)
            try:
                vault.turn_on(folder, plain_text_ok=plain_text_ok)
                return vault.sync(full=True, progress=progress), True
            finally:
                vault.release()

        await self._op(work, "writing the vault folder")

    def _ask_plain_text(self, folder: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, "Plain-text notes",
                          f"This scope is encrypted. Its notes in {folder} would be plain text that anyone "
                          "who can read that folder can read. Write them there anyway?",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
        box.setObjectName("vaultPlainTextQuestion")
        box.finished.connect(lambda answer: answer == QMessageBox.StandardButton.Yes
                             and qt_async.spawn(self.turn_on(plain_text_ok=True)))
        self.question = box
        box.open()

    async def run_pass(self, **choices) -> None:
        def work(brain, progress):
            vault = Vault(brain)
            try:
                return vault.sync(progress=progress, **choices), True
            finally:
                vault.release()

        await self._op(work, "taking in the vault folder")

    async def turn_off(self) -> None:
        def work(brain, progress):
            vault = Vault(brain)
            vault.turn_off()
            return None, False

        await self._op(work, "stopping the vault")
        self.section.report.setText("Not mirroring; the notes stay in the folder")

    def _passed(self, report) -> None:
        """A pass's outcome: the window refreshes once, and deleted notes become a question."""
        if report is None:
            return
        self.section.report.setText("\n".join(report.lines()[:6]))
        if report.took_in or report.deleted_memories:
            self.session.announce(report.changes, f"vault: {report.lines()[0]}")
        if report.deleted_in_folder and self.question is None:
            self._ask_about_deleted(len(report.deleted_in_folder))

    def _ask_about_deleted(self, count: int) -> None:
        box = QMessageBox(QMessageBox.Icon.Question, "Notes deleted in the folder",
                          f"{count} notes were deleted in the vault folder. Their memories are still here. "
                          "Delete those memories too (you can undo it), or write the notes again?", parent=self.window)
        box.setObjectName("vaultDeletedQuestion")
        delete = box.addButton("Delete the memories", QMessageBox.ButtonRole.DestructiveRole)
        again = box.addButton("Write the notes again", QMessageBox.ButtonRole.AcceptRole)
        box.addButton("Decide later", QMessageBox.ButtonRole.RejectRole)

        def answered(_result) -> None:
            self.question = None
            clicked = box.clickedButton()
            if clicked is delete:
                qt_async.spawn(self.run_pass(delete_removed=True))
            elif clicked is again:
                qt_async.spawn(self.run_pass(restore_removed=True))

        box.finished.connect(answered)
        self.question = box
        box.open()
