"""Run blocking core calls (SQLite, the model) off the GUI thread and get the result back
as a Qt signal on the GUI thread."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    done = Signal(object)
    failed = Signal(str)


class _Job(QRunnable):
    def __init__(self, fn: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self.fn, self.relay = fn, relay

    def run(self) -> None:
        try:
            result = self.fn()
        except Exception as exc:  # shown to the person; the GUI thread decides how
            self.relay.failed.emit(f"{type(exc).__name__}: {exc}")
        else:
            self.relay.done.emit(result)


class Background(QObject):
    """One single-thread pool: the store is used by one worker at a time, in order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._relays: set[_Relay] = set()

    def submit(self, fn: Callable[[], Any], on_done: Callable[[Any], None],
               on_error: Callable[[str], None] | None = None) -> None:
        relay = _Relay()
        self._relays.add(relay)  # keep it alive until it has reported
        relay.done.connect(on_done)
        if on_error:
            relay.failed.connect(on_error)
        relay.done.connect(lambda *_: self._relays.discard(relay))
        relay.failed.connect(lambda *_: self._relays.discard(relay))
        self.pool.start(_Job(fn, relay))

    def wait(self, msecs: int = 5000) -> bool:
        return self.pool.waitForDone(msecs)
