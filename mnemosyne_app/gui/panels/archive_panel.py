"""Import and export: pick a file or folder, watch the progress, cancel, read the report."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QProgressBar, QPushButton,
    QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.core.archive.importer import FORMATS
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.gui.dialogs import pick_path
from mnemosyne_app.gui.wording import describe


class ArchivePanel(QWidget):
    # New memories to embed: the window's background lane builds their search vectors (they
    # are searchable by keyword at once, by meaning as the vectors arrive).
    vectors_wanted = Signal()

    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.progress: Progress | None = None
        self.report = None
        self.exported: int | None = None

        self.import_path = QLineEdit(placeholderText="ChatGPT/Claude export (.zip, folder, conversations.json), "
                                                     "Gemini Takeout or AI Studio chat, JSONL, Markdown folder")
        self.browse = QPushButton("File…")
        self.browse_folder = QPushButton("Folder…")  # an unpacked export, a folder of Markdown notes
        self.format = QComboBox()
        self.format.addItems(FORMATS)
        self.all_branches = QCheckBox("ChatGPT: all branches")
        self.extract = QCheckBox("Extract facts from my messages (in the background)")
        self.import_button = QPushButton("Import")
        self.cancel = QPushButton("Cancel")
        self.cancel.setEnabled(False)
        self.bar = QProgressBar()
        self.result = QLabel(wordWrap=True)
        imp = QGroupBox("Import an archive")
        row1 = QHBoxLayout()
        row1.addWidget(self.import_path, 1)
        row1.addWidget(self.browse)
        row1.addWidget(self.browse_folder)
        row2 = QHBoxLayout()
        for w in (QLabel("Format"), self.format, self.all_branches, self.extract, self.import_button, self.cancel):
            row2.addWidget(w)
        row2.addWidget(self.bar, 1)
        box = QVBoxLayout(imp)
        box.addLayout(row1)
        box.addLayout(row2)
        box.addWidget(self.result)

        self.export_path = QLineEdit(placeholderText="where to write the export")
        self.export_browse = QPushButton("Browse…")
        self.export_format = QComboBox()
        self.export_format.addItems(["json", "jsonl", "markdown"])
        self.export_button = QPushButton("Export")
        self.export_result = QLabel()
        exp = QGroupBox("Export this scope")
        row3 = QHBoxLayout(exp)
        for w in (self.export_path, self.export_browse, self.export_format, self.export_button, self.export_result):
            row3.addWidget(w)

        outer = QVBoxLayout(self)
        outer.addWidget(imp)
        outer.addWidget(exp)
        outer.addStretch(1)
        self.browse.clicked.connect(self.pick_file)
        self.browse_folder.clicked.connect(self.pick_folder)
        self.import_button.clicked.connect(self.start_import)
        self.cancel.clicked.connect(lambda: self.progress and self.progress.cancel())
        self.export_button.clicked.connect(self.start_export)
        self.export_browse.clicked.connect(self.pick_export_file)

    def pick_file(self) -> None:
        self._dialog = pick_path(self, "Choose an archive", self.import_path.setText)

    def pick_folder(self) -> None:
        self._dialog = pick_path(self, "Choose an export folder", self.import_path.setText, folder=True)

    def pick_export_file(self) -> None:
        suffix = {"json": ".json", "jsonl": ".jsonl", "markdown": ".md"}[self.export_format.currentText()]
        self._dialog = pick_path(self, "Export to", self.export_path.setText, save=True,
                                 start=f"mnemosyne-{self.session.scope or 'export'}{suffix}")

    def _on_progress(self, p: Progress) -> None:  # any thread
        qt_async.call_in_gui(self._show, p.done, p.total, p.message)

    def _show(self, done: int, total: int, message: str) -> None:
        self.bar.setMaximum(max(total, 1))
        self.bar.setValue(done)
        self.bar.setFormat(f"%v/%m  {message[:40]}")

    def start_import(self) -> None:
        path = self.import_path.text().strip()
        if not path or not self.session.is_open or self.progress is not None:
            return
        self.progress = Progress(label="import")
        self.progress.subscribe(self._on_progress)
        self.import_button.setEnabled(False)
        self.cancel.setEnabled(True)
        self.result.setText("Importing…")
        fmt, branches, progress = self.format.currentText(), self.all_branches.isChecked(), self.progress
        extract = self.extract.isChecked()

        async def run():
            try:
                report = await self.session.import_archive(path, fmt, progress, all_branches=branches, extract=extract)
                skipped = "".join(f"<br>· {i}: {why}" for i, why in report.skipped[:20])
                note = ""
                if report.inserted and self.session.has_embedder:
                    note = "<br>Search vectors for the new messages are being built in the background (status bar)."
                    self.vectors_wanted.emit()
                self.result.setText(f"<b>{report.summary()}</b>{skipped}{note}")
                self.report = report
            except Exception as exc:
                self.result.setText(f"<b style='color:red'>Import failed:</b> {describe(exc)}")
            finally:
                self.progress = None
                self.import_button.setEnabled(True)
                self.cancel.setEnabled(False)

        qt_async.spawn(run())

    def start_export(self) -> None:
        path = self.export_path.text().strip()
        if not path or not self.session.is_open:
            return
        fmt = self.export_format.currentText()
        self.export_button.setEnabled(False)

        async def run():
            try:
                self.exported = await self.session.export(path, fmt)
                self.export_result.setText(f"exported {self.exported} memories")
            except Exception as exc:
                self.export_result.setText(f"export failed: {describe(exc)}")
            finally:
                self.export_button.setEnabled(True)

        qt_async.spawn(run())
