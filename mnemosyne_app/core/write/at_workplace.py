"""Being at a named place said where the person has an employer: the new employer, or a question.

People tell a new job by where they now are: "I'm now at Globex", "Je suis chez Free depuis lundi",
"Seit Montag bin ich bei Bosch", "Adesso sono alla Ferrari", "Agora estou na Galp", "我现在在阿里". No
attribute rule places such a clause (being somewhere is no work by itself: "I'm at Heathrow"), so it
ended nothing and the old employer stayed current beside it. Read against the person's facts: where
a current workplace is known and the clause, said as a change ("now", "since"), names another place
by its name, it is read as the employer. It replaces the old one where the preposition names a
workplace in its language ("at", "chez", "bei", "alla"); where it names a city as well (Spanish
"en", Portuguese "na", Chinese "在"), each ending is asked (a proposal). Said with no change ("I'm at
Heathrow, flight delayed"), it is where the person is, and reads as nothing.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import is_momentary, work_sides
from mnemosyne_app.core.store import memories

_NAME = r"(?-i:[A-Z])[\w&'’.-]+"
# Being at a named place, as the normaliser writes it (the person in the third person).
_WORKPLACE_PREPOSITION = re.compile(
    rf"\bis (?:now |currently )?at {_NAME}|"
    rf"\best (?:maintenant |désormais |actuellement )?chez {_NAME}|"
    rf"\bist (?:der Nutzer )?(?:jetzt |nun |inzwischen |mittlerweile )?bei {_NAME}|"
    rf"\bè (?:ora |adesso )?(?:alla|al|allo|all['’]|presso) ?{_NAME}", re.I)
_PLACE_PREPOSITION = re.compile(rf"\bestá (?:ahora |agora )?(?:en|na|no) {_NAME}|^用户(?:现在|目前|如今)在[A-Za-z\u4e00-\u9fff]{{2,8}}$",
                                re.I)
# Said as a change: now, or since when.
_AS_A_CHANGE = re.compile(r"\b(?:now|currently|since|maintenant|désormais|depuis|jetzt|nun|inzwischen|mittlerweile|seit|"
                          r"ora|adesso|da|ahora|desde|agora)\b|现在|目前|如今", re.I)


def read_as_employer(conn, text: str, memory_id: str) -> tuple[bool, list] | None:
    """For ``text``, a fact no rule placed: (sure, the person's current workplaces) when it may be the
    person's new employer, sure when it is; None when it is no workplace or the person has none to
    replace (each workplace is (memory_id, when said, text))."""
    sure = _WORKPLACE_PREPOSITION.search(text)
    said = sure or _PLACE_PREPOSITION.search(text)
    if not said or is_momentary(text) or not _AS_A_CHANGE.search(text):
        return None  # (not said as a change: "I'm at Heathrow, flight delayed" is where the person is)
    # the employer, and a job said with its workplace ("I work at Acme as an engineer")
    current = memories.current_facts_on(conn, "employer", memory_id) + [
        f for f in memories.current_facts_on(conn, "job", memory_id) if all(work_sides(f[2], "job"))]
    name = re.search(rf"{_NAME}$|[A-Za-z\u4e00-\u9fff]{{2,8}}$", said.group(0)).group(0)
    if not current or any(name.lower() in f[2].lower() for f in current):
        return None  # (no workplace to replace, or the same one: "I'm still at Acme")
    return bool(sure), current
