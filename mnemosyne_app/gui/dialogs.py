"""New memory and paste-conversation editors, and file pickers. Opened with open(), answered
through signals: never exec() inside the asyncio loop."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QMessageBox, QVBoxLayout, QWidget,
)

SAVE_KEYS = ("Ctrl+Return", "Ctrl+Enter", "Ctrl+S")  # save a dialog from the keyboard, as a mail client does

from mnemosyne_app.gui.inputs import ErrorLine, KindBox, TagsEdit, named
from mnemosyne_app.gui.long_words import MemoryTextEdit


def pick_path(parent: QWidget, title: str, on_selected, *, folder: bool = False, save: bool = False,
              start: str = "", name_filter: str = "") -> QFileDialog:
    """Open a file (or, with ``folder``, a directory) picker that calls ``on_selected(path)``.
    The caller keeps the returned dialog referenced while it is open."""
    dialog = QFileDialog(parent, title, start)
    if folder:
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
    elif save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    if name_filter:
        dialog.setNameFilter(name_filter)
    dialog.fileSelected.connect(on_selected)
    dialog.open()
    return dialog


def ask_to_discard(dialog: QDialog, question: str) -> QMessageBox:
    """Ask before a dialog with typed text closes; it closes (rejected) only on Discard."""
    box = QMessageBox(QMessageBox.Icon.Question, "Discard what you typed?", question,
                      QMessageBox.StandardButton.NoButton, dialog)
    box.setObjectName("discardBox")
    discard = box.addButton("Discard", QMessageBox.ButtonRole.DestructiveRole)
    discard.setObjectName("discardButton")
    keep = box.addButton("Keep editing", QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("keepEditingButton")
    box.setDefaultButton(keep)
    box.finished.connect(lambda *_: box.clickedButton() is discard and QDialog.reject(dialog))
    box.open()
    return box


class MemoryEditor(QDialog):
    """Stays open until what was typed is stored: the window answers ``submitted`` with
    ``done()`` (then it closes) or ``refused(reason)`` (it stays, with the reason beside the
    inputs and everything typed still there)."""
    submitted = Signal(dict)  # text, kind, tags, extract, conversation, per_line

    def __init__(self, parent=None, conversation: bool = False, kinds=(), tags=(), extract: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("memoryEditor")
        self.conversation = conversation
        self.setWindowTitle("Paste a conversation" if conversation else "New memory")
        self.resize(560, 380)
        self.text = MemoryTextEdit(placeholderText=(
            "Paste the conversation here. A line starting with 'user:' / 'assistant:' (or a copied chat's "
            "'You said:' / 'ChatGPT said:') starts a turn; each turn becomes one memory."
            if conversation else "What should Mnemosyne remember?"))
        named(self.text, "editorText", "Text to remember")
        self.kind = KindBox("editorKind")
        self.kind.set_kinds(kinds)
        self.kind.set_kind("history" if conversation else "note")
        self.tags = TagsEdit("editorTags")
        self.tags.set_known(tags)
        self.error = ErrorLine("editorError")
        self.extract = QCheckBox("Extract facts with the local model")
        self.extract.setChecked(extract)  # Settings' "Extract facts from new notes" (issue 27: it was ignored)
        self.per_line = QCheckBox("One memory per line (a pasted list)")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._submit)
        buttons.rejected.connect(self.reject)
        self.save_button = named(buttons.button(QDialogButtonBox.StandardButton.Save), "editorSave", "Save")
        form = QFormLayout()
        form.addRow("Kind", self.kind)
        form.addRow("Tags", self.tags)
        form.addRow("", self.extract)
        if not conversation:  # a conversation is split by its turns
            form.addRow("", self.per_line)
        box = QVBoxLayout(self)
        box.addWidget(self.text, 1)
        box.addLayout(form)
        box.addWidget(self.error)
        box.addWidget(buttons)
        for keys in SAVE_KEYS:
            QShortcut(QKeySequence(keys), self, self._submit)
        self.text.installEventFilter(self)  # the text box takes Ctrl+Enter itself otherwise
        self.saved = False
        self.discard_box: QMessageBox | None = None
        self.text.setFocus()

    def eventFilter(self, watched, event) -> bool:
        if (watched is self.text and event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            if event.type() == QEvent.Type.KeyPress:
                self._submit()
            event.accept()
            return True
        return super().eventFilter(watched, event)

    def reject(self) -> None:
        """Esc, Cancel or the close button: what was typed is not thrown away without asking."""
        if self.saved or not self.text.toPlainText().strip():
            super().reject()
            return
        self.discard_box = ask_to_discard(self, "This memory is not saved. Discard what you typed?")

    def _submit(self) -> None:
        if not self.save_button.isEnabled():
            return  # saving already (a second Ctrl+Enter must not store it twice)
        text = self.text.toPlainText()
        if not text.strip():
            self.refused("Write what Mnemosyne should remember first.")
            self.text.setFocus()
            return
        if not self.kind.kind():
            self.refused("Choose a kind (or type one).")
            self.kind.setFocus()
            return
        self.kind.set_kind(self.kind.kind())  # show what will be stored ("Travel Plans" -> "travel-plans")
        self.error.say("")
        self.save_button.setEnabled(False)
        self.save_button.setText("Saving…")
        self.submitted.emit({"text": text, "kind": self.kind.kind(), "tags": self.tags.tags(),
                             "extract": self.extract.isChecked(), "conversation": self.conversation,
                             "per_line": self.per_line.isChecked() and not self.conversation})

    def refused(self, reason: str) -> None:
        """The store said no: say why here and keep everything typed."""
        self.error.say(reason)
        self.save_button.setEnabled(True)
        self.save_button.setText("Save")

    def done_saving(self) -> None:
        self.saved = True
        self.accept()
