"""Importing a Mnemosyne export verifies it first (issue 15, point 5): a ledger that does not
verify, or memories that disagree with it, refuse the import with a clear error and leave the
scope as it was; the CLI says so in one line and exits 2."""

import json

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.cli import main
from mnemosyne_app.core.archive import ArchiveError


@pytest.fixture
def dump(data_home, tmp_path):
    with MemoryBrain(scope="src", extractor="none", embedder="none") as src:
        for i in range(4):
            src.retain(f"exported memory {i}", extract=False, tags=["t"])
        path = tmp_path / "dump.json"
        src.export(path)
    return path


def tamper(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


CASES = {
    "memory text edited": lambda d: d["memories"][1].update(text="forged"),
    "ledger truncated": lambda d: d.update(ledger=d["ledger"][:2]),
    "ledger entry edited": lambda d: d["ledger"][0].update(op="edit"),
    "memory dropped": lambda d: d.update(memories=d["memories"][:-1]),
}


@pytest.mark.parametrize("case", CASES)
def test_a_tampered_export_is_refused_and_changes_nothing(dump, case):
    tamper(dump, CASES[case])
    with MemoryBrain(scope="dst", extractor="none", embedder="none") as dst:
        with pytest.raises(ArchiveError, match="does not verify, nothing was imported"):
            dst.import_archive(dump)
        assert dst.stats()["memories"] == 0 and dst.stats()["ledger_entries"] == 0
        assert dst.verify_integrity().valid


def test_the_cli_refuses_it_in_one_line(dump, capsys):
    tamper(dump, CASES["memory text edited"])
    assert main(["import", str(dump), "--scope", "dst"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "does not verify" in err[0] and "Traceback" not in err[0]


def test_an_honest_export_still_imports(dump):
    with MemoryBrain(scope="dst", extractor="none", embedder="none") as dst:
        assert dst.import_archive(dump).inserted == 4 and dst.verify_integrity().valid
