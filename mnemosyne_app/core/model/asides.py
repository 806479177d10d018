"""What trails a statement of the person's and is no part of it, and what stands for a place said before.

(Also the reason, the purpose or the aftermath told after a state, "…wegen meiner Eisenwerte", "…para ficar
perto da família", "…, no time": without_reason.)

A reason or an aside after the comma ("Al final vendí el Ibiza, no me compensaba el seguro"), a remark with
something else as its subject ("…, die Zöliakie-Diagnose war falsch"), and "there" for a place the clause before
named ("… in Mainz und wohne auch dort"): read before a clause is normalised (core/model/statements.py), so the
fact is said as a person would say it.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import attribute_of, pet_name_beside
from mnemosyne_app.core.model.continuing import STILL_WORDS
from mnemosyne_app.core.model.details import detailed_kinds
from mnemosyne_app.core.model.normalise import normalise
from mnemosyne_app.core.model.plans import names_a_move
from mnemosyne_app.core.model.said_with_duration import is_lone_duration
from mnemosyne_app.core.model.stopping import NO_LONGER, stop_said
from mnemosyne_app.core.model.wording import drops_i


# -- A trailing aside of the person's, cut from the statement it follows -------------------------
# "Al final vendí el Ibiza, no me compensaba el seguro", "Tenho um Gol 2012 que uso pra tudo", "Não jogo
# mais futebol, rompi o ligamento": the clause after the comma, colon, dash or relative pronoun still holds
# the speaker, as a pronoun or as a verb with no subject in a language that drops it. The normaliser
# rewrites only the statement's own subject and verb, so the fact would read "O utilizador tem um Gol
# 2012 que uso pra tudo": no person writes that, and it matches no later word for the same thing. Such a
# clause is the person's reason or an aside on the thing; the statement is its main clause.
_TAIL_START = re.compile(r",\s+|:\s+|\s+[-–—]\s+|\s+(?=(?:que|che|qui|où|donde|onde|dove|which|where)\s)", re.I)
# (in a language that says its subject, a tail with "I" as subject is a clause of its own: "Nachdem ich
# Siemens verlassen hatte, bin ich zu Bosch gegangen"; only the person as object or owner marks an aside)
_SPEAKER_WORD = {
    "en": r"me|my|myself", "fr": r"me|m['’]|moi|mon|ma|mes", "de": r"mich|mir|mein\w*",
    # (not the possessive where the subject is dropped: "Vendí el coche, lo compró mi vecino" is the neighbour's doing,
    # told with the car; the person's own verb tells their clause there)
    "es": r"yo|me|conmigo", "it": r"io|mi|me", "pt": r"eu|me|comigo",
}
_SUBJECT_WORD = {"en": r"i", "fr": r"je|j['’]", "de": r"ich"}
# A tail that opens on a possessive ("…, my husband and our two boys") lists who or what the person has: content.
_OWN_FIRST = re.compile(r"^(?:my|our|mon|ma|mes|mein\w*|mi|mis|meu|minha|meus|minhas|(?:il |la |i |le )?(?:mio|mia|miei|mie))\s",
                        re.I)
# A verb of the person's opening a subject-less tail, by its first-person ending, after a relative pronoun or
# a negation: the present's "-o" ("que uso pra tudo"), the past's "-ei"/"-é"/"-í" ("rompi o ligamento").
_DROPPED_SUBJECT_VERB = re.compile(
    r"^(?:(?:que|che|donde|onde|dove)\s+)?(?:(?:no|não|non|ya|já|me|mi)\s+)*"
    r"(?!(?:todo|tudo|tanto|mucho|muito|molto|poco|pouco|troppo|quanto|questo|quello|esto|eso|isso|isto|aqui|daqui|"
    r"ahí|allí|así|aquí|sí|mí|ali|assim)\b)"
    r"(?:[a-zñçãõ]{2,}o|[a-zñçã]{2,}(?:ei|é)|[a-zñçã]{2,}[^aeiouáéíóú\W\d_]í|[a-zçã]{2,}[^aeiou\W\d_]i)(?![\w-])", re.I)
_PRO_DROP = ("es", "it", "pt")


# A tail that says what is instead ("nicht in Freiburg, sondern im Schwarzwald") or a head that is a
# subordinate clause ("Nachdem ich …, bin ich …"): the fact's content is on both sides of the comma.
_CONTRAST_FIRST = re.compile(r"^(?:sondern|but rather|rather|instead|mais plutôt|plutôt|sino|bensì|ma piuttosto|mas sim|e sim)\b",
                             re.I)
_SUBORDINATE_HEAD = re.compile(r"^(?:nachdem|weil|als|wenn|seit|seitdem|obwohl|bevor|since|after|when|because|before|although|"
                               r"depuis que|quand|lorsque|parce que|cuando|desde que|después de|porque|quando|dopo|perché|"
                               r"depois de|desde)\b", re.I)


# Something else as the subject of the tail, a definite noun and its verb ("…, die Zöliakie-Diagnose war falsch",
# "…, the car was too expensive"): a reason or a remark on what the person said, no part of their fact. German
# writes its nouns capitalised, so the small word after one is its verb; elsewhere a copula or "have" tells it.
_OTHER_SUBJECT = {
    "de": re.compile(r"^(?:der|die|das)\s+(?-i:[A-ZÄÖÜ])[\wäöüß-]+\s+(?!(?:der|die|das|des|dem|den|ein\w*|mein\w*|sein\w*|"
                     r"ihr\w*|unser\w*|von|vom|aus|in|im|am|an|auf|mit|bei|beim|zu|zum|zur|für|und|oder|aus)\b)(?-i:[a-zäöüß]+)\b"),
    # (an adverb may stand before the verb: "…, the milk price just wasn't there")
    "en": re.compile(r"^the\s+\w+(?:\s+\w+)?\s+(?:(?:just|simply|really|still|never|also|always)\s+)?"
                     r"(?:is|was|are|were|has|had|got|isn['’]t|wasn['’]t|aren['’]t|weren['’]t)\b", re.I),
    "fr": re.compile(r"^(?:le|la|les|l['’])\s*\w+\s+(?:est|était|sont|étaient|a|avait|ont|coûte|coûtait)\b", re.I),
    "es": re.compile(r"^(?:el|la|los|las)\s+\w+\s+(?:es|era|está|estaba|son|eran|fue|tiene|tenía|cuesta|costaba)\b", re.I),
    "it": re.compile(r"^(?:il|lo|la|i|gli|le|l['’])\s*\w+(?:\s+\w+)?\s+(?:è|era|sono|erano|costa|costava|ha|aveva)\b", re.I),
    "pt": re.compile(r"^(?:o|a|os|as)\s+\w+\s+(?:é|era|está|estava|são|eram|foi|custa|custava|tem|tinha)\b", re.I),
}
# (the one just named, as a pronoun, and how old or how it was: "Moritz mussten wir einschläfern lassen, er war 17")
_PRONOUN_REMARK = {
    "de": re.compile(r"^(?:er|sie|es)\s+(?:war|wurde|hatte)\b", re.I),
    # (and how it is, judged: "…, its actually not bad", "…, it's great"; not what it is, "…, it's a beagle")
    "en": re.compile(r"^(?:(?:he|she|it)\s+(?:was|had)\b|(?:it['’]?s|it is|that['’]?s)\s+(?:(?:actually|really|honestly|"
                     r"pretty|quite|so|not|kinda|kind of)\s+){0,2}(?:bad|good|great|fine|ok|okay|nice|fun|hard|tough|easy|"
                     r"awful|terrible|amazing|brilliant|boring|weird|better|worse)\b)", re.I),
    "fr": re.compile(r"^(?:il|elle)\s+(?:avait|était)\b", re.I),
}
_NAMING = re.compile(r"\b(?:heißt|hieß|called|named|name|s['’]appelle|nommée?|se llama|llamad[oa]|si chiama|chiamat[oa]|chama|"
                     r"chamad[oa])\b", re.I)


def _someone_elses_remark(tail: str, lang: str) -> bool:
    return ((lang in _OTHER_SUBJECT and bool(_OTHER_SUBJECT[lang].match(tail))
             or lang in _PRONOUN_REMARK and bool(_PRONOUN_REMARK[lang].match(tail))) and not _NAMING.search(tail))


# An English tail that drops its "I" and has the thing just told of as its object ("Sold the Civic, got a decent
# price for it"): how it went with that thing, nothing new of the person's (not a naming: "named him Rex").
_BACK_TO_IT = re.compile(r"\b(?:it|them)\b", re.I)


def _more_on_the_same_thing(tail: str, lang: str) -> bool:
    return lang == "en" and drops_i(tail) and bool(_BACK_TO_IT.search(tail)) and not _NAMING.search(tail)


def _holds_speaker(tail: str, lang: str, is_own) -> bool:
    if lang not in _SPEAKER_WORD or _OWN_FIRST.match(tail) or _CONTRAST_FIRST.match(tail) or (
            lang in _SUBJECT_WORD and re.search(rf"(?<![\w'’])(?:{_SUBJECT_WORD[lang]})(?![\w'’])", tail, re.I)):
        return False
    if re.search(rf"(?<![\w'’])(?:{_SPEAKER_WORD[lang]})(?![\w'’])", tail, re.I):
        return True
    # (a "we" verb is the couple's or the household's: "nos separamos en agosto, ya firmamos el divorcio" goes on
    # with both, one statement)
    return lang in _PRO_DROP and not _WE_VERB.match(tail) and (bool(_DROPPED_SUBJECT_VERB.match(tail)) or is_own(tail, lang))


_WE_VERB = re.compile(r"^(?:\w+\s+){0,2}?\w+(?:mos|iamo)\b", re.I)


def _names_something(tail: str, lang: str) -> bool:
    """A name, a place or a brand in the tail ("…, near Leeds"): the fact's own content, never cut. (German
    writes every noun capitalised: there no word tells a name.)"""
    return lang != "de" and bool(re.search(r"(?<=\s)(?-i:[A-ZÀ-Þ])\w", tail))


def without_aside(clause: str, lang: str, is_own) -> list[str]:
    """The clause without its trailing clauses that hold the speaker, where the statement before them is the
    person's own (``is_own``: clauses.first_person): "Al final vendí el Ibiza, no me compensaba el seguro" →
    ["Al final vendí el Ibiza"]. A tail that is itself a clause of the person's, by the language's own rules,
    is a statement of its own, normalised as one ("Da ottobre non lavoro più in banca: ho aperto una
    libreria" → two); one the rules cannot read as the person's ("…, rompi o ligamento": a reason) is cut, as is
    a remark with something else as its subject ("…, die Zöliakie-Diagnose war falsch")."""
    own_tails: list[str] = []
    while True:
        cuts = list(_TAIL_START.finditer(clause))
        if not cuts:
            break
        last = cuts[-1]
        head, tail = clause[:last.start()].rstrip(" ,"), clause[last.end():].strip()
        if (not head or not tail or _SUBORDINATE_HEAD.match(head) or not is_own(head, lang)
                or is_lone_duration(tail, lang)  # ("Soy cajera, llevo 7 años": how long the state has held, its own)
                # (a name alone after a pet is the pet's, though it ends as a verb of the person's does: "Tengo un gato,
                # Coco", "Ho un gatto, Birillo")
                or (re.fullmatch(r"(?-i:[A-ZÀ-Þ])[\w'’-]+", tail) and pet_name_beside(f"{head}, {tail}") is not None)
                or _names_something(tail, lang)
                or not (_holds_speaker(tail, lang, is_own) or _someone_elses_remark(tail, lang)
                        or _more_on_the_same_thing(tail, lang))):
            break
        relative = not last.group(0).strip()
        if relative and tail not in normalise(clause, lang):
            break  # (the normaliser rewrote the person's verb there: "un coche que uso" → "un coche que usa")
        # (a tail with the person as subject: only where the language drops it, or the clauses would have split
        # it already; never a relative clause, which tells of the thing before it)
        if lang in _PRO_DROP and not relative and is_own(tail, lang) and not _OBJECT_FIRST.match(tail):
            own_tails.insert(0, tail)
        clause = head
    return [without_reason(part, lang) for part in (clause, *own_tails)]


# A tail opening on the person as object ("…, no me compensaba", "…, mi piace"): what something is to them.
_OBJECT_FIRST = re.compile(r"^(?:(?:no|não|non|ya|já)\s+)*(?:me|mi|m['’]|mich|mir)\s", re.I)


# -- Why, what for, and how long what ended had lasted: told after the state, no part of it ---------------
# "esse jetzt wieder Fisch wegen meiner Eisenwerte", "voltei para Braga para ficar perto da família", "I don't
# really play violin anymore, no time", "Me jubilé el mes pasado, después de casi 40 años": the state is the
# main clause; the cause (a preposition of cause and its noun), the purpose (a preposition of purpose and its
# infinitive), a lack or an excess given as the reason, and the length of what just ended are the person's
# reasons or its aftermath. Every case writer leaves them out, and kept they make the fact match no later word
# for the same state. A purpose only by its infinitive: "works for Oxfam", "moved to Bologna for work" keep
# their "for", whose noun may be the state itself.
_CAUSE = {
    "en": r"because of|on account of",
    # (German writes nouns capitalised: the cause ends the clause only if its last word is one, "wegen meiner
    # Knie aufgehört" is the verb's, cut nowhere)
    "de": r"wegen|aufgrund|aus (?:gesundheitlichen|beruflichen|privaten|finanziellen) Gründen",
    "fr": r"à cause d(?:e|u|es|['’])|en raison d(?:e|u|es|['’])",
    "es": r"a causa de|por culpa de|debido a|por motivos de",
    "it": r"a causa d\w*['’]?|per colpa d\w*['’]?|per via d\w*['’]?|per motivi d\w*['’]?",
    "pt": r"por causa d\w*|devido a\w*|por motivos? d\w*",
}
# A purpose: the preposition, a pronoun of the person's at most, and an infinitive by its ending ("pour être
# près de moi", "para ficar perto", "per stare vicino", "um näher bei ihr zu sein", "in order to", "so I can").
# Not one of becoming, which is what the state is for ("une formation pour devenir infirmière", "estudio para ser
# médico"), nor "être/ser/essere" before what one is, only before where ("pour être près de"); nor one of going,
# where a way of getting about is used ("prendo il treno per andare al lavoro", "du vélo pour aller au bureau":
# every writer keeps it, it is what the habit is).
_BECOMING = (r"(?:(?:devenir|ser|essere|être|estar|stare|ficar|hacerme|hacerse|convertirme|diventare|tornar(?:-me)?|virar|"
             r"werden|become|be)\b(?!\s+(?:près|proche|plus près|cerca|vicino|perto|junto|más cerca|più vicino|mais perto|"
             r"avec|con|com|near|close|closer|nah|näher)\b)|(?:aller|ir|andare|venir|venire|vir|rentrer|tornare|voltar)\b|"
             # (working or living somewhere is the state the move or the verb is for: "para trabajar en Mercadona")
             r"(?:trabajar|trabalhar|lavorare|travailler|vivir|vivre|vivere|morar|habiter|abitare)\b)")
_PURPOSE = {
    # (and what a thing is mostly used for, after the comma: "I drive a Prius, mostly for commuting")
    # (the -ing word in lower case: "for Boeing" names an employer)
    "en": r"in order to|so as to|so (?:that )?(?:I|we) (?:can|could)|(?<=,\s)(?:(?:mostly|mainly|just|only)\s+)?for (?-i:[a-z])\w+ing\b",
    # ("damit" as "so that" only after its comma: "Ich habe damit angefangen" is "with it"; working or living
    # somewhere is the state, "um bei Ford zu arbeiten")
    "de": r"um\s+(?:[\wäöüß]+\s+){0,5}?zu\s+(?!arbeiten\b|wohnen\b|leben\b)[\wäöüß]+$|(?<=,\s)damit\b",
    "fr": rf"pour (?:ne (?:pas |plus )?)?(?:me |m['’]|nous |se |s['’])?(?!{_BECOMING})(?-i:[a-zà-ÿ])\w+(?:er|ir|re|oir)\b|afin d(?:e|['’])",
    "es": rf"para (?:no )?(?!{_BECOMING})(?-i:[a-zà-ÿ])\w+(?:ar|er|ir)(?:me|nos|se)?\b",
    "it": rf"per (?:non )?(?!{_BECOMING})(?-i:[a-zà-ÿ])\w+(?:are|ere|ire|rre|ar|er|ir)(?:mi|ci|si)?\b",
    "pt": rf"(?:para|pra) (?:não )?(?:me |nos |se )?(?!{_BECOMING})(?-i:[a-zà-ÿ])\w+(?:ar|er|ir)(?:-me|-se|-nos)?\b",
}
# Japanese says the purpose before the verb, as a phrase ending on ために after the topic: "仕事のために名古屋に".
_JA_PURPOSE = re.compile(r"^((?:私は|僕は|俺は)?)[^、。はがを]{1,20}?ために、?")
# Chinese puts the cause or the purpose before the verb: cut up to a verb of change, the state itself.
_ZH_CHANGE_AHEAD = r"(?=搬|回到|回了|来到|辞|离开|开始|不再|戒|卖|换|改)"
_ZH_WHY_BEFORE_CHANGE = re.compile(
    # (a cause that is someone's own change is theirs, to the next verb: "因为老公换工作搬到了深圳" is the husband's
    # job change, the person's move)
    rf"(?:因为|由于|为了)(?:老公|老婆|丈夫|妻子|孩子|儿子|女儿|爸爸|妈妈|父母|家人|男朋友|女朋友|对象)[^，。,]{{1,12}}?{_ZH_CHANGE_AHEAD}|"
    rf"(?:因为|由于|为了)[^，。,]{{1,12}}?{_ZH_CHANGE_AHEAD}")
_JA_STILL_AFTER_CHANGE = re.compile(r"((?:越し|引っ越|移っ|移住|始め|辞め|やめ|転職|入社|退職)[^、。]*)、まだ[^、。]*$")
_JA_AIMED = re.compile(r"貯金|貯め|節約|準備|勉強|練習|トレーニング|備え")
# (a verb whose purpose is what it is about: saving up, training, preparing, studying or learning for something:
# "ahorro para comprar una casa" says nothing without it, "aprendendo alemão para me mudar para Berlim" is kept whole)
_AIMED = re.compile(r"\b(?:sav(?:e|es|ing)|train(?:s|ing)?|prepar\w*|ahorr\w*|entren\w*|économis\w*|entraîn\w*|"
                    r"risparmi\w*|allen\w*|poup\w*|econom\w*|trein\w*|spar(?:e|en|t)|trainier\w*|vorbereit\w*|"
                    r"estud\w*|studi\w*|étudi\w*|lern\w*|learn\w*|apprend\w*|aprend\w*|impar\w*)\b", re.I)
# A lack or an excess given as the reason, after the comma ("…, no time", "…, zu teuer", "…, trop cher", "…, sin
# tiempo"): short and with no verb of its own. A lack only after a stop ("I have two kids, no pets" is content).
_EXCESS = re.compile(r"^(?:(?:way|much|far|viel|beaucoup|muy|molto|muito)\s+)?(?:too|zu|trop|demasiado|troppo|demais)\s+"
                     r"[\wäöüßéèàíóúç-]+(?:\s+[\wäöüßéèàíóúç-]+)?$", re.I)
# (or a comparison given as the reason for the change: "Comprei uma moto, sai muito mais barato", "…, much cheaper")
_COMPARED = re.compile(r"^(?:(?:it['’]?s|that['’]?s|es|sale|sai|é|fica|c['’]est|ça revient|è|costa|viene|ist|kommt)\s+)?"
                       r"(?:(?:way|much|far|a lot|muito|mucho|bien|beaucoup|molto|viel)\s+)?"
                       r"(?:mais|menos|más|plus|moins|più|meno|cheaper|easier|faster|healthier|billiger|günstiger|einfacher|"
                       r"schneller|gesünder)\b(?:\s+[\wäöüßéèàíóúç-]+)?$", re.I)
_LACK = re.compile(r"^(?:no|not enough|keine|kein|zu wenig|pas (?:le|assez de)|plus le|sin|sem|senza|niente|non c['’]è)\s+"
                   r"(?:time|money|energy|zeit|geld|lust|temps|argent|tiempo|dinero|ganas|tempo|soldi|voglia|dinheiro)$", re.I)
# How long what just ended had lasted ("…, after 40 years", "…, nach 20 Jahren", "…, después de casi 40 años").
_AFTER_YEARS = re.compile(r"^(?:after|nach|après|después de|dopo|depois de)\s+(?:(?:almost|nearly|over|more than|fast|über|"
                          r"presque|plus de|casi|más de|quasi|oltre|quase|mais de)\s+)?(?:\d+|\w+)\s+"
                          r"(?:years?|months?|jahren?|monaten?|ans|années|mois|años|meses|anni|mesi|anos)$", re.I)
# What stays as it was, said beside a change ("…, still in Bristol"): no new state, the old one goes on.
# A shrug after a comma, no statement ("Non lavoro più in Ferrari da due mesi, ma vabbè", "I left Acme, but whatever",
# "Je ne suis plus chez Orange, mais bon", "Ich bin nicht mehr bei Bosch, aber egal", "Ya no trabajo allí, pero bueno").
_SHRUG = re.compile(r"^(?:but|ma|mais|aber|pero|mas)\s+(?:whatever|oh well|anyway|vabbè|vabbe|va beh|va bene|pazienza|bon|bref|"
                    r"tant pis|egal|naja|na ja|bueno|en fin|enfim|paciência|fazer o quê|tudo bem)\W*$", re.I)
_STILL_WHERE = re.compile(rf"^(?:{STILL_WORDS})\s+"
                          r"(?:in|at|à|au|en|a|em|no|na|bei|im|with|with my|chez)\s", re.I)


def without_reason(clause: str, lang: str) -> str:
    """The clause without the reason, purpose or aftermath told after its state (see above): "Ich esse jetzt
    wieder Fisch wegen meiner Eisenwerte" → "Ich esse jetzt wieder Fisch". The state before it is left whole,
    and never less than a verb and what it acts on."""
    if lang == "zh":  # (the cause or purpose before a verb of change: "我因为工作搬到了上海", "我为了离父母近一点搬回了成都")
        return _ZH_WHY_BEFORE_CHANGE.sub("", clause)
    if lang == "ja":  # (the purpose before the verb: "家族の近くに住むために大阪に引っ越しました")
        if _JA_AIMED.search(clause):
            return clause
        # (and how things still are after a change: "仙台に越してきて2週間、まだ段ボールだらけです")
        cut = _JA_PURPOSE.sub(r"\1", _JA_STILL_AFTER_CHANGE.sub(r"\1", clause))
        return cut if len(cut) >= 4 else clause
    head = clause
    if (cause := _CAUSE.get(lang)) and (m := re.search(rf"\s+(?:{cause})(?:\s+|(?<=['’]))(.+)$", head, re.I)):
        # (German: a short cause ending on its noun, with no place, negation or object of the verb after it:
        # "wegen der Arbeit in Berlin", "wegen der Schwangerschaft vorübergehend keinen Fisch" are cut nowhere)
        if lang != "de" or (re.search(r"(?:^|\s)(?-i:[A-ZÄÖÜ])[\wäöüß-]+$", m.group(1)) and len(m.group(1).split()) <= 3
                            and not re.search(r"\b(?:in|nach|bei|an|auf|zu|im|am|kein\w*|nicht|vorübergehend)\b", m.group(1))):
            head = head[:m.start()]
    if (purpose := _PURPOSE.get(lang)) and not _AIMED.search(head) and (
            m := re.search(rf",?\s+(?:{purpose}).*$", head, re.I)) and not names_a_move(m.group(0)):
        head = head[:m.start()]  # (not a move told as the purpose: "On a quitté Paris pour s'installer à Bordeaux")
    # (never a name: a cut that takes one took the employer or the place with it, "trabaja para Uber", "I work
    # in London, for Boeing"; German writes every noun capitalised, its cause is guarded above)
    if lang != "de" and re.search(r"\s(?-i:[A-ZÀ-Þ])\w", clause[len(head):]):
        head = clause
    comma = head.rfind(",")
    if comma > 0:
        tail = head[comma + 1:].strip()
        if (_EXCESS.match(tail) or _COMPARED.match(tail) or _AFTER_YEARS.match(tail) or _STILL_WHERE.match(tail) or _SHRUG.match(tail)
                or (_LACK.match(tail) and (NO_LONGER.search(head[:comma]) or stop_said(head[:comma])))):
            head = head[:comma]
    # (and what only details the state, one comma at a time from the end: "Ich fahre einen Skoda Octavia, Diesel,
    # Bj. 2016", core/model/details.py)
    while ((comma := head.rfind(",")) > 0 and (kinds := detailed_kinds(head[comma + 1:]))
           and attribute_of(head[:comma]) in kinds):
        head = head[:comma]
    head = head.rstrip(" ,;:")
    return head if len(head.split()) >= 2 else clause


# -- "There" standing for the place just named ----------------------------------------------------
# "Ich habe eine Eigentumswohnung in Mainz und wohne auch dort": the second statement says where the person
# lives only by the place the first one named. (French "là-bas" is one word of it; "ce jour-là", "celle-là" none.) Alone it would be kept as "wohnt auch dort", a fact that says
# nowhere and matches nothing later; the place is put in its stead, as the clause before said it.
_THERE = {"en": r"\bthere\b(?!\s*(?:is|are|was|were|['’]s|['’]re|has|have|had|will|would|isn['’]t|aren['’]t|wasn['’]t|weren['’]t)\b)", "de": r"\bdort\b", "fr": r"(?<![\w-])là(?:-bas)?(?![\w-])", "es": r"(?<!\w)(?:allí|allá|ahí)(?!\w)",
          "it": r"(?<!\w)(?:lì|là)(?!\w)", "pt": r"(?<!\w)(?:lá|ali)(?!\w)"}
# (a place said where something is, with the words the message used: "in Mainz", not "nach Leipzig", whose
# "to" would not say where the person is, and whose "in" the message never wrote)
_AT_PLACE = {"en": r"in|at", "de": r"in", "fr": r"à", "es": r"en", "it": r"a|in", "pt": r"em"}
# (a name, not a time: "in May", "im Mai", "at Christmas")
_TIME_NAME = (r"(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|"
              r"wednesday|thursday|friday|saturday|sunday|christmas|easter|januar|februar|märz|mai|juni|juli|oktober|"
              r"dezember|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|weihnachten|ostern)\b")
_NAME = rf"(?!{_TIME_NAME})(?-i:[A-ZÀ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w'’-]+){{0,2}}"


def there_placed(clause: str, before: str | None, lang: str) -> str:
    """The clause with its "there" ("dort", "allí", …) said as the place the clause before it named, if that
    one named a place and this one names none of its own."""
    if before is None or lang not in _THERE or not (there := re.search(_THERE[lang], clause, re.I)):
        return clause
    if re.search(rf"(?<!\w)(?:{_AT_PLACE[lang]})\s+{_NAME}", clause, re.I):
        return clause
    places = re.findall(rf"(?<!\w)((?:{_AT_PLACE[lang]})\s+{_NAME})", before, re.I)
    if not places:
        return clause
    return f"{clause[:there.start()]}{places[-1]}{clause[there.end():]}"


# -- A place said once for two verbs --------------------------------------------------------------
# "I live and work in Leeds", "Vivo e lavoro a Verona, in Intesa Sanpaolo", "Ich wohne und arbeite in Köln": the
# clauses are split at "and", which left the first a bare verb ("User lives") that says nowhere and ends nothing. It
# is given the place the second names right after its verb, as the message said it for both. Only a verb that needs a
# place (living, working, being born or raised; not studying, "Estudio y trabajo en Mercadona" studies at no shop), only
# joined by "and" to the person's own verb, and only a place by its name ("I live and work remotely" gives no place of
# living). The place may be the employer's ("Vivo y trabajo en Telefónica"): what a home so read would end is asked
# (statements.py marks it a guess).
_BARE_PLACE_VERB = {
    "en": r"(?:i|we)\s+(?:live|work|grew\s+up|was\s+born|were\s+born)",
    "fr": r"(?:je|j['’]|nous|on)\s*(?:vis|vit|vivons|habite|habitons|travaille|travaillons|suis\s+née?|ai\s+grandi)",
    "de": r"(?:ich|wir)\s+(?:wohne|wohnen|lebe|leben|arbeite|arbeiten|bin\s+geboren|bin\s+aufgewachsen)",
    "es": r"(?:yo\s+)?(?:vivo|vivimos|resido|trabajo|trabajamos|nací|crecí)",
    "it": r"(?:io\s+)?(?:vivo|viviamo|abito|abitiamo|lavoro|lavoriamo|sono\s+nat[oa]|sono\s+cresciut[oa])",
    "pt": r"(?:eu\s+)?(?:moro|moramos|vivo|vivemos|trabalho|trabalhamos|nasci|cresci)"}
_SOMEONE_OPENS = re.compile(r"(?:my|his|her|their|our|the|a|an|mon|ma|mes|son|sa|ses|le|la|les|mein\w*|sein\w*|ihr\w*|der|die|das|"
                            r"mi|mis|su|sus|el|los|las|il|lo|gli|mio|mia|suo|sua|o|os|as|meu|minha|seu|(?-i:[A-ZÀ-Þ])\w+)$", re.I)
_AND_WORD = {"en": r"and", "fr": r"et", "de": r"und", "es": r"y|e", "it": r"e|ed", "pt": r"e"}
# (the place as the second verb says it, right after it: "work in Leeds", "lavoro a Verona", "trabalho no Porto")
_AT_PLACE_AFTER_VERB = {"en": r"in|at", "de": r"in", "fr": r"à", "es": r"en", "it": r"a|in", "pt": r"em|no|na"}


def place_shared(clause: str, source: str, after: str | None, after_source: str, message: str, lang: str) -> str:
    """The clause, a bare verb of living or working joined by "and" to the next (``after``), given the place
    the next names (see above); else the clause as it was."""
    if after is None or lang not in _BARE_PLACE_VERB or not re.fullmatch(_BARE_PLACE_VERB[lang], clause.strip(), re.I):
        return clause
    # (the second's verb as written: its subject put back by the splitter is not in the message, "Ich arbeite in Köln")
    verb = re.sub(r"^(?:(?:i|we|je|nous|on|ich|wir|yo|io|eu)\b|j['’])\s*", "", after_source.strip(), flags=re.I).split()
    # (the second verb the person's own, as written: not "I live and my sister works in Leeds")
    if verb and _SOMEONE_OPENS.match(verb[0]):
        return clause
    if not verb or not re.search(rf"{re.escape(source.strip())}\s+(?:{_AND_WORD[lang]})\s+{re.escape(verb[0])}", message, re.I):
        return clause
    place = re.match(rf"^(?:[\w'’]+\s+){{1,3}}?((?:{_AT_PLACE_AFTER_VERB[lang]})\s+{_NAME})", after.strip(), re.I)
    # (not a figure of speech: "Moro e trabalho na Farfetch, praticamente", "Vivo e lavoro in Ferrari, è la mia seconda casa")
    if place is None or _FIGURE_OF_SPEECH.search(message) or _NO_TOWN.search(place.group(1)):
        return clause
    return f"{clause.strip()} {place.group(1)}"


# (a language or a tool worked in, no town: "Vivo y trabajo en inglés", "I live and work in Slack")
_NO_TOWN = re.compile(r"\b(?:english|spanish|french|german|italian|portuguese|chinese|japanese|inglés|español|francés|alemán|"
                      r"anglais|français|allemand|espagnol|englisch|deutsch|französisch|spanisch|inglese|italiano|francese|tedesco|"
                      r"inglês|português|espanhol|francês|slack|teams|excel|notion|zoom|outlook|jira|figma|photoshop|python|"
                      r"schichten|teilzeit|vollzeit|remote|homeoffice|google|docs|sheets|pjs|pyjamas|pajamas|pijamas?)\b", re.I)
_FIGURE_OF_SPEECH = re.compile(r"\b(?:practically|basically|pretty much|second home|praticamente|prácticamente|praticamente|"
                               r"praktisch|quasi|pratiquement|seconda casa|segunda casa|deuxième maison|zweites zuhause|"
                               r"ya sabes|tu sais|weißt du|bueno,? casi|almost)\b", re.I)
