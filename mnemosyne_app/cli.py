"""The ``mnemosyne`` command: no argument opens the window; a command works on the store."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Callable

from mnemosyne_app.core.errors import MnemosyneError
from mnemosyne_app.core.model.interfaces import ExtractionError
from mnemosyne_app.core.progress import Cancelled
from mnemosyne_app.core.types import short_id

COMMANDS: dict[str, Callable] = {}


def command(name: str, help: str):
    def register(fn):
        fn.help = help
        COMMANDS[name] = fn
        return fn
    return register


def _brain(args, **options):
    from mnemosyne_app.core.brain import MemoryBrain

    return MemoryBrain(args.data_dir, scope=args.scope, synchronous=args.synchronous,
                       extractor=args.model, **options).ensure_init()


def _print(args, obj, text: str) -> None:
    print(json.dumps(obj, ensure_ascii=False, indent=2, default=str) if args.json else text)


@command("retain", "store a memory (text argument, or '-' to read standard input; --lines: one per line)")
def cmd_retain(args) -> int:
    text = sys.stdin.read() if args.text == "-" else args.text
    meta = json.loads(args.metadata) if args.metadata else None
    if args.lines:
        return _retain_lines(args, text, meta)
    with _brain(args) as brain:
        r = brain.retain(text, kind=args.kind, metadata=meta, source=args.source,
                         idempotency_key=args.key, extract=not args.no_extract, tags=args.tag)
    _print(args, r.__dict__, f"{r.outcome}: {', '.join(r.memory_ids)} (event {r.event_id})")
    return 0


def _retain_lines(args, text: str, meta: dict | None) -> int:
    """Each non-empty line its own memory, in one ``retain_batch``: a bad line is reported by its
    line number and the others are stored. Exit 1 if any line failed."""
    if args.key:
        raise ValueError("--key names one write; with --lines each line gets its own key")
    with _brain(args) as brain:
        res = brain.retain_lines(text, kind=args.kind, tags=args.tag, metadata=meta, source=args.source,
                                 extract=not args.no_extract, progress=_progress_bar("retain"))
    failed = [{"line": n, "error": why} for n, why in res.failed]
    summary = {"inserted": len(res.added), "already_complete": res.already_stored, "failed": failed}
    text_out = (f"{summary['inserted']} inserted, {summary['already_complete']} already stored, "
                f"{len(failed)} failed" + "".join(f"\n  line {f['line']}: {f['error']}" for f in failed))
    _print(args, summary, text_out)
    return 1 if failed else 0


@command("recall", "search memories by keyword and meaning")
def cmd_recall(args) -> int:
    with _brain(args) as brain:
        hits = brain.recall(args.query, k=args.k, kind=args.kind, tag=args.tag, source=args.source)
    lines = [f"{h.score:8.4f}  {short_id(h.memory_id)}  [{h.kind}] {h.text}" for h in hits] or ["no match"]
    _print(args, [h.__dict__ for h in hits], "\n".join(lines))
    return 0


@command("verify", "check the audit ledger and every memory against it")
def cmd_verify(args) -> int:
    with _brain(args) as brain:
        rep = brain.verify_integrity()
    text = (f"valid: {rep.checked} ledger entries and {rep.memories_checked} memories checked" if rep.valid
            else f"BROKEN at ledger entry {rep.first_broken_at}: {rep.reason}")
    _print(args, rep.as_dict(), text)
    return 0 if rep.valid else 1


@command("stats", "counts of memories, writes, model calls, duplicates and events")
def cmd_stats(args) -> int:
    with _brain(args) as brain:
        st = brain.stats()
    _print(args, st, "\n".join(f"{k:>15}: {v}" for k, v in st.items()))
    return 0


@command("dedup", "report exact and near-duplicate memories; --merge consolidates them (soft, undoable)")
def cmd_dedup(args) -> int:
    with _brain(args) as brain:
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
    _print(args, out, "\n".join(lines))
    return 0


@command("sweep", "purge memories that expired more than the grace period ago (ledgered; pinned ones never)")
def cmd_sweep(args) -> int:
    with _brain(args) as brain:
        purged = brain.sweep(grace_s=args.grace_days * 86400)
    _print(args, {"purged": purged}, f"purged {len(purged)} expired memories")
    return 0


@command("compact", "summarise the oldest turns of long conversations (model, via the queue) and archive them")
def cmd_compact(args) -> int:
    with _brain(args) as brain:
        queued = brain.compact_history(args.threshold)
        out = brain.hot_path("flush", timeout=args.timeout) if queued else {"flushed": 0}
    _print(args, {"queued": queued, **out}, f"summarised {queued} chunks of old conversation turns")
    return 0


@command("serve", "run the loopback HTTP API for agents (token in <data dir>/api-token)")
def cmd_serve(args) -> int:
    from mnemosyne_app.service.http_api import ApiServer, token_path

    brain = _brain(args)
    try:
        server = ApiServer(brain, args.host, args.port)
    except (ValueError, OSError) as exc:
        brain.close()
        print(f"mnemosyne serve: {exc}", file=sys.stderr)
        return 2
    print(f"serving scope {brain.scope!r} on {server.url} (token: {token_path(args.data_dir)})", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        deferred = brain.close()
        if deferred:
            print(f"{deferred} queued writes deferred to the next start", file=sys.stderr)
    return 0


@command("mcp", "run an MCP server over stdio so agents can add, search and verify memories")
def cmd_mcp(args) -> int:
    from mnemosyne_app.service.mcp_server import run_stdio

    return run_stdio(_brain(args))


@command("scopes", "list the scopes (one database file each); --rename, --remove (moves it aside), --restore")
def cmd_scopes(args) -> int:
    from mnemosyne_app.core.store import scopes

    if args.remove:
        folder = scopes.remove(args.data_dir, args.remove)
        _print(args, {"removed": args.remove, "folder": str(folder)},
               f"moved scope {args.remove} to {folder}\n(restore it with: mnemosyne scopes --restore {folder.name})")
        return 0
    if args.rename:
        name = scopes.rename(args.data_dir, *args.rename)
        _print(args, {"renamed": args.rename[0], "to": name}, f"renamed scope {args.rename[0]} to {name}")
        return 0
    if args.restore:
        name = scopes.restore(args.data_dir, args.restore)
        _print(args, {"restored": name}, f"restored scope {name}")
        return 0
    if args.removed:
        folders = scopes.removed(args.data_dir)
        _print(args, [str(f) for f in folders], "\n".join(f.name for f in folders) or "no removed scopes")
        return 0
    names = scopes.names(args.data_dir)
    _print(args, names, "\n".join(names) or "no scopes yet")
    return 0


@command("events", "the operation log: each write with its status")
def cmd_events(args) -> int:
    with _brain(args) as brain:
        evs = brain.list_events(status=args.status, limit=args.limit)
    lines = [f"{e.event_id:>6}  {e.status:<9}  {e.op}  {e.error or ''}" for e in evs] or ["no events"]
    _print(args, [e.__dict__ for e in evs], "\n".join(lines))
    return 0


@command("status", "the write queue: depth, processed, failed, oldest pending age, throughput")
def cmd_status(args) -> int:
    with _brain(args, resume=False) as brain:  # look at the queue, do not start working it
        hot, st = brain.hot_path("status"), brain.stats()
    out = {"hot_path": hot, "queued_in_store": st["queue_depth"], "events": st["events"]}
    _print(args, out, f"queued in store: {st['queue_depth']} (events: " +
           ", ".join(f"{k} {v}" for k, v in st["events"].items()) + ")")
    return 0


@command("flush", "finish every queued write left in the store (resumes what a crash left) and wait")
def cmd_flush(args) -> int:
    with _brain(args) as brain:
        out = brain.hot_path("flush", timeout=args.timeout)
        left = brain.stats()["queue_depth"]
    _print(args, out | {"left": left}, f"flushed {out['flushed']} writes in {out['seconds']:.2f} s; {left} left")
    return 0 if left == 0 else 1


@command("drill", "run the recovery drills (real processes killed with SIGKILL) in a scratch directory")
def cmd_drill(args) -> int:
    from mnemosyne_app.drills import runner as drills

    names = list(drills.DRILLS) if args.name == "all" else [args.name]

    def show(r):
        if not args.json:
            mark = "PASS" if r.passed else "FAIL"
            print(f"{mark}  {r.name} ({r.seconds:.1f} s)\n      criterion: {r.criterion}")
            print("      " + ", ".join(f"{k}={v}" for k, v in r.figures.items()))
            if r.error:
                print(f"      error: {r.error}")

    results = drills.run_all(names, on_result=show)
    if args.json:
        print(json.dumps([r.as_dict() for r in results], indent=2))
    else:
        print(f"{sum(r.passed for r in results)} passed, {sum(not r.passed for r in results)} failed")
    return 0 if all(r.passed for r in results) else 1


def _progress_bar(label: str):
    """A text progress bar on stderr drawn from a core Progress."""
    from mnemosyne_app.core.progress import Progress

    progress = Progress(label=label)
    if sys.stderr.isatty():
        def draw(p):
            width = 30
            filled = int(width * p.fraction)
            sys.stderr.write(f"\r{label}: [{'#' * filled}{'.' * (width - filled)}] {p.done}/{p.total} {p.message[:40]:<40}")
            if p.finished:
                sys.stderr.write("\n")
            sys.stderr.flush()

        progress.subscribe(draw)
    return progress


@command("import", "import a ChatGPT, Claude, Gemini, generic chat or Markdown archive (zip, folder or file)")
def cmd_import(args) -> int:
    from mnemosyne_app.core.archive import ArchiveError

    with _brain(args) as brain:
        try:
            report = brain.import_archive(args.path, format=args.format, progress=_progress_bar("import"),
                                          all_branches=args.all_branches, extract=args.extract)
        except ArchiveError as exc:
            print(f"mnemosyne import: {exc}", file=sys.stderr)
            return 2
        if not args.no_embed and brain.embedder is not None:
            brain.backfill_embeddings(_progress_bar("search vectors"))
    lines = [report.summary()] + [f"  skipped {ident}: {why}" for ident, why in report.skipped[:50]]
    _print(args, report.as_dict(), "\n".join(lines))
    return 0


@command("export", "export the scope as json (full fidelity), jsonl or markdown")
def cmd_export(args) -> int:
    with _brain(args) as brain:
        count = brain.export(args.path, format=args.format)
    _print(args, {"path": args.path, "memories": count, "format": args.format},
           f"exported {count} memories to {args.path}")
    return 0


def _common_options(default) -> argparse.ArgumentParser:
    """Options accepted before or after the command. After it they default to SUPPRESS, so a
    subcommand does not overwrite what was given before it (argparse applies both)."""
    def d(value):
        return value if default is None else default

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", default=d(None),
                        help="data directory (default: $MNEMOSYNE_HOME or the platform's user data dir)")
    common.add_argument("--scope", default=d("default"), help="scope name (one database file); default: default")
    common.add_argument("--synchronous", default=d("NORMAL"), choices=["NORMAL", "FULL", "EXTRA"],
                        help="SQLite durability: FULL also survives power loss; default: NORMAL")
    common.add_argument("--json", action="store_true", default=d(False), help="print JSON instead of text")
    common.add_argument("--model", default=d("auto"), metavar="MODEL",
                        help="extraction model: bundled (Gemma 3 270M), sentences, none, or a path to a GGUF "
                             "file; default: $MNEMOSYNE_MODEL or bundled")
    return common


def build_parser() -> argparse.ArgumentParser:
    top, per_command = _common_options(None), _common_options(argparse.SUPPRESS)

    parser = argparse.ArgumentParser(
        prog="mnemosyne", parents=[top],
        description="Keep, browse, edit and verify the memories your AI tools hold about you. "
                    "With no command, opens the window.",
    )
    parser.add_argument("--screenshot", metavar="FILE.png", help="render the main window to a PNG and exit")
    parser.add_argument("--selftest", action="store_true",
                        help="check the driver, extension, a store, sync and async writes, the ledger and the models")
    parser.add_argument("--no-model", action="store_true", help="with --selftest: skip the model checks")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, fn in COMMANDS.items():
        p = sub.add_parser(name, parents=[per_command], help=fn.help, description=fn.help)
        p.set_defaults(func=fn)
        if name == "retain":
            p.add_argument("text", help="the text to remember, or '-' for standard input")
            p.add_argument("--kind", default="note")
            p.add_argument("--tag", action="append", help="a tag (repeatable)")
            p.add_argument("--source")
            p.add_argument("--metadata", help="a JSON object stored with the memory")
            p.add_argument("--key", help="idempotency key (default: derived from scope, source and text)")
            p.add_argument("--no-extract", action="store_true", help="store the text without calling the model")
            p.add_argument("--lines", action="store_true",
                           help="store each non-empty line as its own memory (one batch; a bad line is "
                                "reported by number, the others are kept)")
        elif name == "recall":
            p.add_argument("query")
            p.add_argument("-k", type=int, default=5, help="how many hits (default: %(default)s)")
            p.add_argument("--kind"); p.add_argument("--tag"); p.add_argument("--source")
        elif name == "import":
            from mnemosyne_app.core.archive.importer import FORMATS

            p.add_argument("path", help="a .zip export, a folder, or a .json/.jsonl/.md file")
            p.add_argument("--format", default="auto", choices=FORMATS)
            p.add_argument("--all-branches", action="store_true", help="ChatGPT: also import edited-away branches")
            p.add_argument("--no-embed", action="store_true", help="skip building search vectors now")
            p.add_argument("--extract", action="store_true",
                           help="queue fact extraction for the person's messages (runs in the background; "
                                "what is left when the command ends resumes on the next start or `mnemosyne flush`)")
        elif name == "export":
            p.add_argument("path")
            p.add_argument("--format", default="json", choices=["json", "jsonl", "markdown"])
        elif name == "dedup":
            p.add_argument("--merge", action="store_true", help="consolidate every group (pinned memories excepted)")
            p.add_argument("--threshold", type=float, help="cosine similarity for near duplicates, 0.5-1 (default 0.92)")
        elif name == "compact":
            p.add_argument("--threshold", type=int, help="turns a conversation may hold before compaction (default 200)")
            p.add_argument("--timeout", type=float, default=3600.0, help="seconds to wait for the summaries")
        elif name == "serve":
            p.add_argument("--host", default="127.0.0.1", help="a loopback address (default %(default)s)")
            p.add_argument("--port", type=int, default=8765)
        elif name == "sweep":
            p.add_argument("--grace-days", type=float, default=7.0, help="days an expired memory is kept (default 7)")
        elif name == "flush":
            p.add_argument("--timeout", type=float, default=300.0, help="seconds to wait (default: %(default)s)")
        elif name == "drill":
            from mnemosyne_app.drills.runner import DRILLS

            p.add_argument("name", nargs="?", default="all", choices=["all", *DRILLS],
                           help="which drill (default: all)")
        elif name == "scopes":
            what = p.add_mutually_exclusive_group()
            what.add_argument("--remove", metavar="NAME", help="move a scope to <data dir>/removed/ (nothing is deleted)")
            what.add_argument("--restore", metavar="FOLDER", help="put a removed scope back (a folder from --removed)")
            what.add_argument("--removed", action="store_true", help="list the removed scopes")
            what.add_argument("--rename", nargs=2, metavar=("OLD", "NEW"), help="give a scope another name")
        elif name == "events":
            p.add_argument("--status", choices=["pending", "running", "succeeded", "failed"])
            p.add_argument("--limit", type=int, default=50)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    from mnemosyne_app import log

    log.setup()
    if args.selftest:
        from mnemosyne_app import selftest

        return selftest.run(with_model=not args.no_model)
    if args.command is None:
        from mnemosyne_app.app import run_app

        return run_app(args)
    try:
        return args.func(args)
    except (ValueError, KeyError, MnemosyneError, ExtractionError, json.JSONDecodeError) as exc:
        msg = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        print(f"mnemosyne {args.command}: error: {msg}", file=sys.stderr)
        return 2
    except (KeyboardInterrupt, Cancelled):
        # Every write is its own transaction (a batch's chunk, an imported conversation): what
        # committed before the interruption stays, and nothing is half written.
        print(f"\nmnemosyne {args.command}: interrupted; what was already stored stays stored", file=sys.stderr)
        return 130
