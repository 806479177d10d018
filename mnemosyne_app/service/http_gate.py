"""The gate in front of the API's workers: a request reaches a worker only with all its headers.

A worker thread used to read a request's headers itself, with a timeout per read: 90
connections that sent one header byte every 5 s held every worker, and the real client got 503
for 45 s. Here one selector thread reads the headers of every new connection without blocking;
a connection goes on to the workers only once its headers are complete, so a slow client costs a
few bytes of buffer, never a worker. Each connection has one deadline for all its headers (not a
timeout per read), and the gate holds at most ``max_pending`` connections, ``per_client`` of
them from one address: past either, the *oldest* pending one is answered 408 and closed. A
real client sends its headers at once and leaves the gate within a turn of its loop, so only
connections that dawdle are ever pushed out, and a flood of them cannot lock anyone out.
"""

from __future__ import annotations

import collections
import logging
import re
import selectors
import socket
import threading
import time
from typing import Callable

log = logging.getLogger("mnemosyne.api")

MAX_HEADER_BYTES = 64 * 1024  # the stdlib allows 100 header lines of 64 KiB; no client needs that much
_END = re.compile(rb"\n\r?\n")  # the blank line after the headers (the stdlib also takes bare LF)


class _Pending:
    __slots__ = ("sock", "address", "deadline", "data")

    def __init__(self, sock: socket.socket, address, deadline: float) -> None:
        self.sock, self.address, self.deadline, self.data = sock, address, deadline, bytearray()


class HeaderGate:
    """Reads headers for ``admit(sock, address, prefix)``; refuses with ``refuse(sock, status, why)``."""

    def __init__(self, admit: Callable, refuse: Callable, *, header_timeout: float,
                 max_pending: int = 256, per_client: int = 64) -> None:
        self._admit, self._refuse = admit, refuse
        self.header_timeout, self.max_pending, self.per_client = header_timeout, max_pending, per_client
        self._selector = selectors.DefaultSelector()
        self._pending: collections.OrderedDict[socket.socket, _Pending] = collections.OrderedDict()
        self._incoming: collections.deque = collections.deque()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._selector.register(self._wake_r, selectors.EVENT_READ)
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="mnemosyne-api-gate", daemon=True)
        self._thread.start()

    # -- called from the accept loop -------------------------------------------------------
    def add(self, sock: socket.socket, address) -> None:
        self._incoming.append((sock, address, time.monotonic() + self.header_timeout))
        self._wake()

    def stop(self) -> None:
        self._stopping = True
        self._wake()
        self._thread.join(2.0)
        for p in list(self._pending.values()):
            self._drop(p)
        while self._incoming:
            self._close(self._incoming.popleft()[0])
        self._selector.close()
        self._wake_r.close()
        self._wake_w.close()

    @property
    def pending(self) -> int:
        return len(self._pending)

    # -- the gate's thread -----------------------------------------------------------------
    def _wake(self) -> None:
        try:
            self._wake_w.send(b"\0")
        except OSError:  # the wake-up pipe is full (it is already awake) or closed (stopping)
            pass

    def _run(self) -> None:
        while not self._stopping:
            timeout = 0.5
            if self._pending:
                first = next(iter(self._pending.values()))  # ordered by arrival = by deadline
                timeout = max(0.0, min(timeout, first.deadline - time.monotonic()))
            for key, _ in self._selector.select(timeout):
                if key.fileobj is self._wake_r:
                    try:
                        while self._wake_r.recv(4096):
                            pass
                    except OSError:
                        pass
                else:
                    self._read(self._pending.get(key.fileobj))
            self._take_incoming()
            self._expire()

    def _take_incoming(self) -> None:
        while self._incoming:
            sock, address, deadline = self._incoming.popleft()
            p = _Pending(sock, address, deadline)
            try:
                sock.setblocking(False)
                self._selector.register(sock, selectors.EVENT_READ)
            except (OSError, ValueError):
                self._close(sock)
                continue
            self._pending[sock] = p
            mine = [q for q in self._pending.values() if q.address[0] == address[0]]
            if len(mine) > self.per_client:
                self._push_out(mine[0], "too many connections from one client are still sending headers")
            if len(self._pending) > self.max_pending:
                self._push_out(next(iter(self._pending.values())), "too many connections are still sending headers")

    def _read(self, p: _Pending | None) -> None:
        if p is None:
            return
        try:
            chunk = p.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._drop(p)
            return
        if not chunk:  # the client said all it will: what it sent gets its answer (a 400, say)
            if p.data:
                self._pass_on(p)
            else:
                self._drop(p)
            return
        start = max(0, len(p.data) - 3)
        p.data += chunk
        if _END.search(p.data, start):
            self._pass_on(p)
        elif len(p.data) > MAX_HEADER_BYTES:
            self._push_out(p, f"the request headers are longer than {MAX_HEADER_BYTES // 1024} KiB", 431)

    def _pass_on(self, p: _Pending) -> None:
        self._forget(p)
        try:
            p.sock.setblocking(True)
        except OSError:
            self._close(p.sock)
            return
        self._admit(p.sock, p.address, bytes(p.data))

    def _expire(self) -> None:
        now = time.monotonic()
        while self._pending:
            p = next(iter(self._pending.values()))
            if p.deadline > now:
                break
            self._push_out(p, f"the request headers did not arrive within {self.header_timeout:g} s")

    def _push_out(self, p: _Pending, why: str, status: int = 408) -> None:
        self._forget(p)
        log.debug("gate refused %s: %s", p.address, why)
        self._refuse(p.sock, status, why)

    def _forget(self, p: _Pending) -> None:
        self._pending.pop(p.sock, None)
        try:
            self._selector.unregister(p.sock)
        except (KeyError, ValueError, OSError):
            pass

    def _drop(self, p: _Pending) -> None:
        self._forget(p)
        self._close(p.sock)

    @staticmethod
    def _close(sock: socket.socket) -> None:
        try:
            sock.close()
        except OSError:
            pass
