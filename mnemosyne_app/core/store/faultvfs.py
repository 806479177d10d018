"""VFS shims for proving the store's promises under failure (used by tests and benchmarks).

``FaultVFS`` raises I/O errors or disk-full on chosen writes or syncs. ``PowerLossVFS`` simulates
a power cut in the style of SQLite's own crash-test VFS: every write reaches the file at once (as
the OS page cache would take it) but is remembered until the file is synced; at the chosen sync
the "power fails": each unsynced write is either dropped (old bytes restored) or garbled (random
bytes), files grow back to their synced length, and the connection is dead from then on.
"""

from __future__ import annotations

import random
import threading

import apsw


def _filename(name) -> str:
    return name.filename() if hasattr(name, "filename") else (name or "")


class FaultVFS(apsw.VFS):
    """Fail the next ``count`` xWrite or xSync calls with ``error`` (apsw.FullError, apsw.IOError…)."""

    def __init__(self, name: str = "mnemosyne-fault") -> None:
        self.vfs_name = name
        self.lock = threading.Lock()
        self.armed: dict[str, tuple[type[Exception], int, int, str]] = {}  # op -> (error, skip, count, file suffix)
        self.injected = 0
        super().__init__(name, "")

    def arm(self, op: str, error: type[Exception], count: int = 1, after: int = 0, only: str = "") -> None:
        """Fail ``count`` ``op`` calls ("write" or "sync") after letting ``after`` of them pass,
        counting only files whose name ends with ``only`` (e.g. "-wal": commits, not checkpoints)."""
        with self.lock:
            self.armed[op] = (error, after, count, only)

    def disarm(self) -> None:
        with self.lock:
            self.armed.clear()

    def check(self, op: str, where: str) -> None:
        with self.lock:
            if op not in self.armed:
                return
            error, skip, count, only = self.armed[op]
            if not where.endswith(only):
                return
            if skip > 0:
                self.armed[op] = (error, skip - 1, count, only)
                return
            if count <= 1:
                del self.armed[op]
            else:
                self.armed[op] = (error, 0, count - 1, only)
            self.injected += 1
        raise error(f"injected {error.__name__} on {op} of {where}")

    def xOpen(self, name, flags):
        return _FaultFile(self, name, flags)


class _FaultFile(apsw.VFSFile):
    def __init__(self, vfs: FaultVFS, name, flags) -> None:
        self.vfs, self.where = vfs, _filename(name).rsplit("/", 1)[-1]
        super().__init__("", name, flags)

    def xWrite(self, data, offset):
        self.vfs.check("write", self.where)
        return super().xWrite(data, offset)

    def xSync(self, flags):
        self.vfs.check("sync", self.where)
        return super().xSync(flags)


class PowerLost(apsw.IOError):
    pass


class PowerLossVFS(apsw.VFS):
    """Cut the power at sync number ``crash_at`` (1-based, counted over all files)."""

    def __init__(self, name: str, crash_at: int, seed: int, garble_share: float = 0.5) -> None:
        self.vfs_name = name
        self.crash_at, self.rng, self.garble_share = crash_at, random.Random(seed), garble_share
        self.syncs = 0
        self.dead = False
        self.files: list[_PowerFile] = []
        self.dropped = self.garbled = 0
        super().__init__(name, "")

    def xOpen(self, name, flags):
        f = _PowerFile(self, name, flags)
        self.files.append(f)
        return f

    def on_sync(self, file: "_PowerFile") -> None:
        if self.dead:
            raise PowerLost("power is off")
        self.syncs += 1
        if self.syncs >= self.crash_at:
            self.cut_power()
            raise PowerLost(f"power lost at sync {self.syncs}")
        file.unsynced.clear()
        file.synced_size = file.current_size()

    def cut_power(self) -> None:
        self.dead = True
        for f in self.files:
            if f.closed:
                continue
            # Newest first, so restoring old bytes peels writes back in order.
            for offset, before, written in reversed(f.unsynced):
                if self.rng.random() < self.garble_share:
                    self.garbled += 1
                    f.raw_write(self.rng.randbytes(len(written)), offset)
                else:
                    self.dropped += 1
                    if before:
                        f.raw_write(before, offset)
            if f.current_size() > f.synced_size:
                apsw.VFSFile.xTruncate(f, f.synced_size)
            f.unsynced.clear()


class _PowerFile(apsw.VFSFile):
    def __init__(self, vfs: PowerLossVFS, name, flags) -> None:
        self.vfs, self.closed = vfs, False
        super().__init__("", name, flags)
        self.unsynced: list[tuple[int, bytes, bytes]] = []  # (offset, bytes before, bytes written)
        self.synced_size = self.current_size()

    def current_size(self) -> int:
        return apsw.VFSFile.xFileSize(self)

    def raw_write(self, data: bytes, offset: int) -> None:
        apsw.VFSFile.xWrite(self, data, offset)

    def xWrite(self, data, offset):
        if self.vfs.dead:
            raise PowerLost("power is off")
        size = self.current_size()
        old = b""
        if offset < size:
            old = apsw.VFSFile.xRead(self, min(len(data), size - offset), offset)
        self.unsynced.append((offset, bytes(old), bytes(data)))
        return super().xWrite(data, offset)

    def xTruncate(self, size):
        if self.vfs.dead:
            raise PowerLost("power is off")
        return super().xTruncate(size)

    def xSync(self, flags):
        self.vfs.on_sync(self)
        return super().xSync(flags)

    def xClose(self):
        self.closed = True
        return super().xClose()
