"""The multilingual embedder (Universal Sentence Encoder multilingual v3), the default: one meaning
space for many languages, on the real model from its registry package."""

import time

import numpy as np
import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.factory import make_embedder
from mnemosyne_app.core.model.use_multilingual import MAX_CHARS, known_script
from mnemosyne_app.core.progress import Progress
from tests.store_access import conn_of

pytestmark = pytest.mark.model

NOTES = ["I'm allergic to shellfish, so no shrimp or lobster for me.", "Mi hermano trabaja como bombero en Sevilla.",
         "我对花粉过敏，春天很难受。", "The invoice for the kitchen renovation is overdue",
         "I sold my old electric guitar last week.", "Nous partons en vacances en Bretagne cet été."]


@pytest.fixture(scope="module")
def multilingual():
    return make_embedder("multilingual")


def test_it_is_the_default_and_the_environment_can_still_choose(monkeypatch, multilingual):
    monkeypatch.delenv("MNEMOSYNE_EMBEDDER", raising=False)
    assert make_embedder("auto").name == multilingual.name == "use-multilingual-v3"
    monkeypatch.setenv("MNEMOSYNE_EMBEDDER", "minilm")
    assert make_embedder("auto").name == "all-MiniLM-L6-v2-int8"


def test_a_sentence_and_its_translation_are_near_and_unrelated_ones_far(multilingual):
    en, es, zh, ja, other = (np.array(v) for v in multilingual.embed(
        ["I'm allergic to peanuts", "Soy alérgico a los cacahuetes", "我对花生过敏", "私はピーナッツアレルギーです",
         "The tax form is due Friday"]))
    assert en.shape == (512,) and abs(np.linalg.norm(en) - 1) < 1e-4
    for translation in (es, zh, ja):
        assert en @ translation > 0.6 and en @ translation > (en @ other) + 0.4


def test_a_text_embeds_the_same_alone_and_among_others(multilingual):
    texts = ["short", "a much longer sentence about the weather in Lisbon during the spring", "中等长度的句子", "mid"]
    together = np.array(multilingual.embed(texts))
    alone = np.array([multilingual.embed([t])[0] for t in texts])
    assert np.allclose(together, alone, atol=1e-5)
    assert multilingual.embed([]) == []


def test_a_huge_text_costs_no_more_than_its_first_part(multilingual):
    huge = "We walked along the river and talked about the garden. " * 2000  # 112,000 characters
    t = time.perf_counter()
    vector = multilingual.embed([huge])[0]
    assert time.perf_counter() - t < 5  # bounded work, not a timing target (bench/ measures speed)
    assert np.allclose(vector, multilingual.embed([huge[:MAX_CHARS]])[0], atol=1e-6)


def test_questions_in_one_language_find_notes_written_in_another(tmp_path, multilingual):
    with MemoryBrain(tmp_path, scope="m", embedder=multilingual, extractor="none") as brain:
        ids = [r.memory_ids[0] for r in brain.retain_batch(NOTES, extract=False).results]
        brain.backfill_embeddings()
        asked = {"¿Qué mariscos no puedo comer?": 0, "What does my brother do for a living?": 1,
                 "Why is springtime hard for me?": 2, "Che cosa ho venduto la settimana scorsa?": 4,
                 "Where are we going on holiday this summer?": 5}
        for question, note in asked.items():
            hits = brain.recall(question, k=1)
            assert hits and hits[0].memory_id == ids[note], question
            assert "meaning" in hits[0].matched and hits[0].similarity > 0.3
    with MemoryBrain(tmp_path, scope="m", embedder="none", extractor="none") as keyword_only:
        assert keyword_only.recall("Why is springtime hard for me?") == []


def test_a_store_embedded_by_minilm_is_re_embedded_and_searchable_by_keyword_meanwhile(tmp_path, multilingual):
    with MemoryBrain(tmp_path, scope="s", embedder="minilm", extractor="none") as brain:
        brain.retain_batch(NOTES + [f"note {i} about the herb garden" for i in range(60)], extract=False)
        brain.backfill_embeddings()
        assert brain.missing_embeddings() == 0
    with MemoryBrain(tmp_path, scope="s", embedder=multilingual, extractor="none") as brain:
        assert brain.missing_embeddings() == len(NOTES) + 60  # MiniLM's vectors dropped, never mixed in
        assert [h.text for h in brain.recall("invoice", k=1)] == [NOTES[3]]  # keywords all along
        seen = []
        progress = Progress()
        progress.subscribe(lambda p: seen.append((p.done, p.total)))
        assert brain.backfill_embeddings(progress, chunk=16) == len(NOTES) + 60
        assert seen[-1] == (66, 66) and len(seen) >= 4
        label = conn_of(brain).execute("SELECT value FROM meta WHERE key='embedder'").fetchall()[0][0]
        assert label == "use-multilingual-v3/512"
        assert brain.recall("¿Qué mariscos no puedo comer?", k=1)[0].text == NOTES[0]


def test_a_query_in_a_script_the_model_never_learned_is_searched_by_keywords_alone(tmp_path, multilingual):
    assert known_script("¿Qué mariscos?") and known_script("我对花生过敏") and known_script("Привет, мир")
    assert not known_script("मुझे मूंगफली से एलर्जी है") and not known_script("12345 !!!")
    with MemoryBrain(tmp_path, scope="h", embedder=multilingual, extractor="none") as brain:
        brain.retain_batch(NOTES, extract=False)
        brain.backfill_embeddings()
        assert brain.recall("मुझे मूंगफली से एलर्जी है", k=5) == []
        hindi = brain.retain("मुझे मूंगफली से एलर्जी है", extract=False).memory_ids[0]
        assert [h.memory_id for h in brain.recall("एलर्जी", k=5)] == [hindi]
