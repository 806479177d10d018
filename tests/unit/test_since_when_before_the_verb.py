"""A time said before the person's verb in a language that drops "I" ("… y desde el lunes estoy en
BBVA", "e dal mese scorso lavoro alla Ferrari", "e desde segunda trabalho na EDP"): the clause is
still the person's own (issue 28: "new state extracted in other words", it was glued to the clause
before with its verb unchanged, "El usuario ha dejado Telefónica y desde el lunes estoy en BBVA";
said alone, "Desde el año pasado vivo en Bilbao" gave no fact). Each case failed before the rule."""

import pytest

from tests.unit.test_state_changes import assert_current_after, read


@pytest.mark.parametrize("messages, current", [
    (["Trabajo en Telefónica.", "He dejado Telefónica y desde el lunes estoy en BBVA."],
     ["El usuario desde el lunes está en BBVA"]),
    (["Trabajo en Mercadona.", "Dejé Mercadona y desde ayer trabajo en Inditex."],
     ["El usuario desde ayer trabaja en Inditex"]),
    (["Lavoro alla Fiat.", "Ho lasciato la Fiat e dal mese scorso lavoro alla Ferrari."],
     ["L'utente dal mese scorso lavora alla Ferrari"]),
    (["Trabalho na Galp.", "Saí da Galp e desde segunda trabalho na EDP."],
     ["O utilizador desde segunda trabalha na EDP"]),
    (["Vivo en Madrid.", "Desde el año pasado vivo en Bilbao."], ["El usuario desde el año pasado vive en Bilbao"]),
])
def test_a_time_before_the_persons_verb_keeps_the_clause_theirs(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_a_time_before_someone_elses_verb_is_still_theirs():
    # (the control: "desde" before a third person's verb makes no statement of the person's)
    assert read("Mi hermano dejó Telefónica y desde el lunes está en BBVA.") == [
        ("El hermano del usuario dejó Telefónica y desde el lunes está en BBVA", "family", False)]
