"""The hash-chained audit ledger catches tampering with itself and with memories (SPEC §3)."""

import pytest


@pytest.fixture
def filled(brain):
    ids = [brain.retain(f"memory number {i}", extract=False).memory_ids[0] for i in range(5)]
    brain.update(ids[1], text="memory number one, edited")
    brain.delete(ids[2])
    return brain, ids  # ledger: 1..5 adds, 6 edit, 7 delete


def test_untouched_store_is_valid(filled):
    brain, _ = filled
    rep = brain.verify_integrity()
    assert (rep.valid, rep.checked, rep.first_broken_at, rep.reason) == (True, 7, None, None)
    assert rep.memories_checked == 5


def test_every_mutation_appends_exactly_one_entry(brain):
    mid = brain.retain("x", extract=False).memory_ids[0]
    brain.update(mid, text="y")
    brain.delete(mid)
    brain.restore(mid)
    ops = brain.conn.execute("SELECT op FROM ledger ORDER BY seq").fetchall()
    assert [o[0] for o in ops] == ["add", "edit", "delete", "restore"]


def test_edited_ledger_row_is_found(filled):
    brain, _ = filled
    brain.conn.execute("UPDATE ledger SET op = 'edit' WHERE seq = 3")
    rep = brain.verify_integrity()
    assert (rep.valid, rep.first_broken_at) == (False, 3)
    assert "altered" in rep.reason


def test_rewritten_change_hash_is_found(filled):
    brain, _ = filled
    brain.conn.execute("UPDATE ledger SET change_hash = ? WHERE seq = 4", ("0" * 64,))
    assert brain.verify_integrity().first_broken_at == 4


def test_deleted_ledger_row_is_found(filled):
    brain, _ = filled
    brain.conn.execute("DELETE FROM ledger WHERE seq = 5")
    rep = brain.verify_integrity()
    assert (rep.valid, rep.first_broken_at) == (False, 5)
    assert "missing" in rep.reason


def test_truncated_ledger_tail_is_found(filled):
    brain, _ = filled
    brain.conn.execute("DELETE FROM ledger WHERE seq = 7")
    rep = brain.verify_integrity()
    assert (rep.valid, rep.first_broken_at) == (False, 7)


def test_memory_edited_behind_the_app_is_found(filled):
    brain, ids = filled
    brain.conn.execute("UPDATE memories SET text = 'rewritten by someone else' WHERE memory_id = ?", (ids[3],))
    rep = brain.verify_integrity()
    assert (rep.valid, rep.first_broken_at) == (False, 4)  # the latest entry vouching for ids[3]
    assert ids[3] in rep.reason


def test_undeleted_behind_the_app_is_found(filled):
    brain, ids = filled
    brain.conn.execute("UPDATE memories SET deleted = 0 WHERE memory_id = ?", (ids[2],))
    assert brain.verify_integrity().first_broken_at == 7


def test_memory_row_removed_behind_the_app_is_found(filled):
    brain, ids = filled
    brain.conn.execute("DELETE FROM memories WHERE memory_id = ?", (ids[0],))
    rep = brain.verify_integrity()
    assert (rep.valid, rep.first_broken_at) == (False, 1)


def test_memory_inserted_behind_the_app_is_found(filled):
    brain, _ = filled
    brain.conn.execute(
        "INSERT INTO memories(memory_id, text, created_at, updated_at, fingerprint) "
        "VALUES ('intruder', 'planted', 0, 0, 'f')")
    rep = brain.verify_integrity()
    assert not rep.valid and "intruder" in rep.reason
