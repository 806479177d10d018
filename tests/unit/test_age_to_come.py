"""A birthday still to come reaches no age (issue 28; the blind sets' audit found a coming birthday read as
the new age): "下周是我29岁生日", "来月30歳になります", "Nächste Woche werde ich 42", "pour mon 30e anniversaire
samedi prochain" must not end the age held, whether the rules or the meaning stage read it; an age reached,
dated in the past or today, still does."""

import pytest

from mnemosyne_app.core.model.attributes import AGE_AHEAD
from tests.unit.test_change_meaning import TableMeaning, current_after, sure
from tests.unit.test_stopped_doing import current_and_asked


@pytest.mark.parametrize("messages, held", [
    (["我28岁。", "下周是我29岁生日，帮我想想怎么过。"], "用户28岁"),
    (["J'ai 29 ans.", "Pour mon 30e anniversaire samedi prochain, je veux un gâteau."], "L'utilisateur a 29 ans"),
    (["I'm 39.", "I'm turning 40 next week!"], "User is 39"),
])
def test_a_birthday_to_come_ends_no_age(tmp_path, messages, held):
    current, asked = current_and_asked(tmp_path, messages)
    assert held in current and not asked, current


@pytest.mark.parametrize("messages, said", [
    (["Ich bin 41.", "Nächste Woche werde ich 42."], "Nächste Woche werde ich 42"),
    (["29歳です。", "来月30歳になります。"], "来月30歳になります"),
])
def test_a_birthday_to_come_read_as_an_age_by_meaning_ends_no_age(tmp_path, messages, said):
    meaning = TableMeaning({said: sure("age")})
    current, proposals = current_after(tmp_path, meaning, messages)
    assert meaning.asked and any(c.endswith(("41", "29歳です")) for c in current) and not proposals, current


@pytest.mark.parametrize("messages, gone", [
    # (controls: an age reached, today or in the past, still ends the one held)
    (["J'ai 17 ans.", "J'ai fêté mes 18 ans hier soir."], "L'utilisateur a 17 ans"),
    (["29歳です。", "今日で30歳になりました。"], "ユーザーは29歳です"),
    (["I'm 29.", "I turned 30 yesterday."], "User is 29"),
])
def test_an_age_reached_still_ends_the_age_held(tmp_path, messages, gone):
    current, _ = current_and_asked(tmp_path, messages)
    assert gone not in current, current
    assert gone in current_and_asked(tmp_path / "held", messages[:1])[0]  # (it was held: the test can fail)


@pytest.mark.parametrize("clause, ahead", [
    ("I turned 40 in May", False), ("Heute Morgen bin ich 42 geworden", False), ("今日で30歳になりました", False),
    ("Il mese prossimo compio 34 anni", True), ("El mes que viene cumplo 45", True), ("明年我就30岁了", True),
])
def test_time_ahead_is_read_in_the_age_clause_only(clause, ahead):
    assert bool(AGE_AHEAD.search(clause)) is ahead


@pytest.mark.parametrize("messages, gone", [
    # an age reached today, or a birthday by its number, said without "I turned"
    (["我今年28岁。", "今天是我29岁生日！"], "用户今年28岁"),
    (["I'm 29.", "I'm 30 today!"], "User is 29"),
    (["J'ai 17 ans.", "Enfin majeur !! fêté mes 18 ans hier soir"], "L'utilisateur a 17 ans"),
])
def test_an_age_reached_today_or_by_a_birthday_ends_the_age_held(tmp_path, messages, gone):
    current, _ = current_and_asked(tmp_path, messages)
    assert gone not in current, current
    assert gone in current_and_asked(tmp_path / "held", messages[:1])[0]  # (it was held: the test can fail)


@pytest.mark.parametrize("message", ["I'm at the office today.", "I'm 30 minutes late today."])
def test_today_still_makes_no_other_state(message):
    from mnemosyne_app.core.model.statements import statements
    assert not [s for s in statements(message) if s.attribute == "age"]
