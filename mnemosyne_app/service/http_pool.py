"""An HTTP server with a fixed pool of worker threads and a bounded wait list.

The standard library's ``ThreadingHTTPServer`` starts a thread per connection without limit
(800 half-open connections held 771 threads). Here a connection first waits in the header gate
(http_gate.py) until its headers are all there; then ``workers`` threads serve connections and
at most ``backlog`` more wait for one, ``per_client`` of them from one address; beyond that a
connection is answered 503 at once and closed. Each request has one deadline for all of it
(headers, then body, from when it reached a worker), not a timeout per read: a client that
sends a byte every few seconds is cut off when the deadline passes.
"""

from __future__ import annotations

import io
import json
import logging
import queue
import socket
import sys
import threading
import time
from http.server import HTTPServer

from mnemosyne_app.service.http_gate import HeaderGate

log = logging.getLogger("mnemosyne.api")

_STOP = None  # the sentinel a worker exits on


class PooledHTTPServer(HTTPServer):
    request_queue_size = 64  # the listen() backlog: the accept loop is quick, bursts queue in the kernel
    request_timeout = 10.0  # seconds for a whole request (ApiServer sets its own)

    def __init__(self, address, handler, *, workers: int = 16, backlog: int = 64,
                 per_client: int | None = None) -> None:
        super().__init__(address, handler)
        self._waiting: queue.SimpleQueue = queue.SimpleQueue()
        self._admitted = threading.BoundedSemaphore(workers + backlog)
        # One address may hold most, not all, of the places, so another still gets in.
        self.per_client = per_client or max(1, (workers + backlog) * 3 // 4)
        self._by_client: dict[str, int] = {}
        self._open: set[socket.socket] = set()
        self._open_lock = threading.Lock()
        self._gate = HeaderGate(self._admit, self._refuse, header_timeout=self.request_timeout)
        self._workers = [threading.Thread(target=self._work, name=f"mnemosyne-api-{i}", daemon=True)
                         for i in range(workers)]
        for t in self._workers:
            t.start()

    # -- admission -------------------------------------------------------------------------
    def process_request(self, request, client_address) -> None:
        self._gate.add(request, client_address)

    def _admit(self, request, client_address, prefix: bytes) -> None:
        """Called by the gate with a connection whose headers (``prefix``) are all there."""
        client = client_address[0]
        with self._open_lock:
            if self._by_client.get(client, 0) >= self.per_client:
                crowded = True
            else:
                crowded = not self._admitted.acquire(blocking=False)
                if not crowded:
                    self._by_client[client] = self._by_client.get(client, 0) + 1
                    self._open.add(request)
        if crowded:
            self._refuse(request, 503, "the API is busy serving other connections; retry in a moment")
            return
        self._waiting.put((Connection(request, prefix, self.request_timeout), client_address))

    def _refuse(self, request, status: int, why: str) -> None:
        body = json.dumps({"error": why}).encode()
        phrase = {408: "Request Timeout", 431: "Request Header Fields Too Large"}.get(status, "Service Unavailable")
        head = (f"HTTP/1.1 {status} {phrase}\r\nContent-Type: application/json; charset=utf-8\r\n"
                f"Content-Length: {len(body)}\r\n{'Retry-After: 1' + chr(13) + chr(10) if status == 503 else ''}"
                f"Connection: close\r\n\r\n").encode()
        try:
            request.settimeout(0.5)  # the accept loop and the gate must never wait on a slow client
            request.sendall(head + body)
        except OSError:
            pass
        self.shutdown_request(request)

    # -- workers ---------------------------------------------------------------------------
    def _work(self) -> None:
        while (item := self._waiting.get()) is not _STOP:
            connection, client_address = item
            try:
                self.finish_request(connection, client_address)
            except Exception:
                self.handle_error(connection, client_address)
            finally:
                with self._open_lock:
                    self._open.discard(connection.sock)
                    self._by_client[client_address[0]] -= 1
                    if not self._by_client[client_address[0]]:
                        del self._by_client[client_address[0]]
                self.shutdown_request(connection.sock)
                self._admitted.release()

    def handle_error(self, request, client_address) -> None:
        exc = sys.exc_info()[1]
        if isinstance(exc, OSError):  # the client reset, timed out or went away: nothing to report
            log.debug("connection from %s ended: %s", client_address, exc)
        else:
            log.error("bug while serving %s", client_address, exc_info=True)

    def server_close(self, join_timeout: float = 1.0) -> None:
        """Stop listening, end the open connections (a worker blocked reading one returns at
        once), and let the workers go; waits at most ``join_timeout`` for requests in flight."""
        super().server_close()
        self._gate.stop()
        with self._open_lock:
            for s in self._open:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
        for _ in self._workers:
            self._waiting.put(_STOP)
        deadline = time.monotonic() + join_timeout
        for t in self._workers:
            t.join(max(0.0, deadline - time.monotonic()))


class Connection:
    """A served socket whose reads start with the bytes the gate already took (``prefix``) and
    stop at the request's deadline; everything else is the socket's own."""

    def __init__(self, sock: socket.socket, prefix: bytes, timeout: float) -> None:
        self.sock, self.prefix, self.timeout = sock, prefix, timeout
        self.new_request()

    def new_request(self) -> None:
        """The next request on this connection gets ``timeout`` seconds from now, all told."""
        self.deadline = time.monotonic() + self.timeout

    def makefile(self, mode: str = "r", buffering: int = -1):
        if "r" in mode:
            return io.BufferedReader(_DeadlineReader(self), io.DEFAULT_BUFFER_SIZE)
        return self.sock.makefile(mode, buffering)

    def __getattr__(self, name):
        return getattr(self.sock, name)


class _DeadlineReader(io.RawIOBase):
    def __init__(self, conn: Connection) -> None:
        self._conn = conn

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        conn = self._conn
        if conn.prefix:
            n = min(len(buffer), len(conn.prefix))
            buffer[:n] = conn.prefix[:n]
            conn.prefix = conn.prefix[n:]
            return n
        left = conn.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"the request did not arrive within {conn.timeout:g} s")
        conn.sock.settimeout(left)
        try:
            return conn.sock.recv_into(buffer)
        finally:
            conn.sock.settimeout(conn.timeout)  # writes keep the ordinary timeout
