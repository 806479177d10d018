"""Always visible: the writes in plain words ("3 writes waiting · saving 12/s", "all saved"),
the async/sync toggle, Flush, the background job with its counts and a Stop button, the
person's long work (flushing, verifying, adding a list), and the last integrity result."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QCheckBox, QLabel, QProgressBar, QPushButton, QStatusBar

from mnemosyne_app import qt_async
from mnemosyne_app.gui.inputs import named


def describe_queue(st: dict) -> str:
    """The write queue in words, for people rather than for a dashboard."""
    depth, rate, failed = st["depth"], st["throughput"], st["failed"]
    if depth:
        text = f"{depth:,} write{'s' if depth != 1 else ''} waiting"
        text += f" · saving {rate:,.0f}/s" if rate >= 1 else " · saving…"
        if st["oldest_pending_age"] >= 10:
            text += f" · oldest {st['oldest_pending_age']:.0f} s"
    else:
        text = "all saved"
    if failed:
        text += f" · {failed} failed (see Events)"
    return text


class QueueStatus:
    """Widgets placed in the window's status bar. The writes line is refreshed when the session
    says something changed (an op, or the queue reporting finished writes: no polling). Only
    while writes are waiting does a slow timer redraw it, because "saving 12/s" and the oldest
    write's age move with the clock even when no write finishes (a model call can take seconds);
    it reads the queue's in-memory counters, never SQLite."""

    def __init__(self, bar: QStatusBar, session, jobs) -> None:
        self.session = session
        self.jobs = jobs
        self.queue = named(QLabel("—"), "queueStatus", "Writes", "How many writes are waiting and how fast they are saved")
        self.async_toggle = named(QCheckBox("Async writes"), "asyncToggle", "Async writes")
        self.flush = named(QPushButton("Flush"), "flushButton", "Flush the write queue")
        self.flush.setEnabled(False)
        self.integrity = named(QLabel("integrity: not checked"), "integrityStatus", "Integrity")
        # Background maintenance (search vectors, sweep): what, how far, and a way to stop it.
        self.job = named(QLabel(), "jobStatus", "Background job")
        self.job_stop = named(QPushButton("Stop"), "jobStopButton", "Stop the background job",
                              "What was done stays; the rest is done the next time the scope opens")
        self.job_stop.setToolTip("Stop the background job (what it did stays; the rest is done on the next open)")
        self.job_pause = named(QPushButton("Pause"), "jobPauseButton", "Pause the background job",
                               "It waits after the slice in hand until you press Resume")
        self.bulk_running = False  # a bulk change is under way: the job's line steps aside (make_room)
        self.job.hide()
        self.job_stop.hide()
        self.job_pause.hide()
        # Long work of the session (adding a pasted list, flushing, verifying): what and how far.
        self.work = named(QLabel(), "workStatus", "Work under way")
        self.work_progress = named(QProgressBar(maximumWidth=110), "workProgress", "Progress")
        self.work.hide()
        self.work_progress.hide()
        for w in (self.job, self.job_pause, self.job_stop, self.work, self.work_progress, self.queue,
                  self.async_toggle, self.flush, self.integrity):
            bar.addPermanentWidget(w)
        session.busy.connect(self.on_busy)
        session.progressed.connect(self.on_progress)
        jobs.progressed.connect(self.on_job)
        self.job_stop.clicked.connect(jobs.cancel_all)
        self.job_pause.clicked.connect(lambda: jobs.set_paused(not jobs.paused))
        jobs.paused_changed.connect(lambda paused: self.job_pause.setText("Resume" if paused else "Pause"))
        self.async_toggle.toggled.connect(lambda on: qt_async.spawn(session.set_async(on)))
        self.flush.clicked.connect(self.start_flush)
        self.flushing = False
        self.clock = QTimer(bar, interval=1000)  # only while writes wait: rate and age move with time
        self.clock.timeout.connect(self.refresh)
        session.changed.connect(self.on_changed)

    def refresh(self) -> None:
        st = self.session.queue_status()
        if st is None:
            self.clock.stop()
            return
        if st["depth"] and not self.clock.isActive():
            self.clock.start()
        elif not st["depth"]:
            self.clock.stop()
        self.queue.setText(describe_queue(st))
        self.flush.setEnabled(st["depth"] > 0 and not self.flushing)
        if self.async_toggle.isChecked() != st["enabled"]:
            self.async_toggle.blockSignals(True)
            self.async_toggle.setChecked(st["enabled"])
            self.async_toggle.blockSignals(False)

    def start_flush(self) -> None:
        if self.flushing or not self.session.is_open:
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

    def on_job(self, text: str) -> None:
        self.job.setText(text)
        self._show_job()

    def make_room(self, bulk_running: bool) -> None:
        """While a bulk change runs, the background job steps aside in the store (the person's work
        goes first) and in the status bar: at 800 px its line and buttons squeezed the bulk change's
        own words and Cancel to a third of their width."""
        self.bulk_running = bulk_running
        self._show_job()

    def _show_job(self) -> None:
        shown = bool(self.job.text()) and not self.bulk_running
        for w in (self.job, self.job_stop, self.job_pause):
            w.setVisible(shown)

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
        self.refresh()
        if changes.integrity is not None or changes.scope:
            self.integrity.setText(integrity_words(self.session.integrity_report))


def integrity_words(rep: dict | None) -> str:
    """The status bar's line for the last verify (kept in the store: it survives a restart)."""
    if rep is None:
        return "integrity: not checked"
    if rep.get("valid"):
        return f"integrity: ✔ valid ({rep['checked']:,} entries)"
    changed = len(rep.get("broken_memories") or [])
    if changed:
        return (f"integrity: ✘ broken at entry {rep['first_broken_at']}: {changed:,} "
                f"memor{'y' if changed == 1 else 'ies'} changed outside Mnemosyne")
    if rep.get("restored") and rep.get("first_broken_at") is not None:
        return "integrity: restored; verify again"
    if rep.get("access_log_broken_at") is not None:
        return f"integrity: ✘ broken at access log row {rep['access_log_broken_at']}"
    return f"integrity: ✘ broken at entry {rep['first_broken_at']}"
