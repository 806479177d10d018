"""The memory text editors (new memory, paste conversation, detail pane, merge, summary) and the
conversation thread: a text holding a long unbroken run (a base64 blob, a URL, 200,001 letters pasted) is wrapped anywhere.

Qt's default wrap (at word boundaries, else anywhere) first tries each line of an unbreakable
word at a word boundary and only then breaks it; the cost grows with the square of the word's
length: 6 s to lay out one 200,001-letter word (17 s on a loaded machine), each time the editor
is laid out again, with the window frozen. Wrapping anywhere lays it out in 0.2 s. Prose keeps
wrapping at its words: the mode follows the text, and is chosen before a paste or a setPlainText
lays the text out (typing grows a run one letter at a time, so it is checked after each change)."""

from __future__ import annotations

from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QPlainTextEdit

# Below this the word-boundary wrap costs a few milliseconds (bench/bench_gui.py measures it).
LONG_RUN = 2_000


def has_long_run(text: str) -> bool:
    """Whether ``text`` holds a run of LONG_RUN or more characters with no white space."""
    return len(text) >= LONG_RUN and any(len(word) >= LONG_RUN for word in text.split())


ANYWHERE = QTextOption.WrapMode.WrapAnywhere
AT_WORDS = QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere  # QPlainTextEdit's own default


def fill_wrapping(widget, texts, fill) -> None:
    """Fill a text view (``fill()``, e.g. its setHtml) that shows ``texts``, wrapping anywhere
    while one of them holds a long run: the mode changes before such a run comes in and only
    after it has gone, as a change of mode lays out the text already there."""
    if any(has_long_run(text) for text in texts):
        widget.setWordWrapMode(ANYWHERE)
        fill()
    else:
        fill()
        widget.setWordWrapMode(AT_WORDS)


class MemoryTextEdit(QPlainTextEdit):
    """A plain text editor that wraps anywhere while its text holds a long unbroken run, or its
    undo history may bring one back.

    The order matters both ways: a change of mode lays out the text already there, so the mode
    goes to anywhere before a long run comes in, and back to words only once it has gone."""

    def __init__(self, text: str = "", parent=None, **properties) -> None:
        super().__init__(parent, **properties)
        self.textChanged.connect(self._changed)
        if text:
            self.setPlainText(text)

    def setPlainText(self, text: str) -> None:
        if has_long_run(text):
            self.setWordWrapMode(ANYWHERE)
        super().setPlainText(text)  # then _changed puts word wrap back if the run has gone

    def insertFromMimeData(self, source) -> None:
        if source.hasText() and has_long_run(source.text()):
            self.setWordWrapMode(ANYWHERE)
        super().insertFromMimeData(source)

    def _changed(self) -> None:
        # Typing grows a run a letter at a time: caught at LONG_RUN, while it is still cheap.
        # A document shorter than that holds none, and is not read back on each key.
        doc = self.document()
        if self.wordWrapMode() != ANYWHERE:
            if doc.characterCount() >= LONG_RUN and has_long_run(self.toPlainText()):
                self.setWordWrapMode(ANYWHERE)
        # Back to words only once no undo or redo can bring a run back in one go (a refill clears
        # the history): Ctrl+Z putting a deleted blob back would be laid out the slow way.
        elif not (doc.isUndoAvailable() or doc.isRedoAvailable()) and not has_long_run(self.toPlainText()):
            self.setWordWrapMode(AT_WORDS)
