"""Whether a list a sentence tells is the person's, by the sentences around it (core/model/profile_list.py reads the
list itself): a list with no subject after a sentence about someone else is theirs ("So my brother just moved. 34,
single, live in Bath"); one the next sentence recasts is no state of now ("Married, two kids, live in Leeds. That's the
dream", "… C'était avant", "… Es mi hermano"), nor one a joke owns up to ("… lol jk I'm single"); and a label before it
frames it unless it is the person's own ("About me: …", "Update: …"; not "Plan for next year: …", "Her husband: …").
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.others import RELATION

# A label the person opens a statement of their own with ("About me:", "Quick intro:", "Update:", "PS:").
OWN_LABEL = re.compile(r"\b(?:about me|me|myself|moi|ich|yo|io|eu|intro\w*|update|news|note|ps|p\.s|fyi|context|background|"
                       r"info|bit|quick|mise à jour|nouvelle|neuigkeit|novedad|novità|novidade|hi|hello|hey|hiya)\b", re.I)
# A sentence about someone else: a relative or anyone the person knows, or he/she ("My brother just moved", "Just
# matched with a guy", "Mi novio me pidió matrimonio").
_SOMEONE_WORD = {
    "en": r"he|she|him|his|her|they|them|guy|girl|man|woman|someone|somebody|person|gift|present|grandad|granddad|gran|"
          r"granny|nan|nana|mate|bestie|friend|date",
    "fr": r"il|elle|lui|eux|mec|fille|quelqu['’]un|cadeau", "de": r"er|sie|ihm|ihn|ihr|typ|jemand|geschenk",
    "es": r"él|ella|chico|chica|alguien|regalo", "it": r"lui|lei|ragazz[oa]|qualcuno|regalo",
    "pt": r"ele|ela|rapaz|moça|alguém|presente",
}


def about_someone(sentence: str, lang: str) -> bool:
    words = _SOMEONE_WORD.get(lang)
    return bool(words) and bool(re.search(rf"(?<![\w'’])(?:{words}|{RELATION[lang]})(?:['’]s)?(?![\w'’])", sentence, re.I))


# What the next sentence says of the one before: it was so, is a wish, or is someone else's ("That's the dream", "Or I
# was until last month", "Well, was.", "That's my brother", "C'était avant", "Das war mal", "Eso era antes").
RECAST = re.compile(
    r"^\W*(?:or\b|at least\b|in my dreams|one day|someday|lol no|said no one|me\?|not anymore|no longer)|"
    r"\b(?:(?:that|this|it)(?:['’]s|\s+(?:is|was|were))|was|were|used to|das (?:war|ist)|mal|c['’](?:était|est)|ça|eso (?:era|es)|"
    r"esto|es mi|era|è (?:mio|mia)|una volta|isso (?:era|é)|é (?:meu|minha)|until|dream\w*|früher|einmal|antes|avant|prima|"
    r"autrefois|jusqu['’]\w*|bis zu\w*|hasta|fino a\w*|até)\b", re.I)
# A joke owned up to in the next sentence ("… lol jk I'm single").
JOKE_OWNED_UP = re.compile(r"(?:jk|j/k|just kidding|kidding|joking)\b", re.I)


def recasts(following: str, lang: str, asked: bool) -> bool:
    """The sentence after a list says it was so, is a wish, or is someone else's; a question to the assistant after it
    ("… Wie finde ich eine neue Partnerin?") leaves it the person's, but for "Me? …"."""
    return bool(RECAST.search(following)) or (not asked and about_someone(following, lang))
