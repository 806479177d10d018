"""A doing said to have stopped ends the fact that said it, by its words, whatever attribute either
has (core/write/stopped.py, issue 28: "old fact still current"). Each ending failed before the rule;
the controls name less than the old fact says, or someone else's doing."""

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, said
from tests.unit.test_state_changes import assert_current_after


def current_and_asked(tmp_path, messages: list[str]) -> tuple[list[str], list[str]]:
    """Said a month apart, ``messages`` leave these current facts, and these facts asked about (the
    old facts of the proposals waiting); the ledger verifies."""
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        for n, text in enumerate(messages):
            said(brain, f"2024-0{n + 1}-01", text)
        assert brain.verify_integrity().valid
        return [f["text"] for f in brain.profile()["current"]], [p["ends_text"] for p in brain.proposals()]


# (a hobby stopped, tennis here, is kept in the ended hobby's history, replaced by its own memory, not current
# beside the hobbies still played: core/model/hobbies.py, core/write/supersede.py; it was left current before)
@pytest.mark.parametrize("messages, current", [
    (["I play tennis every Sunday.", "I don't play tennis anymore."], []),
    (["I volunteer at the food bank.", "I no longer volunteer at the food bank."],
     ["User no longer volunteers at the food bank"]),
    (["I have a dog called Rex.", "I don't have Rex anymore."], ["User doesn't have Rex anymore"]),
    (["J'ai un chien, Rex.", "Je n'ai plus Rex."], ["L'utilisateur n'a plus Rex"]),
    (["Ich spiele Tennis.", "Ich spiele kein Tennis mehr."], []),
    (["Juego al tenis.", "Ya no juego al tenis."], []),
    (["Gioco a tennis.", "Non gioco più a tennis."], []),
    (["Jogo ténis.", "Já não jogo ténis."], []),
    (["我每周打网球。", "我不打网球了。"], []),
    # (the Spanish verb "hace" is what stopped, no "ago": "Ya no hago noches")
    (["Soy enfermero, hago turnos de noche fijos.", "Ya no hago noches!!"],
     ["El usuario ya no hace noches", "El usuario es enfermero"]),
])
def test_a_doing_said_to_have_stopped_ends_the_fact_that_said_it(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # the verb alone: what is no longer done is another thing
    # (a stop bounded by an occasion that comes back is no fact at all: core/model/occasions.py; what matters here
    # is that it ends nothing)
    (["I work at Acme.", "I no longer work on weekends."], ["User works at Acme"]),
    # a name alone, with another verb
    (["Tom is my brother.", "I don't see Tom anymore."], ["Tom is User's brother", "User doesn't see Tom anymore"]),
    # someone else's doing
    (["I play tennis on Sundays.", "My son doesn't play tennis anymore."],
     ["User plays tennis on Sundays", "User's son doesn't play tennis anymore"]),
])
def test_a_stop_that_names_less_than_the_old_fact_ends_nothing(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


# A pet's death by its name, of pets named together: they are one fact each now (core/model/one_fact_each.py),
# so the death ends the dead pet's alone and asks nothing (it was asked before, of the one fact naming both;
# ended before that, hiding the living pet). Likewise "a dog called Biscuit and a rabbit called Nibbles":
# tests/unit/test_one_fact_each.py.
@pytest.mark.parametrize("messages", [
    ["J'ai deux chats, Caramel et Réglisse.", "Caramel est mort la semaine dernière."],
])
def test_a_death_by_name_of_one_of_several_pets_named_together_ends_that_one(tmp_path, messages):
    current, asked = current_and_asked(tmp_path, messages)
    assert current == ["L'utilisateur a un chat, Réglisse", "Caramel est mort la semaine dernière"] and asked == []


def test_a_stop_of_one_thing_a_fact_lists_with_others_is_asked(tmp_path):
    # ("I play tennis and golf." is two hobbies now, one fact each: a list with a place after it stays one fact)
    current, asked = current_and_asked(tmp_path, ["I play tennis and golf on weekends.", "I don't play tennis anymore."])
    assert "User plays tennis and golf on weekends" in current and asked == ["User plays tennis and golf on weekends"]


def test_a_plan_said_without_im_leaves_the_job(tmp_path):
    # (it ended the job before: "my notice" made the clause the person's, and the leaving a sure one)
    assert_current_after(tmp_path, ["I work at Barclays.", "Thinking about handing in my notice and going freelance."],
                         ["User works at Barclays"])
