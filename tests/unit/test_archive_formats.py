"""The importers of DeepSeek, Open WebUI, LibreChat, SillyTavern, wrapped Claude exports and
Claude projects, on small synthetic samples written from each format's public description:
roles, titles, original times and branches kept; reasoning and tool output skipped; text
exactly as written."""

import datetime as dt
import json
import zipfile

import pytest

from mnemosyne_app.core.archive import ArchiveError

# Emoji with ZWJ and skin tone, a decomposed accent, CJK, right-to-left and a private-use
# character that is not a citation marker: all must come back byte for byte.
WORLD = "Familie 👩‍👩‍👧‍👦 👍🏽, cafe\u0301, 東京で会いましょう, مرحبا بالعالم, \ue000 kept"


def memories(brain):
    return brain.list_memories(limit=10_000)


def by_role(brain):
    return sorted((m.metadata["role"], m.text) for m in memories(brain))


def write(tmp_path, name, doc):
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def ts(text):
    return dt.datetime.fromisoformat(text).timestamp()


# -- DeepSeek ----------------------------------------------------------------------------------

def _ds_node(node_id, parent, children, fragments=None, at="2025-03-30T04:49:37.018000+08:00"):
    message = None if fragments is None else {"files": [], "model": "deepseek-reasoner", "inserted_at": at,
                                             "fragments": fragments}
    return {"id": node_id, "parent": parent, "children": children, "message": message}


def deepseek_export():
    return [{"id": "ds-1", "title": "Garden plans", "inserted_at": "2025-03-30T04:49:36.505000+08:00",
             "updated_at": "2025-03-30T04:50:29.156000+08:00", "mapping": {
                 "root": _ds_node("root", None, ["1"]),
                 "1": _ds_node("1", "root", ["2", "4"], [{"type": "REQUEST", "content": "I grow tomatoes 🍅"}]),
                 "2": _ds_node("2", "1", ["3"], [{"type": "THINK", "content": "the user grows tomatoes, hmm"},
                                                 {"type": "RESPONSE", "content": "Old answer about tomatoes"}]),
                 "3": _ds_node("3", "2", [], [{"type": "REQUEST", "content": "an edited-away follow-up"}]),
                 "4": _ds_node("4", "1", [], [{"type": "THINK", "content": "secret reasoning trace"},
                                              {"type": "SEARCH", "results": [{"url": "https://x"}]},
                                              {"type": "RESPONSE", "content": "Stake them early. 東京"}],
                               at="2025-03-30T04:50:29.156000+08:00")}}]


def test_deepseek_is_not_taken_for_chatgpt_and_keeps_the_thread(brain, tmp_path):
    path = write(tmp_path, "conversations.json", deepseek_export())
    report = brain.import_archive(path)
    assert (report.format, report.conversations, report.inserted) == ("deepseek", 1, 2)
    assert by_role(brain) == [("assistant", "Stake them early. 東京"), ("user", "I grow tomatoes 🍅")]
    m = next(m for m in memories(brain) if m.metadata["role"] == "assistant")
    assert m.source == "deepseek" and m.metadata["conversation_title"] == "Garden plans"
    assert m.metadata["created_at"] == ts("2025-03-30T04:50:29.156000+08:00")
    joined = " ".join(m.text for m in memories(brain))
    assert "reasoning" not in joined and "https://x" not in joined
    again = brain.import_archive(path, all_branches=True)
    assert (again.already_present, again.inserted) == (2, 2)
    assert {"Old answer about tomatoes", "an edited-away follow-up"} <= {m.text for m in memories(brain)}
    assert "hmm" not in " ".join(m.text for m in memories(brain))


# -- Open WebUI -------------------------------------------------------------------------------

def openwebui_export():
    history = {
        "u1": {"id": "u1", "parentId": None, "childrenIds": ["a1", "a2"], "role": "user",
               "content": "Plan a trip to Kyoto", "timestamp": 1714000000, "files": [{"type": "image", "name": "map.png"}]},
        "a1": {"id": "a1", "parentId": "u1", "childrenIds": [], "role": "assistant",
               "content": "A first draft answer", "timestamp": 1714000010, "model": "llama3"},
        "a2": {"id": "a2", "parentId": "u1", "childrenIds": [], "role": "assistant", "model": "llama3",
               "content": '<details type="reasoning" done="true" duration="3">\n<summary>Thought for 3 seconds</summary>\n'
                          "&gt; the user wants temples\n</details>\nVisit Fushimi Inari at dawn. " + WORLD,
               "timestamp": 1714000020},
    }
    chat = {"id": "", "title": "Kyoto trip", "models": ["llama3"], "history": {"messages": history, "currentId": "a2"},
            "messages": [history["u1"], history["a2"]], "timestamp": 1714000000000}
    return [{"id": "owui-1", "user_id": "u", "title": "Kyoto trip", "chat": chat, "created_at": 1714000000,
             "updated_at": 1714000020, "share_id": None, "archived": False, "pinned": False, "meta": {},
             "folder_id": None}]


def test_open_webui_export_keeps_the_current_thread_and_branches(brain, tmp_path):
    path = write(tmp_path, "chat-export-1714000000.json", openwebui_export())
    report = brain.import_archive(path)
    assert (report.format, report.inserted) == ("openwebui", 2)
    assert by_role(brain) == [("assistant", "Visit Fushimi Inari at dawn. " + WORLD),
                              ("user", "Plan a trip to Kyoto\n[image: map.png]")]
    m = next(m for m in memories(brain) if m.metadata["role"] == "assistant")
    assert (m.source, m.metadata["conversation_id"], m.metadata["conversation_title"]) == ("openwebui", "owui-1", "Kyoto trip")
    assert m.metadata["created_at"] == 1714000020
    assert "temples" not in " ".join(m.text for m in memories(brain))
    again = brain.import_archive(path, all_branches=True)
    assert (again.already_present, again.inserted) == (2, 1)
    assert "A first draft answer" in {m.text for m in memories(brain)}


# -- LibreChat --------------------------------------------------------------------------------

ROOT = "00000000-0000-0000-0000-000000000000"


def librechat_export(recursive=False):
    msgs = [
        {"messageId": "m1", "parentMessageId": ROOT, "conversationId": "lc-1", "sender": "User",
         "isCreatedByUser": True, "text": "My sister is called Ingrid", "createdAt": "2024-05-01T10:00:00.000Z"},
        {"messageId": "m2", "parentMessageId": "m1", "conversationId": "lc-1", "sender": "GPT-4o",
         "isCreatedByUser": False, "text": "", "createdAt": "2024-05-01T10:00:05.000Z",
         "content": [{"type": "think", "think": "private chain of thought"},
                     {"type": "tool_call", "tool_call": {"name": "search", "output": "tool output here"}},
                     {"type": "text", "text": "Nice to meet Ingrid!"}]},
        {"messageId": "m3", "parentMessageId": "m1", "conversationId": "lc-1", "sender": "GPT-4o",
         "isCreatedByUser": False, "text": "A regenerated reply", "createdAt": "2024-05-01T10:00:04.000Z"},
    ]
    if recursive:
        msgs[0]["children"] = [dict(msgs[2], children=[]), dict(msgs[1], children=[])]
        msgs = [msgs[0]]
    return {"conversationId": "lc-1", "endpoint": "openAI", "title": "Family", "exportAt": "2024-05-02T00:00:00Z",
            "branches": True, "recursive": recursive, "options": {"model": "gpt-4o"}, "messages": msgs}


@pytest.mark.parametrize("recursive", [False, True])
def test_librechat_export_flat_and_recursive(brain, tmp_path, recursive):
    path = write(tmp_path, "lc.json", librechat_export(recursive))
    report = brain.import_archive(path)
    assert (report.format, report.inserted) == ("librechat", 2)
    assert by_role(brain) == [("assistant", "Nice to meet Ingrid!"), ("user", "My sister is called Ingrid")]
    m = next(m for m in memories(brain) if m.metadata["role"] == "user")
    assert (m.source, m.metadata["conversation_title"]) == ("librechat", "Family")
    assert m.metadata["created_at"] == ts("2024-05-01T10:00:00+00:00")
    joined = " ".join(m.text for m in memories(brain))
    assert "chain of thought" not in joined and "tool output" not in joined
    assert brain.import_archive(path, all_branches=True).inserted == 1


# -- SillyTavern ------------------------------------------------------------------------------

def sillytavern_lines():
    return [
        {"user_name": "Ana", "character_name": "Seraphina", "create_date": "2023-4-21 @20h 02m 47s 124ms",
         "chat_metadata": {"note_prompt": ""}},
        {"name": "Seraphina", "is_user": False, "send_date": "2023-4-21 @20h 02m 47s 124ms",
         "mes": "Welcome, traveller.", "extra": {}},
        {"name": "Ana", "is_user": True, "send_date": "2023-4-21 @20h 03m 10s 5ms", "mes": "I am a potter from Lisbon 🏺"},
        {"name": "System", "is_user": False, "is_system": True, "send_date": 1682100200000, "mes": "hidden note"},
        {"name": "Seraphina", "is_user": False, "send_date": 1682100210000, "mes": "A potter! Show me.",
         "extra": {"reasoning": "she is a potter, I should ask"}, "swipe_id": 1,
         "swipes": ["Tell me more.", "A potter! Show me."]},
    ]


def test_sillytavern_jsonl_with_humanized_and_epoch_dates(brain, tmp_path):
    path = tmp_path / "Seraphina - 2023-4-21 @20h 02m 47s 124ms.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in sillytavern_lines()) + "\n", encoding="utf-8")
    report = brain.import_archive(path)
    assert (report.format, report.inserted) == ("sillytavern", 3)
    assert by_role(brain) == [("assistant", "A potter! Show me."), ("assistant", "Welcome, traveller."),
                              ("user", "I am a potter from Lisbon 🏺")]
    when = {m.text: m.metadata["created_at"] for m in memories(brain)}
    assert when["I am a potter from Lisbon 🏺"] == dt.datetime(2023, 4, 21, 20, 3, 10, 5000).timestamp()
    assert when["A potter! Show me."] == 1682100210.0
    m = memories(brain)[0]
    assert (m.source, m.metadata["conversation_title"]) == ("sillytavern", "Chat with Seraphina")
    assert "hidden note" not in when and not any("I should ask" in t for t in when)
    again = brain.import_archive(path, all_branches=True)  # the other swipe is a branch
    assert (again.already_present, again.inserted) == (3, 1)
    assert "Tell me more." in {m.text for m in memories(brain)}


def test_sillytavern_dates():
    from mnemosyne_app.core.archive.times import when

    assert when("2023-4-21 @20h 02m 47s 124ms") == dt.datetime(2023, 4, 21, 20, 2, 47, 124000).timestamp()
    assert when("April 21, 2023 8:02pm") == dt.datetime(2023, 4, 21, 20, 2).timestamp()
    assert when(1682100210000) == when(1682100210) == 1682100210.0
    assert when("2023-13-45 @99h") is None and when("yesterday") is None and when(float("nan")) is None


# -- Claude: wrapped exports and projects -------------------------------------------------------

def claude_conv(uuid, text):
    return {"uuid": uuid, "name": f"chat {uuid}", "created_at": "2024-10-01T12:00:00.000000Z",
            "chat_messages": [{"uuid": f"{uuid}-m", "sender": "human", "text": text,
                               "created_at": "2024-10-01T12:00:01.000000Z"}]}


def test_wrapped_claude_export_is_claude_not_generic(brain, tmp_path):
    doc = {"exported_by": "some-tool 1.2", "exported_at": "2025-01-01", "account": {"uuid": "x"},
           "conversations": [claude_conv("c1", "I play the cello"), claude_conv("c2", WORLD)]}
    report = brain.import_archive(write(tmp_path, "backup.json", doc))
    assert (report.format, report.conversations, report.inserted) == ("claude", 2, 2)
    assert {m.text for m in memories(brain)} == {"I play the cello", WORLD}
    assert {m.source for m in memories(brain)} == {"claude"}


def test_claude_projects_docs_become_notes_linked_to_the_project(brain, tmp_path):
    projects = [{"uuid": "p-1", "name": "Thesis", "description": "my PhD", "is_private": True,
                 "prompt_template": "Answer as my supervisor would.", "created_at": "2024-09-01T08:00:00Z",
                 "docs": [{"uuid": "d-1", "filename": "outline.md", "content": "# Outline\nChapter 1: 量子",
                           "created_at": "2024-09-02T08:00:00Z"},
                          {"uuid": "d-2", "filename": "bad.txt", "content": "has a \x00 NUL"}]},
                {"uuid": "p-2", "name": "Empty", "prompt_template": "", "docs": []}]
    folder = tmp_path / "claude-export"
    folder.mkdir()
    write(folder, "projects.json", projects)
    write(folder, "conversations.json", [claude_conv("c1", "Hi")])
    write(folder, "users.json", [{"uuid": "u", "full_name": "Ana", "email_address": "a@example.org"}])
    report = brain.import_archive(folder)
    assert report.format == "claude" and report.inserted == 3 and report.files_skipped == []
    assert [ident for ident, _ in report.skipped] == ["p-1:d-2"]
    notes = {m.text: m for m in memories(brain) if m.kind == "note"}
    assert set(notes) == {"[document: outline.md]\n# Outline\nChapter 1: 量子",
                          "Project instructions (Thesis) — Answer as my supervisor would."}
    for note in notes.values():
        assert (note.source, note.metadata["conversation_id"], note.metadata["conversation_title"]) == ("claude", "p-1", "Thesis")
    assert notes["[document: outline.md]\n# Outline\nChapter 1: 量子"].metadata["created_at"] == ts("2024-09-02T08:00:00+00:00")


# -- ChatGPT: newer exports and citation markers ------------------------------------------------

def _gpt_node(node_id, parent, role, text, meta=None):
    return {"id": node_id, "parent": parent, "message": {
        "id": node_id, "author": {"role": role}, "recipient": "all", "create_time": 1735000000.5,
        "content": {"content_type": "text", "parts": [text]}, "metadata": meta or {}}}


def test_newer_chatgpt_export_split_files_parent_only_nodes_and_manifest(brain, tmp_path):
    def conv(i, with_current):
        mapping = {"client-created-root": {"id": "client-created-root", "parent": None, "message": None},
                   f"u{i}": _gpt_node(f"u{i}", "client-created-root", "user", f"Grüße aus Köln {i} — 😀"),
                   f"a{i}": _gpt_node(f"a{i}", f"u{i}", "assistant", f"Hallo {i}"),
                   f"old{i}": _gpt_node(f"old{i}", f"u{i}", "assistant", "an older answer")}
        # Newer exports list nodes in their own order: the kept answer is not last.
        mapping = {k: mapping[k] for k in ("client-created-root", f"u{i}", f"old{i}", f"a{i}")}
        c = {"id": f"n{i}", "conversation_id": f"n{i}", "title": f"Neu {i}", "create_time": 1735000000.0,
             "mapping": mapping}
        if with_current:
            c["current_node"] = f"a{i}"
        return c

    folder = tmp_path / "chatgpt-2025"
    folder.mkdir()
    # \uXXXX-escaped text, as the newer exports write it
    (folder / "conversations-000.json").write_text(json.dumps([conv(0, True)], ensure_ascii=True))
    (folder / "conversations-001.json").write_text(json.dumps([conv(1, True)], ensure_ascii=True))
    (folder / "export_manifest.json").write_text(json.dumps({"version": 2, "files": [
        {"path": "conversations-000.json", "sha256": "ab"}, {"path": "conversations-001.json", "sha256": "cd"}]}))
    (folder / "user.json").write_text(json.dumps({"id": "user-x", "email": "a@example.org"}))
    report = brain.import_archive(folder)
    assert (report.format, report.conversations, report.inserted, report.files_skipped) == ("chatgpt", 2, 4, [])
    assert sorted(m.text for m in memories(brain)) == ["Grüße aus Köln 0 — 😀", "Grüße aus Köln 1 — 😀",
                                                       "Hallo 0", "Hallo 1"]
    assert brain.import_archive(folder, all_branches=True).inserted == 2  # the older answers are branches


def test_chatgpt_citation_markers_become_references_or_are_dropped(brain, tmp_path):
    cite = "\ue200cite\ue202turn0search1\ue201"
    text = (f"Porto has a mild climate. {cite} The Douro flows through it \ue200cite\ue202turn0search4\ue202turn0news2\ue201."
            f" \ue203Port wine\ue204 comes from the valley. \ue200entity\ue202[\"city\",\"Vila Nova de Gaia\",\"Portugal\"]\ue201"
            f" faces it. \ue200image_group\ue202{{\"query\":[\"porto\"]}}\ue201 Olá 👋 \ue000")
    meta = {"content_references": [{"matched_text": cite, "type": "grouped_webpages",
                                    "items": [{"title": "Porto climate", "url": "https://example.org/porto"}]}]}
    conv = {"id": "cit", "title": "Porto", "current_node": "a",
            "mapping": {"u": _gpt_node("u", None, "user", "Tell me about Porto"),
                        "a": _gpt_node("a", "u", "assistant", text, meta)}}
    brain.import_archive(write(tmp_path, "conversations.json", [conv]))
    answer = next(m.text for m in memories(brain) if m.metadata["role"] == "assistant")
    assert answer == ("Porto has a mild climate. ([Porto climate](https://example.org/porto)) The Douro flows through it."
                      " Port wine comes from the valley. Vila Nova de Gaia faces it. Olá 👋 \ue000")


# -- Gemini Takeout: scripts, styles, localised records ------------------------------------------

def test_gemini_takeout_drops_script_and_style_and_reads_german_records(brain, tmp_path):
    activity = [
        {"header": "Gemini-Apps", "title": "Eingegebener Prompt: Wie heißt die Hauptstadt von Japan?",
         "time": "2025-03-02T18:00:00.000Z", "products": ["Gemini-Apps"],
         "safeHtmlItem": [{"html": "<style>.x{color:red}</style><p>Die Hauptstadt ist <b>東京</b> 🗼.</p>"
                                   "<script type=\"text/javascript\">track('x')</script>"}]},
        {"header": "Gemini Apps", "title": "Prompted hello", "time": "2025-03-01T18:00:00.000Z",
         "safeHtmlItem": [{"html": "<p>Hi!</p><SCRIPT>alert(1)"}]},
        {"header": "Gemini-Apps", "title": "Feedback gegeben: Gut", "time": "2025-03-02T18:01:00.000Z"},
    ]
    report = brain.import_archive(write(tmp_path, "MeineAktivitäten.json", activity))
    assert (report.format, report.conversations, report.inserted) == ("gemini", 2, 4)
    assert by_role(brain) == [("assistant", "Die Hauptstadt ist 東京 🗼."), ("assistant", "Hi!"),
                              ("user", "Wie heißt die Hauptstadt von Japan?"), ("user", "hello")]


def test_a_claude_export_zip_with_every_file_kind(brain, tmp_path):
    archive = tmp_path / "data-2025.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("conversations.json", json.dumps([claude_conv("c1", "zip one")]))
        zf.writestr("projects.json", json.dumps([{"uuid": "p", "name": "P", "docs": [
            {"uuid": "d", "filename": "f.md", "content": "doc body"}]}]))
        zf.writestr("users.json", json.dumps([{"uuid": "u"}]))
    report = brain.import_archive(archive)
    assert (report.format, report.inserted) == ("claude", 2)


def test_a_forced_format_that_does_not_fit_is_a_clear_error(brain, tmp_path):
    path = write(tmp_path, "x.json", {"just": "an object"})
    with pytest.raises(ArchiveError, match="list of conversations"):
        brain.import_archive(path, format="claude")
    with pytest.raises(ArchiveError, match="no message could be read"):
        brain.import_archive(write(tmp_path, "lc.json", librechat_export()), format="sillytavern")
