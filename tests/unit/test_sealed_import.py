"""A sealed export (`mnemosyne export --encrypt`) imported back: opened in memory with its
passphrase, then read by the normal importer; no passphrase or a wrong one is one clear error
that imports nothing."""

import os
import subprocess
import sys

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.archive import ArchiveError

SECRET = "a passphrase for the export"


def sealed_export(tmp_path, fmt="json"):
    with MemoryBrain(tmp_path / "from", "personal", extractor="none", embedder="none") as b:
        b.retain("I keep my insulin in the second drawer", extract=False)
        b.retain("my sister's name is Ilse", extract=False)
        out = tmp_path / f"export.{fmt}"
        assert b.export(out, format=fmt, passphrase=SECRET) == 2
    assert b"insulin" not in out.read_bytes()
    return out


@pytest.mark.parametrize("fmt", ["json"])
def test_a_sealed_export_imports_back_with_its_passphrase(tmp_path, fmt):
    out = sealed_export(tmp_path, fmt)
    with MemoryBrain(tmp_path / "to", "personal", extractor="none", embedder="none") as b:
        b.import_archive(out, passphrase=SECRET)
        assert sorted(m.text for m in b.list_memories()) == ["I keep my insulin in the second drawer",
                                                             "my sister's name is Ilse"]


def test_without_or_with_a_wrong_passphrase_nothing_is_imported(tmp_path):
    out = sealed_export(tmp_path)
    with MemoryBrain(tmp_path / "to", "personal", extractor="none", embedder="none") as b:
        with pytest.raises(ArchiveError, match="sealed export: give the passphrase"):
            b.import_archive(out)
        with pytest.raises(ArchiveError, match="wrong passphrase for this export"):
            b.import_archive(out, passphrase="not it")
        assert b.list_memories() == []


def test_the_cli_imports_a_sealed_export_with_the_export_passphrase_file(tmp_path):
    out = sealed_export(tmp_path)
    pw = tmp_path / "pw"
    pw.write_text(SECRET + "\n")
    os.chmod(pw, 0o600)
    env = {k: v for k, v in os.environ.items() if not k.startswith("MNEMOSYNE_")}
    env.update(MNEMOSYNE_MODEL="none", MNEMOSYNE_EMBEDDER="none", MNEMOSYNE_EXPORT_PASSPHRASE_FILE=str(pw),
               PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring")
    r = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path / "to"), "--scope", "p",
                        "import", str(out), "--no-embed"], capture_output=True, text=True, env=env, timeout=120,
                       stdin=subprocess.DEVNULL)
    assert r.returncode == 0, r.stderr
    with MemoryBrain(tmp_path / "to", "p") as b:
        assert b.stats()["memories"] == 2
    env["MNEMOSYNE_EXPORT_PASSPHRASE_FILE"] = str(tmp_path / "missing")
    r = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path / "to"), "--scope", "q",
                        "import", str(out)], capture_output=True, text=True, env=env, timeout=120, stdin=subprocess.DEVNULL)
    assert r.returncode != 0 and "Traceback" not in r.stderr and "passphrase file" in r.stderr


@pytest.mark.parametrize("keep", ["inside the header", "the header only", "the header and 10 bytes"])
def test_a_sealed_file_cut_short_says_so(tmp_path, keep):
    """Cut inside its header it said "subsection not found" (issue 31)."""
    out = sealed_export(tmp_path)
    blob = out.read_bytes()
    end = blob.index(b"\n", len(b"MNEMOSYNE-SEALED v1\n")) + 1
    cut = {"inside the header": blob[:end - 20], "the header only": blob[:end], "the header and 10 bytes": blob[:end + 10]}
    out.write_bytes(cut[keep])
    with MemoryBrain(tmp_path / "to", "personal", extractor="none", embedder="none") as b:
        with pytest.raises(ArchiveError, match="cut short"):
            b.import_archive(out, passphrase=SECRET)
        assert b.list_memories() == []


def test_the_cli_without_an_export_passphrase_names_the_sealed_file_not_the_store(tmp_path):
    out = sealed_export(tmp_path)
    env = {k: v for k, v in os.environ.items() if not k.startswith("MNEMOSYNE_")}
    env.update(MNEMOSYNE_MODEL="none", MNEMOSYNE_EMBEDDER="none", PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring")
    r = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path / "to"), "import", str(out)],
                       capture_output=True, text=True, env=env, timeout=120, stdin=subprocess.DEVNULL)
    assert r.returncode == 2, r.stderr
    assert "is a sealed export and no passphrase for it was given" in r.stderr
    assert "MNEMOSYNE_EXPORT_PASSPHRASE_FILE" in r.stderr and "memories in" not in r.stderr
