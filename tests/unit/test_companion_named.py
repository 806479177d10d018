"""A companion owned and named with the person ("Meine Freundin Lena und ich", "Mon copain Paul et
moi", "Mi novia Ana y yo"), as English already read it: one fact, the person and the companion first,
the verb in the third person plural (was: the German split off "Der Nutzer wohnen…" and lost Lena; the
French and Spanish kept "et moi habitons", "y yo vivimos"). Controls: the owned form without a name, and
an owned noun that is no companion."""

import pytest

from mnemosyne_app.core.model.statements import statements


@pytest.mark.parametrize("message, fact", [
    ("Meine Freundin Lena und ich wohnen zusammen in Leipzig.", "Der Nutzer und seine Freundin Lena wohnen zusammen in Leipzig"),
    ("Mon copain Paul et moi habitons à Lyon.", "L'utilisateur et son copain Paul habitent à Lyon"),
    ("Mi novia Ana y yo vivimos en Sevilla.", "El usuario y su novia Ana viven en Sevilla"),
    ("My girlfriend Lena and I live together in Leeds.", "User and their girlfriend Lena live together in Leeds"),
    # controls
    ("Mein Bruder und ich wohnen in Köln.", "Der Nutzer und sein Bruder wohnen in Köln"),
    ("Ma femme et moi habitons à Genève.", "L'utilisateur et sa femme habitent à Genève"),
])
def test_a_named_companion_is_one_fact_with_the_person(message, fact):
    assert [(s.text, s.attribute) for s in statements(message)] == [(fact, "residence")]


def test_an_owned_noun_with_a_name_and_no_companion_stays_the_others():
    assert not any("Der Nutzer und" in s.text for s in statements("Meine Tochter Lena studiert in Wien."))
    assert not any("L'utilisateur et" in s.text for s in statements("Ma sœur Julie et son mari habitent à Lyon."))
