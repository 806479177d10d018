"""A passphrase-sealed export (``mnemosyne export --encrypt``): the same construction as age's
passphrase files, from the ``cryptography`` package rather than hand-made primitives.

    MNEMOSYNE-SEALED v1\\n
    {"kdf": "scrypt", "n": 131072, "r": 8, "p": 1, "salt": …, "nonce": …, "chunk": 65536}\\n
    chunk 0 ‖ chunk 1 ‖ … ‖ last chunk

The key is scrypt(passphrase, salt) with 128 MiB of memory a guess (an export may leave the
machine, so it gets more than a store). The text is cut into 64 KiB chunks, each sealed with
ChaCha20-Poly1305 under nonce = 7-byte random prefix ‖ 4-byte counter ‖ last-chunk flag, and
with the header as associated data: chunks cannot be reordered, dropped, truncated or moved to
another file, and a changed header (weaker scrypt settings) fails the first chunk.
"""

from __future__ import annotations

import json
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from mnemosyne_app.core.errors import MnemosyneError, WrongPassphraseError

MAGIC = b"MNEMOSYNE-SEALED v1\n"
CHUNK = 64 * 1024
TAG = 16
SCRYPT = {"n": 2 ** 17, "r": 8, "p": 1}


def _key(passphrase: str, salt: bytes, n: int, r: int, p: int) -> ChaCha20Poly1305:
    if not passphrase:
        raise ValueError("the passphrase must be a non-empty text")
    return ChaCha20Poly1305(Scrypt(salt=salt, length=32, n=n, r=r, p=p).derive(passphrase.encode("utf-8")))


def _nonce(prefix: bytes, counter: int, last: bool) -> bytes:
    return prefix + counter.to_bytes(4, "big") + (b"\x01" if last else b"\x00")


def seal(data: bytes, passphrase: str) -> bytes:
    salt, prefix = os.urandom(16), os.urandom(7)
    params = {"kdf": "scrypt", **SCRYPT, "salt": salt.hex(), "nonce": prefix.hex(), "chunk": CHUNK}
    header = MAGIC + json.dumps(params, separators=(",", ":")).encode() + b"\n"
    aead = _key(passphrase, salt, **SCRYPT)
    out = [header]
    pieces = [data[i:i + CHUNK] for i in range(0, len(data), CHUNK)] or [b""]
    for i, piece in enumerate(pieces):
        out.append(aead.encrypt(_nonce(prefix, i, i == len(pieces) - 1), piece, header))
    return b"".join(out)


def is_sealed(head: bytes) -> bool:
    return head.startswith(MAGIC)


def unseal(blob: bytes, passphrase: str) -> bytes:
    """The text of a sealed export; a wrong passphrase or any change to the file is one error."""
    if not is_sealed(blob):
        raise MnemosyneError("this is not a sealed Mnemosyne export")
    end = blob.find(b"\n", len(MAGIC)) + 1
    if not end:
        raise MnemosyneError("the sealed export is cut short: its header is incomplete (was the copy finished?)")
    header = blob[:end]
    try:
        params = json.loads(header[len(MAGIC):])
        if params.get("kdf") != "scrypt" or int(params["n"]) < 2 ** 14:
            raise ValueError("unsupported key settings")
        aead = _key(passphrase, bytes.fromhex(params["salt"]), int(params["n"]), int(params["r"]), int(params["p"]))
        prefix, size = bytes.fromhex(params["nonce"]), int(params["chunk"]) + TAG
    except (ValueError, KeyError, TypeError) as exc:
        raise MnemosyneError(f"the sealed export's header is damaged ({exc})") from None
    body, out, i = blob[end:], [], 0
    if len(body) < TAG:
        raise MnemosyneError("the sealed export is cut short: it ends after its header (was the copy finished?)")
    for start in range(0, max(len(body), 1), size):
        piece = body[start:start + size]
        last = start + size >= len(body)
        try:
            out.append(aead.decrypt(_nonce(prefix, i, last), piece, header))
        except InvalidTag:
            raise WrongPassphraseError("wrong passphrase for this export, or the file was changed") from None
        i += 1
    return b"".join(out)


def unseal_export(name: str, blob: bytes, passphrase: str | None) -> bytes:
    """The importer's entry for a sealed file: its text, or one clear ArchiveError (no passphrase,
    a wrong one, a changed file) that leaves the store as it was."""
    from mnemosyne_app.core.archive.model import ArchiveError

    if not passphrase:
        raise ArchiveError(f"{name} is a sealed export: give the passphrase it was sealed with to import it")
    try:
        return unseal(blob, passphrase)
    except MnemosyneError as exc:
        raise ArchiveError(f"{name}: {exc}") from None
