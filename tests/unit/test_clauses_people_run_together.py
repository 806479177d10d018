"""Clauses people run together, each kept to what it says (issue 28: "new state extracted in other words"):
a gerund after "and" continuing "I'm …" ("I'm 29 and trying to get into running"), a time word before the
person's verb in Spanish ("… y por fin me he apuntado a clases de italiano"), an emoji that ends a
sentence before a request ("… al quarto anno 😅 dammi un po' di motivazione"), and what others did, said
after a comma with their own verb ("Fui demitido, cortaram 10% do time"). Each failed before its rule."""

import pytest

from tests.unit.test_state_changes import read


@pytest.mark.parametrize("message, texts", [
    ("I'm 29 and trying to get into running.", ["User is 29", "User is trying to get into running"]),
    ("Me jubilé en junio y por fin me he apuntado a clases de italiano.",
     ["El usuario se jubiló en junio", "El usuario por fin se ha apuntado a clases de italiano"]),
    ("Oggi compio 26 anni e sono ancora al quarto anno 😅 dammi un po' di motivazione per la sessione di gennaio",
     ["L'utente oggi compie 26 anni", "L'utente è ancora al quarto anno"]),
    ("Fui demitido na semana passada, cortaram 10% do time.", ["O utilizador foi demitido na semana passada"]),
    ("Me despidieron en marzo, cerraron la tienda.", ["Me despidieron en marzo"]),
])
def test_each_clause_says_only_what_it_says(message, texts):
    assert [t for t, _, _ in read(message)] == texts


@pytest.mark.parametrize("message, texts", [
    # (controls: a gerund that only says how, a list after "and")
    ("I'm a nurse and loving it.", ["User is a nurse and loving it"]),
    ("Vendí el coche, lo compró mi vecino.", ["El usuario vendió el coche, lo compró su vecino"]),
])
def test_what_belongs_to_the_clause_stays_with_it(message, texts):
    assert [t for t, _, _ in read(message)] == texts
