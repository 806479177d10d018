"""Renames and removals of whole scopes, settled with the server before any scope is opened
(issue 32): a scope renamed or removed on one device is renamed or removed on the others, and
``sync --all`` never brings back, empty or whole, a scope this device renamed or removed.

A scope is known by its stable id (kept in its file); its name is a label (sync/labels.py). A
rename made here is told with its stamp (when it was made, by the hybrid clock); a later one
made elsewhere is followed: the file takes the name in force. Two devices renaming one scope
differently while offline: the later rename is kept on every device whichever syncs first (ties:
the higher device id); the other device's person is told the name they gave was not kept.

Removal never deletes: on the server it is a mark (the operations stay), on every device the
scope file is moved aside as a local removal does (``removed/``), and restoring that file on any
device undoes the mark for all of them. Each scope file notes the removal it made or followed,
which is how a restore here is told apart from a removal made elsewhere.
"""

from __future__ import annotations

from typing import Callable

from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync import labels
from mnemosyne_app.sync.labels import Label
from mnemosyne_app.sync.server import Server

Sync = Callable[[str], object]  # syncs one scope by name (push, then pull)


def settle(options: BrainOptions, server: Server, me: str, sync: Sync) -> list[str]:
    """Tell the server the renames and removals made here, follow the removals made elsewhere
    (after sending what this device wrote in the scope: nothing is lost) and the restores;
    returns what happened, in words. ``server`` has the vault's key attached."""
    notes: list[str] = []
    sid = server.server_id
    files = dict(vfs=options.vfs, passphrase=options.passphrase)
    here = {db.stem: db for db in MemoryBrain.scope_files(options.data_dir)}

    for db in MemoryBrain.scope_files(options.data_dir, removed=True):  # removed here
        found = MemoryBrain.scope_file_sync(db, sid, **files)
        if not found["synced"] or found["name"] is None:
            continue  # never synced there
        server.bind(db.stem, found["id"])
        name = labels.label_of(server, found["id"]).name
        server.bind(name, found["id"])
        token = found["removal"]
        other = MemoryBrain.scope_file_sync(here[name], sid, **files) if name in here else None
        if other is not None and other["id"] == found["id"]:
            continue  # this scope is here again (made again by a sync, then put back): the server keeps it
        if other is not None and other["synced"] and not (token and server.removal_made_by(token, me)):
            # Another scope of the name here, synced, and a removal this device only followed:
            # not told again. The removing device tells it again if the server lost it; a
            # follower telling it would move aside everywhere a scope that was restored
            # elsewhere (a restore the server lost too) and the copies of it other devices
            # joined by name, with their own operations the server lost (soak seed 316).
            continue
        # A file of that name here that is another scope (made anew here, or another device's
        # scope of the name made while this device's removal stood) does not keep a removal the
        # server lost from being told again: else it joins this scope by its name on its next
        # sync, the one scope this device wrote another ledger of, whose anchor and operations
        # on the server then judge it rolled back (soak seed 1778).
        if token is not None and server.removal_of(name) == token:
            continue  # its removal told (or followed) already, and in force
        if token is not None and server.removal_known(name, token):
            # Restored on another device since: this copy comes back (with where it got to), not
            # a new one made from the server, which would take this device's own operations and
            # anchor there for another copy's and stop as rolled back. Renamed there since: it
            # comes back under the name it had here, and follows the rename below; that name
            # taken here meanwhile (a scope another device made while the removal stood, seed
            # 1963): under the name it has on the server.
            back = db.stem if db.stem not in here else name
            if back in here:  # both names taken here by other scopes: it stays aside, and the person is told
                notes.append(_stays_aside(options, server, db, name, here, found))
                continue
            MemoryBrain.note_scope_file_sync(db, sid, removal="", **files)
            folder = db.parent
            MemoryBrain.restore_scope(options.data_dir, folder, back)
            here.update((f.stem, f) for f in MemoryBrain.scope_files(options.data_dir) if f.stem == back)
            notes.append(f"{back}: restored on another device, so put back here too (from {folder})")
            continue
        # Not told yet, or told to a server since restored from a backup older than the removal.
        removal = server.remove_scope(name, me)
        MemoryBrain.note_scope_file_sync(db, sid, removal=removal, **files)
        notes.append(f"{name}: removed here, so removed on the sync server too (the other devices move it aside; "
                     "restoring it on any device brings it back)" + _unsent(found, db.parent))

    known = follow_all(options, server, me, list(here.values()), notes)  # renamed here, or elsewhere
    here = {name: db for name, (db, _found) in known.items()}
    known = {name: found for name, (_db, found) in known.items()}

    for name in sorted(here):  # removed elsewhere, or restored here
        found = known.get(name) or MemoryBrain.scope_file_sync(here[name], sid, **files)
        if not found["synced"] or found["name"] != name:
            continue
        server.bind(name, found["id"])
        removal = server.removal_of(name)
        if removal is None:
            continue
        if found["removal"] == removal:  # removed (or followed) here, and back in the scopes folder
            # Another device made a scope of this name while it was removed (its first sync took
            # the free name, labels.join): the restored one comes back under a name of its own,
            # else two live scopes share one name and devices bind it to either (seeds 1735, 1812).
            kept = labels.restored_label(server, found["id"], name, me, set(here))
            server.undo_removal(name, removal, me)
            MemoryBrain.note_scope_file_sync(here[name], sid, removal="", **files)
            if kept.name != name:
                MemoryBrain.rename_scope(options.data_dir, name, kept.name)
                db = here[name].with_name(f"{kept.name}.db")
                server.bind(kept.name, found["id"])
                MemoryBrain.note_scope_file_sync(db, sid, name=kept.name, label=(found["id"], kept.stamp, kept.device),
                                                 **files)
                notes.append(f"{name}: restored here, but another device made a scope {name!r} meanwhile; this one "
                             f"is {kept.name!r} on every device now (rename either to change it)")
                continue
            notes.append(f"{name}: restored here, so restored on the sync server too")
            continue
        report = sync(name)  # what this device wrote in it reaches the server first
        sent = getattr(report, "new_on_server", 0)
        folder = MemoryBrain.remove_scope(options.data_dir, name)
        MemoryBrain.note_scope_file_sync(folder / f"{name}.db", sid, removal=removal, **files)
        notes.append(f"{name}: removed on another device, so moved aside here too, into {folder}"
                     + (f" (after sending the {sent} changes made here)" if sent else "")
                     + "; restore it there to bring it back on every device")
    return notes


def _stays_aside(options: BrainOptions, server: Server, db, name: str, here: dict, found: dict) -> str:
    """Words for a copy restored on another device that cannot come back here: the name it had
    here and the one it has on the server are both other scopes' here."""
    taken = f"scopes named {db.stem!r} and {name!r} here are other scopes" if db.stem != name else \
        f"a scope named {name!r} here is another one"
    said = f"{name}: restored on another device, but not put back here: {taken}; it stays in {db.parent}"
    holder = MemoryBrain.scope_file_sync(here[name], server.server_id, vfs=options.vfs, passphrase=options.passphrase)
    if not holder["synced"]:  # made here, never synced: its first sync joins the scope by its name
        return (said + f". The scope {name!r} made here joins it now, by its name (what it holds is sent, what "
                "the other devices hold of it comes in): nothing the server holds of it is lost" + _unsent(found, db.parent))
    return (said + f" (nothing in it is lost). To bring it back, rename the scope {name!r} here (mnemosyne scopes "
            f"--rename {name} NEW) and sync again: it comes back as {name!r}" + _unsent(found, db.parent))


def _unsent(found: dict, folder) -> str:
    """Words for the changes a copy removed here holds that the server never had: the devices
    following the removal send theirs first, this one keeps them aside (sent if it is restored)."""
    n = found["unsent"]
    if not n:
        return ""
    return (f"; {n} change{'s' if n != 1 else ''} made here {'were' if n != 1 else 'was'} never sent: "
            f"{'they are' if n != 1 else 'it is'} only in {folder} (restore the scope to send "
            f"{'them' if n != 1 else 'it'})")


def follow_all(options: BrainOptions, server: Server, me: str, dbs: list, notes: list[str]) -> dict[str, tuple]:
    """Settle the names of these scope files (not open) with the server (``follow``); returns
    name now -> (its file, its sync state), without the empty never-synced ones that turned out
    to be a scope here under another name. The files that synced there go first: a rename made
    here is told before a scope that never synced looks for its name's id, and a scope never
    adopts the id another file here has (this device holds that scope already: a scope removed
    here and made again by a sync, then the removed copy restored)."""
    files = dict(vfs=options.vfs, passphrase=options.passphrase)
    read = [(db, MemoryBrain.scope_file_sync(db, server.server_id, **files)) for db in dbs]
    read.sort(key=lambda pair: (not pair[1]["synced"], pair[0].stem))
    taken = {found["id"] for _db, found in read if found["synced"]}
    out: dict[str, tuple] = {}
    for db, found in read:
        db, now = follow(options, server, me, db, notes, found, taken - {found["id"]})
        if db is not None:
            out[db.stem] = (db, now)
            taken.add(now["id"])
    return out


def follow(options: BrainOptions, server: Server, me: str, db, notes: list[str], found: dict,
           taken: set[str] = frozenset()):
    """Settle the name of the scope file ``db`` (not open; ``found``: its sync state) with the
    server: find its id there (labels.join; never one of ``taken``), tell a rename made here,
    take a later one made elsewhere (the file is renamed). Returns (its file now, its sync
    state), or (None, None) when it is an empty scope that never synced whose name's scope is
    here under its new name already."""
    files = dict(vfs=options.vfs, passphrase=options.passphrase)
    sid, name = server.server_id, db.stem
    mine = Label.held(name, found, me)
    ident = labels.join(server, found["id"], name, mine, taken, labels.synced_as(found))
    server.bind(name, ident)
    kept, before = labels.relabel(server, ident, mine)
    if kept.name != name:
        if (db.parent / f"{kept.name}.db").exists():
            if found["empty"] and not found["synced"]:
                return None, None  # nothing in it, nothing of it on the server: the scope is here
            raise ValueError(f"the scope {name!r} was renamed {kept.name!r} on another device, but a scope named "
                             f"{kept.name!r} exists here too; rename one of them (a name not used before), then "
                             "sync again")
        MemoryBrain.rename_scope(options.data_dir, name, kept.name)
        db = db.with_name(f"{kept.name}.db")
        if found["device"] in (None, me) and found["stamp"]:  # the name in force here was this device's
            notes.append(f"{kept.name}: you renamed this scope {name!r}, but another device renamed it "
                         f"{kept.name!r} later; it is {kept.name!r} on every device (rename it again to change it)")
        else:
            notes.append(f"{name}: renamed {kept.name}, as on another device")
    elif before.name != name and found["synced"]:  # renamed here (or told again: the server lost it)
        notes.append(f"{name}: renamed from {before.name} on the sync server too")
    server.bind(kept.name, ident)
    MemoryBrain.note_scope_file_sync(db, sid, name=kept.name, label=(ident, kept.stamp, kept.device), **files)
    return db, dict(found, name=kept.name, id=ident, stamp=kept.stamp, device=kept.device)
