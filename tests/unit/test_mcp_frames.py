"""Malformed frames on the MCP server's stdin (issue 31, point 7): each gets a JSON-RPC error
reply on one line (before: no reply at all, and the client hung), and the server goes on serving."""

import json
import os
import select
import subprocess
import sys

import pytest

INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "frames-test", "version": "1"}}}

BAD_FRAMES = [
    (b"{not json", -32700, "not valid JSON"),
    (b'{"jsonrpc": "2.0", "id": 7, "method": "ping", "x": "\xff\xfe"}', -32700, "UTF-8"),
    (json.dumps([{"jsonrpc": "2.0", "id": 8, "method": "ping"}]).encode(), -32600, "batch"),
    (b"[" * 5000 + b"]" * 5000, -32600, "nested"),
    (b'{"a":' * 5000 + b"1" + b"}" * 5000, -32600, "nested"),
    (b'{"hello": "world"}', -32600, "JSON-RPC"),
    (b'"just a string"', -32600, "JSON-RPC"),
    (b'{"jsonrpc": "2.0", "id": 9, "method": 5}', -32600, "JSON-RPC"),
]


@pytest.fixture
def server(tmp_path):
    proc = subprocess.Popen([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path), "mcp"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, "MNEMOSYNE_MODEL": "none", "MNEMOSYNE_EMBEDDER": "none"})
    yield proc
    proc.stdin.close()
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    proc.stdout.close()
    proc.stderr.close()


def send(proc, frame: bytes) -> dict:
    proc.stdin.write(frame + b"\n")
    proc.stdin.flush()
    # Before: no reply at all, and a client reading on waited forever.
    assert select.select([proc.stdout], [], [], 60)[0], "no reply within 60 s"
    line = proc.stdout.readline()
    assert line, proc.stderr.read().decode(errors="replace")[-2000:]
    return json.loads(line)


@pytest.mark.parametrize("frame, code, words", BAD_FRAMES, ids=[f"frame{i}" for i in range(len(BAD_FRAMES))])
def test_a_malformed_frame_gets_a_json_rpc_error_and_the_server_goes_on(server, frame, code, words):
    reply = send(server, frame)
    assert reply["jsonrpc"] == "2.0" and reply["error"]["code"] == code, reply
    assert words.lower() in reply["error"]["message"].lower()
    assert "Traceback" not in reply["error"]["message"]
    answer = send(server, json.dumps(INIT).encode())
    assert answer["id"] == 1 and answer["result"]["serverInfo"]["name"] == "mnemosyne"


def test_a_20_mb_line_is_refused_without_being_held_and_the_server_goes_on(server):
    reply = send(server, b'{"jsonrpc": "2.0", "id": 3, "method": "ping", "pad": "' + b"a" * (20 << 20) + b'"}')
    assert reply["error"]["code"] == -32600 and "longer than" in reply["error"]["message"]
    answer = send(server, json.dumps(INIT).encode())
    assert answer["id"] == 1


def test_a_request_id_is_kept_in_the_error_when_it_can_be_read(server):
    reply = send(server, b'{"jsonrpc": "2.0", "id": 42, "method": 5}')
    assert reply["id"] == 42
