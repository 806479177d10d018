"""Recovery drills (SPEC §6): real child processes, really killed with SIGKILL, then checked.

Each drill states its pass criterion and returns the figures it measured. They run in a
scratch directory, never in the person's store. With ``encrypted=True`` the scratch data
directory is an encrypted one: a random passphrase is put in a 0600 file beside it, and every
process (the drill's children through ``MNEMOSYNE_PASSPHRASE_FILE``, this one by reading the
same file) gets it the way every Mnemosyne process gets a passphrase (mnemosyne_app/passphrase.py)."""

from __future__ import annotations

import os
import queue
import random
import secrets
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

from mnemosyne_app import passphrase as sources
from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core import library


@dataclass
class DrillResult:
    name: str
    passed: bool
    criterion: str
    figures: dict = field(default_factory=dict)
    seconds: float = 0.0
    error: str | None = None

    def as_dict(self) -> dict:
        return asdict(self)


def passphrase_file(root: Path) -> Path:
    """Where an encrypted drill's passphrase is kept: beside the data directory, never in it."""
    return Path(root).parent / "drill-passphrase"


def make_encrypted(root: Path) -> None:
    """Turn the fresh scratch ``root`` into an encrypted data directory with a random passphrase."""
    secret = secrets.token_urlsafe(24)
    fd = os.open(passphrase_file(root), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with open(fd, "w", encoding="utf-8") as f:
        f.write(secret)
    Path(root).mkdir(parents=True, exist_ok=True)
    library.start_encrypted(root, secret)


def passphrase_for(root: Path) -> str | None:
    """The passphrase of ``root`` if it is encrypted (None: a plain one), read as a child reads it."""
    if not library.is_encrypted(root):
        return None
    return sources.from_file(passphrase_file(root))


def open_brain(root: Path, **options) -> MemoryBrain:
    return MemoryBrain(root, scope="drill", passphrase=passphrase_for(root), **options)


class Child:
    """A drill child process whose acknowledgements we read line by line."""

    def __init__(self, mode: str, root: Path, count: int = 0) -> None:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        env.pop(sources.ENV_FILE, None)
        if library.is_encrypted(root):
            env[sources.ENV_FILE] = str(passphrase_file(root))
        # In the frozen app sys.executable is Mnemosyne itself (packaging/entry.py answers this).
        cmd = ([sys.executable, "--drill-child"] if getattr(sys, "frozen", False)
               else [sys.executable, "-m", "mnemosyne_app.drills.child"])
        self.proc = subprocess.Popen(
            [*cmd, mode, str(root), str(count)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )
        self.acks: list[list[str]] = []
        # Lines arrive through a reader thread, so a child that hangs without printing is a
        # timeout here rather than a drill blocked on readline() forever.
        self._lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._pump, name="drill-child-reader", daemon=True).start()

    def _pump(self) -> None:
        with self.proc.stdout:
            for line in self.proc.stdout:
                self._lines.put(line)
        self._lines.put(None)  # end of output: the child exited

    def read_acks(self, n: int, timeout: float = 120.0) -> list[list[str]]:
        deadline = time.monotonic() + timeout
        while len(self.acks) < n:
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                self.kill9()
                raise TimeoutError(f"drill child printed {len(self.acks)} of {n} acknowledgements in {timeout:.0f} s")
            if line is None:
                raise RuntimeError(f"drill child exited early: {self.proc.stderr.read()[-2000:]}")
            parts = line.split()
            if parts and parts[0] == "ack":
                self.acks.append(parts[1:])
        return self.acks

    def kill9(self) -> int:
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        code = self.proc.wait(timeout=30)
        self.proc.stdin.close()  # stdout is closed by the reader thread at EOF
        self.proc.stderr.close()
        return code


def drill_kill_after_writes(root: Path) -> DrillResult:
    crit = "100 sync writes acknowledged, then kill -9: after restart all 100 are recalled"
    child = Child("sync-writes", root, 100)
    child.read_acks(100)
    code = child.kill9()
    with open_brain(root) as brain:
        recalled = sum(
            1 for i in range(100)
            if (hits := brain.recall(f"kw{i:04d}x", k=1)) and hits[0].metadata.get("i") == i
        )
        stored = brain.stats()["memories"]
    return DrillResult("kill_after_writes", recalled == 100 and stored == 100 and code == -9, crit,
                       {"acknowledged": 100, "recalled": recalled, "stored": stored, "exit_signal": -code})


def drill_queue_loss_surface(root: Path) -> DrillResult:
    crit = ("async: 50 accepted, kill -9: fewer than 50 committed, every missing one is unfinished in "
            "the log; recovery brings the count to exactly 50, no duplicates")
    child = Child("async-writes", root, 50)
    child.read_acks(50)
    time.sleep(0.15)  # let the worker commit a few, so the drill sees a partial queue
    child.kill9()
    with open_brain(root, resume=False) as brain:
        committed = {m.metadata["i"] for m in brain.list_memories(limit=1000)}
        unfinished = brain.list_events(status="pending", limit=1000) + brain.list_events(status="running", limit=1000)
        unfinished_i = {e.payload["metadata"]["i"] for e in unfinished}
    missing = set(range(50)) - committed
    with open_brain(root) as brain:  # resume=True: recovery
        brain.hot_path("flush", timeout=120)
        texts = [m.text for m in brain.list_memories(limit=1000)]
        after = {m.metadata["i"] for m in brain.list_memories(limit=1000)}
        left = brain.stats()["queue_depth"]
    passed = (len(committed) < 50 and missing == unfinished_i and len(texts) == 50
              and len(set(texts)) == 50 and after == set(range(50)) and left == 0)
    return DrillResult("queue_loss_surface", passed, crit, {
        "accepted": 50, "committed_at_kill": len(committed), "unfinished_in_log": len(unfinished_i),
        "missing_identified": len(missing & unfinished_i), "after_recovery": len(texts),
        "duplicates": len(texts) - len(set(texts)),
    })


def drill_duplicate_submit(root: Path) -> DrillResult:
    crit = "the same conversation added 3 times (then kill -9): 2 reported as duplicates, 1 memory"
    child = Child("duplicate-submit", root, 3)
    outcomes = [a[1] for a in child.read_acks(3)]
    child.kill9()
    with open_brain(root) as brain:
        st = brain.stats()
    passed = outcomes.count("already_complete") == 2 and st["memories"] == 1 and st["duplicates"] == 2
    return DrillResult("duplicate_submit", passed, crit,
                       {"submits": 3, "outcomes": outcomes, "memories": st["memories"], "duplicates": st["duplicates"]})


def drill_audit_chain(root: Path, rounds: int = 3, seed: int | None = None) -> DrillResult:
    crit = "after repeated kill -9 mid-churn (add/edit/delete), verify_integrity() is valid, first_broken_at None"
    rng = random.Random(seed)
    acked = 0
    for round_no in range(rounds):
        child = Child("churn", root, round_no)
        child.read_acks(rng.randint(20, 80))
        acked += len(child.acks)
        child.kill9()
    with open_brain(root) as brain:
        rep = brain.verify_integrity()
        ok = brain.check_file()
    return DrillResult("audit_chain", rep.valid and rep.first_broken_at is None and ok, crit, {
        "kills": rounds, "acknowledged_steps": acked, "valid": rep.valid, "checked": rep.checked,
        "first_broken_at": rep.first_broken_at, "sqlite_integrity_ok": ok,
    })


def drill_no_double_billing(root: Path) -> DrillResult:
    crit = "model calls <= accepted writes before and after kill -9 and replay; no call repeated for committed work"
    child = Child("billed-writes", root, 30)
    child.read_acks(30)
    time.sleep(0.3)  # let the worker get part-way
    child.kill9()
    with open_brain(root, resume=False) as brain:
        before = brain.stats()
        # Events whose extraction was saved before the kill must not be extracted again.
        checkpointed = before["saved_extractions"]
    with open_brain(root, extractor="sentences") as brain:
        brain.hot_path("flush", timeout=120)
        after = brain.stats()
    extra_calls = after["model_calls"] - before["model_calls"]
    passed = (before["model_calls"] <= before["writes"] and after["model_calls"] <= after["writes"]
              and after["memories"] == 30 and extra_calls == 30 - checkpointed)
    return DrillResult("no_double_billing", passed, crit, {
        "accepted": 30, "writes": after["writes"], "calls_before_replay": before["model_calls"],
        "calls_after_replay": after["model_calls"], "extractions_saved_before_kill": checkpointed,
        "replay_calls": extra_calls, "memories": after["memories"],
    })


DRILLS: dict[str, Callable[[Path], DrillResult]] = {
    "kill_after_writes": drill_kill_after_writes,
    "queue_loss_surface": drill_queue_loss_surface,
    "duplicate_submit": drill_duplicate_submit,
    "audit_chain": drill_audit_chain,
    "no_double_billing": drill_no_double_billing,
}


def run(name: str, workdir: str | os.PathLike | None = None, encrypted: bool = False) -> DrillResult:
    if name not in DRILLS:
        raise ValueError(f"unknown drill {name!r}; choose from {', '.join(DRILLS)}")
    with tempfile.TemporaryDirectory(prefix=f"mnemosyne-drill-{name}-", dir=workdir) as tmp:
        start = time.monotonic()
        root = Path(tmp) / "data"
        try:
            if encrypted:
                make_encrypted(root)
            result = DRILLS[name](root)
        except Exception as exc:  # a drill that cannot run has failed, with the reason shown
            result = DrillResult(name, False, "", error=f"{type(exc).__name__}: {exc}")
        result.seconds = round(time.monotonic() - start, 2)
        return result


def run_all(names: list[str] | None = None, on_result: Callable[[DrillResult], None] | None = None,
            encrypted: bool = False) -> list[DrillResult]:
    out = []
    for name in names or list(DRILLS):
        result = run(name, encrypted=encrypted)
        out.append(result)
        if on_result:
            on_result(result)
    return out
