"""Sync's reads and writes of scopes that are not open: each file opened briefly on a connection
of its own (no migration, no resumed writes), as a scope list reads them.

The vault's sync key is kept inside the scope files on a machine with no keyring: every scope
that syncs holds it, and any one of them finds it again."""

from __future__ import annotations

import os

from mnemosyne_app import paths
from mnemosyne_app.core.replica import state
from mnemosyne_app.core.store import scopes
from mnemosyne_app.core.store.scope_store import ScopeStore


def _stores(data_dir: str | os.PathLike | None, vfs: str | None, passphrase: str | None):
    root = paths.data_dir(data_dir)
    for name in scopes.names(data_dir):
        yield ScopeStore(paths.scopes_dir(root) / f"{name}.db", name, vfs=vfs, passphrase=passphrase)


def kept(data_dir, vfs=None, passphrase=None, which: str = "") -> str | None:
    """The key (hex) the first scope holding one holds."""
    for store in _stores(data_dir, vfs, passphrase):
        store.open()
        try:
            with store.reading() as conn:
                found = state.kept_key(conn, which)
        finally:
            store.close()
        if found:
            return found
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
            return state.synced_name(conn) == name and state.cursors(conn, server_id)[2] is not None
    finally:
        store.close()
