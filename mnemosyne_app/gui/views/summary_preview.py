"""A conversation's summary, asked for and seen before it is kept (issue 27): sentences that were
said in it, in order, each under its speaker; keeping it adds one memory marked as generated beside
the turns, which stay as they are. Opened with open(), answered through ``finished``."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from mnemosyne_app.gui.inputs import named
from mnemosyne_app.gui.long_words import MemoryTextEdit


class SummaryPreview(QDialog):
    def __init__(self, found: dict, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("summaryPreview")
        self.setWindowTitle("Summary of a conversation")
        self.resize(620, 420)
        self.found = found
        n, turns = len(found["quotes"]), found["turns"]
        about = named(QLabel(wordWrap=True), "summaryAbout", "What this summary is")
        about.setText(
            f"<b>{found['title']}</b>: {n} sentence{'' if n == 1 else 's'} quoted from its {turns:,} turns, "
            "in the order they were said. Nothing is written by a model. Keeping it adds one memory marked "
            "<i>generated</i> (what made it, from which turns); every turn stays as it is, in the thread "
            "and in search.")
        self.text = named(MemoryTextEdit(found["text"] or "(no sentence long enough to quote)"), "summaryText",
                          "The summary")
        self.text.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.keep = named(buttons.addButton("Keep as a generated memory", QDialogButtonBox.ButtonRole.AcceptRole),
                          "keepSummary", "Keep the summary")
        self.keep.setEnabled(bool(found["quotes"]))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(about)
        box.addWidget(self.text, 1)
        box.addWidget(buttons)
