"""The Recovery drills panel says what each drill shows in one plain sentence and shows its
figures whole (issue 17)."""

from mnemosyne_app.drills import runner as drills
from mnemosyne_app.gui.panels.drills_panel import PLAIN


def test_each_drill_is_explained_in_one_plain_sentence(qtbot, make_window):
    w = make_window()
    panel = w.drills
    assert set(PLAIN) == set(drills.DRILLS)
    for name in drills.DRILLS:
        panel.choice.setCurrentText(name)
        sentence = panel.explain.text()
        assert sentence == PLAIN[name] and sentence.count(". ") == 0 and sentence.endswith(".")
        assert "kill -9" not in sentence and "_" not in sentence  # words, not engineering notation


def test_figures_are_shown_whole_not_cut_off(qtbot, make_window):
    w = make_window()
    panel = w.drills
    figures = {"accepted": 50, "committed_at_kill": 37, "unfinished_in_log": 13, "missing_identified": 13,
               "after_recovery": 50, "duplicates": 0, "queue_left": 0}
    panel._add(drills.DrillResult("queue_loss_surface", True, "crit", figures, seconds=1.5))
    item = panel.table.item(0, 2)
    assert item.text().splitlines() == [f"{k}={v}" for k, v in figures.items()]
    panel.table.resizeRowsToContents()
    row_height = panel.table.rowHeight(0)
    lines = panel.table.fontMetrics().lineSpacing() * len(figures)
    assert row_height >= lines  # every line fits: nothing elided
    assert panel.table.item(0, 3).text() == PLAIN["queue_loss_surface"]
