"""Input checks at the facade: every bad value becomes a ValueError that says what is wrong."""

from __future__ import annotations

import json
import math
import re
from typing import Any

MAX_SCOPE_LEN = 64
# Letters/digits (any script), then letters, digits, dot, dash or underscore. No separators,
# no NUL, no leading dot, so a scope name can never name a path outside the scopes folder.
_SCOPE_RE = re.compile(r"^[^\W_][\w.-]*$", re.UNICODE)
_RESERVED = {"con", "prn", "aux", "nul"} | {f"com{i}" for i in range(1, 10)} | {f"lpt{i}" for i in range(1, 10)}

DEFAULT_MAX_TEXT_CHARS = 200_000
KIND_RE = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")


def scope_name(name: Any) -> str:
    if not isinstance(name, str):
        raise ValueError(f"scope name must be a string, got {type(name).__name__}")
    if not name:
        raise ValueError("scope name must not be empty")
    if len(name) > MAX_SCOPE_LEN:
        raise ValueError(f"scope name is {len(name)} characters long; the limit is {MAX_SCOPE_LEN}")
    if "\x00" in name or "/" in name or "\\" in name or ".." in name:
        raise ValueError(f"scope name {name!r} must not contain '/', '\\', '..' or NUL")
    if not _SCOPE_RE.match(name):
        raise ValueError(
            f"scope name {name!r} may use only letters, digits, '.', '-' and '_', "
            "and must start with a letter or digit"
        )
    if name.lower().split(".")[0] in _RESERVED:
        raise ValueError(f"scope name {name!r} is a reserved device name on Windows")
    return name


def text(value: Any, *, max_chars: int = DEFAULT_MAX_TEXT_CHARS, what: str = "text") -> str:
    if not isinstance(value, str):
        raise ValueError(f"{what} must be a string, got {type(value).__name__}")
    if not value.strip():
        raise ValueError(f"{what} must not be empty or only whitespace")
    if len(value) > max_chars:
        raise ValueError(f"{what} is {len(value):,} characters; the limit is {max_chars:,}")
    if "\x00" in value:
        raise ValueError(f"{what} must not contain NUL characters")
    return value


def metadata(value: Any) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ValueError(f"metadata must be a dict, got {type(value).__name__}")
    try:
        json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"metadata must be JSON-serialisable: {exc}") from None
    return value


def kind(value: Any) -> str:
    if not isinstance(value, str) or not KIND_RE.match(value):
        raise ValueError(
            f"kind {value!r} must be a short lowercase word (letters, digits, '-', '_'; up to 32)"
        )
    return value


def tags(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        value = [t for t in re.split(r"[,\s]+", value) if t]
    if not isinstance(value, (list, tuple)) or not all(isinstance(t, str) and t for t in value):
        raise ValueError("tags must be a list of non-empty strings")
    if any(len(t) > 64 for t in value):
        raise ValueError("a tag is longer than 64 characters")
    return sorted(set(value))


def number(value: Any, what: str, low: float | None = None, high: float | None = None) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{what} must be a number, got {value!r}")
    try:
        number = float(value) + 0.0  # + 0.0 turns -0.0 into 0.0: one number, one stored text
    except OverflowError:  # an int too large for a float
        number = math.inf
    if not math.isfinite(number):
        raise ValueError(f"{what} must be a finite number, got {value!r}")
    if (low is not None and number < low) or (high is not None and number > high):
        raise ValueError(f"{what} must be between {low} and {high}, got {value}")
    return number


def count(value: Any, what: str, low: int = 1) -> int:
    """A whole number of at least ``low`` (a limit, a k, a threshold of turns)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise ValueError(f"{what} must be a whole number of at least {low}, got {value!r}")
    return value


def optional_str(value: Any, what: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{what} must be a string, got {type(value).__name__}")
    if len(value) > 1000:
        raise ValueError(f"{what} is longer than 1000 characters")
    return value
