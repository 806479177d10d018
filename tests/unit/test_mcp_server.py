"""The MCP server driven by the official SDK's stdio client, as an agent would."""

import pytest

from tests.unit.mcp_client import run_session, tool_json


@pytest.mark.slow
def test_agent_adds_polls_searches_and_verifies(tmp_path):
    async def body(session):
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

    run_session(tmp_path, body)
    from mnemosyne_app import MemoryBrain

    with MemoryBrain(tmp_path, extractor="none", embedder="none") as brain:
        assert [m.text for m in brain.list_memories()] == ["My bike is a green Brompton"]


@pytest.mark.slow
def test_an_agent_reads_the_profile_current_facts_apart_from_replaced_ones(tmp_path):
    from mnemosyne_app import MemoryBrain
    from tests.unit.test_statements import Asked

    with MemoryBrain(tmp_path, extractor=Asked(), embedder="none") as brain:
        brain.retain("I live in Austin and I'm allergic to cats.")
        brain.retain("I moved to Denver last month.")
    seen = {}

    async def body(session):
        seen.update(tool_json(await session.call_tool("get_profile", {})))

    run_session(tmp_path, body)
    assert [(f["about"], f["text"]) for f in seen["facts"]] == [
        ("Allergies", "User is allergic to cats"), ("Where you live", "User moved to Denver last month")]
    assert [(f["text"], f["replaced_with"]) for f in seen["replaced"]] == [
        ("User lives in Austin", "User moved to Denver last month")]


@pytest.mark.slow
def test_out_of_range_numbers_are_tool_errors_without_a_traceback(tmp_path):
    """`get_event_status(10**30)` used to reach SQLite, overflow, and log a traceback."""
    errlog_path = tmp_path / "server-stderr.txt"
    calls = [("get_event_status", {"event_id": 10**30}), ("get_event_status", {"event_id": -(10**30)}),
             ("get_event_status", {"event_id": 2**63}), ("list_events", {"limit": 10**30}),
             ("search_memories", {"query": "x", "k": 10**30}), ("flush", {"timeout": 1e308})]

    async def body(session):
        for name, args in calls:
            result = await session.call_tool(name, args)
            assert result.is_error, (name, args)
            text = result.content[0].text
            detail = text.partition(name)[2]  # what follows "Error executing tool <name>"
            assert "Traceback" not in text and len(text) < 300 and (
                "range" in detail or "must be" in detail or "run from" in detail), (name, text)
        st = tool_json(await session.call_tool("stats", {}))
        assert st["events"] == {"pending": 0, "running": 0, "succeeded": 0, "failed": 0, "cancelled": 0}

    run_session(tmp_path, body, env={"MNEMOSYNE_LOG_DIR": str(tmp_path / "logs")}, errlog=errlog_path)
    logged = errlog_path.read_text()
    assert "Traceback" not in logged and "OverflowError" not in logged, logged[-2000:]
    logs = "".join(p.read_text(errors="replace") for p in (tmp_path / "logs").iterdir())
    assert "Traceback" not in logs and "OverflowError" not in logs
