"""``POST /v1/tools/<tool>/``: an agent's tools over HTTP, with the same arguments and answers as
over MCP (service/agent_desk.py). Only an agent's own token opens them (``handler.agent`` names
it, set by http_api's token check); a refusal is 403 in words, a rate over the limit 429 with
``Retry-After``, an argument the tool does not take 400 before any work."""

from __future__ import annotations

import inspect
from http import HTTPStatus

from mnemosyne_app.service.agent_desk import AgentDesk
from mnemosyne_app.service.agent_rules import AccessRefused, RateLimited
from mnemosyne_app.service.agent_tools import TOOLS
from mnemosyne_app.service.http_checks import ApiError


def call_tool(handler, match, query):
    name = match.group(1)
    if handler.agent is None:
        raise ApiError(HTTPStatus.FORBIDDEN, "the tools are for agents: call them with an agent's own token "
                                             "(mnemosyne agents add NAME)")
    if name not in TOOLS:
        raise ApiError(HTTPStatus.NOT_FOUND, f"no tool {name!r}; the tools are {', '.join(TOOLS)}")
    server = handler.server
    desk = AgentDesk(server.brain, handler.agent, server.limiter, server.agents)
    args = handler._json()
    accepted = inspect.signature(getattr(desk, name)).parameters
    unknown = sorted(set(args) - set(accepted))
    if unknown:
        raise ApiError(HTTPStatus.BAD_REQUEST, f"{name} takes {', '.join(accepted) or 'no arguments'}, "
                                               f"not {unknown[0][:100]!r}")
    try:
        return HTTPStatus.OK, getattr(desk, name)(**args)
    except AccessRefused as exc:
        raise ApiError(HTTPStatus.FORBIDDEN, str(exc)) from None
    except RateLimited as exc:
        return HTTPStatus.TOO_MANY_REQUESTS, {"error": str(exc)}, {"Retry-After": str(exc.retry_after)}
