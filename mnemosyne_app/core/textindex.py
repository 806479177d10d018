"""Text as the FTS5 index sees it.

FTS5's unicode61 tokenizer keeps a run of Chinese characters as one token, so ``退款`` would
never match inside ``客户要求退款``. Before indexing (and before querying) every run of CJK
characters is rewritten as its overlapping bigrams (``客户 户要 要求 求退 退款``), a standard
segmentation-free scheme; other text passes through unchanged for porter/unicode61. Thai, Lao,
Khmer and Myanmar are written without spaces between words too and get the same bigrams. Text
outside ASCII is NFKC-normalised first, so half-width katakana (ｱﾚﾙｷﾞｰ) and full-width Latin
(ＡＬＬＥＲＧＹ) are indexed and searched as their ordinary forms. Rows indexed before these two
rules keep their old index text until they are edited or imported again.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

# CJK Unified Ideographs (+ext A, compatibility), Hiragana, Katakana, Hangul syllables.
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+")
# Scripts written without spaces between words: CJK plus Thai, Lao, Myanmar and Khmer.
_UNSPACED_RUN = re.compile(_CJK_RUN.pattern[:-2] + r"\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]+")
_WORD = re.compile(r"\w+", re.UNICODE)
# A word of a spaced script: letters and digits outside the unspaced runs (those go by bigrams).
SPACED_WORD = re.compile(r"[^\W_" + _UNSPACED_RUN.pattern[1:-2] + r"]+", re.UNICODE)

# Short function words that only add noise to an OR query.
STOPWORDS = frozenset(
    """a an and are as at be been but by can could did do does for from had has have he her him
    his how i if in into is it its me my of on or our she so than that the their them then there
    these they this to was we were what when where which who why will with would you your""".split()
)


def _bigrams(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


def unspaced_runs(text: str) -> Iterator[re.Match]:
    """The runs of ``text`` the index holds as bigrams (CJK, Thai, ...), with where they stand."""
    return _UNSPACED_RUN.finditer(text)


def bigrams(run: str) -> list[str]:
    return _bigrams(run)


def cjk_units(text: str) -> list[str]:
    """The bigrams (or lone characters) of every CJK run in ``text``: its CJK words, as the
    index sees them."""
    return [gram for run in _CJK_RUN.findall(text) for gram in _bigrams(run)]


def index_form(text: str) -> str:
    """The string stored in the FTS index for ``text``."""
    if text.isascii():  # no CJK possible; skips the regex scan for most notes
        return text
    text = unicodedata.normalize("NFKC", text)
    return _UNSPACED_RUN.sub(lambda m: " " + " ".join(_bigrams(m.group(0))) + " ", text)


# A search is what a person types or pastes, not a document: past these it is refused in words
# (a 690 KB query once kept a core busy for minutes after its client had gone).
MAX_QUERY_CHARS = 10_000
MAX_QUERY_TERMS = 256


def query_terms(query: str) -> list[str]:
    """Distinct search terms of a free-text query, in order. Linear in the query's length: the
    seen-set is a dict (a list made 8,000 words cost 4.8 s)."""
    terms: dict[str, None] = {}
    for token in _WORD.findall(index_form(query).lower()):
        if token not in STOPWORDS:
            terms.setdefault(token)
    return list(terms)


def checked_query(query: str) -> str:
    """``query`` if it is a search a person could mean; a ValueError in words otherwise."""
    if not isinstance(query, str):
        raise ValueError(f"query must be a string, got {type(query).__name__}")
    if len(query) > MAX_QUERY_CHARS:
        raise ValueError(f"the search is {len(query):,} characters long; the limit is {MAX_QUERY_CHARS:,}")
    terms = len(query_terms(query))
    if terms > MAX_QUERY_TERMS:
        raise ValueError(f"the search has {terms:,} different words; the limit is {MAX_QUERY_TERMS:,}")
    return query


def fts_match(terms: list[str]) -> str | None:
    """An FTS5 MATCH expression: the OR of the quoted terms (BM25 ranks by how many match).

    Quoting each term means no user input is ever parsed as FTS5 syntax."""
    if not terms:
        return None
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
