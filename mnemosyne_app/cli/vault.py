"""``vault``: a scope mirrored as a folder of Markdown notes (Obsidian opens it), and the edits
made there taken back in as ledgered edits (mnemosyne_app/vault/)."""

from __future__ import annotations

import sys
import threading

from mnemosyne_app.cli.common import open_existing, progress_bar, show
from mnemosyne_app.cli.registry import arg, command


@command(
    "vault", "mirror a scope as a folder of Markdown notes and take back the edits made there",
    arg("action", choices=["on", "off", "status", "sync"],
        help="on PATH: choose the folder and write the notes; off: stop (the notes stay); status; "
             "sync: take in what changed in the folder (also while the app was closed), "
             "then write the store's changes"),
    arg("path", nargs="?", help="with on: the folder (created if missing)"),
    arg("--plain-text-ok", action="store_true",
        help="with on: allow plain-text notes of an encrypted scope in this folder"),
    arg("--delete-removed", action="store_true",
        help="with sync: delete the memories whose notes were deleted in the folder (soft, undoable)"),
    arg("--restore-removed", action="store_true",
        help="with sync: write the notes deleted in the folder again (their memories were kept)"),
    arg("--full", action="store_true", help="with sync: check every note, not only what changed"),
    arg("--watch", action="store_true", help="with on or sync: keep watching until interrupted (Ctrl-C)"),
)
def cmd_vault(args) -> int:
    from mnemosyne_app.vault import Vault

    if args.action == "on" and not args.path:
        raise ValueError("vault on needs the folder: mnemosyne vault on PATH")
    if args.action != "on" and args.path:
        raise ValueError(f"vault {args.action} takes no folder (only `vault on PATH` does)")
    brain = open_existing(args, extractor="none" if args.action in ("off", "status") else args.model)
    vault = None
    try:
        vault = Vault(brain)
        if args.action == "off":
            vault.turn_off()
            show(args, vault.status(), f"vault of scope {brain.scope} is off; the notes in "
                                       f"{vault.state.folder} stay where they are")
            return 0
        if args.action == "status":
            return _status(args, vault)
        if args.action == "on":
            folder = vault.turn_on(args.path, plain_text_ok=args.plain_text_ok)
            print(f"vault of scope {brain.scope}: {folder}", file=sys.stderr)
        report = vault.sync(full=args.full or args.action == "on", delete_removed=args.delete_removed,
                            restore_removed=args.restore_removed, progress=progress_bar("vault"))
        show(args, vault.status() | {"report": report.as_dict()}, "\n".join(report.lines()))
        if args.watch:
            _watch(vault)
        return 0
    finally:
        if vault is not None:
            vault.release()
        brain.close()


def _status(args, vault) -> int:
    s = vault.status()
    lines = [f"scope {s['scope']}: vault {'on' if s['on'] else 'off'}, folder {s['folder'] or '(none)'}",
             f"{s['notes']:,} notes; last change shown: ledger entry {s['last_change_shown']:,}"]
    lines += [f"deleted in the folder (memories kept): {p}" for p in s["deleted_in_folder"]]
    show(args, s, "\n".join(lines))
    return 0


def _watch(vault) -> None:
    from mnemosyne_app.vault.watcher import VaultWatcher

    failed = threading.Event()

    def said(report):
        print("\n".join(report.lines()), flush=True)

    def broke(message):
        print(f"mnemosyne vault: error: {message}", file=sys.stderr, flush=True)
        failed.set()

    watcher = VaultWatcher(vault, on_pass=said, on_error=broke)
    watcher.start()
    print(f"watching {vault.folder}; Ctrl-C stops", file=sys.stderr, flush=True)
    try:
        failed.wait()
    finally:
        watcher.stop()
