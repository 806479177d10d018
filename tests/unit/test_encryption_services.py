"""The MCP server (a real child process reading MNEMOSYNE_PASSPHRASE_FILE) and the HTTP API (whose
writes go through the queue worker's own connection, keyed too) on an encrypted store."""

import json
import os

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.service.http_api import ApiServer
from tests.unit.mcp_client import run_session, tool_json
from tests.unit.test_http_api import call

NEEDLE = "QWRT-5521"


def no_plaintext(root):
    return [p for p in root.rglob("*") if p.is_file() and NEEDLE.encode() in p.read_bytes()]


def test_http_api_on_an_encrypted_store(data_home):
    brain = MemoryBrain(data_home, "api", passphrase="api pass", extractor="none", embedder="none").ensure_init()
    server = ApiServer(brain, "127.0.0.1", 0).start()
    try:
        status, out = call(server, "POST", "/v3/memories/add/", {"text": f"my locker code is {NEEDLE}"})
        assert status == 202
        while call(server, "GET", f"/v1/event/{out['event_id']}/")[1]["status"] != "succeeded":
            pass
        _, found = call(server, "POST", "/v1/memories/search/", {"query": NEEDLE})
        assert found["results"] and NEEDLE in found["results"][0]["text"]
        assert no_plaintext(data_home) == []  # the worker's WAL frames are encrypted too
    finally:
        server.stop()
        brain.close()
    assert no_plaintext(data_home) == []


@pytest.mark.slow
def test_mcp_server_on_an_encrypted_store_reads_the_passphrase_file(tmp_path):
    root = tmp_path / "data"
    MemoryBrain(root, "default", passphrase="mcp pass", extractor="none", embedder="none").ensure_init().close()
    secret = tmp_path / "pass"
    secret.write_text("mcp pass\n")
    os.chmod(secret, 0o600)
    env = {"MNEMOSYNE_PASSPHRASE_FILE": str(secret), "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
           "PYTHONPATH": os.pathsep.join([os.getcwd(), os.environ.get("PYTHONPATH", "")])}

    async def body(session):
        added = tool_json(await session.call_tool("add_memory", {"text": f"alarm code {NEEDLE}"}))
        await session.call_tool("flush", {"timeout": 30})
        assert tool_json(await session.call_tool("get_event_status", {"event_id": added["event_id"]}))[
            "status"] == "succeeded"
        hits = tool_json(await session.call_tool("search_memories", {"query": NEEDLE}))
        assert NEEDLE in hits[0]["text"]
        assert tool_json(await session.call_tool("verify", {}))["valid"] is True

    run_session(root, body, env=env)
    assert no_plaintext(root) == []
    with MemoryBrain(root, passphrase="mcp pass", extractor="none", embedder="none") as brain:
        assert [m.text for m in brain.list_memories()] == [f"alarm code {NEEDLE}"]
        assert json.dumps(brain.verify_integrity().valid) == "true"
