"""An MCP server over stdio (the official ``mcp`` SDK): agents add memories asynchronously (an
event id comes back at once, as in seed 000 §9.3), search, read, follow events, flush and verify.
Blocking store calls run in worker threads so the server keeps answering."""

from __future__ import annotations

import logging
import threading

import anyio

from mnemosyne_app.core import validate
from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core.errors import MnemosyneError
from mnemosyne_app.service import mcp_frames

log = logging.getLogger("mnemosyne.mcp")

MAX_SQLITE_INT = (1 << 63) - 1

INSTRUCTIONS = (
    "Mnemosyne is the user's own memory store. Use `add_memory` to remember something (it returns an "
    "event id at once; `get_event_status` tells when it is stored), `search_memories` to recall, "
    "`flush` before reading something you just added."
)


def build_server(brain: MemoryBrain):
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError

    server = MCPServer("mnemosyne", instructions=INSTRUCTIONS)
    brain.hot_path("enable")

    async def run(fn, *args):
        """Blocking store work in a thread; input and store errors become tool errors the agent
        can read (the SDK hides other exceptions' text)."""
        try:
            return await anyio.to_thread.run_sync(lambda: fn(*args))
        except KeyError as exc:
            raise ToolError(str(exc.args[0]) if exc.args else "not found") from None
        except (ValueError, MnemosyneError) as exc:
            raise ToolError(str(exc)) from None
        except RecursionError:
            raise ToolError("the input is nested too deeply") from None
        except OverflowError:  # a number SQLite cannot hold; the SDK would log it as a crash
            raise ToolError("a number in the input is out of range") from None

    def bounded(value, what: str, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ToolError(f"{what} must be a whole number from {low} to {high}")
        return value

    @server.tool(description="Remember a text. Returns the event id at once; the memory is stored in the background. "
                             "Pass the same idempotency_key when retrying so it is never stored twice.")
    async def add_memory(text: str, kind: str = "note", tags: list[str] | None = None,
                         idempotency_key: str | None = None, extract: bool = False) -> dict:
        r = await run(lambda: brain.retain(text, fast=True, kind=kind, tags=tags, source="mcp",
                                           idempotency_key=idempotency_key, extract=extract))
        return {"event_id": r.event_id, "outcome": r.outcome, "memory_ids": r.memory_ids}

    @server.tool(description="Search memories by keywords and meaning. as_of (a day, 2025-05-03): what was "
                             "known to be true on that day: memories said later are left out, and one whose facts "
                             "had ended by then says so ('no_longer_true') and comes last.")
    async def search_memories(query: str, k: int = 5, as_of: str | None = None) -> list[dict]:
        k = bounded(k, "k", 1, 100)
        hits = await run(lambda: brain.recall(query, k=k, as_of=as_of))
        return [{"memory_id": h.memory_id, "text": h.text, "score": h.score, "kind": h.kind}
                | ({"no_longer_true": {"ended_at": h.ended_at, "replaced_with": h.replaced_with}}
                   if h.ended_at is not None else {}) for h in hits]

    @server.tool(description="Read one memory by id.")
    async def get_memory(memory_id: str) -> dict:
        m = await run(brain.get_visible, memory_id)  # deleted, merged or expired: not found, as over HTTP
        return {"memory_id": m.memory_id, "text": m.text, "kind": m.kind, "tags": m.tags, "facts": m.facts}

    @server.tool(description="What the store knows about the user now: their current facts, each with what it is "
                             "about (where they live, work, family, allergies, ...). Replaced facts (they moved, "
                             "changed jobs) are listed apart as history: do not treat them as true now. "
                             "as_of (a day, 2025-05-03): what was true on that day instead.")
    async def get_profile(as_of: str | None = None) -> dict:
        return await run(lambda: brain.profile(as_of=as_of, for_agents=True))

    @server.tool(description="Status of a write: pending, running, succeeded or failed.")
    async def get_event_status(event_id: int) -> dict:
        if isinstance(event_id, int) and not 1 <= event_id <= MAX_SQLITE_INT:
            raise ToolError(f"no such event: event ids run from 1 to {MAX_SQLITE_INT}")
        return (await run(brain.get_event, event_id)).brief()

    @server.tool(description="The latest writes and their status.")
    async def list_events(status: str | None = None, limit: int = 20) -> list[dict]:
        limit = bounded(limit, "limit", 1, 1000)
        evs = await run(lambda: brain.list_events(status=status, limit=limit))
        return [e.brief() for e in evs]

    @server.tool(description="Wait until every write accepted so far is stored (the read-after-write barrier).")
    async def flush(timeout: float = 60.0) -> dict:
        try:
            timeout = validate.number(timeout, "timeout", 0, 3600)
        except ValueError as exc:
            raise ToolError(str(exc)[:200]) from None
        return await run(lambda: brain.hot_path("flush", timeout=timeout))

    @server.tool(description="Verify the audit ledger and every memory against it.")
    async def verify() -> dict:
        return (await run(brain.verify_integrity)).as_dict()

    @server.tool(description="Counts: memories, writes, model calls, duplicates, events by status.")
    async def stats() -> dict:
        return await run(brain.stats)

    return server


def run_stdio(brain: MemoryBrain) -> int:
    """Serve ``brain`` over stdio until the client hangs up; the brain is closed afterwards.
    Every line is checked before the SDK reads it (service/mcp_frames.py), and the models are
    prepared in the background from the start, so the agent's first write does not wait for it."""
    threading.Thread(target=_prepare_models, args=(brain,), name="mnemosyne-prepare", daemon=True).start()
    server = build_server(brain)

    async def serve() -> None:
        from mcp.server.stdio import stdio_server

        with mcp_frames.private_stdio() as (wire_in, wire_out):
            out = mcp_frames.LineWriter(wire_out)
            async with stdio_server(stdin=mcp_frames.CheckedLines(wire_in, out), stdout=out) as (read, write):
                # What MCPServer.run_stdio_async does, with the checked streams.
                lowlevel = server._lowlevel_server
                await lowlevel.run(read, write, lowlevel.create_initialization_options())

    try:
        anyio.run(serve)
    finally:
        brain.close()
    return 0


def _prepare_models(brain: MemoryBrain) -> None:
    try:
        names = brain.prepare_models()
    except Exception as exc:  # a write will say it again, in its own event; the server goes on
        log.warning("could not prepare the models: %s", exc)
    else:
        if names:
            log.info("models ready: %s", ", ".join(names))
