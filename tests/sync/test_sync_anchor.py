"""An honest store stays valid through sync with its head anchored (issue 31, item 6): each
device signs its own copy of the ledger with its own key, entries applied from another device
included, and a device whose file is put back to before a sync is caught."""

from __future__ import annotations

import shutil

import pytest

from mnemosyne_app.core.integrity import anchor
from tests.store_access import conn_of
from tests.sync.helpers import Device


@pytest.fixture
def devices(tmp_path, pg_url):
    return Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)


def stored_anchor(device: Device) -> anchor.Anchor:
    with device.brain() as b:
        return anchor.stored(conn_of(b))


def test_anchors_follow_each_device_through_syncs(devices):
    a, b = devices
    for round_ in range(3):
        for d, name in ((a, "A"), (b, "B")):
            with d.brain() as brain:
                mid = brain.retain(f"{name} wrote this in round {round_}", extract=False).memory_ids[0]
                brain.update(mid, tags=[f"round{round_}"])
            d.sync()
            assert d.verify().valid
    a.sync()
    assert a.verify().valid and b.verify().valid
    ka, kb = stored_anchor(a), stored_anchor(b)
    assert ka.signed() and kb.signed() and ka.public_key != kb.public_key
    with a.brain() as brain:
        assert ka.seq == brain.stats()["ledger_entries"]


def test_a_device_put_back_to_before_a_sync_is_caught(devices, tmp_path):
    a, b = devices
    with a.brain() as brain:
        brain.retain("written on A", extract=False)
    a.sync()
    assert b.verify().valid
    with b.brain() as brain:
        db = brain.db_path
    shutil.copy(db, tmp_path / "b-before.db")
    b.sync()
    assert b.verify().valid  # anchors what the sync applied
    shutil.copy(tmp_path / "b-before.db", db)
    for side in ("-wal", "-shm"):
        db.with_name(db.name + side).unlink(missing_ok=True)
    rep = b.verify()
    assert rep.valid is False and "rolled back" in rep.reason
