"""An exception to the person's habit, bounded to an occasion that comes back: no lasting fact, no ending.

"Every winter I stop cycling and take the bus", "下雨天我一般不骑车，改打车", "Am Wochenende bin ich meistens
nicht in Freiburg, sondern bei meinen Eltern", "Quand il pleut, je ne prends pas le vélo": a season, the
weekend or the weather that recurs, and what the person does NOT do then (a negation, a verb of stopping
in the present, or a switch to something else). The habit it departs from stays the person's state: the
clause must neither be kept as a fact ("User stops cycling every winter" is true a few months a year)
nor end "cycles to work". Read in core/model/statements.py, which drops such a clause and the clause of
the same sentence that goes on with the switch ("…，改打车").

Only a recurring occasion counts ("every winter", "in winter", "on rainy days", "am Wochenende"): a dated
one ("last winter I stopped cycling", "cet hiver") may tell a real change, and is left to the other rules.
A habit said of an occasion with no departure ("On weekends I work at a bar") is left as it was.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import is_negation
from mnemosyne_app.core.model.stopping import NO_LONGER

# A season, the weekend, the holidays or a kind of weather, said as coming back (a bare or generic
# article, "every", a plural), per language.
_SEASON = {
    "en": r"winter|summer|spring|autumn|fall",
    "fr": r"hiver|été|printemps|automne",
    "de": r"winter|sommer|frühling|herbst",
    "es": r"invierno|verano|primavera|otoño",
    "it": r"inverno|estate|primavera|autunno",
    "pt": r"inverno|verão|primavera|outono",
}
# (a season named with the year it fell in is a date: "el invierno pasado", "no inverno passado", "l'inverno scorso")
_NOT_DATED = r"(?!\s+(?:pasado|passado|scorso|passato|que vem|próximo|prossimo|que viene))"
_OCCASION = re.compile(
    # English: "every winter", "in winter", "winters", "on/at weekends", "on the weekends", "when it rains",
    # "when it's cold", "on rainy days", "in bad weather", "during the holidays"
    rf"\b(?:every|each) (?:{_SEASON['en']}|weekend|holiday)s?\b|\bin (?:the )?(?:{_SEASON['en']})s\b|\bin (?:{_SEASON['en']})\b|"
    r"\b(?:on|at|over) (?:the )?weekends\b|\bwhen(?:ever)? it(?: is|['’]s)? (?:rains?|raining|snows?|snowing|cold|hot|icy|dark)\b|"
    r"\bon (?:rainy|cold|snowy|hot) days\b|\bin (?:bad|wet|cold) weather\b|\bduring the holidays\b|"
    # French: "chaque hiver", "l'hiver" (not "l'hiver dernier/prochain"), "en hiver", "le(s) week-end(s)",
    # "quand il pleut", "les jours de pluie", "par mauvais temps", "pendant les vacances"
    # ("depuis l'été", "avant l'hiver": a date, not the season that comes back)
    rf"\bchaque (?:{_SEASON['fr']}|week-end)\b|(?<!depuis )(?<!avant )(?<!après )(?<!dès )(?<!à )"
    rf"\b(?:l['’]|en )(?:{_SEASON['fr']})\b(?!\s+(?:dernier|prochain))|"
    r"\ble(?:s)? week-?ends?\b(?!\s+(?:dernier|prochain))|\bquand il (?:pleut|neige|fait (?:froid|chaud|mauvais))\b|"
    r"\bles jours de (?:pluie|neige)\b|\bpar (?:mauvais temps|temps de pluie)\b|\bpendant les vacances\b|"
    # German: "jeden Winter", "im Winter", "winters", "am Wochenende", "an Wochenenden", "wenn es regnet",
    # "bei Regen", "bei schlechtem Wetter", "in den Ferien"
    rf"\bjeden (?:{_SEASON['de']})\b|\bim (?:{_SEASON['de']})\b|\b(?:winters|sommers)\b|\bam wochenende\b|"
    r"\ban (?:den )?wochenenden\b|\bwenn es (?:regnet|schneit|kalt ist|heiß ist)\b|\bbei (?:regen|schnee|kälte|hitze)\b|"
    r"\bbei schlechtem wetter\b|\bin den ferien\b|"
    # Spanish, Italian, Portuguese: "en invierno", "cada verano", "los fines de semana", "cuando llueve",
    # "d'inverno", "nel fine settimana", "quando piove", "no inverno", "nos fins de semana", "quando chove"
    rf"\b(?:en|cada|todos los) (?:{_SEASON['es']})s?\b{_NOT_DATED}|\blos fines de semana\b|\bcuando (?:llueve|nieva|hace (?:frío|calor))\b|"
    r"\blos días de lluvia\b|\ben vacaciones\b|"
    # (a weekend said in the singular, "il weekend", "no fim de semana", is as often the last or the next one:
    # only the plural or "every" is the weekend that comes back)
    rf"\b(?:d['’]|in |ogni )(?:{_SEASON['it']})\b{_NOT_DATED}|\b(?:nei|ogni) (?:fine settimana|weekend)\b|"
    r"\bquando (?:piove|nevica|fa (?:freddo|caldo))\b|\bnei giorni di pioggia\b|\bin vacanza\b|"
    rf"\b(?:no|todo|cada) (?:{_SEASON['pt']})\b{_NOT_DATED}|\b(?:nos|aos) fins de semana\b|\btodo (?:o )?fim de semana\b|\bquando (?:chove|neva|faz (?:frio|calor))\b|"
    r"\bem dias de chuva\b|\bnas férias\b|"
    # Chinese and Japanese: "下雨天", "冬天", "周末", "天冷的时候", "放假"; "雨の日", "冬は", "週末は"
    r"下雨天|雨天|下雨的时候|下雪天|冬天|夏天|天冷|天热|周末|假期|放假的时候|"
    r"雨の日|雪の日|冬(?:は|場|の間)|夏(?:は|場|の間)|週末(?:は|に)|休みの日", re.I)

# Doing otherwise then: stopping in the present, or something else instead ("I stop cycling", "je laisse
# le vélo", "stattdessen", "sondern", "改打车", "代わりに"). (A negation is read by attributes.is_negation.)
_OTHERWISE = re.compile(
    r"\b(?:stop|give up|switch to|swap|instead|rather than|à la place|plutôt que|au lieu de|arrête|laisse|"
    r"stattdessen|sondern|höre? \w+ auf|lasse|en vez de|en lugar de|dejo|invece|smetto|lascio|em vez de|deixo|paro)\b|"
    r"改|而是|换成|代わりに|ではなく|じゃなくて", re.I)
# (a change already told, dated on the occasion: "In the winter I sold my car", "im Winter bin ich umgezogen",
# "en invierno vendí el coche", "no inverno mudei-me"): the past of each language, so a change is left to the
# other rules. Read per language: a Spanish preterite's ending is a French noun's ("été").
_DONE = {
    "en": r"\b(?:\w{3,}ed|sold|quit|left|moved|bought|got)\b",
    "de": r"\b(?:bin|habe|hab|hat|ist|sind|haben) \w+ \w*(?:ge\w+t|ge\w+en)\b",
    "fr": r"\b(?:j['’]ai|ai|a|avons) \w+(?:é|i|is|u)\b|\b(?:suis|est|sommes) (?!jamais\b)\w+(?:é|ée|és|i|ie|is)\b",
    "es": r"\b(?:he|has|ha|hemos|han) \w+(?:ado|ido|to|cho)\b|\b\w{3,}(?:é|í|ó|aron|ieron)\b",
    "it": r"\b(?:ho|hai|ha|abbiamo|hanno|sono|è|siamo) \w+(?:at|ut|it)[oaie]\b",
    "pt": r"\b(?!estou\b)\w{3,}(?:ei|ou|ámos|aram|eram|iram)\b|\b(?:tenho|tem|temos) \w+(?:ado|ido)\b",
    "zh": r"了$",
    "ja": r"ました$",
}
_DONE = {lang: re.compile(pattern, re.I) for lang, pattern in _DONE.items()}
# "Even" before the occasion: the stop takes it in rather than being bounded by it.
_EVEN = re.compile(r"\b(?:even|not even|même|pas même|sogar|nicht einmal|nicht mal|ni siquiera|incluso|neanche|nemmeno|"
                   r"perfino|nem mesmo|até)\b|甚至|连|でも", re.I)
# A clause of the same sentence going on with the exception, its occasion left out ("…，改打车", "…, I take the
# bus instead", "雨の日は自転車に乗らないで、バスで行きます"): what the person does then, as occasional as the rest.
# A contrast opens a statement of its own ("…, but I still live in Leeds").
_CONTRAST = re.compile(r"^(?:but|though|aber|doch|mais|pero|sin embargo|ma|però|mas|porém|但是|但|不过|可是|でも|しかし|けど)", re.I)
_SENTENCE_END = re.compile(r"[.!?。！？\n]")


def is_exception(clause: str, lang: str, message: str = "", source: str = "") -> bool:
    """Whether the clause departs from a habit on an occasion that comes back ("Every winter I stop
    cycling", "下雨天我一般不骑车"): no lasting fact of the person's, and no ending of the habit. The
    occasion may be fronted before a comma, a part the clauses read as no statement of its own ("L'hiver, je
    ne prends pas le vélo"): the words of its sentence in ``message`` before ``source`` are read for it too."""
    # (a change told, or a stop said "no longer" that takes the occasion in, "I don't cycle anymore, not even
    # in summer", "Je ne fais plus de vélo, même l'été": a habit ended for good. A stop bounded by the
    # occasion, "I don't work on weekends anymore", "L'hiver, je ne fais plus de vélo", stays an exception:
    # read as a stop, it ended the daily habit in German, Spanish and Japanese; a missed ending is the lesser
    # fault)
    if (lang in _DONE and _DONE[lang].search(clause)) or (NO_LONGER.search(clause) and _EVEN.search(clause)):
        return False
    if not _OCCASION.search(clause) and not _OCCASION.search(_sentence_before(source, message)):
        return False
    return bool(_OTHERWISE.search(clause) or is_negation(clause, lang))


def _sentence_before(source: str, message: str) -> str:
    at = message.find(source) if source else -1
    if at <= 0:
        return ""
    before = message[:at]
    ends = list(_SENTENCE_END.finditer(before))
    before = before[ends[-1].end():] if ends else before
    # (only a fronted phrase, not a clause of its own: "I moved to Leeds in winter, I don't have a car")
    return before if len(before.split()) <= 4 and len(before.strip()) <= 24 else ""


def goes_on_with_exception(source: str, before: str, message: str) -> bool:
    """Whether a clause (``source``, as written) goes on in the same sentence of ``message`` with the exception
    told in the clause before it (``before``), and not against it."""
    start = message.find(before)
    at = message.find(source, start + len(before)) if start >= 0 else -1
    if at < 0 or _CONTRAST.match(source.strip()):
        return False
    return not _SENTENCE_END.search(message[start + len(before):at])
