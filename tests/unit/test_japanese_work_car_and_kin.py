"""Japanese work and car said plainly (issue 28): a role at a car dealer is work, not a car sold; the person's
work and car as the topic with no "私"; the person living with their kin, not the kin's doing. And a name's
apposition ("Priya, my wife, is a pharmacist") is no fact "User's wife" of its own."""

import pytest

from mnemosyne_app.core.model.statements import statements


def facts(message):
    return [(s.text, s.attribute, s.negated) for s in statements(message)]


def test_an_apposition_to_a_name_is_no_fact_of_its_own():
    assert ("User's wife", "family", False) not in facts("Priya, my wife, is a pharmacist.")


@pytest.mark.parametrize("message, expected", [
    # a role at a dealership is work, not a car sold ("販売" is trade, not a sale)
    ("トヨタの販売店で営業やってる。", ("ユーザーはトヨタの販売店で営業やっています", "job", False)),
    ("都内のIT企業でSEやってる。", ("ユーザーは都内のIT企業でSEやっています", "job", False)),
    # the person's work and car as the topic, with no "私"
    ("仕事は製薬会社の営業です。", ("ユーザーの仕事は製薬会社の営業です", "job", False)),
    ("車は軽のワゴンRに乗っています。", ("ユーザーは軽のワゴンRに乗っています", "vehicle", False)),
    # the person with their kin, not the kin's: "妻の由美と暮らしています"
    ("妻の由美と暮らしています。", ("ユーザーは妻の由美と暮らしています", None, False)),
])
def test_japanese_work_and_car_said_plainly(message, expected):
    assert expected in [(t, a, n) for t, a, n in facts(message)]


@pytest.mark.parametrize("message", ["仕事は大変です。", "車は高いです。"])
def test_how_work_or_cars_are_is_no_fact(message):
    assert facts(message) == []


@pytest.mark.parametrize("message, sold", [
    ("プリウスを売りました。", True), ("車を売却しました。", True), ("我把车卖了。", True),
    ("トヨタの販売店で働いています。", False), ("我在卖场上班。", False), ("売り場で働いています。", False),
])
def test_a_sale_is_a_verb_not_a_word_of_trade(message, sold):
    from mnemosyne_app.core.model.stopping import SELLING

    assert bool(SELLING.search(message)) == sold
