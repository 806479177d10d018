"""The processes the recovery drills kill. ``python -m mnemosyne_app.drills.child MODE DIR``.

Each prints one line per acknowledged step and flushes it, so the parent knows exactly what was
acknowledged before it sends SIGKILL; then it waits on stdin to be killed with the store open.
An encrypted data directory's passphrase comes as it does to every command (passphrase.obtain:
``MNEMOSYNE_PASSPHRASE_FILE``, the keyring or a terminal)."""

from __future__ import annotations

import sys
from pathlib import Path

from mnemosyne_app import passphrase as sources
from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core import library


def say(*parts) -> None:
    print(*parts, flush=True)


def open_brain(root: str, **options) -> MemoryBrain:
    secret = sources.obtain(Path(root)) if library.is_encrypted(root) else None
    return MemoryBrain(root, scope="drill", passphrase=secret, **options)


def main(mode: str, root: str, count: int) -> None:
    if mode == "sync-writes":
        brain = open_brain(root).ensure_init()
        for i in range(count):
            brain.retain(f"drill sync write number {i} marker kw{i:04d}x", extract=False, metadata={"i": i})
            say("ack", i)
    elif mode == "async-writes":
        brain = open_brain(root, worker_delay=0.05).ensure_init()
        brain.hot_path("enable")
        for i in range(count):
            r = brain.retain(f"drill async write number {i} marker kw{i:04d}x", fast=True, extract=False,
                             metadata={"i": i})
            say("ack", i, r.event_id)
    elif mode == "duplicate-submit":
        brain = open_brain(root).ensure_init()
        conversation = "user: I'm moving to Porto next spring.\nassistant: Exciting! Need help with visas?"
        for i in range(count):
            r = brain.retain(conversation, extract=False, source="drill")
            say("ack", i, r.outcome)
    elif mode == "churn":
        brain = open_brain(root).ensure_init()
        i = 0
        while True:
            r = brain.retain(f"churn round {count} memory {i}", extract=False)
            if i % 3 == 1:
                brain.update(r.memory_ids[0], text=f"churn memory {i} edited")
            if i % 5 == 2:
                brain.delete(r.memory_ids[0])
            say("ack", i)
            i += 1
    elif mode == "billed-writes":
        brain = open_brain(root, extractor="sentences:0.03",
                            worker_delay=0.01).ensure_init()
        brain.hot_path("enable")
        for i in range(count):
            brain.retain(f"I have a drill fact number {i}. It is about kw{i:04d}x.", fast=True)
            say("ack", i)
    else:
        raise SystemExit(f"unknown drill child mode {mode!r}")
    say("done")
    sys.stdin.read()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 0)
