"""What an empty table says: how to begin in a new store, or why nothing matches a search or a
filter (and how to widen it)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QTableView

from mnemosyne_app.gui.inputs import named

EMPTY_STORE = ("<h3>No memories here yet</h3>"
               "<p><b>New memory</b> (Ctrl+N) to write one down, <b>Paste conversation</b> (Ctrl+Shift+N) "
               "to keep a chat turn by turn, or bring in a ChatGPT, Claude or Gemini export from "
               "<b>Import / Export</b> in the panels below.</p>"
               "<p>Agents can write here too: <b>Events</b> → “Let agents write”.</p>")
NO_HITS = "<h3>Nothing matches</h3><p>{why}</p>"
TRY = ("<p>Try fewer or other words (a name, a place, a word you would have used then), a different "
       "period, or browse <b>Conversations</b> and <b>Profile</b> from the toolbar.</p>")


class EmptyState(QObject):
    """A message over the table's viewport while it has no rows."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self.table = table
        self.label = named(QLabel(table.viewport()), "emptyState", "No memories to show")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setStyleSheet("color: palette(placeholder-text); padding: 24px;")
        self.label.hide()
        table.viewport().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.label.setGeometry(self.table.viewport().rect())
        return False

    def update(self, rows: int, query: str, filtered: bool) -> None:
        if rows:
            self.label.hide()
            return
        if query:
            why = f"No memory matches “{query}”" + (" within the filters (Clear filters widens it)." if filtered else ".")
            self.label.setText(NO_HITS.format(why=why) + TRY)
        elif filtered:
            self.label.setText(NO_HITS.format(why="No memory passes these filters: Clear filters shows them all."))
        else:
            self.label.setText(EMPTY_STORE)
        self.label.setGeometry(self.table.viewport().rect())
        self.label.show()
