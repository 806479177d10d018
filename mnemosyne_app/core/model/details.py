"""What details a state, said after it with a comma, and is no part of the state (issue 28).

"I teach maths at Oakfield Academy, 8 years now", "Fumo há quinze anos, um maço por dia", "Ich fahre einen
Skoda Octavia, Diesel": the state is what comes before the comma; after it, with no verb of its own, how long it
has held by now, how much of it a day, which floor or term, the car's fuel. Kept, such a tail makes the Profile's
line longer than the state and matches no later word for the same state. The memory keeps every word; the fact
says the state.

Each kind of detail is cut only after the state it details (a floor after a home, a fuel after a car), and none
is a name: "I have a cat, Birillo", "I live in Portland, Oregon", "Abito a Napoli, al Vomero" keep theirs.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.how_long import DURATION

# How long the state has held, told as of now ("8 years now", "already two years", "ya 5 años").
_HELD_NOW = re.compile(
    rf"^(?:(?:already|now|déjà|schon|jetzt|ya|già|ormai|já)\s+)?{DURATION}"
    r"(?:\s+(?:now|already|and counting|so far|maintenant|déjà|jetzt|schon|ya|già|ormai|já))?$", re.I)

# How much or how often, by the day, week or month ("um maço por dia", "à peu près dix cigarettes par jour", "a
# pack a day", "3x a week", "eine Schachtel am Tag"): a few words and a period, no verb.
_PERIOD = (r"(?:day|night|week|month|jour|semaine|mois|tag|woche|monat|día|dia|semana|mes|mês|giorno|settimana|mese)")
_PER_PERIOD = re.compile(
    rf"^(?:[\w.,'’-]+\s+){{0,5}}?(?:a|per|each|every|par|pro|am|im|por|al|alla|ao|à|na|por)\s+{_PERIOD}$", re.I)

# Which floor the home is on ("3. Stock", "2nd floor", "au 4e étage"). Not where in town: one writer keeps "habite à
# Bordeaux, dans le quartier des Chartrons" whole, another only the town; the district stays as said.
_FLOOR = re.compile(
    r"^(?:im\s+)?\d+\.\s*(?:stock|og|etage|obergeschoss)$|^(?:on\s+)?the\s+\d+(?:st|nd|rd|th)\s+floor$|"
    r"^(?:au\s+)?\d+e\s+étage$|^(?:al\s+)?\d+º?\s+piano$", re.I)

# Which year or term of study ("erstes Semester", "gerade im fünften Semester", "second year", "primo anno").
_TERM = re.compile(
    r"^(?:(?:gerade|jetzt|now|currently)\s+)?(?:im\s+|in (?:my|the)\s+|en\s+|in\s+)?"
    r"(?:\d+\.?|\d+(?:st|nd|rd|th|º|ª|e)|erst\w*|zweit\w*|dritt\w*|viert\w*|fünft\w*|sechst\w*|siebt\w*|acht\w*|"
    r"first|second|third|fourth|final|last|primer\w*|segund\w*|tercer\w*|cuart\w*|prim[oa]|second[oa]|terz[oa]|"
    r"quart[oa]|primeir[oa]|terceir[oa]|première|deuxième|troisième|dernière)\s+"
    r"(?:semester|year|trimester|term|año|curso|anno|ano|année|semestre)$", re.I)

# The car's fuel or gearbox ("Diesel", "automatic"). Not its year: "a 2012 Gol", "Bj. 2016" tell which car it is,
# and writers keep it.
_CAR_SPEC_WORD = (r"(?:diesel|benzin(?:er)?|petrol|gasoline|electric|hybrid|elektro|automatic|manual|automatik|"
                  r"schaltwagen|gasolina|diésel|essence|automatique|benzina|gasolio|ibrida|elétrico|eléctrico)")
_CAR_SPEC = re.compile(rf"^{_CAR_SPEC_WORD}(?:\s*(?:,|and|und|et|y|e)?\s*{_CAR_SPEC_WORD})*$", re.I)

# A remark on the car ("that's somehow still going", German ", der quasi mein Büro ist"): what it is like, not
# which it is.
_REMARK_ON_THE_CAR = re.compile(r"^(?:der|die|das)\s+(?:\S+\s+){0,6}?(?:ist|war|hat|läuft)$", re.I)
_REMARK_AFTER = re.compile(r"\s+(?:that|which)(?:['’]s|\s+(?:is|was|has|keeps|still))\b.*$", re.I)


def remark_on_it(head: str, attribute: str | None) -> int | None:
    """Where a relative remark on the person's car starts, if the state is one ("I drive an old Ford Focus
    that's somehow still going")."""
    m = _REMARK_AFTER.search(head)
    return m.start() if m and attribute == "vehicle" else None


# Which state each kind details: a home's floor, a car's fuel, a study's term, a habit's amount; none a relative's,
# a pet's or a name's (a child "3 years" old, a pet's name after the comma). Not what the work is "mostly" on
# ("freelance designer, mostly logos"): writers keep it.
_DETAILS = {
    "residence": (_FLOOR, _HELD_NOW),
    "vehicle": (_CAR_SPEC, _REMARK_ON_THE_CAR, _HELD_NOW),
    "education": (_TERM, _HELD_NOW),
    "job": (_HELD_NOW, _PER_PERIOD),
    "employer": (_HELD_NOW, _PER_PERIOD),
    "health": (_HELD_NOW, _PER_PERIOD),
    "diet": (_HELD_NOW,),
    "hobby": (_HELD_NOW, _PER_PERIOD),
    "language": (_HELD_NOW,),
}


def is_detail(tail: str, attribute: str | None) -> bool:
    """The comma's tail only details the state before it, of this attribute (see above)."""
    tail = tail.strip().rstrip(".!…")
    return bool(tail) and any(shape.match(tail) for shape in _DETAILS.get(attribute or "", ()))
