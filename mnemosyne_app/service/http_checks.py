"""What the HTTP API checks before it trusts a request: who it is addressed to, whether a web page
sent it, how long its body says it is, and whether that body is a sane JSON object.

Each check raises ``ApiError`` with a status and a sentence; none of them reads the body, so a
refused request costs the server nothing but its headers.
"""

from __future__ import annotations

import ipaddress
import json
import re
from http import HTTPStatus

MAX_BODY = 1 << 20
MAX_DEPTH = 32  # nesting of a JSON body; a memory's metadata has no business being deeper
MAX_SQLITE_INT = (1 << 63) - 1
_DIGITS = re.compile(r"[0-9]+")
_HOST = re.compile(r"(?:\[(?P<v6>[0-9A-Fa-f:.]+)\]|(?P<name>[^:\[\]]+))(?::(?P<port>[0-9]{1,5}))?")


class ApiError(Exception):
    """A request refused with ``status``; ``close`` drops the connection afterwards (its body, if
    any, was never read, so the stream is out of step)."""

    def __init__(self, status: HTTPStatus, message: str, *, close: bool = False) -> None:
        super().__init__(message)
        self.status, self.close = status, close


def _is_loopback_name(name: str) -> bool:
    if name.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def check_host(values: list[str] | None, port: int) -> None:
    """The Host header must name a loopback address and this server's port: a page on another
    site that rebinds its DNS name to 127.0.0.1 still sends its own name here."""
    if not values:
        raise ApiError(HTTPStatus.BAD_REQUEST, "a Host header naming the loopback address is required", close=True)
    if len(values) > 1:
        raise ApiError(HTTPStatus.BAD_REQUEST, "more than one Host header", close=True)
    host = values[0].strip()
    shown = repr(host[:100])
    m = _HOST.fullmatch(host)
    name = (m.group("v6") or m.group("name")) if m else None
    given_port = m.group("port") if m else None
    if name is None or not _is_loopback_name(name):
        raise ApiError(HTTPStatus.BAD_REQUEST, f"Host {shown} is not a loopback address; the API answers "
                                               f"only to 127.0.0.1, localhost or [::1] with port {port}", close=True)
    if (int(given_port) if given_port else 80) != port:
        raise ApiError(HTTPStatus.BAD_REQUEST, f"Host {shown} names another port; the API listens on {port}",
                       close=True)


def check_not_from_a_web_page(headers) -> None:
    """No CORS: the API is for local programs. A browser marks what a page sends with an Origin
    header (and Sec-Fetch-Site); such requests are refused, and no answer carries an
    Access-Control header, so a page can neither write nor read."""
    if headers.get_all("Origin"):
        raise ApiError(HTTPStatus.FORBIDDEN, "requests from web pages (with an Origin header) are refused; "
                                             "the API is for programs on this machine", close=True)
    site = headers.get("Sec-Fetch-Site")
    if site is not None and site.strip().lower() != "none":
        raise ApiError(HTTPStatus.FORBIDDEN, "requests sent by a web page are refused; the API is for programs "
                                             "on this machine", close=True)


def body_length(headers, method: str) -> int:
    """The body's length from Content-Length, checked before a byte of it is read."""
    if headers.get_all("Transfer-Encoding"):
        raise ApiError(HTTPStatus.LENGTH_REQUIRED, "Transfer-Encoding is not supported; send the body with a "
                                                   "Content-Length", close=True)
    values = [v.strip() for v in headers.get_all("Content-Length") or []]
    if not values:
        if method == "POST":
            raise ApiError(HTTPStatus.LENGTH_REQUIRED, "a POST needs a Content-Length header", close=True)
        return 0
    if len(set(values)) > 1:
        raise ApiError(HTTPStatus.BAD_REQUEST, "conflicting Content-Length headers", close=True)
    value = values[0]
    if not _DIGITS.fullmatch(value):
        raise ApiError(HTTPStatus.BAD_REQUEST, f"Content-Length must be a whole number of bytes, got {value[:40]!r}",
                       close=True)
    if len(value) > 10 or int(value) > MAX_BODY:
        raise ApiError(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"the body is larger than the limit of {MAX_BODY} bytes",
                       close=True)
    return int(value)


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def _nesting_exceeds(value, limit: int) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > limit:
                return True
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return False


def json_object(raw: bytes) -> dict:
    """The body as a JSON object (empty → ``{}``)."""
    if not raw.strip():
        return {}
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ApiError(HTTPStatus.BAD_REQUEST, "the body is not UTF-8 text") from None
    try:
        body = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise ApiError(HTTPStatus.BAD_REQUEST, f"the body is nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as exc:  # JSONDecodeError, NaN, an integer of more than 4300 digits
        raise ApiError(HTTPStatus.BAD_REQUEST, f"the body is not valid JSON: {exc}") from None
    if not isinstance(body, dict):
        raise ApiError(HTTPStatus.BAD_REQUEST, "the body must be a JSON object")
    if _nesting_exceeds(body, MAX_DEPTH):
        raise ApiError(HTTPStatus.BAD_REQUEST, f"the body is nested more than {MAX_DEPTH} levels deep")
    return body


def event_id(text: str) -> int:
    """An event id from the path; one SQLite cannot hold cannot name an event."""
    if len(text) > 19 or int(text) > MAX_SQLITE_INT:
        raise ApiError(HTTPStatus.NOT_FOUND, f"no event {text[:40]}{'…' if len(text) > 40 else ''}: event ids "
                                             f"are at most {MAX_SQLITE_INT}")
    return int(text)
