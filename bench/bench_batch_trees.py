"""`retain_batch`'s insert, measured side by side on two versions of the code in one run: a
commit (``--base``, exported with ``git archive`` to a temporary folder) and this checkout as it
is. Each round runs both, each in a fresh process on a fresh store, the first of the two
alternating from round to round, so both see the same load on a shared machine (an A/A run,
``--base HEAD --head HEAD``, shows what is left of chance). The figures are bench_core's:
``retain_batch`` items/s (extract off, no models) and the SQLite floor (its chunks' rows prebuilt, only the inserts and
commits timed). Prints each round and the medians, with this checkout's ratio to the base.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_batch_trees.py --base HEAD~1 --head HEAD
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from child_run import last_json

HERE = Path(__file__).resolve().parents[1]

# Run inside the tree measured: bench_core puts that tree first on sys.path itself.
CHILD = """
import json, random, sys, tempfile, time
from pathlib import Path
sys.path.insert(0, sys.argv[1] + "/bench")
import bench_core
from mnemosyne_app import MemoryBrain

items = int(sys.argv[2])
corpus = bench_core.Corpus(random.Random(int(sys.argv[3])))
with tempfile.TemporaryDirectory(prefix="mnemosyne-bench-trees-") as tmp:
    tmp = Path(tmp)
    texts = [corpus.sentence() for _ in range(items)]
    with MemoryBrain(tmp, scope="batch", synchronous="NORMAL", **bench_core.NO_MODELS).ensure_init() as brain:
        t = time.perf_counter()
        brain.retain_batch(texts, extract=False)
        batch = items / (time.perf_counter() - t)
    floor = bench_core.sqlite_floor(tmp, [corpus.sentence() for _ in range(items)], "NORMAL")
print(json.dumps({"batch": batch, "floor": floor}))
"""


def measure(tree: Path, items: int, seed: int) -> dict:
    return last_json(CHILD, tree, items, seed, cwd=tree, env={**os.environ, "PYTHONPATH": str(tree)})


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--base", required=True, help="the commit to compare this checkout with")
    ap.add_argument("--head", help="a commit to measure instead of this checkout as it is (both then "
                                   "exported alike: an A/A run is --base HEAD --head HEAD)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--items", type=int, default=10000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="mnemosyne-base-") as base, \
            tempfile.TemporaryDirectory(prefix="mnemosyne-head-") as head:
        this = HERE if args.head is None else Path(head)
        for rev, folder in ((args.base, base), (args.head, head)):
            if rev is not None:
                archive = subprocess.run(["git", "-C", str(HERE), "archive", rev, "mnemosyne_app", "bench"],
                                         check=True, capture_output=True).stdout
                subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        # Compiled alike, so that a module imported late is not compiled in the timing.
        for tree in (base, this):
            subprocess.run([sys.executable, "-m", "compileall", "-q", f"{tree}/mnemosyne_app", f"{tree}/bench"],
                           check=True, capture_output=True)
        runs: dict[str, list[dict]] = {"base": [], "this": []}
        for r in range(args.rounds):
            # Which goes first alternates: the second of a pair ran slower in a row of pairs
            # (the first one's files still being written back and removed).
            pair = (("base", Path(base)), ("this", this))
            for name, tree in pair if r % 2 == 0 else pair[::-1]:
                runs[name].append(measure(tree, args.items, seed=r))
                print(f"round {r + 1} {name:4}: retain_batch {runs[name][-1]['batch']:,.0f} items/s, "
                      f"SQLite floor {runs[name][-1]['floor']:,.0f} items/s", flush=True)
    # The best round of each is what the code costs when the machine lets it run; the median of
    # the rounds' ratios is what a busy machine gives.
    print(f"\n| {args.items:,} items, {args.rounds} rounds | {args.base}: best, median | "
          f"{args.head or 'this checkout'}: best, median | "
          "ratio of the bests | median ratio (per round) |")
    print("|---|---|---|---|---|")
    for key, what in (("batch", "`retain_batch` items/s"), ("floor", "SQLite floor items/s")):
        base_rates, this_rates = [x[key] for x in runs["base"]], [x[key] for x in runs["this"]]
        ratios = [t / b for t, b in zip(this_rates, base_rates)]
        print(f"| {what} | {max(base_rates):,.0f}, {statistics.median(base_rates):,.0f} | "
              f"{max(this_rates):,.0f}, {statistics.median(this_rates):,.0f} | {max(this_rates) / max(base_rates):.2f} | "
              f"{statistics.median(ratios):.2f} ({', '.join(f'{x:.2f}' for x in ratios)}) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
