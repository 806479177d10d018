"""The first start: where the data lives, the bundled model assembled with a progress bar, and
an offer to bring in an archive. Shown with open(), never exec()."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout

from mnemosyne_app import paths, qt_async


class FirstRunDialog(QDialog):
    import_requested = Signal()

    def __init__(self, data_dir, model_setting: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Welcome to Mnemosyne")
        self.resize(560, 300)
        root = paths.data_dir(data_dir)
        self.where = QLabel(
            f"<h3>Your memories stay on this computer</h3>"
            f"<p>Each scope is one SQLite file in <code>{root / 'scopes'}</code>. Nothing is sent anywhere: "
            f"facts are extracted by a small model that runs here. You can change the folder in Settings.</p>",
            wordWrap=True)
        self.model_label = QLabel("Preparing the local model (first start only)…")
        self.bar = QProgressBar()
        self.import_button = QPushButton("Import a chat archive (ChatGPT, Claude, Gemini, DeepSeek and more)…")
        self.start_button = QPushButton("Start with an empty store")
        buttons = QHBoxLayout()
        buttons.addWidget(self.import_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        box = QVBoxLayout(self)
        box.addWidget(self.where)
        box.addWidget(self.model_label)
        box.addWidget(self.bar)
        box.addStretch(1)
        box.addLayout(buttons)
        self.import_button.clicked.connect(lambda: (self.import_requested.emit(), self.accept()))
        self.start_button.clicked.connect(self.accept)
        self.model_ready: bool | None = None
        if model_setting == "bundled":
            qt_async.spawn(self._assemble())
        else:
            self.model_label.setText(f"Model: {model_setting} (nothing to prepare).")
            self.bar.setRange(0, 1)
            self.bar.setValue(1)
            self.model_ready = True

    def _progress(self, done: int, total: int) -> None:  # on the work thread
        qt_async.call_in_gui(self._show, done, total)

    def _show(self, done: int, total: int) -> None:
        self.bar.setRange(0, 1000)
        self.bar.setValue(int(1000 * done / max(total, 1)))

    async def _assemble(self) -> None:
        try:
            path = await self.parent().session.prepare_model(self._progress)
        except Exception as exc:  # the window works without a model; say what is wrong
            self.model_label.setText(f"<b>The local model is not available:</b> {exc}")
            self.model_ready = False
            return
        self.bar.setRange(0, 1)
        self.bar.setValue(1)
        self.model_label.setText(f"Local model ready: {path.name} ({path.stat().st_size / 1e6:.0f} MB, checked).")
        self.model_ready = True
