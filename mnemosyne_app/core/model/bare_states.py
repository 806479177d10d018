"""States said bare, without a verb, in a list that opens the person's sentence ("Solteira, 34, moro com a minha
cadela em Curitiba", "Single, 34, I work in Leeds", "Ledig, 41, ich wohne in Köln"), as a profile is written.

The "I am" and "I have … years" are left out; each is still a fact of the person's (single; 34), lost when the
list is read as clauses, none of which has the person as its subject. A bare piece is read as the person's only
where the sentence goes on with a statement of theirs, and only when it is a relationship state, an age or a count
of children ("Mariée, deux enfants, j'habite à Lyon"): a
bare word or number anywhere else ("Leeds, 34 degrees, I'm melting") is no statement at all.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import attribute_of
from mnemosyne_app.core.model.pet_nouns import I_HAVE

# The left-out verb, for a state and for an age, per language.
BE = {"en": "I'm", "fr": "je suis", "de": "ich bin", "es": "soy", "it": "sono", "pt": "sou"}
AGED = {"en": "I'm {}", "fr": "j'ai {} ans", "de": "ich bin {}", "es": "tengo {}", "it": "ho {}", "pt": "tenho {}"}
# A count of children, had ("two kids", "deux enfants", "zwei Kinder"; core/model/profile_list.py reads it too).
# (the counts, in the six languages; core/model/profile_list.py counts pets with them)
COUNT = (r"\d|one|two|three|four|five|six|ein|zwei|drei|vier|deux|trois|quatre|dos|tres|cuatro|due|tre|quattro|dois|duas|três|"
         r"quatro")
COUNTED_KIDS = re.compile(rf"^(?:{COUNT})\s+(?:kids?|children|sons?|daughters?|kinder|kind|söhne|sohn|"
                          r"töchter|tochter|enfants?|fils|filles?|hij[oa]s|figli[oe]?|filh[oa]s)$", re.I)
# An adult's or a teenager's age, bare (not "2", "100": a count or a score).
_AGE = re.compile(r"^(1[3-9]|[2-9]\d)$")


def bare_states(part: str, lang: str) -> list[str]:
    """The part as the person's own statements ("Solteira, 34" → "sou solteira", "tenho 34 anos") when each of
    its comma-set pieces is a bare relationship state or age; none when any is something else."""
    said = [_bare(piece.strip(), lang) for piece in part.split(",")]
    return [s for s in said if s] if said and all(said) else []


def _bare(piece: str, lang: str) -> str | None:
    if lang not in BE or not piece or len(piece.split()) > 2:
        return None
    if _AGE.match(piece):
        return AGED[lang].format(piece)
    if COUNTED_KIDS.match(piece):
        return f"{I_HAVE[lang]} {piece}"
    said = f"{BE[lang]} {piece[:1].lower()}{piece[1:]}"
    return said if attribute_of(said) == "relationship" else None
