"""How a scope file is keyed: SQLite3 Multiple Ciphers (apsw-sqlite3mc) with AEGIS-256 and an
Argon2id key derivation.

Why this cipher: AEGIS-256 is an authenticated cipher (each page carries a tag), so a flipped
bit or a wrong key is detected instead of read as garbage, and its 256-bit nonces are drawn at
random per page write, so no nonce is ever reused however often a page is rewritten. sqlite3mc
derives its key with Argon2id, which is memory-hard: a guess costs ``mcost`` KiB of memory as
well as time, so GPUs gain little over the owner's laptop. The settings are RFC 9106's second
recommendation (64 MiB, 3 passes), about 0.15 s a connection here; they are kept in the data
directory's ``encryption.json`` (crypto_dir.py) because sqlite3mc stores only the salt in the
file, so a later release can raise them for new keys without losing old files.

An encrypted file has no "SQLite format 3" header: its first 16 bytes are the KDF salt. That is
how a file is told encrypted without a key (``is_encrypted``).

Test hook: ``MNEMOSYNE_TEST_WEAK_KDF=1`` makes *new* keys use Argon2id with 1 pass over 1 MiB
(and the passphrase verifier scrypt with N=2**10) instead of the settings above. It exists only
so the conversion drill (tests/unit/test_encryption_drill.py, `make drill-encryption`) can kill
`encrypt`/`rekey` a hundred times in minutes: the drill tests where a kill lands among renames and
markers, which the KDF's cost does not change. The weak settings are written into the data
directory's ``encryption.json`` like any others, and a warning is logged whenever they are used.
Never set it for real memories.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from pathlib import Path

from mnemosyne_app.core.store import no_core_dumps

SQLITE_HEADER = b"SQLite format 3\x00"
WEAK_KDF_ENV = "MNEMOSYNE_TEST_WEAK_KDF"

log = logging.getLogger("mnemosyne.keys")
_warned = False


@dataclass(frozen=True)
class Cipher:
    """The cipher and KDF settings of a key (sqlite3mc's names)."""
    name: str = "aegis"
    algorithm: str = "aegis-256"
    tcost: int = 3       # Argon2id passes
    mcost: int = 65536   # Argon2id memory, KiB
    pcost: int = 1       # Argon2id lanes

    def pragmas(self) -> list[str]:
        return [f"PRAGMA cipher='{self.name}'", f"PRAGMA algorithm='{self.algorithm}'",
                f"PRAGMA tcost={int(self.tcost)}", f"PRAGMA mcost={int(self.mcost)}", f"PRAGMA pcost={int(self.pcost)}"]

    def uri_params(self) -> str:
        return (f"cipher={self.name}&algorithm={self.algorithm}&tcost={int(self.tcost)}"
                f"&mcost={int(self.mcost)}&pcost={int(self.pcost)}")

    def as_dict(self) -> dict:
        return {"name": self.name, "algorithm": self.algorithm, "tcost": self.tcost, "mcost": self.mcost,
                "pcost": self.pcost}

    @classmethod
    def from_dict(cls, d: dict) -> "Cipher":
        if d.get("name") != "aegis" or not str(d.get("algorithm", "")).startswith("aegis-"):
            raise ValueError(f"unknown cipher {d.get('name')!r}/{d.get('algorithm')!r}")
        return cls(d["name"], d["algorithm"], int(d["tcost"]), int(d["mcost"]), int(d["pcost"]))


def weak_kdf_for_tests() -> bool:
    """Whether the test hook of the module docstring is set (and a warning logged if so)."""
    global _warned
    if os.environ.get(WEAK_KDF_ENV) != "1":
        return False
    if not _warned:
        log.warning("%s=1: new keys use a weak key derivation meant for tests only", WEAK_KDF_ENV)
        _warned = True
    return True


def default_cipher() -> Cipher:
    """The settings a new key is made with today."""
    return Cipher(tcost=1, mcost=1024) if weak_kdf_for_tests() else Cipher()


@dataclass(frozen=True)
class StoreKey:
    """A passphrase with the cipher settings it is used with. Its repr never shows the
    passphrase, so a key in a traceback or a log line gives nothing away."""
    passphrase: str = field(repr=False)
    cipher: Cipher = field(default_factory=default_cipher)

    def __post_init__(self) -> None:
        if not isinstance(self.passphrase, str) or not self.passphrase:
            raise ValueError("the passphrase must be a non-empty text")
        no_core_dumps.disable()  # from here on this process holds a secret (no_core_dumps.py)

    @property
    def hexkey(self) -> str:
        # As hex, the passphrase needs no quoting in a PRAGMA or a URI, whatever it holds.
        return self.passphrase.encode("utf-8").hex()


def is_encrypted(path: Path | str) -> bool:
    """Whether ``path`` is an encrypted database: a non-empty file without SQLite's header."""
    try:
        with open(path, "rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except (FileNotFoundError, IsADirectoryError):
        return False
    return len(head) > 0 and head != SQLITE_HEADER


def apply(conn, key: StoreKey) -> None:
    """Key a fresh connection before its first read (sqlite3mc reads page 1 with it)."""
    for pragma in key.cipher.pragmas():
        conn.execute(pragma).fetchall()
    conn.execute(f"PRAGMA hexkey='{key.hexkey}'").fetchall()
    # Sorts and temporary tables never spill to a plain temporary file.
    conn.execute("PRAGMA temp_store=MEMORY").fetchall()


def target_uri(path: Path, key: StoreKey | None) -> str:
    """A ``file:`` URI for VACUUM INTO that writes ``path`` under ``key`` (None: plain)."""
    from urllib.parse import quote

    name = "file:" + quote(os.fspath(Path(path).absolute()))
    if key is None:
        return name + "?cipher=aegis&key="  # an empty key: sqlite3mc writes a plain database
    return f"{name}?{key.cipher.uri_params()}&hexkey={key.hexkey}"
