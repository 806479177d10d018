"""Someone of the person's visit, call or day is no lasting fact (issue 28: "User's mum came up from Kent to help them
paint" was kept current, a fact nobody would list): their coming for a day, a call. A change of
their state told the same way stays theirs ("My sister got married yesterday", "My dad stopped smoking yesterday")."""

import pytest

from mnemosyne_app.core.model.statements import statements


@pytest.mark.parametrize("message", [
    "My mum came up from Kent to help us paint, which was lovely.",
    "My sister Ellie drove up from Dundee to be with me.",
    "My dad called me this morning.",
    "Mon frère est passé hier soir.",
    "Meine Mutter ist gestern zu Besuch gekommen.",
    "我妈昨天来看我了。",
    "妹が昨日遊びに来ました。",
])
def test_a_visit_or_a_day_of_someone_is_no_fact(message):
    assert statements(message) == []


@pytest.mark.parametrize("message, fact", [
    ("My sister got married yesterday.", "User's sister got married yesterday"),
    ("My dad stopped smoking yesterday.", "User's dad stopped smoking yesterday"),
    ("My sister moved to Leeds yesterday.", "User's sister moved to Leeds yesterday"),
    ("My brother Gary just bought a brand new Tesla.", "User's brother Gary just bought a brand new Tesla"),
])
def test_a_change_of_their_state_stays_theirs(message, fact):
    assert [s.text for s in statements(message)] == [fact]


def test_the_persons_own_visit_is_read_as_before():
    assert [s.text for s in statements("I visited my parents in Leeds and I live in York.")][-1] == "User lives in York"


def test_a_name_said_with_called_is_no_call():
    assert [s.text for s in statements("My boyfriend is called Jake.")] == ["User's boyfriend is called Jake"]
