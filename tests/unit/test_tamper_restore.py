"""Tampering is actionable (issue 27): verify names each memory changed behind the app's back with
what it says now and what the ledger vouches for; the result persists until resolved; a ledgered
restore brings the vouched version back, and nothing the memory said meanwhile is lost."""

import json


import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import errors
from tests.store_access import back_to, conn_of


def tamper(brain, memory_id, text):
    conn_of(brain).execute("UPDATE memories SET text = ? WHERE memory_id = ?", (text, memory_id))


def test_verify_lists_the_changed_memory_and_restore_brings_back_the_vouched_version(data_home):
    with MemoryBrain(scope="t") as brain:
        mid = brain.retain("My dentist appointment is on January 14.", extract=False).memory_ids[0]
        other = brain.retain("I like tea.", extract=False).memory_ids[0]
        brain.update(mid, text="My dentist appointment is on January 15.")
        tamper(brain, mid, "My dentist appointment was cancelled.")
        rep = brain.verify_integrity()
        assert not rep.valid and rep.first_broken_at is not None
        (b,) = rep.broken_memories
        assert (b["memory_id"], b["text"], b["vouched_text"]) == (
            mid, "My dentist appointment was cancelled.", "My dentist appointment is on January 15.")
        assert b["restorable"] and b["vouched_version"] == 2 and "differs" in b["why"]
        assert rep.as_dict()["broken_memories"][0]["memory_id"] == mid  # additive to the result's shape
        rows = brain.memory_rows([mid, other])
        assert rows[mid].get("tampered") is True and "tampered" not in rows[other]
    with MemoryBrain(scope="t") as brain:  # the warning survives a restart
        last = brain.last_verify()
        assert last["valid"] is False and [b["memory_id"] for b in last["broken_memories"]] == [mid]
        assert brain.memory_rows([mid])[mid]["tampered"] is True
        restored = brain.restore_vouched(mid)
        assert restored.text == "My dentist appointment is on January 15." and restored.version == 3
        assert [h.op for h in brain.history(mid)] == ["add", "edit", "restore"]
        assert brain.verify_integrity().valid
        assert "tampered" not in brain.memory_rows([mid])[mid]
        (event,) = brain.list_events(op="restore vouched")
        assert event.payload["changed_outside"]["text"] == "My dentist appointment was cancelled."  # not lost
        assert [h.text for h in brain.recall("January 15 dentist", k=3, meaning=False)][0].endswith("January 15.")
        assert not brain.recall("cancelled", k=3, meaning=False)


def test_a_batch_import_keeps_vouched_copies_too(data_home, tmp_path):
    path = tmp_path / "chat.jsonl"
    path.write_text(json.dumps({"id": "c", "messages": [{"role": "user", "content": "I was born in Porto."},
                                                        {"role": "assistant", "content": "Lovely city."}]}))
    with MemoryBrain(scope="b") as brain:
        brain.import_archive(path)
        turn = next(m for m in brain.list_memories() if m.text == "I was born in Porto.")
        conn_of(brain).execute("UPDATE memories SET text = 'I was born in Lisbon.', tags = '[\"x\"]' "
                               "WHERE memory_id = ?", (turn.memory_id,))
        (b,) = brain.verify_integrity().broken_memories
        assert b["vouched_text"] == "I was born in Porto." and b["text"] == "I was born in Lisbon."
        back = brain.restore_vouched(turn.memory_id)
        assert (back.text, back.tags, back.metadata["role"]) == ("I was born in Porto.", [], "user")
        assert brain.verify_integrity().valid


def test_a_copy_changed_as_well_is_not_restored(data_home):
    with MemoryBrain(scope="f") as brain:
        mid = brain.retain("I have two cats.", extract=False).memory_ids[0]
        tamper(brain, mid, "I have no cats.")
        conn_of(brain).execute("DELETE FROM vouched_states WHERE memory_id = ?", (mid,))
        (b,) = brain.verify_integrity().broken_memories
        assert b["vouched_text"] is None and not b["restorable"]
        with pytest.raises(errors.TamperedError, match="no copy the audit ledger vouches for"):
            brain.restore_vouched(mid)
        assert brain.get(mid).text == "I have no cats."  # nothing changed by the refusal


def test_a_store_from_before_the_copies_gets_them_for_untouched_memories(data_home, tmp_path):
    with MemoryBrain(scope="old") as brain:
        good = brain.retain("I live in Oslo.", extract=False).memory_ids[0]
        bad = brain.retain("I work as a nurse.", extract=False).memory_ids[0]
        conn = conn_of(brain)
        back_to(conn, tmp_path / "blank.db")
        tamper(brain, bad, "I work as a pilot.")  # changed before the upgrade: no copy is made of it
    with MemoryBrain(scope="old") as brain:
        tamper(brain, good, "I live in Bergen.")
        found = {b["memory_id"]: b for b in brain.verify_integrity().broken_memories}
        assert found[good]["vouched_text"] == "I live in Oslo." and found[bad]["vouched_text"] is None
        assert brain.restore_vouched(good).text == "I live in Oslo."
