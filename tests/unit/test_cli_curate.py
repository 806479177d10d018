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


def _retained(tmp_path, text="I keep bees on the roof"):
    cli("retain", text, "--no-extract", data_dir=tmp_path)
    return short(cli("recall", text.split()[-1], data_dir=tmp_path).stdout.splitlines()[0])


def test_forget_and_restore_say_what_happened_and_count_only_real_changes(tmp_path):
    sid = _retained(tmp_path)
    other = _retained(tmp_path, "The boiler is serviced in May")
    assert cli("forget", sid, data_dir=tmp_path).stdout.startswith("deleted 1 memory")
    r = cli("forget", sid, "--json", data_dir=tmp_path)
    assert r.returncode == 0 and json.loads(r.stdout)["deleted"] == 0
    r = cli("forget", sid, other, data_dir=tmp_path)
    lines = r.stdout.splitlines()
    assert lines[0] == f"deleted 1 memory (undo: mnemosyne restore {other.lstrip('…')})"
    assert lines[1] == f"{sid} was already deleted"
    r = cli("forget", sid, data_dir=tmp_path)
    assert r.stdout.strip() == f"{sid} was already deleted" and "restore" not in r.stdout
    assert cli("restore", sid, other, data_dir=tmp_path).stdout.strip() == "restored 2 memories"
    r = cli("restore", sid, data_dir=tmp_path)
    assert r.stdout.strip() == f"{sid} is not deleted"
    assert json.loads(cli("restore", sid, "--json", data_dir=tmp_path).stdout)["restored"] == 0
    history = json.loads(cli("show", sid, "--history", "--json", data_dir=tmp_path).stdout)["history"]
    assert [v["op"] for v in history] == ["add", "delete", "restore"]


def test_an_edit_that_changes_nothing_says_so_and_gives_no_undo_hint(tmp_path):
    sid = _retained(tmp_path)
    cli("edit", sid, "--text", "I keep two hives on the roof", data_dir=tmp_path)
    r = cli("edit", sid, "--text", "I keep two hives on the roof", data_dir=tmp_path)
    assert r.returncode == 0 and "nothing changed" in r.stdout and "restore" not in r.stdout
    assert "version 3" not in r.stdout
    assert json.loads(cli("show", sid, "--json", data_dir=tmp_path).stdout)["version"] == 2


def test_edit_refuses_a_deleted_memory(tmp_path):
    sid = _retained(tmp_path)
    cli("forget", sid, data_dir=tmp_path)
    r = cli("edit", sid, "--text", "I keep wasps", data_dir=tmp_path)
    assert r.returncode == 2 and "is deleted" in r.stderr and f"mnemosyne restore {sid.lstrip('…')}" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
    m = json.loads(cli("show", sid, "--json", data_dir=tmp_path).stdout)
    assert (m["text"], m["version"]) == ("I keep bees on the roof", 2)


def test_a_text_edit_lists_the_facts_that_stay(tmp_path):
    with MemoryBrain(tmp_path, scope="default", extractor=Asked(), embedder="none") as brain:
        memory_id = brain.retain("I'm a nurse.").memory_ids[0]
        assert brain.get(memory_id).facts == ["User is a nurse"]
    r = cli("edit", memory_id, "--text", "I'm a doctor now", data_dir=tmp_path)
    assert r.returncode == 0
    assert r.stdout.splitlines()[1:] == ["  facts kept (an edit does not redraw them from the new text):",
                                         "    User is a nurse"]


def test_edit_text_from_stdin_drops_one_trailing_newline_as_retain_does(tmp_path):
    cli("retain", "-", "--no-extract", data_dir=tmp_path, stdin="I keep bees\n")
    sid = short(cli("recall", "bees", data_dir=tmp_path).stdout.splitlines()[0])
    assert json.loads(cli("show", sid, "--json", data_dir=tmp_path).stdout)["text"] == "I keep bees"
    cli("edit", sid, "--text", "-", data_dir=tmp_path, stdin="I keep wasps\n\n")
    assert json.loads(cli("show", sid, "--json", data_dir=tmp_path).stdout)["text"] == "I keep wasps\n"


def test_commands_on_existing_memories_refuse_a_scope_that_does_not_exist(tmp_path):
    home = tmp_path / "home"
    for argv in (["show", "abc"], ["profile"], ["forget", "abc"], ["edit", "abc", "--pin"],
                 ["restore", "abc"], ["recall", "bees"]):
        r = cli(*argv, "--scope", "nosuch", data_dir=home)
        assert r.returncode == 2, argv
        # A first run (no scope at all) is told how to begin rather than what is missing.
        assert "nothing stored yet" in r.stderr and "mnemosyne retain" in r.stderr, r.stderr
        assert not home.exists(), argv
    cli("retain", "x", "--no-extract", "--scope", "work", data_dir=home)
    for argv in (["show", "abc"], ["profile"], ["forget", "abc"], ["recall", "bees"]):
        r = cli(*argv, "--scope", "nosuch", data_dir=home)
        assert r.returncode == 2, argv
        assert r.stderr.strip().endswith("no scope 'nosuch' here (mnemosyne scopes lists them)"), r.stderr
    assert not (home / "scopes" / "nosuch.db").exists()
    assert cli("recall", "x", "--scope", "work", data_dir=home).returncode == 0


def test_several_matches_end_in_an_ellipsis_only_when_more_are_left_out(tmp_path):
    for text in ("first note", "second note"):
        cli("retain", text, "--no-extract", data_dir=tmp_path)
    r = cli("forget", "0", data_dir=tmp_path)
    listed = r.stderr.split("(")[1].split(")")[0]
    assert len(listed.split(", ")) == 2 and not listed.endswith("…")
    for n in range(5):
        cli("retain", f"note {n}", "--no-extract", data_dir=tmp_path)
    r = cli("forget", "0", data_dir=tmp_path)
    listed = r.stderr.split("(")[1].split(")")[0]
    assert len(listed.split(", ")) == 5 and listed.endswith("…")
