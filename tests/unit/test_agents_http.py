"""Agents over the HTTP API with a real HTTP client: each agent's own token opens its tools
(``POST /v1/tools/<tool>/``) with its grants, limits and log; the owner's token does not."""

import http.client
import json

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.service.http_api import ApiServer
from tests.unit import agent_world


@pytest.fixture
def world(data_home):
    brain = MemoryBrain(extractor="none", embedder="none").ensure_init()
    built = agent_world.build(brain)
    server = ApiServer(brain, "127.0.0.1", 0).start()
    yield brain, built, server
    server.stop()
    brain.close()


def post(server, path, body, token):
    conn = http.client.HTTPConnection(*server.server_address[:2], timeout=30)
    conn.request("POST", path, json.dumps(body), {"Content-Type": "application/json",
                                                  "Authorization": f"Bearer {token}"})
    resp = conn.getresponse()
    data = json.loads(resp.read() or b"null")
    headers = dict(resp.getheaders())
    conn.close()
    return resp.status, data, headers


def test_two_agents_over_http_see_what_their_grants_allow_and_the_log_counts_them(world):
    brain, built, server = world
    _, careful = brain.agents().add("Careful", {"hidden_tags": ["health"], "rate_per_minute": 10**6})
    _, trusted = brain.agents().add("Trusted", {"rate_per_minute": 10**6})
    health, sent = built["health"], {"Careful": 0, "Trusted": 0}

    def tool(token, name, body):
        sent["Careful" if token == careful else "Trusted"] += 1
        status, data, _ = post(server, f"/v1/tools/{name}/", body, token)
        assert status == 200, data
        return data

    for q in ("apples", "doctor", "health"):
        assert agent_world.leaks(tool(careful, "search_memories", {"query": q, "k": 50}), health) == []
    assert agent_world.leaks(tool(careful, "recent_memories", {"since": 0, "limit": 200}), health) == []
    assert agent_world.leaks(tool(careful, "get_profile", {}), health) == []
    for mid in built["other"][::11]:
        for name in ("get_memory", "get_conversation", "related_memories"):
            assert agent_world.leaks(tool(careful, name, {"memory_id": mid}), health) == []
    status, data, _ = post(server, "/v1/tools/get_memory/", {"memory_id": health[0]}, careful)
    sent["Careful"] += 1  # logged as "not found", giving no memory
    assert status == 404 and "no memory" in data["error"]
    assert agent_world.leaks(tool(trusted, "search_memories", {"query": "doctor", "k": 50}), health)
    assert {a: sum(c.values()) for a, c in brain.access_counts().items()} == sent


def test_agent_tokens_open_the_tools_only_and_a_revoked_token_fails_at_once(world):
    brain, built, server = world
    _, token = brain.agents().add("Claude Desktop")
    status, data, _ = post(server, "/v1/memories/search/", {"query": "apples"}, token)
    assert status == 403 and "/v1/tools/" in data["error"]
    status, data, _ = post(server, "/v1/tools/search_memories/", {"query": "apples"}, server.token)
    assert status == 403 and "agent's own token" in data["error"]
    status, data, _ = post(server, "/v1/tools/search_memories/", {"query": "apples", "evil": 1}, token)
    assert status == 400 and "not 'evil'" in data["error"]
    status, data, _ = post(server, "/v1/tools/update_memory/", {"memory_id": built["other"][-1], "text": "x"}, token)
    assert status == 403 and "lacks the 'edit' grant" in data["error"] and brain.get(built["other"][-1]).version == 1
    brain.agents().pause("Claude Desktop")
    status, data, _ = post(server, "/v1/tools/get_profile/", {}, token)
    assert status == 403 and "paused" in data["error"]
    brain.agents().resume("Claude Desktop")
    assert post(server, "/v1/tools/get_profile/", {}, token)[0] == 200
    brain.agents().remove("Claude Desktop")
    status, data, _ = post(server, "/v1/tools/get_profile/", {}, token)
    assert status == 401 and "'Claude Desktop' was removed" in data["error"]


def test_the_rate_limit_answers_429_with_retry_after(world):
    brain, _, server = world
    _, token = brain.agents().add("Loop", {"rate_per_minute": 2})
    assert [post(server, "/v1/tools/get_profile/", {}, token)[0] for _ in range(2)] == [200, 200]
    status, data, headers = post(server, "/v1/tools/get_profile/", {}, token)
    assert status == 429 and "2 calls a minute" in data["error"] and 1 <= int(headers["Retry-After"]) <= 60
