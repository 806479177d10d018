"""Recall's ``context`` stage on a real store (core/read/turn_context.py): a conversation turn is
searched by its vector plus a share of the turn before it, computed from the stored vectors, on
both of the vector cache's paths; a deleted or edited predecessor lends nothing; an agent that
may not see some turns gets each turn read alone."""

import time

import numpy as np
import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.read import recall, turn_context, vector_cache
from tests.store_access import conn_of


class Fixed:
    """A vector by topic word: unrelated texts are orthogonal, so a turn is near a question only
    where the test means it to be. Unit vectors, as every embedder's."""
    name, dim = "fixed-context-test", 8
    TOPICS = (("promotion", "career"), ("lunch",), ("garden",), ("boat",), ("piano",), ("chess",), ("rain",))

    def embed(self, texts):
        out = []
        for text in texts:
            v = np.zeros(self.dim, np.float32)
            v[next((i for i, words in enumerate(self.TOPICS) if any(w in text.lower() for w in words)),
                   self.dim - 1)] = 1.0
            out.append(v.tolist())
        return out


def turn(text, conversation):
    return {"text": text, "kind": "history", "metadata": {"conversation_id": conversation}}


QUESTION = Fixed().embed(["promotion"])[0]
ANSWER = "John: Thanks! I start on Monday."  # says nothing of a promotion: its own vector is far


@pytest.fixture(params=["exact", "sign bits"])
def brain(request, data_home, monkeypatch):
    if request.param == "sign bits":  # the prefilter path of a large scope, on a small one
        monkeypatch.setattr(vector_cache, "EXACT_BELOW", 10)
        monkeypatch.setattr(vector_cache, "RERANK", 12)
    b = MemoryBrain(scope="ctx", extractor="none", embedder=Fixed()).ensure_init()
    b.retain_batch([turn("Maria: Congrats on the promotion, John!", "c1"), turn(ANSWER, "c1"),
                    turn("Ann: The promotion party was fun", "c2")]
                   + [turn(f"Bob: filler {t} {i}", "c3") for i in range(30) for t in ("lunch", "garden")],
                   extract=False)
    b.retain("A note about a promotion, in no conversation", extract=False)
    b.retain("Rain tomorrow", extract=False)  # a note stored after a turn is not its successor
    b.backfill_embeddings()
    settle()
    yield b
    b.close()


def settle():
    """Let a second pass: the cache treats what changed in the second before its build as changed
    since (it re-reads it exactly), so a turn written just before is read alone."""
    time.sleep(1.1)


def similarity(brain, text, context):
    found = recall.nearest(conn_of(brain), QUESTION, 200, recall.Filters(), brain._vectors, context=context)
    return next((1.0 - r["distance"] for r in found if r["text"] == text), None)


def test_a_turn_is_found_by_the_meaning_of_the_turn_before_it(brain):
    assert similarity(brain, ANSWER, 0.0) == pytest.approx(0.0, abs=1e-6)
    # (0 + 0.7 * 1) / |v + 0.7 p| with v, p orthogonal unit vectors
    assert similarity(brain, ANSWER, 0.7) == pytest.approx(0.7 / np.sqrt(1 + 0.49), abs=1e-5)
    # A turn that leans on nothing (first of its conversation, or not a turn) keeps its own.
    assert similarity(brain, "Maria: Congrats on the promotion, John!", 0.7) == pytest.approx(1.0, abs=1e-6)
    assert similarity(brain, "A note about a promotion, in no conversation", 0.7) == pytest.approx(1.0, abs=1e-6)
    assert similarity(brain, "Rain tomorrow", 0.7) == pytest.approx(0.0, abs=1e-6)
    # The next conversation's first turn does not lean on the last turn of another.
    assert similarity(brain, "Ann: The promotion party was fun", 0.7) == pytest.approx(1.0, abs=1e-6)


def test_the_whole_search_ranks_the_answer_with_the_stage_and_says_it_was_by_meaning(brain, monkeypatch):
    monkeypatch.setattr(recall, "TUNING", recall.TUNING._replace(context=0.7, neighbours=0.0))
    # "career" shares no word with any turn (the keyword index reads the turn before as context)
    hits = {h.text: h for h in brain.recall("career news", k=5)}
    assert ANSWER in hits and hits[ANSWER].matched == ("meaning",)
    assert hits[ANSWER].similarity == pytest.approx(0.7 / np.sqrt(1.49), abs=1e-5)
    monkeypatch.setattr(recall, "TUNING", recall.TUNING._replace(context=0.0))
    assert ANSWER not in {h.text for h in brain.recall("career news", k=5)}


def test_a_deleted_or_edited_turn_lends_no_meaning_it_no_longer_has(brain):
    similarity(brain, ANSWER, 0.7)  # the cache is built with the predecessor as it was
    before = next(m for m in brain.list_memories() if m.text.startswith("Maria: Congrats"))
    brain.update(before.memory_id, text="Maria: How was the boat trip?")
    assert similarity(brain, ANSWER, 0.7) == pytest.approx(0.0, abs=1e-6)
    settle()
    brain._vectors.invalidate()  # rebuilt: it leans on the edited turn, which is about a boat
    assert similarity(brain, ANSWER, 0.7) == pytest.approx(0.0, abs=1e-6)
    brain.update(before.memory_id, text="Maria: Congrats on the promotion, John!")
    settle()
    brain._vectors.invalidate()
    assert similarity(brain, ANSWER, 0.7) > 0.5
    brain.delete(before.memory_id)
    assert similarity(brain, ANSWER, 0.7) == pytest.approx(0.0, abs=1e-6)


def test_an_agent_that_may_not_see_some_turns_gets_each_turn_read_alone(brain, monkeypatch):
    monkeypatch.setattr(recall, "TUNING", recall.TUNING._replace(context=0.7, neighbours=0.0))
    assert ANSWER in {h.text for h in brain.recall("career news", k=5)}
    assert ANSWER not in {h.text for h in brain.recall("career news", k=5, hidden_tags=["secret"])}


def test_feedback_reads_the_vectors_the_search_read():
    mat = np.eye(3, dtype=np.float32)
    prev = np.array([-1, 0, 1])
    norm = turn_context.norms(mat, prev, 1.0)
    assert norm == pytest.approx([1.0, np.sqrt(2), np.sqrt(2)])
    got = turn_context.vectors(mat, np.array([2, 0]), prev, norm, 1.0, np.zeros(0, np.int64))
    assert got[0] == pytest.approx([0, 1 / np.sqrt(2), 1 / np.sqrt(2)]) and got[1] == pytest.approx([1, 0, 0])
    alone = turn_context.vectors(mat, np.array([2]), prev, norm, 1.0, np.array([1]))  # row 1 changed
    assert alone[0] == pytest.approx([0, 0, 1])
