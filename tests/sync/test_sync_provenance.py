"""After a sync: ``verify`` re-checks the links of pulled batches against their ``sync`` ledger
entries, and a conflict mark can be cleared (the losing version stays in the history)."""

from __future__ import annotations

import json

import pytest

from mnemosyne_app.cli import main
from mnemosyne_app.core.store import scope_store

from tests.sync.helpers import Device


@pytest.fixture
def devices(tmp_path, pg_url):
    return Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)


def tamper(device: Device, sql: str) -> None:
    store = scope_store.ScopeStore(device.root / "scopes" / "default.db", "default")
    store.open()
    try:
        with store.txn() as conn:
            conn.execute(sql)
    finally:
        store.close()


@pytest.mark.parametrize("sql, words", [
    ("UPDATE sync_entries SET origin_device = 'ffffffffffffffff' WHERE kind = 'remote'", "sync links"),
    ("DELETE FROM sync_entries WHERE kind = 'remote'", "sync links"),
    ("INSERT INTO sync_entries(seq, kind, origin_device, origin_seq, origin_hash, hlc, parent_hlc) "
     "SELECT max(seq), 'remote', 'ffffffffffffffff', 1, 'x', 1, NULL FROM ledger WHERE memory_id IS NOT NULL "
     "AND seq NOT IN (SELECT seq FROM sync_entries)", "no sync entry recorded"),
    ("UPDATE sync_entries SET origin_hash = 'forged' WHERE kind = 'local'", "sync stamp"),
])
def test_verify_rechecks_the_sync_links(devices, sql, words):
    a, b = devices
    with a.brain() as ba:
        ba.retain("Provenance is checked", extract=False)
    with b.brain() as bb:
        bb.retain("B wrote this one", extract=False)
        bb.retain("B wrote this one too", extract=False)
    a.sync()
    b.sync()
    assert b.verify().valid
    tamper(b, sql)
    report = b.verify()
    assert not report.valid and words in report.reason, report


def test_a_conflict_mark_can_be_cleared(devices, capsys):
    a, b = devices
    with a.brain() as ba:
        mid = ba.retain("Dinner at eight", extract=False).memory_ids[0]
    a.sync()
    b.sync()
    with a.brain() as ba:
        ba.update(mid, text="Dinner at nine")
    with b.brain() as bb:
        bb.update(mid, text="Dinner at half past eight")
    a.sync()
    b.sync()
    folder = str(b.root)
    assert main(["--data-dir", folder, "sync", "--status", "--remote", b.url]) == 0
    assert f"conflict: {mid}" in capsys.readouterr()[0]
    assert main(["--data-dir", folder, "sync", "--clear-conflict", mid]) == 0
    capsys.readouterr()
    assert main(["--data-dir", folder, "--json", "sync", "--status", "--remote", b.url]) == 0
    assert json.loads(capsys.readouterr()[0])["scopes"][0]["conflicts"] == []
    with b.brain() as bb:  # the other version is still in the history
        assert {"Dinner at nine", "Dinner at half past eight"} <= {v.text for v in bb.history(mid)}
    assert main(["--data-dir", folder, "sync", "--clear-conflict", mid]) == 2
    err = capsys.readouterr()[1]
    assert "has no conflict mark" in err and err.count("\n") == 1
    assert b.verify().valid
