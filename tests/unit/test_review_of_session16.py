"""Faults a reviewer found in the session-16 rules (issue 28), each pinned by a case that failed before its mend:
a reason cut that took the state with it, a considered move that was done, a birthday ahead read in the
wrong part of the clause, a second vehicle said "too", a Chinese cause cut at the wrong verb, and "开始"
read as driving."""

import pytest

from mnemosyne_app.core.model.attributes import attribute_of
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_stopped_doing import current_and_asked


def read(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message, kept", [
    # a reason cut never takes the state: a name is no infinitive, "for Boeing" no "for commuting"
    ("Ahora trabajo para Uber.", "Uber"),
    ("Je travaille maintenant pour Air France.", "Air France"),
    ("I work in London, for Boeing.", "Boeing"),
    ("Ich wohne wegen der Arbeit in Berlin.", "Berlin"),
    ("Ich lebe aus beruflichen Gründen in Frankfurt.", "Frankfurt"),
    ("Ich habe letztes Jahr damit angefangen, Klavier zu spielen.", "Klavier"),
    ("Ich bin nach München gezogen, um bei Ford zu arbeiten.", "Ford"),
    ("Me mudé a Valencia para trabajar en Mercadona.", "Mercadona"),
    ("Ich esse wegen der Schwangerschaft vorübergehend keinen Fisch.", "Fisch"),
])
def test_a_reason_cut_keeps_the_state(message, kept):
    assert any(kept in text for text, _ in read(message)), read(message)


@pytest.mark.parametrize("message, cut", [
    # (controls: the reasons every writer leaves out are still cut)
    ("Bin nicht mehr vegan, esse jetzt wieder Fisch wegen meiner Eisenwerte.", "Eisenwerte"),
    ("Voltei para Braga para ficar perto da família.", "família"),
])
def test_a_reason_is_still_cut(message, cut):
    assert read(message) and not any(cut in text for text, _ in read(message)), read(message)


@pytest.mark.parametrize("message", [
    "Nach langem Überlegen sind wir nach Wien gezogen.",
    "Après avoir envisagé Lille, nous avons déménagé à Nantes.",
    "我们考虑再三还是搬到了杭州。",
])
def test_a_move_weighed_then_done_is_a_move(message):
    assert [a for _, a in read(message)] == ["residence"], read(message)


def test_a_move_only_weighed_is_still_a_plan():
    assert read("Wir überlegen, nächstes Jahr nach Wien zu ziehen.") == []


def test_time_ahead_in_another_part_of_the_clause_is_not_the_ages(tmp_path):
    current, _ = current_and_asked(tmp_path, ["I'm 34.", "I'm 35 now, next month I start a new job."])
    assert "User is 34" not in current, current
    assert "User is 34" in current_and_asked(tmp_path / "held", ["I'm 34."])[0]


def test_a_vehicle_got_too_is_asked_about_not_ended(tmp_path):
    current, asked = current_and_asked(tmp_path, ["I drive a Toyota Corolla.", "I got an e-bike now too."])
    assert "User drives a Toyota Corolla" in current and "User drives a Toyota Corolla" in asked, (current, asked)


def test_a_chinese_cause_is_cut_at_the_persons_own_verb():
    assert read("我因为老公换工作搬到了深圳。") == [("用户搬到了深圳", "residence")]


@pytest.mark.parametrize("clause, attribute", [
    ("我开始学中文了", "language"), ("我开了一家店", None), ("我开心", None), ("我开车上班", "vehicle")])
def test_kai_shi_is_no_driving(clause, attribute):
    assert (attribute_of(clause) == "vehicle") is (attribute == "vehicle")


def test_a_chinese_cause_after_that_tells_a_move_is_kept():
    assert "residence" in [a for _, a in read("我辞职了，因为我们搬到深圳了。")]
    assert read("我不喝咖啡了，因为胃不好。") == [("用户不喝咖啡了", None)]  # (a cause of no change of its own: cut)


# -- the second review ------------------------------------------------------------------------------

@pytest.mark.parametrize("message, expected", [
    # a space inside one Chinese or Japanese clause is no clause break (only after an emoji)
    ("姉が 大阪に 引っ越しました", None),
    ("私は 東京に 住んでいます", "東京"),
    ("我住在 上海", "上海"),
])
def test_a_space_inside_a_cjk_clause_keeps_it_whole(message, expected):
    got = read(message)
    if expected is None:  # (the sister's move: no residence of the person's)
        assert not [a for _, a in got if a == "residence"], got
    else:
        assert [t for t, a in got if a == "residence" and expected in t], got


@pytest.mark.parametrize("message, kept", [
    ("Weißt du, ich bin jetzt vegan.", "vegan"),      # a short opener set off by its comma is talk
    ("I'm 30, single, and a vegan.", "User is a vegan"),  # the last item keeps no "and"
])
def test_what_follows_an_opener_or_a_last_and_is_read(message, kept):
    assert any(kept in t for t, _ in read(message)), read(message)


def test_a_question_is_still_no_fact():
    assert read("Hast du Tipps für Köln") == [] and read("Weißt du, wie man Brot backt") == []


@pytest.mark.parametrize("message, n", [
    ("I live on Baker St. My brother moved to Leeds.", 2), ("Ich bin 1990 geb. Meine Frau ist nach Köln gezogen.", 2),
    ("I work as a nurse at St. Mary's.", 1), ("Mein Arzt ist Dr. Weber.", 1)])
def test_a_short_form_before_a_persons_sentence_ends_it(message, n):
    from mnemosyne_app.core.model.sentence_ends import sentences
    assert len(sentences(message)) == n, sentences(message)


def test_a_move_still_weighed_is_no_move():
    assert read("我考虑搬到杭州了。") == []
