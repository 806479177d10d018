"""Settings kept in QSettings: data dir, model, durability, default write timing."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QPushButton, QWidget

DEFAULTS = {"model": "bundled", "embedder": "minilm", "durability": "NORMAL", "timing": "sync", "extract": "false",
            "compact_threshold": "200"}


def settings_store(data_dir=None) -> QSettings:
    """Settings live next to the data they describe, so every data dir has its own."""
    from mnemosyne_app import paths

    root = paths.data_dir(data_dir)
    return QSettings(str(root / "settings.ini"), QSettings.Format.IniFormat)


def load_settings(store: QSettings) -> dict:
    out = {k: store.value(k, v) for k, v in DEFAULTS.items()}
    out["extract"] = str(out["extract"]).lower() == "true"
    return out


class SettingsPanel(QWidget):
    saved = Signal(dict)

    def __init__(self, data_dir: str, settings: dict, store: QSettings, parent=None) -> None:
        super().__init__(parent)
        self.store = store
        self.data_dir = QLineEdit(data_dir)
        self.data_dir.setToolTip("Where the scopes live. Changing it points Mnemosyne at another folder "
                                 "(an existing store, or a new empty one); nothing is moved.")
        self.model = QComboBox(editable=True)
        self.model.addItems(["bundled", "sentences", "none"])
        self.model.setCurrentText(settings["model"])
        self.model.setToolTip("bundled (Gemma 3 270M), sentences (no model), none, or the path of any GGUF file")
        self.embedder = QComboBox()
        self.embedder.addItems(["minilm", "none"])
        self.embedder.setCurrentText(settings["embedder"])
        self.durability = QComboBox()
        self.durability.addItems(["NORMAL", "FULL"])
        self.durability.setCurrentText(settings["durability"])
        self.durability.setToolTip("FULL also survives power loss, at the cost of an fsync per write")
        self.timing = QComboBox()
        self.timing.addItems(["sync", "async"])
        self.timing.setCurrentText(settings["timing"])
        self.extract = QComboBox()
        self.extract.addItems(["false", "true"])
        self.extract.setCurrentText("true" if settings["extract"] else "false")
        self.compact = QLineEdit(str(settings.get("compact_threshold", 200)))
        self.compact.setToolTip("A conversation with more turns than this has its oldest turns summarised")
        self.save = QPushButton("Save (applies when a scope is next opened)")
        form = QFormLayout(self)
        form.addRow("Data directory", self.data_dir)
        form.addRow("", QLabel("<small>Ignored while MNEMOSYNE_HOME or --data-dir is given.</small>"))
        form.addRow("Extraction model", self.model)
        form.addRow("Embedder", self.embedder)
        form.addRow("Durability (synchronous)", self.durability)
        form.addRow("Default write timing", self.timing)
        form.addRow("Extract facts from new notes", self.extract)
        form.addRow("Compact conversations longer than (turns)", self.compact)
        form.addRow(self.save)
        self.save.clicked.connect(self._save)

    def values(self) -> dict:
        return {"data_dir": self.data_dir.text().strip(), "model": self.model.currentText().strip() or "bundled", "embedder": self.embedder.currentText(),
                "durability": self.durability.currentText(), "timing": self.timing.currentText(),
                "extract": self.extract.currentText() == "true",
                "compact_threshold": int(self.compact.text()) if self.compact.text().strip().isdigit() else 200}

    def _save(self) -> None:
        values = self.values()
        for k, v in values.items():
            if k == "data_dir":
                continue  # kept in the config dir, not inside the data dir it points to
            self.store.setValue(k, str(v).lower() if isinstance(v, bool) else v)
        self.store.sync()
        self.saved.emit(values)
