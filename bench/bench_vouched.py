"""What keeping a copy of each vouched state costs (issue 27, store/vouched.py): a batch of notes
written with the copies and without them (the copy switched off by hand), side by side in one
run, rounds interleaved; time per batch and the database's size.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_vouched.py [--items 10000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.core.store import vouched  # noqa: E402

WORDS = "garden tomato Porto dentist passport train sister bike coffee tea book river".split()


def batch(n: int, offset: int) -> list[dict]:
    return [{"text": f"Note {offset + i}: {WORDS[i % 12]} and {WORDS[(i * 7) % 12]} on day {i % 365}",
             "tags": [WORDS[i % 5]], "metadata": {"source_app": "bench", "n": i}} for i in range(n)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    real_keep_many, real_pack = vouched.keep_many, vouched.pack
    times: dict[str, list[float]] = {"with copies": [], "without": []}
    with tempfile.TemporaryDirectory(prefix="mnemosyne-vouched-") as tmp:
        brains = {name: MemoryBrain(tmp, scope=name.replace(" ", "-"), extractor="none", embedder="none").ensure_init()
                  for name in times}
        for r in range(args.rounds):
            for name, brain in brains.items():
                off = name == "without"
                vouched.keep_many = (lambda conn, rows: None) if off else real_keep_many
                vouched.pack = (lambda text: b"") if off else real_pack
                start = time.perf_counter()
                brain.retain_batch(batch(args.items, r * args.items), extract=False)
                times[name].append(time.perf_counter() - start)
        vouched.keep_many, vouched.pack = real_keep_many, real_pack
        sizes = {}
        for name, brain in brains.items():
            brain.close()
            sizes[name] = sum(p.stat().st_size for p in Path(tmp, "scopes").glob(f"{name.replace(' ', '-')}.db*"))
    base = statistics.median(times["without"])
    for name in times:
        med = statistics.median(times[name])
        print(f"{name:>12}: {med:.2f} s per {args.items:,} notes (median of {args.rounds}; x{med / base:.2f}), "
              f"database {sizes[name] / 1e6:.1f} MB (x{sizes[name] / sizes['without']:.2f})")


if __name__ == "__main__":
    main()
