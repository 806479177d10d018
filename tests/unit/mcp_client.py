"""The real MCP server (``python -m mnemosyne_app --data-dir DIR mcp``, no models) driven by the
official SDK's stdio client, as an agent would: the one set-up the MCP tests share."""

from __future__ import annotations

import json
import os
import sys
from functools import partial
from pathlib import Path

import anyio


def tool_json(result):
    """A tool call's answer as data (it must not be an error)."""
    assert not result.is_error, result.content
    data = result.structured_content
    if data is None:
        return json.loads(result.content[0].text)
    return data["result"] if isinstance(data, dict) and set(data) == {"result"} else data


def server(home, agent: str | None = None, env: dict | None = None):
    """How to start the server on the data directory ``home`` (as ``agent``: ``mcp --agent NAME``);
    ``env`` is added to the child's environment, which otherwise has no model and this checkout."""
    from mcp.client.stdio import StdioServerParameters

    return StdioServerParameters(
        command=sys.executable,
        args=["-m", "mnemosyne_app", "--data-dir", str(home), "mcp", *(["--agent", agent] if agent else [])],
        env={"MNEMOSYNE_MODEL": "none", "MNEMOSYNE_EMBEDDER": "none", "PYTHONPATH": os.getcwd(), **(env or {})})


async def session_of(home, agent: str | None, body, env: dict | None = None, errlog: Path | None = None):
    """``await body(session)`` in a session with the server of ``home`` (``agent`` as for ``server``);
    the server's stderr goes to ``errlog`` if given. Returns what ``body`` returns."""
    from mcp.client.session import ClientSession
    from mcp.client.stdio import stdio_client

    with open(errlog or os.devnull, "w") as log:
        async with stdio_client(server(home, agent, env), errlog=log) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                return await body(session)


def run_session(home, body, agent: str | None = None, env: dict | None = None, errlog: Path | None = None):
    """``session_of`` run to its end on this thread."""
    return anyio.run(partial(session_of, home, agent, body, env, errlog))
