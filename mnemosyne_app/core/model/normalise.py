"""First person → the user, by rule: "I'm a nurse" → "User is a nurse", "我住在杭州" → "用户住在杭州".

Each rewrite only swaps the person's pronouns and possessives and puts the verb right after
them into the third person (tables below); every other word is the message's own, so a fact can
say nothing the message did not. The fact stays in the message's language.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model import companions, italian_portuguese, person_in_others_words as others_words
from mnemosyne_app.core.model.pet_nouns import TWO_WORD_NOUN

# -- English -------------------------------------------------------------------------------
_EN_FIXED = {"am": "is", "'m": "is", "’m": "is", "have": "has", "'ve": "has", "’ve": "has", "do": "does",
             "don't": "doesn't", "don’t": "doesn't", "go": "goes", "haven't": "hasn't", "'ll": "will", "’ll": "will",
             "was": "was", "wasn't": "wasn't", "'d": "would", "’d": "would", "'re": "is", "’re": "is", "are": "is",
             "were": "was", "aren't": "isn't", "weren't": "wasn't"}
_EN_UNCHANGED = {
    "can", "can't", "cannot", "could", "couldn't", "will", "won't", "would", "should", "must", "might", "may",
    "used", "did", "didn't", "had", "hadn't", "got", "went", "began", "became", "left", "quit", "took", "bought",
    "made", "met", "grew", "ran", "won", "lost", "found", "spent", "broke", "came", "gave", "kept", "sold",
    "taught", "thought", "wrote", "drove", "ate", "drank", "swam", "rode", "flew", "fell", "felt", "knew",
    "saw", "told", "said", "sent", "built", "led", "read", "put", "set", "let", "hurt", "cut", "paid", "shut", "hit",
    # more irregular pasts: without them "We brought home a puppy" read "User broughts home a puppy"
    "brought", "caught", "fought", "sought", "heard", "held", "stood", "understood", "sat", "slept", "woke", "wore",
    "fed", "fled", "forgot", "froze", "hung", "meant", "shot", "shook", "sang", "spoke", "stole", "stuck", "struck",
    "threw", "tore", "chose", "drew", "blew", "dealt", "learnt", "burnt", "lent", "bent", "wept", "swept",
    "rang", "sank", "hid", "bit", "dug", "lit", "forgave", "overslept", "withdrew", "mistook", "undertook",
    "also", "still", "never", "always", "just", "really", "usually", "often", "recently", "currently", "now",
    "mostly", "only", "actually", "sometimes", "already", "even", "absolutely", "definitely", "basically",
    "then", "later", "eventually", "finally", "soon", "once",
}
_EN_ADVERB = {"also", "still", "never", "always", "just", "really", "usually", "often", "recently", "currently",
              "now", "mostly", "only", "actually", "sometimes", "already", "even", "absolutely", "definitely",
              "basically", "no", "not", "then", "later", "eventually", "finally", "soon", "once"}


# Verbs that end as an adverb does ("I apply", "I rely on"): the rest of the "-ly" words before a verb are adverbs.
_EN_LY_VERBS = {"apply", "reply", "rely", "supply", "fly", "ally", "bully", "multiply", "comply", "imply", "tally",
                "rally", "sully", "dally", "sally"}


def _en_adverb(word: str) -> bool:
    low = word.lower()
    return low in _EN_ADVERB or (len(low) > 4 and low.endswith("ly") and low not in _EN_LY_VERBS)


def _en_third(verb: str) -> str:
    low = verb.lower()
    if low in _EN_FIXED:
        return _EN_FIXED[low]
    if low in _EN_UNCHANGED or low.endswith(("ed", "n't")):
        return verb
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(low) > 2 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


_EN_SUBJECT = re.compile(r"\b(I|we)(?:(['’](?:m|ve|ll|d|re))|\s+([\w'’]+))", re.I)


# "My wife and I just moved ..." → "User and their wife just moved ..." (the verb is already plural)
# (a name set beside the noun stays with it: "My husband, Tom, and I" → "User and their husband, Tom,")
_EN_COMPANION = re.compile(rf"^(?:(?:my|our)\s+((?:[\w-]+(?:{companions.APPOSITION})?\s+){{1,2}}?)and\s+(?:I|me)|"
                           r"(?:I|me)\s+and\s+(?:my|our))(?=\s)", re.I)


# "Tom Silva is my brother", "Ana was our neighbour": a name, then who they are to the person.
# (also "It's my last week at Acme": the lead is not moved behind, "User's last week at Acme it's"; nor "The owner
# is my aunt", "User's aunt the owner is")
_NAMED_AS_MINE = re.compile(r"^((?:(?-i:[A-Z])[\w-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2}|(?:the|this|that)\s+[\w-]+(?:\s+[\w-]+)?)"
                            r"(?:\s+(?:is|was)|['’]s)\s+)(?:my|our)\b", re.I)


_EN_PEOPLE = frozenset("husband wife partner boyfriend girlfriend fiance fiancé fiancée friend mum mom dad mother father "
                       "brother sister son daughter kids children parents roommate flatmate colleague boss".split())


def _as_themselves(s: str) -> str:
    """The person's own reflexive as theirs: "I taught myself Spanish" is "User taught themselves Spanish" ("them" would
    be someone else)."""
    return re.sub(r"\b(?:myself|ourselves)\b", "themselves", s, flags=re.I)


def english(clause: str) -> str:
    s = clause
    companion = _EN_COMPANION.match(s)
    # (not a verb between: "My laptop broke and I switched to a Mac" is two clauses, no companion)
    words = (companion.group(1) or "").split() if companion else []
    if companion and (any(w.lower() in _EN_UNCHANGED or w.lower().endswith("ed") for w in words)
                      # ("My husband snores and I sleep…": a word after a person's noun, not a name, is their verb)
                      or (len(words) == 2 and words[0].lower().strip(",") in _EN_PEOPLE and words[1][:1].islower())):
        companion = None
    if companion:
        s = re.sub(r"\b(?:my|our)\b", "their", s[companion.end():], flags=re.I)
        s = re.sub(r"\b(?:me|us)\b(?=[\s.,!]|$)", "them", _as_themselves(s))
        return _tidy(f"User and their {(companion.group(1) or '').strip()} {s}")
    # A short lead-in before "I" ("Last year I moved ...") goes after the statement.
    lead = (re.match(r"^((?:since|after|before|until|when|because of)\s+(?:my|our)\s+(?:[\w'’-]+\s+){1,4}?)(?=(?:I|I['’]\w+|we)\b)",
                     s, re.I)
            or re.match(r"^((?:[\w'’-]+\s+){1,4}?)(?=(?:I|I['’]\w+|my|My|we|We)\b)", s))
    # (not when the person is already the subject before it: "I live on my own" stays as it is;
    # nor when the lead is someone the clause says the person has: "Tom Silva is my brother")
    if named := _NAMED_AS_MINE.match(s):
        return _tidy(f"{named.group(1)} User's{s[named.end():]}")
    if (lead and re.search(r"\bof\s*$", lead.group(1), re.I) and not re.match(r"^(?:because|instead|out)\b", lead.group(1), re.I)
            and not re.search(r"\b(?:I|I['’]\w+|we|we['’]\w+)\s", lead.group(1))):  # (not "I'm the head of my department")
        # ("The kids of my sister adopted a dog": someone of the person's someone is the subject, and stays first)
        s, lead = re.sub(r"\bof\s+(?:my|our)\b", "of User's", s, count=1, flags=re.I), None
    # (a conjunction alone opens a clause of its own, no lead-in to move: "After I left Acme in 2010 I joined Globex" was
    # "User left Acme in 2010 User joined Globex after")
    if lead and re.fullmatch(r"(?:after|before|since|when|once|while|until|because|as soon as)\s+", lead.group(1), re.I):
        lead = None
    if lead and not re.match(r"^(and|but|so|my|our)\b", lead.group(1), re.I) and not re.search(
            r"\b(?:and|or)\s*$", lead.group(1), re.I) and not re.search(
            r"\b(?:I|I['’]\w+|we|we['’]\w+)\s", lead.group(1), re.I):
        moved = lead.group(1).strip(" ,")
        if re.search(r"[-–—:]$", moved) and not re.search(r"\d", moved):
            s = s[lead.end():]  # (a heading set off by a dash or colon, "big news lol -", "update:": no part of the fact)
        else:
            s = s[lead.end():] + " " + (moved[0].lower() + moved[1:] if not moved.isupper() else moved)
    s = re.sub(r"^(?:my|our)\b", "User's", s, flags=re.I)
    s = re.sub(r"\b(?:my|our)\b", "their", s, flags=re.I)
    s = re.sub(r"\b(?:me|us)\b(?=[\s.,!]|$)", "them", _as_themselves(s))

    def subject(m: re.Match) -> str:
        if m.group(2):
            return "User " + _EN_FIXED[m.group(2).lower()]
        words = [m.group(3)]
        return "User " + _en_third(words[0]) if not _en_adverb(words[0]) else "User " + words[0]

    s = _EN_SUBJECT.sub(subject, s)
    # An adverb between "User" and the verb ("User also work") still takes the verb's ending.
    s = re.sub(r"\bUser (also|still|never|always|just|really|usually|often|recently|currently|now|mostly|only|"
               # (the verb whole, its "n't" too: "User just don't" → "doesn't", was "dons't")
               r"actually|sometimes|already|even|no longer|then|later|eventually|finally|soon|once) ([a-z]+(?:n['’]t)?)(?![\w'’])",
               lambda m: f"User {m.group(1)} {_en_third(m.group(2))}", s)
    # (and any other "-ly" adverb there: "I barely sleep" was "User barelies sleep")
    s = re.sub(r"\bUser ([a-z]{3,}ly) ([a-z]+(?:n['’]t)?)(?![\w'’])",
               lambda m: (f"User {m.group(1)} {_en_third(m.group(2))}"
                          if _en_adverb(m.group(1)) and m.group(1).lower() not in _EN_ADVERB else m.group(0)), s)
    s = re.sub(r"\bUser (is|was) not\b", r"User \1 not", s)
    s = re.sub(r"\bUser does not\b", "User does not", s)
    return _tidy(s)


# -- French --------------------------------------------------------------------------------
_FR_FIXED = {"suis": "est", "ai": "a", "vais": "va", "fais": "fait", "peux": "peut", "veux": "veut", "dois": "doit",
             "sais": "sait", "vis": "vit", "bois": "boit", "viens": "vient", "tiens": "tient", "prends": "prend",
             "apprends": "apprend", "comprends": "comprend", "attends": "attend", "connais": "connaît",
             "écris": "écrit", "lis": "lit", "pars": "part", "sors": "sort", "dors": "dort", "cours": "court",
             "crois": "croit", "vois": "voit", "mets": "met", "suis-je": "est"}
_FR_OWNED = {"mon": "le", "ma": "la", "mes": "les"}
# (after "notre", which says no gender: the masculine nouns ending in -e, and the adjectives said before a noun)
_FR_MASCULINE_E = frozenset("père frère oncle grand-père beau-père beau-frère arrière-grand-père parrain pape".split())
_FR_BEFORE_NOUN = frozenset("premier première vieux vieil vieille petit petite nouveau nouvel nouvelle cher chère ancien "
                            "ancienne grand grande jeune dernier dernière".split())


def _fr_third(verb: str) -> str:
    low = verb.lower()
    if low in _FR_FIXED:
        return _FR_FIXED[low]
    if low.endswith(("is", "ds")):
        return verb[:-1] + ("t" if low.endswith("is") else "")
    return verb  # -er verbs: je travaille / il travaille


_FR_PLURAL = {"sommes": "sont", "avons": "ont", "allons": "vont", "faisons": "font", "vivons": "vivent"}


def _fr_they(verb: str) -> str:
    """nous-form → ils-form: "habitons" → "habitent"."""
    low = verb.lower()
    return _FR_PLURAL.get(low, verb[:-3] + "ent" if low.endswith("ons") else verb)


def french(clause: str) -> str:
    s = clause
    m = re.match(r"^(?:(mon|ma|mes)\s+(\S+(?:\s+(?-i:[A-ZÀ-Þ])\S+)?)\s+et\s+moi|moi\s+et\s+(mon|ma|mes)\s+(\S+))\s+(\S+)(.*)$", s, re.I)
    if m:  # "Ma femme et moi habitons à Genève" → "L'utilisateur et sa femme habitent à Genève"
        own, noun = (m.group(1) or m.group(3)).lower(), m.group(2) or m.group(4)
        own = {"mon": "son", "ma": "sa", "mes": "ses"}[own]
        rest = re.sub(r"\bnotre\b", "leur", re.sub(r"\bnos\b", "leurs", _fr_possessives(m.group(6))))
        return _tidy(f"L'utilisateur et {own} {noun} {_fr_they(m.group(5))}{rest}")
    if owned := others_words.owned_with_adjective(s, "fr"):  # ("mon dernier jour" → "le dernier jour de l'utilisateur")
        return _tidy(owned[0] + _fr_possessives(others_words.owners_said(others_words.as_object(owned[1], "fr"), "fr")))
    m = re.match(rf"^(mon|ma|mes|notre|nos)\s+({TWO_WORD_NOUN})(.*)$", s, re.I)
    if m:  # "Ma fille s'appelle Léa" → "La fille de l'utilisateur s'appelle Léa"
        # (and the household's: "Notre chien est mort" → "Le chien de l'utilisateur est mort"; "notre" says no gender,
        # a noun ending in -e is most often feminine: "notre maison", "notre voiture")
        owner = m.group(1).lower()
        if owner in ("notre", "nos") and m.group(2).lower() in _FR_BEFORE_NOUN:
            return _tidy(s)  # ("Notre premier chien…": the adjective first; left as said rather than rewritten wrong)
        if owner in ("notre", "nos"):
            noun = m.group(2).lower()
            owner = "mes" if owner == "nos" else (
                "ma" if re.search(r"(?<!ag)(?<!ism)(?<!èm)e$", noun) and noun not in _FR_MASCULINE_E else "mon")
        art = _FR_OWNED[owner]
        noun = m.group(2)
        head = "L'" + noun if art != "les" and noun[:1].lower() in "aeéèêiouh" else f"{art.capitalize()} {noun}"
        # (the person, object of someone else's verb; the person's own, said as theirs: "avec ma mère" → "avec la mère
        # de l'utilisateur")
        rest = _fr_possessives(others_words.owners_said(others_words.as_object(m.group(3), "fr"), "fr"))
        return _tidy(f"{head} de l'utilisateur{rest}")

    def subject(m: re.Match) -> str:
        refl = m.group(2) or ""
        verb = m.group(3)
        refl = {"m'": "s'", "me ": "se ", "ne m'": "ne s'", "ne me ": "ne se ", "n'": "n'", "ne ": "ne "}.get(
            refl.lower(), refl)
        refl = re.sub(r"(^|ne |n['’])m['’](?=y |en )", r"\1s'", refl, flags=re.I)  # ("je m'y suis installé" → "s'y est")
        third = _fr_third(verb)
        if refl.endswith("se ") and third[:1].lower() in "aeéèêiouh":  # ("je me suis installé" → "s'est installé")
            refl = refl[:-3] + "s'"
        # ("je ne suis plus végétarienne" → "n'est plus": the verb now opens on a vowel, so "ne" elides)
        if refl.lower() == "ne " and third[:1].lower() in "aeéèêiouh":
            refl = refl[:-3] + "n'"
        return f"l'utilisateur {refl}{third}"

    # (and "y" or "en" before the verb, the verb still the person's: "j'y vis depuis" → "l'utilisateur y vit depuis")
    said = re.sub(r"\b(je |j['’])((?:ne |n['’])?(?:m['’]|me )?(?:y |en )?|(?:ne |n['’]))?([\wéèêàâîôûç-]+)", subject, s,
                  flags=re.I)
    # (someone else's clause: "Les enfants de ma sœur ont adopté un chiot" → "… de la sœur de l'utilisateur …")
    s = said if said != s else others_words.owners_said(s, "fr")
    s = _fr_possessives(others_words.stressed(s, "fr"))
    if s.lower().startswith("l'utilisateur"):
        s = _fr_notre(s)  # (the person's household: "avec notre fils Noé" → "avec son fils Noé")
    s = re.sub(r"^l'utilisateur", "L'utilisateur", s)
    if not s.startswith("L'utilisateur"):
        s = s[0].upper() + s[1:]
    return _tidy(s)


def _fr_possessives(s: str) -> str:
    return re.sub(r"\b(mon|ma|mes)\b", lambda m: {"mon": "son", "ma": "sa", "mes": "ses"}[m.group(1).lower()], s,
                  flags=re.I)


# -- German --------------------------------------------------------------------------------
_DE_FIXED = {"bin": "ist", "habe": "hat", "hab": "hat", "kann": "kann", "muss": "muss", "will": "will",
             "mag": "mag", "möchte": "möchte", "darf": "darf", "soll": "soll", "weiß": "weiß", "esse": "isst",
             "spreche": "spricht", "lese": "liest", "fahre": "fährt", "schlafe": "schläft", "trage": "trägt",
             "laufe": "läuft", "sehe": "sieht", "gebe": "gibt", "nehme": "nimmt", "helfe": "hilft", "treffe": "trifft",
             "werde": "wird", "war": "war", "hatte": "hatte", "wurde": "wurde", "lerne": "lernt", "heiße": "heißt", "reise": "reist",
             "tanze": "tanzt", "sitze": "sitzt", "arbeite": "arbeitet", "finde": "findet", "rede": "redet",
             "unterrichte": "unterrichtet", "bilde": "bildet",
             # (a stem that changes its vowel: "ich halte" → "hält", not "haltet")
             "halte": "hält", "fange": "fängt", "fang": "fängt", "lasse": "lässt", "wasche": "wäscht", "backe": "bäckt", "schlage": "schlägt",
             # (the verbs of what people do, as chat says them without their "-e": "ich spiel Handball, geh schwimmen")
             "spiele": "spielt", "gehe": "geht", "mache": "macht", "wohne": "wohnt", "lebe": "lebt", "koche": "kocht",
             "trinke": "trinkt", "rauche": "raucht", "schwimme": "schwimmt", "singe": "singt", "male": "malt",
             "jogge": "joggt", "klettere": "klettert", "studiere": "studiert", "reite": "reitet", "fliege": "fliegt",
             # (what the days take and bring, said of the way to work, the rent, a wage: "brauch ich 50 Minuten")
             "brauche": "braucht", "verdiene": "verdient", "zahle": "zahlt", "suche": "sucht",
             # (where the person is or stays: "Seit Montag steh ich in der Küche", "ich bleib in Freiburg")
             "stehe": "steht", "bleibe": "bleibt"}
# Those verbs as chat writes them without their "-e" ("spiel", "geh", "lauf"), for the clause splitter.
DE_ELIDED = "|".join(sorted((k[:-1] for k in _DE_FIXED if k.endswith("e") and len(k) > 3), key=len, reverse=True))
_DE_MASC = {"mann", "sohn", "bruder", "vater", "freund", "partner", "hund", "kater", "chef", "opa", "name",
            "geburtstag", "job", "beruf", "arbeitgeber", "lieblingsessen"}


def _de_third(verb: str) -> str:
    low = verb.lower()
    if low in _DE_FIXED:
        return _DE_FIXED[low]
    if _de_elided(low):  # ("ich ess", "fahr ich": chat drops the "-e")
        return _DE_FIXED[low + "e"]
    if low.endswith(("te", "de")) and len(low) > 3:
        return verb[:-1] + "et"  # arbeite → arbeitet
    if re.search(r"[bcdfgkmnprstvwxzß]le$", low) and len(low) > 4:
        return verb[:-2] + "elt"  # (a verb in -eln drops its "e" in the first person only: pendle → pendelt, sammle → sammelt)
    if low.endswith(("se", "ße", "ze")):
        return verb[:-1] + "t"  # heiße → heißt
    if low.endswith("e"):
        return verb[:-1] + "t"
    return verb


def german(clause: str) -> str:
    s = clause
    m = re.match(r"^(?:(mein|meine)\s+(\S+(?:\s+(?-i:[A-ZÀ-Þ])\S+)?)\s+und\s+ich|ich\s+und\s+(mein|meine)\s+(\S+))\b(.*)$", s, re.I)
    if m:  # "Meine Frau und ich wohnen in Zürich" → "Der Nutzer und seine Frau wohnen in Zürich" (wir-form = sie-form)
        own = "s" + (m.group(1) or m.group(3)).lower()[1:]
        return _tidy(f"Der Nutzer und {own} {m.group(2) or m.group(4)}{_de_possessives(m.group(5))}")
    if (owned := others_words.OWNED_FIRST["de"].match(s)) and owned.group(1).lower() in ("mein", "meine", "unser", "unsere"):
        # "Meine Tochter heißt Lena" → "Die Tochter des Nutzers heißt Lena", "Mein kleiner Bruder ist 30" → "Der kleine
        # Bruder des Nutzers ist 30" (and the household's: "Unser Hund …"); the person's own in the rest said as theirs
        rest = others_words.owners_said(others_words.as_object(s[owned.end():], "de"), "de")
        said = _de_possessives(others_words.owners_said(s[:owned.end()], "de") + rest)
        return _tidy(said[0].upper() + said[1:])
    m = re.match(r"^(mein|meine|unser|unsere)\s+(\S+)(.*)$", s, re.I)
    if m and m.group(2)[:1].islower() and (named := re.match(r"\s+((?-i:[A-ZÄÖÜ])[\wäöüß-]+)(\s+(?-i:[A-ZÄÖÜ]).*)$", m.group(3))):
        # an adjective, the noun and a name ("Mein bester Kumpel Tobi hat …" read "Der bester des Nutzers Kumpel Tobi"):
        # "Der beste Kumpel des Nutzers Tobi", the adjective as after "der" ("bester", "bestes" → "beste")
        adjective, noun = re.sub(r"(?<=e)[rs]$", "", m.group(2)), named.group(1)
        art = ("Die" if m.group(1).lower() in ("meine", "unsere")
               else "Das" if m.group(2).lower().endswith("es") or noun.lower() in others_words.DE_NEUTER else "Der")
        rest = others_words.owners_said(others_words.as_object(named.group(2), "de"), "de")
        return _tidy(f"{art} {adjective} {noun} des Nutzers{_de_possessives(rest)}")
    if m and m.group(1).lower().startswith("unser") and m.group(2)[:1].islower():
        m = None  # ("Unser alter Hund…": an adjective first; left as said rather than rewritten wrong)
    if m:  # "Meine Tochter heißt Lena" → "Die Tochter des Nutzers heißt Lena" (and the household's: "Unser Hund …")
        noun = m.group(2)
        art = "Die" if m.group(1).lower() in ("meine", "unsere") else ("Das" if noun.lower() in others_words.DE_NEUTER else "Der")
        return _tidy(f"{art} {noun} des Nutzers{_de_possessives(others_words.owners_said(others_words.as_object(m.group(3), 'de'), 'de'))}")
    s = re.sub(r"^mir\s", "Dem Nutzer ", s, flags=re.I)  # ("Mir wurde gekündigt" → "Dem Nutzer wurde gekündigt")
    s = re.sub(r"^mich\s", "Den Nutzer ", s, flags=re.I)
    words = s.split(" ")
    if not any(w.lower() in ("ich", "wir") for w in words) and (
            words[0].lower() in ("bin", "hab", "habe") or (words[0][:1].islower() and _de_is_finite(words[0]))):
        # "ich" left out after "und" ("… gezogen und wohne dort mit meiner Freundin"): the clause is the
        # person's by its possessive, and its verb is theirs ("Wohne dort …" said nothing of whom)
        words = ["der Nutzer", _de_third(words[0].lower()), *words[1:]]
    inverted = None  # where the verb stood before the person ("Den Passat hab ich verkauft")
    for i, w in enumerate(words):
        if w.lower() in ("ich", "wir"):
            # "we live" is read as the person's own, as in English: "wir wohnen" → "der Nutzer wohnt"
            third = _de_third if w.lower() == "ich" else _de_we_third
            finite = _de_is_finite if w.lower() == "ich" else _de_is_plural
            # (a word's comma is no part of it: "Wir überlegen, …" is "überlegen")
            bare = [x.rstrip(",.!?;:") for x in words]
            end = next((j for j in range(i, len(words)) if words[j].endswith(",")), len(words) - 1)
            if i > 0 and finite(bare[i - 1]):
                words[i - 1] = third(bare[i - 1]) + words[i - 1][len(bare[i - 1]):]
                inverted = i if inverted is None else inverted
            elif i + 1 < len(words) and finite(bare[i + 1]):
                words[i + 1] = third(bare[i + 1]) + words[i + 1][len(bare[i + 1]):]
            # verb last in its clause: "(weil) ich dort ... bekommen habe" (not an infinitive with "zu")
            elif i + 1 < end and finite(bare[end]) and bare[end - 1].lower() != "zu":
                words[end] = third(bare[end]) + words[end][len(bare[end]):]
            elif i + 1 < len(words) and bare[i + 1].lower() not in _DE_NOT_VERB:
                words[i + 1] = third(bare[i + 1]) + words[i + 1][len(bare[i + 1]):]
            words[i] = "der Nutzer"
    if inverted is not None:
        words = _de_subject_first(words, inverted)
    s = " ".join(words)
    if "der Nutzer" not in words and not re.match(r"(?:Dem|Den) Nutzer\b", s):
        s = others_words.owners_said(s, "de")  # ("Die Eltern meiner Freundin …": someone else's clause)
    s = re.sub(r"\bmich\b", "sich", s)
    s = re.sub(r"\bmir\b", "sich", s)
    s = re.sub(r"\buns\b", "sich", s)
    s = _de_possessives(s)
    return _tidy(s[0].upper() + s[1:])


# What may stand before the verb and be written small after it: articles, prepositions, adverbs.
_DE_SMALL_FRONT = {
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "am", "im", "an", "auf", "aus",
    "bei", "mit", "nach", "seit", "von", "vor", "zu", "zum", "zur", "für", "über", "unter", "um", "ab", "bis", "in",
    "neben", "ohne", "gegen", "durch", "hinter", "wegen", "während", "trotz", "statt", "außer", "zwischen", "beim",
    "vom", "ins", "aufs", "fürs", "innerhalb", "außerhalb",
    "seitdem", "seither", "dafür", "dadurch", "danach", "davor", "damals", "dann", "jetzt", "nun", "heute", "gestern",
    "vorgestern", "morgen", "inzwischen", "mittlerweile", "deshalb", "deswegen", "trotzdem", "leider", "endlich",
    "schon", "bald", "hier", "dort", "da", "so", "auch", "außerdem", "zuerst", "früher", "später", "neulich",
    "kürzlich", "letztens", "eigentlich", "momentan", "aktuell", "derzeit", "zurzeit", "sonst", "immer", "nie",
    "oft", "meistens", "manchmal", "vorher", "nachher", "zuletzt", "erstmal", "erst", "noch", "also", "ebenfalls",
    "diese", "diesen", "diesem", "dieses", "jede", "jeden", "jedes", "letzte", "letzten", "letztes", "nächste",
    "nächsten", "nächstes", "vorige", "vorigen", "voriges", "meinen", "meine", "meinem", "mein", "meiner",
    "nebenbei", "nebenher", "zusätzlich", "dazu", "daneben", "wieder", "gerade", "zudem", "ansonsten", "zuhause"}
# Adverbs and numbers by their form, written small after the verb as well ("Vielleicht", "Sonntags",
# "Normalerweise", "Zwei Jahre lang"): a capital alone says nothing in German, so a word not known here keeps it.
_DE_SMALL_BY_FORM = re.compile(
    r"^(?:\w+(?:lich|weise)|(?:mon|diens|mittwoch|donners|frei|sams|sonn)tags|(?:vor|nach)?mittags|morgens|abends|"
    r"nachts|anfangs|übrigens|jedenfalls|vielleicht|gern|gerne|sicher|bestimmt|wohl|ja|halt|eben|"
    r"zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|hundert|\d+)$", re.I)
# Words that open a question or a subordinate clause: no fronted part of a statement.
_DE_NOT_FRONT = {"was", "wie", "wo", "wann", "warum", "wieso", "weshalb", "welche", "welcher", "welches", "wer",
                 "wen", "wem", "wohin", "woher", "weil", "dass", "wenn", "als", "ob", "obwohl", "nachdem", "bevor"}
_DE_ARTICLE = {"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines"}
_DE_COORDINATOR = {"und", "aber", "denn", "oder", "sondern"}


def _de_subject_first(words: list[str], person: int) -> list[str]:
    """"Den Passat hat der Nutzer verkauft" → "Der Nutzer hat den Passat verkauft": German puts one part
    before the verb (the object, a time, an adverb) and the subject after it; the fact opens on the
    person, so what stood first goes after the verb. Only a short fronted part without a comma, not a
    question or a subordinate clause; a coordinator ("und seitdem fahre ich") stays first."""
    lead = 1 if words[0].lower() in _DE_COORDINATOR else 0
    front, verb = words[lead:person - 1], words[person - 1]
    if not front or len(front) > 6 or any(w.endswith((",", ";", ":")) for w in front) or (
            front[0].lower() in _DE_NOT_FRONT):
        return words
    first = front[0]
    # (a noun keeps its capital; a word that only opens the sentence loses it, as does an adjective or
    # determiner before a noun: "Letztes Jahr" → "letztes Jahr")
    # (a word before an article is a preposition: "Neben der Trompete")
    if first.lower() in _DE_SMALL_FRONT or _DE_SMALL_BY_FORM.match(first) or (len(front) > 1 and front[1].lower() in _DE_ARTICLE) or (
            len(front) > 1 and front[1][:1].isupper() and re.search(
            r"(?:e|en|em|er|es)$", first.lower()) and not first.isupper()):
        first = first.lower()
    return [*words[:lead], "der Nutzer", verb, first, *front[1:], *words[person + 1:]]


_DE_PLURAL = {"sind": "ist", "haben": "hat", "waren": "war", "hatten": "hatte", "können": "kann", "müssen": "muss",
              "wollen": "will", "mögen": "mag", "dürfen": "darf", "sollen": "soll", "wissen": "weiß", "werden": "wird",
              "essen": "isst", "sprechen": "spricht", "lesen": "liest", "fahren": "fährt", "laufen": "läuft",
              "sehen": "sieht", "geben": "gibt", "nehmen": "nimmt", "helfen": "hilft", "treffen": "trifft",
              # (the modals' past: "Moritz mussten wir einschläfern lassen" → "musste der Nutzer")
              "mussten": "musste", "konnten": "konnte", "wollten": "wollte", "durften": "durfte", "sollten": "sollte"}


def _de_is_plural(word: str) -> bool:
    low = word.lower()
    return low in _DE_PLURAL or (low.endswith("en") and len(low) > 4 and low[0].islower())


def _de_we_third(verb: str) -> str:
    """wir-form → er-form: "wohnen" → "wohnt", "arbeiten" → "arbeitet", "sind" → "ist"."""
    low = verb.lower()
    if low in _DE_PLURAL:
        return _DE_PLURAL[low]
    if low.endswith("en"):
        return verb[:-2] + ("et" if low[:-2].endswith(("t", "d")) else "t")
    return verb


# Words ending in -e that are no verb ("dass ich jede Woche ..."): "ich" is not followed by its verb there.
_DE_NOT_VERB = {"jede", "diese", "eine", "keine", "meine", "deine", "seine", "ihre", "unsere", "gerne", "heute", "alle",
                "viele", "ohne", "bitte", "schon", "gerade", "bereits", "beide", "einige", "manche", "welche", "solche",
                "gestern", "morgen", "ganze", "kleine", "große", "neue", "alte", "erste", "letzte", "nächste"}


def _de_elided(low: str) -> bool:
    """A verb of the table said without its "-e", as people chat ("ich ess", "fahr ich", "ich les")."""
    return not low.endswith("e") and low + "e" in _DE_FIXED


def _de_is_finite(word: str) -> bool:
    low = word.lower()
    # (an elided verb is written small: "Tanz", "Reis" are nouns)
    return low in _DE_FIXED or (_de_elided(low) and word[:1].islower()) or (low.endswith("e") and len(low) > 3 and low[0].islower() and low not in _DE_NOT_VERB)


def _de_possessives(s: str) -> str:
    # (the household's "unser" after the person is theirs too: "wohnt in unserem Haus" → "in seinem Haus")
    s = re.sub(r"(?<=\s)unser(e|en|em|er|es)?\b", lambda m: "sein" + (m.group(1) or ""), s)
    return re.sub(r"\bmein(e|en|em|er|es)?\b", lambda m: "sein" + (m.group(1) or ""), s)


# -- Spanish -------------------------------------------------------------------------------
_ES_VERBS = {  # 1st person singular → 3rd: the verbs people use to say who they are
    "soy": "es", "estoy": "está", "tengo": "tiene", "voy": "va", "hago": "hace", "puedo": "puede",
    "quiero": "quiere", "sé": "sabe", "conozco": "conoce", "salgo": "sale", "vengo": "viene", "digo": "dice",
    "vivo": "vive", "como": "come", "bebo": "bebe", "escribo": "escribe", "leo": "lee", "corro": "corre",
    "sufro": "sufre", "padezco": "padece", "comparto": "comparte", "aprendo": "aprende", "cumplo": "cumple",
    "prefiero": "prefiere", "juego": "juega", "duermo": "duerme", "entiendo": "entiende", "empiezo": "empieza",
    "sigo": "sigue", "mido": "mide", "trabajo": "trabaja", "curro": "curra", "hablo": "habla", "estudio": "estudia", "uso": "usa",
    "toco": "toca", "odio": "odia", "amo": "ama", "necesito": "necesita", "enseño": "enseña", "cocino": "cocina",
    "practico": "practica", "viajo": "viaja", "manejo": "maneja", "conduzco": "conduce", "dirijo": "dirige",
    "llevo": "lleva", "nado": "nada", "camino": "camina", "peso": "pesa", "acabo": "acaba", "dejé": "dejó",
    "he": "ha", "había": "había", "era": "era", "fui": "fue", "tuve": "tuvo", "hice": "hizo", "nací": "nació",
    "viví": "vivió", "cumplí": "cumplió", "empecé": "empezó", "trabajé": "trabajó", "estudié": "estudió", "adopté": "adoptó",
    "compré": "compró", "casé": "casó", "mudé": "mudó", "vine": "vino", "jubilé": "jubiló", "llamo": "llama", "gusta": "gusta",
    "gustan": "gustan", "encanta": "encanta", "encantan": "encantan", "divorcié": "divorció", "soy,": "es,",
    # habits people state, and the imperfect (the same form as the third person: a past state)
    "fumo": "fuma", "tomo": "toma", "bailo": "baila", "canto": "canta", "pinto": "pinta", "escucho": "escucha",
    "cuido": "cuida", "ayudo": "ayuda", "compro": "compra", "vendo": "vende", "entreno": "entrena",
    "vivía": "vivía", "trabajaba": "trabajaba", "estudiaba": "estudiaba",
    "mudo": "muda", "caso": "casa", "volví": "volvió", "comencé": "comenzó", "cambié": "cambió", "conocí": "conoció",
    "perdí": "perdió", "salí": "salió", "decidí": "decidió", "aprendí": "aprendió", "terminé": "terminó",
    "acabé": "acabó", "empiezo,": "empieza,", "llegué": "llegó", "volvía": "volvía", "vendí": "vendió", "uní": "unió", "entré": "entró",
    "separé": "separó", "quedo": "queda",  # ("me quedo en el San José": where the person stays)
    # work found or begun ("Conseguí trabajo en Inditex", "Encontré un empleo en Madrid")
    "conseguí": "consiguió", "encontré": "encontró",
    # (a membership given up, a project finished: stopping._CANCELLED, _COMPLETED)
    "cancelé": "canceló", "borré": "borró", "desapunté": "desapuntó", "defendí": "defendió", "entregué": "entregó",
    # (what a teacher gives, "imparto clases"; not "doy", whose idioms, "doy por hecho", "no doy más", are no facts)
    "imparto": "imparte",
}
_ES_FIRST_OF = {}
for _first, _third in _ES_VERBS.items():
    _ES_FIRST_OF.setdefault(_third, _first)


def es_first_person_of(verb: str) -> str | None:
    """The person's own form of a third-person verb ("vive" → "vivo"), if the table has it."""
    return _ES_FIRST_OF.get(verb.lower())


_ES_LEAD = (r"(?:(?:yo|también|ahora|antes|ya|todavía|actualmente|no|me|nunca|siempre|hoy|por fin|finalmente|al final|"
            r"solo|sólo|solamente|únicamente|"  # ("Solo como comida halal", "Solo hablo español")
            r"desde hace \S+ \S+|"
            r"hace (?:\S+ ){1,2}que|"  # ("Hace un mes que vivo en Málaga")
            # since when, said before the verb ("… y desde el lunes estoy en BBVA", "Desde el año pasado vivo en Bilbao")
            r"desde (?:(?:el|la|este|esta|hace|principios de|finales de) )?\S+(?: pasad[oa])?|a partir del? \S+|"
            r"(?:este|esta) (?:semana|mes|año)|"
            r"ayer|anteayer|el (?:mes|año) pasado|la semana pasada|(?:desde|en|a finales de|a principios de) (?:enero|febrero|marzo|"
            r"abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)|el (?:lunes|martes|miércoles|jueves|"
            r"viernes|sábado|domingo)),?\s+)*")  # (when a change happened: "ayer cumplí 26")
# "he" (I have) also opens English sentences: it counts only before a participle.
_ES_OPENING = sorted(set(_ES_VERBS) - {"he"}, key=len, reverse=True)
_ES_FIRST = re.compile(rf"^{_ES_LEAD}(?:{'|'.join(map(re.escape, _ES_OPENING))}|"
                       r"he \w+(?:ado|ido)|he (?:vuelto|hecho|dicho|puesto|visto|escrito|roto|abierto))\b|^(?:mi|mis)\s+\w+",
                       re.I)


# Any verb of the person's in the simple past, by its ending ("Encontré piso", "Recibí la oferta"): the
# stressed "-é"/"-í" of the first person, on a word of no other accent ("désolé", "été" are French), not
# the few other words so spelt that open a sentence.
_ES_PRETERITE = re.compile(rf"^{_ES_LEAD}(?!(?:aquí|allí|ahí|así|sí|mí|qué|café|bebé|josé|puré|comité|chalé|menú|"
                           r"esquí|maniquí|rubí|jabalí|colibrí|bisturí|maní|ají)\b)"
                           r"((?:[a-zñ]{3,}é)|(?:[a-zñ]{2,}[^aeiouáéíóú\W]í))(?![\w-])", re.I)


def _es_preterite_third(verb: str) -> str:
    """"encontré" → "encontró", "busqué" → "buscó", "pagué" → "pagó", "empecé" → "empezó", "recibí" → "recibió"."""
    low = verb.lower()
    if low.endswith("é"):
        stem = low[:-1]
        stem = stem[:-2] + "c" if stem.endswith("qu") else stem[:-1] if stem.endswith("gu") else (
            stem[:-1] + "z" if stem.endswith("c") else stem)
        return stem + "ó"
    return low[:-1] + "ió"


# (and a membership given up, "me di de baja de Los Caracoles": "di" only there, so "Di una vuelta", "le di un regalo"
# stay no words of the person's; stopping._CANCELLED)
_ES_REFLEXIVE = re.compile(r"\bme (?:mudo|mudé|caso|casé|divorcié|jubilé|llamo|jubilo|uní|separé|vine|di(?= de baja\b))\b", re.I)
# Any pronominal verb of the person's in the past, opening the clause ("Me quedé sin trabajo", "Me
# gradué en junio", "Me inscribí en un gimnasio"): its "-é"/"-í" is the first person.
_ES_PRONOMINAL_PAST = re.compile(rf"^{_ES_LEAD}me\s+(\w+?)(é|í)\b", re.I)


def _es_pronominal_third(verb: str) -> str | None:
    """"quedé" → "quedó", "inscribí" → "inscribió"; None for a word of no such form."""
    m = re.match(r"^(\w+?)(é|í)$", verb, re.I)
    return None if not m else m.group(1) + ("ó" if m.group(2).lower() == "é" else "ió")


def es_first_person(clause: str) -> bool:
    low = clause.lower()
    return bool(_ES_FIRST.match(low)) or bool(_ES_PRETERITE.match(low)) or bool(_ES_REFLEXIVE.search(low)) or bool(_ES_PRONOMINAL_PAST.match(low)) or bool(re.search(r"\b(yo|mi|mis)\b", low) and re.search(
        r"\b(" + "|".join(map(re.escape, _ES_VERBS)) + r")\b", low))


_ES_PLURAL = {"somos": "son", "estamos": "están", "tenemos": "tienen", "vamos": "van", "queremos": "quieren",
              "podemos": "pueden", "preferimos": "prefieren", "hacemos": "hacen", "nos": "se",
              # (the perfect's auxiliary and the irregular preterites: "hemos" is no "-emos" present, "fuimos" no
              # "-imos" one)
              "hemos": "han", "fuimos": "fueron", "tuvimos": "tuvieron", "estuvimos": "estuvieron", "hicimos": "hicieron",
              "pusimos": "pusieron", "vinimos": "vinieron", "dijimos": "dijeron", "pudimos": "pudieron",
              "quisimos": "quisieron", "supimos": "supieron", "dimos": "dieron", "vimos": "vieron"}


def _es_they(verb: str) -> str:
    """nosotros-form → ellos-form: "vivimos" → "viven", "trabajamos" → "trabajan"."""
    low = verb.lower()
    if low in _ES_PLURAL:
        return _ES_PLURAL[low]
    if low.endswith("amos"):
        return verb[:-4] + "an"
    if low.endswith(("emos", "imos")):
        return verb[:-4] + "en"
    return verb


# First-person forms that are also other words after "que" ("que como": "as"; "que era": "it was").
_ES_AMBIGUOUS = frozenset({"como", "he", "era", "estaba", "fui", "soy", "estoy"})


_ES_BEFORE_NOUN = frozenset("primer primero primera segundo segunda último última viejo vieja nuevo nueva pequeño pequeña "
                            "gran querido querida antiguo antigua".split())


# Nouns in "-a" that are masculine ("mi día favorito" is "el día", not "la día"; "mi papá", "mi problema").
_ES_MASCULINE_IN_A = frozenset("día días papá mapa mapas problema problemas sistema tema temas idioma idiomas programa "
                               "programas clima planeta sofá dilema".split())


# An adjective said after the noun, which stays with it before the owner ("mi día favorito", "mi hermano mayor").
_ES_ADJECTIVE_AFTER = re.compile(r"^(\s+(?:favorit[oa]s?|preferid[oa]s?|matern[oa]|patern[oa]|mayor(?:es)?|menor(?:es)?|"
                                 r"pequeñ[oa]s?|nuev[oa]s?|actual|anterior|ideal))(?![\w])", re.I)


def spanish(clause: str) -> str:
    s = clause
    m = re.match(r"^(?:(mi|mis)\s+(\S+(?:\s+(?-i:[A-ZÀ-Þ])\S+)?)\s+y\s+yo|yo\s+y\s+(mi|mis)\s+(\S+))\s+(?:(nos)\s+)?(\S+)(.*)$", s, re.I)
    if m:  # "Mi novio y yo vivimos en Barcelona" → "El usuario y su novio viven en Barcelona"
        own = "su" if (m.group(1) or m.group(3)).lower() == "mi" else "sus"
        refl = "se " if m.group(5) else ""
        rest = re.sub(r"\bnuestr([oa]s?)\b", r"su", _es_possessives(m.group(7)))
        return _tidy(f"El usuario y {own} {m.group(2) or m.group(4)} {refl}{_es_they(m.group(6))}{rest}")
    if owned := others_words.owned_with_adjective(s, "es"):  # ("mi último día" → "el último día del usuario")
        return _tidy(owned[0] + _es_possessives(others_words.as_object(owned[1], "es")))
    m = re.match(r"^(mi|mis|nuestr[oa]s?)\s+(\S+)(.*)$", s, re.I)
    if m:  # "Mi hija se llama Ana" → "La hija del usuario se llama Ana" (and the household's: "Nuestro perro murió")
        noun, owner = m.group(2), m.group(1).lower()
        if owner.startswith("nuestr") and noun.lower() in _ES_BEFORE_NOUN:
            return _tidy(s)  # ("Nuestro primer perro…": left as said rather than rewritten wrong)
        fem = (owner.startswith("nuestra") or (not owner.startswith("nuestr") and noun.lower().endswith(("a", "as"))
                                                 and noun.lower() not in _ES_MASCULINE_IN_A)
               or noun.lower() in ("madre", "mujer", "madres"))
        art = ("Las" if fem else "Los") if owner.endswith("s") else ("La" if fem else "El")
        rest = m.group(3)
        if adjective := _ES_ADJECTIVE_AFTER.match(rest):  # ("mi idioma materno" → "el idioma materno del usuario")
            noun, rest = noun + adjective.group(1), rest[adjective.end():]
        return _tidy(f"{art} {noun} del usuario{_es_possessives(others_words.as_object(rest, 'es'))}")
    s = re.sub(r"^yo\s+", "", s, flags=re.I)
    lead = _ES_REFLEXIVE.search(s)
    if lead and lead.start() > 0 and not _ES_FIRST.match(s.lower()):  # "El mes que viene me mudo a Lima"
        s = f"{s[lead.start():]} {s[:lead.start()].strip(' ,').lower()}"
    if not (_ES_FIRST.match(s.lower()) or _ES_PRONOMINAL_PAST.match(s.lower())) and (past := _ES_PRETERITE.match(s)):  # (a verb no table holds)
        s = f"{s[:past.start(1)]}{_es_preterite_third(past.group(1))}{s[past.end(1):]}"
        return _tidy("El usuario " + _es_own(s[0].lower() + s[1:]))
    words = s.split(" ")
    out, subject_done = [], False
    for i, w in enumerate(words):
        low = w.lower()
        if not subject_done and low in ("me",):
            nxt = words[i + 1].lower() if i + 1 < len(words) else ""
            out.append("le" if nxt.startswith(("gusta", "encanta", "interesa")) else "se")
            if nxt == "di" and words[i + 2:i + 4] == ["de", "baja"]:
                words[i + 1] = "dio"  # ("me di de baja", an irregular past: _ES_REFLEXIVE)
                subject_done = True  # (what follows is no verb of the person's: "como autónomo")
            elif nxt not in _ES_VERBS and (third := _es_pronominal_third(nxt)):  # ("me quedé sin trabajo")
                words[i + 1] = third
                subject_done = True  # (what follows is no verb of the person's: "sin trabajo")
            continue
        if not subject_done and low in _ES_VERBS:
            out.append(_ES_VERBS[low])
            subject_done = True
            continue
        out.append(w)
    s = " ".join(out)
    # the person's verb in a relative clause is the person's too ("una moto que uso para ir al trabajo")
    s = re.sub(r"\b(que|donde)\s+(\w+)\b", lambda m: f"{m.group(1)} {_ES_VERBS[m.group(2).lower()]}"
               if m.group(2).lower() in _ES_VERBS and m.group(2).lower() not in _ES_AMBIGUOUS else m.group(0), s,
               flags=re.I)
    s = _es_own(others_words.stressed(s, "es"))
    # the person's own pronoun on an infinitive is theirs too ("acabo de divorciarme", "voy a mudarme"):
    # only after what takes an infinitive, so "duerme" or "firme" are no such verbs
    s = re.sub(r"\b(de|a|para|sin|que)\s+(\w{2,}(?:ar|er|ir))me\b", r"\1 \2se", s, flags=re.I)
    if re.match(r"^(no\s+)?le\s+(gusta|encanta|interesa)", s, re.I):
        return _tidy("Al usuario " + s[0].lower() + s[1:])
    return _tidy("El usuario " + s[0].lower() + s[1:])


def _es_possessives(s: str) -> str:
    return re.sub(r"\b(mi|mis)\b", lambda m: "su" if m.group(1).lower() == "mi" else "sus", s, flags=re.I)


def _es_own(s: str) -> str:
    """The person's possessives and the household's, in the person's own clause ("con mi pareja Dani y nuestra perrita
    Luna" → "con su pareja Dani y su perrita Luna"). Not in someone else's ("Mi hermana vive en nuestra casa": the
    household's house, not the sister's), nor a name's ("Hospital Nuestra Señora", "el Padre Nuestro"): small, before a
    word."""
    return _es_possessives(re.sub(r"(?<=\s)(?-i:nuestr[oa](s?))(?=\s+\w)", lambda m: "su" + m.group(1), s))


# -- Chinese and Japanese ------------------------------------------------------------------
_ZH_KIN = ("女儿|儿子|妻子|老婆|丈夫|老公|孩子|姐姐|妹妹|哥哥|弟弟|妈妈|母亲|爸爸|父亲|父母|爷爷|奶奶|外婆|外公|"
           "男朋友|女朋友|未婚妻|未婚夫|家人|猫|狗|妈|爸|哥|姐|弟|妹")  # (the one-word kin of chat: "我妈退休了")
# People and places the person has, said after "我"/"我们" with no "的" ("我朋友", "我们公司"): Chinese
# drops the possessive before them, so "我" there is "my", not the subject (attributes.py reads the
# clause as about them).
ZH_THEIRS = "同事|朋友|老板|领导|经理|店长|主管|组长|老大|总监|室友|邻居|同学|老师|医生|房东|上司|客户|公司|老家|闺蜜|对象"


def chinese(clause: str) -> str:
    s = clause
    # (not "用户朋友", a noun compound: "my friend" stays the person's friend)
    s = re.sub(rf"我们?(?=(?:{_ZH_KIN}|{ZH_THEIRS}))", "用户的", s)
    s = s.replace("我的", "用户的").replace("我们", "用户").replace("我", "用户")
    return _tidy(s)


# The person keeping a pet named after what it is ("犬のコタロウを飼っています"): the person's act, not the dog's.
_JA_KEEPS = re.compile(r"を(?:もう)?[^、。]{0,4}?(?:飼|かって)")


# Someone the person knows, named as whom the person does a thing with ("妻の由美と暮らしています", "彼女と別れました"):
# the person is the subject ("ユーザーは妻の由美と…"), not the kin ("ユーザーの妻の由美と…").
_JA_WITH_THEM = re.compile(r"^[^、。はがを]{1,4}(?:の[^、。はがをと]{1,10})?と(?!いう|して|か)[^、。はが]*$")


def japanese(clause: str) -> str:
    s = re.sub(r"(私たち|私|僕|俺|わたし|あたし|自分)", "ユーザー", clause)
    s = re.sub(r"^(?:うちの)", "ユーザーの", s)
    if not s.startswith("ユーザー"):
        # (someone the person knows: "同僚は大阪に住んでいます" is the colleague's, not "ユーザーは同僚は…")
        if (re.match(r"^(娘|息子|妻|夫|子供|子ども|姉|妹|兄|弟|母|父|両親|祖母|祖父|犬|猫|同僚|友達|友人|上司|先輩|後輩|"
                     r"ルームメイト|隣人|先生|医者|大家|彼女|彼氏)(は|が|の)", s) and not _JA_KEEPS.search(s)
                and not _JA_WITH_THEM.match(s)):
            s = "ユーザーの" + s
        else:
            s = "ユーザーは" + s
    # What the person has, made the subject with a comma for its particle, as chat writes it ("うちの柴犬のコタロウ、
    # もう14歳です"): the topic particle the fact is written with.
    s = re.sub(r"^(ユーザーの[^、。はがをにで]{1,12}?)、", r"\1は", s)
    # A clause cut at its te-form ("大阪に住んでいて、…", "三十五歳で、…") ends as the statement it is.
    s = re.sub(r"([てで])いて$", r"\1います", s)
    # (and its casual form, the い left out: "一日一箱吸ってて", "病院の事務をしてて" → "吸っています", "しています"; after
    # kana or a one-kanji verb's stem only, as "捨てて", "育てて" are the te-form of verbs in -てる)
    s = re.sub(r"(?<=[\u3040-\u309f見出着寝来居])([てで])て$", r"\1います", s)
    s = re.sub(r"(?<=[\u3400-\u9fff\u30a0-\u30ff])で$", "です", s)
    # A doing denied in the casual ongoing form ("弾いてないです", "やってない") in the polite one the facts are
    # written in ("弾いていません"): the same state, said as the facts say it. (The て of a te-form follows kana,
    # "弾いて", "やって", or the one-kanji verbs' "見て", "出て"; after another kanji it is the stem of a verb's own
    # negative, "捨てない", "育てない", left as said.)
    s = re.sub(r"(?<=[\u3040-\u30ff見出着寝来居])([てで])い?ない(?:です)?$", r"\1いません", s)
    return _tidy(s)


# -- The household's "we" -------------------------------------------------------------------
# "On a adopté un lapin" → "L'utilisateur a adopté un lapin", "Hemos adoptado dos gatitos" → "El usuario ha
# adoptado dos gatitos", "A gente se mudou pra Floripa" → "O utilizador se mudou pra Floripa": the home,
# the pets and the things of the household are the person's, so its "we" is the person (clauses.HOUSEHOLD_WE).
# Only the "we" and its verb change; a plural verb with no tense of its own ("adoptamos", "adotamos") is
# read as the past, as a household tells what it did.
_WE_VERB = {  # (pattern, the person said for the fact, the person's own "I" form to read its attribute by)
    "fr": [(r"^on a\b", "L'utilisateur a", "j'ai"), (r"^on est\b", "L'utilisateur est", "je suis"),
           (r"^on s['’]est\b", "L'utilisateur s'est", "je me suis"), (r"^on vit\b", "L'utilisateur vit", "je vis"),
           (r"^on habite\b", "L'utilisateur habite", "j'habite"), (r"^on\b", "L'utilisateur", "je"),
           (r"^nous nous sommes\b", "L'utilisateur s'est", "je me suis"), (r"^nous avons\b", "L'utilisateur a", "j'ai"),
           (r"^nous sommes\b", "L'utilisateur est", "je suis"), (r"^nous habitons\b", "L'utilisateur habite", "j'habite"),
           (r"^nous vivons\b", "L'utilisateur vit", "je vis")],
    "es": [(r"^(?:nosotr[oa]s\s+)?hemos\b", "El usuario ha", "he"),
           (r"^(?:nosotr[oa]s\s+)?(?:(ya)\s+)?estamos\s+(\w+)[oa]s\b", r"El usuario \1 está \2o", r"\1 estoy \2o"),
           (r"^(?:nosotr[oa]s\s+)?nos mudamos\b", "El usuario se mudó", "me mudé"),
           (r"^(?:nosotr[oa]s\s+)?vivimos\b", "El usuario vive", "vivo"), (r"^(?:nosotr[oa]s\s+)?tenemos\b", "El usuario tiene", "tengo"),
           (r"^(?:nosotr[oa]s\s+)?(\w+)amos\b", r"El usuario \1ó", r"\1é"), (r"^(?:nosotr[oa]s\s+)?(\w+)imos\b", r"El usuario \1ió", r"\1í")],
    "it": [(r"^(?:noi\s+)?abbiamo\b", "L'utente ha", "ho"),
           (r"^(?:noi\s+)?ci siamo trasferit[ie]\b", "L'utente si è trasferito", "mi sono trasferito"),
           # (the household's reflexive past: "Ci siamo sistemati a Milano", "ci siamo sposati")
           (r"^(?:noi\s+)?ci siamo (\w+)([aei])t[ie]\b", r"L'utente si è \1\2to", r"mi sono \1\2to"),
           (r"^(?:noi\s+)?siamo andati\b", "L'utente è andato", "sono andato"), (r"^(?:noi\s+)?viviamo\b", "L'utente vive", "vivo"),
           (r"^(?:noi\s+)?abitiamo\b", "L'utente abita", "abito")],
    "pt": [(r"^a gente se (\w+)ou\b", r"O utilizador se \1ou", r"me \1ei"), (r"^a gente (\w+)ou\b", r"O utilizador \1ou", r"\1ei"),
           (r"^a gente (\w+)eu\b", r"O utilizador \1eu", r"\1i"), (r"^a gente tem\b", "O utilizador tem", "tenho"),
           (r"^a gente mora\b", "O utilizador mora", "moro"), (r"^a gente\b", "O utilizador", "eu"),
           (r"^(?:nós\s+)?nos mudamos\b", "O utilizador se mudou", "me mudei"),
           # (a move or a settling with "we" and its pronoun after the verb: "Mudámo-nos para Braga", "Instalámo-nos em
           # Faro"; not a "we" of each other, "Conhecemo-nos em 2019", "Encontrámo-nos")
           (r"^(?:nós\s+)?(mud|instal)ámo-nos\b", r"O utilizador \1ou-se", r"\1ei-me"),
           (r"^(?:nós\s+)?(?:(já)\s+)?estamos\s+(\w+)[oa]s\b", r"O utilizador \1 está \2o", r"\1 estou \2o"),
           (r"^(?:nós\s+)?moramos\b", "O utilizador mora", "moro"),
           (r"^(?:nós\s+)?vivemos\b", "O utilizador vive", "vivo"), (r"^(?:nós\s+)?temos\b", "O utilizador tem", "tenho"),
           (r"^(?:nós\s+)?(\w+)amos\b", r"O utilizador \1ou", r"\1ei"), (r"^(?:nós\s+)?(\w+)emos\b", r"O utilizador \1eu", r"\1i")],
}


def household_we(clause: str, lang: str) -> str | None:
    """The household's "we" said as the person, or None when the clause opens on no such "we"."""
    said = _household(clause, lang)
    return said[0] if said else None


def household_as_i(clause: str, lang: str) -> str | None:
    """The household's "we" clause in the person's own "I" form ("On a vendu la voiture" → "j'ai vendu la
    voiture"), for the attribute rules, which read the person's own words."""
    said = _household(clause, lang)
    return said[1] if said else None


_SOMEONE_STOLE = re.compile(r"on\s+(?:\w['’]\s*|nous\s+|vous\s+|lui\s+|leur\s+)?a\s+(?:volé|cambriolé|piqué|fauché|braqué)", re.I)


# The adverbs a household's "we" may open on ("Ya hemos adoptado", "On a enfin trouvé"), one list for the rule that
# finds that "we" (clauses.HOUSEHOLD_WE) and the one that says it as the person (``_household``).
WE_ADVERB = (r"aussi|enfin|finalement|déjà|también|ya|por fin|al final|ahora|anche|finalmente|già|ora|adesso|também|já|"
             r"agora|enfim")
# A day or time gone by, said before the household's "we" ("Ayer adoptamos un perro", "Ieri abbiamo preso un cane",
# "Semana passada adotamos uma gata", "Hier, on a vendu la voiture"): when it happened, kept in the fact after the
# person ("El usuario ayer adoptó un perro", as "Ayer adopté un perro" is said). Past only: "mañana nos mudamos" is none.
WHEN_BEFORE_WE = {
    "fr": r"hier|avant-hier|aujourd['’]hui|ce (?:week-end|matin|mois)|cette (?:semaine|année)|la semaine dernière|"
          r"le mois dernier|l['’]an dernier|l['’]année dernière|samedi|dimanche|il y a (?:\w+ ){1,2}(?:jours?|semaines?|mois|ans?)",
    # (Spanish and Portuguese say the household's "we" alike in the present and the past, "nos mudamos": only a day
    # that is gone, "el sábado nos mudamos" may be a plan)
    "es": r"ayer|anoche|anteayer|el (?:mes|año|fin de semana) pasado|la semana pasada|"
          r"el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo) pasado|hace (?:\w+ ){1,2}(?:días?|semanas?|mes|meses|años?)",
    "it": r"oggi|ieri|stamattina|l['’]altro ieri|sabato|domenica|(?:la )?settimana scorsa|il mese scorso|l['’]anno scorso|"
          r"questo (?:weekend|fine settimana|mese)|quest['’]anno|\w+ (?:giorni|settimane|mesi|anni|settimana|mese|anno) fa",
    "pt": r"ontem|anteontem|(?:na )?semana passada|(?:no )?mês passado|(?:no )?ano passado|(?:no )?fim de semana passado|"
          r"há (?:\w+ ){1,2}(?:dias?|semanas?|mês|meses|anos?)",
}
_WHEN_BEFORE_WE = {lang: re.compile(rf"^(?:{words})(?:\s*,\s*|\s+)", re.I) for lang, words in WHEN_BEFORE_WE.items()}


def when_before_we(clause: str, lang: str) -> int:
    """Where the clause goes on after a day or time gone by said first (``WHEN_BEFORE_WE``); 0 when it opens on none."""
    m = _WHEN_BEFORE_WE[lang].match(clause) if lang in _WHEN_BEFORE_WE else None
    return m.end() if m else 0


def _household(clause: str, lang: str) -> tuple[str, str] | None:
    when = when_before_we(clause, lang)
    adverbs = re.match(rf"(?:(?:{WE_ADVERB})\s+)+", clause[when:], re.I)
    lead = clause[:when + (adverbs.end() if adverbs else 0)]
    # (an adverb before "we" goes after it: "Ya hemos adoptado" → "El usuario ya ha adoptado")
    adverb, rest = lead, clause[len(lead):]
    if lang == "fr" and _SOMEONE_STOLE.match(rest):
        return None  # ("On a volé le vélo de ma voisine": the impersonal "on", a thief, never the household)
    for pattern, person, as_i in _WE_VERB.get(lang, []):
        m = re.match(pattern, rest, re.I)
        if m:
            said = m.expand(person)
            subject = _PERSON_FIRST.get(lang, "L'utilisateur")
            if adverb:
                said = f"{subject} {adverb.strip(' ,').lower()}{said[len(subject):]}"
            said = said[:len(subject)] + said[len(subject):].lower()  # ("Adotamos" → "adotou")
            rest_said = _HOUSEHOLD_POSSESSIVES[lang](rest[m.end():])
            if lang == "fr" and said.endswith("est"):
                # ("on s'est installés", "on est partis": the couple's plural participle, said of one person)
                rest_said = re.sub(r"^(\s+(?:\w+\s+)?\w+(?:é|ée|i|ie|u|ue))s\b", r"\1", rest_said)
            # (the rest is the person's words too: "On habite à Rennes avec ma compagne" → "avec sa compagne")
            return (_tidy(said + rest_said),
                    f"{adverb}{m.expand(as_i).lower()}{rest[m.end():]}")
    return None


# (not a friend, "notre copain Marc", whom "son copain" would make a boyfriend; nor "le Notre Père")
_FR_NOTRE_HIS = re.compile(r"\b(?-i:notre)\s+(?=(?:fils|mari|chien|chat|chaton|chiot|frère|père|bébé|garçon|appartement|appart)\b)",
                           re.I)
_FR_NOTRE_HER = re.compile(r"\b(?-i:notre)\s+(?=(?:fille|femme|chienne|chatte|sœur|soeur|mère|maison|voiture)\b)", re.I)


def _fr_notre(s: str) -> str:
    return _FR_NOTRE_HER.sub("sa ", _FR_NOTRE_HIS.sub("son ", s))


# The person's possessives, and the household's ("notre", "nuestro", "nostro", "nosso"), said of the person.
_HOUSEHOLD_POSSESSIVES = {
    # (French "notre" shows no gender, so "son"/"sa" is chosen only by a noun whose gender is known, "notre fils" →
    # "son fils", "notre fille" → "sa fille"; any other stays as said)
    "fr": lambda s: _fr_notre(re.sub(r"\bnos\b", "ses", _fr_possessives(s), flags=re.I)),
    # (the household's own after the first word is said by each language's possessives: "nuestra perrita" → "su perrita")
    "es": _es_own, "it": italian_portuguese.it_own, "pt": italian_portuguese.pt_own,
}


# Emoji and pictographs carry a mood, not a fact: "J'ai arrêté de fumer 💪" keeps the words only.
_EMOJI = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]")


def _tidy(s: str) -> str:
    return " ".join(_EMOJI.sub(" ", s).split()).strip(" ,;:.。、，!！")


NORMALISERS = {"en": english, "fr": french, "de": german, "es": spanish, "zh": chinese, "ja": japanese,
               "it": italian_portuguese.italian, "pt": italian_portuguese.portuguese}


def normalise(clause: str, lang: str) -> str:
    from mnemosyne_app.core.model.companions import fact as with_companion  # (it uses this module's verb forms)

    from mnemosyne_app.core.model.first_person_left import someone_named_first

    if (fronted := _fronted_adverbial(clause, lang)) is not None:
        return fronted
    # (someone named is the subject, after the person's lead: "Al final Toby se fue …" is Toby's, not the person's)
    said = with_companion(clause, lang) or someone_named_first(clause, lang) or NORMALISERS[lang](clause)
    return _taken_up_third(said, lang)


# The person's verb after a comma that takes up the thing just said by its pronoun ("…, l'ho venduto", "…, lo vendí"),
# in a fact whose subject is the person: theirs too, said in the third person as the rest is. (Not after someone
# else's, "Mi padre tenía un Corolla, lo vendí"; not a future, "lo venderé", nor a noun, "la bebé", "la Noemí".)
_TAKEN_UP = {"it": re.compile(r"(,\s+(?:l['’]|(?:lo|la|li|le|ne)\s+))ho\b", re.I),
             "es": re.compile(r"(,\s+(?:lo|la|los|las)\s+)(?!(?:bebé|café|josé|puré|comité|chalé)\b)"
                              r"((?-i:[a-zñ])[a-zñ]+(?<![aei]r)é|(?-i:[a-zñ])[a-zñ]+[^aeiouáéíóú\W]í)(?![\w-])", re.I)}


def _taken_up_third(said: str, lang: str) -> str:
    if lang not in _TAKEN_UP or not said.startswith(_PERSON_FIRST[lang] + " "):
        return said
    if lang == "it":
        return _TAKEN_UP["it"].sub(r"\1ha", said)
    return _TAKEN_UP["es"].sub(lambda m: m.group(1) + _es_preterite_third(m.group(2)), said)


# The person's subject as each normaliser of a language that drops "I" writes it first.
_PERSON_FIRST = {"es": "El usuario", "it": "L'utente", "pt": "O utilizador"}


def _fronted_adverbial(clause: str, lang: str) -> str | None:
    """"Questo fine settimana vado a Bari" → "L'utente questo fine settimana va a Bari": the clause
    after the fronted phrase normalised, the phrase kept after the person (core/model/fronted.py)."""
    if lang not in _PERSON_FIRST:
        return None
    from mnemosyne_app.core.model.fronted import after_adverbial  # (fronted.py reads this module's verb forms)

    split = after_adverbial(clause, lang)
    if split is None:
        return None
    said, person = NORMALISERS[lang](split[1]), _PERSON_FIRST[lang]
    if not said.startswith(person + " "):
        return None
    # (the phrase's possessives are the person's too: "Al matrimonio di mio cugino" → "al matrimonio di suo cugino")
    phrase = _HOUSEHOLD_POSSESSIVES[lang](split[0])
    return f"{person} {phrase[:1].lower()}{phrase[1:]} {said[len(person) + 1:]}"
