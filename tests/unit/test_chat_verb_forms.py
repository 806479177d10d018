"""Verb forms chat uses that the normaliser left in the person's own words (fresh-tune6, session 28): German
"steh"/"bleib" without their "-e" ("Seit Montag steh der Nutzer in der Küche", "Der Nutzer bleib in Freiburg"),
Spanish "imparto". ("doy" was tried and withdrawn: "doy por hecho", "no doy más", "me doy cuenta" are no facts.)"""

import pytest

from mnemosyne_app.core.model.normalise import normalise
from tests.unit.test_state_changes import read


@pytest.mark.parametrize("clause, lang, fact", [
    ("Seit Montag steh ich in der Küche vom Hotel Colombi", "de", "Der Nutzer steht seit Montag in der Küche vom Hotel Colombi"),
    ("Ich bleib in Freiburg", "de", "Der Nutzer bleibt in Freiburg"),
    ("Imparto clases de inglés", "es", "El usuario imparte clases de inglés"),
])
def test_the_verb_is_the_persons_in_the_third_person(clause, lang, fact):
    assert normalise(clause, lang) == fact


@pytest.mark.parametrize("message", ["Hab grad viel Stress, bleib gesund!", "Ich geh jetzt schlafen, bleib du ruhig noch wach."])
def test_a_wish_or_an_order_to_someone_is_no_statement_of_the_persons(message):
    assert not any("bleibt" in t for t, _, _ in read(message))
