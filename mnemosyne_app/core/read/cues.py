"""Cues in a query that neither BM25 nor a sentence vector sees, added to fused scores.

- **Speaker**: a conversation turn is stored as "Name: what they said". A question that names
  someone ("What does Maria volunteer for?") is most often answered by that person's own turns,
  but BM25 gives the name almost no weight (it is in half the turns) and finds the other
  speaker's turns that address them by name ("Hey Maria, ...") just as well.
- **Time**: a question that asks "when" is answered by a turn that says when ("yesterday",
  "last week", "in May", "2022"). English words only: other languages get no time cue.
- **Date**: a question that names a month or a year ("What did Nate do in May 2022?") is
  answered by what happened then: a memory whose ``occurred_at`` (an imported turn's own time)
  falls in that month and year, in local time. English month names, capitalised ("may" is a verb).
- **Day**: a question that names a day of a month ("on 9 November, 2022", "May 25") is answered by
  what happened that day: a memory that occurred on it (within a day either side: a session's
  time is when it began, and time zones differ) gains this on top of the date's.

Each cue adds a fixed amount to the fused score (which lies in 0-1: keyword share plus meaning
share), so it reorders near-ties and never lifts an unrelated memory above a strong match.
"""

from __future__ import annotations

import re
import time as _time

# "Caroline: ...", "Dr. Ng: ...", "Anna Maria: ...": a name of at most three words, then a colon.
_SPEAKER = re.compile(r"^\s*([A-Z][\w.'-]{0,20}(?: [A-Z][\w.'-]{0,20}){0,2}):\s")
_WHEN = re.compile(r"^\s*(when|what (date|day|month|year|time)|how long ago)\b", re.I)
_TIME = re.compile(
    r"\b(yesterday|today|tonight|tomorrow|last|next|ago|week|weekend|month|year|since|recently|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|"
    r"july|august|september|october|november|december|\d{4})\b", re.I)


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")
_MONTH = re.compile(r"\b(" + "|".join(_MONTHS) + r")\b")
_YEAR = re.compile(r"\b(19\d\d|20\d\d)\b")


def date_named(query: str) -> tuple[set[int], set[int]]:
    """(months 1-12, years) the query names; a question may name two ("between May and June")."""
    return ({_MONTHS.index(m) + 1 for m in _MONTH.findall(query)}, {int(y) for y in _YEAR.findall(query)})


_DAY = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?,?\s+(" + "|".join(_MONTHS) + r")\b|\b("
                  + "|".join(_MONTHS) + r")\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!:)")


def days_named(query: str) -> set[tuple[int, int]]:
    """(month, day) pairs the query names ("9 November", "November 9th")."""
    out = set()
    for d1, m1, m2, d2 in _DAY.findall(query):
        day, month = int(d1 or d2), _MONTHS.index(m1 or m2) + 1
        if 1 <= day <= 31:
            out.add((month, day))
    return out


def _local(at: float):
    """``at`` as a local date, or None for a time no calendar here holds (an import may date a turn
    1e18: localtime raised OSError out of every search naming a day or a month)."""
    try:
        return _time.localtime(at)
    except (OverflowError, OSError, ValueError):
        return None


def on_day(at: float | None, days: set[tuple[int, int]], years: set[int]) -> bool:
    """Whether ``at`` is within a day of one of ``days`` (in one of ``years``, if any are named)."""
    if at is None or not days:
        return False
    for shift in (-86400, 0, 86400):
        day = _local(at + shift)
        if day is not None and (day.tm_mon, day.tm_mday) in days and (not years or day.tm_year in years):
            return True
    return False


def falls_in(at: float | None, months: set[int], years: set[int]) -> bool:
    if at is None or not (months or years):
        return False
    day = _local(at)
    return day is not None and (not months or day.tm_mon in months) and (not years or day.tm_year in years)


def speaker_of(text: str) -> str | None:
    m = _SPEAKER.match(text)
    return m.group(1) if m else None


def named_in(name: str, query: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", query, re.I) is not None


def asks_when(query: str) -> bool:
    return _WHEN.match(query) is not None


def says_when(text: str) -> bool:
    return _TIME.search(text) is not None


def apply(query: str, scored: list[tuple[dict, float]], speaker: float, time: float,
          date: float = 0.0, day: float = 0.0) -> list[tuple[dict, float]]:
    """``scored`` (row, fused score) with each cue's bonus added where it applies."""
    when = time > 0 and asks_when(query)
    months, years = date_named(query) if date > 0 or day > 0 else (set(), set())
    days = days_named(query) if day > 0 else set()
    out = []
    for row, score in scored:
        text = row["text"]
        if speaker > 0 and (name := speaker_of(text)) and named_in(name, query):
            score += speaker
        if when and says_when(text):
            score += time
        if date > 0 and (months or years) and falls_in(row.get("occurred_at"), months, years):
            score += date
        if days and on_day(row.get("occurred_at"), days, years):
            score += day
        out.append((row, score))
    return out
