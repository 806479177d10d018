"""Weights, pins, expiry and the sweep (seed 004)."""

import time

import pytest

from mnemosyne_app.core import weights
from tests.store_access import conn_of


def test_weight_defaults_by_kind_and_can_be_given(brain):
    pref = brain.retain("I prefer tea over coffee", kind="preference", extract=False).memory_ids[0]
    turn = brain.retain("user: tea or coffee?", kind="history", extract=False).memory_ids[0]
    mine = brain.retain("a note with my own weight", weight=2.5, extract=False).memory_ids[0]
    assert (brain.get(pref).weight, brain.get(turn).weight, brain.get(mine).weight) == (1.5, 0.7, 2.5)
    with pytest.raises(ValueError, match="weight"):
        brain.retain("bad weight", weight=-1, extract=False)


def test_recall_ranks_by_weight_and_pin_when_relevance_ties(brain):
    low = brain.retain("tea at the office", kind="history", extract=False).memory_ids[0]
    high = brain.retain("tea at the studio", kind="preference", extract=False).memory_ids[0]
    assert [h.memory_id for h in brain.recall("tea", k=2)] == [high, low]
    brain.update(low, pinned=True, weight=1.5)
    assert brain.recall("tea", k=1)[0].memory_id == low


def test_expired_memories_leave_recall_pinned_never_expire(brain):
    past = time.time() - 60
    gone = brain.retain("expired coupon code SAVE10", expires_at=past, extract=False).memory_ids[0]
    kept = brain.retain("pinned coupon code KEEP20", expires_at=past, pinned=True, extract=False).memory_ids[0]
    hits = {h.memory_id for h in brain.recall("coupon code", k=5)}
    assert gone not in hits and kept in hits
    assert brain.sweep(grace_s=3600) == []  # still inside the grace period: kept, only hidden
    assert brain.get(gone).text == "expired coupon code SAVE10"
    assert brain.sweep(grace_s=0) == [gone]
    with pytest.raises(KeyError):
        brain.get(gone)
    assert brain.get(kept).pinned
    ops = [r[0] for r in conn_of(brain).execute("SELECT op FROM ledger ORDER BY seq")]
    assert ops[-1] == "purge"
    assert brain.stats()["purged"] == 1
    assert conn_of(brain).execute("SELECT count(*) FROM memory_versions WHERE memory_id = ?", (gone,)).fetchall() == [(0,)]
    assert brain.verify_integrity().valid


def test_a_row_deleted_behind_the_app_is_still_caught(brain):
    mid = brain.retain("not expired", extract=False).memory_ids[0]
    conn_of(brain).execute("DELETE FROM memories WHERE memory_id = ?", (mid,))
    assert not brain.verify_integrity().valid  # only a ledgered purge may remove a row


def test_rank_factor_is_documented_shape():
    now = time.time()
    assert weights.rank_factor(2.0, False, now - 10 * 365 * 86400, now) == pytest.approx(2 ** 0.3, rel=1e-3)
    assert weights.rank_factor(1.0, True, now, now) == pytest.approx(1.2 * 1.1)
