"""This data directory's device key (Ed25519, from ``cryptography``), which signs the ledger's
anchors (anchor.py): made on first use, its private half kept in the OS keyring where a real one
exists, else in ``<data dir>/device-signing-key`` readable by the owner only. Never inside a
scope's database: someone who can rewrite a database file alone cannot re-sign it."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from mnemosyne_app import paths

log = logging.getLogger("mnemosyne.anchor")

KEY_FILE = "device-signing-key"
KEYRING_SERVICE = "mnemosyne-device-key"


def _keyring():
    from mnemosyne_app import passphrase  # its check for a real backend (not 'fail' or 'null')
    if not passphrase.keyring_available():
        return None
    import keyring
    return keyring


def _from_file(root: Path) -> bytes:
    path = root / KEY_FILE
    try:
        raw = bytes.fromhex(path.read_text(encoding="ascii").strip())
        if len(raw) == 32:
            return raw
    except FileNotFoundError:
        pass
    except ValueError:
        raise ValueError(f"the device key file {path} is damaged; move it away to make a new key "
                         "(anchors it signed will then be reported as another key's)") from None
    if not root.is_dir():  # (an existing one may be a folder the person chose: its mode is theirs)
        paths.private_dir(root)
    new = Ed25519PrivateKey.generate().private_bytes_raw()
    tmp = path.with_name(f"{KEY_FILE}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, paths.PRIVATE_FILE_MODE)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(new.hex() + "\n")
        f.flush()
        os.fsync(f.fileno())
    try:
        os.link(tmp, path)  # never replaces a key another process made meanwhile
    except FileExistsError:
        os.unlink(tmp)
        return _from_file(root)
    os.unlink(tmp)
    return new


def device_key(root: Path) -> Ed25519PrivateKey:
    """This data directory's signing key (made on first use)."""
    root = Path(root)
    kr = None if (root / KEY_FILE).exists() else _keyring()  # a key once kept in the file stays there
    if kr is not None:
        account = str(root.resolve())
        try:
            found = kr.get_password(KEYRING_SERVICE, account)
            if found and len(found) == 64:
                return Ed25519PrivateKey.from_private_bytes(bytes.fromhex(found))
            new = Ed25519PrivateKey.generate()
            kr.set_password(KEYRING_SERVICE, account, new.private_bytes_raw().hex())
            return new
        except Exception as exc:  # a locked or broken keyring: the owner-only file instead
            log.info("the keyring could not keep the device key (%s); using %s", type(exc).__name__, KEY_FILE)
    return Ed25519PrivateKey.from_private_bytes(_from_file(root))


def public_hex(key: Ed25519PrivateKey) -> str:
    return key.public_key().public_bytes_raw().hex()
