"""Names in Chinese and Japanese facts, which no capital marks, listed as entities (issue 28): by the
words that say a name, and never a run of characters said any other way."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.read.cjk_names import cjk_names
from tests.unit.test_fact_spans import RulesOnly, said


@pytest.mark.parametrize("fact, attribute, expected", [
    ("用户家有只猫，叫年糕", "pet", [("年糕", "pet", None)]),
    ("用户的妹妹叫小红", "family", [("小红", "person", "妹妹")]),
    ("用户住在上海", "residence", [("上海", "place", None)]),
    ("用户搬到了杭州", "residence", [("杭州", "place", None)]),
    ("用户在腾讯工作", "employer", [("腾讯", "organisation", None)]),
    ("用户在深圳工作", None, [("深圳", "place", None)]),
    ("用户入职了阿里巴巴", "employer", [("阿里巴巴", "organisation", None)]),
    ("ユーザーは東京に住んでいます", "residence", [("東京", "place", None)]),
    ("ユーザーは現在大阪に住んでいます", "residence", [("大阪", "place", None)]),
    ("ユーザーは猫のミケを飼っています", "pet", [("ミケ", "pet", None)]),
    ("ユーザーは犬を飼っています、名前はポチです", "pet", [("ポチ", "pet", None)]),
    ("ユーザーは楽天で働いています", "employer", [("楽天", "organisation", None)]),
    ("ユーザーの娘のさくらは7歳です", "family", [("さくら", "person", "娘")]),
    # no words of a name: no entity (a place word, a kind of employer, a food, a Latin name left to its capital)
    ("用户住在郊区", "residence", []), ("用户在一家外企做财务", None, []), ("用户喜欢吃豆腐", None, []),
    ("ユーザーは会社で働いています", "job", []), ("User lives in Leeds", "residence", []),
])
def test_a_cjk_name_is_read_by_the_words_that_say_it(fact, attribute, expected):
    assert cjk_names(fact, attribute) == expected


def test_a_chinese_pets_page_holds_its_life_and_its_end(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        for n, text in enumerate(["我家有只猫，名字叫年糕", "我住在上海", "我在腾讯工作", "年糕上个月去世了"]):
            said(brain, f"2024-0{n + 1}-01", text)
        found = {e["name"]: (e["kind"], e["facts"], e["memories"]) for e in brain.entities()}
        assert found == {"年糕": ("pet", 2, 2), "上海": ("place", 1, 1), "腾讯": ("organisation", 1, 1)}
        page = brain.entity("年糕")
        # (the death, said by the name alone, is on her page, and what it ended is past)
        assert [f["text"] for f in page["current"]] == ["年糕上个月去世了"]
        assert [f["text"] for f in page["past"]] == ["用户家有只猫，叫年糕"]
        assert sorted(m["text"] for m in page["memories"]) == ["年糕上个月去世了", "我家有只猫，名字叫年糕"]


@pytest.mark.parametrize("fact, attribute", [
    # a bare "叫" is also "to order" or "to call"; a time, a kind of place, a new home, a generic employer, the
    # person's own name, a relative's birthday, a pet's things: none is a name
    ("用户叫外卖", None), ("用户在大学工作", "job"), ("用户搬到了新家", "residence"), ("用户搬回了父母家", "residence"),
    ("ユーザーはスーパーで働いています", "employer"), ("用户叫王伟", "name"), ("ユーザーの母の誕生日は来週です", None),
    ("ユーザーは猫のトイレを掃除しました", None), ("用户养了一只狗，叫得很凶", "pet"),
])
def test_words_that_are_no_names_are_no_entities(fact, attribute):
    assert cjk_names(fact, attribute) == []


def test_a_pets_name_eaten_is_not_the_pet(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        for n, text in enumerate(["我家有只猫，名字叫年糕", "我最爱吃年糕", "我住在上海"]):
            said(brain, f"2024-0{n + 1}-01", text)
        page = brain.entity("年糕")
        assert [f["text"] for f in page["current"]] == ["用户家有只猫，叫年糕"]
        assert [m["text"] for m in page["memories"]] == ["我家有只猫，名字叫年糕"]
        assert [m["text"] for m in brain.entity("上海")["memories"]] == ["我住在上海"]
