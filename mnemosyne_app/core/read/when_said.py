"""A fact's relative time words read against when it was said ("turns 7 next week", said on 3 May
2025 → "around 10 May 2025"), and one line per fact however often it was said.

The fact's own words are never rewritten: the resolved date is shown beside it, marked as worked
out by Mnemosyne from the day the message was said, so "moved to Denver last month" read a year
later does not pass for last month now.
"""

from __future__ import annotations

import datetime as dt
import re

_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
      "nine": 9, "ten": 10, "un": 1, "une": 1, "deux": 2, "trois": 3, "ein": 1, "eine": 1, "einem": 1, "einer": 1,
      "zwei": 2, "drei": 3, "uno": 1, "una": 1, "dos": 2, "tres": 3}
_UNIT_DAYS = {"day": 1, "days": 1, "week": 7, "weeks": 7, "month": 30, "months": 30, "year": 365, "years": 365,
              "jour": 1, "jours": 1, "semaine": 7, "semaines": 7, "mois": 30, "an": 365, "ans": 365,
              "tag": 1, "tagen": 1, "tage": 1, "woche": 7, "wochen": 7, "monat": 30, "monaten": 30, "jahr": 365,
              "jahren": 365, "día": 1, "días": 1, "semana": 7, "semanas": 7, "mes": 30, "meses": 30,
              "año": 365, "años": 365}
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
            n = int(count) if count.isdigit() else _N.get(count.lower(), 1)
            return sign * n * _UNIT_DAYS.get(unit.lower(), 1)
    return None


# A month named in a plan ("going to Lisbon in July", "part à Rome en août", "7月去东京"): its number.
_MONTH_NAMES = [
    "january|janvier|januar|enero|gennaio|janeiro", "february|février|februar|febrero|febbraio|fevereiro",
    "march|mars|märz|marzo|março", "april|avril|abril|aprile", "may|mai|mayo|maggio|maio",
    "june|juin|juni|junio|giugno|junho", "july|juillet|juli|julio|luglio|julho", "august|août|agosto",
    "september|septembre|septiembre|settembre|setembro", "october|octobre|oktober|octubre|ottobre|outubro",
    "november|novembre|noviembre|novembro", "december|décembre|dezember|diciembre|dicembre|dezembro"]
_MONTH = re.compile(r"\b(?:in|en|im|a|ad|em|à|de|d['’]|au mois d['’]) (" + "|".join(_MONTH_NAMES) + r")\b|"
                    r"(?<![\d年])(1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])月", re.I)
_CJK_MONTH = {c: i for i, c in enumerate("一二三四五六七八九", 1)} | {"十": 10, "十一": 11, "十二": 12}


def _planned_month(text: str, said: dt.date) -> str | None:
    """The month a plan names, the next one from the day it was said ("in July", said in September
    2025 → "July 2026"): a plan is ahead of when it was made."""
    m = _MONTH.search(text)
    if not m:
        return None
    if m.group(1):
        month = next(i for i, names in enumerate(_MONTH_NAMES, 1) if m.group(1).lower() in names.split("|"))
    else:
        month = int(m.group(2)) if m.group(2).isdigit() else _CJK_MONTH[m.group(2)]
    year = said.year + (month < said.month)
    return f"{dt.date(year, month, 1):%B %Y}"


def resolved(text: str, said_at: float | None, attribute: str | None = None) -> str | None:
    """"around 10 May 2025" for a fact with a relative time, said at ``said_at``; for a trip
    (``attribute``), the month it names read forward ("July 2026"); else None."""
    if said_at is None:
        return None
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
    """Two sayings of one fact (case, spacing and a closing "." or "!" aside, on one attribute)."""
    return " ".join(text.lower().split()).strip(" .!"), attribute


def folded(facts: list[dict]) -> list[dict]:
    """One entry per fact text (case and spacing aside) and attribute, in first-said order: the
    first saying's memory and time, with ``count`` and every memory that said it (``memory_ids``), and
    ``resolved``, its relative time read against when it was said."""
    out: dict[tuple, dict] = {}
    for f in facts:
        key = fact_key(f["text"], f.get("attribute"))
        if key in out:
            kept = out[key]
            kept["count"] += 1
            kept["memory_ids"].append(f["memory_id"])
            continue
        out[key] = {**f, "count": 1, "memory_ids": [f["memory_id"]],
                    "resolved": resolved(f["text"], f.get("occurred_at"), f.get("attribute"))}
    return list(out.values())
