"""A recall as the facade is asked for it (``MemoryBrain.recall``): its options checked and made
a ``Search``, the query embedded when meaning applies, and ``as_of`` read as a window (what was
said by then, ranked by what was still true: recall_as_of.py). Also what an agent's reads let
through (its hidden kinds and tags), for recall and the entity reads alike."""

from __future__ import annotations

from typing import Any, Callable, Iterable

from mnemosyne_app.core import validate
from mnemosyne_app.core.read import recall as recall_mod, recall_as_of
from mnemosyne_app.core.read.filters import Filters
from mnemosyne_app.core.types import RecallHit


def hidden(hidden_kinds: Iterable[str], hidden_tags: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """An agent's hidden kinds and tags as ``Filters`` takes them (lower case)."""
    return {"hidden_kinds": tuple(str(v).lower() for v in hidden_kinds),
            "hidden_tags": tuple(str(v).lower() for v in hidden_tags)}


def agent_sees(for_agent: bool, hidden_kinds: Iterable[str], hidden_tags: Iterable[str]) -> Filters | None:
    """What an agent's reads let through (core/read/filters.py), or None for the person's own."""
    return Filters(**hidden(hidden_kinds, hidden_tags)) if for_agent else None


def recall(store, cache, embedder, embed: Callable[[str], Any], query: str, k: int, *, kind: str | None,
           tag: str | None, source: str | None, since: float | None, until: float | None, conflict: bool,
           min_similarity: float | None, meaning: bool, hidden_kinds: Iterable[str], hidden_tags: Iterable[str],
           as_of: Any) -> list[RecallHit]:
    """``MemoryBrain.recall`` (see there) on ``store``; ``embed(query)`` gives the query's vector."""
    if min_similarity is None:
        min_similarity = recall_mod.meaning_floor(embedder)
    at = validate.as_of(as_of)
    if at is not None:
        until = at if until is None else min(float(until), at)
    wanted = validate.count(k, "k")
    if at is not None:  # more candidates, so that hits ranked after the ended ones still fill k
        k = min(wanted * 3 + 10, max(wanted, 100))
    search = recall_mod.Search.of(query, k, min_similarity, Filters(
        kind=kind, tag=tag, source=source, since=since, until=until, conflict=conflict,
        **hidden(hidden_kinds, hidden_tags)))
    vector = embed(query) if meaning and recall_mod.meaning_applies(embedder, query) else None
    with store.reading() as conn:
        hits = recall_mod.search(conn, search, vector, cache)
        return hits if at is None else recall_as_of.as_of(conn, hits, at, wanted)
