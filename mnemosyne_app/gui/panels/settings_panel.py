"""Settings kept in QSettings: data dir, model, durability, default write timing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QWidget,
)

from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.gui.dialogs import pick_path
from mnemosyne_app.gui.inputs import guard_wheel
from mnemosyne_app.gui.wording import describe
from mnemosyne_app.gui.sync_window import SyncSection
from mnemosyne_app.gui.vault_section import VaultSection

MODEL_CHOICES = ["bundled", "sentences", "none"]
# Extraction is on for what the person writes (one model call a note, as they write it); an import's
# messages are not extracted unless asked (bench/bench_fact_backfill.py: 0.5 model calls and ~3.8 s a
# message of theirs here, so ~5 hours for a 10,000-message history): Extract facts does it in the
# background lane, with Pause and Stop, when the person wants their Profile filled (README).
DEFAULTS = {"model": "bundled", "embedder": "multilingual", "durability": "NORMAL", "timing": "sync", "extract": "true",
            "auto_lock_minutes": "0"}
# Values that were the default once. Save used to write every setting into settings.ini, so a file
# without CHOSEN_ONLY holding one of these was most likely never chosen by the person: it is read
# as the current default (a file saved before issue 29 named "minilm" and kept it for good).
PAST_DEFAULTS = {"embedder": ("minilm",)}
CHOSEN_ONLY = "settings_hold_choices_only"  # set by Save: the file holds only what the person changed


def settings_store(data_dir=None) -> QSettings:
    """Settings live next to the data they describe, so every data dir has its own."""
    from mnemosyne_app import paths

    root = paths.data_dir(data_dir)
    return QSettings(str(root / "settings.ini"), QSettings.Format.IniFormat)


def load_settings(store: QSettings) -> dict:
    out = {k: v if _untouched_default(store, k) else store.value(k, v) for k, v in DEFAULTS.items()}
    out["extract"] = str(out["extract"]).lower() == "true"
    return out


def save_choices(store: QSettings, values: dict) -> None:
    """Write what differs from what the file already gives; an untouched default stays unwritten, so
    it follows the default of a later version. A choice made earlier stays as it was."""
    stored = load_settings(store)
    for k, v in values.items():
        if k == "data_dir":
            continue  # kept in the config dir, not inside the data dir it points to
        if _text(v) != _text(stored.get(k)):
            store.setValue(k, _text(v))
        elif _untouched_default(store, k):
            store.remove(k)  # written by an older Save that wrote every default
    store.setValue(CHOSEN_ONLY, "true")
    store.sync()


def _untouched_default(store: QSettings, key: str) -> bool:
    if key not in DEFAULTS or not store.contains(key) or _text(store.value(CHOSEN_ONLY, "")) == "true":
        return False
    return _text(store.value(key)) in (DEFAULTS[key], *PAST_DEFAULTS.get(key, ()))


def _text(value) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


class SettingsPanel(QWidget):
    saved = Signal(dict)
    encryption_requested = Signal()  # "Encrypt my memories…" (gui/unlock.py answers it)

    def __init__(self, data_dir: str, settings: dict, store: QSettings, parent=None) -> None:
        super().__init__(parent)
        self.store = store
        self.data_dir = QLineEdit(data_dir)
        self.data_dir.setToolTip("Where the scopes live. Changing it points Mnemosyne at another folder "
                                 "(an existing store, or a new empty one); nothing is moved.")
        self.model = _choice(MODEL_CHOICES, settings["model"],
                             "bundled (Gemma 3 270M), sentences (no model), none, or the path of any GGUF file",
                             editable=True)
        self.embedder = _choice(["multilingual", "minilm", "none"], settings["embedder"],
                                "multilingual finds a note by meaning in 16 languages, across languages too; "
                                "minilm is English only. Changing it rebuilds the vectors in the background "
                                "(keyword search works meanwhile)")
        self.durability = _choice(["NORMAL", "FULL"], settings["durability"],
                                  "FULL also survives power loss, at the cost of an fsync per write")
        self.timing = _choice(["sync", "async"], settings["timing"])
        self.extract = QCheckBox()
        self.extract.setChecked(bool(settings["extract"]))
        self.auto_lock = QSpinBox(minimum=0, maximum=24 * 60, suffix=" min", specialValueText="never",
                                  objectName="autoLockMinutes")
        self.auto_lock.setAccessibleName("Lock after idle, in minutes")
        self.auto_lock.setValue(int(float(settings.get("auto_lock_minutes", 0) or 0)))
        self.auto_lock.setToolTip("An encrypted data dir locks itself (as Ctrl+L does) after this long without "
                                  "keyboard or mouse input")
        self.save = QPushButton("Save (applies when a scope is next opened)")
        self.problem = QLabel(wordWrap=True)  # why the last Save was refused
        self.browse_data_dir = QPushButton("Browse…")
        self.browse_model = QPushButton("GGUF file…")
        form = QFormLayout(self)
        form.addRow("Data directory", _row(self.data_dir, self.browse_data_dir))
        form.addRow("", QLabel("<small>Ignored while MNEMOSYNE_HOME or --data-dir is given.</small>"))
        form.addRow("Extraction model", _row(self.model, self.browse_model))
        form.addRow("Embedder", self.embedder)
        form.addRow("Durability (synchronous)", self.durability)
        form.addRow("Default write timing", self.timing)
        form.addRow("Extract facts from new notes", self.extract)
        self.encryption = QPushButton("Encrypt my memories…")
        self.encryption.setObjectName("encryptButton")
        self.encryption.setAccessibleName("Encrypt or decrypt my memories")
        self.encryption.setToolTip("Encrypt every scope with a passphrase (AEGIS-256, Argon2id); without the "
                                   "passphrase nothing can be read back")
        self.encryption.clicked.connect(self.encryption_requested)
        form.addRow("Encryption at rest", self.encryption)
        form.addRow("Lock after idle", self.auto_lock)
        from mnemosyne_app.sync.device import saved_remote

        self.sync_section = SyncSection(store, saved_remote(Path(data_dir)))  # saves itself, not with Save
        form.addRow(self.sync_section)
        self.vault_section = VaultSection()  # acts at once, not with Save (gui/vault_section.py)
        form.addRow(self.vault_section)
        form.addRow(self.save)
        form.addRow(self.problem)
        self.save.clicked.connect(self._save)
        self.browse_data_dir.clicked.connect(self._pick_data_dir)
        self.browse_model.clicked.connect(self._pick_model)
        self._name_inputs()
        guard_wheel(self)  # scrolling the panel never changes a setting under the pointer

    def _name_inputs(self) -> None:
        """objectNames (tests, style sheets) and the names a screen reader says."""
        for widget, name, spoken in (
                (self.data_dir, "settingsDataDir", "Data directory"), (self.model, "settingsModel", "Extraction model"),
                (self.embedder, "settingsEmbedder", "Embedder"), (self.durability, "settingsDurability", "Durability"),
                (self.timing, "settingsTiming", "Default write timing"),
                (self.extract, "settingsExtract", "Extract facts from new notes"),
                (self.save, "settingsSave", "Save settings"), (self.problem, "settingsProblem", "Why settings were not saved"),
                (self.browse_data_dir, "settingsBrowseDataDir", "Choose the data directory"),
                (self.browse_model, "settingsBrowseModel", "Choose a GGUF model file")):
            widget.setObjectName(name)
            widget.setAccessibleName(spoken)

    def _pick_data_dir(self) -> None:
        self._dialog = pick_path(self, "Data directory", self.data_dir.setText, folder=True, start=self.data_dir.text())

    def _pick_model(self) -> None:
        self._dialog = pick_path(self, "A GGUF model file", self.model.setCurrentText, name_filter="GGUF models (*.gguf)")

    def problems(self, values: dict) -> list[str]:
        """What would make these settings fail when the next scope opens."""
        out = []
        model = values["model"]
        if model not in MODEL_CHOICES:
            path = Path(model).expanduser()
            if not path.is_file():
                out.append(f"the model file {model} does not exist")
            elif path.suffix.lower() != ".gguf":
                out.append(f"{path.name} is not a .gguf model file")
            else:  # named .gguf, but is it one? (checked here, so a bad file is never saved)
                try:
                    MemoryBrain.check_model(str(path))
                except Exception as exc:
                    out.append(describe(exc))
        if values["data_dir"] and Path(values["data_dir"]).expanduser().is_file():
            out.append(f"the data directory {values['data_dir']} is a file")
        return out

    def values(self) -> dict:
        return {"data_dir": self.data_dir.text().strip(), "model": self.model.currentText().strip() or "bundled", "embedder": self.embedder.currentText(),
                "durability": self.durability.currentText(), "timing": self.timing.currentText(),
                "extract": self.extract.isChecked(),
                "auto_lock_minutes": self.auto_lock.value()}

    def _save(self) -> None:
        values = self.values()
        problems = self.problems(values)
        self.problem.setText("⚠ Not saved: " + "; ".join(problems) if problems else "")
        if problems:
            return
        save_choices(self.store, values)
        self.saved.emit(values)


def _row(field: QWidget, button: QPushButton) -> QWidget:
    row = QWidget()
    box = QHBoxLayout(row)
    box.setContentsMargins(0, 0, 0, 0)
    box.addWidget(field, 1)
    box.addWidget(button)
    return row


def _choice(items: list[str], current: str, tip: str = "", editable: bool = False) -> QComboBox:
    box = QComboBox(editable=editable)
    box.addItems(items)
    box.setCurrentText(current)
    if tip:
        box.setToolTip(tip)
    return box
