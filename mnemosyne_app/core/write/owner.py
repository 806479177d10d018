"""Who runs a journaled event: each process's queue owns the events it journaled (SPEC §11).

Several processes open one scope (the window, an agent's MCP server, the CLI, ``serve``). An
event is run by its owner only; another process takes it over only once the owner is gone,
so a live owner's events are never run twice and ``model_calls <= writes`` holds across them.

An owner id names its process (host, pid and the process's start time, so a reused pid is not
mistaken for the owner) plus a random part for each queue. Liveness is read from the operating
system, so there is no heartbeat to keep and a killed process is "gone" at once.
"""

from __future__ import annotations

import os
import socket
import threading
import uuid

_HOST = socket.gethostname()
_live_here: set[str] = set()  # owners of this process whose queue is open
_lock = threading.Lock()


def _start_ticks(pid: int) -> str:
    """The process's start time in clock ticks since boot (Linux); "" where /proc has none."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            return f.read().rsplit(b")", 1)[1].split()[19].decode()
    except (OSError, IndexError):
        return ""


def new_owner() -> str:
    owner = f"{_HOST}|{os.getpid()}|{_start_ticks(os.getpid())}|{uuid.uuid4().hex[:12]}"
    with _lock:
        _live_here.add(owner)
    return owner


def retire(owner: str) -> None:
    """This queue stopped: its unfinished events are anyone's now."""
    with _lock:
        _live_here.discard(owner)


def is_alive(owner: str | None) -> bool:
    if not owner:
        return False
    try:
        host, pid_s, ticks, _ = owner.split("|")
        pid = int(pid_s)
    except ValueError:
        return False  # not an id we wrote: nobody will run it
    if host != _HOST:
        return False  # a store copied from another machine: that process cannot reach this file
    if pid == os.getpid():
        with _lock:
            return owner in _live_here
    if os.name == "nt":  # os.kill(pid, 0) sends CTRL_C there: assume alive rather than interrupt it
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # another user's process: it exists
    except OSError:
        return False
    return not ticks or _start_ticks(pid) in ("", ticks)
