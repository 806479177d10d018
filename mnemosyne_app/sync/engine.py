"""One sync of a scope with a server: push this device's writes, then pull everyone else's.

Push: stamp the new local ledger entries (one transaction), then send them in batches, each one
server transaction; the local ``pushed_upto`` moves only after the server committed, so a push
killed anywhere is sent again, and the server's unique key makes the resend a no-op.
Pull: read the operations past ``pulled_upto`` in server order and apply each batch in one local
transaction that also moves ``pulled_upto``: killed anywhere, the store holds the whole batch or
none of it, and the next sync goes on from where the last commit left it.
Both keep the network and the store busy at once: a push builds its next batch while the server
takes one, a pull applies a batch while the next one is read (each with one helper thread).
"""

from __future__ import annotations

import concurrent.futures
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync import anchors, device as devices, keys, labels, sealed
from mnemosyne_app.sync.labels import Label
from mnemosyne_app.sync.server import CopiedDeviceError, Server
from mnemosyne_app.sync.vault import SyncKey

PUSH_BATCH = 5000
CLOCK_OFF_S = 300  # a device clock further than this from the server's is pointed out in the report
PULL_BATCH = 5000

Say = Callable[[str], None]


@dataclass
class SyncReport:
    scope: str
    sent: int = 0          # operations sent (including any the server had already)
    new_on_server: int = 0
    pulled: int = 0
    outcomes: Counter = field(default_factory=Counter)
    embedded: int = 0
    seconds: float = 0.0
    sealed: bool = True
    clock_off: float = 0.0   # this device's clock minus the server's, when far enough off to say so
    rescanned: bool = False  # the server was restored from an older copy: read again from the start
    replays: int = 0       # sealed operations the server sent again (applied here already: nothing changed)
    new_key: SyncKey | None = None  # made by this sync (the vault's first): shown to the person once
    anchor_note: str = ""  # the server's copy of this device's anchor was not its signature (sync/anchors.py)

    def as_dict(self) -> dict:
        return {"scope": self.scope, "sent": self.sent, "new_on_server": self.new_on_server, "pulled": self.pulled,
                "outcomes": dict(self.outcomes), "embedded": self.embedded, "seconds": round(self.seconds, 3),
                "sealed": self.sealed, "replays": self.replays}

    def text(self) -> str:
        o = self.outcomes
        parts = [f"{self.scope}: pushed {self.new_on_server} new operations ({self.sent} sent)",
                 f"pulled {self.pulled} from other devices: applied {o['applied'] + o['conflict'] + o['merged']}, "
                 f"{o['conflict'] + o['lost'] + o['merged']} concurrent edits resolved (the other version is in the history)"]
        if o["merged"]:
            parts.append(f"{o['merged']} merged field by field (each device changed other fields)")
        if o["conflict"] + o["lost"]:
            parts.append(f"{o['conflict'] + o['lost']} with a conflict to settle (mnemosyne show ID)")
        if o["answers differed"]:
            parts.append(f"{o['answers differed']} answers to 'did this end that?' differed from this device's: "
                         "'No, keep it' stands on every device where one said it, and the fact stays current")
        if self.embedded:
            parts.append(f"{self.embedded} vectors computed")
        if o["ahead"]:
            parts.append(f"{o['ahead']} operations stamped more than a day ahead of this device's clock (a device "
                         "whose clock is wrong: check its date and time); this device's clock was not moved with them")
        if self.clock_off:
            way = "ahead of" if self.clock_off > 0 else "behind"
            parts.append(f"this device's clock is {abs(self.clock_off) / 60:,.0f} minutes {way} the sync server's: "
                         "set its date and time, or its later edits may lose to earlier ones (or win over later ones)")
        if self.rescanned:
            parts.append("the server had been restored from an older copy: read again from the start, nothing "
                         "applied twice")
        if self.replays:
            parts.append(f"{self.replays} operations the server sent again ignored (applied before)")
        if self.anchor_note:
            parts.append(self.anchor_note)
        text = ", ".join(parts) + f" in {self.seconds:.1f} s"
        if not self.sealed:
            text += (" (in plain text: the server can read it; mnemosyne sync --seal moves this vault to sealed "
                     "sync)")
        return text


def attach_key(options: BrainOptions, server: Server, make: bool = True) -> SyncKey | None:
    """Give a connected server this vault's key (made now on the vault's first sync: returned
    then, to be shown once); see keys.attach."""
    return keys.attach(options, server, make=make) if server.key is None else None


def seal_vault(options: BrainOptions, server: Server, say: Say | None = None) -> tuple[SyncKey | None, int]:
    """Move a server synced in plain text to sealed sync (issue 33's upgrade), in one action that
    a kill or a lost server interrupts safely: run again, it goes on. Returns the key if it was
    made now (to be shown once) and how many scopes were moved."""
    from mnemosyne_app.sync.vault import WrongKeyError

    key, made = keys.load(options), None
    if server.key_check is not None:
        if key is None:
            raise keys.NotJoinedError()
        if not key.opens(server.key_check):
            raise WrongKeyError("this device's key is another vault's")
    elif key is None:
        key = made = SyncKey.new()
        keys.keep(options, key)
    server.set_key_check(key)
    server.key = key
    return made, server.seal_plain(say or (lambda _m: None))


def server_scopes(options: BrainOptions, server: Server) -> list[str]:
    """The names of the scopes the server holds (sealed: opened with this vault's key)."""
    attach_key(options, server, make=False)
    found = labels.live_names(server, held_only=True)
    for name, ident in found.items():
        server.bind(name, ident)
    return sorted(found)


def sync_scope(options: BrainOptions, scope: str, server: Server, say: Say | None = None,
               brain: MemoryBrain | None = None) -> SyncReport:
    """Push then pull one scope (created here if only the server has it), through ``brain`` when
    the caller has the scope open (the window: its search sees what came in at once), else
    through a brain opened for this sync."""
    say = say or (lambda _msg: None)
    started = time.monotonic()
    me = devices.device_id(options.root)
    report = SyncReport(scope)
    mine = brain is None
    if brain is None:
        brain = options.open(scope)  # creates or migrates the scope, as every opening does
    try:
        report.new_key = attach_key(options, server)
        if abs(server.clock_offset) > CLOCK_OFF_S:
            report.clock_off = server.clock_offset
        report.sealed = server.key is not None
        replica = brain.replica
        if server.key is not None:
            keys.ensure_in(replica, server.key)
        _take_id(replica, server, scope, me, say)
        replica.begin(server.server_id, scope)
        # A store rolled back behind what the server saw this device sign stops here (anchors.py),
        # and so does a copy of this data directory when another copy synced different changes:
        # from here the two look alike (an older copy put back is a copy too), so the words name
        # both. Both before anything is stamped or sent.
        copied = a_copy_synced(replica, server, me)
        witnessed = anchors.before_push(brain, server, scope, me, copied)
        if copied:
            raise CopiedDeviceError(me)
        report.anchor_note = witnessed.note
        push(replica, server, me, report, say)
        pull(replica, server, me, report, say)
        if report.outcomes["merged"] + report.outcomes["conflict"] + report.outcomes["facts kept"]:
            # the merges (and facts kept current) this pull wrote are this device's own writes:
            # sent now, not a sync later
            push(replica, server, me, report, say)
        replica.finish(server.server_id, scope)
        anchors.after_sync(brain, server, scope, me, witnessed)
        if brain.embedder is not None and report.pulled:
            report.embedded = brain.backfill_embeddings()
    finally:
        if mine:
            brain.close()
    report.seconds = time.monotonic() - started
    return report


def settle_scopes(options: BrainOptions, server: Server, say: Say | None = None) -> list[str]:
    """Renames and removals of whole scopes, told to and taken from the server before any scope
    is opened (scope_moves.settle); returns what happened, in words."""
    from mnemosyne_app.sync import scope_moves

    attach_key(options, server, make=False)
    if server.key is None and server.key_check is not None:
        return []  # a device not joined yet: nothing of it synced there
    me = devices.device_id(options.root)
    return scope_moves.settle(options, server, me, lambda name: sync_scope(options, name, server, say))


def _take_id(replica, server: Server, scope: str, me: str, say: Say) -> None:
    """Find the open scope's id on the server (labels.join: a first sync may adopt the server's
    scope of its name) and settle its name: a rename made here is told with its stamp. A later
    rename made elsewhere is not followed here (the scope is open, its file cannot move): the
    next sync's settling renames it (sync --all, or the window once it closed the scope)."""
    found = replica.label()
    mine = Label.held(scope, found, me)
    ident = labels.join(server, found["id"], scope, mine, synced_as=labels.synced_as(found))
    server.bind(scope, ident)
    kept, before = labels.relabel(server, ident, mine)
    if kept.name == scope:
        if before.name != scope:
            say(f"{scope}: renamed from {before.name} on the server")
        replica.take_label(ident, scope, kept.stamp, kept.device)


def follow_renames(options: BrainOptions, server: Server, names: list[str], say: Say | None = None) -> list[str]:
    """The scopes to sync, once the ones another device renamed are renamed here too and the
    ones renamed here told (before any is opened: syncing the new name first would make an
    empty scope of it); a scope never synced finds its id (scope_moves.follow)."""
    from mnemosyne_app.sync import scope_moves

    attach_key(options, server, make=False)
    me = devices.device_id(options.root)
    here = {db.stem: db for db in MemoryBrain.scope_files(options.data_dir)}
    notes: list[str] = []
    followed = scope_moves.follow_all(options, server, me, [here[n] for n in names if n in here], notes)
    for note in notes:
        (say or (lambda _m: None))(note)
    # the ones on the server only are made here by their sync, which finds their id
    return sorted(set(followed) | {n for n in names if n not in here})


def removed_on_server(options: BrainOptions, server: Server, name: str) -> bool:
    """Whether scope ``name`` is removed on the server (and not restored)."""
    attach_key(options, server, make=False)
    ident = labels.live_names(server, removed_too=True).get(name)
    if ident is None:
        return False
    server.bind(name, ident)
    return server.removal_of(name) is not None


def removed_elsewhere(options: BrainOptions, server: Server, name: str) -> bool:
    """Whether scope ``name`` here, synced there under that name, was removed on another device
    since (not by this device, nor restored here after: its file notes the removal it made or
    followed, as scope_moves.settle reads it)."""
    attach_key(options, server, make=False)
    db = next((f for f in MemoryBrain.scope_files(options.data_dir) if f.stem == name), None)
    if db is None:
        return False
    found = MemoryBrain.scope_file_sync(db, server.server_id, vfs=options.vfs, passphrase=options.passphrase)
    if not found["synced"] or found["name"] != name:
        return False
    server.bind(name, found["id"])  # the server knows the scope by its id, its name is a label
    removal = server.removal_of(name)
    return removal is not None and found["removal"] != removal


def renamed_elsewhere(options: BrainOptions, server: Server, name: str) -> str | None:
    """The name another device gave the scope ``name`` on the server since (a later rename than
    any made here), if any."""
    attach_key(options, server, make=False)
    db = next((f for f in MemoryBrain.scope_files(options.data_dir) if f.stem == name), None)
    if db is None:
        return None
    found = MemoryBrain.scope_file_sync(db, server.server_id, vfs=options.vfs, passphrase=options.passphrase)
    mine = Label.held(name, found, devices.device_id(options.root))
    ident = labels.join(server, found["id"], name, mine, synced_as=labels.synced_as(found))
    kept = labels.label_of(server, ident)
    return kept.name if kept.name != name and kept.beats(mine) else None


def a_copy_synced(replica, server: Server, me: str) -> bool:
    """Whether the server holds operations of this device id past this store's push cursor that
    this store did not write: another copy of this data directory synced."""
    theirs = server.held_past(replica.scope, me, replica.cursors(server.server_id)[0])
    return bool(theirs) and not replica.same_entries(theirs, server.entry_mark)


def push(replica, server: Server, me: str, report: SyncReport, say: Say) -> None:
    # A server that lost what it had acknowledged (restored from a backup, or a crash with
    # asynchronous commits) holds less than the cursor says: send again from what it holds.
    replica.stamp(server.server_id, me, server.last_pushed(replica.scope, me))
    # While the server takes one batch (a thread of its own: the driver waits without the GIL,
    # and the server works on its own process), the next one is read and built here. The cursor
    # moves only past a batch the server committed, in order.
    # The next batch is sealed here too (server.prepare): beside the COPY, not before it.
    with concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="sync-push") as sender:
        after, sending = None, None
        while True:
            rows, last = replica.outgoing(server.server_id, me, PUSH_BATCH, after)
            batch = server.prepare(rows)
            if sending is not None:
                _pushed(replica, server, report, say, *sending)
            if not rows:
                return
            sending, after = (sender.submit(server.push, batch), len(rows), last), last


def _pushed(replica, server: Server, report: SyncReport, say: Say,
            sent: concurrent.futures.Future, count: int, last: int) -> None:
    report.new_on_server += sent.result()
    report.sent += count
    replica.set_cursor(server.server_id, "pushed_upto", last)
    say(f"{replica.scope}: pushed {report.sent}")


def pull(replica, server: Server, me: str, report: SyncReport, say: Say) -> None:
    after = replica.cursors(server.server_id)[1]
    mark = replica.mark(server.server_id)
    if after and mark is not None and not _same_operation(server.identity(after), mark):
        # The server went back in time (restored from an older backup): operations written since
        # may have numbers at or below the cursor. Read it all again from the start: what was
        # applied already is recognised and skipped, nothing is lost and nothing applied twice.
        say(f"{replica.scope}: the sync server was restored from an older copy; reading it all again")
        report.rescanned = True
        replica.set_cursor(server.server_id, "pulled_upto", 0)
        after = 0
    # Sealed: each device's operations form a chain, checked inside the batch's transaction.
    check = (lambda ops, chain, strict: sealed.check_chain(ops, chain, strict=strict)) \
        if server.key is not None else None
    # The next batch is read from the server (a thread of its own) while this one is applied.
    with concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="sync-pull") as reader:
        def fetch(start: int) -> concurrent.futures.Future:
            return reader.submit(server.pull, replica.scope, start, PULL_BATCH, me)

        coming = fetch(after)
        while True:
            ops, upto = coming.result()
            if upto <= after:
                return
            mark = server.identity(upto)  # (with when the server took it, which a pulled row does not carry)
            coming = fetch(upto)  # (after: the two share one connection)
            now_at, outcomes, replays = replica.apply(server.server_id, after, upto, ops, me, mark, check)
            report.outcomes += outcomes
            report.replays += replays
            if now_at != after:  # another process pulled meanwhile: go on from where it got
                concurrent.futures.wait([coming])
                after, coming = now_at, fetch(now_at)
                continue
            if not ops:
                return
            report.pulled += len(ops)
            say(f"{replica.scope}: pulled {report.pulled}")
            after = upto


def _same_operation(found: list | None, mark: list) -> bool:
    """Whether the operation at the pull cursor is still the one it stood on (a mark kept before
    the server's time was part of it is compared by origin alone)."""
    return found is not None and found[:len(mark)] == list(mark)


def status(options: BrainOptions, scope: str, server: Server | None, brain: MemoryBrain | None = None) -> dict:
    """Where a scope stands: last sync, operations waiting either way, conflicts. Without a
    server (offline), the local half, for the server it last synced with. ``brain``: the scope
    when the caller has it open."""
    mine = brain is None
    if brain is None:
        brain = options.brain(scope).ensure_init()
    try:
        found = brain.view("sync_state", server_id=server.server_id if server is not None else None)
        if server is not None:  # the server keys the scope by its id (issue 32)
            server.bind(scope, brain.replica.label()["id"])
    finally:
        if mine:
            brain.close()
    me = devices.device_id(options.root)
    waiting = None
    if server is not None:
        try:  # sealed: the scope's id on the server comes from the key (a device not joined yet: unknown)
            attach_key(options, server, make=False)
            waiting = server.waiting(scope, found["pulled_upto"], me)
        except (keys.NotJoinedError, ValueError):
            waiting = None
    return {"scope": scope, "last_sync": found["last_sync"], "waiting_to_push": found["waiting_to_push"],
            "conflicts": found["conflicts"], "waiting_to_pull": waiting}


def clear_conflict(options: BrainOptions, scope: str, memory_id: str) -> None:
    """Take the conflict mark off a memory once its person has looked at it (the losing version
    stays in its history; the mark is this device's note, not synced)."""
    brain = options.brain(scope).ensure_init()
    try:
        if not brain.replica.clear_conflict(memory_id):
            raise ValueError(f"memory {memory_id} has no conflict mark in scope {scope!r} "
                             "(mnemosyne sync --status lists the ones that have)")
    finally:
        brain.close()
