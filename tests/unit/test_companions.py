"""Someone named with the person as one subject ("Sam and I", "Léa et moi", "Lucía y yo", "Anna und
ich", "Marco e io", "Eu e a Ana", "妻と私は"), in seven languages (issue 28): the clause is the
person's, kept whole, with the name in the fact; and the change it tells ends the state before it."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def read(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    ("Sam and I got married in April!", [("User and Sam got married in April", "relationship")]),
    ("Léa et moi, nous nous sommes mariés en juin.", [("L'utilisateur et Léa se sont mariés en juin", "relationship")]),
    ("Julien et moi, nous nous sommes séparés.", [("L'utilisateur et Julien se sont séparés", "relationship")]),
    ("Anna und ich sind nach Leipzig gezogen.", [("Der Nutzer und Anna sind nach Leipzig gezogen", "residence")]),
    ("Lena und ich haben uns verlobt!", [("Der Nutzer und Lena haben sich verlobt", "relationship")]),
    ("Lucía y yo nos divorciamos el año pasado.", [("El usuario y Lucía se divorcian el año pasado", "relationship")]),
    ("Marco e io ci siamo lasciati.", [("L'utente e Marco si sono lasciati", "relationship")]),
    ("Io e mia moglie abbiamo comprato casa a Torino.", [("L'utente e sua moglie hanno comprato casa a Torino", None)]),
    ("Eu e a Ana casámos em maio.", [("O utilizador e a Ana casaram em maio", "relationship")]),
    ("妻と私は去年名古屋に引っ越しました。", [("ユーザーと妻は去年名古屋に引っ越しました", "residence")]),
])
def test_a_named_companion_keeps_the_clause_and_the_name(message, expected):
    assert read(message) == expected


def test_a_we_said_again_after_the_companion_is_left_out():
    # (its attribute is the French rules' to read: "on s'est séparés" is not one of theirs yet)
    assert read("Julien et moi, on s'est séparés cet été.")[0][0] == "L'utilisateur et Julien se sont séparés cet été"


@pytest.mark.parametrize("message", ["You and I should talk about the budget.", "Tom and Anna live in Leeds."])
def test_no_companion_without_the_person(message):
    assert not any(text.startswith("User and") for text, _ in read(message))


@pytest.mark.parametrize("messages, current", [
    (["I'm dating Sam.", "Sam and I got married in April!"], ["User and Sam got married in April"]),
    (["J'habite à Lyon.", "Léa et moi avons déménagé à Lille."], ["L'utilisateur et Léa ont déménagé à Lille"]),
    (["Ich wohne in Stuttgart.", "Anna und ich sind nach Leipzig gezogen."],
     ["Der Nutzer und Anna sind nach Leipzig gezogen"]),
    (["Estoy casado con Lucía.", "Lucía y yo nos divorciamos el año pasado."],
     ["El usuario y Lucía se divorcian el año pasado"]),
    (["大阪に住んでいます。", "妻と私は去年名古屋に引っ越しました。"], ["ユーザーと妻は去年名古屋に引っ越しました"]),
])
def test_a_change_told_with_a_companion_ends_the_state_before(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)

