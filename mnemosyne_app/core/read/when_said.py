"""A fact's relative time words read against when it was said ("turns 7 next week", said on 3 May
2025 → "around 10 May 2025"), and one line per fact however often it was said.

The fact's own words are never rewritten: the resolved date is shown beside it, marked as worked
out by Mnemosyne from the day the message was said, so "moved to Denver last month" read a year
later does not pass for last month now.
"""

from __future__ import annotations

import datetime as dt
import re
from mnemosyne_app.core.model.continuing import without_continuing
from mnemosyne_app.core.model.how_long import MONTH_NAMES, NUMBERS, UNIT_DAYS, since
from mnemosyne_app.core.read.said_again import HeldStates

# (pattern, days from when it was said): the words people use for a time near the day they speak
_FIXED = [
    (r"\b(?:yesterday|hier|gestern|ayer)\b", -1),
    (r"\b(?:tomorrow|demain|morgen|mañana)\b", 1),
    (r"\b(?:last|past) week\b|\bla semaine dernière\b|\bletzte woche\b|\bla semana pasada\b", -7),
    (r"\bnext week\b|\bla semaine prochaine\b|\bnächste woche\b|\bla (?:semana que viene|próxima semana)\b", 7),
    (r"\blast month\b|\ble mois dernier\b|\bletzten monat\b|\bel mes pasado\b|上个月|先月", -30),
    (r"\bnext month\b|\ble mois prochain\b|\bnächsten monat\b|\bel (?:mes que viene|próximo mes)\b|下个月|来月", 30),
    (r"\blast year\b|\bl'année dernière\b|\bletztes jahr\b|\bel año pasado\b|去年|昨年", -365),
    (r"\bnext year\b|\bl'année prochaine\b|\bnächstes jahr\b|\bel (?:año que viene|próximo año)\b|明年|来年", 365),
]
_AGO = re.compile(r"\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?|months?|years?) ago\b|"
                  r"\bil y a (\d+|un|une|deux|trois) (jours?|semaines?|mois|ans?)\b|"
                  r"\bvor (\d+|einem|einer|zwei|drei) (tagen|wochen|monaten|jahren)\b|"
                  r"\bhace (\d+|un|una|dos|tres) (días?|semanas?|mes(?:es)?|años?)\b", re.I)
_IN = re.compile(r"\bin (\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?|months?|years?)\b|"
                 r"\bdans (\d+|un|une|deux|trois) (jours?|semaines?|mois|ans?)\b|"
                 r"\bin (\d+|einem|einer|zwei|drei) (tagen|wochen|monaten|jahren)\b|"
                 r"\ben (\d+|un|una|dos|tres) (días?|semanas?|mes(?:es)?|años?)\b", re.I)


_FIXED_RE = [(re.compile(pattern, re.I), days) for pattern, days in _FIXED]
# One search that most facts fail (they name no relative time): a Profile of 10,000 facts reads
# each once, not through every pattern (bench/bench_gui.py).
_ANY = re.compile("|".join([p for p, _ in _FIXED] + [_AGO.pattern, _IN.pattern]), re.I)


# Words every relative time above holds one of: plain substring tests, far cheaper than the regex.
_HINTS = ("yesterday", "tomorrow", "day", "week", "month", "year", "hier", "demain", "jour", "semaine", "mois",
          "année", " an", "gestern", "morgen", "tag", "woche", "monat", "jahr", "ayer", "mañana", "día", "semana",
          "mes", "año", "上个月", "下个月", "去年", "明年", "先月", "来月", "昨年", "来年")


def _offset(text: str) -> int | None:
    low = text.lower()
    if not any(h in low for h in _HINTS) or not _ANY.search(text):
        return None
    for pattern, days in _FIXED_RE:
        if pattern.search(text):
            return days
    for pattern, sign in ((_AGO, -1), (_IN, 1)):
        m = pattern.search(text)
        if m:
            count, unit = [g for g in m.groups() if g is not None][:2]
            n = int(count) if count.isdigit() else NUMBERS.get(count.lower(), 1)
            return sign * n * UNIT_DAYS.get(unit.lower(), 1)
    return None


# A month named in a plan ("going to Lisbon in July", "part à Rome en août", "7月去东京"): its number.
_MONTH = re.compile(r"\b(?:in|en|im|a|ad|em|à|de|d['’]|au mois d['’]) (" + "|".join(MONTH_NAMES) + r")\b|"
                    r"(?<![\d年])(1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])月", re.I)
_CJK_MONTH = {c: i for i, c in enumerate("一二三四五六七八九", 1)} | {"十": 10, "十一": 11, "十二": 12}


def _planned_month(text: str, said: dt.date) -> str | None:
    """The month a plan names, the next one from the day it was said ("in July", said in September
    2025 → "July 2026"): a plan is ahead of when it was made."""
    m = _MONTH.search(text)
    if not m:
        return None
    if m.group(1):
        month = next(i for i, names in enumerate(MONTH_NAMES, 1) if m.group(1).lower() in names.split("|"))
    else:
        month = int(m.group(2)) if m.group(2).isdigit() else _CJK_MONTH[m.group(2)]
    year = said.year + (month < said.month)
    return f"{dt.date(year, month, 1):%B %Y}"


def resolved(text: str, said_at: float | None, attribute: str | None = None) -> str | None:
    """"around 10 May 2025" for a fact with a relative time, said at ``said_at``; "since around May 2019"
    for a state said to have held for a while up to then (how_long.since); for a trip (``attribute``),
    the month it names read forward ("July 2026"); else None."""
    if said_at is None:
        return None
    # (first: "hace dos años que vivo aquí", "il y a deux ans que" hold "ago"'s words but reach to now)
    began = since(text, dt.date.fromtimestamp(said_at))
    if began:
        return began
    days = _offset(text)
    if days is None and attribute == "trip":
        return _planned_month(text, dt.date.fromtimestamp(said_at))
    if days is None:
        return None
    day = dt.date.fromtimestamp(said_at) + dt.timedelta(days=days)
    exact = abs(days) == 1
    shown = f"{day.day} {day:%B %Y}" if abs(days) < 30 else f"{day:%B %Y}"
    return shown if exact else f"around {shown}"


def fact_key(text: str, attribute: str | None) -> tuple[str, str | None]:
    """Two sayings of one fact (case, spacing and a closing "." or "!" aside, on one attribute; and the
    state said again as going on, "User is still vegan of course" for "User is vegan":
    core/model/continuing.py)."""
    return _key_of(without_continuing(text)), attribute


def _key_of(plain: str) -> str:
    return " ".join(plain.lower().split()).strip(" .!")


def folded(facts: list[dict]) -> list[dict]:
    """One entry per fact text (case and spacing aside) and attribute, in first-said order: the
    first saying's memory and time, with ``count`` and every memory that said it (``memory_ids``), and
    ``resolved``, its relative time read against when it was said. A state said again, as going on or
    bare, with nothing new ("我还在面包店" of "用户在小区门口的面包店上班"), is one more saying of the held
    fact (core/read/said_again.py)."""
    out: dict[tuple, dict] = {}
    held = HeldStates()
    for f in facts:
        plain = without_continuing(f["text"])
        key = _key_of(plain), f.get("attribute")  # (fact_key, its words read once for both)
        kept = out.get(key) or held.said_again_of(f, plain)
        if kept is not None:
            kept["count"] += 1
            kept["memory_ids"].append(f["memory_id"])
            continue
        out[key] = {**f, "count": 1, "memory_ids": [f["memory_id"]],
                    "resolved": resolved(f["text"], f.get("occurred_at"), f.get("attribute"))}
        held.add(out[key])
    return list(out.values())
