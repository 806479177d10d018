"""Reading archives honestly and safely: no import that silently finds nothing, detection by
content with ambiguous files reported, every recognised file of a folder read, no symlink
followed out of a folder, and no zip bomb unpacked."""

import json
import os
import resource
import subprocess
import sys
import zipfile

import pytest

from mnemosyne_app.core.archive import ArchiveError
from tests.unit.test_archive import DATA, needs_data


def write(path, doc):
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def claude_conv(uuid, text):
    return {"uuid": uuid, "name": uuid, "chat_messages": [{"uuid": f"{uuid}-m", "sender": "human", "text": text}]}


def gpt_conv(conv_id, text):
    return {"id": conv_id, "title": conv_id, "current_node": "a", "mapping": {
        "a": {"id": "a", "parent": None, "children": [], "message": {
            "id": f"{conv_id}-a", "author": {"role": "user"}, "recipient": "all",
            "content": {"content_type": "text", "parts": [text]}}}}}


def texts(brain):
    return sorted(m.text for m in brain.list_memories(limit=10_000))


# -- no silent zero -------------------------------------------------------------------------------

@needs_data
def test_the_shared_claude_export_folder_imports_every_file_with_its_real_counts(brain):
    # example.json: 1 conversation of 2 messages; artifacts.json: 1 conversation of 20 messages.
    expected = {name: json.loads((DATA / "claude_export_simonw" / name).read_text())
                for name in ("example.json", "artifacts.json")}
    convs = sum(len(doc) for doc in expected.values())
    messages = sum(len(c["chat_messages"]) for doc in expected.values() for c in doc)
    assert (convs, messages) == (2, 22)
    report = brain.import_archive(DATA / "claude_export_simonw")
    assert (report.format, report.conversations, report.messages_seen, report.inserted) == ("claude", 2, 22, 22)
    assert report.skipped == [] and report.files_skipped == []
    assert len(brain.list_memories(limit=100)) == 22


def test_an_archive_with_no_message_is_an_error_that_says_what_was_found(brain, tmp_path):
    brain.retain("stored before", extract=False)
    folder = tmp_path / "export"
    folder.mkdir()
    write(folder / "conversations.json", [])
    write(folder / "users.json", [{"uuid": "u", "email_address": "a@example.org"}])
    write(folder / "settings.json", {"theme": "dark"})
    with pytest.raises(ArchiveError) as err:
        brain.import_archive(folder)
    message = str(err.value)
    assert message.startswith("export: no message could be read from it.")
    assert "conversations.json (empty: no conversations in it)" in message
    assert "users.json (account data, no conversations)" in message
    assert "settings.json (not recognised as a chat export)" in message
    assert texts(brain) == ["stored before"]


def test_conversations_that_hold_no_text_are_an_error_not_a_zero_report(brain, tmp_path):
    empty = {"id": "e", "title": "Empty", "current_node": "r",
             "mapping": {"r": {"id": "r", "parent": None, "children": [], "message": None}}}
    with pytest.raises(ArchiveError, match=r"ChatGPT conversations: 2 items, 0 messages.*hold no message"):
        brain.import_archive(write(tmp_path / "conversations.json", [empty, dict(empty, id="f")]))
    with pytest.raises(ArchiveError, match="Unreadable: .*no chat_messages"):
        brain.import_archive(write(tmp_path / "claude.json", [{"uuid": "x", "chat_messages": None}]))
    with pytest.raises(ArchiveError, match="no message could be read"):
        brain.import_archive(write(tmp_path / "generic.json", [{"messages": []}]))


def test_an_empty_folder_and_a_random_binary_file_get_their_own_wording(brain, tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(ArchiveError, match="this folder holds no .json, .jsonl or .md files"):
        brain.import_archive(tmp_path / "empty")
    blob = tmp_path / "random.bin"
    blob.write_bytes(os.urandom(4096).replace(b"{", b"x").replace(b"[", b"x"))
    with pytest.raises(ArchiveError) as err:
        brain.import_archive(blob)
    assert "random.bin is not a chat export" in str(err.value) and "holds no" not in str(err.value)


def test_a_partly_readable_folder_imports_what_it_can_and_reports_the_rest(brain, tmp_path):
    folder = tmp_path / "mixed"
    folder.mkdir()
    write(folder / "chatgpt.json", [gpt_conv("g1", "from ChatGPT")])
    write(folder / "claude.json", [claude_conv("c1", "from Claude")])
    (folder / "notes.md").write_text("# Note\nfrom a note", encoding="utf-8")
    (folder / "truncated.json").write_text('[{"uuid": "x", "chat_mess', encoding="utf-8")
    write(folder / "mystery.json", {"rows": [1, 2, 3]})
    write(folder / "both.json", [gpt_conv("g2", "x"), claude_conv("c2", "y")])  # half ChatGPT, half Claude
    report = brain.import_archive(folder)
    assert report.format == "chatgpt+claude+markdown"
    assert texts(brain) == ["# Note\nfrom a note", "from ChatGPT", "from Claude"]
    skipped = dict(report.files_skipped)
    assert set(skipped) == {"truncated.json", "mystery.json", "both.json"}
    assert "not valid JSON" in skipped["truncated.json"]
    assert skipped["mystery.json"] == "not recognised as a chat export"
    assert skipped["both.json"].startswith("ambiguous: it could be ChatGPT conversations or Claude conversations")
    assert "3 files not imported: both.json (ambiguous" in report.summary()


def test_an_ambiguous_single_file_is_reported_not_guessed(brain, tmp_path):
    path = write(tmp_path / "both.json", [gpt_conv("g2", "x"), claude_conv("c2", "y")])
    with pytest.raises(ArchiveError, match="both.json is ambiguous: .*--format"):
        brain.import_archive(path)
    assert brain.import_archive(path, format="claude").inserted == 1  # the person decides


def test_the_cli_exits_2_with_the_reason_when_nothing_could_be_read(tmp_path):
    folder = tmp_path / "export"
    folder.mkdir()
    write(folder / "conversations.json", [])
    r = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(tmp_path / "data"), "import",
                        str(folder), "--no-embed"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "no message could be read" in r.stderr and "Traceback" not in r.stderr


# -- detection by content --------------------------------------------------------------------

def test_each_reader_says_how_sure_it_is():
    from mnemosyne_app.core.archive.formats import detect

    claude = [claude_conv("c", "t")]
    assert (detect(claude).reader.family, detect(claude).confidence) == ("claude", 1.0)
    sharegpt = {"conversations": [{"from": "human", "value": "hi"}]}
    assert detect(sharegpt).reader.family == "generic" and detect(sharegpt).confidence < 1.0
    assert detect({"rows": []}).reader is None
    assert detect([gpt_conv("g", "t"), claude_conv("c", "t")]).why.startswith("ambiguous")
    # the same file name means nothing: a Claude export called conversations.json is Claude
    assert detect({"conversations": claude, "exported_at": "2025"}).reader.name == "Claude conversations"


# -- a folder never leads outside itself ----------------------------------------------------------

def test_a_symlink_out_of_the_folder_is_skipped_and_reported(brain, tmp_path):
    outside = tmp_path / "secret.md"
    outside.write_text("root:x:0:0:root:/root:/bin/bash", encoding="utf-8")
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "more.md").write_text("private elsewhere", encoding="utf-8")
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "garden.md").write_text("# Garden\nplant beans", encoding="utf-8")
    (folder / "secret.md").symlink_to(outside)
    (folder / "linked-dir").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    (folder / "same.md").symlink_to(folder / "garden.md")  # inside the folder: harmless
    os.mkfifo(folder / "pipe.md")  # opening a FIFO would block the import forever
    report = brain.import_archive(folder)
    assert texts(brain) == ["# Garden\nplant beans"]  # same.md is garden.md, read once under its own name
    skipped = dict(report.files_skipped)
    assert skipped == {"secret.md": "a symlink pointing outside the folder; not followed",
                       "linked-dir": "a symlinked folder outside the folder; not followed",
                       "pipe.md": "not a regular file"}
    assert "root:x" not in json.dumps([m.text for m in brain.list_memories()])


# -- zip bombs -----------------------------------------------------------------------------------

def _bomb(path, size):
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        with zf.open("conversations.json", "w") as fh:
            fh.write(b'[{"uuid": "b", "chat_messages": [{"uuid": "m", "sender": "human", "text": "')
            chunk = b" " * (1 << 20)
            for _ in range(size >> 20):
                fh.write(chunk)
            fh.write(b'"}]}]')
    return path


def test_a_zip_bomb_is_refused_before_it_is_unpacked(brain, tmp_path):
    bomb = _bomb(tmp_path / "bomb.zip", 200 << 20)  # 200 MB of spaces in ~200 KB
    assert bomb.stat().st_size < 1 << 20
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(ArchiveError, match="more than 200 times.*zip bomb"):
        brain.import_archive(bomb)
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grown_mb < 50
    assert brain.list_memories() == []


def test_the_total_unpacked_size_is_bounded(brain, tmp_path):
    archive = tmp_path / "big.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_STORED) as zf:
        for i in range(3):
            zf.writestr(f"part{i}.json", json.dumps([claude_conv(f"c{i}", "x" * 4000)]))
    with pytest.raises(ArchiveError, match="unpacks to more than 10,000 bytes"):
        brain.import_archive(archive, max_bytes=10_000)
    assert brain.import_archive(archive).inserted == 3


def test_a_member_that_unpacks_to_more_than_it_declares_is_refused(tmp_path):
    from mnemosyne_app.core.archive import sources

    archive = tmp_path / "liar.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("a.json", b"[" + b" " * 5000 + b"]")
    with zipfile.ZipFile(archive) as zf:
        info = zf.getinfo("a.json")
        with pytest.raises(ArchiveError, match="more than it declares"):
            sources._read_member(archive, zf, info, budget=100)


def test_deeply_nested_json_is_a_clear_error(brain, tmp_path):
    (tmp_path / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (tmp_path / "deep.jsonl").write_text('{"messages": ' + "[" * 100_000 + "]" * 100_000 + "}\n")
    for name in ("deep.json", "deep.jsonl"):
        with pytest.raises(ArchiveError, match="nested too deeply"):
            brain.import_archive(tmp_path / name)
