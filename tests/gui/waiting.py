"""Waiting in GUI tests without starving the store thread.

``QTest.qWait`` (and so ``qtbot.wait``/``waitUntil``) spins Qt's event loop while holding the
GIL, so a store call on the store thread waits for it: store calls measured 7 ms normally took
300-1,400 ms under qWait. These helpers run the GUI's pending events, then sleep (releasing the
GIL) before looking again."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication

STEP_S = 0.005


def pump(seconds: float = 0.0) -> None:
    """Process the GUI's events for ``seconds``, sleeping in between."""
    app = QApplication.instance()
    end = time.monotonic() + seconds
    while True:
        app.processEvents()
        if time.monotonic() >= end:
            return
        time.sleep(STEP_S)


def wait_until(condition, timeout: float = 10.0, what: str = "") -> float:
    """Process events until ``condition()`` is true; returns the seconds it took. Fails the test
    with ``what`` (or the condition's source) after ``timeout`` seconds."""
    app = QApplication.instance()
    start = time.monotonic()
    while True:
        app.processEvents()
        if condition():
            return time.monotonic() - start
        if time.monotonic() - start > timeout:
            raise AssertionError(f"timed out after {timeout:.1f} s waiting for {what or condition}")
        time.sleep(STEP_S)


def settled(timeout: float = 30.0) -> float:
    """Process events until every task the window started has ended: what was in flight (a read,
    a save, a refusal) has landed. Where a fixed pause used to stand for it, this says what it
    waits for and does not run out on a loaded machine."""
    from mnemosyne_app import qt_async

    return wait_until(lambda: qt_async.pending() == 0, timeout, what="the window's tasks in flight to land")
