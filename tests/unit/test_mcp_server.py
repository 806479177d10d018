"""The MCP server driven by the official SDK's stdio client, as an agent would."""

import json
import os
import sys

import anyio
import pytest


def tool_json(result):
    assert not result.is_error, result.content
    data = result.structured_content
    if data is None:
        return json.loads(result.content[0].text)
    return data["result"] if isinstance(data, dict) and set(data) == {"result"} else data


@pytest.mark.slow
def test_agent_adds_polls_searches_and_verifies(tmp_path):
    from mcp.client.session import ClientSession
    from mcp.client.stdio import StdioServerParameters, stdio_client

    params = StdioServerParameters(
        command=sys.executable, args=["-m", "mnemosyne_app", "--data-dir", str(tmp_path), "mcp"],
        env={"MNEMOSYNE_MODEL": "none", "MNEMOSYNE_EMBEDDER": "none", "PYTHONPATH": os.getcwd()})

    async def session_run():
        with open(os.devnull, "w") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    tools = {t.name for t in (await session.list_tools()).tools}
                    assert {"add_memory", "search_memories", "get_memory", "get_event_status", "list_events",
                            "flush", "verify", "stats"} <= tools
                    added = tool_json(await session.call_tool("add_memory", {"text": "My bike is a green Brompton",
                                                                             "idempotency_key": "agent-1"}))
                    assert added["outcome"] == "queued" and added["event_id"]
                    retry = tool_json(await session.call_tool("add_memory", {"text": "My bike is a green Brompton",
                                                                             "idempotency_key": "agent-1"}))
                    assert retry["event_id"] == added["event_id"] or retry["outcome"] == "already_complete"
                    await session.call_tool("flush", {"timeout": 30})
                    status = tool_json(await session.call_tool("get_event_status", {"event_id": added["event_id"]}))
                    assert status["status"] == "succeeded"
                    hits = tool_json(await session.call_tool("search_memories", {"query": "Brompton bike"}))
                    assert hits[0]["text"] == "My bike is a green Brompton"
                    memory = tool_json(await session.call_tool("get_memory", {"memory_id": hits[0]["memory_id"]}))
                    assert memory["kind"] == "note"
                    assert tool_json(await session.call_tool("verify", {}))["valid"] is True
                    st = tool_json(await session.call_tool("stats", {}))
                    assert st["memories"] == 1
                    bad = await session.call_tool("add_memory", {"text": ""})
                    assert bad.is_error and "empty" in bad.content[0].text
                    missing = await session.call_tool("get_memory", {"memory_id": "nope"})
                    assert missing.is_error

    anyio.run(session_run)
    from mnemosyne_app import MemoryBrain

    with MemoryBrain(tmp_path, extractor="none", embedder="none") as brain:
        assert [m.text for m in brain.list_memories()] == ["My bike is a green Brompton"]
