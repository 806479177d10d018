"""The API under slow and crowding clients (issue 31, point 2), over real sockets: a request has
one deadline for all of it, and connections without the token cannot lock out the one with it."""

import select
import socket
import threading
import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.service.http_api import ApiServer
from tests.unit.http_raw import exchange, parse_answers, request


@pytest.fixture
def brain(data_home):
    b = MemoryBrain(scope="api", extractor="none", embedder="none").ensure_init()
    yield b
    b.close()


def port_of(server):
    return server.server_address[1]


def read_until_closed(sock, limit: float) -> tuple[bytes, float]:
    start, got = time.monotonic(), b""
    sock.settimeout(limit)
    try:
        while chunk := sock.recv(65536):
            got += chunk
    except (ConnectionResetError, TimeoutError):
        pass
    return got, time.monotonic() - start


class Trickler:
    """``n`` connections that each send one more byte of a request every ``every`` seconds and
    never finish it: the attack that held every worker for 45 s."""

    def __init__(self, address, n: int, every: float, data: bytes) -> None:
        self.socks = []
        for _ in range(n):
            s = socket.create_connection(address[:2], timeout=5)
            self.socks.append(s)
        self.data, self.every, self.stop = data, every, threading.Event()
        self.closed_by_server = 0
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        i = 0
        while not self.stop.is_set():
            for s in list(self.socks):
                try:
                    s.sendall(self.data[i % len(self.data): i % len(self.data) + 1])
                except OSError:
                    self.socks.remove(s)
                    s.close()
                    self.closed_by_server += 1
            i += 1
            self.stop.wait(self.every)

    def close(self) -> None:
        self.stop.set()
        self.thread.join()
        for s in self.socks:
            s.close()


def test_a_request_trickled_a_byte_at_a_time_is_cut_at_its_deadline(brain):
    """Each byte arrives well inside the old per-read timeout; the request as a whole does not."""
    server = ApiServer(brain, "127.0.0.1", 0, request_timeout=1.0).start()
    try:
        data = request("GET", "/v1/stats/", port_of(server), token=server.token)
        with socket.create_connection(server.server_address[:2], timeout=5) as sock:
            start = time.monotonic()
            for i in range(len(data) - 2):  # never the final blank line
                if time.monotonic() - start > 6 or select.select([sock], [], [], 0.1)[0]:
                    break
                try:
                    sock.sendall(data[i:i + 1])  # one byte every 0.1 s
                except OSError:
                    break
            answer, _ = read_until_closed(sock, 5)
            elapsed = time.monotonic() - start
        assert elapsed < 2.0, elapsed
        [refused], _ = parse_answers(answer)
        assert refused.status == 408 and "did not arrive within 1 s" in refused.body["error"]
    finally:
        server.stop()


def test_a_body_trickled_a_byte_at_a_time_is_cut_at_its_deadline(brain):
    server = ApiServer(brain, "127.0.0.1", 0, request_timeout=1.0).start()
    try:
        head = request("POST", "/v3/memories/add/", port_of(server), token=server.token,
                       headers={"Content-Length": "200", "Content-Type": "application/json"})
        with socket.create_connection(server.server_address[:2], timeout=5) as sock:
            sock.sendall(head)
            start = time.monotonic()
            while time.monotonic() - start < 6 and not select.select([sock], [], [], 0.1)[0]:
                try:
                    sock.sendall(b" ")  # one byte every 0.1 s: never silent for long
                except OSError:
                    break
            got, _ = read_until_closed(sock, 5)
            elapsed = time.monotonic() - start
        [refused], _ = parse_answers(got)
        assert refused.status == 408 and elapsed < 2.5, (refused, elapsed)
        assert brain.stats()["writes"] == 0
    finally:
        server.stop()


def test_trickling_connections_without_the_token_cannot_lock_out_the_client_with_it(brain):
    """90 connections trickling headers held every worker: the real client got 503 for 45 s."""
    server = ApiServer(brain, "127.0.0.1", 0, workers=4, backlog=4, request_timeout=30).start()
    hogs = Trickler(server.server_address, 90, 0.2, b"POST /v3/memories/add/ HTTP/1.1\r\nX-Pad: " + b"a" * 10000)
    try:
        time.sleep(0.5)
        for _ in range(5):
            start = time.monotonic()
            [answer], _ = exchange(server.server_address, request("GET", "/v1/stats/", port_of(server),
                                                                  token=server.token), timeout=5)
            assert answer.status == 200, answer
            assert time.monotonic() - start < 1.0
        assert len(hogs.socks) >= 60  # they were still there, each still sending
    finally:
        hogs.close()
        server.stop()


def test_a_flood_of_slow_connections_pushes_out_the_oldest_slow_one_not_the_new_client(brain):
    server = ApiServer(brain, "127.0.0.1", 0, workers=2, backlog=2, request_timeout=30).start()
    server._gate.max_pending = 20
    hogs = Trickler(server.server_address, 40, 0.2, b"GET /v1/stats/ HTTP/1.1\r\nX-Pad: " + b"a" * 10000)
    try:
        time.sleep(1.0)
        assert server._gate.pending <= 20
        assert hogs.closed_by_server >= 15  # pushed out: told 408 and closed
        [answer], _ = exchange(server.server_address, request("GET", "/v1/stats/", port_of(server),
                                                              token=server.token), timeout=5)
        assert answer.status == 200
    finally:
        hogs.close()
        server.stop()


def test_one_client_address_may_not_take_every_place(brain):
    """Authenticated requests waiting for their bodies from 127.0.0.2 fill its share; a client
    at 127.0.0.1 is still served, and 127.0.0.2's next connection is told the API is busy."""
    server = ApiServer(brain, "127.0.0.1", 0, workers=4, backlog=2, per_client=3, request_timeout=30).start()
    held = []
    try:
        head = request("POST", "/v3/memories/add/", port_of(server), token=server.token,
                       headers={"Content-Length": "100", "Content-Type": "application/json"})
        for _ in range(3):
            s = socket.socket()
            s.bind(("127.0.0.2", 0))
            s.connect(server.server_address[:2])
            s.sendall(head)
            held.append(s)
        time.sleep(0.3)
        extra = socket.socket()
        extra.bind(("127.0.0.2", 0))
        extra.connect(server.server_address[:2])
        extra.sendall(request("GET", "/v1/stats/", port_of(server), token=server.token))
        got, _ = read_until_closed(extra, 5)
        extra.close()
        [busy], _ = parse_answers(got)
        assert busy.status == 503 and "busy" in busy.body["error"]
        [answer], _ = exchange(server.server_address, request("GET", "/v1/stats/", port_of(server),
                                                              token=server.token), timeout=5)
        assert answer.status == 200
    finally:
        for s in held:
            s.close()
        server.stop()
