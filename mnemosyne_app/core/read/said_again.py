"""A state the person says again is one line in the Profile, not two.

"我还在面包店" when "用户在小区门口的面包店上班" is held, "Io sempre in Ferrero" when "L'utente lavora alla
Ferrero ad Alba" is, "still playing guitar most evenings" when "User plays guitar most evenings" is: the
person confirms what holds, and the later saying is one more source of the held fact (when_said.folded
counts it), whose "since" stays the first saying's. The write side already lets such a saying end nothing
(core/model/continuing.py, core/write/supersede.py); read as a second current fact, it showed the same
state twice, worded differently.

A later fact folds into an earlier one when it is the person's own (not "my sister is still at Oakfield"),
on the same attribute or on none (the rules often place no attribute on a short saying), negated as the
held one is, no wish or plan, with no change or addition said with it ("but now part-time", "now also
gluten-free", "mas agora de casa", "moved to a flat in Headingley"), and either

- marked as going on (continuing.said_as_going_on): it names the held fact's thing and nothing else, once
  its marker and its words of "as before" ("as usual", "for now", "rien de neuf") are taken out; or
- a bare restatement: every word of it is in the held fact, on an attribute that holds one state at a time
  or on none (on a multi-valued one, "User has a dog" may be a second dog).

Words meet by their stems ("playing" / "plays"), Chinese and Japanese by the bigrams that name things
(面包店: 面包, 包店; not the grammar or kana around them).

Cost: the Profile is read often and may hold 10,000 facts. Every word of a saying must be in the fact it
says again, so only the earlier facts holding its rarest key (a word's first letters, or a bigram: a dict)
are compared, and none when more than a few hold it; a fact sharing a key with no other costs one
tokenising pass.
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from mnemosyne_app.core.model.attributes import SINGLE_VALUED, WORK, is_negation, is_past
from mnemosyne_app.core.model.clauses import NOW, language
from mnemosyne_app.core.model.continuing import said_as_going_on, without_continuing
from mnemosyne_app.core.model.plans import is_wish
from mnemosyne_app.core.model.same_state_said import diet_said_again
from mnemosyne_app.core.model.stopping import of_someone_theirs
from mnemosyne_app.core.textstems import SHORTEST_FORM, word_stems
from mnemosyne_app.core.write.supersede import _GENERIC, _objects

# (numbers are words, and words with digits: "User has 2 kids" says no "User has 3 kids" again)
_WORD = re.compile(r"[^\W\d_]{3,}(?![^\W_])|[^\W_]*\d[^\W_]*", re.UNICODE)
_HAN_OR_KANA = re.compile(r"[\u3040-\u9fff]")
_HIRAGANA = re.compile(r"[\u3041-\u309f]")
# (index keys: a word's first four letters meet its other forms, "plays"/"playing", "Veganerin"/"vegan";
# the stems that decide are compared only for the facts sharing one)
_PREFIX = 4
# A saying names the held fact's own thing (its place, employer, pet's name): a key that a few facts share.
# Past this many earlier facts holding even its rarest key, it names nothing of one of them, and is not
# compared (a store of 10,000 "fact N number M" lines would compare each with a thousand: bench/bench_gui.py).
_SHARED_BY_AT_MOST = 16

# What a saying adds or changes beside the state it says again: a contrast ("but", "mas"), an addition
# ("also", "too", "auch", "也"), a move or a start ("moved", "started", "搬"), or "now" (clauses.NOW):
# "still at Oakfield but now part-time" holds a new state, which must stay a line of its own.
_ADDS = re.compile(
    r"(?<!\w)(?:but|also|too|as well|plus|moved|started|switched|anymore|any more|"
    r"aber|auch|jedoch|umgezogen|angefangen|"
    r"mais|aussi|également|déménagé|commencé|"
    r"pero|también|además|mudado|mudé|empezado|empezó|"
    r"ma|però|anche|pure|trasferit[oaie]|iniziato|cominciato|"
    r"mas|porém|também|mudei|mudou|começou|começado)(?!\w)"
    r"|但|不过|可是|也|又|搬|开始|でも|けど|しかし|も(?=[、。]|$)|引っ越|始め", re.I)
# Words of the person in a fact ("User", "L'utente"): who, not what.
_PERSON = frozenset("user utilisateur nutzer usuario utente utilizador utilizadora".split())
# A fact's words of whose it is, and the articles and prepositions supersede._GENERIC leaves: they name
# nothing ("L'utente guida ancora la sua Panda" names the Panda, as "guida una Fiat Panda" does)
_WHOSE = frozenset("his her its sua suo suoi sue seu seus suas sein seine seinen seinem seiner son sus leur leurs "
                   "the una uno del della dello dei degli delle alla allo alle dal dalla nel nella nello "
                   "une aux dans chez pour avec con por para com uma einen einem einer".split())


def _words(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower())
            if w not in _GENERIC and w not in _WHOSE and w not in _PERSON and not _HAN_OR_KANA.match(w)]


def _cjk(text: str) -> set[str]:
    """The Chinese and Japanese bigrams that name things: not the person, grammar nor kana endings
    ("ユーザーは横浜だ" and "ユーザーは横浜に住んでいます" share 横浜; 浜だ / 浜に name nothing)."""
    # (the other words out first: supersede._objects would stem each, for nothing here)
    low = _NOT_CJK.sub(" ", text.replace("用户", " ").replace("ユーザー", " "))
    return {g for g in _objects(low) if len(g) == 2 and not _HIRAGANA.search(g)}


_NOT_CJK = re.compile(r"[^\u3040-\u9fff]+")


class _Said(NamedTuple):
    """What a fact names: its content words and its Chinese or Japanese bigrams that name things."""
    words: frozenset[str]
    cjk: frozenset[str]


def _said(text: str) -> _Said:
    return _Said(frozenset(_words(text)), frozenset(_cjk(text)) if _HAN_OR_KANA.search(text) else frozenset())


def _keys(said: _Said) -> set[str]:
    """Index keys: the words' first letters (no stemming: cheap), and the bigrams."""
    return {w[:_PREFIX] for w in said.words} | said.cjk


def _within(new: _Said, held: _Said) -> bool:
    """Whether the saying names something of the held fact and nothing the held fact does not hold: each
    word as it is or by one of its stems ("playing" / "plays"), each Chinese or Japanese bigram as it is."""
    if not new.words and not new.cjk:
        return False
    missing = new.words - held.words
    if any(not w.isalpha() for w in missing):
        return False  # (a number or a word with digits has no other form: "2 kids" is no "3 kids")
    for w in missing:
        # (stemming is the slow part: only beside a held word with the same first letters, as a stem is at
        # least its first SHORTEST_FORM letters)
        if not any(h[:SHORTEST_FORM] == w[:SHORTEST_FORM] and word_stems(h) & word_stems(w) for h in held.words):
            return False
    return new.cjk <= held.cjk


def _adds_something(text: str) -> bool:
    said = without_continuing(text, False)  # ("per ora", for now, holds "ora", now: colouring, gone first)
    return bool(_ADDS.search(said) or NOW.search(said))


@functools.lru_cache(maxsize=4096)
def _negated(text: str) -> bool:
    # ("no Porto" is "in the", Portuguese: no negation; nor "rien de neuf", nothing new, once taken out)
    said = without_continuing(text)
    return is_negation(said, language(said))


def _compatible(new: dict, held: dict) -> bool:
    a, b = new.get("attribute"), held.get("attribute")
    return a is None or a == b or (a in WORK and b in WORK)


class HeldStates:
    """The facts kept so far, indexed by their words' keys, to find the one a later fact says again."""

    def __init__(self) -> None:
        self._by_key: dict[str, list[tuple[dict, _Said]]] = {}
        self._last: tuple[str, _Said] | None = None  # (the saying just read, for add to take up)
        self._diets: list[dict] = []  # (a person holds a diet or two: compared by name, not by the word keys)

    def add(self, entry: dict) -> None:
        text = entry["text"]
        if entry.get("attribute") == "diet":
            self._diets.append(entry)
        said = self._last[1] if self._last and self._last[0] == text else _said(without_continuing(text))
        for key in _keys(said):
            self._by_key.setdefault(key, []).append((entry, said))

    def said_again_of(self, fact: dict, plain: str | None = None) -> dict | None:
        """The earlier fact that ``fact`` says again with nothing new, or None. (``plain``: its text
        without_continuing, when the caller has it.)"""
        text = fact["text"]
        # (the held diet said again by its name with only how long it has held, "用户吃素这么久早就习惯了" of "用户吃素快
        # 两年了": the write side ends nothing, core/model/same_state_said.diet_said_again; here it is one line)
        # (a Profile of thousands of diet lines is no person's: past a few, none is compared, as for the word keys)
        if fact.get("attribute") == "diet" and len(self._diets) <= _SHARED_BY_AT_MOST:
            held_diet = next((d for d in self._diets if diet_said_again(text, d["text"]) and not is_past(d["text"])), None)
            if held_diet is not None:
                return held_diet
        going_on = said_as_going_on(text)
        plain = without_continuing(text) if plain is None else plain
        # the saying without its marker of going on and its words of "as before": Chinese "还是"/"还在" with
        # its verb kept and without (continuing.without_continuing), the last naming least
        sayings = [_said(t) for t in dict.fromkeys((plain, without_continuing(text, False)))] \
            if going_on else [_said(plain)]
        self._last = (text, sayings[0])
        if not going_on and fact.get("attribute") not in _BARE_ON:
            return None  # (a bare "User has a dog" on pets may be a second dog)
        # (every word of the saying is in the held fact: the facts holding its rarest key hold the one it says
        # again, if any; most facts share no key with the others)
        candidates = min((self._by_key.get(k, ()) for k in _keys(sayings[-1])), key=len, default=())
        if len(candidates) > _SHARED_BY_AT_MOST:
            return None
        for held, held_said in candidates:
            if (_compatible(fact, held) and any(_within(said, held_said) for said in sayings)
                    # (nor a held fact of the past, "grew up in Leeds" for "still in Leeds", nor one with numbers the
                    # saying leaves out: "20mg, up from 10mg" is no "still on 10mg", "10k … and 5k …" no "5k")
                    and not _PAST_STATE.search(held["text"]) and not is_past(held["text"])
                    and _numbers(held_said) <= _numbers(sayings[0])
                    and _own_and_nothing_added(text) and not of_someone_theirs(held["text"])
                    # ("User still has no car" says the opposite of "User has a car")
                    and _negated(text) == _negated(held["text"])):
                return held
        return None


def _numbers(said: _Said) -> set[str]:
    return {w for w in said.words if not w.isalpha()}


# A state of the past told as a fact: where the person grew up, studied, was born.
_PAST_STATE = re.compile(r"\b(?:grew up|was born|studied|raised|went to school|used to|aufgewachsen|geboren|hat\b.*\bstudiert|"
                         r"a grandi|est née?|a étudié|creció|nació|estudió|è cresciut[oa]|è nat[oa]|ha studiato|cresceu|nasceu|"
                         r"estudou)\b|长大|出生|读的|育ち|生まれ", re.I)


def _own_and_nothing_added(text: str) -> bool:
    """The person's own state, no wish, no change or addition said with it."""
    return not (of_someone_theirs(text) or _adds_something(text) or is_wish(text))


# The attributes a bare restatement folds on: one state at a time, or none placed
_BARE_ON = SINGLE_VALUED | {None}
