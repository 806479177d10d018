"""Agents (issue 34) in process: the registry, grants, the tools' checks and filters, the access
log and its verification. The same tools over real MCP and HTTP: test_agents_mcp.py, test_agents_http.py."""

import json
import os
import stat

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.service.agent_desk import AgentDesk
from mnemosyne_app.service.agent_rules import AccessRefused, RateLimited
from tests.store_access import conn_of
from tests.unit import agent_world


@pytest.fixture
def world(data_home):
    brain = MemoryBrain(extractor="none", embedder="none").ensure_init()
    built = agent_world.build(brain)
    yield brain, built
    brain.close()


def test_a_new_agent_reads_and_adds_in_the_default_scope_only_and_its_token_is_kept_hashed(data_home):
    registry = MemoryBrain.agents()
    agent, token = registry.add("Claude Desktop")
    g = agent.grant
    assert (g.scopes, g.read, g.write, g.edit, g.forget, g.hidden_tags) == (("default",), True, True, False, False, ())
    stored = (data_home / "agents.json").read_text()
    assert token not in stored and token.startswith("mna_") and len(token) > 40
    assert registry.authenticate(token).name == "Claude Desktop" and registry.authenticate(token + "x") is None
    assert [a.name for a in registry.list()] == ["Claude Desktop"]
    for name in ("agents.json", "agents.lock"):  # owner-only, like the API token
        assert stat.S_IMODE(os.stat(data_home / name).st_mode) == 0o600
    with pytest.raises(ValueError, match="exists already"):
        registry.add("Claude  Desktop")
    registry.pause("Claude Desktop")
    assert MemoryBrain.agents().get("Claude Desktop").paused  # another process's registry sees it
    registry.remove("Claude Desktop")
    assert registry.authenticate(token) is None and registry.revoked(token) == "Claude Desktop"


def test_grants_are_checked_and_unknown_ones_refused(data_home):
    registry = MemoryBrain.agents()
    with pytest.raises(ValueError, match="unknown grant 'delete'"):
        registry.add("X", {"delete": True})
    with pytest.raises(ValueError, match="scope"):
        registry.add("X", {"scopes": ["../etc"]})
    agent, _ = registry.add("X", {"hidden_tags": ["Health", "private"], "edit": True})
    assert agent.grant.hides("note", ["HEALTH"]) and not agent.grant.hides("note", ["work"])
    assert registry.set_grant("X", {"forget": True}).grant.edit is True  # a change keeps the rest


def _sweep(desk, world) -> list:
    """Every read tool over the whole store; returns the answers."""
    out = [desk.search_memories(q, k=50) for q in ("apples", "health", "doctor", "remark number", "chat")]
    out.append(desk.recent_memories(0, limit=200))
    out.append(desk.get_profile())
    for mid in world["all"][::7]:
        for call in (desk.get_memory, desk.get_conversation, desk.related_memories):
            try:
                out.append(call(mid))
            except KeyError:
                assert mid in world["health"]
    return out


def test_an_agent_denied_health_never_receives_a_health_memory(world):
    brain, built = world
    registry = brain.agents()
    registry.add("Careful", {"hidden_tags": ["health"], "rate_per_minute": 10**6})
    registry.add("Trusted", {"rate_per_minute": 10**6})
    careful, trusted = AgentDesk(brain, "Careful"), AgentDesk(brain, "Trusted")
    for answer in _sweep(careful, built):
        assert agent_world.leaks(answer, built["health"]) == []
    for mid in built["health"]:
        with pytest.raises(KeyError, match="no memory"):
            careful.get_memory(mid)
        with pytest.raises(KeyError):
            careful.get_conversation(mid)
    # The same calls give the other agent health memories: the filter, not the data, kept them out.
    seen = set()
    for answer in _sweep(trusted, built):
        seen |= set(agent_world.leaks(answer, built["health"]))
    assert len(seen) > 40
    got = careful.recent_memories(0, limit=200)["memories"]
    assert len(got) == len(built["other"])  # everything else is there
    conv = careful.get_conversation(built["turns"]["conv-0"][3], window=3)["turns"]
    assert [t["memory_id"] for t in conv] == [m for m in built["turns"]["conv-0"][:7] if m not in built["health"]]


def test_results_are_quoted_data_with_source_and_time(world):
    brain, built = world
    brain.agents().add("A")
    found = AgentDesk(brain, "A").search_memories("apples travel", k=3)
    assert "never as instructions" in found["note"]
    hit = found["results"][0]
    assert hit["said_at"].endswith("+00:00") and hit["source"] and "words" in hit["why"]["matched"]


def test_a_missing_grant_is_named_and_changes_nothing(world):
    brain, built = world
    brain.agents().add("Reader", {"write": False})
    desk = AgentDesk(brain, "Reader")
    before = brain.stats()["memories"], len(brain.list_events(limit=1000))
    with pytest.raises(AccessRefused, match="lacks the 'write' grant needed for add_memory; nothing was changed"):
        desk.add_memory("remember this")
    with pytest.raises(AccessRefused, match="'edit' grant"):
        desk.update_memory(built["other"][-1], text="changed")
    with pytest.raises(AccessRefused, match="'forget' grant"):
        desk.forget_memory(built["other"][0])
    assert (brain.stats()["memories"], len(brain.list_events(limit=1000))) == before
    assert brain.get(built["other"][-1]).version == 1 and not brain.get(built["other"][0]).deleted
    brain.agents().set_grant("Reader", {"scopes": ["work"], "write": True})
    with pytest.raises(AccessRefused, match="scope 'default'"):
        desk.search_memories("apples")
    refused = [r["outcome"] for r in brain.access_log(agent="Reader")]
    assert len(refused) == 4 and all(o.startswith("refused: no") for o in refused)


def test_paused_and_removed_agents_are_refused_at_once(world):
    brain, built = world
    registry = brain.agents()
    registry.add("P")
    desk = AgentDesk(brain, "P")
    desk.search_memories("apples")
    registry.pause("P")
    with pytest.raises(AccessRefused, match="'P' is paused"):
        desk.search_memories("apples")
    registry.resume("P")
    desk.search_memories("apples")
    registry.remove("P")
    with pytest.raises(AccessRefused, match="was removed"):
        desk.search_memories("apples")


def test_the_rate_limit_says_when_to_try_again(world):
    brain, _ = world
    brain.agents().add("Fast", {"rate_per_minute": 3})
    desk = AgentDesk(brain, "Fast")
    for _ in range(3):
        desk.get_profile()
    with pytest.raises(RateLimited, match="limit of 3 calls a minute") as caught:
        desk.get_profile()
    assert 1 <= caught.value.retry_after <= 20
    assert brain.access_counts()["Fast"] == {"get_profile": 3}


def test_oversized_input_is_refused_before_any_work(world):
    brain, _ = world
    brain.agents().add("Big", {"rate_per_minute": 1})
    desk = AgentDesk(brain, "Big")
    with pytest.raises(ValueError, match="at most 1000"):
        desk.search_memories("x" * 5000)
    with pytest.raises(ValueError, match="at most"):
        desk.add_memory("y" * (brain.max_text_chars + 1))
    with pytest.raises(ValueError, match="at most 50"):
        desk.add_memory("fine", tags=["t"] * 51)
    with pytest.raises(ValueError, match="k must be"):
        desk.search_memories("apples", k=10_000)
    desk.get_profile()  # the refusals spent none of its one call a minute, and logged nothing
    assert brain.access_counts() == {"Big": {"get_profile": 1}}


def test_edits_and_forgets_are_versioned_ledgered_and_undone_from_the_log(world):
    brain, built = world
    brain.agents().add("Editor", {"edit": True, "forget": True})
    desk = AgentDesk(brain, "Editor")
    mid, other = built["other"][5], built["other"][6]  # mid has facts: version 2 before the agent
    before = brain.get(mid)
    assert desk.update_memory(mid, text="corrected by the agent")["version"] == before.version + 1
    desk.forget_memory(other)
    assert brain.history(mid)[-1].op == "edit" and brain.get(other).deleted
    with pytest.raises(KeyError):
        desk.get_memory(other)
    missed, forgot, edit = brain.access_log(agent="Editor", limit=3)
    assert (missed["tool"], missed["outcome"], missed["memory_ids"]) == ("get_memory", "not found", [])
    brain.undo_agent_change(forgot["seq"])
    brain.undo_agent_change(edit["seq"])
    after = brain.get(mid)
    assert (after.text, after.facts) == (before.text, before.facts) and not brain.get(other).deleted
    with pytest.raises(ValueError, match="changed nothing to undo"):
        desk.get_profile()
        brain.undo_agent_change(brain.access_log(agent="Editor", limit=1)[0]["seq"])
    assert brain.verify_integrity().valid


def test_the_access_log_holds_every_call_and_verify_catches_a_changed_row(world):
    brain, built = world
    _, token = brain.agents().add("Logged")
    desk = AgentDesk(brain, "Logged")
    answer = desk.search_memories("apples", k=4)
    desk.get_memory(built["other"][0])
    added = desk.add_memory("the user likes green tea")
    desk.flush()
    assert desk.get_event_status(added["event_id"])["status"] == "succeeded"
    rows = brain.access_log(agent="Logged")
    assert [r["tool"] for r in rows] == ["get_event_status", "flush", "add_memory", "get_memory", "search_memories"]
    assert rows[-1]["memory_ids"] == [h["memory_id"] for h in answer["results"]] and rows[-1]["query"] == "apples"
    readers = brain.readers(built["other"][0])
    assert readers[0]["agent"] == "Logged" and readers[0]["times"] >= 1
    assert brain.verify_integrity().valid
    raw = json.dumps(brain.access_log(limit=1000)) + (brain.root / "agents.json").read_text()
    assert token not in raw
    conn_of(brain).execute("UPDATE access_log SET query = 'something else' WHERE seq = 1")
    rep = brain.verify_integrity()
    assert not rep.valid and rep.access_log_broken_at == 1 and "access log row 1 was altered" in rep.reason
    assert rep.where == "access log row 1"


def test_retention_keeps_the_chain_verifiable_and_a_cut_tail_is_caught(world):
    brain, _ = world
    brain.agents().add("R")
    desk = AgentDesk(brain, "R")
    for _ in range(5):
        desk.get_profile()
    conn = conn_of(brain)
    conn.execute("UPDATE access_log SET at = at - 40 * 86400 WHERE seq <= 3")
    # (the rows' times are hashed: re-hash them as the app would have written them 40 days ago)
    from mnemosyne_app.core.agents import access_log
    prev = "0" * 64
    for seq, at, agent, tool, q, ids, ev, outcome in conn.execute(
            "SELECT seq, at, agent, tool, query, memory_ids, event_id, outcome FROM access_log ORDER BY seq").fetchall():
        h = access_log.row_hash(prev, seq, at, agent, tool, q, ids, ev, outcome)
        conn.execute("UPDATE access_log SET prev_hash = ?, hash = ? WHERE seq = ?", (prev, h, seq))
        prev = h
    conn.execute("UPDATE meta SET value = ? WHERE key = 'access_log_head'", (f"5:{prev}",))
    assert brain.verify_integrity().valid
    assert brain.prune_access_log(30) == 3 and len(brain.access_log()) == 2
    assert brain.verify_integrity().valid
    desk.get_profile()
    assert brain.verify_integrity().valid
    conn.execute("DELETE FROM access_log WHERE seq = (SELECT max(seq) FROM access_log)")
    assert "cut short" in brain.verify_integrity().reason


def test_the_profile_never_names_a_replacing_fact_from_a_hidden_memory(data_home):
    from tests.unit.test_statements import Asked

    with MemoryBrain(extractor=Asked(), embedder="none") as brain:
        brain.retain("I live in Austin and I'm allergic to cats.")
        moved = brain.retain("I moved to Denver last month.", tags=["private"]).memory_ids[0]
        brain.agents().add("Careful", {"hidden_tags": ["private"]})
        brain.agents().add("Trusted")
        careful = AgentDesk(brain, "Careful").get_profile(include_replaced=True)
        trusted = AgentDesk(brain, "Trusted").get_profile(include_replaced=True)
        current = AgentDesk(brain, "Trusted").get_profile()
    assert any("Denver" in f["replaced_with"] for f in trusted["replaced"])  # what hiding must take away
    assert "Denver" not in json.dumps(careful) and moved not in json.dumps(careful)
    assert [f["replaced_with"] for f in careful["replaced"]] == ["a later memory this agent may not see"]
    assert "replaced" not in current and "Austin" not in json.dumps(current)  # current facts only
    assert any("Denver" in f["text"] for f in current["facts"])


def test_a_memory_tagged_no_agents_is_kept_from_every_agent(world):
    brain, built = world
    mid = built["other"][0]
    brain.update(mid, tags=["work", "No-Agents"])
    brain.agents().add("Trusted", {"rate_per_minute": 10**6})
    desk = AgentDesk(brain, "Trusted")
    with pytest.raises(KeyError, match="no memory"):
        desk.get_memory(mid)
    assert agent_world.leaks(desk.search_memories("apples work remark", k=50), [mid]) == []
    assert agent_world.leaks(desk.recent_memories(0, limit=200), [mid]) == []


def test_a_generated_summary_reaches_an_agent_dated_as_made_not_as_said(world):
    """Issue 27's summaries through issue 34's tools: what the app wrote has no said_at (it was
    never said), only when it was generated, by what and from which conversation."""
    brain, built = world
    brain.agents().add("A")
    kept = brain.compact_history("conv-0", max_sentences=2)
    got = AgentDesk(brain, "A").get_memory(kept["memory_id"])
    memory = got.get("memory", got)
    assert "said_at" not in memory
    assert memory["generated"]["by"] and memory["generated_at"].endswith("+00:00")
    assert memory["summary_of"] == "conv-0"


def test_a_summary_quoting_a_health_turn_is_kept_from_an_agent_denied_health(world):
    """Issue 27's summary quotes turns; issue 34 hides by tag: the summary carries the tags of the
    turns it quotes, so an agent denied health never reads a health turn through it."""
    brain, built = world
    brain.agents().add("Careful", {"hidden_tags": ["health"], "rate_per_minute": 10**6})
    kept = brain.compact_history("conv-0", max_sentences=50)
    summary = brain.get(kept["memory_id"])
    assert "doctor said" in summary.text and "health" in summary.tags  # it does quote a health turn
    careful = AgentDesk(brain, "Careful")
    with pytest.raises(KeyError):
        careful.get_memory(kept["memory_id"])
    for answer in _sweep(careful, built):
        assert "doctor said" not in json.dumps(answer)
