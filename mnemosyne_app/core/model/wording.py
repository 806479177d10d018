"""How people write around what they say about themselves, read before the clauses are.

Someone else's words in quotes, suppositions ("if I lived in Paris"), list bullets, headings
("Note:"), chat fillers ("btw", "lol") and left-out apostrophes ("Im", "dont"): each either hides a
statement or looks like one that was never made. Used by core/model/clauses.py.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model import italian_portuguese

# Quoted words that hold a first-person sentence ('My boss wrote "I live in Dubai now"') are
# someone else's words or text to work on: they become a marker, and a clause holding it is
# dropped. Quoted words with no "I" in them ("my dog is called 'Biscuit'") stay as they are.
QUOTED = "\u27e6quote\u27e7"
_QUOTE = re.compile(r'"[^"\n]{1,400}"|“[^”\n]{1,400}”|«[^»\n]{1,400}»|„[^“”\n]{1,400}[“”]|「[^」]{1,400}」|'
                    r"『[^』]{1,400}』|(?<!\w)['‘][^\n]{1,400}?['’](?!\w)")
_SPEAKER = re.compile(r"\b(?:i|i['’]m|me|my|je|moi|mon|ma|mes|ich|mein|meine|yo|mi|mis|io|mio|mia|eu|meu|minha)(?=\W|$)|\bj['’]|[我私僕俺]", re.I)


def unquoted(text: str) -> str:
    return _QUOTE.sub(lambda m: QUOTED if _SPEAKER.search(m.group(0)[1:]) or _TASK_BEFORE.search(text, 0, m.start())
                      else m.group(0), text)


# A text given to the assistant to work on ("Traduce al inglés: «Vivo en Madrid y tengo un perro»", "Translate this:
# '…'"): its words are the task's, not the writer's, whatever person they are in (Spanish, Italian, Portuguese say
# "I" by the verb alone, which _SPEAKER cannot see).
_TASK_BEFORE = re.compile(r"\b(?:translate|rewrite|correct|proofread|traduce|traduzca|traducir|corrige|reescribe|traduci|"
                          r"correggi|riscrivi|traduza|traduz|corrija|reescreva|traduis|corrige|reformule|übersetze|"
                          r"korrigiere)\b[^:\n]{0,40}:\s*$|翻译[^:：]{0,10}[:：]\s*$|翻訳[^:：]{0,10}[:：]\s*$", re.I)


BULLET = re.compile(r"^(?:[-*•·–—>]|\d{1,2}[.)])\s+")
# A heading of one to three words ("Note:", "Quick question:", "PS:"), not a statement of its own.
# ("Sorry, typo earlier: I'm 44" has one too.)
# (a heading of up to five words: "Quick question about taxes: I sold my flat ...")
# (a colon between digits is part of a number, "16:8", "9:30": no heading ends there)
LABEL = re.compile(r"^(?!(?:i|we|je|ich|yo|wir|nous|io|eu)\b)[^\W\d][\w'’.-]*,?(?:[ \t][\w'’.-]+,?){0,4}"
                   r"(?<!\d)\s?[:：](?!\d)\s*", re.I)  # (French puts a space before it: "Petite info : …")
# Chat fillers at the end of a clause ("..., fyi", "my name's Kev btw") say nothing about the person.
TRAILING = re.compile(r"(?:[\s,]+(?:tho|though|lol|lmao|(?:ha){2,}h?|(?:ah){2,}|kkk+|rsrs(?:rs)*|fyi|btw|tbh|imo|imho|xd|mdr|(?:ja){2,}|thx|svp|stp|anyways?|"
                      r"(?:if|in case) (?:that|it)(?:'s| is)? (?:matters|helps|relevant)|if relevant|just saying|"
                      r"for (?:context|reference))\b)+$|"
                      # words to the assistant after the statement: "..., in case you suggest anything"
                      r"(?:,\s*|\s+)(?:(?:just )?in case|so that|so) (?:you|that|it|this)\b[^,]*$|"
                      r"\s*[:;][)(DP]$|"
                      # how the person feels about what they just said ("…, loving it so far"): a mood, no part of it
                      r",\s+(?:(?:and|but)\s+)?(?:really\s+|totally\s+|absolutely\s+|already\s+)?(?:loving|enjoying|liking|hating|"
                      r"missing|digging|adoring) (?:it|that|this|every (?:bit|minute|second) of it)(?: so far| already| a lot)?$|"
                      # an aside of one word after a typed dash ("Seit gestern bin ich 60 - unglaublich")
                      r"\s+[-–—]\s+[^\W\d_]+[!?.…]*$|"
                      # the conjunction that led into a question cut off after it ("I moved to Leeds, so | what should I see?")
                      r"(?:,\s*|\s+)(?:so|and|but|or|donc|alors|et|mais|also|und|aber|así que|y|pero|quindi|e|ma|então|mas)$|"
                      # ... and a word of candour left behind by the feeling cut after it ("… por Ruzafa y la verdad es | que
                      # me encanta")
                      r"(?:,\s*(?:(?:y|pero|e|ma|mas|et|mais|and|but)\s+)?|\s+(?:y|pero|e|ma|mas|et|mais|and|but)\s+)(?:la verdad(?: es)?|a verdade é|sinceramente|"
                      r"honestamente|francamente|franchement|onestamente|honestly|to be honest)$", re.I)


def strip_trailing(clause: str) -> str:
    """The clause without its trailing fillers, however many ("..., fyi, in case you need it")."""
    while (shorter := TRAILING.sub("", clause).strip(" ,")) != clause:
        clause = shorter
    return clause


# A sentence that laughs at itself is not to be taken at its word ("I live at the office lol",
# "je vis à la bibliothèque lol"): its statements may still be facts, but replace none.
LAUGH = re.compile(r"\b(?:lol|lmao|lmfao|rofl|jk|(?:ha){2,}h?|(?:ja){2,}|(?:ah){2,}|kkk+|rsrs(?:rs)*|mdr|ptdr|xd)\b|[\U0001F602\U0001F923\U0001F606"
                   r"\U0001F61C\U0001F61D\U0001F643\U0001F639]|哈哈|（笑）|\(笑\)|ｗｗ|(?<=[^\x00-\x7f])w{2,}$", re.I)
# A laugh typed between two statements ends the first ("fiz 41 ontem kkk a família fez um churrasco", "got the
# job lol starting monday"): chat writes it where a full stop would be. (Not a laugh opening the sentence:
# "lol I ..." is an opener, clauses._OPENERS.)
_LAUGH_BETWEEN = re.compile(r"(?<=\S)(\s+(?:lol|lmao|lmfao|rofl|(?:ha){2,}h?|(?:ja){2,}|(?:ah){2,}|kkk+|rsrs(?:rs)*|mdr|ptdr|xd)"
                            r"[!.]*)\s+(?=\w)", re.I)


def laugh_split(sentence: str) -> list[str]:
    """The sentence cut after each laugh that has words after it, the laugh kept with what it laughs at."""
    return [p for p in _LAUGH_BETWEEN.sub("\\1\n", sentence).split("\n") if p]


# Apostrophes people leave out: "Im 29", "i dont eat pork", "ive got two kids".
_EN_SPELLING = [(re.compile(r"\b([Ii])m\b"), r"\1'm"), (re.compile(r"\b([Ii])ve\b"), r"\1've"),
                (re.compile(r"\b(do|does|did|is|was|are|were|ca|have|has|had)nt\b", re.I), r"\1n't"),
                # ("…and theres black mould in the bathroom": an existential, a clause of its own once spelled)
                (re.compile(r"\b(there|that|what|where)s\b", re.I), r"\1's")]
# "I'm Dr. Ana Ruiz, a cardiologist at ...": who the person is, then what they do.
_APPOSITIVE = re.compile(r"^(I(?:['’]m| am) (?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.\s+)?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}),"
                         r"\s+(?=an?\s)")


# "I'm Zoë, 29, a physiotherapist": the age between the name and the job.
_APPOSITIVE_AGE = re.compile(r"^(I(?:['’]m| am) [A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}),\s+(\d{1,3}),\s+(?=an?\s)")
# Diary style drops the "I" before a past verb: "Just got engaged to ...", "Been working remotely ...".
_DROPPED_I = re.compile(r"^(?:(?:just|recently|finally|also|still|only)\s+)?(?:been|got|started|moved|quit|joined|left|became|"
                        r"began|went|bought|adopted|finished|graduated|retired|switched|stopped|relocated|used to)\b"
                        r"(?![-'’])(?!\s+(?:it|that|this|you|them|him|her)\b)", re.I)


# The same with "I'm" left out before a thought or a plan ("Thinking about going freelance", "Planning to move").
_DROPPED_IM = re.compile(r"^(?:(?:really|seriously|still|just)\s+)?(?:thinking|considering|planning|hoping|wondering)\b"
                         r"(?=\s+(?:about|of|to|on|if|whether|\w+ing)\b)", re.I)


def drops_i(sentence: str) -> bool:
    """An English sentence that leaves out its "I" ("Got engaged to Maria", "Moved to Leeds in May"):
    English by its verb, as a Spanish or Italian sentence is by its own."""
    return bool(_DROPPED_I.match(sentence.strip()))


# An age said bare with when it was reached ("Well, 30 as of yesterday", "40 since Monday"): "I'm" left out.
_BARE_AGE = re.compile(r"^((?:(?:well|so|ok|okay|yeah|yep|and)[,!]?\s+)?)(\d{1,3})(?=\s+(?:as of|since)\s+(?:yesterday|today|"
                       r"last|this|on|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)", re.I)


# A birthday told as the bare age and "today", alone in its sentence but for a feeling ("30 today 😭🎂", "18 today!!"):
# the age the person now is. (Not "30 today, so hot": something goes on after it.)
_AGE_TODAY = r"^((?:(?:well|so|ok|okay|yeah|yep|and|finally|officially)[,!]?\s+)?)(1[3-9]|[2-9]\d|1[01]\d)\s+today"
_BARE_AGE_TODAY = re.compile(_AGE_TODAY + r"(?=(?:[\s!.…]|[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D])*$)", re.I)
# ... or with a cake or a party after it, and a question after that ("30 today 🎂 how did that happen": a birthday, no
# heat). Read before a cheer becomes a comma (sentence_ends.cheer_as_comma), which would hide the cake.
_AGE_TODAY_CAKE = re.compile(_AGE_TODAY + r"(?=[\s!.…]*[\U0001F382\U0001F973\U0001F389\U0001F388])", re.I)


# (someone else's birthday, said after the cake: "40 today 🎂 happy birthday to my wife!", "18 today 🎂 says my daughter",
# "50 today 🎂 — not me, my husband!", "65 today 🎂 retirement here I come" is a retirement's story)
_SOMEONE_ELSES_CAKE = re.compile(r"\b(?:my|our|his|her|their|not me|says|said|happy birthday|to the|little|eldest|youngest|"
                                 r"retire\w*|mum|mom|dad|wife|husband|son|daughter|brother|sister|kid|baby|boy|girl|gran\w*|"
                                 r"nan|nana|aunt\w*|uncle|friend|bestie|mate|boss|old man|old lady)\b|"
                                 # (anyone named: "… how did that happen, Ella?", "… what a legend Nana is")
                                 r"(?<!^)(?<![.!?]\s)\b(?!I\b|I['’])(?-i:[A-Z])[a-z]+", re.I)


# (and only where a question or nothing follows: "… 🎂 grandad is thrilled", "… 🎉 congrats to Jake!", "… 🎈 balloons
# everywhere" tell of someone or something else)
_ASKED_OR_NOTHING = re.compile(r"^[\W_]*(?:$|(?:how|what|why|where|who|when|any|can|could|should|would|is|are|do|does|did)\b)", re.I)


def birthday_cake(sentence: str) -> str:
    """"30 today 🎂 how did that happen" → "I'm 30 🎂 how did that happen"."""
    m = _AGE_TODAY_CAKE.match(sentence)
    if m is None or _SOMEONE_ELSES_CAKE.search(sentence[m.end():]) or not _ASKED_OR_NOTHING.match(sentence[m.end():]):
        return sentence
    # (its opener left out: "So I'm 40" read as Italian, "so" being "I know")
    return f"I'm {m.group(2)}{sentence[m.end():]}"


def en_spelled_out(sentence: str) -> str:
    for pattern, repl in _EN_SPELLING:
        sentence = pattern.sub(repl, sentence)
    sentence = _BARE_AGE.sub(r"\1I'm \2", sentence)
    sentence = _BARE_AGE_TODAY.sub(r"\1I'm \2", sentence)
    if _DROPPED_I.match(sentence):
        sentence = ("I've " if sentence.lower().startswith("been") else "I ") + sentence[0].lower() + sentence[1:]
    elif _DROPPED_IM.match(sentence):  # ("Thinking about handing in my notice": "I'm thinking about …", a thought)
        sentence = "I'm " + sentence[0].lower() + sentence[1:]
    sentence = _APPOSITIVE_AGE.sub(r"\1, and I'm \2, and I'm ", sentence)
    return _APPOSITIVE.sub(r"\1, and I'm ", sentence)


# The person named without "我", as Chinese chat does: "本人" opening a clause ("本人在一家银行做柜员"; not "他本人",
# "he himself"), the northern "俺" and "咱" ("俺在工地干活", "咱家养了只猫"; "咱们" takes in the listener, "let's").
_ZH_SELF = re.compile(r"(?:(?<=^)|(?<=[，,。！!？?；;\s]))本人(?!的?(?:签字|签名|身份证|到场|亲自))|俺(?!们)|咱(?!们)")


def zh_spelled_out(sentence: str) -> str:
    """A Chinese sentence with the person's other words for "I" read as "我", which the rules read."""
    return _ZH_SELF.sub("我", sentence)


# Suppositions: a sentence that opens on "if" is dropped with its consequence; a clause with a
# conditional in it ("I'd bike everywhere", "je prendrais", "würde", "aprendería") is dropped.
IF_START = {
    "en": re.compile(r"^(?:if|unless|suppose|supposing|imagine|assuming|what if|even if|in case)\b"),
    "fr": re.compile(r"^(?:si|s['’]il|au cas où|imagine|imaginons|supposons)\b"),
    "de": re.compile(r"^(?:wenn|falls|angenommen|stell dir vor)\b"),
    "es": re.compile(r"^(?:si|en caso de que|imagina|suponiendo|supongamos)\b"),
    "zh": re.compile(r"^(?:如果|要是|假如|假设|万一|假使)"),
    "ja": re.compile(r"^(?:もし)"),
    **italian_portuguese.IF_START,
}
HYPOTHETICAL = {
    "en": re.compile(r"\b(?:if|unless)\b|\b(?:i|we)(?:['’]d|\s+would)\b"),
    "fr": re.compile(r"\bsi (?:je|j['’])|\b(?:je |j['’])(?:ne |n['’])?(?:\w+ )?\w{2,}r(?:ais|ait)\b"),
    "de": re.compile(r"\b(?:wenn|falls|würde|würdest|wäre|hätte)\b"),
    "es": re.compile(r"\bsi (?:yo|tuviera|viviera|fuera)\b|^(?:yo\s+)?(?:no\s+|también\s+|nunca\s+)?(?:me\s+|lo\s+|la\s+|le\s+)?"
                     r"\w+ría\b"),
    "zh": re.compile(r"如果|要是|假如|假设|万一|的话|假使"),
    "ja": re.compile(r"もし|(?:たら|なら|れば)[、,]|としたら"),
    **italian_portuguese.HYPOTHETICAL,
}
