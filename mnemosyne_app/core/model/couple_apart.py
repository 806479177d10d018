"""The person's spouse or partner said beside them as one subject, with a state of the two: two facts.

"me and my wife Priya rent a flat in Croydon", "Mein Mann Günter und ich sind beide Rentner und wohnen in
Bremen", "Io e mia moglie Giulia abbiamo casa a Verona", "Wir wohnen in Leipzig, mein Freund Jonas und ich":
the couple is a fact of the person's (married to Priya, with Jonas), and the state said of the two is the
person's own (lives in Croydon). Kept as one fact ("User and their wife Priya rent a flat …"), a later move
could not end the home without ending the marriage, nor a parting the marriage without the home.

So the sentence is read as two: the tie, said as the person says it ("I'm married to Priya"), and the rest
with the person alone as its subject, the couple's verb put in the person's own form ("I rent a flat in
Croydon"), which the clause splitter then reads as any sentence of theirs. Only the nouns that name the tie
itself (a spouse, a partner); "my sister and I", "my dad and I" say nothing of a tie of the person's and stay
as they are (core/model/clauses.py ``_COMPANION``). A state that is itself the couple's ("my wife and I got
married", "… broke up", "… live together") stays whole too: the name is part of that fact.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import attribute_of

# The nouns of a spouse, and of a partner not (yet) married, per language. The German "Freund"/"Freundin"
# and the Italian "compagno" are also friends or classmates: a tie only when the two share a home (below).
_SPOUSE = {"en": r"wife|husband", "fr": r"femme|mari|épouse|époux", "de": r"frau|mann|ehefrau|ehemann",
           "es": r"mujer|marido|esposa|esposo", "it": r"moglie|marito", "pt": r"mulher|marido|esposa|esposo"}
_PARTNER = {"en": r"partner|girlfriend|boyfriend|fianc[ée]e?", "fr": r"copain|copine|compagne|compagnon|conjointe?|fiancée?",
            "de": r"freundin|freund|partnerin|partner|verlobter?", "es": r"novi[oa]|pareja|prometid[oa]",
            "it": r"fidanzat[oa]|ragazz[oa]|compagn[oa]", "pt": r"namorad[oa]|companheir[oa]|noiv[oa]"}
# (a fiancé is a partner one is engaged to: the tie said as an engagement, which a wedding or a parting then ends)
_ENGAGED = {"en": r"fianc[ée]e?", "fr": r"fiancée?", "de": r"verlobter?", "es": r"prometid[oa]", "it": r"fidanzat[oa]",
            "pt": r"noiv[oa]"}
_AMBIGUOUS = re.compile(r"^(?:freund|freundin|compagn[oa]|compagnon|compagne|pareja)$", re.I)
_OWNER = {"en": r"my|our", "fr": r"mon|ma", "de": r"mein|meine", "es": r"mi", "it": r"(?:il\s+|la\s+)?(?:mio|mia)",
          "pt": r"(?:o\s+|a\s+)?(?:meu|minha)"}
_AND = {"en": r"and", "fr": r"et", "de": r"und", "es": r"y", "it": r"e", "pt": r"e"}
_I = {"en": r"I|me", "fr": r"moi", "de": r"ich", "es": r"yo", "it": r"io", "pt": r"eu"}
# A name after the noun ("my wife Priya"), or set beside it between commas ("mon mari, Paul,"): one or two
# capitalised words, an article before it as Italian and Portuguese say names.
_NAME = r"(?:\s*,\s*|\s+)(?:(?:o|a|il|la)\s+)?(?P<name>(?-i:[A-ZÀ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’-]+)?)(?:\s*,)?"


def _owned(lang: str) -> str:
    return rf"(?:{_OWNER[lang]})\s+(?P<noun>{_SPOUSE[lang]}|{_PARTNER[lang]})(?:{_NAME})?"


def _both_orders(lang: str, before: str, after: str) -> tuple[re.Pattern, re.Pattern]:
    """The couple said as "my wife and I" or as "me and my wife", between ``before`` and ``after``."""
    return (re.compile(rf"{before}{_owned(lang)}\s+(?:{_AND[lang]})\s+(?:{_I[lang]}){after}", re.I),
            re.compile(rf"{before}(?:{_I[lang]})\s+(?:{_AND[lang]})\s+{_owned(lang)}{after}", re.I))


_FIRST = {lang: _both_orders(lang, "^", r"(?:\s*,)?\s+(?P<rest>\S.*)$") for lang in _SPOUSE}
# The couple named after the statement ("Wir wohnen in Leipzig, mein Freund Jonas und ich"): the statement
# is a "we" of the two.
_AFTER = {lang: _both_orders(lang, r"^(?P<rest>.+?),\s+", r"\s*[.!]*$") for lang in _SPOUSE}

# The tie, as the person says it: married to the name (or married), with the partner (or in a couple).
# (the participle agrees with the fact's subject, "L'utilisateur", "El usuario": one form for either partner)
_MARRIED = {"en": ("I'm married to {}", "I'm married"), "fr": ("je suis marié à {}", "je suis marié"),
            "de": ("ich bin mit {} verheiratet", "ich bin verheiratet"), "es": ("estoy casado con {}", "estoy casado"),
            "it": ("sono sposato con {}", "sono sposato"), "pt": ("sou casado com {}", "sou casado")}
_ENGAGED_TO = {"en": ("I'm engaged to {}", "I'm engaged"), "fr": ("je suis fiancé à {}", "je suis fiancé"),
               "de": ("ich bin mit {} verlobt", "ich bin verlobt"), "es": ("estoy prometido con {}", "estoy prometido"),
               "it": ("sono fidanzato con {}", "sono fidanzato"), "pt": ("sou noivo de {}", "sou noivo")}
_TOGETHER = {"en": ("I'm in a relationship with {}", "I'm in a relationship"), "fr": ("je suis en couple avec {}", "je suis en couple"),
             "de": ("ich bin mit {} zusammen", "ich bin in einer Beziehung"), "es": ("salgo con {}", "tengo pareja"),
             "it": ("sono fidanzato con {}", "sono fidanzato"), "pt": ("namoro com {}", "namoro")}

# The couple's verb in the person's own form, for the verbs a shared state is said with; a regular verb by
# its ending. (English keeps its verb but "are"/"were"; German "-en" → "-e".)
_WE_AS_I = {
    "en": {"are": "am", "were": "was", "'re": "'m", "’re": "’m"},
    "fr": {"sommes": "suis", "avons": "ai", "vivons": "vis", "allons": "vais", "faisons": "fais"},
    "de": {"sind": "bin", "haben": "habe", "waren": "war", "hatten": "hatte"},
    "es": {"somos": "soy", "estamos": "estoy", "tenemos": "tengo", "vamos": "voy", "hemos": "he", "vivimos": "vivo"},
    "it": {"siamo": "sono", "abbiamo": "ho", "stiamo": "sto", "andiamo": "vado", "facciamo": "faccio"},
    "pt": {"somos": "sou", "estamos": "estou", "temos": "tenho", "vamos": "vou", "vivemos": "vivo"},
}
_WE_ENDING = {"fr": (r"ons$", "e"), "de": (r"en$", "e"), "es": (r"(?:amos|emos|imos)$", "o"), "it": (r"iamo$", "o"),
              "pt": (r"(?:amos|emos|imos)$", "o")}
# (a determiner after "and" that only looks like a "we" verb: "… und einen Garten")
_NOT_A_VERB = re.compile(r"^(?:[kmds]?einen|unseren|diesen|jeden|allen|vielen|beiden|zwei|drei)$", re.I)
_I_WORD = {"en": "I", "fr": "je", "de": "ich", "es": "", "it": "", "pt": ""}
# The "we" of the two said again after them ("Julien et moi, on …", "Io e mia moglie, noi …").
_RESUMED = {"en": r"we", "fr": r"nous|on", "de": r"wir", "es": r"nosotr[oa]s", "it": r"noi", "pt": r"nós|a gente"}
# "both", said of the two, is no part of the person's own state ("sind beide Rentner").
_BOTH = re.compile(r"\b(?:both|tous (?:les )?deux|toutes (?:les )?deux|beide|ambos|ambas|entrambi|entrambe|ambedue|os dois|as duas)\s+",
                   re.I)
# The words after a verb of the two that make its state the couple's own: no state of the person alone.
_TOGETHER_WORDS = re.compile(r"\b(?:together|each other|ensemble|zusammen|juntos|juntas|insieme|juntos)\b", re.I)
# The possessive of the two, as the person's: "our flat" → "my flat".
_OUR = {"en": [(r"\bour\b", "my"), (r"\bus\b", "me")], "fr": [(r"\bnotre\b", "mon"), (r"\bnos\b", "mes")],
        "de": [(r"\bunser(e[mnrs]?)?\b", r"mein\1"), (r"\buns\b", "mich")], "es": [(r"\bnuestr([oa]s?)\b", r"mi")],
        "it": [(r"\bnostr[oaie]\b", "mio")], "pt": [(r"\bnoss([oa]s?)\b", r"meu")]}


def _verb_as_mine(word: str, lang: str) -> str:
    low = word.lower()
    if low in _WE_AS_I[lang]:
        return _WE_AS_I[lang][low]
    if lang in _WE_ENDING:
        ending, mine = _WE_ENDING[lang]
        if re.search(ending, low) and len(low) > 4:
            return re.sub(ending, mine, low)
    return word


def _as_mine(rest: str, lang: str) -> str:
    """The couple's statement with the person alone as its subject: "rent a flat in Croydon" → "I rent a
    flat in Croydon", "sind beide Rentner und wohnen in Bremen" → "ich bin Rentner und wohne in Bremen"."""
    rest = _BOTH.sub("", rest.strip(" ,"))
    # (the "we" said again after a comma, "Moi et mon copain, on habite à Nantes": the person's "I" in its stead,
    # and French "on" takes the verb's third person, "on a" → "j'ai")
    if resumed := re.match(rf"^(?:{_RESUMED[lang]})\s+", rest, re.I):
        rest = rest[resumed.end():]
        if lang == "fr":
            rest = re.sub(r"^(?:a|est|va|fait)\b", lambda v: {"a": "ai", "est": "suis", "va": "vais", "fait": "fais"}[v.group(0).lower()],
                          rest, flags=re.I)
    words = rest.split(" ")
    words[0] = _verb_as_mine(words[0], lang)
    # (a second verb of the two after "and": "… und wohnen in Bremen")
    for i in range(1, len(words) - 1):
        if re.fullmatch(_AND[lang], words[i], re.I) and not _NOT_A_VERB.match(words[i + 1]):
            words[i + 1] = _verb_as_mine(words[i + 1], lang)
    mine = " ".join(words)
    for pattern, repl in _OUR[lang]:
        mine = re.sub(pattern, repl, mine, flags=re.I)
    if lang == "fr" and re.match(r"[aeiouyéèêh]", mine, re.I):
        return f"j'{mine}"  # ("j'habite", not "je habite")
    return f"{_I_WORD[lang]} {mine}".strip()


def _we_as_mine(statement: str, lang: str) -> str | None:
    """A "we" statement told before the couple ("Wir wohnen in Leipzig") with the person as subject."""
    words = statement.split(" ")
    if re.fullmatch(_RESUMED[lang], words[0], re.I):
        return _as_mine(" ".join(words[1:]), lang)
    if lang == "de" and "wir" in (low := [w.lower() for w in words])[1:]:  # ("Seit Mai wohnen wir in Leipzig")
        k = low.index("wir")
        return " ".join([*words[:k - 1], _verb_as_mine(words[k - 1], lang), "ich", *words[k + 1:]])
    if lang in ("es", "it", "pt") and _verb_as_mine(words[0], lang) != words[0]:  # (the pronoun left out: "Vivimos en …")
        return _as_mine(statement, lang)
    return None


def couple_apart(sentence: str, lang: str) -> tuple[str, str] | None:
    """(the tie, the rest as the person's own sentence) for a sentence whose subject is the person and their
    spouse or partner; None when it is not one, or when its state is the couple's own."""
    if lang not in _FIRST:
        return None
    if m := next((found for p in _FIRST[lang] if (found := p.match(sentence))), None):
        rest = _as_mine(m.group("rest"), lang)
    elif (m := next((found for p in _AFTER[lang] if (found := p.match(sentence))), None)) and (
            mine := _we_as_mine(m.group("rest"), lang)):
        rest = mine
    else:
        return None
    noun, name = m.group("noun").lower(), m.group("name")
    kind = attribute_of(rest)
    # (a state of the couple itself, "got married", "live together", keeps the name in its fact; a rest no rule
    # places, "my wife and I went to Rome", is still the person's doing, and the tie is still theirs)
    if kind == "relationship" or _TOGETHER_WORDS.search(m.group("rest")):
        return None
    # (a friend or classmate one shares a flat with is no partner: the ambiguous nouns only for a home
    # shared with a name, "mein Freund Jonas und ich wohnen …")
    said = tie(noun, name, lang, shared_home=kind == "residence" and bool(name))
    return (said, rest) if said else None


def tie(noun: str, name: str | None, lang: str, shared_home: bool = False) -> str | None:
    """The tie to a spouse or partner by its noun, said as the person says it ("I'm married to Priya"); None
    for any other noun, or an ambiguous one ("mein Freund" is as often a friend) but for a home the two share."""
    if lang not in _SPOUSE or (_AMBIGUOUS.match(noun) and not shared_home):
        return None
    if re.fullmatch(_SPOUSE[lang], noun, re.I):
        said = _MARRIED[lang]
    elif re.fullmatch(_ENGAGED[lang], noun, re.I):
        said = _ENGAGED_TO[lang]
    elif re.fullmatch(_PARTNER[lang], noun, re.I):
        said = _TOGETHER[lang]
    else:
        return None
    return said[0].format(name) if name else said[1]

