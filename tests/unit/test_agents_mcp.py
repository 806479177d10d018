"""Two agents with different grants drive the real MCP server (``mnemosyne mcp --agent NAME``)
with the official ``mcp`` SDK's stdio client, over 200 mixed memories (tests/unit/agent_world.py);
every call they make is counted and the access log must hold exactly those."""

import os
import subprocess
import sys
from collections import Counter

import anyio
import pytest

from mnemosyne_app import MemoryBrain
from tests.unit import agent_world
from tests.unit.mcp_client import session_of, tool_json


@pytest.mark.slow
def test_two_agents_over_mcp_grants_filters_edits_and_an_exact_access_log(data_home):
    with MemoryBrain(extractor="none", embedder="none") as brain:
        world = agent_world.build(brain)
        registry = brain.agents()
        registry.add("Careful", {"hidden_tags": ["health"], "edit": True, "forget": True, "rate_per_minute": 10**6})
        registry.add("Reader", {"write": False, "rate_per_minute": 10**6})
    calls: dict[str, Counter] = {"Careful": Counter(), "Reader": Counter()}
    health = world["health"]
    edited, forgotten = world["other"][-2], world["other"][-3]  # turns without facts: version 1

    async def careful(session):
        tools = {t.name: t for t in (await session.list_tools()).tools}
        assert set(tools) == {"search_memories", "get_memory", "add_memory", "update_memory", "forget_memory",
                              "recent_memories", "get_conversation", "get_profile", "related_memories",
                              "list_entities", "get_entity", "get_event_status", "flush"}
        hints = {n: (t.annotations.read_only_hint, t.annotations.destructive_hint, t.annotations.idempotent_hint)
                 for n, t in tools.items()}
        assert hints["search_memories"] == (True, False, True) and hints["forget_memory"] == (False, True, True)
        assert hints["add_memory"] == (False, False, False)
        assert "Ask the user before calling" in tools["forget_memory"].description

        async def call(tool, args):
            calls["Careful"][tool] += 1
            return tool_json(await session.call_tool(tool, args))

        for q in ("apples", "health", "doctor", "remark number", "chat plans"):
            got = await call("search_memories", {"query": q, "k": 50})
            assert agent_world.leaks(got, health) == []
            # words only hidden memories hold find nothing (not even the turn after one, by its context)
            assert bool(got["results"]) == (q not in ("health", "doctor"))
        assert agent_world.leaks(await call("recent_memories", {"since": "1970-01-01", "limit": 200}), health) == []
        assert agent_world.leaks(await call("recent_memories", {"since": 0, "limit": 200}), health) == []
        profile = await call("get_profile", {})
        assert profile["facts"] and agent_world.leaks(profile, health) == []
        for mid in world["other"][::9]:
            for tool in ("get_memory", "get_conversation", "related_memories"):
                assert agent_world.leaks(await call(tool, {"memory_id": mid}), health) == []
        for mid in health[::10]:
            missing = await session.call_tool("get_memory", {"memory_id": mid})
            calls["Careful"]["get_memory"] += 1  # a miss is logged as "not found", giving no memory
            assert missing.is_error and "no memory" in missing.content[0].text
        updated = await call("update_memory", {"memory_id": edited, "text": "the agent's correction"})
        assert updated["version"] == 2
        await call("forget_memory", {"memory_id": forgotten})
        added = await call("add_memory", {"text": "the user prefers tea", "tags": ["diet"]})
        await call("flush", {"timeout": 30})
        assert (await call("get_event_status", {"event_id": added["event_id"]}))["status"] == "succeeded"
        big = await session.call_tool("search_memories", {"query": "x" * 20_000})
        assert big.is_error and "at most 1000" in big.content[0].text
        MemoryBrain.agents(data_home).remove("Careful")  # the person revokes it while it runs
        gone = await session.call_tool("search_memories", {"query": "apples"})
        assert gone.is_error and "'Careful' was removed" in gone.content[0].text

    async def reader(session):
        async def call(tool, args):
            calls["Reader"][tool] += 1
            return tool_json(await session.call_tool(tool, args))

        got = await call("search_memories", {"query": "doctor health", "k": 50})
        assert agent_world.leaks(got, health)  # this agent may see them: the filter is per agent
        refused = await session.call_tool("forget_memory", {"memory_id": world["other"][0]})
        calls["Reader"]["forget_memory"] += 1  # a refused grant is logged, as refused
        assert refused.is_error and "lacks the 'forget' grant" in refused.content[0].text
        assert "nothing was changed" in refused.content[0].text
        refused = await session.call_tool("add_memory", {"text": "sneaky"})
        calls["Reader"]["add_memory"] += 1
        assert refused.is_error and "lacks the 'write' grant" in refused.content[0].text

    anyio.run(session_of, data_home, "Careful", careful)
    anyio.run(session_of, data_home, "Reader", reader)

    with MemoryBrain(extractor="none", embedder="none") as brain:
        counts = brain.access_counts()
        assert counts == {name: dict(c) for name, c in calls.items()}
        assert [v.op for v in brain.history(edited)][-1] == "edit" and brain.get(forgotten).deleted
        assert not brain.get(world["other"][0]).deleted and brain.stats()["memories"] == 200  # 200 + the one added - the one forgotten
        assert brain.verify_integrity().valid
    # A removed agent's server does not start again: refused in words, not a traceback.
    run = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(data_home), "mcp", "--agent",
                          "Careful"], capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
                         env=os.environ | {"PYTHONPATH": os.getcwd()})
    assert run.returncode == 2 and "no agent named 'Careful'" in run.stderr and "Traceback" not in run.stderr
