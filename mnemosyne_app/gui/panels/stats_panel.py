"""The Stats dashboard: cards (memories, facts, conversations, sources, writes per second) over
charts of the memories by kind and by source, their growth month by month (by when each
happened), and the write
queue's throughput and depth live; the charts follow light and dark mode. The full counts of
stats() stay below, in words."""

from __future__ import annotations

import time

from PySide6.QtCharts import QLineSeries, QValueAxis
from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from mnemosyne_app import qt_async
from mnemosyne_app.core import errors
from mnemosyne_app.gui.panels.stats_charts import Card, apply_theme, chart_view, is_dark, show_bars, show_growth

WINDOW_S = 120


class StatsPanel(QWidget):
    def __init__(self, session, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("statsDashboard")
        self.session = session
        self.cards = {name: Card(caption, name=name) for name, caption in (
            ("memories", "memories"), ("facts", "facts about you"), ("conversations", "conversations"),
            ("sources", "sources"), ("throughput", "writes per second now"))}
        cards = QHBoxLayout()
        for card in self.cards.values():
            cards.addWidget(card)
        self.kinds_view = chart_view("Memories by kind", name="kinds")
        self.sources_view = chart_view("Memories by source", name="sources")
        self.growth_view = chart_view("Memories by the month they happened", name="growth")
        self.queue_view = chart_view("Write queue and store size, last two minutes", name="queue")
        self._build_queue_chart()
        grid = QGridLayout()
        grid.addWidget(self.kinds_view, 0, 0)
        grid.addWidget(self.sources_view, 0, 1)
        grid.addWidget(self.growth_view, 1, 0)
        grid.addWidget(self.queue_view, 1, 1)
        self.counts = QLabel("—", wordWrap=True)
        self.counts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box = QVBoxLayout(self)
        box.addLayout(cards)
        box.addLayout(grid, 1)
        box.addWidget(self.counts)
        self.charts = [self.kinds_view, self.sources_view, self.growth_view, self.queue_view]
        self.follow_palette()
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(lambda *_: self.follow_palette())
        self.overview: dict = {}
        self.samples: list[tuple[float, float, int, float]] = []  # (t, writes/s, depth, MB)
        self.timer = QTimer(self, interval=1000)
        self.timer.timeout.connect(self.sample)
        self.timer.start()
        # The counts are a few SQL passes over the whole scope (about a second at 100,000
        # memories), on the one store thread every view shares: they are drawn only while the
        # dashboard is on screen, once per burst of changes, so the table's first rows and the
        # next search never wait behind them.
        self.stale = True
        self.debounce = QTimer(self, singleShot=True, interval=300)
        self.debounce.timeout.connect(lambda: qt_async.spawn(self.refresh()))
        session.changed.connect(lambda ch: self.refresh_soon() if ch.memories or ch.scope else None)

    def _build_queue_chart(self) -> None:
        chart = self.queue_view.chart()
        chart.setProperty("legend", True)
        chart.legend().show()
        self.throughput = QLineSeries(name="writes/s")
        self.depth = QLineSeries(name="queue depth")
        self.size = QLineSeries(name="store size (MB)")
        for s in (self.throughput, self.depth, self.size):
            chart.addSeries(s)
        self.x_axis = QValueAxis(titleText="seconds ago")
        self.x_axis.setRange(-WINDOW_S, 0)
        self.y_axis = QValueAxis()
        self.y_axis.setRange(0, 10)
        self.size_axis = QValueAxis(titleText="MB")
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        chart.addAxis(self.size_axis, Qt.AlignmentFlag.AlignRight)
        for s in (self.throughput, self.depth):
            s.attachAxis(self.x_axis)
            s.attachAxis(self.y_axis)
        self.size.attachAxis(self.x_axis)
        self.size.attachAxis(self.size_axis)

    # -- light and dark ------------------------------------------------------------------------
    def follow_palette(self) -> None:
        apply_theme(self.charts, is_dark(self))

    def changeEvent(self, event) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.follow_palette()
        super().changeEvent(event)

    # -- live queue ----------------------------------------------------------------------------
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
        self.cards["throughput"].show_value(f"{st['throughput']:.1f}", f"{st['depth']:,} waiting in the queue")

    # -- counts --------------------------------------------------------------------------------
    def refresh_soon(self) -> None:
        self.stale = True
        if self.isVisible():
            self.debounce.start()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.stale:
            self.debounce.start(0)

    async def refresh(self) -> None:
        if not self.session.is_open:
            return
        self.stale = False
        try:
            st = await self.session.stats()
            self.overview = ov = await self.session.view("overview")
        except errors.ScopeClosedError:
            return
        shown = sum(n for _, n in ov["by_kind"])
        self.cards["memories"].show_value(shown, f"{st['deleted']:,} deleted (kept in history)")
        replaced = ov["replaced_facts"]
        self.cards["facts"].show_value(ov["facts"], (f"{replaced:,} replaced by a later one · " if replaced else "")
                                       + "see Profile")
        self.cards["conversations"].show_value(ov["conversations"], "see Conversations")
        sources = [s or "(none)" for s, _ in ov["by_source"]]
        more = f" and {len(sources) - 3} more" if len(sources) > 3 else ""  # "5 sources" lists 3 "and 2 more"
        self.cards["sources"].show_value(len(sources), ", ".join(sources[:3]) + more)
        show_bars(self.kinds_view, ov["by_kind"], "memories")
        show_bars(self.sources_view, ov["by_source"], "memories")
        show_growth(self.growth_view, ov["by_month"])
        self.follow_palette()
        ev = st["events"]
        self.counts.setText(
            # the same count as the card; memories merged or archived into another are kept too
            f"<b>{shown:,}</b> memories shown" + (f" ({st['memories'] - shown:,} more kept: merged or archived)"
                                                  if st['memories'] > shown else "")
            + f" · {st['deleted']} deleted · {st['facts']} facts kept in all · "
            f"<b>{st['writes']}</b> writes · <b>{st['model_calls']}</b> model calls · "
            f"<b>{st['duplicates']}</b> duplicates rejected · <b>{st['purged']}</b> expired memories purged · "
            f"events: {ev['pending']} pending, {ev['running']} running, "
            f"{ev['succeeded']} succeeded, {ev['failed']} failed · ledger {st['ledger_entries']} entries · "
            f"{st['db_bytes'] / 1e6:.1f} MB")
