"""Renames and removals of whole scopes, settled with the server before any scope is opened
(issue 32): a scope renamed or removed on one device is renamed or removed on the others, and
``sync --all`` never brings back, empty or whole, a scope this device renamed or removed.

A scope is known by the name it last synced under, kept in its own file (``synced_name``) and
followed through the server's renames; a name is a label the server can move. Removal never
deletes: on the server it is a mark (the operations stay), on every device the scope file is
moved aside as a local removal does (``removed/``), and restoring that file on any device undoes
the mark for all of them. Each scope file notes the removal it made or followed, which is how
a restore here is told apart from a removal made elsewhere.

Two devices renaming one scope differently while offline: the rename the server took first is
kept, on every device; the other device renames its copy to that name and tells its person the
name it gave was not kept (server.RenamedFirstError). Order on the server is the one order every
device sees, so all of them end with the same name whatever order they sync in afterwards.
"""

from __future__ import annotations

from typing import Callable

from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync.server import RenamedFirstError, Server

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
        name = server.renamed_to(found["name"]) or found["name"]
        if name in here:
            continue  # a scope of that name is here again (made anew): the server keeps it
        token = found["removal"]
        if token is not None and server.removal_of(name) == token:
            continue  # its removal told (or followed) already, and in force
        if token is not None and server.removal_known(name, token):
            if db.stem == name:
                # Restored on another device since: this copy comes back (with where it got
                # to), not a new one made from the server, which would take this device's own
                # operations there for another copy's.
                MemoryBrain.note_scope_file_sync(db, sid, removal="", **files)
                folder = db.parent
                MemoryBrain.restore_scope(options.data_dir, folder)
                here.update((f.stem, f) for f in MemoryBrain.scope_files(options.data_dir) if f.stem == name)
                notes.append(f"{name}: restored on another device, so put back here too (from {folder})")
            continue
        # Not told yet, or told to a server since restored from a backup older than the removal.
        removal = server.remove_scope(name, me)
        MemoryBrain.note_scope_file_sync(db, sid, removal=removal, **files)
        notes.append(f"{name}: removed here, so removed on the sync server too (the other devices move it aside; "
                     "restoring it on any device brings it back)")

    known: dict[str, dict] = {}  # name -> its file's sync state, read once (each opening costs ~7 ms)
    for name in sorted(here):  # renamed here
        found = known[name] = MemoryBrain.scope_file_sync(here[name], sid, **files)
        was = found["name"]
        if found["synced"] and was == name and found["was"] not in (None, name) \
                and server.rename_lost(found["was"], name):
            was = found["was"]  # the server was restored from a backup older than the rename: told again
        elif not found["synced"] or was in (None, name):
            continue
        try:
            server.rename_scope(was, name, me)
            notes.append(f"{name}: renamed from {was} on the sync server too")
        except RenamedFirstError as first:
            if first.kept in here:
                raise ValueError(f"the scope {name!r} (was {was!r}) was renamed {first.kept!r} on another device "
                                 f"first, but a scope named {first.kept!r} exists here too; rename one of them, "
                                 "then sync again") from None
            MemoryBrain.rename_scope(options.data_dir, name, first.kept)
            here[first.kept] = here.pop(name).with_name(f"{first.kept}.db")
            known[first.kept] = known.pop(name)
            notes.append(f"{first.kept}: you renamed this scope {name!r}, but another device had renamed it "
                         f"{first.kept!r} first; it is {first.kept!r} on every device (rename it again to change it)")
            name = first.kept
        MemoryBrain.note_scope_file_sync(here[name], sid, name=name, **files)
        known[name] = dict(known[name], name=name)

    for name in sorted(here):  # removed elsewhere, or restored here
        found = known.get(name) or MemoryBrain.scope_file_sync(here[name], sid, **files)
        if not found["synced"] or found["name"] != name:
            continue
        removal = server.removal_of(name)
        if removal is None:
            continue
        if found["removal"] == removal:  # removed (or followed) here, and back in the scopes folder
            server.undo_removal(name, removal, me)
            MemoryBrain.note_scope_file_sync(here[name], sid, removal="", **files)
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
