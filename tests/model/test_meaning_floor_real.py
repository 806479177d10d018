"""The meaning floor on the real embedder (issue 27): over the held-out English cases of
bench/meaning_floor_cases.py, nothing shown as a meaning match is a non-answer."""

import sys
from pathlib import Path

from mnemosyne_app import MemoryBrain

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from meaning_floor_cases import CASES  # noqa: E402

ENGLISH = CASES[:20]  # the English ones (the embedder is English-only)


def test_no_non_answer_is_shown_as_a_meaning_match(tmp_path, embedder):
    with MemoryBrain(tmp_path, scope="floor", embedder=embedder, extractor="none") as brain:
        brain.retain_batch([{"text": t, "extract": False} for _q, good, bad in ENGLISH for t in (good, bad)])
        brain.backfill_embeddings()
        answered = 0
        for query, good, bad in ENGLISH:  # each query against its own answer and non-answer
            meaning = [h.text for h in brain.recall(query, k=40) if "meaning" in h.matched]
            assert bad not in meaning, query
            answered += good in meaning
        assert answered >= 10  # the answers above the floor are still found (11 of 20 measured)
