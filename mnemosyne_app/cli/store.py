"""The store's files and queue: ``scopes``, ``events``, ``status``, ``flush`` and ``drill``."""

from __future__ import annotations

import json

from mnemosyne_app.cli.common import open_brain, show, when
from mnemosyne_app.cli.registry import arg, command, one_of
from mnemosyne_app.core import validate
from mnemosyne_app.drills.runner import DRILLS


@command(
    "scopes", "list the scopes (one database file each); --rename, --remove (moves it aside), --restore",
    one_of(
        arg("--remove", metavar="NAME", help="move a scope to <data dir>/removed/ (nothing is deleted)"),
        arg("--restore", metavar="FOLDER", help="put a removed scope back (a folder from --removed)"),
        arg("--removed", action="store_true", help="list the removed scopes"),
        arg("--rename", nargs=2, metavar=("OLD", "NEW"), help="give a scope another name"),
    ),
)
def cmd_scopes(args) -> int:
    from mnemosyne_app.core import library as scopes

    if args.remove:
        folder = scopes.remove(args.data_dir, args.remove)
        show(args, {"removed": args.remove, "folder": str(folder)},
             f"moved scope {args.remove} to {folder}\n(restore it with: mnemosyne scopes --restore {folder.name})")
        return 0
    if args.rename:
        name = scopes.rename(args.data_dir, *args.rename)
        show(args, {"renamed": args.rename[0], "to": name}, f"renamed scope {args.rename[0]} to {name}")
        return 0
    if args.restore:
        name = scopes.restore(args.data_dir, args.restore)
        show(args, {"restored": name}, f"restored scope {name}")
        return 0
    if args.removed:
        folders = scopes.removed(args.data_dir)
        show(args, [str(f) for f in folders], "\n".join(f.name for f in folders) or "no removed scopes")
        return 0
    names = scopes.names(args.data_dir)
    show(args, names, "\n".join(names) or "no scopes yet")
    return 0


@command(
    "events", "the operation log: each write with its status",
    arg("--status", choices=["pending", "running", "succeeded", "failed", "cancelled"]),
    arg("--limit", type=int, default=50),
)
def cmd_events(args) -> int:
    validate.count(args.limit, "limit")  # before the store is opened, as every argument
    with open_brain(args) as brain:
        evs = brain.list_events(status=args.status, limit=args.limit)
    # when each write was asked for, as the window's Events panel shows (was: no time at all)
    lines = [f"{e.event_id:>6}  {e.status:<9}  {when(e.created_at)}  {e.op}  {e.error or ''}".rstrip()
             for e in evs] or ["no events"]
    show(args, [e.__dict__ for e in evs], "\n".join(lines))
    return 0


@command("status", "the write queue: depth, processed, failed, oldest pending age, throughput")
def cmd_status(args) -> int:
    with open_brain(args, resume=False) as brain:  # look at the queue, do not start working it
        hot, st = brain.hot_path("status"), brain.stats()
    out = {"hot_path": hot, "queued_in_store": st["queue_depth"], "events": st["events"]}
    show(args, out, f"queued in store: {st['queue_depth']} (events: " +
         ", ".join(f"{k} {v}" for k, v in st["events"].items()) + ")")
    return 0


@command(
    "flush", "finish every queued write left in the store (resumes what a crash left) and wait",
    arg("--timeout", type=float, default=300.0, help="seconds to wait (default: %(default)s)"),
)
def cmd_flush(args) -> int:
    timeout = validate.timeout(args.timeout, "--timeout")
    with open_brain(args) as brain:
        out = brain.hot_path("flush", timeout=timeout)
        left = brain.stats()["queue_depth"]
    show(args, out | {"left": left}, f"flushed {out['flushed']} writes in {out['seconds']:.2f} s; {left} left")
    return 0 if left == 0 else 1


@command(
    "drill", "run the recovery drills (real processes killed with SIGKILL) in a scratch directory",
    arg("name", nargs="?", default="all", choices=["all", *DRILLS], help="which drill (default: all)"),
    arg("--encrypted", action="store_true", help="run them on an encrypted scratch data directory"),
)
def cmd_drill(args) -> int:
    from mnemosyne_app.drills import runner as drills

    names = list(drills.DRILLS) if args.name == "all" else [args.name]

    def report(r):
        if not args.json:
            mark = "PASS" if r.passed else "FAIL"
            print(f"{mark}  {r.name} ({r.seconds:.1f} s)\n      criterion: {r.criterion}")
            print("      " + ", ".join(f"{k}={v}" for k, v in r.figures.items()))
            if r.error:
                print(f"      error: {r.error}")

    results = drills.run_all(names, on_result=report, encrypted=args.encrypted)
    if args.json:
        print(json.dumps([r.as_dict() for r in results], indent=2))
    else:
        print(f"{sum(r.passed for r in results)} passed, {sum(not r.passed for r in results)} failed")
    return 0 if all(r.passed for r in results) else 1
