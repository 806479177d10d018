"""`make bench-extract`: precision and recall of kept facts, and latency, on hand-written cases.

A kept fact matches an expected one when most content words (CJK: character bigrams) of each
are found in the other (the grounding filter's own measure, both ways, threshold 0.6)."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from extract_cases import CASES  # noqa: E402

from mnemosyne_app.core.model.grounding import content_units  # noqa: E402
from mnemosyne_app.core.model.llama_extractor import LlamaExtractor  # noqa: E402

MATCH = 0.6


def matches(a: str, b: str) -> bool:
    ua, ub = content_units(a), content_units(b)
    if not ua or not ub:
        return False
    return len(ua & ub) / len(ua) >= MATCH and len(ua & ub) / len(ub) >= MATCH


def main() -> int:
    extractor = LlamaExtractor()
    extractor.load()
    kept_total = kept_ok = expected_total = expected_found = 0
    latencies, quiet_ok, quiet_total = [], 0, 0
    for message, expected in CASES:
        t = time.perf_counter()
        facts = extractor.extract(message).facts
        latencies.append(time.perf_counter() - t)
        kept_total += len(facts)
        kept_ok += sum(1 for f in facts if any(matches(f, e) for e in expected))
        expected_total += len(expected)
        expected_found += sum(1 for e in expected if any(matches(f, e) for f in facts))
        if not expected:
            quiet_total += 1
            quiet_ok += not facts
        print(f"  {'ok ' if facts or not expected else 'miss'} {message[:50]!r} -> {facts}", file=sys.stderr)
    precision = kept_ok / kept_total if kept_total else 1.0
    recall = expected_found / expected_total
    lat = sorted(latencies)
    print(f"\n{len(CASES)} cases ({expected_total} expected facts; {quiet_total} with none), model "
          f"{extractor.name}\n")
    print("| precision | recall | no-fact inputs left empty | p50 latency | p95 latency |\n|---|---|---|---|---|")
    print(f"| {precision:.2f} | {recall:.2f} | {quiet_ok}/{quiet_total} | {statistics.median(lat):.2f} s | "
          f"{lat[int(0.95 * (len(lat) - 1))]:.2f} s |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
