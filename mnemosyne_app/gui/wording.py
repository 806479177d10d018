"""The person's words in, the window's words out: kinds and tags as typed become what the store
accepts (instead of being refused), and an error becomes one line in words, never a Python
exception name."""

from __future__ import annotations

import logging

from mnemosyne_app.core import errors

log = logging.getLogger("mnemosyne.gui")

# Kinds the window offers even in an empty scope (the ones with a weight of their own,
# core/lifecycle.py); the scope's own kinds are added to them.
BUILT_IN_KINDS = ["note", "fact", "preference", "profile", "project", "summary", "history", "chitchat"]


def describe(exc: BaseException) -> str:
    """One line in words for the person: what went wrong, never a Python exception name.
    Expected failures (bad input, a full disk, a missing memory) say their own message; anything
    else is a bug, logged in full, and named as such."""
    if not isinstance(exc, errors.USER_ERRORS):  # the same list the CLI maps to exit 2
        log.error("unexpected error", exc_info=exc)
        return f"something unexpected went wrong ({exc or 'no details'}); the log has the details"
    if isinstance(exc, errors.NoModelError):  # where this face sets one (the CLI says --model)
        said = str(exc)
        return f"{said[:1].upper()}{said[1:]}: choose one in Settings › Extraction model"
    text = str(exc) if isinstance(exc, errors.ExtractionError) else errors.in_words(exc)
    first = text.split(maxsplit=1)[0].rstrip(":,") if text.strip() else ""
    if not first.isalpha():  # a file's name or a path starts it ("locomo10.json: not a …"): as spelled
        return text
    return text[:1].upper() + text[1:]


def normalise_kind(text: str) -> str:
    """What the person typed as a kind, as the store wants it: trimmed, lower case, spaces as
    dashes ("Travel Plans" -> "travel-plans")."""
    return "-".join(text.strip().lower().split())


def normalise_tags(text: str, known: list[str] | tuple[str, ...] = ()) -> list[str]:
    """Comma-separated tags, case-insensitive: a tag the scope already has keeps that spelling,
    a new one is lower-cased; "Health, health" is one tag."""
    spelling = {t.lower(): t for t in known}
    out: dict[str, str] = {}
    for raw in text.split(","):
        tag = " ".join(raw.split())
        if tag:
            out.setdefault(tag.lower(), spelling.get(tag.lower(), tag.lower()))
    return sorted(out.values())
