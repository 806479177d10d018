"""The data directory as a whole, the one home of work on it (not on one scope's memories):
list, rename, remove and restore scopes; encrypt, decrypt and rekey every scope; the lock state.

The faces (CLI, window, drills) call these; a scope's own memories go through ``MemoryBrain``.
Each name here forwards to the store module that does the work at call time, so the work stays
where it is tested (core/store/scopes.py, crypto_dir.py, crypto_convert.py; a scope's file moves
with its anchor records: core/integrity/moved.py).
"""

from __future__ import annotations

import os
from pathlib import Path

from mnemosyne_app import paths
from mnemosyne_app.core import validate
from mnemosyne_app.core.integrity import moved
from mnemosyne_app.core.progress import Progress
from mnemosyne_app.core.store import crypto, crypto_convert, crypto_dir, scopes, touched
from mnemosyne_app.core.store.crypto_convert import ConversionReport
from mnemosyne_app.core.store.crypto_dir import DirState

__all__ = ["ConversionReport", "DirState", "names", "removed", "scope_exists", "rename", "remove", "restore",
           "lock_state", "is_encrypted", "start_encrypted", "encrypt", "decrypt", "rekey"]


# -- scopes ---------------------------------------------------------------------------------------
def names(data_dir: str | os.PathLike | None = None) -> list[str]:
    """The scopes stored in the data directory, by name."""
    return scopes.names(data_dir)


def removed(data_dir: str | os.PathLike | None = None) -> list[Path]:
    """The folders removed scopes were moved into (each can be restored)."""
    return scopes.removed(data_dir)


def scope_exists(data_dir: str | os.PathLike | None, scope: str) -> bool:
    """Whether ``scope`` (checked as a name first: a bad one is a ValueError in words) has a file."""
    return scopes.db_path(paths.data_dir(data_dir), validate.scope_name(scope)).is_file()


def rename(data_dir: str | os.PathLike | None, scope: str, new_name: str) -> str:
    new = moved.rename(data_dir, scope, new_name)
    touched.scope(scope)
    touched.scope(new)
    return new


def remove(data_dir: str | os.PathLike | None, scope: str) -> Path:
    """Move ``scope`` aside into a folder it can be restored from (never deleted)."""
    folder = moved.remove(data_dir, scope)
    touched.scope(scope)
    return folder


def restore(data_dir: str | os.PathLike | None, folder: str | os.PathLike) -> str:
    name = moved.restore(data_dir, folder)
    touched.scope(name)
    return name


# -- the lock -------------------------------------------------------------------------------------
def lock_state(root: str | os.PathLike) -> DirState | None:
    """How the data directory is encrypted (None: a plain one); a damaged marker says so in words."""
    return crypto_dir.read(Path(root))


def is_encrypted(root: str | os.PathLike) -> bool:
    return lock_state(root) is not None


def start_encrypted(root: str | os.PathLike, passphrase: str) -> None:
    """Mark a new, still empty data directory encrypted with ``passphrase``: its scopes are created
    encrypted from the first write (nothing to convert)."""
    crypto_dir.write(Path(root), DirState(crypto.default_cipher(), crypto_dir.make_verifier(passphrase)))


def encrypt(root: str | os.PathLike, passphrase: str, progress: Progress | None = None) -> ConversionReport:
    return _converted(root, crypto_convert.encrypt(Path(root), passphrase, progress))


def decrypt(root: str | os.PathLike, passphrase: str, progress: Progress | None = None) -> ConversionReport:
    return _converted(root, crypto_convert.decrypt(Path(root), passphrase, progress))


def rekey(root: str | os.PathLike, old: str, new: str, progress: Progress | None = None) -> ConversionReport:
    return _converted(root, crypto_convert.rekey(Path(root), old, new, progress))


def _converted(root, report: ConversionReport) -> ConversionReport:
    """Every scope's file was rewritten: each is noted as changed as a whole."""
    for name in scopes.names(root):
        touched.scope(name)
    return report
