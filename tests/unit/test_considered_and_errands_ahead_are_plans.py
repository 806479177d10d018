"""A change only weighed by a verb of considering is a plan, a move included, and so is a Chinese errand
dated ahead by "去" (issue 28, "a fact nobody stated kept": "Der Nutzer überlegt, nächstes Jahr nach Wien zu
ziehen", "User has been thinking about moving to Portland", "用户下周去面试一家国企的会计岗" were kept and could
end the home). A move decided, a move done after weighing it, and a beginning dated ahead are kept as before
(core/model/plans.py)."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


def texts(message):
    return [s.text for s in statements(message)]


@pytest.mark.parametrize("message", [
    "I'm seriously considering moving to Dublin next spring.",
    "We've been thinking about relocating to Bristol.",
    "Ich überlege, nach Graz umzuziehen.",
    "Je réfléchis à déménager à Nantes.",
    "Estoy pensando en mudarme a Valencia.",
    "Sto valutando di trasferirmi a Torino.",
    "Estou a pensar em mudar-me para Coimbra.",
    "我在考虑搬到深圳。",
    "来年は福岡に引っ越そうかと考えています。",
    "大阪への引っ越しを検討しています。",
])
def test_a_move_only_considered_is_no_fact(message):
    assert texts(message) == []


def test_a_move_considered_ends_no_home(tmp_path):
    assert_current_after(tmp_path, ["Ich wohne in Linz.", "Wir überlegen, nach Salzburg zu ziehen."],
                         ["Der Nutzer wohnt in Linz"])


@pytest.mark.parametrize("message, kept", [
    # (the move done, the weighing after it: done, not weighed)
    ("I moved to Leeds after considering it for years.", "User moved to Leeds after considering it for years"),
    ("Ich bin nach Köln gezogen, nachdem ich es lange überlegt hatte.",
     "Der Nutzer ist nach Köln gezogen, nachdem der Nutzer es lange überlegt hatte"),
    # (a move said as decided, without weighing it: left to the model and asked, as before)
    ("We're moving to Lisbon in June.", "User is moving to Lisbon in June"),
    ("Nos mudamos a Sevilla el mes que viene.", "El usuario se mudó a Sevilla el mes que viene"),
])
def test_a_move_done_or_decided_is_kept(message, kept):
    assert kept in texts(message), texts(message)


@pytest.mark.parametrize("message", ["我下周去面试一家国企的会计岗。", "下周二去面试一家外企的销售岗。"])
def test_a_chinese_errand_ahead_is_no_fact(message):
    assert texts(message) == []


@pytest.mark.parametrize("message, kept", [
    ("我下个月去字节报到。", "用户下个月去字节报到"),    # (a beginning at work, decided: kept as before)
    ("我去年去了日本。", "用户去年去了日本"),           # (gone, in the past: no errand ahead)
])
def test_a_chinese_beginning_ahead_or_a_trip_done_is_kept(message, kept):
    assert kept in texts(message)
