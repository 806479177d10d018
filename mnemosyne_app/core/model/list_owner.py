"""Whether a list a sentence tells is the person's, by the sentences around it (core/model/profile_list.py reads the
list itself): a list with no subject after a sentence about someone else is theirs ("So my brother just moved. 34,
single, live in Bath"); one the next sentence recasts is no state of now ("Married, two kids, live in Leeds. That's the
dream", "… C'était avant", "… Es mi hermano"), nor one a joke owns up to ("… lol jk I'm single"); and a label before it
frames it where it names a plan, a wish, a time ahead or gone, or someone else ("Plan for next year: …", "In 10 years:
…", "Her husband: …"; not "About me: …", "Profile: …", "Update: …").
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.others import RELATION

# A label that frames what follows as no state of the person's now: a plan, a wish, a time ahead or gone ("Plan for next
# year:", "Dream life:", "In 10 years:", "If I were rich:", "Früher:", "Antes:", "Last year:"), or a text given to work on
# or as an example ("Rewrite this:", "Example:"). Any other label is the person's own
# heading ("Profile:", "Bio:", "Update:", "Kurz zu mir:", "Neuigkeiten:"), and someone else's is told by about_someone.
FRAME_LABEL = re.compile(r"\b(?:plan\w*|goals?|dreams?|wish\w*|ideal|if|one day|someday|future|next|in \d+|\d+ years?|later|"
                         # (a time gone, "Last year:", "Back in 2015:"; a text to work on or an example, "Rewrite this:",
                         # "Example:"; a condition in the other languages, "Wenn ich reich wäre:", "Si fuera rico:")
                         r"last \w+|ago|when i was|back in|in \d{4}|rewrite|fix|translate|correct|proofread|improve|"
                         r"edit|summari[sz]e|example|e\.g|for instance|template|sample|beispiel|exemple|ejemplo|esempio|exemplo|"
                         r"wenn|falls|si|se|quand|cuando|quando|"
                         r"before|back then|used to|retire\w*|bucket list|ziel\w*|traum\w*|künftig|zukunft|früher|"
                         r"in \d+ jahren|objectifs?|rêves?|futur|avant|un jour|dans \d+ ans|objetivos?|sueños?|futuro|antes|"
                         r"algún día|en \d+ años|sogn\w*|obiettiv\w*|prima|un giorno|tra \d+ anni|sonhos?|metas?|"
                         r"um dia|daqui a \d+ anos)\b", re.I)


def frames(label: str, lang: str) -> bool:
    """The label before a list makes it no statement of the person's now, or someone else's ("Her husband:")."""
    return bool(FRAME_LABEL.search(label)) or about_someone(label, lang)


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
