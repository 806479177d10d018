"""``mnemosyne agents``: the agents a person lets in, each with its own token and grants
(core/agents/), and ``agents connect`` to hand one to an MCP client."""

from __future__ import annotations

import json
from pathlib import Path

from mnemosyne_app.cli import agent_connect
from mnemosyne_app.cli.common import brain_options, open_existing, show, when
from mnemosyne_app.cli.registry import arg, command
from mnemosyne_app.core.brain import MemoryBrain

ACTIONS = ("add", "list", "remove", "pause", "resume", "grant", "connect", "log", "prune")


def _names(value: str | None) -> list[str] | None:
    return None if value is None else [v.strip() for v in value.split(",") if v.strip()]


def _grant_changes(args) -> dict:
    """The grants given as options (only those given: ``grant`` changes them, ``add`` starts from
    the safe defaults, reading and adding in the default scope)."""
    changes: dict = {}
    if args.allow is not None:
        allowed = set(_names(args.allow))
        unknown = allowed - {"read", "write", "edit", "forget"}
        if unknown:
            raise ValueError(f"--allow takes read, write, edit and forget, not {sorted(unknown)[0]!r}")
        changes |= {a: a in allowed for a in ("read", "write", "edit", "forget")}
    for option, key in (("scopes", "scopes"), ("hide_tags", "hidden_tags"), ("hide_kinds", "hidden_kinds")):
        if getattr(args, option) is not None:
            changes[key] = _names(getattr(args, option))
    if args.rate is not None:
        changes["rate_per_minute"] = args.rate
    return changes


def _describe(agent) -> str:
    g = agent.grant
    abilities = ", ".join(a for a in ("read", "write", "edit", "forget") if getattr(g, a)) or "nothing"
    hidden = [*(f"kind {k}" for k in g.hidden_kinds), *(f"tag {t}" for t in g.hidden_tags)]
    return (f"{agent.name}: {'PAUSED' if agent.paused else 'active'}; {abilities} in {', '.join(g.scopes) or 'no scope'}"
            f"{'; never sees ' + ', '.join(hidden) if hidden else ''}; {g.rate_per_minute} calls a minute; "
            f"added {when(agent.created_at)}")


@command(
    "agents", "the agents you let in: add (token shown once), list, remove, pause, resume, grant, connect",
    arg("action", choices=ACTIONS),
    arg("name", nargs="?", help="the agent's name (for connect: the client, "
                                f"{', '.join(agent_connect.CLIENTS)})"),
    arg("--agent", help="connect: the agent the client runs as (default: the client's name)"),
    arg("--allow", help="grants, comma-separated: read,write,edit,forget (default read,write)"),
    arg("--scopes", help="scopes it may use, comma-separated (default: default)"),
    arg("--hide-tags", help="tags whose memories it never sees, comma-separated (e.g. health,private)"),
    arg("--hide-kinds", help="kinds of memory it never sees, comma-separated"),
    arg("--rate", type=int, help="calls a minute before it is told to wait (default 120)"),
    arg("--write", action="store_true", help="connect: write the client's config file (after a backup)"),
    arg("--config", help="connect --write: the config file to write instead of the client's usual one"),
    arg("--limit", type=int, default=100, help="log: how many calls, newest first (default 100)"),
    arg("--keep-days", type=float, help="prune: drop access log rows older than this many days"),
)
def cmd_agents(args) -> int:
    root = brain_options(args).root
    registry = MemoryBrain.agents(root)
    if args.action in ("log", "prune"):
        return _log(args)
    if args.action == "list":
        agents = registry.list()
        text = "\n".join(_describe(a) for a in agents) or "no agents yet: mnemosyne agents add NAME creates one"
        show(args, [a.brief() for a in agents], text)
        return 0
    if not args.name:
        raise ValueError(f"agents {args.action} needs a name")
    if args.action == "connect":
        return _connect(args, registry, root)
    if args.action == "add":
        agent, token = registry.add(args.name, _grant_changes(args))
        show(args, agent.brief() | {"token": token},
             f"added {_describe(agent)}\n\ntoken (shown this once; only its hash is kept):\n{token}\n\n"
             f"for an MCP client over stdio: mnemosyne agents connect claude-desktop --agent {json.dumps(agent.name)}")
        return 0
    if args.action == "remove":
        registry.remove(args.name)
        show(args, {"removed": args.name}, f"removed {args.name!r}: its token is refused from now on")
        return 0
    switch = {"pause": registry.pause, "resume": registry.resume}.get(args.action)
    if switch is not None:
        found = switch(args.name)
    else:  # grant
        changes = _grant_changes(args)
        if not changes:
            raise ValueError("agents grant needs at least one of --allow, --scopes, --hide-tags, --hide-kinds, --rate")
        found = registry.set_grant(args.name, changes)
    show(args, found.brief(), _describe(found))
    return 0


def _connect(args, registry, root) -> int:
    client = args.name
    if client not in agent_connect.CLIENTS:
        raise ValueError(f"no client {client!r}; choose from {', '.join(agent_connect.CLIENTS)}")
    agent = registry.get(args.agent or {"claude-desktop": "Claude Desktop", "cursor": "Cursor",
                                        "vscode": "VS Code", "generic": "Agent"}[client])
    line = agent_connect.launch_line(root, args.scope, agent.name)
    config = agent_connect.snippet(client, line)
    if not args.write:
        where = agent_connect.config_path(client)
        hint = f"\n(add this to {where}, or run again with --write)" if where else ""
        show(args, config, json.dumps(config, indent=2, ensure_ascii=False) + hint)
        return 0
    path = agent_connect.config_path(client) if args.config is None else Path(args.config)
    if path is None:
        raise ValueError("the generic client has no config file of its own; give --config PATH")
    backup = agent_connect.write_config(client, line, path)
    show(args, {"written": str(path), "backup": str(backup) if backup else None},
         f"wrote the 'mnemosyne' server for agent {agent.name!r} into {path}"
         + (f" (the old file is kept as {backup})" if backup else ""))
    return 0


def _log(args) -> int:
    """The scope's access log (``log``, all agents or NAME's; ``--json`` exports it whole), or its
    retention (``prune --keep-days N``: the chain stays verifiable)."""
    brain = open_existing(args)
    try:
        if args.action == "prune":
            if args.keep_days is None:
                raise ValueError("agents prune needs --keep-days N")
            gone = brain.prune_access_log(args.keep_days)
            show(args, {"removed": gone}, f"removed {gone} access log rows older than {args.keep_days:g} days")
            return 0
        rows = brain.access_log(agent=args.name, limit=args.limit)
    finally:
        brain.close()
    # The query is the agent's own text: a control character (a terminal escape, a line break that
    # would forge a row) is printed as a mark, never sent to the terminal.
    lines = [f"{when(r['at'])}  {r['agent']}  {r['tool']}  "
             f"{''.join(c if c.isprintable() else chr(0xFFFD) for c in r['query'] or '')!s:.40}  "
             f"{len(r['memory_ids'])} memories  {r['outcome']}" for r in rows]
    show(args, rows, "\n".join(lines) or "no calls logged")
    return 0
