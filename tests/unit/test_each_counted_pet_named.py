"""Chinese pets counted, then each named ("养了两只猫，一只叫年糕一只叫汤圆"): one fact per pet, with its name, as
"我养了一只猫，叫咪咪" is said (issue 28: the names had been one garbled fact, "用户一只叫年糕一只叫汤圆"). And a
Japanese state said in the te-form of "…ている" before a past ("一日一箱吸ってて、…言われた") goes on: no past."""

import pytest

from mnemosyne_app.core.model.statements import statements


def facts(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    ("我养了两只猫，一只叫年糕一只叫汤圆。", [("用户养了一只猫，叫年糕", "pet"), ("用户养了一只猫，叫汤圆", "pet")]),
    ("我养了两只猫，一只叫年糕，一只叫汤圆。", [("用户养了一只猫，叫年糕", "pet"), ("用户养了一只猫，叫汤圆", "pet")]),
    ("我有两条狗，一条叫大黄，另一条叫小白。", [("用户有一条狗，叫大黄", "pet"), ("用户有一条狗，叫小白", "pet")]),
    ("我养了一只猫，叫咪咪。", [("用户养了一只猫，叫咪咪", "pet")]),
])
def test_each_pet_counted_is_one_fact_with_its_name(message, expected):
    assert facts(message) == expected


def test_a_state_going_on_before_a_past_is_not_made_past():
    assert ("ユーザーは一日一箱吸っています", None) in facts("一日一箱吸ってて、健康診断で肺のこと言われた。")
    assert ("ユーザーは会社を辞めた", "employer") in facts("会社を辞めて、カフェを開きました。")
