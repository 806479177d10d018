"""``mnemosyne agents connect CLIENT``: the client's MCP configuration that launches this
Mnemosyne as the named agent, printed, or merged into the client's own file after a backup."""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
from pathlib import Path

CLIENTS = ("claude-desktop", "cursor", "vscode", "generic")


def launch_line(data_dir: Path, scope: str, agent: str) -> list[str]:
    """The command a client runs: this Python and this data directory, so the agent reaches the
    store the person sees, as the agent it was registered as."""
    return [sys.executable, "-m", "mnemosyne_app", "--data-dir", str(data_dir), "--scope", scope,
            "mcp", "--agent", agent]


def config_path(client: str) -> Path | None:
    """Where the client keeps its MCP servers (None: there is no one place, e.g. ``generic``)."""
    home = Path.home()
    if client == "claude-desktop":
        if sys.platform == "darwin":
            return home / "Library" / "Application Support" / "Claude" / "claude_desktop_config.json"
        if os.name == "nt":
            return Path(os.environ.get("APPDATA", home)) / "Claude" / "claude_desktop_config.json"
        return home / ".config" / "Claude" / "claude_desktop_config.json"
    if client == "cursor":
        return home / ".cursor" / "mcp.json"
    if client == "vscode":
        return Path.cwd() / ".vscode" / "mcp.json"  # VS Code reads a workspace's .vscode/mcp.json
    return None


def entry(client: str, line: list[str]) -> tuple[str, dict]:
    """(the key holding the servers, this server's entry) in the client's format."""
    server = {"command": line[0], "args": line[1:]}
    if client == "vscode":
        return "servers", {"type": "stdio", **server}
    return "mcpServers", server


def snippet(client: str, line: list[str], server_name: str = "mnemosyne") -> dict:
    key, server = entry(client, line)
    return {key: {server_name: server}}


def write_config(client: str, line: list[str], path: Path, server_name: str = "mnemosyne") -> Path | None:
    """Merge this server into ``path`` (other servers and settings kept); the old file is first
    copied beside it. Returns the backup's path (None: there was no file). A file that is not a
    JSON object is refused and left as it was."""
    key, server = entry(client, line)
    data, backup = {}, None
    if path.exists():
        try:
            data = json.loads(path.read_text(encoding="utf-8") or "{}")
        except (OSError, ValueError) as exc:
            raise ValueError(f"{path} is not readable JSON ({exc}); it was left as it was") from None
        if not isinstance(data, dict) or not isinstance(data.get(key, {}), dict):
            raise ValueError(f"{path} does not hold a JSON object with {key!r}; it was left as it was")
        backup = path.with_name(f"{path.name}.{time.strftime('%Y%m%d-%H%M%S')}.bak")
        shutil.copy2(path, backup)
    data.setdefault(key, {})[server_name] = server
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return backup
