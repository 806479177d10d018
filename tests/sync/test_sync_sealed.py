"""Sealed sync (issue 33) against the real PostgreSQL: the server holds no text a person wrote, a
device pairs with the key the first sync showed, a wrong key or a tampered row is refused before
anything is applied, a replayed row changes nothing, a purge leaves only tombstones."""

from __future__ import annotations

import json
import time

import psycopg
import pytest

from mnemosyne_app.cli import main
from mnemosyne_app.core.integrity import anchor
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync import engine, keys
from mnemosyne_app.sync.sealed import TamperedError
from mnemosyne_app.sync.server import SCHEMA, Server
from mnemosyne_app.sync.vault import KeyTypoError, SyncKey, WrongKeyError

from tests.sync.helpers import Device
from tests.sync.server_scan import dump_text, found_in, server_text

CANARY = ["Zarquon", "heron statue", "canarytag-q9", "canary fact heron", "canaryscope-q9", "Canary title q9",
          "canary-conversation-q9"]


def canary_archive(folder) -> object:
    path = folder / "canary.jsonl"
    path.write_text(json.dumps({"id": "canary-conversation-q9", "title": "Canary title q9", "messages": [
        {"role": "user", "content": "Zarquon reminder: the spare key is under the heron statue"}]}) + "\n")
    return path


def ops(url: str) -> list[tuple]:
    with psycopg.connect(url) as conn:
        return conn.execute(f"SELECT server_seq, origin_device, origin_seq, memory_id, op, hlc, sealed FROM {SCHEMA}.ops "
                            "ORDER BY server_seq").fetchall()


def test_the_server_holds_no_canary_while_a_paired_device_finds_it(tmp_path, pg_url):
    a = Device(tmp_path / "A", pg_url, scope="canaryscope-q9")
    with a.brain() as ba:
        ba.import_archive(canary_archive(tmp_path))
        mid = ba.list_memories()[0].memory_id
        ba.update(mid, tags=["canarytag-q9"], facts=["canary fact heron"])
        ba.retain("Zarquon also keeps a note about the heron statue", extract=False, tags=["canarytag-q9"])
    a.sync()
    # B, paired with the key, finds it by keywords and by meaning (vectors made on B: none were sent).
    b = Device(tmp_path / "B", pg_url, scope="canaryscope-q9")
    b.options = BrainOptions(data_dir=b.root, extractor="none", embedder="minilm")
    b.sync()
    with b.brain() as bb:
        assert [h.memory_id for h in bb.recall("heron statue")][:2].count(mid) == 1
        # Found by its vector (computed on B: no vector was sent).
        by_meaning = {h.memory_id: h for h in bb.recall("hiding place of a door key near a bird sculpture", k=3)}
        assert mid in by_meaning and "meaning" in by_meaning[mid].matched
        got = bb.get(mid)
        assert got.tags == ["canarytag-q9"] and got.facts == ["canary fact heron"]
    # Nowhere on the server, in any column or encoding, nor in a dump of the database.
    assert found_in(server_text(pg_url), CANARY) == []
    dump = dump_text(pg_url)
    if dump is not None:
        assert "mnemosyne_sync" in dump and found_in(dump, CANARY) == []
    # The scan does see text when it is there (it is no scan that finds nothing).
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("CREATE TABLE probe (t TEXT)")
        conn.execute("INSERT INTO probe VALUES ('x the heron statue x')")
    assert found_in(server_text(pg_url), CANARY) == ["heron statue"]


def test_the_first_sync_shows_the_key_once_and_a_new_device_joins_by_typing_it(tmp_path, pg_url, capsys,
                                                                               monkeypatch):
    import io

    a, b, c = (str(tmp_path / n) for n in "ABC")
    assert main(["--data-dir", a, "retain", "The boat is moored at pier 9", "--no-extract"]) == 0
    capsys.readouterr()
    assert main(["--data-dir", a, "--json", "sync", "--remote", pg_url]) == 0
    first = json.loads(capsys.readouterr().out)
    phrase, code = first["recovery_phrase"], first["pairing_code"]
    assert len(phrase.split()) == 24 and first["scopes"][0]["sealed"]
    assert main(["--data-dir", a, "--json", "sync"]) == 0
    assert "recovery_phrase" not in json.loads(capsys.readouterr().out)  # shown once
    # Without the key, another data directory is told to join, and nothing is kept or applied.
    assert main(["--data-dir", b, "sync", "--remote", pg_url]) == 2
    assert "join it by typing the recovery phrase" in capsys.readouterr().err
    # A typo in the phrase is caught by its checksum; a wrong (valid) key does not open the vault.
    words = phrase.split()
    words[3], words[4] = words[4], words[3]
    monkeypatch.setattr("sys.stdin", io.StringIO(" ".join(words) + "\n"))
    assert main(["--data-dir", b, "sync", "--remote", pg_url, "--join"]) == 2
    err = capsys.readouterr().err
    assert ("checksum" in err or "does not open" in err) and err.count("\n") == 1
    monkeypatch.setattr("sys.stdin", io.StringIO(SyncKey.new().phrase() + "\n"))
    assert main(["--data-dir", c, "sync", "--remote", pg_url, "--join"]) == 2
    assert "this key does not open the synced vault" in capsys.readouterr().err
    assert main(["--data-dir", c, "--json", "recall", "boat"]) == 2  # nothing applied, nothing made
    assert "nothing stored yet" in capsys.readouterr().err
    # The pairing code works as the phrase does.
    monkeypatch.setattr("sys.stdin", io.StringIO(code.lower() + "\n"))
    assert main(["--data-dir", b, "sync", "--remote", pg_url, "--join"]) == 0, capsys.readouterr().err
    capsys.readouterr()
    assert main(["--data-dir", b, "--json", "recall", "boat"]) == 0
    assert "pier 9" in capsys.readouterr().out
    # No sync key file: the keyring or the vault holds it. (The device's signing key, which
    # anchors the ledger, is a file outside the vault by design: README, Anchors.)
    assert not [p for p in (tmp_path / "B").rglob("*key*") if p.name != anchor.KEY_FILE]


def test_a_mistyped_phrase_or_code_is_refused_in_words():
    key = SyncKey.new()
    assert SyncKey.from_typed(key.phrase()) == key and SyncKey.from_typed(key.pairing_code()) == key
    words = key.phrase().split()
    with pytest.raises(KeyTypoError, match="not in its list"):
        SyncKey.from_typed(" ".join(["zzzz"] + words[1:]))
    code = key.pairing_code()
    with pytest.raises(KeyTypoError, match="checksum"):
        SyncKey.from_typed(code[:5] + ("A" if code[5] != "A" else "B") + code[6:])


def test_a_device_with_a_wrong_key_applies_nothing(tmp_path, pg_url):
    a = Device(tmp_path / "A", pg_url)
    with a.brain() as ba:
        ba.retain("The alarm code is 2580", extract=False)
    a.sync()
    c = Device(tmp_path / "C", pg_url, key=SyncKey.new())
    with pytest.raises(WrongKeyError, match="does not open the synced vault"):
        c.sync()
    assert c.snapshot() == {}


def test_a_flipped_byte_is_refused_and_the_next_honest_sync_converges(tmp_path, pg_url):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with a.brain() as ba:
        for text in ("Plant the tulips in October", "The gate code is 1234", "Call the plumber"):
            ba.retain(text, extract=False)
    a.sync()
    seq, blob = ops(pg_url)[1][0], ops(pg_url)[1][6]
    flipped = bytearray(blob)
    flipped[len(flipped) // 2] ^= 0x01
    with psycopg.connect(pg_url) as conn:
        conn.execute(f"UPDATE {SCHEMA}.ops SET sealed = %s WHERE server_seq = %s", (bytes(flipped), seq))
    with pytest.raises(TamperedError, match="does not open with this vault's key"):
        b.sync()
    assert b.snapshot() == {}  # nothing of the batch was applied
    with psycopg.connect(pg_url) as conn:  # the server holds what was sent again
        conn.execute(f"UPDATE {SCHEMA}.ops SET sealed = %s WHERE server_seq = %s", (blob, seq))
    b.sync()
    assert a.snapshot() == b.snapshot() and len(b.snapshot()) == 3


def test_a_replayed_row_changes_nothing_and_a_moved_one_is_refused(tmp_path, pg_url):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with a.brain() as ba:
        mid = ba.retain("The car is due for a service", extract=False).memory_ids[0]
    a.sync()
    b.sync()
    with a.brain() as ba:
        ba.update(mid, text="The car is due for a service in May")
    a.sync()
    b.sync()
    before = b.snapshot()
    # The server sends the old "add" again, under its own numbers (a later server position).
    first = ops(pg_url)[0]
    cols = "scope, origin_device, origin_seq, memory_id, op, state, change_hash, entry_hash, hlc, parent_hlc, sealed"
    with psycopg.connect(pg_url) as conn:
        conn.execute(f"CREATE TABLE replay AS SELECT {cols} FROM {SCHEMA}.ops WHERE server_seq = %s", (first[0],))
        conn.execute(f"DELETE FROM {SCHEMA}.ops WHERE server_seq = %s", (first[0],))
        conn.execute(f"INSERT INTO {SCHEMA}.ops ({cols}) SELECT {cols} FROM replay")
    report = b.sync()
    assert report.replays == 1 and b.snapshot() == before
    # The same row under another sequence number does not open.
    with psycopg.connect(pg_url) as conn:
        conn.execute(f"INSERT INTO {SCHEMA}.ops ({cols}) SELECT scope, origin_device, origin_seq + 1000, memory_id, op, "
                     "state, change_hash, entry_hash, hlc, parent_hlc, sealed FROM replay")
    with pytest.raises(TamperedError):
        b.sync()
    assert b.snapshot() == before


def test_a_dropped_row_is_a_gap_in_its_devices_chain(tmp_path, pg_url):
    a, c = Device(tmp_path / "A", pg_url), Device(tmp_path / "C", pg_url)
    with a.brain() as ba:
        for text in ("one", "two", "three"):
            ba.retain(f"Note number {text}", extract=False)
    a.sync()
    with psycopg.connect(pg_url) as conn:
        conn.execute(f"DELETE FROM {SCHEMA}.ops WHERE server_seq = %s", (ops(pg_url)[1][0],))
    with pytest.raises(TamperedError, match="missing on the sync server or came out of order"):
        c.sync()
    assert c.snapshot() == {}


def test_a_purge_leaves_only_tombstones_on_the_server(tmp_path, pg_url):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with a.brain() as ba:
        doomed = ba.retain("Zarquon diary entry", extract=False).memory_ids[0]
        ba.update(doomed, text="Zarquon diary entry, edited")
        ba.retain("A note that stays", extract=False)
    a.sync()
    b.sync()
    with a.brain() as ba:
        ba.update(doomed, expires_at=time.time() - 10)
        ba.sweep(grace_s=0)
    a.sync()
    item = {r[3] for r in ops(pg_url)}
    rows = ops(pg_url)
    doomed_rows = [r for r in rows if sum(1 for x in rows if x[3] == r[3]) > 1]
    assert [r[4] for r in doomed_rows].count("purged") == len(doomed_rows) - 1 and len(item) == 2
    assert all(r[6] is None for r in doomed_rows if r[4] == "purged")
    b.sync()
    c = Device(tmp_path / "C", pg_url)
    c.sync()  # a device that never held it: the tombstones bring nothing
    assert a.snapshot() == b.snapshot() == c.snapshot() and doomed not in c.snapshot()


def test_identical_concurrent_edits_are_not_a_conflict(tmp_path, pg_url):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with a.brain() as ba:
        mid = ba.retain("Mum's birthday is on the 4th", extract=False).memory_ids[0]
    a.sync()
    b.sync()
    for d in (a, b):
        with d.brain() as brain:
            brain.update(mid, text="Mum's birthday is on the 14th")
    for d in (a, b, a):
        d.sync()
    for d in (a, b):
        assert engine.status(d.options, d.scope, None)["conflicts"] == []
    assert a.snapshot() == b.snapshot()


def test_two_vaults_on_one_server_cannot_read_each_other(tmp_path, pg_server, pg_url):
    import urllib.parse

    db = urllib.parse.urlsplit(pg_url).path.lstrip("/")
    # Two logins with only the rights sync uses: connect to the database, make a schema in it.
    alice_role, bob_role = f"alice_{db}", f"bob_{db}"
    pg_server.psql(f"CREATE ROLE {alice_role} LOGIN PASSWORD 'a'; CREATE ROLE {bob_role} LOGIN PASSWORD 'b'; "
                   f"GRANT CONNECT, CREATE ON DATABASE {db} TO {alice_role}, {bob_role};")

    def as_user(user: str) -> str:
        return pg_url + f"&user={alice_role if user == 'alice' else bob_role}"

    alice, bob = Device(tmp_path / "alice", as_user("alice")), Device(tmp_path / "bob", as_user("bob"))
    with alice.brain() as b:
        b.retain("Alice's secret: the Zarquon plan", extract=False)
    with bob.brain() as b:
        b.retain("Bob's shopping list", extract=False)
    alice.sync()
    bob.sync()
    assert [m[0] for m in bob.snapshot().values()] == ["Bob's shopping list"]
    with psycopg.connect(as_user("bob")) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(f"SELECT count(*) FROM {SCHEMA}.ops")
    with psycopg.connect(as_user("bob")) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(f"DELETE FROM {SCHEMA}.ops")
    with Server(as_user("bob")) as server:
        assert server.schema != SCHEMA
    alice.sync()
    assert [m[0] for m in alice.snapshot().values()] == ["Alice's secret: the Zarquon plan"]


def test_a_plain_synced_server_moves_to_sealed_sync_in_one_resumable_action(tmp_path, pg_url, monkeypatch):
    from mnemosyne_app.sync import sealed

    a = Device(tmp_path / "A", pg_url, key=None)
    b = Device(tmp_path / "B", pg_url, key=None)
    with monkeypatch.context() as before_sealing:  # as a release without sealing synced
        before_sealing.setattr(engine, "attach_key", lambda *args, **kwargs: None)
        for scope in ("default", "work"):
            a.scope = scope
            with a.brain() as ba:
                ba.retain(f"Zarquon {scope} note", extract=False)
            a.sync()
            b.scope = scope
            b.sync()
    assert found_in(server_text(pg_url), ["Zarquon"]) == ["Zarquon"]
    with Server(pg_url) as server:  # killed after the first scope: the server keeps one scope plain
        real = sealed.seal_one_plain_scope
        calls = []

        def dies_second_time(*args):
            calls.append(1)
            if len(calls) == 2:
                raise KeyboardInterrupt
            return real(*args)

        monkeypatch.setattr(sealed, "seal_one_plain_scope", dies_second_time)
        with pytest.raises(KeyboardInterrupt):
            engine.seal_vault(a.options, server)
        monkeypatch.setattr(sealed, "seal_one_plain_scope", real)
    with Server(pg_url) as server:
        made, moved = engine.seal_vault(a.options, server)
    assert made is None and moved == 1  # the key made by the first try; the second scope now
    assert found_in(server_text(pg_url), ["Zarquon"]) == []
    for scope in ("default", "work"):
        a.scope = scope
        with a.brain() as ba:
            ba.retain(f"After sealing, {scope}", extract=False)
        a.sync()
    with pytest.raises(keys.NotJoinedError):  # B must join with the key now
        b.sync()
    b.key = keys.load(a.options)
    b._paired = False
    for scope in ("default", "work"):
        a.scope = b.scope = scope
        b.sync()
        assert a.snapshot() == b.snapshot() and len(b.snapshot()) == 2
        assert a.verify().valid and b.verify().valid


def test_a_key_change_reseals_the_server_and_shuts_out_a_removed_device(tmp_path, pg_url, capsys, monkeypatch):
    import io

    a, b, lost = Device(tmp_path / "A", pg_url, scope="work"), Device(tmp_path / "B", pg_url, scope="work"), \
        Device(tmp_path / "lost", pg_url, scope="work")
    with a.brain() as ba:
        doomed = ba.retain("Zarquon note to purge", extract=False).memory_ids[0]
        ba.retain("The shed key is in the blue tin", extract=False)
    for d in (a, b, lost):
        d.sync()
    with a.brain() as ba:
        ba.update(doomed, expires_at=time.time() - 10)
        ba.sweep(grace_s=0)
    a.sync()
    before = ops(pg_url)
    assert main(["--data-dir", str(a.root), "--scope", "work", "--json", "sync", "--remote", pg_url,
                 "--rotate-key"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["resealed_operations"] == len(before) and len(out["recovery_phrase"].split()) == 24
    after = ops(pg_url)
    assert [r[:3] for r in after] == [r[:3] for r in before]  # the same operations, in the same order
    assert all(x[6] != y[6] for x, y in zip(before, after) if x[6] is not None)  # each sealed anew
    # The old key opens nothing now: a lost laptop (or a removed device) applies nothing more.
    with a.brain() as ba:
        ba.retain("Written after the key change", extract=False)
    a.sync()
    with pytest.raises(WrongKeyError, match="join again with the new recovery phrase"):
        lost.sync()
    assert len(lost.snapshot()) == 2
    monkeypatch.setattr("sys.stdin", io.StringIO(out["recovery_phrase"] + "\n"))
    assert main(["--data-dir", str(b.root), "--scope", "work", "sync", "--remote", pg_url, "--join"]) == 0, \
        capsys.readouterr().err
    assert a.snapshot() == b.snapshot() and len([m for m in b.snapshot().values()]) == 2
    assert a.verify().valid and b.verify().valid


def test_a_key_change_killed_after_the_server_changed_keeps_the_new_key(tmp_path, pg_url, monkeypatch):
    a = Device(tmp_path / "A", pg_url)
    with a.brain() as ba:
        ba.retain("Kept across a killed key change", extract=False)
    a.sync()
    real_keep = keys.keep

    def killed_once_server_changed(options, key, store=None, which=""):
        if which == "" and key is not None:
            raise KeyboardInterrupt  # stands for SIGKILL right after the server committed
        return real_keep(options, key, store, which)

    monkeypatch.setattr(keys, "keep", killed_once_server_changed)
    with Server(pg_url) as server, pytest.raises(KeyboardInterrupt):
        keys.rotate(a.options, server)
    monkeypatch.setattr(keys, "keep", real_keep)
    a.sync()  # the new key, kept before the server changed, is taken up
    with Server(pg_url) as server:
        assert keys.load(a.options).opens(server.key_check) and keys.load(a.options, "next") is None
