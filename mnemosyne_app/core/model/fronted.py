"""A change told in a clause put before the main one: its own statement.

People tell a change by what followed it: "Since I left the army I've been working as a guard",
"Depuis que j'ai vendu ma voiture, je prends le vélo", "Desde que vendí el coche voy en bici", "Da
quando ho venduto la macchina vado in bici". The fronted clause (since / now that / after / once,
in each language) says something done, the main clause the state that came of it. Read as one
clause, the first person of the main verb is missed (the sentence opens on "desde que") or the
change is glued to the state; read as two, the leaving or selling is a statement the rules know
(core/model/statements.py joins a thing sold to the way of getting around that replaced it, work
left to the work started). The subordinating word is left out of the first: "I left the army" is
what was said, "since" only when.

Only where the fronted clause is the person's own (a first-person verb in it) and a first-person
main clause follows it: "Since my brother left Acme I've been covering for him" is no leaving of the
person's.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model import italian_portuguese as itpt
from mnemosyne_app.core.model.normalise import (
    _ES_AMBIGUOUS, _ES_FIRST, _ES_PRETERITE, _ES_PRONOMINAL_PAST, _ES_REFLEXIVE, es_first_person)

_OPENING = {
    "en": re.compile(r"^(?:ever since|since|now that|after|once)\s+(?=(?:I|we)\b)", re.I),
    # (with "que" elided before "on": "Depuis qu'on s'est installés à Annecy …")
    "fr": re.compile(r"^(?:depuis|maintenant|après|puis)(?:\s+que\s+|\s+qu['’])(?=(?:je|j['’]|nous|on)\b)", re.I),
    # (German puts the verb last in the fronted clause, and the main clause opens on its verb, the subject
    # after it: "Seit wir aufs Land gezogen sind, brauche ich 50 Minuten zur Arbeit")
    # (and a cause or a concession of the person's own, "Weil ich Diabetes habe, esse ich keinen Zucker mehr",
    # "Obwohl ich in München wohne, arbeite ich in Augsburg": both clauses are the person's statements)
    "de": re.compile(r"^(?:seit|seitdem|nachdem|jetzt,?\s+wo|jetzt,?\s+da|nun,?\s+da|weil|da|obwohl)\s+(?=(?:ich|wir)\b)", re.I),
    "es": re.compile(r"^(?:desde que|ahora que|después de que|como ya)\s+", re.I),
    "it": re.compile(r"^(?:da quando|ora che|adesso che|dopo che|siccome)\s+", re.I),
    "pt": re.compile(r"^(?:desde que|agora que|depois que|como já)\s+", re.I),
}
# A year said in the sentence: what it tells may be a story of long ago, which the split would lose.
_DATED = re.compile(r"\b(?:19|20)\d{2}\b|\d{4}年")
# A main clause still to come ("I'll apply", "we're going to move", "I want to travel").
_EN_FUTURE = re.compile(r"(?:I|we)(?:['’]ll|\s+will|\s+shall|['’]m going to|\s+am going to|['’]re going to|\s+are going to|"
                        r"['’]m gonna|\s+am gonna|['’]re gonna|\s+(?:want|plan|hope|intend) to|['’]d like to)\b", re.I)
# The fronted clause not done yet: in the perfect, whatever follows ("Once I've cancelled my PureGym membership I can
# finally…", "After I've handed in my dissertation I wanna sleep"), or in the present before a main clause to come
# ("Once I quit the chess club I'm gonna…"); not a past done ("After I left Deloitte I want to say thanks", "Once I sold
# my cello, I'll admit I regretted it").
_EN_PERFECT = re.compile(r"(?:I|we)(?:['’]ve|\s+have)\b", re.I)
_EN_PRESENT = re.compile(r"(?:I|we)\s+(?:finish|move|sell|leave|quit|get|start|retire|graduate|cancel|buy|find|pay|save|pass|"
                         r"complete|hand in|submit)\b", re.I)
# Where the main clause of an English sentence begins: the person again, as subject.
_EN_MAIN = re.compile(r",?\s+(?=(?:I|I['’](?:ve|m|d|ll)|we|we['’](?:ve|re|ll|d))\s)")


def _starts_own(rest: str, lang: str) -> bool:
    """Whether ``rest`` opens on the person's own verb (the subject said by the verb alone)."""
    if lang == "es":
        return es_first_person(rest) and not re.match(r"^(?:mi|mis)\s", rest, re.I)
    return itpt.starts_on_own_verb(rest, lang)


def split_fronted(sentence: str, lang: str) -> list[str] | None:
    """The fronted clause (without its subordinating word) and the main clause, or None when the
    sentence opens on no fronted clause of the person's followed by one of theirs."""
    opening = _OPENING.get(lang)
    m = opening.match(sentence) if opening else None
    if not m:
        return None
    body = sentence[m.end():]
    if _DATED.search(body):
        return None  # ("After I left Acme in 2010 I joined Globex": a story, read whole as before)
    if lang == "en":
        cut = next((c for c in _EN_MAIN.finditer(body) if c.start() > 0), None)
        if cut is None:
            return None
        fronted, main = body[:cut.start()], body[cut.end():]
        if m.group(0).lower().startswith(("once", "after")) and (
                _EN_PERFECT.match(fronted) or (_EN_PRESENT.match(fronted) and _EN_FUTURE.match(main))):
            # (a condition, what is still to come before the main clause can be: "Once I've finished the French course
            # I'll apply", "After I've sold the Golf I'm going to get a bike"; only the main clause is said)
            return [body[cut.end():]]
        return [body[:cut.start()].strip(" ,"), body[cut.end():]]
    if lang == "fr":
        comma = body.find(",")
        rest = body[comma + 1:].strip() if comma > 0 else ""
        if re.match(r"(?:je|j['’]|nous|on)\b", rest, re.I):
            return [body[:comma].strip(), rest]
        # no comma: the main clause opens on the person again, after the fronted clause's verb and a word of
        # its own ("Depuis qu'on s'est installés à Annecy j'ai repris …")
        cut = next((c for c in _FR_MAIN.finditer(body) if len(body[:c.start()].split()) >= 3
                    and not _FR_JOINS_A_CLAUSE.search(body[:c.start()])), None)
        return [body[:cut.start()].strip(), body[cut.start():].strip()] if cut and comma < 0 else None
    if lang == "de":
        return _german_fronted(body)
    if lang in ("es", "it", "pt"):
        if not _starts_own(body, lang):
            return None
        comma = body.find(",")
        if comma > 0 and _starts_own(body[comma + 1:].strip(), lang):
            return [body[:comma].strip(), body[comma + 1:].strip()]
        # no comma: the main clause opens on the next word that is the person's own verb ("... el coche
        # voy en bici"), after the fronted clause's verb and at least one word of its object
        words = list(re.finditer(r"\S+", body))
        for k, w in enumerate(words[2:], start=2):
            # (a word after a preposition or an article is a noun, not the person's verb: "… a Bologna per lavoro mi manca …")
            if _PREPOSITION.match(words[k - 1].group(0)):
                continue
            # (or the person as the clitic of the main clause's verb: "… per lavoro | mi manca il mare")
            if _starts_own(body[w.start():], lang) or _CLITIC_MAIN.match(body[w.start():]):
                return [body[:w.start()].strip(), body[w.start():]]
    return None


_CLITIC_MAIN = re.compile(r"(?:mi|me)\s+(?-i:[a-zà-ÿ])\w+", re.I)
_PREPOSITION = re.compile(r"^(?:per|a|di|da|in|con|su|tra|fra|para|por|de|en|con|sin|em|com|sem|pra|no|na|al|del|dal|nel|"
                          r"sul|ao|do|da|"
                          # (and an article: "… dejé el | trabajo me dedico …" is the noun "trabajo")
                          r"el|la|los|las|il|lo|i|gli|le|un|una|uno|o|os|as|um|uma)$", re.I)


# Where a French main clause begins, with no comma before it: the person as subject ("je", "j'").
_FR_MAIN = re.compile(r"(?<=\s)(?=(?:je|j['’])(?:\s|\w))", re.I)
# (not a "je" after a word that opens a clause inside the fronted one: "Depuis que je sais que je suis allergique")
_FR_JOINS_A_CLAUSE = re.compile(r"\b(?:que|qu['’]|si|quand|comme|où|parce que|lorsque)\s*$", re.I)
# German: the fronted clause's subject, what it says, then its verb (last); the main clause's verb, then its
# subject ("wir | aufs Land gezogen | sind | (Dorf bei Lüneburg) | brauch | ich | 50 Minuten zur Arbeit").
# (a word before "ich" that joins a clause is no verb: "…, dass ich", "wie ich")
# (no comma inside the fronted clause: "Seit ich weiß, dass ich allergisch bin, …" holds a clause of its own)
_DE_FRONTED = re.compile(r"^(ich|wir)\s+([^,]+?)\s+((?-i:[a-zäöüß])[\wäöüß]+)(\s*\([^)]*\))?\s*,?\s+"
                         r"(?!(?:dass|ob|wie|als|wenn|weil|da|und|aber|oder|bevor|seit|seitdem|was|wo|sodass)\s)"
                         r"((?-i:[a-zäöüß])[\wäöüß]+)\s+(ich|wir)\b(.*)$", re.I)


def _german_fronted(body: str) -> list[str] | None:
    """"wir aufs Land gezogen sind (Dorf bei Lüneburg) brauch ich 50 Minuten zur Arbeit" → "wir sind aufs
    Land gezogen (Dorf bei Lüneburg)", "ich brauch 50 Minuten zur Arbeit": each clause in the order of a
    statement of its own, the verb second, as the rules read the person's statements."""
    m = _DE_FRONTED.match(body)
    if not m:
        return None
    subject, said, verb, aside, main_verb, main_subject, rest = m.groups()
    return [f"{subject} {verb} {said}{aside or ''}", f"{main_subject} {main_verb}{rest}"]


# A phrase of time or circumstance put before the verb, in the languages that say "I" by the verb
# alone: "Dopo aver lasciato la Pirelli nel 2011 sono entrato in Eni", "Questo fine settimana vado a
# Bari", "Por fin encontré piso". The phrase opens on a preposition, a demonstrative or an adverb
# (closed classes of words), and the person's own verb follows it: read from the first verb, the
# clause is the person's. (Its words stay: the fact is the clause, the person put first.)
_ADVERBIAL_HEAD = {
    "es": r"después|antes|desde|durante|hace|tras|en|al|con|por|para|sin|hasta|este|esta|ese|esa|aquel|aquella|"
          r"hoy|ayer|anoche|anteayer|mañana|quizás?|tal vez|luego|entonces|\w+mente",
    "it": r"dopo|prima|da|dal|dalla|dall['’]\w+|durante|fra|tra|in|nel|nella|al|alla|con|per|senza|fino|questo|questa|"
          r"quest['’]\w+|quel|quella|quell['’]\w+|ieri|oggi|stamattina|stasera|domani|forse|magari|poi|allora|\w+mente",
    "pt": r"depois|antes|desde|durante|há|após|em|no|na|nos|nas|ao|com|por|para|sem|até|este|esta|esse|essa|neste|"
          r"nesta|nesse|nessa|aquele|aquela|ontem|hoje|amanhã|talvez|logo|então|\w+mente",
}
# (and a time of the day, the week or the year said with its article, "Il fine settimana lavoro come cameriera", "Los
# sábados trabajo en un bar", "Aos domingos jogo futebol": when the person does it, a closed class of nouns)
TIME_NOUN = {
    "es": r"(?:el|los|la|las)\s+(?:fin(?:es)? de semana|sábados?|domingos?|lunes|martes|miércoles|jueves|viernes|tardes?|"
          r"noches?|mañanas|veranos?|inviernos?)",
    "it": r"(?:il|i|la|le|l['’])\s*(?:fine settimana|weekend|sabato|domenica|lunedì|martedì|mercoledì|giovedì|venerdì|sera|"
          r"mattina|mattino|pomeriggio|notte|estate|inverno)",
    "pt": r"(?:o|os|a|as|aos|às)\s+(?:fim de semana|fins de semana|sábados?|domingos?|segundas?|terças?|quartas?|quintas?|"
          r"sextas?|manhãs?|tardes?|noites?|verões?|invernos?)",
}
# (a habit's time, not a day gone by or a whole one: "L'estate scorsa ho lavorato a Rimini", "A tarde toda estive no hospital"
# stay as they were read)
_ADVERBIAL = {lang: re.compile(rf"^(?:{heads}|{TIME_NOUN[lang]}(?!\s+(?:scors[oa]|passad[oa]|pasad[oa]|tod[oa]|inter[oa]|"
                               rf"enter[oa])\b))(?![\w'’])", re.I)
              for lang, heads in _ADVERBIAL_HEAD.items()}
# A word after one of these is a noun, not the person's verb ("dopo il lavoro vado": "lavoro" is work).
_BEFORE_A_NOUN = re.compile(
    r"^(?:il|lo|la|i|gli|le|un|uno|una|del|della|dello|dei|al|allo|alla|nel|nella|mio|mia|miei|mie|suo|sua|"
    r"el|los|las|unos|unas|mi|mis|tu|tus|su|sus|lo|o|os|as|um|uma|do|da|dos|das|meu|minha|seu|sua|"
    r"de|di|a|en|em|per|por|para|con|com|in|no|na)$", re.I)
_MAX_FRONTED_WORDS = 8


def after_adverbial(clause: str, lang: str) -> tuple[str, str] | None:
    """The fronted phrase and the person's clause after it ("Questo fine settimana", "vado a Bari"),
    when the clause opens on such a phrase and is not already read as the person's; else None."""
    head = _ADVERBIAL.get(lang)
    text = clause.strip()
    if head is None or not head.match(text) or _read_as_own(text, lang):
        return None
    words = list(re.finditer(r"[^\s,]+", text))
    for before, word in zip(words, words[1:_MAX_FRONTED_WORDS + 1]):
        rest = text[word.start():]
        if _BEFORE_A_NOUN.match(before.group(0)) or (lang == "es" and word.group(0).lower() in _ES_AMBIGUOUS):
            continue
        if _opens_on_own_verb(rest, lang):
            return text[:word.start()].strip(" ,"), rest
    return None


def _read_as_own(clause: str, lang: str) -> bool:
    """Whether the rules before this one already read the clause as the person's."""
    return es_first_person(clause) if lang == "es" else itpt.first_person(clause, lang)


def _opens_on_own_verb(rest: str, lang: str) -> bool:
    """Whether ``rest`` opens on the person's own verb (not on "mi casa": an owner opens a subject)."""
    if re.match(r"(?:mi|mis|mio|mia|miei|mie|meu|minha|meus|minhas)\s", rest, re.I):
        return False
    if lang == "es":
        low = rest.lower()
        return bool(_ES_FIRST.match(low) or _ES_PRETERITE.match(low) or _ES_PRONOMINAL_PAST.match(low) or _ES_REFLEXIVE.match(low))
    return itpt.starts_on_own_verb(rest, lang)


# A German cause put first that opens on something else, "Weil meine Blutwerte so mies waren und ich ständig müde war,
# esse ich wieder Fleisch": why, no state of the person's own, as "because" after a statement is cut in
# core/model/asides.py (one that opens on "ich" is split as _OPENING says). The main clause opens on its verb, the
# person after it, and is read in a statement's order.
_DE_CAUSE_FIRST = re.compile(r"^(?:weil|da|obwohl)\s+(?!(?:ich|wir)\b)[^,]+?,\s+(?P<verb>(?-i:[a-zäöüß])[\wäöüß]+)\s+"
                             r"(?P<who>ich|wir)\b(?P<rest>.*)$", re.I)


def without_cause_first(sentence: str, lang: str) -> str:
    """The sentence without a German cause put before the person's main clause (the sentence as it was otherwise)."""
    m = _DE_CAUSE_FIRST.match(sentence) if lang == "de" else None
    return f"{m.group('who')} {m.group('verb')}{m.group('rest')}" if m else sentence
