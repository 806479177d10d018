"""Every memory has an occurred-at time (SPEC terms: when it happened): an imported or pasted turn's
original time, else when it was stored. It is its own indexed column, derived from fields the
ledger covers, the same in every write path, used by the time filter and sortable."""

import json

import pytest

from mnemosyne_app.core.store import schema
from tests.store_access import conn_of
from tests.unit.test_archive import DATA, needs_data

JAN_2023 = 1672531200.0


def occurred(brain, mid):
    return conn_of(brain).execute("SELECT occurred_at FROM memories WHERE memory_id = ?", (mid,)).fetchall()[0][0]


def test_every_write_path_gives_the_original_time_or_the_creation_time(brain, tmp_path):
    note = brain.retain("A plain note written today.", extract=False).memory_ids[0]
    turn = brain.retain("An old turn.", extract=False, metadata={"created_at": JAN_2023, "role": "user"}).memory_ids[0]
    batch = brain.retain_batch([{"text": "batched old turn", "metadata": {"created_at": JAN_2023 + 60}},
                                "batched new note"], extract=False)
    assert brain.get(note).occurred_at == brain.get(note).created_at
    assert brain.get(turn).occurred_at == JAN_2023 == occurred(brain, turn)
    old_b, new_b = (r.memory_ids[0] for r in batch.results)
    assert brain.get(old_b).occurred_at == JAN_2023 + 60
    assert brain.get(new_b).occurred_at == brain.get(new_b).created_at
    # an edit of the metadata moves it; taking the time out falls back to the creation time
    brain.update(turn, metadata={"role": "user", "created_at": JAN_2023 + 3600})
    assert brain.get(turn).occurred_at == JAN_2023 + 3600
    brain.update(turn, metadata={"role": "user", "created_at": "yesterday"})  # not a time: ignored
    assert brain.get(turn).occurred_at == brain.get(turn).created_at
    # a full-fidelity export restored elsewhere keeps it
    out = tmp_path / "all.json"
    brain.update(turn, metadata={"role": "user", "created_at": JAN_2023})
    brain.export(out)
    from mnemosyne_app import MemoryBrain
    copy = MemoryBrain(scope="copy").ensure_init()
    try:
        copy.import_archive(out)
        assert copy.get(turn).occurred_at == JAN_2023 and copy.verify_integrity().valid
    finally:
        copy.close()
    assert brain.verify_integrity().valid


@needs_data
def test_an_import_and_a_paste_carry_the_original_message_time(brain):
    brain.import_archive(DATA / "chatgpt_export_samples" / "mitkury_example-conversation.json")
    turns = brain.list_memories(limit=100)
    assert turns and all(m.occurred_at == m.metadata["created_at"] < m.created_at - 86400 for m in turns)
    assert all(m.occurred_at < JAN_2023 + 2 * 365 * 86400 for m in turns)


def test_the_time_filter_and_the_sort_use_it(brain):
    old = brain.retain("From the 2023 conversation.", extract=False, metadata={"created_at": JAN_2023}).memory_ids[0]
    new = brain.retain("Written this week.", extract=False).memory_ids[0]
    import time
    week_ago = time.time() - 7 * 86400
    assert brain.memory_ids(since=week_ago) == [new]
    assert brain.memory_ids(until=week_ago) == [old]
    assert brain.memory_ids(order="occurred", descending=False) == [old, new]
    assert [h.memory_id for h in brain.recall("conversation", k=5)] == [old]
    assert brain.recall("conversation", k=5, since=week_ago) == []


def test_it_cannot_be_edited_apart_from_what_it_is_derived_from(brain):
    import apsw
    mid = brain.retain("An old turn.", extract=False, metadata={"created_at": JAN_2023}).memory_ids[0]
    with pytest.raises(apsw.SQLError, match="generated column"):
        conn_of(brain).execute("UPDATE memories SET occurred_at = 0 WHERE memory_id = ?", (mid,))
    # its source edited behind the ledger's back is found (the ledger covers metadata)
    conn_of(brain).execute("UPDATE memories SET metadata = ? WHERE memory_id = ?",
                           (json.dumps({"created_at": JAN_2023 - 1}), mid))
    assert not brain.verify_integrity().valid


def test_verify_finds_a_column_that_disagrees_with_its_derivation(brain):
    """A store whose column was turned into a plain one (through the schema) and then edited."""
    mid = brain.retain("An old turn.", extract=False, metadata={"created_at": JAN_2023}).memory_ids[0]
    brain.close()
    import apsw
    from mnemosyne_app.core.store import driver
    conn = driver.open_connection(brain.db_path)
    conn.execute("DROP INDEX memories_occurred")
    conn.execute("ALTER TABLE memories DROP COLUMN occurred_at")
    conn.execute("ALTER TABLE memories ADD COLUMN occurred_at REAL")
    conn.execute("UPDATE memories SET occurred_at = created_at")  # the import time: wrong for this turn
    conn.close()
    from mnemosyne_app import MemoryBrain
    again = MemoryBrain(scope="test").ensure_init()
    try:
        rep = again.verify_integrity()
        assert not rep.valid and mid in rep.reason and "occurred" in rep.reason
    finally:
        again.close()


def test_the_migration_fills_it_for_a_store_of_1_4(data_home):
    from mnemosyne_app.core.store import driver
    path = data_home / "old.db"
    data_home.mkdir(parents=True, exist_ok=True)
    conn = driver.open_connection(path)
    schema.migrate(conn, upto=1004)
    conn.execute("INSERT INTO memories(rid, memory_id, text, kind, metadata, created_at, updated_at, fingerprint) "
                 "VALUES (1, 'm1', 'old turn', 'history', ?, 1700000000, 1700000000, 'f')",
                 (json.dumps({"created_at": JAN_2023}),))
    schema.migrate(conn)
    assert conn.execute("SELECT occurred_at FROM memories").fetchall() == [(JAN_2023,)]
    plan = conn.execute("EXPLAIN QUERY PLAN SELECT rid FROM memories WHERE occurred_at > 0").fetchall()
    assert "memories_occurred" in str(plan)
    conn.close()
