"""One proposal answered differently on two devices before they synced (issue 28): every device
ends with the same answer and the same facts, whichever synced first. The rule (core/write/
proposals.py): a "No, keep it" anywhere wins over a "Yes, it ended", and the fact stays current,
because a wrong ending is the worse mistake. Real PostgreSQL, two devices."""

from __future__ import annotations

import pytest

from mnemosyne_app import MemoryBrain
from tests.store_access import conn_of
from tests.sync.helpers import Device
from tests.unit.test_fact_spans import RulesOnly, said


@pytest.fixture
def devices(tmp_path, pg_url):
    return Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)


def answers(brain) -> list[tuple[str, str, str]]:
    """Every proposal as (new fact, fact it may end, answer): the rows the API does not list
    once answered."""
    return sorted(conn_of(brain).execute("SELECT fact_text, target_text, status FROM fact_proposals"))


def current(brain) -> set[str]:
    return {f["text"] for f in brain.profile()["current"]}


def a_question_on_both(a: Device, b: Device) -> None:
    with MemoryBrain(a.root, scope=a.scope, extractor=RulesOnly(), embedder="none") as ba:
        said(ba, "2024-01-10", "I live in Lyon.")
        said(ba, "2024-03-01", "I don't live in Paris anymore.")  # names nothing current: a question
        assert len(ba.proposals()) == 1
    a.sync()
    b.sync()


def answer(device: Device, confirm: bool) -> None:
    with device.brain() as brain:
        (question,) = brain.proposals()
        brain.decide_proposal(question["proposal_id"], confirm=confirm)


@pytest.mark.parametrize("first", ["confirming", "rejecting"])
def test_a_confirm_and_a_reject_of_one_proposal_end_the_same_on_both_devices(devices, first):
    a, b = devices
    a_question_on_both(a, b)
    answer(a, confirm=True)  # A: "Yes, it ended" (Lyon ends)
    answer(b, confirm=False)  # B, offline meanwhile: "No, keep it"
    order = (a, b, a, b) if first == "confirming" else (b, a, b, a)
    for d in order:
        d.sync()
    with a.brain() as ba, b.brain() as bb:
        kept = [("User doesn't live in Paris anymore", "User lives in Lyon", "rejected")]
        assert answers(ba) == answers(bb) == kept
        assert "User lives in Lyon" in current(ba) and current(ba) == current(bb)
        assert ba.proposals() == bb.proposals() == []
    assert a.snapshot() == b.snapshot()
    assert a.verify().valid and b.verify().valid
    # settled: syncing again sends and applies nothing more
    for d in (a, b):
        r = d.sync()
        assert r.new_on_server == 0 and r.outcomes["applied"] == 0


def test_the_same_answer_on_both_devices_stays_that_answer(devices):
    a, b = devices
    a_question_on_both(a, b)
    answer(a, confirm=True)
    answer(b, confirm=True)  # both: "Yes, it ended"
    for d in (a, b, a):
        d.sync()
    with a.brain() as ba, b.brain() as bb:
        assert answers(ba) == answers(bb) == [("User doesn't live in Paris anymore", "User lives in Lyon", "confirmed")]
        assert "User lives in Lyon" not in current(ba) and current(ba) == current(bb)
    assert a.snapshot() == b.snapshot()
    assert a.verify().valid and b.verify().valid
