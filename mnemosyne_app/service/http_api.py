"""A loopback-only HTTP API with the seed's routes (seed 000 §9.3), off by default.

    POST /v3/memories/add/      {"text", "kind"?, "tags"?, "metadata"?, "source"?, "idempotency_key"?}
                                → 202 {"event_id", "status", "outcome"}   (async: journaled, then worked)
    GET  /v1/event/<id>/        → {"event_id", "status", "result", "error"}
    GET  /v1/events/?status=&limit=
    POST /v1/memories/search/   {"query", "k"?} → {"results": [...]}
    GET  /v1/memories/<id>/
    POST /v1/flush/             {"timeout"?} → the read-after-write barrier
    GET  /v1/stats/

Every request needs ``Authorization: Bearer <token>``; the token is random, kept in
``<data dir>/api-token`` readable by the owner only. The server refuses to bind anything but a
loopback address. Writes carry the client's idempotency key (body or ``Idempotency-Key`` header)
or one derived from the content, so a client retry never stores twice.
"""

from __future__ import annotations

import hmac
import ipaddress
import json
import logging
import os
import re
import secrets
import socket
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from mnemosyne_app import paths
from mnemosyne_app.core.errors import MnemosyneError, QueueFullError

log = logging.getLogger("mnemosyne.api")

MAX_BODY = 1 << 20
DEFAULT_PORT = 8765


def token_path(data_dir=None) -> Path:
    return paths.data_dir(data_dir) / "api-token"


def ensure_token(data_dir=None) -> str:
    """The API token, created on first use with owner-only permissions."""
    path = token_path(data_dir)
    if path.exists():
        return path.read_text(encoding="utf-8").strip()
    path.parent.mkdir(parents=True, exist_ok=True)
    token = secrets.token_urlsafe(32)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(token)
    return token


def check_loopback(host: str) -> None:
    if host == "localhost":
        return
    try:
        if ipaddress.ip_address(host).is_loopback:
            return
    except ValueError:
        pass
    raise ValueError(f"refusing to serve on {host!r}: the API binds to loopback addresses only (127.0.0.1, ::1)")


class ApiError(Exception):
    def __init__(self, status: HTTPStatus, message: str) -> None:
        super().__init__(message)
        self.status = status


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: "ApiServer"

    def log_message(self, fmt, *args) -> None:  # route the stdlib's access log to ours
        log.debug("%s %s", self.address_string(), fmt % args)

    # -- plumbing --------------------------------------------------------------------------
    def _send(self, status: HTTPStatus, body: dict | list) -> None:
        data = json.dumps(body, ensure_ascii=False, default=str).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _body(self) -> dict:
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY:
            raise ApiError(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"body larger than {MAX_BODY} bytes")
        raw = self.rfile.read(length) if length else b""
        if not raw:
            return {}
        try:
            body = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise ApiError(HTTPStatus.BAD_REQUEST, f"body is not JSON: {exc}") from None
        if not isinstance(body, dict):
            raise ApiError(HTTPStatus.BAD_REQUEST, "body must be a JSON object")
        return body

    def _authorised(self) -> bool:
        given = self.headers.get("Authorization", "")
        expected = f"Bearer {self.server.token}"
        return hmac.compare_digest(given.encode(), expected.encode())

    def _dispatch(self, method: str) -> None:
        try:
            if not self._authorised():
                # Drain the body so the connection stays usable, then refuse.
                self.rfile.read(min(int(self.headers.get("Content-Length") or 0), MAX_BODY))
                raise ApiError(HTTPStatus.UNAUTHORIZED, "missing or wrong bearer token")
            url = urlparse(self.path)
            for route_method, pattern, handler in ROUTES:
                m = re.fullmatch(pattern, url.path)
                if m and route_method == method:
                    self._send(*handler(self, m, parse_qs(url.query)))
                    return
            raise ApiError(HTTPStatus.NOT_FOUND, f"no route {method} {url.path}")
        except ApiError as exc:
            self._send(exc.status, {"error": str(exc)})
        except QueueFullError as exc:
            self._send(HTTPStatus.SERVICE_UNAVAILABLE, {"error": str(exc)})
        except KeyError as exc:
            self._send(HTTPStatus.NOT_FOUND, {"error": exc.args[0] if exc.args else "not found"})
        except (ValueError, TypeError) as exc:
            self._send(HTTPStatus.BAD_REQUEST, {"error": str(exc)})
        except MnemosyneError as exc:
            self._send(HTTPStatus.SERVICE_UNAVAILABLE, {"error": str(exc)})

    def do_GET(self) -> None:
        self._dispatch("GET")

    def do_POST(self) -> None:
        self._dispatch("POST")

    # -- routes ----------------------------------------------------------------------------
    def add(self, match, query):
        body = self._body()
        if "text" not in body:
            raise ApiError(HTTPStatus.BAD_REQUEST, "'text' is required")
        key = body.get("idempotency_key") or self.headers.get("Idempotency-Key")
        r = self.server.brain.retain(
            body["text"], fast=True, kind=body.get("kind", "note"), metadata=body.get("metadata"),
            source=body.get("source", "api"), idempotency_key=key, tags=body.get("tags"),
            extract=bool(body.get("extract", False)))
        status = "succeeded" if r.outcome == "already_complete" else self.server.brain.get_event(r.event_id).status
        return HTTPStatus.ACCEPTED, {"event_id": r.event_id, "status": status, "outcome": r.outcome,
                                     "memory_ids": r.memory_ids}

    def event(self, match, query):
        return HTTPStatus.OK, self.server.brain.get_event(int(match.group(1))).brief()

    def events(self, match, query):
        status = query.get("status", [None])[0]
        limit = int(query.get("limit", ["100"])[0])
        evs = self.server.brain.list_events(status=status, limit=min(max(limit, 1), 1000))
        return HTTPStatus.OK, {"events": [e.brief() for e in evs]}

    def search(self, match, query):
        body = self._body()
        k = body.get("k", 5)
        if not isinstance(k, int) or not 1 <= k <= 100:
            raise ApiError(HTTPStatus.BAD_REQUEST, "'k' must be an integer from 1 to 100")
        hits = self.server.brain.recall(body.get("query"), k=k)
        return HTTPStatus.OK, {"results": [h.__dict__ for h in hits]}

    def memory(self, match, query):
        return HTTPStatus.OK, self.server.brain.get(match.group(1)).__dict__

    def flush(self, match, query):
        timeout = self._body().get("timeout", 60)
        return HTTPStatus.OK, self.server.brain.hot_path("flush", timeout=float(timeout))

    def stats(self, match, query):
        return HTTPStatus.OK, self.server.brain.stats()


ROUTES = [
    ("POST", r"/v3/memories/add/?", _Handler.add),
    ("GET", r"/v1/event/(\d+)/?", _Handler.event),
    ("GET", r"/v1/events/?", _Handler.events),
    ("POST", r"/v1/memories/search/?", _Handler.search),
    ("GET", r"/v1/memories/([0-9a-f]{1,64})/?", _Handler.memory),
    ("POST", r"/v1/flush/?", _Handler.flush),
    ("GET", r"/v1/stats/?", _Handler.stats),
]


class ApiServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, brain, host: str = "127.0.0.1", port: int = DEFAULT_PORT, token: str | None = None) -> None:
        check_loopback(host)
        self.brain, self.token = brain, token or ensure_token(brain.root)
        brain.hot_path("enable")
        if ":" in host:
            self.address_family = socket.AF_INET6
        super().__init__((host, port), _Handler)
        self.thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{'[' + host + ']' if ':' in host else host}:{port}"

    def start(self) -> "ApiServer":
        self.thread = threading.Thread(target=self.serve_forever, name="mnemosyne-api", daemon=True)
        self.thread.start()
        return self

    def stop(self) -> None:
        self.shutdown()
        self.server_close()
