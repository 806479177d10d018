"""The issue's round trip: a scope with imported ChatGPT and Claude conversations mirrored, 20
notes edited by a script (bodies, tags, front matter), 5 added, 2 deleted; the store shows
exactly those changes, each ledgered, and nothing else."""

from __future__ import annotations

from mnemosyne_app.vault import Vault
from tests.vault.helpers import snapshot, split, write


def test_a_scope_mirrors_as_notes_and_edits_come_back_exactly(filled, tmp_path):
    vault = Vault(filled)
    folder = vault.turn_on(tmp_path / "vault")
    first = vault.sync()
    convs = sorted((folder / "Conversations").glob("*.md"))
    mems = sorted((folder / "Memories").glob("*.md"))
    assert (len(convs), len(mems)) == (8, 15) and (folder / "Profile.md").exists()
    assert first.written == 8 + 15 + 1 and not first.took_in

    before, head = snapshot(filled), filled.changes_since(0)[0]
    by_text = {v[1]: k for k, v in before.items()}
    expected: dict[str, dict] = {}

    for i, path in enumerate(convs):  # 8 conversation notes: one turn reworded, three also tagged
        front, body = split(path)
        old = next(line for line in body.split("\n") if line.startswith(("Question 0", "Claude turn 0")))
        body = body.replace(old, old + " Edited in Obsidian.")
        expected.setdefault(by_text[old], {})["text"] = old + " Edited in Obsidian."
        if i < 3:
            front["tags"] = list(front["tags"]) + ["travel"]
            for mid in front["memories"]:
                expected.setdefault(mid, {})["tags"] = ("travel",)
        write(path, front, body)
    for i, path in enumerate(mems[:12]):  # 12 memory notes: 4 bodies, 4 tag lists, 4 kind + pin
        front, body = split(path)
        mid = front["id"]
        if i < 4:
            write(path, front, body.rstrip("\n") + "\nAnd a second line.\n")
            expected[mid] = {"text": before[mid][1] + "\nAnd a second line."}
        elif i < 8:
            front["tags"] = ["garden", "bikes"]
            write(path, front, body)
            expected[mid] = {"tags": ("bikes", "garden")}  # the store keeps tags sorted
        else:
            front["kind"], front["pinned"] = "fact", True
            write(path, front, body)
            expected[mid] = {"kind": "fact", "pinned": True}
    for i in range(5):  # 5 new notes, two with front matter of their own
        new = folder / f"New idea {i}.md"
        if i < 2:
            write(new, {"tags": ["ideas"], "kind": "note"}, f"An idea typed in Obsidian, number {i}.\n")
        else:
            new.write_text(f"A plain new note {i}, no front matter.\n", encoding="utf-8")
    gone = [split(p)[0]["id"] for p in mems[12:14]]
    for p in mems[12:14]:
        p.unlink()

    report = vault.sync(delete_removed=True)
    after = snapshot(filled)

    assert len(report.edited) == 20 and len(report.added) == 5 and report.deleted_memories == 2
    assert not report.unreadable and not report.conflicts
    new_ids = set(after) - set(before)
    assert len(new_ids) == 5
    assert sorted(after[m][1] for m in new_ids) == sorted(
        [f"An idea typed in Obsidian, number {i}." for i in range(2)] +
        [f"A plain new note {i}, no front matter." for i in range(2, 5)])
    assert all(after[m][6] == "vault" for m in new_ids)
    fields = ("version", "text", "tags", "kind", "pinned", "deleted", "source")
    for mid, old in before.items():
        now = dict(zip(fields, after[mid]))
        want = dict(zip(fields, old))
        if mid in gone:
            want.update(deleted=True, version=old[0] + 1)
        elif mid in expected:
            change = dict(expected[mid])
            if "tags" in change and change["tags"] == ("travel",):
                change["tags"] = tuple(sorted(old[2] + ("travel",)))
            want.update(change, version=old[0] + 1)
        assert now == want, mid
    # Each change is one ledger entry: the edits say where they were made.
    changed = len(expected) + len(gone) + len(new_ids)
    assert filled.changes_since(0)[0] - head == changed
    for mid in expected:
        assert filled.history(mid)[-1].op == "vault_edit"
    assert filled.verify_integrity().valid

    again = vault.sync()  # converged: nothing more to take in or write
    assert (again.written, again.took_in, again.deleted_in_folder) == (0, 0, [])
    assert snapshot(filled) == after
    # The new notes now carry their memory's id, under the names the person gave them.
    assert {split(folder / f"New idea {i}.md")[0]["id"] for i in range(5)} == new_ids


def test_a_deleted_note_is_reported_and_its_memory_kept_until_the_person_decides(filled, tmp_path):
    vault = Vault(filled)
    folder = vault.turn_on(tmp_path / "vault")
    vault.sync()
    note = sorted((folder / "Memories").glob("*.md"))[0]
    mid = split(note)[0]["id"]
    note.unlink()
    report = vault.sync()
    assert report.deleted_in_folder == [note.relative_to(folder).as_posix()]
    assert not filled.get(mid).deleted and not note.exists()  # kept, and not written back unasked
    assert any("--delete-removed" in line for line in report.lines())
    vault.sync(restore_removed=True)
    assert note.exists() and split(note)[0]["id"] == mid and vault.status()["deleted_in_folder"] == []


def test_the_real_export_samples_mirror_and_come_back(brain, tmp_path):
    import pytest

    from tests.unit.test_archive import DATA

    samples = [DATA / "chatgpt_export_samples" / "mitkury_example-conversation.json",
               DATA / "claude_export_simonw" / "example.json"]
    if not all(p.exists() for p in samples):
        pytest.skip("the shared sample data is not beside the checkout")
    for path in samples:
        brain.import_archive(path)
    vault = Vault(brain)
    folder = vault.turn_on(tmp_path / "vault")
    vault.sync()
    convs = sorted((folder / "Conversations").glob("*.md"))
    assert len(convs) == 2 and {split(p)[0]["source"] for p in convs} == {"chatgpt", "claude"}
    before = snapshot(brain)
    edited = {}
    for path in convs:
        front, body = split(path)
        turn = front["memories"][0]
        old = before[turn][1].strip("\n")
        assert old in body
        write(path, front, body.replace(old, old + " (checked)", 1))
        edited[turn] = old + " (checked)"
    report = vault.sync()
    after = snapshot(brain)
    assert len(report.edited) == 2 and not report.unreadable
    assert {m: after[m][1] for m in edited} == edited
    assert {m: v for m, v in after.items() if m not in edited} == {m: v for m, v in before.items() if m not in edited}
    assert brain.verify_integrity().valid
