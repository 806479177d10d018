"""What a data directory knows about syncing: its device id, the server it syncs with (the URL in
``settings.ini``, without its password) and where the password is kept (never in the URL on disk,
never in a log: the OS keyring if the ``keyring`` package is installed, else a file readable by
the owner only, or the file ``MNEMOSYNE_SYNC_PASSWORD_FILE`` names)."""

from __future__ import annotations

import configparser
import os
import secrets
import urllib.parse
from pathlib import Path

from mnemosyne_app import paths

DEVICE_FILE = "device_id"
PASSWORD_FILE = "sync-password"
SETTINGS_FILE = "settings.ini"
SECTION = "sync"
PASSWORD_ENV = "MNEMOSYNE_SYNC_PASSWORD_FILE"
KEYRING_SERVICE = "mnemosyne-sync"


def device_id(root: Path) -> str:
    """This data directory's device id (made on first use: 16 random hex digits)."""
    path = Path(root) / DEVICE_FILE
    try:
        found = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        found = ""
    if len(found) == 16 and all(c in "0123456789abcdef" for c in found):
        return found
    paths.private_dir(root)
    new = secrets.token_hex(8)
    tmp = path.with_name(DEVICE_FILE + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, paths.PRIVATE_FILE_MODE)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(new + "\n")
    try:
        os.link(tmp, path)  # never replaces a device id another process made meanwhile
    except FileExistsError:
        os.unlink(tmp)
        return device_id(root)
    os.unlink(tmp)
    return new


# -- the remote URL ---------------------------------------------------------------------------
def split_password(url: str) -> tuple[str, str | None]:
    """``url`` without its password, and the password (None if it has none)."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("postgres", "postgresql"):
        raise ValueError("the sync remote must be a postgresql:// URL (e.g. postgresql://me@host/mnemosyne)")
    if parts.password is None:
        return url, None
    netloc = parts.netloc.rsplit("@", 1)
    user = (parts.username and urllib.parse.quote(parts.username, safe="")) or ""
    clean = parts._replace(netloc=f"{user}@{netloc[1]}" if user else netloc[1])
    return urllib.parse.urlunsplit(clean), urllib.parse.unquote(parts.password)


def _settings(root: Path) -> tuple[configparser.RawConfigParser, Path]:
    # settings.ini is also the window's (QSettings' INI format); this reads and writes only the
    # [sync] section and keeps the others as they are.
    parser = configparser.RawConfigParser(strict=False)
    parser.optionxform = str  # QSettings keys are case-sensitive
    path = Path(root) / SETTINGS_FILE
    parser.read(path, encoding="utf-8")
    return parser, path


def saved_remote(root: Path) -> str | None:
    parser, _ = _settings(root)
    return parser.get(SECTION, "remote", fallback=None) or None


def save_remote(root: Path, url: str) -> str:
    """Keep ``url`` as the remote, its password moved to the password store; returns the URL kept."""
    clean, password = split_password(url)
    parser, path = _settings(root)
    if not parser.has_section(SECTION):
        parser.add_section(SECTION)
    parser.set(SECTION, "remote", clean)
    paths.private_dir(root)
    tmp = path.with_name(SETTINGS_FILE + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, paths.PRIVATE_FILE_MODE)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        parser.write(f)
    tmp.replace(path)
    if password is not None:
        save_password(root, clean, password)
    return clean


# -- the password -------------------------------------------------------------------------------
def _keyring():
    try:
        import keyring  # optional: not a dependency
    except ImportError:
        return None
    return keyring


def save_password(root: Path, url: str, password: str) -> None:
    ring = _keyring()
    if ring is not None:
        try:
            ring.set_password(KEYRING_SERVICE, url, password)
            return
        except Exception:  # no keyring backend on this machine: the owner-only file then
            pass
    path = Path(root) / PASSWORD_FILE
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, paths.PRIVATE_FILE_MODE)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(password)
    paths.tighten(path)


def password(root: Path, url: str) -> str | None:
    """The password for ``url``: the file ``MNEMOSYNE_SYNC_PASSWORD_FILE`` names, the keyring, or
    the data directory's owner-only password file."""
    named = os.environ.get(PASSWORD_ENV)
    if named:
        try:
            return Path(named).read_text(encoding="utf-8").rstrip("\r\n")
        except OSError as exc:
            raise ValueError(f"{PASSWORD_ENV} names {named}, which cannot be read ({exc.strerror or exc})") from exc
    ring = _keyring()
    if ring is not None:
        try:
            found = ring.get_password(KEYRING_SERVICE, url)
            if found is not None:
                return found
        except Exception:
            pass
    path = Path(root) / PASSWORD_FILE
    if path.exists():
        return path.read_text(encoding="utf-8")
    return None
