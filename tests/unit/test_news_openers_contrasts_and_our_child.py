"""fresh-tune6's misreadings of whole statements (session 28): a statement ending on how much of "what it was"
was dropped as an elliptical "so was I" ("I moved to Leeds but the commute is half what it was" gave nothing);
news announced before it is told was a fact of its own ("Big news on my end" → "User's end big news on"); French
"notre fils" stayed "notre" in the person's fact. (A cut of "but the …" after the state was tried and withdrawn:
a review found it took "nothing but the odd glass", "but the divorce comes through next month", "but the wife
still works at Boots".)"""

import pytest

from tests.unit.test_state_changes import read


@pytest.mark.parametrize("message, fact", [
    ("I moved to Leeds but the commute is half what it was.",
     ("User moved to Leeds but the commute is half what it was", "residence", False)),
    ("Big news on my end, I moved to Leeds.", ("User moved to Leeds", "residence", False)),
    ("Quick update: I moved to Leeds.", ("User moved to Leeds", "residence", False)),
    ("J'habite avec notre fille.", ("L'utilisateur habite avec sa fille", "family", False)),
])
def test_the_statement_as_said(message, fact):
    assert read(message) == [fact]


def test_a_short_echo_is_still_no_statement():
    assert [t for t, _, _ in read("I have a dog and my brother does too.")] == ["User has a dog"]


@pytest.mark.parametrize("message, fact", [
    ("Je récite le Notre Père.", "L'utilisateur récite le Notre Père"),
    ("Je sors avec notre copain Marc.", "L'utilisateur sort avec notre copain Marc"),  # (a friend, not "son copain")
])
def test_notre_stays_where_its_noun_is_no_household_of_the_persons(message, fact):
    assert [t for t, _, _ in read(message)] == [fact]


def test_an_echo_stays_no_statement():
    assert read("I'm a nurse and my mum and my sister were too.") == read("I'm a nurse.")


def test_a_contrast_with_someone_else_stays_theirs():
    assert read("I live in Leeds but my wife lives in York.") == [
        ("User lives in Leeds", "residence", False), ("User's wife lives in York", "family", False)]


# (a first time said in Chinese or Japanese as an episode was tried and withdrawn: a review found it dropped "我第一次当
# 妈妈", "我第一次养狗，叫旺财", "初めて一人暮らしを始めました")
@pytest.mark.parametrize("message, fact", [("我第一次当妈妈，宝宝才两个月。", "用户第一次当妈妈"),
                                           ("我第一次养狗，叫旺财。", "用户第一次养狗")])
def test_a_first_time_that_is_a_state_is_kept(message, fact):
    assert fact in [t for t, _, _ in read(message)]


@pytest.mark.parametrize("message, fact", [
    ("Quick update - just moved to Leeds.", ("User just moved to Leeds", "residence", False)),
    ("Okay — I quit my job.", ("User quit their job", "job", True)),
])
def test_an_opener_set_off_by_a_dash(message, fact):
    assert read(message) == [fact]


def test_a_word_joined_by_a_hyphen_is_no_opener():
    # ("Well-done" lost its "Well" as an opener: "User's favourite food -done steak is")
    [(fact, _, _)] = read("Well-done steak is my favourite food.")
    assert "well-done steak" in fact.lower()


@pytest.mark.parametrize("message, fact", [
    ("My sister is vegan and so is my mum.", "User's sister is vegan"),
    ("I don't smoke and neither does my husband.", "User doesn't smoke"),
])
def test_an_inverted_echo_is_no_statement(message, fact):
    assert [t for t, _, _ in read(message)] == [fact]
