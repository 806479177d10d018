"""Recovery drills from the window: real child processes killed with SIGKILL, run on the work
thread so the window stays responsive; each drill said in one plain sentence, and its pass/fail
and figures, whole (one per line, rows as tall as they need), as it finishes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QHeaderView, QLabel, QProgressBar, QPushButton, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.drills import runner as drills


# What each drill shows, as a person would say it (the criterion column keeps the exact test).
PLAIN = {
    "kill_after_writes": "Saves 100 memories, pulls the plug on the program, and checks that all 100 are "
                         "still there and findable afterwards.",
    "queue_loss_surface": "Hands 50 memories to the background queue, pulls the plug mid-way, and checks that "
                          "each one not yet saved is remembered and gets saved on restart — none lost, none twice.",
    "duplicate_submit": "Sends the same conversation three times around a crash and checks that it is stored "
                        "only once.",
    "audit_chain": "Crashes the program again and again while it adds, edits and deletes, then checks that the "
                   "tamper-evident history is still whole.",
    "no_double_billing": "Crashes during fact extraction and checks that work already done is never sent to "
                         "the model a second time.",
}
ALL = "Runs every drill below, one after the other; each starts and kills real processes."


class DrillsPanel(QWidget):
    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.choice = QComboBox(objectName="drillChoice")
        self.choice.setAccessibleName("Drill to run")
        self.choice.addItems(["all", *drills.DRILLS])
        self.run_button = QPushButton("Run drill")
        self.progress = QProgressBar()
        self.explain = QLabel(wordWrap=True)
        self.explain.setObjectName("drillExplanation")
        self.explain.setAccessibleName("What the chosen drill shows")
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(["Drill", "Result", "Figures", "What it shows", "Exact criterion"])
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(True)
        for column, width in ((0, 140), (1, 110), (2, 220), (3, 320)):
            self.table.setColumnWidth(column, width)
        # rows grow to show every figure: nothing is cut off with "…"
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        top = QHBoxLayout()
        top.addWidget(self.choice)
        top.addWidget(self.run_button)
        top.addWidget(self.progress, 1)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.explain)
        box.addWidget(self.table, 1)
        self.choice.currentTextChanged.connect(self._explain)
        self._explain(self.choice.currentText())
        self.run_button.clicked.connect(self.start)
        self.results: list[drills.DrillResult] = []

    def _explain(self, name: str) -> None:
        self.explain.setText(ALL if name == "all" else PLAIN.get(name, ""))

    def start(self) -> None:
        if not self.run_button.isEnabled():
            return
        names = list(drills.DRILLS) if self.choice.currentText() == "all" else [self.choice.currentText()]
        self.run_button.setEnabled(False)
        self.results = []
        self.table.setRowCount(0)
        self.progress.setRange(0, len(names))
        self.progress.setValue(0)

        def on_result(result):  # called on the work thread
            qt_async.call_in_gui(self._add, result)

        async def run():
            try:
                await self.session.run_drills(names, on_result)
            finally:
                self.run_button.setEnabled(True)

        qt_async.spawn(run())

    def _add(self, r: drills.DrillResult) -> None:
        self.results.append(r)
        row = self.table.rowCount()
        self.table.insertRow(row)
        figures = "\n".join(f"{k}={v}" for k, v in r.figures.items()) or (r.error or "")
        result = ("PASS" if r.passed else "FAIL") + f" ({r.seconds:.1f}s)"
        for col, text in enumerate([r.name, result, figures, PLAIN.get(r.name, ""), r.criterion]):
            item = QTableWidgetItem(text)
            item.setToolTip(text)
            self.table.setItem(row, col, item)
        self.progress.setValue(len(self.results))
