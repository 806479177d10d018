"""Looking after single memories from a terminal (cli/curate.py): show, edit, forget, restore and
profile, each naming a memory by the short id `recall` prints."""

import json

from mnemosyne_app import MemoryBrain
from tests.unit.test_cli import cli
from tests.unit.test_statements import Asked


def short(hit_line: str) -> str:
    return hit_line.split()[1]  # "  1.1000  …8bdd55976f  [note] …"


def test_show_edit_forget_restore_by_the_short_id_recall_prints(tmp_path):
    cli("retain", "I keep bees on the roof", "--no-extract", data_dir=tmp_path)
    sid = short(cli("recall", "bees", data_dir=tmp_path).stdout.splitlines()[0])
    assert sid.startswith("…")
    r = cli("show", sid, data_dir=tmp_path)
    assert r.returncode == 0 and r.stdout.startswith("I keep bees on the roof") and "version 1" in r.stdout

    r = cli("edit", sid, "--text", "I keep two hives of bees on the roof", "--tag", "hobby", "--pin", data_dir=tmp_path)
    assert r.returncode == 0 and "now version 2" in r.stdout
    m = json.loads(cli("show", sid, "--history", "--json", data_dir=tmp_path).stdout)
    assert (m["text"], m["tags"], m["pinned"]) == ("I keep two hives of bees on the roof", ["hobby"], True)
    assert [v["op"] for v in m["history"]] == ["add", "edit"]

    r = cli("forget", sid.lstrip("…"), data_dir=tmp_path)  # with or without the ellipsis
    assert r.returncode == 0 and "deleted 1 memory" in r.stdout and "mnemosyne restore" in r.stdout
    assert cli("recall", "bees", data_dir=tmp_path).stdout.strip() == "no match"
    assert cli("restore", sid, data_dir=tmp_path).stdout.strip() == "restored 1 memory"
    r = cli("restore", sid, "--version", "1", data_dir=tmp_path)
    assert r.returncode == 0
    assert json.loads(cli("show", sid, "--json", data_dir=tmp_path).stdout)["text"] == "I keep bees on the roof"
    assert cli("verify", data_dir=tmp_path).stdout.startswith("valid")


def test_an_unknown_or_ambiguous_id_is_one_line_and_changes_nothing(tmp_path):
    for text in ("first note", "second note"):
        cli("retain", text, "--no-extract", data_dir=tmp_path)
    before = cli("stats", "--json", data_dir=tmp_path).stdout
    r = cli("forget", "ffffffffff", data_dir=tmp_path)
    assert r.returncode == 2 and "no memory" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    r = cli("forget", "0", data_dir=tmp_path)  # every id begins with a time stamp: both match "0…"
    assert r.returncode == 2 and "several memories" in r.stderr and "Traceback" not in r.stderr
    r = cli("edit", "0", data_dir=tmp_path)
    assert r.returncode == 2 and "nothing to change" in r.stderr
    r = cli("edit", "%", "--kind", "Not A Kind", data_dir=tmp_path)
    assert r.returncode == 2 and "kind" in r.stderr
    assert cli("stats", "--json", data_dir=tmp_path).stdout == before


def test_profile_lists_current_facts_by_attribute_and_what_they_replaced(tmp_path):
    with MemoryBrain(tmp_path, scope="default", extractor=Asked(), embedder="none") as brain:
        brain.retain("I live in Austin and I'm allergic to cats.")
        brain.retain("I moved to Denver last month.")
    out = cli("profile", data_dir=tmp_path).stdout
    assert out.index("Where you live:") < out.index("Allergies:")
    assert "User moved to Denver last month" in out and "User lives in Austin" not in out
    assert "1 earlier fact" in out
    out = cli("profile", "--earlier", data_dir=tmp_path).stdout
    assert "User lives in Austin  →  User moved to Denver last month" in out


def test_retain_prints_the_facts_it_kept(tmp_path):
    r = cli("retain", "I live in Leeds and I'm allergic to peanuts. What should I cook tonight?", "--model", "bundled",
            data_dir=tmp_path)
    assert r.returncode == 0
    assert r.stdout.splitlines()[1:] == ["  fact: User lives in Leeds", "  fact: User is allergic to peanuts"]
