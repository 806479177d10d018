"""How long a state has held, read as when it began ("has been a nurse for 6 years", said on 3 May
2025 → "since around May 2019"; "Vegan depuis 2019" → "since 2019"), in the eight languages.

A fact keeps the person's words, duration and all; the Profile shows beside it when that duration
began, worked out from the day it was said, so "for 6 years" read three years later is not taken for
six years now. Only a duration that reaches to the day it was said is a "since": one that ended ("lived
in Paris for 3 years", "llevaba", "abitava") or sits elsewhere in time ("for two weeks in July", "vor 3
Jahren", "三年前") is not. The number and unit words here are also when_said's, for "3 weeks ago".
"""

from __future__ import annotations

import datetime as dt
import re

NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "couple": 2,
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9,
    "dix": 10, "onze": 11, "douze": 12, "quinze": 15, "vingt": 20, "trente": 30,
    "ein": 1, "eine": 1, "einem": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6,
    "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12, "fünfzehn": 15, "zwanzig": 20,
    "dreißig": 30,
    "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "once": 11, "doce": 12, "quince": 15, "veinte": 20, "treinta": 30,
    "un'": 1, "due": 2, "tre": 3, "quattro": 4, "sei": 6, "sette": 7, "otto": 8, "nove": 9, "dieci": 10,
    "undici": 11, "dodici": 12, "quindici": 15, "venti": 20, "trenta": 30,
    "um": 1, "uma": 1, "dois": 2, "duas": 2, "três": 3, "sete": 7, "oito": 8, "dez": 10, "doze": 12, "vinte": 20,
}
UNIT_DAYS = {
    "day": 1, "days": 1, "week": 7, "weeks": 7, "wk": 7, "wks": 7, "month": 30, "months": 30, "mo": 30, "mos": 30,
    "year": 365, "years": 365, "yr": 365, "yrs": 365,
    "jour": 1, "jours": 1, "semaine": 7, "semaines": 7, "mois": 30, "an": 365, "ans": 365, "année": 365,
    "années": 365,
    "tag": 1, "tage": 1, "tagen": 1, "woche": 7, "wochen": 7, "monat": 30, "monate": 30, "monaten": 30,
    "jahr": 365, "jahre": 365, "jahren": 365,
    "día": 1, "días": 1, "semana": 7, "semanas": 7, "mes": 30, "meses": 30, "año": 365, "años": 365,
    "giorno": 1, "giorni": 1, "settimana": 7, "settimane": 7, "mese": 30, "mesi": 30, "anno": 365, "anni": 365,
    "dia": 1, "dias": 1, "mês": 30, "ano": 365, "anos": 365,
}
MONTH_NAMES = [
    "january|janvier|januar|enero|gennaio|janeiro", "february|février|februar|febrero|febbraio|fevereiro",
    "march|mars|märz|marzo|março", "april|avril|abril|aprile", "may|mai|mayo|maggio|maio",
    "june|juin|juni|junio|giugno|junho", "july|juillet|juli|julio|luglio|julho", "august|août|agosto",
    "september|septembre|septiembre|settembre|setembro", "october|octobre|oktober|octubre|ottobre|outubro",
    "november|novembre|noviembre|novembro", "december|décembre|dezember|diciembre|dicembre|dezembro"]

_NUM = r"(?P<n>\d+(?:[.,]5)?|" + "|".join(sorted((re.escape(w.strip()) for w in NUMBERS), key=len, reverse=True)) + ")"
_UNIT = r"(?P<u>" + "|".join(sorted(map(re.escape, UNIT_DAYS), key=len, reverse=True)) + r")\b"
# "about", "almost", "over" … before the count: the duration is rough, its start is "around" anyway
_ROUGH = (r"(?:(?:about|around|almost|nearly|over|more than|roughly|some|a good|environ|presque|près de|plus de|"
          r"bientôt|über|fast|etwa|gut|knapp|mehr als|rund|schon|casi|más de|unos|unas|ya|quasi|circa|più di|oltre|"
          r"quase|mais de|cerca de|uns|umas|a) )*")
_DUR = _ROUGH + _NUM + r"\s?(?:\+ )?(?:of )?" + _UNIT
# (for the extractor too: a state said with its duration and no verb, core/model/said_with_duration.py)
DURATION = _DUR
# A duration that is not up to now: another time named after it ("for two weeks in July", "for 3 years
# until 2020", "for a year before the kids").
_ELSEWHERE = (r"(?!\s*(?:in (?:" + "|".join(MONTH_NAMES) + r"|\d{4})|last|ago|before|after|until|till|back|when|"
              r"then|once)\b)")

_SINCE = [re.compile(p, re.I) for p in [
    # en: a present perfect before it ("has been a nurse … for 6 years", "'ve been learning cello for
    # about 2 years"), "now" after it, or a state with no verb ("vegetarian here for 10 yrs"), "been there 6 yrs"
    r"(?:\b(?:has|have)|'ve|’ve)(?: (?:always|also|now|just|actually))? (?:been|\w+ed|\w+en|had|kept|run|done|"
    r"taught|worked|lived)\b[^.;!?]*?\bfor (?:the (?:past|last) )?" + _DUR + _ELSEWHERE,
    r"(?:'s|’s) been\b[^.;!?]*?\bfor (?:the (?:past|last) )?" + _DUR + _ELSEWHERE,
    r"\bfor (?:the (?:past|last) )?" + _DUR + r",? now\b",
    r"\b(?:here|there|now) for " + _DUR + _ELSEWHERE,
    r"\bbeen (?:there|here|at it|doing it|together|married|sober|clean) (?:for )?" + _DUR + _ELSEWHERE,
    r"\bfor the (?:past|last) " + _DUR,
    # fr: "depuis deux ans", "ça fait trois mois que", "il y a deux ans que"
    r"\bdepuis " + _DUR,
    r"\b(?:ça|ca|cela) fait " + _DUR + r" (?:que|qu['’])",
    r"\bil y a " + _DUR + r" (?:que|qu['’])",
    # de: "seit drei Jahren"
    r"\bseit " + _DUR,
    # es: "desde hace 12 años", "llevo 8 años", "hace dos años que vivo"
    r"\bdesde hace " + _DUR,
    r"\b(?:llevo|llevas|lleva|llevamos|lleváis|llevan) " + _DUR,
    r"\bhace " + _DUR + r" que\b",
    # it: "da 35 anni", "sono dieci anni che"
    r"\bda " + _DUR,
    r"\b(?:sono|è) " + _DUR + r" che\b",
    # pt: "há três anos", "faz 4 anos" with the state in the present (a past verb makes it "ago")
    r"\b(?:há|faz|fazem) " + _DUR + r"(?![\w-])",
]]
# pt's "há"/"faz" is "ago" after a verb in the past ("mudou-se para Lisboa há três anos"): the third
# person's "-ou/-eu/-iu" and the first person's "-ei", not the present's "sou, estou, vou, dou".
_PT_PAST = re.compile(r"\b(?!(?:sou|estou|vou|dou|ou|eu|meu|seu|teu|museu|céu|europeu|chapéu|adeus|leu)\b)"
                      r"[a-zçãõáéíóúâê]{2,}(?:ou|eu|iu|ei)(?:-(?:se|me))?\b", re.I)
# fr/it/es a duration told of a state in the imperfect ended before it was said ("habitait à Lyon depuis
# deux ans quand …", "abitava a Milano da tre anni", "llevaba")
_IMPERFECT = re.compile(r"\b(?!(?:fait|sait|plait|plaît|lait|trait|souhait|parfait|portrait|extrait|attrait)\b)"
                        r"\w{2,}(?:ait|aient|avo|ava|avano|evo|eva|evano)\b", re.I)

# A year named as the start ("depuis 2019", "seit 2019", "desde 2019", "dal 2019", "since 2019", "2019年から")
_SINCE_YEAR = re.compile(r"\b(?:since|depuis|seit|desde|dal|dall['’]|dès)\s+(?:(?:l['’]an|l['’]année|dem jahr|el año|"
                         r"el|o ano)\s+)?((?:19|20)\d{2})(?!\d)(?!\s*(?:to|à|au|bis|hasta|a|al|até|-|–)\b)|"
                         r"(?:从|自)?((?:19|20)\d{2})年(?:から|以来|起|开始|開始|至今|来)", re.I)
# A month named as the start ("since August", "seit August", "Da gennaio", "desde marzo", "3月から")
_SINCE_MONTH = re.compile(r"\b(?:since|depuis|seit|desde|da|dal|dalla)\s+(?:(?:early|late|mid|début|fin|anfang|ende|"
                          r"mitte|principios de|finales de|mediados de|inizio|fine|metà)\s+)?(?:de\s+|d['’]\s*)?("
                          + "|".join(MONTH_NAMES) + r")\b(?:\s+((?:19|20)\d{2}))?(?!\s+(?:to|à|au|bis|hasta|a|al|até)\b)|"
                          r"(?:从|自)?(1[0-2]|[1-9])月(?:から|以来|起|开始|開始|份以来)", re.I)

# zh/ja counts in characters
_CJK_DIGIT = {c: i for i, c in enumerate("一二三四五六七八九", 1)} | {"两": 2, "兩": 2, "〇": 0, "零": 0}
_CJK_NUM = r"(?P<cn>[0-9０-９]+|[一二两兩三四五六七八九十]{1,3}|半|几|幾)"
_CJK_UNIT = r"(?P<cu>年|个月|個月|か月|ヶ月|カ月|ヵ月|ケ月|周|星期|週間|天)"
_CJK_SINCE = [re.compile(p) for p in [
    # zh "五年了", "半年了", "三年多了", "做了五年", "已经八年"; ja "38年になります", "勤めて38年", "歴10年"
    _CJK_NUM + r"(?:多)?" + _CJK_UNIT + r"(?:多|半)?(?:了|啦)",
    r"(?:了|已经|已經)" + _CJK_NUM + r"(?:多)?" + _CJK_UNIT + r"(?!前|后|後)",
    _CJK_NUM + _CJK_UNIT + r"(?:間)?(?:以上)?(?:に(?:なり|なる)|が?(?:経ち|経つ|たち|たつ))",
    r"て" + _CJK_NUM + _CJK_UNIT + r"(?!前|後|後|の間|間)",
    r"歴" + _CJK_NUM + _CJK_UNIT,
]]
_CJK_NTH_YEAR = re.compile(r"(?P<cn>[0-9０-９]+|[一二三四五六七八九十]{1,3})年目")


def _cjk_number(word: str) -> float:
    if word == "半":
        return 0.5
    if word in ("几", "幾"):
        return 3
    if word.isdigit():
        return int(word)  # (int reads full-width digits too)
    if "十" in word:
        tens, _, ones = word.partition("十")
        return _CJK_DIGIT.get(tens, 1) * 10 + _CJK_DIGIT.get(ones, 0)
    return _CJK_DIGIT.get(word, 1)


_CJK_UNIT_DAYS = {"年": 365, "个月": 30, "個月": 30, "か月": 30, "ヶ月": 30, "カ月": 30, "ヵ月": 30, "ケ月": 30,
                  "周": 7, "星期": 7, "週間": 7, "天": 1}

# Cheap gates most facts fail before the patterns run (a Profile of 10,000 facts reads each once):
# every duration above names a unit; every start named holds one of these words.
_ANY_UNIT = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, UNIT_DAYS), key=len, reverse=True)) + r")\b|"
                       r"年|个月|個月|か月|ヶ月|カ月|ヵ月|ケ月|周|星期|週間|天", re.I)
_START_WORDS = ("since", "depuis", "seit", "desde", "dal", "dès", "da ", "年", "月")


def _days(count: str, unit: str) -> int:
    n = float(count.replace(",", ".")) if count[0].isdigit() else NUMBERS.get(count.lower().strip(), 1)
    return round(n * UNIT_DAYS.get(unit.lower(), 1))


def since_days(text: str) -> int | None:
    """How many days before it was said the state ``text`` tells of began, if it says how long it has
    held up to now; else None."""
    if not _ANY_UNIT.search(text):
        return None
    for pattern in _SINCE:
        m = pattern.search(text)
        if m:
            return None if _ended(text, m) else _days(m.group("n"), m.group("u"))
    for pattern in _CJK_SINCE:
        m = pattern.search(text)
        if m:
            return round(_cjk_number(m.group("cn")) * _CJK_UNIT_DAYS[m.group("cu")])
    m = _CJK_NTH_YEAR.search(text)
    if m:  # "3年目": in its third year, so two and a bit years in
        return round((_cjk_number(m.group("cn")) - 0.5) * 365)
    return None


def _ended(text: str, m: re.Match) -> bool:
    """A duration told of a state in a past tense (pt "mudou-se … há três anos" is "ago"; fr/it
    "habitait … depuis", "abitava … da")."""
    before = text[:m.start()]
    said = m.group(0).lower()
    if said.startswith(("há", "faz")):
        return bool(_PT_PAST.search(before))
    # (only where the imperfect is so spelt: "Java" is no English imperfect)
    return said.startswith(("depuis", "ça", "ca", "cela", "il y a", "da ", "sono", "è")) and bool(_IMPERFECT.search(before))


def since(text: str, said: dt.date) -> str | None:
    """"since around May 2019" for a state said on ``said`` to have held for six years; "since 2019" for a
    year named as its start; else None."""
    low = text.lower()
    named = any(w in low for w in _START_WORDS)
    m = named and _SINCE_YEAR.search(text)
    if m:
        return f"since {m.group(1) or m.group(2)}"
    m = named and _SINCE_MONTH.search(text)
    if m:
        if m.group(1):
            month = next(i for i, names in enumerate(MONTH_NAMES, 1) if m.group(1).lower() in names.split("|"))
        else:
            month = int(m.group(3))
        year = int(m.group(2)) if m.group(2) else said.year - (month > said.month)
        if not 1 <= month <= 12 or not 1 <= year <= 9999:
            return None  # (a month or year no calendar has: shown as said, no date)
        return f"since {dt.date(year, month, 1):%B %Y}"
    days = since_days(text)
    # (no life's state holds for more than 150 years: "Vegetarian for 99999999999999999999 years" is no date,
    # and must not break the Profile that shows it)
    if days is None or days > 150 * 366:
        return None
    start = said - dt.timedelta(days=days)
    return f"since around {start.day} {start:%B %Y}" if days < 30 else f"since around {start:%B %Y}"
