"""The one module that talks to the SQLite driver.

apsw rather than the stdlib ``sqlite3``: many Pythons (this project's CI included) build
``sqlite3`` without ``enable_load_extension``, and sqlite-vec is a loadable extension. apsw
also exposes a Python VFS, which the fault-injection tests use. The build is apsw-sqlite3mc:
the same apsw over SQLite3 Multiple Ciphers, so a store may be encrypted (crypto.py); a plain
file is read and written exactly as with plain SQLite.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import stat
import time
import urllib.parse
from pathlib import Path
from typing import Any, Iterator

import apsw
import sqlite_vec

from mnemosyne_app.core import errors
from mnemosyne_app.core.store import crypto

log = logging.getLogger("mnemosyne.store")

SYNCHRONOUS_MODES = ("OFF", "NORMAL", "FULL", "EXTRA")
DEFAULT_BUSY_TIMEOUT_MS = 5000
WAL_AUTOCHECKPOINT_PAGES = 1000  # SQLite's default
SIDE_SUFFIXES = ("-wal", "-shm", "-journal")


def owner_only(path: Path | str) -> None:
    """Make a database and its side files readable and writable by the owner only (0600).
    Called before WAL mode is set, because SQLite creates ``-wal`` and ``-shm`` with the mode of
    the database file; existing side files from an older version are tightened too. A file we
    cannot change (another owner, a read-only disk) is left as it is."""
    for name in (str(path), *(f"{path}{suffix}" for suffix in SIDE_SUFFIXES)):
        try:
            st = os.stat(name)
            if st.st_mode & 0o077 and st.st_uid == os.getuid():
                os.chmod(name, stat.S_IMODE(st.st_mode) & 0o600)
        except (OSError, AttributeError):  # AttributeError: no getuid on Windows
            pass


@contextlib.contextmanager
def friendly_errors(path: Path | str) -> Iterator[None]:
    """Turn the driver's environment errors into ones a person can act on."""
    try:
        yield
    except apsw.FullError as exc:
        raise errors.StoreFullError(f"the disk holding {path} is full: {exc}") from exc
    except (apsw.NotADBError, apsw.CorruptError) as exc:
        raise errors.StoreCorruptError(
            f"{path} is not a Mnemosyne database or is damaged ({exc}); it was left untouched"
        ) from exc
    except (apsw.BusyError, apsw.LockedError) as exc:
        raise errors.StoreBusyError(f"{path} is locked by another writer: {exc}") from exc
    except apsw.ReadOnlyError as exc:
        raise errors.StoreReadOnlyError(f"{path} is read-only: {exc}") from exc
    except apsw.CantOpenError as exc:
        raise errors.StoreEnvironmentError(f"cannot open {path}: {exc}") from exc
    except apsw.IOError as exc:
        raise errors.StoreEnvironmentError(f"I/O error on {path}: {exc}") from exc


@contextlib.contextmanager
def _keyed_errors(path: Path | str, key: crypto.StoreKey | None) -> Iterator[None]:
    """Under a key, "not a database" means the key does not fit (AEGIS authenticates page 1):
    say so, instead of calling the file damaged."""
    try:
        yield
    except errors.StoreCorruptError as exc:
        if not isinstance(exc.__cause__, apsw.NotADBError):
            raise
        if key is None:
            # A plain open of a file that `encrypt` has just swapped for its encrypted copy: the
            # file is not damaged. (With a key, "not a database" stays a wrong key: rekey and
            # the opener try one key, then the other, on exactly that error.)
            under_way = _conversion_under_way(Path(path))
            if under_way:
                raise errors.StoreBusyError(under_way) from None
            raise
        raise errors.WrongPassphraseError(f"wrong passphrase for {path}; nothing was changed") from None


def _conversion_under_way(db: Path) -> str | None:
    """Words for a scope file that ``mnemosyne encrypt``/``decrypt``/``rekey`` is converting (its
    ``.converting`` copy exists, or the data directory records the conversion as pending)."""
    op = None
    try:
        raw = json.loads((db.parent.parent / "encryption.json").read_text(encoding="utf-8"))
        op = (raw.get("pending") or {}).get("op") if isinstance(raw, dict) else None
    except (OSError, ValueError, AttributeError):
        pass
    if op is None and not db.with_name(db.name + ".converting").exists():
        return None
    op = op if op in ("encrypt", "decrypt", "rekey") else "encrypt"
    return (f"{db} is being converted by `mnemosyne {op}` (or its run was interrupted): wait until it has "
            f"finished, or run `mnemosyne {op}` again to finish it; nothing was changed")


def _busy_waiter(timeout_ms: int):
    """A busy handler that retries every 50-500 µs up to ``timeout_ms``.

    SQLite's built-in busy_timeout sleeps 1, 2, 5, 10… ms between tries; the queue worker's
    transactions last a fraction of a millisecond, so those sleeps would be most of an
    enqueue's latency. Sleeping in Python releases the GIL for the worker."""
    def waiter(prior_calls: int) -> bool:
        if prior_calls == 0:
            waiter.started = time.monotonic()
        if (time.monotonic() - waiter.started) * 1000 >= timeout_ms:
            return False
        time.sleep(min(0.0005, 0.00005 * (prior_calls + 1)))
        return True

    waiter.started = 0.0
    waiter.timeout_ms = timeout_ms
    return waiter


def open_connection(
    path: Path | str,
    *,
    synchronous: str = "NORMAL",
    busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
    vfs: str | None = None,
    create: bool = True,
    key: crypto.StoreKey | None = None,
    uri_targets: bool = False,
) -> apsw.Connection:
    """Open ``path`` in WAL mode with sqlite-vec loaded (``create=False``: only if it exists),
    decrypted with ``key`` (None: a plain file). ``uri_targets``: VACUUM INTO may name a
    ``file:`` URI (the conversion writes the new file through one)."""
    synchronous = synchronous.upper()
    if synchronous not in SYNCHRONOUS_MODES:
        raise ValueError(f"synchronous must be one of {', '.join(SYNCHRONOUS_MODES)}, got {synchronous!r}")
    flags = apsw.SQLITE_OPEN_READWRITE | (apsw.SQLITE_OPEN_CREATE if create else 0)
    flags |= apsw.SQLITE_OPEN_URI if uri_targets else 0
    name = str(Path(path).absolute()) if uri_targets else str(path)  # never read as a URI itself
    with _keyed_errors(path, key), friendly_errors(path):
        conn = apsw.Connection(name, flags=flags, vfs=vfs) if vfs else apsw.Connection(name, flags=flags)
        try:
            if key is not None:
                crypto.apply(conn, key)
            owner_only(path)
            conn.set_busy_handler(_busy_waiter(busy_timeout_ms))
            conn.enable_load_extension(True)
            conn.load_extension(sqlite_vec.loadable_path())
            conn.enable_load_extension(False)
            # journal_mode reads the header, so a garbage file fails here, before any write.
            mode = conn.execute("PRAGMA journal_mode=WAL").fetchall()[0][0]
            if str(mode).lower() != "wal":
                raise errors.StoreEnvironmentError(f"{path}: WAL mode is not available (got {mode})")
            conn.execute(f"PRAGMA synchronous={synchronous}")
            conn.execute("PRAGMA foreign_keys=ON")
        except BaseException:
            with contextlib.suppress(Exception):  # keep the original error, not the close's
                conn.close()
            raise
    return conn


def open_read_only(path: Path | str, *, immutable: bool = False, key: crypto.StoreKey | None = None) -> apsw.Connection:
    """Open ``path`` for reading only, changing nothing in it or beside it (no WAL switch, no
    mode change). ``immutable``: for a file on a medium nobody writes (a read-only folder, where
    SQLite could not create the shared-memory file readers otherwise need)."""
    uri = "file:" + urllib.parse.quote(str(Path(path).resolve())) + "?mode=ro" + ("&immutable=1" if immutable else "")
    with _keyed_errors(path, key), friendly_errors(path):
        conn = apsw.Connection(uri, flags=apsw.SQLITE_OPEN_READONLY | apsw.SQLITE_OPEN_URI)
        try:
            if key is not None:
                crypto.apply(conn, key)
            conn.set_busy_handler(_busy_waiter(DEFAULT_BUSY_TIMEOUT_MS))
            conn.enable_load_extension(True)
            conn.load_extension(sqlite_vec.loadable_path())
            conn.enable_load_extension(False)
            conn.execute("PRAGMA user_version").fetchall()  # a file that is no database fails here
        except BaseException:
            with contextlib.suppress(Exception):
                conn.close()
            raise
    return conn


@contextlib.contextmanager
def write_transaction(conn: apsw.Connection, path: Path | str = "") -> Iterator[apsw.Connection]:
    """BEGIN IMMEDIATE ... COMMIT: take the write lock up front so two writers never deadlock
    upgrading a read lock, and roll back everything on any exception."""
    with friendly_errors(path):
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            if not conn.getautocommit():
                conn.execute("ROLLBACK")
            raise
        else:
            conn.execute("COMMIT")


@contextlib.contextmanager
def savepoint(conn: apsw.Connection, name: str = "item") -> Iterator[None]:
    """A nested unit inside a transaction: its failure undoes only itself."""
    conn.execute(f"SAVEPOINT {name}")
    try:
        yield
    except BaseException:
        conn.execute(f"ROLLBACK TO {name}")
        conn.execute(f"RELEASE {name}")
        raise
    else:
        conn.execute(f"RELEASE {name}")


def rows(conn: apsw.Connection, sql: str, params: Any = ()) -> list[dict]:
    cur = conn.execute(sql, params)
    try:
        names = [d[0] for d in cur.get_description()]
    except apsw.ExecutionCompleteError:  # a query with no rows finishes before we can look
        return []
    return [dict(zip(names, r)) for r in cur]


def one(conn: apsw.Connection, sql: str, params: Any = ()) -> dict | None:
    found = rows(conn, sql, params)
    return found[0] if found else None


def scalar(conn: apsw.Connection, sql: str, params: Any = ()) -> Any:
    for row in conn.execute(sql, params):
        return row[0]
    return None
