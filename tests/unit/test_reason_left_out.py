"""Why a state changed, told in a clause that is not the person's own ("porque me daba migrañas",
"perché mi faceva male il ginocchio", "porque estava caro demais"), is no part of the new state
(issue 28: "new state extracted in other words"; English and German left it out already, Spanish,
Italian and Portuguese glued it on). Each failed before the rule; a reason that is the person's own
statement stays one ("porque soy celíaca")."""

import pytest

from tests.unit.test_state_changes import read


@pytest.mark.parametrize("message, text", [
    ("Dejé el ayuno intermitente porque me daba migrañas.", "El usuario dejó el ayuno intermitente"),
    ("Ho smesso di correre perché mi faceva male il ginocchio.", "L'utente ha smesso di correre"),
    ("Parei de fumar porque estava caro demais.", "O utilizador parou de fumar"),
])
def test_a_reason_that_is_not_the_persons_is_left_out(message, text):
    assert [t for t, _, _ in read(message)] == [text]


def test_a_reason_that_is_the_persons_own_statement_stays():
    assert read("No como gluten porque soy celíaca.") == [
        ("El usuario no come gluten", None, True), ("El usuario es celíaca", "health", False)]
