"""``sync``: push this device's changes to a PostgreSQL server and pull the other devices'."""

from __future__ import annotations

import sys

from mnemosyne_app.cli.common import keyed_options, show, when
from mnemosyne_app.cli.registry import arg, command


@command(
    "sync", "sync memories with other devices through a PostgreSQL server: push, then pull (offline-first)",
    arg("--remote", metavar="URL", help="postgresql://user@host/database; kept in settings (a password in it "
                                        "is kept in the keyring or an owner-only file, never in settings)"),
    arg("--all", action="store_true", help="every scope, here or on the server (default: --scope)"),
    arg("--status", action="store_true", help="show the last sync, operations waiting either way and conflicts"),
    arg("--clear-conflict", metavar="MEMORY_ID", help="take the conflict mark off a memory (its other version "
                                                      "stays in its history); needs no server"),
)
def cmd_sync(args) -> int:
    from mnemosyne_app.core.store import scopes as scope_files
    from mnemosyne_app.sync import device, engine
    from mnemosyne_app.sync.server import Server, describe

    options = keyed_options(args, extractor="none")  # an encrypted data dir: its passphrase
    root = options.root
    if args.clear_conflict:
        engine.clear_conflict(options, args.scope, args.clear_conflict)
        show(args, {"cleared": args.clear_conflict}, f"conflict mark cleared on {args.clear_conflict}")
        return 0
    if args.remote:  # kept only once the server took it: a mistyped URL or password is not saved
        url, given = device.split_password(args.remote)
        server = Server(url, given if given is not None else device.password(root, url))
    else:
        url = device.saved_remote(root)
        if url is None:
            raise ValueError("no sync server set: give one with --remote postgresql://user@host/database")
        server = Server(url, device.password(root, url))
    if args.status:
        return _status(args, options, server, describe(url))
    with server:
        if args.remote:
            device.save_remote(root, args.remote)
        names = sorted(set(scope_files.names(args.data_dir)) | set(server.scopes())) if args.all else [args.scope]
        names = engine.follow_renames(options, server, names)
        say = (lambda msg: print(f"\r{msg:<60}", end="", file=sys.stderr, flush=True)) if sys.stderr.isatty() else None
        reports = [engine.sync_scope(options, name, server, say) for name in names]
    if say:
        print(file=sys.stderr)
    show(args, {"remote": describe(url), "device": device.device_id(root), "scopes": [r.as_dict() for r in reports]},
         "\n".join(r.text() for r in reports))
    return 0


def _status(args, options, server, where: str) -> int:
    from mnemosyne_app.core.store import scopes as scope_files
    from mnemosyne_app.sync import device, engine
    from mnemosyne_app.sync.server import SyncServerError

    problem = None
    try:
        server.connect()
    except SyncServerError as exc:  # offline: the local half of the status still helps
        problem, server = str(exc), None
    try:
        names = scope_files.names(args.data_dir) if args.all else [args.scope]
        states = [engine.status(options, name, server) for name in names]
    finally:
        if server is not None:
            server.close()
    lines = [f"remote: {where}" + (f" (unreachable: {problem})" if problem else ""),
             f"device: {device.device_id(options.root)}"]
    for s in states:
        last = "never" if s["last_sync"] is None else when(s["last_sync"])
        lines.append(f"{s['scope']}: last sync {last}, waiting to push {_n(s['waiting_to_push'])}, "
                     f"to pull {_n(s['waiting_to_pull'])}, conflicts {len(s['conflicts'])}")
        lines += [f"  conflict: {memory_id}" for memory_id in s["conflicts"]]
    show(args, {"remote": where, "error": problem, "scopes": states}, "\n".join(lines))
    return 0


def _n(value) -> str:
    return "?" if value is None else str(value)

