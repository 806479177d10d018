"""History under the ledger (issue 31, point 6): deleting, renumbering, re-timing or relabelling
a version row passed verify, and `restore --version 1` then restored another version's text."""

import pytest

from mnemosyne_app.core import errors
from tests.store_access import conn_of


@pytest.fixture
def three_versions(brain):
    mid = brain.retain("I live in Porto.", extract=False).memory_ids[0]
    brain.update(mid, text="I live in Lisbon.")
    brain.update(mid, text="I live in Braga.")
    assert [v.version for v in brain.history(mid)] == [1, 2, 3]
    assert brain.verify_integrity().valid
    return brain, mid


ATTACKS = {
    "deleted": "DELETE FROM memory_versions WHERE memory_id = :m AND version = 1",
    "renumbered": "UPDATE memory_versions SET version = 10 - version WHERE memory_id = :m",
    "re-timed": "UPDATE memory_versions SET changed_at = changed_at - 86400 * 30 WHERE memory_id = :m AND version = 1",
    "relabelled": "UPDATE memory_versions SET op = 'import' WHERE memory_id = :m AND version = 2",
}


@pytest.mark.parametrize("attack", ATTACKS)
def test_a_version_row_changed_behind_the_app_is_found(three_versions, attack):
    brain, mid = three_versions
    conn_of(brain).execute(ATTACKS[attack], {"m": mid})
    rep = brain.verify_integrity()
    assert not rep.valid and rep.first_broken_at is not None
    assert mid in rep.reason


def test_the_reasons_say_what_happened(three_versions):
    brain, mid = three_versions
    conn = conn_of(brain)
    conn.execute(ATTACKS["deleted"], {"m": mid})
    assert "a version was deleted" in brain.verify_integrity().reason


def test_swapped_version_numbers_are_not_restored(three_versions):
    """Versions 1 and 2 swapped: `restore --version 1` gave back Lisbon, freshly ledgered."""
    brain, mid = three_versions
    conn = conn_of(brain)
    conn.execute("UPDATE memory_versions SET version = -version WHERE memory_id = :m", {"m": mid})
    conn.execute("UPDATE memory_versions SET version = 3 + version WHERE memory_id = :m", {"m": mid})  # -1→2, -2→1
    assert "renumbered" in brain.verify_integrity().reason
    with pytest.raises(errors.TamperedError):
        brain.restore(mid, version=1)
    assert brain.get(mid).text == "I live in Braga."


def test_an_honest_history_stays_valid_through_restores_and_deletes(three_versions):
    brain, mid = three_versions
    brain.restore(mid, version=1)
    brain.delete(mid)
    brain.restore(mid)
    assert brain.verify_integrity().valid
