"""Sync writes are idempotent: the same content or key is done once (SPEC §5)."""

import threading

from mnemosyne_app import MemoryBrain
from tests.store_access import conn_of


def test_same_content_is_already_complete_and_counted(brain):
    first = brain.retain("I am allergic to peanuts", extract=False)
    before = conn_of(brain).execute("SELECT count(*) FROM ledger").fetchall()[0][0]
    again = brain.retain("I am allergic to peanuts", extract=False)
    assert again.outcome == "already_complete"
    assert again.memory_ids == first.memory_ids
    assert conn_of(brain).execute("SELECT count(*) FROM ledger").fetchall()[0][0] == before
    st = brain.stats()
    assert (st["memories"], st["writes"], st["duplicates"]) == (1, 1, 1)


def test_whitespace_only_differences_are_the_same_content(brain):
    brain.retain("I  live in\nLisbon ", extract=False)
    assert brain.retain("I live in Lisbon", extract=False).outcome == "already_complete"


def test_same_key_is_already_complete_even_with_other_text(brain):
    a = brain.retain("draft one", idempotency_key="client-42", extract=False)
    b = brain.retain("draft one, retried with a typo fixed", idempotency_key="client-42", extract=False)
    assert b.outcome == "already_complete" and b.memory_ids == a.memory_ids
    assert brain.stats()["memories"] == 1


def test_re_adding_deleted_content_is_a_new_write(brain):
    mid = brain.retain("a thing I removed", extract=False).memory_ids[0]
    brain.delete(mid)
    again = brain.retain("a thing I removed", extract=False)
    assert again.outcome == "inserted" and again.memory_ids != [mid]


def test_ten_threads_same_content_make_one_memory(data_home):
    brains = [MemoryBrain(scope="race").ensure_init() for _ in range(10)]
    start = threading.Barrier(10)
    outcomes = []

    def go(b):
        start.wait()
        outcomes.append(b.retain("the same conversation, submitted at once", extract=False).outcome)

    threads = [threading.Thread(target=go, args=(b,)) for b in brains]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["already_complete"] * 9 + ["inserted"]
    st = brains[0].stats()
    assert (st["memories"], st["duplicates"]) == (1, 9)
    for b in brains:
        b.close()


def test_expired_keys_are_purged(brain):
    from mnemosyne_app.core.write import idempotency

    brain.retain("old", extract=False)
    with brain._store.txn() as conn:
        purged = idempotency.purge_expired(conn, ttl_s=0, now=conn_of(brain).execute(
            "SELECT max(completed_at) FROM ingest_keys").fetchall()[0][0] + 1)
    assert purged == 1
    # The fingerprint still makes exact content a no-op after the key is gone.
    assert brain.retain("old", extract=False).outcome == "already_complete"
