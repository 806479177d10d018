"""`make bench`: an encrypted store (AEGIS-256, core/store/crypto.py) against a plain one, side by
side in one run on the same disk: sync `retain`, `retain_batch` and `recall` at the store size
given (100k by default). The issue's goal is <= 1.3x the plain figure for each; the ratio column
says how far. The full-cost Argon2id is used (paid once per connection, not per statement).
Prints a Markdown table for the README.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_core import Corpus, fill, pct, timed_recalls, timed_retains  # noqa: E402

from mnemosyne_app import MemoryBrain  # noqa: E402

NO_MODELS = {"extractor": "none", "embedder": "none"}
PASSPHRASE = "bench passphrase, not a secret"


def measure(root: Path, passphrase: str | None, size: int, writes: int, recalls: int, seed: int) -> dict:
    corpus = Corpus(random.Random(seed))  # the same texts and queries for both stores
    with MemoryBrain(root, "bench", passphrase=passphrase, **NO_MODELS) as brain:
        batch_seconds = fill(brain, corpus, size)
        retains = timed_retains(brain, [corpus.sentence() for _ in range(writes)])
        timed_recalls(brain, corpus, 20)  # warm the page cache alike for both
        recall = timed_recalls(brain, corpus, recalls)
    return {"retain p50": pct(retains, 50), "retain mean": statistics.fmean(retains),
            "retain_batch per memory": batch_seconds / size, "recall p50": pct(recall, 50),
            "recall p95": pct(recall, 95)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--size", type=int, default=100_000, help="memories in each store before timing recall")
    ap.add_argument("--writes", type=int, default=1000, help="sync retains to time")
    ap.add_argument("--recalls", type=int, default=200, help="recalls to time")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="mnemosyne-bench-enc-") as tmp:
        plain = measure(Path(tmp) / "plain", None, args.size, args.writes, args.recalls, seed=11)
        sealed = measure(Path(tmp) / "encrypted", PASSPHRASE, args.size, args.writes, args.recalls, seed=11)
    print(f"\n### Encrypted vs plain ({args.size:,} memories; goal <= 1.3x)\n")
    print("| figure | plain | encrypted | ratio |")
    print("|---|---|---|---|")
    worst = 0.0
    for name in plain:
        ratio = sealed[name] / plain[name]
        worst = max(worst, ratio)
        print(f"| {name} | {plain[name] * 1000:.3f} ms | {sealed[name] * 1000:.3f} ms | {ratio:.2f}x |")
    print(f"\nworst ratio {worst:.2f}x ({'within' if worst <= 1.3 else 'OVER'} the 1.3x goal)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
