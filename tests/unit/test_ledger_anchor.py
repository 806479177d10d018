"""The ledger's head is anchored (issue 31, item 6): signed with the data directory's device key,
so a forger who changes a text and recomputes the chain with the app's own hash function, or
cuts the newest entries off with the recorded head, is caught by verify and refused by import."""

import json
import shutil
import stat

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.archive import ArchiveError
from mnemosyne_app.core.integrity import anchor
from mnemosyne_app.core.store.memories import state_rows
from mnemosyne_app.core.store import crypto_convert, ledger
from tests.keyring_memory import memory_keyring
from tests.store_access import conn_of


def open_brain(scope="test", **kw):
    return MemoryBrain(scope=scope, extractor="none", embedder="none", **kw).ensure_init()


@pytest.fixture
def filled(data_home):
    b = open_brain()
    ids = [b.retain(f"memory number {i}", extract=False).memory_ids[0] for i in range(5)]
    b.update(ids[1], text="memory number one, edited")
    yield b, ids  # ledger: 1..5 adds, 6 edit
    b.close()


def rechain(entries: list[list], changed: dict[int, str]) -> list[list]:
    """The forger's move: give entries new change hashes, then recompute every hash from the
    first changed one with the app's own function (entries: [seq, ts, op, memory_id, change_hash,
    prev_hash, hash])."""
    prev = ledger.GENESIS
    out = []
    for seq, ts, op, memory_id, change_hash, _, _ in entries:
        change_hash = changed.get(seq, change_hash)
        h = ledger.entry_hash(prev, seq, ts, op, memory_id, change_hash)
        out.append([seq, ts, op, memory_id, change_hash, prev, h])
        prev = h
    return out


def forge_text(conn, memory_id: str, text: str) -> None:
    """Change a memory's text in the file and recompute the chain so the ledger vouches for it."""
    conn.execute("UPDATE memories SET text = ? WHERE memory_id = ?", (text, memory_id))
    row = next(r for r in state_rows(conn) if r["memory_id"] == memory_id)
    entries = [list(r) for r in conn.execute("SELECT seq, ts, op, memory_id, change_hash, prev_hash, hash "
                                             "FROM ledger ORDER BY seq")]
    latest = max(e[0] for e in entries if e[3] == memory_id)
    forged = rechain(entries, {latest: ledger.sha256(ledger.state_json(row))})
    conn.execute("DELETE FROM ledger")
    ledger.write_entries(conn, [tuple(e) for e in forged])


def test_without_an_anchor_the_forgery_passes_the_chain_alone(filled):
    # The control: the forgery is good enough to fool the hash chain, so what catches it below is the anchor.
    b, ids = filled
    forge_text(conn_of(b), ids[0], "I never said that")
    assert anchor.stored(conn_of(b)) is None
    assert b.verify_integrity().valid


@pytest.mark.parametrize("db_anchor", ["kept", "deleted", "re-signed with a new key"])
def test_a_rechained_forgery_fails_verify(filled, db_anchor):
    b, ids = filled
    assert b.verify_integrity().valid  # anchors entry 6
    conn = conn_of(b)
    forge_text(conn, ids[0], "I never said that")
    if db_anchor == "deleted":
        conn.execute("DELETE FROM meta WHERE key = ?", (anchor.META_KEY,))
    elif db_anchor != "kept":
        seq, head = ledger.head(conn)
        fake = anchor.sign(anchor.Ed25519PrivateKey.generate(), seq, head, 1.0)
        conn.execute("UPDATE meta SET value = ? WHERE key = ?", (json.dumps(fake.as_dict()), anchor.META_KEY))
    rep = b.verify_integrity()
    assert rep.valid is False
    assert "rewritten and its hash chain recomputed" in rep.reason and rep.first_broken_at == 6
    b.close()
    with open_brain() as again:  # the close did not sign the forgery: it stays caught
        assert again.verify_integrity().valid is False


def test_a_forged_anchor_signature_fails_verify(filled):
    b, _ = filled
    b.verify_integrity()
    conn = conn_of(b)
    a = anchor.stored(conn)
    bad = dict(a.as_dict(), seq=a.seq - 1, hash=anchor.hash_at(conn, a.seq - 1))
    conn.execute("UPDATE meta SET value = ? WHERE key = ?", (json.dumps(bad), anchor.META_KEY))
    rep = b.verify_integrity()
    assert rep.valid is False and "not signed by the key it names" in rep.reason


@pytest.mark.parametrize("db_anchor", ["kept", "deleted"])
def test_the_newest_memory_deleted_with_its_tail_and_head_is_caught(filled, db_anchor):
    b, _ = filled
    newest = b.retain("the newest memory", extract=False).memory_ids[0]
    assert b.verify_integrity().valid  # anchors entry 7
    conn = conn_of(b)
    conn.execute("DELETE FROM memories WHERE memory_id = ?", (newest,))
    conn.execute("DELETE FROM ledger WHERE seq = 7")
    seq, head = ledger.head(conn)
    conn.execute("UPDATE meta SET value = ? WHERE key = 'ledger_head'", (f"{seq}:{head}",))
    if db_anchor == "deleted":
        conn.execute("DELETE FROM meta WHERE key = ?", (anchor.META_KEY,))
    rep = b.verify_integrity()
    assert rep.valid is False and rep.first_broken_at == 7
    assert "rolled back: it ends at entry 6" in rep.reason


def test_a_file_rolled_back_to_an_older_copy_is_caught(data_home, tmp_path):
    with open_brain() as b:
        b.retain("first", extract=False)
        db = b.db_path
    shutil.copy(db, tmp_path / "old.db")  # closed: the WAL is folded in
    with open_brain() as b:
        b.retain("second, which the rollback loses", extract=False)
    shutil.copy(tmp_path / "old.db", db)
    for side in ("-wal", "-shm"):
        db.with_name(db.name + side).unlink(missing_ok=True)
    with open_brain() as b:
        rep = b.verify_integrity()
        assert rep.valid is False and "rolled back" in rep.reason


def test_an_honest_store_stays_valid_through_writes_restarts_and_encryption(data_home):
    for round_ in range(3):
        with open_brain() as b:
            mid = b.retain(f"round {round_}", extract=False).memory_ids[0]
            b.update(mid, text=f"round {round_}, edited")
            assert b.verify_integrity().valid
            seq = b.stats()["ledger_entries"]
    crypto_convert.encrypt(data_home, "a passphrase")
    with open_brain(passphrase="a passphrase") as b:
        assert b.verify_integrity().valid
        b.retain("written while encrypted", extract=False)
    crypto_convert.decrypt(data_home, "a passphrase")
    with open_brain() as b:
        assert b.verify_integrity().valid
        stored = anchor.stored(conn_of(b))
        assert stored.seq == seq + 1 and stored.signed()


def test_the_key_is_kept_outside_the_database_owner_only(filled):
    b, _ = filled
    b.verify_integrity()
    key_file = b.root / anchor.KEY_FILE
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    secret = bytes.fromhex(key_file.read_text().strip())
    assert secret not in b.db_path.read_bytes() and secret.hex().encode() not in b.db_path.read_bytes()
    assert anchor.stored(conn_of(b)).public_key == anchor.public_hex(anchor.device_key(b.root))


def test_a_real_keyring_keeps_the_key_instead_of_the_file(data_home):
    with memory_keyring() as kept:
        with open_brain() as b:
            b.retain("kept", extract=False)
            assert b.verify_integrity().valid
        assert not (data_home / anchor.KEY_FILE).exists()
        assert [k[0] for k in kept.store] == [anchor.KEYRING_SERVICE]
        with open_brain() as b:
            assert b.verify_integrity().valid  # the same key, read back


# -- exports ------------------------------------------------------------------------------------
@pytest.fixture
def dump(data_home, tmp_path):
    with open_brain("src") as src:
        for i in range(4):
            src.retain(f"exported memory {i}", extract=False)
        path = tmp_path / "dump.json"
        src.export(path)
    return path


def test_an_export_carries_the_signed_head_and_imports(dump):
    data = json.loads(dump.read_text())
    a = anchor.Anchor.from_dict(data["anchor"])
    assert a.signed() and (a.seq, a.hash) == (data["ledger_head"]["seq"], data["ledger_head"]["hash"])
    with open_brain("dst") as dst:
        rep = dst.import_archive(dump)
        assert rep.inserted == 4 and rep.anchored.startswith("entry 4, device key ")
        assert "its ledger is anchored at entry 4, device key " in rep.summary()
        assert dst.verify_integrity().valid


def forge_export(data: dict) -> None:
    m = data["memories"][0]
    m["text"] = "I never said that"
    latest = max(e["seq"] for e in data["ledger"] if e["memory_id"] == m["memory_id"])
    entries = [[e[k] for k in ("seq", "ts", "op", "memory_id", "change_hash", "prev_hash", "hash")]
               for e in data["ledger"]]
    forged = rechain(entries, {latest: ledger.sha256(ledger.state_json(dict(m, facts=[], triples=[])))})
    data["ledger"] = [dict(zip(("seq", "ts", "op", "memory_id", "change_hash", "prev_hash", "hash"), e))
                      for e in forged]
    data["ledger_head"] = {"seq": forged[-1][0], "hash": forged[-1][-1]}


@pytest.mark.parametrize("case", ["anchor kept", "anchor re-signed without the key", "anchor made to match"])
def test_a_rechained_export_is_refused(dump, case):
    data = json.loads(dump.read_text())
    forge_export(data)
    if case == "anchor re-signed without the key":
        data["anchor"]["hash"] = data["ledger_head"]["hash"]
    elif case == "anchor made to match":
        data["anchor"].update(hash=data["ledger_head"]["hash"], signature="00" * 64)
    dump.write_text(json.dumps(data))
    with open_brain("dst") as dst:
        with pytest.raises(ArchiveError, match="nothing was imported"):
            dst.import_archive(dump)
        assert dst.stats()["memories"] == 0 and dst.stats()["ledger_entries"] == 0


def test_the_forged_export_without_its_anchor_would_have_imported(dump):
    # The control for the test above: the forgery is one the chain alone accepts.
    data = json.loads(dump.read_text())
    forge_export(data)
    data["anchor"] = None
    dump.write_text(json.dumps(data))
    with open_brain("dst") as dst:
        rep = dst.import_archive(dump)
        assert rep.inserted == 4 and rep.anchored == ""
        assert "carries no signed anchor" in rep.summary()


def test_a_scope_made_again_under_an_old_name_starts_a_new_record(data_home):
    from mnemosyne_app.core.store import scopes

    with open_brain("work") as b:
        for i in range(3):
            b.retain(f"old {i}", extract=False)
        assert b.verify_integrity().valid
    scopes.remove(data_home, "work")
    with open_brain("work") as b:  # one entry, where the old record says three
        b.retain("new", extract=False)
        assert b.verify_integrity().valid


def test_the_cli_says_so_in_one_line(dump, capsys):
    from mnemosyne_app.cli import main

    data = json.loads(dump.read_text())
    forge_export(data)
    dump.write_text(json.dumps(data))
    assert main(["import", str(dump), "--scope", "dst"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "rewritten and its hash chain recomputed" in err[0] and "Traceback" not in err[0]
    with open_brain("src") as src:
        forge_text(conn_of(src), src.list_memories(limit=1)[0].memory_id, "I never said that")
    assert main(["verify", "--scope", "src"]) == 1
    assert "rewritten and its hash chain recomputed" in capsys.readouterr().out


def _import_mark(brain) -> dict:
    with brain._store.reading() as conn:
        return json.loads(conn.execute("SELECT value FROM meta WHERE key = ?", (anchor.IMPORT_MARK,)).fetchall()[0][0])


def test_an_export_signed_here_imports_as_signed_by_a_known_key(dump):
    with open_brain("dst") as dst:
        rep = dst.import_archive(dump)
        assert rep.anchor_key_known is True and "none of your devices" not in rep.summary()
        assert _import_mark(dst)["status"] == "known key"


def test_an_export_resigned_with_a_fresh_key_says_so_and_is_marked(dump):
    # The forger's best move without this device's key: change a text, recompute the chain, and
    # sign the new head with a key of their own. The chain and the signature both hold.
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    data = json.loads(dump.read_text())
    forge_export(data)
    fresh = anchor.sign(Ed25519PrivateKey.generate(), data["ledger_head"]["seq"], data["ledger_head"]["hash"], 1.8e9)
    data["anchor"] = fresh.as_dict()
    dump.write_text(json.dumps(data))
    with open_brain("dst") as dst:
        rep = dst.import_archive(dump)
        assert rep.inserted == 4 and rep.anchor_key == fresh.public_key and rep.anchor_key_known is False
        assert "signed by a key none of your devices has used" in rep.summary()
        assert "it may have been changed and signed again" in rep.summary()
        assert _import_mark(dst) == {"file": dump.name, "public_key": fresh.public_key, "status": "unknown key"}


def test_an_export_stripped_of_its_anchor_says_nothing_vouches_for_it_and_is_marked(dump):
    data = json.loads(dump.read_text())
    data["anchor"] = None
    dump.write_text(json.dumps(data))
    with open_brain("dst") as dst:
        rep = dst.import_archive(dump)
        assert rep.anchor_key_known is None
        assert "carries no signed anchor" in rep.summary() and "nothing shows it was not changed" in rep.summary()
        assert _import_mark(dst)["status"] == "unsigned"


def test_known_keys_are_this_devices_and_those_of_its_anchor_records(data_home):
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    with open_brain("a") as a:
        a.retain("one", extract=False)
    other = anchor.sign(Ed25519PrivateKey.generate(), 1, "0" * 64, 1.8e9)
    anchor.keep(data_home, "copied", other)
    known = anchor.known_keys(data_home)
    assert known == {anchor.public_hex(anchor.device_key(data_home)), other.public_key}
