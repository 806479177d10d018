"""Calibrate the meaning floor (issue 27) of each embedder, side by side in one run: below which
cosine similarity a hit is not shown as a meaning match. Each embedder has its own scale (int8
MiniLM puts a paraphrase at 0.3-0.6, the multilingual USE at 0.4-0.8), so each gets its own floor
(``meaning_floor`` on the embedder class, read by core/read/recall.py). Four sources:

- held-out cases (bench/meaning_floor_cases.py, written for this, not tuned on): each query
  against a memory that answers it and one that does not (20 English, 8 in Spanish, French, German);
- the multilingual recall set (bench/recall_multilingual.py, issue 29): each question against all
  49 notes, its own note the answer, the other notes of its top 10 non-answers; by group:
  English paraphrase, other language -> English note, English -> note in another language;
- LoCoMo, the questions of categories 1-4 against their own conversation's turns: the 10
  nearest turns per question, an evidence turn counted as a true match;
- LoCoMo across conversations: each question against another conversation's turns, where every
  hit is noise (the person asked about something that is not in that store).

For each floor: precision of what would be shown (answers among the hits above the floor) and
the share of answers kept. LoCoMo is read from ``../shared/data`` (CC BY-NC 4.0: never copied).

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
from recall_multilingual import NOTES, QUESTIONS  # noqa: E402

from mnemosyne_app.core.model.factory import make_embedder  # noqa: E402
from mnemosyne_app.core.read.recall import meaning_floor  # noqa: E402

SPECS = ("minilm", "multilingual")
FLOORS = [round(0.15 + 0.025 * i, 3) for i in range(23)]  # 0.15 .. 0.70
TOP = 10
ENGLISH_CASES = 20  # the cases list their English ones first
GROUPS = ("para", "x2en", "en2x")
# How a floor is chosen, the same rule for every embedder: the lowest at which at most this share
# of another conversation's top-10 hits (noise) is shown, every held-out English meaning hit is an
# answer, and at least EVIDENCE_KEPT of LoCoMo's evidence turns in the top 10 are kept. (MiniLM's
# 0.35 of issue 27 is what this rule gives on it.)
NOISE_SHOWN, EVIDENCE_KEPT = 0.25, 0.98


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


def languages(embedder) -> dict[str, tuple[list[float], list[float]]]:
    """{group: (similarity of each question's own note, of the other notes in its top 10)}."""
    keys = list(NOTES)
    notes = embed(embedder, [NOTES[k][1] for k in keys])
    asked = embed(embedder, [q[2] for q in QUESTIONS])
    out = {g: ([], []) for g in GROUPS}
    for (group, _lang, _text, answer), row in zip(QUESTIONS, asked @ notes.T):
        good, bad = out[group]
        good.append(float(row[keys.index(answer)]))
        bad += [float(row[j]) for j in np.argsort(-row)[:TOP] if keys[j] != answer]
    return out


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


def shown(good, bad, f: float) -> tuple[float, int]:
    """(precision of what is shown at floor ``f``, answers kept)."""
    g, b = int((np.asarray(good) >= f).sum()), int((np.asarray(bad) >= f).sum())
    return g / max(g + b, 1), g


def report(spec: str, embedder, n_conv: int) -> None:
    start = time.monotonic()
    good, bad = held_out(embedder)
    lang = languages(embedder)
    hit, miss, noise = (np.array(x) for x in locomo(embedder, n_conv))
    en, other = slice(0, ENGLISH_CASES), slice(ENGLISH_CASES, None)
    print(f"\n## {spec} ({embedder.name}), floor in use {meaning_floor(embedder)}: embedded in "
          f"{time.monotonic() - start:.0f} s; {len(good)} held-out cases, {len(QUESTIONS)} multilingual questions, "
          f"{len(hit) + len(miss):,} LoCoMo top-{TOP} hits ({len(hit):,} evidence), {len(noise):,} noise hits")
    print(f"held-out English: answers {np.median(good[en]):.2f} median (min {good[en].min():.2f}); "
          f"non-answers {np.median(bad[en]):.2f} median (max {bad[en].max():.2f}); other languages: answers "
          f"min {good[other].min():.2f}, non-answers max {bad[other].max():.2f}")
    for g in GROUPS:
        print(f"multilingual {g}: answers {np.median(lang[g][0]):.2f} median (min {min(lang[g][0]):.2f}); "
              f"top-10 non-answers {np.median(lang[g][1]):.2f} median (max {max(lang[g][1]):.2f})")
    fits = [f for f in FLOORS if (noise >= f).mean() <= NOISE_SHOWN and (hit >= f).mean() >= EVIDENCE_KEPT
            and shown(good[en], bad[en], f)[0] == 1.0]
    print(f"by the rule (noise shown <= {NOISE_SHOWN}, evidence kept >= {EVIDENCE_KEPT}, held-out English "
          f"precision 1.00): {fits[0] if fits else 'no floor fits'}")
    print("\n| floor | held-out EN prec / kept | held-out other prec / kept | "
          + " | ".join(f"{g} prec / kept" for g in GROUPS)
          + " | LoCoMo top-10 prec | evidence kept | vs noise prec | noise shown |")
    print("|" + "---|" * (8 + len(GROUPS) - 1))
    for f in FLOORS:
        cells = []
        for good_, bad_, n in ((good[en], bad[en], ENGLISH_CASES), (good[other], bad[other], len(good) - ENGLISH_CASES),
                               *((lang[g][0], lang[g][1], len(lang[g][0])) for g in GROUPS)):
            p, kept = shown(good_, bad_, f)
            cells.append(f"{p:.2f} / {kept}/{n}")
        h, m, z = (hit >= f).sum(), (miss >= f).sum(), (noise >= f).sum()
        mark = " **" if abs(f - meaning_floor(embedder)) < 1e-9 else ""
        print(f"| {f:.3f}{mark} | " + " | ".join(cells)
              + f" | {h / max(h + m, 1):.3f} | {h / max(len(hit), 1):.2f} | {h / max(h + z, 1):.2f} "
                f"| {z / max(len(noise), 1):.2f} |")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--conversations", type=int, default=10)
    ap.add_argument("--embedders", default=",".join(SPECS))
    args = ap.parse_args()
    for spec in args.embedders.split(","):
        report(spec, make_embedder(spec), args.conversations)


if __name__ == "__main__":
    main()
