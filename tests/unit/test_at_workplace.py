"""A new employer told by where the person now is ("I'm now at Globex", "Seit Montag bin ich bei
Bosch"), read against the workplace the person has (core/write/at_workplace.py, issue 28: "old
fact still current"). The endings failed before the rule; the controls keep what is no change."""

import pytest

from tests.unit.test_state_changes import assert_current_after
from tests.unit.test_stopped_doing import current_and_asked


@pytest.mark.parametrize("messages, current", [
    (["I work at Acme.", "I'm now at Globex."], ["User is now at Globex"]),
    (["I work at Acme as an engineer.", "I'm now at Globex."], ["User is now at Globex"]),
    (["Je travaille chez Orange.", "Je suis chez Free depuis lundi."], ["L'utilisateur est chez Free depuis lundi"]),
    (["Ich arbeite bei Siemens.", "Seit Montag bin ich bei Bosch."], ["Der Nutzer ist seit Montag bei Bosch"]),
    (["Lavoro alla Fiat.", "Adesso sono alla Ferrari."], ["L'utente adesso è alla Ferrari"]),
])
def test_being_now_at_another_named_workplace_ends_the_old_employer(tmp_path, messages, current):
    assert_current_after(tmp_path, messages, current)


def test_where_the_preposition_also_names_a_city_the_ending_is_asked(tmp_path):
    current, asked = current_and_asked(tmp_path, ["我在腾讯工作。", "我现在在阿里。"])
    assert sorted(current) == ["用户在腾讯工作", "用户现在在阿里"] and asked == ["用户在腾讯工作"]


@pytest.mark.parametrize("messages, current", [
    # the same place said again: nothing ended, and one line on the Profile (core/read/said_again.py)
    (["I work at Acme.", "I'm still at Acme."], ["User works at Acme"]),
    (["I work at Acme.", "I'm at Heathrow, flight delayed."],  # no change said: where the person is
     ["User works at Acme", "User is at Heathrow, flight delayed"]),
    (["I live in Leeds.", "I'm now at Globex."], ["User lives in Leeds", "User is now at Globex"]),  # no workplace
])
def test_being_somewhere_ends_nothing_without_another_workplace_said_as_a_change(tmp_path, messages, current):
    found, asked = current_and_asked(tmp_path, messages)
    assert sorted(found) == sorted(current) and asked == []
