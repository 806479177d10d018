"""Verb forms chat uses that the normaliser left in the person's own words (fresh-tune6, session 28): German
"steh"/"bleib" without their "-e" ("Seit Montag steh der Nutzer in der Küche", "Der Nutzer bleib in Freiburg"),
Spanish "doy" ("…, ahora doy inglés en el IES" kept the person's "doy")."""

import pytest

from mnemosyne_app.core.model.normalise import normalise
from tests.unit.test_state_changes import read


@pytest.mark.parametrize("clause, lang, fact", [
    ("Seit Montag steh ich in der Küche vom Hotel Colombi", "de", "Der Nutzer steht seit Montag in der Küche vom Hotel Colombi"),
    ("Ich bleib in Freiburg", "de", "Der Nutzer bleibt in Freiburg"),
    ("Doy clases de inglés", "es", "El usuario da clases de inglés"),
])
def test_the_verb_is_the_persons_in_the_third_person(clause, lang, fact):
    assert normalise(clause, lang) == fact


def test_a_spanish_doy_after_a_comma_is_its_own_statement():
    assert [t for t, _, _ in read("Ya no estoy en la academia, ahora doy inglés en el IES Playamar.")] == [
        "El usuario ya no está en la academia", "El usuario ahora da inglés en el IES Playamar"]
