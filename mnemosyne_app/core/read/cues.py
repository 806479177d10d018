"""Cues in a query that neither BM25 nor a sentence vector sees, added to fused scores.

- **Speaker**: a conversation turn is stored as "Name: what they said". A question that names
  someone ("What does Maria volunteer for?") is most often answered by that person's own turns,
  but BM25 gives the name almost no weight (it is in half the turns) and finds the other
  speaker's turns that address them by name ("Hey Maria, ...") just as well.
- **Time**: a question that asks "when" is answered by a turn that says when ("yesterday",
  "last week", "in May", "2022"). English words only: other languages get no time cue.

Each cue adds a fixed amount to the fused score (which lies in 0-1: keyword share plus meaning
share), so it reorders near-ties and never lifts an unrelated memory above a strong match.
"""

from __future__ import annotations

import re

# "Caroline: ...", "Dr. Ng: ...", "Anna Maria: ...": a name of at most three words, then a colon.
_SPEAKER = re.compile(r"^\s*([A-Z][\w.'-]{0,20}(?: [A-Z][\w.'-]{0,20}){0,2}):\s")
_WHEN = re.compile(r"^\s*(when|what (date|day|month|year|time)|how long ago)\b", re.I)
_TIME = re.compile(
    r"\b(yesterday|today|tonight|tomorrow|last|next|ago|week|weekend|month|year|since|recently|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|"
    r"july|august|september|october|november|december|\d{4})\b", re.I)


def speaker_of(text: str) -> str | None:
    m = _SPEAKER.match(text)
    return m.group(1) if m else None


def named_in(name: str, query: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", query, re.I) is not None


def asks_when(query: str) -> bool:
    return _WHEN.match(query) is not None


def says_when(text: str) -> bool:
    return _TIME.search(text) is not None


def apply(query: str, scored: list[tuple[dict, float]], speaker: float, time: float) -> list[tuple[dict, float]]:
    """``scored`` (row, fused score) with each cue's bonus added where it applies."""
    when = time > 0 and asks_when(query)
    out = []
    for row, score in scored:
        text = row["text"]
        if speaker > 0 and (name := speaker_of(text)) and named_in(name, query):
            score += speaker
        if when and says_when(text):
            score += time
        out.append((row, score))
    return out
