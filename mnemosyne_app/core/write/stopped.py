"""A doing said to have stopped ends the fact that said it, whatever attribute either has.

"I play tennis every Sunday" then "I don't play tennis anymore"; "Juego al tenis" then "Ya no juego al
tenis"; "J'ai un chien, Rex" then "Je n'ai plus Rex"; "我每周打网球" then "我不打网球了". No attribute
rule places a pastime, so neither fact had an attribute and supersede.py, which ends facts by
attribute, left the old one current beside its negation. By grammar instead: a negation that says a
state stopped ("no longer", "anymore", "ne … plus", "nicht mehr", "ya no", "non … più", "já não",
"不…了") ends a current fact that says everything it negates, the same verb and the same object: every
content word of the negation (its stems) is in the old fact, and there are two of them or they share
a name ("Rex"). "I no longer work on weekends" names no word of "I work at Acme" but the verb: it ends
nothing.

A stop said by its verb ("I gave up on Japanese", "Ho smesso con il violino", "Vendí el Ibiza",
"古筝不再学了", core/model/stopping.py) names its doing by the verb itself: its object alone, every
word of it in the old fact, ends that fact. What follows the stop (a reason, a time: "…anymore, no
time", "…depuis mon opération du genou") is left out of the words matched. A thing named by its class
only ("车上周卖掉了": a car, of "有一辆特斯拉Model 3") ends the one current fact of that class, and is
asked when there are several. A thing told lost as the subject ("The Fiesta's gone") is matched by its
name alone, the facts holding that name; ended when nothing but a time follows, asked otherwise ("The
Golf's gone from the showroom").
"""

from __future__ import annotations

import re
from typing import Callable

from mnemosyne_app.core.model import hobbies, stopping
from mnemosyne_app.core.model.attributes import HABIT_FREE
from mnemosyne_app.core.model.one_fact_each import languages_named, other_languages
from mnemosyne_app.core.model.scripts import CJK_COUNTERS, CJK_GRAMMAR, CJK_VERBS
from mnemosyne_app.core.store import memories
from mnemosyne_app.core.textstems import word_stems

# The stop said by grammar, in the normalised fact (core/model/statements.py reads the same in the source).
# (the nearest end of a split negation: "Non faccio più volontariato con la Caritas, … non li reggevo più" stops the
# volunteering, not everything up to the last "più")
_STOPPED = re.compile(r"\bno longer\b|\bany ?more\b|\bn['’]\w+ plus\b|\bne \w+ plus\b|\bnicht mehr\b|\bkein\w* .*?\bmehr\b|"
                      r"\bya no\b|\bnon\b.*?\bpiù\b|\bjá não\b|\bnão\b.*?\bmais\b|[不没].*?了", re.I)
# Words of the negation itself that a content-word match must leave out (the rest are _objects' own).
_NEGATION_WORDS = frozenset({"don", "doesn", "didn", "isn", "aren", "wasn", "haven", "hasn", "won", "anymore", "longer",
                             "plus", "mehr", "más", "più", "mais", "nunca", "jamais"})
_CJK_NEGATION = re.compile(r"[不没再已经了]")
# A habit's words in a stop (smoking: "smoke", "fumar", "rauchen", "抽烟"), and the person said to have it in a held
# fact ("smokes", "est fumeuse", "ist Raucherin", "抽烟"): pairs for ended_by.
_HABITS = (
    (re.compile(r"\b(?:smok\w*|cigarettes?|fum(?:er|ar|are|o|e|a)\b|tabac|tabaco|rauch\w*|zigarette\w*|sigarett\w*|cigarro\w*)|"
                r"\bnichtraucher|\bsmoke-free|\brauchfrei|吸烟|抽烟|戒烟|タバコ|たばこ|喫煙|禁煙", re.I),
     re.compile(r"\b(?:smokes|(?:a )?smoker|fum(?:e|a|o)|fumeu(?:r|se)|fumad(?:or|ora)|fumat(?:ore|rice)|fumante|"
                r"raucht|rauche|raucher(?:in)?)\b|吸烟|抽烟|タバコを吸|喫煙者", re.I)),
    # (alcohol, by its name or by drinking said bare, in each language: "もうお酒は飲んでいません" ends "毎晩ビールを飲みます",
    # "Ho smesso di bere" ends "bevo birra ogni sera"; not another drink stopped, "no longer drink coffee")
    (re.compile(r"\b(?:sober|alcohol-free|(?:quit|stopped|gave up) drinking(?! (?!alcohol|beer|wine|booze)\w)|"
                r"(?:no longer|don['’]t|doesn['’]t) drinks?(?! (?!alcohol|beer|wine|booze|any ?more)\w)|alcohol|booze|"
                r"alcool|alkohol|álcool|alcol)\b|\b(?:drink|drinking|boire|trinken|trinke|beber|bebo|bere|bevo)\s*$|"
                r"\b(?:arrêté de boire|ne bois plus|trinke nicht mehr|dejé de beber|ya no bebo|smesso di bere|non bevo più|"
                r"parei de beber|já não bebo|não bebo mais)\b|お酒|飲酒|禁酒|断酒|戒酒|不喝酒|酒を", re.I),
     re.compile(r"\b(?:drinks (?:a lot|heavily|too much|alcohol|beer|wine|every day)|(?:a )?heavy drinker|"
                r"boit (?:du vin|de la bière|de l['’]alcool|beaucoup)|trinkt (?:bier|wein|alkohol|viel)|"
                r"beben? (?:cerveza|vino|alcohol|cerveja|vinho)|beve (?:birra|vino|alcol))\b|"
                r"ビールを飲|お酒を飲|酒を飲|喝酒|喝啤酒|喝红酒|喝白酒", re.I)),
)
# (one word for the stop and its habit, done: not a wish, a failure or a non-smoking seat: "我想戒烟", "戒烟失败了", "禁煙席")
# (or the time since: "今天是我戒烟满三个月的日子", "戒烟一年")
_QUIT_SMOKING = re.compile(r"^(?!.*(?:想|失败|失敗|席|しよう|したい|予定)).*(?:禁煙(?:しました|して|中|に成功)|戒(?:烟|菸)(?:了|成功|\S{1,4}了)|"
                           r"戒(?:烟|菸)(?:满|已经|快|有)?[\d一二三四五六七八九十两半几]+(?:个月|年|天|周|个星期)|卒煙)")
# A thing sold or stolen (_SOLD_OR_STOLEN: not "lost", which loses a job too, see ended_by), or lost or got rid of.
_SOLD_OR_STOLEN_WORDS = (r"sold|stolen|vendu\w*|volée?s?|verkauft|gestohlen|geklaut|vend[ií]\w*|robad[oa]|robaron|vendut[oa]|"
                         r"rubat[oa]|vendeu|roubad[oa]|roubaram|" + stopping.CHAT_SALE)
_SOLD_OR_STOLEN = re.compile(rf"\b(?:{_SOLD_OR_STOLEN_WORDS})\b|卖|偷|売|盗|转手", re.I)
_SOLD_OR_LOST = re.compile(rf"\b(?:{_SOLD_OR_STOLEN_WORDS}|got rid of|lost)\b|卖|偷|丢|売|盗", re.I)
_NAME = re.compile(r"(?<=\s)(?-i:[A-ZÀ-Þ])[\w'’-]+")
# A Latin name before a Japanese "の", which says which one ("LAVAのヨガ教室", "Javaの勉強"): see ended_by.
_JA_OWNER = re.compile(rf"({stopping.JA_NAME_WORD})の")  # (the one stopping.stopped_thing reads)
_KANA = re.compile(r"[\u3041-\u30ff]")
# A Chinese sport played, said right before a Latin name ("打Golf"): a pastime, no thing had (not "玩PS5", "看Kindle":
# things had, used).
_DOING_BEFORE_LATIN = re.compile(r"(?:打|踢)\s*[A-Za-z]")
_ANY_NAME = re.compile(r"(?<![\w'’])(?-i:[A-ZÀ-Þ])[\w-]+")


def ended_by(conn, text: str, memory_id: str, units: Callable[[str], set[str]]) -> tuple[list, list]:
    """The current facts of other memories that ``text``, a negation or a stop said by its verb
    (core/model/stopping.py), ends as a stopped doing, and those it may end (a fact that lists more
    with "and": "gluten-free and lactose intolerant" when only gluten is stopped; a thing named by its
    class only, "车卖掉了", when several facts hold one), each (memory_id, when said, text); ``units``
    gives a text's content stems (supersede._objects)."""
    if (name := stopping.lost_thing(text)) is not None:
        # the thing told lost as the subject ("The Fiesta's gone"): the facts holding its name, and only them
        held = [f for f in memories.current_facts(conn, memory_id)
                if name.lower() in {w.lower() for w in _ANY_NAME.findall(f[2])} and not stopping.lost_thing(f[2])]
        # (asked, not ended, when a place, an owner or another sense follows: "The Golf's gone from the showroom")
        if not stopping.lost_surely(text):
            return [], held
        # (and a fact that lists more beside it, "fährt einen Passat und natürlich den Traktor": the tractor is still had)
        listing = [f for f in held if _LISTS.search(f[2])]
        return [f for f in held if f not in listing], listing
    negation = _STOPPED.search(text)
    if negation is not None:
        begin = stopping.segment(text, negation.start(), negation.end())[0]
        if stopping.someone_of_theirs(text[begin:negation.start()]):
            negation = None  # (someone else's negation: "用户的妈不去健身房了", "User's mum doesn't go to the gym anymore")
    thing = stopping.stopped_thing(text)
    if negation is not None and thing is not None and (verb := stopping.stop_said(text)) is not None and (
            negation.start() >= stopping.segment(text, verb.start(), verb.end())[1]):
        negation = None  # (a reason after the stop is no stop of its own: "hat den Spanischkurs abgebrochen, keine Zeit mehr")
    if negation is None and thing is None:
        return _habit_held(conn, text, memory_id), []  # ("Two years sober now", "seit drei Monaten Nichtraucherin")
    if negation is not None:
        # (what is said around the negation, up to what follows it: "…anymore, no time", "…depuis mon
        # opération du genou"; a reason put before it in Chinese: "膝盖受伤以后就不打羽毛球了")
        said = _stopped_words(text, negation, units, verbs=True)
    else:
        said = _content(thing, units)
    names = {w.lower() for w in _NAME.findall(text)}
    given_up = stopping.cancelled(text)
    sold = bool(_SOLD_OR_LOST.search(text))
    owner = {stem for m in _JA_OWNER.finditer(text) for stem in units(m.group(1))} if _KANA.search(text) else set()
    said_languages = languages_named(text)
    current = memories.current_facts(conn, memory_id)  # (one query, not one per attribute)
    # (a fact of the person's family is theirs: "I quit piano" ends no "User's son plays piano")
    family = set(memories.current_facts_on(conn, "family", memory_id))
    out = []
    for fact in current:
        if fact in family:
            continue
        if _STOPPED.search(fact[2]) or stopping.STOP_VERB.search(fact[2]):
            continue  # (a negation itself: "doesn't play tennis anymore" is no doing to stop again)
        old = (units(fact[2].replace("用户", " ")) | _verb_stems(fact[2]) | _latin_in_cjk(fact[2], units)
               | set(re.findall(r"[\u4e00-\u9fff]", fact[2])))  # (its characters, for a noun of one said: _content)
        if said_languages and other_languages(text, fact[2]):
            continue  # (a language stopped is that language: "中国語の勉強はやめました" / "韓国語を勉強しています")
        if sold and _DOING_BEFORE_LATIN.search(fact[2]):
            continue  # (a sale ends a thing had, not a doing named the same: "我把Golf卖了" / "用户周末打Golf")
        shared_name = names & {w.lower() for w in _NAME.findall(fact[2])}
        # a stop verb says the doing itself: its object alone names what stopped ("gave up on Japanese")
        # (a membership's own word need not be held: "cancelled my PureGym membership" / "has a membership at PureGym",
        # "ADAC-Mitgliedschaft gekündigt" / "ist Mitglied im ADAC"; and beside a name both hold, a word of the same root
        # is the same: "arrêté le bénévolat aux Restos du Cœur" / "est bénévole aux Restos du Cœur")
        words = [stems for stems in said if not (stems & _MEMBERSHIP_WORDS)] if shared_name else said
        if owner and not re.search(r"[A-Za-z]{2,}", fact[2]):
            # (a Latin name before a Japanese "の" says which one where the held fact names none: "LAVAのヨガ教室をやめました"
            # / "ヨガ教室に通っています"; against a held name it must be the same, "Javaの勉強" / "Pythonを勉強")
            words = [stems for stems in words if not stems & owner]
        if not old & _WEEKDAY_STEMS:  # (a day said with the stop is when, unless the held fact names a day of its own)
            words = [stems for stems in words if not stems & _WEEKDAY_STEMS]
        if given_up:  # (and the day a membership was given up: "Bin heute beim ADAC ausgetreten"; not a night off a
            # doing, "Stasera ho lasciato perdere il calcetto", which names the evening only)
            words = [stems for stems in words if not stems & _THIS_DAY_STEMS]
        # (one word is enough when that word is a language both name: "德语用户已经不会说了" / "用户会说德语"; not another
        # word beside a language both name, "Ya no estoy en la academia, ahora doy inglés" / "profe de inglés en una academia")
        if words and all(stems & old or (shared_name and _same_root(stems, old)) for stems in words) and (
                len(said) >= 2 or shared_name or thing is not None
                or (len(said) == 1 and said[0] & said_languages & languages_named(fact[2]))):
            out.append(fact)
    unsure: list = []
    # (not a part of it: "I sold my car stereo" ends no car; stopping.a_part_gone)
    if not out and thing is not None and not stopping.a_part_gone(text) and (kind := stopping.class_attribute(thing)):
        # the thing named by its class only ("车上周卖掉了" of "有一辆特斯拉Model 3"): the one fact of that
        # class ends; of several, which one is the person's to say
        # (not one of another kind: a bike sold is no car, "User drives a Tesla")
        held = [f for f in memories.current_facts_on(conn, kind, memory_id) if not stopping.another_vehicle(thing, f[2])]
        out, unsure = (held, []) if len(held) == 1 else ([], held)
    out += [f for f in _habit_held(conn, text, memory_id) if f not in out]
    # (a pastime given up, "I gave up golf", "I quit the gym", ends no car, work or home that shares its word,
    # "drives a VW Golf", "works at a gym"; a sale or a loss is the thing's own: "sold the Golf")
    # (nor a subscription cancelled: "Cancelled my Netflix subscription, I get it free as staff" ends no "works at
    # Netflix"; work given notice on is read by its own attribute, core/write/supersede.py)
    if (hobbies.things_named(text) and not _SOLD_OR_LOST.search(text)) or given_up:
        apart = {f for a in ("vehicle", "job", "employer", "residence") for f in memories.current_facts_on(conn, a, memory_id)}
        out = [f for f in out if f not in apart]
    # (a car sold or stolen is no workplace left, though the maker's name is both: "sold my BMW" / "works at BMW in
    # Munich", "on m'a volé ma Renault" / "travaille chez Renault"; a job is left in words of work, read by its own
    # attribute in core/write/supersede.py)
    if _SOLD_OR_STOLEN.search(text):
        employer = set(memories.current_facts_on(conn, "employer", memory_id))
        out = [f for f in out if f not in employer]
    listing = [f for f in out if _LISTS.search(f[2]) and not all(any(s & stems for s in said)
                                                                for stems in _content(f[2], units))]
    return [f for f in out if f not in listing], listing + unsure


# (a Japanese "no longer", "もうお酒は飲んでいません": read here only, for a habit; the stops by grammar above leave
# Japanese to the hobby and thing rules)
_JA_NO_LONGER = re.compile(r"もう.*(?:ません|ない)(?:です)?$")


def _habit_held(conn, text: str, memory_id: str) -> list:
    """A habit stopped ends the held habit whatever word it was said by (_HABITS): "Dejé de fumar" ends "es
    fumadora", "J'ai arrêté de fumer" "est fumeuse", "six months smoke-free" "smokes", "two years sober" "drinks a
    lot"; not someone else's, nor a fact that is itself a stop or a denial."""
    if stopping.of_someone_theirs(text):
        return []  # ("My husband quit smoking": his habit, not the person's)
    if not (_STOPPED.search(text) or stopping.STOP_VERB.search(text) or HABIT_FREE.search(text) or _QUIT_SMOKING.search(text)
            or _JA_NO_LONGER.search(text)):
        return []  # (a habit's word with no stop of it: "a room sans tabac", "alcohol-free beer at lunch")
    family = set(memories.current_facts_on(conn, "family", memory_id))
    return [f for stopped_word, held_habit in _HABITS if stopped_word.search(text)
            for f in memories.current_facts(conn, memory_id) if f not in family and held_habit.search(f[2])
            and not stopping.of_someone_theirs(f[2]) and not _STOPPED.search(f[2]) and not stopping.STOP_VERB.search(f[2])]


def names_all_it_stops(text: str, old_text: str, units: Callable[[str], set[str]]) -> bool:
    """Whether the old fact says every content word of what the negation ``text`` stops, up to what
    follows it ("non lavora più in banca: ho aperto una libreria" / "fa l'impiegata in banca")."""
    negation = _STOPPED.search(text)
    if negation is None:
        return False
    said = _stopped_words(text, negation, units)
    old = units(old_text.replace("用户", " "))
    return bool(said) and all(stems & old for stems in said)


def _stopped_words(text: str, negation: re.Match, units: Callable[[str], set[str]], verbs: bool = False) -> list[set[str]]:
    """The content words said around a negation, up to what follows it (with ``verbs``, its verbs of a
    state too: see _STATE_VERBS)."""
    begin, end = stopping.segment(text, negation.start(), negation.end())
    said = text[begin:end]
    out = _content(_CJK_NEGATION.sub(" ", stopping.content(said)), units)
    return out + [word_stems(w) for w in re.findall(r"[^\W\d_]+", said.lower()) if w in _STATE_VERBS] if verbs else out


# The verbs of a state that supersede._objects leaves out as naming no thing ("mora", "lives", "works"): in a
# negation they say which doing stopped, and must be the old fact's too ("não mora mais com seus pais" ends
# "mora com seus pais"; "I no longer work on weekends" is still no "I work at Acme").
_STATE_VERBS = frozenset(
    "live lives living work works eat eats speak speaks like likes love loves vive vivo vit habite habita "
    "abita abito mora moro wohnt wohne lebt lebe travaille arbeitet arbeite trabaja lavora trabalha mange isst come "
    "mangia parle spricht habla parla fala".split())


def _verb_stems(text: str) -> set[str]:
    return {s for w in re.findall(r"[^\W\d_]+", text.lower()) if w in _STATE_VERBS for s in word_stems(w)}


def _latin_in_cjk(text: str, units: Callable[[str], set[str]]) -> set[str]:
    """The Latin words written inside Chinese or Japanese, each a word of its own ("PMP" in "在上PMP备考班"): the run
    they are written in is read whole, so "PMP备考班上完了" would find no "PMP" held."""
    return {u for w in re.findall(r"[A-Za-z][A-Za-z0-9]+", text) for u in units(w)} if _CJK.search(text) else set()


_MEMBERSHIP_WORDS = frozenset(stopping.MEMBERSHIP_WORDS)  # (its own words need not be held: see ended_by)
_WEEKDAY_STEMS = frozenset(stem for day in stopping.WEEKDAYS for stem in word_stems(day))
_THIS_DAY_STEMS = frozenset(stem for day in stopping.THIS_DAY for stem in word_stems(day))


def _same_root(stems: set[str], old: set[str]) -> bool:
    """Whether a word shares its first six letters with one of the old fact's ("bénévolat" / "bénévole")."""
    return any(len(a) >= 6 and len(b) >= 6 and a[:6] == b[:6] for a in stems for b in old if not _CJK.match(b))


# A fact that lists several things ("gluten-free and lactose intolerant", "tennis et golf").
# (and the Chinese "以及": "有Switch以及PS5"; not "跟", "与", as often "with": "跟朋友合开了一家奶茶店")
_LISTS = re.compile(r"\s(?:and|et|und|y|e)\s|[和、]|以及|と", re.I)


def _content(text: str, units: Callable[[str], set[str]]) -> list[set[str]]:
    """Each content word of ``text`` as its stems (a CJK run as its bigrams, one each: a run broken
    by the negation left out, "用户 打网球", is no run of the old fact's), negation words left out."""
    # (a Chinese or Japanese word of two characters is one: "二胡", "古筝"; a Latin word written inside them is one of its
    # own, not one with the run: "有iPhone和iPad" names two things, "Javaの勉強" is no "Pythonを勉強", review of session 36)
    # (and a Chinese or Japanese run right after a Latin name, a "的" or "の" between at most, has its first character as a
    # noun of its own, unless one of grammar or doing: "Tesla车", "iPhone的壳", "Pokemon卡都卖了", "Nikeの靴" name no job at
    # Tesla, no iPhone, no game, no job at Nike. Not a character alone elsewhere: a thing said by its class, "车上个月卖了",
    # which ended_by reads, or what a negation left, "没续了")
    low = text.lower().replace("用户", " ")
    out = []
    for m in re.finditer(r"[\u3040-\u9fff]+|(?:(?![\u3040-\u9fff])[^\W\d_]){3,}|\d+", low):
        word = m.group(0)
        if word in _NEGATION_WORDS:
            continue
        if _CJK.match(word):
            noun = word.lstrip("的の")
            if (m.start() and low[m.start() - 1].isascii() and low[m.start() - 1].isalpha() and noun
                    and noun[0] not in _NO_NOUN_AFTER_NAME and re.match(r"[\u4e00-\u9fff]", noun[0])):
                out.append({noun[0]})  # (matched by the old fact's characters: see ended_by)
            if len(word) >= 2:
                out += [{g} for g in units(word) if len(g) == 2]
        elif stems := units(word):
            out.append(stems)
    return out


_CJK = re.compile(r"[\u3040-\u9fff]")
# Characters of grammar and of doing, no noun after a name (not the counters and "会", nouns there: core/model/scripts.py).
_NO_NOUN_AFTER_NAME = (CJK_GRAMMAR | CJK_VERBS | frozenset("跟及")) - CJK_COUNTERS
