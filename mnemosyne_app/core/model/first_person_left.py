"""A fact reads as said of the person, in the third person: one that keeps the person's own words is garbled.

The normalisers (normalise.py, italian_portuguese.py) rewrite the person's pronoun, possessive and the verb
after them by their tables. What the tables do not hold is left as said, glued to the person's subject:
a first-person verb they do not know ("ci metto cinque minuti" → "L'utente ci metto cinque minuti", "eu só
recebo a 10", "cobro el día 10"), a first-person plural ("Agora somos eu, o Rafa, …"), a clause with no verb
at all ("Io sempre in Ferrero" → "L'utente sempre in Ferrero"), someone else named where the verb should be
("Al final Toby se fue …" → "El usuario al final Toby se fue …"), or a clause about something else that keeps
the person's pronoun ("la maison me paraît bien grande", "… gearbeitet hab, hatte der Nutzer …").

``mend`` rewrites what is certain by grammar; ``garbled`` tells what is still left. statements.py keeps no
garbled fact the model would be asked about (a fact nobody can read is worse than none); one that carries a
state or an ending the rules placed is kept, as a lasting state lost is a failure too.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model import italian_portuguese as itpt

# Said in quotes, the words are someone's speech, not the fact's grammar ("Il capo mi ha detto «sei bravo»").
_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"|«[^»]*»|„[^“”]*[“”]|「[^」]*」|『[^』]*』")

# The person's own words, by language: pronouns, possessives, and the verbs whose form is first person only.
# (Words that are also another person's are left out: Italian "sono" is "they are" too, German "habe" a
# reported speech's "er habe".)
_OWN_WORDS = {
    "en": re.compile(r"\b(?:I|I['’](?:m|ve|d|ll)|me|my|myself|mine)\b"),
    "fr": re.compile(r"\b(?:je|j['’]|me|m['’]|moi|mon|ma|mes)(?=[\s,.;!?]|$|(?<=['’]))", re.I),
    "de": re.compile(r"\b(?:ich|mich|mir|mein|meine|meinen|meinem|meiner|meines|hab|bin)\b", re.I),
    "es": re.compile(r"\b(?:yo|me|mi|mis|mí|conmigo|soy|estoy|tengo)\b", re.I),
    "it": re.compile(r"\b(?:io|mi|me|mio|mia|miei|mie|ho)\b", re.I),
    "pt": re.compile(r"\b(?:eu|me|mim|comigo|meu|minha|meus|minhas|sou|estou|tenho)\b", re.I),
    "zh": re.compile(r"我"),
    # (私 as a pronoun, before its particle: not 私立, 私服)
    "ja": re.compile(r"(?:私|僕|俺|わたし|あたし)(?=[はがのもにをとたで])"),
}

# How each language that drops "I" writes the person as subject (the normalisers' own openings).
_PERSON = {"es": "El usuario", "it": "L'utente", "pt": "O utilizador"}
# What may stand before the person's verb (a leading pronoun, time, adverb or clitic): the normalisers' leads.
_LEAD = {"it": itpt._LEAD["it"], "pt": itpt._LEAD["pt"]}
# The person's pronoun, said before the verb.
_SELF = re.compile(r"^(?:yo|io|eu)\s+", re.I)
# Words that open a clause and end as a first-person verb does, but are none: prepositions, conjunctions and
# adverbs in -o ("dopo il lavoro", "quando", "como", "muito").
_O_NOT_VERB = {
    "it": {"dopo", "quando", "tanto", "molto", "troppo", "spesso", "presto", "subito", "proprio", "almeno", "sotto",
           "sopra", "dietro", "verso", "fino", "secondo", "questo", "quello", "tutto", "ecco", "pochino"},
    "pt": {"como", "quando", "pelo", "no", "do", "ao", "o", "muito", "pouco", "tanto", "logo", "cedo", "todo",
           "isso", "isto", "aquilo", "outro", "neste", "nesse", "desse", "deste"},
    "es": {"como", "cuando", "pero", "tanto", "luego", "pronto", "todo", "poco", "mucho", "solo", "sólo", "esto",
           "eso", "otro", "medio", "casi"},
}
# Words that open no verb: the clause said none ("Io sempre in Ferrero", "Yo siempre en Mercadona").
_NO_VERB = {
    "it": {"in", "a", "al", "alla", "allo", "ai", "alle", "da", "dal", "dalla", "di", "del", "della", "per", "con",
           "su", "sul", "sulla", "tra", "fra", "il", "lo", "la", "i", "gli", "le", "un", "una", "uno"},
    "pt": {"em", "no", "na", "nos", "nas", "a", "à", "ao", "de", "do", "da", "com", "para", "pra", "pro", "o", "os",
           "as", "um", "uma", "num", "numa"},
    "es": {"en", "a", "al", "de", "del", "con", "para", "por", "el", "la", "los", "las", "un", "una"},
}
# A first-person verb by its ending, when no table rewrote it: the singular present ("metto", "recebo",
# "cobro") and the plural ("somos", "andiamo").
_FIRST_ENDING = {"it": re.compile(r"^\w+(?:o|iamo)$"), "pt": re.compile(r"^\w*[^ã\W]o$|^\w+mos$"),
                 "es": re.compile(r"^\w+(?:o|mos)$")}

# Italian's imperfect, the person's, in a clause after a subordinating word ("da quando avevo otto anni",
# "quello che pagavo a Milano"): "-vo" is first person only, "-va" its third ("ero" → "era").
_IT_IMPERFECT = re.compile(r"\b(che|quando|mentre|dove|come|perché|se)\s+((?:(?:non|ci|ne|lo|la|li|le|gli|già|mi)\s+)*)"
                           r"(\w{2,}[aei]vo|ero)\b", re.I)
# A relative clause at the end that keeps the person's words ("… un cane che mi segue ovunque"): what it says
# is the person seen by another; the fact is the clause before it.
# (German sets its relative clause off by a comma, as its article is the same word)
_RELATIVE = {"it": r"\s+che", "pt": r"\s+que", "es": r"\s+que", "fr": r"\s+(?:qui|que|qu['’])", "de": r",\s+(?:der|die|das|den|dem)",
             "en": r"\s+(?:who|which|that)"}


def mend(fact: str, lang: str) -> str:
    """The fact with what grammar rewrites for certain rewritten: Italian's imperfect after a subordinating
    word, and a relative clause that still holds the person's words cut."""
    if lang == "it":
        fact = _IT_IMPERFECT.sub(_it_imperfect_third, fact)
    own, relative = _OWN_WORDS.get(lang), _RELATIVE.get(lang)
    if own is None or relative is None:
        return fact
    m = re.search(rf",?(?:{relative})(?:\s|(?<=['’]))", fact, re.I)
    if m and own.search(_QUOTED.sub("", fact[m.end():])) and not own.search(_QUOTED.sub("", fact[:m.start()])):
        head = fact[:m.start()]
        if len(head.split()) >= 3:  # (a subject and a verb with something of its own: "L'utente ha un cane")
            return head
    return fact


def _it_imperfect_third(m: re.Match) -> str:
    """"che pagavo" → "che pagava", "quando mi sentivo" → "quando si sentiva", "quando ero" → "quando era"."""
    verb = m.group(3)
    clitics = re.sub(r"\bmi\b", "si", m.group(2), flags=re.I)
    return f"{m.group(1)} {clitics}{'era' if verb.lower() == 'ero' else verb[:-1] + 'a'}"


def garbled(fact: str, clause: str, lang: str) -> bool:
    """Whether ``fact`` (normalised from ``clause``) still keeps the person's own words: a first-person
    pronoun, possessive or verb form outside quotes, or, in the languages that drop "I", a clause whose verb
    the normaliser could not rewrite (first person by its ending, none at all, or someone else named there)."""
    own = _OWN_WORDS.get(lang)
    if own is not None and own.search(_QUOTED.sub("", fact)):
        return True
    person = _PERSON.get(lang)
    if person is None or not fact.startswith(person + " "):
        return False
    word = _verb_slot(clause, lang)
    if word is None or not re.search(rf"(?<!\w){re.escape(word)}(?!\w)", fact, re.I):
        return False  # (rewritten: "vivo" became "vive")
    low = word.lower()
    if low in _NO_VERB[lang] or (word[:1].isupper() and low not in _O_NOT_VERB[lang]):
        return True  # (no verb, or someone else named as the subject: "al final Toby se fue")
    return bool(_FIRST_ENDING[lang].match(low)) and low not in _O_NOT_VERB[lang]


def _verb_slot(clause: str, lang: str) -> str | None:
    """The word where the person's verb stands in ``clause``, as the normaliser reads it: after a pronoun,
    the lead (time, adverbs, clitics) and a fronted phrase."""
    from mnemosyne_app.core.model.fronted import after_adverbial  # (fronted.py imports normalise)
    from mnemosyne_app.core.model.normalise import _ES_LEAD

    s = clause.strip()
    if re.match(r"^(?:(?:il|la|i|le|o|a|os|as)\s+)?(?:mio|mia|miei|mie|meu|minha|meus|minhas|mi|mis)\s", s, re.I):
        return None  # (someone the person has is the subject: "Mia figlia …" is rewritten whole)
    if (split := after_adverbial(s, lang)) is not None:
        s = split[1]
    s = _SELF.sub("", s)
    lead = re.match(_ES_LEAD if lang == "es" else _LEAD[lang], s, re.I)
    s = s[lead.end():] if lead else s
    s = re.sub(r"^(?:(?:me|mi|ci|se|si|ne|te|nos|lo|la|le|lhe)\s+)+", "", s, flags=re.I)
    m = re.match(r"[^\s,.;:!?]+", s)
    return m.group(0) if m else None


# A third person's verb or pronoun right after a name: the name is the subject ("Toby se fue", "Fido è andato",
# "o Rex foi morar", "Luna tiene").
_THIRD_AFTER = {"es": r"se|le|lo|la|me|nos|ya|no|es|está|estaba|era|fue|ha|tiene|tenía|vive",
                "it": r"si|gli|le|lo|la|mi|ci|ne|già|non|è|era|ha|aveva|sta|vive",
                "pt": r"se|lhe|o|a|me|nos|já|não|é|está|era|foi|tem|tinha|vive|mora"}
_ARTICLE_BEFORE_NAME = {"es": r"(?:el|la)\s+", "it": r"(?:il|la|lo|l['’])\s*", "pt": r"(?:o|a)\s+"}


def someone_named_first(clause: str, lang: str) -> str | None:
    """A clause whose subject is someone the person names, after the person's lead ("Al final Toby se fue a
    vivir con mis suegros", "Alla fine Fido è andato a vivere con i miei suoceri"): the clause as said, the
    person's possessives and object pronouns rewritten, not glued to the person as subject ("El usuario al
    final Toby se fue …"). None when the clause opens on the person's own verb."""
    if lang not in _PERSON:
        return None
    from mnemosyne_app.core.model import person_in_others_words as others_words
    from mnemosyne_app.core.model.normalise import _ES_LEAD, _ES_VERBS, _HOUSEHOLD_POSSESSIVES

    s = clause.strip()
    lead = re.match(_ES_LEAD if lang == "es" else _LEAD[lang], s, re.I)
    start = lead.end() if lead else 0
    m = re.compile(rf"(?:{_ARTICLE_BEFORE_NAME[lang]})?((?-i:[A-ZÀ-Þ])[\w-]+)\s+(?:{_THIRD_AFTER[lang]})\s", re.I).match(s, start)
    if not m:
        return None
    name = m.group(1).lower()
    if name in (_ES_VERBS if lang == "es" else itpt.VERBS[lang]) or name in _NO_VERB[lang] or name in _O_NOT_VERB[lang]:
        return None  # (the person's own verb, or no name: "Vivo a Roma", "Sono a Roma")
    if start == 0 and m.start(1) == 0 and _FIRST_ENDING[lang].match(name):
        return None  # (a first word in its sentence's capital that ends as the person's verb: "Cobro lo …")
    said = _HOUSEHOLD_POSSESSIVES[lang](others_words.as_object(s, lang))
    return " ".join(said.split()).strip(" ,;:.!")[:1].upper() + " ".join(said.split()).strip(" ,;:.!")[1:]


_OPENING_CLITIC = {"es": re.compile(r"^me\s+(?=\w)", re.I), "it": re.compile(r"^mi\s+(?=\w)", re.I),
                   "pt": re.compile(r"^me\s+(?=\w)", re.I)}
_ES_INDIRECT = re.compile(r"^me\s+(?:(?:ha|han|había|habían)\s+)?\w+\s+(?:un|una|unos|unas|el|la|los|las)\s", re.I)
_TO_THE_PERSON = {"es": "Al usuario le ", "it": "All'utente ", "pt": "Ao utilizador "}


def said_of_the_person(text: str, lang: str) -> str:
    """A clause kept as said (someone named, a thing lost, the household's "we") with the person in it said in
    the third person where the case is sure: the dative opening it ("Me regalaron una guitarra" → "Al usuario le
    regalaron una guitarra"), after a preposition ("devant chez moi" → "devant chez l'utilisateur") and as owner
    ("sold it to my neighbour" → "… their neighbour")."""
    from mnemosyne_app.core.model import person_in_others_words as others_words
    from mnemosyne_app.core.model.normalise import _HOUSEHOLD_POSSESSIVES, _de_possessives, _fr_possessives

    # (the person's clitic opening the clause is said by the dative phrase, which needs no one named before it:
    # "Mi hanno diagnosticato …" → "All'utente hanno diagnosticato …", "Me robaron …" → "Al usuario le robaron …")
    # (only where the case is sure, a direct object of its own after the verb: "Mi hanno licenziato", "Me han
    # hecho jefa" are the person as direct object, no dative)
    original = text
    indirect = _ES_INDIRECT if lang == "es" else others_words._INDIRECT.get(lang, (None,))[0]
    if (m := _OPENING_CLITIC.get(lang)) and (opening := m.match(text)) and indirect and indirect.match(text):
        text = _TO_THE_PERSON[lang] + text[opening.end():]
    from mnemosyne_app.core.model.attributes import attribute_of, is_negation
    from mnemosyne_app.core.model.stopping import lost_thing, stop_said

    # (no object pronoun in its stead, "On lui a volé", "Man hat ihn befördert": with no one named before it, whom
    # it stands for is lost; only the stressed pronoun after a preposition, which names the person)
    said = others_words.stressed(text, lang)
    if lang == "en":
        said = re.sub(r"\bmy\b", "their", said)
    elif lang == "fr":
        said = _fr_possessives(said)
    elif lang == "de":
        said = _de_possessives(said)
    elif lang in _HOUSEHOLD_POSSESSIVES:
        said = _HOUSEHOLD_POSSESSIVES[lang](said)
    # (the fact is read again when it is stored, for the stop or the loss it tells: a wording those rules no
    # longer read as one, "On lui a volé la Clio", would leave the Clio current; the words as said stay then)
    # (and so for its attribute and its negation: "Me despidieron" is a job left to attributes.py)
    if (bool(stop_said(said)) != bool(stop_said(original)) or bool(lost_thing(said)) != bool(lost_thing(original))
            or attribute_of(said) != attribute_of(original) or is_negation(said, lang) != is_negation(original, lang)):
        return original
    return said
