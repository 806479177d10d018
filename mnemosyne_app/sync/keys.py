"""Where a vault's sync key is kept, and which key a sync uses with a server.

Kept in the OS keyring when there is a real one (the same check as the passphrase's), else
inside the vault: in the ``meta`` table of each scope that synced (encrypted with the scopes
when the data directory is). Never in a plain file, a log or a process argument: a person types
a recovery phrase or pairing code at a prompt or in the window, never on the command line.

``attach`` decides per server: a server with a sealed vault wants its key (no key: join first;
another key: refused before anything is read); a new server gets this device's key, made here
on the vault's first sync and shown once; a server synced in plain text before sealing existed
goes on in plain text until ``sync --seal`` moves it.
"""

from __future__ import annotations

from pathlib import Path

from mnemosyne_app import passphrase
from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync.server import Server, SyncServerError
from mnemosyne_app.sync.vault import SyncKey, WrongKeyError

SERVICE = "mnemosyne-sync-key"


class NotJoinedError(SyncServerError):
    def __init__(self) -> None:
        super().__init__("the sync server holds a sealed vault, and this device has no key for it: join it by typing "
                         "the recovery phrase or pairing code (mnemosyne sync --join, or Settings → Sync → Join); "
                         "nothing was sent or changed")


class PlainServerError(SyncServerError):
    def __init__(self) -> None:
        super().__init__("the sync server still holds operations in plain text (synced before sealing); move them "
                         "to sealed sync first (mnemosyne sync --seal, or Settings → Sync → Seal); nothing was sent "
                         "or changed")


def _account(root: Path) -> str:
    return str(Path(root).resolve())


def load(options: BrainOptions, which: str = "") -> SyncKey | None:
    """This vault's sync key, if it has one (``which`` "next": a key change's new key, kept
    before the server changes, so that a change killed half-way loses no key)."""
    ring = passphrase._keyring()
    if ring is not None:
        try:
            found = ring.get_password(SERVICE, _account(options.root) + which)
            if found:
                return SyncKey(bytes.fromhex(found))
        except Exception:  # a locked or broken keyring: the vault may hold it
            pass
    found = MemoryBrain.kept_sync_key(options.data_dir, which, vfs=options.vfs, passphrase=options.passphrase)
    return SyncKey(bytes.fromhex(found)) if found else None


def keep(options: BrainOptions, key: SyncKey | None, brain: MemoryBrain | None = None, which: str = "") -> None:
    """Keep ``key`` as this vault's: in the keyring if there is one, else in the open ``brain``'s
    scope (or every scope's, when none is given). None forgets it."""
    ring = passphrase._keyring()
    if ring is not None:
        try:
            if key is None:
                ring.delete_password(SERVICE, _account(options.root) + which)
            else:
                ring.set_password(SERVICE, _account(options.root) + which, key.raw.hex())
            return
        except Exception:  # the keyring refused (or held nothing to forget): inside the vault then
            pass
    hex_key = None if key is None else key.raw.hex()
    if brain is not None:
        brain.replica.keep_key(hex_key, which)
    else:
        MemoryBrain.keep_sync_key(options.data_dir, hex_key, which, vfs=options.vfs, passphrase=options.passphrase)


def _promoted(options: BrainOptions, check: bytes) -> SyncKey | None:
    """The new key of a key change this device began (kept as "next") if the server took it."""
    pending = load(options, "next")
    if pending is None or not pending.opens(check):
        return None
    keep(options, pending)
    keep(options, None, which="next")
    return pending


def attach(options: BrainOptions, server: Server, *, make: bool = True) -> SyncKey | None:
    """Give ``server`` the key to seal and open with (a connected server). Returns the key if it
    was made now (the vault's first sealed sync: the caller shows it once), else None."""
    key = load(options)
    if server.key_check is not None:
        if key is None:
            raise NotJoinedError()
        if not key.opens(server.key_check):
            key = _promoted(options, server.key_check)
            if key is None:
                raise WrongKeyError("this device's key is not the vault's: if its key was changed on another "
                                    "device, join again with the new recovery phrase")
        server.key = key
        return None
    if server.plain_rows:
        if key is not None:
            raise PlainServerError()
        return None  # plain text, as before sealing existed (the report says how to move it)
    made = None
    if key is None:
        if not make:
            return None
        key = made = SyncKey.new()
        keep(options, key)
    server.set_key_check(key)
    server.key = key
    return made


def join(options: BrainOptions, server: Server, typed: str, scope: str, brain: MemoryBrain | None = None) -> SyncKey:
    """Check a typed recovery phrase or pairing code against the server's vault and keep it
    (in ``scope`` too, made here if this data directory has none yet)."""
    key = SyncKey.from_typed(typed)
    if server.key_check is None:
        raise SyncServerError("the sync server holds no sealed vault to join yet: sync the device that has the "
                              "memories first (its first sync makes the key), then join with the phrase it shows")
    if not key.opens(server.key_check):
        raise WrongKeyError()
    held = load(options)
    if held is not None and held != key and held.opens(server.key_check):
        raise SyncServerError("this device already holds this vault's sync key; nothing was changed")
    if brain is None:  # made now if it is new (the window's open scope exists already)
        options.open(scope).close()
    keep(options, key)
    return key


def ensure_in(replica, key: SyncKey) -> None:
    """Without a keyring, every scope that syncs holds the key (any one of them finds it again):
    ``replica`` is the syncing scope's (``brain.replica``)."""
    if passphrase._keyring() is not None:
        return
    if replica.kept_key() != key.raw.hex():
        replica.keep_key(key.raw.hex())


def rotate(options: BrainOptions, server: Server) -> tuple[SyncKey, int]:
    """Change the vault's key: a new one made, kept here first (as "next"), everything on the
    server sealed again under it in one transaction, then it becomes this device's key. Other
    devices are refused until they join with it; a removed device's access ends here."""
    if server.key is None:
        attach(options, server, make=False)
    if server.key is None:
        raise SyncServerError("the sync server holds no sealed vault whose key could be changed")
    new = SyncKey.new()
    keep(options, new, which="next")
    count = server.rotate_key(new)
    keep(options, new)
    keep(options, None, which="next")
    return new, count
