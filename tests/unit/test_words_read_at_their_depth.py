"""Findings of session 35's re-read, mended where they belong, and what they let through.

- A Latin word inside Chinese or Japanese is a word of its own to every reader of a fact's objects
  (supersede._objects), not only to the reader of stops.
- The French "son" the normaliser writes before a noun is a word of grammar wherever a stop's object is
  read (stopping.content); the English "son" said after an owner is a person.
- "matrícula" is a year's enrolment: cancelled with a day word, it is still cancelled (as before session 35).
- A pet named in Latin letters in Chinese or Japanese ("Momo上个月走了") ends the held pet of that name; a
  person of that name, or of a Chinese name, held in a fact that says no animal, is not ended.
"""

import pytest

from mnemosyne_app.core.model import stopping
from mnemosyne_app.core.model.pets_gone import pet_gone
from mnemosyne_app.core.write import supersede
from tests.unit.test_memberships_and_projects_ended import _held_and_after


@pytest.mark.parametrize("fact, word", [
    ("用户在上PMP备考班", "pmp"),
    ("ユーザーはHuluに入っています", "hulu"),
    ("用户有一辆特斯拉Model 3", "model"),
])
def test_a_latin_word_inside_cjk_is_an_object_of_its_own(fact, word):
    assert word in supersede.object_units(fact)


def test_two_facts_sharing_only_a_latin_word_inside_cjk_share_an_object():
    assert supersede.shares_object("用户在上PMP备考班", "用户下个月考PMP")
    assert not supersede.shares_object("用户下个月考PMP", "用户在学雅思")


@pytest.mark.parametrize("text, kept", [
    (" son abonnement Netflix", False),
    ("L'utilisateur a vendu son vélo", False),
    ("User quit teaching his son piano", True),
    ("User's eldest son plays the cello", True),
    ("User has a son named Max", True),
    ("quit coaching my son", True),
])
def test_the_french_possessive_is_grammar_and_the_english_son_a_person(text, kept):
    assert ("son" in stopping.content(text).split()) is kept


@pytest.mark.parametrize("text, cancelled", [
    ("El usuario canceló la matrícula del máster hoy", True),  # (a year's enrolment: for good, whatever the day)
    ("L'utente ha disdetto l'iscrizione al torneo oggi", False),  # (one event's registration, that day)
])
def test_a_registration_cancelled_on_a_day(text, cancelled):
    assert stopping.cancelled(text) is cancelled


@pytest.mark.parametrize("clause, lang, name", [
    ("Momo上个月走了", "zh", "Momo"),
    ("Lucky去世了", "zh", "Lucky"),
    ("Mochiが昨日亡くなりました", "ja", "Mochi"),
    ("iPad丢了", "zh", None),  # (no capital first: a thing, read elsewhere)
    ("Momo走了两步就累了", "zh", None),  # (a going that does not end the clause)
])
def test_a_pet_named_in_latin_letters_is_read_gone(clause, lang, name):
    assert pet_gone(clause, lang) == name


@pytest.mark.parametrize("held, later, key", [
    ("我养了一只猫叫Momo。", "Momo上个月走了。", "Momo"),
    ("ユーザーはMochiという猫を飼っています。", "Mochiが昨日亡くなりました。", "Mochi"),
])
def test_a_pet_of_a_latin_name_gone_ends_its_fact(tmp_path, held, later, key):
    before, current = _held_and_after(tmp_path, held, later)
    assert [c for c in before if key in c], before
    assert not [c for c in before if c in current], current


@pytest.mark.parametrize("held, later", [
    ("我同事叫小王。", "小王走了。"),  # (gone home, or dead: a colleague, no pet; the base ended it)
    ("我有个朋友叫大伟。", "大伟去世了。"),
    ("我同事叫Tom。", "Tom走了。"),
    ("ユーザーの友達はMikaといいます。", "Mikaが昨日亡くなりました。"),
])
def test_a_person_of_that_name_is_no_pet_ended(tmp_path, held, later):
    before, current = _held_and_after(tmp_path, held, later)
    assert before and all(c in current for c in before), (before, current)
