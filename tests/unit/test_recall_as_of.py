"""Recall and an entity's page "as of" a day (issue 28, core/read/recall_as_of.py): memories said
after the day are left out; those whose facts had all ended by then are marked and ranked after
the ones still true. A move and a job change, read back at three dates."""

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_fact_spans import RulesOnly, day, said

LIFE = [  # (when it was said, what was said)
    ("2024-01-10", "I live in Austin."),
    ("2024-01-10", "I work as a teacher."),
    ("2024-06-01", "I moved to Denver."),
    ("2024-09-01", "I work as a nurse now."),
    ("2024-10-01", "My brother Tom lives in Austin."),
]


@pytest.fixture
def life(tmp_path):
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        ids = [said(brain, when, text) for when, text in LIFE]
        yield brain, ids


def texts(hits):
    return [h.text for h in hits]


def test_recall_as_of_leaves_out_what_was_said_after_the_day(life):
    brain, ids = life
    assert texts(brain.recall("Austin Denver", k=5, as_of="2024-03-01")) == ["I live in Austin."]
    hit, = brain.recall("Austin Denver", k=5, as_of="2024-03-01")
    assert hit.ended_at is None  # true then: the move came later
    assert texts(brain.recall("work", k=5, as_of="2024-03-01")) == ["I work as a teacher."]
    # the person's own "until" still narrows further
    assert brain.recall("Austin", k=5, as_of="2024-12-01", until=day("2024-01-01")) == []


def test_recall_as_of_marks_and_ranks_last_a_memory_whose_facts_had_ended(life):
    brain, ids = life
    hits = brain.recall("Austin Denver", k=5, as_of="2024-07-01")
    assert texts(hits) == ["I moved to Denver.", "I live in Austin."]  # the ended one last
    moved, austin = hits
    assert moved.ended_at is None
    assert austin.ended_at == day("2024-06-01") and austin.ended_by == ids[2]
    assert austin.replaced_with == "User moved to Denver"
    # a job change: on 2024-10-02 the teacher's job had ended, the nurse's had not
    jobs = brain.recall("work teacher nurse", k=5, as_of="2024-10-02")
    assert texts(jobs) == ["I work as a nurse now.", "I work as a teacher."]
    assert [h.ended_at is not None for h in jobs] == [False, True]
    assert jobs[1].replaced_with == "User works as a nurse now"
    # on a date before the change nothing is marked
    assert all(h.ended_at is None for h in brain.recall("work teacher nurse", k=5, as_of="2024-08-01"))


def test_recall_as_of_a_memory_with_no_facts_or_one_still_true_is_not_marked(life):
    brain, ids = life
    brain.retain("Austin trip notes", metadata={"created_at": day("2024-02-01")}, extract=False)
    hits = {h.text: h for h in brain.recall("Austin", k=5, as_of="2025-01-01")}
    assert set(hits) == {"I live in Austin.", "My brother Tom lives in Austin.", "Austin trip notes"}
    assert hits["Austin trip notes"].ended_at is None
    assert hits["My brother Tom lives in Austin."].ended_at is None
    assert hits["I live in Austin."].ended_at == day("2024-06-01")
    assert list(hits)[-1] == "I live in Austin."  # after both still-true hits


def test_recall_without_a_date_is_unchanged_and_a_bad_date_is_refused_in_words(life):
    brain, ids = life
    assert all(h.ended_at is None for h in brain.recall("Austin", k=5))
    with pytest.raises(ValueError, match="as of must be a date like 2025-05-03"):
        brain.recall("Austin", as_of="last tuesday")


def test_an_entity_page_as_of_a_day_shows_what_was_true_then(life):
    brain, ids = life
    before = brain.entity("Austin", as_of="2024-03-01")
    assert [f["text"] for f in before["current"]] == ["User lives in Austin"]
    assert before["past"] == [] and before["ended_later"] == 1
    assert [m["text"] for m in before["memories"]] == ["I live in Austin."]
    after = brain.entity("Austin", as_of="2024-07-01")
    assert after["current"] == [] and [f["text"] for f in after["past"]] == ["User lives in Austin"]
    now = brain.entity("Austin")
    assert [f["text"] for f in now["current"]] == ["User's brother Tom lives in Austin"]
    assert "as_of" not in now and len(now["memories"]) == 2
    assert brain.entity("Austin", as_of="2023-01-01") | {"as_of": None} == {
        "name": "Austin", "said_as": ["Austin"], "current": [], "past": [], "memories": [], "as_of": None,
        "ended_later": 0}


def test_the_cli_recall_as_of_a_day_marks_what_was_no_longer_true(tmp_path):
    from tests.unit.test_cli import cli

    with MemoryBrain(tmp_path, extractor=RulesOnly(), embedder="none") as brain:
        for when, text in LIFE:
            said(brain, when, text)
    r = cli("recall", "Austin Denver", "--as-of", "2024-07-01", data_dir=tmp_path)
    lines = r.stdout.splitlines()
    assert r.returncode == 0 and len(lines) == 2
    assert lines[0].endswith("[note] I moved to Denver.")
    assert lines[1].endswith("I live in Austin.  (no longer true then: ended 1 Jun 2024, "
                             "replaced by: User moved to Denver)")
    r = cli("recall", "Austin", "--as-of", "yesterday-ish", data_dir=tmp_path)
    assert r.returncode != 0 and "as of must be a date like 2025-05-03" in r.stderr and "Traceback" not in r.stderr
