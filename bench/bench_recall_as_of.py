"""What recall "as of" a day costs (issue 28), side by side in one run.

A store of made-up notes, each with one fact on a single-valued attribute said on its own day,
so that every note but the last ends the one before it (a person who moved N times): the worst
case for ``as_of``, whose every hit is checked for ended facts (core/read/recall_as_of.py).
The same keyword searches run now and as of a day in the middle, taking turns query by query.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_recall_as_of.py [--notes 2000] [--queries 200]
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.core.model.llama_extractor import LlamaExtractor  # noqa: E402


class RulesOnly(LlamaExtractor):
    """The rule-based extractor without the model (its yes/no is "yes"): the facts, fast."""

    def complete(self, statement):
        return "yes"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--notes", type=int, default=2000)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    start = dt.datetime(2020, 1, 1).timestamp()
    cities = [f"Town{i}" for i in range(args.notes)]
    with tempfile.TemporaryDirectory() as folder, \
            MemoryBrain(folder, extractor=RulesOnly(), embedder="none", synchronous="OFF") as brain:
        t0 = time.perf_counter()
        for i, city in enumerate(cities):
            brain.retain(f"I moved to {city}.", metadata={"created_at": start + i * 86400})
        print(f"{args.notes} notes stored in {time.perf_counter() - t0:.1f} s")
        middle = dt.date.fromtimestamp(start + args.notes // 2 * 86400).isoformat()
        rng = random.Random(7)
        now, then = [], []
        for _ in range(args.queries):
            query = f"moved {rng.choice(cities)} {rng.choice(cities)}"
            for times, as_of in ((now, None), (then, middle)):
                t = time.perf_counter()
                brain.recall(query, k=10, meaning=False, as_of=as_of)
                times.append(time.perf_counter() - t)
        p50_now, p50_then = statistics.median(now) * 1000, statistics.median(then) * 1000
        ended = sum(h.ended_at is not None for h in brain.recall("moved", k=10, meaning=False, as_of=middle))
        print(f"| recall k=10 | p50 now | p50 as of {middle} | ratio |")
        print(f"| {args.notes} notes, {args.queries} queries | {p50_now:.1f} ms | {p50_then:.1f} ms | "
              f"{p50_then / p50_now:.2f}x |")
        print(f"(as of {middle}: {ended} of the 10 hits for 'moved' marked no longer true)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
