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
    from mnemosyne_app.sync import device, engine, run
    from mnemosyne_app.sync.server import describe

    options = keyed_options(args, extractor="none")  # an encrypted data dir: its passphrase
    if args.clear_conflict:
        engine.clear_conflict(options, args.scope, args.clear_conflict)
        show(args, {"cleared": args.clear_conflict}, f"conflict mark cleared on {args.clear_conflict}")
        return 0
    if args.status:
        server, url, _ = run.connect(options.root, args.remote or "")
        return _status(args, options, server, describe(url))
    say = (lambda msg: print(f"\r{msg:<60}", end="", file=sys.stderr, flush=True)) if sys.stderr.isatty() else None
    ask = run.SyncAsk([args.scope], every_scope=args.all, remote=args.remote or "",
                      join=_typed_key() if args.join else "", seal=args.seal, rotate=args.rotate_key,
                      settle=True)
    done = run.sync(options, ask, say=say)  # the steps are the window's too (sync/run.py)
    if say:
        print(file=sys.stderr)
    out = {"remote": done.where, "device": device.device_id(options.root), "scopes": [r.as_dict() for r in done.reports],
           "scope_changes": done.moves}
    text = done.text()
    if args.seal:
        out["sealed_scopes_moved"] = done.moved
        text = f"moved to sealed sync: {done.moved} scope{'' if done.moved == 1 else 's'} re-sealed on the server\n" + text
    if args.rotate_key:
        out["resealed_operations"] = done.resealed
        text = (f"sync key changed: {done.resealed} operations sealed again on the server; every other device joins "
                "again with the new key (mnemosyne sync --join)\n" + text)
    made = done.new_key
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

