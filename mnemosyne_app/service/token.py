"""The HTTP API's bearer token: ``<data dir>/api-token``, owner-only, created and rotated atomically.

A token file is trusted only if it is a regular file owned by this user, not readable or
writable by anyone else, and holds at least ``MIN_LENGTH`` visible characters: an empty or
short token would let any local process (or a browser page guessing it) write memories.
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import stat
import tempfile
import threading
from pathlib import Path

from mnemosyne_app import paths
from mnemosyne_app.core.errors import MnemosyneError

TOKEN_FILE = "api-token"
TOKEN_BYTES = 32  # of randomness; token_urlsafe turns them into 43 characters
MIN_LENGTH = 32
_VISIBLE = re.compile(r"[!-~]+")  # printable ASCII without spaces: it must survive an HTTP header
_POSIX = os.name == "posix"


class TokenFileError(MnemosyneError, PermissionError):
    """The token file cannot be trusted. An ``OSError`` too, so that callers that already turn
    a port in use into a message (``serve``, the window's API switch) show this one as well."""

    def __init__(self, message: str) -> None:
        super().__init__(errno.EACCES, message)

    def __str__(self) -> str:
        return self.strerror


def token_path(data_dir=None) -> Path:
    return paths.data_dir(data_dir) / TOKEN_FILE


def _fix_hint(path: Path) -> str:
    return f"run `mnemosyne token --rotate` (or delete {path}) to create a new one"


def read_token(path: Path) -> str:
    """The token in ``path``, refused with a message naming the file unless it is safe to use."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except FileNotFoundError:
        raise TokenFileError(f"the API token file {path} is missing; {_fix_hint(path)}") from None
    except OSError as exc:  # a symlink (ELOOP with O_NOFOLLOW), a directory, no permission
        raise TokenFileError(f"cannot read the API token file {path} ({exc.strerror}); {_fix_hint(path)}") from None
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise TokenFileError(f"the API token file {path} is not a regular file; {_fix_hint(path)}")
        if _POSIX and st.st_uid != os.getuid():
            raise TokenFileError(f"the API token file {path} belongs to another user (uid {st.st_uid}); "
                                 f"{_fix_hint(path)}")
        if _POSIX and st.st_mode & 0o077:
            raise TokenFileError(f"the API token file {path} is open to other users (mode "
                                 f"{stat.S_IMODE(st.st_mode):04o}); run `chmod 600 {path}` if nobody else "
                                 f"could have read it, else {_fix_hint(path)}")
        raw = f.read(4096)
    try:
        token = raw.decode("ascii").strip()
    except UnicodeDecodeError:
        token = None
    if not token:
        raise TokenFileError(f"the API token file {path} is empty; {_fix_hint(path)}")
    if not _VISIBLE.fullmatch(token):
        raise TokenFileError(f"the API token file {path} holds more than one printable word; {_fix_hint(path)}")
    if len(token) < MIN_LENGTH:
        raise TokenFileError(f"the API token in {path} is only {len(token)} characters (at least {MIN_LENGTH} "
                             f"needed); {_fix_hint(path)}")
    return token


def _write_private_temp(folder: Path, token: str) -> Path:
    """A complete, synced, owner-only file next to the token file, ready to be linked or renamed
    into place, so that no reader ever sees a token file half written."""
    fd, name = tempfile.mkstemp(prefix=".api-token.", dir=folder)  # O_EXCL, mode 0600
    try:
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(token + "\n")
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        os.unlink(name)
        raise
    return Path(name)


def _sync_dir(folder: Path) -> None:
    if _POSIX:
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def ensure_token(data_dir=None) -> str:
    """The API token, created on first use. Several servers starting at once all end up with the
    same token: the file appears complete or not at all (a hard link refuses to replace it)."""
    path = token_path(data_dir)
    if not path.exists() and not path.is_symlink():
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        tmp = _write_private_temp(path.parent, secrets.token_urlsafe(TOKEN_BYTES))
        try:
            os.link(tmp, path)  # atomic and exclusive: fails if another starter won the race
            _sync_dir(path.parent)
        except FileExistsError:
            pass
        except OSError as exc:  # a file system without hard links: exclusive create, then write
            if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
                raise
            _create_exclusive(path, tmp.read_text(encoding="ascii"))
        finally:
            tmp.unlink(missing_ok=True)
    return read_token(path)


def _create_exclusive(path: Path, content: str) -> None:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except FileExistsError:
        return
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(content)
        f.flush()
        os.fsync(f.fileno())


def rotate_token(root=None) -> str:
    """Replace the token with a new random one and return it. The old token stops working at
    once, also on a server already running (it rereads the file when it changes)."""
    path = token_path(root)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    token = secrets.token_urlsafe(TOKEN_BYTES)
    tmp = _write_private_temp(path.parent, token)
    try:
        os.replace(tmp, path)  # atomic; replaces a symlink itself, never its target
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _sync_dir(path.parent)
    return token


class TokenSource:
    """The current token of a running server: reread when the file changes (a rotation), and
    refused while the file is unusable, so that a deleted or loosened file fails closed."""

    def __init__(self, path: Path, fixed: str | None = None) -> None:
        self.path, self._fixed = path, fixed
        self._seen: tuple | None = None
        self._token: str | None = None
        self._lock = threading.Lock()  # request threads check it concurrently
        if fixed is None:
            self.current()  # refuse to start on an unusable file
        elif not _VISIBLE.fullmatch(fixed) or len(fixed) < MIN_LENGTH:
            raise ValueError(f"an API token must be at least {MIN_LENGTH} printable characters without spaces")

    def current(self) -> str:
        """The token; raises ``TokenFileError`` if the file became unusable."""
        if self._fixed is not None:
            return self._fixed
        try:
            st = os.lstat(self.path)
            seen = (st.st_ino, st.st_mtime_ns, st.st_size, st.st_mode, st.st_uid)
        except OSError:
            seen = None
        with self._lock:
            if seen is None or seen != self._seen or self._token is None:
                self._token = None
                self._token = read_token(self.path)
                self._seen = seen
            return self._token
