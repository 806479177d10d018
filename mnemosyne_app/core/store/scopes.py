"""Scopes as files: list them, rename one, remove one (into a folder it can be restored from),
restore it.

Removing never deletes: the scope's database is first checkpointed, so the one ``.db`` file
holds everything, and then moved to ``<data dir>/removed/<scope>-<time>/``. A process that still
had it open keeps writing to the moved file (the same inode), so even that is not lost.
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path

from mnemosyne_app import paths
from mnemosyne_app.core import errors, validate
from mnemosyne_app.core.store import crypto, driver

log = logging.getLogger("mnemosyne.scopes")

SIDE_FILES = ("-wal", "-shm", "-renamed")
# ``<scope>.db-renamed``: when the scope was last renamed here (wall time, JSON), read by its next
# sync, which stamps the rename with it (issue 32: concurrent renames, the later one wins). A
# file beside the database, not a row in it: an encrypted scope is renamed without its key.
RENAMED = "-renamed"


def removed_dir(root: Path) -> Path:
    return root / "removed"


def db_path(root: Path, scope: str) -> Path:
    """The database file of ``scope`` (a validated name) under the data directory ``root``."""
    path = paths.scopes_dir(root) / f"{scope}.db"
    # Belt and braces: a validated name can't escape, but check the resolved path too.
    if paths.scopes_dir(root).resolve() not in path.resolve().parents:
        raise ValueError(f"scope {scope!r} resolves outside the data directory")
    return path


def names(path: str | os.PathLike | None = None) -> list[str]:
    folder = paths.scopes_dir(paths.data_dir(path))
    return sorted(p.stem for p in folder.glob("*.db")) if folder.is_dir() else []


def _existing(root: Path, scope: str) -> Path:
    db = paths.scopes_dir(root) / f"{validate.scope_name(scope)}.db"
    if not db.is_file():
        raise ValueError(f"there is no scope {scope!r} in {paths.scopes_dir(root)}")
    if crypto.is_encrypted(db):
        return db  # no key here to checkpoint with: moved WAL and all, which loses nothing either
    try:  # fold the WAL in, so that the .db file alone is the whole scope
        conn = driver.open_connection(db)
        try:
            with driver.friendly_errors(db):
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            conn.close()
    except errors.MnemosyneError as exc:
        # A damaged or busy file is moved as it is, WAL and all: nothing is lost either way,
        # and a damaged scope is exactly the one a person wants out of the list.
        log.warning("moving %s without a checkpoint: %s", db, exc)
    return db


def _move(db: Path, target: Path) -> None:
    """Move a scope's database and its WAL/shared-memory files (same file system: renames)."""
    os.replace(db, target)
    for suffix in SIDE_FILES:
        side = db.with_name(db.name + suffix)
        if side.exists():
            os.replace(side, target.with_name(target.name + suffix))


def rename(path: str | os.PathLike | None, scope: str, new_name: str) -> str:
    """Give ``scope`` another name (refused if that name is taken); returns the new name. Close
    it first: a connection still open would keep writing to the renamed file."""
    root = paths.data_dir(path)
    new_name = validate.scope_name(new_name)
    target = paths.scopes_dir(root) / f"{new_name}.db"
    if target.exists():
        raise ValueError(f"a scope named {new_name!r} exists already")
    _move(_existing(root, scope), target)
    _note_renamed(target, scope)
    return new_name


def _note_renamed(db: Path, old: str) -> None:
    side = db.with_name(db.name + RENAMED)
    side.write_text(json.dumps({"from": old, "at": time.time()}), encoding="utf-8")


def renamed_at(db: str | os.PathLike) -> float | None:
    """When the scope file ``db`` was last renamed here (None: not since its sync took the name)."""
    side = Path(db).with_name(Path(db).name + RENAMED)
    try:
        return float(json.loads(side.read_text(encoding="utf-8"))["at"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def forget_renamed(db: str | os.PathLike) -> None:
    """The rename was told to the sync server (or lost to a later one): its note goes."""
    Path(db).with_name(Path(db).name + RENAMED).unlink(missing_ok=True)


def remove(path: str | os.PathLike | None, scope: str) -> Path:
    """Move ``scope`` out of the scopes folder; returns the folder it went to."""
    root = paths.data_dir(path)
    db = _existing(root, scope)
    target = removed_dir(root) / f"{scope}-{time.strftime('%Y%m%d-%H%M%S')}"
    n = 1
    while target.exists():
        n += 1
        target = target.with_name(f"{scope}-{time.strftime('%Y%m%d-%H%M%S')}-{n}")
    target.mkdir(parents=True)
    _move(db, target / db.name)
    return target


def removed(path: str | os.PathLike | None = None) -> list[Path]:
    """Folders of removed scopes, oldest first."""
    folder = removed_dir(paths.data_dir(path))
    return sorted((p for p in folder.iterdir() if p.is_dir() and any(p.glob("*.db"))),
                  key=lambda p: p.stat().st_mtime) if folder.is_dir() else []


def restore(path: str | os.PathLike | None, folder: str | os.PathLike, as_name: str | None = None) -> str:
    """Put a removed scope back under its name (or ``as_name``: the name it has on the sync
    server now, when a scope of its old name was made here meanwhile); returns the name. Refused
    if a scope of that name exists again (open it under another name by moving the file yourself)."""
    root = paths.data_dir(path)
    folder = Path(folder)
    if not folder.is_absolute():
        folder = removed_dir(root) / folder
    found = sorted(folder.glob("*.db")) if folder.is_dir() else []
    if len(found) != 1:
        raise ValueError(f"{folder} is not a removed scope (it should hold one .db file)")
    db = found[0]
    scope = validate.scope_name(as_name or db.stem)
    target = paths.scopes_dir(root) / f"{scope}.db"
    if target.exists():
        raise ValueError(f"a scope named {scope!r} exists again; remove or rename it before restoring this one")
    target.parent.mkdir(parents=True, exist_ok=True)
    _move(db, target)
    if not any(folder.iterdir()):
        folder.rmdir()
    return scope
