"""The memory table's columns serve reading: Kind, Tags, Pinned and the dates take what their
content needs, the Memory text takes the rest of the width (and follows the window when it is
resized), every column can be dragged, and the widths a person chose are remembered."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtWidgets import QHeaderView, QTableView, QTreeWidget

from mnemosyne_app import paths

TEXT_COLUMN = 0
MIN_TEXT_WIDTH = 160  # below this the text column stops shrinking: the table scrolls sideways instead
MAX_OTHER_WIDTH = 220  # a long tag list does not take the text's room; drag it wider to read it
KEY = "table/columns"


def fit_tree(tree: QTreeWidget, stretch: int) -> None:
    """A reading window's list: column ``stretch`` (the text) takes the room left, the others
    what their content needs, so a date or a count is never cut while the text has room to spare."""
    header = tree.header()
    header.setStretchLastSection(False)
    for column in range(tree.columnCount()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column == stretch
                                    else QHeaderView.ResizeMode.ResizeToContents)


def _store() -> QSettings:
    return QSettings(str(paths.config_dir() / "window.ini"), QSettings.Format.IniFormat)


class ColumnFitter(QObject):
    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self.table = table
        self.header = table.horizontalHeader()
        # Content widths from the rows on screen only: the default reads up to 1,000 rows (and
        # would ask the lazy model to load their pages) on the GUI thread.
        self.header.setResizeContentsPrecision(0)
        # Titles start where their text does: a narrow Memory column still shows "Memory —…".
        self.header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.sized = False  # the other columns have their widths (from content, or remembered)
        self._fitting = False
        saved = _store().value(KEY)
        if saved:
            widths = [int(w) for w in str(saved).split(",") if w.strip().isdigit()]
            if len(widths) == table.model().columnCount():
                for column, width in enumerate(widths):
                    if column != TEXT_COLUMN:
                        table.setColumnWidth(column, width)
                self.sized = True
        table.viewport().installEventFilter(self)
        self.header.sectionResized.connect(self._resized_by_hand)
        table.model().loaded.connect(lambda n: self.size_to_content() if n and not self.sized else None)

    def size_to_content(self) -> None:
        """The columns other than the text to their content (the rows on screen), once."""
        self._fitting = True
        try:
            for column in range(self.table.model().columnCount()):
                if column != TEXT_COLUMN:
                    self.table.resizeColumnToContents(column)
                    self.table.setColumnWidth(column, min(self.table.columnWidth(column), MAX_OTHER_WIDTH))
        finally:
            self._fitting = False
        self.sized = True
        self.fit()

    def fit(self) -> None:
        """Give the text column the width the others leave."""
        others = sum(self.table.columnWidth(c) for c in range(self.table.model().columnCount()) if c != TEXT_COLUMN)
        width = max(MIN_TEXT_WIDTH, self.table.viewport().width() - others)
        self._fitting = True
        try:
            self.table.setColumnWidth(TEXT_COLUMN, width)
        finally:
            self._fitting = False

    def _resized_by_hand(self, column: int, _old: int, _new: int) -> None:
        if self._fitting or column == TEXT_COLUMN:
            return
        self.sized = True
        self.fit()  # a wider Tags column takes its room from the text, not off the edge

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def save(self) -> None:
        if not self.sized:
            return  # never fitted to any rows (an empty scope): nothing worth remembering yet
        widths = [self.table.columnWidth(c) for c in range(self.table.model().columnCount())]
        store = _store()
        store.setValue(KEY, ",".join(str(w) for w in widths))
        store.sync()
