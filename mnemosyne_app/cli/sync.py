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
    arg("--join", action="store_true", help="join the sealed vault another device made: asks for its recovery "
                                            "phrase or pairing code (typed at the prompt or read from standard "
                                            "input, never an argument), then syncs"),
    arg("--seal", action="store_true", help="move a server synced in plain text to sealed sync (re-seals every "
                                            "operation there; run again if interrupted)"),
    arg("--rotate-key", action="store_true", help="change the vault's sync key (shown once); the other devices "
                                                  "join again with it, a lost or removed device's access ends"),
)
def cmd_sync(args) -> int:
    from mnemosyne_app.core.brain import MemoryBrain
    from mnemosyne_app.sync import device, engine, keys
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
    say = (lambda msg: print(f"\r{msg:<60}", end="", file=sys.stderr, flush=True)) if sys.stderr.isatty() else None
    made = None
    with server:
        if args.join:  # checked against the server before anything is kept or synced
            keys.join(options, server, _typed_key(), args.scope)
        if args.remote:
            device.save_remote(root, args.remote)
        if args.seal:
            made, moved = engine.seal_vault(options, server, say)
        if args.rotate_key:
            made, resealed = keys.rotate(options, server)
        # Renames and removals of whole scopes first, before any scope is opened (issue 32).
        moves = engine.settle_scopes(options, server, say)
        names = sorted(set(MemoryBrain.scopes(args.data_dir)) | set(engine.server_scopes(options, server))) \
            if args.all else [args.scope]
        if not args.all and args.scope not in MemoryBrain.scopes(args.data_dir) \
                and engine.removed_on_server(options, server, args.scope):
            names = []  # removed (here or elsewhere): not made again empty; the lines above say so
        names = engine.follow_renames(options, server, names)
        reports = [engine.sync_scope(options, name, server, say) for name in names]
    if say:
        print(file=sys.stderr)
    made = made or next((r.new_key for r in reports if r.new_key is not None), None)
    out = {"remote": describe(url), "device": device.device_id(root), "scopes": [r.as_dict() for r in reports],
           "scope_changes": moves}
    text = "\n".join(moves + [r.text() for r in reports])
    if args.seal:
        out["sealed_scopes_moved"] = moved
        text = f"moved to sealed sync: {moved} scope{'' if moved == 1 else 's'} re-sealed on the server\n" + text
    if args.rotate_key:
        out["resealed_operations"] = resealed
        text = (f"sync key changed: {resealed} operations sealed again on the server; every other device joins "
                "again with the new key (mnemosyne sync --join)\n" + text)
    if made is not None:  # the vault's first sealed sync or a new key: the only time the key is shown
        out.update(recovery_phrase=made.phrase(), pairing_code=made.pairing_code())
        text += ("\n\nThis vault's sync key was made now; it is shown only this once. Write it down: a new device "
                 "joins with it (mnemosyne sync --join), and without it no device can read what the server holds."
                 f"\n  recovery phrase: {made.phrase()}\n  pairing code:    {made.pairing_code()}")
    show(args, out, text)
    return 0


def _typed_key() -> str:
    """The recovery phrase or pairing code: asked on the terminal (not echoed), else one line of
    standard input (never a command-line argument: those show in process lists)."""
    from mnemosyne_app import passphrase

    typed = passphrase.from_terminal("Recovery phrase or pairing code of the vault to join: ")
    if typed is None:
        typed = sys.stdin.readline().strip()
    if not typed:
        raise ValueError("no recovery phrase or pairing code given; nothing was changed")
    return typed


def _status(args, options, server, where: str) -> int:
    from mnemosyne_app.core.brain import MemoryBrain
    from mnemosyne_app.sync import device, engine
    from mnemosyne_app.sync.server import SyncServerError

    problem = None
    try:
        server.connect()
    except SyncServerError as exc:  # offline: the local half of the status still helps
        problem, server = str(exc), None
    try:
        names = MemoryBrain.scopes(args.data_dir) if args.all else [args.scope]
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

