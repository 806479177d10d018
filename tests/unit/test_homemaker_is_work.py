"""Keeping the home as one's work is the person's work (issue 28, session 38's review): "Ich bin Hausmann" had been
read as a relationship ("Mann"), "soy amo de casa" as a liking ("amo", I love). As work, a new job ends it and it
ends the job before; someone else's ("My wife is a housewife") stays theirs."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_state_changes import assert_current_after


@pytest.mark.parametrize("message", ["I'm a stay-at-home dad.", "Ich bin Hausmann.", "Ich bin Hausfrau.", "Soy amo de casa.",
                                     "Je suis femme au foyer.", "Sono casalinga.", "Sou dona de casa.", "我是全职妈妈。",
                                     "専業主婦です。"])
def test_a_homemaker_is_at_work(message):
    assert [s.attribute for s in statements(message)] == ["job"]


def test_someone_elses_stays_theirs():
    assert [s.attribute for s in statements("My wife is a housewife.")] == ["family"]


def test_a_new_job_ends_it(tmp_path):
    assert_current_after(tmp_path, ["Ich bin Hausfrau.", "Ich arbeite jetzt als Verkäuferin bei Lidl."],
                         ["Der Nutzer arbeitet jetzt als Verkäuferin bei Lidl"])
