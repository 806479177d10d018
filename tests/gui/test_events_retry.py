"""Recovering a failed write from the Events panel."""

from PySide6.QtCore import Qt

from tests.gui.finding import newest
from tests.gui.waiting import wait_until
from tests.unit.fakes import CountingExtractor


def with_models(monkeypatch, extractor=None, embedder=None):
    """Open the window's stores with these stand-in models (settings hold only names)."""
    from mnemosyne_app.gui.session import Session

    real = Session._brain_options
    monkeypatch.setattr(Session, "_brain_options",
                        lambda self: real(self).replace(extractor=extractor, embedder=embedder))


def test_retry_failed_runs_the_selected_failed_write_again(qtbot, make_window, monkeypatch):
    extractor = CountingExtractor(fail_on="GARBAGE")
    with_models(monkeypatch, extractor=extractor)
    w = make_window()
    w.actions_by_name["new"].trigger()
    newest(w, "memoryEditor").text.setPlainText("the model chokes on GARBAGE here")
    newest(w, "memoryEditor").extract.setChecked(True)
    newest(w, "memoryEditor")._submit()
    panel = w.events
    w.panels.setCurrentWidget(panel)
    wait_until(lambda: panel.table.rowCount() == 1 and panel.table.item(0, 1).text() == "failed")
    # The dialog says why in words and keeps the text; the failed write waits in Events.
    wait_until(lambda: newest(w, "memoryEditor").error.isVisible())
    assert "Model returned garbage" in newest(w, "memoryEditor").error.text() and "Error" not in newest(w, "memoryEditor").error.text()
    assert newest(w, "memoryEditor").isVisible() and newest(w, "memoryEditor").text.toPlainText() == "the model chokes on GARBAGE here"
    newest(w, "memoryEditor").reject()
    assert w.model.rowCount() == 0
    rect = panel.table.visualRect(panel.table.model().index(0, 0))
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    assert panel.retry.isEnabled()
    panel.refresh_soon()  # the panel refreshes every second while writes are queued: the pick stays
    wait_until(lambda: not panel._loading)
    assert panel.retry.isEnabled() and panel.selected_failed() == [1]
    extractor.fail_on = None  # the model is fine again
    qtbot.mouseClick(panel.retry, Qt.MouseButton.LeftButton)
    wait_until(lambda: panel.table.rowCount() == 1 and panel.table.item(0, 1).text() == "succeeded")
    wait_until(lambda: w.model.rowCount() == 1)
    assert "retried 1 failed write" in w.statusBar().currentMessage()
    assert not panel.retry.isEnabled()  # nothing failed is selected any more
