"""The loopback HTTP API driven by real HTTP clients on 127.0.0.1."""

import http.client
import json
import os
import stat
import threading

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.service.http_api import ApiServer, check_loopback, ensure_token, token_path


@pytest.fixture
def api(data_home):
    brain = MemoryBrain(scope="api", extractor="none", embedder="none").ensure_init()
    server = ApiServer(brain, "127.0.0.1", 0).start()
    yield server
    server.stop()
    brain.close()


def call(server, method, path, body=None, token=True, headers=None, raw=None):
    conn = http.client.HTTPConnection(*server.server_address[:2], timeout=30)
    h = {"Content-Type": "application/json"} | (headers or {})
    if token:
        h["Authorization"] = f"Bearer {server.token}"
    conn.request(method, path, body=raw if raw is not None else (json.dumps(body) if body is not None else None), headers=h)
    resp = conn.getresponse()
    data = json.loads(resp.read() or b"null")
    conn.close()
    return resp.status, data


def test_token_is_owner_only(api, data_home):
    mode = stat.S_IMODE(os.stat(token_path()).st_mode)
    assert mode == 0o600 and ensure_token() == api.token and len(api.token) > 30


def test_add_poll_read(api):
    status, out = call(api, "POST", "/v3/memories/add/", {"text": "I prefer window seats", "tags": ["travel"]})
    assert status == 202 and out["outcome"] == "queued" and out["status"] in ("pending", "running", "succeeded")
    seen = set()
    while True:
        _, ev = call(api, "GET", f"/v1/event/{out['event_id']}/")
        seen.add(ev["status"])
        if ev["status"] == "succeeded":
            break
    mid = ev["result"]["memory_ids"][0]
    status, memory = call(api, "GET", f"/v1/memories/{mid}/")
    assert status == 200 and memory["text"] == "I prefer window seats"  # succeeded ⇒ readable
    status, found = call(api, "POST", "/v1/memories/search/", {"query": "window seats"})
    assert found["results"][0]["memory_id"] == mid
    _, events = call(api, "GET", "/v1/events/?status=succeeded")
    assert [e["event_id"] for e in events["events"]] == [out["event_id"]]
    status, again = call(api, "POST", "/v3/memories/add/", {"text": "I prefer window seats"})
    assert again["outcome"] == "already_complete" and again["memory_ids"] == [mid]


def test_auth_and_malformed_requests_write_nothing(api):
    assert call(api, "POST", "/v3/memories/add/", {"text": "x"}, token=False)[0] == 401
    assert call(api, "POST", "/v3/memories/add/", {"text": "x"}, headers={"Authorization": "Bearer nope"}, token=False)[0] == 401
    assert call(api, "POST", "/v3/memories/add/", raw="{not json")[0] == 400
    assert call(api, "POST", "/v3/memories/add/", raw="[1, 2]")[0] == 400
    assert call(api, "POST", "/v3/memories/add/", {"kind": "note"})[0] == 400
    assert call(api, "POST", "/v3/memories/add/", {"text": 42})[0] == 400
    assert call(api, "POST", "/v3/memories/add/", {"text": "ok", "metadata": "not a dict"})[0] == 400
    assert call(api, "GET", "/v1/event/99999/")[0] == 404
    assert call(api, "GET", "/nowhere")[0] == 404
    assert call(api, "POST", "/v1/memories/search/", {"query": "x", "k": 0})[0] == 400
    assert api.brain.stats()["events"] == {"pending": 0, "running": 0, "succeeded": 0, "failed": 0, "cancelled": 0}


def test_refuses_non_loopback(data_home):
    for host in ("0.0.0.0", "192.168.1.10", "example.com"):
        with pytest.raises(ValueError, match="loopback"):
            check_loopback(host)
    check_loopback("127.0.0.1")
    check_loopback("::1")


def test_1000_concurrent_adds_from_8_clients_no_loss_no_duplicate(api):
    errors = []

    def client(c):
        conn = http.client.HTTPConnection(*api.server_address[:2], timeout=60)
        for i in range(125):
            # every client also retries one request with the same key: it must not store twice
            for attempt in range(2 if i == 0 else 1):
                body = json.dumps({"text": f"client {c} note {i}", "idempotency_key": f"c{c}-{i}"})
                conn.request("POST", "/v3/memories/add/", body=body,
                             headers={"Authorization": f"Bearer {api.token}", "Content-Type": "application/json"})
                resp = conn.getresponse()
                resp.read()
                if resp.status != 202:
                    errors.append(resp.status)
        conn.close()

    threads = [threading.Thread(target=client, args=(c,)) for c in range(8)]
    [t.start() for t in threads]
    [t.join() for t in threads]
    assert errors == []
    status, _ = call(api, "POST", "/v1/flush/", {"timeout": 120})
    assert status == 200
    st = api.brain.stats()
    texts = [m.text for m in api.brain.list_memories(limit=2000)]
    assert len(texts) == 1000 and len(set(texts)) == 1000
    # Each client's retry either reused the still-open event or found the write done (a duplicate);
    # neither is a new write.
    assert st["events"]["succeeded"] == 1000 and st["writes"] == 1000 and st["duplicates"] <= 8
    assert api.brain.verify_integrity().valid


def test_a_scope_removed_by_another_process_answers_gone_not_202(api, data_home):
    # The person removes the scope from the command line while `serve` runs: an agent's write
    # must be told, not acknowledged into a file nobody will read or into a new empty scope.
    import subprocess
    import sys

    status, _ = call(api, "POST", "/v3/memories/add/", {"text": "written before the removal"})
    assert status == 202
    call(api, "POST", "/v1/flush/", {"timeout": 30})
    out = subprocess.run([sys.executable, "-m", "mnemosyne_app", "scopes", "--remove", "api"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    status, body = call(api, "POST", "/v3/memories/add/", {"text": "written after the removal"})
    assert status == 410 and "moved, renamed or removed" in body["error"]
    assert "api" not in MemoryBrain.scopes()  # nothing re-created it


def test_the_profile_gives_current_facts_and_replaced_ones_apart(data_home):
    from tests.unit.test_statements import Asked

    with MemoryBrain(scope="api", extractor=Asked(), embedder="none") as b:
        b.retain("I live in Austin and I'm allergic to cats.")
        b.retain("I moved to Denver last month.")
    brain = MemoryBrain(scope="api", extractor="none", embedder="none").ensure_init()
    server = ApiServer(brain, "127.0.0.1", 0).start()
    try:
        status, found = call(server, "GET", "/v1/profile/")
        assert status == 200
        assert [(f["about"], f["text"]) for f in found["facts"]] == [
            ("Allergies", "User is allergic to cats"), ("Where you live", "User moved to Denver last month")]
        assert [(f["text"], f["replaced_with"]) for f in found["replaced"]] == [
            ("User lives in Austin", "User moved to Denver last month")]
        assert call(server, "GET", "/v1/profile/", token=False)[0] == 401
    finally:
        server.stop()
        brain.close()
