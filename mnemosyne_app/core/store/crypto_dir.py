"""Whether a data directory is encrypted, and the key a scope of it opens with.

``<data dir>/encryption.json`` says so. It holds no secret: the cipher settings, and a
*verifier* (a constant sealed with scrypt + ChaCha20-Poly1305 under the passphrase) that tells
a right passphrase from a wrong one before a new scope is created with it, or a conversion
starts. Guessing against the verifier costs as much memory as guessing against a scope file.
``pending`` names a conversion that was interrupted (crypto_convert.py) so the next run finishes
it, and, for a rekey, holds the new passphrase's verifier and settings: until the rekey is done,
each scope opens with one of the two.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from pathlib import Path

from mnemosyne_app import paths
from mnemosyne_app.core import errors
from mnemosyne_app.core.store.crypto import Cipher, StoreKey, is_encrypted, weak_kdf_for_tests

MARKER = "encryption.json"
_CHECK = b"mnemosyne passphrase check v1"
_SCRYPT = {"n": 2 ** 16, "r": 8, "p": 1}  # 64 MiB a guess, like the scopes' Argon2id
_SCRYPT_WEAK = {"n": 2 ** 10, "r": 8, "p": 1}  # crypto.py's test hook only


def _seal_key(passphrase: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

    return Scrypt(salt=salt, length=32, n=n, r=r, p=p).derive(passphrase.encode("utf-8"))


def make_verifier(passphrase: str) -> dict:
    from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

    StoreKey(passphrase)  # the same rule for every passphrase: a non-empty text
    salt, nonce = os.urandom(16), os.urandom(12)
    cost = _SCRYPT_WEAK if weak_kdf_for_tests() else _SCRYPT
    box = ChaCha20Poly1305(_seal_key(passphrase, salt, **cost)).encrypt(nonce, _CHECK, None)
    return {"kdf": "scrypt", **cost, "salt": salt.hex(), "nonce": nonce.hex(), "box": box.hex()}


def verifies(verifier: dict, passphrase: str) -> bool:
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

    try:
        key = _seal_key(passphrase, bytes.fromhex(verifier["salt"]), int(verifier["n"]), int(verifier["r"]),
                        int(verifier["p"]))
        return ChaCha20Poly1305(key).decrypt(bytes.fromhex(verifier["nonce"]), bytes.fromhex(verifier["box"]),
                                             None) == _CHECK
    except (InvalidTag, KeyError, ValueError):
        return False


@dataclass(frozen=True)
class DirState:
    cipher: Cipher
    verifier: dict
    pending: dict | None = None  # {"op": "encrypt" | "decrypt" | "rekey", and for rekey "verifier", "cipher"}

    def as_dict(self) -> dict:
        return {"version": 1, "cipher": self.cipher.as_dict(), "verifier": self.verifier, "pending": self.pending}

    @property
    def rekey_cipher(self) -> Cipher | None:
        p = self.pending or {}
        return Cipher.from_dict(p["cipher"]) if p.get("op") == "rekey" else None

    def key(self, passphrase: str | None, scope: str) -> StoreKey:
        """The key ``passphrase`` stands for here, checked against the verifier(s)."""
        if not passphrase:
            raise errors.PassphraseRequiredError(
                f"scope {scope} is encrypted: give its passphrase (the window asks; the CLI and servers read "
                "the OS keyring, a prompt on a terminal or MNEMOSYNE_PASSPHRASE_FILE)")
        if verifies(self.verifier, passphrase):
            return StoreKey(passphrase, self.cipher)
        if self.rekey_cipher is not None and verifies(self.pending["verifier"], passphrase):
            return StoreKey(passphrase, self.rekey_cipher)
        raise errors.WrongPassphraseError(f"wrong passphrase for scope {scope}")

    def accepts(self, passphrase: str) -> bool:
        """Whether ``passphrase`` opens this data dir (its key, or an interrupted rekey's new one).
        Runs scrypt, ~0.1-0.5 s: keep it off a GUI thread."""
        try:
            self.key(passphrase, "")
            return True
        except (errors.PassphraseRequiredError, errors.WrongPassphraseError):
            return False



def marker(root: Path) -> Path:
    return Path(root) / MARKER


def read(root: Path) -> DirState | None:
    """The data directory's encryption state; None for a plain one."""
    try:
        raw = json.loads(marker(root).read_text(encoding="utf-8"))
        return DirState(Cipher.from_dict(raw["cipher"]), dict(raw["verifier"]), raw.get("pending"))
    except (FileNotFoundError, NotADirectoryError):  # no marker; or no data dir, which is said elsewhere
        return None
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise errors.StoreEnvironmentError(
            f"{marker(root)} cannot be read ({exc}); it says how the scopes are encrypted: restore it from "
            "a backup, or move it away if the scopes are not encrypted") from None


def write(root: Path, state: DirState | None) -> None:
    """Replace the marker atomically (fsynced file, renamed, folder fsynced); None removes it."""
    target = marker(root)
    if state is None:
        target.unlink(missing_ok=True)
    else:
        paths.private_dir(root)
        tmp = target.with_name(target.name + ".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, paths.PRIVATE_FILE_MODE)
        with open(fd, "w", encoding="utf-8") as f:
            json.dump(state.as_dict(), f, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    with contextlib.suppress(OSError):
        dir_fd = os.open(root, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def scope_files(root: Path) -> list[Path]:
    """Every scope database of the data directory: the live ones and the removed ones."""
    root = Path(root)
    live = sorted(paths.scopes_dir(root).glob("*.db"))
    gone = sorted((root / "removed").glob("*/*.db"))
    return [p for p in live + gone if p.is_file()]


def _plain_dir(root: Path) -> errors.PassphraseError:
    return errors.PassphraseError(
        f"the data directory {root} holds scopes that are not encrypted: run `mnemosyne encrypt` "
        "(or Settings → Encrypt my memories) to encrypt them all")


def key_for(root: Path, db: Path, scope: str, passphrase: str | None) -> StoreKey | None:
    """The key scope file ``db`` opens (or is created) with; None: plain.

    An existing file is what it is: a plain one opens plain (a conversion may be half done), an
    encrypted one needs the passphrase. A new file is encrypted when the data directory is. A
    passphrase given for a fresh data directory makes it an encrypted one; for a directory that
    already holds plain scopes it is refused rather than ignored: `mnemosyne encrypt` converts
    them all."""
    state = read(root)
    exists = db.exists() and db.stat().st_size > 0
    if exists and not is_encrypted(db):
        if state is None and passphrase:
            raise _plain_dir(root)  # a passphrase quietly ignored would leave a person thinking it was used
        return None
    if exists and state is None:
        # No marker: a scope file copied in from an encrypted data directory, or garbage. With a
        # passphrase, try it with today's settings; without one the driver calls it not a database.
        return StoreKey(passphrase) if passphrase else None
    if state is not None:
        if exists and state.rekey_cipher is None and passphrase:
            return StoreKey(passphrase, state.cipher)  # the file itself tells a wrong one
        return state.key(passphrase, scope)
    if passphrase is None:
        return None
    if scope_files(root):
        raise _plain_dir(root)
    key = StoreKey(passphrase)
    write(root, DirState(key.cipher, make_verifier(passphrase)))
    return key
