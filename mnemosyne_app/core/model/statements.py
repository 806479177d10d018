"""Candidate statements of a message, built by rule: clause → normalised fact, attribute, flags.

A candidate's text is its clause with only the person's pronouns and the verb after them
rewritten (core/model/normalise.py): right by construction. What is left to judge is whether a
clause with no known attribute is a lasting fact about the person; ``needs_model`` marks those.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from mnemosyne_app.core.model.attributes import (
    AGE_AHEAD, COUPLE_OVER, GRADUATING as _GRADUATING, age_ahead, age_not_held, SINGLE_VALUED, WORK, about_someone_else, attribute_of, contract_ended,
    is_momentary, is_negation, is_past,
    is_pet_naming, is_routine, leaving_denied, names_place_pointed_back, is_transient, together_named, trip_place)
from mnemosyne_app.core.model.change_meaning import ChangeMeaning
from mnemosyne_app.core.model import hobbies
from mnemosyne_app.core.model.episodes import is_episode, someones_day
from mnemosyne_app.core.model.first_person_left import garbled, mend, said_of_the_person
from mnemosyne_app.core.model.how_long import since_days
from mnemosyne_app.core.model.clauses import (
    DIED as _DIED, NAMED_IN, YEAR as _YEAR, clauses, first_person, language, named_one_died, opens_on_household_we, plain_we,
    put_down_by_the_person, we_by_verb,
    with_companion_as_we, without_cause_phrase)
from mnemosyne_app.core.model.companions import companion
from mnemosyne_app.core.model.normalise import _EMOJI, household_as_i, household_we, normalise
from mnemosyne_app.core.model.occasions import goes_on_with_exception, is_exception
from mnemosyne_app.core.model.one_fact_each import lists_things_done, one_fact_each
from mnemosyne_app.core.model.plans import is_considered, is_thought_before, is_wish, names_a_move
from mnemosyne_app.core.model.others import only_a_reason, others_doing, subject as someone_else
from mnemosyne_app.core.model.pet_nouns import youth_outgrown
from mnemosyne_app.core.model.pets_gone import pet_gone
from mnemosyne_app.core.model.meaning_misreads import DROP, NO_ENDING, misread
from mnemosyne_app.core.model.narrower_change import WORK_ITSELF as _WORK_ITSELF, narrower
from mnemosyne_app.core.model.not_so_now import not_so_now
from mnemosyne_app.core.model.passing import (
    FOR_GOOD_WORDS, fragment, goes_on_about_the_named, passing_state, relief, someone_elses_reaction)
from mnemosyne_app.core.model.said_with_duration import is_lone_duration
from mnemosyne_app.core.model.stopping import (
    LEAVING, NO_LONGER as _NO_LONGER, SELLING as _SELLING, ZH_STOPPED, a_draft, after_a_condition, cancelled, lost_thing, a_part_gone, a_stake_sold,
    named_one_rehomed, paused_for_now, stop_not_done, stop_said)
from mnemosyne_app.core.model.same_state_said import PARTING
from mnemosyne_app.core.model.asides import place_shared, there_placed, without_aside
from mnemosyne_app.core.model.told_by_the_new import (
    couple_state, death_told, event_sure, event_told, hedged, here_as_home, landlord_home, lives_in, new_state, pays_for_home,
    settled_home, home_fell_through, work_not_yet)
from mnemosyne_app.core.model.work_object import acts_on_a_thing
from mnemosyne_app.core.model.wording import strip_trailing

MAX_STATEMENTS = 6
MAX_CLAUSE_CHARS = 220  # a run-on "clause" this long is a paragraph, not a statement
MAX_INPUT_CHARS = 4000
# The words that tell an age as reached, not as a figure of speech ("officially 28", "turned 40").
# (and the verbs of a birthday and its day in the other languages: "fiz 41 ontem kkk", "ho compiuto 30 anni ieri ahah")
_AGE_REACHED = re.compile(r"\b(?:officially|turned|as of|since|fiz|fez|completei|compiuto|compio|cumplí|cumplo|fêté|eu|geworden|"
                          r"yesterday|today|ontem|hoje|ieri|oggi|ayer|hoy|hier|aujourd['’]hui|gestern|heute)\b", re.I)
_WORKPLACE = re.compile(r"\b(?:firm|company|startup|team|office|business|employer|clients?|ceo|cto|"
                        r"entreprise|bureau|équipe|firma|büro|empresa|oficina|equipo)\b", re.I)


@dataclass(frozen=True)
class Statement:
    text: str               # the normalised fact
    source: str             # the clause of the message it was built from
    lang: str
    attribute: str | None
    negated: bool
    needs_model: bool       # no attribute rule placed it: the model decides if it is a lasting fact
    guessed: bool = False   # its attribute read by meaning, only fairly sure: what it would end is asked


def statements(message: str, meaning: ChangeMeaning | None = None) -> list[Statement]:
    """The message's candidate statements; with ``meaning``, the person's own clauses the rules left
    unplaced are read for a change of state by meaning too (core/model/change_meaning.py)."""
    text = message[:MAX_INPUT_CHARS]
    lang = language(text)
    out: list[Statement] = []
    seen: set[str] = set()
    # (one clause per fact: "I speak English and Polish" is two, so a later change can end one)
    # (a trailing aside that still holds the speaker is cut, or is a statement of its own: core/model/asides.py)
    found = [piece for clause in clauses(text, lang) for part in _asides_cut(clause) for piece in one_fact_each(part)]
    # ("… in Mainz und wohne auch dort": the place the clause before named, in its stead)
    found = [replace(c, text=there_placed(c.text, found[k - 1].text if k else None, c.lang)) for k, c in enumerate(found)]
    # ("I live and work in Leeds": the place the second verb names is the first one's too, asides.place_shared; the
    # place may be the employer's, "Vivo y trabajo en Telefónica", so a home so read is a guess: what it ends is asked)
    placed = [place_shared(c.text, c.source, found[k + 1].text if k + 1 < len(found) else None,
                           found[k + 1].source if k + 1 < len(found) else "", text, c.lang) for k, c in enumerate(found)]
    shared_place = {p for c, p in zip(found, placed) if p != c.text}
    found = [replace(c, text=p) for c, p in zip(found, placed)]
    at_work = False  # the person has spoken of their work: a "we" after it is likely their workplace
    own_state: list[int] = []  # unplaced statements that may tell a change of the person's own state
    exception: str | None = None  # the clause before, if it departed from a habit on an occasion (occasions.py)
    for clause in found:
        if len(clause.text) > MAX_CLAUSE_CHARS or len(clause.text) < 3:
            continue
        # No content of its own ("Consegui!!", "J'en rachète pas", "…, mein Freund Jonas und ich"), a relief told as
        # a consequence ("so I can finally sleep") or someone else's reaction ("Minha mãe chorou"): no fact, and
        # nothing that could end one (a stop said by its verb stays: "I sold it") (core/model/passing.py)
        if ((fragment(clause.text, clause.lang, text) and not stop_said(clause.text)) or relief(clause.text)
                or someone_elses_reaction(clause.text, clause.lang)):
            continue
        if is_lone_duration(clause.text, clause.lang):
            continue  # ("Llevo 7 años.", "骑了三年了": how long, of no state said, is no fact)
        # "Every winter I stop cycling", "下雨天我一般不骑车，改打车": true a few days a year, no fact, no ending
        if is_exception(clause.text, clause.lang, text, clause.source) or (exception and goes_on_with_exception(clause.source, exception, text)):
            exception = clause.source
            continue
        exception = None
        # A new state told by a phrase about the new thing ("Our new house in Bath has a tiny garden", "Mis nuevos
        # compañeros en Inditex son majos") is that state, the rest a detail of it, though the colleagues are its
        # subject; a fronted move or parting ("Seit dem Umzug nach Leipzig fahre ich mehr Rad") is a statement of
        # its own, and the clause after it is read as the clause it is (core/model/told_by_the_new.py).
        if (told := _told_new(clause)) is not None:
            attribute, fact, rest, guessed = told
            # (a home told with what only a move that happened leaves, "keys collected!! the new place in Brighton…":
            # the person's home now, sure, and said as where they live; told_by_the_new.settled_home)
            # (not a home denied: "The new flat in York didn't work out, still unpacking here")
            if (attribute == "residence" and guessed and not home_fell_through(clause.text)
                    and (lived := settled_home(fact, clause.lang, text)) is not None):
                fact, guessed = lived, False
            if fact not in seen:
                seen.add(fact)
                # (a named one's death is an ending, as "Max died" is: the one phrase read as a pet's, told_by_the_new)
                out.append(Statement(fact, clause.text, clause.lang, attribute, attribute == "pet", False, guessed=guessed))
            if not rest:
                continue
            clause = replace(clause, text=rest)
        if others_doing(clause.text, clause.lang) or only_a_reason(clause.text, clause.lang):
            continue  # "My manager came back with a counter-offer", "我闺蜜刚离婚": their doing, no fact of the person's
        # (in Chinese and Japanese, a clause with no subject right after one naming someone goes on about them, whatever
        # it tells: "我家有只柯基叫豆豆，十二岁了，最近老咳嗽" is the dog's age and cough) (core/model/passing.py)
        if goes_on_about_the_named(clause.text, text, clause.lang):
            continue
        whole = _EMOJI.sub("", with_companion_as_we(clause.text, clause.lang)).strip()
        attribute = attribute_of(whole)
        # (the household's "we" is read as the person's own words: "On a vendu la voiture" as "j'ai vendu la voiture")
        if attribute is None and opens_on_household_we(clause.text, clause.lang):
            attribute = attribute_of(household_as_i(clause.text, clause.lang) or whole)
        # (and one rehomed, gone to live elsewhere: "Al final Toby se fue a vivir con mis suegros", stopping.py)
        # (or gone by other words: a death said gently, a loss, a putting to sleep, a giving away: pets_gone.py, which
        # reads the whole message for a finding again)
        gone = pet_gone(clause.text, clause.lang, text) is not None
        rehomed = named_one_rehomed(clause.text) or gone
        # (its verb of moving is the pet's, no move of the person's: "Mimi ist zu meiner Oma gezogen")
        if rehomed or (attribute is None and named_one_died(clause.text)):
            attribute = "pet"  # ends only a pet fact that names it (supersede.py): "Max" may be a person
        elif attribute is None and is_pet_naming(clause.text):
            attribute = "pet"  # the pet told of before, by its name (supersede.py ends the unnamed one)
        not_own_state = (is_past(clause.text)  # "I used to live in London" must not replace where the person lives now
                         # "I'm working at the library today" is no new employer (an age reached today is an age:
                         # "今天是我29岁生日")
                         # (nor a membership given up today: "Bin heute beim ADAC ausgetreten", stopping.cancelled)
                         or (is_momentary(clause.text) and attribute != "age" and not cancelled(clause.text))
                         # (nor a place left for the day: "left St Mary's at 8 after a night shift", "周末离开深圳去香港玩了")
                         or (attribute in WORK | {"residence"} and bool(_LEFT_FOR_A_WHILE.search(clause.text))
                             and not _FOR_GOOD.search(_sentence_of(clause.source, text)))
                         # "I want to quit my job", "我想辞职": no change yet (a move wished for is asked: below)
                         # (a move only once thought of is none either: "I was thinking of moving to Leeds")
                         # (nor one only weighed: "Wir überlegen, nach Wien zu ziehen", plans.is_considered)
                         or ((attribute != "residence" or is_thought_before(clause.text) or is_considered(clause.text))
                             and is_wish(clause.text))
                         # "my manager lives in Boston" (not "nos casamos": the person's own "we")
                         or (about_someone_else(whole) and not we_by_verb(clause.text, clause.lang))
                         # ("我妈退休了，搬去海南住了": the mother's move, said with no subject after hers)
                         or someone_else(clause.text, clause.lang) is not None
                         or (at_work and plain_we(clause.text, clause.lang))  # "I run IT for a firm and we're moving"
                         # someone named before: "Tom is my brother, he lives in Leeds" → "Tom lives in Leeds"
                         or (clause.lang == "en" and not first_person(clause.text, "en")))
        # (a sale or a stop denied, nearly done, wished or only for a while changes no state: "I never sold the
        # Golf", "Je n'ai pas vendu la Clio", "Ich habe den Golf doch nicht verkauft" must not replace the car)
        # (and so a leaving of work denied: "Hab doch nicht gekündigt" must not end the job, attributes.leaving_denied)
        stop_not_said = (stop_not_done(clause.text) or leaving_denied(clause.text, clause.lang) or paused_for_now(clause.text)
                         or (cancelled(clause.text) and (after_a_condition(text, clause.source) or a_draft(text))))
        not_own_state = not_own_state or stop_not_said
        if attribute in SINGLE_VALUED and not_own_state:
            attribute = None
        # (a hobby only of the person's own, now and lasting: "my son plays cello", "I used to play piano", "I want to
        # take up golf", "playing tennis tomorrow" are none; a stop of one said today is one: "quit piano today")
        # (nor one on a day to come, "Domani gioco a tennis": AGE_AHEAD's words of a time still to come)
        if attribute == "hobby" and (not_own_state or ((is_transient(clause.text) or AGE_AHEAD.search(clause.text))
                                                       and not is_negation(clause.text, clause.lang))):
            attribute = None
        if attribute == "age" and age_ahead(clause.text):
            continue  # a birthday to come: no age reached yet (attributes.AGE_AHEAD)
        sentence = _sentence_of(clause.source, text)
        if narrower(attribute, clause.text, sentence):
            # ("Sam and I separated our finances", "no longer speak French at work", "Konto bei der Sparkasse gekündigt":
            # core/model/narrower_change.py)
            continue
        if attribute == "vehicle" and (a_part_gone(clause.text) or a_stake_sold(clause.text)):
            attribute = None  # ("I sold my car stereo": a part gone, the car is still had; "my Tesla shares": no car)
        if (attribute in WORK and _AS_CUSTOMER.search(sentence) and not _WORK_ITSELF.search(clause.text)
                and not _HIRED.search(clause.text) and not _LEAVING.search(clause.text)):
            attribute = None  # ("Je ne suis plus client Orange, je suis passé chez Free": a provider, no workplace)
        if attribute == "vehicle" and _STAND_IN.search(clause.text):
            continue  # ("… in the garage for a week so I've got a hire car": the car held is still the person's)
        if attribute == "relationship" and (parting := PARTING.search(clause.text)) and (
                _PARTING_NOT_DONE.search(clause.text[:parting.start()]) or _BACK_TOGETHER.search(_sentence_of(clause.source, text))
                or _A_WHILE_APART.search(clause.text[parting.end():])):
            # ("Sophie und ich hätten uns fast getrennt", "we nearly broke up", "没分手", "we broke up briefly but we're back
            # together", "ci siamo lasciati per una settimana": the couple goes on)
            continue
        if attribute == "pet" and someone_else(clause.text, clause.lang) is not None:
            attribute = None  # ("我朋友养了一只猫": the friend's cat, no pet of the person's)
        routine = is_routine(clause.text) or bool(_DROPPED_OFF.search(clause.text))
        if routine and attribute in WORK | {"residence"} and is_negation(clause.text, clause.lang):
            attribute = None  # "我每天晚上七点离开公司": a routine, no workplace left
        # (an age reached is a birthday told, laughing or not: "birthday was yesterday so im officially 28 lol")
        # (and a couple begun with the partner's name, "跟小林在一起半年了哈哈": the laugh is joy, no figure of speech)
        # (and work left, laughing at one's luck: "公司裁员，我被优化了😂", "got laid off lol": no figure of speech, unless the
        # laugh takes it back, "jk"; so a diet given up by a verb of stopping, "I quit keto … lol", "Dejé la keto 😂"; not a
        # day off it, "Not vegan on my cheat day lol", nor a plain "I don't eat meat lol")
        if clause.joking and attribute in SINGLE_VALUED and not (attribute == "age" and _AGE_REACHED.search(clause.text)) and not (
                attribute == "relationship" and together_named(clause.text)) and not (
                (attribute in WORK or (attribute == "diet" and (stop := stop_said(clause.text))
                                       and not _FOR_A_WHILE.search(clause.text[stop.end():])))
                and is_negation(clause.text, clause.lang) and not _TAKEN_BACK.search(text)):
            continue  # "I live at the office lol": laughed at, it must not replace where the person lives
        at_work = at_work or attribute in ("job", "employer") or bool(_WORKPLACE.search(clause.text))
        if attribute is None and is_transient(clause.text) and not cancelled(clause.text):
            continue  # (a membership given up today is no moment: "cancelled my PureGym membership today")
        # how the days are now, an errand, staying as one is, a wish for a day off (core/model/passing.py)
        # (and a stop denied, "I didn't quit in the end", "Je n'ai pas vendu la Clio": the state goes on, no new fact)
        if attribute is None and stop_not_said:
            continue
        if attribute is None and passing_state(clause.text, clause.lang) and not is_negation(clause.text, clause.lang):
            continue
        # (a "we" said by the verb, or a pet by its name, has no pronoun to rewrite: the clause is the fact)
        lost = lost_thing(clause.text)  # ("The Fiesta's gone": the thing as subject, no person to rewrite)
        # (not a death said of the household's own, "Notre chien est mort": "our" is the person, rewritten as "my")
        # (the person's own verb after the one named is said in the third person: "Moritz mussten wir … einschläfern lassen")
        as_said = (we_by_verb(clause.text, clause.lang) or (named_one_died(clause.text) and not _OURS_FIRST.match(clause.text)
                                                            and not put_down_by_the_person(clause.text))
                   or (gone and not first_person(clause.text, clause.lang))
                   or is_pet_naming(clause.text) or bool(lost)
                   # (the person only as object, "No me renovaron el contrato": kept as said, as "Me despidieron" is)
                   or (attribute in WORK and contract_ended(clause.text) and not first_person(clause.text, clause.lang))
                   # (and a couple said over with the partner named and no "I": "Con Luca è finita a Natale")
                   or (attribute == "relationship" and bool(COUPLE_OVER.search(clause.text))
                       and not first_person(clause.text, clause.lang) and not companion(clause.text, clause.lang)))
        fact = (said_of_the_person(_EMOJI.sub(" ", clause.text[:1].upper() + clause.text[1:]), clause.lang) if as_said
                else normalise(without_cause_phrase(clause.text) if clause.lang == "ja" else clause.text, clause.lang))
        fact = mend(" ".join(fact.split()).strip(" ,;:"), clause.lang)  # (the person's words grammar rewrites for certain)
        # (and what the mending cut may leave a filler at the end: "… por Ruzafa y la verdad es | que me encanta")
        fact = strip_trailing(fact)
        # (the household's "we" is the person: "On a adopté un lapin" → "L'utilisateur a adopté un lapin"; a
        # couple's "we" keeps what it means, "on s'est séparés")
        if (as_said and attribute != "relationship" and opens_on_household_we(clause.text, clause.lang)
                and (ours := household_we(clause.text, clause.lang))):
            fact = ours
        if len(fact) < 4 or fact in seen:
            continue
        seen.add(fact)
        # A pet that died is one the person no longer has: an ending of the facts that name it.
        # So is a trip the person is back from ("I'm back from Lisbon"): the plan to go there is over.
        negated = ((is_negation(clause.text, clause.lang) and not (routine and attribute is None))
                   or (attribute == "pet" and (bool(_DIED.search(clause.text)) or rehomed or put_down_by_the_person(clause.text)))
                   or (attribute == "trip" and trip_place(clause.text) is not None)
                   # a stop said by its verb, of the person's own doing or having ("J'ai laissé tomber l'italien",
                   # "ロードバイクを盗まれて"): an ending of what it names (core/model/stopping.py)
                   or (attribute is None and not not_own_state and not routine and bool(stop_said(clause.text)))
                   # (a vehicle sold, stolen or lost is one no longer had, not a new vehicle that replaces every
                   # other: "I sold my bike" must end the bike, not the car; core/write/stopped.py)
                   or (attribute == "vehicle" and not routine and bool(stop_said(clause.text)))
                   # (and a hobby stopped, "dejé el pádel", "ho mollato il violino": no new hobby, the end of one)
                   or (attribute == "hobby" and (bool(stop_said(clause.text)) or hobbies.stops(clause.text)))
                   or (attribute is None and bool(lost)))
        negated = negated and not stop_not_said  # (the same, as an ending)
        # (nor a pet grown up, "my cats are no longer kittens": the person has them still, core/model/pet_nouns.py)
        negated = negated and not youth_outgrown(clause.text)
        # (a dream, a rumour called untrue, a stop undone or paused, a car away for a while: core/model/not_so_now.py)
        if not_so_now(clause.text, sentence, text, attribute, negated):
            continue
        # A fact that keeps the person's own words ("L'utente ci metto cinque minuti", "la maison me paraît bien
        # grande") reads as nobody's: none is kept for the model to judge. One that carries a state or an ending
        # the rules placed stays, as losing it is a failure too (core/model/first_person_left.py).
        # (a clause the rules keep as said, someone else's doing to the person, "They promoted me to shift manager",
        # is theirs by those rules: only a clause the normaliser failed to rewrite is dropped)
        if attribute is None and not negated and not as_said and garbled(fact, clause.text, clause.lang):
            continue
        if attribute is None and not not_own_state and not clause.joking and not routine:
            own_state.append(len(out))  # (a routine is read for no change: "I leave the office at six every day")
        # (what followed a story dated years ago, said without its year: what it would end is asked)
        guessed = clause.after_dated and attribute in SINGLE_VALUED
        # A stop of the person's own said by "no longer" or by a stop verb ("Ya no juego al pádel, me lesioné la
        # rodilla", "I gave up on Japanese"): kept without asking the model, which answers no to such negations
        # (none is "a lasting fact" to it) and so left the doing it stops current.
        sure_stop = (attribute is None and negated and not clause.joking and (bool(lost) or (
            not not_own_state and not routine
            and bool((_NO_LONGER.search(clause.text) and (clause.lang != "zh" or ZH_STOPPED.search(clause.text)))
                     or stop_said(clause.text)))))
        out.append(Statement(fact, clause.text, clause.lang, attribute, negated, attribute is None and not sure_stop,
                             guessed=guessed or (attribute == "residence" and clause.text in shared_place)))
    if meaning is not None and own_state:
        out = _read_by_meaning(out, own_state, meaning, text)
        # (a guess of a single-valued attribute the rules already placed surely in this message, as a new value, is a
        # remark about it, not a second value: "从腾讯跳槽到字节了 … 新公司节奏好快" read the pace as the employer, in the new
        # one's place; an ending guessed beside a new value is no second value, "J'ai revendu ma Clio et j'ai pris une Zoé")
        sure = {st.attribute for st in out if st.attribute in SINGLE_VALUED and not st.guessed and not st.negated}
        out = [replace(st, attribute=None, guessed=False) if st.guessed and not st.negated and st.attribute in sure else st
               for st in out]
    found_all = [_plan_or_visit_asks(s) for s in _left_for_new_work(out)]
    # (and someone of the person's visit, call or day, "My mum came up from Kent to help us paint": core/model/episodes.py)
    return [s for s in found_all if not _episode(s) and not someones_day(s.source, s.lang, attribute_of)][:MAX_STATEMENTS]


def _told_new(clause) -> tuple[str, str, str, bool] | None:
    """(attribute, fact, the clause left to read: none for a noun phrase, whose rest is its detail, whether
    it is a guess) of a new state told by a phrase about the new thing, when the clause says it of the person
    now: not in jest, of the past or of a year gone, for a moment, as a wish or a possibility, nor of someone
    named as its subject."""
    text, lang = clause.text, clause.lang
    # A couple's state said with their "we" ("estamos prometidos", "Ya casados desde el sábado jaja"): the person's,
    # surely, as "we got engaged" is; a laugh with it is joy, its tail keeps a figure of speech out (told_by_the_new)
    if (couple := couple_state(text, lang)) is not None and not (is_past(text) or is_wish(text) or hedged(text)):
        return couple[0], couple[1], "", False
    # (the person's landlord there, "O meu senhorio aqui no Porto quer a renda até dia 8": what the landlord wants is
    # no wish of the person's; the clause is the landlord's, so nothing of it is read on) A guess: the landlord may be
    # of a home left ("My landlord in Bristol, where I used to live, kept my deposit"), what it ends is asked.
    if landlord_home(text, lang) is not None and not (clause.joking or is_past(text) or hedged(text) or _YEAR.search(text)):
        return (*landlord_home(text, lang), "", True)
    if (clause.joking or len(text) > MAX_CLAUSE_CHARS or is_past(text) or is_momentary(text)
            or is_wish(text) or hedged(text) or _YEAR.search(text)):  # (a year said: a story of then)
        return None
    # Each reading is a guess but a fronted move or divorce (told_by_the_new.event_sure): what it would end is asked,
    # never ended by rule. A phrase about the new thing
    # is told in passing, and review found it as often about a place visited, a flat not got or someone
    # else's ("The new flat in Leeds didn't work out", "Our new flat in March was freezing"; a denial is no
    # guard, "has no lift" is a detail of the new flat).
    # (the phrase's owner is the person by its grammar: "my new colleagues" are the subject, yet where they
    # are is where the person works)
    if (found := new_state(text, lang)) is not None:
        # (new work owned by the person, "My new job as a paramedic", "Meine neuen Kollegen bei Audi", "新公司是小米",
        # is the person's: no visit or flat not got reads so; a home stays a guess)
        # (but not a start still to come: "My new job at Google starts in March" is asked, as a plan would be)
        return found[0], found[1], "", found[0] not in ("job", "employer") or work_not_yet(text)
    if (death := death_told(text, lang)) is not None:
        return "pet", death[0], death[1], True
    if (event := event_told(text, lang)) is not None and someone_else(text, lang) is None:
        rest = event[2]
        # (the rest told of someone else: "Ever since the divorce, my mum has been struggling" is the mother's)
        if rest and (someone_else(rest, lang) is not None or about_someone_else(rest)):
            return None
        return (*event, not event_sure(text, lang))
    # ("here in X" is the person's home only by a habit of theirs there: not "Here in Leeds it rains every day";
    # and a guess, as a stay is: it is most often the home already held, or a stay not said as one, so what it
    # would end is asked, never ended by rule)
    if (here := here_as_home(text, lang)) is not None and here[2] and (first_person(here[2], lang) or pays_for_home(here[2])):
        # (the rent the person pays there is their home's: sure, said as where they live, "Qui a Lecce pago di affitto
        # la metà" → "L'utente abita a Lecce"; a habit there alone stays a guess)
        if pays_for_home(here[2]):
            return here[0], lives_in(here[1], lang) or here[1], here[2], False
        return (*here, True)
    return None




# A stop said for a time or a place only ("I quit keto for the weekend lol", "Stopped being vegan at my grandma's lol",
# "Dejé de ser vegana en Navidad jaja"): a day off the diet, no end of it.
_FOR_A_WHILE = re.compile(r"\b(?:for|at|on|in|during|until|over|tonight|en|para|por|durante|pour|pendant|à|für|am|zu|über|"
                          r"per|em|nel|nella|alla|al|dal|da|bei|beim)\b|今天|这周|周末|今日|週末", re.I)
# A parting nearly done or denied, right before its verb ("fast getrennt", "almost broke up", "差点分手"; not "nach fast zehn
# Jahren getrennt", where "fast" is how long), a couple back together in the same message, a parting for a while.
# (a plain denial is read as before, by the negation rules: "didn't break up on good terms" is a parting)
_PARTING_NOT_DONE = re.compile(r"(?:\b(?:almost|nearly|fast|casi|quasi|quase|presque|failli)\b|差点|差點)"
                               r"(?:\s+(?:uns|nos|ci|se|us|have|had|haben|hätten|hatten|ont|avons|hemos|abbiamo|temos|got|gotten))?\s*$", re.I)
# (said as done: not "he keeps begging to get back together", "不会复合的", "よりを戻すつもりはありません", "I'm fine now")
_BACK_TOGETHER = re.compile(r"\b(?:(?:we['’]re|we are|are|we got|got) back together|(?:sind|waren) wieder zusammen|on s['’]est remis ensemble|"
                            r"(?:estamos|volvimos a estar) (?:de nuevo |otra vez )?juntos|siamo (?:di nuovo|tornati) insieme|"
                            r"(?:estamos|ficamos) juntos de novo|voltamos a namorar)\b|(?<!不会)(?<!没有)(?:和好了|复合了|又在一起了)|よりを戻しました|復縁しました",
                            re.I)
_A_WHILE_APART = re.compile(r"^\s*(?:(?:up|us|uns|ci|nos|se|for like)\s+)?(?:briefly|for (?:a|an|one|two|three|a few|a couple of|like)\s+(?:\w+\s+)?(?:days?|weeks?|months?|while)|"
                            r"per (?:una?|due|tre|qualche) (?:giorn|settiman|mes)\w*|por (?:una?|dos|tres|unos|unas) (?:días?|semanas?|meses)|"
                            r"pour (?:une?|deux|trois|quelques) (?:jours?|semaines?|mois)|für (?:eine?n?|zwei|drei|ein paar) (?:tage?n?|wochen?|monate?n?)|"
                            r"por (?:uma?|dois|duas|alguns|algumas) (?:dias?|semanas?|mes(?:es)?))", re.I)
def _sentence_of(source: str, message: str) -> str:
    """The sentence of ``message`` that holds the clause ``source`` (the message when it is not found as written)."""
    at = message.find(source.strip()[:40])
    if at < 0:
        return message
    start = max(message.rfind(mark, 0, at) for mark in ".!?。！？\n") + 1
    ends = [e for e in (message.find(mark, at + len(source.strip()[:40])) for mark in ".!?。！？\n") if e >= 0]
    return message[start:min(ends) if ends else len(message)]


# A vehicle had only while the person's own is away: hired, lent, a courtesy car (no new vehicle of theirs).
# (not a replacement: "Got my replacement car today, a 2021 Corolla" after a write-off is the person's)
_STAND_IN = re.compile(r"\b(?:hire|hired|rental|rented|courtesy|loan|loaner|borrowed|pool)\s+(?:car|van|vehicle|bike|scooter)\b|"
                       # (any car said as lent or hired: "une Clio de prêt", "en Clio de location", "un Fiat 500 de alquiler")
                       r"\b\w+(?: \w+)? (?:de prêt|de location|de courtoisie|de alquiler|de cortesía|de sustitución|a noleggio|"
                       r"di cortesia|sostitutiva|de aluguer|de substituição|alugado)\b|"
                       r"\b(?:voiture|véhicule) (?:de location|de prêt|de courtoisie)\b|\bvoiture louée\b|"
                       r"\b(?:miet|leih)(?:wagen|auto|fahrzeug)\b|\b(?:coche|carro|auto|vehículo) (?:de alquiler|"
                       r"de cortesía|prestado|alquilado)\b|\b(?:auto|macchina) (?:a noleggio|di cortesia|in prestito)\b|"
                       r"\bcarro (?:alugado|de aluguer|de aluguel|emprestado)\b|租(?:的|来的|了一?辆)车?|代步车|レンタカー|代車", re.I)
# A laugh that takes back what it laughs at ("jk", "just kidding", "开玩笑的", "冗談").
_TAKEN_BACK = re.compile(r"\b(?:jk|j/k|just kidding|kidding|je plaisante|c'est une blague|war nur ein scherz|es broma|"
                         r"scherzo|brincadeira)\b|开玩笑|冗談", re.I)


def _episode(s: Statement) -> bool:
    """A statement no rule placed surely that tells a one-off event of a recent day (core/model/
    episodes.py): no lasting fact, whichever extractor reads the statements. (Not an ending:
    "yesterday I stopped the pills" may end a fact.)"""
    return s.needs_model and not s.negated and (s.attribute is None or s.guessed) and is_episode(s.source)


def _asides_cut(clause):
    if lists_things_done(clause):  # ("Faccio pilates, nuoto e vela": a list, one fact each below, no aside)
        return [clause]
    parts = without_aside(clause.text, clause.lang, first_person)
    return [clause] if parts == [clause.text] else [replace(clause, text=part) for part in parts]


# A move still to come or a stay for a while ("I'm moving to Rotterdam next month", "we're in Lisbon
# for the summer", "来月から福岡に引っ越します"): where the person lives may change, or may not.
_PLAN_OR_VISIT = re.compile(
    r"\bnext (?:week|month|year|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|"
    r"sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b|\bsoon\b|"
    r"\bin (?:a|one|two|three|four|six|a few|\d+) (?:days?|weeks?|months?)\b|"
    r"\b(?:going to|gonna|will|['’]ll|plan(?:ning)? to|hoping to|about to) (?:move|relocate)\b|"
    r"\bfor (?:a|the|two|three|a few|a couple of|\d+) (?:days?|nights?|weeks?|weekend|months?|summer|holidays?)\b|"
    r"\bvisit(?:ing|s)?\b|\btrip\b|\bholidays?\b|\bvacation\b|"
    r"\bprochaine?s?\b|\bbientôt\b|\bvais (?:déménager|m['’]installer)\b|\bvacances\b|"
    r"\bnächste[nrs]?\b|\bbald\b|\burlaub\b|\bwerde\b.*\bziehen\b|"
    r"\bque viene\b|\bpróxim[oa]s?\b|\bpronto\b|\bvoy a mudarme\b|\bvacaciones\b|"
    r"\bprossim[oa]\b|\bpresto\b|\bvacanza\b|\bmi trasferirò\b|\bandrò a vivere\b|"
    r"\bem breve\b|\bférias\b|\bvou (?:mudar-me|me mudar)\b|"
    r"下个?月|下周|明年|打算|准备|旅游|旅行|出差|来月|来週|来年|予定|出張|"
    # a wish or a thought of moving ("我想搬到杭州", "I'd like to move to Leeds", "vorrei trasferirmi a Roma")
    r"\b(?:want to|wanna|would like to|['’]d like to|thinking (?:of|about)|might|considering)\b|"
    r"\b(?:veux|voudrais|aimerais|pense à)\b|\b(?:möchte|will|würde gern|überlege)\b|\b(?:quiero|me gustaría|pienso)\b|"
    r"\b(?:vorrei|voglio|penso di)\b|\b(?:quero|gostaria|penso em)\b|想|希望|考虑|可能|たい|かも", re.I)


# Someone left somewhere, a moment and no change ("I left my wife at the airport", "j'ai laissé les
# enfants à l'école", "dejé a mi hijo en el cole"): read for no change, as a routine is.
_DROPPED_OFF = re.compile(r"\b(?:left|dropped(?: off)?) (?:him|her|them|the kids|my (?:wife|husband|partner|boyfriend|girlfriend|"
                          r"son|daughter|kids|children|mum|mom|dad|mother|father|friend|sister|brother|dog|cat))(?: off)? "
                          r"(?:at|with|in|on) |"
                          r"\blaissé (?:\w+ ){1,2}?(?:à|chez) |\bdejé a (?:\w+ ){1,2}?en |"
                          r"\blasciato (?:\w+ ){1,2}?(?:a|all['’]|alla|al|da) |\bdeixei (?:\w+ ){1,2}?(?:em|na|no) ", re.I)


def _plan_or_visit_asks(s: Statement) -> Statement:
    """A residence said as a plan or a stay is a guess: what it would end is asked, never ended."""
    if s.attribute == "residence" and not s.guessed and _PLAN_OR_VISIT.search(s.source):
        return Statement(s.text, s.source, s.lang, s.attribute, s.negated, s.needs_model, guessed=True)
    return s


# Words that describe a state as going on or as new to the person, not a change of it (see _read_by_meaning).
_DESCRIBES_THE_STATE = re.compile(r"\b(?:still|for the first time|first time|toujours|pour la première fois|immer noch|noch immer|"
                                  r"weiterhin|zum ersten Mal|todavía|sigo|por primera vez|ancora|per la prima volta|ainda|"
                                  r"pela primeira vez)\b|还是|仍然|依然|仍旧|第一次|头一回|相変わらず|初めて", re.I)


_BECAME = re.compile(r"\b(?:became|become|made|promoted|devenue?|passée?|geworden|worden|convertí|diventat[oa]|tornei)\b|"
                     r"当上|当了|成为|升为|升职|になった|になりました", re.I)


def _read_by_meaning(found: list[Statement], unplaced: list[int], meaning: ChangeMeaning, message: str) -> list[Statement]:
    """The unplaced statements that tell a change of the person's state, placed by what they mean:
    a sure reading as a rule would place it, a fairly sure one as a guess whose endings the person
    confirms. Either is still asked of the model, as every unplaced clause was before the stage
    (no call more): a sentence vector hears "I left work at six" near "I left my job", and the
    model's "is this a lasting fact?" keeps such a moment from ending a job."""
    out = list(found)
    # The new states the rules placed in this message, on one-valued attributes: a clause of the same message near
    # such a state in meaning that says it goes on or is new to the person describes it ("升为高级产品经理了，还是在腾讯原来
    # 的部门 … 第一次带团队", "promoted … still in the same team, first time leading one"); placed there, it replaced the
    # state the rules read (the later fact of a message wins). Left unplaced. A clause that tells a change itself ("…
    # but swapped it for a Tesla last week", "上个月转岗做产品经理了") is read as before: the change may be in it.
    told = {s.attribute for k, s in enumerate(found) if k not in unplaced and s.attribute in SINGLE_VALUED and not s.negated}
    # (and the names those states say: a clause near one of them in meaning that names the same place or firm says that
    # state again, "I've moved in with my girlfriend in York, so I'm a York resident now"; placed, it replaced the move)
    told_names = {(s.attribute, name) for k, s in enumerate(found) if k not in unplaced and s.attribute in told
                  for name in NAMED_IN.findall(s.text)}
    customers: set[int] = set()  # (clauses of the person as a customer, dropped)
    for i, reading in zip(unplaced, meaning.read([found[i].source for i in unplaced])):
        # (the same attribute only, and no becoming said: "我跳槽到阿里了，第一次当经理", "楽天に転職した。初めてマネージャーになった"
        # tell a new employer and a new role, each its own)
        if (reading is not None and not reading.ends and not found[i].negated and reading.attribute in told
                and _DESCRIBES_THE_STATE.search(found[i].source) and not _BECAME.search(found[i].source)):
            continue
        if (reading is not None and not reading.ends and not found[i].negated
                and any((reading.attribute, name) in told_names for name in NAMED_IN.findall(found[i].source))):
            continue
        # (a verb of leaving work acting on a thing the person has: "I retired my old laptop" is near "I
        # retired from work" in meaning, but what it changes is the laptop: no work may end on it)
        if reading is not None and reading.attribute in WORK and acts_on_a_thing(found[i].source):
            continue
        # (a provider switched as its customer, "Handyvertrag zu O2 gewechselt", is near a new employer in meaning)
        if (reading is not None and reading.attribute in WORK and _AS_CUSTOMER.search(_sentence_of(found[i].source, message))
                and not _WORK_ITSELF.search(found[i].source) and not _HIRED.search(found[i].source)
                and not _LEAVING.search(found[i].source)):
            continue
        # (a part of a vehicle gone, "I sold my bike lights", is near a vehicle sold in meaning: no vehicle ends)
        if reading is not None and reading.attribute == "vehicle" and (a_part_gone(found[i].source)
                                                                        or a_stake_sold(found[i].source)):
            continue
        # (a pet grown up, "咪咪已经不是小猫了", is near a pet gone in meaning: the person has it still, pet_nouns.py)
        if reading is not None and reading.attribute == "pet" and youth_outgrown(found[i].source):
            continue
        # (a birthday to come, "Nächste Woche werde ich 42", is near an age reached in meaning: no age ends yet)
        # (nor an age at a time past, a range or a difference: "I was 30 when I moved here", "my age group is 35-39")
        if reading is not None and reading.attribute == "age" and (age_ahead(found[i].source) or age_not_held(found[i].source)):
            continue
        # (a number said as how long a state has held, "Faccio il postino a Bergamo da 35 anni", "seit 35 Jahren Bäcker",
        # is near an age in meaning: no age, and placed there the job was out of a retirement's reach)
        if reading is not None and reading.attribute == "age" and since_days(found[i].source) is not None:
            continue
        # (a going somewhere for a few days, "Ich fahre nächste Woche für fünf Tage nach Berlin", is near a move in
        # meaning: a trip, no home)
        # (nor a stay of a week or for work, "Ich bin gerade eine Woche auf Dienstreise in Berlin", "Sono a Berlino una
        # settimana per lavoro": a trip said without "for", unless a move is named)
        if reading is not None and reading.attribute == "residence" and not reading.ends and (
                _FOR_DAYS.search(found[i].source) or (_A_STAY.search(found[i].source) and not names_a_move(found[i].source))):
            continue
        # (work or a home said at a place pointed back, "I still work there", "j'y habite toujours": the place held,
        # described again, near a new one in meaning; nothing changes, nothing to end or ask)
        if reading is not None and reading.attribute in WORK | {"residence"} and names_place_pointed_back(found[i].source):
            continue
        # (a change the clause's words rule out: a car salesman's work, a home sold, a pet adopted, years worked;
        # core/model/meaning_misreads.py)
        # (the person as a customer, by the account or the plan the sentence names: no work, and no fact left for the writer
        # to read as a workplace, "J'ai changé de forfait, je suis chez Free maintenant"; core/model/narrower_change.py)
        if (reading is not None and reading.attribute in WORK
                and narrower(reading.attribute, found[i].source, _sentence_of(found[i].source, message))):
            customers.add(i)
            continue
        miss = misread(reading.attribute, reading.ends, found[i].source) if reading is not None else None
        if miss == DROP:
            continue
        if miss == NO_ENDING:
            reading = replace(reading, ends=False)
        if reading is not None:
            s = found[i]
            # (an ending the rules hear stays one: "I left the law firm" read nearest a new employer)
            ends = reading.ends or s.negated or bool(_ENDING_WORDS.get(reading.attribute, _NOTHING).search(s.source))
            # A state said by its grammar to have stopped ("je n'ai plus de voiture", "non ho più la
            # macchina"), surely read as one: the model answered no to such negations (none is "a
            # lasting fact" to it), which left the car current. It is kept without asking.
            # (a denial of a way or a role of work, by no verb of leaving and no word of work itself, "I no longer
            # freelance", "Je ne suis plus prof principal", read near work ended: the work may go on, so what it
            # would end is asked, as for a guess)
            sure = reading.sure and not (reading.attribute in WORK and ends and s.negated and not _LEAVING.search(s.source)
                                         and not _WORK_ITSELF.search(s.source))
            stopped = sure and s.negated and bool(_NO_LONGER.search(s.source))
            out[i] = Statement(s.text, s.source, s.lang, reading.attribute, ends, needs_model=s.needs_model and not stopped,
                               guessed=not sure)
    return [s for k, s in enumerate(out) if k not in customers]


# Joining a workplace, in each language, said after leaving one ("me fui de Mercadona y entré en
# Inditex", "J'ai quitté Orange et j'ai rejoint Free").
_JOINING = re.compile(r"\b(?:joined|started at|switched to|went over to|rejoint|rejoindre|intégré|gewechselt|angefangen bei|"
                      r"entré|me uní|empecé en|entrato|passat[oa]|entrei|fui para)\b|加入|进入|跳槽|転職|入社", re.I)
# Chinese work now, by what the person does ("现在在做设计", "目前当翻译"), or a business the person now
# runs ("现在在老家开了一家奶茶店": said after the work left, the new work).
_ZH_NEW_WORK = re.compile(r"^(?:我|用户)?(?:现在|目前|如今)(?:在?(?:做|当|从事)\S|(?:在\S{1,6}?)?开了?一?家\S{0,8}?(?:店|公司|工作室|餐厅|馆))")
# A name of something (a capital not opening the clause, a katakana name) or a Chinese verb of
# joining: where new work may be. (A bare Chinese name may be a city: "现在在深圳工作".)
_NAMES = re.compile(r"(?<=\s)(?-i:[A-Z])\w+|[\u30a0-\u30ff]{2,}|(?:加入|进入|跳槽到)了?\S")
# Leaving something, in each language: "I left the restaurant", "ho lasciato il ristorante", "辞めて".
_LEAVING = LEAVING  # (core/model/stopping.py, read by core/write/supersede.py too)

_NOTHING = re.compile(r"(?!)")
# How long a trip lasts, in days or weeks ("for five days", "für fünf Tage", "pour une semaine", "por dos semanas"); not
# how long a home has been had ("been here for three weeks now").
_FOR_DAYS = re.compile(r"(?<!\bbeen )(?<!\bhere )\b(?:for|für|pour|por|per|durante)\s+(?:a|one|two|three|four|five|six|ten|a few|a couple of|ein(?:e|en)?|"
                       r"zwei|drei|vier|fünf|sechs|zehn|ein paar|une?|deux|trois|quatre|cinq|dix|quelques|una?|dos|tres|cuatro|"
                       r"cinco|diez|unos días|due|tre|quattro|dieci|qualche|dois|duas|três|\d+)\s+"
                       r"(?:days?|weeks?|nights?|tage?n?|wochen?|nächte|jours?|semaines?|nuits?|días|semanas?|noches|giorni|"
                       r"settimane?|notti|dias|noites)\b", re.I)
# The person as a provider's customer: a contract, a plan, a subscription ("client Orange", "Handyvertrag", "mon forfait",
# "mi tarifa"): "passé chez Free", "zu Vodafone gewechselt" is then a provider switched, no new workplace.
_AS_CUSTOMER = re.compile(
    # (the person said to be one: "je ne suis plus client Orange", "kein Telekom-Kunde mehr", "I'm a Vodafone customer")
    # (not a job with its word: "customer success manager", "conseiller client", "Kundenberater")
    r"\b(?:suis|sommes|am|i['’]m|bin|sind|soy|somos|sono|siamo|sou)\s+(?:(?!conseill|charg|responsable|agent|"
    r"service|attach|relation)\w+\s+){0,2}?"
    r"(?:customer|client|kunde|kundin|cliente)\b(?!\s+(?:success|service|services|care|support|relations?|experience|"
    r"advisor|adviser|manager|representative|agent|executive|director|lead))|-kunde\b|-kundin\b|"
    # (or their phone, internet or energy plan: "mon forfait", "meinen Handyvertrag", "mi tarifa", "my phone plan")
    r"\b(?:my|our|mon|ma|notre|mein\w*|unser\w*|mi|mis|nuestr[oa]|il mio|la mia|meu|minha|nosso|nossa)\s+(?:\w+\s+)?"
    r"(?:phone plan|mobile plan|data plan|broadband|mobile provider|phone provider|energy supplier|forfait|opérateur|"
    r"fournisseur d['’](?:accès|énergie|électricité)|box internet|(?:handy|mobilfunk|strom|gas|internet|dsl|telefon)vertrag|"
    r"(?:handy|mobilfunk|strom)tarif|(?:mobilfunk|internet|strom)anbieter|tarifa|compañía (?:telefónica|de teléfono|de luz)|"
    r"operador|abbonamento telefonico|offerta (?:mobile|telefonica)|gestore|operatore|plano de (?:celular|telemóvel|dados)|"
    r"operadora)\b|(?:手机)?套餐|运营商|携帯会社|キャリアを", re.I)


# A place left at a time of the day, after a shift, or to go somewhere for a while: a day's going, no work or home left.
_LEFT_FOR_A_WHILE = re.compile(
    r"\b(?:left|leave|leaving|quitté|verlassen|salí de|dejé|lasciato|saí d[oa])\b[^.!?;]{0,40}?"
    # (a time of the clock, not an age: "left Google at 35 to start a bakery" left Google)
    r"(?:\bat (?:[1-9]|1[0-2])(?:[:.]\d\d)?\s*(?:am|pm|o['’]clock|this (?:morning|afternoon|evening)|tonight|after)\b|"
    r"\bum \d{1,2}(?:[:.]\d\d)? uhr|\bà \d{1,2}h|\ba las \d|\balle \d|"
    r"\bàs \d|\bafter (?:a|my|the|our) (?:long |late |early |night |double |12-hour |twelve-hour )?shift|"
    # (or at a time of the day said in words: "left work at lunchtime for the dentist", "quitté le boulot à midi", "Dejé el
    # trabajo a mediodía", "Saí do trabalho ao meio-dia", "à hora de almoço", "à la pause déjeuner"; session 38's review)
    r"\bat (?:lunch(?:time)?|noon|midday)\b|\bà (?:midi|la pause(?: déjeuner| de midi)?)\b|\ba (?:mediodía|la hora de comer)\b|"
    r"\bao meio-dia\b|\bà hora (?:de|do) almoço\b|\bmittags\b|\bin der mittagspause\b|\ba (?:mezzogiorno|pranzo)\b|"
    r"\bin pausa pranzo\b|\bearly (?:for|to|because)\b|\bplus tôt\b|\bfrüher\b|\bantes de tiempo\b|\bprima del solito\b|"
    r"\bmais cedo\b)|"
    r"(?:早上|上午|中午|下午|晚上|凌晨|\d+点|周末|今天|昨天|今早|昨晚)\S{0,8}离开\S{1,8}去|离开\S{1,8}去\S{0,6}(?:玩|赶|出差|旅游|旅行|度假)",
    re.I)
# Hired, in each language: new work said by its verb, not a switch of provider ("ドコモに転職しました", "joined BT").
_HIRED = re.compile(r"\b(?:joined|hired|started (?:at|with)|embauchée?|eingestellt|contratad[oa]|assunt[oa])\b|"
                    r"入职|转职|跳槽|転職|入社", re.I)
# A leaving for good, whatever the hour it was told with ("for the last time at 6pm", "pour de bon vendredi à 17h").
_FOR_GOOD = re.compile(rf"\b(?:{FOR_GOOD_WORDS}|for the last time|last (?:day|shift)|pour toujours|dernier jour|letzten tag|"
                       r"último día|ultimo giorno|de vez|último dia|badge|crachá)\b|彻底|永远|再也", re.I)
# A stay said by its span alone ("eine Woche", "una semana", "this week") or as one for work ("auf Dienstreise", "por
# trabajo", "per lavoro", "a trabalho", "on a business trip"); a home is not had for a week.
_A_STAY = re.compile(
    r"\b(?:a|one|two|three|a few|this|ein(?:e|en)?|zwei|drei|ein paar|diese|une?|deux|trois|quelques|cette|una?|dos|tres|"
    r"unos|unas|esta|este|due|tre|qualche|questa|questo|uma|duas|três|alguns|algumas)\s+"
    r"(?:days?|weeks?|nights?|tage?n?|wochen?|nächte|jours?|semaines?|nuits?|días|semanas?|noches|giorni|settimane?|notti|"
    r"dias|noites)\b(?!\s+(?:ago|now|already|her|since)\b)|"
    r"\b(?:business trip|for work|on business|dienstreise|geschäftsreise|beruflich|en déplacement|pour le (?:travail|boulot)|"
    r"por trabajo|de viaje de trabajo|per lavoro|in trasferta|a trabalho|a trabalhar|em viagem de trabalho|a serviço)\b|"
    r"出差|出張", re.I)
_OURS_FIRST = re.compile(r"^(?:notre|nos|nuestr[oa]s?|unser\w*)\s", re.I)
# The words that make a change of an attribute an ending, whatever the meaning stage read it as.
_ENDING_WORDS = {"job": _LEAVING, "employer": _LEAVING, "vehicle": _SELLING, "pet": _DIED}


def _left_for_new_work(found: list[Statement]) -> list[Statement]:
    """A place left in the same message as new work is started is the work left ("I left the
    restaurant and started as a driver", "Ho lasciato il ristorante e ho iniziato a lavorare come
    autista"): a leaving of the job, which the new work then replaces, not a separate fact. So are
    studies finished ("I graduated in July and now I work as a nurse")."""
    out = list(found)
    for i, s in enumerate(found):
        later = found[i + 1:]
        # (also over what the meaning stage read, unless it read a change of work itself: "I
        # graduated in July" may be read nearest no change of work)
        if (s.attribute in (None, "education") or (s.needs_model and s.attribute not in WORK)) and (_LEAVING.search(s.source) or _GRADUATING.search(s.source)) and any(
                t.attribute in WORK and not t.negated for t in later):
            out[i] = Statement(s.text, s.source, s.lang, "job", True, False)
        # the same for a vehicle sold while another way of getting around is said ("Vendí el coche y
        # ahora voy en bici"): the sale is the vehicle's change, which the new way then replaces
        # (a thing told lost as the subject too: "The Focus is gone, I use the bus now")
        elif s.attribute is None and (_SELLING.search(s.source) or lost_thing(s.source)) and any(t.attribute == "vehicle" for t in later):
            out[i] = Statement(s.text, s.source, s.lang, "vehicle", False, False)
        # Chinese new work said after the work left, by what the person now does ("我从银行辞职了，
        # 现在在做网页设计"): the new job, which replaces the leaving said with it. (Not "现在在深圳工作":
        # a bare name before 工作 may be a city, left to the model.)
        # (over what the meaning stage read too: "现在做销售", "now in sales", is read nearest "I sold my car")
        elif (((s.attribute is None and not s.negated) or s.needs_model) and i and found[i - 1].attribute in WORK and found[i - 1].negated
              and _ZH_NEW_WORK.match(s.source)):
            out[i] = Statement(s.text, s.source, s.lang, "job", False, False)
            out[i - 1] = Statement(found[i - 1].text, found[i - 1].source, found[i - 1].lang, "job", True, False)
        # and a named place right after a named employer left is the one joined ("I left Bosch and
        # went over to Siemens", "我离开百度，加入了字节跳动")
        elif (s.attribute is None and not s.negated and i and _NAMES.search(s.source) and (
                (found[i - 1].attribute == "employer" and found[i - 1].negated)
                or (_JOINING.search(s.source) and _LEAVING.search(found[i - 1].source)
                    and _NAMES.search(found[i - 1].source)))):  # (a name left: not "salí de casa y entré en el Prado")
            out[i] = Statement(s.text, s.source, s.lang, "employer", False, False)
            if out[i - 1].attribute is None:  # (what was left is then the work left)
                out[i - 1] = Statement(found[i - 1].text, found[i - 1].source, found[i - 1].lang, "employer", True, False)
    return out
