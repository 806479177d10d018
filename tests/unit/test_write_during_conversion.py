"""A write while `mnemosyne encrypt` converts the data directory (issue 31, point 7): the CLI was
told the scope "is not a Mnemosyne database or is damaged" (or that the passphrase was wrong). Now
it is told the truth: a conversion is under way, wait or run it again; nothing is changed."""

import os
import subprocess
import sys

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import errors
from mnemosyne_app.core.store import driver
from mnemosyne_app.core.store import crypto_convert, crypto_dir  # noqa: E402
from mnemosyne_app.core.store.crypto import StoreKey, default_cipher


def half_encrypted(root):
    """The state a running `encrypt` is in after its first file: the run recorded as pending and
    one scope's file already encrypted, the other still plain."""
    for scope in ("first", "second"):
        with MemoryBrain(root, scope=scope, extractor="none", embedder="none") as b:
            b.retain(f"a note in {scope}", extract=False)
    state = crypto_dir.DirState(default_cipher(), crypto_dir.make_verifier("pass phrase"), {"op": "encrypt"})
    crypto_dir.write(root, state)
    crypto_convert.convert_file(root / "scopes" / "first.db", None, StoreKey("pass phrase", state.cipher))


@pytest.mark.parametrize("scope", ["first", "second"])
def test_a_cli_write_between_two_files_of_an_encrypt_lands(tmp_path, monkeypatch, scope):
    """Between two files of a running encrypt, each scope opens as it is (plain or encrypted)."""
    monkeypatch.setenv("MNEMOSYNE_TEST_WEAK_KDF", "1")
    half_encrypted(tmp_path)
    pw = tmp_path / "pw"
    pw.write_text("pass phrase\n")
    pw.chmod(0o600)
    env = {**os.environ, "MNEMOSYNE_TEST_WEAK_KDF": "1", "MNEMOSYNE_PASSPHRASE_FILE": str(pw)}
    proc = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path), "--scope", scope,
                           "retain", "written meanwhile", "--no-extract"], capture_output=True, text=True,
                          timeout=120, env=env, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0 and proc.stdout.startswith("stored as memory …"), proc.stderr


def test_a_file_swapped_under_an_open_is_a_conversion_under_way_not_damage(tmp_path, monkeypatch):
    """The moment that failed: a writer decided "plain" for first.db, then encrypt renamed the
    encrypted copy into place before it opened the file ("is not a Mnemosyne database or is
    damaged"). The open now says a conversion is under way, and changes nothing."""
    monkeypatch.setenv("MNEMOSYNE_TEST_WEAK_KDF", "1")
    half_encrypted(tmp_path)
    db = tmp_path / "scopes" / "first.db"
    before = db.read_bytes()
    with pytest.raises(errors.StoreBusyError, match="being converted by `mnemosyne encrypt`.*run `mnemosyne encrypt` again"):
        conn = driver.open_connection(db)  # as a writer that took it for plain
        conn.close()
    assert db.read_bytes() == before


def test_without_a_conversion_a_damaged_file_is_still_called_damaged(tmp_path):
    db = tmp_path / "scopes" / "x.db"
    db.parent.mkdir(parents=True)
    db.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(errors.StoreCorruptError, match="damaged"):
        driver.open_connection(db)
