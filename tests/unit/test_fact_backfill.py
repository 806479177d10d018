"""Facts for what is already here (issue 27): extraction asked for after an import, for the whole
scope, a conversation or a selection; one model call per memory and model, stoppable, resumable."""

import json

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.sentences import SentenceExtractor
from mnemosyne_app.core.progress import Cancelled, Progress


class Counting(SentenceExtractor):
    calls = 0

    def __init__(self, name="counting-v1"):
        super().__init__()
        self.name = name

    def extract(self, text):
        Counting.calls += 1
        return super().extract(text)


def archive(tmp_path):
    path = tmp_path / "chats.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in [
        {"id": "a", "messages": [{"role": "user", "content": "I live in Oslo."},
                                 {"role": "assistant", "content": "Oslo is lovely."},
                                 {"role": "user", "content": "I have a dog called Rex."}]},
        {"id": "b", "messages": [{"role": "user", "content": "I work as a nurse."},
                                 {"role": "assistant", "content": "That is demanding."}]}]))
    return path


def facts(brain):
    return sorted(f for m in brain.list_memories(limit=100) for f in brain.get(m.memory_id).facts)


def test_facts_for_an_imported_history_once_per_memory_and_model(data_home, tmp_path):
    Counting.calls = 0
    with MemoryBrain(scope="f", extractor=Counting()) as brain:
        brain.import_archive(archive(tmp_path))  # extraction off, as imports are by default
        note = brain.retain("My sister is called Ana.", extract=False).memory_ids[0]
        assert facts(brain) == [] and brain.import_archive(archive(tmp_path)).extraction_queued == 0
        out = brain.extract_facts(queue=False)
        assert (out["queued"], out["already"], out["model"]) == (4, 0, "counting-v1")  # 3 user turns + the note
        assert brain.run_backlog() == 4 and Counting.calls == 4
        assert facts(brain) == ["I have a dog called Rex.", "I live in Oslo.", "I work as a nurse.",
                                "My sister is called Ana."]
        assert brain.get(note).text == "My sister is called Ana."  # the text stays as written
        again = brain.extract_facts(queue=False)
        assert (again["queued"], again["already"]) == (0, 4) and brain.run_backlog() == 0
        st = brain.stats()
        assert st["model_calls"] == 4 and st["model_calls"] <= st["writes"]
        assert brain.verify_integrity().valid
    with MemoryBrain(scope="f", extractor=Counting("counting-v2")) as brain:  # a new model may extract again
        assert brain.extract_facts(queue=False, conversation_id="a")["queued"] == 2
        brain.run_backlog()
        assert Counting.calls == 6


def test_a_selection_and_the_queue(data_home, tmp_path):
    Counting.calls = 0
    with MemoryBrain(scope="s", extractor=Counting()) as brain:
        brain.import_archive(archive(tmp_path))
        reply = next(m for m in brain.list_memories() if m.text == "Oslo is lovely.").memory_id
        out = brain.extract_facts(memory_ids=[reply])  # a selection is taken whole, an answer too
        assert out["queued"] == 1
        brain.hot_path("flush", timeout=30)
        assert brain.get(reply).facts == ["Oslo is lovely."] and Counting.calls == 1


def test_stop_keeps_what_is_done_and_the_rest_waits(data_home, tmp_path):
    Counting.calls = 0
    with MemoryBrain(scope="p", extractor=Counting()) as brain:
        brain.import_archive(archive(tmp_path))
        brain.extract_facts(queue=False)
        progress = Progress(label="facts")
        progress.subscribe(lambda p: p.done == 1 and p.cancel())
        with pytest.raises(Cancelled):
            brain.run_backlog(progress)
        assert Counting.calls == 1 and len(facts(brain)) == 1
        assert brain.extract_facts(queue=False)["queued"] == 0  # the rest is waiting, not asked twice
        assert brain.run_backlog() == 2 and Counting.calls == 3


def test_without_a_model_it_says_so(brain):
    with pytest.raises(ValueError, match="no extraction model is set"):
        brain.extract_facts()


def test_the_cli_says_no_model_in_its_own_terms(data_home, capsys):
    from mnemosyne_app.cli import main

    assert main(["--data-dir", str(data_home), "retain", "I live in Oslo", "--no-extract"]) == 0
    capsys.readouterr()
    assert main(["--data-dir", str(data_home), "--model", "none", "extract"]) == 2
    said = capsys.readouterr().err
    assert "--model" in said and "Settings" not in said and len(said.strip().splitlines()) == 1, said


def test_facts_drawn_for_an_imported_message_are_a_generated_version_of_it(data_home, tmp_path):
    """Facts drawn for an imported message are a version of their own, marked generated (issue 28,
    truth first): the state before stays in its history, and the memory does not look edited (its
    Updated time kept: it does not jump up the table), while the ledger records the change."""
    from tests.store_access import conn_of

    with MemoryBrain(scope="f", extractor=Counting()) as brain:
        brain.import_archive(archive(tmp_path))
        (oslo,) = [m.memory_id for m in brain.list_memories(limit=100) if m.text == "I live in Oslo."]
        before = brain.get(oslo)
        brain.extract_facts(queue=False)
        brain.run_backlog()
        after = brain.get(oslo)
        assert after.facts == ["I live in Oslo."]
        assert (after.version, after.updated_at, after.text) == (before.version + 1, before.updated_at, before.text)
        ops = [op for (op,) in conn_of(brain).execute("SELECT op FROM ledger WHERE memory_id = ? ORDER BY seq", (oslo,))]
        assert ops == ["add", "extract"]  # the fact change is ledgered
        added, drawn = brain.history(oslo)
        assert (added.op, added.generated, added.state["facts"]) == ("add", False, [])
        assert (drawn.op, drawn.generated, drawn.state["facts"]) == ("extract", True, ["I live in Oslo."])
        assert brain.verify_integrity().valid
    # a later model draws them again: the same facts replace the earlier draw's, so nothing changes
    # (no version, the fact held once: was a second copy of it); then the person edits it: theirs
    with MemoryBrain(scope="f", extractor=Counting("counting-v2")) as brain:
        brain.extract_facts(queue=False, memory_ids=[oslo])
        brain.run_backlog()
        assert brain.get(oslo).updated_at == before.updated_at
        assert brain.get(oslo).facts == ["I live in Oslo."]
        brain.update(oslo, text="I live in Oslo, Norway.")
        history = brain.history(oslo)
        assert [(v.version, v.op, v.generated) for v in history][:3] == [
            (1, "add", False), (2, "extract", True), (3, "edit", False)]
        assert history[2].state["text"] == "I live in Oslo, Norway."
        assert brain.verify_integrity().valid
