"""The Stats dashboard's parts: number cards, and QtCharts charts that follow the light or dark
palette (the chart theme is picked from the window colour whenever the palette changes)."""

from __future__ import annotations

from PySide6.QtCharts import (
    QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QHorizontalBarSeries, QLineSeries, QValueAxis,
)
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

TOP = 8  # bars shown per chart; the rest are summed as "other"


def is_dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 128


class Card(QFrame):
    """A big number and what it counts."""

    def __init__(self, caption: str, parent=None, name: str = "") -> None:
        super().__init__(parent)
        self.setObjectName(f"statCard_{name}" if name else "statCard")  # "statCard_memories"...
        self.setAccessibleName(caption)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.number = QLabel("—")
        self.number.setObjectName("statNumber")
        font = self.number.font()
        font.setPointSizeF(font.pointSizeF() * 1.9)
        font.setBold(True)
        self.number.setFont(font)
        self.caption = QLabel(caption, wordWrap=True)
        self.detail = QLabel("", wordWrap=True)
        self.detail.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        box = QVBoxLayout(self)
        for w in (self.number, self.caption, self.detail):
            box.addWidget(w)
        self.setMinimumWidth(130)

    def show_value(self, value: int | float | str, detail: str = "") -> None:
        self.number.setText(f"{value:,}" if isinstance(value, int) else str(value))
        self.detail.setText(detail)


MIN_CHART_HEIGHT = 220


def chart_view(title: str, name: str = "") -> QChartView:
    chart = QChart()
    chart.setTitle(title)
    chart.legend().hide()
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    view = QChartView(chart)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(MIN_CHART_HEIGHT)
    view.setObjectName(f"chart_{name}" if name else "chart")
    view.setAccessibleName(title)
    return view


def apply_theme(views, dark: bool) -> None:
    theme = QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight
    for view in views:
        chart = view.chart()
        if chart.theme() != theme:
            chart.setTheme(theme)  # (resets the legend: keep the choice made for each chart)
            chart.legend().setVisible(chart.property("legend") is True)


def count_axis(top: int, title: str = "") -> QValueAxis:
    """A 0..n axis for counts: whole, round steps (1, 2, 5, 10, 20, …), never "2.5 memories"."""
    step, factors = 1, [2, 2.5, 2]  # 1, 2, 5, 10, 20, 50, …
    while top * 1.1 / step > 6:
        step = int(step * factors[0])
        factors = factors[1:] + factors[:1]
    axis = QValueAxis(titleText=title, labelFormat="%d")
    n = max(1, -(-int(top * 1.1) // step))
    axis.setRange(0, n * step)
    axis.setTickCount(n + 1)
    return axis


def _clear(chart: QChart) -> None:
    chart.removeAllSeries()
    for axis in chart.axes():
        chart.removeAxis(axis)


def top_of(pairs: list[tuple], n: int = TOP) -> list[tuple[str, int]]:
    pairs = [(str(k) or "(none)", int(v)) for k, v in pairs]
    if len(pairs) <= n:
        return pairs
    return pairs[: n - 1] + [("other", sum(v for _, v in pairs[n - 1:]))]


def show_bars(view: QChartView, pairs: list[tuple], what: str) -> QBarSet:
    """Horizontal bars, largest on top."""
    chart = view.chart()
    _clear(chart)
    pairs = top_of(pairs)[::-1]
    bars = QBarSet(what)
    bars.append([v for _, v in pairs])
    series = QHorizontalBarSeries()
    series.append(bars)
    series.setLabelsVisible(True)
    chart.addSeries(series)
    names = QBarCategoryAxis()
    names.append([k for k, _ in pairs] or [""])
    chart.addAxis(names, Qt.AlignmentFlag.AlignLeft)
    values = count_axis(max([v for _, v in pairs] or [1]))
    chart.addAxis(values, Qt.AlignmentFlag.AlignBottom)
    series.attachAxis(names)
    series.attachAxis(values)
    # Room for every name: squeezed below about 26 px a row, QtCharts draws each as "..."
    # (seven sources at 800x600); the panels scroll instead.
    view.setMinimumHeight(max(MIN_CHART_HEIGHT, 130 + 26 * len(pairs)))
    return bars


def show_growth(view: QChartView, by_month: list[tuple]) -> QLineSeries:
    """Memories of each month (bars) and in all up to it (line), oldest month on the left."""
    chart = view.chart()
    _clear(chart)
    months = [m for m, _ in by_month] or [""]
    added = QBarSet("that month")
    added.append([int(n) for _, n in by_month])
    bars = QBarSeries()
    bars.append(added)
    total, line = 0, QLineSeries(name="in all")
    for i, (_, n) in enumerate(by_month):
        total += int(n)
        line.append(QPointF(i, total))
    chart.addSeries(bars)
    chart.addSeries(line)
    axis = QBarCategoryAxis()
    axis.append(months)
    chart.addAxis(axis, Qt.AlignmentFlag.AlignBottom)
    left = count_axis(max([int(n) for _, n in by_month] or [1]), "that month")
    right = count_axis(max(total, 1), "in all")
    chart.addAxis(left, Qt.AlignmentFlag.AlignLeft)
    chart.addAxis(right, Qt.AlignmentFlag.AlignRight)
    bars.attachAxis(axis)
    bars.attachAxis(left)
    line.attachAxis(axis)
    line.attachAxis(right)
    chart.setProperty("legend", True)
    chart.legend().show()
    return line
