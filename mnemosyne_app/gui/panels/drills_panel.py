"""Recovery drills from the window: real child processes killed with SIGKILL, run on the work
thread so the window stays responsive; each drill's pass/fail and figures as it finishes."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QProgressBar, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.drills import runner as drills


class DrillsPanel(QWidget):
    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.choice = QComboBox()
        self.choice.addItems(["all", *drills.DRILLS])
        self.run_button = QPushButton("Run drill")
        self.progress = QProgressBar()
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(["Drill", "Result", "Figures", "Criterion"])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        top = QHBoxLayout()
        top.addWidget(self.choice)
        top.addWidget(self.run_button)
        top.addWidget(self.progress, 1)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.table, 1)
        self.run_button.clicked.connect(self.start)
        self.results: list[drills.DrillResult] = []

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
        figures = ", ".join(f"{k}={v}" for k, v in r.figures.items()) or (r.error or "")
        for col, text in enumerate([r.name, ("PASS" if r.passed else "FAIL") + f" ({r.seconds:.1f}s)", figures, r.criterion]):
            self.table.setItem(row, col, QTableWidgetItem(text))
        self.progress.setValue(len(self.results))
