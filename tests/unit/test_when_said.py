"""A Profile a person trusts (issue 28): relative times read against the day they were said, and
one line per fact however often it was said (core/read/when_said.py)."""

import datetime as dt

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.read.when_said import folded, resolved
from tests.unit.test_fact_spans import RulesOnly, day, said


@pytest.mark.parametrize("text, expected", [
    ("User's son turns 7 next week", "around 10 May 2025"),
    ("User moved to Denver last month", "around April 2025"),
    ("User turned 35 yesterday", "2 May 2025"),
    ("User started a new job two weeks ago", "around 19 April 2025"),
    ("L'utilisateur a déménagé à Nantes le mois dernier", "around April 2025"),
    ("Der Nutzer ist gestern 42 geworden", "2 May 2025"),
    ("El usuario se mudó a Valencia hace 3 meses", "around February 2025"),
    ("User lives in Denver", None),
])
def test_a_relative_time_is_read_against_the_day_it_was_said(text, expected):
    assert resolved(text, day("2025-05-03")) == expected


def test_a_fact_said_in_many_memories_is_one_line_with_its_count_and_sources():
    facts = [{"text": "User is vegan", "attribute": "diet", "memory_id": "a", "occurred_at": 1.0},
             {"text": "User lives in Leeds", "attribute": "residence", "memory_id": "b", "occurred_at": 2.0},
             {"text": "user is vegan.", "attribute": "diet", "memory_id": "c", "occurred_at": 3.0}]
    out = folded(facts)
    assert [(f["text"], f["count"], f["memory_ids"]) for f in out] == [
        ("User is vegan", 2, ["a", "c"]), ("User lives in Leeds", 1, ["b"])]


def test_the_profile_folds_repeats_and_dates_relative_times_without_rewriting_the_fact(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        for n, text in enumerate(["I'm allergic to penicillin.", "Reminder: I'm allergic to penicillin!",
                                  "Btw I'm allergic to penicillin."]):
            said(brain, f"2025-0{n + 1}-01", text)
        said(brain, "2025-05-03", "I moved to Denver last month.")
        found = brain.profile()
        lines = {f["text"]: f for f in found["current"]}
        assert list(lines) == ["User is allergic to penicillin", "User moved to Denver last month"]
        assert lines["User is allergic to penicillin"]["count"] == 3
        assert len(lines["User is allergic to penicillin"]["memory_ids"]) == 3
        assert lines["User moved to Denver last month"]["resolved"] == "around April 2025"
        agents = brain.profile(for_agents=True)["facts"]
        assert [(f["text"], f["said"], f["when"]) for f in agents] == [
            ("User is allergic to penicillin", 3, None), ("User moved to Denver last month", 1, "around April 2025")]
        assert dt.date.fromtimestamp(lines["User moved to Denver last month"]["occurred_at"]) == dt.date(2025, 5, 3)


@pytest.mark.parametrize("text, said_on, expected", [
    ("User is going to Lisbon in July", "2025-05-03", "July 2025"),
    ("User is going to Lisbon in July", "2025-09-03", "July 2026"),  # (a plan: the next July)
    ("L'utilisateur part à Rome en août", "2025-05-03", "August 2025"),
    ("Der Nutzer fliegt im Mai nach Madrid", "2025-05-03", "May 2025"),
    ("用户7月去东京旅游", "2025-05-03", "July 2025"),
    ("用户下个月去东京旅游", "2025-05-03", "around June 2025"),
])
def test_a_trip_is_dated_by_the_month_it_names_read_forward_from_the_day_it_was_said(text, said_on, expected):
    assert resolved(text, day(said_on), "trip") == expected


def test_a_month_named_in_another_fact_is_not_read_as_a_plan():
    assert resolved("User moved to Denver in July", day("2025-09-03")) is None
