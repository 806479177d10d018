"""`make bench-dedup`: 20,000 memories, 10% of them planted near-duplicates of others (the kinds
of variation a re-paste or a second tool produces), embedded by each embedder in turn (one run,
side by side; each at its own ``near_duplicate`` threshold unless ``--threshold`` is given). The
originals are pairs of sentences from LoCoMo's conversations, so they are distinct things people
said. Reports the share of planted pairs found, the share of reported pairs that were not planted,
and the time taken.

    PYTHONPATH=$PWD .venv/bin/python bench/bench_dedup.py [--memories 20000] [--embedders minilm,multilingual]
        [--threshold 0.9] [--show]
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app import MemoryBrain  # noqa: E402

LOCOMO = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"


def sentences() -> list[str]:
    """Distinct sentences people said in LoCoMo's conversations (read from ../shared, never copied)."""
    import json
    import re

    seen, out = set(), []
    for sample in json.loads(LOCOMO.read_text(encoding="utf-8")):
        for key, turns in sample["conversation"].items():
            if not re.fullmatch(r"session_\d+", key):
                continue
            for turn in turns:
                for s in re.split(r"(?<=[.!?])\s+", turn["text"]):
                    s = s.strip()
                    if len(s) > 25 and s.lower() not in seen:
                        seen.add(s.lower())
                        out.append(s)
    return out


def originals(rng: random.Random, n: int) -> tuple[list[str], list[tuple[int, int]]]:
    """``n`` distinct memories, each two sentences that were never said together."""
    pool = sentences()
    out, used = [], []
    seen = set()
    while len(out) < n:
        a, b = rng.randrange(len(pool)), rng.randrange(len(pool))
        if a != b and (a, b) not in seen:
            seen.add((a, b))
            used.append((a, b))
            out.append(f"{pool[a]} {pool[b]}")
    return out, used


def variant(rng: random.Random, text: str) -> str:
    choice = rng.randrange(4)
    if choice == 0:
        return text.lower().rstrip(".!?")
    if choice == 1:
        return "Just so you know, " + text
    if choice == 2:
        return text + " :)"
    return text.rstrip(".!?") + ", as I said before."


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--memories", type=int, default=20_000)
    ap.add_argument("--embedders", default="minilm,multilingual")
    ap.add_argument("--thresholds", default="", help="comma-separated thresholds to compare (default: each its own)")
    ap.add_argument("--show", action="store_true", help="print some reported pairs that were not planted")
    args = ap.parse_args()
    rng = random.Random(11)
    total = args.memories
    planted = total // 10
    originals_, pair_list = originals(rng, total - planted)
    pair_of = {f"o{i}": pair for i, pair in enumerate(pair_list)}
    dupes = [(rng.randrange(len(originals_)), None) for _ in range(planted)]
    items = [{"text": t, "idempotency_key": f"o{i}"} for i, t in enumerate(originals_)]
    for j, (src, _) in enumerate(dupes):
        items.append({"text": variant(rng, originals_[src]), "idempotency_key": f"d{j}"})
    print(f"\n{total:,} memories, {planted:,} planted near-duplicates\n")
    print("| embedder | planted pairs found | false pairs reported | pairs sharing a sentence (true) "
          "| embedding | dedup time | threshold |")
    print("|---|---|---|---|---|---|---|")
    for spec in args.embedders.split(","):
        thresholds = [float(t) for t in args.thresholds.split(",") if t] or [None]
        with tempfile.TemporaryDirectory(prefix="mnemosyne-dedup-bench-") as tmp:
            for line in measure(Path(tmp), spec, items, pair_of, dupes, total, args, thresholds):
                print(line, flush=True)
    return 0


def measure(tmp: Path, spec: str, items, pair_of, dupes, total: int, args, thresholds) -> list[str]:
    """One row per threshold (None: the embedder's own), on one embedded store."""
    with MemoryBrain(tmp, scope="dedup", extractor="none", embedder="none") as brain:
        brain.retain_batch(items, extract=False)
    with MemoryBrain(tmp, scope="dedup", extractor="none", embedder=spec) as brain:
        t = time.perf_counter()
        brain.backfill_embeddings()
        embed_s = time.perf_counter() - t
        reports = [brain.dedup(t) for t in thresholds]
        by_key = {m.memory_id: m for m in brain.list_memories(limit=total + 10)}
        key_of = {}
        for mid in by_key:
            key = brain._store.conn.execute(
                "SELECT idem_key FROM ingest_keys WHERE memory_ids LIKE ?", (f'%{mid}%',)).fetchall()[0][0]
            key_of[mid] = key.removeprefix("client:")  # a caller's key is kept in its own namespace
    return [score(spec, report, key_of, by_key, pair_of, dupes, embed_s, args.show) for report in reports]


def score(spec, report, key_of, by_key, pair_of, dupes, embed_s: float, show: bool) -> str:
    planted_pairs = {frozenset((f"o{src}", f"d{j}")) for j, (src, _) in enumerate(dupes)}
    shared_sentence = 0

    def base(key: str) -> str:  # a planted variant stands for its original
        return key if key.startswith("o") else f"o{dupes[int(key[1:])][0]}"
    # Two planted variants of the same original are also a true pair.
    by_src: dict[int, list[str]] = {}
    for j, (src, _) in enumerate(dupes):
        by_src.setdefault(src, []).append(f"d{j}")
    for src, ds in by_src.items():
        planted_pairs |= {frozenset(p) for p in itertools.combinations(ds, 2)}
    reported = set()
    for g in report.groups:
        keys = [key_of[m] for m in g.memory_ids]
        reported |= {frozenset(p) for p in itertools.combinations(keys, 2)}
    original_pairs = {p for p in planted_pairs if any(k.startswith("o") for k in p)}
    found = len(original_pairs & reported) / len(original_pairs)
    # The originals are sentence pairs, and two originals may share a sentence (a long one plus
    # a short "Thanks!"): such pairs repeat the same statement and count as true duplicates.
    parts = {key: frozenset(pair_of[key]) for key in pair_of}
    for p in reported - planted_pairs:
        a, b = tuple(p)
        if parts.get(base(a), frozenset()) & parts.get(base(b), frozenset()):
            planted_pairs.add(p)
            shared_sentence += 1
    false = len(reported - planted_pairs) / max(len(reported), 1)
    if show:
        text_of = {key_of[m]: by_key[m].text for m in by_key}
        for pair in list(reported - planted_pairs)[:8]:
            a, b = sorted(pair)
            print(f"FALSE? {text_of[a]!r}\n       {text_of[b]!r}\n", file=sys.stderr)
    return (f"| {spec} | {found:.1%} | {false:.2%} | {shared_sentence} | {embed_s:.0f} s | {report.seconds:.2f} s "
            f"| {report.threshold} |")


if __name__ == "__main__":
    sys.exit(main())
