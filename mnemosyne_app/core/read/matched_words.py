"""Where a hit's text holds the words a keyword search matched: character spans the faces mark.

The index matched stemmed tokens (FTS5's porter over unicode61, accents removed), CJK bigrams and,
for a word no memory holds as typed, its Snowball stem as a prefix (core/textstems.py). A face
guessing that again with a stemmer of its own marks what the index did not match ("de" in
"decimal") or misses what it did in another language ("alérgica" for "alergia"). So each word of
the hit's text is put through the index's own tokenizer and kept when one of its tokens is a
token searched, or begins with a stem searched as a prefix; each CJK bigram searched is kept
where it stands.
"""

from __future__ import annotations

import unicodedata
from typing import NamedTuple

import apsw

from mnemosyne_app.core.textindex import SPACED_WORD, bigrams, unspaced_runs


class Searched(NamedTuple):
    """What a keyword search asked the index for."""
    tokens: frozenset[str]  # the query's words as the index's tokenizer stems them (CJK: bigrams)
    prefixes: tuple[str, ...] = ()  # stems searched as prefixes (words no memory held as typed)


def tokenizer(conn: apsw.Connection):
    """The memories index's tokenizer (core/store/schema.py)."""
    return conn.fts5_tokenizer("porter", ["unicode61", "remove_diacritics", "2"])


def searched(conn: apsw.Connection, terms: list[str], prefixes: list[str]) -> Searched:
    tokenize = tokenizer(conn)
    tokens = {t[2] for term in terms for t in tokenize(term.encode("utf-8"), apsw.FTS5_TOKENIZE_QUERY, None)}
    return Searched(frozenset(tokens), tuple(prefixes))


def spans(conn: apsw.Connection, text: str, asked: Searched) -> list[tuple[int, int]]:
    """(start, end) character offsets in ``text`` of the words the search matched, in order."""
    if not asked.tokens and not asked.prefixes:
        return []
    tokenize = tokenizer(conn)
    seen: dict[str, bool] = {}
    found = []
    for m in SPACED_WORD.finditer(text):
        word = m.group(0)
        if word not in seen:
            form = unicodedata.normalize("NFKC", word) if not word.isascii() else word
            stemmed = [t[2] for t in tokenize(form.encode("utf-8"), apsw.FTS5_TOKENIZE_DOCUMENT, None)]
            seen[word] = any(t in asked.tokens or t.startswith(asked.prefixes) for t in stemmed)
        if seen[word]:
            found.append((m.start(), m.end()))
    for run in unspaced_runs(text):  # CJK, Thai, ...: by the bigrams the index holds
        found += [(run.start() + i, run.start() + i + len(g)) for i, g in enumerate(bigrams(run.group(0)))
                  if g in asked.tokens]
    return _joined(sorted(found))


def _joined(found: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping spans (two bigrams of one CJK word) as one."""
    out: list[tuple[int, int]] = []
    for start, end in found:
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return out
