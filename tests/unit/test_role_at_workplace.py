"""A job said by a role and where it is worked, though the role is in no list (issue 28): "Sou caixa no
supermercado", "Ahora soy auxiliar administrativa en el ayuntamiento", "Je suis agent d'accueil à la mairie",
and an English job said after a word of now ("Now I'm a claims handler at Aviva"). A state or a participle said
at a workplace ("je suis malade à l'hôpital", "sono ricoverata in ospedale") and a place that is no workplace
("soy feliz en Madrid") are none."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_stopped_doing import current_and_asked


def attributes(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, expected", [
    ("Agora sou agente administrativa na prefeitura de Campinas.",
     ("O utilizador agora é agente administrativa na prefeitura de Campinas", "job")),
    ("Sou caixa no supermercado Pão de Açúcar.", ("O utilizador é caixa no supermercado Pão de Açúcar", "job")),
    ("Ahora soy auxiliar administrativa en el ayuntamiento.",
     ("El usuario ahora es auxiliar administrativa en el ayuntamiento", "job")),
    ("Je suis agent d'accueil à la mairie.", ("L'utilisateur est agent d'accueil à la mairie", "job")),
    ("Now I'm a claims handler at Aviva.", ("User is a claims handler at Aviva now", "job")),
    ("These days I work as a driver for Uber.", ("User works as a driver for Uber these days", "job")),
])
def test_a_role_where_it_is_worked_is_a_job(message, expected):
    assert expected in attributes(message)


@pytest.mark.parametrize("message", [
    "Je suis malade à l'hôpital.", "Soy feliz en Madrid.", "Sono ricoverata in ospedale.", "Sou nova na escola.",
    "Soy nuevo en la empresa.", "Sou muito feliz na escola.", "Je suis en pause à l'usine.", "Sono qui in ufficio.",
    "Now I'm tired of the office.",
])
def test_a_state_said_at_a_workplace_is_no_job(message):
    assert all(a != "job" for _, a in attributes(message)), attributes(message)


def test_the_new_role_ends_the_one_held(tmp_path):
    current, asked = current_and_asked(tmp_path, [
        "Sou caixa no supermercado Pão de Açúcar em Campinas.",
        "Passei no concurso e agora sou agente administrativa na prefeitura de Campinas."])
    assert "O utilizador agora é agente administrativa na prefeitura de Campinas" in current
    assert "O utilizador é caixa no supermercado Pão de Açúcar em Campinas" not in current, (current, asked)


@pytest.mark.parametrize("message", [
    # who the person is there that is no work, where or how often they are there
    "Soy cliente del Banco Santander desde hace años.", "Sou paciente no hospital de Santa Maria.",
    "Je suis bénévole à l'hôpital le week-end.", "Sono volontaria in ospedale il sabato.",
    "Sou aluna na universidade de Coimbra.", "Sou mãe de aluno na escola do meu filho.",
    "Soy socia en la empresa de mi padre.", "Sono ancora in ufficio, che palle.", "Sono tutto il giorno in ufficio.",
    "Je suis souvent à l'hôpital pour ma mère.", "Je suis tous les jours à la fac.", "Soy super feliz en la empresa.",
])
def test_someone_who_is_at_a_workplace_without_working_there_has_no_job(message):
    assert all(a != "job" for _, a in attributes(message)), attributes(message)
