"""Facts drawn again (issue 28): a memory's facts drawn by a newer model replace those the earlier
draws generated on it, instead of piling up beside them in other words.

Which facts Mnemosyne drew is read from the memory's history, not stored per fact (no schema
change, and it holds for every store already written, whichever device drew): a fact text is
Mnemosyne's when it entered the memory in a version the app made (facts drawn when the memory was
stored, "add"; drawn later, "extract"; GENERATED_OPS), and the person's when it entered in one of
theirs (typed in the facts list, edited, merged, settled...). A restore brings a fact back as what
it was. What a person typed is never replaced (truth first), and what they took out is not drawn
back, in the same words or in others (core/write/same_fact.py); a fact a person left untouched
while editing others stays Mnemosyne's, so it is replaced like any drawn one.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import SINGLE_VALUED
from mnemosyne_app.core.model.interfaces import Extraction
from mnemosyne_app.core.store import memories
from mnemosyne_app.core.write import same_fact, supersede

# Versions whose new facts the app drew: a memory stored with extraction, and facts drawn later.
_DRAWING_OPS = memories.GENERATED_OPS | {"add"}
# Versions that bring back facts a state held before instead of writing new ones: a restore, and the
# states sync makes of two devices' concurrent changes ("merged", "conflict") or a person's settling
# of them ("resolve", "reopen"). A fact they bring keeps where it came from when this history last
# held it (facts A drew while B edited the tags are still drawn after the merge); one this history
# never held is the person's.
_BRINGING_BACK_OPS = frozenset({"restore", "merged", "conflict", "resolve", "reopen"})


def drawn_by_app(history: list[tuple[int, str, float, dict]]) -> tuple[set[str], set[tuple], dict[str, str | None]]:
    """(fact texts, triples) of the memory's last state that Mnemosyne drew (see the docstring),
    and the fact texts a person took out with their attributes, from ``memories.history``."""
    facts_from, triples_from = {}, {}  # fact text / triple -> whether the app drew it
    texts, triples, removed, attributes = set(), set(), {}, {}
    for _version, op, _at, state in history:
        if state.get("facts") is None:
            continue  # (states before release 1.4 hold no facts)
        now_texts = {memories.fact_parts(v)[0] for v in state["facts"]}
        attributes.update((memories.fact_parts(v)[0], memories.fact_parts(v)[1]) for v in state["facts"])
        now_triples = {tuple(t) for t in state.get("triples") or []}
        for found, before, seen in ((now_texts, texts, facts_from), (now_triples, triples, triples_from)):
            for item in found - before:
                if op in _BRINGING_BACK_OPS:
                    seen.setdefault(item, False)  # back as what it was (never seen: the person's)
                else:
                    seen[item] = op in _DRAWING_OPS
        if op not in _DRAWING_OPS and op != "restore":
            removed.update((t, attributes[t]) for t in texts - now_texts)
        for text in now_texts:
            removed.pop(text, None)
        texts, triples = now_texts, now_triples
    return {t for t in texts if facts_from[t]}, {t for t in triples if triples_from[t]}, removed


def _same(text: str) -> str:
    """A fact's words as compared for a repeat: case, spacing and the closing stop aside."""
    return re.sub(r"\s+", " ", text).strip().rstrip(".!;,").casefold()


def _new_only(extraction: Extraction, held: set[str], removed: dict[str, str | None], similarity) -> Extraction:
    """``extraction`` without the facts that repeat one in ``held`` (``_same``) or an earlier one of
    its own, or say again in any words one the person took out (``removed``: text -> attribute;
    same_fact.py), its parallel lists kept in step."""
    keep, seen, taken_out = [], set(held), list(removed.items())
    for i, text in enumerate(extraction.facts):
        if taken_out and same_fact.said_before(text, extraction.attribute(i), extraction.negates(i), taken_out,
                                               similarity):
            continue
        if _same(text) not in seen:
            keep.append(i)
            seen.add(_same(text))
    return Extraction(facts=[extraction.facts[i] for i in keep], triples=list(extraction.triples),
                      attributes=[extraction.attribute(i) for i in keep],
                      negated=[extraction.negates(i) for i in keep],
                      guessed=[extraction.guesses(i) for i in keep], model_used=extraction.model_used)


def _take_endings(placed: list, ended: list) -> tuple[list, list]:
    """A new fact that says again what an earlier draw's fact ended by another memory said takes
    its ending and replaces it: the ending stays (a fact a later memory or a confirmed proposal
    ended is not made current again) and the history holds it once. The same thing first (the same
    words, or a thing both name), then, on a single-valued attribute, the same attribute. Returns
    (new facts, ended facts no new one replaces)."""
    out, left, taken = list(placed), list(ended), set()
    for same_thing in (True, False):
        for i, value in enumerate(out):
            text, attribute, by = memories.fact_parts(value)
            if i in taken or attribute is None or (not same_thing and attribute not in SINGLE_VALUED):
                continue
            match = next((old for old in left if _says_again(text, attribute, old, same_thing)), None)
            if match is not None:
                taken.add(i)
                left.remove(match)
                out[i] = memories.fact_value(text, attribute, by or memories.fact_parts(match)[2])
    return out, left


def _says_again(text: str, attribute: str, old, same_thing: bool) -> bool:
    old_text, old_attribute, _by = memories.fact_parts(old)
    if old_attribute != attribute:
        return False
    return not same_thing or _same(text) == _same(old_text) or supersede.shares_object(text, old_text)


def replace_drawn(conn, memory_id: str, current: dict, extraction: Extraction, now: float,
                  similarity=None) -> dict:
    """The ``facts`` and ``triples`` of ``current`` (memories.fetch_whole) once ``extraction``
    replaces what earlier draws generated on it: the person's facts stay, and a new fact that
    repeats one of theirs, or says again one they took out (compared by meaning: ``similarity``,
    same_fact.embedder_similarity), is left out; facts of other memories the new ones end are
    ended in this transaction (supersede.apply)."""
    drawn_texts, drawn_triples, removed = drawn_by_app(memories.history(conn, memory_id))
    persons = [v for v in current["facts"] if memories.fact_parts(v)[0] not in drawn_texts]
    # Drawn facts another memory ended keep their ending; one the message itself ended (its earlier
    # state: "I lived in Austin, now I live in Denver") is the earlier draw's reading, replaced whole.
    ended = [v for v in current["facts"] if memories.fact_parts(v)[0] in drawn_texts
             and memories.fact_parts(v)[2] not in (None, memory_id)]
    # (a fact the person took out is not drawn back, in the same words or in others)
    fresh = _new_only(extraction, {_same(t) for t in removed} | {_same(memories.fact_parts(v)[0]) for v in persons},
                      removed, similarity)
    placed, ended_left = _take_endings(supersede.apply(conn, memory_id, current["occurred_at"], fresh, now), ended)
    staying = [v for v in current["facts"] if any(v is kept for kept in persons + ended_left)]
    triples = [t for t in current["triples"] if tuple(t) not in drawn_triples]
    triples += [list(t) for t in dict.fromkeys(tuple(t) for t in extraction.triples) if list(t) not in triples]
    return {"facts": staying + placed, "triples": triples}
