"""States said with how long they have held (issue 28).

A state and its duration with no verb ("vegetarian here for 10 yrs", "Vegan depuis 2019", "Vegetariano
da dieci anni") is the person's state, said as chat says it: the verb is put back ("I've been vegetarian
for 10 yrs") so the rules read it under its attribute, the duration kept in the fact's words (the Profile
reads it as "since …", core/model/how_long.py). Spanish says a job or a couple by how long it has lasted
("llevo 8 años de electricista", "llevamos 4 años juntos"): read without the duration, that is the state
itself ("soy electricista", "estamos juntos"), so a later change of job or of partner ends it.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model import italian_portuguese, normalise
from mnemosyne_app.core.model.stopping import NO_LONGER, STOP_VERB

from mnemosyne_app.core.model.how_long import DURATION

_YEAR = r"(?:19|20)\d{2}"
# The duration up to now after the state, per language; the verb the person's state takes there.
_UP_TO_NOW = {
    "en": (rf"(?:for (?:the (?:past|last) )?{DURATION}|since {_YEAR})(?:,? now)?", "I've been {state} {since}"),
    "fr": (rf"depuis (?:{DURATION}|{_YEAR})", "je suis {state} {since}"),
    "de": (rf"seit (?:{DURATION}|{_YEAR})", "ich bin {state} {since}"),
    "es": (rf"desde (?:hace {DURATION}|{_YEAR})", "soy {state} {since}"),
    "it": (rf"(?:da {DURATION}|dal {_YEAR})", "sono {state} {since}"),
    "pt": (rf"(?:(?:há|faz) {DURATION}|desde {_YEAR})", "sou {state} {since}"),
}
# A state of a word or a few, no verb, no one named: not a place ("in Paris for two weeks" is a stay), not a
# negation ("not vegan since 2019"), not someone's ("my sister for 3 years"), not a pronoun.
_NOT_A_STATE = (r"(?!(?:in|at|on|to|from|with|not|no|never|my|his|her|our|their|your|the|this|that|i|we|you|he|she|they|"
                r"it|à|au|en|dans|chez|avec|pas|jamais|mon|ma|mes|son|sa|ses|je|il|elle|on|nous|in|im|am|bei|nach|mit|"
                r"nicht|kein|keine|nie|mein|meine|ich|er|sie|wir|es|a|en|con|no|nunca|mi|mis|su|yo|él|ella|da|di|con|"
                r"non|mai|io|lui|lei|em|no|na|com|não|nunca|meu|minha|eu|ele|ela|"
                # (nor a clause that has its verb: "sou vegana há 5 anos" is read as it is)
                r"i['’]m|im|am|is|are|was|been|have|has|suis|est|sommes|bin|ist|sind|war|soy|es|estoy|está|estamos|"
                r"sono|è|sto|siamo|sou|é|estou|somos|fui|era)\b)")
# (a word or two with no preposition: a state's name, "vegetarian", "Vegan", "Married"; "Worked at Tesco for
# 5 years", "Habite à Lyon depuis 2 ans" are a verb's, read as they are)
_PREPOSITION = (r"(?:in|at|on|with|for|from|to|as|à|au|aux|en|chez|dans|pour|comme|avec|bei|als|für|mit|nach|im|am|"
                r"de|del|con|para|como|a|di|per|come|al|alla|em|no|na|com|ao|da)")
_VERBLESS = {lang: re.compile(rf"^(?P<state>{_NOT_A_STATE}[^\W\d_][\w'’-]*(?: (?!(?:{_PREPOSITION}|here|now|ici|hier|aquí|qui|aqui)\b)[\w'’-]+)?)"
                              rf"(?: (?:here|now|ici|hier|aquí|qui|aqui))?,? (?P<since>{since})(?:[.!]?$|,\s+(?P<rest>.+))", re.I)
             for lang, (since, _) in _UP_TO_NOW.items()}

# What follows the comma, if it opens on no subject of the person's ("…, need a lunch idea", "…, what can I
# order"), is dropped: a statement of theirs ("…, my husband eats meat") is left to be read as it is.
_OWN = re.compile(r"(?:(?:and|but|also|et|mais|und|aber|y|pero|e|ma|mas)\s+)?(?:i|i['’]m|my|me|we|our|je|j['’]|mon|ma|mes|nous|ich|mein\w*|wir|yo|mi|mis|nosotros|io|mio|mia|"
                  r"miei|noi|eu|meu|minha|nós)\b", re.I)


# The person's own verbs, said without a pronoun ("Fumo há 15 anos", "Nuoto da dieci anni", "Trabajo desde
# hace 3 años"): no verbless state's name (normalise's tables of first-person forms).
_OWN_VERBS = {"it": frozenset(italian_portuguese.VERBS["it"]), "pt": frozenset(italian_portuguese.VERBS["pt"]),
              "es": frozenset(normalise._ES_VERBS)}


# Words after a state that end it: "no longer" or a stop ("Vegetarian for 10 yrs, but not anymore", ", quit last
# month"), not a word of denial alone ("Vegan for 5 years, no regrets", "not vegan though").
def _turned(rest: str) -> bool:
    return bool(NO_LONGER.search(rest) or STOP_VERB.search(rest))


def with_its_verb(part: str, lang: str, attribute_of) -> str | None:
    """The person's state said with its duration and no verb, with its verb put back ("vegetarian here for
    10 yrs" → "I've been vegetarian for 10 yrs"), if the rules (``attribute_of``) know the state; else None."""
    pattern = _VERBLESS.get(lang)
    m = pattern.match(part) if pattern else None
    if not m:
        return None
    if m.group("rest") and _OWN.match(m.group("rest")):
        return None  # (a statement of the person's after it is read as the clause it is)
    if m.group("rest") and _turned(m.group("rest")):
        return None  # (nor one the words after it end or turn: "Vegetarian for 10 yrs, but not anymore", ", quit last month")
    template = _UP_TO_NOW[lang][1]
    state = m.group("state")
    if state.split()[0].lower() in _OWN_VERBS.get(lang, ()):
        return None  # (the person's verb with no pronoun, as Romance languages say it: "Fumo há quinze anos" is "I smoke")
    if lang != "de":  # (a sentence's capital is no part of the state; German nouns keep theirs)
        state = state[:1].lower() + state[1:]
    bare = template.format(state=state, since="").strip()  # ("I've been vegetarian": the state alone)
    if attribute_of(bare) is None:
        return None
    return template.format(state=state, since=m.group("since"))


def opening_state(sentence: str, lang: str, attribute_of) -> str | None:
    """The state and its duration a question opens on, set off by its comma ("Vegetarian since 2020, any
    easy dinners?"): a statement before the question, as "I'm vegetarian, any easy dinners?" is."""
    pattern = _VERBLESS.get(lang)
    m = pattern.match(sentence) if pattern else None
    if not m or not m.group("rest") or _OWN.match(m.group("rest")) or _turned(m.group("rest")):
        return None
    head = sentence[:m.start("rest")].rstrip(" ,")
    return head if with_its_verb(head, lang, attribute_of) else None


# A duration alone, cut from the state it tells the length of by a comma ("Soy cajera en Valencia, llevo 7
# años", "I'm a nurse at St Anne's, 6 years now"): no fact alone, it is joined back to the clause before.
_LONE = {
    "en": rf"(?:(?:i['’]ve |i have )?been (?:there|here|at it|doing it|doing this) )?(?:for )?{DURATION}(?:,? now)?",
    "fr": rf"(?:ça fait|cela fait|depuis) {DURATION}(?: maintenant| déjà)?",
    "de": rf"(?:schon )?seit {DURATION}(?: schon)?",
    "es": rf"(?:(?:ya )?(?:llevo|llevamos) (?:ya )?|desde hace ){DURATION}(?: ya)?",
    "it": rf"(?:ormai |già )?da {DURATION}(?: ormai)?",
    "pt": rf"(?:já )?(?:há|faz) {DURATION}(?: já)?",
}
_LONE_RE = {lang: re.compile(rf"^(?:{p})[.!]?$", re.I) for lang, p in _LONE.items()}
# (Chinese and Japanese: a verb with how long, "骑了三年了", "もう5年です"; a detail clauses._ZH_DETAIL_ONLY
# drops after its state, and no fact alone)
_CJK_LONE = re.compile(r"^(?:我|私は|用户|ユーザーは)?(?:已经|都|もう)?(?:[\u4e00-\u9fff]{1,2}了)?(?:快|差不多|将近|有|近)?"
                       r"[一二三四五六七八九十百两几半\d]+多?个?(?:年|个月|月|星期|周|天|ヶ月|か月)(?:間)?多?(?:了|です|になります)?[。！!]?$")


def is_lone_duration(text: str, lang: str) -> bool:
    """Whether ``text`` says only how long something has held ("llevo 7 años", "骑了三年了"): no fact."""
    pattern = _CJK_LONE if lang in ("zh", "ja") else _LONE_RE.get(lang)
    return bool(pattern and pattern.match(re.sub(r"^(?:User|El usuario|L['’]utilisateur|Der Nutzer|L['’]utente|"
                                                 r"O utilizador)\s+", "", text.strip())))


_ES_LLEVO = re.compile(r"^(?:ya )?(?:llevo|llevamos) (?:ya )?", re.I)


def joined_durations(parts: list[str], lang: str) -> list[str]:
    """``parts`` with a lone duration joined back to the clause before it, its words kept."""
    pattern = _LONE_RE.get(lang)  # (not Chinese or Japanese, which drop it: clauses._ZH_DETAIL_ONLY)
    if pattern is None or len(parts) < 2:
        return parts
    out: list[str] = []
    for part in parts:
        if out and pattern.match(part.strip()):
            # (Spanish says it with the person's verb, which the fact would keep unrewritten: "desde hace")
            tail = _ES_LLEVO.sub("desde hace ", part.strip()) if lang == "es" else part.strip()
            out[-1] = f"{out[-1]}, {tail}"
        else:
            out.append(part)
    return out


# Spanish "llevar" + how long + the state: "llevo 8 años de electricista" (de/como: a job or a role),
# "llevamos 4 años juntos" (a couple); the person's own forms, not "llevaba" (over).
_ES_LLEVAR = re.compile(rf"\b(?P<verb>llevo|lleva|llevamos|llevan)\s+(?:ya\s+)?{DURATION}\s+"
                        r"(?:(?P<role>(?:de|como)\s+)|(?P<couple>juntos|juntas)\b)", re.I)
_ES_BE = {"llevo": "soy", "lleva": "es", "llevamos": "estamos", "llevan": "están"}


def without_duration(clause: str) -> str | None:
    """The state a clause says by how long it has lasted, said as the state ("llevo 8 años de electricista"
    → "soy electricista", "llevamos 4 años juntos" → "estamos juntos"), for the attribute rules; else None."""
    m = _ES_LLEVAR.search(clause)
    if not m:
        return None
    be = _ES_BE[m.group("verb").lower()]
    if m.group("couple"):
        return clause[:m.start()] + f"{'estamos' if m.group('verb').lower() == 'llevamos' else be} juntos" + clause[m.end():]
    return clause[:m.start()] + f"{be} " + clause[m.end():]
