"""New memory and paste-conversation editors, and file pickers. Opened with open(), answered
through signals: never exec() inside the asyncio loop."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget,
)


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


class MemoryEditor(QDialog):
    submitted = Signal(dict)  # text, kind, tags, extract, conversation, per_line

    def __init__(self, parent=None, conversation: bool = False) -> None:
        super().__init__(parent)
        self.conversation = conversation
        self.setWindowTitle("Paste a conversation" if conversation else "New memory")
        self.resize(560, 380)
        self.text = QPlainTextEdit(placeholderText=(
            "Paste the conversation here. A line starting with 'user:' / 'assistant:' (or a copied chat's "
            "'You said:' / 'ChatGPT said:') starts a turn; each turn becomes one memory."
            if conversation else "What should Mnemosyne remember?"))
        self.kind = QLineEdit("history" if conversation else "note")
        self.tags = QLineEdit(placeholderText="comma-separated")
        self.extract = QCheckBox("Extract facts with the local model")
        self.extract.setChecked(conversation)
        self.per_line = QCheckBox("One memory per line (a pasted list)")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._submit)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow("Kind", self.kind)
        form.addRow("Tags", self.tags)
        form.addRow("", self.extract)
        if not conversation:  # a conversation is split by its turns
            form.addRow("", self.per_line)
        box = QVBoxLayout(self)
        box.addWidget(self.text, 1)
        box.addLayout(form)
        box.addWidget(buttons)

    def _submit(self) -> None:
        text = self.text.toPlainText()
        if not text.strip():
            self.text.setFocus()
            return
        self.submitted.emit({"text": text, "kind": self.kind.text().strip() or "note",
                             "tags": [t.strip() for t in self.tags.text().split(",") if t.strip()],
                             "extract": self.extract.isChecked(), "conversation": self.conversation,
                             "per_line": self.per_line.isChecked() and not self.conversation})
        self.accept()
