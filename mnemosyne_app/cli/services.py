"""Letting agents in: ``serve`` (loopback HTTP), ``mcp`` (stdio) and ``token`` (the API token)."""

from __future__ import annotations

import sys

from mnemosyne_app.cli.common import brain_options, open_brain, show
from mnemosyne_app.cli.registry import arg, command
from mnemosyne_app.core import validate


@command(
    "serve", "run the loopback HTTP API for agents (token in <data dir>/api-token)",
    arg("--host", default="127.0.0.1", help="a loopback address (default %(default)s)"),
    arg("--port", type=int, default=8765),
)
def cmd_serve(args) -> int:
    from mnemosyne_app.service.http_api import ApiServer, check_loopback, token_path

    try:  # the address is checked before the store is opened: a bad one changes nothing
        port = validate.port(args.port)
        check_loopback(args.host)
    except ValueError as exc:
        print(f"mnemosyne serve: {exc}", file=sys.stderr)
        return 2
    brain = open_brain(args)
    try:
        server = ApiServer(brain, args.host, port)
    except (ValueError, OSError) as exc:
        brain.close()
        print(f"mnemosyne serve: {exc}", file=sys.stderr)
        return 2
    print(f"serving scope {brain.scope!r} on {server.url} (token: {token_path(args.data_dir)})", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        deferred = brain.close()
        if deferred:
            print(f"{deferred} queued writes deferred to the next start", file=sys.stderr)
    return 0


@command("mcp", "run an MCP server over stdio so agents can add, search and verify memories",
         arg("--agent", help="run as this registered agent, with its grants, its log and its limits "
                             "(mnemosyne agents add NAME); without it, as the owner"))
def cmd_mcp(args) -> int:
    if getattr(args, "agent", None):
        from mnemosyne_app.core.brain import MemoryBrain
        from mnemosyne_app.service.agent_desk import AgentDesk
        from mnemosyne_app.service.mcp_agent import run_agent_stdio

        agent = MemoryBrain.agents(brain_options(args).root).get(args.agent)  # an unknown name: refused here
        return run_agent_stdio(AgentDesk(open_brain(args), agent.name))
    from mnemosyne_app.service.mcp_server import run_stdio

    return run_stdio(open_brain(args))


@command(
    "token", "where the HTTP API's bearer token is (<data dir>/api-token); --rotate replaces it",
    arg("--rotate", action="store_true",
        help="write a new random token (agents and running servers need the new one)"),
)
def cmd_token(args) -> int:
    root = brain_options(args).root
    where = root / "api-token"
    if args.rotate:
        try:
            from mnemosyne_app.service.token import rotate_token
        except ImportError as exc:  # the module ships with the HTTP API's hardening
            raise ValueError(f"token rotation is not available in this build ({exc})") from None
        rotate_token(root)
    # The token itself is never printed: terminals and shell history are not where secrets go.
    text = f"rotated the API token in {where}" if args.rotate else f"the API token is kept in {where}"
    show(args, {"path": str(where), "rotated": args.rotate}, text)
    return 0
