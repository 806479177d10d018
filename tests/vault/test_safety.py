"""Bad input in the folder is left alone and said, with path and line or a reason; the folder
gets the data directory's permissions; an encrypted scope is not written out in plain text
unasked; links never lead the vault out of its folder; one process keeps a vault at a time."""

from __future__ import annotations

import os
import stat

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.vault import Vault, VaultError
from tests.vault.helpers import snapshot, split


def mirrored(brain, tmp_path):
    vault = Vault(brain)
    folder = vault.turn_on(tmp_path / "vault")
    vault.sync()
    return vault, folder


def test_a_note_that_does_not_parse_is_left_alone_and_reported_with_path_and_line(filled, tmp_path):
    vault, folder = mirrored(filled, tmp_path)
    note = sorted((folder / "Memories").glob("*.md"))[0]
    broken = note.read_text(encoding="utf-8").replace("kind: note", "kind: [note", 1)
    note.write_text(broken, encoding="utf-8")
    before = snapshot(filled)
    report = vault.sync(full=True)
    rel = note.relative_to(folder).as_posix()
    assert len(report.unreadable) == 1 and report.unreadable[0].startswith(f"{rel}: line ")
    line = int(report.unreadable[0].split("line ")[1].split(":")[0])
    assert broken.split("\n")[line - 1].startswith(("kind:", "tags:")), broken  # the line it names is near
    assert note.read_text(encoding="utf-8") == broken and snapshot(filled) == before
    assert vault.sync().unreadable == report.unreadable  # still said, still untouched
    note.write_text(broken.replace("kind: [note", "kind: note"), encoding="utf-8")
    assert vault.sync().unreadable == []


def test_huge_binary_and_linked_files_are_skipped_with_a_reason(filled, tmp_path):
    vault, folder = mirrored(filled, tmp_path)
    before = snapshot(filled)
    (folder / "huge.md").write_text("word " * 300_000, encoding="utf-8")
    (folder / "binary.md").write_bytes(b"\x00\x01PNG" * 100)
    outside = tmp_path / "secret.md"
    outside.write_text("a secret outside the vault\n", encoding="utf-8")
    (folder / "link.md").symlink_to(outside)
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "far.md").write_text("far away\n", encoding="utf-8")
    (folder / "linked folder").symlink_to(tmp_path / "elsewhere")
    report = vault.sync()
    said = "\n".join(report.skipped)
    assert "huge.md: 1,500,000 bytes, larger than a note can be" in said
    assert "binary.md: a binary file" in said
    assert "link.md: a symbolic link" in said and "linked folder: a symbolic link to a folder" in said
    assert snapshot(filled) == before and not report.added
    assert outside.read_text(encoding="utf-8") == "a secret outside the vault\n"


def test_notes_are_written_with_the_data_directorys_permissions(filled, tmp_path):
    os.chmod(filled.root, 0o700)
    vault, folder = mirrored(filled, tmp_path)
    for path in folder.rglob("*"):
        mode = stat.S_IMODE(path.stat().st_mode)
        assert mode == (0o700 if path.is_dir() else 0o600), (path, oct(mode))


def test_an_encrypted_scope_is_not_mirrored_in_plain_text_unless_allowed_for_that_folder(data_home, tmp_path):
    brain = MemoryBrain(data_home, "personal", passphrase="correct horse").ensure_init()
    try:
        brain.retain("My blood type is AB negative.", extract=False)
        vault = Vault(brain)
        with pytest.raises(VaultError, match="encrypted.*plain text.*--plain-text-ok"):
            vault.turn_on(tmp_path / "vault")
        assert not (tmp_path / "vault").exists()
        folder = vault.turn_on(tmp_path / "vault", plain_text_ok=True)
        vault.sync()
        assert "AB negative" in next((folder / "Memories").glob("*.md")).read_text(encoding="utf-8")
        with pytest.raises(VaultError, match="encrypted"):  # the consent was for that folder only
            vault.turn_on(tmp_path / "other")
    finally:
        brain.close()


def test_two_memories_with_one_title_get_two_notes(brain, tmp_path):
    for tail in ("first", "second", "third"):
        brain.retain(f"Same opening words for this memory here and there: {tail}", extract=False)
    vault, folder = mirrored(brain, tmp_path)
    names = sorted(p.name for p in (folder / "Memories").glob("*.md"))
    assert len(names) == 3 and names[0].endswith(" (2).md") and names[1].endswith(" (3).md")
    texts = {split(p)[1].strip() for p in (folder / "Memories").glob("*.md")}
    assert len(texts) == 3


def test_app_edits_and_deletes_reach_the_folder_and_only_what_changed_is_written(filled, tmp_path):
    vault, folder = mirrored(filled, tmp_path)
    mid = filled.list_memories(limit=1)[0].memory_id
    note = next(p for p in (folder / "Memories").glob("*.md") if split(p)[0]["id"] == mid)
    filled.update(mid, text="Changed in the app window.")
    report = vault.sync()
    assert report.written == 1 and split(note)[1] == "Changed in the app window.\n"
    filled.delete(mid)
    report = vault.sync()
    assert report.removed_notes == 1 and not note.exists() and report.deleted_in_folder == []


def test_an_edit_in_the_app_and_in_the_file_at_once_keeps_both(filled, tmp_path):
    vault, folder = mirrored(filled, tmp_path)
    mid = filled.list_memories(limit=1)[0].memory_id
    note = next(p for p in (folder / "Memories").glob("*.md") if split(p)[0]["id"] == mid)
    filled.update(mid, text="The app's version.")
    front, _ = split(note)
    note.write_text(note.read_text(encoding="utf-8").split("---\n", 2)[0] + "---\n"
                    + note.read_text(encoding="utf-8").split("---\n", 2)[1] + "---\nThe file's version.\n",
                    encoding="utf-8")
    report = vault.sync()
    rel = note.relative_to(folder).as_posix()
    assert report.conflicts == [rel] and report.edited == [rel]
    now = filled.get(mid)
    assert now.text == "The file's version." and now.metadata["vault_conflict"]["note"] == rel
    texts = [v.text for v in filled.history(mid)]
    assert texts[-2:] == ["The app's version.", "The file's version."]
    assert filled.verify_integrity().valid


def test_a_second_process_is_told_the_vault_is_kept_elsewhere(filled, tmp_path):
    vault, folder = mirrored(filled, tmp_path)
    other = MemoryBrain(filled.root, filled.scope, extractor="none", embedder="none").ensure_init()
    try:
        with pytest.raises(VaultError, match="being kept by another process"):
            Vault(other).sync()
    finally:
        other.close()
    vault.release()


def test_a_folder_inside_the_data_directory_or_a_file_is_refused(filled, tmp_path):
    vault = Vault(filled)
    with pytest.raises(VaultError, match="inside the data directory"):
        vault.turn_on(filled.root / "notes")
    (tmp_path / "a-file").write_text("x")
    with pytest.raises(VaultError, match="is a file, not a folder"):
        vault.turn_on(tmp_path / "a-file")


def test_a_note_naming_an_unknown_id_becomes_a_new_memory_and_a_renamed_note_keeps_its_memory(filled, tmp_path):
    vault, folder = mirrored(filled, tmp_path)
    stranger = folder / "From another scope.md"
    stranger.write_text("---\nmnemosyne: memory\nid: 0000000000000000deadbeef00000000\nkind: note\n---\n"
                        "Copied from elsewhere.\n", encoding="utf-8")
    note = sorted((folder / "Memories").glob("*.md"))[0]
    mid = split(note)[0]["id"]
    before = len(snapshot(filled))
    note.rename(folder / "Renamed by me.md")
    report = vault.sync()
    assert report.added == ["From another scope.md"] and len(snapshot(filled)) == before + 1
    assert split(stranger)[0]["id"] != "0000000000000000deadbeef00000000"
    assert report.deleted_in_folder == [] and vault.key_index[f"m:{mid}"] == "Renamed by me.md"
    assert not filled.get(mid).deleted


def test_the_vault_cannot_be_turned_off_or_moved_under_a_process_keeping_it(filled, tmp_path):
    vault, folder = mirrored(filled, tmp_path)
    other = MemoryBrain(filled.root, filled.scope, extractor="none", embedder="none").ensure_init()
    try:
        for change in (lambda v: v.turn_off(), lambda v: v.turn_on(tmp_path / "elsewhere")):
            with pytest.raises(VaultError, match="being kept by another process"):
                change(Vault(other))
    finally:
        other.close()
    assert vault.status()["on"] and not (tmp_path / "elsewhere").exists()
    vault.release()


def test_a_note_that_cannot_be_read_is_skipped_and_the_pass_goes_on(filled, tmp_path, monkeypatch):
    from mnemosyne_app.vault import files

    vault, folder = mirrored(filled, tmp_path)
    (folder / "locked.md").write_text("nobody may read this\n", encoding="utf-8")
    (folder / "open.md").write_text("anyone may read this\n", encoding="utf-8")
    real = files.read_note

    def denied(where, rel):  # the tests run as root, who may read anything: refused here instead
        if rel == "locked.md":
            raise PermissionError(13, "Permission denied", str(where / rel))
        return real(where, rel)

    monkeypatch.setattr(files, "read_note", denied)
    report = vault.sync()
    assert "locked.md: cannot be read (Permission denied); left alone" in report.skipped
    assert report.added == ["open.md"]
