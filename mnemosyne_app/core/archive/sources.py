"""Reading an archive safely: a file, a folder or a zip, with size limits, no zip-slip, no zip
bombs and no symlinks out of a folder."""

from __future__ import annotations

import json
import os
import stat
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import BinaryIO, Callable, Iterator

from mnemosyne_app.core.archive import structure
from mnemosyne_app.core.archive.model import ArchiveError

DEFAULT_MAX_BYTES = 2 << 30  # 2 GiB uncompressed
# Chat exports are JSON text: zip deflates them 5-20 times, very repetitive ones up to ~100.
# A zip bomb unpacks hundreds or thousands of times its size; members this small are harmless.
MAX_RATIO = 200
RATIO_FLOOR = 1 << 20
_CHUNK = 1 << 20

Skipped = Callable[[str, str], None]  # (file name, why it was not read)
# JSON files larger than this come as a Lazy: the reader may parse them a conversation at a
# time (archive/streamed.py) instead of holding the file and everything parsed from it.
LAZY_BYTES = 16 << 20


@dataclass
class Lazy:
    """A large file not read yet: its name, size, how to open it (again) as a binary stream,
    and how to read it whole with the same checks as a small file."""
    name: str
    size: int
    open: Callable[[], BinaryIO]
    read_all: Callable[[], bytes]


def _lazy(name: str, size: int) -> bool:
    return size > LAZY_BYTES and name.lower().endswith(".json")


def safe_member(name: str) -> bool:
    p = PurePosixPath(name.replace("\\", "/"))
    return not p.is_absolute() and ".." not in p.parts and not (p.parts and p.parts[0].endswith(":"))


def files(path: Path, max_bytes: int = DEFAULT_MAX_BYTES, wanted: Callable[[str], bool] = lambda name: True,
          skipped: Skipped | None = None) -> Iterator[tuple[str, bytes]]:
    """(name, content) of every ``wanted`` file in the archive, refusing unsafe or oversized
    ones. Files not wanted (the images and audio of a ChatGPT export) are neither read nor
    counted against ``max_bytes``. What a folder holds but is not read (a symlink leading out
    of it, a device) is passed to ``skipped`` with the reason."""
    path = Path(path)
    skipped = skipped or (lambda name, why: None)
    if not path.exists():
        raise ArchiveError(f"{path} does not exist")
    if path.is_dir():
        yield from _folder(path, max_bytes, wanted, skipped)
    elif zipfile.is_zipfile(path):
        yield from _zip(path, max_bytes, wanted)
    else:
        size = path.stat().st_size
        if size > max_bytes:
            raise ArchiveError(f"{path.name} is larger than {max_bytes:,} bytes; raise the limit to import it")
        if _lazy(path.name, size):
            yield path.name, Lazy(path.name, size, lambda: open(path, "rb"), path.read_bytes)
        else:
            yield path.name, path.read_bytes()


def _folder(root: Path, max_bytes: int, wanted, skipped: Skipped) -> Iterator[tuple[str, bytes]]:
    """Every regular file under ``root``, never leaving it. Symlinks are not followed: one that
    leads outside the folder (``secret.md -> /etc/passwd``) is skipped and reported; one that
    leads to a file inside is skipped quietly, since that file is read under its own name.
    FIFOs and devices are never opened (reading a FIFO would block the import forever)."""
    real_root = root.resolve()

    def outside(link: Path) -> bool:
        try:
            return not link.resolve().is_relative_to(real_root)
        except (OSError, RuntimeError):  # a symlink loop
            return True

    total = 0
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        here = Path(dirpath)
        dirnames.sort()
        for d in [d for d in dirnames if (here / d).is_symlink()]:
            dirnames.remove(d)
            if outside(here / d):
                skipped(str((here / d).relative_to(root)), "a symlinked folder outside the folder; not followed")
        for name in sorted(filenames):
            f = here / name
            rel = str(f.relative_to(root))
            if not wanted(name):
                continue
            if f.is_symlink():
                if outside(f):
                    skipped(rel, "a symlink pointing outside the folder; not followed")
                continue
            try:
                info = os.stat(f, follow_symlinks=False)
            except OSError as exc:
                skipped(rel, f"cannot be read ({exc.strerror})")
                continue
            if not stat.S_ISREG(info.st_mode):
                skipped(rel, "not a regular file")
                continue
            total += info.st_size
            if total > max_bytes:
                raise ArchiveError(f"{root} holds more than {max_bytes:,} bytes; raise the limit to import it")
            if _lazy(name, info.st_size):
                yield rel, Lazy(rel, info.st_size, lambda f=f: _open_nofollow(f),
                                lambda f=f, size=info.st_size: _read_nofollow(f, size))
                continue
            try:
                data = _read_nofollow(f, info.st_size)
            except OSError as exc:
                skipped(rel, f"cannot be read ({exc.strerror or exc})")
                continue
            yield rel, data


def _open_nofollow(f: Path) -> BinaryIO:
    # O_NOFOLLOW: a file swapped for a symlink after the check is refused, not followed.
    fd = os.open(f, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    return os.fdopen(fd, "rb")


def _read_nofollow(f: Path, size: int) -> bytes:
    with _open_nofollow(f) as fh:
        return fh.read(size + 1)


def _zip(path: Path, max_bytes: int, wanted) -> Iterator[tuple[str, bytes]]:
    try:
        zf = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError) as exc:
        raise ArchiveError(f"{path.name} is not a readable zip ({exc})") from None
    with zf:
        infos = [i for i in zf.infolist() if not i.is_dir()]
        bad = [i.filename for i in infos if not safe_member(i.filename)]
        if bad:
            raise ArchiveError(f"{path.name} contains unsafe paths (zip-slip): {', '.join(bad[:3])}")
        infos = [i for i in infos if wanted(i.filename)]
        total = sum(i.file_size for i in infos)
        if total > max_bytes:
            raise ArchiveError(f"{path.name} unpacks to more than {max_bytes:,} bytes; raise the limit to import it")
        for info in infos:
            if info.file_size > RATIO_FLOOR and info.file_size > MAX_RATIO * max(info.compress_size, 1):
                raise ArchiveError(
                    f"{path.name}: {info.filename} would unpack {info.compress_size:,} bytes into "
                    f"{info.file_size:,} (more than {MAX_RATIO} times); that is a zip bomb, not a chat export")
        budget = max_bytes
        for info in infos:
            if _lazy(info.filename, info.file_size):
                limit = min(info.file_size, budget)
                yield info.filename, Lazy(info.filename, info.file_size, lambda i=info, n=limit: _member(path, i, n),
                                          lambda i=info, n=budget: _reopened(path, i, n))
            else:
                yield info.filename, _read_member(path, zf, info, budget)
            budget -= info.file_size


def _reopened(path: Path, info: zipfile.ZipInfo, budget: int) -> bytes:
    with zipfile.ZipFile(path) as zf:
        return _read_member(path, zf, info, budget)


class _Member:
    """A zip member read as a stream (the zip opened for it alone), stopped at its declared size
    like _read_member, so a header that lies about the size is refused here too."""

    def __init__(self, path: Path, info: zipfile.ZipInfo, limit: int):
        self.path, self.info, self.limit, self.read_so_far = path, info, limit, 0
        self.zf = zipfile.ZipFile(path)
        self.fh = self.zf.open(info)

    def read(self, n: int = -1) -> bytes:
        try:
            chunk = self.fh.read(n)
        except (zipfile.BadZipFile, EOFError, OSError, NotImplementedError, RuntimeError) as exc:
            raise ArchiveError(f"{self.path.name}: {self.info.filename} is damaged ({exc})") from None
        self.read_so_far += len(chunk)
        if self.read_so_far > self.limit:
            raise ArchiveError(f"{self.path.name}: {self.info.filename} unpacks to more than it declares; refused")
        return chunk

    def close(self) -> None:
        self.fh.close()
        self.zf.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _member(path: Path, info: zipfile.ZipInfo, limit: int) -> _Member:
    return _Member(path, info, limit)


def _read_member(path: Path, zf: zipfile.ZipFile, info: zipfile.ZipInfo, budget: int) -> bytes:
    """The member's bytes, read in chunks and stopped at its declared size (and the budget left),
    so a header that lies about the size cannot make us hold more than was checked."""
    limit = min(info.file_size, budget)
    out = bytearray()
    try:
        with zf.open(info) as fh:
            while True:
                chunk = fh.read(_CHUNK)
                if not chunk:
                    break
                out += chunk
                if len(out) > limit:
                    raise ArchiveError(f"{path.name}: {info.filename} unpacks to more than it declares; refused")
    except (zipfile.BadZipFile, EOFError, OSError, NotImplementedError, RuntimeError) as exc:
        raise ArchiveError(f"{path.name}: {info.filename} is damaged ({exc})") from None
    return bytes(out)


def load_json(name: str, data: bytes):
    if not data.strip():
        raise ArchiveError(f"{name} is empty: nothing to import (was the export finished?)")
    structure.check(name, data)
    try:
        return json.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise ArchiveError(f"{name} is not UTF-8 text ({exc.reason})") from None
    except json.JSONDecodeError as exc:
        raise ArchiveError(f"{name} is not valid JSON (line {exc.lineno}: {exc.msg}); is the file truncated?") from None
    except RecursionError:
        raise ArchiveError(f"{name} is nested too deeply to be a chat export") from None


def load_jsonl(name: str, data: bytes) -> list:
    structure.check(name, data)
    out = []
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ArchiveError(f"{name} is not UTF-8 text ({exc.reason})") from None
    if not text.strip():
        raise ArchiveError(f"{name} is empty: nothing to import (was the export finished?)")
    for n, line in enumerate(text.splitlines(), 1):
        if line.strip():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise ArchiveError(f"{name} line {n} is not valid JSON ({exc.msg})") from None
            except RecursionError:
                raise ArchiveError(f"{name} line {n} is nested too deeply to be a chat export") from None
    return out
