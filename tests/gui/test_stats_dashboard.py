"""The Stats dashboard (issue 17): cards and charts of what is stored, drawn from the store, and
charts that follow the light or dark palette."""

import time

from PySide6.QtCharts import QChart, QHorizontalBarSeries
from PySide6.QtGui import QColor, QPalette

from mnemosyne_app import qt_async
from tests.gui.waiting import wait_until


def run(coro):
    return qt_async.loop().run_until_complete(coro)


def bars_of(view) -> dict[str, int]:
    chart = view.chart()
    series = next(s for s in chart.series() if isinstance(s, QHorizontalBarSeries))
    names = next(a for a in chart.axes() if a.orientation().name == "Vertical").categories()
    values = series.barSets()[0]
    return {names[i]: int(values.at(i)) for i in range(values.count())}


def test_cards_and_charts_show_the_store(qtbot, make_window):
    w = make_window()
    brain = w.session.brain
    for text, kind, source in (("a", "note", "chat"), ("b", "note", "chat"), ("c", "fact", "notes"),
                               ("d", "project", None)):
        brain.retain(text, kind=kind, source=source, extract=False)
    gone = brain.retain("e", kind="note", extract=False).memory_ids[0]
    brain.delete(gone)
    run(w.stats.refresh())
    assert w.stats.cards["memories"].number.text() == "4"
    assert "1 deleted" in w.stats.cards["memories"].detail.text()
    assert w.stats.cards["sources"].number.text() == "3"  # chat, notes, none
    assert "<b>4</b> memories shown" in w.stats.counts.text()  # the bottom line agrees with the card
    for source in ("web", "mail"):
        brain.retain(f"from {source}", source=source, extract=False)
    run(w.stats.refresh())
    assert w.stats.cards["sources"].number.text() == "5"
    assert w.stats.cards["sources"].detail.text().endswith("and 2 more")  # five sources, three named
    brain.delete_many([m.memory_id for m in brain.list_memories() if m.source in ("web", "mail")])
    run(w.stats.refresh())
    assert bars_of(w.stats.kinds_view) == {"note": 2, "fact": 1, "project": 1}
    assert bars_of(w.stats.sources_view) == {"chat": 2, "notes": 1, "(none)": 1}
    month = time.strftime("%Y-%m")
    assert w.stats.overview["by_month"] == [(month, 4)]
    line = next(s for s in w.stats.growth_view.chart().series() if s.name() == "in all")
    assert line.at(line.count() - 1).y() == 4
    w.panels.setCurrentWidget(w.stats)  # the live chart samples only while it is shown
    w.stats.sample()
    assert w.stats.cards["throughput"].number.text() == "0.0"


def test_charts_follow_light_and_dark(qtbot, make_window):
    w = make_window()
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#e8eaed"))
    w.stats.setPalette(dark)
    wait_until(lambda: all(v.chart().theme() == QChart.ChartTheme.ChartThemeDark for v in w.stats.charts))
    light = QPalette()
    light.setColor(QPalette.ColorRole.Window, QColor("#f5f5f5"))
    w.stats.setPalette(light)
    wait_until(lambda: all(v.chart().theme() == QChart.ChartTheme.ChartThemeLight for v in w.stats.charts))
    assert w.stats.queue_view.chart().legend().isVisible()  # a theme change keeps the legends chosen


def test_chart_names_have_room_to_be_read_on_a_small_screen(qtbot, make_window):
    # At 800x600 seven sources were drawn as seven "..." (each name elided for want of height).
    w = make_window()
    w.session.brain.retain_batch([{"text": f"note {i}", "source": f"app{i % 7}"} for i in range(70)], extract=False)
    w.resize(800, 600)
    w.dock.show()
    w.panels.setCurrentWidget(w.stats)
    run(w.stats.refresh())
    view = w.stats.sources_view
    wait_until(lambda: view.isVisible() and view.chart().plotArea().height() > 0, what="the chart drawn")
    per_name = view.chart().plotArea().height() / len(bars_of(view))
    assert per_name >= 1.6 * view.fontMetrics().height(), per_name


def test_the_facts_card_counts_what_the_profile_lists(qtbot, make_window):
    """"5 facts about you · see Profile" agrees with the Profile's "5 facts"; a fact a later one
    replaced is counted apart (was: 7, the replaced ones counted as facts about the person now)."""
    from mnemosyne_app import MemoryBrain
    from tests.unit.test_fact_spans import RulesOnly, said

    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as b:
        said(b, "2024-01-10", "I live in Lisbon.")
        said(b, "2024-03-10", "I work as a nurse.")
        said(b, "2024-06-10", "I moved to Madrid.")
        profile = b.profile()
    assert len(profile["current"]) == 2 and len(profile["replaced"]) == 1
    w = make_window()
    run(w.stats.refresh())
    card = w.stats.cards["facts"]
    assert card.number.text() == "2"
    assert card.detail.text() == "1 replaced by a later one · see Profile"
