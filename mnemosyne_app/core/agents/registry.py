"""The agents a person let in: ``<data dir>/agents.json``, one entry per agent with its grants and
the SHA-256 of its token (the token itself is shown once and never stored: a copy of the file lets
nobody in). Every process rereads the file when it changes, so a removal or a pause made in the
CLI or the window refuses the agent's very next call in a server already running."""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import secrets
import tempfile
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path

from mnemosyne_app import paths
from mnemosyne_app.core.agents.grants import Grant

REGISTRY_FILE = "agents.json"
TOKEN_PREFIX = "mna_"  # says what a leaked token is for (as GitHub's ghp_ does)
MAX_NAME = 80
MAX_AGENTS = 200

try:
    import fcntl
except ImportError:  # Windows: one writer at a time is the window or the CLI, rarely both
    fcntl = None


@dataclass(frozen=True)
class Agent:
    name: str
    grant: Grant
    paused: bool = False
    created_at: float = 0.0
    token_sha256: str = ""

    def brief(self) -> dict:
        """What a face shows or prints: never the token's hash."""
        return {"name": self.name, "paused": self.paused, "created_at": self.created_at, **self.grant.as_dict()}


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogateescape")).hexdigest()


def agent_name(name) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ValueError("an agent needs a name, such as \"Claude Desktop\"")
    name = " ".join(name.split())
    if len(name) > MAX_NAME or not name.isprintable():
        raise ValueError(f"an agent's name is at most {MAX_NAME} printable characters")
    return name


class AgentRegistry:
    def __init__(self, root=None) -> None:
        self.path = paths.data_dir(root) / REGISTRY_FILE
        self._lock = threading.Lock()
        self._seen: tuple | None = None
        self._agents: dict[str, Agent] = {}
        self._revoked: dict[str, str] = {}  # token hash -> the name of the agent removed

    # -- reading ---------------------------------------------------------------------------
    def _load(self) -> dict[str, Agent]:
        """The agents, reread when the file changed since the last look (a stat per call)."""
        try:
            st = os.stat(self.path)
            seen = (st.st_ino, st.st_mtime_ns, st.st_size)
        except FileNotFoundError:
            seen = None
        with self._lock:
            if seen != self._seen:
                self._agents, self._revoked = self._parse() if seen else ({}, {})
                self._seen = seen
            return self._agents

    def _parse(self) -> tuple[dict[str, Agent], dict[str, str]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            agents = {a["name"]: Agent(a["name"], Grant.of(a.get("grant")), bool(a.get("paused")),
                                       float(a.get("created_at", 0)), str(a["token_sha256"]))
                      for a in data["agents"]}
            return agents, {str(h): str(n) for h, n in data.get("revoked", {}).items()}
        except (OSError, ValueError, KeyError, TypeError) as exc:
            # Fail closed: an unreadable registry lets no agent in, and says why.
            raise ValueError(f"the agents file {self.path} cannot be read ({exc}); no agent can connect "
                             "until it is fixed or removed") from None

    def list(self) -> list[Agent]:
        return sorted(self._load().values(), key=lambda a: a.name.lower())

    def get(self, name: str) -> Agent:
        found = self._load().get(agent_name(name))
        if found is None:
            raise KeyError(f"no agent named {name!r} (mnemosyne agents list shows them)")
        return found

    def authenticate(self, token: str) -> Agent | None:
        """The agent whose token this is, or None. Compared in constant time over every agent."""
        given, found = _hash(token), None
        for agent in self._load().values():
            if hmac.compare_digest(given, agent.token_sha256):
                found = agent
        return found

    def revoked(self, token: str) -> str | None:
        """The name of the removed agent this token was for (to say so in words), or None."""
        self._load()
        return self._revoked.get(_hash(token))

    # -- changing ---------------------------------------------------------------------------
    @contextlib.contextmanager
    def _changing(self):
        """The agents to change, written back atomically under a lock other processes honour."""
        self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(self.path.with_suffix(".lock"), os.O_RDWR | os.O_CREAT, 0o600)
        with os.fdopen(fd, "r+") as lock:
            if fcntl is not None:
                fcntl.flock(lock, fcntl.LOCK_EX)
            agents = dict(self._load())
            revoked = dict(self._revoked)
            yield agents, revoked
            self._write(agents, revoked)

    def _write(self, agents: dict[str, Agent], revoked: dict[str, str]) -> None:
        data = {"agents": [{"name": a.name, "grant": a.grant.as_dict(), "paused": a.paused,
                            "created_at": a.created_at, "token_sha256": a.token_sha256} for a in agents.values()],
                "revoked": revoked}
        fd, tmp = tempfile.mkstemp(prefix=".agents.", dir=self.path.parent)  # mode 0600
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f, ensure_ascii=False, indent=1)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def add(self, name: str, grant: Grant | dict | None = None) -> tuple[Agent, str]:
        """A new agent and its token (returned this once; only its hash is kept)."""
        name = agent_name(name)
        grant = grant if isinstance(grant, Grant) else Grant.of(grant)
        token = TOKEN_PREFIX + secrets.token_urlsafe(32)
        with self._changing() as (agents, _):
            if name in agents:
                raise ValueError(f"an agent named {name!r} exists already; remove it first or pick another name")
            if len(agents) >= MAX_AGENTS:
                raise ValueError(f"at most {MAX_AGENTS} agents; remove one first")
            agents[name] = Agent(name, grant, False, time.time(), _hash(token))
        return agents[name], token

    def _change(self, name: str, **changes) -> Agent:
        name = agent_name(name)
        with self._changing() as (agents, _):
            if name not in agents:
                raise KeyError(f"no agent named {name!r} (mnemosyne agents list shows them)")
            agents[name] = replace(agents[name], **changes)
        return agents[name]

    def remove(self, name: str) -> None:
        """Revoke at once: the next call with its token is refused."""
        name = agent_name(name)
        with self._changing() as (agents, revoked):
            gone = agents.pop(name, None)
            if gone is None:
                raise KeyError(f"no agent named {name!r} (mnemosyne agents list shows them)")
            revoked[gone.token_sha256] = gone.name  # its token is then refused by name, not as unknown

    def pause(self, name: str) -> Agent:
        return self._change(name, paused=True)

    def resume(self, name: str) -> Agent:
        return self._change(name, paused=False)

    def set_grant(self, name: str, grant: Grant | dict) -> Agent:
        """Replace the agent's grants (a dict: changes to its current ones)."""
        if isinstance(grant, dict):
            grant = Grant.of(self.get(name).grant.as_dict() | grant)
        return self._change(name, grant=grant)
