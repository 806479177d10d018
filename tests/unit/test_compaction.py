"""Long conversations: old turns summarised through the queue, archived, never deleted."""

import json

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.sentences import SentenceExtractor


class CountingSummarizer(SentenceExtractor):
    calls = 0

    def summarize(self, text):
        CountingSummarizer.calls += 1
        return super().summarize(text)


def test_old_turns_are_summarised_and_archived(data_home, tmp_path):
    turns = [{"role": "user" if i % 2 == 0 else "assistant",
              "content": f"Turn {i} about the garden. More words here."} for i in range(60)]
    path = tmp_path / "long.jsonl"
    path.write_text(json.dumps({"id": "long", "title": "Garden chat", "messages": turns}))
    with MemoryBrain(scope="c", extractor=CountingSummarizer(), compact_threshold=40) as brain:
        brain.import_archive(path)
        queued = brain.compact_history(keep_recent=20, chunk=10)
        assert queued == 4  # 40 old turns in chunks of 10
        assert brain.compact_history(keep_recent=20, chunk=10) == 0  # already queued: not twice
        brain.hot_path("flush", timeout=30)
        assert CountingSummarizer.calls == 4
        summaries = [m for m in brain.list_memories(limit=200) if m.kind == "summary"]
        assert len(summaries) == 4 and all(len(s.metadata["summarizes"]) == 10 for s in summaries)
        assert "Turn 0 about the garden." in " ".join(s.text for s in summaries)
        archived = summaries[0].metadata["summarizes"][0]
        assert brain.get(archived).superseded_by == summaries[0].memory_id  # kept, not deleted
        live_history = [m for m in brain.list_memories(limit=200) if m.kind == "history"]
        assert len(live_history) == 20
        assert archived not in {h.memory_id for h in brain.recall("garden", k=50)}
        st = brain.stats()
        assert st["model_calls"] == 4 and st["model_calls"] <= st["writes"]
        assert brain.verify_integrity().valid
        brain.restore(archived, version=1)  # undo for one turn: back in recall
        assert brain.get(archived).superseded_by is None
