"""A state the person says again, as going on ("still at the bakery", "Io sempre in Ferrero", "我还在面包店")
or bare, with nothing new, is one line in the Profile: the held fact, counted twice, its "since" from the
first saying (core/read/said_again.py, when_said.folded). A change or an addition said with it, someone
else's state, a negation or another thing named stay lines of their own. (Examples of our own wording.)"""

import pytest

from mnemosyne_app.core.model.continuing import said_as_going_on, without_continuing
from mnemosyne_app.core.read.when_said import folded
from tests.unit.test_state_said_as_going_on import _current_after


def _lines(*facts: tuple[str, str | None]) -> list[tuple[str, int]]:
    rows = [{"text": t, "attribute": a, "memory_id": f"m{i}", "occurred_at": 1_700_000_000.0 + i * 86400}
            for i, (t, a) in enumerate(facts)]
    return [(f["text"], f["count"]) for f in folded(rows)]


@pytest.mark.parametrize("held, again", [
    # marked as going on, naming the held fact's place, employer, school, vehicle, pet or activity
    (("User works as a barista at Fernside Café", "job"), ("User is still at Fernside", None)),
    (("User plays the cello most evenings", None), ("User is still playing the cello, for now", None)),
    (("Der Nutzer pendelt jeden Tag nach Ingolstadt", None), ("Der Nutzer pendelt immer noch nach Ingolstadt", None)),
    (("Der Nutzer studiert Maschinenbau in Aachen", "education"), ("Der Nutzer studiert weiterhin Maschinenbau", None)),
    (("L'utilisateur travaille chez Michelin à Clermont", "employer"),
     ("L'utilisateur est toujours chez Michelin, rien de neuf", None)),
    (("El usuario trabaja en la panadería Santa Clara", "employer"), ("El usuario sigue en Santa Clara", None)),
    (("L'utente lavora alla Lavazza a Torino, in magazzino", "employer"), ("L'utente sempre alla Lavazza", None)),
    (("L'utente guida una Fiat Tipo", "vehicle"), ("L'utente guida ancora la sua Tipo", None)),
    (("O utilizador tem uma cadela chamada Bolacha", "pet"), ("O utilizador ainda tem a Bolacha", None)),
    (("O utilizador trabalha na Jerónimo Martins em Lisboa", "employer"),
     ("O utilizador ainda trabalha na Jerónimo Martins, como sempre", None)),
    (("用户在公司楼下的咖啡店打工", "job"), ("用户还在咖啡店", None)),
    (("用户在浙江大学读研究生", "education"), ("用户仍然在浙江大学", None)),
    (("ユーザーは名古屋に住んでいます", "residence"), ("ユーザーは相変わらず名古屋です", None)),
    (("ユーザーはテニス部に入っています", None), ("ユーザーはまだテニス部に入っています", None)),
    # bare, every word of it in the held fact
    (("User commutes to Reading by train every day", None), ("User commutes to Reading", None)),
    (("Der Nutzer fährt jeden Morgen mit dem Rad zur Arbeit", None), ("Der Nutzer fährt mit dem Rad zur Arbeit", None)),
])
def test_a_state_said_again_is_one_line_dated_from_its_first_saying(held, again):
    assert _lines(held, again) == [(held[0], 2)]


def test_the_folded_line_keeps_the_first_saying_and_lists_both_memories():
    rows = [{"text": "User works at Fernside Café", "attribute": "employer", "memory_id": "first",
             "occurred_at": 1_600_000_000.0},
            {"text": "User is still at Fernside", "attribute": None, "memory_id": "later",
             "occurred_at": 1_700_000_000.0}]
    [line] = folded(rows)
    assert (line["memory_id"], line["occurred_at"], line["memory_ids"]) == ("first", 1_600_000_000.0, ["first", "later"])


@pytest.mark.parametrize("held, other", [
    # a change or an addition said with the state said again: a new line
    (("User teaches history at Fernside Academy", "job"), ("User is still at Fernside but now part-time", None)),
    (("User lives in Bristol", "residence"), ("User is still in Bristol, moved to a flat in Clifton", None)),
    (("User is vegetarian", "diet"), ("User is still vegetarian, now also dairy-free", None)),
    (("O utilizador trabalha na Sonae no Porto", "employer"), ("O utilizador ainda trabalha na Sonae, mas agora de casa", None)),
    (("Der Nutzer arbeitet bei Bosch in Stuttgart", "employer"), ("Der Nutzer ist immer noch bei Bosch, aber jetzt in Teilzeit", None)),
    (("L'utilisateur habite à Nantes", "residence"), ("L'utilisateur est toujours à Nantes, mais a déménagé à Chantenay", None)),
    (("用户在咖啡店打工", "job"), ("用户还在咖啡店，但是现在只做周末", None)),
    # someone else's state
    (("User works at Fernside Café", "employer"), ("User's brother is still at Fernside", None)),
    (("L'utente lavora alla Lavazza", "employer"), ("Il marito dell'utente è sempre alla Lavazza", None)),
    # a negation of the held state
    (("User has a motorbike", "vehicle"), ("User still doesn't have a motorbike", None)),
    (("El usuario tiene coche", "vehicle"), ("El usuario todavía no tiene coche", None)),
    # another thing named beside a shared word
    (("User plays the cello", None), ("User is still playing tennis", None)),
    (("L'utente va in piscina", None), ("L'utente va sempre in piscina il sabato", None)),
    # bare, less than the held fact on a multi-valued attribute: maybe a second one of the kind
    (("User has a dog called Biscuit", "pet"), ("User has a dog", "pet")),
])
def test_a_change_an_addition_or_another_state_is_a_line_of_its_own(held, other):
    assert _lines(held, other) == [(held[0], 1), (other[0], 1)]


def test_facts_that_share_nothing_stay_apart():
    facts = [("User lives in Bristol", "residence"), ("User is still learning Spanish", None), ("User has a cat", "pet")]
    assert _lines(*facts) == [(t, 1) for t, _ in facts]


@pytest.mark.parametrize("text, going_on", [
    ("L'utente sempre in Ferrero", True),
    ("Io sempre alla Fiat", True),
    # ("sempre" beside a verb is "always")
    ("L'utente va sempre in palestra", False),
    ("L'utente lavora sempre di notte", False),
])
def test_italian_sempre_without_a_verb_says_going_on(text, going_on):
    assert said_as_going_on(text) is going_on


@pytest.mark.parametrize("text, left", [
    ("User is still at Fernside for now", "User is at Fernside"),
    ("L'utilisateur est toujours chez Michelin, rien de neuf", "L'utilisateur est chez Michelin"),
    ("El usuario sigue en Vigo, como siempre", "El usuario en Vigo"),
    ("Der Nutzer wohnt wie immer in Kiel", "Der Nutzer wohnt in Kiel"),
    ("用户照旧在咖啡店", "用户在咖啡店"),
    ("ユーザーは今のところ名古屋です", "ユーザーは名古屋です"),
])
def test_words_that_say_as_before_say_nothing_new(text, left):
    assert without_continuing(text) == left


@pytest.mark.parametrize("first, then, held", [
    ("I work at the Fernside bakery in Leeds.", "I still work at Fernside, nothing new.", "User works at the Fernside bakery in Leeds"),
    ("Je travaille chez Michelin à Clermont.", "Je suis toujours chez Michelin, rien de neuf.",
     "L'utilisateur travaille chez Michelin à Clermont"),
])
def test_said_again_in_a_message_is_one_line_on_the_profile(tmp_path, first, then, held):
    current = _current_after(tmp_path, first, then)
    kept = [f for f in current if f["text"] == held]
    assert kept and kept[0]["count"] == 2, current
    assert len(current) == 1, current
