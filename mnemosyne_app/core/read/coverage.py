"""How much of a question the best keyword hit holds: a recall stage's measure of how far to
trust the keyword side (``Tuning.coverage`` in core/read/recall.py).

Min-max fusion gives the first keyword hit the keyword side's whole weight even when it shares
one incidental word with the question ("make" in "Which seafood would make me sick?"), and a note
found by meaning alone can then not climb above it. Scaling the keyword weight by the share of the
question's terms in its best keyword hit leaves a question its words answer as it was and lets
meaning decide when the words found little.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.textindex import index_form

_WORD = re.compile(r"\w+", re.UNICODE)
STEM = 5  # letters compared: "allergies" and "allergic" meet, as FTS5's Porter stemmer lets them


def _stem(word: str) -> str:
    return word[:STEM]


def best_share(rows: list[dict], terms: tuple[str, ...] | list[str]) -> float:
    """The largest share of ``terms`` found in one of ``rows``' texts (1.0 without terms)."""
    wanted = {_stem(t) for t in terms}
    if not wanted:
        return 1.0
    best = 0.0
    for row in rows:
        have = {_stem(w) for w in _WORD.findall(index_form(row["text"]).lower())}
        best = max(best, len(wanted & have) / len(wanted))
        if best >= 1.0:
            break
    return best
