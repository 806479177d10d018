"""A scope's file moves (renamed, removed aside, restored) with its seen anchor records.

The records (anchor.py, witness.py) are kept by the scope's name in the data directory. Left
behind by a move, they judged whatever file came to that name next: a scope renamed and then a
removed one of its old name restored looked rolled back, and its sync stopped (found by the
random sync test, seed 39 at 30 steps). So they go where the file goes: to the new name, into
the removed scope's folder, and back from it.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from mnemosyne_app import paths
from mnemosyne_app.core.integrity import anchor
from mnemosyne_app.core.store import scopes


def rename(data_dir, scope: str, new_name: str) -> str:
    root = paths.data_dir(data_dir)
    new = scopes.rename(root, scope, new_name)
    anchor.carry(root, scope, new)
    return new


def remove(data_dir, scope: str) -> Path:
    root = paths.data_dir(data_dir)
    folder = scopes.remove(root, scope)
    anchor.set_aside(root, scope, folder)
    return folder


def restore(data_dir, folder: str | os.PathLike, as_name: str | None = None) -> str:
    root = paths.data_dir(data_dir)
    folder = Path(folder) if Path(folder).is_absolute() else scopes.removed_dir(root) / folder
    name = scopes.restore(root, folder, as_name)
    anchor.put_back(root, folder, name)
    with contextlib.suppress(OSError):  # emptied: gone, as scopes.restore leaves an empty folder
        folder.rmdir()
    return name
