"""A person's profile told as a comma list: what they are, have and do, said once with the subject or with
none at all ("I'm a nurse, been at St Mary's for 3 years, live in Oxford", "im 29, night shift nurse at
St Mary's", "Ich bin Ärztin, wohne in Köln", "Je suis infirmière, habite à Lyon", "Divorced, two kids,
live in Leeds, work as a plumber").

Each piece is a fact of its own: a later move must end the home and keep the job, which it cannot do to
one fact that says both. The piece is said with the verb the list left out, by its grammar: a bare verb of
the person's own goes on with "I" ("live in Oxford" → "I live in Oxford"; before, "I'm live in Oxford"), a
perfect with "I've" ("been working at …"), a count of children with "I have", a bare number with the age's
verb, anything else with "I am" ("married to Tom", "retired teacher").

Only where each piece so said is a fact the rules place, and no two pieces are of one single-valued kind:
"I'm a teacher, a good one" and "I'm a nurse, mostly nights" stay whole; a piece the rules cannot place
after the first is a detail of the one before it and stays with it ("I'm a lawyer at Hogan, been there since
2015"). With no subject said at all, every piece must be placed, and one must be the person's by its form
(a verb in the first person, a partner or children had): "Sunny, 34" or "Nurse, 34, found at home" name no
one.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import attribute_of
from mnemosyne_app.core.model.bare_states import AGED, BE, COUNTED_KIDS as _COUNTED_KIDS
from mnemosyne_app.core.model.clauses import SOMEONE_ELSE_SAYS, takes_inherited_subject
from mnemosyne_app.core.model.pet_nouns import I_HAVE as _HAVE

# The person's "I am" opening the list, per language.
_COPULA = {"en": r"i['’]m|i am|im", "de": r"ich bin|bin", "fr": r"je suis", "es": r"(?:yo\s+)?(?:soy|estoy)",
           "it": r"(?:io\s+)?sono", "pt": r"(?:eu\s+)?(?:sou|estou)"}
# ... or their own verb opening it ("I teach at Oakwood, live in Frome", "Je travaille à Necker, habite à Lyon").
_SUBJECT = {"en": r"i", "de": r"ich", "fr": r"je|j['’]"}
# (the verb said before each piece, of being and of an age, as core/model/bare_states.py says it)
_BARE_AGE = re.compile(r"^(\d{1,3})(?:\s*(?:years? old|y/?o|jahre(?: alt)?|ans|años|anni|anos))?$", re.I)
# (the list's last item keeps no "and": "I'm 30, single, and a vegan")
_LAST_AND = re.compile(r"^(?:and|und|et|y|e|i)\s+", re.I)
# An English role with its article left out, as chat writes it ("29, nurse at St Mary's"): not a word that
# is no noun of a role.
_EN_ARTICLE_LEFT_OUT = re.compile(r"^(?!(?:a|an|the|my|our|from|in|at|on|not|no|so|very|really|also|still|now)\b)[a-z]", re.I)
# An English word in -ed that is a state the person is, not a thing they did: before "to", "from", "with" or
# nothing ("married to Tom", "divorced", "separated from Dan"), said with "I'm"; before a noun, said of a role
# with its article ("retired teacher" → "I'm a retired teacher"). Any other is a verb ("married Tom in 2019",
# "retired last year" → "I retired last year").
_EN_PARTICIPLE = re.compile(r"^(?:happily\s+|recently\s+|newly\s+|semi-)?[a-z-]+ed(?=$|\s+(?:to|from|with)\b)", re.I)
_EN_PARTICIPLE_ROLE = re.compile(r"^(?:[a-z-]+ed)\s+(?!(?:last|this|next|in|on|at|a|an|the|my|our|from|to|with|since|"
                                 r"for|after|before|yesterday|today|recently|early|again|years?|months?|weeks?)\b)[a-z]", re.I)
# An English verb of the person's own in the third person ("lives in Leeds", "works as a nurse"): someone
# described, not the person, who says "live" and "work".
_EN_THIRD_PERSON = re.compile(r"^(?:lives|works|teaches|has|does|goes|studies|plays|runs|drives|owns|speaks)\b", re.I)
# A German adjective or participle of a state ("verheiratet", "ledig", "geschieden", "verlobt", "vegetarisch").
_DE_STATE_WORD = re.compile(r"^(?:(?:ver|ge|be)\w+t|\w+ig|\w+isch|single|vegan)$", re.I)
# The pieces whose kind the person can have several of at once (two hobbies in one list are no clash).
_MANY = frozenset({"language", "pet", "allergy", "health", "hobby"})


def listed(text: str, lang: str) -> list[str]:
    """The clause as one statement per piece of its comma list, each with the verb it left out; none when it is no
    such list ("I'm a nurse, been working at Necker, live in Oxford" → "I'm a nurse", "I've been working at
    Necker", "I live in Oxford")."""
    if lang not in _COPULA or "," not in text:
        return []
    head = re.match(rf"^({_COPULA[lang]})\s+", text, re.I)
    own = None if head or lang not in _SUBJECT else re.match(rf"^(?:{_SUBJECT[lang]})\s*(?=\w)", text, re.I)
    if own and not takes_inherited_subject(text[own.end():], lang):
        own = None
    if not head and not own and not (lang in ("es", "it", "pt") and takes_inherited_subject(text, lang)):
        return []
    items = _items(text)
    if len(items) < 2 or any(_someone(item, lang, k) for k, item in enumerate(items) if k):
        return []
    if not head and not own and _SOMEONE.match(items[0]):
        return []  # (not "Mi mujer, Lucía, y yo vivimos en Vigo": the verb is the couple's)
    # (a state said after the "I" carried from the sentence before, "I Married to Tom": as the state it is)
    first = _en_state(items[0][own.end():]) if own and lang == "en" else None
    pieces = [first or items[0]]
    for item in items[1:]:
        said = _said(item, lang, head.group(1) if head else None)
        if said is None:
            pieces[-1] = f"{pieces[-1]}, {item}"  # (a detail of the piece before: "I'm a nurse, mostly nights")
        else:
            pieces.append(said)
    if head and len(pieces) == 1:
        return []
    if len(pieces) < 2:
        return []
    if attribute_of(pieces[0]) is None:
        # (the first piece may be a statement the rules do not place, "I teach English at Oakwood, live in Frome": the
        # home is still a fact of its own; but only a verb in the person's own form goes on with them, a state may
        # be of whoever the first named, "I met Sarah, married to Tom")
        return pieces if _each_its_own(pieces[1:]) and all(_own_verb(i, lang) for i in items[1:] if _said(i, lang)) else []
    return pieces if _each_its_own(pieces) else []


def subjectless(sentence: str, lang: str) -> list[str]:
    """A sentence that is only such a list, with no subject said ("Divorced, two kids, live in Leeds, work as a
    plumber"), as the person's statements; none when any piece is no fact of theirs or none is theirs by its form."""
    if lang not in _COPULA or "," not in sentence:
        return []
    items = _items(sentence)
    if len(items) < 2 or any(_someone(item, lang, k) for k, item in enumerate(items)):
        return []
    said = [_said(item, lang) for item in items]
    if any(s is None for s in said) or not _each_its_own(said):
        return []
    theirs = any(_COUNTED_KIDS.match(i) or _own_verb(i, lang) or attribute_of(s) == "relationship" for i, s in zip(items, said))
    return said if theirs else []


# A piece that opens on a relative pronoun or a conjunction says something of what went before ("Ich habe einen Hund,
# der gerne schwimmt", "I'm a nurse, which I love", "… but not for long"): no piece of its own.
_JOINED_ON = re.compile(r"^(?:who|which|that|where|whose|whom|but|though|although|because|if|when|qui|que|qu['’]|où|dont|mais|"
                        r"car|der|die|das|dem|den|deren|dessen|wo|welche\w*|aber|weil|wenn|quien|donde|cual|pero|porque|"
                        r"che|chi|dove|cui|ma|perché|quem|onde|cujo|mas)\b", re.I)
# A piece that names someone: their own ("my wife", "Mi mujer"), a subject said ("yo vivimos …", "we live …"), or a
# name alone after the first piece ("Mi mujer, Lucía, y yo vivimos en Vigo"): the list is then no bare profile of
# the person's (core/model/clauses.py cuts and reads it).
_SOMEONE = re.compile(r"^(?:my|our|his|her|their|mon|ma|mes|notre|nos|son|sa|ses|mein\w*|unser\w*|sein\w*|ihr\w*|mi|mis|"
                      r"nuestr\w+|su|sus|(?:il|la|i|le)\s+(?:mio|mia|miei|mie|nostr\w)|mio|mia|miei|mie|(?:o|a|os|as)\s+"
                      r"(?:meu|minha|meus|minhas|noss\w+)|meu|minha|meus|minhas|noss\w+|i|we|je|j['’]|nous|on|ich|wir|yo|"
                      r"nosotr\w+|io|noi|eu|nós)\b", re.I)


def _someone(item: str, lang: str, k: int) -> bool:
    return bool(_SOMEONE.match(item)) or (k > 0 and lang != "de" and bool(re.fullmatch(r"(?-i:[A-ZÀ-Þ])[\w'’-]+", item)))


def _items(text: str) -> list[str]:
    items = [i.strip() for i in text.split(",")]
    # (someone else's word after the state ends the list, "I'm allergic to penicillin, the doctor says it's serious")
    said_by = next((k for k, i in enumerate(items) if k and SOMEONE_ELSE_SAYS.match(i)), None)
    items = items[:said_by] if said_by else items
    items = [_LAST_AND.sub("", i) if k == len(items) - 1 and k else i for k, i in enumerate(items)]
    return [] if any(not i or len(i.split()) > 12 for i in items) else items


def _own_verb(item: str, lang: str) -> bool:
    """The piece opens on a verb in the person's own form ("live in Leeds", "wohne in Köln", "vivo en Sevilla")."""
    if lang == "en":
        return (bool(re.match(r"^been\b", item, re.I)) or (takes_inherited_subject(item, lang) and not _en_state(item)
                and not _EN_THIRD_PERSON.match(item) and not re.match(r"^(?:am|has|had|can|cannot|can't|don't|do)\b", item, re.I)))
    if lang == "fr":  # (the bare verb of "je", which is also "il"'s: only after the person's own head, see listed)
        return bool(re.match(r"^(?:travaille|habite|vis|parle|enseigne|étudie|joue|fais|conduis|ai)\b", item, re.I))
    return takes_inherited_subject(item, lang) and not re.match(rf"^(?:{_COPULA[lang]})\b", item, re.I)


def _said(item: str, lang: str, be: str | None = None) -> str | None:
    """The piece with the verb the list left out (``be``: the list's own, as the person wrote it), when the
    rules then place it; else None."""
    if _JOINED_ON.match(item):
        return None
    if _COUNTED_KIDS.match(item):
        return f"{_HAVE[lang]} {item}"
    if (age := _BARE_AGE.match(item)) and 13 <= int(age.group(1)) <= 119:
        said = AGED[lang].format(age.group(1))
        return said if attribute_of(said) == "age" else None
    # (German writes its nouns large, "Lehrerin"; a state's adjective or participle opening the sentence is written
    # small after the verb, "Verheiratet" → "ich bin verheiratet")
    small = lang != "de" or bool(_DE_STATE_WORD.match(item))
    be = f"{be or BE[lang]} {item[:1].lower() if small else item[:1]}{item[1:]}"
    if lang == "en" and (state := _en_state(item)):
        return state  # ("married to Tom" is being married, not "I married to Tom")
    if _own_verb(item, lang):
        if lang == "en":
            said = f"I've {item}" if re.match(r"^been\b", item, re.I) else f"I {item}"
        elif lang == "fr":
            said = f"j'{item}" if item[:1].lower() in "aehéiou" else f"je {item}"
        elif lang == "de":
            said = f"ich {item}"
        else:
            said = item
        return said if attribute_of(said) is not None else None
    if attribute_of(be) not in (None, "age"):  # (an age only as a bare number: "Bin Landwirt, 40 Milchkühe" is none)
        return be
    if lang == "en" and _EN_ARTICLE_LEFT_OUT.match(item):
        # (chat leaves out the article before a role, "29, nurse at St Mary's"; the rules read a role by it)
        said = f"I'm {'an' if item[:1].lower() in 'aeiou' else 'a'} {item}"
        if attribute_of(said) == "job":
            return said
    return None


def _en_state(item: str) -> str | None:
    """An English piece opening on a word in -ed said as the state it is ("I'm married to Tom", "I'm a retired
    teacher"), when the rules place it as a tie or a job; else None."""
    if _EN_PARTICIPLE.match(item):
        said = f"I'm {item[:1].lower()}{item[1:]}"
    elif _EN_PARTICIPLE_ROLE.match(item):
        said = f"I'm a {item[:1].lower()}{item[1:]}"
    else:
        return None
    return said if attribute_of(said) in ("relationship", "job") else None


def _each_its_own(pieces: list[str]) -> bool:
    """Every piece placed, and no two of one kind a person has one of at a time."""
    kinds = [attribute_of(p) for p in pieces]
    if any(k is None for k in kinds):
        return False
    single = [k for k in kinds if k not in _MANY]
    return len(single) == len(set(single))
