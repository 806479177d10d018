"""`make bench-recall`: LoCoMo turn-level evidence recall, keyword-only vs hybrid, one run.

One scope per conversation, each turn one memory (its ``dia_id`` in metadata), questions of
categories 1-4. A question's score is the share of its evidence ``dia_id``s found in the top k
(LoCoMo's own ``recall_acc``); malformed evidence ids are normalised, ids of turns that do not
exist are dropped, and questions left without evidence are skipped. The data set is read from
``../shared/data`` (CC BY-NC 4.0: never copied into this repository).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.core.model.minilm import MiniLMEmbedder  # noqa: E402

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"
_EVIDENCE = re.compile(r"D:?(\d+):(\d+)")


def turns_of(sample: dict) -> list[tuple[str, str]]:
    conv = sample["conversation"]
    out = []
    for key in sorted((k for k in conv if re.fullmatch(r"session_\d+", k)), key=lambda k: int(k.split("_")[1])):
        for turn in conv[key]:
            text = f"{turn['speaker']}: {turn['text']}"
            if turn.get("blip_caption"):
                text += f" [shares photo: {turn['blip_caption']}]"
            out.append((turn["dia_id"], text))
    return out


def evidence_of(question: dict, known: set[str]) -> list[str]:
    ids = []
    for item in question.get("evidence", []):
        for part in re.split(r"[;\s]+", str(item)):
            m = _EVIDENCE.fullmatch(part.strip())
            if m and (dia := f"D{m.group(1)}:{m.group(2)}") in known and dia not in ids:
                ids.append(dia)
    return ids


def score(hits, evidence: list[str]) -> float:
    found = {h.metadata.get("dia_id") for h in hits}
    return sum(1 for e in evidence if e in found) / len(evidence)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", default=str(DEFAULT_DATA))
    ap.add_argument("--conversations", type=int, default=10)
    ap.add_argument("--min-similarity", type=float, default=None,
                    help="drop vector-only hits below this cosine similarity (default: recall's own, 0.25)")
    args = ap.parse_args()
    data = json.loads(Path(args.data).read_text(encoding="utf-8"))[: args.conversations]
    embedder = MiniLMEmbedder()
    results = {"keyword": {5: [], 10: []}, "hybrid": {5: [], 10: []}}
    latency = {"keyword": [], "hybrid": []}
    skipped = 0
    with tempfile.TemporaryDirectory(prefix="mnemosyne-locomo-") as tmp:
        t0 = time.perf_counter()
        for n, sample in enumerate(data):
            turns = turns_of(sample)
            known = {d for d, _ in turns}
            scope = f"locomo{n}"
            hybrid = MemoryBrain(tmp, scope=scope, embedder=embedder, extractor="none").ensure_init()
            # Turns are conversation history: kind "history", tagged with their conversation.
            hybrid.retain_batch([{"text": t, "kind": "history", "idempotency_key": d,
                                  "metadata": {"dia_id": d, "conversation_id": scope}} for d, t in turns],
                                extract=False)
            keyword = MemoryBrain(tmp, scope=scope, embedder="none", extractor="none").ensure_init()
            for q in sample["qa"]:
                if q.get("category") not in (1, 2, 3, 4):
                    continue
                evidence = evidence_of(q, known)
                if not evidence:
                    skipped += 1
                    continue
                for name, brain in (("keyword", keyword), ("hybrid", hybrid)):
                    t = time.perf_counter()
                    options = {} if args.min_similarity is None else {"min_similarity": args.min_similarity}
                    hits = brain.recall(q["question"], k=10, **options)
                    latency[name].append(time.perf_counter() - t)
                    for k in (5, 10):
                        results[name][k].append(score(hits[:k], evidence))
            hybrid.close()
            keyword.close()
            print(f"  conversation {n}: {len(turns)} turns ({time.perf_counter() - t0:.0f} s)", file=sys.stderr)
    questions = len(results["keyword"][5])
    print(f"\nLoCoMo: {len(data)} conversations, {questions} questions (categories 1-4), {skipped} skipped "
          "for lack of valid evidence\n")
    print("| recall | turn recall@5 | turn recall@10 | p50 latency |\n|---|---|---|---|")
    for name, label in (("keyword", "FTS5 only"), ("hybrid", "hybrid (FTS5 + MiniLM, fused)")):
        r5, r10 = statistics.mean(results[name][5]), statistics.mean(results[name][10])
        print(f"| {label} | {r5:.3f} | {r10:.3f} | {statistics.median(latency[name]) * 1000:.1f} ms |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
