"""One fact per thing: a clause that lists several things of a many-valued kind, or says two
things of the person at once, made into one clause per thing.

"I speak English and Polish" is two facts: a later "I don't speak Polish anymore" must end one and
keep the other, as "Nibbles passed away" ends one pet of "a dog called Biscuit and a rabbit called
Nibbles". The split is by grammar, never by a list of phrases:

- a coordinated object list (and/und/et/y/e/和/と/、, commas) after one verb, where each piece said
  with that verb is on its own a fact of the same many-valued kind (languages, pets, allergies,
  health and intolerances), and a language piece names a language; each piece keeps the verb;
- two predicates of one subject ("I live in Cardiff and cycle to work", "Ich bin 59 und will fitter
  werden", "35歳、二児の母です"), where the first is a fact the rules know and the second, said with
  the subject, is a clause of its own.

A name ("Marks and Spencer", "Tom and Jerry"), a place or one object ("bread and butter") is no
piece on its own of such a kind, so it is not split; when unsure, the clause stays whole.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mnemosyne_app.core.model import hobbies, italian_portuguese as itpt, profile_list
from mnemosyne_app.core.model.attributes import (
    CHILD_NOUNS, HOUSEHOLD_COUNT, PARTNER_NOUNS, attribute_of, is_negation, is_past, is_pet_naming)
from mnemosyne_app.core.model.clauses import (
    LIVING_NOW, OWNED_BY_THE_PERSON, Clause, first_person, takes_inherited_subject,
)
from mnemosyne_app.core.model.others import _KIN, subject
from mnemosyne_app.core.model.pet_nouns import I_HAVE, ONE_BY_NOUN, ONE_PET
from mnemosyne_app.core.model.pets_by_name import as_had

# The kinds a person has several of at once: one fact each (not preference: "I like salt and pepper").
# (hobby: "I play guitar and cello" is two, core/model/hobbies.py)
_MANY = frozenset({"language", "pet", "allergy", "health", "hobby"})

# The last "and" of a list, in each language written with spaces (Spanish "e" before an i-sound).
_AND = {"en": r"and", "fr": r"et", "de": r"und", "es": r"y|e", "it": r"e|ed", "pt": r"e"}
# Words a list item opens on when it is a noun phrase of its own ("a dog", "deux chats", "una perra").
_DETERMINER = re.compile(r"^(?:a|an|the|one|two|three|some|un|une|des|deux|trois|le|la|les|l['’]|ein|eine|einen|zwei|drei|"
                         r"der|die|das|den|uno?|una|unos|unas|dos|tres|el|los|las|il|lo|gli|due|um|uma|dois|duas|o|os|as)\b",
                         re.I)
# A language named, in each language's words for them (so "je parle avec Tom et Marie" is no list of languages).
_LANGUAGE_NAME = re.compile(
    r"\b(?:english|spanish|french|german|italian|portuguese|japanese|chinese|mandarin|cantonese|korean|arabic|russian|"
    r"hindi|urdu|bengali|dutch|swedish|norwegian|danish|finnish|polish|greek|turkish|hebrew|persian|farsi|vietnamese|"
    r"thai|indonesian|czech|hungarian|romanian|ukrainian|catalan|basque|welsh|irish|latin|"
    r"anglais|espagnol|français|allemand|italien|portugais|japonais|chinois|coréen|arabe|russe|néerlandais|grec|turc|"
    r"polonais|hébreu|"
    r"englisch|spanisch|französisch|deutsch|italienisch|portugiesisch|japanisch|chinesisch|koreanisch|arabisch|"
    r"russisch|niederländisch|griechisch|türkisch|polnisch|kurdisch|persisch|"
    r"inglés|ingles|español|castellano|francés|frances|alemán|aleman|italiano|portugués|japonés|chino|coreano|árabe|"
    r"ruso|catalán|gallego|euskera|"
    r"inglese|spagnolo|francese|tedesco|portoghese|giapponese|cinese|russo|arabo|"
    r"inglês|espanhol|francês|alemão|italiano|português|japonês|chinês|russo|árabe)\b", re.I)


def languages_named(text: str) -> set[str]:
    """The languages a text names, lower-cased ("User is learning Japanese": {"japanese"}), and in Chinese or Japanese
    by their own words ("中国語", "韩语")."""
    return {m.group(0).lower() for m in _LANGUAGE_NAME.finditer(text)} | set(_CJK_LANGUAGE_NAME.findall(text))


def other_languages(new_text: str, old_text: str) -> bool:
    """Whether both texts name languages and none the same: a language stopped ends no other ("stopped learning Korean"
    / "is learning Japanese" share a verb)."""
    said, held = languages_named(new_text), languages_named(old_text)
    return bool(said and held and not said & held)


# (Japanese: a word ending in 語 after a particle or kana, "韓国語を", "中国語の"; Chinese: the common names, since a run
# of Han characters has no boundary to read one from)
_CJK_LANGUAGE_NAME = re.compile(
    r"(?<![\u4e00-\u9fff\u30a0-\u30ff])[\u4e00-\u9fff\u30a0-\u30ff]{1,5}語|"
    r"(?:英|法|德|日|韩|俄|西班牙|意大利|葡萄牙|阿拉伯|粤|泰|越南)语|(?:中|英|日|法|德|韩)文|普通话")


_ZH_LANGUAGE = r"[\u4e00-\u9fff]{1,4}(?:语|文|话)"
_JA_LANGUAGE = r"[\u3040-\u30ff\u4e00-\u9fff]{1,6}語"
# "我会说粤语和英语": the verb, then languages joined by 和/、/跟; "英語と韓国語が話せます": languages
# joined by と/、, then their particle and the verb.
_ZH_LANGUAGES = re.compile(rf"^(.*(?:说|讲|会|懂|学))((?:{_ZH_LANGUAGE})(?:(?:和|、|跟|以及|还有)(?:{_ZH_LANGUAGE}))+)(.*)$")
_JA_LANGUAGES = re.compile(rf"^(.*?)((?:{_JA_LANGUAGE})(?:(?:と|、)(?:{_JA_LANGUAGE}))+)((?:が|を|も)[^、。]*(?:話|勉強)[^、。]*)$")
_CJK_AND = re.compile(r"和|、|跟|以及|还有|と")
# "我弹钢琴和吉他": the verb of playing, then the things joined; "ピアノとギターを弾きます": the things joined, then
# their particle and the verb of playing or doing (core/model/hobbies.py's table).
_ZH_HOBBIES = re.compile(rf"^(.*(?:弹|拉|吹|打|踢|练|学|下|玩))((?:{hobbies.ZH_THINGS})(?:(?:和|、|跟|以及|还有)(?:{hobbies.ZH_THINGS}))+)(.*)$")
_JA_HOBBIES = re.compile(rf"^(.*?)((?:{hobbies.JA_THINGS})(?:(?:と|、)(?:{hobbies.JA_THINGS}))+)((?:を|も|は)[^、。]*(?:弾|ひ|して|やって|習って|練習)[^、。]*)$")

# A verb that takes the person's subject again after "and", said as its bare first-person form.
_SUBJECT = {"en": "I", "fr": "je", "de": "ich", "es": "", "it": "", "pt": ""}
# German modal first-person verbs that open a second predicate ("… und will fitter werden"); the
# other verbs are read as the clause splitter reads them (takes_inherited_subject).
_DE_MODAL = re.compile(r"^(?:will|kann|muss|möchte|darf|soll)\s", re.I)
# An English second predicate: a lower-case verb then its object or place ("… and cycle to work").
_EN_SECOND_VERB = re.compile(r"^(?-i:[a-z])[a-z]{2,}(?<!ing)(?<!ed)\s+(?:to|at|in|on|for|with|as|my|the|a|an|every|from)\b")
# "35歳、二児の母です": an age, then what else the person is.
_JA_AGE_THEN = re.compile(r"^((?:私は|僕は|わたしは)?(?:\d{1,3}|[一二三四五六七八九十]{1,3})歳)、(.+(?:です|だ|ます))$")


# An age said as what the person's role is of ("32歳の会社員です", "我是一名32岁的程序员", "I'm a 32-year-old nurse"):
# two states, one a birthday changes and one a new job does; kept as one, a birthday left "32歳の会社員" current
# beside "33歳". Only where the role alone is a job the rules place.
_AGED_ROLE = {
    # (not a denial or a becoming: "32歳の会社員じゃないです", "32歳の会社員になりました")
    "ja": re.compile(r"^((?:私は|僕は|俺は|わたしは)?)(\d{1,3}|[一二三四五六七八九十]{1,3})歳の(?!.*(?:じゃ|では|ない|なり|ませ))"
                     r"([^、。のはが]{2,12}?)(です|だ)?$"),
    "zh": re.compile(r"^(我)(?:现在|今年)?是?(?:一[个名位])?(\d{1,3}|[一二三四五六七八九十两]{1,3})岁的([^，。的]{2,10})$"),
    "en": re.compile(r"^(I['’]m|I am) (?:a|an) (\d{1,3})[- ]years?[- ]old ([a-z][\w '’-]{2,40})$", re.I),
}


def _aged_role(text: str, lang: str) -> list[str]:
    if lang not in _AGED_ROLE or not (m := _AGED_ROLE[lang].match(text)):
        return []
    if lang == "ja":
        age, role = f"{m.group(1)}{m.group(2)}歳です", f"{m.group(1)}{m.group(3)}です"
    elif lang == "zh":
        age, role = f"我{m.group(2)}岁", f"我是{m.group(3)}"
    else:
        article = "an" if m.group(3)[:1].lower() in "aeiou" else "a"
        age, role = f"{m.group(1)} {m.group(2)}", f"{m.group(1)} {article} {m.group(3)}"
    return [age, role] if attribute_of(age) == "age" and attribute_of(role) == "job" else []


# What the person is, with where they live said after it as "living in" ("I'm a freelance designer living in Leeds, mostly
# doing labels"): the role and the home, which a move and a new job each change alone. Only where the rules place the
# role on its own ("an expat living in Lisbon" stays whole: no role of its own).
_EN_ROLE_LIVING_IN = re.compile(r"^(?P<role>I(?:['’]m| am) (?:a|an) [^,]+?)\s+living (?P<home>in .+)$", re.I)


def _role_living_in(text: str, lang: str) -> list[str]:
    if lang != "en" or not (m := _EN_ROLE_LIVING_IN.match(text)):
        return []
    # (what follows the place after a comma tells of the work, "…, mostly doing labels for local breweries")
    place, _, detail = m.group("home").partition(",")
    role, home = m.group("role") + (f",{detail}" if detail else ""), f"I live {place.strip()}"
    if re.search(r"\b(?:who|that|which)\b", m.group("role"), re.I):
        return []  # ("a nurse who is living in Bristol": one statement)
    return [role, home] if attribute_of(role) not in (None, "residence") and attribute_of(home) == "residence" else []


# How the person feels, joined on to a fact ("Oggi compio 30 anni e mi sento vecchissima 😅"): a mood of
# the moment, no part of the fact and no fact of its own.
_MOOD_AFTER = re.compile(r"\s+(?:and|et|und|y|e)\s+(?:i feel|je me sens|ich fühle mich|me siento|mi sento|me sinto)\b.*$",
                         re.I)


def one_fact_each(clause: Clause) -> list[Clause]:
    """The clause as one clause per fact it says; the clause alone when it says one or when unsure."""
    text, lang = clause.text, clause.lang
    if (mood := _MOOD_AFTER.search(text)) and attribute_of(text[:mood.start()]) is not None:
        text = text[:mood.start()]
        clause = replace(clause, text=text)
    if lang == "zh":
        pieces = _cjk_list(text, _ZH_LANGUAGES) or _cjk_list(text, _ZH_HOBBIES, "hobby") or _aged_role(text, lang)
    elif lang == "ja":
        pieces = (_cjk_list(text, _JA_LANGUAGES) or _cjk_list(text, _JA_HOBBIES, "hobby") or _ja_age_then(text)
                  or _aged_role(text, lang))
    else:
        pieces = _object_list(text, lang) or _named_pets(text, lang) or _two_predicates(text, lang) or _aged_role(text, lang)
        # (not a list laughed at: "I'm a dragon, live in a cave, hoard gold lol" is told as a whole, and read so)
        if not pieces and not clause.joking and not clause.framed and (listed := profile_list.listed(text, lang) or _role_living_in(text, lang)):
            # (each piece of a profile's list may say more than one thing itself: "I live in Oxford with my dog Rex")
            return [c for piece in listed for c in one_fact_each(replace(clause, text=piece))]
        pieces = pieces or _doing_list(text, lang) or _with_company(text, lang)
        if not pieces and (named := _pet_then_its_name(text, lang)):
            return [replace(clause, text=named)]
        # (a pet told by its name, as the person's having of it: "Our cat Biscuit runs the house", pets_by_name.py)
        if not pieces and attribute_of(text) in ("pet", None) and (had := as_had(text, lang)):
            return [replace(clause, text=had)]
    return [replace(clause, text=p) for p in pieces] if pieces else [clause]


def _cjk_list(text: str, pattern: re.Pattern, kind: str = "language") -> list[str]:
    m = pattern.match(text)
    if not m or attribute_of(text) != kind:
        return []
    before, listed, after = m.groups()
    pieces = [f"{before}{item}{after}" for item in _CJK_AND.split(listed) if item]
    # (each piece of the kind by the rules' own reading: "普通话" too, not a word that only ends in 话)
    return pieces if all(attribute_of(p) == kind for p in pieces) else []


def _ja_age_then(text: str) -> list[str]:
    m = _JA_AGE_THEN.match(text)
    if not m or attribute_of(f"{m.group(1)}です") != "age":
        return []
    return [f"{m.group(1)}です", m.group(2)]


def _object_list(text: str, lang: str) -> list[str]:
    """"I speak English, Polish and a bit of Welsh" → one clause per language, each with the verb."""
    if lang not in _AND or (kind := attribute_of(text)) not in _MANY:
        return []
    found = list(re.finditer(rf"\s+(?:{_AND[lang]})\s+", text, re.I))
    if len(found) != 1:  # (two "and"s: an object with its own "and" may be among them; unsure)
        return []
    head, last = text[:found[0].start()], text[found[0].end():]
    if kind == "hobby" and "," in last:
        # (what follows the last thing after a comma is said of them all, "guitar and cello, been doing both since
        # school": each thing is the fact, the rest a detail of the list)
        last = last.split(",")[0]
    chunks = [c.strip() for c in head.split(",")]
    first_chunk, middle = chunks[0], chunks[1:]
    words = first_chunk.split()
    with_determiner = bool(_DETERMINER.match(last))
    for k in range(1, min(5, len(words))):
        item = " ".join(words[-k:])
        # (a noun phrase for a noun phrase: "a dog" with "a rabbit", not "I have a | dog and two cats";
        # languages are named bare or with a measure: "français, arabe et un peu d'anglais")
        if kind != "language" and bool(_DETERMINER.match(item)) != with_determiner:
            continue
        prefix = " ".join(words[:-k])
        # ("We have two pets: a dog called Biscuit and …": the heading of the list is said by each piece)
        prefix = re.sub(r"\s+(?:[\w'’-]+\s+)?[\w'’-]+:$", "", prefix)
        items = [item, *middle, last]
        if any(not i or len(i.split()) > 5 for i in items):
            return []
        if kind == "hobby" and len({hobbies.said_with_article(i) for i in items}) > 1:
            continue  # (all with their article or none: "the guitar, the piano and drums" cut after "the" is no list)
        pieces = [f"{prefix} {i}" for i in items]
        if all(_one_of_kind(p, i, kind) for p, i in zip(pieces, items)):
            return pieces
    return []


def _one_of_kind(piece: str, item: str, kind: str) -> bool:
    """The piece is on its own a fact of the kind, and a language piece names a language."""
    said = attribute_of(piece)
    if kind == "language":
        return said == "language" and bool(_LANGUAGE_NAME.search(item))
    if kind == "pet":  # (each piece a pet by its own words: "a dog called Biscuit", not "Tom and Jerry")
        return said == "pet" and bool(_DETERMINER.match(item))
    if kind == "hobby":  # (each item one thing of the table, "the cello", "de la guitare": not "guitar with my dad")
        return said == "hobby" and hobbies.names_one_thing(item)
    return said in ("allergy", "health")


def _two_predicates(text: str, lang: str) -> list[str]:
    """"I live in Cardiff and cycle to work" → "I live in Cardiff", "I cycle to work": the first a
    fact the rules place, the second a verb of the person's own, said with the subject again."""
    if lang not in ("en", "de"):
        return []
    found = list(re.finditer(rf"\s+(?:{_AND[lang]})\s+", text, re.I))
    if len(found) != 1:
        return []
    first, rest = text[:found[0].start()].strip(), text[found[0].end():].strip()
    if attribute_of(first) is None:
        return []
    if lang == "en":
        second = f"I {rest}"
        if not _EN_SECOND_VERB.match(rest) or attribute_of(second) is None or not re.match(r"^i\b", first, re.I):
            return []
    else:
        second = f"Ich {rest}"
        if not (_DE_MODAL.match(rest) or takes_inherited_subject(rest, "de")) or not re.match(r"^ich\b", first, re.I):
            return []
    return [first, second]


# Things the person does, listed after one verb of doing ("Faccio nuoto due volte a settimana, corsa e d'inverno
# sci", "Je fais du vélo, de la natation et du yoga", "Ich spiele Gitarre, Klavier und Schlagzeug", "Hago yoga,
# pilates y natación"): each a doing of its own, many at once, which a later "Ho chiuso con lo sci" ends alone.
# Only a coordinated list (one "and" before its last item) after the person's own verb of doing or playing, not
# of having ("I have a car, a bike and a scooter" is no list of doings), nor someone to do it with ("Je joue
# avec Léa et Tom"); a later item that opens on a preposition tells where or with whom and leaves it whole.
_DOING = {"en": r"i\s+(?:play|do|practi[sc]e|go)", "fr": r"je\s+(?:fais|pratique|joue)",
          "de": r"ich\s+(?:mache|spiele|betreibe)", "es": r"(?:yo\s+)?(?:hago|practico|juego|toco)",
          "it": r"(?:io\s+)?(?:faccio|pratico|gioco|suono)", "pt": r"(?:eu\s+)?(?:faço|pratico|jogo|toco)"}
_NOT_A_DOING = re.compile(
    r"^(?:with|against|for|to|at|in|on|not|avec|contre|pour|chez|pas|plus|mit|gegen|für|nicht|kein\w*|nie|con|contra|"
    r"para|no|nunca|contro|per|non|mai|com|não|nada)\b", re.I)
# (a preposition inside a later item: "… and squash at the club", "… e vado in palestra": not one more doing)
_PREPOSITION = {"en": r"in|at|on|with|to|for|from|by", "fr": r"avec|dans|pour|chez|sur|en", "de": r"in|im|mit|bei|zu|zum|zur|für|auf",
                "es": r"en|con|para|por|desde", "it": r"in|con|per|da|su|nel|nella", "pt": r"em|no|na|com|para|por"}
# (English says a doing and a verb alike, "I play guitar and sing": its items only with an article or in -ing)
_EN_ITEM = re.compile(r"^(?:(?:the|a|an)\s+\S+|[a-z]+ing)$", re.I)


def _doing_list(text: str, lang: str) -> list[str]:
    """"Faccio nuoto, corsa e sci" → "Faccio nuoto", "Faccio corsa", "Faccio sci"."""
    head = re.match(rf"^(?:{_DOING[lang]})\s+", text, re.I) if lang in _DOING else None
    if not head:
        return []
    body = text[head.end():]
    found = list(re.finditer(rf"\s+(?:{_AND[lang]})\s+", body, re.I))
    if len(found) != 1 or _NOT_A_DOING.match(body):
        return []
    items = [i.strip() for i in body[:found[0].start()].split(",")] + [body[found[0].end():].strip(" .!")]
    later = re.compile(rf"(?:^|\s)(?:{_PREPOSITION[lang]})\s", re.I)
    for k, item in enumerate(items):
        if not item or len(item.split()) > (6 if not k else 4) or _NOT_A_DOING.match(item) or (k and later.search(item)):
            return []
        if k and (takes_inherited_subject(item, lang) or first_person(item, lang)) and not itpt.noun_too(item, lang):
            return []  # ("… e vado in piscina": a clause of its own; "nuoto" alone is swimming too)
        if lang == "en" and not _EN_ITEM.match(item):
            return []
    return [f"{text[:head.end()]}{item}" for item in items]


def lists_things_done(clause: Clause) -> bool:
    """Whether the clause is a list of things done after one verb (``_doing_list``, or anyone's list that goes
    on with a noun that is also the person's verb): its later items are no aside of the person's to cut
    ("Faccio pilates, nuoto e vela", "Mia figlia fa pilates, nuoto e danza": "nuoto" is swimming, not "I swim")."""
    return bool(_doing_list(clause.text, clause.lang)) or itpt.noun_too_in_a_list(clause.text, clause.lang)


# Pets counted, then named ("I have two cats, Salt and Pepper", "J'ai deux chats, Caramel et Réglisse",
# "Tenho dois gatos, o Tico e a Nina"): one pet each, said as one would say one pet by its name, so a
# later "Caramel est mort" ends Caramel's fact alone and Réglisse stays the person's. The plural noun
# as its singular with its article (the gender is the noun's), and the naming word, in each language:
# a noun not in the table leaves the clause whole.
_ONE_PET = ONE_PET  # (the one table of pets: core/model/pet_nouns.py)
# The naming word after the pet, by the gender of its article ("qui s'appelle" is both in French).
_NAMED_WORD = {"en": ("called", "called"), "fr": ("qui s'appelle", "qui s'appelle"), "de": ("namens", "namens"),
               "es": ("llamado", "llamada"), "it": ("chiamato", "chiamata"), "pt": ("chamado", "chamada")}
_FEMININE_ARTICLE = re.compile(r"^(?:une|eine|una|uma)\b")
# A count of two or more, said as a word or a figure.
_COUNT = r"two|three|four|both|deux|trois|quatre|zwei|drei|vier|dos|tres|cuatro|due|tre|quattro|dois|duas|três|quatro|\d"
# Named, of several ("two cats named Salt and Pepper", "deux chats qui s'appellent …").
_NAMED_PLURAL = (r"named|called|namens|die\s+\w+\s+heißen|qui s['’]appellent|nommée?s|que se llaman|llamad[oa]s|"
                 r"che si chiamano|chiamat[ie]|que se chamam|chamad[oa]s")
# The person's own having, at the clause's head ("I have", "Wir haben", "Tenemos", "Abbiamo"): not a
# neighbour's two cats, whose names say nothing of the person's pets.
_OWN_HEAD = {"en": r"(?:i|we)\b", "fr": r"(?:j['’]|nous\b|on\b)", "de": r"(?:ich|wir)\b|(?:hab\w*)\s+(?:ich|wir)\b",
             "es": r"(?:yo\s+|nosotr[oa]s\s+)?(?:tengo|tenemos|hemos|he)\b",
             "it": r"(?:io\s+|noi\s+)?(?:ho|abbiamo)\b", "pt": r"(?:eu\s+|nós\s+)?(?:tenho|temos|tem)\b|a gente\b"}
# A name, an article at most before it (Portuguese and Italian say one: "o Tico e a Nina").
_PET_NAME = r"(?:(?:o|a|il|la|le|el|der|die)\s+)?(?-i:[A-ZÀ-Þ])[\w'’-]+"


def _any_of(words) -> str:
    """The words as one alternation, the longest first ("guinea pigs" before "pigs")."""
    return "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))


def _named_pets(text: str, lang: str) -> list[str]:
    """"I have two cats, Salt and Pepper" → "I have a cat called Salt", "I have a cat called Pepper"."""
    if lang not in _ONE_PET or attribute_of(text) != "pet":
        return []
    nouns = _any_of(_ONE_PET[lang])
    m = re.match(rf"^(.*?)\b(?:{_COUNT})\s+({nouns})\s*([,:]|\s(?:{_NAMED_PLURAL}))\s*((?:{_PET_NAME})(?:\s*,\s*{_PET_NAME})*)"
                 rf"\s+(?:{_AND[lang]})\s+({_PET_NAME})\s*[.!]?$", text, re.I)
    if not m:
        return []
    head, noun, said_naming, listed, last = m.groups()
    if not re.match(_OWN_HEAD[lang], head.strip(), re.I):
        return []
    one = _ONE_PET[lang][noun.lower()]
    # (the naming word only where the person said one, "two cats called …": a list after a comma is
    # written "a cat, Salt", so no word of the fact is one they did not say; German "die … heißen" too)
    said = said_naming.strip() not in (",", ":") and lang != "de" or said_naming.strip() == "namens"
    word = said_naming.strip() if lang == "en" else _NAMED_WORD[lang][1 if _FEMININE_ARTICLE.match(one) else 0]
    naming = f" {word} " if said else ", "
    names = [re.sub(r"^(?:o|a|il|la|le|el|der|die)\s+", "", n.strip(), flags=re.I) for n in [*listed.split(","), last]]
    pieces = [f"{head}{one}{naming}{name}" for name in names]
    # (each piece a pet by the rules' own reading, as the whole was)
    return pieces if all(attribute_of(p) == "pet" for p in pieces) else []


# A pet told of, then its name by a pronoun in the same sentence ("We adopted a kitten, his name is Tofu",
# "On a adopté un chiot, il s'appelle Gribouille", "Adoptamos una perrita, se llama Kira"; the naming read as
# attributes.is_pet_naming reads it in a message of its own): one pet, said as one names a pet ("a kitten
# called Tofu"), which a later death by its name ends (core/write/supersede.py).
def _pet_then_its_name(text: str, lang: str) -> str | None:
    if lang not in _NAMED_WORD:
        return None
    m = re.match(r"^(.+?),\s*(?:(?:and|et|und|y|e)\s+)?([^,]+?)\s*[.!]?$", text, re.I)
    if not m or not is_pet_naming(m.group(2)) or attribute_of(m.group(1)) != "pet":
        return None
    # (its name set beside it, "a kitten, Tofu": the naming clause's pronoun and verb go, no word the person
    # did not say comes in)
    return f"{m.group(1)}, {m.group(2).split()[-1]}"


# Someone or a pet the person is with, said inside a statement of theirs ("I run a dairy farm in Norfolk with my
# dad", "je vis à Nantes avec mon chat Biscotte", "moro com a minha cadela Mel em Curitiba", "I live in Leeds with
# my wife Sara"): a pet named there is a fact of its own (the person has it, and a later death ends that alone),
# only where the statement without it is a lasting state the rules place (a home, work), so "I walked in the park
# with my dog" stays as said. Anyone else ("my wife Sara", "my parents", "a farm with my dad") stays in the
# statement, as the person told it: a tie said apart ("User is married to Sara") put words in the person's mouth
# and split what held-out writers keep whole (heldout precision 0.98 -> 0.88, 6 ungrounded, session 17).
_WITH = {"en": r"with", "fr": r"avec", "de": r"mit", "es": r"con", "it": r"con", "pt": r"com"}
_MY = {"en": r"my|our", "fr": r"mon|ma|mes|notre|nos", "de": r"meine[mnr]?|unsere[mnr]?", "es": r"mis?|nuestr[oa]s?",
       "it": r"(?:(?:il|la|i|le)\s+)?(?:mi[oa]|miei|mie)", "pt": r"(?:(?:o|a|os|as)\s+)?(?:meus?|minhas?)"}
# One pet as one says it ("a dog", "une chatte"), by its noun: the singulars of the counted pets' table.
_PET_BY_NOUN, _HAVE_SAID = ONE_BY_NOUN, I_HAVE
_COMPANY_KINDS = frozenset({"residence", "job", "employer", "education"})
# Living with a partner or children, said on its own in the person's words ("I live with my two kids", "vivo con mi
# pareja"): the nouns that are one's household, per language (attributes' table, which places that statement).
_HOUSEHOLD = {lang: f"{PARTNER_NOUNS[lang]}|{CHILD_NOUNS[lang]}" for lang in PARTNER_NOUNS}
_LIVE_WITH = {"en": "I live with", "fr": "je vis avec", "de": "ich wohne mit", "es": "vivo con", "it": "vivo con",
              "pt": "moro com"}
# A place still said by the home's clause: a preposition of place and a word after it.
_PLACE_SAID = re.compile(r"\b(?:in|near|à|au|en|dans|bei|a|em|no|na)\s+\S", re.I)


# One more of the household after "and" or a comma, its owner said or the one before carried ("our son and daughter").
_ONE_MORE_OF_THE_HOUSEHOLD = {
    lang: re.compile(rf"\s*(?:,\s*(?:(?:{_AND[lang]})\s+)?|\s+(?:{_AND[lang]})\s+)(?P<owner>(?:{OWNED_BY_THE_PERSON[lang]})\s+)?"
                     rf"(?P<who>(?:(?:{HOUSEHOLD_COUNT[lang]})\s+)?(?:{_HOUSEHOLD[lang]})(?:\s+(?-i:[A-ZÀ-Þ])[\w'’-]+)?)", re.I)
    for lang in _HOUSEHOLD}


def _household_listed(text: str, first: re.Match, lang: str) -> list[str]:
    """"I live in Leeds with my wife and our son" → "I live in Leeds", "I live with my wife", "I live with our son": the
    household listed after a home, each one lived with a fact of its own (so a move keeps them and a parting ends the
    partner alone), as one of them alone is (``_with_company``); with no place, "I live with my partner and my two
    kids", each, only where the clause is no more than that (clauses.LIVING_NOW)."""
    if not re.fullmatch(_HOUSEHOLD[lang], first.group("noun"), re.I):
        return []
    without = text[:first.start()].strip()
    owner = re.match(rf"\s*(?:{_WITH[lang]})\s+({OWNED_BY_THE_PERSON[lang]})\s", first.group(0), re.I)
    members = [first.group(0).strip().split(None, 1)[1]]
    rest = text[first.end():]
    while m := _ONE_MORE_OF_THE_HOUSEHOLD[lang].match(rest):
        members.append(f"{m.group('owner') or (owner.group(1) + ' ' if owner else '')}{m.group('who')}".strip())
        rest = rest[m.end():]
    if len(members) < 2 or not re.fullmatch(r"\s*[.!]?", rest):
        return []
    said = [f"{_LIVE_WITH[lang]} {who}" for who in members]
    if attribute_of(without) == "residence" and _home_now(without, lang):
        return [without, *said]
    return said if re.fullmatch(rf"(?:{LIVING_NOW[lang]})", without, re.I) else []


def _home_now(without: str, lang: str) -> bool:
    """Whether what is left of a home's clause without whom it is shared with still says where the person lives now:
    a place said, not a past ("I lived in Leeds"), a denial or someone else's home ("My ex lives in Leeds")."""
    return (bool(_PLACE_SAID.search(without)) and not is_past(without) and not is_negation(without, lang)
            and subject(without, lang) is None)


def _with_company(text: str, lang: str) -> list[str]:
    """"je vis à Nantes avec mon chat Biscotte" → "je vis à Nantes", "j'ai un chat, Biscotte"."""
    if lang not in _WITH or not first_person(text, lang):
        return []
    pets = _any_of(_PET_BY_NOUN[lang])
    m = re.search(rf"\s+(?:{_WITH[lang]})\s+(?:{_MY[lang]})\s+(?:(?:{HOUSEHOLD_COUNT[lang]})\s+)?(?P<noun>{pets}|{_KIN[lang]})"
                  rf"(?:\s+(?P<name>(?-i:[A-ZÀ-Þ])[\w'’-]+))?(?=$|[\s,.!;])", text, re.I)
    if m and (listed := _household_listed(text, m, lang)):
        return listed
    # (a list of company, "with my wife and two kids": whom the person is with is told there, left as said)
    if not m or re.match(rf"\s*(?:,|(?:{_AND[lang]})\s)", text[m.end():], re.I):
        return []
    without = f"{text[:m.start()]}{text[m.end():]}".strip()
    # (a move in with a partner in a town they name is a move there too, and living with them: "I've moved in with my
    # girlfriend in York" → "I've moved to York", "I live with my girlfriend")
    moved_in = re.search(r"\b(?:I['’]ve|I have|I|we['’]ve|we) (?:just |finally )?moved in$", text[:m.start()]) if lang == "en" else None
    town = re.fullmatch(r"\s+in\s+((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*", text[m.end():]) if moved_in else None
    if town and re.fullmatch(_HOUSEHOLD[lang], m.group("noun"), re.I) and not m.group("name"):
        return [f"{text[:moved_in.end() - 3]} to {town.group(1)}", f"{_LIVE_WITH[lang]} {m.group(0).strip().split(None, 1)[1]}"]
    kind = attribute_of(without)
    noun, name = m.group("noun").lower(), m.group("name")
    if noun in _PET_BY_NOUN[lang]:
        if kind not in _COMPANY_KINDS:
            return []
        return [without, f"{_HAVE_SAID[lang]} {_PET_BY_NOUN[lang][noun]}" + (f", {name}" if name else "")]
    # a partner or children the person lives with somewhere stay with them wherever they live: "I live in a tiny flat in
    # Manchester with my two kids" is the home and "I live with my two kids", so a move ends the home and keeps whom
    # they live with (before, the kids went with the old home). Only with a place still said ("I live with my
    # boyfriend" is left as said), and not a list of company.
    # (and only a home of the person's now: "I lived in Leeds with my wife" is no one lived with now)
    if kind == "residence" and re.fullmatch(_HOUSEHOLD[lang], noun, re.I) and _home_now(without, lang):
        # (as said: "I live with my two kids", not "I have two kids", which a third living elsewhere would belie)
        return [without, f"{_LIVE_WITH[lang]} {m.group(0).strip().split(None, 1)[1]}"]
    # anyone else is company, left as said ("ho aperto una libreria con mia sorella", "I run a dairy farm with my
    # dad"): who the person works or lives with is what they told, and the sets' writers split on keeping it
    return []

