"""Facts drawn again with the real bundled model (issue 28): a newer model's draw replaces what the
real one drew, the person's fact stays, and asking the real model again queues nothing."""

import dataclasses

import pytest

from mnemosyne_app import MemoryBrain

pytestmark = pytest.mark.model


class Newer:
    """The real model's output in other words, under another name: a newer model's draw."""

    name = "newer-model"

    def __init__(self, real):
        self.real = real

    def extract(self, text):
        found = self.real.extract(text)
        return dataclasses.replace(found, facts=[f.replace("User ", "The user ", 1) for f in found.facts])


def _draw(brain, ids):
    out = brain.extract_facts(queue=False, memory_ids=ids)
    brain.run_backlog()
    assert brain.list_events(status="failed") == []
    return out


def test_a_newer_draw_replaces_the_real_model_s(tmp_path, extractor):
    with MemoryBrain(tmp_path, scope="real", extractor=extractor, embedder="none") as brain:
        mid = brain.retain("I live in Austin and I work as a nurse.", extract=False).memory_ids[0]
        assert _draw(brain, [mid])["queued"] == 1
        drawn = brain.get(mid).facts
        assert drawn and all(f.startswith("User ") for f in drawn)
        brain.update(mid, facts=[*drawn, "User sings in a choir"])
        assert _draw(brain, [mid])["queued"] == 0  # the same model again: nothing
    with MemoryBrain(tmp_path, scope="real", extractor=Newer(extractor), embedder="none") as brain:
        assert _draw(brain, [mid])["queued"] == 1
        assert sorted(brain.get(mid).facts) == sorted(
            [f.replace("User ", "The user ", 1) for f in drawn] + ["User sings in a choir"])
        assert [v.op for v in brain.history(mid)] == ["add", "extract", "edit", "extract"]
        brain.restore(mid, version=2)
        assert brain.get(mid).facts == drawn
        assert brain.verify_integrity().valid


def test_the_same_fact_in_other_words_is_told_by_each_real_embedder(each_embedder):
    """The "same" decision of core/write/same_fact.py with the app's embedder, on the pairs of
    tests/unit/same_fact_pairs.py (figures in the README)."""
    from mnemosyne_app.core.write.same_fact import embedder_similarity
    from tests.unit.same_fact_pairs import HELD_OUT, TUNING
    from tests.unit.test_same_fact import precision_recall

    precision, recall = precision_recall(TUNING + HELD_OUT, embedder_similarity(each_embedder))
    assert precision >= 0.85 and recall >= 0.9, (precision, recall)


def test_a_fact_the_person_removed_is_not_drawn_back_reworded_with_the_real_embedder(tmp_path, extractor, embedder):
    with MemoryBrain(tmp_path, scope="gone", extractor=extractor, embedder=embedder) as brain:
        mid = brain.retain("I live in Bristol and I work as a nurse.", extract=False).memory_ids[0]
        _draw(brain, [mid])
        drawn = brain.get(mid).facts
        place = next(f for f in drawn if "Bristol" in f)
        brain.update(mid, facts=[f for f in drawn if f != place])  # the person takes the place out
    reworded = Newer(extractor)  # "The user lives in Bristol": the same fact in other words
    with MemoryBrain(tmp_path, scope="gone", extractor=reworded, embedder=embedder) as brain:
        _draw(brain, [mid])
        assert brain.get(mid).facts == [f.replace("User ", "The user ", 1) for f in drawn if f != place]
        assert brain.verify_integrity().valid
