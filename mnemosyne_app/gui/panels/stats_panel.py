"""Counts from stats(), and queue throughput and depth over time as a chart."""

from __future__ import annotations

import time

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors

WINDOW_S = 120


class StatsPanel(QWidget):
    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.counts = QLabel("—", wordWrap=True)
        self.throughput = QLineSeries(name="writes/s")
        self.depth = QLineSeries(name="queue depth")
        self.size = QLineSeries(name="store size (MB)")
        chart = QChart()
        chart.setTitle("Write queue and store size, last two minutes")
        for s in (self.throughput, self.depth):
            chart.addSeries(s)
        self.x_axis = QValueAxis(titleText="seconds ago")
        self.x_axis.setRange(-WINDOW_S, 0)
        self.y_axis = QValueAxis()
        self.y_axis.setRange(0, 10)
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        for s in (self.throughput, self.depth):
            s.attachAxis(self.x_axis)
            s.attachAxis(self.y_axis)
        chart.addSeries(self.size)
        self.size_axis = QValueAxis(titleText="MB")
        chart.addAxis(self.size_axis, Qt.AlignmentFlag.AlignRight)
        self.size.attachAxis(self.x_axis)
        self.size.attachAxis(self.size_axis)
        self.view = QChartView(chart)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QVBoxLayout(self)
        box.addWidget(self.counts)
        box.addWidget(self.view, 1)
        self.samples: list[tuple[float, float, int, float]] = []  # (t, writes/s, depth, MB)
        self.timer = QTimer(self, interval=1000)
        self.timer.timeout.connect(self.sample)
        self.timer.start()
        session.changed.connect(lambda ch: self.refresh_soon() if ch.memories or ch.scope else None)

    def sample(self) -> None:
        # The one timer left on the queue: a chart of throughput over time needs samples as time
        # passes, not only when writes finish. Hidden, it has nobody to draw for.
        if not self.isVisible():
            return
        st = self.session.queue_status()  # in-memory, no SQLite
        if st is None:
            return
        now = time.monotonic()
        mb = self.session.file_bytes() / 1e6  # stat() calls, not a query
        self.samples = [s for s in self.samples if now - s[0] <= WINDOW_S] + [(now, st["throughput"], st["depth"], mb)]
        self.throughput.replace([QPointF(t - now, v) for t, v, _, _ in self.samples])
        self.depth.replace([QPointF(t - now, d) for t, _, d, _ in self.samples])
        self.size.replace([QPointF(t - now, m) for t, _, _, m in self.samples])
        top = max([10.0] + [max(v, d) for _, v, d, _ in self.samples])
        self.y_axis.setRange(0, top * 1.1)
        self.size_axis.setRange(0, max(m for *_, m in self.samples) * 1.2 + 0.1)

    def refresh_soon(self) -> None:
        qt_async.spawn(self.refresh())

    async def refresh(self) -> None:
        if not self.session.is_open:
            return
        try:
            st = await self.session.stats()
        except errors.ScopeClosedError:
            return
        ev = st["events"]
        self.counts.setText(
            f"<b>{st['memories']}</b> memories ({st['deleted']} deleted, {st['facts']} facts) · "
            f"<b>{st['writes']}</b> writes · <b>{st['model_calls']}</b> model calls · "
            f"<b>{st['duplicates']}</b> duplicates rejected · <b>{st['purged']}</b> expired memories purged · events: {ev['pending']} pending, {ev['running']} running, "
            f"{ev['succeeded']} succeeded, {ev['failed']} failed · ledger {st['ledger_entries']} entries · "
            f"{st['db_bytes'] / 1e6:.1f} MB")
