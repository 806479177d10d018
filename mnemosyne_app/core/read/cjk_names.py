"""Names in Chinese and Japanese facts, for the Entities view (core/read/entities.py).

Latin scripts mark a name by its capital; Chinese and Japanese do not, so a name is read here by the
words that say it is one: a naming word before it ("叫年糕", "名前はポチ", "猫のミケ"), a verb of living
before or after a place ("住在上海", "大阪に住んでいます"), or of working at an organisation ("在腾讯工作",
"楽天で働いています"). A run of CJK characters said any other way is no name: without those words a
reader cannot tell "豆豆" from "豆腐", and a wrong entity is worse than a missing one.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model.attributes import ZH_PLACE_NAME, ZH_WHERE_WORDS

_HAN = r"\u4e00-\u9fff"
_KANA = r"\u3041-\u3096\u30a1-\u30fa\u30fc"  # (hiragana, katakana and the long-vowel mark: "ミケ", "コタロウ")

# Who a Chinese name is to the person, from the kin word said before it ("用户的妹妹叫小红").
_ZH_KIN = ("妹妹|弟弟|姐姐|哥哥|女儿|儿子|老公|老婆|丈夫|妻子|男朋友|女朋友|男友|女友|未婚夫|未婚妻|爸爸|妈妈|父亲|母亲|"
           "爷爷|奶奶|外公|外婆|朋友|闺蜜|同事|老板|室友|邻居|孩子|宝宝")
_ZH_ANIMAL = r"[只条匹头]|猫|狗|兔|鹦鹉|仓鼠|柯基|柴犬"
_JA_KIN = "妹|弟|姉|兄|娘|息子|夫|妻|彼氏|彼女|婚約者|父|母|祖父|祖母|友達|友人|同僚|上司|子供|子ども"
_JA_PET = "犬|猫|子犬|子猫|柴犬|インコ|うさぎ|ウサギ|ハムスター"

# (a name said by a naming word: "叫年糕", "名叫小红", "名字是豆豆"; two or three characters, as given names are)
_ZH_NAMED = re.compile(rf"(?:叫做?|名叫|名字(?:叫做?|是))(?P<name>[{_HAN}]{{2,3}})(?![{_HAN}])")
# (a place lived in: "住在上海", "搬到了杭州", "定居在成都")
_ZH_PLACE = re.compile(rf"(?:住在|搬到了?|搬去了?|搬回了?|定居在?|生活在)(?P<name>[{_HAN}]{{2,4}}?)"
                       rf"(?=了|住|生活|工作|定居|，|。|$|(?![{_HAN}]))")
# (an organisation worked at: "在腾讯工作", "入职了阿里巴巴"; a city there is a place, "在深圳工作")
_ZH_WORK = re.compile(rf"(?:^用户|^用户现在|^用户目前)在(?P<name>[{_HAN}A-Za-z]{{2,6}}?)(?:工作|上班)|"
                      rf"(?:入职了?|加入了?|跳槽到了?|进了)(?P<name2>[{_HAN}A-Za-z]{{2,6}})(?=，|。|$)")
# Words these slots hold that name no one place or body: "住在郊区", "在一家外企工作", "在家上班".
_ZH_NOT_A_NAME = re.compile(rf"^(?:[一这那哪每某本该此]|家|{ZH_WHERE_WORDS}|乡下|宿舍|公司|学校|医院|银行|工厂|单位|外企|国企|"
                            r"私企|大厂|创业|隔壁|楼下|楼上|市中心)")

_JA_NAMED = re.compile(rf"(?:名前は|名前が)(?P<name>[{_KANA}{_HAN}]{{2,8}}?)(?:です|でした|だ|って|と|、|。|$)|"
                       rf"(?:{_JA_PET})の(?P<name2>[\u30a1-\u30fa\u30fc]{{2,8}})")
_JA_KIN_NAMED = re.compile(rf"(?P<kin>{_JA_KIN})の(?P<name>[{_KANA}{_HAN}]{{2,6}}?)(?:さん|ちゃん|くん|君)?(?:は|が|と|、|。|$)")
_JA_PLACE = re.compile(rf"(?P<name>[{_HAN}\u30a1-\u30fa\u30fc]{{2,8}})(?:に住んで|に住み|へ引っ越|に引っ越|在住|に転居)")
_JA_WORK = re.compile(rf"(?P<name>[{_HAN}\u30a1-\u30fa\u30fcA-Za-z]{{2,10}})(?:で働いて|で働き|に勤めて|に勤務|に入社|に転職)")
# (the slot's words before the name that are no part of it: "ユーザーは", "今は", "去年")
_JA_NOT_A_NAME = re.compile(r"^(?:ユーザー|会社|病院|大学|学校|銀行|工場|事務所|近所|実家|田舎|都会|海外|地元)$")


def cjk_names(text: str, attribute: str | None) -> list[tuple[str, str, str | None]]:
    """Each (name, kind, relation) a Chinese or Japanese fact says by the words of a name, in the
    order said; [] for a fact with none (or in another script)."""
    out: list[tuple[str, str, str | None]] = []

    def add(name: str | None, kind: str, relation: str | None = None) -> None:
        if name and name not in (n for n, _, _ in out):
            out.append((name, kind, relation))

    for m in _ZH_NAMED.finditer(text):
        before = text[:m.start()]
        kin = re.search(rf"(?:{_ZH_KIN})(?=[^{_HAN}]*$|$)", before) or re.search(rf"(?:{_ZH_KIN})$", before)
        if attribute == "pet" or re.search(_ZH_ANIMAL, before[-8:]):
            add(m.group("name"), "pet")
        else:
            add(m.group("name"), "person", kin.group(0) if kin else None)
    for m in _ZH_PLACE.finditer(text):
        if not _ZH_NOT_A_NAME.match(m.group("name")):
            add(m.group("name"), "place")
    for m in _ZH_WORK.finditer(text):
        name = m.group("name") or m.group("name2")
        if not _ZH_NOT_A_NAME.match(name):
            add(name, "place" if re.fullmatch(ZH_PLACE_NAME, name) else "organisation")
    for m in _JA_NAMED.finditer(text):
        add(m.group("name") or m.group("name2"), "pet" if attribute == "pet" or m.group("name2") else "person")
    for m in _JA_KIN_NAMED.finditer(text):
        add(m.group("name"), "person", m.group("kin"))
    for pattern, kind in ((_JA_PLACE, "place"), (_JA_WORK, "organisation")):
        for m in pattern.finditer(text):
            name = re.sub(r"^.*?(?:は|も|、|今|現在|去年|先月|最近)", "", m.group("name"))
            if len(name) >= 2 and not _JA_NOT_A_NAME.match(name):
                add(name, kind)
    return out
