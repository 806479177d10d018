"""What a pulled shared change (an entity merge or its undo, a proposal, an answer to one:
core/store/shared.py) must look like before any of it is applied.

Its hash only proves it is the change its origin ledgered, not that the origin was this build
or honest: a newer build, a damaged device or (plain sync) the server itself could send a list,
a name that is a number, a time that is not one. Applied as it came, such a change raised out of
the batch as a Python error with no words (a traceback in the CLI), or wrote an alias or a
proposal no later read expects. Each is checked here, whole, and refused with the reason.
"""

from __future__ import annotations


MAX_NAME = 200  # as core/write/entity_names.py allows a name the person types
MAX_TEXT = 20_000  # a fact's text (core/validate.py allows memories far longer; a fact is a sentence)
MAX_NAMES = 10_000  # names one decision may set: more than any person's store holds
MAX_TIME = 1e11  # seconds since 1970 (the year 5138): a later "at" would outrank every decision after it


class Malformed(ValueError):
    """A shared change of the wrong shape; its text says what is wrong."""


def _time(change: dict, key: str, optional: bool = False) -> None:
    value = change.get(key)
    if value is None and optional:
        return
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < MAX_TIME:
        raise Malformed(f"its {key!r} is not a time")


def _text(change: dict, key: str, limit: int, optional: bool = False) -> None:
    value = change.get(key)
    if value is None and optional:
        return
    if not isinstance(value, str) or not value.strip() or len(value) > limit:
        raise Malformed(f"its {key!r} is not a text of 1 to {limit} characters")


def _names(change: dict) -> None:
    names = change.get("set")
    if not isinstance(names, dict) or not names or len(names) > MAX_NAMES:
        raise Malformed("its 'set' is not a list of names and what each now means")
    for name, canonical in names.items():
        if not name.strip() or len(name) > MAX_NAME:
            raise Malformed(f"it names an entity {name[:40]!r} that is empty or longer than {MAX_NAME} characters")
        if canonical is not None and (not isinstance(canonical, str) or not canonical.strip()
                                      or len(canonical) > MAX_NAME):
            raise Malformed(f"it sets {name[:40]!r} to {str(canonical)[:40]!r}, which is not a name")
    _time(change, "at")


def _proposal(change: dict) -> None:
    for key in ("memory_id", "target_memory"):
        _text(change, key, 64)
    for key in ("fact_text", "target_text"):
        _text(change, key, MAX_TEXT)
    _text(change, "attribute", MAX_NAME, optional=True)
    _time(change, "created_at")


def _answer(change: dict) -> None:
    _proposal(change)
    if change.get("status") not in ("confirmed", "rejected"):
        raise Malformed(f"its status {str(change.get('status'))[:40]!r} is neither confirmed nor rejected")
    _time(change, "decided_at")


SHAPES = {"entity_merge": _names, "entity_unmerge": _names, "proposal": _proposal, "proposal_decided": _answer}


def check(op: str, change) -> dict:
    """``change`` if it is a well-formed ``op``; Malformed (saying what is wrong) otherwise."""
    if not isinstance(change, dict):
        raise Malformed("it is not a change (a JSON object)")
    SHAPES[op](change)
    return change
