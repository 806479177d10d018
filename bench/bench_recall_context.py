"""What reading a turn with the turn before it (recall's ``context`` stage) costs at 100,000
conversation turns: hybrid recall p50 with the stage off and on, interleaved query by query in
one run, the first query (which builds the vector cache and its turn links) and the resident set.

The turns are bench_core's pseudo-word sentences in conversations of 100 turns; their stored
vectors are random unit vectors of the default embedder's size (embedding 100k texts would take a
quarter of an hour and does not change the cost of the search); each query is embedded for real.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_core import Corpus, pct, random_vectors, rss_mb  # noqa: E402

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.core.model.factory import DEFAULT_EMBEDDER, make_embedder  # noqa: E402
from mnemosyne_app.core.read import recall as recall_mod  # noqa: E402


def filled(root: Path, size: int, per_conversation: int, embedder) -> MemoryBrain:
    corpus = Corpus(random.Random(7))
    with MemoryBrain(root, scope="context", embedder="none", extractor="none") as plain:
        for start in range(0, size, 5000):
            plain.retain_batch([{"text": corpus.sentence(), "kind": "history",
                                 "metadata": {"conversation_id": f"c{(start + i) // per_conversation}"}}
                                for i in range(min(5000, size - start))], extract=False)
    brain = MemoryBrain(root, scope="context", embedder=embedder, extractor="none").ensure_init()
    random_vectors(brain, embedder.dim)
    return brain


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--size", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--context", type=float, default=recall_mod.CONTEXT)
    args = ap.parse_args()
    embedder = make_embedder(DEFAULT_EMBEDDER)
    off, on = recall_mod.TUNING._replace(context=0.0), recall_mod.TUNING._replace(context=args.context)
    corpus = Corpus(random.Random(11))
    with tempfile.TemporaryDirectory(prefix="mnemosyne-context-") as tmp:
        brain = filled(Path(tmp), args.size, 100, embedder)
        embedder.embed(["warm up"])
        recall_mod.TUNING = off
        t = time.perf_counter()
        brain.recall(corpus.query(), k=10)
        first_off = time.perf_counter() - t
        rss_off = rss_mb()  # the scope open and searched without the stage
        recall_mod.TUNING = on
        t = time.perf_counter()
        brain.recall(corpus.query(), k=10)  # the context norms, once per weight
        first_on = time.perf_counter() - t
        rss_on = rss_mb()
        times = {"off": [], "on": []}
        for _ in range(args.queries):
            q = corpus.query()
            for name, tuning in (("off", off), ("on", on)):
                recall_mod.TUNING = tuning
                t = time.perf_counter()
                brain.recall(q, k=10)
                times[name].append(time.perf_counter() - t)
        resident = rss_mb()
        brain.close()
    p50 = {name: pct(v, 50) * 1000 for name, v in times.items()}
    print(f"\n{args.size:,} conversation turns, {args.queries} queries each, interleaved; embedder {embedder.name}\n")
    print("| hybrid `recall` k=10 (query embedding included) | p50 | p99 | ratio |\n|---|---|---|---|")
    for name, label in (("off", "turn's own vector (context 0)"), ("on", f"with the turn before (context {args.context})")):
        print(f"| {label} | {p50[name]:.1f} ms | {pct(times[name], 99) * 1000:.1f} ms | {p50[name] / p50['off']:.2f} |")
    print(f"\nfirst query (builds the vector cache and the turn links): {first_off * 1000:.0f} ms; "
          f"first with context (its norms): {first_on * 1000:.0f} ms")
    print(f"resident set: after the first search without the stage {rss_off:.0f} MB, after the first with it "
          f"{rss_on:.0f} MB, after all {resident:.0f} MB (this process also filled the store)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
