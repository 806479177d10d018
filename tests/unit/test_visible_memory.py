"""One "visible memory" on every face: a deleted or expired memory is "not found" over MCP and HTTP
alike, a pinned one never expires, and the agents' profile leaves expired memories' facts out."""

import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.service.http_api import ApiServer
from tests.unit.mcp_client import run_session, tool_json
from tests.unit.test_http_api import call
from tests.unit.test_statements import Asked


def _store(root) -> dict[str, str]:
    past = time.time() - 5  # expired a moment ago: still inside the sweep's grace, so the row is kept
    with MemoryBrain(root, extractor=Asked(), embedder="none") as b:
        ids = {"kept": b.retain("I'm allergic to cats.").memory_ids[0],
               "expired": b.retain("I live in Austin.", expires_at=past).memory_ids[0],
               "pinned": b.retain("My bike is a green Brompton.", expires_at=past, pinned=True).memory_ids[0],
               "deleted": b.retain("I work at Initech.").memory_ids[0]}
        b.delete(ids["deleted"])
    return ids


def _http(root, ids) -> tuple[dict, dict]:
    brain = MemoryBrain(root, extractor="none", embedder="none").ensure_init()
    server = ApiServer(brain, "127.0.0.1", 0).start()
    try:
        got = {name: call(server, "GET", f"/v1/memories/{mid}/") for name, mid in ids.items()}
        status, profile = call(server, "GET", "/v1/profile/")
        assert status == 200
        return got, profile
    finally:
        server.stop()
        brain.close()


def _mcp(root, ids) -> tuple[dict, dict]:
    got, profile = {}, {}

    async def body(session):
        for name, mid in ids.items():
            got[name] = await session.call_tool("get_memory", {"memory_id": mid})
        profile.update(tool_json(await session.call_tool("get_profile", {})))

    run_session(root, body)
    return got, profile


@pytest.mark.slow
def test_mcp_and_http_agree_a_deleted_or_expired_memory_is_not_found(tmp_path):
    ids = _store(tmp_path)
    http, http_profile = _http(tmp_path, ids)
    mcp, mcp_profile = _mcp(tmp_path, ids)
    for name in ("deleted", "expired"):
        assert http[name][0] == 404, http[name]
        assert mcp[name].is_error and "no memory" in mcp[name].content[0].text
    assert "it was deleted" in http["deleted"][1]["error"] and "it has expired" in http["expired"][1]["error"]
    for name in ("kept", "pinned"):  # a pinned memory never expires
        assert http[name][0] == 200 and http[name][1]["memory_id"] == ids[name]
        assert tool_json(mcp[name])["memory_id"] == ids[name]
    # The agents' profile: the expired memory's fact is left out, on both faces alike.
    assert {f["memory_id"] for f in http_profile["facts"]} == {ids["kept"], ids["pinned"]}
    assert mcp_profile == http_profile


def test_the_owner_still_reads_an_expired_memory_and_its_facts(tmp_path):
    """Only what agents get changes: the window's profile and ``get`` keep expired memories."""
    ids = _store(tmp_path)
    with MemoryBrain(tmp_path, extractor="none", embedder="none") as b:
        assert b.get(ids["expired"]).memory_id == ids["expired"]
        assert ids["expired"] in {f["memory_id"] for f in b.view("profile")["current"]}
        with pytest.raises(KeyError, match="it has expired"):
            b.get_visible(ids["expired"])
