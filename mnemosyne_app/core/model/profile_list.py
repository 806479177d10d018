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
2015"), unless it opens on a verb ("I'm stressed, work in finance": the list stays whole). After a piece that
names someone else or an animal ("I have a sister", "I have a boyfriend", "J'ai un frère"), only a verb in the
person's own form is still theirs: "I have a sister, 40, married to Tom" tells of the sister, and stays whole;
after the person's own tie ("married to Tom") only what describes the partner is theirs ("a plumber"). A piece
someone else's by its verb ("lives in York"), a past state ("worked as a chef"), a plan, a wish, a pretence
or a joke leave the list whole.

With no subject said at all, every piece must be placed and one must be a verb in the person's own form
("live in Leeds", "wohne in Köln", "vivo en Sevilla"): "Married, two kids, works at Google" is someone else,
"Sunny, 34" no one. core/model/clauses.py reads such a sentence only where it is the person's: not after a
sentence about someone else ("So my brother just moved. 34, single, live in Bath"), nor one the next sentence
recasts ("… That's the dream", "… C'était avant", "… Es mi hermano"), nor after a label that is not the
person's own ("Her husband: …", "In 10 years: …", "Plan for next year: …").
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import attribute_of
from mnemosyne_app.core.model.bare_states import AGED, BE, COUNT, COUNTED_KIDS as _COUNTED_KIDS
from mnemosyne_app.core.model.clauses import SOMEONE_ELSE_SAYS, takes_inherited_subject
from mnemosyne_app.core.model.others import _KIN
from mnemosyne_app.core.model.pet_nouns import I_HAVE as _HAVE, ONE_BY_NOUN
from mnemosyne_app.core.model.plans import is_plan
from mnemosyne_app.core.model.said_with_duration import with_its_verb

# The person's "I am" opening the list, per language.
_COPULA = {"en": r"i['’]m|i am|im", "de": r"ich bin|bin", "fr": r"je suis", "es": r"(?:yo\s+)?(?:soy|estoy)",
           "it": r"(?:io\s+)?sono", "pt": r"(?:eu\s+)?(?:sou|estou)"}
# ... or their own verb opening it ("I teach at Oakwood, live in Frome", "Je travaille à Necker, habite à Lyon").
_SUBJECT = {"en": r"i['’]ve|i", "de": r"ich", "fr": r"je|j['’]"}
# (the verb said before each piece, of being and of an age, as core/model/bare_states.py says it)
_BARE_AGE = re.compile(r"^(\d{1,3})(?:\s*(?:years? old|y/?o|jahre(?: alt)?|ans|años|anni|anos))?$", re.I)
# An age said with its unit, kept so ("34 años" → "tengo 34 años", not "tengo 34").
_AGED_AS_SAID = {**AGED, "es": "tengo {} años", "it": "ho {} anni", "pt": "tenho {} anos"}
# An age said with "have" ("J'ai 34 ans", "I've got 2 years left"): no list of things had after it.
_HAD_AGE = re.compile(r"\d+\s*(?:ans|años|anni|anos|years?|jahre)\b", re.I)
# (the list's last item keeps no "and": "I'm 30, single, and a vegan")
_LAST_AND = re.compile(r"^(?:and|und|et|y|e|i)\s+", re.I)
# An English role with its article left out, as chat writes it ("29, nurse at St Mary's"): not a word that
# is no noun of a role.
_EN_ARTICLE_LEFT_OUT = re.compile(r"^(?!(?:a|an|the|my|our|from|in|at|on|not|no|so|very|really|also|still|now)\b)[a-z]", re.I)
# An English word in -ed that is a state the person is, not a thing they did: before "to", "from", "with" or
# nothing ("married to Tom", "divorced", "separated from Dan"), said with "I'm"; before a noun in small letters,
# said of a role with its article ("retired teacher" → "I'm a retired teacher"). Any other is a verb ("married
# Tom in 2019", "retired last year" → "I retired last year"; "used to be married" is a past).
_EN_PARTICIPLE = re.compile(r"^(?:happily\s+|recently\s+|newly\s+|semi-)?(?!used\b)[a-z-]+ed(?=$|\s+(?:to|from|with|since|for)\b)", re.I)
_EN_PARTICIPLE_ROLE = re.compile(r"^(?!used\b)(?:[a-z-]+ed)\s+(?!(?:last|this|next|in|on|at|a|an|the|my|our|from|to|with|since|"
                                 r"for|after|before|yesterday|today|recently|early|again|years?|months?|weeks?|as|like|by|of|"
                                 r"up|out|off|into|over|twice|once|w)\b)(?-i:[a-z])", re.I)
# A piece that opens on a verb that is no "I"'s ("lives in Leeds", "works as a nurse", "wohnt in Köln", "vive en
# Sevilla", "mora no Porto"): someone described, not the person; or on a finite verb "I'm" cannot go before
# ("doesn't smoke"). Said of no one, the list is not the person's.
_THIRD_PERSON = {
    "en": re.compile(r"^(?:(?:also|still|now|never|just)\s+)?(?:lives|works|teaches|has|does|goes|studies|plays|runs|drives|"
                     r"owns|speaks|loves|likes|hates|is|was|doesn['’]t|isn['’]t|wasn['’]t|hasn['’]t|"
                     r"[a-z]{3,}[^s\W]s(?=\s+(?:in|at|for|as|with|from|to|a|an|the|on|his|her)\b))\b", re.I),
    "de": re.compile(r"^(?:wohnt|lebt|arbeitet|ist|hat|spielt|spricht|fährt|studiert|macht|geht)\b", re.I),
    "fr": re.compile(r"^(?:est|a|vit|va|fait)\b", re.I),
    "es": re.compile(r"^(?:vive|trabaja|es|está|tiene|estudia|juega|habla|va|hace)\b", re.I),
    "it": re.compile(r"^(?:vive|abita|lavora|è|ha|studia|gioca|parla|va|fa)\b", re.I),
    "pt": re.compile(r"^(?:vive|mora|trabalha|é|está|tem|estuda|joga|fala|vai|faz)\b", re.I),
}
# An English word in small letters before a preposition or an object, that is no adjective by its ending ("move to
# Spain", "learn Spanish"; not "allergic to nuts", "fluent in French", "new to Leeds" is left to the rules).
_EN_BARE_VERB = re.compile(r"^(?!(?:vegan|vegetarian|single|fluent|native|resident|intolerant|pregnant|local|new|close|good|bad|"
                           r"keen|fond|big|mad|crazy|sensitive|immune|prone|eligible|addicted|dependent|great|fine|not|no|never|also|still|now|"
                           r"just|same|due|born|from|back|away|home|off|out|up|down)\b)"
                           r"(?-i:[a-z])[a-z]{2,}(?<!ing)(?<!ed)(?<!ic)(?<!ous)(?<!ful)(?<!ive)(?<!ible)(?<!able)"
                           r"\s+(?:to|at|in|on|for|with|as|my|the|a|an|every|from)\b")
# An English past of a state, not of a change ("worked as a chef", "lived in Paris", "studied law"): what was.
_EN_PAST_STATE = re.compile(r"^(?:(?:also|always|once)\s+)?(?:worked|lived|studied|taught|was|were|had|grew up|went|played|stayed|"
                            r"spent|owned|drove|rented)\b", re.I)
# English verbs the clause reader's table leaves out, in the past above all ("lost my dad last year", "been there").
_EN_OTHER_VERB = re.compile(r"^(?:been|lost|found|gave|came|saw|broke|fell|won|hurt|felt|told|kept|spent|paid|thought|sent|"
                            r"wrote|flew|knew|ran|built|caught|fought)\b", re.I)
# A verb of the person's own after a word of time or a denial ("don't drink", "never smoked", "still live in Leeds").
_EN_OWN_AFTER = re.compile(r"^(?:don['’]t|do not|never|no longer|also|still|now|currently|just)\s+", re.I)
# A German adjective or participle of a state ("verheiratet", "ledig", "geschieden", "verlobt", "vegetarisch").
_DE_STATE_WORD = re.compile(r"^(?:(?:ver|ge|be)\w+(?:t|en)|\w+ig|\w+isch|single|vegan)$", re.I)
# The pieces whose kind the person can have several of at once (two hobbies in one list are no clash).
_MANY = frozenset({"language", "pet", "allergy", "health", "hobby"})
# A piece that opens on a relative pronoun or a conjunction says something of what went before ("Ich habe einen Hund,
# der gerne schwimmt", "I'm a nurse, which I love", "… but not for long"): no piece of its own.
_JOINED_ON = re.compile(r"^(?:who|which|that|where|whose|whom|but|though|although|because|if|when|qui|que|qu['’]|où|dont|mais|"
                        r"car|der|die|das|dem|den|deren|dessen|wo|welche\w*|aber|weil|wenn|quien|donde|cual|pero|porque|"
                        r"che|chi|dove|cui|ma|perché|quem|onde|cujo|mas)\b"
                        # (a likeness, "I'm a nurse, like my mum": no liking)
                        r"|^(?:like|just like|as)\s+(?:my|his|her|their|our|(?-i:[A-Z]))", re.I)
# A piece that names someone: their own ("my wife", "Mi mujer"), a subject said ("yo vivimos …", "we live …"), or a
# name alone after the first piece ("Mi mujer, Lucía, y yo vivimos en Vigo"): the list is then no bare profile of
# the person's (core/model/clauses.py cuts and reads it).
_OWNER = (r"my|our|his|her|their|mon|ma|mes|notre|nos|son|sa|ses|mein\w*|unser\w*|sein\w*|ihr\w*|mi|mis|nuestr\w+|su|sus|"
          r"mio|mia|miei|mie|nostr\w+|meu|minha|meus|minhas|noss\w+")
_SOMEONE = re.compile(rf"^(?:{_OWNER}|(?:il|la|i|le)\s+(?:mio|mia|miei|mie|nostr\w)|(?:o|a|os|as)\s+(?:meu|minha|meus|minhas|noss\w+)|"
                      r"i|we|je|j['’]|nous|on|ich|wir|yo|nosotr\w+|io|noi|eu|nós)\b", re.I)
# Told as a joke taken back, or framed by a label before a colon ("Her husband: married, two kids", "In 10 years:
# married, …", "Goal for 2030: …"): no statement of what the person is now.
# (nor a list laughed at or played, "I'm a dragon, live in a cave lol", "I'm pretending to be a doctor, live in Paris")
_JOKED = re.compile(r"\b(?:jk|j/k|just kidding|kidding|not!|lol|lmao|rofl|haha\w*|pretend\w*|imagin\w*|role-?play\w*)|"
                    r"[\U0001F602\U0001F923]", re.I)
_NOT_SO = re.compile(rf"{_JOKED.pattern}|:\s", re.I)
# (with no subject, a dash sets the list beside what it describes: "Sarah from work - married, two kids")
_DASHED = re.compile(r"\s[-–—]\s")


def listed(text: str, lang: str) -> list[str]:
    """The clause as one statement per piece of its comma list, each with the verb it left out; none when it is no
    such list ("I'm a nurse, been working at Necker, live in Oxford" → "I'm a nurse", "I've been working at
    Necker", "I live in Oxford")."""
    if lang not in _COPULA or "," not in text or _NOT_SO.search(text):
        return []
    head = re.match(rf"^({_COPULA[lang]})\s+", text, re.I)
    own = None if head or lang not in _SUBJECT else re.match(rf"^(?:{_SUBJECT[lang]})\s*(?=\w)", text, re.I)
    if own and not (takes_inherited_subject(text[own.end():], lang) or (lang == "en" and _EN_OTHER_VERB.match(text[own.end():]))):
        own = None  # ("I've been a nurse for 10 years, live in Leeds": a perfect the clause reader's table lacks)
    if not head and not own and not (lang in ("es", "it", "pt") and takes_inherited_subject(text, lang)):
        return []
    items = _items(text)
    if len(items) < 2 or any(_someone(item, lang, k) or _theirs(item, lang) for k, item in enumerate(items) if k) or is_plan(items[0]):
        return []  # (and not a list where a piece is someone else's by its verb: "I met a guy. Divorced, two kids, lives in York")
    if not head and not own and _SOMEONE.match(items[0]):
        return []  # (not "Mi mujer, Lucía, y yo vivimos en Vigo": the verb is the couple's)
    # (a state after an "I" put back or carried from the sentence before, "I Married to Tom", "I retired teacher" for
    # "Retired teacher, …": the state it is; "I married Tom" is the verb, and a verb on a capital is written small)
    rest = items[0][own.end():] if own else ""
    first = items[0]
    if own and lang == "en" and takes_inherited_subject(f"{rest[:1].lower()}{rest[1:]}", lang):
        first = _en_state(rest) or f"{items[0][:own.end()]}{rest[:1].lower()}{rest[1:]}"
    if (own and lang == "en" and (_EN_PAST_STATE.match(rest) or re.match(r"used to\b", rest, re.I))
            and any(_EN_PAST_STATE.match(i) for i in items[1:])):
        return []  # (a list of what was, "I used to live in Paris, worked as a chef, now in London", is a story)
    pieces = [first]
    named = _names_another(first, lang)
    just_named = bool(named)
    # (after the person's "have", what else is listed is had too: "I have ADHD, anxiety, and asthma")
    # (not after an age said with "have", "J'ai 34 ans, mariée": the rest is what the person is)
    had = (re.match(r"^(?:I\s+have(?:\s+got)?|I['’]ve\s+got|j['’]ai|ich habe|ich hab)\s", items[0], re.I)
           if own and not _HAD_AGE.search(items[0]) else None)
    all_own = True  # (every piece said after the first is a verb of the person's own form)
    for item in items[1:]:
        if had and not _own_verb(item, lang):
            said = f"{had.group(0)}{item}" if attribute_of(f"{had.group(0)}{item}") is not None else None
        else:
            said = _said(item, lang, head.group(1) if head else None)
        if said is None and _opens_on_verb(item, lang):
            return []  # (a verb the rules cannot place is no detail of the piece before: "I'm stressed, work in finance")
        if named in ("tie", "among") and said is not None and _describes(item, said) and just_named:
            said, named = None, "described"  # ("I'm engaged to Ana, a nurse, live in Leeds": the nurse is Ana, said with her;
            # what follows but the person's own verbs goes on describing her, "married to Tom, a plumber, 45")
        elif (named and named != "among" and said is not None and not _own_verb(item, lang)
              and not (named == "tie" and not _describes(item, said))):
            # ("I have a sister, 40, married to Tom": the sister's; after a partner only what describes them is theirs,
            # "married to Tom, three kids, 45" is the person's)
            return []
        just_named = False
        if said is None:
            pieces[-1] = f"{pieces[-1]}, {item}"  # (a detail of the piece before: "I'm a nurse, mostly nights")
            # (a piece not had but a state or an age of its own, "I have a boyfriend, 30", is still no verb of the person's)
            all_own = all_own and not (had and _said(item, lang) is not None)
            named = named or _names_another(item, lang)  # ("I'm a nurse, like Sarah, married to Tom": whose, unsure)
        else:
            pieces.append(said)
            all_own = all_own and _own_verb(item, lang)
            # (not children counted, nor someone the person does a thing with, "live with my husband in Leeds")
            if not named and not _COUNTED_KIDS.match(item) and not _own_verb(item, lang):
                named = _names_another(said, lang)
                just_named = bool(named)
                if named == "tie":
                    # (a partner told among the person's own pieces, "I'm 41, married to Sam, two kids, a teacher": one
                    # piece of their profile; only a description right after the name is the partner's)
                    named = "among"
    if len(pieces) < 2:
        return []
    if attribute_of(pieces[0]) is None:
        # (the first piece may be a statement the rules do not place, "I teach English at Oakwood, live in Frome": the
        # home is still a fact of its own (a plan, "I'm gonna be rich, live in Monaco", was left out above); but only
        # a verb in the person's own form goes on with them, a state may be of whoever the first named, "I met Sarah,
        # married to Tom")
        return pieces if _each_its_own(pieces[1:]) and all_own else []
    return pieces if _each_its_own(pieces) else []


def subjectless(sentence: str, lang: str, as_said: str = "") -> list[str]:
    """A sentence that is only such a list, with no subject said ("Divorced, two kids, live in Leeds, work as a
    plumber"), as the person's statements; none when any piece is no fact of theirs or none is theirs by its form.
    (``as_said``: the sentence before its label or opener was taken off, "In 10 years: married, …".)"""
    # (a label before it, "Profile: …", "In 10 years: …", is judged by core/model/list_owner.py)
    if (lang not in _COPULA or "," not in sentence or _NOT_SO.search(sentence) or _DASHED.search(sentence)
            or _JOKED.search(as_said) or _DASHED.search(as_said)):
        return []
    items = _items(sentence)
    if len(items) < 2 or any(_someone(item, lang, k) or _theirs(item, lang) for k, item in enumerate(items)):
        return []
    said = [_said(item, lang) for item in items]
    if any(s is None for s in said) or not _each_its_own(said) or any(is_plan(s) for s in said):
        return []
    # (French "habite" is also "il habite": no verb of the person's by its form alone)
    return said if lang != "fr" and any(_own_verb(i, lang) for i in items) else []


def _theirs(item: str, lang: str) -> bool:
    return bool(_THIRD_PERSON.get(lang) and _THIRD_PERSON[lang].match(item))


def _opens_on_verb(item: str, lang: str) -> bool:
    if _JOINED_ON.match(item):
        return False  # ("like my mum": a likeness, a detail)
    verb = item[m.end():] if lang == "en" and (m := _EN_OWN_AFTER.match(item)) else item
    return takes_inherited_subject(verb, lang) or (lang == "en" and bool(_EN_OTHER_VERB.match(verb)))


def _someone(item: str, lang: str, k: int) -> bool:
    return bool(_SOMEONE.match(item)) or (k > 0 and lang != "de" and bool(re.fullmatch(r"(?-i:[A-ZÀ-Þ])[\w'’-]+", item)))


def _names_another(piece: str, lang: str) -> str:
    """"tie" when the piece names the person's partner ("I'm married to Tom", "I'm dating Sarah"), "other" when it
    names anyone else or an animal, whom what follows may describe ("I have a sister", "Tengo una hija"); else ""."""
    kind = attribute_of(piece)
    # (kin, not a role someone may be to the person: "I'm a teacher, 40" is the person's)
    # (but what the person is, "I'm a nurse and a mum", "je suis une maman": no one else named)
    # (said with "I am", kin is someone else's only with an owner, "I'm my mum's carer"; "I'm a mum", "I'm 38, mum of two"
    # are what the person is)
    owner = rf"\b(?:{_OWNER})\s+(?:\w+\s+)?" if re.match(rf"^(?:{_COPULA[lang]})\s", piece, re.I) else r"\b"
    kin = re.search(rf"{owner}(?:{_KIN[lang]})\b", piece, re.I) or re.search(
        r"\b(?:" + "|".join(map(re.escape, ONE_BY_NOUN.get(lang, {}))) + r")\b", piece, re.I)
    # (a name, in a tie or a family's or a pet's fact: "I'm dating Sarah", "I'm married to Tom"; not a workplace or a
    # place, "a nurse at St Mary's", "live in Leeds"; German aside, which writes every noun so)
    name = (lang != "de" and kind in ("relationship", "family", "pet")
            and re.search(r"(?<=\s)(?-i:[A-ZÀ-Þ])[a-zà-ÿ'’-]+", piece))
    if not kin and not name:
        return ""
    # (a partner said as the person's state, "married to Tom", "dating Sarah"; one had, "I have a boyfriend", is
    # introduced as a sister is, and what follows tells of them)
    had = re.search(r"\b(?:have|has|got|ai|habe|hab|tengo|ho|tenho)\b", piece, re.I)
    return "tie" if kind == "relationship" and not had else "other"


# What describes someone just named: a noun phrase set beside the name ("Tom, a plumber", "Luis, un médico"), or a role.
_APPOSITIVE = re.compile(r"^(?:a|an|the|un|une|le|la|ein|eine|der|die|das|uno|una|el|il|lo|um|uma|o)\s", re.I)


def _describes(item: str, said: str) -> bool:
    return bool(_APPOSITIVE.match(item)) or attribute_of(said) == "job"


def _items(text: str) -> list[str]:
    items = [i.strip() for i in text.split(",")]
    # (someone else's word after the state ends the list, "I'm allergic to penicillin, the doctor says it's serious")
    said_by = next((k for k, i in enumerate(items) if k and SOMEONE_ELSE_SAYS.match(i)), None)
    items = items[:said_by] if said_by else items
    items = [_LAST_AND.sub("", i) if k == len(items) - 1 and k else i for k, i in enumerate(items)]
    return [] if any(not i or len(i.split()) > 12 for i in items) else items


def _own_verb(item: str, lang: str) -> bool:
    """The piece opens on a verb in the person's own form ("live in Leeds", "wohne in Köln", "vivo en Sevilla")."""
    if _THIRD_PERSON.get(lang) and _THIRD_PERSON[lang].match(item):
        return False
    if lang == "en":
        verb = item[m.end():] if (m := _EN_OWN_AFTER.match(item)) else item
        return (bool(re.match(r"^been\b", verb, re.I)) or (takes_inherited_subject(verb, lang) and not _en_state(verb)
                and not re.match(r"^(?:am|has|had|can|cannot|can't|don't|do)\b", verb, re.I)))
    if lang == "fr":  # (the bare verb of "je", which is also "il"'s: only after the person's own head, see listed)
        return bool(re.match(r"^(?:travaille|habite|vis|parle|enseigne|étudie|joue|fais|conduis|ai)\b", item, re.I))
    return takes_inherited_subject(item, lang) and not re.match(rf"^(?:{_COPULA[lang]})\b", item, re.I)


def _said(item: str, lang: str, be: str | None = None) -> str | None:
    """The piece with the verb the list left out (``be``: the list's own, as the person wrote it), when the
    rules then place it; else None."""
    if _JOINED_ON.match(item) or (_THIRD_PERSON.get(lang) and _THIRD_PERSON[lang].match(item)):
        return None
    if _COUNTED_KIDS.match(item) or _counted_pets(item, lang):
        return f"{_HAVE[lang]} {item}"
    if (stated := with_its_verb(item, lang, attribute_of)) is not None:
        return stated  # ("vegan for 5 years": "I've been vegan for 5 years", as said_with_duration says it)
    if (age := _BARE_AGE.match(item)) and 13 <= int(age.group(1)) <= 119:
        said = (_AGED_AS_SAID if age.group(0) != age.group(1) else AGED)[lang].format(age.group(1))
        return said if attribute_of(said) == "age" else None
    # (German writes its nouns large, "Lehrerin"; a state's adjective or participle opening the sentence is written
    # small after the verb, "Verheiratet" → "ich bin verheiratet")
    small = lang != "de" or bool(_DE_STATE_WORD.match(item))
    be = f"{be or BE[lang]} {item[:1].lower() if small else item[:1]}{item[1:]}"
    if lang == "en" and (state := _en_state(item)):
        return state  # ("married to Tom" is being married, not "I married to Tom")
    if lang == "en" and re.match(r"^(?:don['’]t|do not|never)\s(?!been\b)", item, re.I):
        said = f"I {item}"  # ("don't smoke": a denial of the person's own, never "I'm don't smoke")
        return said if attribute_of(said) is not None else None
    if lang == "en" and re.match(r"^used to\b", item, re.I):
        return f"I {item}"  # ("used to be married": what is no more, a piece of its own)
    if lang == "en" and _EN_PAST_STATE.match(item):
        # (a state held before, "worked as a chef for 20 years", "lived in Spain for 5 years": a piece of its own, read as
        # the sentence alone would be, not a detail that turns the age before it into a job)
        said = f"I {item}"
        return said if attribute_of(said) is not None else None
    if lang == "en" and is_plan(wish := f"I {item}"):
        return wish  # (a wish of its own, "want to be a chef": no detail of the job before it, and no fact)
    if _own_verb(item, lang):
        if lang == "en":
            verb = f"{item[:1].lower()}{item[1:]}"  # (the list's first word may open its sentence: "Married Tom in 2019, …")
            # (a perfect, with its adverb: "never been married" → "I've never been married")
            said = f"I've {verb}" if re.match(r"^(?:(?:never|always|just|also|still)\s+)?been\b", item, re.I) else f"I {verb}"
        elif lang == "fr":
            said = f"j'{item}" if item[:1].lower() in "aehéiou" else f"je {item}"
        elif lang == "de":
            said = f"ich {item}"
        else:
            said = item
        return said if attribute_of(said) is not None else None
    if lang == "en" and _EN_BARE_VERB.match(item):
        # (a verb no table lists, "move to Spain", "learn Spanish at night": never "I'm move to Spain"; or a role with
        # its article left out, "nurse at St Mary's")
        said = f"I {item}"
        if re.match(r"^(?:move|relocate|start|join|switch|quit|leave|retire|head|go|get)\b", item, re.I):
            return None  # (a change in the present in a list is one to come, "quit my job, move to Spain in May")
        if attribute_of(said) is not None:
            return said
        role = f"I'm {'an' if item[:1] in 'aeiou' else 'a'} {item}"
        return role if attribute_of(role) == "job" else None
    if attribute_of(be) not in (None, "age"):  # (an age only as a bare number: "Bin Landwirt, 40 Milchkühe" is none)
        return be
    if lang == "en" and _EN_ARTICLE_LEFT_OUT.match(item):
        # (chat leaves out the article before a role, "29, nurse at St Mary's"; the rules read a role by it)
        said = f"I'm {'an' if item[:1].lower() in 'aeiou' else 'a'} {item[:1].lower()}{item[1:]}"
        if attribute_of(said) == "job":
            return said
    return None


def _counted_pets(item: str, lang: str) -> bool:
    """"two cats", "drei Katzen": pets counted, had."""
    m = re.fullmatch(rf"(?:{COUNT})\s+(\w+)", item, re.I)
    return bool(m) and any(m.group(1).lower().startswith(noun) for noun in ONE_BY_NOUN.get(lang, {}) if len(noun) > 2)


def _en_state(item: str) -> str | None:
    """An English piece opening on a word in -ed said as the state it is ("I'm married to Tom", "I'm a retired
    teacher"), when the rules place it as a tie or a job; else None."""
    if _EN_PARTICIPLE.match(item):
        said = f"I'm {item[:1].lower()}{item[1:]}"
    elif _EN_PARTICIPLE_ROLE.match(item) and attribute_of(f"I'm a {item.split(None, 1)[1]}") == "job":
        article = "an" if item[:1].lower() in "aeiou" else "a"
        said = f"I'm {article} {item[:1].lower()}{item[1:]}"  # ("retired teacher": a teacher; not "qualified as a nurse")
    else:
        return None
    return said if attribute_of(said) in ("relationship", "job") else None


def _each_its_own(pieces: list[str]) -> bool:
    """Every piece placed, and no two of one kind a person has one of at a time."""
    kinds = [attribute_of(p) for p in pieces if not is_plan(p)]  # (a wish is told with them, read as none)
    if any(k is None for k in kinds):
        return False
    single = [k for k in kinds if k not in _MANY]
    return len(single) == len(set(single))
