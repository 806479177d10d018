"""No core dumps once a passphrase is in memory.

A crash of a process that holds an unlocked vault would otherwise write its memory to disk in
clear: a 34 MB core held eight memory texts and the passphrase. So as soon as a store key exists
(crypto.StoreKey) the process sets its core-size limit to 0, soft and hard, and on Linux marks
itself not dumpable (``prctl(PR_SET_DUMPABLE, 0)``), which also covers a core pattern that pipes
to a crash collector and stops other processes of the same user from reading its memory through
/proc or ptrace. It stays so until the process exits: pages that held the key may still hold it
after the vault is locked. macOS has no prctl (the limit alone applies); Windows has neither.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys
import threading

log = logging.getLogger("mnemosyne.store")

PR_GET_DUMPABLE = 3
PR_SET_DUMPABLE = 4

_lock = threading.Lock()
_done = False


def disable() -> None:
    """Turn core dumps off for the rest of this process (idempotent, never raises)."""
    global _done
    with _lock:
        if _done:
            return
        _done = True
        try:
            import resource
        except ImportError:  # Windows
            return
        try:
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        except (ValueError, OSError) as exc:
            log.warning("could not turn core dumps off: %s", exc)
        if sys.platform.startswith("linux"):
            libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
            if libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0:
                log.warning("could not mark the process not dumpable (errno %d)", ctypes.get_errno())


def dumpable() -> bool | None:
    """Whether the kernel would dump this process (Linux), None where it cannot be asked."""
    if not sys.platform.startswith("linux"):
        return None
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
    return bool(libc.prctl(PR_GET_DUMPABLE, 0, 0, 0, 0))
