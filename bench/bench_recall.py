"""`make bench-recall`: LoCoMo turn-level evidence recall, keyword-only and each named hybrid
setting (core/read/recall.py TUNINGS) for each embedder compared, on the same turns, one run,
overall and by category; then the project's own multilingual set by language and embedding speed
side by side (bench/recall_languages.py).

One scope per conversation, each turn one memory (its ``dia_id`` and conversation in metadata,
its session's date and time as when it happened), questions of categories 1-4. A question's
score is the share of its evidence ``dia_id``s found in the top k (LoCoMo's own ``recall_acc``);
malformed evidence ids are normalised, ids of turns that do not exist are dropped, and questions
left without evidence are skipped. The data set is read from
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
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import recall_languages  # noqa: E402

from mnemosyne_app import MemoryBrain  # noqa: E402
from mnemosyne_app.core.read import recall as recall_mod  # noqa: E402

# Settings were tried on conversations 0-4 while they were being written (5-9 were seen once to
# check that the gains held, not tuned on); recall is reported for each half apart too.
DEV_CONVERSATIONS = 5
DEFAULT_TUNING = recall_mod.TUNING  # before the runs below set the module's in turn
DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"
_EVIDENCE = re.compile(r"D:?(\d+):(\d+)")


def turns_of(sample: dict) -> list[tuple[str, str]]:
    return [(dia, text) for dia, text, _ in dated_turns(sample)]


def dated_turns(sample: dict) -> list[tuple[str, str, float]]:
    """(dia_id, "Speaker: text", its session's date and time as Unix time, read as local time)."""
    conv = sample["conversation"]
    out = []
    for key in sorted((k for k in conv if re.fullmatch(r"session_\d+", k)), key=lambda k: int(k.split("_")[1])):
        at = datetime.strptime(conv[f"{key}_date_time"], "%I:%M %p on %d %B, %Y").timestamp()
        for turn in conv[key]:
            text = f"{turn['speaker']}: {turn['text']}"
            if turn.get("blip_caption"):
                text += f" [shares photo: {turn['blip_caption']}]"
            out.append((turn["dia_id"], text, at))
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


def build(root: Path, data: list, embedder_spec: str) -> float:
    """One scope per conversation, each turn a ``history`` memory; returns the embedding rate
    (turns/s) of this build, or 0 when the stores were there already (``--keep``)."""
    turns_done, embed_s = 0, 0.0
    for n, sample in enumerate(data):
        scope = f"locomo{n}"
        with MemoryBrain(root, scope=scope, embedder=embedder_spec, extractor="none") as brain:
            if brain.stats()["memories"] == 0:
                # Turns are conversation history: kind "history", tagged with their conversation,
                # at their session's time (an import's ``created_at``: the memory's occurred_at).
                brain.retain_batch([{"text": t, "kind": "history", "idempotency_key": d,
                                     "metadata": {"dia_id": d, "conversation_id": scope, "created_at": at}}
                                    for d, t, at in dated_turns(sample)], extract=False)
            t = time.perf_counter()
            todo = brain.missing_embeddings()  # the batch's vectors: its background job is filling them
            brain.backfill_embeddings()  # waits for that job
            if todo:
                embed_s += time.perf_counter() - t
                turns_done += todo
        print(f"  conversation {n} ready", file=sys.stderr)
    return turns_done / embed_s if embed_s else 0.0


def register(name: str) -> bool:
    """A setting to try without naming it in recall.py: ``NAME|field=value|...``, a named one with
    fields changed (e.g. ``default|context=0.7|keyword_weight=0.5``; ``default``: recall's own)."""
    base, *changes = name.split("|")
    tuning = DEFAULT_TUNING if base == "default" else recall_mod.TUNINGS.get(base)
    if tuning is None or not changes:
        return False
    for change in changes:
        field, _, value = change.partition("=")
        if field not in tuning._fields:
            return False
        kind = type(getattr(tuning, field))
        tuning = tuning._replace(**{field: value.lower() in ("1", "true") if kind is bool else kind(value)})
    recall_mod.TUNINGS[name] = tuning
    return True


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", default=str(DEFAULT_DATA))
    ap.add_argument("--conversations", type=int, default=10)
    ap.add_argument("--embedders", default="multilingual,minilm",
                    help="embedders to compare, the default first (core/model/factory.py EMBEDDERS)")
    ap.add_argument("--skip-locomo", action="store_true", help="only the multilingual set and the speeds")
    ap.add_argument("--settings", default=",".join(recall_mod.TUNINGS),
                    help="named recall settings to compare (core/read/recall.py TUNINGS)")
    ap.add_argument("--own-settings", default="",
                    help="also run the own multilingual set with these named settings (default: the default one)")
    ap.add_argument("--facts", default="",
                    help="also run the own set on stores whose facts this extractor extracted (e.g. bundled)")
    ap.add_argument("--keep", help="build the stores here and reuse them on the next run")
    ap.add_argument("--min-similarity", type=float, default=None,
                    help="drop vector-only hits below this cosine similarity (default: recall's own)")
    args = ap.parse_args()
    data = json.loads(Path(args.data).read_text(encoding="utf-8"))[: args.conversations]
    settings = [name for name in args.settings.split(",") if name]
    for name in settings + [name for name in args.own_settings.split(",") if name]:
        if name not in recall_mod.TUNINGS and not register(name):
            ap.error(f"unknown setting {name!r}; choose from {', '.join(recall_mod.TUNINGS)} "
                     f"or name one of them with changes, as NAME|field=value|...")
    specs = [spec for spec in args.embedders.split(",") if spec]
    options = {} if args.min_similarity is None else {"min_similarity": args.min_similarity}
    with tempfile.TemporaryDirectory(prefix="mnemosyne-locomo-") as tmp:
        root = Path(args.keep) if args.keep else Path(tmp)
        if not args.skip_locomo:
            for spec in specs:
                locomo(root / spec, data, spec, settings, options, keyword_row=spec == specs[0])
        distractors = [t for _, t in turns_of(data[0])] if data else []
        own = [None] + [name for name in args.own_settings.split(",") if name]
        results = {}
        for name in own:  # the default setting first, then each named one, on the same stores
            recall_mod.TUNING = recall_mod.TUNINGS[name] if name else DEFAULT_TUNING
            for spec in ["none"] + specs:
                results[spec + (f", `{name}`" if name else "")] = recall_languages.multilingual(
                    root / "languages", spec, distractors)
                if args.facts:
                    results[spec + f", facts by {args.facts}" + (f", `{name}`" if name else "")] = \
                        recall_languages.multilingual(root / "languages", spec, distractors, extractor=args.facts)
        recall_mod.TUNING = DEFAULT_TUNING
        recall_languages.report(results)
        recall_languages.speed(specs, [t for sample in data[:2] for _, t in turns_of(sample)][:640])
    return 0


def locomo(root: Path, data: list, spec: str, settings: list[str], options: dict, keyword_row: bool) -> None:
    runs = (["keyword"] if keyword_row else []) + settings
    results = {name: {5: [], 10: []} for name in runs}
    by_category: dict[str, dict[int, list[float]]] = {name: {} for name in runs}
    latency: dict[str, list[float]] = {name: [] for name in runs}
    # recall@5 and @10 on the conversations ideas were tried on / those seen once
    halves = {name: {k: {True: [], False: []} for k in (5, 10)} for name in runs}
    skipped = 0
    rate = build(root, data, spec)
    for n, sample in enumerate(data):
        known = {d for d, _ in turns_of(sample)}
        scope = f"locomo{n}"
        hybrid = MemoryBrain(root, scope=scope, embedder=spec, extractor="none").ensure_init()
        keyword = MemoryBrain(root, scope=scope, embedder="none", extractor="none").ensure_init()
        for q in sample["qa"]:
            if q.get("category") not in (1, 2, 3, 4):
                continue
            evidence = evidence_of(q, known)
            if not evidence:
                skipped += 1
                continue
            for name in runs:
                brain = keyword if name == "keyword" else hybrid
                recall_mod.TUNING = recall_mod.TUNINGS.get(name, DEFAULT_TUNING)  # "keyword": the default
                t = time.perf_counter()
                hits = brain.recall(q["question"], k=10, **options)
                latency[name].append(time.perf_counter() - t)
                for k in (5, 10):
                    results[name][k].append(score(hits[:k], evidence))
                    halves[name][k][n < DEV_CONVERSATIONS].append(score(hits[:k], evidence))
                by_category[name].setdefault(q["category"], []).append(score(hits, evidence))
        hybrid.close()
        keyword.close()
    recall_mod.TUNING = DEFAULT_TUNING
    questions = len(results[runs[0]][5])
    print(f"\nLoCoMo: {len(data)} conversations, {questions} questions (categories 1-4), {skipped} skipped "
          f"for lack of valid evidence; embedder {spec}"
          + (f", {rate:.0f} turns/s embedded" if rate else "") + "\n")
    split = len(data) > DEV_CONVERSATIONS
    # The default setting first, then keywords alone and each setting in the order it was added.
    default = next((name for name in settings if recall_mod.TUNINGS[name] == DEFAULT_TUNING), None)
    shown = ([default] if default else []) + [name for name in runs if name != default]
    print("| recall | turn recall@5 | turn recall@10 |"
          + (" @5 conversations 0-4 / 5-9 | @10 conversations 0-4 / 5-9 |" if split else "")
          + " p50 latency |\n|---|---|---|" + ("---|---|" if split else "") + "---|")
    for name in shown:
        label = "FTS5 only" if name == "keyword" else f"{spec}, `{name}`" + (" (default)" if name == default else "")
        r5, r10 = statistics.mean(results[name][5]), statistics.mean(results[name][10])
        halves_cell = "".join(f" {statistics.mean(halves[name][k][True]):.3f} / "
                              f"{statistics.mean(halves[name][k][False]):.3f} |" for k in (5, 10)) if split else ""
        print(f"| {label} | {r5:.3f} | {r10:.3f} |{halves_cell} {statistics.median(latency[name]) * 1000:.1f} ms |")
    cats = sorted(by_category[runs[0]])
    print("\n| recall@10 by category | " + " | ".join(f"{c} (n={len(by_category[runs[0]][c])})" for c in cats)
          + " |\n" + "|---" * (len(cats) + 1) + "|")
    for name in shown:
        print(f"| {name} | " + " | ".join(f"{statistics.mean(by_category[name][c]):.3f}" for c in cats) + " |")
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
