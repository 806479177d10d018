"""Whose fact a clause tells (issue 28): the person's, their household's "we", or someone else's.

Someone the person names by who they are to them ("my brother", "我妈", "姉") and what they did is
theirs and ends nothing of the person's; a clause with no subject of its own after theirs goes on
with them (Chinese and Japanese drop it). The household's "we" (home, pets, things) is the person.
Each case failed before its rule; the controls are what must stay as it was.
"""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def facts(message: str) -> list[str]:
    return [s.text for s in statements(message)]


# -- someone else's doing is theirs: it ends nothing of the person's ---------------------------------------------

@pytest.mark.parametrize("message, expected", [
    # (a clause with no subject after someone else's goes on with them: before, "用户搬去海南住了",
    # "ユーザーはお肉を食べ始めました")
    ("我妈退休了，搬去海南住了。", ["用户的妈退休了", "用户的妈搬去海南住了"]),
    ("姉がヴィーガンをやめて、お肉を食べ始めました。", ["ユーザーの姉がヴィーガンをやめて", "ユーザーの姉はお肉を食べ始めました"]),
])
def test_a_clause_without_subject_after_someone_elses_is_theirs(message, expected):
    assert facts(message) == expected


def test_having_a_boyfriend_in_japanese_is_the_persons():
    # (a control: "彼氏が" opens the clause, but "がいます" says the person has him)
    assert [(s.text, s.attribute) for s in statements("彼氏がいます。")] == [("ユーザーの彼氏がいます", "relationship")]


def test_a_move_told_after_the_mothers_retirement_is_hers_and_ends_no_residence_of_the_persons(tmp_path):
    # (before: "用户搬去海南住了" replaced where the person lives)
    assert_current_after(tmp_path, ["我住在南京。", "我妈退休了，搬去海南住了。海南冬天需要带厚衣服吗？"],
                         ["用户住在南京", "用户的妈退休了", "用户的妈搬去海南住了"])


def test_the_person_moving_in_the_same_words_still_ends_their_residence(tmp_path):
    assert_current_after(tmp_path, ["我住在南京。", "我退休了，搬去海南住了。"], ["用户退休了", "用户搬去海南住了"])


# -- what the person knows of someone's lasting state stays (controls) -------------------------------------------

@pytest.mark.parametrize("message, expected", [
    ("Mein Vater ist 70 und hat Diabetes.", ["Der Vater des Nutzers ist 70 und hat Diabetes"]),
    ("Meine Eltern wohnen in einem Dorf bei Kassel.", ["Die Eltern des Nutzers wohnen in einem Dorf bei Kassel"]),
    ("My brother lives in Denver and works at Boeing.", ["User's brother lives in Denver", "User's brother works at Boeing"]),
    ("Mia figlia si chiama Sofia e ha sei anni.", ["La figlia dell'utente si chiama Sofia", "La figlia dell'utente ha sei anni"]),
    ("我的女儿今年五岁了。", ["用户的女儿今年五岁了"]),
    ("夫は札幌に住んでいて、私は東京で働いています。", ["ユーザーの夫は札幌に住んでいます", "ユーザーは東京で働いています"]),
    ("姉は東京に住んでいて、看護師をしています。", ["ユーザーの姉は東京に住んでいます", "ユーザーの姉は看護師をしています"]),
])
def test_someones_lasting_state_is_kept_as_before(message, expected):
    assert facts(message) == expected


# -- the household's "we" is the person ---------------------------------------------------------------------------

@pytest.mark.parametrize("message, expected", [
    ("Wir wohnen in Leipzig.", "Der Nutzer wohnt in Leipzig"),
    ("On a aussi adopté un lapin nain qui s'appelle Noisette.", "L'utilisateur a aussi adopté un lapin nain qui s'appelle Noisette"),
    ("Ça y est, on a emménagé à Bordeaux le 2 août !", "L'utilisateur a emménagé à Bordeaux le 2 août"),
    ("Hemos adoptado dos gatitos, Luna y Sol.", "El usuario ha adoptado dos gatitos, Luna y Sol"),
    ("Abbiamo preso anche un cane, un meticcio di nome Rocco.", "L'utente ha preso anche un cane, un meticcio di nome Rocco"),
    ("A gente se mudou pra Florianópolis em maio.", "O utilizador se mudou pra Florianópolis em maio"),
    ("Moramos em Recife.", "O utilizador mora em Recife"),
])
def test_the_households_we_is_said_as_the_person(message, expected):
    assert facts(message) == [expected]


@pytest.mark.parametrize("message", ["On s'est séparés en mai.", "Nos separamos el año pasado.", "Ci siamo sposati a giugno."])
def test_a_couples_we_keeps_what_it_means(message):
    assert facts(message) == [message.rstrip(".")]


def test_people_said_is_no_we():
    assert facts("On a dit que c'était fermé.") == []


def test_the_households_move_ends_where_the_person_lived(tmp_path):
    assert_current_after(tmp_path, ["Moro em Curitiba.", "A gente se mudou pra Florianópolis em maio."],
                         ["O utilizador se mudou pra Florianópolis em maio"])


def test_we_live_replaces_where_the_person_lived(tmp_path):
    assert_current_after(tmp_path, ["Ich wohne in Halle.", "Wir wohnen in Leipzig."], ["Der Nutzer wohnt in Leipzig"])
