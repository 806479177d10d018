"""Sync's reads and writes of scopes that are not open: each file opened briefly on a connection
of its own (no migration, no resumed writes), as a scope list reads them.

The vault's sync key is kept inside the scope files on a machine with no keyring: every scope
that syncs holds it, and any one of them finds it again."""

from __future__ import annotations

import os
from pathlib import Path

from mnemosyne_app import paths
from mnemosyne_app.core.replica import state
from mnemosyne_app.core.store import scopes
from mnemosyne_app.core.store.scope_store import ScopeStore


def _stores(data_dir: str | os.PathLike | None, vfs: str | None, passphrase: str | None):
    root = paths.data_dir(data_dir)
    for name in scopes.names(data_dir):
        yield ScopeStore(paths.scopes_dir(root) / f"{name}.db", name, vfs=vfs, passphrase=passphrase)


def _removed_stores(data_dir, vfs, passphrase):
    for folder in scopes.removed(data_dir):
        for db in sorted(folder.glob("*.db")):
            yield ScopeStore(db, db.stem, vfs=vfs, passphrase=passphrase)


def kept(data_dir, vfs=None, passphrase=None, which: str = "") -> str | None:
    """The key (hex) the first scope holding one holds (a removed scope's too: a device whose
    every scope was removed, here or by a sync, still holds its vault's key)."""
    import itertools

    for store in itertools.chain(_stores(data_dir, vfs, passphrase), _removed_stores(data_dir, vfs, passphrase)):
        store.open()
        try:
            with store.reading() as conn:
                found = state.kept_key(conn, which)
        finally:
            store.close()
        if found:
            return found
    return None


def aside_holding(data_dir, seq: int, entry_hash: str, vfs=None, passphrase=None) -> Path | None:
    """The removed scope file here whose ledger holds entry ``seq`` with ``entry_hash`` (None:
    none): the ledger an anchor was signed for, when it is a copy of a scope set aside here."""
    for store in _removed_stores(data_dir, vfs, passphrase):
        store.open()
        try:
            with store.reading() as conn:
                found = conn.execute("SELECT 1 FROM ledger WHERE seq = ? AND hash = ?", (seq, entry_hash)).fetchall()
        finally:
            store.close()
        if found:
            return store.path
    return None


def keep_everywhere(data_dir, hex_key: str | None, vfs=None, passphrase=None, which: str = "") -> None:
    """Keep (None: forget) the key in every scope."""
    for store in _stores(data_dir, vfs, passphrase):
        store.open()
        try:
            with store.txn() as conn:
                state.keep_key(conn, hex_key, which)
        finally:
            store.close()


def synced_as(data_dir, name: str, server_id: str, vfs=None, passphrase=None) -> bool:
    """Whether the scope ``name`` synced with ``server_id`` under that name."""
    root = paths.data_dir(data_dir)
    store = ScopeStore(paths.scopes_dir(root) / f"{name}.db", name, vfs=vfs, passphrase=passphrase)
    store.open()
    try:
        with store.reading() as conn:
            return state.synced_name(conn) == name and state.synced_with(conn, server_id)
    finally:
        store.close()


# -- a scope file's sync identity (issue 32), open or removed: read and noted on its own connection --
REMOVAL_KEY = "sync_removal:"  # per server: the removal of this scope this device made or followed
WAS_KEY = "sync_renamed_from"  # the name it synced under before its last rename (told again if a server lost it)


def _file(db, vfs, passphrase) -> ScopeStore:
    from pathlib import Path

    db = Path(db)
    store = ScopeStore(db, db.stem, vfs=vfs, passphrase=passphrase)
    store.open()
    return store


def file_sync(db, server_id: str, vfs=None, passphrase=None) -> dict:
    """How the scope file ``db`` (in the scopes folder or a removed scope's folder) stands with
    ``server_id``: the name it last synced under, whether it ever synced there, the removal of
    it (its token on that server) this device made or followed, if any, and how many of this
    device's changes in it that server never had (``unsent``)."""
    store = _file(db, vfs, passphrase)
    try:
        with store.txn() as conn:  # a scope from before ids gets its id here (state.ensure_scope_id)
            found = conn.execute("SELECT value FROM meta WHERE key = ?", (REMOVAL_KEY + server_id,)).fetchall()
            was = conn.execute("SELECT value FROM meta WHERE key = ?", (WAS_KEY,)).fetchall()
            stamp, device = state.label_now(conn, Path(db).stem, scopes.renamed_at(db))
            return {"name": state.synced_name(conn), "synced": state.synced_with(conn, server_id),
                    "removal": (found[0][0] or None) if found else None,  # "": restored since
                    "was": was[0][0] if was else None,
                    "id": state.ensure_scope_id(conn), "stamp": stamp, "device": device,
                    "empty": not conn.execute("SELECT 1 FROM memories LIMIT 1").fetchall(),
                    "unsent": state.waiting_to_push(conn, server_id)}
    finally:
        store.close()


def note_file_sync(db, server_id: str, vfs=None, passphrase=None, *, name: str | None = None,
                   removal: str | None = None, label: tuple[str, int, str] | None = None) -> None:
    """Note in the scope file ``db`` the name it now syncs under and/or the removal it made or
    followed (so a later restore of it is told from a removal made elsewhere), and the id and
    name stamp the server settled (``label``)."""
    store = _file(db, vfs, passphrase)
    try:
        with store.txn() as conn:
            if name is not None:
                before = state.synced_name(conn)
                if before is not None and before != name:
                    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET "
                                 "value = excluded.value", (WAS_KEY, before))
                state.set_synced_name(conn, name)
            if label is not None:  # (id, stamp, device): as the server settled them (issue 32)
                state.set_scope_id(conn, label[0])
                state.set_label_stamp(conn, label[1], label[2])
            if removal is not None:
                conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET "
                             "value = excluded.value", (REMOVAL_KEY + server_id, removal))
    finally:
        store.close()
    if label is not None:
        scopes.forget_renamed(db)
