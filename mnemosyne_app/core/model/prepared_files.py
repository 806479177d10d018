"""Files made once into the cache and shared by every process: a model's prepared graph, its
tokenizer, its unpacked weights, the assembled extraction model.

The window, an agent's MCP server and the CLI often make their first write at the same moment.
When they all prepared into one shared ``.partial`` folder without a lock, 11 of 15 CLI writes
and 17 of 54 library writes failed on each other's half files ("No such file or directory:
…partial/folded-inferred.onnx", "File exists: ….partial"). Here one process prepares under a
file lock (``filelock``: flock on POSIX, LockFileEx on Windows, released by the kernel if the
holder dies) into a folder named for itself, then renames it into place, which is atomic; the
others wait on the lock and use the winner's result. The lock is only taken when the result is
missing, so a prepared cache costs one ``stat``.
"""

from __future__ import annotations

import logging
import os
import shutil
import threading
from pathlib import Path
from typing import Callable

from filelock import FileLock, Timeout

from mnemosyne_app.core.errors import MnemosyneError

log = logging.getLogger("mnemosyne.model")

# Long enough for the slowest preparation (assembling and hashing 250 MB on a slow disk).
WAIT_SECONDS = 900.0


class PreparationBusy(MnemosyneError, RuntimeError):
    """Another process held the preparation lock for longer than anyone should."""


def lock_for(target: Path) -> FileLock:
    target.parent.mkdir(parents=True, exist_ok=True)
    return FileLock(str(target) + ".lock", timeout=WAIT_SECONDS)


def prepare_folder(folder: Path, ready: str, build: Callable[[Path], None], what: str) -> Path:
    """``folder``, holding the file ``ready`` once prepared; ``build(tmp)`` fills a fresh private
    folder, which then becomes ``folder`` in one rename. Safe across threads and processes."""
    if (folder / ready).exists():
        return folder
    try:
        with lock_for(folder):
            if (folder / ready).exists():  # prepared by the process we waited for
                return folder
            _clear_leftovers(folder)
            tmp = folder.with_name(f"{folder.name}.{os.getpid()}-{threading.get_ident()}.partial")
            tmp.mkdir()
            try:
                build(tmp)
                if not (tmp / ready).exists():
                    raise RuntimeError(f"preparing {what} made no {ready}")
                shutil.rmtree(folder, ignore_errors=True)  # a copy without its file, from an older version
                os.replace(tmp, folder)
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
    except Timeout:
        raise PreparationBusy(f"another Mnemosyne process has been preparing {what} for more than "
                              f"{WAIT_SECONDS / 60:.0f} minutes; close it or try again later") from None
    log.info("%s prepared in %s", what, folder)
    return folder


def _clear_leftovers(folder: Path) -> None:
    """Private folders of preparations that died (a crash, a SIGKILL): under the lock no other
    preparation of this folder is running, so every one left is stale."""
    for stale in folder.parent.glob(f"{folder.name}.*.partial"):
        shutil.rmtree(stale, ignore_errors=True)
    shutil.rmtree(folder.with_name(folder.name + ".partial"), ignore_errors=True)  # the old shared name
