"""Verify the audit ledger with a progress bar; show where it broke, if it did."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from mnemosyne_app import qt_async


class IntegrityPanel(QWidget):
    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.button = QPushButton("Verify integrity (Ctrl+Shift+I)")
        self.progress = QProgressBar()
        self.progress.setValue(0)
        self.result = QLabel("Not checked yet. Verification walks the SHA-256 ledger and checks every "
                             "memory against its latest entry.", wordWrap=True)
        box = QVBoxLayout(self)
        box.addWidget(self.button)
        box.addWidget(self.progress)
        box.addWidget(self.result)
        box.addStretch(1)
        self.button.clicked.connect(self.start)
        self.report = None

    def _progress(self, done: int, total: int) -> None:
        qt_async.call_in_gui(self._show_progress, done, total)

    def _show_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    def start(self) -> None:
        if not self.session.is_open or not self.button.isEnabled():
            return
        self.button.setEnabled(False)
        self.progress.setMaximum(0)  # busy until the first report

        async def run():
            try:
                rep = await self.session.verify(self._progress)
                self.report = rep
                self.progress.setMaximum(max(rep.checked, 1))
                self.progress.setValue(rep.checked)
                self.result.setText(
                    f"<b style='color:green'>Valid.</b> {rep.checked} ledger entries and {rep.memories_checked} "
                    "memories checked." if rep.valid else
                    f"<b style='color:red'>Broken at {rep.where}.</b> {rep.reason}")
            finally:
                self.button.setEnabled(True)

        qt_async.spawn(run())
