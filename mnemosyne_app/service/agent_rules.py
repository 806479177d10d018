"""What an agent's call must pass before any work: the agent still exists and is not paused,
it holds the grant the tool needs, it is within its rate, and its input is of bounded size.
Shared by the MCP server and the HTTP API, so both refuse the same calls in the same words."""

from __future__ import annotations

import math
import threading
import time
from datetime import datetime, timezone

MAX_QUERY_CHARS = 1000
MAX_TAGS = 50
MAX_TAG_CHARS = 100
MAX_FACTS = 100
MAX_K = 50
MAX_LIMIT = 200
MAX_WINDOW = 20


class AccessRefused(Exception):
    """The agent may not make this call (removed, paused, a grant missing); nothing changed."""


class RateLimited(Exception):
    """Too many calls: try again in ``retry_after`` seconds."""

    def __init__(self, agent: str, rate: int, retry_after: int) -> None:
        super().__init__(f"agent {agent!r} is over its limit of {rate} calls a minute; try again in {retry_after} s")
        self.retry_after = retry_after


class RateLimiter:
    """A token bucket per agent: ``rate`` calls a minute, up to ``rate`` at once after a pause."""

    def __init__(self) -> None:
        self._buckets: dict[str, tuple[float, float]] = {}  # agent -> (tokens, when counted)
        self._lock = threading.Lock()

    def take(self, agent: str, rate: int) -> None:
        now = time.monotonic()
        with self._lock:
            tokens, then = self._buckets.get(agent, (float(rate), now))
            tokens = min(float(rate), tokens + (now - then) * rate / 60.0)
            if tokens < 1.0:
                self._buckets[agent] = (tokens, now)
                raise RateLimited(agent, rate, max(1, math.ceil((1.0 - tokens) * 60.0 / rate)))
            self._buckets[agent] = (tokens - 1.0, now)


def within_logged_rate(brain, agent: str, rate: int) -> None:
    """The same limit over the access log, which every process writes: an agent that starts
    several servers (or uses MCP and HTTP at once) still gets ``rate`` calls a minute in all."""
    now = time.time()
    calls, oldest = brain.agent_calls_since(agent, now - 60.0, rate)
    if calls >= rate:
        raise RateLimited(agent, rate, max(1, math.ceil(oldest + 60.0 - now)))


def bounded_int(value, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}")
    return value


def short_text(value, what: str, limit: int = MAX_QUERY_CHARS, *, optional: bool = False) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{what} must be text")
    if len(value) > limit:
        raise ValueError(f"{what} is {len(value)} characters; at most {limit} are accepted")
    try:  # a lone surrogate (JSON allows "\ud800") cannot be stored, logged or hashed
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(f"{what} is not valid text: it holds a lone surrogate character") from None
    return value


def names(value, what: str, most: int, chars: int = MAX_TAG_CHARS) -> list[str] | None:
    if value is None:
        return None
    if isinstance(value, str) or not isinstance(value, list):
        raise ValueError(f"{what} must be a list of texts")
    if len(value) > most:
        raise ValueError(f"{what}: {len(value)} given, at most {most} are accepted")
    for item in value:
        short_text(item, f"each of {what}", chars)
    return value


def moment(value) -> float:
    """A time an agent gives: seconds since the epoch, or an ISO 8601 date or date and time
    (UTC unless it names its zone)."""
    if isinstance(value, bool):
        raise ValueError("since must be a time")
    if isinstance(value, (int, float)):
        if not 0 <= value < 1e11:
            raise ValueError("since must be seconds since 1970 or an ISO date such as 2026-12-01T09:00:00Z")
        return float(value)
    short_text(value, "since", 64)
    try:
        parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        raise ValueError(f"since {value[:64]!r} is not a time; give an ISO date such as 2026-12-01T09:00:00Z") from None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=timezone.utc)
    return parsed.timestamp()


def day(value, what: str = "as_of") -> str | None:
    """An "as of" day an agent gives ("2025-05-03", or an ISO date and time), checked before any work;
    the store reads it as the Profile does (a bare day: its end)."""
    if value is None:
        return None
    short_text(value, what, 40)
    try:
        datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        raise ValueError(f"{what} {value[:40]!r} is not a day; give a date such as 2025-05-03") from None
    return value


def iso(seconds: float | None) -> str | None:
    """A time as an agent reads it; None for none, or for one no calendar holds (an import may
    date a memory 1e18: was, OSError out of every answer that quoted it)."""
    try:
        return datetime.fromtimestamp(seconds, timezone.utc).isoformat(timespec="seconds") if seconds else None
    except (OverflowError, OSError, ValueError):
        return None
