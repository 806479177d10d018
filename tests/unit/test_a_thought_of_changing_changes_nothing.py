"""A change only thought of ("Thinking about handing in my notice", "Sto pensando di vendere la Panda",
"Estou a pensar em vender o carro") ends nothing and is no fact (issue 28: "a proposal left waiting",
and a wrong ending: the English one, its "I'm" left out, ended the person's job). English said so with
"I'm" already; each of these failed before the rule; the change itself, said as done, still ends."""

import pytest

from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("message", [
    "Thinking about handing in my notice and going freelance.",
    "Sto pensando di vendere la Panda e prendere una bici elettrica.",
    "Estou a pensar em vender o carro.",
    "Estoy pensando en dejar mi trabajo.",
    "Je pense à quitter mon travail.",
    "Ich überlege, meinen Job zu kündigen.",
])
def test_a_change_thought_of_is_no_fact(message):
    assert read(message) == []


@pytest.mark.parametrize("messages, current", [
    (["I work at Barclays in Canary Wharf.", "Thinking about handing in my notice and going freelance."],
     ["User works at Barclays in Canary Wharf"]),
    (["Tenho um carro.", "Vendi o carro."], ["O utilizador vendeu o carro"]),
])
def test_only_a_change_done_ends_the_state(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)
