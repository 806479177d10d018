"""What a new fact replaces: deterministic, inside the write's transaction, ledgered.

- A fact on a single-valued attribute (where the person lives, their job, diet, ...) supersedes
  every current fact on that attribute: the old ones stay, marked with the memory that replaced
  them, so the history is visible and the current facts are right.
- A fact on a multi-valued attribute (allergies, languages, pets, ...) adds to the others.
- A negation on a multi-valued attribute ("I'm no longer allergic to cats") supersedes the
  current facts on it that name the same thing. On a single-valued one it supersedes those that
  name the same thing when any does ("I don't live in Paris anymore" ends Paris, not Lyon said
  since), else every current one ("I no longer eat meat" ends "I eat everything").
- Leaving work ("I quit nursing", "I left Deloitte", "I got laid off") is an ending on the job or
  the employer that reaches both (attributes.WORK): the facts that name the same thing, else all.
  New work, job or employer, ends a leaving said on the other side of work ("我辞职了" then "我现在在
  美团上班"): the person is no longer without work. Work said whole (a role and a workplace: "joined
  Google as a data scientist", "a nurse at Guy's") is replaced by new work on the other side, and
  working for oneself ends an employer; one side alone replaced by the other alone said as a change
  ("I'm a nurse" then "I work at St Mary's now") is asked, since both may be true.
- A pet named by a pronoun ("We got a dog." then "His name is Rex.") replaces the one current fact of a
  pet with no name: one pet, whose death by name then ends it. With several it may name, each is asked.
- Where the person lives said by a word pointing back to the place ("I moved to Leeds, I live there
  with my partner", "j'y habite", "wohne dort", "そこで"): the current place described, replacing
  nothing, neither in its message nor before.
- A trip ("I'm going to Lisbon in July") accumulates with the others and ends no residence; being back
  from a place ("I'm back from Lisbon", "我从东京回来了") ends the trips planned there, by the place alone.
- Graduating ("I graduated", "我毕业了", "mi sono laureata") ends the facts that say the person is a
  student, on work or education, and nothing else: a student status is one to end, other work is not.
- Unsure: a negation that names something no current fact names ("I don't live in Paris anymore"
  while the person lives in Lyon; "I left Google" while they work at Deloitte) ends nothing by
  rule: each fact it may end becomes a proposal the person confirms or rejects (proposals.py).
  Diet ("I no longer eat meat" ends "I eat everything") and leaving work said without naming a
  place ("I got laid off") are sure.
- A guess: a fact whose attribute the meaning stage read only fairly surely (core/model/
  change_meaning.py) ends nothing by itself: each fact it would end becomes a proposal, except a
  thing sold by the name a fact on that attribute holds ("Vendi o Uno" / "tem um Fiat Uno").
- A vehicle sold or no longer had also reaches the facts no rule placed: the one holding the name it
  sells is ended ("Tengo un Corolla" / "Vendí el Corolla"), one sharing only a noun is asked.
- A Chinese or Japanese negation names what it stops by the verb's one-character object too (戒烟 /
  抽烟, 没有车了 / 有一辆车), where the two share no two characters.
- A fact naming a year before the one the old fact was said in tells a story of long ago ("After I left
  Acme in 2010 I joined Globex" after "I work at Initech"): what it would end is asked.
- Only facts said earlier are replaced: a message older than the current fact (an import read
  late) is stored already superseded by it.

Replacing a fact another memory holds is an edit of that memory: a new version and a ledger
entry, in the same transaction as the write that caused it.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone

from mnemosyne_app.core.model.attributes import (
    PARTNER_EN, attribute_of, single_said, together_said,
    SINGLE_VALUED, WORK, is_graduation, is_negation, is_retirement, is_one_unnamed_pet, is_pet_naming, is_studying, names_place_pointed_back, trip_place,
    pet_name_beside, work_said_as_change, work_sides, works_for_self)
from mnemosyne_app.core.model.clauses import DIED, NOW
from mnemosyne_app.core.model.continuing import said_as_going_on, without_continuing
from mnemosyne_app.core.model.beside_held import another_vehicle, home_for_part_of_the_time, kins_vehicle, work_beside
from mnemosyne_app.core.model.interfaces import Extraction
from mnemosyne_app.core.model.one_fact_each import other_languages
from mnemosyne_app.core.model.same_state_said import (another_diet_denied, couple_moved_in, diet_kept_by_denial, diet_said_again,
                                                       home_named_within, home_said_again, home_town, marriage_said_again, names_town,
                                                       only_the_home_changed, PARTING)
from mnemosyne_app.core.model.scripts import CJK, CJK_GRAMMAR, CJK_VERBS, KANA
from mnemosyne_app.core.model import hobbies, stopping
from mnemosyne_app.core.model.how_long import DURATION, MONTH_NAMES
from mnemosyne_app.core.model.pets_gone import pet_gone
from mnemosyne_app.core.model.plans import is_wish
from mnemosyne_app.core.store import memories
from mnemosyne_app.core.write import at_workplace, proposals, stopped
from mnemosyne_app.core.textindex import cjk_units
from mnemosyne_app.core.textstems import word_stems

# (a Latin word inside Chinese or Japanese stays one with its run: read alone, a brand made any two facts naming it one
# thing, "我在Apple上班" / "Apple手表丢了"; review of session 36. core/write/stopped.py reads it alone where a stop names it)
_WORD = re.compile(r"[^\W\d_]{3,}|\d+", re.UNICODE)
# Words that say whose fact it is or which attribute, not what it is about.
_GENERIC = frozenset(
    "user user's users their them utilisateur nutzer nutzers usuario des del the and not any anymore longer more "
    "allergic allergy allergique allergisch alérgico alérgica alergia eat eats meat like likes love loves have has "
    "live lives lived living speak speaks work works used never was were does doesn plus pas est sind ist kein "
    "keine nicht mehr utente utilizador non più não mais ユーザー 用户 "
    # the verbs that say the attribute in the other languages ("vive a Roma" / "vive a Milano")
    "vive vivo vit habite habita abita abito mora moro wohnt wohne lebt lebe travaille arbeitet arbeite trabaja "
    "lavora trabalha mange isst come mangia parle spricht habla parla fala tiene hat está "
    # articles, which name nothing: "Der Nutzer" opens every German fact, so "der" alone made a sold
    # bicycle name the held Golf ("Der Nutzer hat sein Fahrrad verkauft" / "Der Nutzer fährt einen VW Golf");
    # not "uno", a model's name too ("Vendi o Uno" / "tem um Fiat Uno")
    "der den dem das die ein eine einen einem einer une les una unos unas los las gli uma umas".split())


def _objects(text: str) -> set[str]:
    low = text.lower()
    # One word's forms meet by their Snowball stems in six languages (core/textstems.py): "smoke" /
    # "smoking", "fume" / "fumer", "fumo" / "fumar".
    units = {stem for w in _WORD.findall(low) if w not in _GENERIC for stem in word_stems(w)}
    # (the person's own word is no object: "ユーザーは" gave "ーは" to every Japanese fact)
    units |= {g for g in cjk_units(low.replace("ユーザー", " ")) if not any(p in g for p in ("用户", "过敏", "喜欢", "ユー", "ーザ"))
              and not _CJK_GRAMMAR.intersection(g) and not _HIRAGANA.fullmatch(g)
              and not set(g) <= _CJK_VERBS}  # (会说, 不会说: how, not what; "用户会说粤语" is no "会说英语")
    return units


_CJK_GRAMMAR = CJK_GRAMMAR  # (the one table: core/model/scripts.py)
_HIRAGANA = re.compile(r"[\u3041-\u309f]+")


def _replaces(new_text: str, negated: bool, attribute: str, old_text: str) -> bool:
    if _same_place_described(new_text, negated, attribute):
        return False
    if attribute == "relationship" and not negated and together_said(new_text) and not single_said(old_text):
        # being together ("Ana y yo llevamos 15 años juntos", "跟小林在一起八年了") ends being single, and goes on with a
        # marriage or an engagement held (the same partner, most often): it replaces none of them
        return False
    if attribute == "residence" and not negated and home_said_again(new_text, old_text):
        # the home held, said again with more ("We got married and live in Leeds now"): no move
        return False
    if attribute == "diet" and not negated and diet_said_again(new_text, old_text):
        # the held diet said again by its name, nothing new ("吃素这么久早就习惯了" / "吃素快两年了"): it goes on
        return False
    if attribute == "residence" and not negated and home_named_within(new_text, old_text):
        # the held town said with a part of it ("vive en Lavapiés, en Madrid", "住在杭州西湖区"): no move, and the town
        # is still where the person lives; the new fact stands beside it
        return False
    if attribute == "relationship" and not negated and not _another_partner(new_text, old_text) and (
            marriage_said_again(new_text, old_text) or (couple_moved_in(new_text) and not single_said(old_text))):
        # the marriage said again ("我和老公结婚十周年了" / "用户已婚"), or the couple moving in together ("Amy and I
        # moved in together" / "has a girlfriend, Amy"): the same couple goes on (core/model/same_state_said.py)
        return False
    if attribute == "relationship" and not negated and said_within(new_text, old_text):
        # the same state said again with less ("Estamos casados" / "está casada con Andrés"): the held fact, which
        # names the partner, stays (a couple's "we" names no one: core/model/told_by_the_new.py couple_state)
        return False
    if attribute in SINGLE_VALUED and not negated and said_as_going_on(new_text) and any(
            said_within(without_continuing(new_text, keep_verb), old_text) for keep_verb in (True, False)):
        # the held state said again as going on, with nothing new ("still vegan of course" / "is vegan"): it
        # ends nothing, and the held fact keeps the day it was first said (core/model/continuing.py). (Not
        # a fact that says more than the held one: "Moved from Leeds to York, still unpacking" names Leeds
        # and ends it.)
        return False
    if attribute in WORK and not negated and (where := _WORKS_AT_ONLY.match(old_text)) and (
            next(g for g in where.groups() if g).lower() in new_text.lower()) and not stopping.LEAVING.search(new_text):
        # promoted or moved to another team at the workplace held ("I'm now store manager at Tesco" / "works at Tesco",
        # "升职当了团队主管" at 招商银行): the workplace goes on, and the new fact names it (session 38's review)
        return False
    if attribute in SINGLE_VALUED:  # "I no longer eat meat" replaces "I eat everything" too
        return True
    if attribute == "allergy" and negated:
        # (an allergy denied is to that allergen: "nicht mehr allergisch gegen Pollen" / "allergisch gegen Nüsse" share
        # their "gegen", "グルテンのアレルギーはない" / "ダニのアレルギー" their "アレルギー")
        return bool(_allergens(new_text) & _allergens(old_text))
    if attribute == "language" and negated and other_languages(new_text, old_text):
        return False  # (a language stopped is that language: "stopped learning Korean" / "is learning Japanese" share a verb)
    if negated and (who := stopping.who_they_are(new_text)):
        # a denial about someone of the person's names the held fact by what it says of them, not by who they are: "My
        # husband Tom doesn't eat meat" ends "… Tom eats meat", not "User's husband Tom is a chef" (session 38's review)
        # (where neither names anything but the attribute's own words, "… doesn't eat meat anymore" / "… eats meat",
        # what they say of that person is the one thing: the held fact ends as before)
        new_what, old_what = new_text.replace(who, " "), old_text.replace(who, " ")
        if not _objects(new_what) and not _objects(old_what) and not _lone_objects(new_what):
            return _names_same_thing(new_text, old_text)
        return _names_same_thing(new_what, old_what)
    return bool(negated and _names_same_thing(new_text, old_text))


# A fact that says only where the person works, the workplace named ("User works at Tesco", "Der Nutzer arbeitet bei der
# Deutschen Bahn", "用户在招商银行工作", "ユーザーはドコモで働いています").
_WORKS_AT_ONLY = re.compile(
    r"^(?:User|L['’]utilisateur|Der Nutzer|El usuario|L['’]utente|O utilizador|O usuário)\s+(?:works?|arbeitet|travaille|"
    r"trabaja|lavora|trabalha)\s+(?:at|for|bei|chez|à|en|in|presso|da|no|na|em|para)\s+(?:the |der |die |dem |la |le |l['’]|el |"
    r"il |lo |o |a )?(?P<org>(?-i:[A-ZÀ-Þ])[\w&.'’-]*(?:\s+(?-i:[A-ZÀ-Þ])[\w&.'’-]*){0,2})\s*$|"
    r"^用户在(?P<org_zh>[^\s，。]{2,10}?)(?:工作|上班)$|^ユーザーは(?P<org_ja>[^\s、。]{2,10}?)で働いています$", re.I)
# The words around an allergen that name none: the allergy's own words and the prepositions and possessives before
# or after it, in each language (whole words, before their stems are taken).
_NO_ALLERGEN = frozenset(
    "allergic allergy allergies allergique allergie allergies allergisch allergie allergien alérgico alérgica alergia "
    "alérgicos alérgicas allergico allergica allergici allergiche allergia to against of after since from his her "
    "their aux contre après depuis selon son sa ses leur gegen auf nach seit laut seine seiner sein ihr ihre "
    "al ai alle agli allo alla dopo secondo suo sua ao aos à às após segundo seu dos das los las del".split())
_ALLERGY_CJK = re.compile(r"アレルギー|过敏|過敏|ユーザー|用户|[对對にがはのも]")


def _allergens(text: str) -> set[str]:
    """What an allergy fact is to: its content words' stems and Chinese or Japanese bigrams, without _NO_ALLERGEN."""
    low = text.lower()
    words = {stem for w in _WORD.findall(low) if w not in _GENERIC and w not in _NO_ALLERGEN for stem in word_stems(w)}
    return words | {g for g in _objects(_ALLERGY_CJK.sub(" ", text)) if CJK.search(g) and len(g) == 2}


def said_within(new_text: str, old_text: str) -> bool:
    """Whether every word of what the new fact is about is in the old one, by one of its stems ("casado" /
    "casada": "cas"), and its Chinese or Japanese bigrams too: the new says nothing the old does not."""
    held = _objects(old_text)
    words = [w for w in _WORD.findall(new_text.lower()) if w not in _GENERIC and not re.match(r"[\u3040-\u9fff]", w)]
    cjk = _objects(new_text) - {stem for w in words for stem in word_stems(w)} - set(words)
    return bool(words or cjk) and all(held & set(word_stems(w)) for w in words) and cjk <= held


def _same_place_described(text: str, negated: bool, attribute: str) -> bool:
    """Where the person lives said by a word pointing back to the place ("I moved to Leeds, I live
    there with my partner", "j'y habite", "wohne dort"): the current place described, which it
    must not replace (the person's new place was lost to its own description)."""
    return attribute == "residence" and not negated and names_place_pointed_back(text)


def _names_same_thing(new_text: str, old_text: str) -> bool:
    """Whether a negation names what the old fact holds: a shared stem or two characters, or the
    Chinese/Japanese verb's object by itself (戒烟 / 抽烟, 没有车了 / 有一辆车: no two characters shared)."""
    return shares_object(new_text, old_text) or bool(_lone_objects(new_text) & _lone_objects(old_text))


_CJK_VERBS = CJK_VERBS  # (the one table: core/model/scripts.py)


def _lone_objects(text: str) -> set[str]:
    """The Han characters that stand alone between verbs, negations, grammar or kana: a one-character
    object. "语" in 英语 stands beside 英, a part of one word: no object by itself."""
    # (a beloved pet is the pet: "愛犬が亡くなりました" names the "犬" of "犬を飼っています")
    low = text.replace("用户", " ").replace("ユーザー", " ").replace("愛犬", "犬").replace("愛猫", "猫")
    alone = set()
    for i, ch in enumerate(low):
        if not re.match(r"[\u4e00-\u9fff]", ch) or ch in _CJK_VERBS or ch in _CJK_GRAMMAR:
            continue
        sides = (low[i - 1] if i else " ", low[i + 1] if i + 1 < len(low) else " ")
        if all(not re.match(r"[\u4e00-\u9fff]", c) or c in _CJK_VERBS or c in _CJK_GRAMMAR for c in sides):
            alone.add(ch)
    return alone


def _names_place(place: str, text: str) -> bool:
    # (a Chinese or Japanese place by its characters: "成都", "京都" hold "都", a word of grammar to _objects)
    return place in text if re.match(r"[\u3040-\u9fff]", place) else shares_object(place, text)


def object_units(text: str) -> set[str]:
    """The stems (and CJK bigrams) of what a fact is about, as ``shares_object`` compares them."""
    return _objects(text)


def shares_object(new_text: str, old_text: str) -> bool:
    """Whether two facts name the same thing ("no longer allergic to penicillin" / "allergic to penicillin")."""
    return bool(_objects(new_text) & _objects(old_text))


# Single-valued attributes on which a negation naming nothing current is unsure (see the docstring).
_UNSURE_WHEN_UNNAMED = frozenset({"residence", "employer", "relationship", "vehicle", "name", "birthday", "age"})


def _ended(conn, text: str, negated: bool, attribute: str, memory_id: str, stopped_too: bool = False) -> tuple[list, list]:
    """The current facts of other memories that a new fact ends, and those it may end (unsure:
    left to the person), each (memory_id, when said, text)."""
    if negated and attribute != "residence" and is_wish(text):
        return [], []  # (a stop only wished ends nothing: "我想戒烟", "I want to quit my job")
    ended, unsure = _ended_on_attribute(conn, text, negated, attribute, memory_id)
    # (``stopped_too``: the person said the same of themselves in the message, "… and I finally stopped too")
    if (negated and attribute in _ONES_OWN and stopping.someone_of_theirs(text) and not _THE_PERSON_TOO.search(text)
            and not stopped_too):
        # someone else's stop ("User's boyfriend quit smoking", "用户的妈不抽烟了", "Le copain de l'utilisateur a arrêté de
        # fumer") ends no habit, diet or allergy of the person's own: only one held as that someone's
        # (someone, not a thing of theirs: "User's allergy to cats is gone", "User's diet is no longer vegan" are theirs)
        ended = [f for f in ended if stopping.of_someone_theirs(f[2])]
        unsure = [f for f in unsure if stopping.of_someone_theirs(f[2])]
    if negated and attribute == "pet":
        # a pet's ending by its name, of a fact no rule placed when it was said that names it as one
        # names a pet ("hat einen Wellensittich namens Pepe" when "Pepe ist leider gestorben": a bird no
        # rule knows)
        # (in Chinese or Japanese, only where it says an animal or keeping one: "用户的同事叫小王" names a colleague, whom
        # "小王走了", gone home or dead, ends nothing of)
        # (nor a pet of someone's the person named first, "用户的室友养了一只猫叫Luna": "Luna走了" is theirs to tell)
        unplaced = [f for f in memories.current_unplaced_facts(conn, memory_id)
                    if not CJK.search(text) or (_CJK_ANIMAL.search(f[2]) and not _someone_elses_pet(f[2]))]
        ended += [f for f in unplaced if _calls_by_name(text, f[2])]
        # ... and a pet named in Chinese or Japanese ("こむぎが昨夜亡くなりました", "可乐送给用户表妹了"): the facts that keep a pet
        # by that name, placed or not, and no other (core/model/pets_gone.py)
        # (where no held fact keeps that name, the ending is read as before: "うちの犬が死んじゃいました")
        if CJK.search(text) and (name := pet_gone(text, "ja" if KANA.search(text) else "zh")):
            ended = [f for f in memories.current_facts_on(conn, "pet", memory_id) + unplaced if _keeps_pet_named(f[2], name)] or ended
        # ... of a fact that names other pets too ("has two cats, Caramel and
        # Réglisse" when Caramel died): the others are still the person's, so whether it ends is theirs to say
        # (or, in Chinese or Japanese, lists another beside it: "犬と猫を飼っています" when "猫が亡くなりました")
        several = [f for f in ended if _other_names(text, f[2]) or (CJK.search(text) and _CJK_LISTED.search(f[2]))]
        ended, unsure = [f for f in ended if f not in several], unsure + several
        ended, unsure = _the_pet_named(conn, text, ended, unsure, memory_id)
        # ... and one named as the person's partner in a fact ("mein Mann Günter" when "Günter ist im Februar
        # gestorben"): widowed, most likely, but the fact may hold more than the marriage (where they live,
        # "sind beide Rentner und wohnen in Bremen"), and a namesake is possible: what it would end is asked
        unsure += [f for f in memories.current_facts(conn, memory_id)
                   if f not in ended and f not in unsure and _partner_named(text, f[2])]
    if attribute == "relationship":
        # a couple's state told while the partner was held in a fact no rule placed ("El usuario y su novia Lucía llevan
        # 4 años juntos" when "Estamos prometidos"): most likely the state it replaces, but such a fact often holds
        # more (where the two live, their children): what it would end is asked
        unsure += [f for f in memories.current_unplaced_facts(conn, memory_id)
                   if f not in ended and f not in unsure and _OWN_PARTNER.search(f[2])]
        # ... and so while the partner's name is held in a relationship fact and the new state names no one (a
        # couple's "we": "Estamos prometidos" when "su novia Lucía llevan 4 años juntos"): ended outright, the
        # Profile would no longer say who the partner is
        if negated or PARTING.search(text):
            # ... and a parting from a partner named ("Sara and I got divorced" when "lives in Leeds with their wife
            # Sara"): the facts naming them as the partner hold more (where the person lives): what they would end
            # is asked, as for a partner's death; a fact that holds the partner and nothing more ("User's boyfriend is
            # called Jake", "L'utente sta con Marco", "用户的男朋友叫李想") is ended, as the relationship it is
            named = [f for f in memories.current_facts(conn, memory_id)
                     if f not in ended and f not in unsure and (_partner_named(text, f[2]) or _only_the_partner(text, f[2]))]
            ended += [f for f in named + unsure if _PARTED_CLEARLY.search(text) and _only_the_partner(text, f[2]) and f not in ended]
            unsure = [f for f in unsure + named if f not in ended]
        if negated and DIED.search(text):
            # (a partner's death, "Tom passed away in March" when "married to Tom": widowed, most likely, but a
            # namesake is possible: asked, as it was while read as a pet's)
            ended, unsure = [], unsure + [f for f in ended if f not in unsure]
        if not negated and not _names_in(text):
            kept_name = [f for f in ended if _OWN_PARTNER.search(f[2]) and _names_in(f[2])]
            ended, unsure = [f for f in ended if f not in kept_name], unsure + kept_name
    if negated and attribute in WORK and is_graduation(text):
        # a graduation read as the work left, before the work it led to ("大学を卒業して、四月から銀行で働いています"):
        # the studies no rule placed end too, as a graduation's own do
        ended += [f for f in memories.current_unplaced_facts(conn, memory_id) if is_studying(f[2])]
    if negated and attribute == "vehicle":
        # a vehicle sold or lost is none of another kind ("I sold my bike" / "User drives a Tesla"): neither
        # ended nor asked (stopping.another_vehicle)
        # (unless it names the held one by its name: "Ya no tengo el Clio, ahora voy en metro" / "conduce un Clio")
        ended = [f for f in ended if not stopping.another_vehicle(text, f[2]) or _names_by_name(text, f[2])]
        unsure = [f for f in unsure if not stopping.another_vehicle(text, f[2]) or _names_by_name(text, f[2])]
        # a vehicle sold or no longer had that no rule placed when it was said ("Tengo un Corolla", "Ho
        # una Panda": a model no rule knows): ended by the name the sale gives it ("Vendí el Corolla"),
        # asked when they share a noun only ("tiene coche" / "ya no tiene coche"; "loves classic cars"
        # is no car had)
        for f in memories.current_unplaced_facts(conn, memory_id):
            if _names_by_name(text, f[2]):
                ended.append(f)
            elif shares_object(text, f[2]):
                unsure.append(f)
    if not negated and attribute == "vehicle":
        # a vehicle of another kind got ("User got an e-bike" while "User drives a Toyota"): people keep a car
        # and a bike, so whether it replaces the held one is the person's to say, not a silent ending. Said as
        # the way they go now ("ahora voy en bici", "nimmt jetzt das E-Bike"), or beside the held one's name
        # ("bikes everywhere after selling the Golf"), it takes the held one's place.
        # (not said "too": "I got an e-bike now too" is one more)
        # (public transport taken, "I go to work by train", is the new way of getting around, as it was before
        # transport was a kind of its own: the held car ends, as the case writers expect; see stopping.vehicle_kinds)
        replaces = (bool(NOW.search(text)) and not _TOO.search(text)) or stopping.vehicle_kinds(text) == {"transit"}
        other = [f for f in ended if not replaces and stopping.another_vehicle(text, f[2]) and not _names_by_name(text, f[2])]
        ended, unsure = [f for f in ended if f not in other], unsure + other
    return ended, unsure


_AGE_WORDS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}


def _age_said(text: str) -> int | None:
    """The age a fact says, by its first number of one to three digits or an English tens word, or None."""
    m = re.search(r"(?<!\d)(\d{1,3})(?!\d)|\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b", text, re.I)
    return None if m is None else int(m.group(1)) if m.group(1) else _AGE_WORDS[m.group(2).lower()]


_CJK_LISTED = re.compile(r"[\u4e00-\u9fff\u30a1-\u30fa](?:と|和|跟|、)[\u4e00-\u9fff\u30a1-\u30fa]")
# The workplace said by its kind only, which is the one held when one is: "the company", "l'entreprise", "会社".
_THE_WORKPLACE = re.compile(r"\b(?:the (?:company|firm)|my (?:company|employer|firm)|l['’]entreprise|la boîte|la société|die firma|"
                            r"das unternehmen|la empresa|la compañía|l['’]azienda|la ditta|a empresa|a firma)\b|会社|公司|单位", re.I)
# A role denied by its copula ("is no longer a nurse", "n'est plus infirmière", "ist keine Lehrerin mehr", "不是护士",
# "看護師ではありません"): the job it names, not work ended otherwise ("My contract wasn't renewed").
_ROLE_DENIED = re.compile(r"\b(?:is|am|are)\s+(?:not|no longer)\b|(?:is|am|are)n['’]t\b|\b(?:n['’]est|ne suis|n['’]étais) plus\b|"
                          r"\b(?:ist|bin|sind)\s+(?:nicht mehr|kein\w*)\b|\bya no (?:es|soy)\b|\bno (?:es|soy)\b|"
                          r"\bnon (?:è|sono)(?: più)?\b|\bnão (?:é|sou)(?: mais)?\b|不是|不再是|不当|ではな|ではありません|じゃな", re.I)
_NOT_ONLY = re.compile(r"\b(?:just|only|merely|simply|yet|seulement|juste|encore|nur|noch|sólo|solo|todavía|ainda|apenas)\b|"
                       r"ただの|まだ|だけ|不只|不仅|还不|还没", re.I)
# Leaving work by its verb, and what makes it no leaving done: a denial, a wish, a doubt, a failure, a time of day,
# an episode of the past ("I haven't left the company", "我今天提前离开公司了", "会社を辞めたくない").
_LEFT_WORK = re.compile(r"\b(?:left|quit|resigned|quitté|démissionné|verlassen|gekündigt|dejé|renuncié|lasciato|deixei|saí)\b|"
                        r"辞职|离职|辞め|退職", re.I)
_NOT_LEFT = re.compile(r"n['’]t\b|\b(?:not|never|want|wanna|thinking|might|maybe|once|before|back|early|today|tonight|pas|nie|"
                       r"nicht|no|non|não|jamais|nunca|mai)\b|不|没|想|失败|提前|点|早|たく|よう|迷|ない", re.I)
# A plain "not" in each language: a state said not to hold ("arbeitet nicht bei Bosch", "不在阿里工作").
_NOT_SAID = re.compile(r"n['’]t\b|\b(?:not|nicht|kein\w*|pas|plus|no|non|não)\b|不|没|ない|ません", re.I)
# The Chinese and Japanese words of a denial and of its grammar, out before comparing what two job facts name.
_CJK_DENIAL_WORDS = re.compile(r"用户|ユーザー|已经|不再|不是|不当|不做|不|没有|没|了|是|再|也|还|在|当|做|一名|一个|"
                               r"[はがをのでにも]|では|じゃ|ない|ありません|です|でした|ました|もう")


def _cjk_within(new_text: str, old_text: str) -> bool:
    """Whether every Chinese or Japanese bigram that names something in ``new_text`` (a denial, its grammar out)
    is in ``old_text``: "用户已经不是护士了" is within "用户是护士", "用户已经不是护士长了" is not."""
    def core(text: str) -> set[str]:
        runs = re.findall(r"[\u4e00-\u9fff\u30a1-\u30fa\u30fc]+", _CJK_DENIAL_WORDS.sub(" ", text))
        return {run[i:i + 2] for run in runs for i in range(max(1, len(run) - 1))}
    said = core(new_text)
    return bool(said) and said <= core(old_text)


def _says_nothing_more(new_text: str, old_text: str) -> bool:
    """A denial's words all in the held fact: by stems (said_within), or by bigrams in Chinese and Japanese. (How long
    it has been so is no more said: "Non lavoro più in Ferrari da due mesi" / "lavora alla Ferrari".)"""
    new_text = _HOW_LONG_SAID.sub("", new_text)
    return _cjk_within(new_text, old_text) if CJK.search(new_text) else said_within(new_text, old_text)


# A parting said by its own words at the clause's end, a word of when at most after it ("User and Jake broke up last
# weekend", "L'utente e Marco si sono lasciati", "用户跟李想分手了"): not "split up to cover more of the market", "separated by
# an ocean", "broke up a fight", "駅で別れて" (said goodbye): only these end outright a fact that holds only the partner.
_PARTED_CLEARLY = re.compile(
    r"\b(?:broke up|split up|separated|divorced|ended things|getrennt|geschieden|séparée?s|divorcée?s|separad[oa]s|divorciad[oa]s|"
    r"separati|divorziati|lasciati|terminamos|terminaram|rompimos|lo (?:hemos|han) dejado)"
    r"(?:\s+(?:last|this|in|on|after|a|an|the|two|three|four|five|six|few|couple|of|weeks?|months?|years?|days?|weekend|night|"
    r"ago|yesterday|recently|today|for good|\d+|hace|la|el|semana|mes|año|anni|anno|mese|settimana|fa|há|vor|letzte[nmr]?|woche|"
    r"monat|jahr|depuis|il y a|mois|ans?|semaines?|sich|uns|haben|hat|sind|nach|jahren|monaten|wochen|tagen))*\s*[.!…]*$|"
    r"(?:跟|和|与)\S{1,4}(?:分手|离婚)了?$|と(?:別れ|離婚し)(?:ました|た|ちゃった|ちゃいました)$", re.I)
_ZH_STILL = re.compile(r"还是|照常|照样|依然|仍然|继续")
_ZH_SIDE_OR_OTHERS = re.compile(r"兼职|副业|周末|业余|同事|朋友|同学|好多人|大家|别人")
_HOW_LONG_SAID = re.compile(rf"\s*(?:\b(?:for|since|da|depuis|seit|desde|há|hace|per|durante)\s+)?{DURATION}|"
                            rf"\b(?:since|from|da|dal|dalla|depuis|seit|desde|a partir de)\s+(?:(?:early|late|mid|fin|début|inizio|fine|"
                            rf"anfang|ende|finales de|principios de)\s+)?(?:{'|'.join(MONTH_NAMES)})\b", re.I)
# Work said "too", by the word beside its verb (not "auch wegen des Geldes", "también en Madrid").
_WORK_TOO = re.compile(r"\b(?:also|as well)\b|\btoo\s*[.!]?$|\b(?:arbeite|arbeitet) (?:jetzt )?auch\b|\bauch (?:noch )?bei\b|"
                       r"\b(?:también trabaj\w+|trabaj\w+ también)\b|\btravaille aussi\b|\blavor\w+ anche\b|\bfa anche (?:il|la|l['’])|\btambém trabalh\w+\b", re.I)
_ZH_TOO = re.compile(r"^(?:用户|ユーザーは)(?:也|还|同时|も)")
# "Too", "as well", "also" in each language: one more beside what is held, not in its place.
_TOO_WORDS = r"too|as well|also|auch|aussi|también|tambien|anche|pure|também"
_TOO = re.compile(rf"\b(?:{_TOO_WORDS})\b", re.I)


# Chinese and Japanese words of an animal kept, or of keeping one, and the breeds most kept ("我家柯基叫Lucky").
_CJK_ANIMAL = re.compile(r"养|飼|宠物|ペット|猫|狗|犬|兔|鸟|鹦鹉|仓鼠|龟|鱼|马|毛孩|喵星人|汪星人|柯基|金毛|边牧|泰迪|哈士奇|萨摩耶|比熊|拉布拉多|"
                         r"英短|美短|布偶|ねこ|いぬ|インコ|ウサギ|うさぎ|ハムスター|金魚|カメ|フェレット|チワワ|プードル|ダックス|"
                         r"コーギー|ポメラニアン|マルチーズ|シーズー|ラブラドール|ゴールデン")
# Someone of the person's before a Japanese "の" ("彼氏のKen", "同僚のTom"): the name after it is theirs, no pet's.
_JA_SOMEONE_OF = re.compile(rf"(?:{stopping.JA_KIN})の$")


def _someone_elses_pet(fact: str) -> bool:
    """Whether a Chinese or Japanese fact opens on someone of the person's, not on an animal of theirs ("用户的室友养了…",
    "ユーザーの妹は…", not "用户的柯基叫Lucky", "ユーザーの愛犬は…", "用户家的狗…")."""
    whose = re.match(r"(?:用户|ユーザー)(?:的|の)", fact)
    return bool(whose) and not re.match(rf"(?:愛|爱|小)?(?:{_CJK_ANIMAL.pattern})", fact[whose.end():])


def _keeps_pet_named(fact: str, name: str) -> bool:
    """Whether a fact in Chinese or Japanese keeps a pet called ``name`` ("用户养了一只猫叫咪咪", "ユーザーは柴犬のこむぎを飼って
    います"): the name after a word of naming or a breed's "の", or before "という" (not "用户喜欢喝可乐": a drink)."""
    n = re.escape(name)
    if re.search(rf"(?:叫|名叫|名字是|名字叫){n}|{n}(?:という|って|(?:ちゃん|くん)?を飼)", fact):
        return True
    # (a breed's "の", not someone's: "柴犬のこむぎ", not "彼氏のKenと猫を飼っています")
    return any(not _JA_SOMEONE_OF.search(fact[:m.start() + 1]) for m in re.finditer(rf"の{n}", fact))


def _the_pet_named(conn, text: str, ended: list, unsure: list, memory_id: str) -> tuple[list, list]:
    """A pet's ending that names it ("My cat Salt died") ends the fact of that pet, not one that names
    another pet by its name while sharing the class word ("User has a cat called Pepper"). And when a
    current fact that is no pet's holds the name too ("User's brother is called Max"), who died is the
    person's to say: what it would end is asked."""
    pets = {f[2] for f in memories.current_facts_on(conn, "pet", memory_id)}
    # (a name is a word the person's pets are called by, or a capital that is neither the sentence's first
    # word nor a word that names no one: "Leider ist meine Katze gestorben", "Our dog died in March" end the
    # one pet of the class as before, "My cat Tom died" ends no cat called otherwise)
    capitals = _PERSONAL_NAME.findall(text)
    said = (set(capitals) & {n for pet in pets for n in _pet_names(pet)}) | (set(capitals[1:]) - _NOT_NAMES)
    if not said:
        return ended, unsure
    ended = [f for f in ended if not (named := _pet_names(f[2])) or named & said]
    unsure = [f for f in unsure if not (named := _pet_names(f[2])) or named & said]
    # (a fact naming a pet no rule placed, "hat einen Wellensittich namens Pepe", is no one; "User's brother is
    # called Max" is someone)
    someone = [f for f in memories.current_facts(conn, memory_id) if f[2] not in pets and said & set(_PERSONAL_NAME.findall(f[2]))
               and (not _pet_names(f[2]) or stopping.of_someone_theirs(f[2]))]
    if someone:
        return [], unsure + ended
    return ended, unsure


# A name as written (a capital first), and the capitalised words that name no one here (the person, pronouns
# that open a sentence, "On s'est séparés", "Wir haben geheiratet", articles and possessives, German pet nouns,
# months).
_PERSONAL_NAME = re.compile(r"(?<![\w'’])(?-i:[A-ZÀ-Þ])[\w'’-]+")
_NOT_NAMES = frozenset({"User", "User's", "Der", "Die", "Das", "El", "La", "Le", "Il", "O", "A", "My", "Our", "Mon", "Ma",
                        "Mein", "Meine", "Unser", "Unsere", "Mi", "Mio", "Mia", "Meu", "Minha", "The", "Nutzer", "Nutzers",
                        "L'utilisateur", "L'utente", "Katze", "Kater", "Hund", "Hündin", "Kaninchen", "Hase", "Vogel",
                        "Wellensittich", "Pferd", "Hamster", "Meerschweinchen", "Schildkröte", "Nacht", "Woche",
                        "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag",
                        "January", "February", "March", "April", "May", "June", "July", "August", "September",
                        "October", "November", "December", "Januar", "Februar", "März", "Juni", "Juli", "Oktober",
                        "Dezember", "Janvier", "Février", "Mars", "Avril", "Mai", "Juin", "Juillet", "Août", "Septembre",
                        "Octobre", "Novembre", "Décembre", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                        "Saturday", "Sunday", "I", "We", "On", "Nous", "Je", "Ich", "Wir", "Er", "Sie", "Es", "Yo",
                        "Nosotros", "Nosotras", "Io", "Noi", "Eu", "Nós", "Gente", "They", "He", "She", "It"})


# The words for the person's partner, in each language, before the partner's name in a fact ("sein Mann Günter",
# "her husband Tom", "sa femme Claire", "su marido Luis", "sua moglie Giulia", "o marido Rui", "老公小王").
# (English's are attributes.py's, the words a partner is left by)
_PARTNER = (PARTNER_EN + r"|mann|frau|ehemann|ehefrau|partnerin|freund|freundin|"
            r"mari|femme|conjoint|conjointe|compagnon|compagne|marido|esposo|esposa|mujer|novio|novia|pareja|"
            r"marito|moglie|compagno|compagna|fidanzato|fidanzata|companheiro|companheira|namorado|namorada")


# The person's partner as a fact names them ("User and their girlfriend Priya", "El usuario y su novia Lucía", "Der
# Nutzer und sein Mann Günter", "User's husband").
# A couple's parting, said as a relationship state ("User and Sara got divorced", "se han separado", "haben sich getrennt").
_OWN_PARTNER = re.compile(rf"(?:\b(?:their|su|sus|sa|son|sein|seine|seinem|seiner|ihr|ihre|ihrem|sua|seu)\s+|(?-i:User)['’]s\s+)"
                          rf"(?:{_PARTNER})\b", re.I)


def _names_in(text: str) -> set[str]:
    """The capitalised words of a fact that may be names (the sentence's first too: "Günter ist gestorben")."""
    return {w for w in re.findall(r"(?:^|(?<=\s))(?-i:[A-ZÀ-Þ])[\w'’-]+", text)} - _NOT_NAMES


def _partner_named(new_text: str, old_text: str) -> bool:
    """Whether the old fact names, right after a word for the person's partner, one the new fact names
    (a capitalised word, the sentence's first too: "Günter ist gestorben" / "sein Mann Günter")."""
    said = _names_in(new_text)
    said |= set(re.findall(r"^([\u4e00-\u9fff]{2,3}?)(?=\S{0,4}(?:去世|死了|走了))", new_text))
    # (or a tie with them said as a fact of its own, "Der Nutzer ist mit Günter verheiratet")
    tie = attribute_of(old_text) == "relationship"
    return any(re.search(rf"\b(?:{_PARTNER})\s+{re.escape(name)}(?!\w)|(?:老公|老婆|丈夫|妻子|爱人){re.escape(name)}", old_text, re.I)
               or (tie and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", old_text))
               for name in said)


# What a fact that holds only the partner says besides the name: the person, whose partner, a word for the partner, a
# verb of naming or of being together, an article (see _only_the_partner).
_PARTNER_ONLY = re.compile(
    rf"\b(?:{_PARTNER})\b|(?-i:User)(?:['’]s)?|\b(?:L['’]utilisateur|de l['’]utilisateur|Der Nutzer|des Nutzers|El usuario|del usuario|"
    r"L['’]utente|dell['’]utente|O utilizador|do utilizador|da utilizadora|their|his|her|su|sa|son|sein|seine[mnr]?|ihr|ihre[mnr]?|"
    r"sua|seu|is|are|has|have|a|an|the|called|named|se llama|llamad[oa]|s['’]appelle|heißt|namens|si chiama|chiamat[oa]|"
    r"chama-se|se chama|chamad[oa]|with|avec|mit|con|com|sta|está|est|ist|tiene|tem|ha|hat|un|une|una|um|uma|ein|eine[nmr]?|"
    r"o|el|la|il|lo|le|zusammen|en couple|dating|seeing|namora|sale|together|in a relationship)\b|"
    r"用户|的|男朋友|女朋友|男友|女友|对象|老公|老婆|叫|是|和|跟|在一起|谈恋爱|ユーザー|は|の|彼氏|彼女|恋人|と|付き合っています|"
    r"付き合ってる|です|という|[,.;:!]", re.I)


def _only_the_partner(new_text: str, old_text: str) -> bool:
    """Whether the held fact says nothing but the partner one the parting ``new_text`` names (_PARTNER_ONLY)."""
    said = _names_in(new_text)
    said |= set(re.findall(r"(?:跟|和|与)([\u4e00-\u9fff]{2,3}?)(?:分手|离婚|分开)", new_text))
    said |= set(re.findall(r"([\u30a0-\u30ff\u4e00-\u9fff]{2,6}?)(?:さん|くん|ちゃん)?と(?:別れ|離婚)", new_text))
    for name in said:
        # (a Chinese or Japanese name stands among its words with no space: "用户的男朋友叫李想")
        alone = re.escape(name) if CJK.search(name) else rf"(?<!\w){re.escape(name)}(?!\w)"
        if re.search(alone, old_text):
            rest = _PARTNER_ONLY.sub(" ", re.sub(alone, " ", old_text))
            if not re.search(r"\w", rest):
                return True
    return False


def _partner_not_pet(conn, text: str, memory_id: str) -> bool:
    """Whether the one who died, named first ("Tom passed away in March"; not "Our dog died, Tom is devastated"),
    is one a current fact names as the person's partner, and no pet fact calls a pet so."""
    first = re.match(r"^(?:(?:der|die|el|la|il|lo|le|o|a)\s+)?((?-i:[A-ZÀ-Þ])[\w'’-]+)", text)
    if not first or first.group(1) in _NOT_NAMES:
        return False
    name = first.group(1)
    if any(name in _pet_names(f[2]) for f in memories.current_facts_on(conn, "pet", memory_id)):
        return False
    return any(_partner_named(name, f[2]) for f in memories.current_facts(conn, memory_id))


def _pet_names(fact: str) -> set[str]:
    """The names a fact gives its pets by a naming word ("a cat called Pepper", "叫豆豆"), or set beside
    a pet at its end ("a cat, Pepper")."""
    named = set(re.findall(rf"(?:{_NAMING}),?\s*((?-i:[A-ZÀ-Þ])[\w'’-]+|[\u4e00-\u9fff]{{2,3}})", fact, re.I))
    beside = pet_name_beside(fact)
    return named | {beside} if beside else named


def _ended_on_attribute(conn, text: str, negated: bool, attribute: str, memory_id: str) -> tuple[list, list]:
    """``_ended`` among the facts placed on an attribute."""
    if attribute == "pet" and not negated and is_pet_naming(text):
        # the pet told of without its name, now named: one pet, not two (its death by name then ends
        # it); with several it may name, which one is the person's to say
        unnamed = [f for f in memories.current_facts_on(conn, "pet", memory_id) if is_one_unnamed_pet(f[2])]
        return (unnamed, []) if len(unnamed) == 1 else ([], unnamed)
    if attribute == "hobby" and negated:
        # a hobby stopped ends the hobbies that name the same thing, by the thing (core/model/hobbies.py), never by a
        # verb of playing shared ("doesn't play golf anymore" / "plays tennis"); a fact that names other things too
        # ("plays guitar and cello", when the cello is given up) is asked: the guitar is still played
        # (and a fact no rule placed that names the thing, "L'utente fa d'inverno sci" when "Ho chiuso con lo sci", if
        # it is no one else's: "User's son plays piano" stays his)
        # (an unplaced fact only where it says a hobby too: "watches football", "drives a VW Golf", "has an old piano"
        # name the thing and play nothing; and a stop narrowed to a way of doing it, "stopped playing chess with my
        # dad", "gave up guitar lessons", "quit the football club", asks: the hobby itself may go on)
        # (the things of the stop's own words: "Gave up the cello, still playing guitar" stops the cello alone)
        # (the first part that names one: "não toca mais violão, só bateria" is cut at its "mais" too, a "but" in French)
        things = next((named for part in _STOP_OWN_PART.split(text) if (named := hobbies.things_named(part))), set()) or (
            hobbies.things_named(text))
        held = memories.current_facts_on(conn, "hobby", memory_id) + [
            f for f in memories.current_unplaced_facts(conn, memory_id) if not stopping.of_someone_theirs(f[2])
            and not stopping.STOP_VERB.search(f[2]) and not is_negation(f[2]) and hobbies.says_hobby(f[2])]
        named = [f for f in held if things & hobbies.things_named(f[2])]
        several = [f for f in named if hobbies.things_named(f[2]) - things or _NARROWED_STOP.search(text)]
        return [f for f in named if f not in several], several
    if attribute == "trip" and negated:
        # back from a place: the plans to go there are over, by the place alone ("back from Tokyo in
        # March" ends no trip to Berlin in March)
        place = trip_place(text)
        return [f for f in memories.current_facts_on(conn, "trip", memory_id)
                if place and not trip_place(f[2]) and _names_place(place, f[2])], []
    # (also a graduation read as work left, said with new work: "我今年夏天毕业了，现在在…工作", statements.py)
    if (attribute == "education" or is_graduation(text)) and negated:
        # studies finished end the person's being a student, told as work or as studies, and no other
        # work ("I'm a nurse" stays through "I graduated from my online course")
        # (and the studies no rule placed when they were said: "studia giurisprudenza a Padova", "在复旦大学读研究生")
        placed = [f for a in sorted(WORK | {"education"}) for f in memories.current_facts_on(conn, a, memory_id)]
        return [f for f in placed + memories.current_unplaced_facts(conn, memory_id) if is_studying(f[2])], []
    reach = WORK if negated and attribute in WORK else (attribute,)
    found = [f for a in sorted(reach) for f in memories.current_facts_on(conn, a, memory_id)]
    # (and a retirement said as a state, "sono in pensione", "I'm retired": no work any more, as a leaving)
    if (negated or (attribute in WORK and is_retirement(text))) and attribute in WORK and not found:
        # work left when no rule placed the work it ends ("has been a postman in Leeds" when "Retired on
        # Friday"; "高校で数学を教えています" when "定年退職しました"): the facts said by a verb of working
        # (one such fact is the work; of several, "ジムでヨガをしています" may be a pastime: which ones ended is asked)
        # (a hobby said by such a verb counts among them, "ジムでヨガをしています", as it did before hobbies were placed:
        # beside it, the one fact of work is not sure; the hobby itself is asked, never ended by a retirement)
        said_as_work = [f for f in memories.current_unplaced_facts(conn, memory_id) + memories.current_facts_on(conn, "hobby", memory_id)
                        if stopping.says_work(f[2])]
        if len(said_as_work) > 1:
            return [], said_as_work
        found = [f for f in said_as_work if f not in memories.current_facts_on(conn, "hobby", memory_id)]
    unsure: list = []
    if not negated and attribute in WORK:
        # new work ends a leaving said of the other side of work ("我辞职了" is a job left, "我现在在
        # 美团上班" an employer): the person is no longer without work
        other = [f for a in sorted(WORK - {attribute}) for f in memories.current_facts_on(conn, a, memory_id)]
        found += [f for f in other if is_negation(f[2])]
        # and work said whole, role and workplace, on either side, is replaced by new work on the other
        # ("I'm a teacher" by "I joined Google as a data scientist"; "I'm a nurse at Guy's" by "I work at
        # Google now"); one side only by the other only is asked, when the new is said as a change
        # ("I'm a nurse" then "I work at St Mary's now": she may still be a nurse there)
        whole_new = all(work_sides(text, attribute))
        for f in other:
            if is_negation(f[2]) or _ZH_STILL.search(text) or _ZH_SIDE_OR_OTHERS.search(f[2] + " " + text):
                continue  # (nor work said to go on as before, "银行的工作还是照常上", a side job, others' moves: no new work)
            if attribute == "employer" and works_for_self(text) and all(work_sides(f[2], "job")):
                # becoming one's own boss ("I went freelance", "ho aperto la partita IVA") ends where the person
                # worked, not what they do: work held whole ("works at Deloitte as an auditor") says both, so
                # whether it ends is asked
                unsure.append(f)
                continue
            if whole_new or all(work_sides(f[2], next(iter(WORK - {attribute})))) or (
                    attribute == "job" and (works_for_self(text) or is_retirement(text))):  # ("I'm a freelance photographer now",
                # "sono in pensione": no employer)
                found.append(f)
            elif work_said_as_change(text):
                unsure.append(f)
    if negated and attribute == "diet":
        # a food the held diet already leaves out ("doesn't eat fish either" when vegetarian): the diet goes on
        # (nor a diet it is not denied: "not vegan though" when vegetarian, same_state_said.another_diet_denied)
        found = [f for f in found if not diet_kept_by_denial(text, f[2]) and not another_diet_denied(text, f[2])]
        if not found:
            return [], []
    if negated and attribute in SINGLE_VALUED:
        named = [f for f in found if _names_same_thing(text, f[2])]
        if (attribute == "employer" and _NOT_SAID.search(text) and not stopping.STOP_VERB.search(text)
                and work_sides(text, "none")[1]):
            # a workplace denied ends only the held work at that place, by its name, not by the verb of working
            # both share: "arbeitet nicht bei Bosch" ends no "arbeitet bei Siemens", "不在阿里工作" no "在腾讯工作"
            named = [f for f in named if _says_nothing_more(text, f[2])]
            if not named:
                return [], []
        if attribute == "job" and _ROLE_DENIED.search(text) and not stopping.STOP_VERB.search(text):
            # a job denied by the grammar of its verb names the job: one the person does not hold ("I'm not a
            # lawyer, but…", "no longer a student" when a nurse) ends nothing; one said with more than the held
            # job ("not a nurse at St Mary's anymore" when "is a nurse", "n'est plus prof principal" when "est
            # prof de maths", "不是护士长了" when "是护士") may go on elsewhere or without the role: asked
            if not named or _NOT_ONLY.search(text):
                return [], []  # (nor "not just a nurse", "not a nurse yet", "ただのエンジニアではありません")
            narrower = [f for f in named if not _says_nothing_more(text, f[2])]
            if narrower:
                return [f for f in named if f not in narrower], narrower
        if named or not found:
            return named, []
        if attribute == "vehicle" and kins_vehicle(text) and not any(kins_vehicle(f[2]) for f in found):
            return [], []  # (a parent's car or motorbike sold, "vendeu a mota velha do seu pai": the person's own is kept)
        if any(shares_object(text, old) for a in reach for old in memories.ended_fact_texts_on(conn, a, memory_id)):
            return [], []  # "I no longer live in Lisbon" after the move to Madrid: ended already, nothing to ask
        if (attribute == "employer" and len(found) == 1 and _THE_WORKPLACE.search(text) and _LEFT_WORK.search(text)
                and not _NOT_LEFT.search(text)):
            return found, []  # (the one workplace held, left as "the company": "会社を辞めました", "I left the company")
        return ([], found) if attribute in _UNSURE_WHEN_UNNAMED else (found, [])
    replaced = [f for f in found if _replaces(text, negated, attribute, f[2])]
    if attribute == "relationship" and not negated and _LIVES_WITH_PARTNER.search(text):
        # (a partner lived with, cut from a home, "User lives with their husband": no new couple, the held one goes on;
        # it ends only being single)
        replaced = [f for f in replaced if _SINGLE.search(f[2])]
    if not negated:
        # a new value said in a way that may leave the held one standing: asked, never ended in silence (_ASKED_NOT_ENDED)
        for attributes, leaves_it_standing in _ASKED_NOT_ENDED:
            if attribute in attributes:
                standing = [f for f in replaced if leaves_it_standing(text, f[2])]
                replaced, unsure = [f for f in replaced if f not in standing], unsure + standing
    return replaced, unsure


# The person said to have done the same ("… and I finally stopped too", "et moi aussi", "我也戒了").
# (_TOO's words, and the person by a pronoun or by name after the start)
_THE_PERSON_TOO = re.compile(rf"\b(?:{_TOO_WORDS}|moi|me|ich|yo|io|eu|(?-i:User))\b(?<!^User)|也|我|私", re.I)
# A stop said with "too" and nothing after it but a time ("User finally stopped too last week", "a arrêté aussi").
_STOPPED_TOO = re.compile(rf"\b(?:stopped|quit|gave up|arrêté|aufgehört|dejé|lo dejé|smesso|parei)\s+(?:\w+\s+)?"
                          rf"(?:{_TOO_WORDS})\b|也戒了|也不抽了|もやめ", re.I)
# Attributes whose facts are the person's own doing or body: someone else's stop ends none of theirs (_ended).
_ONES_OWN = frozenset({"health", "diet", "allergy", "language", "hobby"})


def _younger(new_text: str, old_text: str) -> bool:
    """An age below the held one ("Turned 30 the year I moved to Leeds" when "is 34"): no birthday since, a time told
    from the past."""
    new, old = _age_said(new_text), _age_said(old_text)
    return new is not None and old is not None and new < old


def _another_partner_as_company(new_text: str, old_text: str) -> bool:
    """A partner named who is not the held couple's, said only as company ("I went hiking with my girlfriend Priya"
    when "married to Sam") or moved in with ("Jo and I moved in together": perhaps a flatmate). A couple's state said
    of the new one is a change told: "se ha casado con Julián" ends "novio Tomás"."""
    return bool(_PARTNER_AS_COMPANY.search(new_text) or couple_moved_in(new_text)) and _another_partner(new_text, old_text)


# The one parted from, named beside the person ("User and Tom split up", "split up with Tom", "L'utilisateur et Léa se
# sont séparés", "El usuario y Andrés se han separado", "getrennt von Jonas").
_PARTED_FROM = re.compile(r"^(?:User|L['’]utilisateur|Der Nutzer|El usuario|L['’]utente|O utilizador)\s+(?:and|et|und|y|e)\s+"
                          r"(?:(?:o|a|il|la)\s+)?(?P<a>(?-i:[A-ZÀ-Þ])[\w'’-]+)|\b(?i:with|from|avec|d['’]avec|mit|von|con|com)\s+(?:(?i:o|a)\s+)?(?P<b>(?-i:[A-ZÀ-Þ])[\w'’-]+)")
# (a time said with a capital is no one: "after Christmas", "dopo Natale", "von Ostern an")
_TIME_NAMES = frozenset("""christmas xmas easter january february march april may june july august september october november
    december navidad natale noël weihnachten natal pascua pasqua pâques ostern páscoa enero febrero marzo abril mayo junio
    julio agosto septiembre octubre noviembre diciembre janvier février mars avril mai juin juillet août septembre octobre
    novembre décembre januar februar märz juni juli oktober dezember gennaio febbraio aprile maggio giugno luglio
    settembre ottobre dicembre janeiro fevereiro março maio junho julho setembro outubro novembro dezembro""".split())


def _parting_from_another(new_text: str, old_text: str) -> bool:
    """A parting from someone named beside the person who is not the held partner ("Tom and I split up" when "married
    to Sam"). A parting naming no one so ("We split up in March") ends the held couple as before."""
    m = PARTING.search(new_text) and _PARTED_FROM.search(new_text)
    name = (m.group("a") or m.group("b")) if m else None
    if name is None or name.lower() in _TIME_NAMES:
        return False
    old_names = _names_in(old_text)
    # (a couple said over with no word of the person's, "Con Andrés se acabó": when the held couple names no one, that
    # it was theirs is the person's to say; a thing or a place may be so said, "Con Netflix se acabó")
    if not old_names and _NO_PERSON_SAID.match(new_text):
        return True
    return bool(old_names) and name not in old_names


# A couple said over opening on "with" the partner, the person in no word of it ("Con Andrés se acabó").
_NO_PERSON_SAID = re.compile(r"^(?:con|com)\s", re.I)


# Living with a partner, as one_fact_each cuts it from a home ("User lives with their boyfriend Tom", "El usuario vive
# con su pareja"), and being single.
_LIVES_WITH_PARTNER = re.compile(r"^(?:User lives with|L['’]utilisateur vit avec|Der Nutzer wohnt mit|El usuario vive con|"
                                 r"L['’]utente vive con|O utilizador mora com)\b", re.I)
_SINGLE = re.compile(r"\b(?:single|célibataire|ledig|solter[oa]|not in a relationship|sans (?:copain|copine))\b|单身|独身",
                     re.I)


# A new value that may leave the held one standing, by attribute: whether it ended is the person's to say.
_ASKED_NOT_ENDED = [
    # work said "too" ("I also work at a bar", "我也在超市打工"): a second job beside the held one
    (WORK, lambda new, old: bool(_WORK_TOO.search(new) or _ZH_TOO.search(new)) or work_beside(new)),
    ({"age"}, _younger),
    # a vehicle said as one more, or had for someone else ("bought a second car, a Fiat 500 for their wife's commute",
    # "妻用に軽自動車をもう一台買いました"): the held one most often still had
    ({"vehicle"}, lambda new, old: another_vehicle(new)),
    # a new home with no place named, "We moved into a bigger flat" when "lives in Leeds": perhaps in the same town
    # (core/model/same_state_said.only_the_home_changed)
    ({"residence"}, only_the_home_changed),
    # a home for a time of the week or of the year ("L'estate vive a Rimini", "Los fines de semana vive en Toledo"):
    # perhaps a second home beside the held one
    ({"residence"}, lambda new, old: home_for_part_of_the_time(new)),
    ({"relationship"}, _another_partner_as_company),
    # a parting from someone named who is not the held partner ("Tom and I split up" when "married to Sam"): perhaps
    # a partner never told of; the held couple is the person's to end
    ({"relationship"}, _parting_from_another),
]
# Where a stop's own words end: a comma or a word of going on or of contrast after it ("…, still playing guitar").
_STOP_OWN_PART = re.compile(r"[,;，、]|\b(?:but|still|though|mais|toujours|aber|noch|pero|sigo|ma|ancora|mas|ainda)\b|但|还|けど",
                            re.I)
# A stop of one way of doing a hobby, not of the hobby: with someone, its lessons, its club or team, coaching it.
_NARROWED_STOP = re.compile(
    r"\b(?:with|mit|avec|con|com|lessons?|classes?|club|team|coach\w*|train\w*|cours|leçons?|club|équipe|unterricht|"
    r"stunden?|verein|mannschaft|clases|equipo|lezioni|corso|squadra|aulas?|clube|equipa|time)\b|课|班|教室|レッスン|部活|クラブ",
    re.I)


def _another_partner(new_text: str, old_text: str) -> bool:
    """Whether both facts name someone and share no name: the new one tells of another partner than the old."""
    new_names, old_names = _names_in(new_text), _names_in(old_text)
    return bool(new_names and old_names and not new_names & old_names)


# A partner said only as company in something done ("went hiking with their girlfriend Priya", "User and their
# girlfriend Priya went hiking", "ist mit seiner Freundin Mia ins Kino gegangen"): no couple's state told.
_PARTNER_AS_COMPANY = re.compile(
    r"\b(?:with|and|mit|und|avec|et|con|y|e|com)\s+(?:their|his|her|seine[rmn]?|ihre[rmn]?|sa|son|su|sua|seu)\s+"
    r"(?:new\s+|neue[nr]?\s+)?(?:" + _PARTNER + r")\b", re.I)


_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_NAME = re.compile(r"(?<=\s)[A-ZÀ-Þ][\w'’-]+")  # a capitalised word after the first: a name, a model, a brand


def _dated_before(text: str, old_said_at: float) -> bool:
    """Whether every year the new fact names is before the year the old fact was said in."""
    years = [int(y) for y in _YEAR.findall(text)]
    return bool(years) and max(years) < datetime.fromtimestamp(old_said_at, timezone.utc).year


def _other_names(new_text: str, old_text: str) -> bool:
    """Whether the old fact names, beside one the new fact names, another listed with it ("Caramel et
    Réglisse") or named as it is ("a dog called Biscuit and a rabbit called Nibbles"). (A capital alone
    is no name: German nouns have one, "einen Hund, er heißt Bello"; and a pet with its name set beside it,
    "eine Katze, Motte", is one pet.)"""
    if pet_name_beside(old_text):
        return False
    said = {w for w in re.findall(r"(?:^|(?<=\s))[A-ZÀ-Þ][\w'’-]+", new_text)}
    return any(re.search(rf"\b{re.escape(name)}\s*(?:,|and|et|und|y|e|和|と)\s*[A-ZÀ-Þ]|[A-ZÀ-Þ][\w'’-]*\s*(?:,|and|et|und|y|e)\s*"
                         rf"{re.escape(name)}\b", old_text) for name in said if name in old_text) or (
        any(name in old_text for name in said) and len(_NAMED_AS.findall(old_text)) >= 2)


# How a pet's name is told ("called", "named", "namens", "qui s'appelle", "llamado", "chiamato", "chamado").
_NAMING_WORDS = r"called|named|namens|heißt|appelle|nommée?|llamad[oa]|chiamat[oa]|chamad[oa]"
_NAMED_AS = re.compile(rf"\b(?:{_NAMING_WORDS})\s+(?-i:[A-ZÀ-Þ])", re.I)


def _calls_by_name(new_text: str, old_text: str) -> bool:
    """Whether the old fact names, as one names a pet ("namens Pepe", "called Miso", "叫豆豆"), a name the
    new fact says (its first word too: "Pepe ist leider gestorben")."""
    said = {w for w in re.findall(r"(?:^|(?<=\s))(?-i:[A-ZÀ-Þ])[\w'’-]+", new_text)} - {"User", "Der", "Die", "Das", "El", "La", "Le", "Il", "O", "A"}
    said |= set(re.findall(r"^([\u4e00-\u9fff]{2,3}?)(?=(?:上|这|前|昨|今|去|最近|已经)?\S{0,3}(?:去世|死了|走了))", new_text))
    return any(re.search(rf"(?:{_NAMING}),?\s*{re.escape(name)}(?!\w)", old_text, re.I) for name in said)


# The words a pet is named by, before its name (those of _NAMED_AS, and the Chinese ones).
_NAMING = rf"\b(?:{_NAMING_WORDS})|叫|名字是"


def _names_by_name(new_text: str, old_text: str) -> bool:
    """Whether the two facts share a name (a model, a brand: "Uno", "Panda"), the person's words left out."""
    def names(text: str) -> set[str]:
        return {w.lower() for w in _NAME.findall(text) if w.lower() not in _GENERIC}
    return bool(names(new_text) & names(old_text))


def fact_values(extraction: Extraction, memory_id: str) -> list:
    """The new memory's fact values: a later fact in the same message on a single-valued
    attribute replaces an earlier one ("I lived in Austin, now I live in Denver"), and new work
    replaces the work left before it, job or employer ("I left the firm and started as a plumber")."""
    out = []
    for i, text in enumerate(extraction.facts):
        attribute, by = extraction.attribute(i), None
        for j in range(i + 1, len(extraction.facts)):
            if attribute and extraction.attribute(j) == attribute and _replaces(
                    extraction.facts[j], extraction.negates(j), attribute, text):
                by = memory_id
            elif (attribute in WORK and extraction.negates(i) and extraction.attribute(j) in WORK
                  and not extraction.negates(j)):
                by = memory_id
            elif attribute == "pet" and is_one_unnamed_pet(text) and is_pet_naming(extraction.facts[j]):
                by = memory_id  # "We got a dog, his name is Rex": the dog, by its name
        out.append(memories.fact_value(text, attribute, by))
    return out


def _hobby_stopped(extraction: Extraction, i: int, ends: list) -> bool:
    """Whether the message's fact ``i`` stops a hobby ("gave up the cello", "ya no juego al pádel", "古筝不学了"; or
    its instrument sold, "sold the cello", when what it ends is said as a hobby): once it ends the hobby's fact it is
    kept in that fact's history, replaced by its own memory as a theft is, not left current beside the hobbies still
    played (a stop is no hobby). (Not a car sold by a name the table holds: "sold the Golf" / "drives a Golf".)"""
    return extraction.negates(i) and (extraction.attribute(i) == "hobby" or all(hobbies.says_hobby(f[2]) for f in ends))


def _left_the_home_town(conn, text: str, memory_id: str) -> bool:
    """Whether a workplace left is the town of a home held, left itself (the town right after the verb of leaving,
    and nothing after it but when: "User left London last year"; not a trip, "left London for a few days", nor a
    workplace there, "quit my job at a startup in London"), and no workplace held is named so. Latin scripts only:
    a Chinese firm bears its town's name ("从北京银行离职")."""
    towns = [t for f in memories.current_facts_on(conn, "residence", memory_id) if (t := home_town(f[2]))]
    named = [t for t in towns if not CJK.search(t) and re.search(
        rf"\b(?:left|quit|moved away from|moved out of|quitté|verlassen|dejé|dejó|dejado|lasciato|lasciata|deixei|deixou|"
        rf"saí de|sai de)\s+{re.escape(t)}(?:\s+(?:{_WHEN_WORDS}))?\s*[.!]?$", text, re.I)]
    return bool(named) and not any(names_town(f[2], t) for a in sorted(WORK)
                                   for f in memories.current_facts_on(conn, a, memory_id) for t in named)


# When a town was left, the only words after it that leave it the home left ("last year", "cet été", "en 2019").
_WHEN_WORDS = (r"last (?:year|month|summer|spring|autumn|fall|winter|week)|this (?:year|summer|spring)|(?:in|en|im|nel|em) \d{4}|"
               r"\w+ (?:years?|months?) ago|cet été|cette année|l['’](?:an|année) derni(?:er|ère)|l['’]été dernier|"
               r"letztes jahr|letzten sommer|vor \w+ (?:jahren|monaten)|el año pasado|el verano pasado|hace \w+ (?:años|meses)|"
               r"l['’]anno scorso|l['’]estate scorsa|\w+ (?:anni|mesi) fa|no ano passado|ano passado|no verão passado|"
               r"há \w+ (?:anos|meses)")

def apply(conn, memory_id: str, said_at: float, extraction: Extraction, now: float) -> list:
    """Supersede what the new facts replace in other memories (each an edit of that memory) and
    return the new memory's fact values (some already superseded if a newer fact exists)."""
    values = fact_values(extraction, memory_id)
    for i, value in enumerate(values):  # being at a named place, where the person has a workplace (at_workplace.py)
        text, attribute, by = memories.fact_parts(value)
        if attribute == "employer" and by is None and extraction.negates(i) and _left_the_home_town(conn, text, memory_id):
            # a leaving of the town the person lives in, read as a workplace left ("I left London last year", "On a
            # quitté Lyon cet été" when "lives in London", "habite à Lyon"): a move away, which ends the home
            values[i] = value = memories.fact_value(text, "residence")
            attribute = "residence"
        if attribute == "pet" and by is None and extraction.negates(i) and _partner_not_pet(conn, text, memory_id):
            # the death of one a fact names as the person's partner and no pet fact names ("Günter ist im Februar
            # gestorben" when "sein Mann Günter"): the couple's end, no pet's; what it would end is still asked
            values[i] = value = memories.fact_value(text, "relationship")
            attribute = "relationship"
        if attribute is None and by is None and (read := at_workplace.read_as_employer(conn, text, memory_id)):
            if read[0]:  # (said as a change, at a workplace by its preposition: the new employer)
                values[i] = memories.fact_value(text, "employer")
            else:  # (it may be a place: each workplace it would end is asked, the fact left unplaced)
                proposals.record(conn, memory_id, text, "employer", [f for f in read[1] if f[1] <= said_at], now)
    # a doing said to have stopped ends the fact that said it, by its words (stopped.py): whatever
    # attribute the negation was read on, or guessed (nothing left to ask of what it ends)
    stopped_here: list = []
    stopped_asked: list = []  # (asked once: not again by the attribute the negation was read on)
    for i, value in enumerate(values):
        text, _, by = memories.fact_parts(value)
        # (a sale replaced by the new vehicle said with it, "Vendi o Gol e comprei uma moto", still ends
        # the car it names by name, which the new vehicle may not reach: "tem um Gol 2012", unplaced)
        if (by is None and extraction.negates(i)) or (by == memory_id and (stopping.stop_said(text) or stopping.lost_thing(text))):
            ends, maybe = stopped.ended_by(conn, text, memory_id, _objects)
            stopped_here += ends
            if ends and by is None and stopping.told_stolen(text):
                # a theft ends the thing and is no state of the person's itself: kept in the memory's history,
                # replaced by its own memory, not left current beside what it ended ("La Vespa me l'hanno rubata")
                values[i] = memories.fact_value(text, memories.fact_parts(value)[1], memory_id)
            stopped_asked += maybe
            if ends and by is None and _hobby_stopped(extraction, i, ends):
                values[i] = memories.fact_value(text, memories.fact_parts(value)[1], memory_id)
            proposals.record(conn, memory_id, text, memories.fact_parts(value)[1], [f for f in maybe if f[1] <= said_at], now)
    # (the person's own stop said only by "too", "I finally stopped too": what it stops is the other's in the message)
    stopped_too = any(_STOPPED_TOO.search(f) and not stopping.someone_of_theirs(f) for f in extraction.facts)
    edits: dict[str, dict[str, str]] = {}  # other memory -> {fact text: memory that replaces it}
    asks: list[tuple[str, str, list]] = []  # (new fact, attribute, facts it may end): recorded once all endings are known
    for i, value in enumerate(values):
        text, attribute, by = memories.fact_parts(value)
        # A leaving replaced by the new state said with it ("I left Fiat and now work at Ferrari")
        # still ends what it names, which the new state may not reach (a job, where it is an employer).
        left_here = by is not None and extraction.negates(i)
        if attribute is None or (by is not None and not left_here):
            continue
        ended, unsure = _ended(conn, text, extraction.negates(i), attribute, memory_id, stopped_too)
        if extraction.guesses(i):  # (only fairly sure of the attribute: ask, whatever it would end...
            # ...but a thing sold or lost by the name a fact on that attribute holds: "Vendi o Uno" / "tem um Fiat Uno")
            # (or by every word of what its negation stops: "non lavora più in banca" / "fa l'impiegata in banca")
            sure = [f for f in ended if extraction.negates(i) and (
                _names_by_name(text, f[2]) or stopped.names_all_it_stops(text, f[2], _objects))]
            ended, unsure = sure, [f for f in ended + unsure if f not in sure and f[1] <= said_at]
        # a year before the one the old fact was said in: a story of long ago ("After I left Acme in 2010 I
        # joined Globex" said after "I work at Initech"), which may not end what was said since: asked
        told_earlier = [f for f in ended if _dated_before(text, f[1])]
        if told_earlier:
            ended, unsure = [f for f in ended if f not in told_earlier], unsure + told_earlier
        # (each fact asked once: a vehicle sold is found on its attribute and among the unplaced facts too)
        unsure = [f for f in dict.fromkeys(unsure) if f not in stopped_here and f not in stopped_asked]
        if unsure and not left_here:  # (the new state is sure; no proposal beside it)
            asks.append((text, attribute, [f for f in unsure if f[1] <= said_at]))
        if ended and by is None and _hobby_stopped(extraction, i, ended):
            values[i] = memories.fact_value(text, attribute, memory_id)
        for other_id, other_said_at, other_text in ended:
            if other_said_at > said_at:  # the other fact is newer: this one is history already
                if attribute in SINGLE_VALUED and not left_here:
                    values[i] = memories.fact_value(text, attribute, other_id)
                continue
            edits.setdefault(other_id, {})[other_text] = memory_id
    for other_id, other_said_at, other_text in stopped_here:
        if other_said_at <= said_at:
            edits.setdefault(other_id, {})[other_text] = memory_id
    for text, attribute, others in asks:
        # (nothing is asked of a fact another of the message's facts ends: "我从阿里巴巴离职了，现在在腾讯上班"
        # ends the work at Alibaba by its leaving, which its new work, unsure of the role, would ask about)
        others = [f for f in others if f[2] not in edits.get(f[0], {})]
        if others:
            proposals.record(conn, memory_id, text, attribute, others, now)
    for other_id, replaced in edits.items():
        row = memories.fetch_whole(conn, other_id)
        facts = []
        for value in row["facts"]:
            text, attribute, by = memories.fact_parts(value)
            # (a fact whose replacing memory was deleted counts as current: it is replaced anew)
            # (a fact no rule placed is replaced too when a sale names it: "tiene un Corolla", _ended)
            if text in replaced and (by is None or not memories.is_visible(conn, by)):
                value = memories.fact_value(text, attribute, replaced[text])
            facts.append(value)
        memories.update(conn, other_id, {"facts": facts, "triples": row["triples"]}, now, op="supersede")
    return values
