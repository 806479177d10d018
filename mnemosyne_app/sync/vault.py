"""The sync key of a vault and what it does: seal what leaves the device, open what comes back.

One random 256-bit key per vault (every device of a person holds the same one). A person sees it
once, as a BIP-39 recovery phrase (24 words with a checksum, the ``mnemonic`` package's English
list) and as a pairing code (the same key in base32 with a 4-byte SHA-256 checksum); either one,
typed on a new device, joins it. Two keys are derived from it with HKDF: one seals (AES-256-GCM,
``cryptography``), one makes the opaque tags the server sees instead of names (keyed BLAKE2b).

A sealed operation's associated data binds it to its vault, scope id, origin device, origin
sequence, stamp and memory tag: a row the server moves, copies under another number, or puts
into another scope or vault does not open, and is refused on pull.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

KEY_BYTES = 32
NONCE_BYTES = 12
CHECK_TEXT = b"mnemosyne sync key check v1"


class WrongKeyError(ValueError):
    """A key (typed or kept) that does not open the vault on the server."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("this key does not open the synced vault on this server" + (f" ({detail})" if detail else "")
                         + "; nothing was applied or changed. Type the recovery phrase or pairing code shown when "
                           "the vault's first sync made it")


class KeyTypoError(ValueError):
    """A recovery phrase or pairing code mistyped (an unknown word, a failed checksum)."""


class SealBroken(ValueError):
    """A sealed value that does not open: changed, moved or made with another key."""


def _mnemonic():
    from mnemonic import Mnemonic  # BIP-39: its English word list and checksum

    return Mnemonic("english")


@dataclass(frozen=True)
class SyncKey:
    raw: bytes

    def __post_init__(self) -> None:
        if len(self.raw) != KEY_BYTES:
            raise ValueError("a sync key is 32 bytes")
        derive = lambda info: HKDF(hashes.SHA256(), 32, salt=None, info=info).derive(self.raw)  # noqa: E731
        object.__setattr__(self, "_aead", AESGCM(derive(b"mnemosyne sync seal")))
        object.__setattr__(self, "_tagger", derive(b"mnemosyne sync tags"))
        object.__setattr__(self, "_tags", {})  # (kind, value) -> tag, for the few values asked often
        object.__setattr__(self, "_vault", self.tag("vault", ""))

    def __repr__(self) -> str:  # never the key itself in a log or a traceback
        return "SyncKey(…)"

    @classmethod
    def new(cls) -> "SyncKey":
        return cls(secrets.token_bytes(KEY_BYTES))

    # -- what a person holds ----------------------------------------------------------------
    def phrase(self) -> str:
        return _mnemonic().to_mnemonic(self.raw)

    def pairing_code(self) -> str:
        body = base64.b32encode(self.raw + hashlib.sha256(self.raw).digest()[:4]).decode("ascii").rstrip("=")
        return "-".join(body[i:i + 4] for i in range(0, len(body), 4))

    @classmethod
    def from_typed(cls, text: str) -> "SyncKey":
        """The key in a typed recovery phrase (words) or pairing code; refused, in words, when
        a word is unknown or the checksum fails (a typo)."""
        words = text.strip().lower().split()
        if len(words) > 1:
            wordlist = _mnemonic()
            unknown = [w for w in words if w not in wordlist.wordlist]
            if unknown:
                raise KeyTypoError(f"the recovery phrase has words not in its list: {', '.join(unknown[:3])}; "
                                   "check the spelling")
            if len(words) != 24 or not wordlist.check(" ".join(words)):
                raise KeyTypoError("the recovery phrase's checksum does not match (a word is wrong or missing, "
                                   "or two are swapped); check it word by word")
            return cls(bytes(wordlist.to_entropy(" ".join(words))))
        code = "".join(c for c in text.upper() if c.isalnum())
        try:
            raw = base64.b32decode(code + "=" * (-len(code) % 8))
        except (ValueError, base64.binascii.Error):
            raise KeyTypoError("the pairing code has characters a pairing code never has; check it") from None
        if len(raw) != KEY_BYTES + 4 or hashlib.sha256(raw[:KEY_BYTES]).digest()[:4] != raw[KEY_BYTES:]:
            raise KeyTypoError("the pairing code's checksum does not match (a character is wrong or missing); "
                               "check it")
        return cls(raw[:KEY_BYTES])

    # -- tags the server sees instead of names -------------------------------------------------
    def tag(self, kind: str, value: str) -> str:
        """An opaque id for a name the server must not read: BLAKE2b in its keyed (MAC) mode,
        128 bits (as strong as HMAC-SHA-256 here, and a few times cheaper per call: a push tags
        two values per operation)."""
        return hashlib.blake2b(f"{kind}\0{value}".encode(), key=self._tagger, digest_size=16).hexdigest()

    def tag_of(self, kind: str, value: str) -> str:
        """``tag``, remembered: for scope names, asked once for every row."""
        found = self._tags.get((kind, value))
        if found is None:
            found = self._tags[(kind, value)] = self.tag(kind, value)
        return found

    def vault_id(self) -> str:
        return self._vault

    # -- sealing -----------------------------------------------------------------------------
    def seal(self, plain: bytes, context: bytes) -> bytes:
        nonce = secrets.token_bytes(NONCE_BYTES)
        return nonce + self._aead.encrypt(nonce, plain, context)

    def open(self, sealed: bytes | None, context: bytes) -> bytes:
        if sealed is None or len(sealed) < NONCE_BYTES + 16:
            raise SealBroken("too short")
        try:
            return self._aead.decrypt(bytes(sealed[:NONCE_BYTES]), bytes(sealed[NONCE_BYTES:]), context)
        except InvalidTag:
            raise SealBroken("does not open") from None

    def check_value(self) -> bytes:
        """What the server keeps to tell this vault's key from another one (a sealed constant)."""
        return self.seal(CHECK_TEXT, self.vault_id().encode())

    def opens(self, check: bytes) -> bool:
        try:
            return self.open(check, self.vault_id().encode()) == CHECK_TEXT
        except SealBroken:
            return False
