"""Importing real and synthetic archives, exporting, and surviving malformed input."""

import json
import os
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.archive import ArchiveError, importer
from mnemosyne_app.core.progress import Progress
from tests.store_access import conn_of

def sample_data() -> Path:
    """The real export samples: ``shared/data`` beside the checkout or beside a folder above it
    (CI clones into a scratch folder next to ours); ``MNEMOSYNE_SAMPLE_DATA`` names it outright.
    They are read from there and never copied into the repository."""
    if os.environ.get("MNEMOSYNE_SAMPLE_DATA"):
        return Path(os.environ["MNEMOSYNE_SAMPLE_DATA"])
    checkout = Path(__file__).resolve().parents[2]
    for folder in checkout.parents:
        if (folder / "shared" / "data").is_dir():
            return folder / "shared" / "data"
    return checkout.parent / "shared" / "data"


DATA = sample_data()
needs_data = pytest.mark.skipif(not DATA.exists(), reason="the shared sample data is not beside the checkout")


def texts(brain):
    return [m.text for m in brain.list_memories(limit=10_000)]


def by_role(brain):
    return sorted((m.metadata["role"], m.text) for m in brain.list_memories(limit=10_000))


@needs_data
def test_chatgpt_active_branch_and_all_branches(brain):
    path = DATA / "chatgpt_export_samples" / "mitkury_example-conversation.json"
    report = brain.import_archive(path)
    assert (report.format, report.conversations, report.inserted) == ("chatgpt", 1, 4)
    m = brain.list_memories()[0]
    assert m.kind == "history" and m.source == "chatgpt" and m.metadata["conversation_id"] == "conv-123"
    assert m.metadata["conversation_title"] == "Sample conversation with branch"
    active = {m.text for m in brain.list_memories()}
    again = brain.import_archive(path, all_branches=True)
    assert (again.already_present, again.inserted) == (4, 1)
    # the branch the person left behind
    assert {m.text for m in brain.list_memories()} - active == {"Actually, can you help me with Python instead?"}


@needs_data
def test_chatgpt_native_skips_hidden_thoughts_and_tools_keeps_instructions(brain):
    brain.import_archive(DATA / "polylogue_fixtures" / "chatgpt_native-conversation-v1.json")
    got = texts(brain)
    assert any(t.startswith("Custom instructions") for t in got)
    assert any("[image asset pointer]" in t for t in got)  # a placeholder, not silently dropped
    joined = "\n".join(got)
    for hidden in ("Superseded answer", "reasoning trace", "tool result", "fixture evidence", "reasoning summary"):
        assert hidden not in joined


@needs_data
def test_claude_export_with_inline_artifacts_and_attachments(brain):
    report = brain.import_archive(DATA / "claude_export_simonw" / "artifacts.json")
    assert (report.format, report.inserted) == ("claude", 20)
    joined = "\n".join(texts(brain))
    assert "<antArtifact" not in joined and "[artifact:" in joined
    brain.import_archive(DATA / "claude_export_simonw" / "example.json")
    assert any("[attachment: CleanShot" in t for t in texts(brain))


def test_gemini_takeout_activity(brain, tmp_path):
    activity = [
        {"header": "Gemini Apps", "title": "Prompted what should I cook tonight", "time": "2025-03-02T18:00:00.000Z",
         "safeHtmlItem": [{"html": "<p>Try a <b>risotto</b> &amp; salad.</p>"}]},
        {"header": "Gemini Apps", "title": "Prompted I am vegetarian, remember that", "time": "2025-03-01T09:00:00.000Z",
         "safeHtmlItem": [{"html": "<p>Noted!</p>"}]},
        {"header": "Gemini Apps", "title": "Gave feedback: Good response", "time": "2025-03-01T09:01:00.000Z"},
    ]
    path = tmp_path / "MyActivity.json"
    path.write_text(json.dumps(activity))
    report = brain.import_archive(path)
    assert (report.format, report.conversations, report.inserted) == ("gemini", 2, 4)
    assert ("assistant", "Try a risotto & salad.") in by_role(brain)
    assert ("user", "I am vegetarian, remember that") in by_role(brain)


@needs_data
def test_gemini_ai_studio_chats(brain):
    # Real AI Studio chat files: plain, branched, multimodal, with code execution and thinking.
    folder = DATA / "polylogue_fixtures"
    reports = [brain.import_archive(folder / f"gemini_aistudio_{name}_session.json")
               for name in ("text_only", "branching", "multimodal", "code_execution")]
    assert [(r.format, r.inserted) for r in reports] == [("gemini", 2), ("gemini", 4), ("gemini", 4), ("gemini", 3)]
    chats = {}
    for m in brain.list_memories(limit=100):
        chats.setdefault(m.metadata["conversation_id"], set()).add((m.metadata["role"], m.text))
    assert chats["gemini-text-only-1"] == {("user", "What is the capital of France?"),
                                           ("assistant", "The capital of France is Paris.")}
    # both answers of the branch are kept; the empty chunk is not a memory; a cut-off answer is
    assert {t for _, t in chats["gemini-branching-1"]} == {
        "Initial question.", "First (edited) answer.", "Second answer with grounding.", "Partial response cut off."}
    # attachments are placeholders, never silently dropped
    assert ("user", "Describe this document.\n[document: spec.pdf]") in chats["gemini-multimodal-1"]
    assert {("user", "[file: image/png]"), ("user", "[YouTube video]")} <= chats["gemini-multimodal-1"]
    # the code the model ran is kept, its thinking and the tool's raw output are not
    code = "\n".join(t for _, t in chats["gemini-code-1"])
    assert "print(sum(range(1, 11)))" in code and "I should call code execution" not in code
    assert all(m.source == "gemini" for m in brain.list_memories(limit=100))
    again = brain.import_archive(folder / "gemini_aistudio_branching_session.json")
    assert (again.inserted, again.already_present) == (0, 4)


def test_ai_studio_chats_from_a_takeout_zip_without_file_extensions(brain, tmp_path):
    # Takeout puts AI Studio chats in Drive/Google AI Studio/ as files with no extension.
    chat = {"id": "c-1", "displayName": "Trip", "createTime": "2025-02-01T10:00:00Z",
            "systemInstruction": {"parts": [{"text": "Answer briefly; I live in Porto."}]},
            "chunkedPrompt": {"chunks": [
                {"role": "user", "text": "Best month to visit Kyoto?"},
                {"role": "model", "isThought": True, "text": "thinking about seasons"},
                {"role": "model", "parts": [{"text": "Late March, for the blossoms."}]}]}}
    empty = {"id": "c-2", "chunkedPrompt": {"chunks": [{"role": "model", "text": ""}]}}
    archive = tmp_path / "takeout.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("Takeout/Drive/Google AI Studio/Trip", json.dumps(chat))
        zf.writestr("Takeout/Drive/Google AI Studio/Empty chat", json.dumps(empty))
        zf.writestr("Takeout/Drive/notes/README", "plain text without an extension")
        zf.writestr("Takeout/Drive/photo.jpg", b"\xff\xd8 not read")
    report = brain.import_archive(archive)
    assert (report.format, report.conversations, report.inserted) == ("gemini", 2, 3)
    assert [why for _, why in report.skipped] == ["the chat has no turn with words"]
    assert by_role(brain) == [("assistant", "Late March, for the blossoms."),
                              ("instructions", "System instructions — Answer briefly; I live in Porto."),
                              ("user", "Best month to visit Kyoto?")]


def test_generic_jsonl_sharegpt_and_markdown(brain, tmp_path):
    jl = tmp_path / "chats.jsonl"
    jl.write_text(json.dumps({"id": "a", "messages": [{"role": "user", "content": "I live in Oslo"},
                                                      {"role": "assistant", "content": "Nice city"}]}) + "\n" +
                  json.dumps({"conversations": [{"from": "human", "value": "My dog is Rex"},
                                                {"from": "gpt", "value": "Hello Rex"}]}) + "\n")
    assert brain.import_archive(jl).inserted == 4
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "garden.md").write_text("# Garden\n\nTomatoes go in after the last frost.\n")
    (notes / "bikes.md").write_text("Service the Brompton in spring.\n")
    report = brain.import_archive(notes)
    assert (report.format, report.inserted) == ("markdown", 2)
    assert {m.kind for m in brain.list_memories() if m.source == "markdown"} == {"note"}


def test_zip_export_and_zip_slip(brain, tmp_path):
    conv = {"id": "z1", "title": "Zipped", "current_node": "b", "mapping": {
        "a": {"id": "a", "parent": None, "children": ["b"], "message": {"id": "a", "author": {"role": "user"},
              "content": {"content_type": "text", "parts": ["I collect stamps"]}, "recipient": "all"}},
        "b": {"id": "b", "parent": "a", "children": [], "message": {"id": "b", "author": {"role": "assistant"},
              "content": {"content_type": "text", "parts": ["Which countries?"]}, "recipient": "all"}}}}
    good = tmp_path / "export.zip"
    with zipfile.ZipFile(good, "w") as zf:
        zf.writestr("conversations.json", json.dumps({"conversations": [conv]}))
        zf.writestr("user.json", json.dumps({"id": "someone"}))
        # Media in a real export dwarfs the conversations: it is neither read nor counted.
        zf.writestr("file-abc123-photo.png", b"\x89PNG" + b"\x00" * 50_000)
    assert brain.import_archive(good, max_bytes=20_000).inserted == 2
    evil = tmp_path / "evil.zip"
    with zipfile.ZipFile(evil, "w") as zf:
        zf.writestr("../../outside.json", "[]")
    with pytest.raises(ArchiveError, match="zip-slip"):
        brain.import_archive(evil)
    assert not (tmp_path.parent / "outside.json").exists()


def test_reimport_adds_nothing_and_newer_export_adds_only_new_messages(brain, tmp_path):
    def write(n):
        msgs = [{"uuid": f"m{i}", "sender": "human" if i % 2 == 0 else "assistant", "text": f"message {i}"}
                for i in range(n)]
        path = tmp_path / f"claude{n}.json"
        path.write_text(json.dumps([{"uuid": "c1", "name": "Chat", "chat_messages": msgs}]))
        return path

    assert brain.import_archive(write(4)).inserted == 4
    again = brain.import_archive(write(4))
    assert (again.inserted, again.already_present) == (0, 4)
    newer = brain.import_archive(write(6))
    assert (newer.inserted, newer.already_present) == (2, 4)
    assert brain.stats()["memories"] == 6 and brain.verify_integrity().valid


def test_malformed_conversation_is_skipped_whole_others_imported(brain, tmp_path):
    brain.retain("stored before the import", extract=False)
    convs = [
        {"uuid": "ok", "name": "Fine", "chat_messages": [{"uuid": "1", "sender": "human", "text": "hello there"}]},
        {"uuid": "bad", "name": "Broken", "chat_messages": [{"uuid": "2", "sender": "human", "text": "first half"},
                                                           {"uuid": "3", "sender": "human", "text": "has a \x00 NUL"}]},
        {"uuid": "worse", "chat_messages": "not a list"},
    ]
    path = tmp_path / "claude.json"
    path.write_text(json.dumps(convs))
    report = brain.import_archive(path)
    assert report.imported_conversations == 1 and [i for i, _ in report.skipped] == ["bad", "worse"]
    assert "NUL" in report.skipped[0][1]
    assert sorted(texts(brain)) == ["hello there", "stored before the import"]  # "first half" not half-written
    assert brain.verify_integrity().valid


@pytest.mark.parametrize("content,message", [
    (b'{"conversations": [', "not valid JSON"),
    (b"\xff\xfe garbage", "not UTF-8"),
    (b'{"just": "an object"}', "not a ChatGPT, Claude"),
    (b"", "is empty"),
    (b"  \n\n", "is empty"),
])
def test_broken_files_are_clear_errors(brain, tmp_path, content, message):
    path = tmp_path / "conversations.json"
    path.write_bytes(content)
    with pytest.raises(ArchiveError, match=message):
        brain.import_archive(path)


def test_size_limit(brain, tmp_path):
    path = tmp_path / "big.json"
    path.write_text(json.dumps([{"messages": [{"role": "user", "content": "x" * 5000}]}]))
    with pytest.raises(ArchiveError, match="larger than"):
        brain.import_archive(path, max_bytes=1000)


def test_progress_and_cancel(brain, tmp_path):
    # Conversations are written a group at a time (importer.GROUP_CONVERSATIONS): enough of them
    # for several groups, cancelled after the first.
    n = importer.GROUP_CONVERSATIONS * 2 + 200
    convs = [{"uuid": f"c{i}", "name": f"chat {i}", "chat_messages": [{"uuid": f"m{i}", "sender": "human", "text": f"msg {i}"}]}
             for i in range(n)]
    path = tmp_path / "claude.json"
    path.write_text(json.dumps(convs))
    progress = Progress()
    progress.subscribe(lambda p: p.cancel() if p.done >= 2 else None)
    report = brain.import_archive(path, progress=progress)
    written = brain.stats()["memories"]
    assert report.cancelled and written == report.inserted == importer.GROUP_CONVERSATIONS  # whole conversations
    assert brain.verify_integrity().valid
    assert brain.import_archive(path).inserted == n - written  # resuming later picks up the rest


def test_full_fidelity_export_round_trip(data_home, tmp_path):
    with MemoryBrain(scope="src", extractor="sentences") as src:
        a = src.retain("I moved to Porto. I work as a nurse.", tags=["life"], metadata={"k": [1, 2]}).memory_ids[0]
        b = src.retain("temporary", extract=False).memory_ids[0]
        src.update(a, pinned=True)
        src.delete(b)
        src.export(tmp_path / "dump.json")
        head = conn_of(src).execute("SELECT value FROM meta WHERE key='ledger_head'").fetchall()
        original = {m.memory_id: (m.text, m.tags, m.metadata, m.pinned, m.deleted, m.version, m.facts)
                    for m in src.list_memories(include_deleted=True)}
        history = [(v.version, v.op) for v in src.history(a)]
    with MemoryBrain(scope="copy", extractor="none") as dst:
        report = dst.import_archive(tmp_path / "dump.json")
        assert report.format == "mnemosyne" and report.skipped == []
        copy = {m.memory_id: (m.text, m.tags, m.metadata, m.pinned, m.deleted, m.version, m.facts)
                for m in dst.list_memories(include_deleted=True)}
        assert copy == original
        assert [(v.version, v.op) for v in dst.history(a)] == history
        assert conn_of(dst).execute("SELECT value FROM meta WHERE key='ledger_head'").fetchall() == head
        assert dst.verify_integrity().valid and dst.recall("nurse")[0].memory_id == a
        with pytest.raises(ArchiveError, match="empty scope"):
            dst.import_archive(tmp_path / "dump.json")


def test_a_restored_memory_changed_behind_the_apps_back_is_restored(data_home, tmp_path):
    # The restore writes through the one writer of new memories: each memory gets its vouched copy.
    with MemoryBrain(scope="src", extractor="sentences") as src:
        a = src.retain("I moved to Porto. I work as a nurse.", tags=["life"]).memory_ids[0]
        b = src.retain("the gate code is 9020", extract=False).memory_ids[0]
        src.update(b, text="the gate code is 9021")
        src.export(tmp_path / "dump.json")
    with MemoryBrain(scope="copy", extractor="none") as dst:
        dst.import_archive(tmp_path / "dump.json")
        for memory_id in (a, b):
            said = dst.get(memory_id).text
            conn_of(dst).execute("UPDATE memories SET text = 'changed behind its back' WHERE memory_id = ?",
                                 (memory_id,))
            assert not dst.verify_integrity().valid
            assert dst.restore_vouched(memory_id).text == said
            assert dst.verify_integrity().valid


def test_jsonl_and_markdown_exports(brain, tmp_path):
    brain.retain("I like tea", kind="preference", extract=False, tags=["drinks"])
    (tmp_path / "c.jsonl").write_text(json.dumps({"id": "k", "title": "Chat about tea", "messages": [
        {"role": "user", "content": "Green or black?"}, {"role": "assistant", "content": "Green."}]}))
    brain.import_archive(tmp_path / "c.jsonl")
    assert brain.export(tmp_path / "out.jsonl", "jsonl") == 3
    lines = [json.loads(l) for l in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert {l["text"] for l in lines} == {"I like tea", "Green or black?", "Green."}
    brain.export(tmp_path / "out.md", "markdown")
    md = (tmp_path / "out.md").read_text()
    assert "### Chat about tea" in md and "**user:** Green or black?" in md
    assert md.index("Green or black?") < md.index("**assistant:** Green.")
    assert "## Preference" in md and "I like tea" in md and "`drinks`" in md
    with pytest.raises(ValueError, match="export format"):
        brain.export(tmp_path / "x", "pdf")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.sampled_from(["mapping", "current_node", "chat_messages", "uuid", "id", "messages", "conversations",
                         "role", "content", "header", "title", "parent", "message", "text", "sender", "parts"]),
        children, max_size=5),
    max_leaves=25)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=json_values, raw=st.binary(max_size=64), use_raw=st.booleans())
def test_fuzzed_archives_never_crash_and_never_touch_what_is_stored(brain, tmp_path, doc, raw, use_raw):
    if not brain.list_memories():
        brain.retain("precious memory", extract=False)
    path = tmp_path / "fuzz.json"
    path.write_bytes(raw if use_raw else json.dumps(doc).encode())
    try:
        report = brain.import_archive(path)
        # Every message seen is accounted for: stored now, stored before, or in a skipped conversation.
        assert report.inserted + report.already_present + report.messages_skipped == report.messages_seen
    except ArchiveError as exc:
        assert str(exc)
    assert "precious memory" in texts(brain)
    assert brain.verify_integrity().valid


def test_extraction_of_imported_user_messages_goes_through_the_queue(data_home, tmp_path):
    from mnemosyne_app.core.model.sentences import SentenceExtractor

    class Counting(SentenceExtractor):
        calls = 0

        def extract(self, text):
            Counting.calls += 1
            return super().extract(text)

    convs = [{"uuid": "c1", "name": "Chat", "chat_messages": [
        {"uuid": "1", "sender": "human", "text": "I live in Oslo. I have a dog."},
        {"uuid": "2", "sender": "assistant", "text": "Oslo is lovely. Dogs are great."},
        {"uuid": "3", "sender": "human", "text": "My dog is called Rex."}]}]
    path = tmp_path / "claude.json"
    path.write_text(json.dumps(convs))
    with MemoryBrain(scope="x", extractor=Counting()) as brain:
        report = brain.import_archive(path, extract=True)
        assert report.extraction_queued == 2 and report.inserted == 3
        brain.hot_path("flush", timeout=30)
        full = [brain.get(m.memory_id) for m in brain.list_memories()]
        facts = {m.metadata["role"]: m.facts for m in full if m.facts}
        assert set(facts) == {"user"} and Counting.calls == 2
        assert any("I have a dog." in f for fs in facts.values() for f in fs)
        again = brain.import_archive(path, extract=True)
        assert again.extraction_queued == 0 and Counting.calls == 2
        st = brain.stats()
        assert st["model_calls"] == 2 and st["model_calls"] <= st["writes"]
        assert brain.verify_integrity().valid


def _node(i, parent, role="user", text=None):
    return {"id": i, "parent": parent, "children": [], "message": {
        "id": i, "author": {"role": role}, "recipient": "all",
        "content": {"content_type": "text", "parts": [text or f"text of {i}"]}}}


def test_chatgpt_cycles_dangling_parents_and_split_files(brain, tmp_path):
    cyclic = {"id": "cyc", "title": "Cycle", "current_node": "b",
              "mapping": {"a": _node("a", "b"), "b": _node("b", "a", "assistant")}}
    dangling = {"id": "dang", "title": "Dangling", "current_node": "y",
                "mapping": {"x": {"id": "x", "parent": None, "children": ["y"], "message": None},
                            "y": _node("y", "gone-parent")}}
    folder = tmp_path / "export"
    folder.mkdir()
    (folder / "conversations-000.json").write_text(json.dumps([cyclic]))
    (folder / "conversations-001.json").write_text(json.dumps({"conversations": [dangling]}))
    (folder / "user.json").write_text(json.dumps({"id": "someone"}))
    report = brain.import_archive(folder)
    assert (report.format, report.conversations, report.skipped) == ("chatgpt", 2, [])
    assert sorted(texts(brain)) == ["text of a", "text of b", "text of y"]


def test_a_pasted_conversation_is_split_into_turns_and_stored_once(brain):
    from mnemosyne_app.core.archive.generic import pasted

    text = "user: I keep bees\nin the garden\nassistant: How many hives?\nme: two"
    conv = pasted(text)
    assert [(m.role, m.text) for m in conv.messages] == [
        ("user", "I keep bees\nin the garden"), ("assistant", "How many hives?"), ("user", "two")]
    assert [(m.role, m.text) for m in pasted("no speakers here\njust a note").messages] == [
        ("user", "no speakers here\njust a note")]
    ids = brain.paste_conversation(text, tags=["bees"])
    assert len(ids) == 3 and brain.paste_conversation(text) == []  # the same paste adds nothing
    m = brain.get(ids[0])
    assert (m.kind, m.tags, m.source, m.metadata["role"]) == ("history", ["bees"], "paste", "user")
    assert {m.metadata["conversation_id"] for m in brain.list_memories()} == {conv.conversation_id}
    with pytest.raises(ValueError, match="kind"):
        brain.paste_conversation("user: hi", kind="Not A Kind")


def test_an_export_that_cannot_be_written_is_a_clear_error_and_leaves_nothing(brain, tmp_path):
    from mnemosyne_app.core.errors import MnemosyneError

    brain.retain("something worth exporting", extract=False)
    out = tmp_path / "exports"
    out.mkdir()
    with pytest.raises(MnemosyneError, match="could not write the export"):
        brain.export(out / "no-such-folder" / "out.json")
    (out / "out.json").mkdir()  # a folder where the file should go: the rename fails after the write
    with pytest.raises(MnemosyneError, match="could not write the export"):
        brain.export(out / "out.json")
    assert [p.name for p in out.iterdir()] == ["out.json"]  # no .partial left behind


def test_a_json_file_holding_a_bare_string_is_not_a_markdown_note(brain, tmp_path):
    path = tmp_path / "notes.json"
    path.write_text(json.dumps("# Looks like Markdown\nbut it is a JSON string"))
    with pytest.raises(ArchiveError, match="not a ChatGPT"):
        brain.import_archive(path)
    md = tmp_path / "note.md"
    md.write_text("# A real note\nbody")
    assert brain.import_archive(md).inserted == 1


def test_messages_of_a_skipped_conversation_are_counted_as_skipped(brain, tmp_path):
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([
        {"uuid": "ok", "chat_messages": [{"uuid": "a", "sender": "human", "text": "fine"}]},
        {"uuid": "bad", "chat_messages": [{"uuid": "b", "sender": "human", "text": "nul \u0000 inside"},
                                          {"uuid": "c", "sender": "assistant", "text": "reply"}]}]))
    report = brain.import_archive(path)
    assert (report.messages_seen, report.inserted, report.messages_skipped) == (3, 1, 2)
    assert [i for i, _ in report.skipped] == ["bad"] and "2 messages in skipped" in report.summary()


def test_a_conversation_that_fails_its_write_is_skipped_alone_in_its_group(brain, tmp_path):
    # Many conversations share one transaction; one failing must not take its group with it.
    convs = [{"uuid": f"c{i}", "name": f"chat {i}", "chat_messages": [
        {"uuid": f"m{i}a", "sender": "human", "text": "poison" if i == 7 else f"hello {i}"},
        {"uuid": f"m{i}b", "sender": "assistant", "text": f"answer {i}"}]} for i in range(20)]
    path = tmp_path / "claude.json"
    path.write_text(json.dumps(convs))
    conn_of(brain).execute("CREATE TEMP TRIGGER poison BEFORE INSERT ON memories WHEN NEW.text = 'poison' "
                           "BEGIN SELECT RAISE(ABORT, 'the disk said no'); END")
    report = brain.import_archive(path)
    assert report.inserted == 38 and report.imported_conversations == 19
    assert [ident for ident, _ in report.skipped] == ["c7"] and "the disk said no" in report.skipped[0][1]
    assert "answer 7" not in {m.text for m in brain.list_memories(limit=100)}  # nothing of it half-written
    assert brain.verify_integrity().valid


@needs_data
def test_an_import_report_counts_in_words_one_and_many(brain):
    """"1 conversation, 2 messages", not "1 conversations"; each count agrees with its noun."""
    from mnemosyne_app.core.archive.model import ImportReport

    path = DATA / "polylogue_fixtures" / "gemini_aistudio_text_only_session.json"
    report = brain.import_archive(path)
    assert report.summary() == "gemini: 1 conversation, 2 messages; 2 new, 0 already present, 0 skipped"
    assert brain.import_archive(path).summary() == (
        "gemini: 1 conversation, 2 messages; 0 new, 2 already present, 0 skipped")
    one = ImportReport(format="markdown", conversations=1, messages_seen=1, inserted=1, messages_skipped=1,
                       files_skipped=[("a.txt", "not a chat")], unknown_times=1, extraction_queued=1)
    assert one.summary() == (
        "markdown: 1 conversation, 1 message; 1 new, 0 already present, 0 skipped (1 message in skipped "
        "conversations); 1 file not imported: a.txt (not a chat); 1 message time was out of range (not a date a "
        "person lived in) and is kept as unknown time; fact extraction queued for 1 message")
    many = ImportReport(format="chatgpt", conversations=10, messages_seen=5882, inserted=5882)
    assert many.summary() == "chatgpt: 10 conversations, 5,882 messages; 5,882 new, 0 already present, 0 skipped"
