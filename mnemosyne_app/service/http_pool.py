"""An HTTP server with a fixed pool of worker threads and a bounded wait list.

The standard library's ``ThreadingHTTPServer`` starts a thread per connection without limit
(800 half-open connections held 771 threads). Here ``workers`` threads serve connections and at
most ``backlog`` more wait for one; beyond that a connection is answered 503 at once and closed.
"""

from __future__ import annotations

import json
import logging
import queue
import socket
import sys
import threading
import time
from http.server import HTTPServer

log = logging.getLogger("mnemosyne.api")

_STOP = None  # the sentinel a worker exits on


class PooledHTTPServer(HTTPServer):
    request_queue_size = 64  # the listen() backlog: the accept loop is quick, bursts queue in the kernel

    def __init__(self, address, handler, *, workers: int = 16, backlog: int = 64) -> None:
        super().__init__(address, handler)
        self._waiting: queue.SimpleQueue = queue.SimpleQueue()
        self._admitted = threading.BoundedSemaphore(workers + backlog)
        self._open: set[socket.socket] = set()
        self._open_lock = threading.Lock()
        self._workers = [threading.Thread(target=self._work, name=f"mnemosyne-api-{i}", daemon=True)
                         for i in range(workers)]
        for t in self._workers:
            t.start()

    # -- admission -------------------------------------------------------------------------
    def process_request(self, request, client_address) -> None:
        if not self._admitted.acquire(blocking=False):
            self._refuse_busy(request)
            return
        with self._open_lock:
            self._open.add(request)
        self._waiting.put((request, client_address))

    def _refuse_busy(self, request) -> None:
        body = json.dumps({"error": "the API is busy serving other connections; retry in a moment"}).encode()
        head = (f"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\n"
                f"Content-Length: {len(body)}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n").encode()
        try:
            request.settimeout(0.5)  # the accept loop must never wait on a slow client
            request.sendall(head + body)
        except OSError:
            pass
        self.shutdown_request(request)

    # -- workers ---------------------------------------------------------------------------
    def _work(self) -> None:
        while (item := self._waiting.get()) is not _STOP:
            request, client_address = item
            try:
                self.finish_request(request, client_address)
            except Exception:
                self.handle_error(request, client_address)
            finally:
                with self._open_lock:
                    self._open.discard(request)
                self.shutdown_request(request)
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
