"""A held state said again as going on ("Still vegan of course", "Vegan bin ich natürlich weiterhin",
"Sono ancora vegana") ends nothing: the held fact stays current with the day it was first said, and
the Profile folds the saying into it (core/model/continuing.py, core/write/supersede.py). A different
value said with "still" is no confirmation and replaces as before. (Examples of our own wording.)"""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.continuing import said_as_going_on, without_continuing
from tests.unit.test_fact_spans import RulesOnly, said


def _current_after(tmp_path, first: str, then: str) -> list[dict]:
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", first)
        said(brain, "2024-02-01", then)
        assert brain.verify_integrity().valid
        return brain.profile()["current"]


@pytest.mark.parametrize("first, then, held", [
    ("I'm vegan.", "Still vegan of course, any tips for tea?", "User is vegan"),
    ("I work at Halfords.", "I still work at Halfords.", "User works at Halfords"),
    ("Je suis végane.", "Je suis toujours végane bien sûr.", "L'utilisateur est végane"),
    ("Sono vegana.", "Sono ancora vegana, ovviamente.", "L'utente è vegana"),
])
def test_the_held_state_said_as_going_on_stays_and_is_folded(tmp_path, first, then, held):
    current = _current_after(tmp_path, first, then)
    kept = [f for f in current if f["text"] == held]
    assert kept, current
    # (one line on the Profile, said twice, dated from the first saying)
    assert kept[0]["count"] == 2
    assert len([f for f in current if f["attribute"] == kept[0]["attribute"]]) == 1


def test_a_fact_that_says_more_than_the_held_one_still_ends_it(tmp_path):
    # ("still" of another part of it: the move names the old place, and ends it)
    current = [f["text"] for f in _current_after(tmp_path, "I live in Leeds.",
                                                 "Moved from Leeds to York last week, still unpacking.")]
    assert "User lives in Leeds" not in current


@pytest.mark.parametrize("first, then, held", [
    ("我是素食者。", "我还是素食者，有什么早餐推荐？", "用户是素食者"),
    ("我住在上海。", "我还是住在上海。", "用户住在上海"),
    ("東京に住んでいます。", "今も東京に住んでいます。", "ユーザーは東京に住んでいます"),
])
def test_chinese_and_japanese_said_as_going_on_end_nothing(tmp_path, first, then, held):
    assert held in [f["text"] for f in _current_after(tmp_path, first, then)]


def test_the_held_state_with_a_duration_is_not_ended_by_still(tmp_path):
    current = _current_after(tmp_path, "Ich bin seit vier Jahren Veganerin.",
                             "Hab mit Kaffee aufgehört. Vegan bin ich natürlich weiterhin. Welche Tees machen wach?")
    kept = [f for f in current if f["text"] == "Der Nutzer ist seit vier Jahren Veganerin"]
    # (one line on the Profile: the saying folded into the held fact, whose "since" still counts from the first)
    assert kept and kept[0]["count"] == 2 and kept[0]["resolved"] == "since around January 2020"
    assert [f for f in current if f["attribute"] == "diet"] == kept


@pytest.mark.parametrize("first, then, gone", [
    # another value said with "still" is no confirmation of the held one
    ("I live in Leeds.", "I still live in York.", "User lives in Leeds"),
    # nor is the held state left without "still"
    ("I'm vegan.", "I'm vegetarian now.", "User is vegan"),
])
def test_another_value_still_replaces(tmp_path, first, then, gone):
    assert gone not in [f["text"] for f in _current_after(tmp_path, first, then)]


@pytest.mark.parametrize("text, going_on, left", [
    ("User is still vegan of course", True, "User is vegan"),
    ("Der Nutzer ist Vegan natürlich weiterhin", True, "Der Nutzer ist Vegan"),
    ("El usuario sigue viviendo en Vigo", True, "El usuario viviendo en Vigo"),
    ("用户还是吃素", True, "用户是吃素"),
    ("ユーザーはまだ独身です", True, "ユーザーは独身です"),
    # (words that look like the markers and say other things)
    ("L'utilisateur a encore un chat", False, "L'utilisateur a encore un chat"),
    ("El usuario sigue a Rosalía en Instagram", False, "El usuario sigue a Rosalía en Instagram"),
    ("ユーザーはまだ結婚していません", False, "ユーザーはまだ結婚していません"),
    ("用户今天还是没去", False, "用户今天还是没去"),
    ("User lives in Leeds", False, "User lives in Leeds"),
    # (German "noch" alone says other things: "noch nicht", "noch ein Kind")
    ("Der Nutzer hat noch keinen Führerschein", False, "Der Nutzer hat noch keinen Führerschein"),
])
def test_markers_of_going_on(text, going_on, left):
    assert said_as_going_on(text) is going_on
    assert without_continuing(text) == left


def test_colour_words_that_are_content_stay():
    assert without_continuing("O utilizador tem o cabelo castanho claro") == "O utilizador tem o cabelo castanho claro"
    assert without_continuing("用户还是住在上海", keep_verb=False) == "用户住在上海"
