"""Changes the words of a message rule out (issue 28, session 38's review of 320 messages in eight languages): each
case below had ended, or would end, a true fact of the person's. A car salesman's work is no car sold, a home sold no
vehicle, a pet adopted no pet gone, years worked no age, a visit no home, a stop on the way no stop; a denial about
the person's husband ends what it says of him, not every fact about him; a relative's or a pet's age or home, said
after a comma, is not the person's. And the household's pet that died ("Nuestro perro Toby murió") is an ending."""

import pytest

from mnemosyne_app.core.model.change_meaning import shared_change_meaning
from mnemosyne_app.core.model.meaning_misreads import DROP, NO_ENDING, misread
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def facts(message, meaning=None):
    return [(s.text, s.attribute, s.negated) for s in statements(message, meaning)]


@pytest.fixture(scope="module")
def meaning():
    """The meaning stage these cases were misread by: without it they would pass for want of a reading."""
    stage = shared_change_meaning()
    assert stage is not None, "the multilingual embedder is part of the bootstrap"
    return stage


@pytest.mark.parametrize("attribute, ends, clause, expected", [
    ("vehicle", True, "I'm a car salesman at the Volkswagen dealership", DROP),
    ("vehicle", True, "Ich arbeite im Verkauf bei BMW", DROP),
    ("vehicle", True, "Trabalho nas vendas da Volkswagen", DROP),
    ("vehicle", True, "Sono venditore in una concessionaria Alfa Romeo", DROP),
    ("vehicle", True, "I sold my car to the dealership", None),  # (a sale to a dealer is still a sale)
    ("vehicle", True, "I sold my house and moved to Lisbon", DROP),
    ("vehicle", True, "把房子卖了", DROP),
    ("vehicle", True, "I sold my Golf", None),
    ("pet", True, "我们把特斯拉处理掉了", DROP),
    ("pet", True, "Mi novia y yo acabamos de adoptar un perro", NO_ENDING),
    ("pet", True, "Nuestro perro murió", None),
    ("employer", True, "自己开了公司", NO_ENDING),
    ("employer", True, "I started my own company", NO_ENDING),
    ("employer", True, "I quit my job at the bank", None),
    ("age", False, "j'ai bossé 35 ans chez Airbus", DROP),
    ("age", False, "ho lavorato 40 anni alla Pirelli", DROP),
    ("age", False, "I turned 35 last week", None),
    ("residence", False, "Pasé por casa de mi madre al volver", DROP),
    ("residence", False, "stopped by my mum's on the way home", DROP),
    ("residence", False, "I moved in with my mum", None),
])
def test_a_reading_the_words_rule_out(attribute, ends, clause, expected):
    assert misread(attribute, ends, clause) == expected


@pytest.mark.parametrize("message", [
    "I'm a car salesman at the Volkswagen dealership, how do I close more deals",
    "Ich arbeite im Verkauf bei BMW, kannst du mir helfen?",
    "I sold my house and moved to Lisbon",
    "我们把特斯拉处理掉了，现在到哪都骑车",
])
def test_no_vehicle_or_pet_ends_by_meaning_on_these(message, meaning):
    found = facts(message, meaning)
    assert not any(n and a in ("vehicle", "pet") for _, a, n in found), found


def test_a_denial_about_the_husband_ends_what_it_says_of_him_only(tmp_path):
    assert_current_after(tmp_path, ["My husband Tom is a chef.", "My husband Tom doesn't eat meat, but I do."],
                         ["User's husband Tom is a chef", "User's husband Tom doesn't eat meat"])
    assert_current_after(tmp_path / "b", ["My husband Tom eats meat.", "My husband Tom doesn't eat meat anymore."],
                         ["User's husband Tom doesn't eat meat anymore"])


def test_a_stop_on_the_way_is_no_stop(tmp_path):
    assert_current_after(tmp_path, ["I go to the gym on Mondays.", "I stopped at the gym after work."],
                         ["User goes to the gym on Mondays", "User stopped at the gym after work"])


@pytest.mark.parametrize("message, not_the_persons", [
    ("Pasé por casa de mi madre al volver, vive en Sevilla.", "Sevilla"),
    ("Sono passata da mia mamma tornando a casa, abita a Napoli.", "Napoli"),
    ("Passei na casa da minha mãe na volta, ela mora em Recife.", "Recife"),
    ("我们家的狗旺财上周去世了，14岁", "14岁"),
])
def test_someone_elses_home_or_age_after_a_comma_is_not_the_persons(message, not_the_persons, meaning):
    assert not any(not_the_persons in t for t, _, _ in facts(message, meaning))


def test_a_relatives_clause_goes_on_with_them():
    assert facts("Mi hermano vive en Bilbao, trabaja en un banco.") == [
        ("El hermano del usuario vive en Bilbao, trabaja en un banco", "family", False)]


@pytest.mark.parametrize("message, expected", [
    ("Nuestro perro Toby murió ayer.", ("El perro del usuario Toby murió ayer", "pet", True)),
    ("Il nostro cane Rocky è morto.", ("Il cane dell'utente Rocky è morto", "pet", True)),
    ("O nosso cão Thor morreu.", ("O cão do utilizador Thor morreu", "pet", True)),
    ("Notre chienne Mimi est morte.", ("La chienne de l'utilisateur Mimi est morte", "pet", True)),
])
def test_the_households_pet_that_died_is_an_ending(message, expected):
    assert expected in facts(message)


def test_a_pet_listed_with_the_household_stays_in_its_clause():
    assert facts("Vivo en Benimaclet con mi pareja Dani y nuestra perrita Luna.") == [
        ("El usuario vive en Benimaclet con su pareja Dani y su perrita Luna", "residence", False)]


@pytest.mark.parametrize("message, expected", [
    # the new state told after a denial, its "I" left out: a clause of its own, not a part of the denial
    ("I don't live in Berlin anymore, moved back to Toronto last spring.",
     [("User doesn't live in Berlin anymore", "residence", True), ("User moved back to Toronto last spring", "residence", False)]),
    ("Não moro mais em São Paulo, me mudei pra Curitiba ano passado.",
     [("O utilizador não mora mais em São Paulo", "residence", True),
      ("O utilizador se mudou pra Curitiba ano passado", "residence", False)]),
    # German chat's "fang … an" with its "ich" left out, after "und": the new workplace
    ("Ich hab meinen Job bei der Sparkasse gekündigt und fang im Mai bei der Allianz an",
     [("Der Nutzer hat seinen Job bei der Sparkasse gekündigt", "job", True),
      ("Der Nutzer fängt im Mai bei der Allianz an", "employer", False)]),
    # Japanese new work said in the plain non-past
    ("三井住友銀行を辞めて、5月から楽天で働く",
     [("ユーザーは三井住友銀行を辞めて", "job", True), ("ユーザーは5月から楽天で働きます", "employer", False)]),
])
def test_the_new_state_after_the_old_one_ended_is_its_own_fact(message, expected):
    assert facts(message) == expected


def test_the_new_home_after_a_denial_replaces_the_old(tmp_path):
    assert_current_after(tmp_path, ["I live in Berlin.", "I don't live in Berlin anymore, moved back to Toronto last spring."],
                         ["User moved back to Toronto last spring"])
