"""A pet of the person's told by its name, as the fact of having it: what is said of it on the way is no fact.

"Our cat Biscuit basically runs the house", "Mi perrita Luna no para de ladrar", "Il mio gatto Ciccio dorme
tutto il giorno": the pet is the subject and what it does today is its news; the person's lasting fact is that they
have it ("User has a cat, Biscuit"), which a later "Biscuit died" ends (core/write/supersede.py ends a pet
fact by its name). Kept whole, such a clause was a Profile line of the pet's day ("…basically runs the house"),
read as nobody's or, by its "no", as an ending ("La perrita del usuario Luna no para de ladrar" was negated).

"I have a cat called Mochi who hates baths", "I have a dog named Rex that snores like a train": the relative clause
after the name says what the pet is like, not what the person has; the fact is the pet by its name (only after the
person's own having, and only a doing of the allowlist below: "…who lives at my mum's" is left as said).

The pet's own end is never made a having: a death, a loss, a rehoming, a past or a denial of the person's
stays as said, as the rules read it. The fact is said as one_fact_each says one pet of several, its name set
beside it ("tengo una perrita, Luna"): no word the person did not say comes in but the person's verb of
having (the same form the split of counted pets gives, core/model/one_fact_each.py).
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import is_negation, is_past
from mnemosyne_app.core.model.clauses import DIED, OWNED_BY_THE_PERSON, named_one_died
from mnemosyne_app.core.model.pet_nouns import I_HAVE as _HAVE, ONE_BY_NOUN as _ONE
from mnemosyne_app.core.model.stopping import lost_thing, named_one_rehomed, stop_said

# (the person's own in the subject, "my", "our": clauses.OWNED_BY_THE_PERSON; the household's pet is the person's too)
_OWN = OWNED_BY_THE_PERSON
# (one or two capitalised words, not a possessive: "My dog Max's ashes" is no Max had)
_NAME = r"(?-i:[A-ZÀ-Þ])[\w-]+(?:\s+(?-i:[A-ZÀ-Þ])[\w-]+)?(?!['’])"
# "doesn't stop barking", "no para de ladrar", "n'arrête pas de", "hört nicht auf", "non smette di", "não para de":
# a "not" that says it goes on, no denial of anything.
_GOES_ON = re.compile(r"\b(?:(?:doesn['’]t|does not|won['’]t|can['’]t|never) stop|no para de|no deja de|"
                      r"n['’]arrête (?:pas|jamais) de|hört nicht auf|hört nie auf|non smette (?:mai )?di|não para de|"
                      r"não (?:deixa|larga) de)\b", re.I)
_NAMED = (r"called|named|namens|llamad[oa]|que se llama|qui s['’]appelle|nommée?|di nome|chiamat[oa]|che si chiama|"
          r"chamad[oa]|que se chama")


# What happened to the pet, or where it lives now: a past, a perfect, a going ("got run over", "ist weggelaufen", "se
# fue a vivir con mis suegros", "è scappato", "sumiu", "lives with my mum now"). Only what it does or is now is its
# news beside the having; anything else is left as the rules read it (an ending, or asked), never made a having.
_HAPPENED = {
    "en": r"\b(?:\w+ed|got|gets run|was|were|went|gone|ran|had|left|lost|bit|broke|fell|came|took|escaped|been|"
          r"lives? with|living with|stay(?:s|ing) with|new (?:home|owner|family|famil(?:y|ies)|people)s?)\b",
    "fr": r"\b(?:a|ont|est|sont|s['’]est|été|était|avait)\s+(?:\w+\s+)?\w+(?:é|ée|és|ées|i|ie|is|u|ue|t)\b|\bétait\b|"
          r"\bavait\b|\bchez\b|\bvit avec\b",
    "de": r"\b(?:war|wurde|wurden|hatte|bei)\b|\b(?:ist|hat|sind|haben)\b.*\b(?:ge\w+|\w+(?:laufen|gangen|storben|worden))\b",
    "es": r"\bse fue\b|\b\w+(?:ó|ió)\b|\b(?:ha|han)\s+\w+(?:ado|ido)\b|\b(?:estaba|era|tenía|vive con|se quedó)\b",
    "it": r"\b(?:è|ha|sono|hanno)\s+(?:\w+\s+)?\w+(?:at[oaie]|it[oaie]|ut[oaie]|s[oa]|mort[oa])\b|\b(?:era|aveva|vive con|sta da)\b",
    "pt": r"\b\w+(?:ou|eu|iu)\b|\b(?:foi|era|tinha|mora com|fica com|ficou)\b",
}
# (and in any language, a word of a pet's end or of another home: "loves his new family", "adora el refugio")
_GONE = (r"\b(?:heaven|rainbow|shelter|adopt\w*|rehom\w*|ashes|dying|dead|belongs|ciel|spa|refuge|himmel|tierheim|tot|"
         r"cielo|refugio|adopci\w*|paradiso|canile|adozione|céu|abrigo|adoção|vet|tierarzt|véto|veterinari[oa]|"
         r"sick|ill|krank|malade|enferm[oa]|malat[oa]|doente)\b")
_HAPPENED_RE = {lang: re.compile(rf"{words}|{_GONE}", re.I) for lang, words in _HAPPENED.items()}


# The pet no longer there ("isn't with us anymore", "ya no está", "n'est plus là", "ist nicht mehr da", "non c'è più",
# "não está mais"): a having denied. A "not" of what the pet does ("isn't eating", "n'aime pas", "frisst nicht") is its
# news, the having goes on (it was read as an ending of the pet: "My cat Mochi isn't eating" ended Mochi).
_NOT_THERE = re.compile(r"\b(?:no longer|any ?more|not with us|ya no|no est[áa] m[áa]s|n['’](?:est|sont) plus|nicht mehr|"
                        r"kein\w* mehr|non (?:c['’]è|è|sta) più|não (?:está|é) mais|já não)\b", re.I)
_ITS_DOING_DENIED = {
    "en": re.compile(r"^\s*(?:(?:is|'s|are)n['’]t|(?:is|are) not|(?:doesn['’]t|does not|won['’]t|can['’]t|never)\s+\w+)\s+\w+", re.I),
    "fr": re.compile(r"^\s*(?:ne\s+|n['’])\w+\s+(?:pas|jamais)\b", re.I),
    "de": re.compile(r"^\s*\w+\s+(?:\w+\s+)?nicht\b", re.I),
    "es": re.compile(r"^\s*no\s+(?!est[áa]\b|tengo\b)\w+", re.I),
    "it": re.compile(r"^\s*non\s+(?!c['’]è\b|è\b)\w+", re.I),
    "pt": re.compile(r"^\s*não\s+(?!está\b|é\b)\w+", re.I),
}


def _pets(lang: str) -> str:
    return "|".join(sorted((re.escape(w) for w in _ONE[lang]), key=len, reverse=True))


# What a pet does or is like, now, in the third person present: the only predicates read as its news beside the having.
# An allowlist, as endings come in too many words to list ("is dead", "is in heaven", "is my ex's now", "est à la SPA",
# "la regalé", "descansa en paz", "vai morar com minha tia"): only a doing or a liking is news. (Not its age: "Our
# dog Max is 13" is a fact of the dog's the person told, kept as said.)
_ITS_DOING = {
    "en": r"(?:(?:basically|always|still|really|just|literally|totally|absolutely|usually|even|honestly|constantly|so)\s+)*"
          r"(?:(?!(?:belongs|lives|goes|stays|rests|needs|has|is|was|does|gets|comes|moves|leaves|sits in)\b)[a-z]+s|"
          r"(?:doesn['’]t|won['’]t|can['’]t|never|isn['’]t)\s+(?!(?:with|here|around|ours|mine|alive|living)\b)[a-z]+|"
          r"is\s+(?:getting (?:old|older|on)|such an?|the (?:best|sweetest|cutest)|so (?:cute|sweet|clingy|lazy|fat)))",
    "fr": r"(?:(?:toujours|encore|vraiment|littéralement|souvent|jamais)\s+)*(?:dort|mange|adore|aime|déteste|miaule|aboie|"
          r"court|joue|suit|ronfle|grimpe|réclame|squatte|vole|ne (?:mange|dort|aime|supporte) pas|n['’](?:aime|arrête) pas)",
    "de": r"(?:schläft|frisst|liebt|mag|hasst|bellt|miaut|spielt|klaut|folgt|schnarcht|jagt|"
          r"(?:frisst|schläft|mag) (?:\w+ )?nicht)",
    "es": r"(?:siempre\s+|todavía\s+)?(?:duerme|come|adora|ama|odia|ladra|maúlla|juega|sigue|roba|ronca|persigue|"
          r"no para de|no deja de|no come|no duerme)",
    "it": r"(?:sempre\s+|ancora\s+)?(?:dorme|mangia|adora|ama|odia|abbaia|miagola|gioca|segue|ruba|russa|non smette (?:mai )?di|"
          r"non mangia|non dorme)",
    "pt": r"(?:sempre\s+|ainda\s+)?(?:dorme|come|adora|ama|odeia|late|mia|brinca|segue|rouba|ronca|não para de|não come|"
          r"não dorme)",
}
# The person's own having at the clause's head, for a cut after the name ("I have a cat called Mochi who …"; not
# "I'm looking after a dog named Max who belongs to my friend").
_HAVING = {"en": r"(?:I|we)\s+(?:have|['’]ve got|have got|got)", "fr": r"(?:j['’]ai|nous avons|on a)",
           "de": r"(?:ich habe|ich hab|wir haben)", "es": r"(?:tengo|tenemos)", "it": r"(?:ho|abbiamo)", "pt": r"(?:tenho|temos)"}
_RELATIVE = {"en": r"who|which|that", "fr": r"qui", "de": r"der|die|das", "es": r"que", "it": r"che", "pt": r"que"}
_OWNED_NAMED = {lang: re.compile(rf"^(?:{_OWN[lang]})\s+(?P<noun>{_pets(lang)})\s+(?P<name>{_NAME})"
                                 rf"(?P<rest>\s+(?:{_ITS_DOING[lang]})\b.*)?$", re.I)
                for lang in _HAVE}
_CUT = {lang: re.compile(rf"^(?P<keep>{_HAVING[lang]}\s.*?\b(?:{_NAMED})\s+{_NAME})"
                         rf"(?P<rest>\s*,?\s+(?:{_RELATIVE[lang]})\s+(?:{_ITS_DOING[lang]})\b.*)$", re.I) for lang in _HAVE}


def _an_end(text: str, after: str, lang: str) -> bool:
    """Whether the clause tells the pet gone, or the having over or denied: left as the rules read it."""
    plain = _GOES_ON.sub(" ", text)
    return (bool(_HAPPENED_RE[lang].search(after)) or named_one_died(text) or bool(DIED.search(text))
            or named_one_rehomed(text) or stop_said(text) is not None or lost_thing(text) is not None or is_past(text)
            or bool(_NOT_THERE.search(plain)) or (is_negation(plain, lang) and not _ITS_DOING_DENIED[lang].match(after)))


def as_had(text: str, lang: str) -> str | None:
    """The clause as the person's having of the pet it names, or None where it is no such clause (see the module)."""
    if lang not in _HAVE:
        return None
    text = text.strip().rstrip(".!")
    if (m := _OWNED_NAMED[lang].match(text)) and not _an_end(text, m.group("rest") or "", lang):
        return f"{_HAVE[lang]} {_ONE[lang][m.group('noun').lower()]}, {m.group('name')}"
    if (cut := _CUT[lang].match(text)) and not _an_end(text, cut.group("rest"), lang):
        return cut.group("keep")
    return None
