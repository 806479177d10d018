"""Agents get entity context (issue 28, service/agent_entities.py) and recall "as of" a day, through
the real MCP client (``mnemosyne mcp --agent NAME``) and the HTTP tools, with the same grants,
hidden kinds and tags and access log as the other tools: an entity named only in memories an
agent may not see does not exist for it, and counts and names said come from what it sees."""

import json

import anyio
import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.service.http_api import ApiServer
from tests.unit.mcp_client import run_session, session_of, tool_json
from tests.unit.test_agents_http import post
from tests.unit.test_fact_spans import RulesOnly, day


def seed(brain):
    def said(when, text, **more):
        return brain.retain(text, metadata={"created_at": day(when)}, **more).memory_ids[0]

    ids = {"austin": said("2024-01-10", "I live in Austin."),
           "denver": said("2024-06-01", "I moved to Denver."),
           "clinic": said("2024-07-01", "My sister Ana works at Mercy Clinic in Denver.", tags=["health"]),
           "tom": said("2024-08-01", "My brother Tom lives in Leeds.", kind="secret")}
    brain.agents().add("Careful", {"hidden_tags": ["health"], "hidden_kinds": ["secret"], "rate_per_minute": 10**6})
    brain.agents().add("Reader", {"write": False, "rate_per_minute": 10**6})
    return ids


def names(listing):
    return {e["name"]: e for e in listing["entities"]}


@pytest.mark.slow
def test_agents_list_entities_and_read_an_entity_over_mcp_seeing_only_what_they_may(data_home):
    with MemoryBrain(extractor=RulesOnly(), embedder="none") as brain:
        ids = seed(brain)
        everything = {e["name"] for e in brain.entities()}
    assert {"Austin", "Denver", "Ana", "Mercy Clinic", "Tom", "Leeds"} <= everything
    calls = {"Careful": 0, "Reader": 0}

    async def careful(session):
        tools = {t.name: t for t in (await session.list_tools()).tools}
        assert {"list_entities", "get_entity"} <= set(tools)
        assert tools["get_entity"].annotations.read_only_hint is True

        async def call(tool, args):
            calls["Careful"] += 1
            return await session.call_tool(tool, args)

        listed = names(tool_json(await call("list_entities", {})))
        assert {"Austin", "Denver"} <= set(listed)
        assert not {"Ana", "Mercy Clinic", "Tom", "Leeds"} & set(listed)  # named in hidden memories only
        assert listed["Denver"]["memories"] == 1 and listed["Austin"]["kind"] == "place"
        denver = tool_json(await call("get_entity", {"name": "Denver"}))
        assert [f["text"] for f in denver["facts"]] == ["User moved to Denver"]
        assert [m["memory_id"] for m in denver["memories"]] == [ids["denver"]]  # not the clinic's
        austin_then = tool_json(await call("get_entity", {"name": "Austin", "as_of": "2024-03-01"}))
        assert [f["text"] for f in austin_then["facts"]] == ["User lives in Austin"]
        assert "true on 2024-03-01" in austin_then["note"]
        austin_now = tool_json(await call("get_entity", {"name": "Austin"}))
        assert austin_now["facts"] == [] and [m["text"] for m in austin_now["memories"]] == ["I live in Austin."]
        for hidden in ("Tom", "Mercy Clinic", "Nobody"):
            refused = await call("get_entity", {"name": hidden})
            assert refused.is_error and "no entity" in refused.content[0].text
        # bad input is refused before any work, so it is no call of the log's
        bad = await session.call_tool("get_entity", {"name": "Austin", "as_of": "last spring"})
        assert bad.is_error and "not a day" in bad.content[0].text
        then = tool_json(await call("search_memories", {"query": "Austin Denver", "k": 5, "as_of": "2024-07-01"}))
        assert [r["text"] for r in then["results"]] == ["I moved to Denver.", "I live in Austin."]
        assert "no_longer_true" not in then["results"][0]
        assert then["results"][1]["no_longer_true"]["replaced_with"] == "User moved to Denver"
        before = tool_json(await call("search_memories", {"query": "Austin Denver", "k": 5, "as_of": "2024-03-01"}))
        assert [r["text"] for r in before["results"]] == ["I live in Austin."]

    async def reader(session):
        calls["Reader"] += 2
        listed = names(tool_json(await session.call_tool("list_entities", {})))
        assert {"Ana", "Mercy Clinic", "Tom", "Leeds"} <= set(listed)
        tom = tool_json(await session.call_tool("get_entity", {"name": "Tom"}))
        assert [f["text"] for f in tom["facts"]] == ["User's brother Tom lives in Leeds"]

    anyio.run(session_of, data_home, "Careful", careful)
    anyio.run(session_of, data_home, "Reader", reader)
    with MemoryBrain(extractor="none", embedder="none") as brain:
        assert {a: sum(c.values()) for a, c in brain.access_counts().items()} == calls
        log = brain.access_log(agent="Careful", limit=100)
        misses = [r for r in log if r["tool"] == "get_entity" and r["outcome"] == "not found"]
        assert len(misses) == 3 and all(not r["memory_ids"] for r in misses)
        assert not {ids["clinic"], ids["tom"]} & {m for r in log for m in r["memory_ids"]}


def test_entity_tools_over_http_and_recall_as_of_for_the_owner(data_home):
    brain = MemoryBrain(extractor=RulesOnly(), embedder="none").ensure_init()
    server = None
    try:
        ids = seed(brain)
        server = ApiServer(brain, "127.0.0.1", 0).start()
        _, token = brain.agents().add("Http", {"hidden_tags": ["health"], "rate_per_minute": 10**6})
        status, data, _ = post(server, "/v1/tools/list_entities/", {"limit": 10}, token)
        assert status == 200 and "Tom" in names(data) and "Mercy Clinic" not in names(data)
        status, data, _ = post(server, "/v1/tools/get_entity/", {"name": "Mercy Clinic"}, token)
        assert status == 404 and "no entity" in data["error"]
        status, data, _ = post(server, "/v1/memories/search/?as_of=2024-06-15", {"query": "Austin Denver"}, server.token)
        assert status == 200 and [r["text"] for r in data["results"]] == ["I moved to Denver.", "I live in Austin."]
        assert data["results"][1]["ended_by"] == ids["denver"]
        status, data, _ = post(server, "/v1/memories/search/", {"query": "Austin", "as_of": "someday"}, server.token)
        assert status == 400 and "as of must be a date" in data["error"]
    finally:
        if server is not None:
            server.stop()
        brain.close()


def test_a_hit_no_longer_true_does_not_quote_a_replacement_the_agent_may_not_see(data_home):
    from mnemosyne_app.service.agent_desk import AgentDesk

    with MemoryBrain(extractor=RulesOnly(), embedder="none") as brain:
        brain.retain("I live in Austin.", metadata={"created_at": day("2024-01-10")})
        brain.retain("I moved to Denver.", metadata={"created_at": day("2024-06-01")}, tags=["private"])
        brain.agents().add("Careful", {"hidden_tags": ["private"], "rate_per_minute": 10**6})
        brain.agents().add("Trusted", {"rate_per_minute": 10**6})
        careful, = AgentDesk(brain, "Careful").search_memories("Austin Denver", as_of="2024-07-01")["results"]
        assert careful["text"] == "I live in Austin."
        assert careful["no_longer_true"]["replaced_with"] == "a later memory this agent may not see"
        assert "Denver" not in json.dumps(careful)
        trusted = AgentDesk(brain, "Trusted").search_memories("Austin Denver", as_of="2024-07-01")["results"]
        assert trusted[-1]["no_longer_true"]["replaced_with"] == "User moved to Denver"


def test_the_owner_mcp_server_searches_as_of_a_day(data_home):
    with MemoryBrain(extractor=RulesOnly(), embedder="none") as brain:
        seed(brain)
        home = brain.root
    seen = {}

    async def body(session):
        seen["hits"] = tool_json(await session.call_tool(
            "search_memories", {"query": "Austin Denver", "as_of": "2024-06-15"}))
        seen["bad"] = await session.call_tool("search_memories", {"query": "Austin", "as_of": "soon"})

    run_session(home, body)
    assert [h["text"] for h in seen["hits"]] == ["I moved to Denver.", "I live in Austin."]
    assert "no_longer_true" not in seen["hits"][0]
    assert seen["hits"][1]["no_longer_true"]["replaced_with"] == "User moved to Denver"
    assert seen["bad"].is_error and "as of must be a date" in seen["bad"].content[0].text
