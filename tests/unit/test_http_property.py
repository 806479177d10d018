"""Hostile requests against the real HTTP server on loopback (hypothesis): whatever the method,
path, headers, declared length and body, the answer is a JSON object (an ``error`` in words for
any refusal) or a clean close; never a 500, never a traceback in the logs; and a request that was
not authenticated, or was refused, leaves the store exactly as it was."""

import collections
import json
import logging
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mnemosyne_app import MemoryBrain
from mnemosyne_app.service.http_api import ApiServer
from tests.unit.http_raw import exchange, parse_answers, store_snapshot

LINE_SAFE = "".join(chr(c) for c in range(0x20, 0x7F)) + "\t\x00\x7f\u00e9\u00ff"  # no CR/LF: one line each

methods = st.one_of(st.sampled_from(["GET", "POST", "PUT", "DELETE", "OPTIONS", "HEAD", "PATCH", "get", "CONNECT"]),
                    st.text(string.ascii_letters + "-_", min_size=1, max_size=12))
path_heads = st.sampled_from(["/v3/memories/add/", "/v1/event/", "/v1/events/?limit=", "/v1/events/?status=",
                              "/v1/memories/search/", "/v1/memories/", "/v1/flush/", "/v1/stats/", "/", "",
                              "http://evil.example/v1/stats/", "*", "//"])
path_tails = st.one_of(st.just(""), st.sampled_from(["1" * 30, "9223372036854775808", "0", "-1", "abc", "%00",
                                                     "../../etc/passwd", "1/", "ff" * 40, "?a=" + "b&" * 50]),
                       st.text(LINE_SAFE, max_size=60))


def json_values(max_leaves=20):
    return st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
                        lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
                        max_leaves=max_leaves)


bodies = st.one_of(
    st.just(b""),
    st.binary(max_size=300),
    st.integers(1, 120_000).map(lambda n: b"[" * n),
    st.integers(1, 3000).map(lambda n: b'{"text": "deep", "metadata": {"a": ' + b"[" * n + b"]" * n + b"}}"),
    json_values().map(lambda v: json.dumps(v).encode()),
    st.fixed_dictionaries({"text": st.one_of(st.text(max_size=40), json_values(4))},
                          optional={"kind": json_values(3), "tags": json_values(4), "metadata": json_values(6),
                                    "k": json_values(2), "query": json_values(2), "timeout": json_values(2),
                                    "idempotency_key": json_values(2), "source": json_values(2)},
                          ).map(lambda d: json.dumps(d).encode()),
    st.sampled_from([b'{"timeout": 1e999}', b'{"k": 1e999}', b'{"text": NaN}', b'{"text": "x", "k": ' + b"9" * 5000 + b"}",
                     b"\xff\xfe{}", b'{"text": "\\ud800"}']),
)


def mostly(sane, hostile):
    """Each part of a request is sane three times in four, so that whole requests reach the routes
    (a fully random request is refused by its first bad part and tests nothing behind it)."""
    return st.sampled_from([True, True, True, False]).flatmap(lambda ok: sane if ok else hostile)


@st.composite
def requests(draw, port: int, token: str, authenticated: bool):
    routes = st.sampled_from([("POST", "/v3/memories/add/"), ("POST", "/v3/memories/add/"), ("POST", "/v1/flush/"),
                              ("POST", "/v1/memories/search/"), ("GET", "/v1/stats/"), ("GET", "/v1/events/"),
                              ("GET", "/v1/events/?status=failed&limit=3"), ("GET", "/v1/event/1/"),
                              ("GET", "/v1/memories/abc/")])
    method, path = draw(mostly(routes, st.tuples(methods, st.builds(str.__add__, path_heads, path_tails))))
    body = draw(mostly(st.builds(lambda text, extra: json.dumps({"text": text, **extra}).encode(),
                                 st.text(min_size=1, max_size=40), st.dictionaries(
                                     st.sampled_from(["kind", "tags", "query", "k", "timeout", "metadata"]),
                                     json_values(4), max_size=2)), bodies))
    good_host = st.sampled_from([f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}"])
    host = draw(mostly(good_host, st.sampled_from([None, "evil.example", f"127.0.0.1:{port + 1}", "",
                                                   f"127.0.0.1:{port}, evil.example"])))
    length = draw(mostly(st.just("exact"), st.sampled_from(["none", "-1", "0", "huge", "short", "long", "junk",
                                                            "twice"])))
    if authenticated:
        auth = draw(mostly(st.just(f"Bearer {token}"), st.sampled_from([f"bearer {token}", f"Bearer  {token}"])))
    else:
        auth = draw(st.sampled_from([None, "", "Bearer ", "Bearer", f"Bearer {token[:-1]}", f"Bearer {token}x",
                                     f"Basic {token}", "Bearer \u00e9", token]))
    extra = draw(mostly(st.just([]), st.lists(st.tuples(
        st.sampled_from(["Origin", "Transfer-Encoding", "Sec-Fetch-Site", "Idempotency-Key", "X-Junk", "Content-Type",
                         "Expect", "Connection"]), st.text(LINE_SAFE, max_size=30) | st.sampled_from(["100-continue", "chunked", "null", "http://evil.example",
                                                      "cross-site", "none", "close", "keep-alive"])),
        min_size=1, max_size=3)))
    lines = [f"{method} {path} HTTP/1.1"]
    if host is not None:
        lines.append(f"Host: {host}")
    if auth is not None:
        lines.append(f"Authorization: {auth}")
    declared = {"exact": str(len(body)), "none": None, "-1": "-1", "0": "0", "huge": "99999999999999999999",
                "short": str(max(len(body) - 3, 0)), "long": str(len(body) + 10), "junk": "12abc",
                "twice": str(len(body))}[length]
    if declared is not None:
        lines.append(f"Content-Length: {declared}")
    if length == "twice":
        lines.append(f"Content-Length: {len(body) + 1}")
    lines += [f"{k}: {v}" for k, v in extra]
    head = "\r\n".join(lines) + "\r\n\r\n"
    return method, head.encode("utf-8", "surrogatepass") + body


class _Complaints(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.records = []

    def emit(self, record):
        self.records.append(record)


@pytest.fixture
def served(data_home):
    brain = MemoryBrain(scope="hostile", extractor="none", embedder="none").ensure_init()
    server = ApiServer(brain, "127.0.0.1", 0, request_timeout=2.0).start()
    complaints = _Complaints()
    logging.getLogger().addHandler(complaints)
    yield brain, server, complaints
    logging.getLogger().removeHandler(complaints)
    server.stop()
    brain.close()


def check_answers(method: str, raw: bytes) -> list:
    """Every answer a well-formed JSON response; refusals carry an ``error`` in words."""
    if method == "HEAD":  # a refused HEAD has no body, unless its request line was too broken to be a HEAD
        head, _, rest = raw.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 4"), head
        assert rest == b"" or isinstance(json.loads(rest)["error"], str)
        return [int(head.split(b" ")[1])]
    answers, rest = parse_answers(raw)
    assert rest == b"", rest[:200]
    for a in answers:
        assert a.status != 500 and 200 <= a.status < 600, a
        assert a.headers["content-type"].startswith("application/json")
        assert not any(k.startswith("access-control") for k in a.headers)
        if a.status >= 400:
            assert isinstance(a.body, dict) and isinstance(a.body.get("error"), str) and a.body["error"].strip(), a
    return [a.status for a in answers]


def raw_exchange(server, data: bytes) -> bytes:
    import socket

    with socket.create_connection(server.server_address[:2], timeout=15) as sock:
        try:
            sock.sendall(data)
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        chunks = []
        try:
            while chunk := sock.recv(65536):
                chunks.append(chunk)
        except ConnectionResetError:
            pass  # a clean refusal: the server closed with the client's bytes unread
    return b"".join(chunks)


@pytest.mark.slow
def test_unauthenticated_hostile_requests_never_change_the_store(served, capfd):
    brain, server, complaints = served
    before = store_snapshot(brain)

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(st.data())
    def run(data):
        method, raw = data.draw(requests(server.server_address[1], server.token, authenticated=False))
        statuses = check_answers(method, raw_exchange(server, raw))
        assert not any(200 <= s < 300 for s in statuses), statuses
        assert store_snapshot(brain) == before
        assert complaints.records == []

    run()
    err = capfd.readouterr().err
    assert "Traceback" not in err, err[-3000:]
    assert exchange(server.server_address, b"GET /v1/stats/ HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nAuthorization: Bearer %s"
                    b"\r\n\r\n" % (server.server_address[1], server.token.encode()))[0][0].status == 200


@pytest.mark.slow
def test_authenticated_hostile_requests_get_an_answer_and_refusals_write_nothing(served, capfd):
    brain, server, complaints = served
    seen = collections.Counter()

    @settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(st.data())
    def run(data):
        method, raw = data.draw(requests(server.server_address[1], server.token, authenticated=True))
        before = store_snapshot(brain)
        statuses = check_answers(method, raw_exchange(server, raw))
        seen.update(statuses[:1] or ["closed"])
        if not any(200 <= s < 300 for s in statuses):
            assert store_snapshot(brain) == before, statuses
        assert complaints.records == [], [r.getMessage() for r in complaints.records]

    run()
    err = capfd.readouterr().err
    assert "Traceback" not in err, err[-3000:]
    assert brain.verify_integrity().valid
    print(sorted(seen.items(), key=str))
    # the strategies reach both sides: accepted writes and reads, and refusals
    assert seen[202] and seen[200] and sum(n for s, n in seen.items() if s != "closed" and s >= 400)
