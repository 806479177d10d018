"""Meaning hits have a floor (issue 27): below it a memory found by meaning alone is not listed,
and one found by its words is not labelled a meaning match (its words are what matched)."""

import math
import zlib

import numpy as np

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.read import recall as recall_mod


class AngleEmbedder:
    """Each known text at a chosen cosine similarity to the query "garden plans".

    Each text leans off the query's axis onto an axis of its own, so the texts are as far from each
    other as the table says and no nearer; an axis picked by `hash()` once put two texts on one axis
    (PYTHONHASHSEED=37), which made them near-duplicates of each other."""
    name, dim = "angle-test", 384
    SIMILARITY = {"garden plans": 1.0, "Tomatoes go in the greenhouse in May.": 0.62,
                  "Planting roses next spring.": recall_mod.MEANING_FLOOR - 0.02,
                  "The plans for the office party are set.": 0.03,
                  "Invoice 443 is overdue.": -0.04}

    def embed(self, texts):
        out = []
        for t in texts:
            s = self.SIMILARITY.get(t, 0.0)
            v = np.zeros(self.dim, np.float32)
            v[0], v[self._own_axis(t)] = s, math.sqrt(max(0.0, 1 - s * s))
            out.append(v.tolist())
        return out

    def _own_axis(self, text):
        known = list(self.SIMILARITY)
        if text in known:
            return 1 + known.index(text)
        return len(known) + 1 + zlib.crc32(text.encode()) % (self.dim - len(known) - 1)


def test_below_the_floor_nothing_is_shown_as_a_meaning_match(data_home):
    with MemoryBrain(scope="f", embedder=AngleEmbedder(), extractor="none") as brain:
        ids = {t: brain.retain(t, extract=False).memory_ids[0] for t in AngleEmbedder.SIMILARITY if t != "garden plans"}
        hits = {h.text: h for h in brain.recall("garden plans", k=10)}
        assert set(hits) == {"Tomatoes go in the greenhouse in May.", "The plans for the office party are set."}
        assert hits["Tomatoes go in the greenhouse in May."].matched == ("meaning",)
        assert hits["Tomatoes go in the greenhouse in May."].similarity >= recall_mod.MEANING_FLOOR
        party = hits["The plans for the office party are set."]
        assert party.matched == ("words",) and party.similarity is None  # a word hit, not meaning 0.03
        # asked for explicitly, everything comes, and still says how it matched
        every = {h.text: h for h in brain.recall("garden plans", k=10, min_similarity=0)}
        assert len(every) == len(ids) and "meaning" in every["Invoice 443 is overdue."].matched


class StrictAngleEmbedder(AngleEmbedder):
    """The same vectors on a scale where 0.62 is still too far to mean the same."""
    name, meaning_floor = "strict-angle-test", 0.7


def test_the_floor_is_the_embedders_own(data_home):
    # Embedders put meaning on different scales (issue 29's multilingual model is not MiniLM), so
    # a floor calibrated for one is not applied to another: each states its own.
    assert recall_mod.meaning_floor(AngleEmbedder()) == recall_mod.MEANING_FLOOR  # states none
    with MemoryBrain(scope="s", embedder=StrictAngleEmbedder(), extractor="none") as brain:
        for t in AngleEmbedder.SIMILARITY:
            if t != "garden plans":
                brain.retain(t, extract=False)
        hits = {h.text: h for h in brain.recall("garden plans", k=10)}
        assert set(hits) == {"The plans for the office party are set."}  # 0.62 < 0.7: not shown
        assert "Tomatoes go in the greenhouse in May." in {h.text for h in brain.recall("garden plans", k=10,
                                                                                       min_similarity=0.6)}


def test_each_real_embedder_states_its_floor_and_duplicate_threshold():
    from mnemosyne_app.core.model.minilm import MiniLMEmbedder
    from mnemosyne_app.core.model.onnx_minilm import OnnxMiniLMEmbedder
    from mnemosyne_app.core.model.use_multilingual import UseMultilingualEmbedder

    for cls in (MiniLMEmbedder, OnnxMiniLMEmbedder, UseMultilingualEmbedder):  # classes: nothing is loaded
        assert 0 < cls.meaning_floor < 1 and 0.5 <= cls.near_duplicate < 1, cls.__name__
