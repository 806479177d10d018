"""Property tests for every importer: random JSON with the keys of every format, random JSON
Lines, and valid exports of each new format with one part replaced by something random. The
outcome is always a report or an ArchiveError, never a traceback, and what was stored before
is untouched (an ArchiveError changes nothing at all)."""

import copy
import json

from hypothesis import HealthCheck, given, settings, strategies as st

from mnemosyne_app.core.archive import ArchiveError
from tests.unit import test_archive_formats as samples

KEYS = ["mapping", "current_node", "chat_messages", "uuid", "id", "messages", "conversations", "role", "content",
        "header", "title", "parent", "message", "text", "sender", "parts", "fragments", "type", "inserted_at",
        "chat", "history", "currentId", "parentId", "childrenIds", "timestamp", "isCreatedByUser", "messageId",
        "parentMessageId", "conversationId", "children", "mes", "is_user", "is_system", "send_date", "swipes",
        "swipe_id", "character_name", "chat_metadata", "docs", "prompt_template", "filename", "safeHtmlItem",
        "html", "chunkedPrompt", "chunks", "files", "createdAt", "format", "metadata", "content_references"]

scalars = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True)
           | st.text(max_size=20) | st.sampled_from(["REQUEST", "RESPONSE", "THINK", "user", "assistant", "human",
                                                     "root", "2023-4-21 @20h 02m 47s 124ms", "\ue200cite\ue202x\ue201"]))
json_values = st.recursive(
    scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.sampled_from(KEYS), children, max_size=5),
    max_leaves=25)

SAMPLES = {
    "deepseek.json": samples.deepseek_export,
    "owui.json": samples.openwebui_export,
    "lc.json": samples.librechat_export,
    "lc-tree.json": lambda: samples.librechat_export(recursive=True),
    "chat.jsonl": samples.sillytavern_lines,
    "claude.json": lambda: {"conversations": [samples.claude_conv("c", "hello")], "x": 1},
    "projects.json": lambda: [{"uuid": "p", "name": "P", "docs": [{"uuid": "d", "filename": "f", "content": "c"}]}],
}


def _paths(doc, prefix=()):
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, prefix + (i,))


def _replace(doc, path, value):
    if not path:
        return value
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def _write(path, doc):
    if path.suffix == ".jsonl" and isinstance(doc, list):
        path.write_text("\n".join(json.dumps(line) for line in doc), encoding="utf-8")
    else:
        path.write_text(json.dumps(doc), encoding="utf-8")


def _import_and_check(brain, path):
    if not brain.list_memories():
        brain.retain("precious memory", extract=False)
    before = sorted((m.memory_id, m.text, m.version) for m in brain.list_memories(limit=10_000))
    try:
        report = brain.import_archive(path)
        assert report.inserted + report.already_present + report.messages_skipped == report.messages_seen
        assert report.messages_seen > 0  # never a silent zero
    except ArchiveError as exc:
        assert str(exc)
        assert sorted((m.memory_id, m.text, m.version) for m in brain.list_memories(limit=10_000)) == before
    after = {(m.memory_id, m.text, m.version) for m in brain.list_memories(limit=10_000)}
    assert set(before) <= after
    assert brain.verify_integrity().valid


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=json_values, suffix=st.sampled_from([".json", ".jsonl"]))
def test_random_documents_of_every_shape(brain, tmp_path, doc, suffix):
    path = tmp_path / f"fuzz{suffix}"
    _write(path, doc)
    _import_and_check(brain, path)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(sorted(SAMPLES)), where=st.integers(min_value=0, max_value=10_000), value=json_values,
       all_branches=st.booleans())
def test_valid_exports_with_one_part_broken(brain, tmp_path, name, where, value, all_branches):
    doc = copy.deepcopy(SAMPLES[name]())
    paths = list(_paths(doc))
    doc = _replace(doc, paths[where % len(paths)], value)
    path = tmp_path / name
    _write(path, doc)
    if not brain.list_memories():
        brain.retain("precious memory", extract=False)
    try:
        report = brain.import_archive(path, all_branches=all_branches)
        assert report.inserted + report.already_present + report.messages_skipped == report.messages_seen
        assert report.messages_seen > 0
    except ArchiveError as exc:
        assert str(exc)
    assert "precious memory" in {m.text for m in brain.list_memories(limit=10_000)}
    assert brain.verify_integrity().valid


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(files=st.lists(st.tuples(st.sampled_from(["a.json", "b.jsonl", "c.md", "d", "e.json"]), json_values,
                                st.binary(max_size=40), st.booleans()), min_size=1, max_size=4))
def test_random_folders(brain, tmp_path_factory, files):
    folder = tmp_path_factory.mktemp("folder")
    for name, doc, raw, use_raw in files:
        path = folder / name
        if use_raw:
            path.write_bytes(raw)
        elif name.endswith(".md"):
            path.write_text(str(doc), encoding="utf-8")
        else:
            _write(path, doc)
    _import_and_check(brain, folder)
