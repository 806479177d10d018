"""A pet named alone that died, with a word of when between the name and the dying ("Bello ist
gestern gestorben", "Max sadly died", "咪咪上周去世了"): the pet fact naming it ends (issue 28)."""

import pytest

from mnemosyne_app.core.model.clauses import named_one_died
from tests.unit.test_state_changes import assert_current_after


@pytest.mark.parametrize("clause, died", [
    ("Bello ist gestern gestorben", True), ("Max sadly died", True), ("Max has sadly passed away", True),
    ("咪咪上周去世了", True), ("Max died last night", True),
    # someone else's, a relative by title, an article that is no name, no dying
    ("Tom's grandfather died", False), ("My mother died last year", False), ("奶奶去世了", False), ("Il nonno è morto", False),
    ("Bello ist gestern nach Hause gegangen", False), ("Sam got the job and died laughing", False),
])
def test_a_named_one_that_died(clause, died):
    assert named_one_died(clause) is died


@pytest.mark.parametrize("messages, current", [
    (["Ich habe einen Hund, er heißt Bello.", "Bello ist gestern gestorben."], ["Bello ist gestern gestorben"]),
    (["我养了一只猫叫咪咪。", "咪咪上周去世了。"], ["咪咪上周去世了"]),
])
def test_the_pet_named_ends(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # (the name said in the clause after the pet stays with it, so the pet's going by its name ends that pet only)
    (["我养了一只狗，叫小黑。", "我家有只猫，名字叫年糕。", "年糕上个月去世了。"], ["用户养了一只狗，叫小黑", "年糕上个月去世了"]),
    (["我养了一只狗，它叫小黑。", "小黑走丢了。"], ["小黑走丢了"]),
    (["我养了只狗，取名叫旺财。", "我们把旺财送给了我爸妈。"], ["用户把旺财送给了用户的爸妈"]),
    # (a stay with someone is no rehoming, and the person's own loss of work is no pet's)
    # (and the stay itself, during a business trip, is no lasting fact: attributes._TRANSIENT's 出差)
    (["我养了只狗，取名叫旺财。", "出差这几天把旺财送到我妈家寄养。"], ["用户养了只狗，叫旺财"]),
])
def test_a_chinese_pet_named_after_it_was_said_ends_by_its_name(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # a stay with someone, a denial, a pet shown to someone, one lost and found in the same breath: the pet is kept
    (["我养了一只狗，叫旺财。", "我们去欧洲玩两周，把旺财送给邻居照顾了。"],
     ["用户养了一只狗，叫旺财", "用户去欧洲玩两周", "用户把旺财送给邻居照顾了"]),
    (["我养了一只狗，叫豆豆。", "豆豆送人是不可能的。"], None),
    (["我养了一只狗，叫小黑。", "小黑上周走丢了，现在已经找到了。"], ["用户养了一只狗，叫小黑"]),
    (["I have a dog called Max.", "Max ran away but came back the next day."], ["User has a dog called Max"]),
])
def test_a_pet_only_away_for_a_while_is_kept(tmp_path, messages, current):
    if current is None:  # (only that the pet is still current)
        from mnemosyne_app import MemoryBrain
        from tests.unit.test_fact_spans import RulesOnly, said
        with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
            for n, text in enumerate(messages):
                said(brain, f"2024-0{n + 1}-01", text)
            assert "用户养了一只狗，叫豆豆" in [f["text"] for f in brain.profile()["current"]]
        return
    assert_current_after(tmp_path, messages, current)
