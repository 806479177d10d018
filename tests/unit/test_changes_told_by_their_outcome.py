"""Changes of state told by how things stand after them, not by the verb of the change (issue 28): a habit
stopped said as the time without it, a diet left said as eating again, a divorce made final, a home of one's
own. Each left the old state current before its rule."""

import pytest

from tests.unit.test_state_changes import assert_current_after


@pytest.mark.parametrize("messages, current", [
    (["I smoke.", "Six months smoke-free!"], ["User is six months smoke-free"]),
    (["I'm vegan.", "Eating fish again these days."], ["User is eating fish again these days"]),
    (["I'm married.", "My divorce came through."], ["User's divorce came through"]),
    (["Ich bin verheiratet.", "Meine Scheidung ist durch."], ["Die Scheidung des Nutzers ist durch"]),
    (["Estoy casada.", "Mi divorcio ya es firme."], ["El divorcio del usuario ya es firme"]),
])
def test_a_change_told_by_its_outcome_ends_the_old_state(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # someone else's outcome, or a divorce only spoken of: the marriage goes on
    (["I'm married.", "My sister's divorce came through."], ["User is married", "User's sister's divorce came through"]),
    (["I'm married.", "My divorce lawyer is expensive."], ["User is married", "User's divorce lawyer is expensive"]),
    (["I smoke.", "The office is smoke-free."], ["User smokes"]),
])
def test_an_outcome_that_is_not_the_persons_ends_nothing(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)
