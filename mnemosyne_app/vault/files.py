"""The vault folder's files, touched safely. Writes are atomic (a hidden temporary file in the
same folder, then a rename), so a reader (Obsidian, a sync client, a kill) never sees half a
note; they carry the data directory's permissions, since a note holds what the store holds.
Reads refuse what a note cannot be: a symbolic link (never followed: it may lead out of the
folder), a huge file, a binary one."""

from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

MAX_NOTE_BYTES = 1_000_000
TEMP_SUFFIX = ".mnemosyne-tmp"


class Skipped(Exception):
    """A file the vault leaves alone; the message says why, in words."""


@dataclass(frozen=True)
class Seen:
    rel: str
    size: int
    mtime_ns: int


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def modes_of(data_dir: Path) -> tuple[int, int]:
    """(folder mode, file mode) matching the data directory's permissions (0700 → 0700, 0600)."""
    mode = stat.S_IMODE(os.stat(data_dir).st_mode) if data_dir.exists() else 0o700
    return mode | 0o700, (mode & 0o666) | 0o600


def inside(folder: Path, rel: str) -> Path:
    """The path of ``rel`` in ``folder``; refused when it, or a folder on the way, is a link or
    leads outside (a note must never be written through a link to somewhere else)."""
    path = folder / rel
    probe = folder
    for part in Path(rel).parts[:-1]:
        probe = probe / part
        if probe.is_symlink():
            raise Skipped(f"{rel}: the folder {part} is a symbolic link; links are not followed")
    if path.is_symlink():
        raise Skipped(f"{rel}: a symbolic link; links are not followed")
    if not str(path.resolve()).startswith(str(folder.resolve()) + os.sep):
        raise Skipped(f"{rel}: outside the vault folder")
    return path


def write_atomic(folder: Path, rel: str, data: bytes, modes: tuple[int, int]) -> None:
    path = inside(folder, rel)
    parent = path.parent
    if not parent.exists():
        parent.mkdir(parents=True, mode=modes[0], exist_ok=True)
    temp = parent / f".{path.name}{TEMP_SUFFIX}"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, modes[1])
    try:
        os.fchmod(fd, modes[1])  # the umask may have narrowed it; a leftover temp may be wider
        os.write(fd, data)
    finally:
        os.close(fd)
    os.replace(temp, path)


def flush(folder: Path, rel: str) -> None:
    """Make a written note durable (before the manifest that describes it is)."""
    try:
        fd = os.open(folder / rel, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return  # gone or replaced since: nothing of ours to flush
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def read_note(folder: Path, rel: str) -> bytes:
    """A note's bytes, or ``Skipped`` saying why it is not read."""
    path = inside(folder, rel)
    size = path.stat().st_size
    if size > MAX_NOTE_BYTES:
        raise Skipped(f"{rel}: {size:,} bytes, larger than a note can be ({MAX_NOTE_BYTES:,}); left alone")
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    with os.fdopen(fd, "rb") as f:
        data = f.read(MAX_NOTE_BYTES + 1)
    if b"\x00" in data:
        raise Skipped(f"{rel}: a binary file, not a text note; left alone")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Skipped(f"{rel}: not UTF-8 text (byte {exc.start}); left alone") from None
    return data


def look_at(folder: Path, rels: set[str]) -> tuple[dict[str, Seen], list[str]]:
    """``scan`` for just these paths (a watcher's report): the notes among them that exist."""
    notes: dict[str, Seen] = {}
    skipped: list[str] = []
    for rel in rels:
        parts = Path(rel).parts
        if not rel.endswith(".md") or any(p.startswith(".") for p in parts):
            continue
        try:
            info = os.lstat(folder / rel)
        except FileNotFoundError:
            continue
        if stat.S_ISLNK(info.st_mode):
            skipped.append(f"{rel}: a symbolic link; links are not followed")
        elif stat.S_ISREG(info.st_mode):
            notes[rel] = Seen(rel, info.st_size, info.st_mtime_ns)
    return notes, skipped


def scan(folder: Path) -> tuple[dict[str, Seen], list[str]]:
    """Every note (``*.md``) under ``folder``, by relative path, and why other entries were
    skipped. Hidden folders (.obsidian, .trash) are the editor's, not notes; links are not
    followed; a leftover temporary file from an interrupted write is removed. (Plain strings
    and scandir, not pathlib: a 20,000-note folder is scanned on every `vault sync`.)"""
    notes: dict[str, Seen] = {}
    skipped: list[str] = []
    pending = [""]
    while pending:
        prefix = pending.pop()
        with os.scandir(os.path.join(folder, prefix) if prefix else folder) as entries:
            for entry in entries:
                rel = f"{prefix}/{entry.name}" if prefix else entry.name
                if entry.name.endswith(TEMP_SUFFIX):
                    os.unlink(entry.path)
                elif entry.name.startswith("."):
                    continue
                elif entry.is_symlink():
                    kind = "folder" if os.path.isdir(entry.path) else "file"
                    if kind == "folder" or entry.name.endswith(".md"):
                        skipped.append(f"{rel}: a symbolic link{' to a folder' if kind == 'folder' else ''}; "
                                       "links are not followed")
                elif entry.is_dir(follow_symlinks=False):
                    pending.append(rel)
                elif entry.name.endswith(".md") and entry.is_file(follow_symlinks=False):
                    info = entry.stat(follow_symlinks=False)
                    notes[rel] = Seen(rel, info.st_size, info.st_mtime_ns)
    return notes, skipped
