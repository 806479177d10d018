"""Progress of long work, GUI-agnostic: core reports into it, the CLI draws a bar from it, the
GUI a progress dialog. Cancellation flows the other way: the viewer sets it, the work checks it."""

from __future__ import annotations

import threading
import time
from typing import Callable


class Cancelled(Exception):
    """The person cancelled; what was committed so far stays committed."""


class Progress:
    def __init__(self, total: int = 0, label: str = "") -> None:
        self.total, self.done, self.label = total, 0, label
        self.message = ""
        self.started = time.monotonic()
        self.finished = False
        self._cancel = threading.Event()
        self._listeners: list[Callable[["Progress"], None]] = []
        self._lock = threading.Lock()

    def subscribe(self, fn: Callable[["Progress"], None]) -> None:
        with self._lock:
            self._listeners.append(fn)

    def update(self, done: int | None = None, total: int | None = None, message: str | None = None,
               advance: int = 0) -> None:
        with self._lock:
            if total is not None:
                self.total = total
            if done is not None:
                self.done = done
            self.done += advance
            if message is not None:
                self.message = message
            listeners = list(self._listeners)
        for fn in listeners:
            fn(self)

    def finish(self, message: str | None = None) -> None:
        self.finished = True
        self.update(done=max(self.done, self.total), message=message)

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def check(self) -> None:
        """Raise Cancelled if the person asked to stop (call between units of work)."""
        if self._cancel.is_set():
            raise Cancelled(f"{self.label or 'work'} cancelled after {self.done} of {self.total}")

    @property
    def fraction(self) -> float:
        return 1.0 if not self.total else min(1.0, self.done / self.total)
