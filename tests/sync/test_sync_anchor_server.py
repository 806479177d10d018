"""The sync server as a witness of each device's anchors (issue 31, item 6's last part): a device
whose WHOLE data directory (its local anchor records included) is put back to an older copy is
caught at its next sync and by verify; honest devices stay valid; a forged row is never trusted."""

from __future__ import annotations

import contextlib
import json
import shutil

import psycopg
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from mnemosyne_app.core.integrity import anchor
from mnemosyne_app.sync import anchors, device as devices, engine
from mnemosyne_app.sync.server import SCHEMA, Server, SyncServerError
from tests.store_access import conn_of
from tests.sync.helpers import Device


def rows(url: str) -> list[tuple]:
    with psycopg.connect(url) as conn:
        return conn.execute(f"SELECT device, scope, seq, anchor, sealed FROM {SCHEMA}.anchors "
                            "ORDER BY device").fetchall()


def op_count(url: str) -> int:
    with psycopg.connect(url) as conn:
        return conn.execute(f"SELECT count(*) FROM {SCHEMA}.ops").fetchone()[0]


def head(d: Device) -> tuple[int, str]:
    with d.brain() as b:
        conn = conn_of(b)
        return conn.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()


def write(d: Device, *texts: str) -> None:
    with d.brain() as b:
        for text in texts:
            b.retain(text, extract=False)


def put_back(d: Device, copy) -> None:
    """Put the whole data directory back to ``copy`` (anchors/, device key, sync key and all)."""
    shutil.rmtree(d.root)
    shutil.copytree(copy, d.root)


@contextlib.contextmanager
def server_with_key(d: Device):
    with Server(d.url) as server:
        engine.attach_key(d.options, server, make=False)
        with d.brain() as b:  # the server keys the scope by its id (issue 32)
            server.bind(d.scope, b.replica.label()["id"])
        yield server


def test_a_whole_data_directory_put_back_is_caught_at_the_next_sync(tmp_path, pg_url):
    a = Device(tmp_path / "A", pg_url)
    write(a, "The spare key is under the blue pot")
    a.sync()
    shutil.copytree(a.root, tmp_path / "A-older")
    write(a, "The spare key moved to the neighbour's", "The alarm code is the wedding date")
    a.sync()
    signed_seq = head(a)[0]
    put_back(a, tmp_path / "A-older")
    ends = head(a)[0]
    assert ends < signed_seq
    assert a.verify().valid  # the gap this closes: every local record agrees with the older copy
    before = op_count(pg_url)
    with pytest.raises(anchors.RolledBackError) as caught:
        a.sync()
    words = str(caught.value)
    assert f"this device signed entry {signed_seq}, seen by the sync server, but the ledger ends at {ends}" in words
    assert "Nothing was pushed" in words and "\n" not in words
    rep = a.verify()
    assert rep.valid is False and "seen by the sync server" in rep.reason and f"ends at {ends}" in rep.reason
    # Written on afterwards, the store still never pushes (it would fork the history), and verify still says so.
    write(a, "Written after the old copy came back")
    with pytest.raises(anchors.RolledBackError):
        a.sync()
    assert op_count(pg_url) == before
    assert a.verify().valid is False
    # The signed anchor on the server was never lowered by the rolled-back store.
    assert [r[2] for r in rows(pg_url)] == [signed_seq]


def test_a_put_back_copy_written_past_the_signed_entry_is_caught_too(tmp_path, pg_url):
    a = Device(tmp_path / "A", pg_url)
    write(a, "first")
    a.sync()
    shutil.copytree(a.root, tmp_path / "A-older")
    write(a, "second")
    a.sync()
    signed_seq, signed_hash = head(a)
    put_back(a, tmp_path / "A-older")
    write(a, "another second", "and a third")  # the ledger now reaches past the signed entry, differently
    assert head(a)[0] > signed_seq
    with pytest.raises(anchors.RolledBackError, match=f"entry {signed_seq} is not the one this device signed"):
        a.sync()
    rep = a.verify()
    assert rep.valid is False and rep.first_broken_at == signed_seq and "the sync server saw" in rep.reason


def test_honest_devices_stay_valid_through_many_syncs(tmp_path, pg_url):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    for round_ in range(6):
        for d, name in ((a, "A"), (b, "B")):
            write(d, f"{name} wrote this in round {round_}")
            report = d.sync()
            assert report.anchor_note == ""
            assert d.verify().valid
    for d in (a, b):
        assert d.sync().anchor_note == "" and d.verify().valid
    found = {r[0]: r for r in rows(pg_url)}
    assert set(found) == {devices.device_id(a.root), devices.device_id(b.root)}
    for d in (a, b):
        seq, hash_ = head(d)
        device, scope, server_seq, plain, sealed = found[devices.device_id(d.root)]
        assert server_seq == seq
        # Sealed sync: nothing readable beyond the entry number (no head hash, no key, no scope name).
        assert plain is None and sealed is not None and hash_.encode() not in bytes(sealed)
        assert scope != d.scope
        with server_with_key(d) as server:
            kept = anchors.fetch(server, d.scope, device)
        assert kept["hash"] == hash_ and anchor.Anchor.from_dict(kept).signed()


def _forge(real: dict, how: str) -> dict:
    if how == "bad signature":
        return dict(real, seq=real["seq"] + 50)  # the same signature over another entry number
    other = Ed25519PrivateKey.generate()  # a valid signature, by a key that is not this device's
    return anchor.sign(other, real["seq"] + 50, "0" * 64, real["ts"]).as_dict()


@pytest.mark.parametrize("how, note", [("bad signature", "not signed by the key it names"),
                                       ("another key", "signed by another key")])
def test_a_forged_anchor_row_is_ignored_with_a_note_and_replaced(tmp_path, pg_url, how, note):
    a = Device(tmp_path / "A", pg_url)
    write(a, "The boiler was serviced in March")
    a.sync()
    me = devices.device_id(a.root)
    with server_with_key(a) as server:
        real = anchors.fetch(server, a.scope, me)
        anchors.publish(server, a.scope, me, _forge(real, how), replace=True)
    report = a.sync()  # not stopped: a row that is not this device's signature is never trusted
    assert note in report.anchor_note and note in report.text()
    assert a.verify().valid
    assert not (a.root / anchor.SEEN_DIR / "server").exists()  # nothing of it was kept here
    with server_with_key(a) as server:
        assert anchors.fetch(server, a.scope, me) == real  # this device's own is back
    assert a.sync().anchor_note == ""


def test_a_row_that_does_not_open_is_ignored(tmp_path, pg_url):
    a = Device(tmp_path / "A", pg_url)
    write(a, "The plumber's name is Ines")
    a.sync()
    with psycopg.connect(pg_url) as conn:
        conn.execute(f"UPDATE {SCHEMA}.anchors SET seq = seq + 9")  # moved: the seal is bound to its number
    report = a.sync()
    assert "does not open" in report.anchor_note and a.verify().valid
    assert a.sync().anchor_note == ""


def test_plain_sync_keeps_the_highest_anchor(tmp_path, pg_url):
    """Without a vault key (a server still synced in plain text) the anchor is kept as text, and
    an older one never replaces a newer one."""
    a = Device(tmp_path / "A", pg_url)
    write(a, "one", "two")
    with a.brain() as b:
        newer = b.signed_head()
    older = dict(newer, seq=1)
    with Server(pg_url) as server:
        anchors.publish(server, "default", "dev", newer)
        anchors.publish(server, "default", "dev", older)
        assert anchors.fetch(server, "default", "dev") == newer
    assert json.loads(rows(pg_url)[0][3]) == newer and rows(pg_url)[0][4] is None


def test_a_changed_anchors_table_is_refused_on_connect(tmp_path, pg_url):
    a = Device(tmp_path / "A", pg_url)
    write(a, "x")
    a.sync()
    with psycopg.connect(pg_url) as conn:
        conn.execute(f"ALTER TABLE {SCHEMA}.anchors DROP COLUMN sealed")
    with pytest.raises(SyncServerError, match=r"anchors was changed outside Mnemosyne \(its column sealed is missing"):
        a.sync()


def test_the_cli_says_it_in_one_line(tmp_path, pg_url, capsys):
    """``mnemosyne sync`` and ``mnemosyne verify`` on a put-back data directory: words, no traceback."""
    from mnemosyne_app.cli import main

    root = str(tmp_path / "A")
    assert main(["--data-dir", root, "retain", "The bike lock is 4471", "--no-extract"]) == 0
    assert main(["--data-dir", root, "sync", "--remote", pg_url]) == 0
    shutil.copytree(root, tmp_path / "A-older")
    assert main(["--data-dir", root, "retain", "The bike lock is now 9012", "--no-extract"]) == 0
    assert main(["--data-dir", root, "sync"]) == 0
    shutil.rmtree(root)
    shutil.copytree(tmp_path / "A-older", root)
    capsys.readouterr()
    code = main(["--data-dir", root, "sync"])
    _, err = capsys.readouterr()
    assert code != 0 and "seen by the sync server" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    code = main(["--data-dir", root, "verify"])
    out, err = capsys.readouterr()
    assert code != 0 and "seen by the sync server" in out + err


def test_the_anchors_move_with_the_vault_to_sealed_sync_and_to_a_new_key(tmp_path, pg_url, monkeypatch):
    """Plain rows are sealed by ``--seal`` (the scope's name gone from the table) and sealed again
    by a key change: the device's own anchor still opens, and a put-back copy is still caught."""
    from mnemosyne_app.sync import keys
    from tests.sync.server_scan import found_in, server_text

    a = Device(tmp_path / "A", pg_url, scope="zorbascope", key=None)
    with monkeypatch.context() as before_sealing:  # as a release without sealing synced
        before_sealing.setattr(engine, "attach_key", lambda *args, **kwargs: None)
        write(a, "plain first")
        a.sync()
    with a.brain() as b:  # the plain rows are keyed by the scope's id; its name is a plain label
        assert rows(pg_url)[0][1] == b.replica.label()["id"] and rows(pg_url)[0][3] is not None
    assert found_in(server_text(pg_url), ["zorbascope"]) != []
    with Server(pg_url) as server:
        engine.seal_vault(a.options, server)
    (row,) = rows(pg_url)
    assert row[3] is None and row[4] is not None and found_in(server_text(pg_url), ["zorbascope"]) == []
    assert a.sync().anchor_note == ""
    shutil.copytree(a.root, tmp_path / "A-older")
    write(a, "sealed second")
    a.sync()
    with Server(pg_url) as server:
        keys.rotate(a.options, server)
    assert a.sync().anchor_note == ""  # opens under the new key
    signed_seq = head(a)[0]
    new_key = keys.load(a.options)
    put_back(a, tmp_path / "A-older")
    keys.keep(a.options, new_key)  # the copy holds the old key: given the new one, as joining again does
    with pytest.raises(anchors.RolledBackError, match=f"signed entry {signed_seq}, seen by the sync server"):
        a.sync()
