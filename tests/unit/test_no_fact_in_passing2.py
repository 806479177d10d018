"""Messages with no lasting fact found by a second probe written without reading the rules (bench/probe_no_fact2.py):
a role-play asked of the assistant, whose "I" is a part played ("假装你是面试官，我是来应聘厨师的", "Lass uns ein
Rollenspiel machen: … ich bin ein Mieter"); a genius for a moment ("I'm a genius, it worked"); soaked or in a good
mood ("Je suis trempé", "sono di ottimo umore"); a Chinese errand said as a trip ("明天我要去银行办点事"). A day to come
alone drops nothing (tests/unit/test_plans_and_events_are_no_facts.py: it cost right states); a change told in the
perfect with today's word and a role told outside a role-play stay facts. (Our own wording.)"""

import pytest

from mnemosyne_app.core.model.statements import statements


def facts(message):
    return [(s.text, s.attribute) for s in statements(message)]


@pytest.mark.parametrize("message", [
    "假装你是面试官，我是来应聘厨师的，开始提问吧。",
    "Lass uns ein Rollenspiel machen: Du bist ein Vermieter, ich bin ein Mieter, der seine Kaution zurückwill.",
    "Let's role-play: you're my landlord and I'm the tenant asking about the deposit.",
    "ロールプレイしよう。あなたはホテルのフロント係で、私は部屋を変えてほしい客ね。",
    "I'm a genius, it actually worked on the first try!",
    "Ich bin ein Genie, es hat tatsächlich geklappt!",
    "我真是个天才！",
    "Je suis trempé.",
    "Oggi c'è un sole bellissimo e sono di ottimo umore.",
])
def test_a_message_with_no_lasting_fact_yields_none(message):
    assert facts(message) == [], facts(message)


@pytest.mark.parametrize("message, attribute", [
    ("Heute Morgen bin ich nach Köln gezogen.", "residence"),
    # (a change told in the perfect with today's word: done, whatever day it was said; these were dropped as moments)
    ("Heute habe ich gekündigt.", "job"),
    ("Aujourd'hui j'ai démissionné.", "job"),
    ("Hoy he dejado mi trabajo.", "job"),
    ("I work as an actor and teach role-play workshops.", "job"),
    ("Esta mañana me mudé a Valencia.", "residence"),
])
def test_a_change_or_a_role_outside_a_role_play_is_still_a_fact(message, attribute):
    assert any(a == attribute for _, a in facts(message)), facts(message)


@pytest.mark.parametrize("message", ["明天我要去银行办点事。", "明天上午我要去邮局寄个包裹。"])
def test_a_chinese_errand_is_no_trip(message):
    assert all(a != "trip" for _, a in facts(message)), facts(message)


@pytest.mark.parametrize("message", ["リーダー役を任されました。", "我在公司扮演协调者的角色。"])
def test_a_role_at_work_is_no_role_play(message):
    assert facts(message), facts(message)  # (a role given at work: the message is no pretence, read on)
