"""The MiniLM embedder (numpy, no torch) and hybrid recall over sqlite-vec."""

import numpy as np
import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.progress import Progress
from tests.store_access import conn_of

pytestmark = pytest.mark.model


def test_vectors_are_normalised_and_semantic(embedder):
    a, b, c = (np.array(v) for v in embedder.embed(
        ["I love playing the guitar", "Music is my hobby; I play guitar", "The tax form is due Friday"]))
    assert a.shape == (384,) and abs(np.linalg.norm(a) - 1) < 1e-4
    assert a @ b > 0.6 and a @ c < 0.2


def test_batch_order_and_padding_do_not_change_vectors(embedder):
    texts = ["short", "a much longer sentence about the weather in Lisbon during the spring", "mid length text"]
    together = np.array(embedder.embed(texts))
    alone = np.array([embedder.embed([t])[0] for t in texts])
    assert np.allclose(together, alone, atol=1e-4)


def test_hybrid_recall_finds_what_keywords_miss(tmp_path, embedder):
    with MemoryBrain(tmp_path, scope="h", embedder=embedder) as brain:
        target = brain.retain("I play bass guitar in a jazz band on Fridays", extract=False).memory_ids[0]
        brain.retain("The invoice for the kitchen renovation is overdue", extract=False)
        brain.retain("My flight to Tokyo leaves at 7am", extract=False)
        assert conn_of(brain).execute("SELECT count(*) FROM memories_vec").fetchall() == [(3,)]
    with MemoryBrain(tmp_path, scope="h", embedder="none") as keyword_only:
        assert keyword_only.recall("musical instrument hobby") == []
    with MemoryBrain(tmp_path, scope="h", embedder=embedder) as brain:
        assert brain.recall("musical instrument hobby", k=1)[0].memory_id == target
        # Only what is related in meaning is listed; min_similarity=0 lists the nearest of all.
        assert [h.memory_id for h in brain.recall("musical instrument hobby", k=5)] == [target]
        assert len(brain.recall("musical instrument hobby", k=5, min_similarity=0)) == 3
        # A keyword match is listed however far its meaning.
        assert [h.text for h in brain.recall("invoice", k=5)] == ["The invoice for the kitchen renovation is overdue"]


def test_embedding_is_in_the_same_transaction_as_the_memory(tmp_path, embedder):
    with MemoryBrain(tmp_path, scope="h", embedder=embedder) as brain:
        brain.hot_path("enable")
        ids = [brain.retain(f"async memory about topic {i}", fast=True, extract=False).event_id for i in range(10)]
        brain.hot_path("flush", timeout=60)
        for event_id in ids:
            mid = brain.get_event(event_id).result["memory_ids"][0]
            rid = conn_of(brain).execute("SELECT rid FROM memories WHERE memory_id = ?", (mid,)).fetchall()[0][0]
            assert conn_of(brain).execute("SELECT count(*) FROM memories_vec WHERE rowid = ?", (rid,)).fetchall() == [(1,)]
        mid = brain.get_event(ids[0]).result["memory_ids"][0]
        brain.update(mid, text="edited text about sailing")
        assert brain.recall("boats and sailing", k=1)[0].memory_id == mid
        brain.delete(mid)
        assert mid not in {h.memory_id for h in brain.recall("boats and sailing", k=10)}


def test_changing_the_embedder_rebuilds_vectors_with_progress(tmp_path, embedder):
    with MemoryBrain(tmp_path, scope="h", embedder="none") as brain:
        brain.retain_batch([f"note number {i} about gardening" for i in range(70)], extract=False)
    with MemoryBrain(tmp_path, scope="h", embedder=embedder) as brain:
        assert brain.missing_embeddings() == 70
        seen = []
        progress = Progress()
        progress.subscribe(lambda p: seen.append((p.done, p.total)))
        assert brain.backfill_embeddings(progress, chunk=32) == 70
        assert brain.missing_embeddings() == 0 and seen[-1] == (70, 70) and len(seen) >= 3
        assert conn_of(brain).execute("SELECT value FROM meta WHERE key='embedder'").fetchall()[0][0].startswith("all-MiniLM")


def test_backfill_can_be_cancelled_and_keeps_what_it_did(tmp_path, embedder):
    from mnemosyne_app.core.progress import Cancelled

    with MemoryBrain(tmp_path, scope="h", embedder="none") as brain:
        brain.retain_batch([f"memory {i}" for i in range(50)], extract=False)
    with MemoryBrain(tmp_path, scope="h", embedder=embedder) as brain:
        progress = Progress()
        progress.subscribe(lambda p: p.cancel() if p.done >= 16 else None)
        with pytest.raises(Cancelled):
            brain.backfill_embeddings(progress, chunk=16)
        assert brain.missing_embeddings() == 34


def test_the_default_embedder_is_int8_onnx_and_agrees_with_float32(embedder, float_embedder):
    from mnemosyne_app.core.model.factory import make_embedder

    assert make_embedder("minilm").name == embedder.name == "all-MiniLM-L6-v2-int8"
    texts = ["I'm allergic to peanuts", "Caroline: Thanks, Mel! My friends, family and mentors are my rocks - "
             "they motivate me and give me the strength to push on.", "Call mom on Sunday", "Prefers dark mode"]
    quantized, reference = np.array(embedder.embed(texts)), np.array(float_embedder.embed(texts))
    assert np.allclose(np.linalg.norm(quantized, axis=1), 1, atol=1e-4)
    assert (quantized * reference).sum(axis=1).min() > 0.97


def test_a_store_embedded_by_another_embedder_is_re_embedded(tmp_path, embedder, float_embedder):
    with MemoryBrain(tmp_path, scope="h", embedder=float_embedder) as brain:
        brain.retain("I play bass guitar in a jazz band", extract=False)
        brain.retain("My flight to Tokyo leaves at 7am", extract=False)
        assert brain.missing_embeddings() == 0
    with MemoryBrain(tmp_path, scope="h", embedder=embedder) as brain:
        assert brain.missing_embeddings() == 2  # the float32 vectors were dropped, not mixed in
        assert brain.backfill_embeddings() == 2
        assert brain.recall("musical instrument hobby", k=1)[0].text.startswith("I play bass")


def test_a_query_in_a_script_minilm_never_learned_finds_no_unrelated_note(tmp_path, embedder):
    with MemoryBrain(tmp_path, scope="h", embedder=embedder) as brain:
        brain.retain_batch(["Sushi dinner at Nobu", "Karaoke night", "Learn Japanese kana",
                            "Caroline: Thanks, Melanie! Appreciate it. You play the guitar?"], extract=False)
        brain.backfill_embeddings()
        for query in ("ピーナッツ", "アレルギー"):
            assert brain.recall(query, k=5) == [], query
        # A note in that script is still found by its words.
        allergy = brain.retain("私はピーナッツアレルギーがあります", extract=False).memory_ids[0]
        assert [h.memory_id for h in brain.recall("アレルギー", k=5)] == [allergy]


def test_retain_batch_with_the_embedder_on_fills_vectors_in_the_background(tmp_path, embedder):
    with MemoryBrain(tmp_path, scope="h", embedder=embedder) as brain:
        brain.retain_batch([f"note {i} about the herb garden on the balcony" for i in range(200)], extract=False)
        assert brain.recall("balcony", k=3)  # keyword-searchable on return
        brain.backfill_embeddings()  # the barrier: waits for the background job
        assert brain.missing_embeddings() == 0 and brain.vector_job.progress is None
        assert conn_of(brain).execute("SELECT count(*) FROM memories_vec").fetchall() == [(200,)]
