"""Wrong endings the meaning stage and its callers must not make (issue 28, branch w28k; found with
bench/probe_wrong_endings.py): a verb of leaving work acting on a thing the person has, someone else's
thing named with its owner after it, and an article taken for the thing a negation names."""

import pytest

from mnemosyne_app.core.model.others import subject
from mnemosyne_app.core.model.statements import statements
from mnemosyne_app.core.model.work_object import acts_on_a_thing
from mnemosyne_app.core.write.supersede import shares_object
from tests.unit.test_change_meaning import TableMeaning, current_after, sure


@pytest.mark.parametrize("clause", [
    "I finally retired my ancient desktop",
    "we quit our old streaming plan",
    "Ich habe meinen alten Drucker ausgemustert",
    "J'ai quitté mon vieux canapé",
    "Dejé mi teléfono viejo en casa de mi hermano",
    "Ho lasciato la mia vecchia bici in cantina",
    "Aposentei o meu velho computador",
])
def test_an_owned_thing_is_what_the_verb_acts_on(clause):
    assert acts_on_a_thing(clause)


@pytest.mark.parametrize("clause", [
    "I retired last spring",  # no owned object: the person's own retirement
    "I quit my job at the agency",
    "I closed my bakery for good",  # an owned workplace
    "Ich habe meine Stelle gekündigt",
    "J'ai quitté mon poste chez Orange",
    "Dejé mi trabajo en la tienda",
    "Ho lasciato il mio lavoro in banca",
    "Saí do meu emprego",
    "我辞职了",  # no owner said before a thing in Chinese: untouched
])
def test_work_or_a_workplace_owned_or_none_is_not_a_thing(clause):
    assert not acts_on_a_thing(clause)


def test_a_work_reading_of_a_thing_retired_ends_no_job(tmp_path):
    meaning = TableMeaning({"I finally retired my ancient desktop": sure("job")})
    current, proposals = current_after(tmp_path, meaning, ["I work as a pharmacist", "I finally retired my ancient desktop"])
    assert "User works as a pharmacist" in current
    assert not proposals


def test_a_work_reading_of_the_job_itself_still_ends_it(tmp_path):
    # (the control: the same reading, the verb acting on the person's work)
    meaning = TableMeaning({"I finally retired from pharmacy": sure("job", ends=True)})
    current, _ = current_after(tmp_path, meaning, ["I work as a pharmacist", "I finally retired from pharmacy"])
    assert "User works as a pharmacist" not in current


@pytest.mark.parametrize("clause, lang, owner", [
    ("Die Katze meines Onkels ist gestorben.", "de", "Die Katze meines Onkels"),
    ("Der Wagen meiner Kollegin wurde verkauft.", "de", "Der Wagen meiner Kollegin"),
    ("Le chien de mon voisin est mort.", "fr", "Le chien de mon voisin"),
    ("La moto de mi primo se vendió.", "es", "La moto de mi primo"),
    ("Il cane di mio zio è morto.", "it", "Il cane di mio zio"),
    ("A gata da minha tia morreu.", "pt", "A gata da minha tia"),
])
def test_a_thing_with_its_owner_after_it_is_someone_elses(clause, lang, owner):
    assert subject(clause, lang) == owner


@pytest.mark.parametrize("clause, lang", [
    ("Die Katze ist gestorben.", "de"),  # the person's own, no owner said
    ("Meine Katze ist gestorben.", "de"),
    ("Le chien de la maison est mort.", "fr"),  # "de" without an owner of the person's
    ("El perro de mi casa murió.", "es"),  # owned by a place, not a person
    ("Il cane è morto.", "it"),
    ("O gato morreu.", "pt"),
])
def test_a_thing_without_another_owner_stays_the_persons(clause, lang):
    assert subject(clause, lang) is None


def test_someone_elses_pet_that_died_ends_not_the_persons(tmp_path):
    current, _ = current_after(tmp_path, None, ["Ich habe eine Katze namens Mimi.", "Die Katze meines Onkels ist gestorben."])
    assert any("Mimi" in f for f in current)


def test_an_article_names_no_thing_a_negation_ends():
    # "Der Nutzer" opens every German fact: the article must not make two facts name the same thing
    assert not shares_object("Der Nutzer hat sein altes Motorrad verkauft", "Der Nutzer fährt einen Opel Astra")
    assert not shares_object("L'utente non ha più una Vespa", "L'utente guida una Fiat")
    # (the control: a shared noun still names it)
    assert shares_object("Der Nutzer hat den Opel verkauft", "Der Nutzer fährt einen Opel Astra")


@pytest.mark.parametrize("clause", ["I sold my old scooter.", "Ho venduto la mia vecchia moto.", "Vendí mi moto vieja."])
def test_a_vehicle_sold_is_an_ending_not_a_new_vehicle(clause):
    # (as a new state it replaced whatever vehicle was held: "I sold my bike" ended "drives a Tesla")
    (found,) = statements(clause, None)
    assert found.attribute == "vehicle" and found.negated


def test_a_sale_with_the_new_vehicle_after_it_ends_the_sold_one_and_a_denied_sale_ends_nothing():
    # (the sale ends the car it names, the van is the new state beside it: supersede.py)
    assert [(s.attribute, s.negated) for s in statements("I sold my car and bought a van.", None)] == [
        ("vehicle", True), ("vehicle", False)]
    assert not any(s.negated for s in statements("I never sold my car.", None))
