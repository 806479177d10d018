"""A companion owned and named with the person ("Meine Freundin Lena und ich", "Mon copain Paul et
moi", "Mi novia Ana y yo"), as English already read it: one fact, the person and the companion first,
the verb in the third person plural (was: the German split off "Der Nutzer wohnen…" and lost Lena; the
French and Spanish kept "et moi habitons", "y yo vivimos"). Controls: the owned form without a name, and
an owned noun that is no companion. A spouse or partner with a home not said to be shared "together" is read
apart since w28x3: the tie and the home (core/model/couple_apart.py)."""

import pytest

from mnemosyne_app.core.model.statements import statements


@pytest.mark.parametrize("message, facts", [
    # (a home of the two "together" is the couple's own state: one fact, the name in it)
    ("Meine Freundin Lena und ich wohnen zusammen in Leipzig.",
     [("Der Nutzer und seine Freundin Lena wohnen zusammen in Leipzig", "residence")]),
    ("My girlfriend Lena and I live together in Leeds.", [("User and their girlfriend Lena live together in Leeds", "residence")]),
    # (a partner beside the person with a home of theirs: the tie and the home apart, so a move ends the home
    # alone; was one fact, "L'utilisateur et son copain Paul habitent à Lyon": core/model/couple_apart.py)
    ("Mon copain Paul et moi habitons à Lyon.",
     [("L'utilisateur est en couple avec Paul", "relationship"), ("L'utilisateur habite à Lyon", "residence")]),
    ("Mi novia Ana y yo vivimos en Sevilla.", [("El usuario sale con Ana", "relationship"), ("El usuario vive en Sevilla", "residence")]),
    ("Ma femme et moi habitons à Genève.", [("L'utilisateur est marié", "relationship"), ("L'utilisateur habite à Genève", "residence")]),
    # control: a brother is no tie of the person's
    ("Mein Bruder und ich wohnen in Köln.", [("Der Nutzer und sein Bruder wohnen in Köln", "residence")]),
])
def test_a_named_companion_is_one_fact_with_the_person_or_a_partner_a_tie_apart(message, facts):
    assert [(s.text, s.attribute) for s in statements(message)] == facts


def test_an_owned_noun_with_a_name_and_no_companion_stays_the_others():
    assert not any("Der Nutzer und" in s.text for s in statements("Meine Tochter Lena studiert in Wien."))
    assert not any("L'utilisateur et" in s.text for s in statements("Ma sœur Julie et son mari habitent à Lyon."))
