"""Where a process gets an encrypted data directory's passphrase, never from a plain file on disk
that others could read, and never writing it anywhere itself but the OS keyring when asked to:

1. ``MNEMOSYNE_PASSPHRASE_FILE``: a file only its owner may read (0600 or tighter; a looser one is
   refused), for services started by other programs;
2. the OS keyring (``keyring``: Secret Service, macOS Keychain, Windows Credential Locker), when
   a backend exists and the passphrase was remembered there;
3. a prompt on the terminal (``/dev/tty``, so ``mnemosyne mcp``'s stdin stays the protocol's).
"""

from __future__ import annotations

import getpass
import logging
import os
import stat
from pathlib import Path

from mnemosyne_app.core.errors import PassphraseRequiredError

log = logging.getLogger("mnemosyne.keys")

ENV_FILE = "MNEMOSYNE_PASSPHRASE_FILE"
ENV_NEW_FILE = "MNEMOSYNE_NEW_PASSPHRASE_FILE"  # `mnemosyne rekey` without a terminal
SERVICE = "mnemosyne"


def _account(root: Path) -> str:
    return f"data-dir:{Path(root).resolve()}"


def from_file(path: str | os.PathLike) -> str:
    """The passphrase in ``path`` (one line; the newline an editor adds is not part of it)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError as exc:
        raise PassphraseRequiredError(f"cannot read the passphrase file {path}: {exc.strerror or exc}") from None
    with open(fd, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise PassphraseRequiredError(f"the passphrase file {path} is not a regular file")
        if os.name == "posix" and st.st_mode & 0o077:
            raise PassphraseRequiredError(
                f"the passphrase file {path} can be read by others (mode {stat.S_IMODE(st.st_mode):o}); "
                f"make it the owner's only (chmod 600 {path}) and try again")
        raw = f.read(64 * 1024)
    text = raw.decode("utf-8", errors="strict").removesuffix("\n").removesuffix("\r")
    if not text:
        raise PassphraseRequiredError(f"the passphrase file {path} is empty")
    return text


def _keyring():
    """The keyring module if a real backend is there (not the 'fail' or 'null' ones), else None."""
    try:
        import keyring
        from keyring.backends import fail, null

        backend = keyring.get_keyring()
    except Exception:  # no module, or a backend that fails to load: just ask instead
        return None
    return None if isinstance(backend, (fail.Keyring, null.Keyring)) else keyring


def keyring_available() -> bool:
    return _keyring() is not None


def from_keyring(root: Path) -> str | None:
    kr = _keyring()
    if kr is None:
        return None
    try:
        return kr.get_password(SERVICE, _account(root)) or None
    except Exception as exc:  # a locked or broken keyring: fall through to the next source
        log.info("the keyring could not be read (%s)", type(exc).__name__)
        return None


def remember(root: Path, passphrase: str) -> bool:
    """Keep the passphrase in the OS keyring; False when there is none (nothing is written)."""
    kr = _keyring()
    if kr is None:
        return False
    try:
        kr.set_password(SERVICE, _account(root), passphrase)
        return True
    except Exception as exc:
        log.info("the keyring refused the passphrase (%s)", type(exc).__name__)
        return False


def forget(root: Path) -> None:
    kr = _keyring()
    if kr is not None:
        try:
            kr.delete_password(SERVICE, _account(root))
        except Exception:  # nothing stored, or no keyring: nothing to forget
            pass


def _terminal() -> bool:
    try:
        os.close(os.open("/dev/tty", os.O_RDWR | getattr(os, "O_NOCTTY", 0)))
        return True
    except OSError:
        return False


def from_terminal(prompt: str, confirm: bool = False) -> str | None:
    """Ask on the controlling terminal; None without one (getpass would fall back to stdin)."""
    if not _terminal():
        return None
    while True:
        first = getpass.getpass(prompt)
        if not first:
            raise PassphraseRequiredError("no passphrase given")
        if not confirm or getpass.getpass("Again, to be sure: ") == first:
            return first
        print("The two did not match; once more.", flush=True)


def obtain(root: Path, prompt: str | None = None, *, env: str = ENV_FILE, keyring: bool = True,
           confirm: bool = False) -> str:
    """The passphrase from the first source that has one (the module docstring's order)."""
    if os.environ.get(env):
        return from_file(os.environ[env])
    if keyring:
        found = from_keyring(root)
        if found:
            return found
    asked = from_terminal(prompt or f"Passphrase for the memories in {root}: ", confirm=confirm)
    if asked:
        return asked
    raise PassphraseRequiredError(
        f"the memories in {root} are encrypted and no passphrase was found: set {env} to a file only you "
        "can read (chmod 600), remember it in the OS keyring (`mnemosyne encrypt --remember`), or run on a terminal")
