"""Randomized convergence: three devices, seeded random interleavings of writes, edits, fact edits,
deletes, restores, merges, unmerges, purges and syncs, some syncs killed part-way (push after the
server committed but before the cursor moved; pull in the middle of a batch). Issue 32 adds the
real world: scopes renamed (two devices at once, too), removed and restored; the server restored
from a ``pg_dump`` taken earlier in the history; device clocks off by hours, days or years; and
links frozen while holding the server's push lock (the sync waiting on it gives up, in words,
changing nothing). Each sync is ``sync --all``'s. After three more rounds of syncs every device
holds the same scopes with the same memories, the server no operation twice, and every ledger
verifies. ``MNEMOSYNE_SYNC_SEEDS`` sets how many seeds (CI: 100; ``make soak-sync``: more),
``MNEMOSYNE_SYNC_FIRST_SEED`` the first one.
"""

from __future__ import annotations

import contextlib
import os
import random
import subprocess
import time
from collections import Counter

import psycopg
import pytest

from mnemosyne_app.core import library
from mnemosyne_app.core.replica import apply, state as local
from mnemosyne_app.sync import engine
from mnemosyne_app.sync.server import PUSH_LOCK, SCHEMA, Server, SyncServerError

from tests.sync.helpers import Device, two_identical_turns
from tests.sync.server_scan import pg_dump_path

SEEDS = int(os.environ.get("MNEMOSYNE_SYNC_SEEDS", "100"))
# The first seed (seeds FIRST_SEED .. FIRST_SEED + SEEDS - 1): one seed a soak found is run alone
# with MNEMOSYNE_SYNC_FIRST_SEED=39 MNEMOSYNE_SYNC_SEEDS=1.
FIRST_SEED = int(os.environ.get("MNEMOSYNE_SYNC_FIRST_SEED", "0"))
# 20 steps: with renames, removals and restores taking some of them, 14 left concurrent edits of one
# memory too rare for a field merge to happen in 100 seeds (20: ~22 conflicts, ~11 merges, ~1 min)
STEPS = int(os.environ.get("MNEMOSYNE_SYNC_STEPS", "20"))

pytestmark = pytest.mark.slow


class Killed(Exception):
    """Stands for SIGKILL: the transaction open at that moment never commits."""


@contextlib.contextmanager
def killed_after(module, name: str, calls: int, when=lambda *a, **k: True):
    """Make ``module.name`` raise Killed on its ``calls``-th call for which ``when`` holds."""
    real, count = getattr(module, name), [0]

    def wrapper(*args, **kwargs):
        if when(*args, **kwargs):
            count[0] += 1
            if count[0] >= calls:
                raise Killed()
        return real(*args, **kwargs)

    setattr(module, name, wrapper)
    try:
        yield
    finally:
        setattr(module, name, real)


REAL_TIME = time.time
EVENTS: Counter = Counter()  # what the real world did, for the closing line
MET: Counter = Counter()  # the outcomes of the syncs made during the histories (not the closing rounds)
SKEWS = [0, 0, 0, -3600, 5400, -2 * 86400, 3 * 86400, 10 * 365 * 86400]  # seconds a device's clock is off


@contextlib.contextmanager
def clock_of(device: Device):
    """The device's own clock (``device.skew`` off the true time) while it acts or syncs."""
    time.time = lambda: REAL_TIME() + device.skew
    try:
        yield
    finally:
        time.time = REAL_TIME


def holds(device: Device, scope: str) -> bool:
    with device.options.open(scope) as b:
        return bool(b.list_memories(limit=1, include_deleted=True))


def of_seed(name: str, seed: int) -> bool:
    return name == f"s{seed}" or name.startswith(f"s{seed}_")


def scopes_of(device: Device, seed: int) -> list[str]:
    return [n for n in library.names(device.root) if of_seed(n, seed)]


def sync_all(device: Device, server: Server, seed: int) -> list:
    """What ``mnemosyne sync --all`` does, for this seed's scopes."""
    device.pair()
    engine.settle_scopes(device.options, server)
    names = set(scopes_of(device, seed)) | {n for n in engine.server_scopes(device.options, server)
                                            if of_seed(n, seed)}
    names = engine.follow_renames(device.options, server, sorted(names))
    return [engine.sync_scope(device.options, name, server) for name in names]


def sync(device: Device, server: Server, rng: random.Random, seed: int, frozen: Server) -> None:
    roll = rng.random()
    if roll < 0.15:  # killed after the server committed a push, before the local cursor moved
        hook = killed_after(local, "set_cursor", 1, lambda conn, sid, column, value: column == "pushed_upto")
    elif roll < 0.225:  # killed while applying a pulled batch, one operation at a time
        hook = killed_after(apply, "_apply_one", rng.randint(1, 4))
    elif roll < 0.3:  # killed while writing new memories in bulk, after their rows and ledger entries
        hook = killed_after(local, "set_heads", rng.randint(1, 2))
    else:
        hook = contextlib.nullcontext()
    if rng.random() < 0.06:  # another device's link froze inside a push, holding the server's push lock
        with psycopg.connect(device.url) as stuck:
            stuck.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK,))
            try:
                with clock_of(device):
                    sync_all(device, frozen, seed)  # a sync with nothing to send does not need the lock
                EVENTS["frozen link, sync went through (nothing to send)"] += 1
            except SyncServerError as exc:
                assert "held the server's lock for too long" in str(exc) and "\n" not in str(exc)
                EVENTS["frozen link, sync gave up in words"] += 1
            stuck.rollback()
        return
    with contextlib.suppress(Killed), hook, clock_of(device):
        for report in sync_all(device, server, seed):
            MET.update(report.outcomes)


@contextlib.contextmanager
def named_failure(seed: int):
    """A failure says which seed it happened in (to run that seed alone: MNEMOSYNE_SYNC_FIRST_SEED)."""
    try:
        yield
    except Exception as exc:
        exc.add_note(f"in seed {seed}")
        raise


class Backup:
    """The server's tables as a ``pg_dump`` took them, put back later (a restore from a backup)."""

    def __init__(self, url: str, folder) -> None:
        self.url, self.path = url, folder / "backup.dump"
        self.taken = False

    def take(self) -> None:
        done = subprocess.run([str(pg_dump_path()), "--format=custom", "--schema", SCHEMA, "--file", str(self.path),
                               "--dbname", self.url], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        self.taken = True

    def restore(self) -> None:
        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {SCHEMA} CASCADE")
        done = subprocess.run([str(pg_dump_path().with_name("pg_restore")), "--dbname", self.url, str(self.path)],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr


def visible(brain, deleted: bool = False):
    return [m for m in brain.list_memories(limit=10_000, include_deleted=True)
            if m.superseded_by is None and m.deleted == deleted]


def act_on_scopes(device: Device, rng: random.Random, step: int, seed: int) -> bool:
    """Rename, remove or restore a scope (as the window or the CLI does, the scope closed);
    False when the roll was for a memory instead."""
    roll, here = rng.random(), scopes_of(device, seed)
    if roll < 0.05 and here:
        library.rename(device.root, rng.choice(here), f"s{seed}_{step}{device.root.name[0].lower()}")
    elif roll < 0.08 and here:
        library.remove(device.root, rng.choice(here))
    elif roll < 0.11:
        gone = [f for f in library.removed(device.root) if of_seed(next(f.glob("*.db")).stem, seed)
                and not (device.root / "scopes" / next(f.glob("*.db")).name).exists()]
        if not gone:
            return False
        library.restore(device.root, rng.choice(gone))
    else:
        return False
    return True


def act(device: Device, rng: random.Random, step: int, folder, seed: int) -> None:
    if act_on_scopes(device, rng, step, seed):
        return
    here = scopes_of(device, seed)
    if not here:  # every scope of the seed removed here: nothing to write in
        return
    device.scope = rng.choice(here)
    with device.brain() as b:
        live, gone = visible(b), visible(b, deleted=True)
        action = rng.choice(["add", "add", "edit", "edit", "facts", "delete", "restore", "merge", "unmerge", "purge"])
        if action == "add" or not live and action in ("edit", "facts", "delete", "purge"):
            b.retain(f"{device.root.name} wrote {step} {rng.random():.6f}", extract=False, tags=[rng.choice("xyz")])
        elif action == "edit":
            m = rng.choice(live)
            b.update(m.memory_id, text=f"{m.text.split(' / ')[0]} / edited by {device.root.name} at {step}",
                     tags=sorted({rng.choice("xyz"), rng.choice("xyz")}))
        elif action == "facts":
            b.update(rng.choice(live).memory_id, facts=[f"fact {step} from {device.root.name}"])
        elif action == "delete":
            b.delete(rng.choice(live).memory_id)
        elif action == "restore" and gone:
            b.restore(rng.choice(gone).memory_id)
        elif action == "merge":
            two_identical_turns(b, folder, f"twin {device.root.name} {step}")
            b.consolidate()
        elif action == "unmerge":
            every = b.list_memories(limit=10_000, include_deleted=True)
            # A survivor purged since (expired) is gone: what it absorbed stays merged, nothing to unmerge.
            survivors = {m.superseded_by for m in every} & {m.memory_id for m in every}
            if survivors:
                b.unmerge(rng.choice(sorted(survivors)))
        elif action == "purge" and live:
            b.update(rng.choice(live).memory_id, expires_at=time.time() - 10)
            b.sweep(grace_s=0)


def run_seeds(tmp_path, pg_url, seeds, steps: int = STEPS) -> Counter:
    """Run these seeds' histories, then three closing rounds of syncs; assert each seed
    converged. Returns the outcomes the closing rounds met."""
    outcomes: Counter = Counter()
    events = EVENTS
    with Server(pg_url) as server, Server(pg_url, lock_timeout=0.3) as frozen:
        for seed in seeds:
            with named_failure(seed):
                rng = random.Random(seed)
                devices = [Device(tmp_path / f"{name}{seed}", pg_url, f"s{seed}", synchronous="OFF") for name in "ABC"]
                for d in devices:  # paired: one vault, sealed (the default)
                    d.pair()
                    d.skew = rng.choice(SKEWS) if rng.random() < 0.3 else 0
                folder = tmp_path / f"files{seed}"
                folder.mkdir()
                backup = Backup(pg_url, folder) if rng.random() < 0.08 else None  # a dump and a restore: ~1 s
                restore_at = rng.randint(steps // 2, steps - 1)
                for step in range(steps):
                    if backup is not None and not backup.taken and step >= steps // 4:
                        backup.take()
                    elif backup is not None and step == restore_at:
                        backup.restore()
                        events["server restored"] += 1
                    device = rng.choice(devices)
                    with clock_of(device):
                        if rng.random() < 0.35:
                            sync(device, server, rng, seed, frozen)
                        else:
                            act(device, rng, step, folder, seed)
                for _ in range(3):
                    for device in devices:
                        for report in sync_all(device, server, seed):
                            outcomes += report.outcomes
                # Scopes that hold something (an empty one is never on the server: nothing to send).
                names = [[n for n in scopes_of(d, seed) if holds(d, n)] for d in devices]
                assert names[0] == names[1] == names[2], f"seed {seed}: devices hold different scopes {names}"
                events["scopes renamed"] += sum(n != f"s{seed}" for n in names[0])
                events["seeds ending with the scope removed"] += not names[0]
                for name in names[0]:
                    snaps = []
                    for d in devices:
                        d.scope = name
                        snaps.append(d.snapshot())
                    assert snaps[0] == snaps[1] == snaps[2], f"seed {seed}: devices differ in {name}"
                    for d in devices:
                        rep = d.verify()
                        assert rep.valid, f"seed {seed}, device {d.root.name}, {name}: {rep.reason}"
        assert server.key is not None  # every seed synced sealed
    with psycopg.connect(pg_url) as conn:
        total, distinct = conn.execute(f"SELECT count(*), count(DISTINCT (scope, origin_device, origin_seq)) "
                                       f"FROM {SCHEMA}.ops").fetchone()
    assert total == distinct > 0
    return outcomes


def test_three_devices_converge_over_seeded_random_histories(tmp_path, pg_url):
    started = time.monotonic()
    outcomes = run_seeds(tmp_path, pg_url, range(FIRST_SEED, FIRST_SEED + SEEDS))
    # concurrent writes did meet: on one field (a conflict), and on different fields (merged, issue 32);
    # a run of a few seeds (one a soak found, run alone) is too short to meet both, and is not asked to
    met = outcomes + MET  # during the histories and in the closing rounds
    if SEEDS >= 20:
        assert met["conflict"] and met["merged"], str(dict(met))
    print(f"{SEEDS} seeds x {STEPS} steps converged in {time.monotonic() - started:.1f} s; {dict(outcomes)}; "
          f"{dict(EVENTS)}")
