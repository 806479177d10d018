"""Someone named, with a verb of their own, after a comma: their clause, cut from the person's statement before it
(core/model/someone_named.py). Before, "I moved to York, Sarah stayed in Leeds" was one fact of the person's
that named Leeds and Sarah."""

import pytest

from mnemosyne_app.core.model.statements import statements


def said(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, fact", [
    ("We finally moved from Leeds to Bristol, Anna started at the children's hospital there and the twins begin "
     "at St Mary's on Monday.", ("User finally moved from Leeds to Bristol", "residence")),
    ("I moved to York, Sarah stayed in Leeds with the kids.", ("User moved to York", "residence")),
    ("I live in Leeds, Tom works at Asda and Mia is at uni.", ("User lives in Leeds", "residence")),
    ("Je vis à Lyon, Paul travaille chez Renault.", ("L'utilisateur vit à Lyon", "residence")),
    ("Vivo en Sevilla, Lucía se mudó a Madrid.", ("El usuario vive en Sevilla", "residence")),
    ("Vivo a Torino, Giulia si è trasferita a Roma.", ("L'utente vive a Torino", "residence")),
    ("Moro em Braga, o Pedro trabalha em Lisboa.", ("O utilizador mora em Braga", "residence")),
    ("Ich wohne in Köln, Lena arbeitet in Bonn.", ("Der Nutzer wohnt in Köln", "residence")),
])
def test_someone_nameds_news_after_a_comma_is_not_the_persons(message, fact):
    assert said(message) == [fact]


def test_a_relative_after_an_article_is_cut_off_in_portuguese_too():
    # ("a minha irmã": the article before the possessive, as European Portuguese says it)
    facts = said("Moro em Braga, a minha irmã Ana mudou-se para Lisboa.")
    assert facts[0] == ("O utilizador mora em Braga", "residence")
    assert all("Braga" not in text for text, _ in facts[1:])


@pytest.mark.parametrize("message, named", [
    ("I have a dog, Max is a beagle.", "Max"),
    ("I have a daughter, Mia is 7.", "Mia"),
    ("Tengo un perro, Toby es muy bueno.", "Toby"),
    ("J'ai un chat, Moka a 3 ans.", "Moka"),
    ("Tenho um gato, o Tom tem 2 anos.", "Tom"),
])
def test_a_name_right_after_a_pet_or_child_just_said_stays_with_it(message, named):
    (text, attribute), = said(message)
    assert named in text and attribute in ("pet", "family")


@pytest.mark.parametrize("message, facts", [
    ("I speak English, French and German.",
     [("User speaks English", "language"), ("User speaks French", "language"), ("User speaks German", "language")]),
    ("I work at Google, London office.", [("User works at Google, London office", "employer")]),
])
def test_a_capital_with_no_verb_of_its_own_is_no_one_named(message, facts):
    assert said(message) == facts


def test_a_word_that_opens_a_remark_is_no_name():
    # ("Then moved" is no one named "Then": the move stays with the person's clause, not cut away as someone's news)
    assert any("York" in t for t, _ in said("I lived in Leeds for years, Then moved to York."))
    assert said("Sadly, Max died last week.") == [("Max died last week", "pet")]
