"""Looking after a scope: ``verify``, ``stats``, ``dedup``, ``sweep`` and ``compact``."""

from __future__ import annotations

from mnemosyne_app.cli.common import open_brain, show
from mnemosyne_app.cli.registry import arg, command
from mnemosyne_app.core import validate
from mnemosyne_app.core.types import short_id


@command("verify", "check the audit ledger and every memory against it")
def cmd_verify(args) -> int:
    with open_brain(args) as brain:
        rep = brain.verify_integrity()
    text = (f"valid: {rep.checked} ledger entries and {rep.memories_checked} memories checked" if rep.valid
            else f"BROKEN at {rep.where}: {rep.reason}")
    show(args, rep.as_dict(), text)
    return 0 if rep.valid else 1


@command("stats", "counts of memories, writes, model calls, duplicates and events")
def cmd_stats(args) -> int:
    with open_brain(args) as brain:
        st = brain.stats()
    show(args, st, "\n".join(f"{k:>15}: {v}" for k, v in st.items()))
    return 0


@command(
    "dedup", "report exact and near-duplicate memories; --merge consolidates them (soft, undoable)",
    arg("--merge", action="store_true", help="consolidate every group (pinned memories excepted)"),
    arg("--threshold", type=float, help="cosine similarity for near duplicates, 0.5-1 (default 0.92)"),
)
def cmd_dedup(args) -> int:
    if args.threshold is not None:  # checked before the store is opened, as every argument
        validate.number(args.threshold, "threshold", 0.5, 1)
    with open_brain(args) as brain:
        if brain.embedder is not None:
            brain.backfill_embeddings()
        report = brain.dedup(args.threshold)
        merged = brain.consolidate(report=report) if args.merge else None  # no second search
    lines = [f"{report.duplicates} duplicates in {len(report.groups)} groups ({report.seconds:.2f} s)"]
    for g in report.groups[:50]:
        lines.append(f"  {g.reason:<5} {g.kind:<10} {g.similarity:.3f}  " + ", ".join(map(short_id, g.memory_ids)))
    if merged is not None:
        lines.append(f"merged {merged['merged']} memories into their group's survivor (undo: unmerge)")
    out = {"duplicates": report.duplicates, "groups": [g.__dict__ for g in report.groups], "merged": merged}
    show(args, out, "\n".join(lines))
    return 0


@command(
    "sweep", "purge memories that expired more than the grace period ago (ledgered; pinned ones never)",
    arg("--grace-days", type=float, default=7.0, help="days an expired memory is kept (default 7)"),
)
def cmd_sweep(args) -> int:
    grace_days = validate.number(args.grace_days, "--grace-days", 0)  # in days: the brain would say seconds
    with open_brain(args) as brain:
        purged = brain.sweep(grace_s=grace_days * 86400)
    show(args, {"purged": purged}, f"purged {len(purged)} expired memories")
    return 0


@command(
    "compact", "summarise the oldest turns of long conversations (model, via the queue) and archive them",
    arg("--threshold", type=int, help="turns a conversation may hold before compaction (default 200)"),
    arg("--timeout", type=float, default=3600.0, help="seconds to wait for the summaries"),
)
def cmd_compact(args) -> int:
    timeout = validate.timeout(args.timeout, "--timeout")
    if args.threshold is not None:
        validate.count(args.threshold, "threshold")
    with open_brain(args) as brain:
        queued = brain.compact_history(args.threshold)
        out = brain.hot_path("flush", timeout=timeout) if queued else {"flushed": 0}
    show(args, {"queued": queued, **out}, f"summarised {queued} chunks of old conversation turns")
    return 0
