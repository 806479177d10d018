"""Issue 32: a scope is known by a stable id and its name is a label (on the real PostgreSQL).

A rename on one device and edits on another made offline meet as one scope with both; two
devices that made a scope of one name before ever syncing meet as one scope; a sealed server
never holds a name; a server of table version 5 and stores from before ids upgrade with nothing
lost; the seeds longer random runs found (39 and 386 at 30 steps) converge."""

from __future__ import annotations

import apsw
import psycopg
import pytest

from mnemosyne_app.core import library
from mnemosyne_app.sync import device as devices, engine
from mnemosyne_app.sync.server import SCHEMA, Server
from mnemosyne_app.sync.server_tables import CURRENT

from tests.sync.helpers import Device, opened_ops
from tests.sync.test_sync_random import run_seeds
from tests.sync.test_sync_scope_moves import sync_all, texts, two_devices


def edit(device: Device, scope: str, old: str, new: str) -> None:
    with device.options.open(scope) as b:
        [m] = [m for m in b.list_memories(limit=100) if m.text == old]
        b.update(m.memory_id, text=new)


def made_before_ids(device: Device, text: str) -> None:
    """A scope ``work`` on ``device`` holding ``text``, its id the name it was keyed by before ids."""
    with device.options.open("work") as w:
        w.retain(text, extract=False)
    conn = apsw.Connection(str(device.root / "scopes" / "work.db"))
    conn.execute("UPDATE meta SET value = 'work' WHERE key = 'scope_id'")
    conn.close()


def test_a_rename_on_one_device_and_edits_on_another_offline_end_as_one_scope_with_both(tmp_path, pg_url, capsys):
    a, b = two_devices(tmp_path, pg_url, capsys)
    library.rename(a.root, "work", "job")
    with a.options.open("job") as w:
        w.retain("Written on A after the rename", extract=False)
    edit(b, "work", "The budget review is on Friday", "The budget review moved to Monday")
    with b.options.open("work") as w:
        w.retain("Written on B under the old name", extract=False)
    sync_all(a, capsys)
    said = sync_all(b, capsys)
    assert "work: renamed job, as on another device" in said
    sync_all(a, capsys)
    expected = ["The budget review moved to Monday", "Written on A after the rename", "Written on B under the old name"]
    for d in (a, b):
        assert library.names(d.root) == ["home", "job"]
        assert texts(d, "job") == expected
        with d.options.open("job") as j:
            assert j.verify_integrity().valid
    assert {op.scope for op in opened_ops(pg_url)} == {"home", "job"}


def test_two_devices_that_made_one_name_before_syncing_meet_as_one_scope(tmp_path, pg_url, capsys):
    a, b = Device(tmp_path / "A", pg_url, "notes"), Device(tmp_path / "B", pg_url, "notes")
    for d in (a, b):
        with d.options.open("notes") as n:
            n.retain(f"Made on {d.root.name} before any sync", extract=False)
    for d in (a, b, a):
        sync_all(d, capsys)
    ids = set()
    for d in (a, b):
        assert library.names(d.root) == ["notes"]
        assert texts(d, "notes") == ["Made on A before any sync", "Made on B before any sync"]
        with d.options.open("notes") as n:
            ids.add(n.replica.label()["id"])
    assert len(ids) == 1  # B took the id A's scope has on the server
    with psycopg.connect(pg_url) as conn:
        assert conn.execute(f"SELECT count(DISTINCT scope) FROM {SCHEMA}.ops").fetchone()[0] == 1


def test_a_sealed_server_holds_no_scope_name(tmp_path, pg_url, capsys):
    a, b = two_devices(tmp_path, pg_url, capsys)
    library.rename(a.root, "work", "quarterly-budget")
    sync_all(a, capsys)
    sync_all(b, capsys)
    assert library.names(b.root) == ["home", "quarterly-budget"]
    with psycopg.connect(pg_url) as conn:
        dumped = b"".join(str(row).encode() for table in ("ops", "scopes", "scope_names", "renames", "anchors")
                          for row in conn.execute(f"SELECT * FROM {SCHEMA}.{table}").fetchall())
        labels = conn.execute(f"SELECT label, sealed FROM {SCHEMA}.scopes").fetchall()
    assert labels and all(label is None and blob is not None for label, blob in labels)
    for name in (b"quarterly-budget", b"work", b"home"):
        assert name not in dumped


def _as_before_ids(db) -> None:
    """A store as a release before scope ids left it: no id, no name stamp, no rename note."""
    conn = apsw.Connection(str(db))
    conn.execute("DELETE FROM meta WHERE key IN ('scope_id', 'sync_label_stamp')")
    conn.close()
    db.with_name(db.name + "-renamed").unlink(missing_ok=True)


def test_a_version_5_server_and_stores_from_before_ids_upgrade_with_nothing_lost(tmp_path, pg_url, capsys):
    a, b = Device(tmp_path / "A", pg_url, "work"), Device(tmp_path / "B", pg_url, "work")
    for d in (a, b):  # made before ids: each scope keyed on the server by its name, as then
        made_before_ids(d, f"Made on {d.root.name} before the upgrade")
    for d in (a, b, a):
        sync_all(d, capsys)
    with psycopg.connect(pg_url) as conn:  # the server as version 5 left it: no scopes table
        conn.execute(f"DROP TABLE {SCHEMA}.scopes")
        conn.execute(f"ALTER TABLE {SCHEMA}.ops DROP COLUMN merged_hlc")  # (version 7's)
        conn.execute(f"UPDATE {SCHEMA}.meta SET value = '5' WHERE key = 'schema_version'")
        before = conn.execute(f"SELECT count(*) FROM {SCHEMA}.ops").fetchone()[0]
    for d in (a, b):
        _as_before_ids(d.root / "scopes" / "work.db")
    library.rename(a.root, "work", "job")  # renamed by the release before: no rename note beside it
    _as_before_ids(a.root / "scopes" / "job.db")
    with b.options.open("work") as w:
        w.retain("Written on B while A upgraded", extract=False)
    said = sync_all(a, capsys)
    assert "job: renamed from work on the sync server too" in said
    sync_all(b, capsys)
    sync_all(a, capsys)
    with psycopg.connect(pg_url) as conn:
        assert conn.execute(f"SELECT value FROM {SCHEMA}.meta WHERE key = 'schema_version'").fetchone()[0] \
            == str(CURRENT) == "7"
        after = conn.execute(f"SELECT count(*) FROM {SCHEMA}.ops").fetchone()[0]
    assert after == before + 1  # every operation kept, B's new one added, none twice
    for d in (a, b):
        assert library.names(d.root) == ["job"]
        assert texts(d, "job") == ["Made on A before the upgrade", "Made on B before the upgrade",
                                   "Written on B while A upgraded"]
        with d.options.open("job") as j:
            assert j.replica.label()["id"] == "work"  # the name it was keyed by is its id
            assert j.verify_integrity().valid


# Found by longer random runs. 39: a device ended holding both names of a renamed scope. 386: a
# scope removed on one device (moved aside on the others), restored on another and renamed on a
# third: the copy moved aside stayed there, and a sync made an empty one that looked rolled back.
# 967: a server restored from before the scope's id, a device's rename of it told after (the scope
# split; test_sync_scope_moves: ..._joins_the_scope_made_since_under_its_old_name). 1778, 1963:
# a removal a restored server lost; a copy set aside whose old name was taken (test_sync_scope_moves).
# 316: a removal only followed, told again after a server restore, moved aside a scope restored
# elsewhere and other devices' operations the server lost (scope_moves.settle).
@pytest.mark.parametrize("seed", [39, 386, 967, 316, 1778, 1963])
def test_seeds_found_at_30_steps_converge(tmp_path, pg_url, seed):
    # run_seeds asserts for the seed: the same scopes on the three devices, the same memories in each,
    # every ledger valid, no operation twice on the server; here, that its closing rounds synced
    outcomes = run_seeds(tmp_path, pg_url, range(seed, seed + 1), steps=30)
    assert sum(outcomes.values()) > 0, "the closing rounds applied or met nothing"


def _plain_sync_all(device: Device) -> None:
    """``sync --all`` on a server synced in plain text (as before sealing: no vault key)."""
    with Server(device.url) as server:
        engine.settle_scopes(device.options, server)
        names = set(library.names(device.root)) | set(engine.server_scopes(device.options, server))
        for name in engine.follow_renames(device.options, server, sorted(names)):
            engine.sync_scope(device.options, name, server)


def test_a_scope_renamed_on_a_version_5_server_is_found_by_a_store_that_never_followed(tmp_path, pg_url,
                                                                                      monkeypatch):
    """A rename made before ids moved the scope's rows to the new name and noted old -> new: a
    store still under the old name (it never synced since) finds its scope through that note,
    takes the new name, and nothing is lost or made twice (plain sync, as it was then)."""
    monkeypatch.setattr(engine, "attach_key", lambda *args, **kwargs: None)
    a, b = Device(tmp_path / "A", pg_url, "work", key=None), Device(tmp_path / "B", pg_url, "work", key=None)
    for d in (a, b):
        made_before_ids(d, f"Made on {d.root.name}")
    for d in (a, b, a):
        _plain_sync_all(d)
    with psycopg.connect(pg_url) as conn:  # A's rename as a version 5 server took it, then no scopes table
        conn.execute(f"UPDATE {SCHEMA}.ops SET scope = 'job' WHERE scope = 'work'")
        conn.execute(f"UPDATE {SCHEMA}.anchors SET scope = 'job' WHERE scope = 'work'")
        conn.execute(f"INSERT INTO {SCHEMA}.renames (old, new, device) VALUES ('work', 'job', %s)",
                     (devices.device_id(a.root),))
        conn.execute(f"DROP TABLE {SCHEMA}.scopes")
        conn.execute(f"ALTER TABLE {SCHEMA}.ops DROP COLUMN merged_hlc")  # (version 7's)
        conn.execute(f"UPDATE {SCHEMA}.meta SET value = '5' WHERE key = 'schema_version'")
        before = conn.execute(f"SELECT count(*) FROM {SCHEMA}.ops").fetchone()[0]
    library.rename(a.root, "work", "job")
    conn = apsw.Connection(str(a.root / "scopes" / "job.db"))  # A told it: its file knows the new name
    conn.execute("UPDATE meta SET value = 'job' WHERE key = 'sync_scope_name'")
    conn.close()
    for d, name in ((a, "job"), (b, "work")):
        _as_before_ids(d.root / "scopes" / f"{name}.db")
    with b.options.open("work") as w:
        w.retain("Written on B under the old name", extract=False)
    for d in (b, a, b):
        _plain_sync_all(d)
    with psycopg.connect(pg_url) as conn:
        assert conn.execute(f"SELECT count(*) FROM {SCHEMA}.ops").fetchone()[0] == before + 1
        assert {r[0] for r in conn.execute(f"SELECT DISTINCT scope FROM {SCHEMA}.ops")} == {"job"}
    for d in (a, b):
        assert library.names(d.root) == ["job"]
        assert texts(d, "job") == ["Made on A", "Made on B", "Written on B under the old name"]
        with d.options.open("job") as j:
            assert j.replica.label()["id"] == "job" and j.verify_integrity().valid
