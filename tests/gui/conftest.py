import pytest

from mnemosyne_app import qt_async
from tests.gui.waiting import wait_until

QUIET_SETTINGS = {"model": "none", "embedder": "none", "durability": "NORMAL", "timing": "sync", "extract": False}


@pytest.fixture
def loop(qapp):
    return qt_async.install(qapp)


@pytest.fixture
def make_window(qtbot, loop, data_home):
    """Open the main window on a data dir and wait for its first rows; close it cleanly after."""
    from mnemosyne_app.gui.main_window import MainWindow

    windows = []

    def make(scope="default", settings=None, passphrase=None):
        w = MainWindow(scope=scope, settings={**QUIET_SETTINGS, **(settings or {})})
        if passphrase is not None:  # as app.py does after the unlock dialog, before the first open
            w.session.passphrase = passphrase
        qtbot.addWidget(w)
        with qtbot.waitActive(w):
            w.show()
            w.activateWindow()
        wait_until(lambda: w.first_rows_shown and w.session.brain is not None, what="the first rows")
        windows.append(w)
        return w

    yield make
    for w in windows:
        w.jobs.cancel_all()
        if w.session.brain is not None:
            loop.run_until_complete(w.session.close())
    wait_until(lambda: qt_async.pending() == 0, what="the window's tasks to end")


def wait_for(qtbot, condition, timeout=10000):
    wait_until(condition, timeout / 1000)  # sleeps between events: qtbot's wait holds the GIL


@pytest.fixture(autouse=True)
def _waits_that_release_the_gil(qtbot, monkeypatch):
    """Every ``qtbot.waitUntil`` in these tests waits the way ``wait_until`` does.

    qtbot's own waitUntil spins ``QTest.qWait``, which holds the GIL while idle, so the store
    thread it is waiting for barely runs: under load on 2 cores a 5 s wait for three rows ran
    out (tests/gui/test_main_window.py, seen with other work on the machine). The wait is not
    a measure of speed (that lives in bench/), so it also allows at least 15 s."""

    def wait_until_released(callback, *, timeout=5000):
        def holds():
            try:
                result = callback()
            except AssertionError:
                return False
            return result is None or bool(result)

        wait_until(holds, max(timeout, 15000) / 1000, what=getattr(callback, "__qualname__", ""))

    monkeypatch.setattr(qtbot, "waitUntil", wait_until_released)
