"""What sending the person's decisions made before schema 1.18 costs the first sync after the
upgrade (issue 28, core/replica/older_decisions.py), in the stamping transaction.

A store with N entity names decided and N proposals, half of them answered (far more than a
person makes: a merge is a click). Two cases, each run several times and rolled back:
- "carried": every decision has its shared change already (a store made or upgraded since 1.18,
  the common case): three tables read, nothing written;
- "before 1.18": no shared change for any of them: each is recorded (a ledger entry each).

    PYTHONPATH=$PWD .venv/bin/python bench/bench_older_decisions.py [--decisions 10000] [--runs 5]
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
from mnemosyne_app.core.replica import older_decisions  # noqa: E402


def seeded(conn, n: int) -> None:
    conn.execute("BEGIN")
    conn.executemany("INSERT INTO entity_aliases(name, canonical, changed_at) VALUES (?, ?, ?)",
                     [(f"Name {i}", f"Name {i - i % 2}", 1.7e9 + i // 2) for i in range(n)])
    conn.executemany(
        "INSERT INTO fact_proposals(memory_id, fact_text, attribute, target_memory, target_text, status, created_at, "
        "decided_at) VALUES (?, ?, 'residence', ?, ?, ?, ?, ?)",
        [(f"m{i:08d}", f"User doesn't live in Town {i} anymore", f"t{i:08d}", f"User lives in City {i}",
          "pending" if i % 2 else "rejected", 1.7e9 + i, None if i % 2 else 1.7e9 + i + 1) for i in range(n)])
    conn.execute("COMMIT")


def timed(conn, runs: int) -> tuple[float, int]:
    """Median seconds of send_once (rolled back each time), and how many changes it made."""
    seconds, made = [], 0
    for _ in range(runs):
        conn.execute("BEGIN")
        conn.execute("DELETE FROM meta WHERE key = ?", (older_decisions.DONE_KEY,))
        start = time.perf_counter()
        made = older_decisions.send_once(conn)
        seconds.append(time.perf_counter() - start)
        conn.execute("ROLLBACK")
    return statistics.median(seconds), made


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--decisions", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with MemoryBrain(Path(tempfile.mkdtemp()), scope="bench", extractor="none", embedder="none") as brain:
        conn = brain._store.conn  # (a bench reaches behind the facade to time one step alone)
        seeded(conn, args.decisions)
        before, made_before = timed(conn, args.runs)
        conn.execute("BEGIN")
        older_decisions.send_once(conn)  # now every decision is carried by a shared change
        conn.execute("COMMIT")
        carried, made_carried = timed(conn, args.runs)
    print(f"{args.decisions:,} names and {args.decisions:,} proposals (half answered), median of {args.runs}:")
    print(f"  before 1.18 (all sent): {before * 1000:8.1f} ms, {made_before:,} shared changes recorded")
    print(f"  carried (nothing sent): {carried * 1000:8.1f} ms, {made_carried:,} recorded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
