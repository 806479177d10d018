"""Encrypting, decrypting and re-keying every scope of a data directory (live and removed),
crash-safe.

Each file is rewritten whole, never in place: under an exclusive lock (which also proves no
other process has it open) the old file is copied by ``VACUUM INTO`` to ``<name>.converting``
under the new key, the copy is synced and checked (SQLite's integrity check, the same row count
in every table), and only then renamed over the old file. A rename is atomic, so a kill at any
moment leaves each scope as the old file under the old key or the new file under the new key,
never a mix; a leftover ``.converting`` is only ever a copy and is thrown away. The data
directory's ``encryption.json`` records the conversion as pending before the first file and
clears it after the last, so the next run knows what is left and finishes it.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from pathlib import Path

from mnemosyne_app.core import errors
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.core.store import crypto_dir, driver
from mnemosyne_app.core.store.crypto import Cipher, StoreKey, default_cipher, is_encrypted, target_uri
from mnemosyne_app.core.store.crypto_dir import DirState

log = logging.getLogger("mnemosyne.store")

SUFFIX = ".converting"
LOCK_WAIT_MS = 2000


@dataclass
class ConversionReport:
    converted: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)

    def summary(self, verb: str) -> str:
        n, already = len(self.converted), len(self.unchanged)
        return (f"{verb} {n} scope file{'' if n == 1 else 's'} "
                f"({already} {'was' if already == 1 else 'were'} already)")


def _label(root: Path, db: Path) -> str:
    return str(db.relative_to(root)) if root in db.parents else str(db)


def _discard(tmp: Path) -> None:
    for p in (tmp, tmp.with_name(tmp.name + "-journal"), tmp.with_name(tmp.name + "-wal")):
        p.unlink(missing_ok=True)


def _fsync(path: Path, directory: bool = False) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError:
        if not directory:  # some file systems cannot sync a folder; a file must be synced
            raise
    finally:
        os.close(fd)


def _row_counts(conn) -> dict[str, int]:
    tables = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'")]
    return {t: driver.scalar(conn, f'SELECT count(*) FROM "{t}"') for t in tables}


def convert_file(db: Path, old: StoreKey | None, new: StoreKey | None) -> None:
    """Rewrite ``db`` from ``old`` to ``new`` (None: plain), as the module docstring says."""
    tmp = db.with_name(db.name + SUFFIX)
    _discard(tmp)
    src = driver.open_connection(db, key=old, create=False, uri_targets=True, busy_timeout_ms=LOCK_WAIT_MS)
    try:
        with driver.friendly_errors(db):
            # Leaving WAL mode needs the only connection, and folds the WAL into the file; the
            # exclusive lock then keeps every other process out until the new file is in place.
            mode = src.execute("PRAGMA journal_mode=DELETE").fetchall()[0][0]
            src.execute("PRAGMA locking_mode=EXCLUSIVE").fetchall()
            src.execute("BEGIN EXCLUSIVE")
            src.execute("COMMIT")
            if str(mode).lower() != "delete":
                raise errors.StoreBusyError(f"{db} is open in another program")
            counts = _row_counts(src)
            src.execute("VACUUM INTO ?", (target_uri(tmp, new),))
        _fsync(tmp)
        copy = driver.open_read_only(tmp, key=new)
        try:
            with driver.friendly_errors(tmp):
                ok = copy.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
                same = _row_counts(copy) == counts
        finally:
            copy.close()
        if not (ok and same):
            raise errors.StoreCorruptError(f"the converted copy of {db} did not check out; {db} was left as it was")
        os.replace(tmp, db)
        _fsync(db.parent, directory=True)
    except errors.StoreBusyError:
        _discard(tmp)
        raise errors.StoreBusyError(
            f"{db} is open in another program (the window, `mnemosyne serve` or `mnemosyne mcp`): close it "
            "and run this again; nothing was changed") from None
    except BaseException:
        _discard(tmp)
        raise
    finally:
        src.close()


def _opens_with(db: Path, key: StoreKey) -> bool:
    # Opened as the app opens it, not read-only: a kill during the WAL -> DELETE switch leaves a
    # -wal file that only a writable connection recovers (read-only: "attempt to write a readonly
    # database"), and the rerun must get past it. A wrong key fails on page 1, before any write.
    try:
        driver.open_connection(db, key=key, create=False, busy_timeout_ms=LOCK_WAIT_MS).close()
        return True
    except errors.WrongPassphraseError:
        return False


def _run(root: Path, files: list[Path], plan, progress: Progress | None) -> ConversionReport:
    """``plan(db)`` returns (old key, new key), or None when ``db`` is already as it should be."""
    report = ConversionReport()
    if progress is not None:
        progress.update(0, len(files))
    for n, db in enumerate(files, 1):
        label = _label(root, db)
        keys = plan(db)
        if keys is None:
            report.unchanged.append(label)
        else:
            try:
                convert_file(db, *keys)
            except errors.WrongPassphraseError:
                raise errors.WrongPassphraseError(
                    f"wrong passphrase for {label}: it opens with neither passphrase given; it was left as it "
                    "was, and the rest waits for the next run") from None
            report.converted.append(label)
            log.info("converted scope file %s", label)
        if progress is not None:
            progress.update(n, len(files), label)
    return report


def _check_old(state: DirState, passphrase: str, root: Path) -> None:
    if not crypto_dir.verifies(state.verifier, passphrase):
        raise errors.WrongPassphraseError(f"wrong passphrase for the data directory {root}; nothing was changed")


def encrypt(root: Path, passphrase: str, progress: Progress | None = None) -> ConversionReport:
    """Encrypt every plain scope file under ``passphrase``; finishes an interrupted run."""
    state = crypto_dir.read(root)
    if state is None:
        state = DirState(default_cipher(), crypto_dir.make_verifier(passphrase))
    else:
        _check_old(state, passphrase, root)
        if state.rekey_cipher is not None:
            raise errors.PassphraseError("a change of passphrase was interrupted: run `mnemosyne rekey` to finish it first")
    crypto_dir.write(root, DirState(state.cipher, state.verifier, {"op": "encrypt"}))
    key = StoreKey(passphrase, state.cipher)
    report = _run(root, crypto_dir.scope_files(root), lambda db: None if is_encrypted(db) else (None, key), progress)
    crypto_dir.write(root, DirState(state.cipher, state.verifier))
    return report


def decrypt(root: Path, passphrase: str, progress: Progress | None = None) -> ConversionReport:
    """Turn every encrypted scope file back into a plain one; finishes an interrupted run."""
    state = crypto_dir.read(root)
    if state is None:
        return ConversionReport(unchanged=[_label(root, db) for db in crypto_dir.scope_files(root)])
    _check_old(state, passphrase, root)
    if state.rekey_cipher is not None:
        raise errors.PassphraseError("a change of passphrase was interrupted: run `mnemosyne rekey` to finish it first")
    crypto_dir.write(root, DirState(state.cipher, state.verifier, {"op": "decrypt"}))
    key = StoreKey(passphrase, state.cipher)
    report = _run(root, crypto_dir.scope_files(root), lambda db: (key, None) if is_encrypted(db) else None, progress)
    crypto_dir.write(root, None)
    return report


def rekey(root: Path, old: str, new: str, progress: Progress | None = None) -> ConversionReport:
    """Re-encrypt every scope file from passphrase ``old`` to ``new`` (with today's KDF settings);
    finishes an interrupted run, which must be given the same two passphrases."""
    state = crypto_dir.read(root)
    if state is None:
        raise errors.PassphraseError(f"the data directory {root} is not encrypted: run `mnemosyne encrypt` first")
    if state.pending is None and crypto_dir.verifies(state.verifier, new):
        return ConversionReport(unchanged=[_label(root, db) for db in crypto_dir.scope_files(root)])  # done already
    _check_old(state, old, root)
    if state.rekey_cipher is not None:
        if not crypto_dir.verifies(state.pending["verifier"], new):
            raise errors.WrongPassphraseError(
                "an interrupted change of passphrase was to another new passphrase: give that one to finish it")
        pending = state.pending
    else:
        pending = {"op": "rekey", "verifier": crypto_dir.make_verifier(new), "cipher": default_cipher().as_dict()}
        crypto_dir.write(root, DirState(state.cipher, state.verifier, pending))
    old_key, new_key = StoreKey(old, state.cipher), StoreKey(new, Cipher.from_dict(pending["cipher"]))

    def plan(db: Path):
        if not is_encrypted(db):
            return None, new_key  # a stray plain file: encrypted too
        return None if _opens_with(db, new_key) else (old_key, new_key)

    report = _run(root, crypto_dir.scope_files(root), plan, progress)
    crypto_dir.write(root, DirState(new_key.cipher, pending["verifier"]))
    return report


def status(root: Path) -> dict:
    """What a person (or the window) needs to know, without a passphrase."""
    state = crypto_dir.read(root)
    files = crypto_dir.scope_files(root)
    return {"encrypted": state is not None, "pending": (state.pending or {}).get("op") if state else None,
            "cipher": state.cipher.as_dict() if state else None,
            "encrypted_files": sum(1 for f in files if is_encrypted(f)), "files": len(files)}
