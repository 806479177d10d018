"""What details a state, said after it with a comma, and is no part of the state (issue 28).

"I teach maths at Oakfield Academy, 8 years now", "Fumo há quinze anos, um maço por dia", "Ich fahre einen
Skoda Octavia, Diesel": the state is what comes before the comma; after it, with no verb of its own, how long it
has held by now, how much of it a day, which floor or term, the car's fuel. Kept, such a tail makes the Profile's
line longer than the state and matches no later word for the same state. The memory keeps every word; the fact
says the state.

Each kind of detail is cut only after the state it details (a floor after a home, a fuel after a car), and none
is a name: "I have a cat, Birillo", "I live in Portland, Oregon", "Abito a Napoli, al Vomero" keep theirs. A
remark on the car ("that's somehow still going") stays: one cut took "that's been stolen", "der nicht mehr
läuft" and "which is for sale" with it.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.how_long import DURATION

# How long the state has held, told as of now ("8 years now", "already two years", "ya 5 años"): the "now" said,
# or a bare number of years is an age ("Faccio l'infermiera, 34 anni") or how long an ended state lasted ("I lived
# in Paris, 3 years").
_NOW_WORD = r"(?:now|already|and counting|so far|maintenant|déjà|schon|jetzt|ya|già|ormai|já)"
_DURATION = re.sub(r"\(\?P<\w+>", "(?:", DURATION)  # (said twice below: its groups unnamed)
_HELD_NOW = re.compile(rf"^{_NOW_WORD}\s+{_DURATION}$|^{_DURATION}\s+{_NOW_WORD}$", re.I)

# How much or how often, by the day, week or month ("three days a week", "twice a week", "um maço por dia", "à peu
# près dix cigarettes par jour", "a pack a day"): an amount and a period, nothing else (not "gym 3 times a week",
# another activity, nor "in London three days a week", a place). A habit's amount only of what is smoked or drunk
# ("insulin 4 times a day", "therapy once a week" are a treatment, kept).
_PERIOD = r"(?:day|night|week|month|jour|semaine|mois|tag|woche|monat|día|dia|semana|mes|mês|giorno|settimana|mese)"
_ROUGHLY = (r"(?:(?:about|around|roughly|almost|nearly|à peu près|environ|presque|ungefähr|etwa|fast|unos|unas|casi|"
            r"circa|quasi|cerca de|quase)\s+)?")
_COUNT = (r"(?:\d+(?:[.,]\d+)?x?|a|an|one|two|three|four|five|six|seven|ten|twenty|un|une|deux|trois|quatre|cinq|dix|vingt|"
          r"ein|eine|einen|zwei|drei|vier|fünf|zehn|zwanzig|uno|una|dos|tres|cuatro|cinco|diez|veinte|due|tre|quattro|"
          r"dieci|venti|um|uma|duas|três|quatro|dez|vinte)")
_PER = r"(?:a|per|each|every|par|pro|am|im|por|al|alla|ao|à|na|a la)"
_TIMES = (r"(?:(?:once|twice)|{c}\s+(?:times|fois|mal|veces|volte|vezes|days|jours|tage|días|giorni|dias|nights|nuits|"
          r"nächte|noches|notti|noites|shifts|schichten|turni|turnos|gardes))").format(c=_COUNT)
_PER_PERIOD = re.compile(rf"^{_ROUGHLY}{_TIMES}\s+{_PER}\s+{_PERIOD}$", re.I)
_SMOKED_OR_DRUNK = (r"(?:packs?|paquets?|maços?|cajetillas?|pacchett[oi]|schachteln?|cigarettes?|zigaretten|cigarrillos|"
                    r"sigarett[ae]|cigarros?|glass(?:es)?|verres?|gläser|glas|copas?|bicchieri|copos?|cups?|tasses?|tassen|"
                    r"tazas?|tazz[ae]|xícaras?|beers?|bières?|biere?|cervezas?|birre|cervejas?)")
_AMOUNT_PER_PERIOD = re.compile(rf"^{_ROUGHLY}{_COUNT}(?:\s+(?:de|of|d['’]))?\s+{_SMOKED_OR_DRUNK}\s+{_PER}\s+{_PERIOD}$", re.I)

# Which floor the home is on ("3. Stock", "2nd floor", "au 4e étage"). Not where in town: one writer keeps "habite à
# Bordeaux, dans le quartier des Chartrons" whole, another only the town; the district stays as said.
_FLOOR = re.compile(
    r"^(?:im\s+)?\d+\.\s*(?:stock|og|etage|obergeschoss)$|^(?:on\s+)?the\s+\d+(?:st|nd|rd|th)\s+floor$|"
    r"^(?:au\s+)?\d+e\s+étage$|^(?:al\s+)?\d+º?\s+piano$", re.I)

# Which year or term of study ("erstes Semester", "gerade im fünften Semester", "second year", "primo anno").
_TERM = re.compile(
    r"^(?:(?:gerade|jetzt|now|currently)\s+)?(?:im\s+|in (?:my|the)\s+|en\s+|in\s+)?"
    r"(?:\d+\.?|\d+(?:st|nd|rd|th|º|ª|e)|erst\w*|zweit\w*|dritt\w*|viert\w*|fünft\w*|sechst\w*|siebt\w*|acht\w*|"
    r"first|second|third|fourth|final|primer\w*|segund\w*|tercer\w*|cuart\w*|prim[oa]|second[oa]|terz[oa]|"
    r"quart[oa]|primeir[oa]|terceir[oa]|première|deuxième|troisième|dernière)\s+"
    r"(?:semester|year|trimester|term|año|curso|anno|ano|année|semestre)$", re.I)

# The car's fuel or gearbox ("Diesel", "automatic"). Not its year: "a 2012 Gol", "Bj. 2016" tell which car it is,
# and writers keep it.
_CAR_SPEC_WORD = (r"(?:diesel|benzin(?:er)?|petrol|gasoline|electric|hybrid|elektro|automatic|manual|automatik|"
                  r"schaltwagen|gasolina|diésel|essence|automatique|benzina|gasolio|ibrida|elétrico|eléctrico)")
_CAR_SPEC = re.compile(rf"^{_CAR_SPEC_WORD}(?:\s*(?:,|and|und|et|y|e)?\s*{_CAR_SPEC_WORD})*$", re.I)

# Which state each kind details: a home's floor, a car's fuel, a study's term, a habit's amount; none a relative's,
# a pet's or a name's (a child "3 years" old, a pet's name after the comma). Not what the work is "mostly" on
# ("freelance designer, mostly logos"): writers keep it.
_DETAILS = {
    "residence": (_FLOOR, _HELD_NOW),
    "vehicle": (_CAR_SPEC, _HELD_NOW),
    "education": (_TERM, _HELD_NOW),
    "job": (_HELD_NOW, _PER_PERIOD),
    "employer": (_HELD_NOW, _PER_PERIOD),
    "health": (_AMOUNT_PER_PERIOD,),
    "diet": (_HELD_NOW,),
    "hobby": (_HELD_NOW, _PER_PERIOD),
    "language": (_HELD_NOW,),
}


def detailed_kinds(tail: str) -> set[str]:
    """The attributes whose state the comma's tail would only detail (see above); empty for most tails, so the
    caller reads the state's own attribute only when one could apply (the attribute rules are the costly part)."""
    tail = tail.strip().rstrip(".!…")
    return {kind for kind, shapes in _DETAILS.items() if tail and any(shape.match(tail) for shape in shapes)}
