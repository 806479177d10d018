"""Threads read in the order they were said, whatever order the export lists them in (issue 27):
parent links first where the format has them, then time. One test per format with parents (or
times) out of file order; document and instruction parts get their own role."""

import pytest

from tests.unit.test_archive import DATA, needs_data
from tests.unit.test_archive_formats import _ds_node, write


def thread_texts(brain, conversation_id):
    return [t["text"] for t in brain.view("thread", conversation_id=conversation_id)]


def thread_roles(brain, conversation_id):
    return [t["role"] for t in brain.view("thread", conversation_id=conversation_id)]


def shuffled(d: dict, order: list) -> dict:
    return {k: d[k] for k in order}


def test_chatgpt_thread_follows_parents_not_the_mapping_order(brain, tmp_path):
    def node(i, parent, role, text, t):
        return {"id": i, "parent": parent, "message": {"id": i, "author": {"role": role}, "recipient": "all",
                                                       "create_time": t, "content": {"content_type": "text",
                                                                                     "parts": [text]}}}
    mapping = {"r": {"id": "r", "parent": None, "message": None},
               "ci": {"id": "ci", "parent": "r", "message": {
                   "id": "ci", "author": {"role": "system"}, "recipient": "all", "create_time": 5.0,
                   "content": {"content_type": "user_editable_context", "user_profile": "I live in Oslo."}}},
               "u1": node("u1", "ci", "user", "first question", 10.0),
               "a1": node("a1", "u1", "assistant", "first answer", 11.0),
               "u2": node("u2", "a1", "user", "second question", 12.0),
               "a2": node("a2", "u2", "assistant", "second answer", 13.0)}
    conv = {"id": "g1", "title": "Order", "current_node": "a2",
            "mapping": shuffled(mapping, ["a2", "u2", "r", "a1", "ci", "u1"])}
    brain.import_archive(write(tmp_path, "conversations.json", [conv]))
    assert thread_texts(brain, "g1")[1:] == ["first question", "first answer", "second question", "second answer"]
    assert thread_roles(brain, "g1") == ["instructions", "user", "assistant", "user", "assistant"]


def test_claude_thread_follows_parent_links_then_time(brain, tmp_path):
    def msg(uuid, parent, sender, text, at):
        return {"uuid": uuid, "parent_message_uuid": parent, "sender": sender, "text": text,
                "created_at": f"2024-10-17T03:{at}Z"}
    root = "00000000-0000-4000-8000-000000000000"
    # The file lists the follow-up first and gives the reply the same second as the prompt.
    messages = [msg("m3", "m2", "human", "follow-up", "37:51.1"), msg("m1", root, "human", "opening prompt", "28:55.5"),
                msg("m4", "m3", "assistant", "follow-up reply", "37:51.1"),
                msg("m2", "m1", "assistant", "opening reply", "28:55.5")]
    conv = {"uuid": "c-linked", "name": "Linked", "created_at": "2024-10-17T03:28:00Z", "chat_messages": messages}
    brain.import_archive(write(tmp_path, "conversations.json", [conv]))
    assert thread_texts(brain, "c-linked") == ["opening prompt", "opening reply", "follow-up", "follow-up reply"]


def test_claude_thread_without_links_reads_by_time(brain, tmp_path):
    messages = [{"uuid": "b", "sender": "human", "text": "later", "created_at": "2024-10-17T03:37:51Z"},
                {"uuid": "a", "sender": "human", "text": "earlier", "created_at": "2024-10-17T03:28:55Z"},
                {"uuid": "a2", "sender": "assistant", "text": "earlier reply", "created_at": "2024-10-17T03:28:55Z"}]
    conv = {"uuid": "c-plain", "name": "Plain", "chat_messages": messages}
    brain.import_archive(write(tmp_path, "conversations.json", [conv]))
    assert thread_texts(brain, "c-plain") == ["earlier", "earlier reply", "later"]


@needs_data
def test_the_real_claude_export_reads_in_timestamp_order(brain):
    brain.import_archive(DATA / "claude_export_simonw" / "artifacts.json")
    (conv,) = brain.view("conversations")
    thread = brain.view("thread", conversation_id=conv["conversation_id"])
    times = [t["occurred_at"] for t in thread]
    assert len(thread) == 20 and times == sorted(times)
    assert thread[0]["text"].startswith("Built me an artifact") and thread[0]["role"] == "user"
    roles = [t["role"] for t in thread]
    assert roles == ["user", "assistant"] * 10  # each prompt before its answer (they share a second)


def test_deepseek_thread_follows_parents_not_the_mapping_order(brain, tmp_path):
    mapping = {"root": _ds_node("root", None, ["1"]),
               "1": _ds_node("1", "root", ["2"], [{"type": "REQUEST", "content": "first"}]),
               "2": _ds_node("2", "1", ["3"], [{"type": "RESPONSE", "content": "second"}]),
               "3": _ds_node("3", "2", [], [{"type": "REQUEST", "content": "third"}])}
    conv = {"id": "ds", "title": "t", "inserted_at": "2025-03-30T04:49:36+08:00",
            "mapping": shuffled(mapping, ["3", "1", "root", "2"]), "current_node": "3"}
    brain.import_archive(write(tmp_path, "conversations.json", [conv]))
    assert thread_texts(brain, "ds") == ["first", "second", "third"]


def test_open_webui_thread_follows_parents_not_the_history_order(brain, tmp_path):
    def m(i, parent, role, text, t):
        return {"id": i, "parentId": parent, "childrenIds": [], "role": role, "content": text, "timestamp": t}
    history = {"u2": m("u2", "a1", "user", "third", 3), "a1": m("a1", "u1", "assistant", "second", 2),
               "u1": m("u1", None, "user", "first", 1)}
    chat = {"id": "", "title": "t", "history": {"messages": history, "currentId": "u2"}, "messages": []}
    rec = [{"id": "ow", "user_id": "u", "title": "t", "chat": chat, "created_at": 1, "updated_at": 3}]
    brain.import_archive(write(tmp_path, "chat-export.json", rec))
    assert thread_texts(brain, "ow") == ["first", "second", "third"]


def test_librechat_thread_follows_parents_not_the_file_order(brain, tmp_path):
    root = "00000000-0000-0000-0000-000000000000"

    def m(i, parent, user, text, at):
        return {"messageId": i, "parentMessageId": parent, "conversationId": "lc", "isCreatedByUser": user,
                "sender": "User" if user else "AI", "text": text, "createdAt": f"2024-05-01T10:00:0{at}.000Z"}
    export = {"conversationId": "lc", "title": "t", "messages": [
        m("m3", "m2", True, "third", 3), m("m1", root, True, "first", 1), m("m2", "m1", False, "second", 2)]}
    brain.import_archive(write(tmp_path, "lc.json", export))
    assert thread_texts(brain, "lc") == ["first", "second", "third"]


def test_all_branches_come_parents_first(brain, tmp_path):
    """An abandoned branch listed before its parent still follows it."""
    def node(i, parent, role, text):
        return {"id": i, "parent": parent, "message": {"id": i, "author": {"role": role}, "recipient": "all",
                                                       "content": {"content_type": "text", "parts": [text]}}}
    mapping = {"old2": node("old2", "old1", "user", "abandoned follow-up"),
               "old1": node("old1", "u", "assistant", "abandoned answer"),
               "u": node("u", None, "user", "question"), "a": node("a", "u", "assistant", "kept answer")}
    conv = {"id": "br", "title": "t", "current_node": "a", "mapping": mapping}
    brain.import_archive(write(tmp_path, "conversations.json", [conv]), all_branches=True)
    texts = thread_texts(brain, "br")
    assert texts[:2] == ["question", "kept answer"]
    assert texts.index("abandoned answer") < texts.index("abandoned follow-up")


def test_claude_project_documents_and_instructions_have_their_own_roles(brain, tmp_path):
    projects = [{"uuid": "p", "name": "Thesis", "prompt_template": "Answer as my supervisor would.",
                 "docs": [{"uuid": "d", "filename": "outline.md", "content": "Chapter 1"}]}]
    folder = tmp_path / "claude"
    folder.mkdir()
    write(folder, "projects.json", projects)
    write(folder, "conversations.json", [{"uuid": "c", "name": "n", "chat_messages": [
        {"uuid": "x", "sender": "human", "text": "hi", "created_at": "2024-10-01T12:00:00Z"}]}])
    brain.import_archive(folder)
    roles = {m.text.split(" ")[0]: m.metadata["role"] for m in brain.list_memories(limit=50)}
    assert roles["Project"] == "instructions" and roles["[document:"] == "document" and roles["hi"] == "user"


@pytest.mark.parametrize("role, label", [("instructions", "Instructions"), ("document", "Document"),
                                         ("user", "You"), ("system", "Instructions")])
def test_speaker_labels_of_parts_nobody_said(role, label):
    from mnemosyne_app.gui.views.markdown import speaker

    assert speaker(role) == label


def test_by_time_keeps_untimed_items_after_their_predecessor():
    from mnemosyne_app.core.archive.tree import by_time

    items = [("b", 5.0), ("b2", None), ("a", 1.0), ("a2", None), ("c", 9.0)]
    assert [i for i, _ in by_time(items, lambda it: it[1])] == ["a", "a2", "b", "b2", "c"]


def test_by_structure_survives_cycles_and_missing_parents():
    from mnemosyne_app.core.archive.tree import by_structure

    assert by_structure({"x": "y", "y": "x", "z": "gone"}) == ["z", "x", "y"]
    assert by_structure({"c": "b", "b": "a", "a": None}, {"a": 3, "b": 1, "c": 2}) == ["a", "b", "c"]
    assert by_structure({}) == []
