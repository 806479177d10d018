"""The first-person declarative clauses of a message: where a fact about the person can be.

Everything else (questions, requests to the assistant, small talk, remarks about the
conversation, other people's doings) is dropped here, before any model sees it; a message left
with no clause costs no model call. Rules per language (EN, ZH, FR, DE, ES, JA; IT and PT in
core/model/italian_portuguese.py): a small,
readable set of patterns, tested case by case in tests/unit/test_statements.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from mnemosyne_app.core.model import (
    companions, hobbies, list_owner, pet_nouns, italian_portuguese as itpt, others, scripts, someone_named, told_by_the_new)
from mnemosyne_app.core.model.bare_states import bare_states
from mnemosyne_app.core.model.work_vehicle_home import JA_ROLE_NOUN
from mnemosyne_app.core.model.attributes import (
    CHILD_NOUNS, COUPLE_OVER, HOUSEHOLD_COUNT, PARTNER_NOUNS, attribute_of, is_negation, is_past, is_pet_naming,
    own_contract_ended, own_last_day)
from mnemosyne_app.core.model.fronted import after_adverbial, split_fronted, without_cause_first
from mnemosyne_app.core.model.pets_gone import FOUND_AGAIN, NOT_A_NAME, pet_gone
from mnemosyne_app.core.model.plans import is_plan
from mnemosyne_app.core.model.questions import asks
from mnemosyne_app.core.model.stopping import STOP_VERB, ZH_STOPPED, fr_ne_restored, lost_thing, named_one_rehomed, stop_said
from mnemosyne_app.core.model.normalise import _EMOJI, DE_ELIDED, WE_ADVERB, ZH_THEIRS, household_as_i, when_before_we
from mnemosyne_app.core.model.said_with_duration import joined_durations, opening_state, with_its_verb
from mnemosyne_app.core.model.sentence_ends import cheer_as_comma, sentences
from mnemosyne_app.core.model.wording import (
    BULLET, HYPOTHETICAL, IF_START, LABEL, LAUGH, QUOTED, birthday_cake, drops_i, en_spelled_out, laugh_split, strip_trailing,
    unquoted, zh_spelled_out)

_HAN, _KANA = scripts.HAN, scripts.KANA
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)

_MARKERS = {
    "fr": {"je", "j", "j'", "mon", "ma", "mes", "moi", "suis", "habite", "travaille", "nous", "et", "est", "le",
           "la", "les", "une", "des", "à", "mais", "depuis", "chez", "avec", "très", "ai", "vais", "notre"},
    "de": {"ich", "mein", "meine", "meinen", "meiner", "meinem", "bin", "habe", "und", "nicht", "die", "der", "das",
           "ist", "seit", "wohne", "arbeite", "wir", "zwei", "aber", "mit", "kein", "keine", "eine", "ein", "auch",
           # (what is said of someone else: "Meine Schwester wohnt in Wien" has one other marker)
           "wohnt", "arbeitet", "heißt", "lebt", "hat", "sind", "jetzt", "noch", "schon", "bei", "für", "nach", "unser",
           "unsere", "vom", "beim", "dem", "den", "des", "sich", "auf", "einen", "einem", "einer", "oder",
           "mir", "mich", "dass", "weil", "wenn", "gibt"},
    "es": {"yo", "mi", "mis", "soy", "estoy", "tengo", "vivo", "trabajo", "el", "los", "las", "y", "pero", "una",
           "que", "con", "desde", "hace", "me", "muy", "también", "llamo", "hablo", "del", "en", "años", "nuestro",
           "nuestra", "nuestros", "nuestras"},
    **itpt.MARKERS,
}


# A Chinese layoff said of the company, and the person said to be on its list in the next clause.
_ZH_LAYOFFS = re.compile(r"裁员|优化|减员")
_ZH_ON_THE_LIST = re.compile(r"^我(?:也|就|都)?(?:在|上了)(?:裁员|优化)?(?:名单|其中|里面)")


# A role-play or a pretence asked of the assistant ("Let's role-play: you're my landlord, I'm the tenant", "假装你是面试官，
# 我是来应聘厨师的", "ロールプレイしよう", "Lass uns ein Rollenspiel machen"): what the person says of themselves in it is a
# part they play, no fact of theirs.
ROLE_PLAY = re.compile(r"\b(?:let['’]?s (?:do (?:a|some) )?role-?play|role-?play (?:with me|as)|pretend (?:you['’]?re|to be|that you)|"
                       r"rollenspiel|tu (?:es|serais) (?:un|une|le|la|mon|ma) [^.!?]{0,40}, (?:et )?(?:moi )?je suis|jeu de rôle|"
                       r"fais comme si tu étais|juego de rol|haz como si fueras|gioco di ruolo|fai finta di essere|facciamo finta|"
                       r"faz de conta|finge que (?:você|tu) é|vamos fazer um role-?play)\b|角色扮演|假装你是|你(?:来)?扮演|ロールプレイ|"
                       r"(?:あなた|君)は\S{1,12}役|ごっこ|お芝居", re.I)


def _profile_list():
    from mnemosyne_app.core.model import profile_list  # (it reads clauses' own tests of the person's verb)

    return profile_list


def _opened(said: list[str], lang: str) -> list[str]:
    """The sentences, each without the words that only open it in that language ("E eu me mudei" → "eu me mudei")."""
    return [_OPENERS[lang].sub("", s.strip()) for s in said]


_PT_OWN = frozenset({"minha", "minhas", "meu", "meus", "nosso", "nossa", "nossos", "nossas"})


def language(text: str) -> str:
    """en, zh, ja, fr, de, es, it or pt: the language a message's facts are written in."""
    if _KANA.search(text):
        return "ja"
    if _HAN.search(text):
        return "zh"
    words = [w.lower() for w in _WORD.findall(text)]
    said = sentences(text)  # (split once: every reading below goes over the same sentences)
    # (a capitalised word inside a sentence is a name, no word of a language: "A minha gata Mia adora caixas" has no
    # Italian "mia"; German writes every noun so, and "I" is English's own: both are counted as written)
    named = {w.lower() for s in said for w in _WORD.findall(s)[1:] if w[:1].isupper() and not w.isupper()}
    scores = {lang: sum(w in marks and (lang == "de" or w not in named) for w in words) for lang, marks in _MARKERS.items()}
    scores["en"] = sum(w in _EN_MARKS for w in words)
    if re.search(r"[ñ¿¡]", text):
        scores["es"] += 3
    # (the Spanish month after its article is no French "mes", my: "Terminamos hace un mes" is Spanish, and its
    # "mes" must not become a French "ses")
    scores["es"] += 2 * len(re.findall(r"\b(?:un|el|este|cada|al|por|del|hace un) mes\b", text, re.I))
    # Spanish drops "yo": a sentence opening on a Spanish first-person verb is Spanish.
    from mnemosyne_app.core.model.normalise import es_first_person

    # (read after the words that only open a sentence, as its clauses are: "… 😅 y ayer adopté una tortuga")
    scores["es"] += 3 * any(es_first_person(s) or after_adverbial(s, "es") for s in _opened(said, "es"))
    # (and English drops "I" in chat: "Got engaged to Maria!! So happy" is not Italian for its "so")
    scores["en"] += 3 * any(drops_i(s) for s in said)
    if re.search(r"[äöüß]", text):
        scores["de"] += 3
    # (a German question, its verb before its subject: "Was schenkt man da so?", "Wie lange dauert das?")
    scores["de"] += 3 * any(_DE_ASKED.match(s) for s in said)
    # ("ich" is German alone: "Ich arbeite als Pflegerin in einem Altenheim in Dresden" has two "in")
    scores["de"] += 3 * bool(re.search(r"\b(?:ich|wir)\b", text, re.I))  # (and "wir": "Wir wohnen in Leipzig" has an English "in")
    # (German chat with "ich" left out: "Hab keinen Hund mehr", "Wohne jetzt in Hamburg")
    # (not where an English "I" is said: "Here in Leeds I cycle everywhere" opens on no German verb)
    scores["de"] += 3 * any(_DE_DROPPED_ICH.match(s) and not _DE_OWN_SUBJECT_VERB.search(s) and not re.search(r"(?-i:\bI\b)", s)
                            for s in said)
    # (not a Portuguese "ç": "-ção", "-ções", "-ço" end no French word, "por onde começo?" is no French)
    if re.search(r"œ|ç(?!ão|ões|os?\b)|\b[jJ]['’]", text):
        scores["fr"] += 3
    # (a French past told with "on", "il", "elle": "On a quitté Paris pour s'installer à Bordeaux")
    if re.search(r"\b(?:on|il|elle|nous) (?:a|avons|est|s['’]est) \w+(?:é|ée|és|ées|i|is|u|us)\b", text, re.I):
        scores["fr"] += 3
    if re.search(r"[ãõ]", text):
        scores["pt"] += 4
    # (Italian "I miei genitori", "I nostri figli": the plural article, no English "I")
    scores["it"] += 3 * bool(re.search(r"(?-i:\bI) (?:miei|mie|nostri|nostre)\b", text))
    # (an Italian reflexive of the person's, no Spanish "mi" before a noun, which es_first_person counted above: "Mi
    # trovo bene a Torino", "Mi alleno", "Mi occupo di marketing")
    reflexive = bool(re.search(r"\bmi (?:trovo|alleno|sento|chiamo|occupo|trasferisco|sposo|laureo|iscrivo|sveglio|rilasso|"
                               r"alzo|diverto|annoio|preoccupo|godo|dedico|muovo|sposto|fermo|metto)\b", text, re.I))
    scores["it"] += 3 * reflexive
    scores["es"] -= 3 * reflexive
    # (a weekday after "no"/"na" is Portuguese: Spanish says "el sábado", "Nos casamos no sábado")
    # (not beside a Spanish weekday, "el sábado no domingo", nor in English: "flying home no domingo")
    scores["pt"] += 3 * bool(re.search(r"\b(?:no (?:sábado|domingo)|na (?:segunda|terça|quarta|quinta|sexta))\b", text, re.I)
                             and not re.search(r"\b(?:el|de|a) (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b|"
                                               r"(?-i:\bI\b)|\bI['’]m\b", text, re.I))
    # (both drop "I" as Spanish does: a sentence opening on their own first-person verb)
    for lang in ("it", "pt"):
        # (or after a phrase of when: "Questo fine settimana vado a Bari")
        scores[lang] += 3 * any(itpt.starts_on_own_verb(s, lang) or after_adverbial(s, lang) for s in _opened(said, lang))
    for lang in dict.fromkeys((*_WE_BY_VERB, *HOUSEHOLD_WE)):  # ("Ci siamo sposati a giugno", "On s'est mariés en mai", "A gente se mudou")
        scores[lang] += 5 * any(we_by_verb(s, lang) for s in said)
    scores["it"] += 2 * bool(re.search(r"\b(?:vivo|abito|lavoro|sono) (?:a|in|da|al|alla)\b|\bè\b|\bmi sono\b|\bmi piac(?:e|ciono)\b|"
                                       r"\bl['’](?:ho|hai|ha|abbiamo|hanno)\b|"  # (an object taken up: "La palestra l'ho mollata")
                                       # ("non … più" with its verb: no other language's; "più" alone may be a song's title)
                                       r"\bho \w+(?:ato|uto|ito)\b|\bnon (?:\w+ ){1,2}più\b", text, re.I))
    scores["pt"] += 2 * bool(re.search(r"\b(?:vivo|moro|trabalho|sou) (?:em|no|na|da|do)\b|\bé\b", text, re.I))
    # (the person's own in Portuguese, no other language's word: "A minha gata Mia adora caixas", against English's "a")
    # (not in a title: "I love Meu Malvado Favorito")
    scores["pt"] += 2 * any(w in _PT_OWN and w not in named for w in words)
    best = max(scores, key=lambda k: (scores[k], k == "en"))
    return best if scores[best] > 0 else "en"


_DE_ASKED = re.compile(r"^(?:was|wie|wo|wann|warum|wieso|wer|welche[rsmn]?)\s+(?:lange\s+)?[a-zäöüß]+(?:t|st|en)\s+"
                       r"(?:man|du|ihr|er|sie|es|wir|ich|das|der|die|dein|deine)\b", re.I)
_EN_MARKS = {"i", "i'm", "my", "the", "and", "is", "am", "a", "an", "to", "of", "in", "have", "with", "we", "at",
             "for", "it", "was", "but", "me", "i've", "i'd", "don't", "live", "work", "this", "that", "so", "as"}


def is_question(sentence: str, lang: str) -> bool:
    s = sentence.strip()
    if s.endswith(("?", "？")) or s.startswith(("¿",)) or asks(s, lang):  # (asked with no mark: core/model/questions.py)
        return True
    low = s.lower()
    if lang == "en":
        return bool(_EN_QUESTION.match(low))
    if lang == "zh":
        return bool(re.search(r"(吗|呢|么|吧)[。！]?$", s)) or bool(re.match(r"^(什么|怎么|为什么|哪|谁|是否|能不能|可不可以)", s))
    if lang == "ja":
        return bool(re.search(r"(か|かな|かしら|の)[。！]?$", s))
    if lang == "fr":
        return bool(re.match(r"^(est-ce|pourquoi|comment|quand|où|qui|quel|quelle|combien|peux-tu|pouvez-vous|"
                            r"tu (?:peux|pourrais|sais|connais|as)|vous (?:pouvez|pourriez)|"
                            r"(?:des|une|un) (?:idées?|conseils?|suggestions?))\b", low))
    if lang == "de":
        return bool(re.match(r"^(was|wie|warum|wann|wo|wer|welche[rsmn]?|kannst|können|könntest|gibt es)\b", low))
    if lang == "es":
        return bool(re.match(r"^(qué|cómo|por qué|cuándo|dónde|quién|cuál|puedes|podrías)\b", low))
    if lang in itpt.QUESTION:
        return bool(itpt.QUESTION[lang].match(low))
    return False


# A Japanese sentence that ends on a verb's te-form asks ("コード進行の練習法を教えて", "献立を考えて"): a request
# to the assistant. (Mid-sentence the te-form joins clauses, "銀行を辞めて、…", so only a sentence's last part;
# the progressive, "住んでて", "住んでいて", the completive and the passive, "盗まれてしまって", trail off telling
# what happened: no request.)
_JA_TE_REQUEST = re.compile(r"(?<![てでれ])(?<![てで]い)(?<!しまっ|ちゃっ|じゃっ)[てで]$|ないで$")


_EN_QUESTION = re.compile(
    r"^(what|what's|how|why|when|where|who|which|can|could|would|will|should|do|does|did|is|are|was|were|"
    r"have|has|shall|may|any ideas?|any tips|any suggestions?|any recommendations?|any advice|thoughts)\b")

# An opinion or a wondering said of something ("Ich finde Homeoffice überschätzt", "Ehrlich gesagt finde ich …", "Je
# trouve que le télétravail …", "Sometimes I wonder why…", "I kind of regret it"): no fact, unless the rules place a
# state in it, which it then carries ("Ich finde meinen Job bei SAP toll", "I kind of regret quitting Google").
_OPINION = {
    "en": re.compile(r"^(?:(?:sometimes|often) i wonder|(?:now )?i (?:kind of|kinda|sort of) (?:regret|miss|hate|like|love))\b", re.I),
    "fr": re.compile(r"^je trouve\b", re.I),
    "de": re.compile(r"^(?:ich finde|.*\b(?:finde|fand) ich)\b", re.I),
}


def opinion_only(clause: str, lang: str) -> bool:
    """Whether the clause is an opinion or a wondering (``_OPINION``) that carries no state the rules place, nor a stop."""
    return bool(_OPINION.get(lang, _NO).match(clause.strip())) and attribute_of(clause) is None and not (
        STOP_VERB.search(clause) or stop_said(clause))


# Code pasted into a message ("for i in range(10) print(i)", "if (x == 1) {"): a call of a name code has (a dotted or
# underscored one, print, range…), a comparison, braces, a statement's semicolon. Its words are no one's statement.
# (Not a word glued to a bracket in prose: "Vendimos el coche(por fin)".)
_CODE = re.compile(r"\b(?:print|range|len|def|return|console\.log|printf|echo|\w+\.\w+|\w+_\w+)\([^()\n]*\)|==|!=|[{}]|"
                   r";\s*$|\bfor \w+ in \w+")
# (a clause that opens on the person, "I use numpy.array() a lot at work", is theirs, whatever code it names)
_OPENS_ON_THE_PERSON = re.compile(r"(?:I|I['’]m|My|my|Je|je|J['’]|j['’]|Ich|ich|Yo|yo|Io|io|Eu|eu)\b|我|私")


def pasted_code(clause: str) -> bool:
    """Whether the clause is code pasted in (``_CODE``), not a statement of the person's that names some."""
    return bool(_CODE.search(clause)) and not _OPENS_ON_THE_PERSON.match(clause.strip())


# A request, a remark about the exchange, a wish for the assistant to act, a thought or a mood
# phrase: a first-person clause that states nothing lasting about the person.
_NOT_A_FACT = {
    "en": re.compile(
        r"^(please|pls|remind me|tell me|show me|give me|help me|let me|let's|write|explain|summari[sz]e|translate|"
        # a request glued on after a comma ("I'm allergic to penicillin, remind them to tell the nurse")
        r"remind (?:them|him|her|us|everyone)|tell (?:them|him|her|us|everyone|the)|make sure|don'?t forget|"
        r"remember to|be sure to|ask (?:them|him|her)|"
        # a move that says nothing of where ("User just moved here")
        r"i (?:\w+ )?moved (?:here|there|in)(?: \w+)?$|"
        # (greetings as words: "hi" is not the start of "His name is Rex" nor of "High blood pressure ...")
        r"(?:ok|okay|thanks|thank you|haha|lol|hi|hello|hey|good (morning|night|evening)|bye)\b|"
        r"i (want|need|would like|'d like) you|i'?d (like|love|appreciate|prefer it if you)|i need (help|some|a |an |to know)|"
        # ("I'm back" is small talk; "I'm back from Lisbon" ends a trip: attributes.TRIP_OVER)
        r"i want to know|i'?m (wondering|curious|not sure|sure|confused|stuck|here|done|ready|sorry|glad|happy to|"
        r"back(?! from (?!(?:work|school|college|uni|the|a|an|my|our|lunch|dinner|class|practice|holiday|vacation|break)\b)))|"
        r"i (was|am) wondering|i wonder|(?:sometimes|often) i wonder (?:what|how|if|whether)|i wish|i'?m (?:a|such a) genius|i think|i guess|i believe|i feel like|i hope|i agree|i see|i mean|"
        r"i understand|i don'?t (know|understand|get it|think)|i forgot|i'?m asking|i (just )?(asked|said|mentioned)|"
        # (a plan or a thought, with its "I'm" or without: "Thinking about handing in my notice" leaves no job)
        r"(?:i'?m )?(?:thinking|planning|considering|hoping|debating) (?:about|of|to|whether|if)\b|i'?m looking for (ideas|tips|advice|suggestions|recommendations|help)|"
        r"(?:my|our) (?:[\w'’-]+ ){1,3}?(says|said|thinks|thought|told|asked|wants|wrote|texted|emailed|claims)\b|"
        # a pro-verb and nothing it stands for ("We finally did it and moved to Harrogate"): the content is the clause after
        r"(?:i|we) (?:\w+ )?(?:did|made|done|pulled off) it$|"
        r".*\b(?:please|pls|plz)\b)"),
    "fr": re.compile(r"^(s'il te plaît|s'il vous plaît|merci|salut|bonjour|bonsoir|peux-tu|pourrais-tu|explique|écris|"
                     r"je (veux|voudrais|voulais) (que|savoir)|je me demande|je pense que|je crois que|je ne sais pas|"
                     r"j'aimerais (que|savoir)|aide-moi|dis-moi|je cherche (des|une|un) (idées?|conseils?|suggestions?)|"
                     r"je (?:pense|songe|réfléchis) à|j'envisage de|"  # (a change only thought of)
                     # (a wish: "Si seulement je parlais japonais"; an opinion is _OPINION's)
                     r"si seulement|j'aimerais tellement|"
                     r".*\b(?:s'il te plaît|s'il vous plaît|svp|stp))\b"),
    "de": re.compile(r"^(bitte|danke|hallo|hi|guten (morgen|tag|abend)|kannst du|könntest du|erkläre|schreib|sag mir|"
                     r"ich (möchte|will) (wissen|dass)|ich frage mich|ich glaube|ich denke|ich weiß nicht|hilf mir|"
                     r"ich überlege|ich spiele mit dem gedanken|"  # (a change only thought of)
                     # (a wish and what it wishes for, "Ich wünschte, ich könnte Japanisch sprechen"; an opinion is _OPINION's)
                     r"ich wünschte|ich wünsche mir|ich könnte|"
                     r"(?:ich )?suche (ideen|tipps|rat|hilfe)|.*\bbitte|"
                     # someone else's wish about the person ("[mein Chef] will, dass ich pendle")
                     r"(?!ich\b)[\wäöüß]+,\s*(?:dass|ob)|dass)\b"),
    "es": re.compile(r"^(por favor|gracias|hola|buenos días|buenas (tardes|noches)|puedes|podrías|explica|escribe|"
                     r"dime|ayúdame|quiero (saber|que)|me pregunto|creo que|pienso que|no sé|necesito (ayuda|saber)|"
                     r"traduce|traduzca|corrige|revisa|resume|ojalá|"
                     r"estoy pensando en|pienso en|estoy considerando|me estoy planteando|"  # (a change only thought of)
                     r"busco (ideas|consejos)|.*\bpor favor)\b"),
    "zh": re.compile(r"^(请|帮我|给我|告诉我|提醒我|以后请|麻烦|谢谢|哈哈|你好|早上好|早安|晚上好|晚安|再见|我想知道|我觉得|我认为|我不知道|我想问|"
                     r"真希望|要是我|如果我|好的(?=[，,。！!\s]|$)|我们(?:再|来|先)?试|"
                     # someone else's words ("我同事说他对猫过敏"): about them, not the person
                     r"我的?(?:同事|朋友|老板|领导|老师|医生|室友|邻居|同学|家人|妈妈|爸爸|老婆|老公|女儿|儿子|男朋友|女朋友|"
                     r"哥哥|姐姐|弟弟|妹妹|父母)(?:说|告诉我|觉得|认为|问我|让我))"),
    "ja": re.compile(r"^(お願い|ありがとう|こんにちは|おはよう|こんばんは|教えて|手伝って|知りたい|私は?.{0,6}と思います|"
                     # (a request said politely: "職務経歴書の書き方を見てほしいです", "確認してもらえますか")
                     r".*(?:ください|下さい|お願いします|[てで](?:ほしい|欲しい)(?:です|んです)?|[てで](?:もらえ|いただけ)(?:ます|ません)か)$)"),
    **itpt.NOT_A_FACT,
}


@dataclass(frozen=True)
class Clause:
    text: str    # the clause with its subject: as written, or the subject it continues put back in front
    lang: str    # the language of its sentence (a message can mix them)
    source: str  # the words of the message it was read from
    joking: bool = False  # its sentence laughs at itself ("I live at the office lol")
    # a part of its sentence before it, read as no statement, names a year it does not, and it says no
    # "now": it may tell what followed a story of long ago ("Depois de sair da Galp em 2008, entrei na
    # EDP"), not a change now
    after_dated: bool = False
    # its sentence opens on a label that is no word of the person's about themselves ("Plan for next year: …", "Her
    # husband: …", "If I were rich: …"): what it lists is not split into the person's states (profile_list.py)
    framed: bool = False


# Openers that carry nothing ("Well,", "Quick background:"), stripped before a clause is read.
_OPENERS = {
    "en": re.compile(r"^((well|so|and|but|or|also|actually|oh|anyway|btw|by the way|fyi|just so you know|for context|"
                     r"fun fact|quick (background|context)|hi|hey|hello|ok|okay|yeah|yes|no(?!\s+longer\b)|um|hmm|lol|lmao|omg|ugh|ah|"
                     r"basically|honestly|literally|personally|ngl|tbh|fwiw|sadly|unfortunately|luckily|fortunately|thankfully|"
                     # (a word of candour: "To be honest, I don't speak German anymore")
                     r"to be honest|to be fair|truth be told|to tell (?:you )?the truth|in fact|frankly|"
                     # (what was found out, said before it: "turns out im not actually coeliac" kept "turns out User is …")
                     # (before the person's own "I" only: "turns out my boss quit, I'm the manager now" is left as it was)
                     r"(?:it\s+)?turns\s+out(?:\s+that)?(?=\s+(?:i|i['’]m|im|i've|ive)\b)|"
                     # (news announced before it is told: "Big news on my end, I've moved …", "Quick update:")
                     r"(?:(?:big|some|good|bad|great|quick|small|exciting|sad|happy|huge|massive|little)\s+)?(?:news|update)"
                     r"(?:\s+(?:on my end|on my side|from me|from my end|here|today))?(?=\s*[,:!.\-–—])|"
                     # (a dash after a space only: "Well-done steak", "So-called" are words)
                     r"(?:ha){2,}h?)\b(?![-–—'’]\w)(?:\s*[,:!.]|\s+[-–—])?\s*)+", re.I),
    # (and a conjunction opening the sentence, as in English, Italian and Portuguese: "… 😅 y la semana pasada
    # adoptamos una tortuga", "Et j'ai adopté un chat", "Und ich bin nach Köln gezogen")
    # (and "moi" before the person's "je": "Moi je reste végétarienne")
    # (and a word of candour before the statement, in each language: "La verdad es que ya no hablo alemán", "A dire il vero
    # non parlo più tedesco", "Pra ser sincero não falo mais alemão", "正直、ドイツ語はもう話せません": read as said without it)
    "fr": re.compile(r"^((alors|bon|bref|au fait|salut|bonjour|sinon|aussi|d'ailleurs|en fait|ça y est|et|mais|"
                     r"à vrai dire|honnêtement|franchement|pour être honnête|sincèrement|en vrai|"
                     r"moi(?=,?\s*(?:je\b|j['’])))\b[,:!]?\s*)+", re.I),
    # (not German's: the verb comes before the subject after it, "Ehrlich gesagt spreche ich …", read whole)
    "de": re.compile(r"^((also|übrigens|hallo|hi|ach ja|na ja|ja|nun|und|aber)\b[,:!]?\s*)+", re.I),
    "es": re.compile(r"^((bueno|pues|hola|por cierto|además|oye|y|e|pero|la verdad(?: es que)?|a decir verdad|sinceramente|"
                     r"francamente|honestamente|en realidad)\b[,:!]?\s*)+", re.I),
    "zh": re.compile(r"^((对了|顺便说一下|另外|其实|你好|哈喽|嗨|说实话|实话说|老实说|坦白说|讲真)[，,：:]?\s*)+"),
    "ja": re.compile(r"^((ちなみに|実は|こんにちは|あの|えっと|正直に言うと|正直|本当は)[、,：:]?\s*)+"),
    **itpt.OPENERS,
}

_NAME_THEN_VERB = someone_named.NAME_THEN_VERB  # (a clause of someone named: theirs)
# Where one sentence holds several statements: a conjunction followed by a new subject "I"
# (or a verb that takes the same subject). Anything else ("cats and dogs") stays whole.
# Someone's noun and a verb of saying or thinking ("vet said", "mum thinks"): _SPLIT cuts before it, SOMEONE_ELSE_SAYS
# reads it at a part's start.
_SAYS = r"[a-z]+\s+(?:said|says|told|tells|thinks|thought|reckons)\b"
_SPLIT = {
    # (not "so far": "…, loving it so far" is no clause "far")
    # (nor "because of": a cause phrase, no clause, cut from the state in core/model/asides.py)
    # (nor "so" as "very" after a copula: "I'm so tired today" is one clause; nor after "for": "I've been vegetarian for
    # so long I'm used to it" was cut into "…for" and "long I'm used to it")
    "en": re.compile(r"(\s*(?:,\s*(?:and|but|so)|;|\s(?:and|but|(?<!['’]m\s)(?<!\bam\s)(?<!\bis\s)(?<!\bwas\s)(?<!['’]s\s)"
                     r"(?<!['’]re\s)(?<!\bare\s)(?<!\bwere\s)(?<!\bfeel\s)(?<!\bbeen\s)(?<!\bget\s)(?<!\bgot\s)(?<!\bfor\s)so(?! far\b)(?! (?:much|long|well|many|badly|bad|often)\s+(?:that\s+)?(?:I|we)\b)|while|although|though|"
                     r"because(?! of\b)))\s+|"
                     r"\s(?:before|after)\s+(?=I\b)|"
                     # (what follows from how long or how much: "… for so long (that) I'm used to it", "Rent went up so much
                     # we moved to Bristol": cut after it, not at "so", which left "User moved to Bristol much")
                     r"(?:(?<=\bso much)|(?<=\bso long)|(?<=\bso well)|(?<=\bso many)|(?<=\bso badly)|(?<=\bso often)|"
                     r"(?<=\bso bad))\s+(?:that\s+)?(?=(?:I|we)\b)|"
                     # (a word of talk before the person may open it: "…, honestly I'm tempted to sell the Focus")
                     r",\s+(?=(?:(?:now|then|today|currently|nowadays|these days|honestly|tbh|actually|seriously|frankly|"
                     r"anyway|also|plus)\s+)?(?:[Ii]|[Mm]y|[Ww]e)\b)|"
                     # (a remark on what was just said, "…, it's all gone since uni", "…, that's why I ask")
                     r",\s+(?=(?:this|that|it)(?:\s|['’]s\s))|"
                     # (a change told after a denial with its "I" left out, "I don't live in Berlin anymore, moved back to
                     # Toronto": the new state, a clause of its own; session 38's review)
                     r"(?:(?<=anymore)|(?<=any more)|(?<=no longer))\s*,\s+(?=(?:just |then |and )?(?:moved|started|joined|switched|"
                     r"went back|got|bought|took up|now)\b)|"
                     # (someone else's word after it, "…, the vet said his kidneys were failing": theirs, not the person's)
                     rf",\s+(?=the\s+{_SAYS})|"
                     # someone just named goes on ("I have a daughter, she's ten"): their own statement
                     r",\s+(?=(?:he|she|they)(?:\s|['’]))|\s+[—–]\s+|,\s+(?=please\b)|"
                     # (or someone named, with a verb of their own: "…, Anna started at the hospital there")
                     rf"{someone_named.after_comma('en')}|"
                     r",\s+(?=(?:remind|tell|make sure|don'?t forget|remember to|be sure to|ask)\s)|"
                     r",\s+(?=(?!(?:including|according|regarding|concerning|considering|depending|following|excluding|"
                     r"during|nothing|something|anything|everything|morning|evening|thing)\b)[a-z]{2,}ing\s+"
                     r"(?:for|in|at|as|on|with|to|from|full-time|part-time)\b))"),
    "fr": re.compile(r"(\s*(?:,\s*(?:et|mais|donc|alors)|\s(?:et|mais|car|parce que))\s+|\s+[—–]\s+|"
                     r",\s+(?=(?:(?:maintenant|aujourd'hui|actuellement|désormais)\s+)?(?:je|j'|mon|ma|mes)\b)|"
                     # (the household's "we" opening a second statement: "Je suis mariée à Léa, on a un fils"; kept
                     # apart only where it is the person's, by _joined)
                     r"(?<!moi),\s+(?=(?:on|nous)\s)|"  # (not after "Léa et moi, on …": the couple's own subject)
                     r",\s+(?=(?:il|elle|ils|elles)\s)|"
                     rf"{someone_named.after_comma('fr')})", re.I),
    # (not "aber" without a comma before a preposition: a particle after the verb, "ich bleib aber bei meiner Currywurst"
    # is one statement, and split it left "ich bleib" and "bei meiner Currywurst")
    "de": re.compile(r"(\s*(?:,\s*(?:und|aber)|\s(?:und|aber(?!\s+(?:bei|mit|auf|an|zu|zum|zur|nach|von|vom|für|über)\b(?![^,.;!?]*\b(?:bin|habe|hab|ist|sind|war)\s+ich\b))|denn|weil))\s+|"
                     r"\s+[—–]\s+|"
                     r",\s+(?=(?:(?:jetzt|heute|inzwischen|mittlerweile)\s+)?(?:ich|mein|meine|wir)\b)|"
                     r",\s+(?=(?:jetzt|heute|inzwischen|mittlerweile|seitdem|nun)\s+\w+\s+ich\b)|"
                     # a new main clause of the person's, a time put first ("…, ab Juli bin ich selbstständig"), not a
                     # subordinate one ("…, so dass ich …")
                     r",\s+(?=(?:[\wäöüß.]+\s+){1,3}(?!(?:dass|weil|wenn|als|ob|damit|obwohl|bevor|nachdem|während|seit|"
                     r"seitdem|bis|da|wo|was|wie|falls|sobald|solange)\b)[a-zäöüß]+\s+ich\b)|"
                     # "ich" left out after a comma, the verb the person's ("ich bin 41, wohne in Köln", "…, esse jetzt Fisch");
                     # not the verb before "ich" after a clause put first ("Nachdem …, bin ich zu Bosch gegangen")
                     r",\s+(?=(?!(?:eine|keine|meine|deine|seine|ihre|unsere|diese|jede|alle|viele|welche|die|ohne|gerne|"
                     r"heute|bitte|große|kleine|neue|alte|erste|letzte|nächste|ganze|beide|einige|manche|solche|schon|"
                     r"gerade|bereits|gestern|morgen|jeden|ganz|eigentlich|leider|also|aber|ebenfalls)\b)(?:[a-zäöüß]{2,}e|bin|hab)\s(?!ich\b)|"
                     # (or chat's verb without its "-e": "Ich spiel Handball, geh schwimmen")
                     rf"(?-i:{DE_ELIDED})\s(?!ich\b|du\b|gesund\b|dran\b|cool\b|locker\b))|"
                     r",\s+(?=(?:er|sie|es)\s+(?:ist|hat|heißt|wohnt|arbeitet|geht|lebt|spielt|liebt|mag)\b)|"
                     # (or someone named with a verb of their own: "…, Frieda ist mit mir gekommen")
                     rf"{someone_named.after_comma('de')})", re.I),
    # (an emphatic "sí" after "pero" goes with it: "Soy vegetariano pero sí como huevos" is two statements)
    # (with its accent: "pero si" is "but if", a condition, "pero si me sale algo en Barcelona me mudo")
    "es": re.compile(r"(\s*(?:,\s*(?:y|pero)|\s(?:y|pero|porque))(?:\s+sí(?=\s+\w))?\s+|\s+[—–]\s+|"
                     r",\s+(?=(?:(?:ahora|hoy|actualmente)\s+)?(?:yo|mi|mis|me)\b)|"
                     rf"{someone_named.after_comma('es')}|{itpt.THEIRS_AFTER_COMMA['es']}|"
                     r",\s+(?=\w+(?:aron|ieron)\b))", re.I),  # (what others did: "…, cerraron la tienda")
    # (a space typed after an emoji between two clauses, as chat uses it for a comma: "下周去三亚玩五天🏖️ 帮我列个行李
    # 清单"; not any space, which chat also types inside one clause: "姉が 大阪に 引っ越しました", "我住在 上海")
    "zh": re.compile(r"([，,；]|(?:但是|而且|并且|所以|不过)|(?<=[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F])\s+(?=[^\x00-\x7f])|"
                     # (or before a request: "我在成都做程序员 帮我写个请假条")
                     r"(?<=[^\x00-\x7f])\s+(?=帮我|请|麻烦|能不能|可不可以|有没有))"),
    "ja": re.compile(r"((?<=[てでし])、|(?<=けど)、?|(?<=が)、|(?<=ので)、?|(?<=から)、|(?<=[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F])\s+(?=[^\x00-\x7f]))"),
    **itpt.SPLIT,
}


def clauses(text: str, lang: str | None = None) -> list[Clause]:
    """Each first-person clause of each statement, with its subject put back where a clause
    continues the one before ("... and work as a nurse", "... and she loves horses")."""
    if ROLE_PLAY.search(text):
        return []  # (a role-play asked for: its "I" is a part the person plays, "我是租客", "ich bin ein Mieter")
    text_lang = lang or language(text)
    out: list[Clause] = []
    owner = None  # "my daughter Mia": who "she" is in the next sentence
    ja_other_named = False  # someone else the Japanese message made its subject: a sentence without one may be theirs
    last_lang = text_lang
    # (a laugh between two statements ends the first: "fiz 41 ontem kkk a família fez um churrasco")
    # (a cheer or a face between two statements read as a comma: sentence_ends.cheer_as_comma)
    said = [q.strip() for s in sentences(unquoted(text), text_lang) for q in laugh_split(cheer_as_comma(birthday_cake(s)))]
    said = [s for s in said if s and re.search(r"\w", s)]
    said = _jokes_taken_back(said)
    # (a sentence sarcasm takes back with the next, "Ich freu mich riesig. Nicht.", "I love Mondays. NOT.", "Tô radiante.
    # Só que não.", or that ends on its own "… not!", says the opposite of its words: no statement, where it names
    # nothing of the person's own, _only_a_feeling)
    # (a sentence the next takes back, or that a joke after it undoes, "Married, two kids, live in Leeds lol jk I'm single":
    # no profile of the person's, see profile_list below)
    taken_back = {s for k, s in enumerate(said) if k + 1 < len(said) and (
        TAKEN_BACK.fullmatch(said[k + 1]) or list_owner.JOKE_OWNED_UP.match(said[k + 1]))}
    said = [s for k, s in enumerate(said) if not TAKEN_BACK.fullmatch(s) and not (
        (k + 1 < len(said) and TAKEN_BACK.fullmatch(said[k + 1]) or _ENDS_TAKEN_BACK.search(s)) and _only_a_feeling(s))]
    told = list(said)  # (the sentences, kept apart: "said" is also a clause's name below)

    def list_is_theirs(n: int) -> bool:
        """A list told with no subject in sentence n is the person's by the sentences around it (core/model/list_owner.py),
        read only where such a list is found: not after a sentence about someone else ("So my brother just moved. 34,
        single, live in Bath"), nor one the next sentence takes back or recasts ("That's the dream"); a question after it
        asks the assistant ("… Wie finde ich eine neue Partnerin?") and leaves it the person's."""
        if told[n] in taken_back or (n and list_owner.about_someone(told[n - 1], _sentence_language(told[n - 1], text_lang))):
            return False
        if n + 1 == len(told):
            return True
        following = _sentence_language(told[n + 1], text_lang)
        return not list_owner.recasts(told[n + 1], following, is_question(told[n + 1], following))

    starts, framed = [], []  # (where each sentence's clauses begin in out, and whether a label framed it)
    for n, sentence in enumerate(told):
        starts.append(len(out))
        framed.append(False)
        lang = _sentence_language(sentence, text_lang)
        sentence = BULLET.sub("", sentence)
        if lang == "en":
            sentence = en_spelled_out(sentence)
        elif lang == "zh":
            sentence = zh_spelled_out(sentence)
        whole_sentence = sentence  # (as said, before any cut: what a clause of it may be hedged by)
        question = is_question(sentence, lang)
        # (and a face or a ring opening it, typed after the sentence before: "Chloe said YES!!! 💍 we're engaged!!!")
        sentence = _LEADING_FACES.sub("", sentence)
        sentence = _OPENERS[lang].sub("", sentence.strip(" \t\"'“”¡")).strip()  # ("¡Ayer cumplí 35!")
        question = question or is_question(sentence, lang)  # "anyway how do I ..."
        joking = bool(LAUGH.search(sentence))
        if (cut := _RUN_ON_QUESTION.get(lang, _NO).search(sentence)) and cut.start() > 0:
            sentence, question = sentence[:cut.start()], False  # "... in walldorf kannst du mir helfen"
        if _introduces_material(sentence, lang):
            break  # "Translate to Spanish: I live in ...": the rest is text to work on, not statements
        if label := LABEL.match(sentence):  # "Note: I'm diabetic", "PS: I live in Oslo now"
            framed[-1] = list_owner.frames(label.group(0), lang)
            sentence = sentence[label.end():]
        sentence = companions.household_after_we(sentence, lang)  # ("We live in Leeds, me, my wife and our son")
        if lang == "fr":
            sentence = fr_ne_restored(sentence)  # ("je suis plus végé": spoken French's "je ne suis plus végé")
        if IF_START[lang].match(sentence.lower()):
            owner = None
            continue  # "If I lived in Paris, I'd ...": a supposition, and what would follow from it
        sentence = without_cause_first(_relative_clause_split(sentence, lang), lang)
        if (fronted := split_fronted(sentence, lang)) is not None:
            sentence = " — ".join(fronted)  # ("Since I left the army I work as a guard": two statements)
        if (head := _before_question(sentence, lang)) is not None:
            sentence, question = head, False
            joking = bool(LAUGH.search(head))  # (a laugh at the question after laughs at no statement: "I live in Croydon, any tips lol")
        elif question and (head := opening_state(sentence, lang, attribute_of)) is not None:
            sentence, question = head, False  # ("Vegan since 2019, any cake ideas?": the state, then the question)
            joking = bool(LAUGH.search(head))
        if lang == "en" and (role := _AS_ROLE.match(sentence)):  # "As the only nurse on nights, I need ..."
            said = f"I'm {role.group(1)}"
            if attribute_of(said) == "job":
                out.append(Clause(said, lang, role.group(0), joking))
                sentence = sentence[role.end():]
        if (not question and not framed[-1] and not first_person(sentence, lang) and not _ENDS_TAKEN_BACK.search(whole_sentence)
                and (listed := _profile_list().subjectless(strip_trailing(sentence.strip(" ,.!;")), lang, whole_sentence))
                and list_is_theirs(n)):
            # ("Divorced, two kids, live in Leeds, work as a plumber": a profile told with no subject, core/model/profile_list.py)
            out.extend(Clause(said, lang, sentence, joking) for said in listed)
            subject = subject_of(listed[-1], lang)
            owner, last_lang = (subject if not continued("x", subject, lang) else None), lang
            continue
        sentence, companion = _protect_companion(sentence, lang)
        pieces = [p.replace("\x00", companion).replace("\x01", ",") for p in _SPLIT[lang].split(sentence)]
        parts = _joined(lang, [strip_trailing(p.strip(" ,.!;。！，、")).strip(" ,.!;。！，、") for p in pieces[::2]],
                        pieces[1::2])
        if lang == "zh":  # ("一只叫年糕，一只叫汤圆": the two namings of the animals counted before, read together)
            parts = _zh_each_named_joined(parts)
        if lang == "es":  # "Ya no soy vegetariano, volví a comer pollo": a comma before a verb of the person
            parts = [q for p in parts for q in _es_comma_split(p)]
        # (nothing between two cuts, "我以前是老师，不过现在在做销售" cut at "，" and at "不过", is no clause: it would end the
        # person's run of clauses)
        parts = joined_durations([p for p in parts if p], lang)  # ("Soy cajera en Valencia, llevo 7 años": how long the state before has held)
        if lang == "ja":  # a clause ending in "because" or "but" ("…があるので", "…住んでいましたが")
            # (a cause before the statement, "膝を痛めたので、テニスはもうやっていません", is why, no state of its own,
            # unless the rules place it: "大阪に住んでいるので、…" still tells the home, "新しい会社は楽天なので、…" the
            # employer, core/model/told_by_the_new.py)
            # (the thing the cause opened on, carried to a stop that names nothing: "ピアノは実家に置いてきたので、今はもう弾いて
            # ない" is "ピアノはもう弾いてない"; only where the rules then place it as a pastime, a diet or a vehicle)
            parts = [_ja_topic_carried(parts[k - 1], p) if k and _JA_CAUSE_END.search(parts[k - 1]) else p
                     for k, p in enumerate(parts)]
            parts = [p for k, p in enumerate(parts) if not (
                k + 1 < len(parts) and _JA_CAUSE_END.search(p) and attribute_of(_JA_CAUSE_END.sub("", p)) is None
                and not told_by_the_new.opens_on_new_state(_JA_CAUSE_END.sub("", p), lang))]
            parts = [re.sub(r"(?:ので|から|が|けど|けれど)$", "", p) for p in parts]
            # (a name said casually, with no copula after it, "猫を飼っています、名前はミケ": as "名前はミケです")
            parts = [p + "です" if _JA_BARE_NAME.search(p) else p for p in parts]
            # (and how long since a change, said with no copula before the comma: "大阪に引っ越してから1ヶ月、…" is "大阪に
            # 引っ越してから1ヶ月です" and what follows)
            parts = [q for p in parts for q in _ja_since_cut(p)]
            # (and a home said "在住で" before what the person does: "福岡在住で看護師やってる" is two statements)
            parts = [q for p in parts for q in _ja_resident_cut(p)]
            parts = _ja_adverbial_joined(parts)
            parts = _ja_te_in_past(parts)
            # (a stop said with a particle of talk after it, "ギターはもう弾いてないですね": the stop is the statement)
            parts = [_JA_TALK_PARTICLE.sub("", p) if STOP_VERB.search(p) else p for p in parts]
            parts = [_ja_polite(p) for p in parts]  # ("大阪に住んでるよ", "看護師だよ": chat's plain forms, as the polite)
        if question:  # only what comes before the question can be a statement
            parts = [p for p in parts[:-1] if not is_question(p, lang)]
            joking = joking and bool(LAUGH.search("".join(pieces[:-1])))  # (and a laugh in the question is the question's)
        subject = owner if lang == last_lang else None
        last_lang = lang
        dropped_dated = False  # a part before, with a year, read as no statement of the person's
        died_before = False  # a part before told that someone named died ("O Frajola morreu essa madrugada, …")
        kept = len(out)
        for k, part in enumerate(parts):
            after_dated = dropped_dated and not YEAR.search(part) and not NOW.search(part)
            # (a laugh at the sentence's end may laugh at any clause of it: "Married Harry Styles last week, he just doesn't
            # know yet 😂", "我现在住在公司了，天天加班哈哈" are jokes told in their first clause; tried per clause, it took
            # them as changes, review of session 33)
            laughed_at = joking
            previous_kept = bool(k) and len(out) == kept + 1  # (the part before gave the last clause, and only it)
            kept = len(out)
            part = _OPENERS[lang].sub("", part) if k else part
            part = _our_pet_as_mine(part, lang)  # ("Notre chat Minou est mort" as "Mon chat Minou est mort")
            # (a sentence's first clause, not after someone else was named: "我妹妹刚毕业。上个月结婚了。" is the
            # sister's; a later one goes on with its sentence's subject: "……养了一只柯基，叫豆豆" names the dog)
            # (not after someone else's clause: "我妈退休了，搬去海南住了" goes on with the mother)
            someone_else = bool(k) and ((subject is not None and subject not in _SELF) or died_before)
            previous_subject = subject
            if (lang == "zh" and k and previous_kept and (each := _ZH_EACH_NAMED.fullmatch(part))
                    and (counted := _ZH_COUNTED_PETS.search(out[-1].text))):
                # ("养了两只猫，一只叫年糕一只叫汤圆": each one of those just counted, by its name; one fact each)
                verb = counted.group("verb") + ("了" if counted.group("verb") == "养" else "")
                one = f"{out[-1].text[:counted.start()]}{verb}一{counted.group('counter')}{counted.group('noun')}"
                first = replace(out[-1], text=f"{one}，叫{each.group(1)}", source=f"{out[-1].source}，{part}")
                out[-1] = first
                if each.group(2):
                    out.append(replace(first, text=f"{one}，叫{each.group(2)}"))
                continue
            if lang == "zh" and k and (named := _ZH_NAMED_AFTER.match(part)):
                # ("我家有只猫，名字叫年糕": the name of the one just said, never the person's own; kept with the
                # clause that said the pet or kin, else read as no statement)
                # (after the person's own clause it is their name: "我是护士，名字叫李娜")
                if previous_kept and _ZH_ONE_SAID.search(out[-1].text):
                    out[-1] = replace(out[-1], text=f"{out[-1].text}，叫{named.group('name')}",
                                                  source=f"{out[-1].source}，{part}")
                # (by a word of naming only: a bare "叫" after the person's clause is also "to call" or "to order",
                # "叫救护车", "叫外卖", or names a shop, a film, a band said just before: "开了一家店，叫小满")
                elif previous_kept and subject in _SELF and not named.group("whose") and _ZH_NAME_WORD.match(part):
                    out.append(Clause(f"我叫{named.group('name')}", lang, part, laughed_at, after_dated))
                continue
            if lang == "zh" and k and _ZH_ON_THE_LIST.match(part) and _ZH_LAYOFFS.search(parts[k - 1]):
                # (a layoff told, then the person on its list: "上个月公司裁员，我也在名单里" is the person laid off; read as
                # one clause, the person's first and the layoff's words after, which the leaving rules read)
                part = f"{_EMOJI.sub('', part).rstrip()}，{parts[k - 1]}"
            if lang == "zh" and k and (_ZH_SCHEDULE_ONLY.match(part) or _ZH_DETAIL_ONLY.match(part)):
                continue  # ("报了书法班，每周二上课": when the class meets, a detail of the class, no fact of its own)
            # (a stop with its cause told first, "膝盖受伤以后就不打羽毛球了": the stop is the state, the cause none)
            # (not a cause that opens on someone, "我哥哥受伤以后就不打篮球了": the stop is theirs)
            if lang == "zh" and (cause := _ZH_CAUSE_FIRST.match(part)) and not _zh_someone_first(part) and (
                    ZH_STOPPED.search(cause.group(2)) or STOP_VERB.search(cause.group(2))):
                part = (cause.group(1) or "") + cause.group(2)
            if (lang == "zh" and k and _ZH_MINE_ONLY_AS_OWNER.match(part)
                    and (_zh_someone_first(parts[k - 1]) or others.subject(parts[k - 1], lang) is not None)):
                subject = None  # ("闺蜜离婚了，最近天天来我家哭": the friend comes; "我家" is only where)
                continue
            if lang == "zh" and k and subject == _ZH_CAUSEE:
                # (after "X让我…", a clause with no subject that tells the thing done now is the person's doing of
                # it; any other is the asker's or no one's, so it is read as no statement)
                part, someone_else = ("我" + part if _ZH_DONE_NOW.match(part) and not first_person(part, lang) else part), False
                subject = None
            if lang == "zh" and not someone_else and (_ZH_DROPPED_I.match(part) or (
                    # (not "叫咪咪" after "我养了一只猫": it names what was just said)
                    ((not k and subject in (None, "我")) or (k and subject == "我" and not part.startswith("叫")))
                    and _zh_subjectless_own(part))):
                # (Chinese drops "I" before its own work or home: "现在在阿里工作", "戒烟了"; after the person's own
                # clause too, where a state too short to go on with its subject follows: "我住在南京，已婚")
                part = "我" + part
            elif lang == "ja" and not someone_else and not ja_other_named and _JA_OWN_TOPIC.match(part):
                part = "私の" + part  # (a topic of the person's own life, said with no owner: "通勤はプリウスです", "趣味はギターです")
            elif lang == "ja" and not someone_else and not ja_other_named and (car := _JA_CAR_TOPIC.match(part)):
                part = "私は" + car.group(1)  # ("車は軽のワゴンRに乗っています": the person drives it)
            elif (lang == "en" and not someone_else and _EN_DROPPED_I.match(part)
                  and not (k and not previous_kept and _EN_SOMEONE_NAMED_FIRST.match(parts[k - 1])
                           and _EN_THIRD_PERSON.search(parts[k - 1]) and not _EN_THE_PERSON.search(parts[k - 1]))):
                part = "I " + part[:1].lower() + part[1:]  # (chat drops "I" before a change: "Just hit 30 last week", "Moved to York in May")
            elif lang == "fr" and not someone_else and _FR_DROPPED_JAI.match(part):
                part = "j'ai " + part[:1].lower() + part[1:]  # (French chat drops "j'ai" before its participle: "fêté mes 18 ans hier")
            elif lang == "de" and not someone_else and _DE_DROPPED_ICH.match(part) and not _DE_OWN_SUBJECT_VERB.search(part):
                part = "Ich " + part[:1].lower() + part[1:]  # (German chat drops "ich" before its verb: "Wohne jetzt in Hamburg")
            elif not someone_else and (stated := with_its_verb(part, lang, attribute_of)) is not None:
                part = stated  # (a state said with how long it has held and no verb: "vegetarian here for 10 yrs")
            elif lang == "en" and not someone_else and _EN_DROPPED_I_AM.match(part) and not _EN_GERUND_SUBJECT.search(part):
                part = "I'm " + part[:1].lower() + part[1:]  # (and "I'm" before a state: "Now living in Leeds", "No longer with Dan")
            # ("Solteira, 34, moro com …": a profile's bare states before the person's statement, core/model/bare_states.py)
            if (not someone_else and not question and k + 1 < len(parts) and not first_person(part, lang) and not framed[-1]
                    and (bare := bare_states(part, lang))
                    and any(first_person(p, lang) or takes_inherited_subject(p, lang) for p in parts[k + 1:])
                    and list_is_theirs(n)):
                out.extend(Clause(said, lang, part, laughed_at, after_dated) for said in bare)
                continue
            if (not part or QUOTED in part or HYPOTHETICAL[lang].search(part.lower()) or pasted_code(part)
                    or opinion_only(part, lang)
                    # (an object taken up by a clitic, "i clienti li seguo io": no rule says it in the third person, so
                    # it is read as no statement rather than kept in the person's own words)
                    # (but a stop or a theft so said is the person's, "La palestra l'ho mollata", "La Vespa me l'hanno
                    # rubata": the stop rules read it)
                    or (_OBJECT_TAKEN_UP.get(lang, _NO).match(part) and not (hobbies.stops(part) or STOP_VERB.search(part)
                                                                           or (lang == "it" and _IT_DENIED_OBJECT.match(part))))
                    # (not a statement ending on how much of what it was: "… but the commute is half what it was")
                    or (lang == "en" and _ELLIPTICAL.search(part) and not _WHAT_IT_WAS.search(part))
                    or _NOT_A_FACT[lang].match(part.lower() if lang not in ("zh", "ja") else part)
                    or (lang == "ja" and k == len(parts) - 1 and _JA_TE_REQUEST.search(part))
                    # (a Chinese or Japanese clause asked with no mark, before a statement: "电池是不是该换了，…")
                    or (lang in ("zh", "ja") and asks(part, lang))):
                subject = None
                dropped_dated = dropped_dated or bool(YEAR.search(part))
                continue
            if someone_else and _same_form_for_both(part, lang):
                subject = None  # ("O Frajola morreu essa madrugada, tinha 16 anos": the cat's age, not "O utilizador tinha 16 anos")
                continue
            if lang == "en" and (died := goodbye_as_death(part, whole_sentence)):
                part = died  # ("We had to say goodbye to Max on Saturday, the vet said …": Max died)
            if lang == "ja" and someone_else and not _JA_SELF.search(part) and (whole := continued(part, subject, lang)):
                out.append(Clause(whole, lang, part, laughed_at, after_dated))  # (a Japanese clause with no subject goes on with theirs)
            # (and the person's own said with no "I" as its subject: their contract not renewed, a pastime stopped;
            # _own_without_i)
            elif first_person(part, lang) or (
                    not someone_else and (subject is None or subject in _SELF)
                    # (not a pet of theirs told gone by its name: "球球丢了一个星期了" is the cat's, pets_gone.py)
                    and not pet_gone(part, lang, text)
                    and (own := _own_without_i(part, lang, whole_sentence)) is not None and (part := own)):
                out.append(Clause(part, lang, part, laughed_at, after_dated))
                subject = subject_of(part, lang)
                if lang == "zh" and _ZH_PERSON_MADE_TO.search(part):
                    subject = _ZH_CAUSEE  # ("医生让我吃点红肉，现在每周吃两次了": who goes on is the one made to act)
            # a new state told by a phrase about the new thing, with no pronoun of the person's ("The new flat in
            # Leeds has no lift", "新家在苏州", "Depuis le déménagement à Rennes"): theirs, unless the sentence
            # before named someone else whose it may be ("My sister moved. The new flat in Leeds ...")
            elif (not someone_else and (subject is None or subject in _SELF) and told_by_the_new.opens_on_new_state(part, lang)
                  and not told_by_the_new.hedged(whole_sentence)):  # (its relative clause too: "…, which we might rent, …")
                out.append(Clause(part, lang, part, laughed_at, after_dated))
                subject = None
            # Japanese says no subject: a sentence's first clause said as a statement, with no one else as its
            # subject or topic, in a message that named no one else before it, is the person's
            # ("今は電動アシスト自転車で通っています", "最近はスペイン語を始めました")
            elif (lang == "ja" and not k and not ja_other_named and not is_question(part, "ja")
                  and others.subject(part, lang) is None  # (not "同級生の亜美が出版社を辞めた": Ami's)
                  and takes_inherited_subject(_JA_CUT_OR_PARTICLE.sub("ます", part), "ja")):
                out.append(Clause(part, lang, part, laughed_at, after_dated))
                subject = "私は"
            # ("The Fiesta's gone", "Rex went to live with my parents": whose, a fact holding the name says)
            # (not one lost and found again in the same breath: "小黑上周走丢了，现在已经找到了")
            # (and a pet gone by other words: "Daisy crossed the rainbow bridge", "Praline nous a quittés", pets_gone.py)
            elif (((named_one_died(part) or pet_gone(part, lang, text)) and not FOUND_AGAIN.search(whole_sentence)) or lost_thing(part)
                  or named_one_rehomed(part)):
                out.append(Clause(part, lang, part, laughed_at, after_dated))
                subject, died_before = None, True
            # a pet named by a pronoun, first in its message or right after the pet ("We got a dog, his
            # name is Rex"): after anyone else ("I have a brother. His name is Tom.") it is theirs
            elif is_pet_naming(part) and (not out or attribute_of(out[-1].text) == "pet"):
                out.append(Clause(part, lang, part, laughed_at, after_dated))
                subject = None
            # (a Japanese clause takes the subject of its own sentence only: "犬を飼っています。名前はポチです")
            elif (subject is not None and not (k and _named(part, lang)) and (k or lang != "ja")
                  and (whole := continued(part, subject, lang))):
                out.append(Clause(whole, lang, part, laughed_at, after_dated))
            else:
                # (a Japanese clause of someone named goes on with its te-form clause: "同級生の亜美が出版社を辞めて、京都に
                # 戻ってくることになりました" is Ami's return, not the person's)
                # (not a relative's doing told as the cause, "夫の転勤で、家族で札幌に引っ越してきました": the move is the person's)
                subject = others.subject(part, lang) if lang == "ja" and not others.only_a_reason(part, lang) else None
                if lang == "zh" and previous_subject in _SELF and takes_inherited_subject(part, lang):
                    subject = previous_subject  # (a remark of the person's left out, "……，已经第五年了，和女朋友住在滨江")
            dropped_dated = dropped_dated or (len(out) == kept and bool(YEAR.search(part)))
            # (a pet told gone is named too: "こむぎが昨夜亡くなりました。心臓の病気でした" is the dog's illness)
            ja_other_named = ja_other_named or (lang == "ja" and bool(_JA_OTHER_SUBJECT.search(part) or pet_gone(part, lang)))
        owner = subject if subject is not None and not continued("x", subject, lang) else None
    for k, start in enumerate(starts):
        if framed[k]:
            end = starts[k + 1] if k + 1 < len(starts) else len(out)
            out[start:end] = [replace(c, framed=True) for c in out[start:end]]
    return out


# (not a laugh: "🤣🤣我现在住在健身房了" laughs at what follows, wording.LAUGH)
_LEADING_FACES = re.compile(r"^(?:(?![\U0001F602\U0001F923\U0001F606\U0001F61C\U0001F61D\U0001F643\U0001F639])"
                            r"[\s\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D])+")
# A year said ("back in 2015", "2019年"): what the clause tells is a story of then.
YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)|\d{4}年")
# A state said to hold now ("now", "these days", "jetzt", "今は"): read by supersede too, for a new way of
# getting about that takes the held one's place.
NOW = re.compile(r"\b(?:now|currently|these days|maintenant|actuellement|jetzt|derzeit|ahora|actualmente|ora|adesso|"
                  r"attualmente|agora|atualmente)\b|现在|目前|如今|今は|現在", re.I)


def _sentence_language(sentence: str, text_lang: str) -> str:
    """A sentence's own language where the message mixes scripts ("I teach Mandarin. 我的学生……"):
    a sentence with no CJK in a Chinese or Japanese message is read as the language it is in."""
    if text_lang in ("zh", "ja") and not (_HAN.search(sentence) or _KANA.search(sentence)):
        return language(sentence)
    return text_lang


# A question run on after a statement with no punctuation between ("... in walldorf kannst du mir
# helfen", "... in two weeks how do i stop procrastinating"): an inverted question starts there.
_RUN_ON_QUESTION = {
    "en": re.compile(r"\s+(?=(?:how|what|where|why|when|which|who)\s+(?:do|does|did|can|could|should|would|will|is|are|am)"
                     r"\s+(?:i|you|we)\b|(?:can|could|would|will)\s+you\b)", re.I),
    "de": re.compile(r"\s+(?=(?:kannst|könntest|können|kann)\s+(?:du|sie|man)\b|"
                     r"(?:wie|was|wo|warum|wann|welche\w*)\s+(?:kann|soll|muss|sollte|könnte)\s+(?:ich|man)\b)", re.I),
    "fr": re.compile(r"\s+(?=(?:peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|tu peux|vous pouvez|tu pourrais)\b)", re.I),
    "es": re.compile(r"\s+(?=(?:puedes|podrías|me puedes|me podrías|me haces)\b)", re.I),
}
# "As the only nurse on night shift, I need ...": the person's role, said in passing.
_AS_ROLE = re.compile(r"^as ((?:a|an|the) [^,]{2,80}),\s+(?=(?:i|i['’]m|my|we)\b)", re.I)
# "My daughter, who is 14, was just diagnosed ...": two statements about the same person.
_RELATIVE = {
    "en": re.compile(r"^((?:my|our)\s+[\w'’-]+(?:\s+[A-Z][\w'’-]+)?),\s+who\s+([^,]+),\s+(.+)$", re.I),
    "fr": re.compile(r"^((?:mon|ma|mes)\s+[\w'’-]+),\s+qui\s+([^,]+),\s+(.+)$", re.I),
    "es": re.compile(r"^((?:mi|mis)\s+[\w'’-]+),\s+que\s+([^,]+),\s+(.+)$", re.I),
}


def _relative_clause_split(sentence: str, lang: str) -> str:
    m = _RELATIVE.get(lang, _NO).match(sentence)
    if not m:
        return sentence
    return f"{m.group(1)} {m.group(2)}, {_CONJ[lang]} {m.group(1)} {m.group(3)}"


def _es_comma_split(part: str) -> list[str]:
    out: list[str] = []
    for piece in re.split(r",\s+", part):
        if out and (not es_first_person_clause(piece) or piece.lower().startswith("como ")):  # "como" is also "as"
            out[-1] = f"{out[-1]}, {piece}"
        else:
            out.append(piece)
    return out


def es_first_person_clause(piece: str) -> bool:
    from mnemosyne_app.core.model.normalise import es_first_person

    return es_first_person(piece)


def _named_before(part: str, before: str) -> bool:
    """Whether the someone a part opens on was named in the clause before ("Pedi a Joana em casamento | e a Joana
    disse que sim"): the part goes on with what the person did with them, no news of their own."""
    name = re.match(r"^(?:(?:el|la|o|a|il|lo|le|der|die|the)\s+)?([A-ZÀ-Þ][\w'’-]+)", part.strip(), re.I)
    return bool(name) and name.group(1)[:1].isupper() and bool(re.search(rf"\b{re.escape(name.group(1))}\b", before))


def _named(part: str, lang: str) -> bool:
    """An English part after a conjunction that opens on a capital (not "I") is a name ("Ruby and
    Go"), not a verb continuing the person's clause ("... and go running")."""
    return lang == "en" and bool(re.match(r"(?!I\b|I['’])[A-Z]", part))


def _introduces_material(sentence: str, lang: str) -> bool:
    """A request or question that ends in a colon and goes on: what follows is its material."""
    m = re.search(r"[:：]\s*\S", sentence)
    if not m:
        return False
    head = sentence[:m.start()].strip()
    return bool(head) and (is_question(head, lang) or bool(
        _NOT_A_FACT[lang].match(head.lower() if lang not in ("zh", "ja") else head)))


def _before_question(sentence: str, lang: str) -> str | None:
    """"I have a 2015 Civic, is it worth fixing?": the statement before a question asked after a
    comma (None when there is no such question)."""
    if lang not in ("en", "fr", "de", "es", "it", "pt"):
        return None  # Chinese and Japanese clauses are already split at their commas
    for m in re.finditer(r",\s*", sentence):
        rest = sentence[m.end():].rstrip(" ?")
        if rest and is_question(rest, lang):
            # (not a question whose relative clause opens on a question word: "Was kann ich unternehmen, was nichts
            # mit Arbeit zu tun hat?" asks from its first word)
            return None if is_question(sentence[:m.start()], lang) else sentence[:m.start()]
    return None


# "My wife and I ...", "Ma femme et moi ...": the person and someone else, one subject. Its
# "and" must not split the clause, and the attribute is read as "we ..." (not the wife's).
_COMPANION = {
    # (one or two words between "my" and "and", none a verb: "My name's Sam and I ..." is two clauses)
    # (and a name set beside the owned noun: "My husband, Tom, and I")
    "en": (re.compile(rf"^(?:(?:my|our)\s+(?:(?!(?:is|was|are|has|had|and)\b)[\w-]+(?:{companions.APPOSITION})?\s+){{1,2}}?"
                      r"and\s+(?:I|me)(?=\s)|"
                      r"(?:I|me)\s+and\s+(?:my|our)(?=\s))", re.I), "and", "we"),
    # (and the owned noun may carry a name, as in English: "Meine Freundin Lena und ich", "Mi novia Ana y yo")
    "fr": (re.compile(r"^(?:(?:mon|ma|mes)\s+\S+(?:\s+(?-i:[A-ZÀ-Þ])\S+)?\s+et\s+moi|moi\s+et\s+(?:mon|ma|mes))\b", re.I),
           "et", "nous"),
    "de": (re.compile(r"^(?:(?:mein|meine)\s+\S+(?:\s+(?-i:[A-ZÀ-Þ])\S+)?\s+und\s+ich|ich\s+und\s+(?:mein|meine))\b", re.I),
           "und", "wir"),
    "es": (re.compile(r"^(?:(?:mi|mis)\s+\S+(?:\s+(?-i:[A-ZÀ-Þ])\S+)?\s+y\s+yo|yo\s+y\s+(?:mi|mis))\b", re.I),
           "y", "nosotros"),
}


def _protect_companion(sentence: str, lang: str) -> tuple[str, str]:
    """The sentence with its "my wife and I" conjunction hidden from the splitter (as "\\x00"),
    and the text that puts it back."""
    m = _COMPANION[lang][0].match(sentence) if lang in _COMPANION else None
    if not m:  # ("Sam and I ...", "Marco e io ...": a companion by name)
        return companions.hidden_conjunction(sentence, lang)
    conj = _COMPANION[lang][1]
    hidden = re.sub(rf"\s+{conj}\s+", "\x00", m.group(0), count=1, flags=re.I).replace(",", "\x01")  # (and its apposition's commas)
    return hidden + sentence[m.end():], f" {conj} "


def with_companion_as_we(clause: str, lang: str) -> str:
    """"My wife and I live in Zürich" read as "we live in Zürich", to find its attribute."""
    if lang in _COMPANION and _COMPANION[lang][0].match(clause):
        pattern, _, we = _COMPANION[lang]
        return pattern.sub(we, clause, count=1)
    return companions.as_we(clause, lang)


def _joined(lang: str, parts: list[str], separators: list[str]) -> list[str]:
    """Split parts glued back to the part before, with the words that separated them, when they
    are no clause of their own ("I speak Spanish and Portuguese", "I'm so done with this")."""
    out: list[str] = []
    for i, part in enumerate(parts):
        if out and lang == "en" and separators[i - 1].strip() == "," and SOMEONE_ELSE_SAYS.match(part):
            continue  # "…, the vet said his kidneys were failing", "…, the contract says I'm a senior engineer": theirs
        if out and _BARE_OWNED.get(lang, _NO).match(out[-1]):  # "My brother | and his wife live in Rome"
            out[-1] = f"{out[-1]}{separators[i - 1] if i - 1 < len(separators) else ' '}{part}"
            continue
        if (out and lang in _KIN_OWNED and re.fullmatch(rf"(?:{_KIN_OWNED[lang]}){_NAMED_AFTER}", part, re.I)
                and separators[i - 1].strip(" ,").lower() in ("", _CONJ[lang])
                and _lived_in_now(out[-1], lang)
                and re.search(rf"\b(?:with|avec|mit|con|com)\s+(?:{_KIN_OWNED[lang]}){_NAMED_AFTER}"
                              rf"(?:(?:,\s*|\s+(?:{_CONJ[lang]})\s+)(?:{_KIN_OWNED[lang]}){_NAMED_AFTER})*$", out[-1], re.I)):
            # "I live in Leeds with my wife | and our son", "… with my parents | and my sister": whom the home is shared
            # with, listed (one_fact_each cuts the household from it, anyone else stays with the home as said)
            out[-1] = f"{out[-1]}{separators[i - 1]}{part}"
            continue
        if out and itpt.one_more_thing_done(out[-1], part, lang):  # "Faccio pilates, | nuoto | e vela": no "I swim"
            out[-1] = f"{out[-1]}{separators[i - 1]}{part}"
            continue
        if out and (gapped := _gapped(out[-1], part, lang)):  # "j'ai 42 ans | et deux enfants"
            out.append(gapped)
            continue
        if out and _NAMING.get(lang, _NO).match(part):  # "Ich habe eine Freundin, | sie heißt Lena"
            out[-1] = f"{out[-1]}, {part}"  # (the name of what was just said belongs to its statement)
            continue
        if out and _OBJECT_TAKEN_UP.get(lang, _NO).match(part):
            out.append(part)  # "… e adesso i clienti li seguo per conto mio": a clause of its own, not the one before
            continue
        if out and not first_person(part, lang) and someone_named.acts_on_the_person(part, lang):
            out.append(part)  # "… und die Jungs haben mir einen Kuchen gestellt": their doing, kept apart
            continue
        # (not right after a pet or relative the person said: the name is theirs, "I have a dog, Max is a beagle", "I
        # have two kids, Emma is 5 and Jack is 3")
        if (out and _NAME_THEN_VERB.get(lang, _NO).match(part) and attribute_of(out[-1]) not in ("pet", "family", "relationship")
                and not _named_before(part, out[-1])):
            out.append(part)  # "…, Frieda ist mit mir gekommen": someone named, with a verb of their own, is their clause
            continue
        if (out and lang in _HOUSEHOLD_WE_AFTER and _HOUSEHOLD_WE_AFTER[lang].match(part) and separators[i - 1].strip() == ","
                and not _PERSON_SUBJECT[lang].search(out[-1]) and not opens_on_household_we(out[-1], lang)):
            # (the household's "we" is kept apart only after a clause of the person's own, or of the household's,
            # "On a quitté Lyon cet été, on vit à Grenoble maintenant": after someone else's, "Ma
            # sœur habite à Lille, on a une maison là-bas", "Mes enfants mangent de la viande, on a arrêté…", it goes on
            # with them, as one clause)
            out[-1] = f"{out[-1]}{separators[i - 1]}{part}"
            continue
        if out and lang in itpt.THIRD_VERB and itpt.OWNED_SUBJECT[lang].match(out[-1]) and itpt.THIRD_VERB[lang].match(part):
            out.append(part)  # "Mia figlia si chiama Sofia | e ha sei anni": the same person, a new statement
            continue
        if (out and lang in itpt.THEIRS_AFTER_COMMA and separators[i - 1].strip() == ","
                and re.match(itpt.THEIRS_AFTER_COMMA[lang][len(",\\s+"):], part, re.I)):
            if first_person(out[-1], lang) and others.subject(out[-1], lang) is None:
                continue  # "Pasé por casa de mi madre, vive en Sevilla": the third person's home after the person's visit, theirs
            out[-1] = f"{out[-1]}{separators[i - 1]}{part}"  # ("Mi hermano vive en Bilbao, trabaja en un banco": his, as one)
            continue
        if out and lang in ("en", "fr", "de", "es", "it", "pt") and not (
                first_person(part, lang) or (takes_inherited_subject(part, lang) and not _named(part, lang))
                or (_GERUND.get(lang, _NO).match(part) and (separators[i - 1].strip(" ,") in ("", "while")
                                                            or _BE_THEN_AND.match(f"{out[-1]}{separators[i - 1]}{part}")))
                or _PRONOUN.get(lang, _NO).match(part)
                or is_question(part, lang) or _NOT_A_FACT[lang].match(part.lower())
                or _DEMONSTRATIVE.get(lang, _NO).match(part)):
            sep = separators[i - 1] if i - 1 < len(separators) else f" {_CONJ[lang]} "
            if sep.strip() in ("—", "–"):
                continue  # "... a flat in Hackney — finally no more commuting": an aside, not part of the statement
            if lang in itpt.VERBS and sep.strip(" ,").lower() in ("quindi", "perciò", "então", "portanto"):
                continue  # "Sono celiaco, quindi niente glutine per me": what follows from it, no statement
            if not sep.strip(" ,") and lang in _OTHERS_DID and _OTHERS_DID[lang].match(part):
                continue  # "Fui demitido, cortaram 10% do time": what others did, no part of the person's state
            if lang == "fr" and re.match(r"(?:on|nous)\s", part, re.I) and sep.strip() == ",":
                continue  # ("…, on dit que c'est une bonne boîte": the impersonal "on", no part of the person's statement)
            if lang == "en" and sep.strip(" ,").lower() == "so" and _MOOD_WORD.fullmatch(part):
                continue  # "… for a year, so jealous": how the person feels about it, no part of the statement
            if sep.strip(" ,").lower() in _BECAUSE:
                continue  # "Dejé el ayuno porque me daba migrañas": why, told of something else, no part of the state
            out[-1] = f"{out[-1]}{sep if sep.strip() else ' '}{part}"
        else:
            out.append(part)
    return out


_NO = re.compile(r"(?!)")
_MY_FOR_OUR = {"fr": {"notre": "mon", "nos": "mes"}, "es": {"nuestro": "mi", "nuestra": "mi", "nuestros": "mis", "nuestras": "mis"},
               "it": {"nostro": "mio", "nostra": "mia", "nostri": "miei", "nostre": "mie"},
               "pt": {"nosso": "meu", "nossa": "minha", "nossos": "meus", "nossas": "minhas"}}


def _our_pet_as_mine(part: str, lang: str) -> str:
    """The household's pet said with the person's own possessive, as the rules read a pet of the person's ("Nuestro
    perro Toby murió" as "Mi perro Toby murió"; French "notre chat" is "mon chat", whatever its gender, as "mon amie")."""
    if lang not in _OUR_PET or not (m := _OUR_PET[lang].match(part)):
        return part
    head = re.sub(rf"\b(?:{'|'.join(_MY_FOR_OUR[lang])})\b",
                  lambda w: _MY_FOR_OUR[lang].get(w.group(0).lower(), w.group(0)), part[:m.end()], count=1, flags=re.I)
    if lang == "fr" and pet_nouns.ONE_BY_NOUN["fr"].get(head.split()[-1].lower(), "").startswith("une "):
        head = re.sub(r"^mon\b", "ma", head, flags=re.I)  # (the feminine noun's own: "notre chienne" is "ma chienne")
    return head[:1].upper() + head[1:] + part[m.end():]
# The household's pet opening a clause, in the languages whose "our" the first person does not hold (English "our" and
# German "unser" it does).
# (as the subject of a verb that follows, "Nuestro perro Toby murió"; not a pet listed, "… con mi pareja y nuestra perrita Luna")
_OUR_PET = {lang: re.compile(rf"^(?:{ours})\s+(?:{pet_nouns.any_pet(lang)})\b(?=(?:\s+(?-i:[A-ZÀ-Þ])[\wà-ÿ'’-]*)?\s+(?-i:[a-zà-ÿ]))",
                             re.I) for lang, ours in (
    ("fr", r"notre|nos"), ("es", r"nuestr[oa]s?"), ("it", r"(?:il |la |i |le )?nostr[oaie]"), ("pt", r"(?:[ao]s? )?noss[oa]s?"))}
# Someone else's word opening a clause ("the vet said …", "my mum thinks …"): theirs, no statement of the person's.
SOMEONE_ELSE_SAYS = re.compile(rf"^(?:the|my|our|his|her|their)\s+{_SAYS}", re.I)
# The person's own said with no "I" as its subject, in the few forms that can be no one else's: the contract not
# renewed with the person as object or owner ("No me renovaron el contrato", "Não renovaram meu contrato", "Vertrag
# wurde nicht verlängert" opening its sentence, "合同没续签"), the German stop by its impersonal idiom ("Mit Handball
# ist jetzt Schluss", the whole clause: not "… für heute", "… für ihn"), and an Italian object put first and taken up
# by the clitic of "ho" ("La palestra l'ho mollata", read as "ho mollato la palestra"). Not after a reporting colon
# ("Mia sorella dice: la palestra l'ho mollata").
_DE_SCHLUSS = re.compile(r"(?:^|(?<=,)\s*)mit\s+(?:dem\s+|der\s+)?[^\W\d_][\w-]*\s+ist\s+(?:(?:jetzt|nun|endgültig|definitiv|erstmal)\s+)*"
                         r"schluss[\s.!]*$", re.I)
# (and denied, the verb the person's: "Il pianoforte non lo suono più da anni", read as "non suono più il pianoforte …")
# (only "più" itself, or since when: "non lo suono più tanto", "… in pubblico", "… come prima" are a degree or a way, and
# "…, dice mia sorella" someone's words)
_IT_DENIED_OBJECT = re.compile(r"^(?P<obj>(?:(?:il|lo|la|i|gli|le)\s+|l['’])[^\W\d_]+)\s+non\s+(?:lo|la|li|le|l['’])\s*"
                               r"(?P<verb>[^\W\d_]+o)\s+più\b(?P<rest>(?:\s+da\s+[^,]*)?(?:,\s*(?!.*\bdic\w+\b).*)?)[.!…]*$",
                               re.I)
_IT_TAKEN_UP_BY_HO = re.compile(r"^(?P<obj>(?:(?:il|lo|la|i|gli|le)\s+|l['’])[^\W\d_]+)\s+(?:l['’]|la\s+|lo\s+|li\s+|le\s+)ho\s+"
                                r"(?P<verb>[^\W\d_]+?)[aoie](?P<rest>(?:\s.*)?)$", re.I)


def _own_without_i(part: str, lang: str, sentence: str) -> str | None:
    """The part as the person's own statement with no "I" said (see the comment above _DE_SCHLUSS), or None."""
    colon = sentence.find(":")
    if 0 <= colon < sentence.find(part[:12]):
        return None
    if own_contract_ended(part) or own_last_day(part) or COUPLE_OVER.search(part):
        return part  # (the person's contract, last day, or couple with someone named: "Con Luca è finita a Natale")
    if lang == "it" and (m := _IT_DENIED_OBJECT.match(part)):
        # (a pastime the person no longer does, the verb theirs: "non suono più il pianoforte")
        said = f"non {m.group('verb')} più {m.group('obj')[:1].lower()}{m.group('obj')[1:]}{m.group('rest')}"
        return said if attribute_of(said) == "hobby" else None
    if not hobbies.stops(part):
        return None
    if lang == "de" and (m := _DE_SCHLUSS.search(part)):
        return m.group(0).strip()  # (glued after a clause that is none: "Schulter ausgekugelt, mit Handball ist …")
    if lang == "it" and (m := _IT_TAKEN_UP_BY_HO.match(part)):
        return f"ho {m.group('verb')}o {m.group('obj')[:1].lower()}{m.group('obj')[1:]}{m.group('rest')}"
    return None


# Italian puts an object first and takes it up again by a clitic before the verb ("i clienti li seguo io", "la
# macchina l'ho venduta"): a clause with its own first-person verb (its "-o" or "ho"), never a part of the one before.
_OBJECT_TAKEN_UP = {
    # (the article a word of its own, or elided onto the noun: "i clienti", "l'auto"; never "io", whose "i" is no article,
    # nor a clitic glued to its verb, "io lavoro")
    "it": re.compile(r"^(?:(?:adesso|ora|poi|anche|ormai|già)\s+)?(?:(?:il|lo|la|i|gli|le)\s+|l['’])(?!io\b)[^\W\d_]+"
                     r"(?:\s+[^\W\d_]+)?\s+(?:lo|la|li|le|ne)\s+(?:ho\s+\w+|\w+o)\b|"
                     r"^(?:(?:adesso|ora|poi|anche|ormai|già)\s+)?(?:(?:il|lo|la|i|gli|le)\s+|l['’])(?!io\b)[^\W\d_]+"
                     r"(?:\s+[^\W\d_]+)?\s+l['’](?:ho\s+\w+|\w+o)\b", re.I),
}
# A mood of one word after ", so" ("…, so jealous", "…, so happy"): not a state that follows ("…, so vegan", "so single").
_MOOD_WORD = re.compile(r"(?:jealous|happy|proud|excited|sad|relieved|tired|stressed|nervous|glad|grateful|thankful|lucky|"
                        r"annoyed|bored|gutted|chuffed|thrilled|upset|worried|scared|old)[!.]*", re.I)
_BECAUSE = frozenset({"because", "porque", "parce que", "car", "weil", "denn", "perché"})
# "I'm 29 and trying to get into running": a second "I'm …" with "I'm" left out (not a feeling: "and loving it")
_BE_THEN_AND = re.compile(r"^i(?:['’]m| am)\b.* and (?!(?:loving|enjoying|liking|hating|missing)\b)[a-z]{2,}ing\b", re.I)
# A verb in the third person plural opening a clause after a comma, in the languages that drop their
# subject ("cortaram 10% do time", "cerraron la tienda", "hanno chiuso" is not one: "chiusero" is).
_OTHERS_DID = {"es": re.compile(r"^\w+(?:aron|ieron)\b", re.I), "it": re.compile(r"^\w+(?:arono|erono|irono)\b", re.I),
               "pt": re.compile(r"^\w+(?:aram|eram|iram)\b", re.I)}
# A part that opens on someone named with a verb of theirs, left out as theirs ("Tom quit his job", "Dev finished his
# bootcamp", "Ellie's only gone"): a verb with no subject after it is theirs too ("… and moved to Leeds" was "I moved
# to Leeds"). Not a word that opens a sentence on no one ("Work was mad and …", "Today …").
_EN_SOMEONE_NAMED_FIRST = re.compile(
    r"^(?!(?:The|This|That|These|Those|It|There|Here|Work|Life|Today|Yesterday|Tonight|Everything|Things|So|Anyway|Also|"
    r"Just|Finally|Then|Now|Well|Oh|Ok|Okay|Honestly|Sadly|Luckily|Apparently|Basically|Weather|Traffic|Uni|School|"
    r"Home|Nothing|Everyone|Nobody|Somebody|Someone)\b)(?-i:[A-Z])[a-z]+(?:['’]s)?\s+(?:(?:just|only|finally|also|has|had|is|was)\s+)*"
    # (their verb, in the past: "Big week, quit my job and …" names no one)
    r"(?:[a-z]+ed|quit|got|went|left|gone|took|came|began|found|made|sold|bought|had|became|won|lost|broke|split|"
    r"flew|drove|ran|gave|met|fell|upped)\b")
# (and only a part about that one, "his bootcamp", "Ellie's": "Landlord sold the flat so moved to York", "Mark proposed
# and moved in together", "Boss quit in March and got promoted" go on with the person, who is in or behind them)
_EN_THIRD_PERSON = re.compile(r"\b(?:his|her|he|she|him)\b|^(?-i:[A-Z])[a-z]+['’]s\b", re.I)
_EN_THE_PERSON = re.compile(r"\b(?:I|me|my|mine|us|our|we)\b", re.I)
# A Chinese clause that opens, a word of when at most before it, on the person's own work or home
# with "I" left out, as Chinese does ("现在在阿里工作", "辞职了", "去年搬到了杭州").
# An English change told without its "I", as chat does: a verb of change opening the sentence.
_EN_DROPPED_I = re.compile(r"^(?:just |finally |recently |officially |also )?(?:moved|turned|hit|quit|left|started|joined|"
                           r"sold|retired|graduated|relocated|switched|broke up|split up|got (?:married|engaged|divorced|"
                           r"laid off|fired|promoted|a new job)|"
                           # any verb in the past by its form: "-ed" (not a mood before "of", "to", "about":
                           # "Tired of this", "Excited to start"), the common irregular pasts, and a past
                           # negated ("Celebrated turning 35", "Gave up meat", "Haven't smoked in a month")
                           r"(?!(?:tired|bored|excited|interested|scared|worried|confused|stressed|obsessed|pleased|"
                           r"amazed|surprised|annoyed|frustrated|disappointed|thrilled|stuck|based|related|used|"
                           r"supposed|need|feed|seed|speed|bed|red|shed|wed)\b)[a-z]{3,}ed(?=\s+(?!(?:of|to|about|with|by|in|at|for|"
                           r"that|out)\b)\w)|"
                           r"(?:had|bought|found|lost|met|took|made|became|began|went|gave|gave up|got (?!it\b|you\b)\w+|"
                           r"haven['’]t|have not|didn['’]t|stopped)\s)", re.I)
# A state told without its "I'm", as chat does: a word of when or of stopping, then what the person is
# ("Now living in Leeds", "Not working at Acme anymore", "No longer with Dan", "Officially a dad now");
# or a verb in -ing with where or for whom ("Living in Berlin these days", "Working for a startup now").
_EN_DROPPED_I_AM = re.compile(
    r"^(?:(?:now|currently|still|no longer|not|officially|finally|also)\s+(?:(?:a|an|with|at|in|from|on|based|married|"
    r"engaged|divorced|separated|retired|single|unemployed|self-employed|vegan|vegetarian)\b|[a-z]{2,}ing\b)|"
    r"(?!(?:morning|evening|nothing|something|anything|everything|thing|king|ring|spring|wedding|meeting|building|"
    r"feeling|training|ceiling|painting|clothing|pudding|parking|shopping|housing|lighting|booking)\b)"
    r"[a-z]{2,}ing\s+(?:in|at|for|with|from|as)\s|"
    # (a habit stopped, said by the time without it: "Six months smoke-free!", "Two years sober")
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many)\s+(?:full\s+)?"
    r"(?:days?|weeks?|months?|years?)\s+(?:(?:smoke|nicotine|alcohol|booze)[- ]free|sober)\b|"
    # (a food eaten again, a diet's end: "Eating fish again these days", not "Eating out again")
    r"eating\s+(?:meat|fish|chicken|pork|beef|dairy|eggs|cheese|seafood|sugar|carbs|bread|gluten|animal products)\s+"
    r"(?:\w+\s+){0,2}?(?:again|now|these days|nowadays)\b)", re.I)
# ... but not a gerund that is the subject of a verb after it ("Living in Berlin is expensive").
_EN_GERUND_SUBJECT = re.compile(r"\b(?:is|was|are|were|has|had|can|could|will|would|makes|made|feels|seems|gets|sucks|costs)\b",
                                re.I)
def _zh_someone_first(part: str) -> bool:
    """Whether a Chinese clause opens on a relative or someone else ("我哥哥…", "同事…"), a person: not the
    company, the home town or a pet ("公司搬家以后就不骑车上班了", "狗死了以后…": the person's stop)."""
    from mnemosyne_app.core.model.normalise import _ZH_KIN, ZH_THEIRS

    who = re.match(rf"^我?的?({_ZH_KIN}|{ZH_THEIRS})", part)
    return bool(who) and who.group(1) not in ("公司", "老家", "猫", "狗")


# A Chinese clause that remarks on the one before rather than says a state: a concession or an aside ("虽然工资少了点",
# "但每天五点就能下班", "顺便在欧洲玩一周"), how long so far ("已经第五年了"), how much ("一天差不多一包"), or a bare
# judgement ("特别黏人").
_ZH_CONTRAST = re.compile(r"^(?:虽然|虽说|但是?|可是|不过|而且|顺便|所以|因为|结果|只是|就是|反正)")
_ZH_REMARK = re.compile(rf"{_ZH_CONTRAST.pattern}|"
                        r"^(?:已经|都)?第?[一二三四五六七八九十两\d]+(?:年|个月|天|周)了?$|"
                        r"^一(?:天|周|星期|个月|年)(?:差不多|大概|大约|至少)?[一二三四五六七八九十两半\d]+[^，。]{0,3}$|"
                        r"^(?:特别|非常|很|太|好|真|超|挺)[^，。]{1,4}(?:了|啊|的)?$")


def _zh_says_own_state(part: str) -> bool:
    """A Chinese clause with no subject that the rules read as a state of the person's, said with "我" before it:
    an attribute they place, a doing stopped, or a course signed up for."""
    return (attribute_of("我" + part) is not None or bool(STOP_VERB.search(part) or ZH_STOPPED.search(part))
            or bool(_ZH_SIGNED_UP.match(part)))


def _zh_subjectless_own(part: str) -> bool:
    """A Chinese clause with no subject at all that says a state of the person's the attribute rules
    know ("戒烟了", "上个月结婚了", "不在腾讯了", "养了一只猫"): Chinese leaves out "我" as Japanese does
    (attributes.ja_self_statement); one naming anyone else ("他结婚了", "同事辞职了") is theirs."""
    # (not one gone astray, "小黑走丢了": a pet's going, though "丢了" is a loss of the person's, "丢了工作")
    # (or a doing stopped, by its verb or by "不…了": "古筝不再学了", "车上周卖掉了", "膝盖受伤以后就不打羽毛球了"; or a
    # course signed up for, a lasting doing: "报了老年大学的书法班", "报名了瑜伽课")
    return (not re.search(r"[我你他她它谁]|(?:跑丢|走丢|跑掉)了", part) and not _zh_someone_first(part)
            and _zh_says_own_state(part))


# A clause that only names the one said just before it ("叫豆豆", "名字叫年糕", "它叫小黑", "取名叫旺财"), and a
# clause that says one pet or relative ("养了一只柯基", "家有只猫", "有个弟弟") whose name it can be.
_ZH_NAMED_AFTER = re.compile(r"^(?P<whose>[它牠他她]的?)?(?:(?:名字|小名|大名)(?:叫做?|叫作|是)|名叫|也叫|叫做|叫作|叫|"
                             r"(?:取|起)了?个?名字?(?:叫做?|为)?)"
                             # (a name: not "叫我老张就行", "叫得很凶", "叫我明天去爬山")
                             r"(?P<name>(?![我你他她它得着了个声起])[\u4e00-\u9fffA-Za-z]{1,4})(?:吧|呢|哦)?$")
def _zh_each_named_joined(parts: list[str]) -> list[str]:
    """"一只叫年糕" and "一只叫汤圆", cut at their comma, as one part: the namings of the animals counted before."""
    out: list[str] = []
    for p in parts:
        if out and _ZH_ONE_NAMED.fullmatch(out[-1]) and _ZH_ONE_NAMED.fullmatch(p):
            out[-1] = f"{out[-1]}，{p}"
        else:
            out.append(p)
    return out


_ZH_ONE_NAMED = re.compile(r"另?一[只条](?:叫|名叫)[\u4e00-\u9fffA-Za-z]{1,4}")
# Two or three animals counted ("养了两只猫"), then each named ("一只叫年糕一只叫汤圆", "一只叫年糕，一只叫汤圆" cut in two).
_ZH_COUNTED_PETS = re.compile(r"(?P<verb>养|有)了?(?:两|二|三|几)(?P<counter>只|条)(?P<noun>[\u4e00-\u9fff]{1,3})$")
_ZH_EACH_NAMED = re.compile(r"一[只条](?:叫|名叫)([\u4e00-\u9fffA-Za-z]{1,4}?)(?:[，,、]?另?一[只条](?:叫|名叫)([\u4e00-\u9fffA-Za-z]{1,4}))?")
_ZH_NAME_WORD = re.compile(r"^(?:名字|小名|大名|名叫|叫做|叫作)")
_ZH_ONE_SAID = re.compile(r"(?:有|养|领养|收养|捡|买|生|开|组|建|办|写|出|看完?|读完?)了?(?:一|两|几)?(?:只|条|个|位|匹|头|家|辆|部|支|本|首|间)")
_JA_BARE_NAME = re.compile(r"名前[はが][^\s、。！？!?]{1,10}(?<!です)(?<!だ)(?<!でした)$")
_JA_SINCE_BARE = re.compile(r"(?<=[^\s、。]{2})(?:に|へ)引っ越してから(?:もう|まだ)?(?:\d+|[一二三四五六七八九十半数]+)(?:年|ヶ月|か月|カ月|ケ月|週間|日)(?:くらい|ほど|ぐらい|近く)?(?=、|$)")


_JA_RESIDENT_TE = re.compile(r"^((?:[^、。はがを]{1,12}、)?)([^、。はがを]{1,12}?在住)で(?=[^、。]{2,})")


def _ja_resident_cut(part: str) -> list[str]:
    """"福岡在住で看護師やってる" → "福岡在住です", "看護師やってる"; any other part as it is."""
    m = _JA_RESIDENT_TE.match(part)
    if not m:
        return [part]
    return [f"{m.group(1)}{m.group(2)}です", part[m.end():]]


def _ja_since_cut(part: str) -> list[str]:
    """A part opening on how long since a change, with no copula ("大阪に引っ越してから1ヶ月、たこ焼きばっか食べてる"): that
    span said with "です", and the rest a part of its own."""
    m = _JA_SINCE_BARE.search(part)
    if not m:
        return [part]
    rest = part[m.end():].lstrip("、")
    return [part[:m.end()] + "です"] + ([rest] if rest else [])
# A course or class signed up for, said with no subject: a doing that lasts, not a moment.
_ZH_SIGNED_UP = re.compile(r"^(?:最近|刚刚?|上个?月|上周|今年|已经)*报(?:了|名了)[^，。？！]{1,15}?(?:班|课|课程)$")
# Only when a class meets, after the class was said ("每周二上课", "每周上一次课"): a detail of the class.
_ZH_SCHEDULE_ONLY = re.compile(r"^(?:每|一)(?:周|星期|礼拜|天|月)[一二三四五六日天末]?(?:都|要)?(?:上[一两三四五\d]?次?课|[一两三四五\d]次课)了?$")
# The same for any detail of the state said just before it, in the same breath, with no subject of its own:
# how long it has held ("我在一家外企做财务，已经干了八年"), a measure it keeps to ("我在生酮饮食，一天碳水不超过20克"),
# how far along it is ("开始学日语，五十音快背完了"), or an excess given as the reason for a stop ("古筝不再学了，太费时间",
# "不搞生酮了，太难坚持"). Kept as a fact of its own it would say nothing alone, and outlive the state when that
# one ends ("已经不搞生酮了" leaves "一天碳水不超过20克" current).
_ZH_NUMBER = r"[一二三四五六七八九十百两几半\d]+"
_ZH_DETAIL_ONLY = re.compile(
    rf"^(?:(?:已经|都|差不多|快|有|也)+)?(?:干|做|工作|学|住|待|练|吃|坚持|上班|当|骑|开|用|养|带|教|跑|玩|弹|戴)了?(?:快|差不多|将近|有|近)?{_ZH_NUMBER}多?个?"
    r"(?:年|月|星期|周|礼拜|天)多?了?$|"
    r"^(?:每|一)(?:天|日|周|星期|月|顿|餐)\S{0,10}?(?:不超过|不到|不能超过|最多|至少|控制在|只吃|只喝|限制在)|"
    r"^\S{1,8}?(?:快|差不多|已经快)\S{1,3}完了$|"
    r"^(?:实在|真的|有点|有些)?太\S{1,6}$|"
    # (and the reason or the purpose told after it: "我不喝咖啡了，因为胃不好", "搬到了苏州，为了离公司近一点")
    # (not a cause that tells a change of its own: "我辞职了，因为我们搬到深圳了" tells the move too)
    r"^(?:我|用户)?(?:因为|由于|为了)(?!\S*(?:搬|辞职|离职|结婚|离婚|分手|入职))")
# A cause told before a stop ("膝盖受伤以后就不打羽毛球了", "我生了孩子之后就不再跑步了"): the person, the cause,
# the stop. (No one else in the cause: "他走了以后就……" is read no further here.)
_ZH_CAUSE_FIRST = re.compile(r"^(我)?[^，。我你他她它]{1,12}?(?:以后|之后|后)就(.+)$")


# French chat leaves out "j'ai" before a past participle whose object is the person's own ("fêté mes 18 ans hier
# soir", "vendu ma voiture", "enfin quitté mon boulot"): the possessive says whose doing it is. (Not the verbs
# that take "être", "arrivé", "parti", nor a word in -é/-i/-u that is no participle, "ici", "lundi".)
_FR_DROPPED_JAI = re.compile(
    r"^(?:(?:enfin|finalement|déjà|aussi|bien|encore|officiellement)\s+)?(?!(?:été|née?|allée?|arrivée?|partie?|venue?|restée?|"
    r"tombée?|entrée?|sortie?|montée?|descendue?|passée?|devenue?|morte?|retournée?|rentrée?|ici|aussi|parmi|voici|lundi|"
    r"mardi|mercredi|jeudi|vendredi|samedi|midi|merci|ceci|celui|lui|qui|quoi|puis|depuis|vu|bu|su|pu|dû|eu)\s)"
    r"[a-zàâçéèêëîïôûùü]{2,}(?:é|ée|és|i|u|is|it)\s+(?=(?:mon|ma|mes)\s)", re.I)
# German chat leaves out "ich" before its verb, the person's own form first ("Wohne jetzt in Hamburg",
# "Arbeite seit Mai bei Bosch", "Bin jetzt in Rente"): "bin", "hab(e)", or a verb in "-e" before a word of
# when, of negation or a preposition (not a noun in "-e" that is the subject of a verb after it: "Woche
# in Berlin war toll").
_DE_DROPPED_ICH = re.compile(
    r"^(?:bin|hab|habe)\s|^(?!(?:jede|diese|eine|keine|meine|deine|seine|ihre|unsere|gerne|heute|alle|viele|ohne|bitte|"
    r"schon|gerade|bereits|beide|einige|manche|welche|solche|gestern|morgen|ganze|kleine|große|neue|alte|erste|letzte|"
    r"nächste|danke|sorry|klasse|ahnung|keine)\b)[a-zäöüß]{3,}e\s+(?=(?:jetzt|seit|nun|inzwischen|mittlerweile|wieder|"
    r"nicht|kein\w*|schon|gerade|bald|ab|bei|in|im|nach|als|zur|zum|mit|für|von|aus|wieder)\b)", re.I)
_DE_OWN_SUBJECT_VERB = re.compile(r"\b(?:ist|war|sind|waren|hat|hatte|wird|wurde|kann|muss|soll)\b", re.I)
_ZH_DROPPED_I = re.compile(r"^(?:现在|目前|如今|最近|刚刚?|去年|今年|上个?月|上周)?(?:已经)?"
                           r"(?:在[^，。你他她它]{1,10}(?:工作|上班)|住在|搬到|搬去|搬回|辞职|离职|跳槽|换了?工作|"
                           # (the work left put first as the topic, "银行那边辞了", "银行的工作辞了", or after the verb,
                           # "辞了银行的工作": a workplace or a work noun, not someone, "我妈那边")
                           r"[^，。你他她它我妈爸哥姐弟妹]{1,8}?(?:那边|那儿|的工作|的活儿?)(?:已经|也)?(?:辞了|辞掉了|不干了)|"
                           r"辞(?:了|掉了)[^，。你他她它]{1,8}的工作)")
# The household's "we" opening a clause after a comma, and the person as the subject of the clause before it.
_HOUSEHOLD_WE_AFTER = {"fr": re.compile(r"(?:on|nous)\s", re.I), "de": re.compile(r"wir\b", re.I)}
_PERSON_SUBJECT = {"fr": re.compile(r"(?:^|\s)(?:je|j['’]|moi\b)", re.I), "de": re.compile(r"\bich\b", re.I)}
# A Japanese clause cut at its te-form takes the tense of the sentence's last verb; told in the past, it is
# past too ("銀行を辞めて、カフェを開きました" → "銀行を辞めた"): te → ta is regular for every verb. (Not "ないで",
# "without doing", nor a noun's "で", "三十五歳で", which normalise.japanese reads as "です".)
_JA_TE_END = re.compile(r"(?:(?<=[\u3040-\u309f])(?<!ない)て|(?<=ん)で|(?<=[^な]い)で)$")
# (a sentence told in the past, or one whose last clause is "now": the te-clause before it is what was done first,
# "保険金で自転車を買って、今はそれで通っています"; or a decision told as made, "…残ることに(した)")
_JA_PAST_END = re.compile(r"(?:ました|でした|[ただ]|ことに(?:なった|なりました)?)[!！。…]*$|^(?:今は?|現在は?)")


# A sentence's last clause that tells no deed: a dream, a thought, a wish, a decision to act ("…のが夢だ", "…と思った",
# "…したい", "…ことにしました"): the te-clauses before it are not done either.
_JA_NOT_DONE = re.compile(r"(?:夢|と思|たい|ことにし|ことに決め|かな|かも)")
_JA_WEIGHED = re.compile(r"[おこごそとのぼもろよ]うか(?:な)?と?(?:迷|悩)")


def _ja_te_in_past(parts: list[str]) -> list[str]:
    # (a sentence that ends on a plan, a wish, a thought or a decision holds its te-clauses in it too: "会社を辞めて、
    # カフェを開く予定です", "…世界一周したいと思った" have quit nothing yet; the last clause is read as what it is)
    # (not a choice weighed after a comma, "福岡に引っ越して、車を買おうか悩んでいます": the move is done, the car weighed)
    if len(parts) >= 2 and ((is_plan(parts[-1]) and not _JA_WEIGHED.search(parts[-1])) or _JA_NOT_DONE.search(parts[-1])) and all(
            _JA_TE_END.search(p.strip(" 、,")) for p in parts[:-1]):
        return parts[-1:]
    # (someone else's te-form clause is read with its own subject rules: "姉がヴィーガンをやめて、…" is left as said)
    if len(parts) < 2 or not _JA_PAST_END.search(parts[-1].strip()) or any(_JA_OTHER_SUBJECT.search(p) for p in parts):
        return parts
    # (not a state going on, said in the te-form of "…ている": "一日一箱吸ってて、健康診断で肺のこと言われた" smokes still)
    return [p if _JA_ONGOING_TE.search(p.strip(" 、,")) else _JA_TE_END.sub(lambda m: "た" if m.group(0) == "て" else "だ", p)
            for p in parts[:-1]] + parts[-1:]


_JA_ONGOING_TE = re.compile(r"(?:ていて|でいて|ってて|んでて|いてて)$")


# A Chinese clause with no subject whose only "我" owns a place or someone ("最近天天来我家哭", "还去我公司闹"):
# after a clause about someone else, it goes on with them.
_ZH_MINE_ONLY_AS_OWNER = re.compile(r"^(?!我)[^我]*我(?:们)?(?:的)?(?:家|公司|单位|学校|店|这儿|这里|那儿)[^我]*$")
# Someone making, asking or letting the person do a thing ("医生让我吃点红肉", "妈妈逼我学钢琴"): the person is the one
# to act, so a clause after it with no subject goes on with the person, not with the one who asked.
_ZH_PERSON_MADE_TO = re.compile(r"^[^，。我你]{1,8}?(?:让|叫|要|劝|逼|要求|建议)我(?!们)")
_ZH_CAUSEE = "我(让)"  # (the subject carried after such a clause: the person, only for what is told as done)
_ZH_DONE_NOW = re.compile(r"^(?:现在|如今|目前|已经|从此|后来|于是|然后)(?!.*(?:你|他|她|它))")
# A second object of "have" with the verb left out: "j'ai 42 ans et deux enfants", "I have a cat and two dogs".
_HAVE = {"en": re.compile(r"^(i have|i've got|i['’]ve)\s", re.I), "fr": re.compile(r"^(j['’]ai)\s", re.I),
         "de": re.compile(r"^(ich habe|ich hab)\s", re.I), "es": re.compile(r"^((?:yo )?tengo)\s", re.I), **itpt.HAVE}
_COUNTED = {"en": r"a|an|two|three|four|five|\d+", "fr": r"un|une|deux|trois|quatre|cinq|\d+",
            "de": r"einen|eine|ein|zwei|drei|vier|fünf|\d+", "es": r"un|una|dos|tres|cuatro|cinco|\d+", **itpt.COUNTED}
# Spanish leaves out the verb the other person's clause had: "Mi novio vive en Buenos Aires y yo en Madrid".
_ES_GAP = re.compile(r"^yo\s+(?=(?:en|a|de|con|desde)\b)", re.I)


def _gapped(before: str, part: str, lang: str) -> str | None:
    """``part`` with the verb it leaves out put back, when it is a gapped clause; else None."""
    have = _HAVE.get(lang, _NO).match(before)
    if have and re.match(rf"(?:{_COUNTED[lang]})\s", part, re.I):
        return f"{have.group(1)} {part}"
    if lang == "es" and _ES_GAP.match(part):
        from mnemosyne_app.core.model.normalise import es_first_person_of

        verb = next((v for w in before.split()[1:4] if (v := es_first_person_of(w))), None)
        return f"{verb} {part[_ES_GAP.match(part).end():]}" if verb else None
    return None
# "..., training for a half marathon", "... while living in Lisbon": what the subject is doing.
_GERUND = {"en": re.compile(r"(?!(?:including|according|regarding|concerning|considering|depending|following|excluding|"
                            r"during|nothing|something|anything|everything|morning|evening|thing|bring|king|ring|"
                            r"spring|string|sing|swing|wing)\b)[a-z]{2,}ing\b")}
# "..., but that was ages ago": a clause of its own about something else, not part of the person's.
_DEMONSTRATIVE = {"en": re.compile(r"^(?:that|this|it|there)(?:\s+[a-z]+)?(?:['’]s\b|\s+(?:is|was|were|are|has|had|will|would)\b)",
                                   re.I)}
# An owned noun with no verb ("My brother", "My wife Sara"): the subject of the part after it.
_BARE_OWNED = {"en": re.compile(r"^(?:my|our)\s+[\w'’-]+(?:\s+[A-Z][\w'’-]*)?$", re.I),
               "fr": re.compile(r"^(?:mon|ma|mes)\s+[\w'’-]+$", re.I), "de": re.compile(r"^(?:mein|meine)\s+[\w-]+$", re.I),
               "es": re.compile(r"^(?:mi|mis)\s+[\w-]+$", re.I)}
# A clause that ends on its verb ("but my wife is", "so am I", "me too") says nothing by itself.
# ("too" ends a reply only after a word or two, "I do too"; "I'm learning Japanese too" says something)
_ELLIPTICAL = re.compile(r"(?:\b(?:is|am|are|was|were|do|does|did|has|have|can|will)(?:\s+too)?|^\S+(?:\s+\S+)?\s+too|"
                         r"\bme too|\bso am i|\bso do i)$|"
                         # (and the echo inverted, "… and so is my mum", "… and neither does my husband": its "so" is
                         # taken as an opener before this is read)
                         r"^(?:(?:so|neither|nor)\s+)?(?:is|am|are|was|were|do|does|did|has|have|can|will)\s+"
                         r"(?:my|our|his|her|their|the)\s+[\w'’-]+(?:\s+[\w'’-]+)?$", re.I)
_WHAT_IT_WAS = re.compile(r"\b(?:half|twice|double|triple|a third of|a fraction of)\s+what\s+(?:it|they)\s+(?:was|were|is|are)$",
                          re.I)
# A part that only names what the part before said ("I have a dog, his name is Rex").
_NAMING = {"en": re.compile(r"^(?:(?:he|she|it)(?:['’]s| is) called|(?:his|her|its) name is)\s+(?-i:[A-Z])", re.I),
           "fr": re.compile(r"^(?:il|elle) s['’]appelle\s+(?-i:[A-Z])", re.I),
           "de": re.compile(r"^(?:er|sie|es) heißt\s+(?-i:[A-Z])", re.I),
           "es": re.compile(r"^se llama\s+(?-i:[A-Z])", re.I), "it": re.compile(r"^si chiama\s+(?-i:[A-Z])", re.I),
           "pt": re.compile(r"^(?:chama-se|se chama)\s+(?-i:[A-Z])", re.I)}
# The person's or the household's own, before one of them ("my wife", "our son", "i nostri due figli"), per language.
OWNED_BY_THE_PERSON = {"en": r"my|our", "fr": r"mon|ma|mes|notre|nos", "de": r"mein(?:e[mnrs]?)?|unser(?:e[mnrs]?)?",
                       "es": r"mis?|nuestr[oa]s?", "it": r"(?:(?:il|la|i|le)\s+)?(?:mi[oa]|miei|mie|nostr[oaie])",
                       "pt": r"(?:(?:o|a|os|as)\s+)?(?:meus?|minhas?|noss[oa]s?)"}
# One of the household or a relative by that owner ("my wife", "my parents"): a list of them after "with" is whom a
# home is shared with, one phrase (one_fact_each.py cuts the household from it where it follows a home).
_KIN_OWNED = {lang: rf"(?:{owned})\s+(?:(?:{HOUSEHOLD_COUNT[lang]})\s+)?(?:{PARTNER_NOUNS[lang]}|{CHILD_NOUNS[lang]}|"
                    rf"{others._KIN[lang]})" for lang, owned in OWNED_BY_THE_PERSON.items()}
_NAMED_AFTER = r"(?:\s+(?-i:[A-ZÀ-Þ])[\w'’-]+)?"  # (a name beside the noun: "my wife Sara")
# The person's living, by their own verb in the present, said alone before whom they live with ("I live with my partner
# and my two kids"): one_fact_each cuts the household from it.
LIVING_NOW = {"en": r"I live|I['’]m living", "fr": r"je vis|j['’]habite", "de": r"ich wohne|ich lebe", "es": r"vivo",
              "it": r"vivo|abito", "pt": r"moro|vivo"}


def _lived_in_now(part: str, lang: str) -> bool:
    """Whether the part tells a home of the person's or whom they live with, now: not a past, a denial, someone else's
    or another doing ("I lived in Leeds with …", "I don't live with …", "My ex lives with …", "I had dinner with …")."""
    return (attribute_of(part) in ("residence", "relationship", "family") and not is_past(part) and not is_negation(part, lang)
            and others.subject(part, lang) is None)


_CONJ = {"en": "and", "fr": "et", "de": "und", "es": "y", **itpt.CONJ}
_PRONOUN = {"en": re.compile(r"^(he|she|they|it)\b", re.I), "fr": re.compile(r"^(il|elle|ils|elles)\b", re.I),
            "de": re.compile(r"^(er|sie|es)\b", re.I), "es": re.compile(r"^(él|ella|ellos)\b", re.I),
            "zh": re.compile(r"^(他|她|它)")}
_OWNED_SUBJECT = {
    "en": re.compile(r"^((?:my|our)\s+(?:[a-z]+\s+){0,2}?[a-z-]+(?:\s+[A-Z][\w-]+)?)(?=(?:['’]s\s+name)?\s+(?:is|was|has|had|loves|likes|"
                     r"plays|lives|works|goes|turns|turned|just|also|really|can|will|studies|started|got)\b)", re.I),
    # (and the people the person has without "的": "我闺蜜刚离婚，还从南京搬回老家了" is the friend's move)
    "zh": re.compile(rf"^(我(?:的)?(?:女儿|儿子|妻子|老婆|丈夫|老公|孩子|姐姐|妹妹|哥哥|弟弟|妈妈|母亲|爸爸|父亲|父母|猫|狗|{ZH_THEIRS})"
                     r"(?:[\u4e00-\u9fff]{1,2}(?=[今是叫在喜很有]))?)"),
    # ("Mon frère vit au Canada, il est ingénieur": "il" is the brother)
    "fr": re.compile(r"^((?:mon|ma|mes|notre|nos)\s+[\w-]+(?:\s+[A-Z][\w-]+)?)(?=\s+(?:est|a|vit|habite|travaille|"
                     r"s'appelle|aime|adore|joue|va|fait|étudie|parle)\b)", re.I),
    "de": re.compile(r"^((?:mein|meine|unser|unsere)\s+[\wäöüß-]+(?:\s+[A-Z][\w-]+)?)(?=\s+(?:ist|hat|wohnt|lebt|arbeitet|"
                     r"heißt|mag|liebt|spielt|geht|studiert|spricht)\b)", re.I),
    **itpt.OWNED_SUBJECT,
}


# "Tom Silva is my brother": the clause names someone, whom a "he" after it is about.
_NAMED_SUBJECT = {"en": re.compile(r"^((?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2})(?=\s+(?:is|was)\s+(?:my|our)\b)",
                                   re.I)}


def subject_of(clause: str, lang: str) -> str:
    """Who a clause is about, as the message names it ("I", "my son Leo", "我女儿", "Tom Silva")."""
    if named := _NAMED_SUBJECT.get(lang, _NO).match(clause):
        return named.group(1)
    found = _OWNED_SUBJECT.get(lang, _NO).match(clause)
    if found and not (lang in _COMPANION and _COMPANION[lang][0].match(clause)):
        return found.group(1)
    if someone := others.subject(clause, lang):
        # ("我妈退休了，搬去海南住了": the move is the mother's; "姉が…やめて、…始めました"; "My sister quit her job
        # and moved to Leeds")
        return someone
    return {"en": "I", "fr": "je", "de": "ich", "es": "", "zh": "我", "ja": "私は", **itpt.SELF}[lang]


def _same_form_for_both(part: str, lang: str) -> bool:
    """A Spanish or Portuguese clause opening on a verb whose person's form is also the third person's (the
    imperfect: "tinha", "era", "vivía"): after someone else's clause it goes on with them."""
    from mnemosyne_app.core.model.normalise import _ES_VERBS

    table = {"es": _ES_VERBS, "pt": itpt.VERBS["pt"]}.get(lang)
    first = re.match(r"(?:(?:no|não|ya|já|ainda|todavía)\s+)?([^\W\d_]+)", part.strip(), re.I)
    return bool(table and first and table.get(first.group(1).lower()) == first.group(1).lower())


# The subjects ``subject_of`` gives for the person (any other is someone else).
_SELF = frozenset({"I", "je", "ich", "", "我", "私は", "io", "eu"})
# A Japanese clause's thing put first as its topic ("ピアノは…"), and a stop said with no topic of its own ("今はもう弾いてない").
_JA_THING_TOPIC = re.compile(r"^([\u30a0-\u30ff\u4e00-\u9fff]{2,8})は")
_JA_BARE_STOP = re.compile(r"^(?:今は|最近は|もう)?[^はが、。]*(?:もう|もはや)[^はが、。]*(?:ない|ません|やめ)")


def _ja_topic_carried(cause: str, part: str) -> str:
    """``part``, a stop with no topic after a cause that opened on a thing, said with that thing as its topic."""
    topic = _JA_THING_TOPIC.match(cause)
    if not topic or not _JA_BARE_STOP.match(part) or _JA_SELF.search(cause):
        return part
    carried = f"{topic.group(1)}は{re.sub(r'^(?:今は|最近は)', '', part)}"
    return carried if attribute_of(carried) in ("hobby", "diet", "vehicle", "health") else part


_JA_SELF = re.compile(r"私|僕|俺|わたし|あたし|自分")


def continued(part: str, subject: str, lang: str) -> str | None:
    """``part`` with ``subject`` put back, when it continues the clause before; else None."""
    owned = subject not in _SELF
    pronoun = _PRONOUN.get(lang, _NO).match(part)
    if pronoun and owned:
        rest = part[pronoun.end():]
        if lang == "en" and pronoun.group(1).lower() != "they":
            subject = others.one_of(subject)  # ("My sister's husband left her, she's moving back": the sister)
        if lang == "de":  # (a pronoun is the subject: "Meiner Frau geht es gut, sie ist schwanger" → "Meine Frau ist …")
            subject = re.sub(r"^([Mm]ein|[Uu]nser)e([rm])\b", lambda m: m.group(1) + ("e" if m.group(2) == "r" else ""), subject)
        if pronoun.group(1).lower() in ("it", "es") and others.names_a_person(subject, lang):
            # ("My brother is getting divorced, it's been a rough year", "Mein Opa hat Parkinson, und es wird
            # langsam schlimmer": "it" is no person)
            return None
        return subject + _en_contraction_said(rest) if lang == "en" else subject + rest
    if pronoun:
        return None
    if _GERUND.get(lang, _NO).match(part):
        return f"{subject} {'am' if subject == 'I' else 'is'} {part}"
    if lang == "zh":
        # (the person's subject goes on to a clause with none of its own, "……，现在在一家银行工作", but not to a remark
        # on what was said, "……，已经第五年了", "……，虽然工资少了点", "……，特别黏人", "……，一天差不多一包"; someone else's
        # only to a clause that says a state, "我妈退休了，搬去海南住了": "我爸退休了。今天广州热得要命" is nobody's)
        if not takes_inherited_subject(part, lang):
            return None
        if _ZH_REMARK.match(part):
            # (a contrast that says a state of its own goes on with it: "……，不过现在在做销售", "……，但是去年戒了")
            contrast = _ZH_CONTRAST.match(part)
            rest = part[contrast.end():] if contrast else ""
            return subject + rest if rest and _zh_says_own_state(rest) else None
        return subject + part if not owned or _zh_says_own_state(part) else None
    if lang == "ja":  # (Japanese says no subject again: the normaliser puts the person back; someone else's goes on
        # as theirs, "姉が…やめて、お肉を食べ始めました")
        if owned:
            return f"{subject}は{part}" if others.subject(f"{subject}は", lang) and takes_inherited_subject(part, lang) else None
        return part if takes_inherited_subject(part, lang) else None
    if lang in itpt.THIRD_VERB:  # "Mia figlia si chiama Sofia | e ha sei anni"
        return f"{subject} {part}" if owned and itpt.THIRD_VERB[lang].match(part) else None
    if takes_inherited_subject(part, lang):
        return f"{subject} {part}".strip() if not owned or lang == "en" else None
    return None


# A contraction after a pronoun, said in full after the someone it stands for ("she's been cooking" → "has
# been", "they're in the Algarve" → "are").
_EN_CONTRACTION = re.compile(r"^['’](s|re|ve|ll|d)\b\s*")
# ("has" only before these: "he's married", "she's retired" are states, said with "is")
_EN_HAS_AFTER = re.compile(r"(?:(?:just|already|finally|recently|now)\s+)?(?:been|got|gotten|had|gone|done|left|quit|become|begun|"
                           r"taken|given|found|lost|made|bought|sold|won|seen|come|started|moved|decided|finished|"
                           r"stopped|joined|changed|switched|landed|applied|signed|spent|lived|worked)\b", re.I)
# ("'d" before a participle is "had": "he'd lived in France", "they'd always wanted to")
_EN_HAD_AFTER = re.compile(r"(?:\w+ly\s+|never\s+|just\s+|already\s+)?(?:been|got|gone|done|had|[a-z]+ed)\b", re.I)


def _en_contraction_said(rest: str) -> str:
    m = _EN_CONTRACTION.match(rest)
    if not m:
        return rest
    after = rest[m.end():]
    word = {"re": "are", "ve": "have", "ll": "will", "d": "had" if _EN_HAD_AFTER.match(after) else "would"}.get(m.group(1).lower())
    if word is None:
        word = "has" if _EN_HAS_AFTER.match(after) else "is"
    return f" {word} {after}"


# (a time told first may be longer: "After ten years at Nestlé I finally handed in my resignation")
_EN_FIRST = re.compile(r"^(?:(?:after|since|following|during|over|before)\s+(?:[\w'’-]+,?\s+){0,6}?|(?:[\w'’-]+\s+){0,4}?)"
                       r"(i|i'm|i’m|i've|i’ve|i'll|my|we|we're|we've|our)\b", re.I)
_OWN_COMPLEMENT = re.compile(r"^(?:it|that|this)(?:['’]s|\s+(?:is|was|will be))\s+(?:my|our)\s(?![\w-]+['’]s\b)", re.I)
_EN_VERBISH = re.compile(
    r"^(?:also |still |now |recently |currently |just |then |really |usually |often |never |always )?"
    r"([a-z]+ed|am|have|has|had|work|works|live|lives|love|like|enjoy|hate|speak|play|run|teach|study|own|drive|"
    r"use|prefer|got|went|started|moved|began|became|left|quit|took|bought|made|met|joined|grew|eat|drink|"
    r"start|starts|join|begin|sold|sell|"
    r"can|cannot|can't|don't|do|go|need|keep|spend|write|read|cook|train|volunteer|walk|swim|ride|coach)\b(?!-)", re.I)


# "We" said by the verb alone, as a couple says what happened to them ("on s'est mariés", "nos
# separamos", "ci siamo lasciati", "casámo-nos"), and the person as what others did something to
# ("they promoted me", "on m'a promue", "man hat mich befördert", "me ascendieron", "mi hanno
# promosso"): the person is in it. (French "on a ..." alone is left out: "on a dit que" is "people
# said".)
_WE_BY_VERB = {
    "en": re.compile(r"^they\s+(?:\w+ed|made|gave|let|took|offered)\s+me\b", re.I),
    "fr": re.compile(r"^(?:on s['’]est|on est|nous nous|on (?:habite|vit|a déménagé|a emménagé|s['’]installe)|"
                     r"on vient de (?:s['’]installer|déménager|emménager)|on a (?:quitté|vendu|adopté)|"
                     r"on m['’]a)\s", re.I),
    "de": re.compile(r"^man hat mich\s", re.I),
    # (what others did to the person in the perfect too: "me han hecho coordinadora", "me han despedido")
    "es": re.compile(r"^(?:(?:nosotr[oa]s\s+)?nos\s+\w+(?:amos|imos|emos)|me\s+\w+(?:aron|ieron)|me\s+han\s+(?!(?:dicho|contado|comentado|preguntado|pedido|escrito|llamado|recomendado)\b)\w+(?:ado|ido|echo|ho|to)|"
                     r"(?:lo|la)\s+(?:dejamos|terminamos)|"
                     # (a couple's parting with no object, when alone after it: "Terminamos hace un mes", "Rompimos")
                     r"(?:terminamos|rompimos|cortamos)(?=\s+(?:hace|ayer|anoche)\b|\s*[.!]*$))\b", re.I),
    "it": re.compile(r"^(?:(?:noi\s+)?ci\s+(?:siamo|\w+iamo)|mi hanno\s+\w+)\b", re.I),
    # (and what others did to the person: "me promoveram a gerente", "me demitiram", "me contrataram")
    "pt": re.compile(r"^(?:nós\s+)?(?:nos\s+\w+(?:amos|emos|imos)\b|\w+(?:[aáâ]mo|[eê]mo|imo)-nos\b)|^me\s+(?!(?:falaram|disseram|contaram|perguntaram|pediram|ligaram|escreveram|mandaram)\b)\w+(?:aram|eram|iram)\b",
                     re.I),
}


# A joke taken back, in the next sentence or after dots, a comma or a dash ("翔太がまた遅刻したので別れます！…なんて冗談です笑",
# "I'm quitting and moving to Bali. Just kidding 😂", "Je démissionne… je plaisante"), or a wish after dots ("Basta, vendo
# tutto e mi trasferisco alle Maldive… magari"): what it takes back is no statement, whatever it names (a change laughed
# back is no change; sarcasm's "Not." below keeps what names something of the person's, as it may be the truth).
# (the joke word alone, then only punctuation, a face or a laugh: not "kidding about the weather", "JK Rowling", "je
# plaisante pas", "Kidding you not", "Brincadeira nenhuma", "Scherzo a parte", "冗談抜きで", "冗談じゃなくて")
_JOKE_ALONE = r"(?=\s*(?:[.,!…)~](?!\s*(?:nope|non|nein|no|não|para nada|nada)\b)|$|[\U0001F000-\U0001FAFF\u2600-\u27BF]|(?:lol|haha\w*|jaja\w*|mdr|kkk+|rs)\b|笑|ｗ|w\b))"
_JOKE_WORDS = (r"(?:(?:(?:just|only)\s+)?kidding|jk|j/k|je (?:plaisante|rigole|blague)|c['’]est (?:une )?(?:blague|pour rire)|"
               r"(?:war )?nur (?:ein )?(?:scherz|spa(?:ß|ss))|(?:es )?(?:una )?(?:broma|coña)|(?:sto )?scherzando|(?:è uno )?scherzo|"
               rf"(?:é )?brincadeira|(?:tô|to|estou a) brinca(?:ndo|r)){_JOKE_ALONE}|"
               r"(?<!不是)(?<!没)开玩笑(?:(?:的|呢|啦)(?=[。！!~，,]|$|哈|[\U0001F000-\U0001FAFF])|(?=[。！!~]|$|哈|[\U0001F000-\U0001FAFF]))|"
               r"逗你(?:的|呢|玩)|"
               r"(?:なんて|というのは)冗談(?!抜き|じゃな|ではな)|冗談(?:です|だよ|でした)(?!けど|よ|ね|か|\?|？)")
_LAST_CLAUSE_CUT = re.compile(r",\s+|\s+(?:and|et|und|y|e)\s+|、|，|(?<=ので)")
_JOKE_OPENS = re.compile(rf"^[\s.…!]*(?:{_JOKE_WORDS})[\s.,!…]*", re.I)
# (the wish alone, as its own remark: "… magari!", "… magari, è che piove"; not "magari è la volta buona", "Ojalá me vaya
# bien", "if only I'd done it years ago")
_WISH_WORDS = rf"(?:magari|ojalá|quem me dera|if only|schön wär['’]?s|si seulement)\b{_JOKE_ALONE}"
_JOKE_AFTER = re.compile(rf"(?:\.\.\.|…|,|\s[-–—]|[\U0001F000-\U0001FAFF])\s*(?:{_JOKE_WORDS})[\s.,!…]*|"
                         rf"(?:\.\.\.|…)\s*{_WISH_WORDS}[\s,.!]*", re.I)
# (the wish as the next sentence, after dots that end this one: "… alle Maldive 🏝️..." "magari, è che piove …")
_WISH_OPENS = re.compile(rf"^[\s.…]*{_WISH_WORDS}[\s,.!]*", re.I)
_ENDS_ON_DOTS = re.compile(r"(?:\.\.\.|…)[\s\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]*$")


def _jokes_taken_back(said: list[str]) -> list[str]:
    """The sentences without what a joke or a wish takes back (see above); what is said after it stays."""
    out = []
    for k, sentence in enumerate(said):
        after = said[k + 1] if k + 1 < len(said) else ""
        if (_JOKE_OPENS.match(after) and not _JOKE_OPENS.match(sentence)) or (_WISH_OPENS.match(after) and _ENDS_ON_DOTS.search(sentence)):
            # (what it takes back is the sentence's last clause: "Moved to Leeds and my new flat has a hot tub. Jk." keeps
            # the move)
            cuts = list(_LAST_CLAUSE_CUT.finditer(sentence))
            if not cuts or not sentence[:cuts[-1].start()].strip():
                continue
            sentence = sentence[:cuts[-1].start()]
        if back := (_JOKE_OPENS.match(sentence) or _WISH_OPENS.match(sentence) or _JOKE_AFTER.search(sentence)):
            sentence = sentence[back.end():]
        if sentence.strip():
            out.append(sentence)
    return out


# Sarcasm's taking back of the sentence before it, as a sentence of its own ("Not.", "Nicht.", "Só que não.", "Ou pas.",
# "Ma anche no.", "才怪。", "なんてね"), and at a sentence's end after dots ("I love my job... not!"; not after a comma,
# where "not" ends a contrast as often: "I eat fish, but meat, not").
TAKEN_BACK = re.compile(r"(?:(?:not|nicht|pas|ou pas|or not|oder (?:auch )?nicht|o no|ou não|só que não|s[oó]lo que no|"
                        r"ma anche no|yeah,? right|as if)\b[.!…]*|(?:才怪呢?|なんてね|なわけない)[。！!…]*)\s*", re.I)
_ENDS_TAKEN_BACK = re.compile(r"(?:\.\.\.|…)\s*(?:not|nicht|só que não|ma anche no)\s*[.!…]*$", re.I)
# What sarcasm takes back without losing a fact: a sentence that names nothing of the person's own (no place, employer
# or name: a capitalised word after the first, not a day or "I"; in Chinese and Japanese no place or work word) and
# asks nothing of itself ("I moved to Leeds, do I like it. Not really." is an answer). "I love my new job at Siemens.
# Not." still works at Siemens: left as said.
# A name said inside a clause (a capital after its first word, not "I"): a place, a firm, a person (statements.py reads
# it too).
NAMED_IN = re.compile(r"(?<=\s)(?!I\b|I['’])(?-i:[A-ZÀ-Þ])[\w'’-]{2,}")
_DAYS = re.compile(r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|lundi|lunes|lunedì|segunda)s?e?$", re.I)
_CJK_OWN_PLACE_OR_WORK = re.compile(r"在|住|上班|工作|公司|会社|住ん|働")
_ASKS_ITSELF = re.compile(r",\s*(?:do|does|did|am|is|are|was|were|ob|est-ce que|si|se)\s", re.I)


def _only_a_feeling(sentence: str) -> bool:
    return (not any(not _DAYS.match(name) for name in NAMED_IN.findall(sentence))
            and not _CJK_OWN_PLACE_OR_WORK.search(sentence) and not _ASKS_ITSELF.search(sentence))


# Dying, in each language ("our dog Max died", "il mio gatto è morto", "我的猫去世了").
DIED = re.compile(r"\b(?:died|passed away|put down|put to sleep|est mort|est morte|décédé|gestorben|eingeschläfert|"
                  r"(?<=\s)(?:mussten|musste|haben|hat|habe|ließen|ließ) (?:wir|ich) (?:(?!nicht\b|nie\b)[\w.]+ ){0,5}?einschläfern lassen|"
                  r"murió|se murió|ha muerto|è morto|è morta|morreu|faleceu|"
                  # (a pet run away is one no longer had, as a dead one is: "Simba se escapó", "Oscar s'est enfui")
                  r"ran away|went missing|s['’]est (?:enfuie?|sauvée?)|weggelaufen|entlaufen|escapó|scappat[oa]|fugiu|"
                  # (and said as a state: "My dog Max is dead", "Unser Hund Bello ist tot", "Mi perro está muerto"; not
                  # "dead tired", "muerto de risa")
                  r"(?<=\bis )dead(?!\s+(?:tired|beat|set|serious|on|quiet|good|asleep|to|inside|wrong|right|end|last))|"
                  r"(?<=\bist )tot|(?<=\bestá )muert[oa](?!\s+de\b)|(?<=\bestá )mort[oa](?!\s+de\b))\b|"
                  r"去世|死了|走了|跑丢了|走丢了|亡くな|死ん|死に(?:まし|ま)|虹の橋|天国[へに]旅立|逃げ(?:まし)?た", re.I)
# One the person names alone, an article at most before the name, who died ("Max died last night",
# "A Mia morreu"): a pet of theirs when a pet of that name is theirs (core/write/supersede.py).
_NAMED = re.compile(r"^(?:(?:a|o|la|il|le|der|die|el)\s+)?((?-i:[A-Z])[\w'’-]+)\s+", re.I)
# German puts the one put down first, the person after the verb: "Moritz mussten wir am 12. März einschläfern lassen".
_DE_NAMED_PUT_DOWN = re.compile(r"^((?-i:[A-Z])[\w'’-]+)\s+(?:mussten|musste|haben|hat|habe|ließen|ließ)\s+(?:wir|ich)\s+"
                                r"(?:(?!nicht\b|nie\b)[\w.]+\s+){0,5}?einschläfern\s+lassen\b")
_AUXILIARY = re.compile(r"(?:has|had|hat|ist|ha|è|est|se)\s+", re.I)  # ("Max has died"; "è morto" is itself in DIED)


# A word or two of when between the name and the dying ("Bello ist gestern gestorben", "Max sadly
# died"): lower-case words only, so "Tom's grandfather died" (someone else's) is no named one.
# (German writes its months with a capital: "Günter ist im Februar gestorben")
_DE_MONTHS = r"Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Frühjahr|Sommer|Herbst|Winter"
_WHEN_THEN_DIED = re.compile(rf"(?:(?:(?-i:[a-zà-ÿß])[\w-]*|(?-i:{_DE_MONTHS}))\s+){{1,3}}?(?:{DIED.pattern})", re.I)
# A Chinese name alone, a time at most, then dying ("咪咪上周去世了"); not a relative by title.
_ZH_NAMED_DIED = re.compile(r"^(?!(?:我|你|他|她|它|爷爷|奶奶|外婆|外公|姥姥|姥爷|爸爸|妈妈|父亲|母亲|老公|老婆|丈夫|妻子|"
                            r"哥哥|姐姐|弟弟|妹妹|叔叔|阿姨|舅舅|儿子|女儿|朋友|同事|邻居))[\u4e00-\u9fff]{1,3}?"
                            r"(?:(?:上|这|前)(?:周|个月|个星期|星期)|昨天|前天|今天|去年|今年|最近|上个月)?(?:已经)?(?:去世|死了|走了|跑丢了|走丢了|跑掉了)")


# A Japanese pet name (katakana) alone, a word or two of when at most, then dying ("ミケが亡くなりました",
# "コタロウが先月死んでしまいました"); not a person ("田中さん": no katakana name ends on さん here).
_JA_NAMED_DIED = re.compile(r"^(?:(?:うちの|愛犬の|愛猫の|(?:犬|猫)の)?[\u30a1-\u30faー]{2,8}(?:ちゃん|くん)?|"
                            # (or the person's beloved pet, said plainly: "愛犬が亡くなりました"; not a dream, a friend's, a
                            # saying, one of several: "愛犬が亡くなる夢", "犬が死んだふり")
                            r"(?:飼っていた|飼ってた)?(?:愛犬|愛猫|うちの子|犬|猫|子犬|子猫)"
                            r"(?=が(?![一二三四五\d]匹)(?:[^、。がは]{0,6}?)(?:亡くなりました|死にました|死んでしまいました|旅立ちました)$))"
                            r"(?:が|は)[^、。がは]{0,6}?(?:亡くな|死ん|死に|虹の橋|天国[へに]旅立)")


# A pet's death told as the goodbye the person had to say, beside the vet or the pet's being put to sleep ("We had to
# say goodbye to Max on Saturday, the vet said his kidneys were failing", "We had to let Bella go, the vet said it was
# time"): the named one died, which ends only a pet of that name (core/write/supersede.py). (Not a goodbye at an
# airport, "let Tom go" from a job with an illness said, nor "let Max stay at the vet".)
_HAD_TO_PART = re.compile(r"^(?:we|i)\s+(?:finally\s+)?had\s+to\s+(?:say\s+goodbye\s+to\s+((?-i:[A-Z])[\w'’-]+)\b|"
                          r"let\s+((?-i:[A-Z])[\w'’-]+)\s+go\b(?!\s+(?:to|back|home|with|for)\b))(.*)$", re.I)
_DEATH_BESIDE = re.compile(r"\b(?:(?:the|our|his|her) vets?|put (?:him|her|them) down|put to sleep|rainbow bridge)\b", re.I)


def goodbye_as_death(part: str, sentence: str) -> str | None:
    """"Max died …" for "We had to say goodbye to Max …" said beside the vet or a putting to sleep (_HAD_TO_PART,
    _DEATH_BESIDE); else None."""
    m = _HAD_TO_PART.match(part.strip())
    return f"{m.group(1) or m.group(2)} died{m.group(3)}" if m and _DEATH_BESIDE.search(sentence) else None


def named_one_died(clause: str) -> bool:
    """Whether the clause says that someone or something named alone died (not "Grandpa died":
    a relative by their title is family)."""
    text = clause.strip()
    if _ZH_NAMED_DIED.match(text) or _JA_NAMED_DIED.match(text):
        return True
    if put_down_by_the_person(text):
        return True
    m = _NAMED.match(text)
    if not m:
        return False
    aux = _AUXILIARY.match(text, m.end())
    died = DIED.match(text, m.end()) or (aux and DIED.match(text, aux.end()))
    # (with words between, not after an article or an owner, "Il nonno è morto", "My mother died
    # last year", nor someone's, "Tom's grandfather died": the word after them is who died)
    if not died and not re.search(r"['’]s$", m.group(1)) and m.group(1).lower() not in NOT_A_NAME:
        died = _WHEN_THEN_DIED.match(text, aux.end() if aux else m.end())
    return bool(died) and attribute_of(f"my {m.group(1).lower()} is") != "family"


# English says it with the person first, as a duty or by whom they had do it ("We had to put Max down", "We had Max
# put to sleep", "I had to have Bella put down"): not a bare "put Max down", which is a child's nap as often ("We put
# Max down for his nap").
_EN_NAMED_PUT_DOWN = re.compile(r"^(?:we|i)\s+(?:(?:finally|sadly|just)\s+)?(?:(?:had|have had)\s+to\s+(?:put|have|get)|had|got)\s+"
                                r"((?-i:[A-Z])[\w'’-]+)\s+(?:put\s+)?(?:down|to sleep)\b(?!\s+(?:for|at|early|in)\b)", re.I)


def put_down_by_the_person(clause: str) -> bool:
    """Whether the clause tells, German's or English's way, that the person had one they name put down ("Moritz mussten
    wir am 12. März einschläfern lassen", "We had to put Max down"): a death of that one, said with the person as
    subject (not a relative's, "Opa")."""
    m = _DE_NAMED_PUT_DOWN.match(clause.strip()) or _EN_NAMED_PUT_DOWN.match(clause.strip())
    return bool(m) and attribute_of(f"my {m.group(1).lower()} is") != "family"


def we_by_verb(clause: str, lang: str) -> bool:
    """Whether the clause has the person in it by the verb alone, as "we" or as whom others did
    something to (``_WE_BY_VERB``), or as the household's "we" (``HOUSEHOLD_WE``)."""
    return bool(_WE_BY_VERB.get(lang, _NO).match(clause.strip())) or opens_on_household_we(clause, lang)


def opens_on_household_we(clause: str, lang: str) -> bool:
    """Whether the clause opens on the household's "we" (``HOUSEHOLD_WE``), or on a day gone by and then that "we"
    ("Ayer adoptamos un perro"): the latter only where the doing is one of the person's lasting states by the rules,
    a pet, a home, a vehicle, or the end of one ("Hier, on a vendu la voiture"; "Ayer cenamos en casa de mis padres"
    is a day's outing, no statement)."""
    clause = clause.strip()
    if HOUSEHOLD_WE.get(lang, _NO).match(clause):
        return True
    after = when_before_we(clause, lang)
    if not after or not HOUSEHOLD_WE.get(lang, _NO).match(clause[after:]):
        return False
    as_i = household_as_i(clause, lang) or ""
    if _FOR_SOMEONE.search(as_i):
        return False  # ("Ayer adoptamos un perro para mi hermana": the household's doing for someone else)
    return attribute_of(as_i) is not None or bool(_SOLD.search(as_i))


# What the household did for someone else ("para mi hermana", "pour mes parents", "a mia figlia", "pro nosso filho").
_FOR_SOMEONE = re.compile(r"\b(?:para|pour|per|pra|pro|für|a|à)\s+(?:(?:la|el|le|il|o|a)\s+)?(?:mi|mis|ma|mon|mes|mia|mio|miei|mie|"
                          r"minha|meu|meus|minhas|meine[mnr]?|nuestr\w+|notre|nos|nostr\w+|noss\w+|abuel\w+|nonn\w+|avó|avô|"
                          r"grand-\w+)\b", re.I)
# A sale, the one end of a thing the household's "we" after a day is read for ("Hier, on a vendu la voiture").
_SOLD = re.compile(r"\b(?:vendu|vendí|vendido|venduto|vendi|verkauft|sold)\b", re.I)


# The household's "we" by its verb, where a language says it without "we" or with its own word for it
# ("On a adopté un lapin", "Hemos adoptado dos gatitos", "Abbiamo preso un cane", "A gente se mudou pra
# Floripa", "Moramos em Recife"): a verb of the first person plural opening the clause, an adverb at most
# before it. (Not a plan or a wish: "vamos a", "queremos", "pensiamo di"; not "on a dit": people said.)
_WE_ADVERB = rf"(?:(?:{WE_ADVERB})\s+)*"
_NOT_WE_DOING = r"(?!(?:vamos|estamos|queremos|podemos|necesitamos|pensamos|debemos|andiamo|vogliamo|possiamo|dobbiamo|pensiamo|"\
                r"vamos|queremos|podemos|precisamos|pensamos|devemos)\b)"
HOUSEHOLD_WE = {
    "fr": re.compile(rf"^(?:on\s+{_WE_ADVERB}(?:a\s+{_WE_ADVERB}(?!dit\b|appris\b|entendu\b|raconté\b)\w+(?:é|ée|és|ées|i|is|it|u|us)|"
                     r"habite|vit|a\s+(?:un|une|deux|trois|des)|s['’]est\s+install\w*|est\s+(?:installés?|arrivés?|partis?))|"
                     rf"nous\s+{_WE_ADVERB}(?:avons|habitons|vivons|sommes)|nous\s+nous\s+sommes\s+install\w*)\b", re.I),
    # (and the household settled somewhere, a state: "Ya estamos instalados en Valencia", "Ci siamo sistemati a Milano")
    "es": re.compile(rf"^(?:nosotr[oa]s\s+)?{_WE_ADVERB}(?:hemos\s+{_WE_ADVERB}\w+(?:ado|ido)|nos\s+mudamos|"
                     rf"(?:ya\s+)?estamos\s+(?:ya\s+)?(?:instalad|mudad|asentad)[oa]s|{_NOT_WE_DOING}"
                     r"(?:vivimos|tenemos(?!\s+que)|\w{3,}(?:amos|imos)\s+(?:un|una|dos|tres|el|la|los|las|a|en|de|nuestr[oa])))\b", re.I),
    "it": re.compile(rf"^(?:noi\s+)?{_WE_ADVERB}(?:abbiamo\s+{_WE_ADVERB}(?:\w+(?:ato|ata|ati|ate|uto|uta|uti|ito|ita|iti|so|sa|si|to|ta|ti)|"
                     r"(?:un|una|uno|due|tre|\d+)\s)|"
                     rf"ci\s+siamo\s+(?:trasferit|sistemat|stabilit)[ie]|siamo\s+andati\s+a\s+vivere|{_NOT_WE_DOING}(?:viviamo|abitiamo))\b", re.I),
    "pt": re.compile(rf"^(?:a gente\s+{_WE_ADVERB}(?:se\s+)?\w+|(?:nós\s+)?(?:já\s+)?estamos\s+(?:já\s+)?(?:instalad|mudad)[oa]s|"
                     # (a move with "we", its pronoun after the verb: "Mudámo-nos para Braga", "Instalámo-nos em Faro")
                     r"(?:nós\s+)?(?:mud|instal)ámo-nos|"
                     rf"(?:nós\s+)?{_WE_ADVERB}(?:nos\s+mudamos|moramos|vivemos|temos(?!\s+que)|"
                     rf"{_NOT_WE_DOING}\w{{3,}}amos\s+(?:um|uma|dois|duas|o|a|em|para|pra)))\b", re.I),
}


def _ja_named_topic(clause: str) -> bool:
    """A Japanese clause whose topic is someone named with a suffix of address (others.JA_NAMED_TOPIC)."""
    return bool(others.JA_NAMED_TOPIC.match(clause.strip()))


# A verb whose object "我" is: the clause is someone else's doing to the person, no statement of theirs.
# (not "说我", "陪我": "总的来说我住在杭州", "跟你说我怀孕了", "朋友陪我去领养了一只猫" are the person's)
_ZH_ME_AS_OBJECT = re.compile(r"(?:看|见到|不理|理|帮|送|接|告诉|问|找|骂|夸|请|催|等|怪)我")


def first_person(clause: str, lang: str) -> bool:
    """Whether the clause has the person ("I", "my", ...) as its subject or owner."""
    low = clause.lower()
    if we_by_verb(low, lang) or companions.companion(clause, lang):
        return True
    if lang in _OUR_PET and _OUR_PET[lang].match(clause):
        return True  # ("Notre chat Minou est mort", "Nuestro perro Toby murió": the household's pet is the person's, as "our dog")
    if lang == "en":
        m = _EN_FIRST.match(clause)
        # ("It was my 41st birthday yesterday", "That was my last week at Acme": an "it" or "that" with
        # nothing to stand for, whose complement is the person's own; "it's his car" is not the person's)
        return bool(m) and (not re.match(r"^(you|he|she|they|it)\b", low) or bool(_OWN_COMPLEMENT.match(low)))
    if lang == "fr":
        # (whole words: "majeur", "message", "jeudi" hold no "ma", "mes", "je"; "j'" goes on with its verb)
        return bool(re.search(r"(^|\s)(?:(?:je|mon|ma|mes|nous)(?!\w)|j['’])", low)) and not low.startswith(("tu ", "il ", "elle "))
    if lang == "de":  # (chat leaves out "ich" before "bin"/"hab": "Bin nicht mehr vegan"; and the person
        # opening the clause as its object: "Mir wurde gekündigt")
        return bool(re.search(r"\b(ich|mein|meine|meinen|meinem|meiner|wir)\b|^(?:bin|hab|habe|fang)\s|^unser(?:e|en|em|er)?\s", low)
                    or re.match(r"(?:mir|mich)\s", low))
    if lang == "es":
        from mnemosyne_app.core.model.normalise import es_first_person

        return es_first_person(clause) or after_adverbial(clause, lang) is not None
    if lang == "zh":  # (not "我" only as someone's object: "小雨她爸妈要过来看我们", "豆豆都不理我了")
        return ("我" in clause and not re.match(r"^(你|他|她|它)", clause)
                and not (not clause.startswith("我") and all(_ZH_ME_AS_OBJECT.match(clause, m.start() - 2) or
                                                             _ZH_ME_AS_OBJECT.match(clause, m.start() - 1)
                                                             for m in re.finditer("我", clause))))
    if lang == "ja":
        from mnemosyne_app.core.model.attributes import ja_self_statement

        # (a state the rules place, said with no subject, is the person's unless someone else is its subject or topic:
        # "陽菜は吹奏楽部でトランペットを始めて" is Hina's)
        return bool(re.search(r"(私|僕|俺|わたし|あたし|自分)", clause)) or (
            ja_self_statement(clause) and not _ja_named_topic(clause))
    if lang in itpt.VERBS:  # (the person's verb may follow a phrase of when: "Questo fine settimana vado a Bari")
        return itpt.first_person(clause, lang) or after_adverbial(clause, lang) is not None
    return False


def takes_inherited_subject(part: str, lang: str) -> bool:
    """A clause with no subject of its own that continues the person's statement ("... and
    work as a nurse", "……，现在在一家银行工作")."""
    if lang == "en":
        return bool(_EN_VERBISH.match(part))
    if lang == "zh":  # not "叫咪咪" (names what was just said) nor "已经十年了" (says how long)
        return (not re.search(r"(你|他|她|它|这|那|谁)", part) and len(part) >= 3 and not part.startswith("叫")
                and not re.match(r"^(已经|都)?[一二三四五六七八九十两\d]+(年|个月|天|岁)了?$", part))
    if lang == "ja":  # "…退職して、今は楽天で働いています": a declarative clause naming no one else
        topic = _JA_TOPIC.match(part)  # ("名前はポチです" is the name's, "今は…" a time's: still the person's)
        return (bool(_JA_DECLARATIVE.search(part)) and not _JA_OTHER_SUBJECT.search(part)
                # (a thing made the topic of a stop is what stopped: "ピアノはもうやめました")
                and not (topic and not _JA_TIME.search(topic.group(1)) and not STOP_VERB.search(part)))
    if lang == "fr":
        return bool(re.match(r"^(j|je|travaille|habite|parle|aime|adore|suis|ai)\b", part.lower()))
    if lang == "de":
        return bool(re.match(rf"^(arbeite|wohne|lebe|spreche|habe|bin|liebe|mag)\b|^(?-i:{DE_ELIDED})\s", part.lower())) or bool(
            re.match(r"^(?!(?:[kmds]?eine|ihre|diese|jede|alle|viele|welche|die|ohne|gerne|heute|bitte)\b)[a-zäöüß]{3,}e\b",
                     part))
    if lang == "es":
        from mnemosyne_app.core.model.normalise import es_first_person

        return es_first_person(part)
    if lang in itpt.VERBS:
        return itpt.starts_on_own_verb(part, lang)
    return False


# A Japanese clause cut at its te-form ("福岡在住で、…"): read as the statement it is, as the normaliser
# writes it. (Not one ending on a particle of talk: "いい天気ですね" is small talk.)
_JA_CUT_OR_PARTICLE = re.compile(r"(?<=[てで])$")
# A particle of talk after a statement ("…弾いてないですね", "…やってないですよ").
_JA_TALK_PARTICLE = re.compile(r"(?<=[すたい])(?:よね|ね|よ)$")
# Chat's plain forms of the person's state, said as the polite ones the rules read ("東京の出版社で編集の仕事をしてるよ",
# "大阪に住んでる", "先月福岡に引っ越したよ"): the ongoing "-te iru" of a verb whose te-form is plain to see (after っ, い,
# ん or し: "住んでる", "働いてる", "飼ってる", "してる"; not "建てる", "育てた", whose て is the verb's own), its past, and a
# particle of talk after a plain past. The register changes, not the meaning; and only in a clause of the person's with
# no one else's topic or subject in it ("彼氏は大阪に住んでるよ" is the boyfriend's), not a tag question ("…よね"), not
# a moment ("今電車に乗ってるよ"), a condition ("…たら") nor a copula ("雨だよ", "元彼は医者だよ" were read as facts).
_JA_PLAIN = ((re.compile(r"(?<=[っいんし])(て|で)る(?:んだ)?(?:よ|ね|わ|けど|し)?$"), r"\1います"),
             (re.compile(r"(?<=[っいんし])(て|で)た(?:んだ)?(?:よ|ね|わ|けど|し)?$"), r"\1いました"),
             (re.compile(r"(?<=た)(?:んだ)?(?:よ|ね|わ)$"), ""),
             # (work said in the plain non-past, as a new job is announced: "5月から楽天で働く", "来月から楽天に勤める")
             (re.compile(r"(?<=[でに])(働|勤め)(?:く|る)(?:んだ|の)?(?:よ|ね|わ)?$"),
              lambda m: "働きます" if m.group(1) == "働" else "勤めます"))
# A noun and chat's copula after the person's own word ("私、看護師なんだ", "私は独身だよ"), as "です" where that says a state
# the rules place ("私、元気だよ" says nothing kept). Only after "私"/"僕"/"俺": said bare, the noun may be anyone's ("妹、
# 看護師なんだ", "パパ医者だよ", "長男10歳だよ", "役柄医者だよ"), or an answer to someone ("へー、医者なんだ"); a verb's past
# ("飲んだよ") has no noun before its "だ". Nor a run of nouns that opens on someone, a time or a dream, written with no
# particle ("私、息子5歳なんだ", "私、将来医者なんだ", "前職看護師").
_JA_NOT_ONES_OWN_RUN = re.compile(r"旦那|夫|妻|嫁|彼|元カ|母|父|兄|姉|妹|弟|息子|娘|子供|子ども|孫|祖|友|上司|同僚|先輩|後輩|先生|犬|猫|"
                                  r"夢|将来|目標|来年|来月|来週|来世|前職|昔|以前|元|ゲーム|親")
# Someone else made the topic by a comma or a particle ("妹、看護師やってる", "お姉ちゃん、看護師やってる"; not "彼氏と同棲してる",
# with whom, nor the person's own lead, "実は、", "今、").
_JA_SOMEONES_TOPIC = re.compile(rf"^(?:(?:{_JA_NOT_ONES_OWN_RUN.pattern})[^、。とに]{{0,3}}?[、はが]|"
                                r"(?!私|僕|俺|わたし|あたし|実は|今|現在|もう|一応|まあ|最近|普段|昔|前)[^、。とにはが]{1,6}、)")
_JA_PLAIN_COPULA = re.compile(r"^(?:(?:(?:私|僕|俺|わたし|あたし)(?:は|、))(?:今は|今|実は|現在)?([\u4e00-\u9fff\u30a1-\u30fa\u30fc\d]{1,12})(?:なん)?)"
                              r"だ(?:よ|ね|わ)?$")
# (the quoting "って", "…って言ってた"; not a verb's te-form before its ending, "看護師やってる", "通ってます")
_JA_NOT_PLAINLY_OWN = re.compile(r"(?<!私)(?<!僕)(?<!俺)(?<!前)(?<!今)(?<!最近)(?<!昔)(?<!以前)[はが]|よね$|^今(?!は)|たら|"
                                 r"(?<!や)って|やって(?!る|た|ます|いま|いる|いた)")


def _ja_polite(part: str) -> str:
    """"…をしてるよ" → "…をしています", "…引っ越したよ" → "…引っ越した"; any other part as it is."""
    if _JA_NOT_PLAINLY_OWN.search(part) or _JA_SOMEONES_TOPIC.match(part):  # (nor "妹、看護師やってる": the sister's)
        return part
    for pattern, polite in _JA_PLAIN:
        if pattern.search(part):
            return pattern.sub(polite, part)
    if not (copula := _JA_PLAIN_COPULA.match(part)) or _JA_NOT_ONES_OWN_RUN.search(copula.group(1)):
        return part
    polite = part[:copula.end(1)] + "です"  # (the noun, its "なんだよ" as "です")
    return polite if attribute_of(polite) else part
# A topic of the person's own life, said with no owner (Japanese leaves "私の" out): "通勤はプリウスです",
# "趣味はギターです", "出身は札幌です". A name ("名前は…") is left out: after a pet, it is the pet's.
# (a hobby also with the copula's te-form before what the person does of it: "趣味はマラソンで、毎朝10キロ走っています";
# not a commute's, whose next clause is its length, "通勤は電車で、片道一時間です")
# (and the person's work as a role, "仕事は製薬会社の営業です", "仕事は看護師です"; not how work is, "仕事は大変です")
_JA_OWN_TOPIC = re.compile(r"^(?:通勤|趣味|職業|専門|特技|出身|愛車|マイカー)は[^、。はが]{1,20}(?:です|でした)$|^趣味は[^、。はが]{1,20}で$|"
                           rf"^(?:お?仕事|本業)は(?:[^、。はが]{{1,12}}の)?{JA_ROLE_NOUN}です$")
# The person's car as the topic, with the make or model ridden: "車は軽のワゴンRに乗っています", "クルマはプリウスに乗ってる"
# (not a car in general, "車は高いです": a name in katakana or Latin letters, then "に乗って").
_JA_CAR_TOPIC = re.compile(r"^(?:車|クルマ|くるま)は((?:[^、。はが]{1,6}の)?[ァ-ヺーA-Za-z0-9][ァ-ヺーA-Za-z0-9 ]+"
                           r"に乗って(?:います|ます|る|おります))$")
# A clause ending in "because" (ので, から) with another after it: the cause of what follows.
_JA_CAUSE_END = re.compile(r"(?:ので|から)$")
# A phrase of manner or cause cut at its te-form, not a doing of its own ("会社の早期退職に応じて、10月で辞めました",
# "転勤に伴って、…"): it belongs to the verb of the clause after it.
_JA_ADVERBIAL_TE = re.compile(r"(?:に応じて|に伴って|にともなって|に従って|をきっかけに|を機に)$")


def without_cause_phrase(clause: str) -> str:
    """A Japanese clause without the phrase of cause joined to it (_ja_adverbial_joined): the fact is what
    the verb says ("10月で辞めました"), as a stop's reason is left out of it; the phrase still tells the
    attribute ("早期退職に応じて": the job)."""
    m = re.match(r"^(?:私は)?[^、。]*(?:に応じて|に伴って|にともなって|に従って|をきっかけに|を機に)、", clause)
    return clause[m.end():] if m else clause


def _ja_adverbial_joined(parts: list[str]) -> list[str]:
    out: list[str] = []
    for part in parts:
        if out and _JA_ADVERBIAL_TE.search(out[-1]):
            out[-1] = f"{out[-1]}、{part}"
        else:
            out.append(part)
    return out
# A Japanese clause said as a statement (polite or plain past), and one with a subject of its own
# (a person or a "he/she", a pronoun of the listener): someone else's, which inherits no subject.
_JA_TOPIC = re.compile(r"^([^、。はが]{1,6})(?:は|が)")
_JA_TIME = re.compile(r"今|日|週|月|年|最近|毎|時|頃")
# (an emoji after the verb is no other ending: "先週入籍しました💍")
_JA_DECLARATIVE = re.compile(r"(?:ます|ました|ません|です|でした|ている|ていた|た)[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]*$")
_JA_OTHER_SUBJECT = re.compile(r"(?:彼|彼女|あなた|君|妻|夫|娘|息子|子供|子ども|姉|妹|兄|弟|母|父|両親|祖母|祖父|同僚|友達|友人|上司|"
                               r"先輩|後輩|先生|さん|くん|ちゃん|たち)(?:は|が|も)")


_PLAIN_WE = {"en": re.compile(r"^we\b|^we['’]", re.I), "fr": re.compile(r"^nous\b", re.I),
             "de": re.compile(r"^wir\b|^\S+ wir\b", re.I), "es": re.compile(r"^(?:nosotros|nosotras)\b", re.I)}


def plain_we(clause: str, lang: str) -> bool:
    """A clause whose subject is "we" alone (not "my wife and I"): who "we" are is not said."""
    return bool(_PLAIN_WE.get(lang, _NO).match(clause))
