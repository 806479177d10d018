"""Changes of state told by how things stand after them, not by the verb of the change (issue 28): a habit
stopped said as the time without it, a diet left said as eating again, a divorce made final, a home of one's
own. Each left the old state current before its rule."""

import pytest

from tests.unit.test_state_changes import assert_current_after


@pytest.mark.parametrize("messages, current", [
    (["I smoke.", "Six months smoke-free!"], ["User is six months smoke-free"]),
    (["I'm vegan.", "Eating fish again these days."], ["User is eating fish again these days"]),
    (["I'm married.", "My divorce came through."], ["User's divorce came through"]),
    (["Ich bin verheiratet.", "Meine Scheidung ist durch."], ["Die Scheidung des Nutzers ist durch"]),
    (["Estoy casada.", "Mi divorcio ya es firme."], ["El divorcio del usuario ya es firme"]),
])
def test_a_change_told_by_its_outcome_ends_the_old_state(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # someone else's outcome, or a divorce only spoken of: the marriage goes on
    (["I'm married.", "My sister's divorce came through."], ["User is married", "User's sister's divorce came through"]),
    (["I'm married.", "My divorce lawyer is expensive."], ["User is married", "User's divorce lawyer is expensive"]),
    (["I smoke.", "The office is smoke-free."], ["User smokes"]),
])
def test_an_outcome_that_is_not_the_persons_ends_nothing(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # settled somewhere new, said as the household or the person, in each language
    (["Vivo en Madrid.", "Ya estamos instalados en Valencia."], ["El usuario ya está instalado en Valencia"]),
    (["Vivo a Roma.", "Ci siamo sistemati a Milano."], ["L'utente si è sistemato a Milano"]),
    (["Moro em Lisboa.", "Já estamos instalados no Porto."], ["O utilizador já está instalado no Porto"]),
    (["Ich wohne in Köln.", "Wir sind jetzt in Hamburg zuhause."], ["Der Nutzer ist jetzt in Hamburg zuhause"]),
    (["我住在上海。", "我们已经在杭州安顿下来了。"], ["用户已经在杭州安顿下来了"]),
    (["東京に住んでいます。", "大阪に落ち着きました。"], ["ユーザーは大阪に落ち着きました"]),
])
def test_settled_somewhere_new_ends_the_old_home(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_a_household_tired_is_no_home(tmp_path):
    assert_current_after(tmp_path, ["Vivo en Madrid.", "Estamos cansados."], ["El usuario vive en Madrid"])


@pytest.mark.parametrize("messages, current", [
    # a habit stopped ends the held habit whatever word said it: the smoker's noun, the verb, the time without it
    (["Je suis fumeuse.", "J'ai arrêté de fumer."], ["L'utilisateur a arrêté de fumer"]),
    (["Soy fumadora.", "Dejé de fumar."], ["El usuario dejó de fumar"]),
    (["Sono una fumatrice.", "Ho smesso di fumare."], ["L'utente ha smesso di fumare"]),
    (["Ich bin Raucherin.", "Bin seit drei Monaten Nichtraucherin."], ["Der Nutzer ist seit drei Monaten Nichtraucherin"]),
    (["I drink a lot.", "Two years sober now."], ["User is two years sober now"]),
    # someone else's stop is theirs
    (["I smoke.", "My husband quit smoking."], ["User smokes", "User's husband quit smoking"]),
    (["I smoke.", "My husband smokes.", "I quit smoking."], ["User quit smoking", "User's husband smokes"]),
])
def test_a_habit_stopped_ends_it_whatever_word_held_it(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


@pytest.mark.parametrize("messages, current", [
    # the household's pet, said as "our": the person's, its death ends it, written as theirs
    (["Ich habe einen Hund.", "Unser Hund ist letzte Woche gestorben."], ["Der Hund des Nutzers ist letzte Woche gestorben"]),
    (["J'ai un chien.", "Notre chien est mort."], ["Le chien de l'utilisateur est mort"]),
    (["Tengo un perro.", "Nuestro perro murió."], ["El perro del usuario murió"]),
])
def test_the_households_pet_dead_ends_the_pet(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)
