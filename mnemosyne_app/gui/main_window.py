"""The main window (foundation version): scope picker, recent memories, a note box, status."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QLineEdit, QMainWindow, QPlainTextEdit, QPushButton,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.gui.background import Background


class MainWindow(QMainWindow):
    def __init__(self, data_dir=None, scope: str = "default") -> None:
        super().__init__()
        self.setWindowTitle("Mnemosyne")
        self.resize(960, 600)
        self.data_dir = data_dir
        self.brain: MemoryBrain | None = None
        self.loaded = False  # set once the first rows are on screen
        self.background = Background(self)

        self.scope_box = QComboBox()
        self.scope_box.setEditable(True)
        self.search = QLineEdit(placeholderText="Search memories (Ctrl+F)")
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels(["Memory", "Kind", "Updated"])
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.setColumnWidth(0, 640)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.note = QPlainTextEdit(placeholderText="Type a note to remember, then Ctrl+Enter")
        self.note.setMaximumHeight(90)
        self.add_button = QPushButton("Remember")

        top = QHBoxLayout()
        top.addWidget(QLabel("Scope:"))
        top.addWidget(self.scope_box)
        top.addWidget(self.search, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.note, 1)
        bottom.addWidget(self.add_button)
        body = QVBoxLayout()
        body.addLayout(top)
        body.addWidget(self.table, 1)
        body.addLayout(bottom)
        central = QWidget()
        central.setLayout(body)
        self.setCentralWidget(central)
        self.status = QLabel("Opening…")
        self.statusBar().addPermanentWidget(self.status, 1)

        self.add_button.clicked.connect(self.add_note)
        QShortcut(QKeySequence("Ctrl+Return"), self, activated=self.add_note)
        QShortcut(QKeySequence.StandardKey.Find, self, activated=self.search.setFocus)
        self.search.returnPressed.connect(self.refresh)
        self.scope_box.activated.connect(lambda *_: self.open_scope(self.scope_box.currentText()))
        self.open_scope(scope)

    # Every store call below runs in the background pool; results come back as signals.
    def open_scope(self, scope: str) -> None:
        def work():
            if self.brain is not None:
                self.brain.close()
            brain = MemoryBrain(self.data_dir, scope=scope).ensure_init()
            return brain, MemoryBrain.scopes(self.data_dir)

        def done(result):
            self.brain, names = result
            self.scope_box.clear()
            self.scope_box.addItems(names or [scope])
            self.scope_box.setCurrentText(scope)
            self.refresh()

        self.background.submit(work, done, self.show_error)

    def refresh(self) -> None:
        brain, query = self.brain, self.search.text().strip()
        if brain is None:
            return

        def work():
            rows = ([(h.text, h.kind, h.created_at) for h in brain.recall(query, k=200)] if query else
                    [(m.text, m.kind, m.updated_at) for m in brain.list_memories(limit=500)])
            return rows, brain.stats()

        self.background.submit(work, self.show_rows, self.show_error)

    def show_rows(self, result) -> None:
        import datetime as dt

        rows, stats = result
        self.loaded = True
        self.table.setRowCount(len(rows))
        for i, (text, kind, ts) in enumerate(rows):
            self.table.setItem(i, 0, QTableWidgetItem(text.replace("\n", " ")[:300]))
            self.table.setItem(i, 1, QTableWidgetItem(kind))
            self.table.setItem(i, 2, QTableWidgetItem(dt.datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M")))
        self.status.setText(
            f"{stats['memories']} memories · {stats['writes']} writes · {stats['duplicates']} duplicates · "
            f"{stats['path']}"
        )

    def add_note(self) -> None:
        text, brain = self.note.toPlainText(), self.brain
        if brain is None or not text.strip():
            return
        self.note.clear()

        def done(result):
            self.statusBar().showMessage(f"{result.outcome}", 4000)
            self.refresh()

        self.background.submit(lambda: brain.retain(text, extract=False), done, self.show_error)

    def show_error(self, message: str) -> None:
        self.status.setText(f"Error: {message}")

    def save_screenshot(self, path: str) -> int:
        from PySide6.QtWidgets import QApplication

        self.show()
        # Let the background open and first refresh finish before rendering.
        for _ in range(200):
            QApplication.processEvents()
            if self.loaded:
                break
            self.background.wait(25)
        QApplication.processEvents()
        ok = self.grab().save(path)
        print(("saved " if ok else "could not save ") + path)
        return 0 if ok else 1

    def closeEvent(self, event) -> None:
        self.background.wait(5000)
        if self.brain is not None:
            self.brain.close()
        super().closeEvent(event)
