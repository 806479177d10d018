"""`make bench-dedup`: 20,000 memories, 10% of them planted near-duplicates of others (the kinds
of variation a re-paste or a second tool produces), embedded with MiniLM. Reports the share of
planted pairs found, the share of reported pairs that were not planted, and the time taken."""

from __future__ import annotations

import itertools
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app import MemoryBrain  # noqa: E402

PEOPLE = "Anna Ben Chloe Dmitri Elif Farid Greta Hiro Ines Jonas Kemi Luca Maya Nils Omar Priya Quinn Rosa Sven Tariq".split()
PLACES = "Lisbon Berlin Osaka Nairobi Lima Oslo Porto Quebec Seoul Tunis Utrecht Valencia Warsaw Zagreb Hanoi Bergen".split()
ACTS = ["plays the cello", "runs marathons", "is allergic to shellfish", "collects vinyl records", "keeps bees",
        "teaches chemistry", "restores old bikes", "studies Japanese", "bakes sourdough", "climbs on weekends",
        "writes poetry", "repairs clocks", "grows chillies", "volunteers at a shelter", "sails in summer",
        "builds furniture", "paints watercolours", "plays chess online", "brews kombucha", "dances salsa"]
WHEN = ["every Monday", "since 2019", "most evenings", "twice a month", "after work", "on Sundays",
        "during the holidays", "when it rains", "before breakfast", "at the weekend"]
EXTRA = ["with a friend", "to relax", "for the kids", "at the community centre", "near the river",
         "despite a bad knee", "using an old app", "with great patience", "as a hobby", "for charity"]


def base_text(rng: random.Random, i: int) -> str:
    return (f"{rng.choice(PEOPLE)} from {rng.choice(PLACES)} {rng.choice(ACTS)} {rng.choice(WHEN)} "
            f"{rng.choice(EXTRA)}; note {i}.")


def variant(rng: random.Random, text: str) -> str:
    choice = rng.randrange(4)
    if choice == 0:
        return text.lower().replace(";", ",").rstrip(".")
    if choice == 1:
        return "Just so you know, " + text
    if choice == 2:
        return text.replace(";", " -") + " :)"
    return text.rstrip(".") + ", as I said before."


def main() -> int:
    rng = random.Random(11)
    total, planted = 20_000, 2_000
    originals = [base_text(rng, i) for i in range(total - planted)]
    dupes = [(rng.randrange(len(originals)), None) for _ in range(planted)]
    items = [{"text": t, "idempotency_key": f"o{i}"} for i, t in enumerate(originals)]
    for j, (src, _) in enumerate(dupes):
        items.append({"text": variant(rng, originals[src]), "idempotency_key": f"d{j}"})
    with tempfile.TemporaryDirectory(prefix="mnemosyne-dedup-bench-") as tmp:
        with MemoryBrain(tmp, scope="dedup", extractor="none", embedder="none") as brain:
            brain.retain_batch(items, extract=False)
        with MemoryBrain(tmp, scope="dedup", extractor="none") as brain:  # MiniLM
            t = time.perf_counter()
            brain.backfill_embeddings()
            embed_s = time.perf_counter() - t
            report = brain.dedup()
            by_key = {m.memory_id: m for m in brain.list_memories(limit=total + 10)}
            key_of = {}
            for mid in by_key:
                key_of[mid] = brain.conn.execute(
                    "SELECT idem_key FROM ingest_keys WHERE memory_ids LIKE ?", (f'%{mid}%',)).fetchall()[0][0]
    planted_pairs = {frozenset((f"o{src}", f"d{j}")) for j, (src, _) in enumerate(dupes)}
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
    false = len(reported - planted_pairs) / max(len(reported), 1)
    print(f"\n{total:,} memories, {planted:,} planted near-duplicates; embedding took {embed_s:.0f} s\n")
    print("| planted pairs found | reported pairs that were not planted | dedup time | threshold |\n|---|---|---|---|")
    print(f"| {found:.1%} | {false:.2%} | {report.seconds:.2f} s | {report.threshold} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
