"""The meaning floor on each real embedder (issue 27, recalibrated for issue 29's multilingual
model): over the held-out cases of bench/meaning_floor_cases.py, nothing shown as a meaning match
is a non-answer, and answers above the embedder's own floor are still found."""

import sys
from pathlib import Path

import numpy as np

from mnemosyne_app import MemoryBrain

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from meaning_floor_cases import CASES  # noqa: E402

# English-only MiniLM is held to the English cases; the multilingual model to all (Spanish, French,
# German too). Answers found by meaning, measured by bench/bench_meaning_floor.py at each floor:
# MiniLM 11 of 20 at 0.35; the multilingual model 8 of 28 at 0.325 (its short-query scores are lower).
HELD = {"all-MiniLM-L6-v2-int8": (CASES[:20], 10), "use-multilingual-v3": (CASES, 7)}


def test_no_non_answer_is_shown_as_a_meaning_match(tmp_path, each_embedder):
    cases, at_least = HELD[each_embedder.name]
    with MemoryBrain(tmp_path, scope="floor", embedder=each_embedder, extractor="none") as brain:
        brain.retain_batch([{"text": t, "extract": False} for _q, good, bad in cases for t in (good, bad)])
        brain.backfill_embeddings()
        answered, above = 0, 0
        for query, good, bad in cases:  # each query against its own answer and non-answer
            meaning = [h.text for h in brain.recall(query, k=40) if "meaning" in h.matched]
            assert bad not in meaning, query
            answered += good in meaning
            # (an answer whose own cosine clears the embedder's floor is shown by meaning, every one: int8
            # scores move by a few thousandths from one CPU to another, so which answers sit just above the
            # floor does, "family" at 0.347 here against 0.35 where the count below was measured)
            q, a = each_embedder.embed([query, good])
            cosine = float(np.dot(q, a) / (np.linalg.norm(q) * np.linalg.norm(a)))
            if cosine >= each_embedder.meaning_floor + 0.005:
                above += 1
                assert good in meaning, (query, cosine)
        assert answered >= min(at_least, above), (answered, above)
