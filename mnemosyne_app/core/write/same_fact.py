"""Whether a drawn fact says again what a person took out (issue 28): "Lives in Bristol" removed,
a newer model's "User lives in Bristol, UK" is the same fact in other words and is not drawn back;
"User works in Bristol" or "User has a dog called Max" (for "... called Rex") say something new.

Words first, as supersede and the Profile's folding compare facts: two facts are the same only when
neither says the opposite of the other (a negation, or disliking what the other likes), they are about the same attribute of the
person (where they live, their job; unknown on both counts as the same), they name the same
things (the capitalised names and the numbers in them: "Rex" / "Max", "34" / "4"; a place added
after a comma, "Bristol, UK", only narrows the one named) and share what they are about
(``supersede.shares_object``). Then by meaning: ``SAME_WORDS`` of their stems in common, or, where
the app's embedder is set, a cosine of at least ``SAME_MEANING`` with ``SOME_WORDS`` of them.
Measured on the pairs in tests/unit/same_fact_pairs.py (README: precision and recall per embedder).
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

from mnemosyne_app.core.model.attributes import WORK, is_negation
from mnemosyne_app.core.write import supersede

# The cosine of two facts' vectors from which they say the same (MiniLM: "grew up in Annecy" /
# "was raised in Annecy" 0.86; "plays the guitar" / "teaches guitar" 0.77).
SAME_MEANING = 0.8
# The share of their stems two facts hold in common from which they say the same, without an
# embedder ("grew up in Annecy" / "was raised in Annecy" 0.4; "likes jazz" / "dislikes jazz" 0.33).
SAME_WORDS = 0.4
# The share below which no cosine makes two facts the same ("is married to Anna" / "is divorced
# from Anna": 0.17 of their stems, 0.87 of MiniLM's cosine).
SOME_WORDS = 0.2

# Words that frame a name or a number, not what the fact is about ("a dog called Rex", "34 years old").
_FRAME = frozenset("call called nam name named year years old".split())
# Liking turned the other way: "dislikes jazz" says the opposite of "likes jazz".
_DISLIKE = re.compile(r"\b(?:dislike[sd]?|hate[sd]?|can['’]?t stand)\b", re.I)
# A number in words is the number ("two cats" / "2 cats"; "two cats" / "three cats" differ).
_NUMBERS = "one two three four five six seven eight nine ten eleven twelve".split()
_COUNT = re.compile(rf"\b(?:{'|'.join(_NUMBERS)})\b", re.I)
# A capitalised word or a number; the first word of a fact is capitalised whatever it is.
_NAME = re.compile(r"(?<!^)(?<![.!?]\s)\b[^\W\d_a-z][\w'’-]*|\d+(?:[.,]\d+)?", re.UNICODE)
# Who the fact is about, not a thing it names ("User's", "The user", "They").
_WHO = frozenset("user user's users the they she he their her his".split())
# A place or region after the last comma: "Bristol, UK", "Lyon, France".
_NARROWING = re.compile(r",\s*((?:[^\W\d_a-z][\w'’.-]*\s*){1,3})$", re.UNICODE)


def _names(text: str) -> set[str]:
    counted = _COUNT.sub(lambda m: str(_NUMBERS.index(m.group(0).lower()) + 1), text)
    return {re.sub(r"['’]s$", "", n.casefold()) for n in _NAME.findall(counted)} - _WHO


def _narrowing(text: str) -> set[str]:
    found = _NARROWING.search(text.strip().rstrip(".!"))
    return _names(" " + found.group(1)) if found else set()


def _same_names(a: str, b: str) -> bool:
    names_a, names_b = _names(a), _names(b)
    return not (names_a - names_b - _narrowing(a)) and not (names_b - names_a - _narrowing(b))


def _against(text: str) -> bool:
    return is_negation(text) or bool(_DISLIKE.search(text))


def _same_attribute(a: str | None, b: str | None) -> bool:
    return a == b or {a, b} <= WORK


def _word_share(a: str, b: str) -> float:
    units_a, units_b = supersede.object_units(a) - _FRAME, supersede.object_units(b) - _FRAME
    return len(units_a & units_b) / max(1, len(units_a | units_b))


def says_same(new: str, new_attribute: str | None, new_negated: bool, old: str, old_attribute: str | None,
              similarity: Callable[[str, str], float] | None = None) -> bool:
    """Whether the drawn fact ``new`` says what the fact ``old`` said (see the module docstring).
    ``similarity``: the cosine of two texts' vectors by the app's embedder, if one is set."""
    if (new_negated or _against(new)) != _against(old) or not _same_attribute(new_attribute, old_attribute):
        return False
    if not _same_names(new, old) or not supersede.shares_object(new, old):
        return False
    share = _word_share(new, old)
    # (a vector alone places "likes jazz" by "dislikes jazz", and "Bristol" far from "Bristol, UK":
    # the embedder adds the rewordings that share a few words, never ones that share almost none)
    return share >= SAME_WORDS or (similarity is not None and share >= SOME_WORDS
                                   and similarity(new, old) >= SAME_MEANING)


def embedder_similarity(embedder) -> Callable[[str, str], float] | None:
    """The cosine of two texts by ``embedder`` (its vectors are L2-normalised), or None."""
    if embedder is None:
        return None

    def cosine(a: str, b: str) -> float:
        va, vb = embedder.embed([a, b])
        return float(sum(x * y for x, y in zip(va, vb)))
    return cosine


def said_before(new: str, new_attribute: str | None, new_negated: bool, olds: Sequence[tuple[str, str | None]],
                similarity: Callable[[str, str], float] | None = None) -> bool:
    """Whether ``new`` says again one of ``olds`` ((text, attribute) pairs)."""
    return any(says_same(new, new_attribute, new_negated, text, attribute, similarity) for text, attribute in olds)
