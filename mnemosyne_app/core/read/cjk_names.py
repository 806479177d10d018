"""Names in Chinese and Japanese facts, for the Entities view (core/read/entities.py).

Latin scripts mark a name by its capital; Chinese and Japanese do not, so a name is read here by the
words that say it is one: a naming word before it ("叫年糕", "名前はポチ", "猫のミケ"), a verb of living
before or after a place ("住在上海", "大阪に住んでいます"), or of working at an organisation ("在腾讯工作",
"楽天で働いています"). A run of CJK characters said any other way is no name: without those words a
reader cannot tell "豆豆" from "豆腐", and a wrong entity is worse than a missing one.
"""

from __future__ import annotations

import re

from mnemosyne_app.core.model import scripts
from mnemosyne_app.core.model.attributes import ZH_PLACE_NAME, ZH_WHERE_WORDS

_HAN = r"\u4e00-\u9fff"
_KANA = r"\u3041-\u3096\u30a1-\u30fa\u30fc"  # (hiragana, katakana and the long-vowel mark: "ミケ", "コタロウ")
# (a text with any Chinese or Japanese in it: its names have no word bounds to check)
CJK = scripts.CJK

# Who a Chinese name is to the person, from the kin word said before it ("用户的妹妹叫小红").
_ZH_KIN = ("妹妹|弟弟|姐姐|哥哥|女儿|儿子|老公|老婆|丈夫|妻子|男朋友|女朋友|男友|女友|未婚夫|未婚妻|爸爸|妈妈|父亲|母亲|"
           "爷爷|奶奶|外公|外婆|朋友|闺蜜|同事|老板|室友|邻居|孩子|宝宝")
_ZH_ANIMAL = r"[只条匹头]|猫|狗|兔|鹦鹉|仓鼠|柯基|柴犬"
_JA_KIN = "妹|弟|姉|兄|娘|息子|夫|妻|彼氏|彼女|婚約者|父|母|祖父|祖母|友達|友人|同僚|上司|子供|子ども"
_JA_PET = "犬|猫|子犬|子猫|柴犬|インコ|うさぎ|ウサギ|ハムスター"

# (a name said by a naming word: "名字叫年糕", "名叫小红", "叫做豆豆", "取名旺财", or "叫" right after the one it names or
# a comma, "妹妹叫小红", "一只猫，叫年糕"; a bare "叫" is also "to order" or "to call": "叫外卖", "叫我老张"; two or three
# characters, as given names are)
_ZH_NAMED = re.compile(rf"(?:名字(?:叫做?|叫作|是)|名叫|叫做|叫作|取名(?:叫)?|(?:(?P<kin>{_ZH_KIN})|[，猫狗兔])叫)"
                       rf"(?P<name>(?![我你他她它得着了个声起])[{_HAN}]{{2,3}})(?![{_HAN}])")
# (a place lived in: "住在上海", "搬到了杭州", "定居在成都")
_ZH_PLACE = re.compile(rf"(?:住在|搬到了?|搬去了?|搬回了?|定居在?|生活在)(?P<name>[{_HAN}]{{2,4}}?)"
                       rf"(?=了|住|生活|工作|定居|，|。|$|(?![{_HAN}]))")
# (an organisation worked at, on a fact the rules placed as the employer: "在腾讯工作", "入职了阿里巴巴"; a city or a
# district there is a place, "在深圳工作", "在海淀区上班")
_ZH_WORK = re.compile(rf"(?:^用户|^用户现在|^用户目前)在(?P<name>[{_HAN}A-Za-z]{{2,6}}?)(?:工作|上班)|"
                      rf"(?:入职了?|加入了?|跳槽到了?|进了)(?P<name2>[{_HAN}A-Za-z]{{2,6}})(?=，|。|$)")
_ZH_DISTRICT = re.compile(r"[市省县区镇州]$")
# Words these slots hold that name no one place or body: "住在郊区", "在一家外企工作", "在家上班", "搬到了新家".
_ZH_NOT_A_NAME = re.compile(rf"^(?:[一这那哪每某本该此新]|家|{ZH_WHERE_WORDS}|乡下|宿舍|公司|学校|大学|医院|银行|工厂|单位|外企|"
                            r"国企|私企|大厂|创业|隔壁|楼下|楼上|市中心|晚上|白天|早上|周末)|家$")

_JA_NAMED = re.compile(rf"(?:名前は|名前が)(?P<name>[{_KANA}{_HAN}]{{2,8}}?)(?:です|でした|だ|って|と|、|。|$)|"
                       rf"(?:{_JA_PET})の(?P<name2>[\u30a1-\u30fa\u30fc]{{2,8}})(?=を飼|は|が|、|と)")
# (a relative's name: kana, or said with its honorific; "母の誕生日" is no one)
_JA_KIN_NAMED = re.compile(rf"(?P<kin>{_JA_KIN})の(?P<name>[{_KANA}]{{2,6}}(?=さん|ちゃん|くん|君|は|が|と|、|。|$)|"
                           rf"[{_HAN}{_KANA}]{{1,4}}(?=さん|ちゃん|くん|君))")
_JA_PLACE = re.compile(rf"(?P<name>[{_HAN}\u30a1-\u30fa\u30fc]{{2,8}})(?:に住んで|に住み|へ引っ越|に引っ越|在住|に転居)")
_JA_WORK = re.compile(rf"(?P<name>[{_HAN}\u30a1-\u30fa\u30fcA-Za-z]{{2,10}})(?:で働いて|で働き|に勤めて|に勤務|に入社|に転職)")
_JA_PLACE_NAME = re.compile(r"[都道府県市区町村]$|^(?:東京|大阪|京都|名古屋|横浜|札幌|福岡|神戸|仙台|広島|沖縄|北海道)$")
# (the slot's words that name no one place or body: "ユーザーは", "会社", "スーパー", "マンション")
_JA_NOT_A_NAME = re.compile(r"^(?:ユーザー|会社|病院|大学|学校|銀行|工場|事務所|近所|実家|田舎|都会|海外|地元|スーパー|コンビニ|"
                            r"カフェ|レストラン|ホテル|マンション|アパート|オフィス|ジム|クリニック|トイレ|ケージ|ベッド)$")


def cjk_names(text: str, attribute: str | None) -> list[tuple[str, str, str | None]]:
    """Each (name, kind, relation) a Chinese or Japanese fact says by the words of a name, in the
    order said; [] for a fact with none (or in another script)."""
    out: list[tuple[str, str, str | None]] = []

    def add(name: str | None, kind: str, relation: str | None = None) -> None:
        if name and name not in (n for n, _, _ in out):
            out.append((name, kind, relation))

    if attribute == "name":
        return out  # (the person's own name is no entity of theirs)
    for m in _ZH_NAMED.finditer(text):
        before = text[:m.start() + 1]
        kin = m.group("kin") or (k.group(0) if (k := re.search(rf"(?:{_ZH_KIN})(?=的?名字$)", text[:m.start() + 2])) else None)
        if attribute == "pet" or re.search(_ZH_ANIMAL, before[-8:]):
            add(m.group("name"), "pet")
        elif kin or attribute in ("family", "relationship"):
            add(m.group("name"), "person", kin)
        else:  # (a shop, a car, a band named: "开了一家店，叫小满")
            add(m.group("name"), "project" if attribute == "project" else "other")
    for m in _ZH_PLACE.finditer(text):
        if not _ZH_NOT_A_NAME.search(m.group("name")):
            add(m.group("name"), "place")
    for m in _ZH_WORK.finditer(text):
        name = m.group("name") or m.group("name2")
        if _ZH_NOT_A_NAME.search(name):
            continue
        if re.fullmatch(ZH_PLACE_NAME, name) or _ZH_DISTRICT.search(name):
            add(name, "place")
        elif attribute == "employer":  # (an employer only where the rules placed one: "在大学工作" is no name)
            add(name, "organisation")
    for m in _JA_NAMED.finditer(text):
        if re.search(r"ない|まだ|決ま|未定", m.group("name") or ""):
            continue  # ("名前はまだない": no name yet)
        if m.group("name2") and attribute != "pet":
            continue  # ("猫のトイレを掃除": the cat's things, not its name)
        add(m.group("name") or m.group("name2"), "pet" if attribute == "pet" or m.group("name2") else "person")
    for m in _JA_KIN_NAMED.finditer(text):
        # (a bare kana word after a relative is a name only on a fact about the family: "母のカレーが好き" is food)
        if attribute == "family" or re.search(r"(?:さん|ちゃん|くん|君)$", text[:m.end() + 2][-2:]) or text[m.end():].startswith(("さん", "ちゃん", "くん", "君")):
            add(m.group("name"), "person", m.group("kin"))
    for pattern, kind in ((_JA_PLACE, "place"), (_JA_WORK, "organisation")):
        for m in pattern.finditer(text):
            name = re.sub(r"^.*?(?:は|も|、|今|現在|去年|先月|最近)", "", m.group("name"))
            if len(name) < 2 or _JA_NOT_A_NAME.match(name):
                continue
            if kind == "organisation" and _JA_PLACE_NAME.search(name):
                kind = "place"  # ("東京で働いています": where, not whom for)
            elif kind == "organisation" and attribute != "employer":
                continue
            add(name, kind)
    return out


def said_as_one(name: str, text: str) -> bool:
    """Whether a name known from another fact stands somewhere in ``text`` (a fact, or a message in the person's own
    words) as someone or something, not inside other words: opening it, after its naming word, or after a word of a
    companion or an object ("年糕上个月去世了", "名字叫年糕", "带豆豆去打针", "ユーザーはミケと"), not "我最爱吃年糕"."""
    at = text.find(name)
    while at >= 0:
        before = text[:at]
        if not before or before in ("ユーザーは", "ユーザーの", "私の", "うちの") or before.endswith(_BEFORE_A_NAME):
            return True
        at = text.find(name, at + 1)
    return False


_BEFORE_A_NAME = ("用户", "用户的", "我", "我的", "我家", "我家的", "和", "跟", "带", "陪", "给", "把", "、", "，", ",", " ",
                  "叫", "名叫", "叫做", "叫作", "名字是", "取名", "と", "の", "は", "名前は")
