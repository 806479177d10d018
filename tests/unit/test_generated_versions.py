"""Changes Mnemosyne makes to a memory's facts are versions of their own (issue 28, truth first):
facts drawn by the model, facts drawn again after an edit, a fact ended by a later memory, a
proposal confirmed. Each is a new version marked generated, saying from what; ledgered like any
change and checked by verify with no exemption; restorable before or after; and it leaves the
memory's text and its "updated" time (its place in the Updated order) as they were."""

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.store import driver, memories, schema
from tests.store_access import conn_of
from tests.unit.test_fact_spans import RulesOnly, said


def current(state):
    """The texts of a state's current facts."""
    return [f if isinstance(f, str) else f["text"] for f in state["facts"]
            if isinstance(f, str) or f["superseded_by"] is None]


def ops(brain, memory_id):
    return [v.op for v in brain.history(memory_id)]


def test_facts_drawn_then_ended_are_versions_verify_checks_and_restore_puts_back(tmp_path):
    with MemoryBrain(tmp_path, scope="g", extractor=RulesOnly(), embedder="none") as brain:
        lyon = brain.retain("I live in Lyon.", extract=False).memory_ids[0]
        brain.extract_facts(queue=False, memory_ids=[lyon])
        brain.run_backlog()
        assert brain.get(lyon).facts == ["User lives in Lyon"]
        paris = brain.retain("I moved to Paris.").memory_ids[0]
        assert brain.get(lyon).facts == []  # ended, kept as history
        history = brain.history(lyon)
        assert [v.op for v in history] == ["add", "extract", "supersede"]
        assert [v.version for v in history] == [1, 2, 3]
        assert history[0].state["facts"] == []  # the state before the facts were drawn is kept
        assert current(history[1].state) == ["User lives in Lyon"]  # and the state before the ending
        assert history[2].state["facts"][0]["superseded_by"] == paris
        assert brain.verify_integrity().valid

        # no exemption: the state before the facts were drawn is checked like any version
        conn = conn_of(brain)
        kept = conn.execute("SELECT * FROM memory_versions WHERE memory_id = ? AND version = 1", (lyon,)).fetchall()
        conn.execute("DELETE FROM memory_versions WHERE memory_id = ? AND version = 1", (lyon,))
        report = brain.verify_integrity()
        assert not report.valid and "a version was deleted" in report.reason
        conn.execute("INSERT INTO memory_versions VALUES (?,?,?,?,?)", kept[0])
        assert brain.verify_integrity().valid

        # the ended fact made current again behind the app's back: caught, and put back
        conn.execute("UPDATE facts SET superseded_by = NULL WHERE memory_id = ?", (lyon,))
        report = brain.verify_integrity()
        assert not report.valid and [b["memory_id"] for b in report.broken_memories] == [lyon]
        brain.restore_vouched(lyon)
        assert brain.get(lyon).facts == [] and brain.verify_integrity().valid

        # restore puts back the state before the facts were drawn, and the state after
        brain.restore(lyon, version=1)
        assert [r for r in brain.get(lyon).fact_records if r["superseded_by"] is None] == []
        rome = brain.retain("Rome is where my sister lives.", extract=False).memory_ids[0]
        brain.extract_facts(queue=False, memory_ids=[rome])
        brain.run_backlog()
        drawn = brain.get(rome).facts
        assert drawn and ops(brain, rome) == ["add", "extract"]
        brain.restore(rome, version=1)
        assert brain.get(rome).facts == []
        brain.restore(rome, version=2)
        assert brain.get(rome).facts == drawn
        assert brain.verify_integrity().valid


def test_a_memory_whose_fact_a_later_one_ends_keeps_its_text_and_its_place(tmp_path):
    with MemoryBrain(tmp_path, scope="g", extractor=RulesOnly(), embedder="none") as brain:
        lyon = said(brain, "2024-01-10", "I live in Lyon.")
        note = brain.retain("Buy stamps.", extract=False).memory_ids[0]
        before = brain.get(lyon)
        time.sleep(0.01)  # (so that a new "updated" time would differ)
        said(brain, "2024-03-01", "I moved to Paris.")
        after = brain.get(lyon)
        assert (after.text, after.updated_at) == (before.text, before.updated_at)
        assert after.version == before.version + 1 and after.facts == []
        order = [m.memory_id for m in brain.list_memories()]
        assert order.index(note) < order.index(lyon)  # it did not jump up the Updated order

        # a proposal confirmed: the same, a generated version that leaves its place
        deloitte = said(brain, "2024-05-01", "I work at Deloitte.")
        held = brain.get(deloitte)
        said(brain, "2024-09-01", "I left Acme.")
        (pending,) = brain.proposals()
        time.sleep(0.01)
        brain.decide_proposal(pending["proposal_id"], confirm=True)
        ended = brain.get(deloitte)
        assert (ended.text, ended.updated_at, ended.version) == (held.text, held.updated_at, held.version + 1)
        assert ops(brain, deloitte) == ["add", "supersede"]
        assert brain.verify_integrity().valid


def test_history_says_what_was_generated_and_from_what(tmp_path):
    with MemoryBrain(tmp_path, scope="g", extractor=RulesOnly(), embedder="none") as brain:
        lyon = brain.retain("I live in Lyon.", extract=False).memory_ids[0]
        brain.extract_facts(queue=False, memory_ids=[lyon])
        brain.run_backlog()
        paris = brain.retain("I moved to Paris.").memory_ids[0]
        added, drawn, ended = brain.history(lyon)
        assert not added.generated and added.ended_by == ()
        assert drawn.generated and drawn.ended_by == ()  # facts drawn by the model
        assert ended.generated and ended.ended_by == (paris,)  # the memory that ended its fact
        # dated when they were made, not with the time the person last changed the memory
        assert drawn.changed_at > added.changed_at and ended.changed_at >= drawn.changed_at
        assert brain.get(lyon).updated_at == added.changed_at


def test_an_edit_whose_facts_are_drawn_again_is_the_person_s_version_then_a_generated_one(tmp_path):
    with MemoryBrain(tmp_path, scope="g", extractor=RulesOnly(), embedder="none") as brain:
        mid = brain.retain("I live in Lyon.").memory_ids[0]
        brain.update(mid, text="I live in Nantes.")
        history = brain.history(mid)
        assert [v.op for v in history] == ["add", "edit", "extract"]
        assert history[1].state["text"] == "I live in Nantes." and current(history[1].state) == ["User lives in Lyon"]
        assert current(history[2].state) == ["User lives in Nantes"] and history[2].generated
        assert brain.get(mid).updated_at == history[1].changed_at
        assert brain.verify_integrity().valid


def test_a_store_of_1_21_with_facts_drawn_beside_its_memories_upgrades_and_verifies(tmp_path):
    """Releases before 1.22 drew facts beside a memory (a ledger entry, no version): the state
    before is vouched by the ledger only. The upgrade keeps such a store valid; what is drawn after
    it is a version of its own, checked with no exemption."""
    with MemoryBrain(tmp_path, scope="old", extractor=RulesOnly(), embedder="none") as brain:
        oslo = brain.retain("I live in Oslo.", extract=False).memory_ids[0]
        path = brain.db_path
    _draw_beside_as_1_21_did(path, oslo)
    with MemoryBrain(tmp_path, scope="old", extractor=RulesOnly(), embedder="none") as brain:
        conn = conn_of(brain)
        assert schema.version_of(conn) == schema.CURRENT >= 1022
        assert brain.verify_integrity().valid
        assert brain.get(oslo).facts == ["User lives in Oslo"]
        brain.update(oslo, text="I live in Bergen.")
        assert ops(brain, oslo)[-2:] == ["edit", "extract"]
        assert brain.verify_integrity().valid
        # a state drawn after the upgrade that goes missing is found: no exemption for it
        conn.execute("DELETE FROM memory_versions WHERE memory_id = ? AND op = 'edit'", (oslo,))
        assert not brain.verify_integrity().valid


def _draw_beside_as_1_21_did(path, memory_id):
    """Facts drawn for ``memory_id`` as schema 1.21's build wrote them (memories.add_generated_facts
    of commit 720a9fb): the facts and the ledger entry, the version and "updated" time kept; the
    store put back to user_version 1021."""
    from mnemosyne_app.core.store import ledger, vouched

    conn = driver.open_connection(path)
    with driver.write_transaction(conn, str(path)):
        row = memories.fetch_whole(conn, memory_id)
        new = dict(row, facts=[memories.fact_value("User lives in Oslo", "residence")], triples=[])
        memories.add_facts(conn, memory_id, new["facts"], [], time.time())
        state = ledger.state_json(new)
        ledger.append(conn, "extract", memory_id, state)
        vouched.keep(conn, memory_id, state)
        conn.execute("PRAGMA user_version = 1021")
    conn.close()


KILLED_IN_1_22 = textwrap.dedent(
    """
    import sys
    from mnemosyne_app.core.store import driver, schema
    at = [m[:2] for m in schema.MIGRATIONS].index((1, 22))  # (later migrations follow it)
    step = schema.MIGRATIONS[at][2]
    def noted_then_waits(conn):
        step(conn)
        print("inside", flush=True)
        sys.stdin.read()  # killed here: the step's writes are made, not committed
    schema.MIGRATIONS[at] = (*schema.MIGRATIONS[at][:2], noted_then_waits)
    schema.migrate(driver.open_connection(sys.argv[1]), sys.argv[1])
    """
)


def test_a_kill_during_the_upgrade_to_1_22_loses_nothing(tmp_path):
    with MemoryBrain(tmp_path, scope="old", extractor=RulesOnly(), embedder="none") as brain:
        oslo = brain.retain("I live in Oslo.", extract=False).memory_ids[0]
        path = brain.db_path
    _draw_beside_as_1_21_did(path, oslo)
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    with subprocess.Popen([sys.executable, "-c", KILLED_IN_1_22, str(path)], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, text=True, env=env) as proc:
        try:
            assert proc.stdout.readline().strip() == "inside"
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
    assert proc.returncode == -signal.SIGKILL
    conn = driver.open_connection(path)
    assert schema.version_of(conn) == 1021  # nothing of the step is kept: it runs again, whole
    assert conn.execute("SELECT count(*) FROM meta WHERE key = ?", (memories.DRAWN_BESIDE_UNTIL,)).fetchall() == [(0,)]
    conn.close()
    with MemoryBrain(tmp_path, scope="old", extractor=RulesOnly(), embedder="none") as brain:
        assert schema.version_of(conn_of(brain)) == schema.CURRENT
        assert brain.get(oslo).facts == ["User lives in Oslo"] and brain.verify_integrity().valid


def test_undoing_an_agent_s_edit_goes_back_past_the_facts_drawn_after_it(data_home):
    """An agent's text edit is followed by the facts drawn again (a generated version of its own):
    undoing the agent's call returns to the version before its edit, not to its edit."""
    from mnemosyne_app.service.agent_desk import AgentDesk

    with MemoryBrain(scope="default", extractor=RulesOnly(), embedder="none") as brain:
        mid = brain.retain("I live in Lyon.").memory_ids[0]
        before = brain.get(mid)
        brain.agents().add("Editor", {"edit": True})
        AgentDesk(brain, "Editor").update_memory(mid, text="I live in Nantes.")
        assert ops(brain, mid) == ["add", "edit", "extract"]
        (edit,) = brain.access_log(agent="Editor", limit=1)
        brain.undo_agent_change(edit["seq"])
        after = brain.get(mid)
        assert (after.text, after.facts) == (before.text, before.facts)
        assert brain.verify_integrity().valid
