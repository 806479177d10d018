"""A stop ends the thing it names, not another that shares its verb or its maker's name (session 37).

- A car sold or stolen is no workplace left, though the maker is both a car and an employer: "sold my BMW" left
  "works at BMW in Munich" ended before. A job is still left in words of work, and the car itself still ends.
- A language stopped is that language: "stopped learning Korean" ended "is learning Japanese" before, by the verb
  both share. The language named still ends.
- A pet grown up is still had: "My cats are no longer kittens", "Mis perros ya no son cachorros" ended the pets
  before, by the rules' negation or the meaning stage's "a pet gone". A pet no longer had still ends.
"""

import pytest

from tests.unit.test_memberships_and_projects_ended import _held_and_after


@pytest.mark.parametrize("held, later, kept", [
    ("I work at BMW in Munich.", "I sold my BMW last week and bought a Skoda.", "BMW"),
    ("Je travaille chez Renault à Flins.", "On m'a volé ma Renault devant la gare.", "Renault"),
    ("Ich arbeite bei Opel in Rüsselsheim.", "Ich habe meinen Opel verkauft.", "Opel"),
    ("Trabajo en Seat en Martorell.", "Vendí mi Seat el mes pasado.", "Seat"),
    ("I'm learning Japanese.", "I stopped learning Korean last year, too hard.", "Japanese"),
    ("J'apprends l'espagnol.", "J'ai arrêté d'apprendre l'allemand.", "espagnol"),
    ("Ich lerne Italienisch.", "Ich lerne kein Spanisch mehr.", "Italienisch"),
    ("I have two cats.", "My cats are no longer kittens, what food should they eat now?", "cats"),
    ("I have a kitten named Mochi.", "Mochi is no longer a kitten, she turned one!", "Mochi"),
    ("Tengo dos perros, Toby y Luna.", "Mis perros ya no son cachorros, ¡ya tienen dos años!", "Toby"),
    ("Ho un cucciolo, Rocco.", "Rocco non è più un cucciolo, ormai ha due anni.", "Rocco"),
    ("Tenho um filhote, o Thor.", "O Thor já não é filhote, tem um ano.", "Thor"),
    ("我养了一只小猫叫咪咪。", "咪咪已经不是小猫了，长得好胖。", "咪咪"),
    ("我有两只狗。", "我家狗狗已经不是小狗了，该换什么狗粮？", "狗"),
])
def test_another_thing_of_the_same_word_stays(tmp_path, held, later, kept):
    before, current = _held_and_after(tmp_path, held, later)
    assert [c for c in before if kept in c], before
    assert [c for c in before if kept in c][0] in current, current


@pytest.mark.parametrize("held, later, key", [
    ("I drive a BMW.", "I sold my BMW last week.", "BMW"),
    ("Je roule en Renault Clio.", "J'ai vendu ma Renault Clio.", "Clio"),
    ("I speak Spanish and Italian.", "I don't speak Italian anymore, I forgot it all.", "Italian"),
    ("I'm learning Japanese.", "I stopped learning Japanese last year, too hard.", "Japanese"),
    ("I work at BMW in Munich.", "I quit my job at BMW last month.", "BMW"),
    ("I have a kitten named Mochi.", "I no longer have Mochi, she went to live with my sister.", "Mochi"),
    ("Tengo dos perros, Toby y Luna.", "Toby murió la semana pasada.", "Toby"),
])
def test_the_thing_named_still_ends(tmp_path, held, later, key):
    before, current = _held_and_after(tmp_path, held, later)
    ended = [c for c in before if key in c]
    assert ended, before
    assert not [c for c in ended if c in current], current
