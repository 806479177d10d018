"""The ledger covers every persisted fact about a memory (SPEC §11): versions, facts, triples,
timestamps, tags, expiry, pin and supersession. A direct edit of any of them is found by verify,
and a forged earlier version cannot be restored into a fresh, valid ledger entry."""

import json

import pytest

from mnemosyne_app.core import errors
from mnemosyne_app.core.store import ledger
from tests.store_access import conn_of
from tests.unit.fakes import CountingExtractor


@pytest.fixture
def edited(brain):
    """A memory with facts and triples and an earlier version, and a second one merged into it."""
    mid = brain.retain("I live in Porto and work as a nurse.", extract=False, tags=["home"]).memory_ids[0]
    brain.update(mid, text="I live in Porto and I work as a nurse.", facts=["Lives in Porto", "Works as a nurse"])
    other = brain.retain("I live in Porto, and I work as a nurse!", extract=False).memory_ids[0]
    assert brain.verify_integrity().valid
    return brain, mid, other


SQL_EDITS = {
    "version state": "UPDATE memory_versions SET state = replace(state, 'Porto', 'Lisbon') WHERE memory_id = :m",
    "fact text": "UPDATE facts SET text = 'Student learning the cello' WHERE memory_id = :m",
    "fact added": "INSERT INTO facts(memory_id, text, created_at) VALUES (:m, 'Owns a yacht', 0)",
    "fact removed": "DELETE FROM facts WHERE memory_id = :m AND text = 'Works as a nurse'",
    "triple added": "INSERT INTO triples(memory_id, subject, predicate, object) VALUES (:m, 'user', 'owns', 'yacht')",
    "created_at": "UPDATE memories SET created_at = created_at - 86400 * 365 WHERE memory_id = :m",
    "updated_at": "UPDATE memories SET updated_at = updated_at + 60 WHERE memory_id = :m",
    "tags": """UPDATE memories SET tags = '["home","secret"]' WHERE memory_id = :m""",
    "expiry": "UPDATE memories SET expires_at = 1 WHERE memory_id = :m",
    "pin": "UPDATE memories SET pinned = 1 WHERE memory_id = :m",
    "supersession": "UPDATE memories SET superseded_by = :m WHERE memory_id = :o",
}


@pytest.mark.parametrize("what", SQL_EDITS)
def test_a_direct_edit_of_any_covered_fact_is_found(edited, what):
    brain, mid, other = edited
    conn_of(brain).execute(SQL_EDITS[what], {"m": mid, "o": other})
    rep = brain.verify_integrity()
    assert not rep.valid and rep.first_broken_at is not None
    assert mid in rep.reason or other in rep.reason  # it names the memory


def test_a_forged_version_is_not_restored(edited):
    brain, mid, _ = edited
    conn_of(brain).execute(SQL_EDITS["version state"], {"m": mid})
    with pytest.raises(errors.TamperedError, match="does not match the audit ledger"):
        brain.restore(mid, version=1)
    assert "Lisbon" not in brain.get(mid).text  # nothing was laundered into a new version
    assert not brain.verify_integrity().valid


def test_an_honest_version_is_restored_with_its_facts(edited):
    brain, mid, _ = edited
    brain.restore(mid, version=1)
    m = brain.get(mid)
    assert m.text == "I live in Porto and work as a nurse." and m.facts == []  # version 1 had none
    brain.restore(mid, version=2)
    assert brain.get(mid).facts == ["Lives in Porto", "Works as a nurse"]
    assert brain.verify_integrity().valid


def test_facts_edits_are_versioned_and_undoable(brain):
    mid = brain.retain("I play the violin on Tuesdays.", extract=False).memory_ids[0]
    brain.update(mid, facts=["Student learning the cello on Tuesdays"])  # what a small model might say
    brain.update(mid, facts=["Plays the violin on Tuesdays"])            # corrected by the person
    versions = brain.history(mid)
    # (a fact a rule places is stored with its attribute, "hobby" here: its text is what was versioned)
    from mnemosyne_app.core.store.memories import fact_parts
    assert [[fact_parts(f)[0] for f in v.state["facts"]] for v in versions] == [
        [], ["Student learning the cello on Tuesdays"], ["Plays the violin on Tuesdays"]]
    brain.restore(mid, version=2)
    assert brain.get(mid).facts == ["Student learning the cello on Tuesdays"]
    assert brain.verify_integrity().valid


def test_queued_extraction_adds_facts_as_a_ledgered_generated_change(data_home, tmp_path):
    """Ledgered, a version of its own marked generated (issue 28: the state before it is kept)."""
    from mnemosyne_app import MemoryBrain

    path = tmp_path / "chat.jsonl"
    path.write_text(json.dumps({"id": "c1", "messages": [{"role": "user", "content": "I live in Porto."}]}))
    with MemoryBrain(scope="x", extractor=CountingExtractor()) as brain:
        brain.import_archive(path, extract=True)
        brain.hot_path("flush", timeout=30)
        mid = brain.list_memories()[0].memory_id
        assert brain.get(mid).facts and [(v.op, v.generated) for v in brain.history(mid)] == [
            ("add", False), ("extract", True)]
        assert [op for (op,) in conn_of(brain).execute("SELECT op FROM ledger WHERE memory_id = ? ORDER BY seq",
                                                       (mid,))] == ["add", "extract"]
        assert brain.verify_integrity().valid
        conn_of(brain).execute("DELETE FROM facts")
        assert not brain.verify_integrity().valid


def _rehash_as_before_release_1_4(conn):
    """Rewrite the ledger as an earlier release wrote it: states hashed in the older, smaller
    form, the chain rebuilt over them (what a store made before this release holds)."""
    fields = ledger.STATE_FIELDS_V1
    rows = {r[0]: dict(zip(fields, r)) for r in conn.execute(f"SELECT {', '.join(fields)} FROM memories")}
    prev, entries = ledger.GENESIS, []
    for seq, ts, op, memory_id, _change, _p, _h in conn.execute("SELECT * FROM ledger ORDER BY seq").fetchall():
        change = ledger.sha256(ledger.state_json_v1(rows[memory_id]))
        h = ledger.entry_hash(prev, seq, ts, op, memory_id, change)
        entries.append((seq, ts, op, memory_id, change, prev, h))
        prev = h
    conn.execute("DELETE FROM ledger")
    ledger.write_entries(conn, entries)


def test_a_store_from_an_earlier_release_still_verifies_and_edits(brain):
    mid = brain.retain("written by an earlier release", extract=False).memory_ids[0]
    _rehash_as_before_release_1_4(conn_of(brain))
    assert brain.verify_integrity().valid  # the older form is accepted for the entries that used it
    brain.update(mid, text="edited by this release")
    assert brain.verify_integrity().valid  # version 1 kept in the form the ledger vouches for
    brain.restore(mid, version=1)
    assert brain.get(mid).text == "written by an earlier release"
    assert brain.verify_integrity().valid
    conn_of(brain).execute("UPDATE memories SET created_at = 0 WHERE memory_id = ?", (mid,))
    assert not brain.verify_integrity().valid  # its new entries cover the timestamps
