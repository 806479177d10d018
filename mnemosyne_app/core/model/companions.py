"""Someone named together with the person as one subject: "Sam and I got married", "Léa et moi,
on s'est séparés", "Lucía y yo nos divorciamos", "Anna und ich sind nach Leipzig gezogen", "Marco e
io ci siamo lasciati", "Eu e a Ana casámos", "妻と私は名古屋に引っ越しました".

The person is in such a clause as much as in an "I" clause, and the other person's name is part of
the fact: "User and Sam got married", not "User got married" (nor a clause dropped as being about
Sam). The "and" must not split it, its attribute is read as a "we" clause, and its fact puts the
person and the name first with the verb in the third person plural. (The owned forms "my wife and
I" in English, French, German and Spanish are core/model/clauses.py's ``_COMPANION``; this module
adds a name in those, and names or owned nouns in Italian, Portuguese and Japanese.)
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model import italian_portuguese as itpt

# A name: one or two capitalised words, not a pronoun or an opener written with a capital.
# (nor an owner: "Meine Frau und ich" is clauses.py's owned companion)
_NAME = (r"(?!(?:You|He|She|They|We|It|Then|So|And|But|Also|Now|Today|Il|Elle|Er|Sie|Es|Él|Ella|Lui|Lei|Ele|Ela|"
         r"My|Our|Mon|Ma|Mes|Notre|Nos|Mein|Meine|Unser|Unsere|Mi|Mis|Nuestr[oa]s?|Mia|Mio|Mie|Miei|Meu|Minha)\b)"
         r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?")
# A name set beside the one it names, between commas ("my husband, Tom, and I", "Eu e meu marido, o Antônio,
# moramos"): part of the subject, no clause of its own; an article may open it, as Italian and Portuguese say names.
APPOSITION = (r"\s*,\s+(?:(?:o|a|il|la|lo|el|le|der|die)\s+)?(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?"
              r"\s*,")
# (or a name right after the noun, with no commas: "Io e mia moglie Giulia abbiamo casa a Verona")
_IT_OWNED = rf"(?:mi[ao]|mie|miei)\s+[\w'’-]+(?:{APPOSITION}|\s+{_NAME})?"
_PT_OWNED = rf"(?:(?:o|a)\s+)?(?:meu|minha)\s+[\w'’-]+(?:{APPOSITION}|\s+{_NAME})?"
_PT_NAME = rf"(?:(?:o|a)\s+)?{_NAME}"

# Per language: the pattern (the companion in the group "who"), the conjunction, and "we".
_PATTERNS = {
    "en": (rf"(?:(?P<who>{_NAME})\s+and\s+(?:I|me)|I\s+and\s+(?P<who2>{_NAME}))", "and", "we"),
    "fr": (rf"(?:(?P<who>{_NAME})\s+et\s+moi|moi\s+et\s+(?P<who2>{_NAME}))", "et", "nous"),
    "de": (rf"(?:(?P<who>{_NAME})\s+und\s+ich|ich\s+und\s+(?P<who2>{_NAME}))", "und", "wir"),
    "es": (rf"(?:(?P<who>{_NAME})\s+y\s+yo|yo\s+y\s+(?P<who2>{_NAME}))", "y", "nosotros"),
    "it": (rf"(?:(?P<who>{_IT_OWNED}|{_NAME})\s+e\s+io|io\s+e\s+(?P<who2>{_IT_OWNED}|{_NAME}))", "e", "noi"),
    "pt": (rf"(?:(?P<who>{_PT_OWNED}|{_PT_NAME})\s+e\s+eu|eu\s+e\s+(?P<who2>{_PT_OWNED}|{_PT_NAME}))", "e", "nós"),
}
_COMPILED = {lang: re.compile(rf"^{p}(?=[\s,])", re.I) for lang, (p, _, _) in _PATTERNS.items()}
# Japanese: "妻と私は", "田中さんと僕は" (a short noun or name, then "and I").
_JA = re.compile(r"^(?P<who>[^\s、。はがと]{1,8})と(?:私|僕|俺|わたし|あたし)(?:は|が)")

_PERSON_AND = {"en": "User and", "fr": "L'utilisateur et", "de": "Der Nutzer und", "es": "El usuario y",
               "it": "L'utente e", "pt": "O utilizador e"}
# The "we" said again after a comma ("Léa et moi, nous nous sommes mariés", "Julien et moi, on s'est séparés").
_RESUMED = {"en": r"we", "fr": r"nous|on", "de": r"wir", "es": r"nosotr[oa]s", "it": r"noi", "pt": r"nós"}


def companion(clause: str, lang: str) -> re.Match | None:
    """The named (or, in Italian and Portuguese, owned) companion said with the person, if the clause opens on one."""
    if lang == "ja":
        return _JA.match(clause)
    pattern = _COMPILED.get(lang)
    return pattern.match(clause) if pattern else None


def hidden_conjunction(sentence: str, lang: str) -> tuple[str, str]:
    """The sentence with the companion's "and" hidden from the clause splitter (as "\\x00"), and
    the text that puts it back; the sentence unchanged when it opens on no companion. (The commas of a
    name set beside the companion are hidden too, as "\\x01": "Eu e meu marido, o Antônio, moramos …" is
    one clause.)"""
    m = companion(sentence, lang)
    if not m or lang == "ja":
        return sentence, ""
    conj = _PATTERNS[lang][1]
    hidden = re.sub(rf"\s+{conj}\s+", "\x00", m.group(0), count=1, flags=re.I).replace(",", "\x01")
    return hidden + sentence[m.end():], f" {conj} "


def as_we(clause: str, lang: str) -> str:
    """"Sam and I got married" read as "we got married", to find its attribute."""
    m = companion(clause, lang)
    if not m:
        return clause
    if lang == "ja":
        return "私たちは" + clause[m.end():]
    rest, resumed = _rest(clause[m.end():], lang)
    if resumed:  # ("Julien et moi, on s'est séparés": read as "on s'est séparés", as said)
        return clause[m.end():].strip().lstrip(", ")
    return f"{_PATTERNS[lang][2]} {rest}"


def _rest(rest: str, lang: str) -> tuple[str, bool]:
    """What follows the companion, without a "we" said again after a comma; and whether it was."""
    rest = rest.strip()
    # (French chat may leave the comma out before "on", which is never the reflexive: "Karim et moi on s'est posés")
    resumed = re.match(rf"^,\s*(?:{_RESUMED[lang]})\s+", rest, re.I) or (lang == "fr" and re.match(r"^on\s+", rest, re.I))
    if resumed:
        return rest[resumed.end():], True
    return rest.lstrip(", "), False


def fact(clause: str, lang: str) -> str | None:
    """The clause as a fact with the person and the companion first ("User and Sam got married"),
    the verb in the third person plural; None when the clause opens on no companion."""
    m = companion(clause, lang)
    if not m:
        return None
    if lang == "ja":
        return f"ユーザーと{m.group('who')}は{clause[m.end():]}".strip("。 ")
    who = m.group("who") or m.group("who2")
    after = clause[m.end():]
    # (the companion's name put after them between commas: "Eu e meu marido, o Antônio, moramos …")
    if named := _APPOSITION.match(after):
        who, after = f"{who} {named.group(1)}", after[named.end():]
    rest, resumed = _rest(after, lang)
    rest = _THEY[lang](rest, resumed)
    # (the same "we" going on after a comma with its own verb, as languages that drop the pronoun say it:
    # "Io e Giulia stiamo insieme da 4 anni, viviamo a Bologna" → "…, vivono a Bologna")
    if lang in _WE_VERB_AGAIN:
        rest = _WE_VERB_AGAIN[lang].sub(lambda v: v.group(1) + _THEY[lang](v.group(2), False), rest)
    return " ".join(f"{_PERSON_AND[lang]} {_owner_as_theirs(who, lang)} {rest}".split()).strip(" ,;:.!")


_APPOSITION = re.compile(rf"^\s*,\s*((?:(?:o|a|el|la|il|le|der|die)\s+)?{_NAME})\s*,", re.I)
_WE_VERB_AGAIN = {"es": re.compile(r"(,\s+)(\w{3,}(?:amos|emos|imos)\b)", re.I),
                  "it": re.compile(r"(,\s+)(\w{2,}iamo\b)", re.I),
                  "pt": re.compile(r"(,\s+)(\w{3,}(?:amos|emos|imos)\b)", re.I)}


def _owner_as_theirs(who: str, lang: str) -> str:
    if lang == "it":
        return re.sub(r"^mi([aoe]|ei)\b", lambda m: "su" + m.group(1), who, flags=re.I)
    if lang == "pt":
        return re.sub(r"\bmeu\b", "seu", re.sub(r"\bminha\b", "sua", who, flags=re.I), flags=re.I)
    return who


def _en(rest: str, _: bool) -> str:
    rest = re.sub(r"\b(?:my|our)\b", "their", rest, flags=re.I)
    return re.sub(r"\b(?:me|us|myself|ourselves)\b", "them", rest, flags=re.I)


def _fr(rest: str, resumed: bool) -> str:
    from mnemosyne_app.core.model.normalise import _fr_they

    rest = re.sub(r"^s['’]est\b", "se sont", rest, flags=re.I)  # ("on s'est séparés")
    rest = re.sub(r"^(?:est|a)\b", lambda m: {"est": "sont", "a": "ont"}[m.group(0).lower()], rest, flags=re.I)
    rest = re.sub(r"^nous\s+", "se ", rest, flags=re.I)  # the reflexive "nous" ("nous nous sommes mariés")
    rest = re.sub(r"^((?:se\s+)?)(\S+)", lambda m: m.group(1) + _fr_they(m.group(2)), rest)
    return re.sub(r"\bnos\b", "leurs", re.sub(r"\bnotre\b", "leur", rest, flags=re.I), flags=re.I)


def _de(rest: str, _: bool) -> str:
    rest = re.sub(r"\buns\b", "sich", rest, flags=re.I)
    return re.sub(r"\bunser(e[mnrs]?)?\b", lambda m: "ihr" + (m.group(1) or ""), rest, flags=re.I)


def _es(rest: str, _: bool) -> str:
    from mnemosyne_app.core.model.normalise import _es_they

    rest = re.sub(r"^nos\s+", "se ", rest, flags=re.I)
    rest = re.sub(r"^((?:se\s+|lo\s+)?)(\S+)", lambda m: m.group(1) + _es_they(m.group(2)), rest)  # ("lo dejamos")
    return re.sub(r"\bnuestr[oa](s?)\b", r"su\1", rest, flags=re.I)


_IT_PLURAL = {"siamo": "sono", "abbiamo": "hanno", "stiamo": "stanno", "andiamo": "vanno", "facciamo": "fanno",
              # (where a couple lives and works: "Io e mia moglie, la Sara, viviamo a Como")
              "viviamo": "vivono", "abitiamo": "abitano", "lavoriamo": "lavorano"}


def _it_they(verb: str) -> str:
    """noi-form → loro-form: "stiamo" → "stanno", "viviamo" → "vivono" (by the person's own form in the table,
    "vivo" → "vive": a verb in -a takes "-ano", the others "-ono"); a verb the table lacks stays as said."""
    low = verb.lower()
    if low in _IT_PLURAL:
        return _IT_PLURAL[low]
    if low.endswith("iamo") and (third := itpt.VERBS["it"].get(low[:-4] + "o")):
        return verb[:-4] + ("ano" if third.endswith("a") else "ono")
    return verb


def _it(rest: str, _: bool) -> str:
    rest = re.sub(r"^ci\s+", "si ", rest, flags=re.I)
    rest = re.sub(r"^((?:si\s+)?)(\S+)", lambda m: m.group(1) + _it_they(m.group(2)), rest)
    return re.sub(r"\bnostr([aoie])\b", r"loro", rest, flags=re.I)


_PT_PLURAL = {"somos": "são", "estamos": "estão", "fomos": "foram", "temos": "têm", "vamos": "vão"}


def _pt_verb(verb: str) -> str:
    low = verb.lower()
    if low in _PT_PLURAL:
        return _PT_PLURAL[low]
    for ending, they in (("ámos", "aram"), ("êmos", "eram"), ("amos", "am"), ("emos", "em"), ("imos", "iram")):
        if low.endswith(ending):
            return verb[: -len(ending)] + they
    return verb


def _pt(rest: str, _: bool) -> str:
    rest = re.sub(r"^nos\s+", "se ", rest, flags=re.I)
    rest = re.sub(r"^(\w+)-nos\b", lambda m: _pt_verb(m.group(1).rstrip("o") + "os") + "-se", rest)  # ("casámo-nos")
    rest = re.sub(r"^((?:se\s+)?)(\w+)\b(?!-)", lambda m: m.group(1) + _pt_verb(m.group(2)), rest)
    return re.sub(r"\bnoss([ao]s?)\b", r"su\1", rest, flags=re.I)


_THEY = {"en": _en, "fr": _fr, "de": _de, "es": _es, "it": _it, "pt": _pt}
assert set(_THEY) == set(_PATTERNS) and set(itpt.VERBS) <= set(_THEY)


# A home of "we", then who "we" are, the person first ("We live in Croydon, me, my husband and our son", "On habite à
# Lyon, moi, mon mari et mes deux enfants") or last ("…, my wife, our son and me"): said as the person's home with them
# ("I live in Croydon with my husband and our son"), which one_fact_each reads as the home and one fact per member.
# Without it the list was a clause of its own, "User's husband and their son", which says nothing. Only a home said by
# its verb and a named place (not "in different cities", "in the same town", "in London and Paris"), and only a list
# that is no more than the person's own people or names ("my husband", "our two kids", "Tom"): anything after it
# ("…, for now", "… who is autistic", "…, not in York", "her two kids") leaves the sentence as said.
# (each one of the household by its noun, or by name: "my two cats", "my wife, Sarah" are left as said)
_EN_HOUSEHOLD = (r"wife|husband|partner|boyfriend|girlfriend|fianc[ée]e?|sons?|daughters?|kids|children|twins|boys|girls|"
                 r"mum|mom|dad|parents|brothers?|sisters?|grandma|grandpa|grandparents")
_FR_HOUSEHOLD = (r"femme|mari|copain|copine|compagnon|compagne|conjointe?|fils|filles?|enfants|garçons|jumeaux|jumelles|"
                 r"mère|père|parents|frères?|sœurs?|soeurs?")
# (the people by their nouns, or all by their names: "my wife, Sarah" mixes the two and is left as said)
_EN_ONE = rf"(?:my|our)\s+(?:(?:two|three|four|\d+)\s+)?(?:{_EN_HOUSEHOLD})(?:\s+(?-i:[A-Z])[\w'’-]+)?(?![\w'’-])"
_FR_ONE = rf"(?:mon|ma|mes|nos)\s+(?:(?:deux|trois|quatre|\d+)\s+)?(?:{_FR_HOUSEHOLD})(?:\s+(?-i:[A-ZÀ-Þ])[\w'’-]+)?(?![\w'’-])"
_EN_NAME = r"(?-i:[A-Z])[\w'’-]+(?![\w'’-])"
_FR_NAME = r"(?-i:[A-ZÀ-Þ])[\w'’-]+(?![\w'’-])"
_EN_LIST = "|".join(rf"(?:{one}(?:\s*,\s*{one})*(?:,?\s+and\s+{one})?)" for one in (_EN_ONE, _EN_NAME))
_FR_LIST = "|".join(rf"(?:{one}(?:\s*,\s*{one})*(?:\s+et\s+{one})?)" for one in (_FR_ONE, _FR_NAME))
_WE_HOME_THEN_WHO = {
    "en": (re.compile(r"^we\s+(?P<verb>live|['’]re living|are living|rent|share)\b(?P<place>(?:\s+(?!and\b)[\w'’-]+)*?\s+(?:in|near)\s+"
                      r"(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*(?:,|:|\s[-–—])\s*(?:it['’]s\s+|just\s+)?"
                      rf"(?:me\s*(?:,|\s+and\s+)\s*(?P<rest>{_EN_LIST})|(?P<rest2>{_EN_LIST}),?\s+and\s+(?:me|myself))\s*(?P<end>[.!]?)$",
                      re.I),
           {"live": "I live", "'re living": "I'm living", "’re living": "I'm living", "are living": "I'm living",
            "rent": "I rent", "share": "I share"}, "with"),
    "fr": (re.compile(r"^(?:on|nous)\s+(?P<verb>vit|habite|vivons|habitons)\b(?P<place>(?:\s+(?!et\b)[\w'’-]+)*?\s+(?:à|au|en|dans)\s+"
                      r"(?-i:[A-ZÀ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’-]+)?)\s*(?:,|:|\s[-–—])\s*"
                      rf"(?:moi\s*(?:,|\s+et\s+)\s*(?P<rest>{_FR_LIST})|(?P<rest2>{_FR_LIST}),?\s+et\s+moi)\s*(?P<end>[.!]?)$", re.I),
           {"vit": "je vis", "vivons": "je vis", "habite": "j'habite", "habitons": "j'habite"}, "avec"),
}


def household_after_we(sentence: str, lang: str) -> str:
    """"We live in Croydon, me, my husband and our son" → "I live in Croydon with my husband and our son"."""
    if lang not in _WE_HOME_THEN_WHO:
        return sentence
    pattern, verbs, with_ = _WE_HOME_THEN_WHO[lang]
    m = pattern.match(sentence.strip())
    if not m:
        return sentence
    who = m.group("rest") or m.group("rest2")
    if lang == "fr":
        who = re.sub(r"\bnos\b", "mes", who, flags=re.I)  # (the person's now: "avec nos enfants" is "avec mes enfants")
    return f"{verbs[m.group('verb').lower()]}{m.group('place')} {with_} {who}{m.group('end')}"
