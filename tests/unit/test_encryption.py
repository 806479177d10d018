"""Encryption at rest: encrypted scopes, the encrypt/decrypt/rekey commands, passphrase sources,
wrong passphrases, sealed exports and the log (issue 20)."""

import json
import os
from pathlib import Path

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.cli import main
from mnemosyne_app.core import errors
from mnemosyne_app.core.archive import sealed
from mnemosyne_app.core.store import crypto, crypto_convert, crypto_dir, scopes
from tests.keyring_memory import memory_keyring

SECRET = "my cardiologist said the arrhythmia is XQZV-7781"
NEEDLE = b"XQZV-7781"


def all_files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file()]


def plaintext_in(root: Path) -> list[str]:
    """Every file under ``root`` (databases, WAL, SHM, markers) whose bytes hold the needle."""
    return [str(p) for p in all_files(root) if NEEDLE in p.read_bytes()]


def passfile(tmp_path: Path, text: str, name: str = "pass", mode: int = 0o600) -> str:
    p = tmp_path / name
    p.write_text(text + "\n")
    os.chmod(p, mode)
    return str(p)


def fill(root: Path, scope: str, n: int = 40, passphrase=None) -> None:
    with MemoryBrain(root, scope, passphrase=passphrase) as b:
        b.retain(SECRET, tags=["health"])
        b.retain_batch([f"{scope} note {i} {SECRET}" for i in range(n)])


def count(root: Path, scope: str, passphrase=None) -> int:
    with MemoryBrain(root, scope, passphrase=passphrase) as b:
        assert b.verify_integrity().valid
        return b.stats()["memories"]


def test_an_encrypted_scope_holds_no_memory_text_in_db_wal_or_shm(data_home):
    b = MemoryBrain(data_home, "personal", passphrase="correct horse").ensure_init()
    try:
        for i in range(30):
            b.retain(f"{SECRET} #{i}")
        assert b.recall("arrhythmia", k=50)  # FTS works on the encrypted file
        live = sorted(p.name for p in all_files(data_home / "scopes"))
        assert "personal.db-wal" in live  # the WAL is there while open, and is checked too
        assert plaintext_in(data_home) == []
    finally:
        b.close()
    assert plaintext_in(data_home) == []
    assert crypto.is_encrypted(data_home / "scopes" / "personal.db")
    assert count(data_home, "personal", "correct horse") == 30


def test_wrong_passphrase_is_one_clear_error_and_changes_no_byte(data_home):
    fill(data_home, "personal", passphrase="right one")
    before = {p: p.read_bytes() for p in all_files(data_home)}
    for wrong in ("wrong one", "Right one"):
        with pytest.raises(errors.WrongPassphraseError, match="^wrong passphrase for scope personal$"):
            MemoryBrain(data_home, "personal", passphrase=wrong).ensure_init()
    with pytest.raises(errors.PassphraseRequiredError, match="scope personal is encrypted"):
        MemoryBrain(data_home, "personal").ensure_init()
    assert {p: p.read_bytes() for p in all_files(data_home)} == before
    # A new scope in an encrypted data dir is refused under a wrong passphrase, and not created.
    with pytest.raises(errors.WrongPassphraseError, match="wrong passphrase for scope other"):
        MemoryBrain(data_home, "other", passphrase="wrong one").ensure_init()
    assert not (data_home / "scopes" / "other.db").exists()


def test_cli_wrong_passphrase_says_so_in_one_line(data_home, tmp_path, monkeypatch, capsys):
    fill(data_home, "personal", passphrase="right one")
    before = (data_home / "scopes" / "personal.db").read_bytes()
    monkeypatch.setenv("MNEMOSYNE_PASSPHRASE_FILE", passfile(tmp_path, "wrong one"))
    assert main(["recall", "arrhythmia", "--scope", "personal"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == "mnemosyne recall: error: wrong passphrase for scope personal"
    assert (data_home / "scopes" / "personal.db").read_bytes() == before


def test_passphrase_for_a_plain_data_dir_with_plain_scopes_is_refused_not_ignored(data_home):
    fill(data_home, "personal")
    with pytest.raises(errors.PassphraseError, match="not encrypted: run `mnemosyne encrypt`"):
        MemoryBrain(data_home, "new", passphrase="x").ensure_init()
    assert not (data_home / "scopes" / "new.db").exists() and crypto_dir.read(data_home) is None
    with pytest.raises(errors.PassphraseError, match="not encrypted"):  # an existing plain scope too
        MemoryBrain(data_home, "personal", passphrase="x").ensure_init()


def test_encrypt_rekey_decrypt_commands_cover_every_scope_and_removed(data_home, tmp_path, monkeypatch, capsys):
    for scope in ("personal", "work", "old"):
        fill(data_home, scope)
    scopes.remove(data_home, "old")
    assert plaintext_in(data_home)
    monkeypatch.setenv("MNEMOSYNE_PASSPHRASE_FILE", passfile(tmp_path, "first pass"))
    assert main(["encrypt"]) == 0
    said = capsys.readouterr().out
    assert "encrypted 3 scope files" in said
    assert "removed, not wiped" in said and "Full-disk encryption" in said  # issue 31: the free blocks, said
    assert plaintext_in(data_home) == []
    assert count(data_home, "personal", "first pass") == 41
    assert main(["recall", "arrhythmia", "--scope", "work", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) >= 1  # the CLI read it with the passphrase file

    monkeypatch.setenv("MNEMOSYNE_NEW_PASSPHRASE_FILE", passfile(tmp_path, "second pass", "new"))
    assert main(["rekey"]) == 0
    assert plaintext_in(data_home) == []
    with pytest.raises(errors.WrongPassphraseError):
        MemoryBrain(data_home, "work", passphrase="first pass").ensure_init()
    assert count(data_home, "work", "second pass") == 41

    monkeypatch.setenv("MNEMOSYNE_PASSPHRASE_FILE", passfile(tmp_path, "second pass", "again"))
    assert main(["decrypt"]) == 0
    assert crypto_dir.read(data_home) is None
    assert not any(crypto.is_encrypted(p) for p in crypto_dir.scope_files(data_home))
    assert count(data_home, "work") == 41
    restored = scopes.restore(data_home, scopes.removed(data_home)[0].name)
    assert count(data_home, restored) == 41


def test_passphrase_file_readable_by_others_is_refused(data_home, tmp_path, monkeypatch, capsys):
    fill(data_home, "personal", passphrase="right one")
    monkeypatch.setenv("MNEMOSYNE_PASSPHRASE_FILE", passfile(tmp_path, "right one", mode=0o644))
    assert main(["status", "--scope", "personal"]) == 2
    assert "can be read by others (mode 644)" in capsys.readouterr().err


def test_keyring_is_a_source_when_a_backend_exists(data_home, monkeypatch, capsys):
    with memory_keyring():
        from mnemosyne_app import passphrase

        fill(data_home, "personal", passphrase="kept in keyring")
        assert passphrase.remember(data_home, "kept in keyring")
        assert main(["recall", "arrhythmia", "--scope", "personal", "--json"]) == 0
        assert len(json.loads(capsys.readouterr().out)) >= 1


def test_no_source_is_a_clear_error(data_home, capsys):
    fill(data_home, "personal", passphrase="right one")
    assert main(["status", "--scope", "personal"]) == 2  # no file, no keyring, no terminal under pytest
    assert "no passphrase was found: set MNEMOSYNE_PASSPHRASE_FILE" in capsys.readouterr().err


def test_export_encrypt_seals_and_plain_export_warns(data_home, tmp_path, monkeypatch, capsys):
    fill(data_home, "personal")
    out = tmp_path / "export.json"
    monkeypatch.setenv("MNEMOSYNE_EXPORT_PASSPHRASE_FILE", passfile(tmp_path, "export pass", "e"))
    assert main(["export", str(out), "--scope", "personal", "--encrypt"]) == 0
    blob = out.read_bytes()
    assert NEEDLE not in blob and sealed.is_sealed(blob)
    dump = json.loads(sealed.unseal(blob, "export pass"))
    assert len(dump["memories"]) == 41 and os.stat(out).st_mode & 0o777 == 0o600
    with pytest.raises(errors.WrongPassphraseError):
        sealed.unseal(blob, "export pasS")
    with pytest.raises(errors.WrongPassphraseError):  # a truncated file is not taken for a whole one
        sealed.unseal(blob[:-20], "export pass")
    capsys.readouterr()
    assert main(["export", str(tmp_path / "plain.md"), "--scope", "personal", "--format", "markdown"]) == 0
    assert "is plain text: anyone who can read the file reads these memories" in capsys.readouterr().err


def test_sealed_format_round_trips_every_size():
    for size in (0, 1, sealed.CHUNK - 1, sealed.CHUNK, sealed.CHUNK + 1, 3 * sealed.CHUNK):
        data = os.urandom(size)
        assert sealed.unseal(sealed.seal(data, "p"), "p") == data


def test_interrupted_rekey_leaves_each_scope_on_one_of_the_two_and_is_finished(data_home, monkeypatch):
    for scope in ("a", "b"):
        fill(data_home, scope, n=5, passphrase="old pass")
    real = crypto_convert.convert_file
    calls = []

    def die_after_first(*a):
        if calls:
            raise KeyboardInterrupt  # stands for a kill between two files
        calls.append(a)
        real(*a)

    monkeypatch.setattr(crypto_convert, "convert_file", die_after_first)
    with pytest.raises(KeyboardInterrupt):
        crypto_convert.rekey(data_home, "old pass", "new pass")
    assert count(data_home, "a", "new pass") == 6
    with pytest.raises(errors.WrongPassphraseError, match="rekey` again to finish"):
        MemoryBrain(data_home, "b", passphrase="new pass").ensure_init()
    assert count(data_home, "b", "old pass") == 6
    with pytest.raises(errors.WrongPassphraseError, match="another new passphrase"):
        crypto_convert.rekey(data_home, "old pass", "third pass")
    monkeypatch.setattr(crypto_convert, "convert_file", real)
    crypto_convert.rekey(data_home, "old pass", "new pass")
    assert crypto_dir.read(data_home).pending is None
    assert count(data_home, "b", "new pass") == 6


def test_log_never_holds_memory_text(data_home, tmp_path, monkeypatch, capsys):
    """A session of writes, searches, edits, errors and commands, then the log is searched."""
    from mnemosyne_app import log

    path = log.setup()
    monkeypatch.setenv("MNEMOSYNE_PASSPHRASE_FILE", passfile(tmp_path, "log pass"))
    fill(data_home, "personal", passphrase="log pass")
    assert main(["retain", SECRET, "--scope", "personal"]) == 0
    assert main(["recall", "arrhythmia XQZV", "--scope", "personal"]) == 0
    assert main(["retain", "x" * 300_000 + " XQZV-7781", "--scope", "personal"]) == 2  # too long: refused
    with MemoryBrain(data_home, "personal", passphrase="log pass") as b:
        m = b.recall("arrhythmia", k=1)[0]
        b.update(m.memory_id, text=m.text + " and XQZV-7781 again")
        b.delete(m.memory_id)
        with pytest.raises(Exception):
            b.update(m.memory_id, text=SECRET, kind="")
    with pytest.raises(errors.WrongPassphraseError):
        MemoryBrain(data_home, "personal", passphrase="wrong").ensure_init()
    assert main(["export", str(tmp_path / "x.json"), "--scope", "personal"]) == 0
    for handler in __import__("logging").getLogger("mnemosyne").handlers:
        handler.flush()
    text = "".join(p.read_text(errors="replace") for p in path.parent.glob("mnemosyne.log*"))
    assert text  # the session was logged
    assert "XQZV" not in text and "arrhythmia" not in text and "log pass" not in text
