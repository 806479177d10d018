"""Malformed exports of the app's own format (issue 31, point 7): 135 of 311 crashed the restore
with exit 70. Every mutation of a real export is now either restored whole or refused with one
sentence (exit 2 from the CLI), and a refused one leaves the scope empty."""

import copy
import json
import os
import random
import subprocess
import sys

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.archive.model import ArchiveError

ODD_VALUES = [None, True, 0, -1, 2**70, 1.5, float("nan"), "", "x", [], [1], {}, {"a": 1}, "\x00", 10**400]


@pytest.fixture(scope="module")
def export_doc(tmp_path_factory):
    root = tmp_path_factory.mktemp("source")
    with MemoryBrain(root, scope="src", extractor="none", embedder="none") as brain:
        mid = brain.retain("I live in Porto.", extract=False, tags=["home"]).memory_ids[0]
        brain.update(mid, text="I live in Lisbon.", facts=["Lives in Lisbon"])
        brain.retain("My bike is green.", extract=False)
        brain.export(root / "out.json", format="json")
    return json.loads((root / "out.json").read_text())


def mutations(doc, rng: random.Random, n: int):
    sections = ["memories", "versions", "facts", "triples", "ledger"]
    for _ in range(n):
        d = copy.deepcopy(doc)
        section = rng.choice(sections)
        records = d[section]
        how = rng.choice(["value", "drop-key", "record", "section", "duplicate"])
        if how == "section" or not records:
            d[section] = rng.choice(ODD_VALUES)
        elif how == "record":
            records[rng.randrange(len(records))] = rng.choice(ODD_VALUES)
        elif how == "duplicate":
            records.append(copy.deepcopy(rng.choice(records)))
        else:
            record = rng.choice(records)
            key = rng.choice(sorted(record))
            if how == "drop-key":
                del record[key]
            else:
                record[key] = rng.choice(ODD_VALUES)
        yield d


def import_raw(path, doc) -> str:
    text = json.dumps(doc, allow_nan=True)
    path.write_text(text)
    return text


def test_every_mutated_export_is_restored_whole_or_refused_in_words(export_doc, tmp_path):
    rng = random.Random(31)
    outcomes = {"refused": 0, "restored": 0}
    for i, doc in enumerate(mutations(export_doc, rng, 160)):
        path = tmp_path / f"export-{i}.json"
        import_raw(path, doc)
        with MemoryBrain(tmp_path / f"home-{i}", scope="dst", extractor="none", embedder="none") as brain:
            try:
                brain.import_archive(path)
            except ValueError as exc:  # ArchiveError and other input errors: the CLI's exit 2
                assert str(exc) and "\n" not in str(exc) and "Traceback" not in str(exc)
                outcomes["refused"] += 1
                assert brain.stats()["memories"] == 0  # nothing half-restored
            else:
                outcomes["restored"] += 1
                assert brain.verify_integrity().valid
    assert outcomes["refused"] > 100, outcomes


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d["memories"][0].__setitem__("text", 5), "memories[0].text must be text, not a number"),
    (lambda d: d["versions"][0].pop("state"), "versions[0] has no state"),
    (lambda d: d["ledger"].__setitem__(0, "entry"), "ledger[0] must be an object, not text"),
    (lambda d: d["facts"][0].__setitem__("created_at", 2**70), "facts[0].created_at must be a number"),
])
def test_the_cli_refuses_a_malformed_export_with_exit_2_and_one_line(export_doc, tmp_path, mutate, words):
    doc = copy.deepcopy(export_doc)
    mutate(doc)
    path = tmp_path / "bad.json"
    import_raw(path, doc)
    proc = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path / "d"), "import", str(path)],
                          capture_output=True, text=True, timeout=120, env=os.environ)
    assert proc.returncode == 2, proc.stderr
    assert words in proc.stderr and len(proc.stderr.strip().splitlines()) == 1, proc.stderr


def test_a_refused_export_is_an_archive_error(export_doc, tmp_path):
    doc = copy.deepcopy(export_doc)
    doc["memories"][0]["version"] = "one"
    path = tmp_path / "bad.json"
    import_raw(path, doc)
    with MemoryBrain(tmp_path / "d", extractor="none", embedder="none") as brain:
        with pytest.raises(ArchiveError, match="version must be a whole number"):
            brain.import_archive(path)
