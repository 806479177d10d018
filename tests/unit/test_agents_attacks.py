"""An adversarial review of the agents' tools (issue 34): routes by which an agent could reach
what it may not see, or spoil another's writes, that the first tests did not try."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.service.agent_desk import AgentDesk
from tests.unit import agent_world


@pytest.fixture
def brain(data_home):
    brain = MemoryBrain(extractor="none", embedder="none").ensure_init()
    yield brain
    brain.close()


def test_an_agents_idempotency_key_never_meets_the_owners_or_another_agents(brain):
    secret = brain.retain("my HIV test came back positive", tags=["health"], idempotency_key="note-1").memory_ids[0]
    registry = brain.agents()
    registry.add("A", {"hidden_tags": ["health"]})
    registry.add("B")
    a, b = AgentDesk(brain, "A"), AgentDesk(brain, "B")
    answer = a.add_memory("the user likes green tea", idempotency_key="note-1")
    assert secret not in str(answer) and answer["outcome"] == "inserted"  # stored, not taken for the owner's
    b_answer = b.add_memory("the user plays chess on Sundays", idempotency_key="note-1")
    assert b_answer["outcome"] == "inserted"  # not "already done" with A's memory
    texts = {brain.get(m).text for m in answer["memory_ids"] + b_answer["memory_ids"]}
    assert texts == {"the user likes green tea", "the user plays chess on Sundays"}
    again = a.add_memory("the user likes green tea", idempotency_key="note-1")  # A's own retry
    assert again["memory_ids"] == answer["memory_ids"]


def test_adding_the_text_of_a_hidden_memory_does_not_hand_the_agent_its_id(brain):
    secret = brain.retain("my HIV test came back positive", tags=["health"]).memory_ids[0]
    brain.agents().add("A", {"hidden_tags": ["health"]})
    desk = AgentDesk(brain, "A")
    answer = desk.add_memory("my HIV test came back positive")
    assert secret not in str(answer)
    assert all(secret not in row["memory_ids"] for row in brain.access_log(agent="A"))


def test_a_summary_of_turns_the_agent_may_not_see_is_kept_from_it(brain):
    turns = [brain.retain(f"turn {i}: my therapist and I talked about my depression", kind="history",
                          tags=["health"] if i % 2 else [], metadata={"conversation_id": "c1"}).memory_ids[0]
             for i in range(4)]
    summary = brain.retain("Summary: the user talked with their therapist about depression", kind="summary",
                           source="compaction", metadata={"summarizes": turns, "conversation_id": "c1"}).memory_ids[0]
    brain.agents().add("A", {"hidden_tags": ["health"], "rate_per_minute": 10**6})
    desk = AgentDesk(brain, "A")
    answers = [desk.search_memories("therapist depression", k=20), desk.recent_memories(0, limit=50),
               desk.get_conversation(turns[0], window=10), desk.related_memories(turns[0], k=20)]
    for answer in answers:
        assert agent_world.leaks(answer, [summary]) == []
    with pytest.raises(KeyError, match="no memory"):
        desk.get_memory(summary)


def test_the_owners_profile_answer_is_as_before_agents(data_home):
    from tests.unit.test_statements import Asked

    with MemoryBrain(extractor=Asked(), embedder="none") as brain:
        brain.retain("I live in Austin and I'm allergic to cats.")
        brain.retain("I moved to Denver last month.")
        answer = brain.view("profile_for_agents")
    assert answer["replaced"]
    assert [sorted(f) for f in answer["replaced"]] == [["about", "memory_id", "replaced_with", "text"]]


def test_a_hidden_memory_neither_lifts_its_neighbours_nor_crowds_out_results(brain):
    turns = [brain.retain(text, kind="history", tags=tags, metadata={"conversation_id": "c1"}).memory_ids[0]
             for text, tags in (("we planned the weekend", []), ("my doctor prescribed insulin for diabetes", ["health"]),
                                ("sounds good to me", []))]
    for i in range(40):  # more hidden matches than the search looks at
        brain.retain(f"insulin diabetes note {i}", tags=["health"])
    shown = brain.retain("grandma also had diabetes once").memory_ids[0]
    brain.agents().add("A", {"hidden_tags": ["health"], "rate_per_minute": 10**6})
    found = AgentDesk(brain, "A").search_memories("insulin diabetes", k=3)["results"]
    ids = [r["memory_id"] for r in found]
    assert turns[0] not in ids and turns[2] not in ids  # next to a hidden hit: says nothing about it
    assert ids == [shown]


def test_a_turn_is_not_found_by_the_words_of_the_hidden_turn_before_it(brain):
    for text, tags in (("my doctor prescribed insulin for diabetes", ["health"]), ("sounds good to me", [])):
        brain.retain(text, kind="history", tags=tags, metadata={"conversation_id": "c1"})
    brain.agents().add("A", {"hidden_tags": ["health"]})
    assert AgentDesk(brain, "A").search_memories("insulin diabetes")["results"] == []
    assert [h.text for h in brain.recall("insulin diabetes")][-1] == "sounds good to me"  # the owner's search keeps it


def test_text_that_is_not_valid_unicode_is_refused_in_words_before_any_work(brain):
    brain.agents().add("A")
    desk = AgentDesk(brain, "A")
    for call in (lambda: desk.search_memories("diet \ud800"), lambda: desk.add_memory("I like \udcff tea")):
        with pytest.raises(ValueError, match="not valid text") as refused:
            call()
        assert "codec" not in str(refused.value)
    assert brain.access_log(agent="A") == [] and brain.list_memories() == []


def test_the_rate_limit_holds_across_an_agents_several_servers(brain):
    from mnemosyne_app.service.agent_rules import RateLimited, RateLimiter

    brain.retain("the user likes tea")
    brain.agents().add("A", {"rate_per_minute": 3})
    servers = [AgentDesk(brain, "A", RateLimiter()) for _ in range(3)]  # each process has its own limiter
    for desk in servers:
        desk.search_memories("tea")
    with pytest.raises(RateLimited, match="limit of 3 calls a minute") as caught:
        servers[0].search_memories("tea")
    assert 1 <= caught.value.retry_after <= 60
    assert len(brain.access_log(agent="A")) == 3


def test_an_agents_query_cannot_write_to_the_persons_terminal_or_forge_log_lines(capsys, data_home):
    from mnemosyne_app.cli import main
    from mnemosyne_app.gui.agent_words import shown_query

    with MemoryBrain(extractor="none", embedder="none") as brain:
        brain.agents().add("A")
        AgentDesk(brain, "A").search_memories("tea\x1b[2J\n2026-12-01 09:00  Claude  forget_memory  ok\u202e")
    capsys.readouterr()
    assert main(["agents", "log"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\u202e" not in out and out.count("\n") == 1
    assert "\n" not in shown_query("a\nb") and "\x1b" not in shown_query("\x1b[31m")


def test_probing_for_a_hidden_memory_is_logged_without_naming_it_as_read(brain):
    secret = brain.retain("my HIV test came back positive", tags=["health"]).memory_ids[0]
    brain.agents().add("A", {"hidden_tags": ["health"], "edit": True, "forget": True})
    desk = AgentDesk(brain, "A")
    for call in (desk.get_memory, desk.get_conversation, desk.related_memories, desk.forget_memory,
                 lambda mid: desk.update_memory(mid, text="changed")):
        with pytest.raises(KeyError, match="no memory"):
            call(secret)
    rows = brain.access_log(agent="A")
    assert [r["outcome"] for r in rows] == ["not found"] * 5 and all(r["memory_ids"] == [] for r in rows)
    assert {r["tool"] for r in rows} == {"get_memory", "get_conversation", "related_memories", "forget_memory",
                                        "update_memory"}
    assert brain.readers(secret) == [] and brain.get(secret).text == "my HIV test came back positive"


def test_flush_tells_an_agent_whether_writes_are_done_not_the_persons_activity(brain):
    brain.hot_path("enable")
    for i in range(3):
        brain.retain(f"the person's own note {i}", fast=True)
    brain.agents().add("A")
    answer = AgentDesk(brain, "A").flush(timeout=30)
    assert answer["done"] is True and set(answer) <= {"done", "seconds", "error"}


def test_an_agent_cannot_unhide_a_memory_from_the_other_agents(brain):
    from mnemosyne_app.service.agent_rules import AccessRefused

    secret = brain.retain("my salary is 95k", kind="finance", tags=["private", "work"]).memory_ids[0]
    registry = brain.agents()
    registry.add("Editor", {"edit": True})
    registry.add("Careful", {"hidden_tags": ["private"]})
    registry.add("Frugal", {"hidden_kinds": ["finance"]})
    editor = AgentDesk(brain, "Editor")
    for change, other in (({"tags": ["work"]}, "Careful"), ({"kind": "note"}, "Frugal")):
        with pytest.raises(AccessRefused, match=f"keep this memory from agent '{other}'"):
            editor.update_memory(secret, **change)
    assert (brain.get(secret).kind, brain.get(secret).tags) == ("finance", ["private", "work"])
    assert editor.update_memory(secret, tags=["private", "work", "pay"], text="my salary is 96k")["version"] == 2
    with pytest.raises(KeyError):
        AgentDesk(brain, "Careful").get_memory(secret)
