"""Words of one language that share a stem meet in keyword search ("alergia" finds "alérgica").

The index holds words as FTS5's Porter/unicode61 tokenizer leaves them (English stemming, accents
removed; core/store/schema.py), so stores indexed before this stage need no re-index. At query
time each word is stemmed by the Snowball stemmer of each language below (``snowballstemmer``,
the stemmers Snowball's authors generate for 30+ languages), and the shortest stem of at least
``MIN_STEM`` letters is searched as a prefix besides the word itself: "alérgica" (Spanish stem
"alerg") reaches "alergia" and "alergias", "allergies" and "allergy" reach "allergic". The query's language
is not guessed (a question is often one or two words); a stem is only ever a prefix of the word.
CJK and other unspaced scripts are left to their bigrams (core/textindex.py).
"""

from __future__ import annotations

import functools
import os
import unicodedata

# The languages of the project's own recall sets with a Snowball stemmer (Chinese and Japanese are
# matched by bigrams instead).
LANGUAGES = ("english", "spanish", "french", "german", "italian", "portuguese")
MIN_STEM = 5  # shorter prefixes match too many unrelated words ("car" in "cardinal")


@functools.cache
def _stemmers():
    import snowballstemmer

    return [snowballstemmer.stemmer(lang) for lang in LANGUAGES]


def _plain(word: str) -> str:
    # As unicode61 with remove_diacritics: the index holds "alergica" for "alérgica".
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


@functools.lru_cache(maxsize=4096)
def stem_prefix(term: str) -> str | None:
    """The prefix that ``term`` is also searched by, or None (too short, not letters, or no
    stemmer shortens it)."""
    if len(term) <= MIN_STEM or not term.isalpha() or not all(c.isalpha() and ord(c) < 0x3000 for c in term):
        return None
    plain = _plain(term)
    # A stemmer may also rewrite an ending ("allergy" -> "allergi"): what the stem shares with
    # the word is what is searched.
    stems = [os.path.commonprefix([_plain(s.stemWord(term)), plain]) for s in _stemmers()]
    best = min((s for s in stems if len(s) >= MIN_STEM), key=len, default=None)
    return best if best and best != plain else None


def fts_match_stemmed(terms: list[str], stem=lambda term: True) -> str | None:
    """As textindex.fts_match, OR'd with the stem of each term for which ``stem`` says so, as a
    prefix (quoted: never FTS5 syntax)."""
    return fts_match_prefixed(terms, [p for t in terms if stem(t) and (p := stem_prefix(t))])


def fts_match_prefixed(terms: list[str], prefixes: list[str]) -> str | None:
    """The OR of the quoted ``terms`` and of ``prefixes`` searched as prefixes (``stem_prefix``'s)."""
    parts = ['"' + t.replace('"', '""') + '"' for t in terms] + [f'"{p}"*' for p in prefixes]
    return " OR ".join(parts) or None


SHORTEST_FORM = 3  # a stem shorter than this names nothing ("fu" of "fume")


@functools.lru_cache(maxsize=8192)
def word_stems(word: str) -> frozenset[str]:
    """The stems of one word in each language above, each as far as it still spells the word:
    two forms of one word share one ("smoke"/"smoking": "smoke"; "fumer"/"fumo": "fum";
    "vegan"/"vegano": "vegan"). The word itself when it is not letters or no stem is long enough."""
    low = word.lower()
    if not low.isalpha() or any(ord(c) >= 0x3000 for c in low):
        return frozenset({low})
    found = {os.path.commonprefix([s.stemWord(low), low]) for s in _stemmers()}
    return frozenset(s for s in found if len(s) >= SHORTEST_FORM) or frozenset({low})
