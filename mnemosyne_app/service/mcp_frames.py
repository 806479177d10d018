"""The MCP server's stdio framing: one JSON-RPC message a line, each checked before the SDK sees it.

The SDK's stdio transport hands a line it cannot read to the session as an exception, which
answers nothing: invalid JSON, bytes that are not UTF-8, a batch, 5,000-deep nesting or a 20 MB
line left the client waiting forever. Here every line is checked first; one that fails gets a
JSON-RPC error reply on the spot (``-32700`` for what is not JSON text, ``-32600`` for what is
not one JSON-RPC message, with the request's id when it can be read), and the server goes on
with the next line. A line longer than ``MAX_LINE_BYTES`` is skipped up to its end without
being kept in memory.
"""

from __future__ import annotations

import json
import logging
import os
import sys
from contextlib import contextmanager
from typing import BinaryIO

import anyio

from mnemosyne_app.core import validate

log = logging.getLogger("mnemosyne.mcp")

MAX_LINE_BYTES = 4 << 20  # a memory's text is at most 200,000 characters; 4 MiB holds any honest message
MAX_DEPTH = 64
PARSE_ERROR, INVALID_REQUEST = -32700, -32600


class Refused(Exception):
    def __init__(self, code: int, message: str, request_id=None) -> None:
        super().__init__(message)
        self.code, self.request_id = code, request_id

    def reply(self) -> str:
        return json.dumps({"jsonrpc": "2.0", "id": self.request_id, "error": {"code": self.code, "message": str(self)}})


def check_line(raw: bytes) -> str:
    """The line as text if it is one JSON-RPC message; Refused (with its reply) if not."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Refused(PARSE_ERROR, f"the message is not valid UTF-8 text (byte {exc.start})") from None
    try:
        message = json.loads(text)
    except json.JSONDecodeError as exc:
        raise Refused(PARSE_ERROR, f"the message is not valid JSON (column {exc.colno}: {exc.msg})") from None
    except (RecursionError, ValueError):
        raise Refused(INVALID_REQUEST, f"the message is nested more than {MAX_DEPTH} levels deep") from None
    try:
        validate.nesting(message, "the message", MAX_DEPTH)
    except ValueError as exc:
        raise Refused(INVALID_REQUEST, str(exc)) from None
    if isinstance(message, list):
        raise Refused(INVALID_REQUEST, "batches are not supported: send one JSON-RPC message a line")
    if not isinstance(message, dict):
        raise Refused(INVALID_REQUEST, "a JSON-RPC message must be a JSON object")
    request_id = message.get("id")
    if isinstance(request_id, bool) or not isinstance(request_id, (str, int)):
        request_id = None
    import mcp_types

    try:
        mcp_types.jsonrpc_message_adapter.validate_python(message, by_name=False)
    except Exception as exc:  # pydantic's ValidationError: say what field, not the whole dump
        first = getattr(exc, "errors", lambda: [{}])()[0] if hasattr(exc, "errors") else {}
        where = ".".join(str(p) for p in first.get("loc", ())[-2:])
        raise Refused(INVALID_REQUEST, "not a JSON-RPC 2.0 message the server knows"
                      + (f" ({where}: {first.get('msg')})" if where else ""), request_id) from None
    return text


class CheckedLines:
    """What the SDK reads as stdin: only lines that passed ``check_line``."""

    def __init__(self, source: BinaryIO, out: "LineWriter") -> None:
        self._source, self._out = source, out

    def __aiter__(self):
        return self

    async def __anext__(self) -> str:
        while True:
            raw = await anyio.to_thread.run_sync(self._read_line, abandon_on_cancel=True)
            if raw is None:
                raise StopAsyncIteration
            if isinstance(raw, Refused):
                await self._out.write(raw.reply() + "\n")
                continue
            if not raw.strip():
                continue
            try:
                return check_line(raw) + "\n"
            except Refused as refused:
                log.info("refused an MCP frame: %s", refused)
                await self._out.write(refused.reply() + "\n")

    def _read_line(self) -> bytes | Refused | None:
        line = self._source.readline(MAX_LINE_BYTES + 1)
        if not line:
            return None
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            while (rest := self._source.readline(1 << 20)) and not rest.endswith(b"\n"):
                pass  # skipped, never kept: only the end of the line is looked for
            return Refused(INVALID_REQUEST, f"the message is longer than {MAX_LINE_BYTES >> 20} MiB")
        return line


class LineWriter:
    """What the SDK writes to as stdout; the reader's error replies go through it too, whole
    lines under one lock, so two never interleave."""

    def __init__(self, sink: BinaryIO) -> None:
        self._sink, self._lock = sink, anyio.Lock()

    async def write(self, text: str) -> None:
        data = text.encode("utf-8")
        async with self._lock:
            await anyio.to_thread.run_sync(self._put, data)

    async def flush(self) -> None:
        pass  # every write is flushed whole

    def _put(self, data: bytes) -> None:
        self._sink.write(data)
        self._sink.flush()


@contextmanager
def private_stdio():
    """The wire's stdin and stdout as private files, while fd 0 reads nothing and fd 1 goes to
    stderr: a stray print from a library cannot corrupt the stream (as the SDK's own transport
    does; it skips this when given its streams)."""
    if not (_has_fd(sys.stdin, 0) and _has_fd(sys.stdout, 1)):
        yield sys.stdin.buffer, sys.stdout.buffer
        return
    sys.stdout.flush()
    wire_in, wire_out = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)
    # fds 0 and 1 stay pointed away afterwards: the server ends with the process.
    with os.fdopen(wire_in, "rb") as reader, os.fdopen(wire_out, "wb") as writer:
        yield reader, writer


def _has_fd(stream, fd: int) -> bool:
    try:
        return stream.fileno() == fd
    except (AttributeError, OSError, ValueError):
        return False
