"""Adversarial review of issue 28 (recall as of a day, agents' entity tools): what a hostile
agent or a careless date must not get through. Each test failed before its fix."""

import dataclasses
import json

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import validate
from mnemosyne_app.service.agent_desk import AgentDesk
from tests.unit.test_fact_spans import RulesOnly


def test_list_entities_leaves_out_names_a_summary_carries_from_a_hidden_turn(data_home):
    # A summary the app or an import wrote of a hidden turn carries its words on: get_entity kept
    # it back, list_entities named "Ana" and "Mercy Clinic" (with counts) all the same.
    with MemoryBrain(extractor=RulesOnly(), embedder="none") as brain:
        hidden = brain.retain("My sister Ana works at Mercy Clinic in Denver.", tags=["health"]).memory_ids[0]
        brain.retain("My sister Ana works at Mercy Clinic.", kind="summary", metadata={"summarizes": [hidden]})
        brain.retain("I moved to Denver.")
        brain.agents().add("Careful", {"hidden_tags": ["health"], "rate_per_minute": 10**6})
        brain.agents().add("Trusted", {"rate_per_minute": 10**6})
        careful = AgentDesk(brain, "Careful")
        listed = {e["name"]: e for e in careful.list_entities()["entities"]}
        assert "Denver" in listed and not {"Ana", "Mercy Clinic"} & set(listed)
        assert listed["Denver"]["memories"] == 1
        assert "Ana" not in json.dumps(careful.list_entities())
        with pytest.raises(KeyError, match="no entity"):
            careful.get_entity("Ana")
        trusted = {e["name"] for e in AgentDesk(brain, "Trusted").list_entities()["entities"]}
        assert {"Ana", "Mercy Clinic", "Denver"} <= trusted


@pytest.mark.parametrize("basic, extended", [("20240601", "2024-06-01"), ("2024-W22-6", "2024-06-01")])
def test_a_day_in_any_iso_form_means_its_end_as_the_dashed_form_does(basic, extended):
    # "20240601" read as that day's first second: a memory said on 1 June was left out of
    # "as of 20240601", and the profile as of that day said the person still lived in Austin.
    assert validate.as_of(basic) == validate.as_of(extended)


def test_recall_as_of_a_day_in_basic_form_keeps_what_was_said_that_day(data_home):
    from tests.unit.test_fact_spans import day

    with MemoryBrain(extractor=RulesOnly(), embedder="none") as brain:
        brain.retain("I live in Austin.", metadata={"created_at": day("2024-01-10")})
        brain.retain("I moved to Denver.", metadata={"created_at": day("2024-06-01")})
        assert {h.text for h in brain.recall("Austin Denver", as_of="20240601")} == {
            h.text for h in brain.recall("Austin Denver", as_of="2024-06-01")} == {"I live in Austin.", "I moved to Denver."}
        assert [f["text"] for f in brain.profile(as_of="20240601")["current"]] == ["User moved to Denver"]


def hostile_ops(change_text: str, op: str, good_first: bool = True) -> list:
    """A batch from the server: an honest rename, then one shared change of ``op`` whose text is
    ``change_text``, its hash matching (as its origin, or a plain server, can make it)."""
    from mnemosyne_app.core.store import ledger
    from mnemosyne_app.core.types import RemoteOp

    good = ledger.canonical({"set": {"Tom": "Thomas"}, "at": 1.0, "into": "Thomas", "names": ["Tom"],
                             "before": {"Tom": None}})
    ops = [RemoteOp(1, "default", "d" * 16, 1, None, "entity_merge", good, ledger.sha256(good), "e1", 10, None)]
    ops.append(RemoteOp(2, "default", "d" * 16, 2, None, op, change_text, ledger.sha256(change_text), "e2", 11, None))
    return ops if good_first else ops[1:]


PROPOSAL = {"memory_id": "m1", "fact_text": "User left Acme", "attribute": "employer", "target_memory": "m2",
            "target_text": "User works at Acme", "created_at": 5.0}
HOSTILE = [
    ("entity_merge", "[]"),
    ("entity_merge", '{"set": 5, "at": 1}'),
    ("entity_merge", '{"set": {"Tom": 7}, "at": 1}'),
    ("entity_merge", '{"set": {"Tom": "T"}}'),
    ("entity_merge", '{"set": {"Tom": "T"}, "at": "soon"}'),
    ("entity_merge", '{"set": {"Tom": "T"}, "at": 1e999}'),
    ("entity_merge", '{"set": {"Tom": "T"}, "at": 1e300}'),
    ("entity_unmerge", '{"set": {"": "T"}, "at": 1}'),
    ("entity_merge", '{"set": {"Tom": "' + "x" * 500 + '"}, "at": 1}'),
    ("proposal", "{}"),
    ("proposal", json.dumps({**PROPOSAL, "fact_text": ["a list"]})),
    ("proposal_decided", json.dumps({**PROPOSAL, "status": "bogus", "decided_at": 6.0})),
    ("proposal_decided", json.dumps({**PROPOSAL, "status": "confirmed"})),
    ("proposal", "{not json"),
]


@pytest.mark.parametrize("op, text", HOSTILE)
def test_a_malformed_shared_change_from_the_server_is_refused_in_words_and_nothing_is_applied(data_home, op, text):
    # Applied as it came, these raised AttributeError, TypeError, KeyError or apsw errors out of
    # the pull (a traceback), or wrote an alias that is a number; the honest rename before it in
    # the batch must not be applied either.
    from mnemosyne_app.core.replica.apply import BadOperation
    from tests.store_access import conn_of

    with MemoryBrain(extractor=RulesOnly(), embedder="none") as brain:
        brain.retain("My brother Tom plays chess.")
        conn = conn_of(brain)
        before = [list(conn.execute(f"SELECT * FROM {t}")) for t in ("entity_aliases", "fact_proposals", "ledger")]
        with pytest.raises(BadOperation, match=rf"operation d+:2 on the server is not (a valid {op} change \(.+\)|"
                                               r"readable .+); nothing of this batch was applied"):
            brain.replica.apply("server", 0, 2, hostile_ops(text, op), "me" * 8, None)
        after = [list(conn.execute(f"SELECT * FROM {t}")) for t in ("entity_aliases", "fact_proposals", "ledger")]
        assert after == before
        assert brain.replica.apply("server", 0, 1, hostile_ops(text, op)[:1], "me" * 8, None)[1]["applied"] == 1
        assert {e["name"] for e in brain.entities()} == {"Thomas"}
        assert brain.verify_integrity().valid


def test_a_well_formed_proposal_and_answer_from_the_server_are_still_applied(data_home):
    from tests.store_access import conn_of

    with MemoryBrain(extractor=RulesOnly(), embedder="none") as brain:
        brain.retain("I work at Acme.")
        answer = json.dumps({**PROPOSAL, "status": "rejected", "decided_at": 6.0})
        ops = hostile_ops(json.dumps(PROPOSAL), "proposal") + [
            dataclasses.replace(hostile_ops(answer, "proposal_decided", good_first=False)[0], server_seq=3, origin_seq=3)]
        brain.replica.apply("server", 0, 3, ops, "me" * 8, None)
        assert list(conn_of(brain).execute("SELECT fact_text, status FROM fact_proposals")) == [
            ("User left Acme", "rejected")]
        assert brain.verify_integrity().valid


def test_a_purged_memory_leaves_no_words_in_the_proposals_about_it(data_home):
    # A purge takes a memory's rows, facts and versions for good, but the proposal its fact made
    # ("does this end that?") kept both facts' words in fact_proposals and in shared_changes.
    import time

    from tests.store_access import conn_of

    with MemoryBrain(extractor=RulesOnly(), embedder="none") as brain:
        brain.retain("I live in Lyon.")
        brain.retain("I don't live in Zanzibar anymore.", expires_at=time.time() + 0.5)
        assert [p["text"] for p in brain.proposals()] == ["User doesn't live in Zanzibar anymore"]
        time.sleep(0.6)
        assert len(brain.sweep(grace_s=0)) == 1
        conn = conn_of(brain)
        left = [row for t in ("fact_proposals", "shared_changes") for row in conn.execute(f"SELECT * FROM {t}")]
        assert "Zanzibar" not in repr(left)
        assert brain.proposals() == [] and brain.verify_integrity().valid


def test_a_proposal_pulled_about_a_memory_purged_here_keeps_none_of_its_words(data_home):
    import time

    from tests.store_access import conn_of

    with MemoryBrain(extractor=RulesOnly(), embedder="none") as brain:
        gone = brain.retain("I work at Zanzibar Corp.", expires_at=time.time() + 0.5).memory_ids[0]
        time.sleep(0.6)
        assert brain.sweep(grace_s=0) == [gone]
        proposal = json.dumps({**PROPOSAL, "target_memory": gone, "target_text": "User works at Zanzibar Corp"})
        answer = json.dumps({**json.loads(proposal), "status": "confirmed", "decided_at": 6.0})
        ops = hostile_ops(proposal, "proposal") + [dataclasses.replace(
            hostile_ops(answer, "proposal_decided", good_first=False)[0], server_seq=3, origin_seq=3)]
        brain.replica.apply("server", 0, 3, ops, "me" * 8, None)
        conn = conn_of(brain)
        left = [row for t in ("fact_proposals", "shared_changes") for row in conn.execute(f"SELECT * FROM {t}")]
        assert "Zanzibar" not in repr(left)
        assert brain.verify_integrity().valid
        # applied all the same (ledgered and linked): pulled again, nothing more happens
        again = brain.replica.apply("server", 3, 3, ops, "me" * 8, None)[1]
        assert again["applied"] == 0


@pytest.mark.parametrize("at", [1e18, -1e18, float("inf")])
def test_a_memory_dated_far_out_of_range_gets_no_date_or_day_cue_and_breaks_no_search(at):
    # An import can date a turn 1e18 (its metadata's created_at): the day and date cues read it
    # with localtime, which raised OSError out of every recall naming a day or a month.
    from mnemosyne_app.core.read import cues

    rows = [({"text": "Trip on 9 November", "occurred_at": at}, 0.5),
            ({"text": "Trip on 9 November", "occurred_at": 1667995200.0}, 0.5)]  # 9 Nov 2022, noon UTC
    out = cues.apply("What did Nate do on 9 November, 2022?", rows, 0.0, 0.0, date=0.1, day=0.2)
    assert out[0][1] == 0.5 and out[1][1] > 0.5


def test_an_agent_search_and_entity_page_with_a_memory_dated_far_out_of_range_answer(data_home):
    # iso() of 1e18 raised (year out of range): every search or entity page that met such a memory
    # failed for the agent, and the rest of its answer with it.
    with MemoryBrain(extractor=RulesOnly(), embedder="none") as brain:
        brain.retain("I live in Austin.", metadata={"created_at": 1e18})
        brain.agents().add("Reader", {"rate_per_minute": 10**6})
        desk = AgentDesk(brain, "Reader")
        found, = desk.search_memories("Austin")["results"]
        assert found["text"] == "I live in Austin." and found["said_at"] is None
        page = desk.get_entity("Austin")
        assert [f["text"] for f in page["facts"]] == ["User lives in Austin"] and page["facts"][0]["since"] is None
