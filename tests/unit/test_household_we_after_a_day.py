"""The household's "we" after a day gone by, and a sentence opening on "and" (issue 28).

"Ayer adoptamos un perro", "Ieri abbiamo adottato un cane", "Ontem adotamos um cachorro", "Hier, nous avons adopté un
chien": the household's doing, told with when it happened first, is the person's, as "Adoptamos un perro" is; only
where the rules place what it did as one of the person's lasting states (a pet, a home, a vehicle) or its end, so a
day's outing with the family ("Ayer cenamos en casa de mis padres") is still no statement. A sentence that opens on
"and" or "but" after an emoji cut it ("… 😅 y la semana pasada adoptamos una tortuga", "Et j'ai adopté un chat") is
read without it, as English already was. The animals people keep are one table (core/model/pet_nouns.py), so a
tortoise or a budgie is a pet to every rule. (Our own wording.)"""

import pytest

from mnemosyne_app.core.model.clauses import language
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_stopped_doing import current_and_asked


def attributes(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    ("Ayer adoptamos un perro.", ("El usuario ayer adoptó un perro", "pet")),
    ("La semana pasada adoptamos una tortuga, Flash.", ("El usuario la semana pasada adoptó una tortuga, Flash", "pet")),
    ("El mes pasado nos mudamos a Valencia.", ("El usuario el mes pasado se mudó a Valencia", "residence")),
    ("Ieri abbiamo adottato un cane.", ("L'utente ieri ha adottato un cane", "pet")),
    ("Ontem adotamos um cachorro.", ("O utilizador ontem adotou um cachorro", "pet")),
    ("Semana passada adotamos uma gata.", ("O utilizador semana passada adotou uma gata", "pet")),
    ("Hier, nous avons adopté un chien.", ("L'utilisateur hier a adopté un chien", "pet")),
    ("Ieri abbiamo venduto la macchina.", ("L'utente ieri ha venduto la macchina", "vehicle")),
])
def test_the_households_we_after_a_day_gone_by_is_the_person(message, expected):
    assert expected in attributes(message), attributes(message)


@pytest.mark.parametrize("message", [
    "Ayer cenamos en casa de mis padres.",
    "Ieri abbiamo mangiato la pizza.",
    "Ayer fuimos al cine.",
    "Mañana nos mudamos a Lima.",  # (a day to come: a plan, asked elsewhere, never a move made)
])
def test_a_days_outing_or_a_day_to_come_is_no_statement_of_the_household(message):
    assert attributes(message) == [], attributes(message)


def test_a_sale_after_a_day_gone_by_is_the_end_of_the_car(tmp_path):
    current, _ = current_and_asked(tmp_path, ["J'ai une Renault Clio.", "Hier, on a vendu la Clio."])
    assert "L'utilisateur a une Renault Clio" not in current, current


@pytest.mark.parametrize("message, expected", [
    ("Buenas noticias. Y me mudé a Lima.", ("El usuario se mudó a Lima", "residence")),
    ("Bonne nouvelle. Et j'ai adopté un chat.", ("L'utilisateur a adopté un chat", "pet")),
    ("Gute Nachricht. Und ich bin nach Köln gezogen.", ("Der Nutzer ist nach Köln gezogen", "residence")),
    ("Boa notícia. E eu me mudei pra Lisboa.", ("O utilizador se mudou pra Lisboa", "residence")),
    ("Al final le dimos a Kiwi a mi tía porque Tofu no lo dejaba en paz 😅 y la semana pasada adoptamos una "
     "tortuga, Flash. ¿Qué come una tortuga de tierra?", ("El usuario la semana pasada adoptó una tortuga, Flash", "pet")),
])
def test_a_sentence_opening_on_and_is_read_without_it(message, expected):
    assert expected in attributes(message), attributes(message)


def test_a_portuguese_sentence_opening_on_e_is_portuguese():
    assert language("Boa notícia. E eu me mudei pra Lisboa.") == "pt"


@pytest.mark.parametrize("message, expected", [
    ("Wir haben einen Wellensittich.", ("Der Nutzer hat einen Wellensittich", "pet")),
    ("J'ai une perruche qui s'appelle Kiwi.", ("L'utilisateur a une perruche qui s'appelle Kiwi", "pet")),
    ("Adoptamos una tortuga que se llama Flash.", ("El usuario adoptó una tortuga que se llama Flash", "pet")),
    ("Tengo un periquito.", ("El usuario tiene un periquito", "pet")),
    ("We adopted two ferrets.", ("User adopted two ferrets", "pet")),
])
def test_every_kept_animal_of_the_one_table_is_a_pet(message, expected):
    assert expected in attributes(message), attributes(message)


def test_the_new_pet_is_the_persons_beside_the_one_given_away(tmp_path):
    current, _ = current_and_asked(tmp_path, [
        "Tengo un gato, Tofu.",
        "Al final le dimos a Kiwi a mi tía porque Tofu no lo dejaba en paz 😅 y la semana pasada adoptamos una "
        "tortuga, Flash. ¿Qué come una tortuga de tierra?"])
    assert "El usuario tiene un gato, Tofu" in current and any("tortuga" in f for f in current), current
