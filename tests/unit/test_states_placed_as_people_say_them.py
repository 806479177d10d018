"""New states placed on their attribute however people say them (issue 28: "new state extracted under
another attribute": left unplaced, each stayed current beside the state it replaces). A verb class with
its object, in general form: starting at a workplace by its kind, a trade by its suffix, an age reached
without "years", a move into a dwelling, dating someone, a civil partnership. Each failed before its
rule; the controls keep theirs."""

import pytest

from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("message, attribute", [
    ("I'm starting at a GP surgery in Headingley on the 3rd of March.", "employer"),
    ("Faccio il macchinista per Trenitalia da 35 anni.", "job"),
    ("Ahora estoy de recepcionista en un hotel de Marbella.", "job"),
    ("Fiz 33 no domingo.", "age"),
    ("Me fui a un piso compartido en Barcelona.", "residence"),
    ("Namoro o Pedro há dois anos.", "relationship"),
    ("Je suis pacsée avec Julien depuis 2019.", "relationship"),
])
def test_a_new_state_is_placed_on_its_attribute(message, attribute):
    assert [a for _, a, _ in read(message)] == [attribute]


@pytest.mark.parametrize("message, attribute", [
    ("Estoy de vacaciones en Mallorca.", None),   # a holiday, no trade
    ("I'm starting at a new gym on Monday.", None),  # no workplace
    ("Fiz 10 km no domingo.", None),   # a distance, no age
])
def test_what_is_no_such_state_is_not_placed_there(message, attribute):
    assert all(a in (None, attribute) for _, a, _ in read(message)) and all(
        a not in ("job", "employer", "age") for _, a, _ in read(message))


@pytest.mark.parametrize("messages, current", [
    (["Trabajo de camarero en un bar de Málaga.",
      "Dejé el bar en septiembre y ahora estoy de recepcionista en un hotel de Marbella."],
     ["El usuario ahora está de recepcionista en un hotel de Marbella"]),
    (["Tenho 32 anos.", "Fiz 33 no domingo."], ["O utilizador fez 33 no domingo"]),
])
def test_the_new_state_replaces_the_old(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)
