"""The person inside a phrase or clause that is not theirs to open, said as "the user".

normalise.py rewrites the person's own subject and possessives. Two things in a message are the
person's without being its subject, and left alone they garble the fact:

- an owner before an adjective: "mon dernier jour chez Renault" is "le dernier jour de l'utilisateur",
  not "le dernier de l'utilisateur jour" (the owner goes after the whole noun phrase, and the
  adjectives that stand before a noun are a closed class in each language);
- the person as object in someone else's clause: "mis hijos me regalaron una bici" is "le regalaron",
  "pour être près de moi" is "près de l'utilisateur". A stressed pronoun after a preposition is
  always the person, so it becomes the person's name; a clitic ("me", "m'", "mi") becomes the
  third person only where its case is sure (Spanish "le" and German "ihm"/"ihn" mark the case by
  form; in French, Italian and Portuguese it is the indirect object — "lui", "gli", "lhe" — only when
  the verb after it has its own direct object, "m'a offert un vélo"). Where the case is not sure
  ("mon chef m'a appelé") the words stay as the person said them.

And an owner inside someone else's clause is the person's, said as such: "Die Eltern meiner Freundin" are
"die Eltern der Freundin des Nutzers" and "le chat de ma grand-mère" is "le chat de la grand-mère de
l'utilisateur" ("seiner Freundin", "sa grand-mère" leave a reader of the Profile unsure whose they are).
"""

from __future__ import annotations

import re

# Adjectives (and numbers) that stand between an owner and its noun, by language.
_BEFORE_NOUN = {
    "fr": r"nouveaux?|nouvel(?:le)?s?|ancien(?:ne)?s?|derni(?:er|ère)s?|premi(?:er|ère)s?|meilleure?s?|petite?s?|"
          r"grande?s?|vieux|vieil(?:le)?s?|jeunes?|ch(?:er|ère)s?|future?s?|prochaine?s?|seule?s?|actuel(?:le)?s?|"
          r"deuxième|second(?:e)?|deux|trois|quatre|cinq",
    "es": r"nuev[oa]s?|antigu[oa]s?|viej[oa]s?|últim[oa]s?|primer[oa]?s?|mejor(?:es)?|pequeñ[oa]s?|gran(?:des?)?|"
          r"querid[oa]s?|actual(?:es)?|futur[oa]s?|próxim[oa]s?|segund[oa]s?|únic[oa]s?|dos|tres|cuatro|cinco",
    "it": r"nuov[oaie]|vecchi[oae]?|ultim[oaie]|prim[oaie]|miglior[ei]?|piccol[oaie]|grand[ei]|gran|car[oaie]|"
          r"attual[ei]|futur[oaie]|prossim[oaie]|unic[oaie]|second[oaie]|due|tre|quattro|cinque",
    "pt": r"nov[oa]s?|antig[oa]s?|velh[oa]s?|últim[oa]s?|primeir[oa]s?|melhor(?:es)?|pequen[oa]s?|grandes?|"
          r"querid[oa]s?|atua(?:l|is)|futur[oa]s?|próxim[oa]s?|únic[oa]s?|segund[oa]s?|dois|duas|três|quatro|cinco",
}
_ES_NUMBERS = {"dos", "tres", "cuatro", "cinco"}
_OWNER = {"fr": r"(mon|ma|mes)", "es": r"(mi|mis)", "it": r"(?:(?:il|la|i|le)\s+)?(mio|mia|miei|mie)",
          "pt": r"(?:(?:o|a|os|as)\s+)?(meu|minha|meus|minhas)"}
_ARTICLE = {"fr": {"mon": "le", "ma": "la", "mes": "les"}, "it": {"mio": "il", "mia": "la", "miei": "i", "mie": "le"},
            "pt": {"meu": "o", "minha": "a", "meus": "os", "minhas": "as"}}
_OF_THE_PERSON = {"fr": "de l'utilisateur", "es": "del usuario", "it": "dell'utente", "pt": "do utilizador"}
_OWNED_WITH_ADJECTIVE = {lang: re.compile(rf"^{owner}\s+((?:(?:{_BEFORE_NOUN[lang]})\s+){{1,2}})(\S+)(.*)$", re.I)
                         for lang, owner in _OWNER.items()}


def owned_with_adjective(clause: str, lang: str) -> tuple[str, str] | None:
    """("Le dernier jour de l'utilisateur", the rest of the clause) when the clause opens on the person's
    owner, an adjective that stands before its noun, and the noun; else None."""
    pattern = _OWNED_WITH_ADJECTIVE.get(lang)
    m = pattern.match(clause.strip()) if pattern else None
    if not m:
        return None
    owner, adjectives, noun, rest = m.group(1).lower(), " ".join(m.group(2).split()), m.group(3), m.group(4)
    if lang == "es":
        plural = owner == "mis"
        # (the gender is the adjective's where it shows one, "mi última semana"; else the noun's)
        gendered = [a for a in adjectives.lower().split() if re.match(r"^\w+[oa]s?$", a) and a not in _ES_NUMBERS]
        feminine = (gendered[0].rstrip("s").endswith("a") if gendered else
                    noun.lower().endswith(("a", "as")) or noun.lower() in ("madre", "mujer", "madres"))
        article = ("las" if feminine else "los") if plural else ("la" if feminine else "el")
        phrase = f"{article} {adjectives} {noun}"
    else:
        phrase = _the_owned(owner, adjectives, noun, lang)
    return f"{phrase[0].upper()}{phrase[1:]} {_OF_THE_PERSON[lang]}", rest


def _the_owned(owner: str, adjectives: str, noun: str, lang: str) -> str:
    """The noun phrase the person's owner stood before, with the article it stands for ("mon ancien patron" →
    "l'ancien patron", "ma sœur" → "la sœur", "miei amici" → "i amici" → "gli amici")."""
    article = _ARTICLE[lang][owner.lower()]
    words = f"{adjectives} {noun}".strip()
    if lang == "it" and article == "i" and words[:1].lower() in "aeiou":
        article = "gli"
    if lang in ("fr", "it") and article in ("le", "la", "il") and words[:1].lower() in "aeéèêiouh":
        return f"l'{words}"  # ("mon ancien patron" → "l'ancien patron")
    return f"{article} {words}"


# The person's stressed pronoun after a preposition: always the person, whoever the subject is.
_STRESSED = {
    "fr": [(r"\b(de|à)\s+moi\b", lambda m: f"{m.group(1)} l'utilisateur"),
           (r"\b(près de|chez|avec|pour|sans|vers|contre|sur|derrière|devant)\s+moi\b", r"\1 l'utilisateur")],
    "es": [(r"\bconmigo\b", "con el usuario"), (r"\bde mí\b", "del usuario"), (r"\ba mí\b", "al usuario"),
           (r"\b(para|por|sin|hacia|contra|sobre|entre)\s+mí\b", r"\1 el usuario")],
    "it": [(r"\bcon me\b", "con l'utente"), (r"\bda me\b", "dall'utente"), (r"\ba me\b", "all'utente"),
           (r"\bdi me\b", "dell'utente"), (r"\b(per|senza|verso|contro|su|tra|fra)\s+me\b", r"\1 l'utente")],
    "pt": [(r"\bcomigo\b", "com o utilizador"), (r"\bde mim\b", "do utilizador"), (r"\ba mim\b", "ao utilizador"),
           (r"\b(para|pra|por|sem|contra|sobre|entre)\s+mim\b", r"\1 o utilizador")],
}
# (and the household's, which is the person's as its "we" is: "se viene a vivir con nosotros", "vive da noi")
_STRESSED["fr"] += [(r"\b(chez|avec|pour|sans|près de)\s+nous\b", r"\1 l'utilisateur")]
_STRESSED["es"] += [(r"\b(con|para|sin)\s+nosotr[oa]s\b", r"\1 el usuario")]
_STRESSED["it"] += [(r"\bcon noi\b", "con l'utente"), (r"\bda noi\b", "dall'utente")]
_STRESSED["pt"] += [(r"\b(com|para|pra|sem)\s+a gente\b", r"\1 o utilizador"), (r"\bconnosco\b|\bconosco\b", "com o utilizador")]
_ARTICLES = r"(?:un|une|des|du|le|la|les|l['’]|una|uno|unos|unas|el|los|las|il|lo|gli|i|um|uma|uns|umas|o|a|os|as)"
# A clitic "me" before a verb (or an auxiliary and its participle) whose own direct object follows
# at once: the clitic is the indirect object ("m'a offert un vélo", "mi ha regalato una bici").
_INDIRECT = {
    "fr": (re.compile(rf"\b(?:m['’]|me\s+)((?:(?:a|ont|avait|avaient)\s+)?\w+\s+{_ARTICLES}(?:\s|\b))", re.I), "lui "),
    # (Italian's own articles, and Portuguese's but "a": there "a" is as often the preposition, "mi hanno promosso a
    # caporeparto", "me promoveram a gerente", where the person is the one promoted, no indirect object)
    "it": (re.compile(r"\bmi\s+((?:(?:ha|hanno|aveva|avevano)\s+)?\w+\s+(?:un|una|uno|il|lo|la|l['’]|i|gli|le)\s)", re.I),
           "gli "),
    "pt": (re.compile(r"\bme\s+((?:(?:tem|têm|tinha|tinham)\s+)?\w+\s+(?:um|uma|uns|umas|o|os|as)\s)", re.I), "lhe "),
}


def as_object(rest: str, lang: str) -> str:
    """The rest of a clause whose subject is someone else ("me regalaron una bici"), the person in it
    said in the third person where the case is sure ("le regalaron una bici")."""
    rest = stressed(rest, lang)
    if lang == "es":
        # (Spanish "le" is the person as object of either case: "me regalaron" → "le regalaron")
        return re.sub(r"\bme\s+(?=\w)", "le ", rest)
    if lang == "de":
        return re.sub(r"\bmich\b", "ihn", re.sub(r"\bmir\b", "ihm", rest))
    if lang in _INDIRECT:
        pattern, said = _INDIRECT[lang]
        rest = pattern.sub(lambda m: said + m.group(1), rest)
    return rest


def stressed(clause: str, lang: str) -> str:
    """The person's stressed pronoun after a preposition said as the person ("près de moi" → "près de
    l'utilisateur"), in a clause of any subject."""
    for pattern, said in _STRESSED.get(lang, []):
        clause = re.sub(pattern, said, clause, flags=re.I)
    return clause


# The person's possessive and the noun it owns, inside a clause whose subject is someone else. Only where the noun
# phrase ends there: a name or another noun after it ("meiner Schwester Anna", "meinem Deutschen Schäferhund", "mon ami
# Paul", "ma maison d'enfance", "mes 30 ans") keeps the owner as said ("seiner", "son"), and the idioms with an owner
# ("meiner Meinung nach", "à mon avis") are no one's thing.
_DE_OWNED = re.compile(r"\b(mein|meine|meinen|meinem|meiner|meines|unser|unsere|unseren|unserem|unserer|unseres)\s+"
                       r"(?:((?-i:[a-zäöüß])[\wäöüß-]*(?:e|en|er|es))\s+)?((?-i:[A-ZÄÖÜ])[\wäöüß-]+)\b"
                       r"(?!\s+(?-i:[A-ZÄÖÜ]))", re.I)
# (the same, opening a clause: its subject)
OWNED_FIRST = {"de": re.compile(r"^" + _DE_OWNED.pattern, re.I)}
_DE_THE = {"e": "die", "en": "den", "em": "dem", "er": "der", "es": "des"}
# German nouns of the neuter, whose article "das" the person's "mein" does not show (normalise.german's too).
DE_NEUTER = {"kind", "haus", "auto", "baby", "pferd", "kaninchen", "haustier", "zimmer", "fahrrad", "motorrad", "büro",
             "geschäft", "unternehmen", "team", "projekt", "hobby", "studium", "leben", "zuhause", "handy", "geld",
             "essen", "telefon", "buch", "bett", "konto", "gehalt", "mädchen", "enkelkind", "fenster", "boot",
             "lieblingsbuch"}
_DE_IDIOM = re.compile(r"^(?:meinung|erachtens|wissens|ansicht|güte|gott|lebtag|lebens)$", re.I)
_DE_COPULA = re.compile(r"(?:ist|war|wird|wurde|bleibt|sind|waren|bin|bist)\s+$", re.I)
_FR_OWNED = re.compile(r"(?:\b(de|à)\s+)?\b(mon|ma|mes)\s+(?:((?:" + _BEFORE_NOUN["fr"] + r")\s+))?([^\W\d_][\wéèêàâîôûçœ-]*)"
                       # (a noun phrase that ends there: not before a name, an adjective, "d'enfance" or a number's noun)
                       r"(?=\s*(?:$|[,.;:!?)]|\s(?:et|ou|qui|que|avec|dans|pour|sur|chez|depuis|est|a|ont|sont|était|"
                       r"ne|n['’]|va|vont|vient|habite|vit|travaille|au|aux|à|en|le|la|les|un|une|des|se|s['’])\b))", re.I)
_FR_CONTRACTED = {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"}
_FR_IDIOM = re.compile(r"^(?:avis|tour|dieu|foi|part|côté|insu|goût|sens|yeux|grande|connaissance|égard)$", re.I)


def owners_said(rest: str, lang: str) -> str:
    """``rest``, from a clause whose subject is someone else, with each of the person's possessives said as
    theirs ("meiner Freundin" → "der Freundin des Nutzers", "de ma sœur" → "de la sœur de l'utilisateur")."""
    if lang == "de":
        def german(m: re.Match) -> str:
            ending = re.sub(r"^(?:mein|unser)", "", m.group(1).lower())
            adjective, noun = m.group(2), m.group(3)
            if _DE_IDIOM.match(noun):
                return m.group(0)
            if ending:
                art = _DE_THE[ending]
            else:  # "mein"/"unser": a masculine or neuter noun, its adjective strong ("mein kleiner Bruder")
                # (after a verb, not a copula, it is the object: neuter, "hat mein Handy geklaut" → "das Handy")
                object_ = m.start() > 0 and not _DE_COPULA.search(rest[:m.start()])
                neuter = noun.lower() in DE_NEUTER or (adjective or "").endswith("es") or object_
                art = "das" if neuter else "der"
                adjective = adjective[:-1] if adjective and adjective.endswith(("er", "es")) else adjective
            said = f"{art} {adjective + ' ' if adjective else ''}{noun} des Nutzers"
            return said[0].upper() + said[1:] if m.group(0)[:1].isupper() and m.start() == 0 else said
        return _DE_OWNED.sub(german, rest)
    if lang == "fr":
        def french(m: re.Match) -> str:
            before, noun = m.group(1), m.group(4)
            if _FR_IDIOM.match(noun):
                return m.group(0)
            phrase = _the_owned(m.group(2), (m.group(3) or "").strip(), noun, "fr")
            if before:  # ("de le" → "du", "à les" → "aux")
                phrase = re.sub(r"^(de|à) (le|les) ", lambda c: _FR_CONTRACTED[(c.group(1).lower(), c.group(2))] + " ",
                                f"{before.lower()} {phrase}")
            return f"{phrase} {_OF_THE_PERSON['fr']}"
        return _FR_OWNED.sub(french, rest)
    return rest
