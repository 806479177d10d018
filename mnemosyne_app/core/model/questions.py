"""Questions and requests typed without their mark: no fact about the person, whatever words they hold.

People ask in chat without "?" ("电池是不是该换了", "有没有地铁上能做的小事推荐", "whats a fair day rate",
"hast du eine Idee") and a clause so asked was kept as a fact ("User 电池是不是该换了"). A question is
read here by its grammar, in each language: Chinese by an A-not-A verb ("是不是", "有没有", "能不能") or
an interrogative word used as one (not "没什么", "什么都", "我知道怎么做": there it is "some-", "any-" or
an embedded "how", and the clause says something); Japanese by its final particle ("かな", "っけ",
"でしょうか"); the others by an inverted or second-person verb, or an opener that only asks ("any tips",
"des idées", "alguna idea"). A request to the assistant is read by its verb of asking ("帮我…",
"想问下…", "教えてほしい", "can u …"). Used by core/model/clauses.py (is_question, the clauses kept).
"""

from __future__ import annotations

import re

# -- Chinese -------------------------------------------------------------------------------------
# A verb asked as "X not X" or "X 没 X": 是不是, 有没有, 能不能, 会不会, 要不要, 该不该, 可不可以 (the idiom
# "动不动", "at every turn", says no question).
_ZH_A_NOT_A = re.compile(r"(?!动)([\u4e00-\u9fff])[不没]\1|是否")
# An interrogative word: 怎么, 为什么, 什么, 啥, 哪, 多少, 谁, 如何, 几点/几岁/几个 ...
_ZH_WH = re.compile(r"怎么|怎样|为什么|为啥|干嘛|什么|啥|哪(?!怕)|多少|谁|如何|几(?:点|岁|号)")
# ... but not as "some-/any-/no-" (after a negation, "没什么朋友", "不怎么喝酒"; after "whatever", "无论如何";
# before "都/也", "什么都吃", "怎么也睡不着"), nor embedded after a verb of knowing or telling ("我知道怎么做饭",
# "我会说什么" is rare, "我学会了怎么游泳"): there the clause states something.
_ZH_WH_NOT_ASKED = re.compile(r"(?:没有?|不|别|无论|不管|不论|随便)(?:\S{0,2})$")
_ZH_WH_THEN_ALL = re.compile(r"^\S{0,3}?(?:都|也)")
# ("我多少会一点日语": "多少" before a verb is "somewhat")
_ZH_SOMEWHAT = re.compile(r"^(?:会|有点|有些|懂|能|知道|还)")
_ZH_KNOWING = re.compile(r"知道|晓得|懂|明白|记得|会|学会|学了|清楚|了解|告诉|教")
# A request or a question opened by its verb of asking ("想问下考研怎么准备", "求推荐", "你能帮我…"; "帮我", "请" and
# "麻烦" opening a clause are clauses._NOT_A_FACT's).
_ZH_ASKING = re.compile(r"^(?:我)?(?:想问|请问|问一?下|求(?:推荐|助|问)|推荐(?:一下|几个|点|些)|帮忙|"
                        r"你(?:能|可以|会|帮|给|觉得|说|看)|可以帮|能帮)")


def _zh_asks(clause: str) -> bool:
    if _ZH_ASKING.match(clause) or _ZH_A_NOT_A.search(clause):
        return True
    for m in _ZH_WH.finditer(clause):
        before, after = clause[:m.start()], clause[m.end():]
        if (_ZH_WH_NOT_ASKED.search(before) or _ZH_WH_THEN_ALL.match(after) or _ZH_KNOWING.search(before)
                or (m.group(0) == "多少" and _ZH_SOMEWHAT.match(after))):
            continue
        return True
    return False


# -- Japanese ------------------------------------------------------------------------------------
# A sentence-final particle of asking or wondering ("大丈夫かな", "いつだっけ", "ありますか", "どうでしょう"),
# or "how about / how do I" at the end ("夜勤明けの食事はどう", "どうすれば"). (The plain "か" and "の" are
# read by clauses.is_question already.)
_JA_ASKS = re.compile(r"(?:かな|かね|かしら|っけ|でしょうか?|だろうか?|ですかね|ますかね|どう(?:です|でしょう)?|"
                      r"どう(?:すれば|したら|やって)(?:いい)?(?:です)?)$")
# A request by its verb, as "…してくれる?", "…してもらえる?" asks ("ください", "ほしい" and "お願いします" are
# clauses._NOT_A_FACT's, a final te-form clauses._JA_TE_REQUEST's).
_JA_REQUEST = re.compile(r"(?:頼む|頼みます|[てで](?:くれ|くれる|くれない|もらえる|もらえない))(?:か)?$")


# -- The languages written with spaces -------------------------------------------------------------
_ASKS = {
    # ("whats", "hows" typed without the apostrophe; a question to "u"; an opener that only asks)
    # (the rest, "what", "can", "any tips", are clauses._EN_QUESTION's)
    "en": re.compile(r"^(?:whats|hows|wheres|whos|whys|whens|wanna know|anyone know|r u|any (?:tip|recs?|hints?|pointers))\b|"
                     r"\bor not$", re.I),
    # (a verb before its pronoun: "dois-je", "peux-tu", "faut-il"; "ou pas" at the end; a judgment offered with its
    # alternative, "c'est grave ou j'attends demain")
    "fr": re.compile(r"^[\wéèêàâîôûç]+-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles)\b|\bou (?:pas|non)$|"
                     r"^(?:c['’]est|ça)\b.*\sou\s+(?:je|j['’]|on|il|elle|pas|plutôt)\b|"
                     r"^(?:t['’]as|vous avez|t['’]aurais|tu aurais) (?:des|une|un) (?:idées?|conseils?|astuces?|recettes?|tips?)\b",
                     re.I),
    # (the verb first with "du", "ihr" or "man" after it: "Hast du eine Idee", "Lohnt sich das", "Gibt es …"; "oder nicht")
    # (a verb's second person before "du"/"ihr": "hast du", "könnt ihr"; not "mit ihr", her)
    "de": re.compile(r"^(?!(?:mit|seit|nicht|jetzt|oft|gut|erst|fast|selbst|meist|sonst)\s)[a-zäöüß]+(?:st|t)\s+(?:du|ihr)\b|^(?:ist|sind|gibt|lohnt|reicht|geht|klappt|braucht|muss|soll|sollte|darf|"
                     r"kann|könnte|würde|wäre|hätte)\s+(?:es|das|man|sich|ein|eine|einer|der|die|mir)\b|\boder nicht$|"
                     r"^(?:irgendwelche|ideen|tipps)\b", re.I),
    "es": re.compile(r"^(?:algun[oa]s? |algún )(?:idea|consejo|recomendaci[oó]n|sugerencia|truco|tip)\w*|"
                     r"^(?:me (?:recomiendas|aconsejas|dices|ayudas)|sabes|conoces|tienes|vale la pena|es (?:normal|grave|mejor))\b|"
                     r"\bo no$", re.I),
    "it": re.compile(r"^(?:qualche (?:idea|consiglio|suggerimento|dritta)|consigli|idee|vale la pena|"
                     r"(?:è|sarebbe) (?:normale|grave|meglio|possibile))\b|\bo no$", re.I),
    "pt": re.compile(r"^(?:alguma (?:ideia|dica|sugestão)|algum (?:conselho|truque)|dicas?|vale a pena|tem como|"
                     r"(?:é|tá|está|seria) (?:normal|grave|melhor|possível))\b|\bou não$", re.I),
}


def asks(clause: str, lang: str) -> bool:
    """Whether a clause (or a sentence's last clause) asks something or asks for something, with no
    question mark: no statement of the person's."""
    s = clause.strip().rstrip("。.!！~～… ")
    if lang in ("zh", "ja"):  # (a sentence: its last clause, as a Chinese or Japanese one splits at its commas)
        s = re.split(r"[，,；;、]|(?<=[^\x00-\x7f])\s+(?=[^\x00-\x7f])", s)[-1].strip()
    if not s:
        return False
    if lang == "zh":
        return _zh_asks(s)
    if lang == "ja":
        return bool(_JA_ASKS.search(s) or _JA_REQUEST.search(s))
    # (a short opener set off by its comma is talk, not the question: "Weißt du, ich bin jetzt vegan", "Tienes
    # razón, me he mudado a Sevilla"; what follows it is read)
    s = _OPENER_AND_COMMA.sub("", s, count=1) or s
    pattern = _ASKS.get(lang)
    return bool(pattern and pattern.search(s))


_OPENER_AND_COMMA = re.compile(r"^(?:[^\W\d_]+['’]?[^\W\d_]*\s+){0,2}[^\W\d_]+,\s+(?=\S)")
