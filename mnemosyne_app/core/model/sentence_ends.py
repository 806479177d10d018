"""Where a sentence ends: at a period only where a reader would stop.

A sentence ends at . ! ? (and their CJK forms), a semicolon or a line break; but a period also marks
a short form ("Dr. Weber", "St. Mary's", "z. B.", "p. ex.", "ca. 3 km", "Bj. 2016"), a number sign
("Nr. 5") and, in German, an ordinal ("im 3. Stock", "Altbau, 3. Stock"). Cut there, a fact loses its
end ("Der Nutzer wohnt in einem Altbau, 3") and the rest becomes a sentence of its own that states
nothing ("Stock."). Decimals and times ("7.30", "2.5") have no space after their period and were
never cut.
"""

from __future__ import annotations

import re

# A sentence ends at . ! ? (and their CJK forms), a semicolon or a line break; "e.g." and
# decimals stay whole because a sentence end needs a space or the end of the text after it.
# (a face ends a sentence whatever follows, "… al quarto anno 😅 dammi …"; any other emoji only before a
# capital, as "a rescue greyhound 🐕 named Pixel" goes on; or, in Chinese and Japanese, after a word that ends a
# sentence and before a space and the next character: "昨日で33になりました🎂 友達が…", "先週入籍しました💍 式は…",
# "搬家了🎉 新家…"; not "我养了一只猫🐱 叫年糕", which goes on naming the cat)
# (a face or a sign before Spanish's opening "¿" or "¡" ends the sentence too: "… nada que hacer 😢 ¿Es normal …?")
_SENTENCE_END = re.compile(r"(?<=[!?。！？；;])|(?<=[.…])(?=\s|$)|(?<=[\U0001F300-\U0001FAFF])(?=\s+(?:[A-Z]|[¿¡](?-i:[A-ZÁÉÍÓÚÑ])|I\b))|"
                           r"(?<=[たすだよね了啦吧呢哈][\U0001F300-\U0001FAFF\u2600-\u27BF])"
                           r"(?=\s+[\u3040-\u30ff\u4e00-\u9fff])|"
                           r"(?<=[\U0001F600-\U0001F64F\U0001F910-\U0001F92F\U0001F970-\U0001F97F])(?=\s+(?:\w|[¿¡](?-i:[A-ZÁÉÍÓÚÑ])))|\n+")

# Short forms that never end a sentence: they stand before what they qualify. Titles ("Dr. Weber",
# "Mme. Roux", "Sig.ra Bianchi", "Dott. Rossi"), saints and streets ("St. Mary's", "Av. Paulista"),
# "about" and "for example" in each language ("ca. 3 km", "env. 20 min", "aprox.", "z. B.", "p. ex.",
# "p. ej.", "bzw.", "d. h.", "u. a."), and the German "year built" of a car ("Bj. 2016"). Written all in
# capitals they are no short form ("near LA, CA. I …" ends a sentence).
_SHORT_FORM = re.compile(
    r"(?:^|[\s(])((?:st|ste|sto|sta|dr|dra|mr|mrs|ms|mx|prof|profa|jr|sr|sra|srta|dña|mme|mlle|mgr|hr|sig|sig\.ra|sig\.na|"
    r"dott|dott\.ssa|avv|ing|arch|dipl|geb|mt|ft|"
    r"e\.g|i\.e|z\.\s?b|p\.\s?ex|p\.\s?ej|p\.\s?es|d\.\s?h|u\.\s?a|u\.\s?u|o\.\s?ä|s\.\s?o|bzw|bspw|vgl|ggf|evtl|inkl|zzgl|"
    r"ca|approx|aprox|env|cf|vs|bj|tel|"
    r"dept|univ|ave|av|avda|rd|str|bd))\.$", re.I)
# A number sign, and a German street said short before its house number ("Hauptstr. 12"): only before a number.
_NUMBER_SIGN = re.compile(r"(?:^|\s)(?:no|nr|nº|n°|núm|num|[\wäöüß-]+str)\.$", re.I)
# Short forms that may end a sentence: only when the text goes on in lower case or with a number.
_MAYBE_END = re.compile(r"(?:^|[\s(])(?:[A-Z]|u\.s|u\.k|etc|usw|ecc|inc|ltd|co|corp|a\.m|p\.m)\.$", re.I)
# The first letter of a short form in two parts, set apart by a space ("z. B.", "p. ex.", "d. h."):
# a lower-case letter alone with a period ends no sentence when another such part follows it.
_FIRST_OF_TWO = re.compile(r"(?:^|[\s(])(?-i:[a-zäöü])\.$")
_SECOND_OF_TWO = re.compile(r"[a-zäöüA-ZÄÖÜ][a-zäöü]?\.(?=\s|$)")
# A German ordinal after its article ("meinen 26. Geburtstag", "am 3. Mai"): no sentence ends there.
# (not "am", "die": English words before a number that ends a sentence, "I am 26.")
_DE_ORDINAL = re.compile(r"\b(?:meinen|meinem|meine|seinen|seinem|ihren|unseren|den|dem|der|zum|vom)\s+\d{1,3}\.$", re.I)
# In a German text, also after a comma, a bracket or any word that opens a noun phrase ("Altbau, 3. Stock",
# "im 3. Stock", "in der 5. Klasse", "seit dem 1. Juli"), before a noun: a word with a capital that opens no
# sentence (not a pronoun, an article, an owner, a word of when or of linking: "Ich bin 26. Meine Frau …",
# "… ist 5. Heute …"). After a verb a number ends the sentence ("Ich bin 26.").
_DE_ORDINAL_AFTER = re.compile(
    r"(?:,|\(|(?:^|\s)(?:im|am|ins|zum|zur|beim|vom|dem|den|der|die|das|des|ab|bis|seit|nach|vor|jeden|jedem|jede|jeder|"
    r"ein|eine|einen|einem|einer|mein\w*|dein\w*|sein\w*|ihr\w*|unser\w*|euer\w*|in|an|auf|bei))\s*\d{1,3}\.$", re.I)
_DE_OPENS_A_SENTENCE = re.compile(
    r"(?:ich|wir|du|ihr|er|sie|es|man|der|die|das|den|dem|des|ein|eine|einen|mein\w*|dein\w*|sein\w*|ihr\w*|unser\w*|"
    r"euer\w*|dies\w*|jetzt|heute|morgen|gestern|dann|danach|aber|und|oder|also|seit\w*|nach\w*|vor\w*|wenn|als|weil|da|"
    r"dort|hier|was|wie|wo|warum|wann|welch\w*|wer|kannst|kann|können|könntest|hast|habe|hab|bin|ist|sind|war|waren|"
    r"letzt\w*|danke|bitte|hallo|leider|zum|im|am|auch|noch|schon|nun|ja|nein|ok|übrigens|deshalb|darum|trotzdem|"
    r"außerdem|zuerst|erst|inzwischen|mittlerweile|seit|ab|bis|mit|ohne|für|gerade|endlich|zum|meistens|oft|immer|nie|"
    r"kein\w*|alle\w*|viele|manchmal|eigentlich|sonst|so|naja|na|ps)$", re.I)
_INITIAL = re.compile(r"(?:^|[\s(])[A-Z]\.$")
# (the German months only, not those spelt as in English: "I am 26. April is …" ends a sentence)
_DE_MONTH = re.compile(r"(?:Januar|Jänner|Februar|März|Mai|Juni|Juli|Oktober|Dezember)\b")
_DAY_MONTH = re.compile(r"(?:^|\s)\d{1,2}\.\d{1,2}\.(?:\d{2,4})?$")  # a date written day.month.
# A pronoun or a possessive of the person's that opens a sentence, in each language (capitalised as written).
_OPENS_A_PERSONS_SENTENCE = {"I", "My", "We", "Our", "Ich", "Mein", "Meine", "Meinen", "Wir", "Unser", "Unsere", "Je", "J",
                             "Mon", "Ma", "Mes", "Nous", "Notre", "Nos", "Yo", "Mi", "Mis", "Nosotros", "Nuestro", "Nuestra",
                             "Io", "Mio", "Mia", "Miei", "Mie", "Noi", "Eu", "Meu", "Minha", "Meus", "Minhas", "Nós"}
_SENTENCE_STARTS = {"I", "My", "We", "Our", "The", "It", "He", "She", "They", "This", "That", "But", "And", "So", "Also",
                    "Je", "J", "Mon", "Ma", "Ich", "Mein", "Meine", "Yo", "Mi", "Soy", "Vivo"}


def _short_form(before: str) -> bool:
    m = _SHORT_FORM.search(before)
    # (written all in capitals, it is a word or a code: "CA.", "ST.")
    return bool(m) and not (m.group(1).isupper() and len(re.sub(r"\W", "", m.group(1))) > 1)


def _continues(before: str, after: str, lang: str | None) -> bool:
    """Whether the split between ``before`` (ending in a period) and ``after`` is inside a sentence."""
    if not after.startswith(" "):  # a line break ends a sentence whatever came before
        return False
    nxt = after.lstrip()
    # (a word that opens a sentence of the person's ends the one before, whatever short form ends it: "I live on
    # Baker St. My brother moved to Leeds", "Ich bin 1990 geb. Meine Frau …", "Vivo en la Av. Mi hermano …")
    opener = re.match(r"[^\W\d_]+", nxt)
    if opener and opener.group(0) in _OPENS_A_PERSONS_SENTENCE:
        return False
    if _short_form(before) or _DE_ORDINAL.search(before):
        return True
    if _FIRST_OF_TWO.search(before) and _SECOND_OF_TWO.match(nxt):  # "z. | B.", "p. | ex."
        return True
    if _DAY_MONTH.search(before) and nxt[:1].islower():  # "Hab zum 30.6. bei RheinEnergie gekündigt"
        return True
    if re.search(r"(?:^|\s)\d{1,2}\.$", before) and _DE_MONTH.match(nxt):  # "Moritz mussten wir am 12. März …"
        return True
    if lang == "de" and _DE_ORDINAL_AFTER.search(before):
        word = re.match(r"(?-i:[A-ZÄÖÜ])[\wäöüß-]*", nxt)
        if word and not _DE_OPENS_A_SENTENCE.match(word.group(0)):  # "Altbau, 3. | Stock"
            return True
    if _NUMBER_SIGN.search(before):
        return nxt[:1].isdigit()
    if _MAYBE_END.search(before) and (nxt[:1].islower() or nxt[:1].isdigit()):
        return True
    if _INITIAL.search(before):
        if re.match(r"[A-Z]\.", nxt):  # another initial
            return True
        word = re.match(r"[A-Z][\w'’]+", nxt)
        return bool(word) and word.group(0) not in _SENTENCE_STARTS
    return False


def sentences(text: str, lang: str | None = None) -> list[str]:
    """The sentences of ``text``, cut where a reader stops; ``lang``, when known, adds its own rules
    (the German ordinal)."""
    parts: list[str] = []
    for piece in _SENTENCE_END.split(text):
        if parts and _continues(parts[-1], piece, lang):
            parts[-1] += piece
        else:
            parts.append(piece)
    parts = [p.strip() for p in parts]
    return [p for p in parts if p and re.search(r"\w", p)]


# A cheer, a heart or a face typed in ASCII between two statements, whatever case follows it ("Me han hecho coordinadora
# 🎉 ya no estoy en caja", "nouveau boulot chez Airbus :) je commence lundi"): chat writes it where a comma would be. Read
# as a comma, not as a sentence's end, so whoever the sentence was about before it goes on after it ("我姐姐订婚了 💍 搬去
# 上海了", "My brother moved to London 🎉 working at Google now" stay the sister's, the brother's). Not where it stands
# inside a phrase: after a negation, a preposition, an article or a bare verb of being ("I'm not 👍 moving", "I work at
# ✨ Google"), nor before a preposition or a conjunction that goes on with it ("Got engaged 💍 to Anna", "kein Fleisch 💪
# und keinen Fisch").
_CHEER = re.compile(r"\s*(?:[\U0001F389\U0001F38A\U0001F382\U0001F48D\U0001F37E\U0001F942\U0001F4AA\U0001F44F\U0001F44D\U0001F494"
                    r"\u2728\u2764][\uFE0F\U0001F3FB-\U0001F3FF]*|(?<=\s)(?::-?[)DPp(/]|;-?\)|\^\^|<3|=\)))(\s+)(?=\w)")
_INSIDE_BEFORE = re.compile(
    r"(?:\b(?:not|no|never|n['’]t|pas|plus|nicht|kein\w*|nunca|non|não|at|to|in|with|for|of|from|on|a|an|the|my|our|"
    r"à|au|chez|avec|de|du|des|le|la|les|un|une|mon|ma|mes|mit|bei|zu|im|am|der|die|das|ein|eine|einen|en|con|el|los|las|"
    r"mi|mis|su|il|lo|gli|di|da|al|alla|um|uma|o|os|as|meu|minha|em|no|na|com|i['’]m|am|is|are|was|bin|ist|hab|habe|"
    r"soy|estoy|sono|sou|estou|je suis|suis)|不|没|没有)\s*$", re.I)
_GOES_ON_AFTER = re.compile(
    r"^\s+(?:to|at|with|and|or|but|for|from|in|on|as|than|à|avec|et|ou|mais|chez|pour|mit|und|oder|sondern|bei|für|als|"
    r"con|y|o|pero|en|para|e|ma|per|com|mas|ou|para)\b", re.I)


def cheer_as_comma(sentence: str) -> str:
    """``sentence`` with each cheer or face between two statements read as a comma (see ``_CHEER``)."""
    def one(m: re.Match) -> str:
        before, after = sentence[:m.start()], sentence[m.end():]
        if _INSIDE_BEFORE.search(before) or _GOES_ON_AFTER.match(m.group(1) + after) or not before.strip():
            return m.group(0)
        # (the comma of the sentence's script, the cheer itself no word of the statement)
        return "、" if re.search(r"[\u3040-\u30ff]", sentence) else "，" if re.search(r"[\u4e00-\u9fff]", sentence) else ", "
    return _CHEER.sub(one, sentence)
