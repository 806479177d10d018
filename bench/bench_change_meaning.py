"""The meaning stage (core/model/change_meaning.py) on its tuning clauses (bench/change_meaning_cases.py):
how many changes it reads sure / fairly sure, how many it reads wrong, at the thresholds in the module
and over a grid (``--grid``), and what a clause costs to read.

A reading is right when its attribute is the case's (a job and an employer count as one: an ending of
either reaches both, core/write/supersede.py); "kind" counts right readings whose kind (an ending or a
new state) differs from the case's, which changes what is ended less (a new state on a single-valued
attribute ends the old one; an ending names it or asks). A clause that changes nothing is right when
it is left unread. A wrong sure reading is the worst: it ends a fact.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import change_meaning_cases  # noqa: E402

from mnemosyne_app.core.model import change_meaning  # noqa: E402
from mnemosyne_app.core.model.use_multilingual import UseMultilingualEmbedder  # noqa: E402


def _same(attribute: str, wanted: str) -> bool:
    return attribute == wanted or {attribute, wanted} == {"job", "employer"}


def tally(scored, cases, sure: float, fair: float, margin: float, sure_margin: float) -> dict:
    t = {"sure_ok": 0, "sure_wrong": 0, "fair_ok": 0, "fair_wrong": 0, "missed": 0, "changes": 0, "quiet_ok": 0,
         "quiet": 0, "kind": 0}
    for (label, score, unchanged), (_, _, want) in zip(scored, cases):
        read = label is not None and score >= fair and score >= unchanged + margin
        t["changes" if want else "quiet"] += 1
        if not read:
            t["missed" if want else "quiet_ok"] += 1
            continue
        level = "sure" if score >= sure and score >= unchanged + sure_margin else "fair"
        right = want is not None and _same(label[0], want[0])
        t[f"{level}_{'ok' if right else 'wrong'}"] += 1
        t["kind"] += right and label[1] != want[1]
    return t


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--grid", action="store_true", help="try thresholds around the module's")
    parser.add_argument("--show", action="store_true", help="print each clause's reading")
    args = parser.parse_args()
    cases = change_meaning_cases.CASES
    meaning = change_meaning.ChangeMeaning(UseMultilingualEmbedder(workers=1))
    meaning.scores(["warm-up"])
    scored = meaning.scores([c[1] for c in cases])
    if args.show:
        for (label, score, unchanged), (lang, clause, want) in zip(scored, cases):
            mark = "ok " if (want is not None and _same(label[0], want[0]) and score >= change_meaning.FAIR
                             and score >= unchanged + change_meaning.MARGIN) or (
                want is None and (score < change_meaning.FAIR or score < unchanged + change_meaning.MARGIN)) else "BAD"
            print(f"{mark} [{lang}] {clause!r}: {label} {score:.3f} (unchanged {unchanged:.3f}) want {want}")
    grid = [(change_meaning.SURE, change_meaning.FAIR, change_meaning.MARGIN, change_meaning.SURE_MARGIN)]
    if args.grid:
        grid += [(s, f, m, sm) for s in (0.5, 0.55, 0.6, 0.65) for f in (0.35, 0.4, 0.45)
                 for m in (0.03, 0.05, 0.08) for sm in (0.05, 0.1, 0.15) if f <= s and sm >= m]
    print("| sure | fair | margin | sure margin | sure right | sure wrong | fairly sure right | fairly sure wrong | missed | "
          "no-change left alone | of the right, kind differs |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for s, f, m, sm in grid:
        t = tally(scored, cases, s, f, m, sm)
        print(f"| {s} | {f} | {m} | {sm} | {t['sure_ok']} | {t['sure_wrong']} | {t['fair_ok']} | {t['fair_wrong']} | "
              f"{t['missed']}/{t['changes']} | {t['quiet_ok']}/{t['quiet']} | {t['kind']} |")
    took = []
    for _, clause, _ in cases:
        start = time.perf_counter()
        meaning.read([clause])
        took.append(time.perf_counter() - start)
    print(f"\none clause read: p50 {statistics.median(took) * 1000:.1f} ms, max {max(took) * 1000:.1f} ms "
          f"({len(took)} clauses, one at a time)")
    _per_message(meaning)
    return 0


def _per_message(meaning) -> None:
    """What the stage adds to reading a message's statements (no model call: that is unchanged),
    over every message of the older sets, with and without it, alternately."""
    import extract_cases
    import extract_heldout
    import extract_heldout2
    import extract_statechange

    from mnemosyne_app.core.model.statements import statements

    messages = [m for mod in (extract_cases, extract_heldout, extract_heldout2) for _, m, _ in mod.CASES]
    messages += [m for _, seq in extract_statechange.SEQUENCES for m, _ in seq]
    with_stage, without = [], []
    for message in messages:
        for out, stage in ((without, None), (with_stage, meaning)):
            start = time.perf_counter()
            statements(message, stage)
            out.append(time.perf_counter() - start)
    reached = sum(1 for w, o in zip(with_stage, without) if w - o > 0.001)
    print(f"statements of a message ({len(messages)} messages): p50 {statistics.median(without) * 1000:.2f} ms "
          f"without the stage, {statistics.median(with_stage) * 1000:.2f} ms with it; p90 "
          f"{statistics.quantiles(without, n=10)[-1] * 1000:.2f} / {statistics.quantiles(with_stage, n=10)[-1] * 1000:.2f} ms; "
          f"about {reached} messages reach it")


if __name__ == "__main__":
    sys.exit(main())
