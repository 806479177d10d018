"""Recall on the project's own multilingual set (bench/recall_multilingual.py), by group and by
language, and embedding speed side by side: the two measurements bench_recall.py adds to LoCoMo.

The set's notes are stored among LoCoMo turns (the first ``DISTRACTORS`` of conversation 0) when
the data set is there, so a note must beat hundreds of unrelated personal turns, as in a real
store; each question counts as found when its note is among the first 5 hits of ``recall``.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.factory import make_embedder

from recall_multilingual import NOTES, QUESTIONS

DISTRACTORS = 400
GROUPS = {"para": "English paraphrase", "x2en": "other language -> English note",
          "en2x": "English -> note in other language"}


def multilingual(root: Path, spec: str, distractors: list[str], k: int = 5, extractor: str = "none") -> dict:
    """{(group, language): [found, ...]} for one embedder (``spec``; "none": keywords alone);
    ``extractor`` other than "none": every note and distractor has its facts extracted."""
    scope = f"languages-{spec}" + (f"-{extractor}" if extractor != "none" else "")
    with MemoryBrain(root, scope=scope, embedder=spec, extractor=extractor) as brain:
        if brain.stats()["memories"] == 0:
            brain.retain_batch([{"text": text, "kind": "note", "idempotency_key": key, "metadata": {"key": key}}
                                for key, (_, text) in NOTES.items()]
                               + [{"text": t, "kind": "history"} for t in distractors[:DISTRACTORS]],
                               extract=extractor != "none")
        brain.backfill_embeddings()
        found: dict[tuple[str, str], list[bool]] = {}
        for group, language, question, key in QUESTIONS:
            hits = brain.recall(question, k=k)
            found.setdefault((group, language), []).append(any(h.metadata.get("key") == key for h in hits))
    return found


def report(results: dict[str, dict]) -> None:
    """A row per embedder: recall@5 of each group, then of each group by language."""
    groups = list(GROUPS)
    languages = sorted({lang for g, lang, *_ in QUESTIONS if g != "para"})
    print(f"\nOwn multilingual set: {len(NOTES)} notes among {DISTRACTORS} LoCoMo turns, "
          f"{len(QUESTIONS)} questions, recall@5\n")
    print("| embedder | " + " | ".join(f"{GROUPS[g]} (n={sum(1 for q in QUESTIONS if q[0] == g)})" for g in groups)
          + " |\n|---" + "|---" * len(groups) + "|")
    for spec, found in results.items():
        cells = []
        for g in groups:
            hits = [x for (group, _), xs in found.items() if group == g for x in xs]
            cells.append(f"{sum(hits) / len(hits):.2f} ({sum(hits)}/{len(hits)})")
        print(f"| {spec} | " + " | ".join(cells) + " |")
    for g in ("x2en", "en2x"):
        print(f"\n{GROUPS[g]}, by language:\n\n| embedder | " + " | ".join(languages)
              + " |\n|---" + "|---" * len(languages) + "|")
        for spec, found in results.items():
            print(f"| {spec} | " + " | ".join(f"{sum(found[(g, lang)])}/{len(found[(g, lang)])}" for lang in languages) + " |")


def speed(specs: list[str], texts: list[str], rounds: int = 2) -> dict[str, float]:
    """Texts/s of each embedder on the same texts, taking turns (so a change in the machine's load
    hits all alike), each model loaded and warmed first; the calls are the write path's: batches of 64."""
    models = {spec: make_embedder(spec) for spec in specs if spec != "none"}
    for model in models.values():
        model.embed(texts[:8])
    spent = {spec: 0.0 for spec in models}
    for _ in range(rounds):
        for spec, model in models.items():
            t = time.perf_counter()
            for start in range(0, len(texts), 64):
                model.embed(texts[start:start + 64])
            spent[spec] += time.perf_counter() - t
    rates = {spec: rounds * len(texts) / s for spec, s in spent.items()}
    load = os.getloadavg()
    print(f"\nEmbedding speed, {len(texts)} LoCoMo turns x {rounds} rounds taken in turns, "
          f"{os.cpu_count()} cores, load average {load[0]:.1f} / {load[1]:.1f}\n\n| embedder | texts/s | ratio |\n|---|---|---|")
    first = next(iter(rates.values()), 1.0)
    for spec, rate in rates.items():
        print(f"| {spec} | {rate:.0f} | {rate / first:.2f} |")
    return rates
