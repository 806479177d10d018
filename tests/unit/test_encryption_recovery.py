"""The recovery drills (SPEC §6) and verify_integrity() on an encrypted data directory: the
drill's child processes get the passphrase as every command does (MNEMOSYNE_PASSPHRASE_FILE)."""

import json
import subprocess
import sys

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import errors
from mnemosyne_app.core.store import crypto
from mnemosyne_app.drills import runner


@pytest.mark.slow
def test_every_drill_passes_on_an_encrypted_store():
    r = subprocess.run([sys.executable, "-m", "mnemosyne_app", "drill", "all", "--encrypted", "--json"],
                       capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stdout + r.stderr
    results = {d["name"]: d for d in json.loads(r.stdout)}
    assert set(results) == set(runner.DRILLS)
    assert all(d["passed"] and d["error"] is None for d in results.values()), results
    assert results["kill_after_writes"]["figures"]["recalled"] == 100
    assert results["audit_chain"]["figures"]["valid"] is True


def test_a_drill_on_an_encrypted_store_really_writes_an_encrypted_file_that_verifies(tmp_path):
    root = tmp_path / "data"
    runner.make_encrypted(root)
    assert oct(runner.passphrase_file(root).stat().st_mode & 0o777) == "0o600"
    result = runner.drill_audit_chain(root, rounds=2, seed=7)
    assert result.passed, result
    db = root / "scopes" / "drill.db"
    assert crypto.is_encrypted(db)
    for f in root.joinpath("scopes").glob("drill.db*"):
        assert b"churn round" not in f.read_bytes(), f  # the children wrote through the cipher
    with pytest.raises(errors.PassphraseRequiredError):
        MemoryBrain(root, scope="drill").ensure_init()
    with MemoryBrain(root, scope="drill", passphrase=runner.passphrase_for(root)) as brain:
        rep = brain.verify_integrity()
        assert rep.valid and rep.first_broken_at is None and rep.checked >= result.figures["acknowledged_steps"]
        assert brain.check_file()
