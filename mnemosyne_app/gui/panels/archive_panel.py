"""Import and export: pick a file or folder, watch the progress, cancel, read the report."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QProgressBar, QPushButton, QScrollArea,
    QVBoxLayout, QWidget,
)

from mnemosyne_app import qt_async
from mnemosyne_app.core.brain import MemoryBrain
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
        self.format.addItems(MemoryBrain.IMPORT_FORMATS)
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
        self.export_result = QLabel(wordWrap=True, objectName="exportResult")
        self.export_result.setAccessibleName("What the export did")
        self.show_folder = QPushButton("Show in folder", objectName="exportShowFolder")
        self.show_folder.setAccessibleName("Show the exported file in its folder")
        self.show_folder.hide()
        self.show_folder.clicked.connect(self._show_folder)
        exp = QGroupBox("Export this scope")
        row3 = QHBoxLayout()
        for w in (self.export_path, self.export_browse, self.export_format, self.export_button):
            row3.addWidget(w)
        row4 = QHBoxLayout()
        row4.addWidget(self.export_result, 1)
        row4.addWidget(self.show_folder)
        exp_box = QVBoxLayout(exp)
        exp_box.addLayout(row3)
        exp_box.addLayout(row4)
        self.exported_to: Path | None = None

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
        typed = self.import_path.text().strip()
        if not typed or not self.session.is_open or self.progress is not None:
            return
        path = str(Path(typed).expanduser())  # "~/Downloads/…" is the home folder, as in the Export box
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
                self._back_to(self.import_button)  # focus left it while it was off: bring it back

        qt_async.spawn(run())

    def _back_to(self, widget: QWidget) -> None:
        widget.setFocus()
        area = self.parentWidget()
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        if area is not None:
            area.ensureWidgetVisible(widget)

    def start_export(self) -> None:
        typed = self.export_path.text().strip()
        if not typed or not self.session.is_open:
            return
        # A bare name goes in the home folder (not wherever the app was started from), and the
        # result names the whole path.
        target = Path(typed).expanduser()
        path = str(target if target.is_absolute() else Path.home() / target)
        fmt = self.export_format.currentText()
        self.export_button.setEnabled(False)
        self.show_folder.hide()

        async def run():
            try:
                self.exported = await self.session.export(path, fmt)
                self.exported_to = Path(path)
                n = self.exported
                self.export_result.setText(
                    f"exported {n:,} memor{'y' if n == 1 else 'ies'} to {path}. This file is not encrypted: "
                    "anyone who can read it can read these memories.")
                self.show_folder.show()
            except Exception as exc:
                self.export_result.setText(f"export failed: {describe(exc)}")
            finally:
                self.export_button.setEnabled(True)
                self._back_to(self.export_button)

        qt_async.spawn(run())

    def _show_folder(self) -> None:
        if self.exported_to is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.exported_to.parent)))
