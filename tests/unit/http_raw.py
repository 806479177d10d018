"""A raw HTTP/1.1 client for the API's hostile-input tests: it sends exactly the bytes given
(http.client would fix up a bad Content-Length or Host) and parses every answer that comes back."""

from __future__ import annotations

import json
import socket
from dataclasses import dataclass, field


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: object
    raw_headers: list[tuple[str, str]] = field(default_factory=list)


def store_snapshot(brain) -> dict:
    """What an unauthenticated or refused request must not change (the file size may grow from a
    checkpoint, so it is left out)."""
    brain.hot_path("flush", timeout=30)
    st = brain.stats()
    return {k: v for k, v in st.items() if k not in ("db_bytes",)}


def exchange(address, data: bytes, *, half_close: bool = True, timeout: float = 10.0) -> tuple[list[Answer], bytes]:
    """Send ``data``, optionally say "no more" (so a server waiting for a body sees its end),
    read until the server closes, and parse the answers. Returns them and any unparsed rest."""
    with socket.create_connection(address[:2], timeout=timeout) as sock:
        try:
            sock.sendall(data)
            if half_close:
                sock.shutdown(socket.SHUT_WR)
        except OSError:  # reset, broken pipe, not connected any more
            pass  # the server refused before reading everything: its answer may still be there
        chunks = []
        try:
            while chunk := sock.recv(65536):
                chunks.append(chunk)
        except ConnectionResetError:
            pass
    return parse_answers(b"".join(chunks))


def parse_answers(stream: bytes) -> tuple[list[Answer], bytes]:
    answers = []
    while stream:
        head, sep, rest = stream.partition(b"\r\n\r\n")
        if not sep:
            break
        lines = head.decode("latin-1").split("\r\n")
        version, status, *_ = lines[0].split(" ", 2)
        assert version == "HTTP/1.1", lines[0]
        pairs = [tuple(part.strip() for part in line.split(":", 1)) for line in lines[1:]]
        headers = {k.lower(): v for k, v in pairs}
        if status == "100":  # an interim "go on, send the body": no body of its own
            stream = rest
            continue
        length = int(headers["content-length"])
        body, stream = rest[:length], rest[length:]
        assert len(body) == length, "answer body cut short"
        answers.append(Answer(int(status), headers, json.loads(body) if body else None, pairs))
    return answers, stream


def request(method: str, path: str, port: int, *, token: str | None = None, body: bytes | None = None,
            headers: dict[str, str] | None = None, host: str | None = None) -> bytes:
    """The bytes of one well-formed request; ``headers`` may override or (with None) drop any."""
    h = {"Host": host or f"127.0.0.1:{port}"}
    if token is not None:
        h["Authorization"] = f"Bearer {token}"
    if body is not None:
        h["Content-Type"] = "application/json"
        h["Content-Length"] = str(len(body))
    for k, v in (headers or {}).items():
        if v is None:
            h.pop(k, None)
        else:
            h[k] = v
    lines = [f"{method} {path} HTTP/1.1"] + [f"{k}: {v}" for k, v in h.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + (body or b"")
