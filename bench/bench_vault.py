"""`make bench` (vault part): a 20,000-memory scope (10,000 standalone memories and 500
imported conversations of 20 turns) mirrored into a folder of Markdown notes: the first pass
(memories/s, against the issue's bound of 60 s), a pass that finds nothing changed, then with
the watcher running, the latency from a change in the app to the note on disk and from a saved
note to the edit in the store (median and worst of 10 each)."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bench_import import conversation  # noqa: E402
from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.vault import Vault  # noqa: E402
from mnemosyne_app.vault.watcher import VaultWatcher  # noqa: E402


def wait_for(check, timeout: float = 10.0) -> float:
    start = time.perf_counter()
    while not check():
        if time.perf_counter() - start > timeout:
            raise TimeoutError("the change did not arrive within 10 s")
        time.sleep(0.005)
    return time.perf_counter() - start


def note_of(vault: Vault, memory_id: str) -> Path:
    rel = next(rel for rel, e in vault.state.notes.items() if memory_id in e.versions)
    return vault.folder / rel


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--memories", type=int, default=20_000)
    parser.add_argument("--samples", type=int, default=10)
    parser.add_argument("--dir", help="where the scratch store and folder go (default: the system's temp dir)")
    args = parser.parse_args()
    half = args.memories // 2
    with tempfile.TemporaryDirectory(prefix="mnemosyne-vault-bench-", dir=args.dir) as tmp:
        tmp = Path(tmp)
        brain = MemoryBrain(tmp / "data", "bench", extractor="none", embedder="none").ensure_init()
        archive = tmp / "conversations.json"
        archive.write_text(json.dumps([conversation(i, 20) for i in range(half // 20)]))
        brain.import_archive(archive)
        brain.retain_batch([f"Standalone memory {i}: the shed key is under pot {i % 97}." for i in range(half)],
                           extract=False)
        total = len(brain.mirror_rows())
        vault = Vault(brain)
        vault.turn_on(tmp / "vault")
        start = time.perf_counter()
        first = vault.sync(full=True)
        took = time.perf_counter() - start
        start = time.perf_counter()
        vault.sync(full=True)
        recheck = time.perf_counter() - start

        watcher = VaultWatcher(vault)
        watcher.start()
        wait_for(lambda: watcher.passes >= 1)
        ids = [r["memory_id"] for r in brain.mirror_rows()[-args.samples * 2:] if not r["metadata"]]
        to_note, to_store = [], []
        for i, mid in enumerate(ids[:args.samples]):
            path = note_of(vault, mid)
            brain.update(mid, text=f"Edited in the app, round {i}.")
            to_note.append(wait_for(lambda: f"round {i}." in path.read_text(encoding="utf-8")))
        for i, mid in enumerate(ids[args.samples:args.samples * 2]):
            path = note_of(vault, mid)
            text = path.read_text(encoding="utf-8")
            head, _ = text.rsplit("---\n", 1)
            path.write_text(head + "---\n" + f"Saved in the editor, round {i}.\n", encoding="utf-8")
            to_store.append(wait_for(lambda: brain.get(mid).text == f"Saved in the editor, round {i}."))
        watcher.stop()
        brain.close()
    print("\n| vault figure | value |\n|---|---|")
    print(f"| first mirror of {total:,} memories ({first.written:,} notes) | {took:.1f} s "
          f"({total / took:,.0f} memories/s; bound 60 s) |")
    print(f"| a full pass that finds nothing changed | {recheck:.2f} s |")
    print(f"| change in the app -> note on disk (watcher) | median {statistics.median(to_note) * 1000:.0f} ms, "
          f"worst {max(to_note) * 1000:.0f} ms |")
    print(f"| note saved -> edit in the store (watcher) | median {statistics.median(to_store) * 1000:.0f} ms, "
          f"worst {max(to_store) * 1000:.0f} ms |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
