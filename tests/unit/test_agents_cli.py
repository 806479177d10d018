"""``mnemosyne agents ...`` and ``agents connect``: the token shown once, grants as options,
refusals in one line, and a client's config written only after a backup."""

import json

from mnemosyne_app.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_add_list_pause_grant_remove(capsys, data_home):
    code, out, _ = run(capsys, "agents", "add", "Claude Desktop", "--hide-tags", "health,private")
    token = out.split("shown this once; only its hash is kept):\n")[1].split("\n")[0]
    assert code == 0 and token.startswith("mna_") and token not in (data_home / "agents.json").read_text()
    code, out, _ = run(capsys, "--json", "agents", "list")
    listed = json.loads(out)
    assert listed == [{"name": "Claude Desktop", "paused": False, "created_at": listed[0]["created_at"],
                       "scopes": ["default"], "read": True, "write": True, "edit": False, "forget": False,
                       "hidden_kinds": [], "hidden_tags": ["health", "private"], "rate_per_minute": 120}]
    assert "token" not in out
    code, out, _ = run(capsys, "agents", "pause", "Claude Desktop")
    assert code == 0 and "PAUSED" in out
    code, out, _ = run(capsys, "agents", "grant", "Claude Desktop", "--allow", "read,edit")
    assert code == 0 and "read, edit in default" in out
    code, _, err = run(capsys, "agents", "grant", "Claude Desktop", "--allow", "read,delete")
    assert code == 2 and "not 'delete'" in err and err.count("\n") == 1
    code, out, _ = run(capsys, "agents", "remove", "Claude Desktop")
    assert code == 0 and "refused from now on" in out
    code, _, err = run(capsys, "agents", "remove", "Claude Desktop")
    assert code == 2 and "no agent named 'Claude Desktop'" in err


def test_connect_prints_the_launch_line_and_writes_after_a_backup(capsys, data_home, tmp_path):
    run(capsys, "agents", "add", "Cursor")
    code, out, _ = run(capsys, "--json", "agents", "connect", "cursor")
    server = json.loads(out)["mcpServers"]["mnemosyne"]
    assert code == 0 and server["args"][-3:] == ["mcp", "--agent", "Cursor"] and str(data_home) in server["args"]
    config = tmp_path / "mcp.json"
    config.write_text(json.dumps({"mcpServers": {"other": {"command": "x"}}, "theme": "dark"}))
    code, out, _ = run(capsys, "agents", "connect", "vscode", "--agent", "Cursor", "--write", "--config", str(config))
    written = json.loads(config.read_text())
    assert code == 0 and written["theme"] == "dark" and written["mcpServers"] == {"other": {"command": "x"}}
    assert written["servers"]["mnemosyne"]["type"] == "stdio"
    backups = list(tmp_path.glob("mcp.json.*.bak"))
    assert len(backups) == 1 and json.loads(backups[0].read_text())["theme"] == "dark"
    config.write_text("{not json")
    code, _, err = run(capsys, "agents", "connect", "cursor", "--write", "--config", str(config))
    assert code == 2 and "left as it was" in err and config.read_text() == "{not json"
    code, _, err = run(capsys, "agents", "connect", "emacs")
    assert code == 2 and "choose from claude-desktop, cursor, vscode, generic" in err


def test_the_access_log_is_listed_exported_and_pruned(capsys, data_home):
    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.service.agent_desk import AgentDesk

    with MemoryBrain(extractor="none", embedder="none") as brain:
        brain.retain("I like sencha", extract=False)
        brain.agents().add("Reader")
        AgentDesk(brain, "Reader").search_memories("sencha")
    code, out, _ = run(capsys, "agents", "log")
    assert code == 0 and "Reader  search_memories  sencha  1 memories  ok" in out
    code, out, _ = run(capsys, "--json", "agents", "log", "Reader")
    assert [r["query"] for r in json.loads(out)] == ["sencha"]
    code, out, _ = run(capsys, "agents", "prune", "--keep-days", "30")
    assert code == 0 and "removed 0 access log rows" in out
    code, _, err = run(capsys, "agents", "prune")
    assert code == 2 and "--keep-days" in err
