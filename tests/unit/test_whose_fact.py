"""Whose fact a clause tells (issue 28): the person's, or their household's "we".

The household's "we" (home, pets, things) is the person. Each case failed before its rule; the
controls are what must stay as it was.
"""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def facts(message: str) -> list[str]:
    return [s.text for s in statements(message)]


# -- the household's "we" is the person ---------------------------------------------------------------------------

@pytest.mark.parametrize("message, expected", [
    ("Wir wohnen in Leipzig.", "Der Nutzer wohnt in Leipzig"),
    ("On a aussi adopté un lapin nain qui s'appelle Noisette.", "L'utilisateur a aussi adopté un lapin nain qui s'appelle Noisette"),
    ("Ça y est, on a emménagé à Bordeaux le 2 août !", "L'utilisateur a emménagé à Bordeaux le 2 août"),
    ("Hemos adoptado dos gatitos, Luna y Sol.", "El usuario ha adoptado dos gatitos, Luna y Sol"),
    ("Abbiamo preso anche un cane, un meticcio di nome Rocco.", "L'utente ha preso anche un cane, un meticcio di nome Rocco"),
    ("A gente se mudou pra Florianópolis em maio.", "O utilizador se mudou pra Florianópolis em maio"),
    ("Moramos em Recife.", "O utilizador mora em Recife"),
])
def test_the_households_we_is_said_as_the_person(message, expected):
    assert facts(message) == [expected]


@pytest.mark.parametrize("message", ["On s'est séparés en mai.", "Nos separamos el año pasado.", "Ci siamo sposati a giugno."])
def test_a_couples_we_keeps_what_it_means(message):
    assert facts(message) == [message.rstrip(".")]


def test_people_said_is_no_we():
    assert facts("On a dit que c'était fermé.") == []


def test_the_households_move_ends_where_the_person_lived(tmp_path):
    assert_current_after(tmp_path, ["Moro em Curitiba.", "A gente se mudou pra Florianópolis em maio."],
                         ["O utilizador se mudou pra Florianópolis em maio"])


def test_we_live_replaces_where_the_person_lived(tmp_path):
    assert_current_after(tmp_path, ["Ich wohne in Halle.", "Wir wohnen in Leipzig."], ["Der Nutzer wohnt in Leipzig"])
