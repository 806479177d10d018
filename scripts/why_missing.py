"""Where each missed change of a TUNING set is lost, stage by stage (issue 28).

    .venv/bin/python scripts/why_missing.py --cases kinds-tune3 kinds-tune4 [--model]

Each sequence of the set is written into a real store, as bench/bench_extract.py does. For each
failed one it says, for the new state that is not current, the first stage that lost it:

- "no sentence": no sentence of the message shares most of its words (the clause cut lost it);
- "dropped as question / request / hypothetical / not the person's": the sentence holding it was read
  as no statement (clauses.py), with the test that dropped it;
- "no clause": a sentence holds it but no first-person clause was cut from it;
- "clause not stated": a clause holds it but no statement was built from it (statements.py);
- "in other words": a statement was built, but not in the expected words (normaliser, clause cut);
- "model said no": the statement was left to the model, which answered no (only with --model);
- "extracted, then ended" / "extracted, not current": the store ended it or never kept it.

and, for an old fact left current, how the message that should have ended it was read: its
statements with their attribute and negation, beside the old fact's attribute.

The blind sets (unseen, unseen2, unseen3) are refused: nobody reads their cases or tunes on them.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

BLIND = ("unseen", "unseen2", "unseen3", "unseen4", "unseen5")


def _refuse_blind(names: list[str]) -> None:
    blind = [n for n in names if n.startswith("unseen") or n in BLIND or n == "all"]
    if blind:
        sys.exit(f"why_missing: {', '.join(blind)} would read a blind set; only tuning sets are traced")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", nargs="+", required=True, help="tuning sets, by bench_extract's names")
    parser.add_argument("--model", action="store_true", help="the model answers (default: yes to every statement)")
    parser.add_argument("--no-meaning", action="store_true")
    args = parser.parse_args()
    _refuse_blind(args.cases)
    import bench_extract as bx
    from mnemosyne_app.core.model.change_meaning import shared_change_meaning

    unknown = [n for n in args.cases if n not in bx.SETS]
    if unknown:
        sys.exit(f"why_missing: no such set: {', '.join(unknown)}")
    meaning = None if args.no_meaning else shared_change_meaning()
    if args.model:
        from mnemosyne_app.core.model.llama_extractor import LlamaExtractor

        extractor = LlamaExtractor(meaning=meaning)
    else:
        extractor = bx.RulesOnly(meaning)
    stages: Counter = Counter()
    for name in args.cases:
        for n, (lang, seq) in enumerate(bx.SETS[name][1].SEQUENCES):
            for stage in _trace(bx, extractor, meaning, name, n, lang, seq):
                stages[stage] += 1
    print("\nlost at (one per missed new state or stale old fact):")
    for stage, count in stages.most_common():
        print(f"  {count:3d}  {stage}")
    return 0


def _trace(bx, extractor, meaning, name: str, n: int, lang: str, seq: list) -> list[str]:
    from mnemosyne_app import MemoryBrain

    with tempfile.TemporaryDirectory() as d, MemoryBrain(d, scope=f"s{n}", extractor=extractor, embedder="none") as brain:
        for message, _ in seq:
            brain.retain(message)
        records = [r for m in brain.list_memories() for r in brain.get(m.memory_id).fact_records]
        current = [r for r in records if r["superseded_by"] is None]
        last = seq[-1][1]
        ok = (len(current) == len(last) and all(any(bx.matches(r["text"], e) for r in current) for e in last)
              and all(any(bx.matches(r["text"], e) for e in last) for r in current))
        if ok:
            return []
        print(f"\n[{name} #{n} {lang}] " + " / ".join(repr(m) for m, _ in seq))
        print(f"   current: {[(r['text'], r['attribute']) for r in current]}")
        if brain.proposals():
            print(f"   proposals waiting: {len(brain.proposals())}")
        out = []
        every = [e for _, exp in seq for e in exp]
        for e in last:
            if any(bx.matches(r["text"], e) for r in current):
                continue
            said_in = next(m for m, exp in seq if e in exp)
            stage = _lost_at(bx, extractor, meaning, e, said_in, records)
            print(f"   MISSED {e!r}: {stage}")
            out.append(stage.split(":")[0])
        for r in current:
            if any(bx.matches(r["text"], e) for e in every) and not any(bx.matches(r["text"], e) for e in last):
                ender = next((m for m, exp in seq if any(bx.matches(r["text"], x) for x in every)
                              and not any(bx.matches(r["text"], x) for x in exp)), None)
                stage = _why_stale(extractor, meaning, r, ender)
                print(f"   STALE {r['text']!r} ({r['attribute']}): {stage}")
                out.append("old fact: " + stage.split(":")[0])
        return out


def _lost_at(bx, extractor, meaning, expected: str, message: str, records: list) -> str:
    from mnemosyne_app.core.model.clauses import (
        _NOT_A_FACT, clauses, first_person, is_question, language, sentences)
    from mnemosyne_app.core.model.normalise import normalise
    from mnemosyne_app.core.model.statements import statements
    from mnemosyne_app.core.model.wording import HYPOTHETICAL, unquoted

    found = statements(message, meaning)
    said = [s for s in found if bx.matches(s.text, expected)]
    if said:
        s = said[0]
        if s.needs_model and getattr(extractor, "complete", None) and extractor.complete(s.text) != "yes":
            return f"model said no: {s.text!r} (attribute {s.attribute})"
        if any(bx.matches(r["text"], expected) for r in records):
            return f"extracted, then ended: {s.text!r} ({s.attribute}, negated={s.negated})"
        return f"extracted, not current: {s.text!r} ({s.attribute})"
    lang = language(message)
    cut = clauses(message, lang)
    near = [c for c in cut if bx.matches(normalise(c.text, c.lang), expected) or bx.matches_by_share(c.text, expected)]
    if near:
        built = [s.text for s in found]
        if any(bx.matches_by_share(t, expected) for t in built):
            return f"in other words: built {built}"
        return f"clause not stated: {near[0].text!r} (statements: {built})"
    built = [s.text for s in found]
    if any(len(bx.units(t) & bx.units(expected)) * 2 >= len(bx.units(expected)) for t in built):
        return f"in other words: built {built}"  # (a fact cut otherwise: "speaks Portuguese and English" for two)
    best = max(sentences(unquoted(message)), key=lambda s: len(bx.units(s) & bx.units(expected)), default="")
    if not best or not bx.units(best) & bx.units(expected):
        return f"no sentence: clauses {[c.text for c in cut]}"
    low = best.lower() if lang not in ("zh", "ja") else best
    if is_question(best, lang):
        why = "dropped as question"
    elif _NOT_A_FACT[lang].match(low):
        why = "dropped as request"
    elif HYPOTHETICAL[lang].search(best.lower()):
        why = "dropped as hypothetical"
    elif not first_person(best, lang):
        why = "dropped as not the person's"
    else:
        why = "no clause"
    return f"{why}: sentence {best!r}, clauses {[c.text for c in cut]}, statements {[s.text for s in found]}"


def _why_stale(extractor, meaning, old: dict, ender: str | None) -> str:
    from mnemosyne_app.core.model.statements import statements

    if ender is None:
        return "no message ends it"
    found = statements(ender, meaning)
    shown = [(s.text, s.attribute, "negated" if s.negated else "", "guessed" if s.guessed else "") for s in found]
    if not found:
        return f"ending message made no statement: {ender!r}"
    if all(s.attribute is None for s in found):
        return f"ending statements unplaced: {shown}"
    if old["attribute"] is None:
        return f"old fact unplaced: {shown}"
    if not any(s.attribute == old["attribute"] for s in found):
        return f"ending on another attribute than {old['attribute']}: {shown}"
    return f"same attribute, not ended: {shown}"


if __name__ == "__main__":
    sys.exit(main())
