"""Calibrate the meaning floor (issue 27): below which cosine similarity a hit is not shown as a
meaning match. One run, the default embedder (int8 MiniLM), three sources:

- held-out cases (bench/meaning_floor_cases.py, written for this, not tuned on): each query
  against a memory that answers it and one that does not;
- LoCoMo, the questions of categories 1-4 against their own conversation's turns: the 10
  nearest turns per question, an evidence turn counted as a true match;
- LoCoMo across conversations: each question against another conversation's turns, where every
  hit is noise (the person asked about something that is not in that store).

For each floor: precision of what would be shown (held-out: answers among the hits above the
floor; LoCoMo: evidence among the top-10 above the floor, and evidence among evidence plus
cross-conversation noise above it), and the share of true matches kept. The data set is read from
``../shared/data`` (CC BY-NC 4.0: never copied into this repository).

    PYTHONPATH=$PWD .venv/bin/python bench/bench_meaning_floor.py [--conversations 10]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_recall import DEFAULT_DATA, evidence_of, turns_of  # noqa: E402
from meaning_floor_cases import CASES  # noqa: E402

from mnemosyne_app.core.model.factory import make_embedder  # noqa: E402

FLOORS = [round(0.20 + 0.025 * i, 3) for i in range(13)]  # 0.20 .. 0.50
TOP = 10
ENGLISH_CASES = 20  # the cases list its English ones first


def embed(embedder, texts: list[str]) -> np.ndarray:
    out = []
    for i in range(0, len(texts), 64):
        out += embedder.embed(texts[i:i + 64])
    m = np.asarray(out, np.float32)
    return m / np.maximum(np.linalg.norm(m, axis=1, keepdims=True), 1e-12)


def held_out(embedder) -> tuple[np.ndarray, np.ndarray]:
    q = embed(embedder, [c[0] for c in CASES])
    good = embed(embedder, [c[1] for c in CASES])
    bad = embed(embedder, [c[2] for c in CASES])
    return (q * good).sum(axis=1), (q * bad).sum(axis=1)


def locomo(embedder, n_conv: int) -> tuple[list[float], list[float], list[float]]:
    """(similarities of evidence turns in a question's top 10, of the other top-10 turns, of the
    top-10 turns of another conversation)."""
    data = json.loads(Path(DEFAULT_DATA).read_text())[:n_conv]
    convs = []
    for sample in data:
        turns = turns_of(sample)
        known = {dia for dia, _ in turns}
        qs = [(q["question"], set(evidence_of(q, known))) for q in sample["qa"] if q.get("category") in (1, 2, 3, 4)]
        qs = [(text, ev) for text, ev in qs if ev]
        convs.append(([dia for dia, _ in turns], embed(embedder, [t for _, t in turns]),
                      [ev for _, ev in qs], embed(embedder, [t for t, _ in qs])))
    hit, miss, noise = [], [], []
    for n, (dias, tv, evs, qv) in enumerate(convs):
        sims = qv @ tv.T
        for row, ev in zip(sims, evs):
            for j in np.argsort(-row)[:TOP]:
                (hit if dias[j] in ev else miss).append(float(row[j]))
        other = convs[(n + 1) % len(convs)][1]
        for row in qv @ other.T:
            noise += sorted(row.tolist(), reverse=True)[:TOP]
    return hit, miss, noise


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--conversations", type=int, default=10)
    args = ap.parse_args()
    embedder = make_embedder("minilm")
    start = time.monotonic()
    good, bad = held_out(embedder)
    hit, miss, noise = locomo(embedder, args.conversations)
    hit, miss, noise = np.array(hit), np.array(miss), np.array(noise)
    print(f"embedded in {time.monotonic() - start:.1f} s: {len(good)} held-out cases, "
          f"{len(hit) + len(miss):,} LoCoMo top-{TOP} hits ({len(hit):,} evidence), {len(noise):,} noise hits")
    print(f"held-out: answers {np.median(good):.2f} median (min {good.min():.2f}); "
          f"non-answers {np.median(bad):.2f} median (max {bad.max():.2f})")
    print(f"{'floor':>6} {'EN prec':>8} {'EN kept':>8} {'other prec':>10} {'LoCoMo top-10 prec':>18} "
          f"{'evidence kept':>13} {'vs noise prec':>13} {'noise shown':>11}")
    english = slice(0, ENGLISH_CASES)
    other = slice(ENGLISH_CASES, None)
    for f in FLOORS:
        g, b = (good[english] >= f).sum(), (bad[english] >= f).sum()
        go, bo = (good[other] >= f).sum(), (bad[other] >= f).sum()
        h, m, z = (hit >= f).sum(), (miss >= f).sum(), (noise >= f).sum()
        print(f"{f:>6.3f} {g / max(g + b, 1):>8.2f} {g:>4}/{ENGLISH_CASES:<3} {go / max(go + bo, 1):>10.2f} "
              f"{h / max(h + m, 1):>18.3f} {h / max(len(hit), 1):>13.2f} {h / max(h + z, 1):>13.2f} "
              f"{z / max(len(noise), 1):>11.2f}")


if __name__ == "__main__":
    main()
