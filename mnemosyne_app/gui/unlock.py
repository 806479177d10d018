"""The window's side of encryption at rest: the unlock dialog at start, and Settings → "Encrypt
my memories…" (or "Decrypt…" once encrypted).

The passphrase is kept in the Session's memory only, or, when the person ticks the box and a
keyring backend exists, in the OS keyring (mnemosyne_app/passphrase.py).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit

from mnemosyne_app import passphrase as sources
from mnemosyne_app import qt_async
from mnemosyne_app.core.store import crypto_dir


class PassphraseDialog(QDialog):
    """Asks for a passphrase; ``new=True`` asks twice (a passphrase being chosen)."""

    def __init__(self, title: str, text: str, *, new: bool = False, check=None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.check = check  # passphrase -> None, or why it is refused
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

    def value(self) -> str:
        return self.field.text()

    def _try(self) -> None:
        text = self.value()
        why = None
        if not text:
            why = "type the passphrase"
        elif self.again is not None and self.again.text() != text:
            why = "the two passphrases differ"
        elif self.check is not None:
            why = self.check(text)
        if why:
            self.problem.setText("⚠ " + why)
            return
        self.accept()


def unlock_at_start(root: Path, parent=None):
    """The passphrase of an encrypted data dir: from the keyring if it holds the right one, else
    asked for until right. None for a plain data dir; False if the person cancelled."""
    state = crypto_dir.read(root)
    if state is None:
        return None

    def wrong(text: str):
        return None if _fits(state, text) else "wrong passphrase"

    remembered = sources.from_keyring(root)
    if remembered and wrong(remembered) is None:
        return remembered
    dialog = PassphraseDialog("Unlock Mnemosyne", f"Your memories in {root} are encrypted. Give the passphrase.",
                              check=wrong, parent=parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:  # at start, before the asyncio loop runs
        return False
    if dialog.remember.isChecked():
        sources.remember(root, dialog.value())
    return dialog.value()


def _fits(state, text: str) -> bool:
    pending = state.pending or {}
    return crypto_dir.verifies(state.verifier, text) or (
        pending.get("op") == "rekey" and crypto_dir.verifies(pending["verifier"], text))


class EncryptionSettings:
    """Answers the Settings panel's encryption button for ``window``."""

    def __init__(self, window) -> None:
        self.window = window
        self.dialog: PassphraseDialog | None = None
        window.settings_panel.encryption_requested.connect(self.ask)
        self.refresh()

    @property
    def root(self) -> Path:
        from mnemosyne_app import paths

        return paths.data_dir(self.window.session.data_dir)

    def refresh(self) -> None:
        encrypted = crypto_dir.read(self.root) is not None
        self.window.settings_panel.encryption.setText("Decrypt my memories…" if encrypted else "Encrypt my memories…")

    def ask(self) -> None:
        encrypted = crypto_dir.read(self.root) is not None
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
        if op == "encrypt" and remember:
            sources.remember(self.root, text)
        elif op == "decrypt":
            sources.forget(self.root)
        bar.showMessage(summary, 10000)
