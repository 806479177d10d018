"""Adversarial review of issue 28 (recall as of a day, agents' entity tools): what a hostile
agent or a careless date must not get through. Each test failed before its fix."""

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
