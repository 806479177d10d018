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
from mnemosyne_app.core.model.normalise import es_first_person

_OPENING = {
    "en": re.compile(r"^(?:ever since|since|now that|after|once)\s+(?=(?:I|we)\b)", re.I),
    "fr": re.compile(r"^(?:depuis que|maintenant que|après que|puisque)\s+(?=(?:je|j['’]|nous|on)\b)", re.I),
    "es": re.compile(r"^(?:desde que|ahora que|después de que|como ya)\s+", re.I),
    "it": re.compile(r"^(?:da quando|ora che|adesso che|dopo che|siccome)\s+", re.I),
    "pt": re.compile(r"^(?:desde que|agora que|depois que|como já)\s+", re.I),
}
# A year said in the sentence: what it tells may be a story of long ago, which the split would lose.
_DATED = re.compile(r"\b(?:19|20)\d{2}\b|\d{4}年")
# Where the main clause of an English sentence begins: the person again, as subject.
_EN_MAIN = re.compile(r",?\s+(?=(?:I|I['’](?:ve|m|d|ll)|we|we['’](?:ve|re))\s)")


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
        return [body[:cut.start()].strip(" ,"), body[cut.end():]] if cut else None
    if lang == "fr":
        comma = body.find(",")
        rest = body[comma + 1:].strip() if comma > 0 else ""
        return [body[:comma].strip(), rest] if re.match(r"(?:je|j['’]|nous|on)\b", rest, re.I) else None
    if lang in ("es", "it", "pt"):
        if not _starts_own(body, lang):
            return None
        comma = body.find(",")
        if comma > 0 and _starts_own(body[comma + 1:].strip(), lang):
            return [body[:comma].strip(), body[comma + 1:].strip()]
        # no comma: the main clause opens on the next word that is the person's own verb ("... el coche
        # voy en bici"), after the fronted clause's verb and at least one word of its object
        words = list(re.finditer(r"\S+", body))
        for w in words[2:]:
            if _starts_own(body[w.start():], lang):
                return [body[:w.start()].strip(), body[w.start():]]
    return None
