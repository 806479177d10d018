"""Looking after a scope: ``verify``, ``stats``, ``dedup``, ``sweep``, ``compact`` and ``extract``."""

from __future__ import annotations

from mnemosyne_app.cli.common import open_brain, open_existing, show
from mnemosyne_app.cli.registry import arg, command
from mnemosyne_app.cli.stats_text import stats_text
from mnemosyne_app.core import errors, validate
from mnemosyne_app.core.types import short_id


@command("verify", "check the audit ledger and every memory against it")
def cmd_verify(args) -> int:
    with open_brain(args) as brain:
        rep = brain.verify_integrity()
    text = (f"valid: {rep.checked} ledger entries and {rep.memories_checked} memories checked" if rep.valid
            else f"BROKEN at {rep.where}: {rep.reason}")
    for b in rep.broken_memories:  # each changed memory by its text, beside what the ledger vouches for
        text += (f"\n  {short_id(b['memory_id'])} now says: {(b['text'] or '(removed)')[:80]}"
                 f"\n  {'':{len(short_id(b['memory_id']))}} the ledger vouches for: {(b['vouched_text'] or '(no copy kept)')[:80]}")
    if any(b["restorable"] for b in rep.broken_memories):
        text += "\n`mnemosyne restore --vouched ID` puts one back (a new, ledgered version)"
    show(args, rep.as_dict(), text)
    return 0 if rep.valid else 1


@command("stats", "counts of memories, writes, model calls, duplicates and events")
def cmd_stats(args) -> int:
    with open_brain(args) as brain:
        st = brain.stats()
    show(args, st, stats_text(st))
    return 0


@command(
    "dedup", "report exact and near-duplicate memories; --merge consolidates them (soft, undoable)",
    arg("--merge", action="store_true", help="consolidate every group (pinned memories excepted)"),
    arg("--threshold", type=float, help="cosine similarity for near duplicates, 0.5-1 "
        "(default: the embedder's own, 0.88 multilingual, 0.92 MiniLM)"),
)
def cmd_dedup(args) -> int:
    if args.threshold is not None:  # checked before the store is opened, as every argument
        validate.number(args.threshold, "threshold", 0.5, 1)
    with open_existing(args) as brain:
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
    with open_existing(args) as brain:
        purged = brain.sweep(grace_s=grace_days * 86400)
    show(args, {"purged": purged}, f"purged {len(purged)} expired memories")
    return 0


@command(
    "compact", "preview an extractive summary of one chat (sentences said in it); --keep adds it "
               "as a generated memory beside the turns, which stay as they are (a note is kept whole)",
    arg("conversation", help="the chat's id (as `show` and the Conversations view give it)"),
    arg("--keep", action="store_true", help="add the summary (marked generated) instead of only showing it"),
    arg("--sentences", type=int, default=8, help="sentences to quote at most (default 8)"),
)
def cmd_compact(args) -> int:
    validate.count(args.sentences, "--sentences")
    with open_existing(args) as brain:
        found = brain.compact_history(args.conversation, preview=not args.keep, max_sentences=args.sentences)
    head = (f"kept as memory {short_id(found['memory_id'])} (marked generated; the {found['turns']} turns are unchanged)"
            if args.keep else f"preview of {found['title']!r} ({found['turns']} turns; nothing written, --keep adds it)")
    show(args, found, head + "\n" + found["text"])
    return 0


@command(
    "extract", "extract facts from memories already stored (an imported history): the person's own turns "
               "and notes, each once per model; Ctrl+C stops, what is done stays and the rest waits",
    arg("--conversation", help="only this conversation (its id, as `show` and the Conversations view give it)"),
    arg("--id", dest="ids", action="append", help="only this memory (repeat for several); taken whole"),
    arg("--all-roles", action="store_true", help="the assistant's turns too (default: only the person's own)"),
)
def cmd_extract(args) -> int:
    from mnemosyne_app.cli.common import progress_bar

    roles = ("user", "assistant", "system", "instructions", "document") if args.all_roles else ("user",)
    with open_existing(args) as brain:
        try:
            out = brain.extract_facts(conversation_id=args.conversation, memory_ids=args.ids, roles=roles,
                                      queue=False)
        except errors.NoModelError as exc:  # where to set one, in this face's terms
            raise errors.UserError(f"{exc}: give one with --model (bundled, or a GGUF file's path)") from None
        done = brain.run_backlog(progress_bar("extracting facts")) if out["queued"] else 0
        failed = sum(1 for e in out["event_ids"] if brain.get_event(e).status == "failed")
    out.pop("event_ids")
    show(args, out | {"extracted": done - failed, "failed": failed},
         f"extracted facts from {done - failed:,} memories with {out['model']} ({failed:,} failed, "
         f"{out['already']:,} done before or waiting)")
    return 0
