"""What session 27 tried and withdrew after adversarial reviews, kept as guards (issue 28; our own wording):

- a laugh is at its whole sentence, and nothing in it is a single-valued state: a laugh confined to its own part, even
  only to a consequence after dated news ("handed my badge in on friday and monday I start at Aviva, so I can finally
  sleep like a human lol"), let jokes end a marriage, a job, a home ("I'm dating Netflix, we spend every night together
  lol", "I divorced my phone yesterday, so I'm free lol");
- a bare number and "today" is an age only alone in its sentence ("30 today!"): before what one sighs at a birthday
  ("30 today 🎂 how did that happen") it was read as the age, and then so was "Happy birthday Dad! 60 today, where did
  the time go" and "35 today, can't believe it's this hot";
- the held diet named at one occasion ("I was the only vegan there as usual") was read as the same diet going on, and
  then so was "…, which is why I gave it up", whose ending is in a clause of its own."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_fact_spans import RulesOnly, said


@pytest.mark.parametrize("held, joke", [
    ("I'm married to Anna.", "I'm dating Netflix, we spend every night together lol."),
    ("I work at Google.", "I work for my cat, she pays me in purrs haha."),
    ("I live in Leeds.", "I live in Narnia, it's nice this time of year lol."),
    ("I'm 34.", "I'm 90, my knees creak lol."),
    ("I'm married to Anna.", "I divorced my phone yesterday, so I'm free lol."),
    ("I work at Google.", "Since monday I work for my cat, so I'm paid in purrs lol."),
    ("I'm 34.", "Happy birthday Dad! 60 today, where did the time go."),
    ("I'm 34.", "35 today, can't believe it's this hot in May"),
])
def test_a_joke_or_someone_elses_number_ends_nothing(tmp_path, held, joke):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", held)
        kept = [f["text"] for f in brain.profile()["current"]]
        said(brain, "2024-02-01", joke)
        current = [f["text"] for f in brain.profile()["current"]]
        assert set(kept) <= set(current)


@pytest.mark.parametrize("message", ["30 today is the deadline.", "30 today, so hot.", "18 today, is the forecast wrong?",
                                     "20 today, should I rest tomorrow?"])
def test_a_bare_number_today_with_more_after_it_is_no_age(message):
    assert not any(s.attribute == "age" for s in statements(message))


def test_a_diet_given_up_after_an_occasion_ends(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", "I've been vegan for about three years.")
        said(brain, "2024-02-01", "I was the only vegan there as usual, which is why I gave it up.")
        assert "User has been vegan for about three years" not in [f["text"] for f in brain.profile()["current"]]
        assert brain.verify_integrity().valid
