"""Always visible: queue depth and throughput, the async/sync toggle, Flush, last integrity."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QCheckBox, QLabel, QProgressBar, QPushButton, QStatusBar

from mnemosyne_app import qt_async


class QueueStatus:
    """Widgets placed in the window's status bar, refreshed twice a second from hot_path status
    (an in-memory read: no SQLite on the GUI thread)."""

    def __init__(self, bar: QStatusBar, session) -> None:
        self.session = session
        self.queue = QLabel("queue: —")
        self.async_toggle = QCheckBox("Async writes")
        self.flush = QPushButton("Flush")
        self.flush.setEnabled(False)
        self.integrity = QLabel("integrity: not checked")
        # Long work of the session (adding a pasted list, flushing, verifying): what and how far.
        self.work = QLabel()
        self.work_progress = QProgressBar(maximumWidth=140)
        self.work.hide()
        self.work_progress.hide()
        for w in (self.work, self.work_progress, self.queue, self.async_toggle, self.flush, self.integrity):
            bar.addPermanentWidget(w)
        session.busy.connect(self.on_busy)
        session.progressed.connect(self.on_progress)
        self.async_toggle.toggled.connect(lambda on: qt_async.spawn(session.set_async(on)))
        self.flush.clicked.connect(self.start_flush)
        self.flushing = False
        self.timer = QTimer(bar, interval=500)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        session.changed.connect(self.on_changed)

    def refresh(self) -> None:
        brain = self.session.brain
        if brain is None:
            return
        st = brain.hot_path("status")
        self.queue.setText(f"queue: {st['depth']} · {st['throughput']:.0f}/s · oldest {st['oldest_pending_age']:.1f}s"
                           + (f" · {st['failed']} failed" if st["failed"] else ""))
        self.flush.setEnabled(st["depth"] > 0 and not self.flushing)
        if self.async_toggle.isChecked() != st["enabled"]:
            self.async_toggle.blockSignals(True)
            self.async_toggle.setChecked(st["enabled"])
            self.async_toggle.blockSignals(False)

    def start_flush(self) -> None:
        if self.flushing or self.session.brain is None:
            return
        self.flushing = True
        self.flush.setEnabled(False)
        self.on_busy("flushing")  # at once; the session says it too, and clears it when done

        async def run():
            try:
                await self.session.flush()
            finally:
                self.flushing = False
                self.refresh()

        qt_async.spawn(run())

    def on_busy(self, label: str) -> None:
        self.work.setText(f"{label}…" if label else "")
        self.work.setVisible(bool(label))
        self.work_progress.setRange(0, 0)  # busy until it says how far
        self.work_progress.setVisible(bool(label))

    def on_progress(self, done: int, total: int) -> None:
        if self.work.isVisible() and total > 0:
            self.work_progress.setRange(0, total)
            self.work_progress.setValue(done)

    def on_changed(self, changes) -> None:
        rep = changes.integrity
        if rep is not None:
            self.integrity.setText(f"integrity: ✔ valid ({rep.checked} entries)" if rep.valid
                                   else f"integrity: ✘ broken at entry {rep.first_broken_at}")
