"""A loopback-only HTTP API with the seed's routes (seed 000 §9.3), off by default.

    POST /v3/memories/add/      {"text", "kind"?, "tags"?, "metadata"?, "source"?, "idempotency_key"?}
                                → 202 {"event_id", "status", "outcome"}   (async: journaled, then worked)
    GET  /v1/event/<id>/        → {"event_id", "status", "result", "error"}
    GET  /v1/events/?status=&limit=
    POST /v1/memories/search/   {"query", "k"?} → {"results": [...]}
    GET  /v1/memories/<id>/
    POST /v1/flush/             {"timeout"?} → the read-after-write barrier
    GET  /v1/stats/
    POST /v1/tools/<tool>/      {tool's arguments} → an agent's tool (service/agent_desk.py), as over MCP

Every request needs ``Authorization: Bearer <token>``; the token is random, kept in
``<data dir>/api-token`` readable by the owner only (service/token.py); that token is the owner's,
for the routes above. An agent's own token (``mnemosyne agents add``) opens ``/v1/tools/`` only,
with that agent's grants, limits and access log. The server refuses to bind
anything but a loopback address, and refuses requests a web page could send, or that would cost it
memory or a thread before they are authenticated (service/http_checks.py, service/http_pool.py). Writes carry the client's idempotency key (body or ``Idempotency-Key`` header)
or one derived from the content, so a client retry never stores twice.
"""

from __future__ import annotations

import hmac
import ipaddress
import json
import logging
import re
import socket
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler
from urllib.parse import parse_qs, urlsplit

from mnemosyne_app.core import validate
from mnemosyne_app.core.errors import MnemosyneError, QueueFullError, ScopeMovedError
from mnemosyne_app.service import http_checks, http_tools
from mnemosyne_app.service.agent_rules import RateLimiter
from mnemosyne_app.service.agent_tools import TOOLS
from mnemosyne_app.service.http_checks import MAX_BODY, ApiError
from mnemosyne_app.service.http_pool import PooledHTTPServer
from mnemosyne_app.service.token import TokenFileError, TokenSource, ensure_token, token_path

__all__ = ["ApiError", "ApiServer", "DEFAULT_PORT", "MAX_BODY", "check_loopback", "ensure_token", "token_path"]

log = logging.getLogger("mnemosyne.api")

DEFAULT_PORT = 8765
REQUEST_TIMEOUT = 10.0  # seconds for one whole request (headers and body), and for an idle keep-alive
METHODS = ("GET", "POST")


def check_loopback(host: str) -> None:
    if host == "localhost":
        return
    try:
        if ipaddress.ip_address(host).is_loopback:
            return
    except ValueError:
        pass
    raise ValueError(f"refusing to serve on {host!r}: the API binds to loopback addresses only (127.0.0.1, ::1)")


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "Mnemosyne"
    sys_version = ""
    server: "ApiServer"

    def setup(self) -> None:
        self.timeout = self.server.request_timeout  # StreamRequestHandler applies it to the socket
        super().setup()

    def handle_one_request(self) -> None:
        # One deadline for each whole request, headers and body (service/http_pool.Connection).
        if hasattr(self.connection, "new_request"):
            self.connection.new_request()
        super().handle_one_request()

    def log_message(self, fmt, *args) -> None:  # route the stdlib's access log to ours
        log.debug("%s %s", self.address_string(), fmt % args)

    # -- plumbing --------------------------------------------------------------------------
    def _send(self, status: HTTPStatus | int, body: dict | list, headers: dict | None = None, *,
              close: bool = False) -> None:
        data = json.dumps(body, ensure_ascii=False, default=str).encode("utf-8")
        if close:
            self.close_connection = True
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        if status == HTTPStatus.METHOD_NOT_ALLOWED:
            self.send_header("Allow", ", ".join(METHODS))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def send_error(self, code, message=None, explain=None) -> None:
        """The stdlib's own refusals (a malformed request line, headers too long, a request that
        timed out) answer in JSON like the rest, never an HTML page. A request line too broken to
        name its version would otherwise get a bare HTTP/0.9 body without a status line."""
        if self.request_version not in ("HTTP/1.0", "HTTP/1.1"):
            self.request_version = "HTTP/1.1"
        try:
            phrase = HTTPStatus(code).phrase
        except ValueError:
            phrase = "error"
        self._send(code, {"error": message or phrase}, close=True)

    def parse_request(self) -> bool:
        if not super().parse_request():
            return False
        if self.request_version == "HTTP/0.9":  # "GET /path" alone: answered as 1.1, with a status line
            self.send_error(HTTPStatus.BAD_REQUEST, "the request line needs a method, a path and HTTP/1.1")
            return False
        if self.command not in METHODS:
            self._send(HTTPStatus.METHOD_NOT_ALLOWED, {"error": f"method {self.command[:20]} is not allowed; "
                                                                f"use {' or '.join(METHODS)}"}, close=True)
            return False
        return True

    def handle_expect_100(self) -> bool:
        """The stdlib says "100 Continue" as soon as the headers arrive, inviting the body of a
        request it has not checked yet; that invitation waits until the request passed its checks."""
        return True

    def _read_body(self, length: int) -> bytes:
        try:
            raw = self.rfile.read(length) if length else b""
        except TimeoutError:
            raise ApiError(HTTPStatus.REQUEST_TIMEOUT, f"the body did not arrive within "
                                                       f"{self.server.request_timeout:g} s", close=True) from None
        if len(raw) < length:
            raise ApiError(HTTPStatus.BAD_REQUEST, f"the body ended after {len(raw)} of {length} bytes", close=True)
        return raw

    def _check_token(self) -> None:
        """The owner's token, or an agent's (``self.agent`` then names it). A removed agent's
        token is refused by name, so the agent's owner reads why."""
        self.agent = None
        given = self.headers.get("Authorization", "")
        if given.startswith("Bearer mna_"):
            token = given[len("Bearer "):]
            try:
                agent = self.server.agents.authenticate(token)
                gone = None if agent else self.server.agents.revoked(token)
            except ValueError as exc:  # an unreadable agents file lets nobody in
                raise ApiError(HTTPStatus.SERVICE_UNAVAILABLE, str(exc), close=True) from None
            if agent is not None:
                self.agent = agent.name
                return
            if gone is not None:
                raise ApiError(HTTPStatus.UNAUTHORIZED, f"agent {gone!r} was removed; its token is revoked",
                               close=True)
        try:
            expected = f"Bearer {self.server.token}"
        except TokenFileError as exc:  # deleted or loosened while serving: fail closed
            raise ApiError(HTTPStatus.SERVICE_UNAVAILABLE, str(exc), close=True) from None
        given = self.headers.get("Authorization", "")
        if not hmac.compare_digest(given.encode("utf-8", "surrogateescape"), expected.encode()):
            # The body is not read: the connection closes instead, so an unauthenticated
            # client cannot make the server read (or hold) anything.
            raise ApiError(HTTPStatus.UNAUTHORIZED, "missing or wrong bearer token", close=True)

    def _dispatch(self, method: str) -> None:
        try:
            http_checks.check_host(self.headers.get_all("Host"), self.server.server_address[1])
            http_checks.check_not_from_a_web_page(self.headers)
            length = http_checks.body_length(self.headers, method)
            self._check_token()
            if length and self.headers.get("Expect", "").strip().lower() == "100-continue":
                self.send_response_only(HTTPStatus.CONTINUE)
                self.end_headers()
            self.raw_body = self._read_body(length)
            if not self.path.startswith("/"):
                raise ApiError(HTTPStatus.BAD_REQUEST, "the request target must be a path such as /v1/stats/")
            url = urlsplit(self.path)
            if self.agent is not None and not url.path.startswith("/v1/tools/"):
                raise ApiError(HTTPStatus.FORBIDDEN, "an agent's token opens /v1/tools/<tool>/ only "
                                                     f"({', '.join(TOOLS)})")
            query = parse_qs(url.query, max_num_fields=20)
            allowed = []
            for route_method, pattern, handler in ROUTES:
                m = re.fullmatch(pattern, url.path)
                if m and route_method == method:
                    self._send(*handler(self, m, query))
                    return
                if m:
                    allowed.append(route_method)
            if allowed:
                raise ApiError(HTTPStatus.METHOD_NOT_ALLOWED, f"{url.path[:200]} answers {' and '.join(allowed)}")
            raise ApiError(HTTPStatus.NOT_FOUND, f"no route {method} {url.path[:200]}")
        except ApiError as exc:
            self._send(exc.status, {"error": str(exc)}, close=exc.close)
        except QueueFullError as exc:
            self._send(HTTPStatus.SERVICE_UNAVAILABLE, {"error": str(exc)})
        except KeyError as exc:
            self._send(HTTPStatus.NOT_FOUND, {"error": str(exc.args[0]) if exc.args else "not found"})
        except RecursionError:
            self._send(HTTPStatus.BAD_REQUEST, {"error": "the request is nested too deeply"})
        except OverflowError:
            self._send(HTTPStatus.BAD_REQUEST, {"error": "a number in the request is out of range"})
        except (ValueError, TypeError) as exc:
            self._send(HTTPStatus.BAD_REQUEST, {"error": str(exc)})
        except ScopeMovedError as exc:  # removed or renamed by another program: nothing can land here
            self._send(HTTPStatus.GONE, {"error": str(exc)})
        except MnemosyneError as exc:
            self._send(HTTPStatus.SERVICE_UNAVAILABLE, {"error": str(exc)})
        except OSError:
            raise  # the connection itself failed: nobody to answer
        except Exception:  # a bug: reported loudly in the log, a sentence to the client
            log.error("bug answering %s %s", method, self.path[:200], exc_info=True)
            self._send(HTTPStatus.INTERNAL_SERVER_ERROR, {"error": "internal error; the details are in the log"},
                       close=True)

    def do_GET(self) -> None:
        self._dispatch("GET")

    def do_POST(self) -> None:
        self._dispatch("POST")

    def _json(self) -> dict:
        return http_checks.json_object(self.raw_body)

    # -- routes ----------------------------------------------------------------------------
    def add(self, match, query):
        body = self._json()
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
        return HTTPStatus.OK, self.server.brain.get_event(http_checks.event_id(match.group(1))).brief()

    def events(self, match, query):
        status = query.get("status", [None])[0]
        limit = int(query.get("limit", ["100"])[0])
        evs = self.server.brain.list_events(status=status, limit=min(max(limit, 1), 1000))
        return HTTPStatus.OK, {"events": [e.brief() for e in evs]}

    def search(self, match, query):
        body = self._json()
        k = body.get("k", 5)
        if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= 100:
            raise ApiError(HTTPStatus.BAD_REQUEST, "'k' must be an integer from 1 to 100")
        # ?as_of=2025-05-03 (or "as_of" in the body): what the store knew to be true on that day
        as_of = body.get("as_of", query.get("as_of", [None])[0])
        hits = self.server.brain.recall(body.get("query"), k=k, as_of=as_of)
        return HTTPStatus.OK, {"results": [h.__dict__ for h in hits]}

    def memory(self, match, query):
        # Deleted, merged away or expired means gone for agents, as in recall (and MCP get_memory);
        # the window can still restore it.
        return HTTPStatus.OK, self.server.brain.get_visible(match.group(1)).__dict__

    def flush(self, match, query):
        timeout = validate.number(self._json().get("timeout", 60), "timeout", 0, 3600)
        return HTTPStatus.OK, self.server.brain.hot_path("flush", timeout=timeout)

    def stats(self, match, query):
        return HTTPStatus.OK, self.server.brain.stats()

    def profile(self, match, query):
        # ?as_of=2025-05-03: what the store knew to be true on that day
        return HTTPStatus.OK, self.server.brain.profile(as_of=query.get("as_of", [None])[0], for_agents=True)


ROUTES = [
    ("POST", r"/v3/memories/add/?", _Handler.add),
    ("GET", r"/v1/event/([0-9]+)/?", _Handler.event),
    ("GET", r"/v1/events/?", _Handler.events),
    ("POST", r"/v1/memories/search/?", _Handler.search),
    ("GET", r"/v1/memories/([0-9a-f]{1,64})/?", _Handler.memory),
    ("POST", r"/v1/flush/?", _Handler.flush),
    ("GET", r"/v1/stats/?", _Handler.stats),
    ("GET", r"/v1/profile/?", _Handler.profile),
    ("POST", r"/v1/tools/([a-z_]{1,40})/?", http_tools.call_tool),
]


class ApiServer(PooledHTTPServer):
    """The API on ``host:port`` for ``brain``. ``token`` fixes the token; by default it is the
    token file's, reread when the file changes (``mnemosyne token --rotate``)."""

    def __init__(self, brain, host: str = "127.0.0.1", port: int = DEFAULT_PORT, token: str | None = None, *,
                 workers: int = 16, backlog: int = 64, request_timeout: float = REQUEST_TIMEOUT,
                 per_client: int | None = None) -> None:
        check_loopback(host)
        if token is None:
            ensure_token(brain.root)
        self._tokens = TokenSource(token_path(brain.root), token)  # refuses an unusable token file
        self.brain, self.request_timeout = brain, request_timeout
        self.agents, self.limiter = brain.agents(brain.root), RateLimiter()  # agents' own tokens and rates
        brain.hot_path("enable")
        if ":" in host:
            self.address_family = socket.AF_INET6
        super().__init__((host, port), _Handler, workers=workers, backlog=backlog, per_client=per_client)
        self.thread: threading.Thread | None = None

    @property
    def token(self) -> str:
        return self._tokens.current()

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{'[' + host + ']' if ':' in host else host}:{port}"

    def start(self) -> "ApiServer":
        self.thread = threading.Thread(target=self.serve_forever, name="mnemosyne-api", daemon=True)
        self.thread.start()
        return self

    def stop(self) -> None:
        if self.thread is not None:
            self.shutdown()
            self.thread.join()
            self.thread = None
        self.server_close()
