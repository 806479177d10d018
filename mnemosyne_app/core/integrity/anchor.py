"""Anchors: the ledger's head signed with this data directory's device key (Ed25519, from
``cryptography``), so that a forger who recomputes the public hash chain, or cuts its tail off
with the recorded head, is caught.

- The **device key** is made once per data directory. Its private half is kept in the OS keyring
  where a real one exists, else in ``<data dir>/device-signing-key`` (owner-only), never inside a
  scope's database: someone who can rewrite a database file alone cannot re-sign it.
- An **anchor** is (seq, head hash, time, public key, signature). The latest one is kept in the
  scope's ``meta`` (and goes into full exports); the highest one this device has signed for a
  ledger is also kept outside the database, in ``<data dir>/anchors/`` (the "seen" record), so a
  database rolled back to an older copy, anchor and all, is caught as well.
- A new anchor is recorded when the brain closes, verifies or exports, and only if the chain
  still holds what the previous anchor signed (so a forged store never gets its forgery signed).
"""

from __future__ import annotations

import os
import json
import logging
from dataclasses import dataclass
from pathlib import Path

import apsw
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey  # noqa: F401

from mnemosyne_app import paths
from mnemosyne_app.core.integrity.device_key import KEY_FILE, KEYRING_SERVICE, device_key, public_hex  # noqa: F401
from mnemosyne_app.core.store import ledger

log = logging.getLogger("mnemosyne.anchor")

SEEN_DIR = "anchors"
META_KEY = "ledger_anchor"


@dataclass(frozen=True)
class Anchor:
    seq: int
    hash: str
    ts: float
    public_key: str  # hex of the raw 32-byte Ed25519 public key
    signature: str  # hex

    def message(self) -> bytes:
        return ledger.canonical({"seq": self.seq, "hash": self.hash, "ts": self.ts,
                                 "public_key": self.public_key}).encode("utf-8")

    def signed(self) -> bool:
        """Whether ``signature`` is the named key's signature of this anchor."""
        try:
            Ed25519PublicKey.from_public_bytes(bytes.fromhex(self.public_key)).verify(
                bytes.fromhex(self.signature), self.message())
            return True
        except (InvalidSignature, ValueError):
            return False

    def as_dict(self) -> dict:
        return {"seq": self.seq, "hash": self.hash, "ts": self.ts, "public_key": self.public_key,
                "signature": self.signature}

    @classmethod
    def from_dict(cls, d) -> "Anchor":
        """ValueError, in words, for anything that is not an anchor."""
        if not isinstance(d, dict):
            raise ValueError("the anchor must be an object")
        for name, kind in (("seq", int), ("hash", str), ("ts", (int, float)), ("public_key", str), ("signature", str)):
            if not isinstance(d.get(name), kind) or isinstance(d.get(name), bool):
                raise ValueError(f"the anchor's {name} is missing or of the wrong type")
        return cls(d["seq"], d["hash"], float(d["ts"]), d["public_key"], d["signature"])


def sign(key: Ed25519PrivateKey, seq: int, head: str, ts: float) -> Anchor:
    unsigned = Anchor(seq, head, round(ts, 6), public_hex(key), "")
    return Anchor(unsigned.seq, head, unsigned.ts, unsigned.public_key, key.sign(unsigned.message()).hex())


# -- where anchors are kept ---------------------------------------------------------------------
def stored(conn: apsw.Connection) -> Anchor | None:
    """The anchor kept in the scope's meta (None: none yet). ValueError when it is not one."""
    for (value,) in conn.execute("SELECT value FROM meta WHERE key = ?", (META_KEY,)):
        try:
            return Anchor.from_dict(json.loads(value))
        except json.JSONDecodeError:
            raise ValueError("the ledger's anchor is not readable") from None
    return None


def _seen_path(root: Path, scope: str) -> Path:
    # By the scope's name (a validated file name). A scope made anew under a name drops the old
    # record (``forget``); a renamed scope starts a new one at its next anchor.
    return Path(root) / SEEN_DIR / f"{scope}.json"


def forget(root: Path, scope: str) -> None:
    """Drop the seen records of ``scope``: its database was just made, a new ledger starts."""
    from mnemosyne_app.core.integrity import witness

    _seen_path(root, scope).unlink(missing_ok=True)
    witness.forget(root, scope)


def _records(root: Path, scope: str) -> list[Path]:
    from mnemosyne_app.core.integrity import witness

    return [_seen_path(root, scope), witness._path(root, scope)]


def carry(root: Path, scope: str, to_scope: str) -> None:
    """A scope's file took another name: its seen records go with it (the records under the new
    name, if any, were another ledger's: replaced). Without this, a file that came back later
    under the old name (restored, or renamed back) was judged against this ledger's anchors and
    looked rolled back (found by the random sync test, seed 39)."""
    for here, there in zip(_records(root, scope), _records(root, to_scope)):
        if here.exists():
            there.parent.mkdir(parents=True, exist_ok=True)
            os.replace(here, there)
        else:
            there.unlink(missing_ok=True)


def set_aside(root: Path, scope: str, folder: Path) -> None:
    """The scope was removed into ``folder``: its seen records go there with its file."""
    for i, here in enumerate(_records(root, scope)):
        if here.exists():
            os.replace(here, Path(folder) / f"anchor-{i}.json")


def put_back(root: Path, folder: Path, scope: str) -> None:
    """The scope was restored from ``folder``: its seen records come back with it (the ones
    under its name were another ledger's, one made and removed meanwhile: dropped)."""
    for i, there in enumerate(_records(root, scope)):
        kept = Path(folder) / f"anchor-{i}.json"
        if kept.exists():
            there.parent.mkdir(parents=True, exist_ok=True)
            os.replace(kept, there)
        else:
            there.unlink(missing_ok=True)


def seen(root: Path, scope: str) -> Anchor | None:
    """The highest anchor this device signed for this scope (None: none, or unreadable)."""
    try:
        return Anchor.from_dict(json.loads(_seen_path(root, scope).read_text(encoding="utf-8")))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.warning("the anchor record for scope %s is unreadable (%s)", scope, exc)
        return None


def keep(root: Path, scope: str, anchor: Anchor) -> None:
    """Keep ``anchor`` as the highest this device signed for ``scope`` (after its transaction
    committed and the WAL was synced: the record must never run ahead of the disk)."""
    paths.write_private_json(_seen_path(root, scope), anchor.as_dict(), root)


def known_keys(root: Path) -> set[str]:
    """Public keys the person's devices are known to have signed with: this data directory's own
    key and the key of every anchor record kept here (an export signed by any other key was
    re-signed elsewhere: by a device of theirs not seen here, or by whoever changed it)."""
    known = {public_hex(device_key(root))}
    folder = Path(root) / SEEN_DIR
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            known.add(Anchor.from_dict(json.loads(path.read_text(encoding="utf-8"))).public_key)
        except (OSError, ValueError):
            continue  # (an unreadable record names no key)
    return known


IMPORT_MARK = "imported_anchor"


def mark_import(conn: apsw.Connection, root: Path, origin: str, public_key: str) -> bool | None:
    """After a full export was restored into this scope: whether the key that signed it is one
    the person's devices used (None: it was not signed), kept in the scope's meta as
    ``imported_anchor`` (what file, which key, known or not), so the finding outlives the report."""
    known = (public_key in known_keys(root)) if public_key else None
    status = "unsigned" if known is None else ("known key" if known else "unknown key")
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (IMPORT_MARK, json.dumps({"file": origin, "public_key": public_key, "status": status})))
    return known


def hash_at(conn: apsw.Connection, seq: int) -> str | None:
    for (h,) in conn.execute("SELECT hash FROM ledger WHERE seq = ?", (seq,)):
        return h
    return None


def due(conn: apsw.Connection, root: Path, scope: str) -> bool:
    """Whether the head is newer than its anchors (a read: closing an unchanged store writes nothing)."""
    seq, _ = ledger.head(conn)
    try:
        current = stored(conn)
    except ValueError:
        return False
    before = seen(root, scope)
    return seq > 0 and (current is None or current.seq != seq or before is None or before.seq < seq)


def record(conn: apsw.Connection, root: Path, scope: str, now: float) -> Anchor | None:
    """Sign the ledger's head, inside a write transaction, and return the new anchor; None if it
    is already anchored or an earlier anchor no longer holds (its signature, or the entry it signed): then nothing is
    signed, so the evidence stays for verify to report."""
    seq, head = ledger.head(conn)
    if seq == 0:
        return None
    try:
        current = stored(conn)
    except ValueError:
        return None
    from mnemosyne_app.core.integrity import witness

    key = device_key(root)
    ours = public_hex(key)
    before = seen(root, scope)
    if before is not None and before.public_key != ours:
        return None
    # The sync server's evidence of a rollback (witness.py) stops signing too: a rolled-back
    # store must not get its older head signed over what the server saw.
    for earlier in (current, before, witness.witnessed(root, scope)):
        if earlier is not None and (not earlier.signed() or earlier.seq > seq
                                    or hash_at(conn, earlier.seq) != earlier.hash):
            log.warning("scope %s: the ledger no longer holds anchored entry %d; not re-anchored", scope, earlier.seq)
            return None
    if current is not None and current.seq == seq and current.public_key == ours \
            and before is not None and before.seq >= seq:
        return None  # nothing new to sign
    anchor = sign(key, seq, head, now)
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                 (META_KEY, json.dumps(anchor.as_dict())))
    return anchor  # the caller keeps it outside the database once committed (``keep``); before.seq <= seq


# -- checking ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Trust:
    """What verify checks the ledger against, from outside the database: this data directory's
    public key, the highest anchor it signed for this ledger, and one of its anchors the sync
    server showed to be past the ledger (witness.py), if any."""
    public_key: str
    seen: Anchor | None
    witness: Anchor | None = None


def trust_for(conn: apsw.Connection, root: Path, scope: str) -> Trust:
    from mnemosyne_app.core.integrity import witness

    return Trust(public_hex(device_key(root)), seen(root, scope), witness.witnessed(root, scope))


def broken(conn: apsw.Connection, checked: int, trust: Trust | None) -> tuple[int, str] | None:
    """(ledger seq, reason) of the first thing the anchors say is wrong, else None. ``checked``
    is how many entries the chain walk found linked."""
    try:
        current = stored(conn)
    except ValueError as exc:
        return checked, str(exc)
    if current is not None:
        if not current.signed():
            return current.seq, f"the ledger's anchor (entry {current.seq}) is not signed by the key it names: it was forged"
        ours = trust is not None and current.public_key == trust.public_key
        found = _against(conn, checked, current, "this device" if ours else "another device (its key)")
        if found:
            return found
    if trust is not None and trust.seen is not None:
        if trust.seen.public_key != trust.public_key or not trust.seen.signed():
            return checked, ("the anchor record kept outside the database is not this device's signature "
                             f"(if this data directory's key was replaced, e.g. a new keyring, move "
                             f"{SEEN_DIR}/ in the data directory away and verify again)")
        found = _against(conn, checked, trust.seen, "this device")
        if found:
            return found
    if trust is not None and trust.witness is not None and trust.witness.public_key == trust.public_key \
            and trust.witness.signed():  # (kept only once checked; checked again: never trust a file alone)
        from mnemosyne_app.core.integrity import witness

        return witness.against(conn, checked, trust.witness)
    return None


def _against(conn: apsw.Connection, checked: int, a: Anchor, who: str) -> tuple[int, str] | None:
    if checked < a.seq:
        return checked + 1, (f"the ledger was rolled back: it ends at entry {checked}, but {who} signed "
                             f"entry {a.seq} as its head")
    if hash_at(conn, a.seq) != a.hash:
        return a.seq, (f"entry {a.seq} is not the one {who} signed: the ledger up to it was rewritten "
                       "and its hash chain recomputed")
    return None

