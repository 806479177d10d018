"""A merge's second parent (``merged_hlc``, issue 32) through an upgrade: a store of schema 1.22
and a server of table version 7's predecessor (v6), both holding merges that name one parent
only, upgrade in place and keep syncing to one state (their old operations read with the
single-parent rules), through a real PostgreSQL."""

from __future__ import annotations

import apsw
import psycopg
import pytest

from mnemosyne_app.core.store import schema
from mnemosyne_app.sync import engine
from mnemosyne_app.sync.server import SCHEMA

from tests.sync.helpers import Device
from tests.sync.test_sync_merge import marks, settle, shared


def _as_1_22(device: Device) -> None:
    """The device's store put back to schema 1.22: no second parents anywhere."""
    conn = apsw.Connection(str(device.root / "scopes" / "default.db"))
    conn.execute("ALTER TABLE sync_entries DROP COLUMN merged_hlc")
    conn.execute("ALTER TABLE sync_known DROP COLUMN merged_hlc")
    conn.execute("DROP TABLE sync_merge_sources")
    conn.execute("PRAGMA user_version = 1022")
    conn.close()


def _as_v6(url: str) -> None:
    """The server's tables put back to version 6: operations name one parent."""
    with psycopg.connect(url, autocommit=True) as pg:
        pg.execute(f"ALTER TABLE {SCHEMA}.ops DROP COLUMN merged_hlc")
        pg.execute(f"UPDATE {SCHEMA}.meta SET value = '6' WHERE key = 'schema_version'")


@pytest.mark.parametrize("sealed", [False, True], ids=["plain", "sealed"])
def test_a_store_of_1_22_and_a_server_of_v6_upgrade_and_keep_merging_to_one_state(tmp_path, pg_url, sealed,
                                                                                  monkeypatch):
    if not sealed:  # a vault synced in plain text (as before sealing; the server keeps it so)
        monkeypatch.setattr(engine, "attach_key", lambda *args, **kwargs: None)
    key = "shared" if sealed else None
    a, b = Device(tmp_path / "A", pg_url, key=key), Device(tmp_path / "B", pg_url, key=key)
    mid = shared(a, b, "Dentist on Monday", tags=["health"])
    with a.brain() as ba:
        ba.update(mid, text="Dentist on Tuesday")
    with b.brain() as bb:
        bb.update(mid, tags=["health", "errand"])
    settle(a, b)
    assert a.snapshot() == b.snapshot()
    _as_1_22(a)
    _as_1_22(b)
    _as_v6(pg_url)
    # B, upgraded first, pulls A's merges of before (one parent each), then both write apart again
    with b.brain() as bb:
        bb.update(mid, pinned=True)
    b.sync()
    with a.brain() as ba:
        ba.update(mid, kind="event")
    settle(a, b)
    settle(a, b)
    assert a.snapshot() == b.snapshot()
    text, kind, tags, *_, pinned, _, _ = a.snapshot()[mid]
    assert (text, kind, tags, pinned) == ("Dentist on Tuesday", "event", ("errand", "health"), True)
    assert marks(a) == marks(b) == []
    assert a.verify().valid and b.verify().valid
    for d in (a, b):
        conn = apsw.Connection(str(d.root / "scopes" / "default.db"))
        assert schema.version_of(conn) == schema.CURRENT
        conn.close()
    with psycopg.connect(pg_url) as pg:
        assert pg.execute(f"SELECT value FROM {SCHEMA}.meta WHERE key = 'schema_version'").fetchone()[0] == "7"
        merged = pg.execute(f"SELECT count(*) FROM {SCHEMA}.ops WHERE merged_hlc IS NOT NULL").fetchone()[0]
    # plain: the merges made since name what they merged; sealed: it travels inside the sealed row
    assert (merged > 0) == (not sealed)
