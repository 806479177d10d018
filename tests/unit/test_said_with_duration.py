"""States said with how long they have held (issue 28, core/model/said_with_duration.py and the couple
rule in attributes.py): a state and its duration with no verb is the person's fact under its attribute,
the duration kept in its words; Spanish "llevar" + how long + a role or "juntos" is that job or couple;
a couple said by how long it has been together is a relationship. So a later change ends each."""

import pytest

from mnemosyne_app.core.model.attributes import attribute_of
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def _facts(message):
    return [(s.text, s.attribute) for s in statements(message) if not s.needs_model]


@pytest.mark.parametrize("message, expected", [
    ("vegan here for 3 yrs, what can I order at a pub that isn't chips",
     ("User has been vegan for 3 yrs", "diet")),
    ("Vegan for six years now. Best vegan protein bars?", ("User has been vegan for six years now", "diet")),
    ("Vegetarian since 2020, any easy bean dinners?", ("User has been vegetarian since 2020", "diet")),
    ("Végétarienne depuis cinq ans, tu as une idée de plat ?", ("L'utilisateur est végétarienne depuis cinq ans", "diet")),
    ("Vegetarierin seit 2016, hast du ein Rezept für Linsen?", ("Der Nutzer ist Vegetarierin seit 2016", "diet")),
    ("Vegetariana desde hace 4 años, ¿qué ceno hoy?", ("El usuario es vegetariana desde hace 4 años", "diet")),
    ("Vegana da tre anni, mi consigli un dolce?", ("L'utente è vegana da tre anni", "diet")),
])
def test_a_state_said_with_its_duration_and_no_verb_is_a_fact_under_its_attribute(message, expected):
    assert expected in _facts(message)


def test_a_statement_of_the_persons_after_the_comma_is_read_as_it_is():
    facts = _facts("vegan here for 4 yrs, my partner eats meat though")
    assert ("User has been vegan for 4 yrs", "diet") in facts
    assert any("partner" in text for text, _ in facts)


@pytest.mark.parametrize("message", [
    "in Porto for two weeks, any restaurant tips?",      # a stay, not a state
    "not vegan since 2019, just so you know",              # a negation
    "Vegan since 2019? How would I even know",             # a question
    "El usuario lleva 7 años",                              # a duration with no state
])
def test_no_state_no_fact(message):
    assert [f for f in _facts(message) if "been" in f[0] or "lleva" in f[0]] == []


@pytest.mark.parametrize("message, attribute", [
    ("Llevo 12 años de fontanero en Bilbao.", "job"),
    ("Llevo ya tres años como cocinera en un hotel.", "job"),
    ("Mi novio Pablo y yo llevamos 6 años juntos.", "relationship"),
    ("My boyfriend and I have been together 2 years.", "relationship"),
    ("Ich bin seit drei Jahren mit Timo zusammen.", "relationship"),
    ("On est ensemble depuis un an, Hugo et moi.", "relationship"),
    ("Io e Giulia stiamo insieme da due anni.", "relationship"),
    ("我跟小王在一起三年了。", "relationship"),
])
def test_a_job_or_couple_said_by_how_long_it_lasted_is_that_state(message, attribute):
    assert attribute in [a for _, a in _facts(message)]


@pytest.mark.parametrize("clause", [
    "We work together since 2019",                  # colleagues
    "Wir arbeiten seit drei Jahren zusammen",
    "estamos juntos en el mismo proyecto",
    "llevaba 3 años de camarero",                   # over: the imperfect
])
def test_together_at_work_or_a_duration_over_is_no_couple_nor_job(clause):
    assert attribute_of(clause) not in ("relationship", "job")


def test_someone_elses_couple_is_not_the_persons():
    assert [f for f in _facts("My sister and her boyfriend have been together 5 years.") if f[1] == "relationship"] == []


def test_a_later_change_ends_a_state_said_by_how_long_it_lasted(tmp_path):
    assert_current_after(tmp_path, ["vegetarian here for 10 yrs, need a quick lunch idea",
                                    "I'm not vegetarian anymore, I eat fish and chicken now."],
                         ["User eats fish and chicken now"])


@pytest.mark.parametrize("message, expected", [
    ("Trabajo de enfermera en Málaga, llevo 9 años.", ("El usuario trabaja de enfermera en Málaga, desde hace 9 años", "job")),
    ("I teach maths at a school in Derby, been there 4 yrs.", ("User teaches maths at a school in Derby, been there 4 yrs", "job")),
])
def test_a_lone_duration_after_its_state_is_joined_back_to_it(message, expected):
    facts = _facts(message)
    assert expected in facts and len(facts) == 1


@pytest.mark.parametrize("message", ["Llevo 7 años.", "开了五年了。", "Seit drei Jahren.", "Da due anni."])
def test_a_lone_duration_is_no_fact(message):
    assert [s.text for s in statements(message)] == []


@pytest.mark.parametrize("message, wrong, right", [
    # (the person's verb said without its pronoun is no state's name: "Fumo" is "I smoke", not "is smoke")
    ("Fumo há vinte anos e trabalho num armazém em Braga.", "O utilizador é fumo", "O utilizador fuma há vinte anos"),
    ("Nuoto da dieci anni, mi consigli degli occhialini?", "L'utente è nuoto", "L'utente nuota da dieci anni"),
])
def test_the_persons_own_verb_is_no_verbless_state(message, wrong, right):
    texts = [s.text for s in statements(message)]  # (the model's yes or no aside)
    assert not any(t.startswith(wrong) for t in texts)
    assert any(t.startswith(right) for t in texts), texts
