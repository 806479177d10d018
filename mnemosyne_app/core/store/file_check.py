"""Looking at a database file before opening it for writing, so that a file Mnemosyne must not
use (written by a newer release, another program's database, a store on a read-only medium) is
refused or opened read-only with nothing in it changed: not even its journal mode."""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

from mnemosyne_app.core import errors
from mnemosyne_app.core.store import driver, schema
from mnemosyne_app.core.store.crypto import StoreKey

# Tables every Mnemosyne store has had since its first schema.
OURS = {"memories", "ledger", "events", "ingest_keys", "meta"}


class FileCheck(NamedTuple):
    version: int
    writable: bool


def writable(path: Path) -> bool:
    """Whether this process may write the file and create its WAL beside it."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)


def check(path: Path, key: StoreKey | None = None) -> FileCheck | None:
    """None for a file that does not exist yet (or is empty: SQLite makes a new store of it).
    Raises, with the file untouched, for what Mnemosyne must not open; an encrypted file is read
    with ``key``, and a wrong one is refused here, before anything is opened for writing."""
    if not path.exists() or path.stat().st_size == 0:
        return None
    can_write = writable(path)
    conn = driver.open_read_only(path, immutable=not can_write, key=key)
    try:
        with driver.friendly_errors(path):
            version = schema.version_of(conn)
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        conn.close()
    if version // 1000 > schema.CURRENT // 1000:
        raise errors.SchemaTooNewError(schema.too_new_message(path, version))
    if tables and not OURS <= tables:
        raise errors.ForeignStoreError(
            f"{path} is not a Mnemosyne store (it holds other tables: {', '.join(sorted(tables)[:5])}); "
            "it was left untouched. Move it out of the scopes folder")
    if not can_write and version < schema.CURRENT:
        raise errors.StoreReadOnlyError(
            f"{path} was written by an older Mnemosyne and must be upgraded, but it is read-only here; "
            "open it once where it can be written")
    return FileCheck(version, can_write)
