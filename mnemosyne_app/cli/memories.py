"""Writing and finding memories: ``retain`` and ``recall``."""

from __future__ import annotations


from mnemosyne_app.cli.common import open_brain, open_existing, progress_bar, show, text_argument
from mnemosyne_app.cli.registry import arg, command
from mnemosyne_app.core import validate
from mnemosyne_app.core.types import short_id


@command(
    "retain", "store a memory (text argument, or '-' to read standard input; --lines: one per line)",
    arg("text", help="the text to remember, or '-' for standard input"),
    arg("--kind", default="note"),
    arg("--tag", action="append", help="a tag (repeatable)"),
    arg("--source"),
    arg("--metadata", help="a JSON object stored with the memory"),
    arg("--key", help="idempotency key (default: derived from scope, source and text)"),
    arg("--no-extract", action="store_true", help="store the text without calling the model"),
    arg("--lines", action="store_true",
        help="store each non-empty line as its own memory (one batch; a bad line is reported by number, "
             "the others are kept)"),
)
def cmd_retain(args) -> int:
    text = text_argument(args.text)
    meta = validate.json_value(args.metadata, "--metadata") if args.metadata else None
    _check_retain(args, meta, None if args.lines else text)
    if args.lines:
        return _retain_lines(args, text, meta)
    with open_brain(args) as brain:
        r = brain.retain(text, kind=args.kind, metadata=meta, source=args.source,
                         idempotency_key=args.key, extract=not args.no_extract, tags=args.tag)
    facts = "".join(f"\n  fact: {f}" for f in r.facts or [])  # what extraction kept, to check at a glance
    show(args, r.__dict__, _stored_in_words(r) + facts)
    return 0


def _stored_in_words(r) -> str:
    """What a retain did, as a person reads it: the memory's short id (what `show` and `recall`
    print) and no engine words (was: "already_complete: <id> (event None)")."""
    ids = ", ".join(short_id(m) for m in r.memory_ids)
    return {"inserted": f"stored as memory {ids}",
            "resumed": f"stored as memory {ids} (finishing a write an earlier run had begun)",
            "already_complete": f"already stored as memory {ids}; nothing new written",
            "queued": "queued: it is written in the background (`mnemosyne flush` waits for it)",
            }.get(r.outcome, f"{r.outcome} {ids}")


def _check_retain(args, meta, text: str | None) -> None:
    """The checks ``retain`` makes, made before the store is opened: a refused write must not
    even create the scope it names."""
    if text is not None:
        validate.text(text, max_chars=10**9)  # the size limit is the brain's own setting
    validate.kind(args.kind)
    validate.tags(args.tag)
    validate.metadata(meta)
    for value, what in ((args.source, "source"), (args.key, "idempotency_key")):
        validate.optional_str(value, what)


def _retain_lines(args, text: str, meta: dict | None) -> int:
    """Each non-empty line its own memory, in one ``retain_batch``: a bad line is reported by its
    line number and the others are stored. Exit 1 if any line failed."""
    if args.key:
        raise ValueError("--key names one write; with --lines each line gets its own key")
    # (where no line could be stored, the write is refused before the store is opened: a refused write creates
    # no scope, as _check_retain says)
    reasons = []
    for line in (l for l in text.splitlines() if l.strip()):
        try:
            validate.text(line, max_chars=10**9)
            break
        except ValueError as error:
            reasons.append(str(error))
    else:
        raise ValueError(f"no line can be stored: {reasons[0]}" if reasons else "no line to store")
    with open_brain(args) as brain:
        res = brain.retain_lines(text, kind=args.kind, tags=args.tag, metadata=meta, source=args.source,
                                 extract=not args.no_extract, progress=progress_bar("retain"))
    failed = [{"line": n, "error": why} for n, why in res.failed]
    summary = {"inserted": len(res.added), "already_complete": res.already_stored, "failed": failed}
    text_out = (f"{summary['inserted']} stored, {summary['already_complete']} already stored, "
                f"{len(failed)} failed" + "".join(f"\n  line {f['line']}: {f['error']}" for f in failed))
    show(args, summary, text_out)
    return 1 if failed else 0


def _no_longer_true(hit) -> str:
    """What a hit of a recall as of a day says when its facts had ended by then."""
    words = hit.no_longer_true()
    return f"  ({words})" if words else ""


@command(
    "recall", "search memories by keyword and meaning",
    arg("query"),
    arg("-k", type=int, default=5, help="how many hits (default: %(default)s)"),
    arg("--kind"), arg("--tag"), arg("--source"),
    arg("--as-of", metavar="DAY", help="what the store knew to be true on that day (2025-05-03): memories "
                                        "said later left out, those no longer true then marked and listed last"),
)
def cmd_recall(args) -> int:
    validate.count(args.k, "k")  # before the store is opened, as every check of an argument
    for value, what in ((args.kind, "kind"), (args.tag, "tag"), (args.source, "source")):
        validate.optional_str(value, what)
    validate.as_of(args.as_of)
    with open_existing(args) as brain:
        hits = brain.recall(args.query, k=args.k, kind=args.kind, tag=args.tag, source=args.source,
                            as_of=args.as_of)
    # one line a hit, its line breaks as spaces (as the window's table shows it); `show ID` has it whole
    lines = [f"{h.score:8.4f}  {short_id(h.memory_id)}  [{h.kind}] {' '.join(h.text.split())}{_no_longer_true(h)}"
             for h in hits] or ["no match"]
    show(args, [h.__dict__ for h in hits], "\n".join(lines))
    return 0
