"""One scope's database file as this process uses it: the connection (opened on first use and
migrated), the lock that serialises this process's calls on it, and write transactions."""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path
from typing import Callable, Iterator

import apsw

from mnemosyne_app import paths
from mnemosyne_app.core import errors
from mnemosyne_app.core.store import crypto_dir, driver, file_check, schema


class ScopeStore:
    def __init__(self, db_path: Path, scope: str, *, synchronous: str = "NORMAL", vfs: str | None = None,
                 passphrase: str | None = None, opener: Callable[[], object] | None = None) -> None:
        self.path, self.scope = db_path, scope
        self.synchronous = synchronous.upper()
        if self.synchronous not in driver.SYNCHRONOUS_MODES:
            raise ValueError(f"synchronous must be one of {driver.SYNCHRONOUS_MODES}")
        self.vfs = vfs
        self.lock = threading.RLock()
        self._conn: apsw.Connection | None = None
        self._closed = False  # after close(), only an explicit open() opens the file again
        self._identity: tuple[int, int] | None = None  # (device, inode) of the file opened
        self.read_only = False
        self._passphrase = passphrase  # kept in memory only: the worker's connection needs it too
        # How a first use opens the file: the owner's whole opening (migrations, its on-open work,
        # resuming what a crash left), not a bare open.
        self.opener = opener
        self._key = None

    @property
    def encrypted(self) -> bool:
        """Whether the data directory holding this scope is encrypted (store/crypto_dir.py)."""
        return crypto_dir.read(self.path.parent.parent) is not None

    def open(self, on_open: Callable[[apsw.Connection], None] | None = None) -> bool:
        """Open, migrate, then run ``on_open`` in one write transaction. Returns False if it was
        open already. On any failure the connection is closed again. A file that must not be
        written (a newer release's, another program's) is refused untouched; one this process
        cannot write is opened read-only (``read_only``), so reading, verifying and exporting work."""
        with self.lock:
            if self._conn is not None:
                return False
            with self._naming_scope():
                key = crypto_dir.key_for(self.path.parent.parent, self.path, self.scope, self._passphrase)
                found = file_check.check(self.path, key) if self.vfs is None else None
                if found is not None and not found.writable:
                    conn = driver.open_read_only(self.path, immutable=True, key=key)
                    self._conn, self._closed, self.read_only, self._key = conn, False, True, key
                    self._identity = self._file_identity()
                    return True
                paths.private_dir(self.path.parent, root=self.path.parent.parent, mark="scopes")  # owner only: 0700
                conn = driver.open_connection(self.path, synchronous=self.synchronous, vfs=self.vfs, key=key)
            try:
                with driver.friendly_errors(self.path):
                    schema.migrate(conn, str(self.path))
                    if on_open is not None:
                        with driver.write_transaction(conn, self.path):
                            on_open(conn)
            except BaseException:
                with contextlib.suppress(Exception):  # keep the original error, not the close's
                    conn.close()
                raise
            self._conn, self._closed, self._key = conn, False, key
            self._identity = self._file_identity()
            return True

    @contextlib.contextmanager
    def _naming_scope(self) -> Iterator[None]:
        """The driver knows a path; a person knows the scope's name."""
        try:
            yield
        except errors.WrongPassphraseError:
            state = crypto_dir.read(self.path.parent.parent)
            hint = ("; a change of passphrase was interrupted, so it may still have the other one: run "
                    "`mnemosyne rekey` again to finish" if state is not None and state.rekey_cipher else "")
            raise errors.WrongPassphraseError(f"wrong passphrase for scope {self.scope}{hint}") from None

    def _file_identity(self) -> tuple[int, int] | None:
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return None
        return st.st_dev, st.st_ino

    def check_writable(self) -> None:
        """Raise, in words, when this store must not be written from here."""
        if self.read_only:
            raise errors.StoreReadOnlyError(
                f"scope {self.scope!r} is read-only here ({self.path.parent} cannot be written): reading, "
                "searching, verifying and exporting work, changes do not")
        self.check_in_place()

    def check_in_place(self) -> None:
        """Refuse to write once the file opened is no longer at its path: another process moved or
        removed the scope, and what this process wrote would land where nobody looks for it."""
        if self._identity is not None and self._file_identity() != self._identity:
            raise errors.ScopeMovedError(
                f"scope {self.scope!r} was moved, renamed or removed by another program since it was "
                "opened here; nothing was written. Open it again under its current name")

    def connect(self) -> apsw.Connection:
        """A new connection of its own (the queue worker's), to the file this store opened: never
        creating one, never another file that took its name."""
        self.check_writable()
        conn = driver.open_connection(self.path, synchronous=self.synchronous, vfs=self.vfs, create=False, key=self._key)
        try:
            self.check_in_place()
        except errors.ScopeMovedError:
            conn.close()
            raise
        return conn

    @property
    def is_open(self) -> bool:
        return self._conn is not None

    @property
    def conn(self) -> apsw.Connection:
        if self._conn is None:
            if self._closed:  # e.g. a background task of a window that has moved on: its file may be gone
                raise errors.ScopeClosedError(f"scope {self.scope!r} is closed")
            (self.opener or self.open)()
        return self._conn

    @contextlib.contextmanager
    def reading(self) -> Iterator[apsw.Connection]:
        """The connection, for reads that must not interleave with this process's writes."""
        with self.lock:
            yield self.conn

    @contextlib.contextmanager
    def txn(self) -> Iterator[apsw.Connection]:
        """One write transaction (BEGIN IMMEDIATE … COMMIT, rolled back on any error)."""
        with self.lock:
            conn = self.conn  # a closed store says so first
            self.check_writable()
            with driver.write_transaction(conn, self.path):
                yield conn

    @contextlib.contextmanager
    def snapshot(self) -> Iterator[apsw.Connection]:
        """One consistent read snapshot for a long walk (verify), however others write meanwhile."""
        with self.lock:
            conn = self.conn
            with driver.friendly_errors(self.path):
                conn.execute("BEGIN")
                try:
                    yield conn
                finally:
                    conn.execute("COMMIT")

    def close(self) -> None:
        with self.lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            self._closed = True

    def file_bytes(self) -> int:
        """Bytes on disk of the database with its WAL and shared-memory files (stat calls only:
        cheap enough for the GUI thread)."""
        return sum(p.stat().st_size for p in self.path.parent.glob(self.path.name + "*") if p.exists())

    def sqlite_integrity_ok(self) -> bool:
        """SQLite's own check of the file (pages, indexes), beside the ledger's."""
        with self.reading() as conn:
            return conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
