"""The window's side of encryption at rest: the unlock dialog at start, and Settings → "Encrypt
my memories…" (or "Decrypt…" once encrypted).

The passphrase is kept in the Session's memory only, or, when the person ticks the box and a
keyring backend exists, in the OS keyring (mnemosyne_app/passphrase.py).
"""

from __future__ import annotations

import itertools
import threading
import weakref
from pathlib import Path

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit

from mnemosyne_app import passphrase as sources
from mnemosyne_app import qt_async
from mnemosyne_app.core import library


class _Answers(QObject):
    """Carries a check's answer from its thread to the dialog waiting for it. One for the whole
    application, never deleted, so a dialog closed (and deleted) while its check runs cannot be
    emitted on half-way; the answer is queued to the GUI thread and dropped if nobody waits."""

    ready = Signal(int, int, object)  # the dialog's key, the attempt, why it is refused (None: right)

    def __init__(self) -> None:
        super().__init__()
        self.waiting: weakref.WeakValueDictionary = weakref.WeakValueDictionary()
        self.ready.connect(self._deliver)

    def _deliver(self, key: int, attempt: int, why) -> None:
        dialog = self.waiting.get(key)
        if dialog is not None and shiboken6.isValid(dialog):
            dialog._answered(attempt, why)


_answers: _Answers | None = None
_keys = itertools.count(1)


def _channel() -> _Answers:
    global _answers
    if _answers is None:
        _answers = _Answers()  # made on the GUI thread (a dialog's OK), where it delivers
    return _answers


class PassphraseDialog(QDialog):
    """Asks for a passphrase; ``new=True`` asks twice (a passphrase being chosen).

    ``check`` (passphrase -> None, or why it is refused) runs scrypt, a fraction of a second on
    a slow machine: it runs on a thread of its own while OK waits, so the window never freezes.
    Not the work executor: a model load or a backfill there would make the person wait behind
    it. The dialog also works under ``exec()`` (at start, before the asyncio loop runs)."""

    def __init__(self, title: str, text: str, *, new: bool = False, check=None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.check = check
        self.attempt = 0  # a newer OK (or a closed dialog) makes an older answer moot
        self.key = next(_keys)
        self.closed = False
        self.checked_text: str | None = None  # the passphrase the check accepted
        self._checking_text: str | None = None
        self.field = QLineEdit(echoMode=QLineEdit.EchoMode.Password, objectName="passphraseField")
        self.again = QLineEdit(echoMode=QLineEdit.EchoMode.Password, objectName="passphraseAgain") if new else None
        self.remember = QCheckBox("Remember it in the OS keyring", objectName="rememberPassphrase")
        if not sources.keyring_available():
            self.remember.setEnabled(False)
            self.remember.setToolTip("No OS keyring is available here: you will be asked each time")
        self.problem = QLabel(wordWrap=True, objectName="passphraseProblem")
        for widget, accessible in ((self.field, "Passphrase"), (self.again, "Passphrase again"),
                                   (self.remember, "Remember the passphrase in the OS keyring"),
                                   (self.problem, "Why the passphrase was refused")):
            if widget is not None:
                widget.setAccessibleName(accessible)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        form = QFormLayout(self)
        form.addRow(QLabel(text, wordWrap=True))
        form.addRow("Passphrase", self.field)
        if self.again is not None:
            form.addRow("Again", self.again)
        form.addRow(self.remember)
        form.addRow(self.problem)
        form.addRow(buttons)
        buttons.accepted.connect(self._try)
        buttons.rejected.connect(self.reject)
        # Wide enough for its title and message at start, when no window sizes it (issue 30).
        self.setMinimumWidth(max(440, self.fontMetrics().horizontalAdvance(title) + 160))

    def value(self) -> str:
        """The passphrase: once accepted, exactly the text that was checked (typing on during the
        check cannot change it)."""
        return self.checked_text if self.checked_text is not None else self.field.text()

    def done(self, result: int) -> None:
        self.closed = True
        super().done(result)

    def checking(self) -> bool:
        return not self.ok.isEnabled()

    def _try(self) -> None:
        text = self.value()
        why = None
        if not text:
            why = "type the passphrase"
        elif self.again is not None and self.again.text() != text:
            why = "the two passphrases differ"
        self.attempt += 1
        if why or self.check is None:
            self._answered(self.attempt, why)
            return
        attempt, check, key, answers = self.attempt, self.check, self.key, _channel()
        answers.waiting[key] = self
        self._set_checking(True)
        self.problem.setText("checking the passphrase…")
        self._checking_text = text

        def run() -> None:
            try:
                why = check(text)
            except Exception as exc:  # a check that cannot run refuses, in words, rather than hang OK
                why = f"the passphrase could not be checked ({exc})"
            answers.ready.emit(key, attempt, why)  # queued to the GUI thread

        threading.Thread(target=run, name="mnemosyne-passphrase-check", daemon=True).start()

    def _set_checking(self, on: bool) -> None:
        """While a check runs, what it checks cannot change: the fields are read-only, OK off."""
        self.ok.setEnabled(not on)
        for field in (self.field, self.again):
            if field is not None:
                field.setReadOnly(on)

    def _answered(self, attempt: int, why: str | None) -> None:
        if attempt != self.attempt or self.closed:
            return
        self._set_checking(False)
        if why:
            self.problem.setText("⚠ " + why)
            if self._checking_text is not None and self.field.text() == self._checking_text:
                self.field.selectAll()  # a refused passphrase is replaced by typing, not appended to
            self.field.setFocus()
            return
        self.problem.setText("")
        self.checked_text = self._checking_text if self.check is not None else None
        self.accept()


def wrong_passphrase(state: library.DirState):
    """A dialog ``check`` for the data dir in ``state``."""
    return lambda text: None if state.accepts(text) else "wrong passphrase"


def unlock_at_start(root: Path, parent=None):
    """The passphrase of an encrypted data dir: from the keyring if it holds the right one, else
    asked for until right. None for a plain data dir; False if the person cancelled."""
    state = library.lock_state(root)
    if state is None:
        return None

    # Before any window exists, so a slow keyring or scrypt here freezes nothing on screen.
    remembered = sources.from_keyring(root)
    if remembered and state.accepts(remembered):
        return remembered
    dialog = PassphraseDialog("Unlock Mnemosyne", f"Your memories in {root} are encrypted. Give the passphrase.",
                              check=wrong_passphrase(state), parent=parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:  # at start, before the asyncio loop runs
        return False
    if dialog.remember.isChecked():
        sources.remember(root, dialog.value())
    return dialog.value()


class EncryptionSettings(QObject):
    """Answers the Settings panel's encryption button for ``window`` (a child of it)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("encryptionSettings")
        self.window = window
        self.dialog: PassphraseDialog | None = None
        window.settings_panel.encryption_requested.connect(self.ask)
        self.refresh()

    @property
    def root(self) -> Path:
        from mnemosyne_app import paths

        return paths.data_dir(self.window.session.data_dir)

    def refresh(self) -> None:
        encrypted = library.is_encrypted(self.root)
        self.window.settings_panel.encryption.setText("Decrypt my memories…" if encrypted else "Encrypt my memories…")

    def ask(self) -> None:
        encrypted = library.is_encrypted(self.root)
        if encrypted:
            self.dialog = PassphraseDialog("Decrypt my memories", "Every scope becomes a plain file again: anyone "
                                           "who can read the files reads your memories.", parent=self.window)
            self.dialog.remember.hide()
        else:
            self.dialog = PassphraseDialog(
                "Encrypt my memories", "Choose a passphrase. Every scope is encrypted with it; without it, "
                "nothing can be read back, by you or anyone.", new=True, parent=self.window)
        self.dialog.accepted.connect(lambda: qt_async.spawn(self.run("decrypt" if encrypted else "encrypt")))
        self.dialog.open()  # never exec() inside the asyncio loop

    async def run(self, op: str) -> None:
        text, remember = self.dialog.value(), self.dialog.remember.isChecked()
        bar = self.window.statusBar()
        bar.showMessage(f"{op}ing every scope…")
        try:
            summary = await self.window.session.convert_encryption(op, text)
        except Exception:
            return  # the session has shown why
        finally:
            self.refresh()
        if op == "encrypt" and remember:  # the OS keyring may take a while (or ask the person)
            await qt_async.in_worker(sources.remember, self.root, text)
        elif op == "decrypt":
            await qt_async.in_worker(sources.forget, self.root)
        bar.showMessage(summary, 10000)
