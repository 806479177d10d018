"""A job denied in so many words ("I'm no longer a nurse", "Je ne suis plus infirmière", "我已经不是护士了")
ends the job it names, in each language; a denial at a workplace the held job does not name asks
(issue 28). Before, the denial was placed on no attribute and the job stayed current beside it."""

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, said
from tests.unit.test_state_changes import assert_current_after, held_then


@pytest.mark.parametrize("held, denial", [
    ("I'm a nurse.", "I'm no longer a nurse."),
    ("I work as a chef.", "I'm not a chef anymore."),
    ("Je suis infirmière.", "Je ne suis plus infirmière."),
    ("Ich bin Lehrerin.", "Ich bin keine Lehrerin mehr."),
    ("Sono infermiera.", "Non sono più infermiera."),
    ("Sou enfermeira.", "Não sou mais enfermeira."),
    ("我是护士。", "我已经不是护士了。"),
])
def test_a_job_denied_ends_the_job(tmp_path, held, denial):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", held)
        [job] = [f["text"] for f in brain.profile()["current"]]
        said(brain, "2024-02-01", denial)
        current = [f["text"] for f in brain.profile()["current"]]
        assert job not in current and len(current) == 1  # (the denial, kept as said)
        assert brain.proposals() == []
        assert brain.verify_integrity().valid


def test_a_denial_that_is_no_job_ends_nothing(tmp_path):
    assert_current_after(tmp_path, ["I'm a nurse.", "I'm not a morning person."],
                         ["User is a nurse", "User is not a morning person"])


@pytest.mark.parametrize("held, denial", [
    ("I'm a nurse.", "I'm not a nurse at St Mary's anymore."),  # (she may nurse elsewhere)
    ("I'm a nurse.", "I'm not a senior nurse anymore."),
    ("Je suis prof de maths.", "Je ne suis plus prof principal."),  # (a role on top of the job)
])
def test_a_job_denied_with_more_than_the_held_job_says_is_asked(tmp_path, held, denial):
    job, current, asked = held_then(tmp_path, held, denial)
    assert job in current
    assert asked == [job]


@pytest.mark.parametrize("held, denial", [
    # a job the person does not hold, denied: a disclaimer or another's, nothing of theirs ends
    ("I'm a nurse.", "I'm no longer a student."),
    ("I'm a software engineer.", "I'm not a lawyer, but I think the contract is unfair."),
    ("I'm a teacher.", "I'm not a nurse, my wife is."),
    ("Je suis infirmière.", "Je ne suis plus étudiante."),
    ("我是老师。", "我不是医生，但我觉得你应该休息。"),
])
def test_a_job_not_held_denied_ends_nothing(tmp_path, held, denial):
    job, current, asked = held_then(tmp_path, held, denial)
    assert job in current
    assert asked == []


@pytest.mark.parametrize("held, denial", [("我是护士。", "我已经不是护士长了。"), ("我是医生。", "我已经不是实习医生了。")])
def test_a_chinese_job_denied_with_more_than_the_held_job_is_asked(tmp_path, held, denial):
    job, current, asked = held_then(tmp_path, held, denial)
    assert job in current
    assert asked == [job]


def test_a_side_role_denied_ends_only_that_role(tmp_path):
    assert_current_after(tmp_path, ["I'm a software engineer.", "I'm also a volunteer firefighter.",
                                    "I'm no longer a volunteer firefighter."],
                         ["User is a software engineer", "User is no longer a volunteer firefighter"])


def test_work_ended_otherwise_than_by_a_role_denied_still_ends_the_job(tmp_path):
    # ("My contract wasn't renewed" names no role: the work ends, as before the role-denial rule)
    assert_current_after(tmp_path, ["I'm a teacher.", "My contract wasn't renewed."], ["User's contract wasn't renewed"])
