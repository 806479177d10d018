"""Long conversations: a summary only when asked, extractive, added beside the turns (issue 27).
Nothing compacts on its own; a store an earlier version compacted is repaired on open."""

import json
import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.sentences import SentenceExtractor
from mnemosyne_app.core.store import memories, new_rows
from tests.store_access import conn_of, writer_of

MONTHS_AGO = 1_700_000_000.0  # Nov 2023: the export's own times


class CountingSummarizer(SentenceExtractor):
    """An extractor that also offers ``summarize``, counting each call: none may happen."""
    calls = 0

    def summarize(self, text):
        CountingSummarizer.calls += 1
        return "I never said this."


def chatgpt_export(path, turns: int, conv_id="long-thread"):
    """A ChatGPT export (mapping tree, ``current_node``) of one thread of ``turns`` messages."""
    mapping, parent = {"root": {"id": "root", "parent": None, "message": None}}, "root"
    topics = ["the garden", "tomatoes", "the greenhouse", "watering", "compost", "seedlings", "my sister Ana"]
    for i in range(turns):
        role = "user" if i % 2 == 0 else "assistant"
        text = (f"Turn {i}: I want to talk about {topics[i % len(topics)]}. We planted {i} rows this spring."
                if role == "user" else f"Reply {i}: here is advice about {topics[i % len(topics)]}. Water early.")
        mapping[f"n{i}"] = {"id": f"n{i}", "parent": parent, "message": {
            "id": f"n{i}", "author": {"role": role}, "create_time": MONTHS_AGO + 60 * i, "recipient": "all",
            "content": {"content_type": "text", "parts": [text]}}}
        parent = f"n{i}"
    path.write_text(json.dumps([{"id": conv_id, "title": "Garden year", "create_time": MONTHS_AGO,
                                 "current_node": parent, "mapping": mapping}]))
    return path


def visible_history(brain):
    return [m for m in brain.list_memories(limit=10_000) if m.kind == "history"]


def test_419_turns_under_default_settings_stay_visible_after_every_background_job(data_home, tmp_path):
    """The issue's reproduction: a 419-turn thread imported as a new user would (default
    options), then every job the window runs in the background, to completion."""
    CountingSummarizer.calls = 0
    path = chatgpt_export(tmp_path / "conversations.json", 419)
    with MemoryBrain(scope="default", extractor=CountingSummarizer()) as brain:
        before = time.time()
        report = brain.import_archive(path)
        assert report.inserted == 419
        # The window's background jobs (gui/jobs.py): sweep, vectors, the journal's backlog, the queue.
        brain.sweep()
        brain.backfill_embeddings()
        brain.run_backlog()
        brain.hot_path("flush", timeout=60)
        assert CountingSummarizer.calls == 0  # the model was never asked to summarise
        turns = visible_history(brain)
        assert len(turns) == 419 and not [m for m in brain.list_memories(limit=10_000) if m.kind == "summary"]
        assert len(brain.memory_ids()) == 419  # the table
        thread = brain.view("thread", conversation_id="long-thread")  # the Conversations view
        assert [t["text"].split(":")[0] for t in thread] == [
            f"{'Turn' if i % 2 == 0 else 'Reply'} {i}" for i in range(419)]
        assert thread[0]["occurred_at"] == MONTHS_AGO
        assert {h.text.split(":")[0] for h in brain.recall("Turn 3 garden", k=500, meaning=False)} >= {"Turn 0"}
        found = {h.memory_id for h in brain.recall("planted rows advice water", k=500, meaning=False)}
        assert found == {m.memory_id for m in turns}  # search finds every turn
        for m in brain.list_memories(limit=10_000):  # nothing dated now claims the person said it
            if m.occurred_at >= before:
                assert m.metadata.get("role") != "user" and "generated" in m.metadata, m.text
        assert brain.verify_integrity().valid


def test_a_summary_is_previewed_then_added_beside_the_turns(data_home, tmp_path):
    CountingSummarizer.calls = 0
    path = chatgpt_export(tmp_path / "conversations.json", 60)
    with MemoryBrain(scope="c", extractor=CountingSummarizer()) as brain:
        brain.import_archive(path)
        shown = brain.compact_history("long-thread", preview=True)
        assert not [m for m in brain.list_memories(limit=500) if m.kind == "summary"]  # a preview writes nothing
        assert shown["turns"] == 60 and 1 <= len(shown["quotes"]) <= 8
        said = {m.memory_id: m.text for m in visible_history(brain)}
        for quote in shown["quotes"]:  # extractive: every sentence was said, in the turn it names
            assert quote["sentence"] in said[quote["memory_id"]]
        order = [shown["from"].index(q["memory_id"]) for q in shown["quotes"]]
        assert order == sorted(order)  # in the order said
        assert shown["text"].splitlines()[0].startswith(("You: \u201c", "Assistant: \u201c"))

        kept = brain.compact_history("long-thread")
        assert kept["outcome"] == "inserted" and CountingSummarizer.calls == 0
        summary = brain.get(kept["memory_id"])
        gen = summary.metadata["generated"]
        assert summary.kind == "summary" and gen["method"] == "extractive" and "no model" in gen["by"]
        assert gen["from"] == shown["from"] and gen["quotes"] == shown["quotes"]
        assert "role" not in summary.metadata and "created_at" not in summary.metadata  # not dated as said
        assert "conversation_id" not in summary.metadata  # not a turn of the thread
        assert len(visible_history(brain)) == 60 and all(m.superseded_by is None for m in visible_history(brain))
        assert len(brain.view("thread", conversation_id="long-thread")) == 60
        assert brain.compact_history("long-thread")["outcome"] == "already_complete"  # kept once
        assert [h.op for h in brain.history(summary.memory_id)] == ["add"]
        assert brain.verify_integrity().valid


def test_a_summary_of_an_unknown_conversation_is_a_clear_error(brain):
    with pytest.raises(KeyError, match="no conversation 'nope'"):
        brain.compact_history("nope", preview=True)


def _compact_as_version_one_did(brain, conv_id: str, n: int) -> str:
    """What the earlier automatic compaction left: a model summary (no ``generated``) and ``n``
    turns archived under it, each change ledgered as that version did."""
    ids = [m.memory_id for m in sorted(visible_history(brain), key=lambda m: m.occurred_at)][:n]
    writer = writer_of(brain)
    with writer.lock, writer.txn() as conn:
        now = time.time()
        row = new_rows.insert(conn, text="The user loves gardening and planted rows.", kind="summary", tags=[],
                              source="compaction", now=now, metadata={"summarizes": ids, "conversation_id": conv_id,
                                                                       "conversation_title": "Garden year"})
        for mid in ids:
            memories.update(conn, mid, {"superseded_by": row["memory_id"]}, now, op="archive")
    return row["memory_id"]


def test_a_store_an_earlier_version_compacted_is_repaired_once_on_open(data_home, tmp_path):
    path = chatgpt_export(tmp_path / "conversations.json", 40)
    with MemoryBrain(scope="old") as brain:
        brain.import_archive(path)
        summary_id = _compact_as_version_one_did(brain, "long-thread", 30)
        assert len(visible_history(brain)) == 10 and brain.verify_integrity().valid
    with MemoryBrain(scope="old") as brain:
        assert len(visible_history(brain)) == 40  # every archived turn is back
        assert len(brain.recall("planted rows", k=100, meaning=False)) >= 20  # and found by search
        assert len(brain.view("thread", conversation_id="long-thread")) == 40
        summary = brain.get(summary_id)  # kept, and now says what it is
        assert summary.metadata["generated"]["method"] == "model" and len(summary.metadata["generated"]["from"]) == 30
        assert summary.metadata["summary_of"] == "long-thread" and "conversation_id" not in summary.metadata
        report = brain.repair_report()
        assert (report["turns_unarchived"], report["summaries_marked"], report["conversations"]) == (30, 1, 1)
        assert "30 conversation turns" in report["summary"] and "not said by you" in report["summary"]
        assert [e.op for e in brain.list_events(op="repair")] == ["repair"]
        turn = report["memory_ids"][0]
        assert [h.op for h in brain.history(turn)][-1] == "unarchive"  # ledgered, a version of its own
        assert brain.verify_integrity().valid
    with MemoryBrain(scope="old") as brain:  # once: nothing more to do, nothing recorded
        assert len(brain.list_events(op="repair")) == 1


def test_a_compaction_an_earlier_version_queued_is_closed_without_running(data_home, tmp_path):
    CountingSummarizer.calls = 0
    path = chatgpt_export(tmp_path / "conversations.json", 30)
    with MemoryBrain(scope="q", extractor=CountingSummarizer(), resume=False) as brain:
        brain.import_archive(path)
        ids = [m.memory_id for m in visible_history(brain)][:10]
        writer = writer_of(brain)
        event_id = writer.journal_once("compact", "compact:old", {"memory_ids": ids, "text": "user: hi",
                                                                   "conversation_id": "long-thread",
                                                                   "conversation_title": "t", "key": "compact:old"})
        conn_of(brain).execute("UPDATE events SET owner = 'a-process-long-gone' WHERE event_id = ?", (event_id,))
    with MemoryBrain(scope="q", extractor=CountingSummarizer()) as brain:
        brain.hot_path("flush", timeout=30)
        brain.run_backlog()
        event = brain.get_event(event_id)
        assert event.status == "succeeded" and event.result["outcome"] == "not run"
        assert CountingSummarizer.calls == 0 and len(visible_history(brain)) == 30
        assert brain.stats()["model_calls"] == 0


def test_a_markdown_note_is_refused_in_words_not_as_an_unknown_conversation(data_home, tmp_path):
    """A Markdown note is one memory of kind "note" with a conversation id of its own: a summary
    quotes a chat's turns, so it says the note is not a chat (was: "no conversation … with
    visible turns", about an id `recall --json` had just shown)."""
    from mnemosyne_app.core.errors import UserError

    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "garden.md").write_text("# Garden plan\n\nPlant tomatoes in May. The tomatoes need full sun "
                                     "and deep watering. Basil goes beside the tomatoes to keep pests away.\n")
    with MemoryBrain(scope="default") as brain:
        brain.import_archive(notes)
        note = next(m for m in brain.list_memories(limit=10) if m.kind == "note")
        conversation_id = note.metadata["conversation_id"]
        for preview in (True, False):
            with pytest.raises(UserError, match="“Garden plan” is a note, not a chat") as refused:
                brain.compact_history(conversation_id, preview=preview)
            assert "Traceback" not in str(refused.value) and "\n" not in str(refused.value)
        assert [m.memory_id for m in brain.list_memories(limit=10)] == [note.memory_id]  # nothing written
        assert [h.op for h in brain.history(note.memory_id)] == ["add"]


def test_the_cli_refuses_compacting_a_note_in_one_line(data_home, tmp_path, capsys):
    from mnemosyne_app.cli import main

    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "plan.md").write_text("# Trip plan\n\nBook the train to Porto early. The train to Porto is cheaper "
                                   "on weekdays.\n")
    assert main(["--data-dir", str(data_home), "import", str(notes)]) == 0
    with MemoryBrain(scope="default") as brain:
        conversation_id = brain.list_memories(limit=1)[0].metadata["conversation_id"]
    capsys.readouterr()
    code = main(["--data-dir", str(data_home), "compact", conversation_id])
    said = capsys.readouterr()
    assert code != 0 and "“Trip plan” is a note, not a chat" in said.err
    assert "Traceback" not in said.err + said.out and len(said.err.strip().splitlines()) == 1
