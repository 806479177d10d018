"""A doing said to have stopped ends the fact that said it, whatever attribute either has.

"I play tennis every Sunday" then "I don't play tennis anymore"; "Juego al tenis" then "Ya no juego al
tenis"; "J'ai un chien, Rex" then "Je n'ai plus Rex"; "我每周打网球" then "我不打网球了". No attribute
rule places a pastime, so neither fact had an attribute and supersede.py, which ends facts by
attribute, left the old one current beside its negation. By grammar instead: a negation that says a
state stopped ("no longer", "anymore", "ne … plus", "nicht mehr", "ya no", "non … più", "já não",
"不…了") ends a current fact that says everything it negates, the same verb and the same object: every
content word of the negation (its stems) is in the old fact, and there are two of them or they share
a name ("Rex"). "I no longer work on weekends" names no word of "I work at Acme" but the verb: it ends
nothing.
"""

from __future__ import annotations

import re
from typing import Callable

from mnemosyne_app.core.store import memories

# The stop said by grammar, in the normalised fact (core/model/statements.py reads the same in the source).
_STOPPED = re.compile(r"\bno longer\b|\bany ?more\b|\bn['’]\w+ plus\b|\bne \w+ plus\b|\bnicht mehr\b|\bkein\w* .*\bmehr\b|"
                      r"\bya no\b|\bnon\b.*\bpiù\b|\bjá não\b|\bnão\b.*\bmais\b|[不没].*了", re.I)
# Words of the negation itself that a content-word match must leave out (the rest are _objects' own).
_NEGATION_WORDS = frozenset({"don", "doesn", "didn", "isn", "aren", "wasn", "haven", "hasn", "won", "anymore", "longer",
                             "plus", "mehr", "más", "più", "mais", "nunca", "jamais"})
_CJK_NEGATION = re.compile(r"[不没再已经了]")
_NAME = re.compile(r"(?<=\s)(?-i:[A-ZÀ-Þ])[\w'’-]+")


def ended_by(conn, text: str, memory_id: str, units: Callable[[str], set[str]]) -> tuple[list, list]:
    """The current facts of other memories that ``text``, a negation, ends as a stopped doing, and
    those it may end (a fact that lists more with "and": "gluten-free and lactose intolerant" when
    only gluten is stopped), each (memory_id, when said, text); ``units`` gives a text's content
    stems (supersede._objects)."""
    if not _STOPPED.search(text):
        return [], []
    said = _content(_CJK_NEGATION.sub(" ", text), units)
    names = {w.lower() for w in _NAME.findall(text)}
    if not said:
        return [], []
    current = memories.current_facts(conn, memory_id)  # (one query, not one per attribute)
    out = []
    for fact in current:
        if _STOPPED.search(fact[2]):
            continue  # (a negation itself: "doesn't play tennis anymore" is no doing to stop again)
        old = units(fact[2].replace("用户", " "))
        shared_name = names & {w.lower() for w in _NAME.findall(fact[2])}
        if all(stems & old for stems in said) and (len(said) >= 2 or shared_name):
            out.append(fact)
    listing = [f for f in out if _LISTS.search(f[2]) and not all(any(s & stems for s in said)
                                                                for stems in _content(f[2], units))]
    return [f for f in out if f not in listing], listing


# A fact that lists several things ("gluten-free and lactose intolerant", "tennis et golf").
_LISTS = re.compile(r"\s(?:and|et|und|y|e)\s|[和、]|と", re.I)


def _content(text: str, units: Callable[[str], set[str]]) -> list[set[str]]:
    """Each content word of ``text`` as its stems (a CJK run as its bigrams, one each: a run broken
    by the negation left out, "用户 打网球", is no run of the old fact's), negation words left out."""
    words = [w for w in re.findall(r"[^\W\d_]{3,}|\d+", text.lower().replace("用户", " ")) if w not in _NEGATION_WORDS]
    out = []
    for word in words:
        if _CJK.match(word):
            out += [{g} for g in units(word) if len(g) == 2]
        elif stems := units(word):
            out.append(stems)
    return out


_CJK = re.compile(r"[\u3040-\u9fff]")
