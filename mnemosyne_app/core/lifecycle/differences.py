"""Do two near texts say the same thing? (issue 27: duplicates mean the same)

Sentence vectors place "My dentist appointment is on January 14." and "... March 3." 0.93 apart,
as close as two wordings of one fact: a vector weighs the topic, not the detail that makes the
fact. So a near pair is a duplicate only if the words where the two differ carry no such detail:
no number, date, month or weekday, no name (a capitalised word inside a sentence) and no
negation present in one and not the other. Differences in wording ("I am" / "I'm", "again",
punctuation) are what is left, and those are what merging is for.
"""

from __future__ import annotations

import re

_TOKEN = re.compile(r"\w+", re.UNICODE)
_SENTENCE_END = re.compile(r"[.!?。！？:;\n]\s*$")

NEGATIONS = frozenset("""not no never none nobody nothing neither nor cannot without nowhere
    dont doesnt didnt isnt arent wasnt werent wont cant couldnt shouldnt wouldnt hasnt havent hadnt t""".split())
NUMBER_WORDS = frozenset("""zero one two three four five six seven eight nine ten eleven twelve thirteen
    fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
    hundred thousand million billion first second third fourth fifth sixth seventh eighth ninth tenth
    half dozen once twice""".split())
DATE_WORDS = frozenset("""january february march april may june july august september october november
    december jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday
    saturday sunday mon tue tues wed thu thur thurs fri sat sun today tomorrow yesterday tonight morning
    afternoon evening night week weekend month year spring summer autumn fall winter""".split())


def _tokens(text: str) -> list[tuple[str, bool]]:
    """(lower-cased token, begins a sentence) in order: a capital there is not a name."""
    out = []
    for m in _TOKEN.finditer(text):
        before = text[:m.start()]
        starts = not before.strip() or bool(_SENTENCE_END.search(before))
        out.append((m.group(0), starts))
    return out


def details(text: str) -> tuple[frozenset[str], int]:
    """The words of ``text`` that carry a fact's detail, and how many negations it holds."""
    found, negations = set(), 0
    for token, starts in _tokens(text):
        low = token.lower()
        if low in NEGATIONS:
            negations += 1
        elif any(ch.isdigit() for ch in token) or low in NUMBER_WORDS or low in DATE_WORDS:
            found.add(low)
        elif token[0].isupper() and not starts and token != "I":
            found.add(low)  # a name: Ana, Berlin, Dr, GPT
    return frozenset(found), negations


def _differing(a: str, b: str) -> tuple[set[str], bool]:
    """(the detail words one text holds and the other lacks, whether one negates and the other
    not). A detail word the other text holds in another case is the same word ("Caroline" in one,
    "caroline" in a lower-cased copy): only a capital marks a name, so compare against all words."""
    (da, na), (db, nb) = details(a), details(b)
    words_a = {t.lower() for t, _ in _tokens(a)}
    words_b = {t.lower() for t, _ in _tokens(b)}
    differ = {w for w in da - db if w not in words_b} | {w for w in db - da if w not in words_a}
    return differ, (na > 0) != (nb > 0)


def same_meaning(a: str, b: str) -> bool:
    """Whether the near texts ``a`` and ``b`` differ only in wording (see the module's doc)."""
    differ, negation = _differing(a, b)
    return not differ and not negation


def why_not(a: str, b: str) -> str | None:
    """In words, what keeps ``a`` and ``b`` apart (None: nothing does)."""
    differ, negation = _differing(a, b)
    if negation:
        return "one says no where the other does not"
    if differ:
        return "they differ in " + ", ".join(sorted(differ)[:4])
    return None
