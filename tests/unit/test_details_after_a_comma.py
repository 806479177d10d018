"""What only details a state, said after it with a comma, is no part of the fact (core/model/details.py):
how long it has held by now, how much of it a day, which floor or term, the car's fuel.
Each was kept whole before ("User teaches maths at Oakfield Academy, 8 years now") and matched no later word for
the same state; what names which one it is (a name, a district, a car's year, what the work is "mostly" on)
stays."""

import pytest

from tests.unit.test_state_changes import read


@pytest.mark.parametrize("message, fact", [
    ("I teach maths at Oakfield Academy, 8 years now.", ("User teaches maths at Oakfield Academy", "job", False)),
    ("Fumo há quinze anos, um maço por dia.", ("O utilizador fuma há quinze anos", "health", False)),
    ("I work as a nurse, three days a week.", ("User works as a nurse", "job", False)),
    ("Ich fahre einen Skoda Octavia, Diesel.", ("Der Nutzer fährt einen Skoda Octavia", "vehicle", False)),
    ("Ich wohne in Dresden-Neustadt, 3. Stock.", ("Der Nutzer wohnt in Dresden-Neustadt", "residence", False)),
    ("Ich studiere Medizin in Leipzig, gerade im fünften Semester.",
     ("Der Nutzer studiert Medizin in Leipzig", "education", False)),
    ("Ich fahre seit Jahren einen VW Caddy, Diesel.", ("Der Nutzer fährt seit Jahren einen VW Caddy", "vehicle", False)),
])
def test_a_detail_after_the_state_is_cut(message, fact):
    assert read(message) == [fact]


@pytest.mark.parametrize("message, fact", [
    ("I have a cat, Birillo.", ("User has a cat, Birillo", "pet", False)),
    ("I live in Portland, Oregon.", ("User lives in Portland, Oregon", "residence", False)),
    ("Abito a Napoli, al Vomero.", ("L'utente abita a Napoli, al Vomero", "residence", False)),
    ("Ich fahre einen Skoda Octavia, Bj. 2016.", ("Der Nutzer fährt einen Skoda Octavia, Bj. 2016", "vehicle", False)),
    ("I'm a freelance designer, mostly logos.", ("User is a freelance designer, mostly logos", "job", False)),
    # (a review's probes: another activity, a place, a treatment, a time, whose car it is; an age after the work is a
    # fact of its own, "Faccio l'infermiera, 34 anni": tests/unit/test_profile_told_as_a_list.py)
    ("I'm a teacher, gym 3 times a week.", ("User is a teacher, gym 3 times a week", "job", False)),
    ("I work at Deloitte, in London three days a week.",
     ("User works at Deloitte, in London three days a week", "employer", False)),
    ("I'm diabetic, insulin 4 times a day.", ("User is diabetic, insulin 4 times a day", "health", False)),
    ("I graduated from MIT, last year.", ("User graduated from MIT, last year", "education", True)),
    ("I drive a Toyota that's my dad's.", ("User drives a Toyota that's their dad's", "vehicle", False)),
    # (a remark on the car stays: it may say the car is gone, "that's been stolen", "der nicht mehr läuft")
    ("I drive a VW Golf that's been stolen.", ("User drives a VW Golf that's been stolen", "vehicle", False)),
    # (nor a remark on a pet: "deaf" is a health of its own)
    ("I have a dog that's deaf.", ("User has a dog that's deaf", "pet", False)),
])
def test_what_says_which_one_it_is_stays(message, fact):
    assert read(message) == [fact]


def test_a_relative_clause_with_the_person_in_it_stays():
    assert read("Ho una figlia che vive con me.")[0][0] == "L'utente ha una figlia che vive con l'utente"


@pytest.mark.parametrize("message", ["Ho ancora una chitarra Yamaha.", "Ich habe jetzt eine Smart Watch."])
def test_an_adverb_lets_only_a_driving_verb_reach_a_make(message):
    assert all(attribute != "vehicle" for _, attribute, _ in read(message))
