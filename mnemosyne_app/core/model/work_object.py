"""Whether a verb read as a change of work acts on a thing the person has, not on their work.

The meaning stage (core/model/change_meaning.py) compares whole clauses: "I retired my old laptop" sits
next to "I retired from work", "j'ai quitté mon vieux canapé" next to "j'ai quitté mon poste". The verb
is the same; what it acts on is not. When the clause's object is owned ("my old laptop", "mein altes
Handy", "la mia vecchia bici") and the owned noun names neither the work (job, post, career, ...) nor a
workplace (a firm, a shop, a school, ...), the change is of that thing, and ending the person's job on
it would be the worst kind of error: a wrong ending. Leaving work said with no owned object ("I
retired", "j'ai démissionné") or of an owned workplace ("I closed my bakery") is untouched.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model import italian_portuguese as itpt
from mnemosyne_app.core.model.attributes import _OWN_NOUN as OWN_NOUN  # (the person's own nouns: job, work, career, ...)
from mnemosyne_app.core.model.work_vehicle_home import _WORKPLACE_EN as WORKPLACE_EN

# The person's possessive before the object, in each language written with spaces (Chinese and
# Japanese name no owner before a thing this way).
_MY = (r"my|our|mon|ma|mes|notre|nos|mein|meine|meinen|meinem|meiner|unser|unsere|unseren|mi|mis|nuestr[oa]s?|"
       rf"{itpt.OWNERS}|nostr[oaie]|noss[oa]s?")
# Work and workplaces in the other languages (OWN_NOUN and WORKPLACE_EN hold English and some of them).
_WORK_ELSEWHERE = (r"job|stelle|firma|betrieb|laden|praxis|schule|büro|geschäft|entreprise|boîte|société|magasin|boutique|"
                   r"cabinet|école|bureau|empresa|negocio|tienda|consulta|escuela|oficina|puesto|cargo|azienda|ditta|negozio|"
                   r"studio|scuola|ufficio|posto|impiego|lavoro|emprego|loja|escola|escritório|consultório|negócio|trabalho")
# The owner and the three words after it: the owned noun is among them ("my old laptop last week").
_OWNED_OBJECT = re.compile(rf"\b(?:{_MY})((?:\s+[^\W\d_]+){{1,3}})", re.I)
_WORK_NOUN = re.compile(rf"^(?:{OWN_NOUN}|{itpt.OWN_NOUNS}|{WORKPLACE_EN}|{_WORK_ELSEWHERE})(?:s|es|en|e|n)?$", re.I)


def acts_on_a_thing(clause: str) -> bool:
    """Whether the clause names an owned object and none of them is work or a workplace ("I retired
    my old laptop": True; "I quit my job", "I closed my bakery", "I retired": False)."""
    owned = [m.group(1).split() for m in _OWNED_OBJECT.finditer(clause)]
    return bool(owned) and not any(_WORK_NOUN.match(w) for words in owned for w in words)
