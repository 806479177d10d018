"""People, places, organisations, pets and projects named in the person's facts (issue 28).

Entities are read from the facts, never stored beside them: a name in a fact ("User's daughter
Mia …", "User moved to Denver", "User works at Deloitte") is an entity of the kind its fact's
attribute says. What the person decides is kept in ``entity_aliases`` (schema 1.10): "Tom" is
"Tom Baker" (a merge), "Mum" is "Margaret" (a rename). Each such decision is one transaction with
a ledger entry (core/write/entity_names.py) and undone exactly by putting the names back.
"""

from __future__ import annotations

import json
import re

import apsw

from mnemosyne_app.core.read.cjk_names import CJK, cjk_names, said_as_one
from mnemosyne_app.core.read.filters import Filters

# A run of capitalised words ("Tom Baker", "St Mary's", "São Paulo"), with the small words names keep.
_NAME = re.compile(r"(?<![\w'’])[A-ZÀ-ÖØ-Þ][\w'’.-]*(?:\s+(?:(?:de|da|do|van|von|del|der|la|le|of)\s+)?"
                   r"[A-ZÀ-ÖØ-Þ][\w'’.-]*)*")
# Words that open a fact or name the person, and capitalised words that name no one.
_NOT_NAMES = frozenset(
    "User User's L'utilisateur Der Die Das Nutzer Nutzers El La Le Les O A Il I L'utente Os As Un Une Ein Eine "
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August "
    "September October November December English French German Spanish Italian Portuguese Chinese Japanese "
    "Mandarin Python Rust Java Go".split())
_KIND = {"residence": "place", "employer": "organisation", "job": "organisation", "pet": "pet", "family": "person",
         "relationship": "person", "project": "project"}
# Who a name is to the person, from the words before it ("User's brother Tom", "their partner Sam"),
# and a place or an organisation from its preposition ("in Leeds", "at Deloitte").
_KIN = (r"daughter|son|wife|husband|partner|boyfriend|girlfriend|fianc[ée]e?|brother|sister|mother|mum|mom|father|"
        r"dad|grandmother|grandfather|grandma|grandpa|aunt|uncle|cousin|niece|nephew|friend|colleague|boss|manager|"
        r"roommate|neighbou?r|dog|cat|puppy|kitten|child|kid|baby|twin|stepson|stepdaughter")
_BEFORE_PERSON = re.compile(rf"(?:User's|their|his|her) (?:(?:older|younger|little|big|best|new|late|ex-?)\s?)?({_KIN})s? $")
_BEFORE_PLACE = re.compile(r"(?:\b(?:in|to|near|from|à|en|nach|aus|em|no|na|a)) $")
_BEFORE_ORG = re.compile(r"(?:\b(?:at|for|chez|bei|para|presso|joined|left|quit)) $")


def names_in(text: str) -> list[str]:
    out = []
    for m in _NAME.finditer(text):
        words = m.group(0).rstrip(".").split()
        while words and words[0] in _NOT_NAMES:
            words = words[1:]
        name = " ".join(words).strip(" '’")
        if len(name) >= 2 and name not in _NOT_NAMES and name not in out:
            out.append(name)
    return out


def aliases(conn: apsw.Connection) -> dict[str, str]:
    """Each decided name -> the name it finally means. A merge here re-points the names merged
    before, but two devices' decisions meet by name only (core/write/entity_names.py ``pulled``):
    "Tom" -> "Tom Baker" from one and "Tom Baker" -> "Thomas" from the other make a chain, read
    to its end (was: one step, two entities where the person made one), and "Tom" -> "Tommy" with
    "Tommy" -> "Tom" a loop, read as its smallest name on every device alike."""
    step = dict(conn.execute("SELECT name, canonical FROM entity_aliases"))
    out: dict[str, str] = {}
    for name in step:
        path, at = [], name
        while at in step and at not in path and at not in out:
            path.append(at)
            at = step[at]
        end = out[at] if at in out else min(path[path.index(at):]) if at in path else at
        out.update((p, end) for p in path)
    return out


def _mentions(conn: apsw.Connection, seen: Filters | None = None) -> list[dict]:
    """Each (name as the person decided it, fact) mention, facts with their spans; ``seen`` (an
    agent's): only facts of memories it may see (unexpired, none of its hidden kinds or tags)."""
    from mnemosyne_app.core.read.spans import spans

    named = aliases(conn)
    shown = None if seen is None else _shown_ids(conn, seen)
    facts = [f for f in spans(conn) if f["superseded_by"] != f["memory_id"]  # (ended by its own message: it never held)
             and (shown is None or f["memory_id"] in shown)]
    known = _cjk_known((f["text"], f["attribute"]) for f in facts)
    out = []
    for fact in facts:
        for name, kind, relation in _named(fact["text"], fact["attribute"], known):
            out.append({"entity": named.get(name, name), "said_as": name, "fact": fact, "kind": kind,
                        "relation": relation})
    return out


def _cjk_known(facts) -> dict[str, str]:
    """Each Chinese or Japanese name of someone or a pet that a fact says by the words of a name -> its kind:
    once "叫年糕" said who 年糕 is, "年糕上个月去世了" names her too (core/read/cjk_names.said_as_one)."""
    return {name: kind for text, attribute in facts for name, kind, _ in cjk_names(text, attribute)
            if kind in ("person", "pet")}


def _shown_ids(conn: apsw.Connection, seen: Filters) -> set[str]:
    """The memories with facts that ``seen`` lets through. A summary of turns ``seen`` hides is
    kept back too: it carries their words on (as service/agent_desk.py ``_hides`` does for the
    other tools; was: its names were listed, with counts, to an agent that may not see the turns)."""
    where, params = seen.sql("m")
    kinds, tags = json.dumps(list(seen.hidden_kinds)), json.dumps(list(seen.hidden_tags))
    return {mid for (mid,) in conn.execute(
        f"SELECT m.memory_id FROM memories AS m WHERE m.memory_id IN (SELECT memory_id FROM facts) AND {where} "
        "AND NOT EXISTS (SELECT 1 FROM json_each(m.metadata, '$.summarizes') AS s "
        "JOIN memories AS t ON t.memory_id = s.value WHERE lower(t.kind) IN (SELECT value FROM json_each(?)) "
        "OR EXISTS (SELECT 1 FROM json_each(t.tags) WHERE lower(value) IN (SELECT value FROM json_each(?))))",
        params + [kinds, tags])}


def _named(text: str, attribute: str | None, known: dict[str, str]) -> list[tuple[str, str, str | None]]:
    """Each (name, kind, relation) a fact says: by a capital (``names_in``), or by the words that
    say a name in Chinese and Japanese, which have none (core/read/cjk_names.py), or as a name of
    ``known`` already said so in another fact."""
    out = [(name, *_kind_of(text, name, attribute)) for name in names_in(text)] + cjk_names(text, attribute)
    return out + [(name, kind, None) for name, kind in known.items()
                  if said_as_one(name, text) and all(name != n for n, _, _ in out)]


def _kind_of(text: str, name: str, attribute: str | None) -> tuple[str, str | None]:
    """(kind, relation) of a name as its fact says it."""
    before = text[:text.find(name)]
    if (kin := _BEFORE_PERSON.search(before)):
        return ("pet" if kin.group(1) in ("dog", "cat", "puppy", "kitten") else "person"), kin.group(1)
    if _BEFORE_PLACE.search(before):
        return "place", None
    if _BEFORE_ORG.search(before) and attribute in ("employer", "job", None):
        return "organisation", None
    return _KIND.get(attribute, "other"), None


def entities(conn: apsw.Connection, seen: Filters | None = None) -> list[dict]:
    """Every entity with its kind, the person's relation to it (people), the names it was said
    as, and how many facts and memories name it; the most named first (``seen``: as an agent
    may see them, counted over its memories only)."""
    found: dict[str, dict] = {}
    for m in _mentions(conn, seen):
        e = found.setdefault(m["entity"], {"name": m["entity"], "kinds": {}, "relation": None, "said_as": [],
                                           "facts": 0, "memory_ids": set()})
        kind = m["kind"]
        e["kinds"][kind] = e["kinds"].get(kind, 0) + 1
        e["relation"] = e["relation"] or m["relation"]
        if m["said_as"] not in e["said_as"]:
            e["said_as"].append(m["said_as"])
        e["facts"] += 1
        e["memory_ids"].add(m["fact"]["memory_id"])
    out = []
    for e in found.values():
        kinds = sorted(e.pop("kinds").items(), key=lambda kv: (kv[0] == "other", -kv[1]))
        memories = len(e.pop("memory_ids"))  # (popped first: the set is no part of what is returned)
        out.append({**e, "kind": kinds[0][0], "memories": memories})
    return sorted(out, key=lambda e: (-e["facts"], e["name"].lower()))


def named_by_memory(conn: apsw.Connection, memory_id: str) -> list[str]:
    """The entities a memory's facts name, as the person decided the names ("Tom Baker" for a
    fact saying Tom, once merged), in the facts' order: the way from a memory to the entity pages,
    which list the memories naming them (links both ways). A fact its own message ended never held
    and names nothing, as in ``_mentions``."""
    named, out = aliases(conn), []
    # (only facts with a word of naming can name: not every fact read on each memory opened)
    known = _cjk_known(conn.execute(
        "SELECT text, attribute FROM facts WHERE superseded_by IS NOT memory_id AND (text GLOB '*叫*' "
        "OR text GLOB '*名*' OR text GLOB '*の*')"))
    for text, attribute, ended_by in conn.execute(
            "SELECT text, attribute, superseded_by FROM facts WHERE memory_id = ? ORDER BY fact_id", (memory_id,)):
        if ended_by == memory_id:
            continue
        for name, _, _ in _named(text, attribute, known):
            if named.get(name, name) not in out:
                out.append(named.get(name, name))
    return out


def entity(conn: apsw.Connection, name: str, as_of: float | None = None, seen: Filters | None = None) -> dict:
    """An entity's page: its current and past facts on a timeline (by when said), and the
    memories that name it (by any of the names it was said as), the latest first.
    ``as_of`` (a Unix time): the page as the store knew it then, as the Profile's "True on"
    (core/read/spans.py): facts and memories said after it are left out, a fact ended after it
    is current, and ``ended_later`` counts the facts that were true then and have ended since.
    ``seen`` (an agent's): only what it may see, facts and memories alike."""
    mentions = [m for m in _mentions(conn, seen) if m["entity"] == name]
    facts = sorted((m["fact"] for m in mentions), key=lambda f: f["valid_from"])
    if as_of is not None:
        facts = [f for f in facts if f["valid_from"] <= as_of]
    said_as = sorted({m["said_as"] for m in mentions} | {name})
    # GLOB (case as written, as names are found) narrows in SQL; the name as a whole word is checked
    # here (was: LIKE, so "Sam" listed "Samsung" and "the same" among the memories naming Sam).
    glob = " OR ".join("text GLOB ?" for _ in said_as)
    params = ["*" + re.sub(r"([*?\[])", r"[\1]", s) + "*" for s in said_as]
    # (a Chinese or Japanese name has no word bounds to check: "年糕" in "名字叫年糕"; it stands as a name where
    # cjk_names.said_as_one says so, not in "我最爱吃年糕")
    # (someone's or a pet's name: a place or a body is named where it stands, "我住在上海")
    cjk = [s for s in said_as if CJK.search(s)] if any(m["kind"] in ("person", "pet") for m in mentions) else []
    whole = re.compile("|".join(re.escape(s) if CJK.search(s) else r"(?<![\w'’])" + re.escape(s) + r"(?!\w)"
                                for s in said_as))
    where, shown = (seen or Filters(include_expired=True)).sql("m")
    memories = [{"memory_id": mid, "text": text, "occurred_at": at} for mid, text, at in conn.execute(
        f"SELECT memory_id, text, occurred_at FROM memories AS m WHERE {where} AND ({glob}) "
        f"{'' if as_of is None else 'AND occurred_at <= ? '}ORDER BY occurred_at DESC",
        [*shown, *params] + ([] if as_of is None else [as_of]))
        if whole.search(text) and (not cjk or any(said_as_one(n, text) for n in cjk))][:200]
    held = [f for f in facts if f["valid_until"] is None or (as_of is not None and f["valid_until"] > as_of)]
    page = {"name": name, "said_as": said_as, "current": held,
            "past": [f for f in facts if f not in held], "memories": memories}
    if as_of is not None:
        page |= {"as_of": as_of, "ended_later": sum(f["valid_until"] is not None for f in held)}
    return page
