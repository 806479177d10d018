"""Input checks at the facade: every bad value becomes a ValueError that says what is wrong."""

from __future__ import annotations

import json
import math
import re
import reprlib
from typing import Any

from mnemosyne_app.core.errors import UserError

MAX_SCOPE_LEN = 64
# Letters/digits (any script), then letters, digits, dot, dash or underscore. No separators,
# no NUL, no leading dot, so a scope name can never name a path outside the scopes folder.
# \Z, not $: "$" also matches before a final newline, which let "default\n" through.
_SCOPE_RE = re.compile(r"^[^\W_][\w.-]*\Z", re.UNICODE)
_RESERVED = {"con", "prn", "aux", "nul"} | {f"com{i}" for i in range(1, 10)} | {f"lpt{i}" for i in range(1, 10)}

DEFAULT_MAX_TEXT_CHARS = 200_000
KIND_RE = re.compile(r"^[a-z][a-z0-9_-]{0,31}\Z")
# Metadata is a few labels, not a document: 32 levels is far more than any real use, and keeps
# every recursive walk (json.dumps, the ledger's canonical form) far from Python's stack limit.
MAX_METADATA_DEPTH = 32
# A JSON document from outside (an archive, an argument) may nest this deep; deeper is refused
# before anything recursive touches it.
MAX_JSON_DEPTH = 200
MAX_COUNT = 2**63 - 1  # SQLite's INTEGER: a bigger limit or id cannot even be asked for
MAX_SECONDS = 10**9  # about 31 years; below threading's TIMEOUT_MAX on every platform


def scope_name(name: Any) -> str:
    if not isinstance(name, str):
        raise UserError(f"scope name must be a string, got {type(name).__name__}")
    if not name:
        raise UserError("scope name must not be empty")
    if len(name) > MAX_SCOPE_LEN:
        raise UserError(f"scope name is {len(name)} characters long; the limit is {MAX_SCOPE_LEN}")
    if "\x00" in name or "/" in name or "\\" in name or ".." in name:
        raise UserError(f"scope name {_short(name)} must not contain '/', '\\', '..' or NUL")
    if not _SCOPE_RE.match(name):
        raise UserError(
            f"scope name {_short(name)} may use only letters, digits, '.', '-' and '_', "
            "and must start with a letter or digit"
        )
    if name.lower().split(".")[0] in _RESERVED:
        raise UserError(f"scope name {_short(name)} is a reserved device name on Windows")
    return name


def text(value: Any, *, max_chars: int = DEFAULT_MAX_TEXT_CHARS, what: str = "text") -> str:
    if not isinstance(value, str):
        raise UserError(f"{what} must be a string, got {type(value).__name__}")
    if not value.strip():
        raise UserError(f"{what} must not be empty or only whitespace")
    if len(value) > max_chars:
        raise UserError(f"{what} is {len(value):,} characters; the limit is {max_chars:,}")
    if "\x00" in value:
        raise UserError(f"{what} must not contain NUL characters")
    return unicode_text(value, what)


def unicode_text(value: str, what: str) -> str:
    """Refuse lone surrogates: they are how Python carries bytes that were not UTF-8 (a
    command-line argument in another encoding, a broken file), and SQLite cannot store them."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise UserError(f"{what} is not valid Unicode text (position {exc.start}: bytes that are not UTF-8?)") from None
    return value


def metadata(value: Any) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise UserError(f"metadata must be a dict, got {type(value).__name__}")
    nesting(value, "metadata", MAX_METADATA_DEPTH)
    try:
        encoded = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise UserError(f"metadata must be JSON-serialisable: {exc}") from None
    unicode_text(encoded, "metadata")  # a lone surrogate in a key or value cannot be stored
    return value


def nesting(value: Any, what: str, limit: int) -> Any:
    """Refuse containers nested more than ``limit`` deep (or holding themselves), without
    recursing: a hostile value must fail here with a ValueError, not with a RecursionError
    in whatever walks it next."""
    stack = [(value, 1)]  # a value that holds itself is "nested too deep" too
    while stack:
        item, depth = stack.pop()
        if not isinstance(item, (dict, list, tuple)):
            continue
        if depth > limit:
            raise UserError(f"{what} is nested more than {limit} levels deep")
        children = item.values() if isinstance(item, dict) else item
        stack.extend((child, depth + 1) for child in children)
    return value


def json_value(data: str | bytes, what: str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """Parse a JSON document from outside into Python values; every way it can be wrong
    (syntax, nesting, a number too long) is a ValueError that names ``what``."""
    try:
        value = json.loads(data)
    except json.JSONDecodeError as exc:
        raise UserError(f"{what} is not valid JSON (line {exc.lineno} column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise UserError(f"{what} is nested more than {max_depth} levels deep") from None
    except ValueError as exc:  # e.g. bytes that are not UTF-8, an integer with more digits than Python converts
        raise UserError(f"{what} is not usable JSON: {exc}") from None
    return nesting(value, what, max_depth)


def kind(value: Any) -> str:
    if not isinstance(value, str) or not KIND_RE.match(value):
        raise UserError(
            f"kind {_short(value)} must be a short lowercase word (letters, digits, '-', '_'; up to 32)"
        )
    return value


def tags(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        value = [t for t in re.split(r"[,\s]+", value) if t]
    if not isinstance(value, (list, tuple)) or not all(isinstance(t, str) and t for t in value):
        raise UserError("tags must be a list of non-empty strings")
    if any(len(t) > 64 for t in value):
        raise UserError("a tag is longer than 64 characters")
    for t in value:
        unicode_text(t, "a tag")
    return sorted(set(value))


def number(value: Any, what: str, low: float | None = None, high: float | None = None) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise UserError(f"{what} must be a number, got {_short(value)}")
    try:
        number = float(value) + 0.0  # + 0.0 turns -0.0 into 0.0: one number, one stored text
    except OverflowError:  # an int too large for a float
        number = math.inf
    if not math.isfinite(number):
        raise UserError(f"{what} must be a finite number, got {_short(value)}")
    if (low is not None and number < low) or (high is not None and number > high):
        bounds = (f"between {low} and {high}" if low is not None and high is not None
                  else f"at least {low}" if low is not None else f"at most {high}")
        raise UserError(f"{what} must be {bounds}, got {_short(value)}")
    return number


def count(value: Any, what: str, low: int = 1, high: int = MAX_COUNT) -> int:
    """A whole number of at least ``low`` (a limit, a k, a threshold of turns)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise UserError(f"{what} must be a whole number of at least {low}, got {_short(value)}")
    if value > high:
        raise UserError(f"{what} must be at most {high}, got {_short(value)}")
    return value


def memory_id(value: Any) -> str:
    """A memory id as the API hands them out (32 hex digits; older stores may hold other strings)."""
    if not isinstance(value, str) or not value or len(value) > 128:
        raise UserError(f"a memory id is a short string, got {_short(value)}")
    return value


def event_id(value: Any) -> int:
    return count(value, "event id")


def port(value: Any) -> int:
    """A TCP port (0 asks the system for a free one)."""
    return count(value, "port", low=0, high=65535)


def timeout(value: Any, what: str = "timeout") -> float:
    """Seconds to wait: finite, not negative, and small enough for the OS's timers."""
    return number(value, what, 0, MAX_SECONDS)


_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother, _REPR.maxlong = 3, 60, 60, 40


def _short(value: Any) -> str:
    """``repr`` cut short: a hostile 10,000-digit number must not become a 10,000-digit message."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**30:
        return f"a {value.bit_length()}-bit number"
    text = _REPR.repr(value)  # depth- and length-bounded: a hostile nested value is not walked whole
    return text if len(text) <= 80 else text[:77] + "..."


def optional_str(value: Any, what: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise UserError(f"{what} must be a string, got {type(value).__name__}")
    if len(value) > 1000:
        raise UserError(f"{what} is longer than 1000 characters")
    return unicode_text(value, what)


def as_of(value: Any) -> float | None:
    """An "as of" moment, as a Unix time: None (now), a number of seconds, a day "2025-05-03"
    (its end, local time: what was true on that day) or an ISO date and time."""
    if value is None or value == "":
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return number(value, "as of", 0)
    if not isinstance(value, str):
        raise ValueError(f"as of must be a date like 2025-05-03, got {_short(value)}")
    import datetime as dt

    text = value.strip()
    try:
        try:  # a day in any ISO form (2025-05-03, 20250503, 2025-W18-6): its end (was: only the
            day = dt.date.fromisoformat(text)  # dashed form; "20250503" meant its first second)
        except ValueError:
            return dt.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()
        return dt.datetime.combine(day, dt.time(23, 59, 59)).timestamp()
    except (ValueError, OverflowError, OSError):
        raise ValueError(f"as of must be a date like 2025-05-03, got {_short(value)}") from None
