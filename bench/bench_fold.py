"""The Profile's fold (core/read/when_said.folded, core/read/said_again.py) on 10,000 facts: plain ones, each
said once, and a mix where a quarter are a state said again as going on ("User still …") and a quarter are
Chinese. The fold is the Profile's own cost beside reading the store; the mix is where a fold that compared
each saying with every earlier line grew with the square of the facts (13 s here, before the index).

    .venv/bin/python bench/bench_fold.py [--facts N]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app.core.read.when_said import folded  # noqa: E402

_WORDS = ("guitar tennis Leeds Bristol nurse teacher vegan vegetarian dog cat Rex Milo Acme Google bakery piano "
          "walks runs lives works plays has likes").split()


def facts(n: int, mixed: bool) -> list[dict]:
    rng = random.Random(1)
    out = []
    for i in range(n):
        kind = i % 4 if mixed else 0
        if kind == 0:
            text = f"fact {i} number {i % 97}"
        elif kind == 1:
            text = "User " + " ".join(rng.choice(_WORDS) for _ in range(3))
        elif kind == 2:
            text = "User still " + " ".join(rng.choice(_WORDS) for _ in range(2))
        else:
            text = f"用户在{rng.choice(['面包店', '腾讯', '上海', '杭州'])}{rng.choice(['工作', '上班', '住'])}{i}"
        out.append({"text": text, "attribute": rng.choice([None, "job", "hobby", "residence"]), "memory_id": str(i),
                    "occurred_at": 1.7e9 + i})
    return out


def best_of(runs: int, given: list[dict]) -> tuple[float, int]:
    times, lines = [], 0
    for _ in range(runs):
        t = time.perf_counter()
        lines = len(folded(given))
        times.append(time.perf_counter() - t)
    return min(times), lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--facts", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    folded(facts(50, True))  # (warm: regexes compiled, caches filled)
    print(f"| facts ({args.facts:,}) | fold, best of {args.runs} | Profile lines |")
    print("|---|---|---|")
    for name, mixed in (("plain, each said once", False), ("a quarter said again, a quarter Chinese", True)):
        seconds, lines = best_of(args.runs, facts(args.facts, mixed))
        print(f"| {name} | {seconds * 1000:.0f} ms | {lines:,} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
