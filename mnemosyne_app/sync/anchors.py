"""Anchors on the sync server (issue 31, item 6's last part): the server as a witness of how far
each device's ledger reached, so a device whose whole data directory was put back to an older
copy (its local anchor records included) finds out at its next sync.

At each sync, before anything is pushed, a device reads back the anchor it published last time
and has the brain judge it (core/integrity/witness.py): signed by this device's key and past the
local ledger (or another head at the same entry) means the store was rolled back; the sync stops
there (pushing would fork history) and verify reports it from then on. A row that is not this
device's signature is ignored with a note, never trusted, and replaced. After the push and pull,
the device publishes its latest signed anchor; the server keeps the highest one.

What this cannot do: a server that drops or withholds the row hides a rollback (it cannot forge
one); a device that never synced since the copy was taken has nothing on the server to be caught by.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.sync.server import CopiedDeviceError, Server, SyncServerError, _failing
from mnemosyne_app.sync.vault import SealBroken

FORMAT = "mnemosyne-anchor-1"


class RolledBackError(CopiedDeviceError):
    """This device's store ends before what the sync server saw it sign: nothing is pushed. (An
    older copy of a data directory put back is a copy of it: a CopiedDeviceError too.)"""

    def __init__(self, scope: str, words: str, copied: bool = False) -> None:
        also = ("; or this data directory is a copy of another one that synced different changes since (one is a "
                "copy of the other)") if copied else ""
        SyncServerError.__init__(
            self, f"scope {scope}: {words}{also}. Nothing was pushed or pulled (pushing would fork its history); "
            "mnemosyne verify reports it. Put back the newest copy of this data directory, or export these memories "
            "and import them into a new one")


def _context(key, sid: str, device: str, seq: int) -> bytes:
    return f"{FORMAT}|{key.vault_id()}|{sid}|{device}|{seq}".encode()


def fetch(server: Server, scope: str, device: str) -> dict | str | None:
    """This device's anchor of ``scope`` as the server holds it: a dict (not yet judged), None
    (none), or a sentence saying why the row is not an anchor at all."""
    sid = server._sid(scope)
    with _failing("reading the sync server failed"):
        with server.conn.transaction(), server.conn.cursor() as cur:
            cur.execute(f"SELECT seq, anchor, sealed FROM {server.schema}.anchors WHERE device = %s AND scope = %s",
                        (device, sid))
            found = cur.fetchone()
    if found is None:
        return None
    seq, plain, sealed = found
    try:
        if sealed is not None and server.key is not None:
            plain = server.key.open(bytes(sealed), _context(server.key, sid, device, seq)).decode("utf-8")
        row = json.loads(plain) if plain is not None else None
    except (SealBroken, UnicodeDecodeError, json.JSONDecodeError):
        return ("the sync server's copy of this device's anchor does not open with this vault's key: ignored, "
                "and replaced")
    if not isinstance(row, dict) or row.get("seq") != seq:
        return ("the sync server's copy of this device's anchor is not one (its entry number was changed): "
                "ignored, and replaced")
    return row


def publish(server: Server, scope: str, device: str, anchor: dict, replace: bool = False) -> None:
    """Keep ``anchor`` as this device's latest on the server: only over a lower one, or over
    whatever is there when ``replace`` (a row that was not this device's signature)."""
    sid, seq = server._sid(scope), int(anchor["seq"])
    text = json.dumps(anchor, sort_keys=True)
    plain, sealed = (text, None) if server.key is None else \
        (None, server.key.seal(text.encode("utf-8"), _context(server.key, sid, device, seq)))
    # The highest is kept; a plain row left from before sealed sync is sealed over at once.
    keep_highest = "" if replace else (f" WHERE {server.schema}.anchors.seq < excluded.seq OR "
                                       f"({server.schema}.anchors.sealed IS NULL AND excluded.sealed IS NOT NULL)")
    with _failing("publishing this device's anchor to the sync server failed"):
        with server.conn.transaction(), server.conn.cursor() as cur:
            cur.execute(f"INSERT INTO {server.schema}.anchors (device, scope, seq, anchor, sealed) "
                        "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (device, scope) DO UPDATE SET seq = excluded.seq, "
                        "anchor = excluded.anchor, sealed = excluded.sealed, published_at = now()" + keep_highest,
                        (device, sid, seq, plain, sealed))


@dataclass(frozen=True)
class Witnessed:
    """What ``before_push`` found on the server."""
    note: str = ""            # why the row there was ignored ("": it was this device's, or none)
    held: dict | None = None  # this device's anchor as the server holds it (when trusted)


def before_push(brain: MemoryBrain, server: Server, scope: str, device: str, copied: bool = False) -> Witnessed:
    """Check the local ledger against what the server saw this device sign. Raises
    RolledBackError (kept locally first) when it was rolled back."""
    row = fetch(server, scope, device)
    if isinstance(row, str):
        return Witnessed(row)
    status, words = brain.check_server_anchor(row)
    if status == "rolled back":
        raise RolledBackError(scope, words, copied)
    return Witnessed(words) if status == "ignored" else Witnessed("", row)


def after_sync(brain: MemoryBrain, server: Server, scope: str, device: str, seen: Witnessed) -> None:
    """Publish the scope's head as this device signs it now (not when the server has it already:
    an unchanged scope's sync writes nothing there)."""
    head = brain.signed_head()
    if head is not None and head != seen.held:
        publish(server, scope, device, head, replace=bool(seen.note))


# -- the vault's moves (server.seal_plain, sealed.rotate): the anchors move with the operations --
def seal_plain_rows(cur, schema: str, key) -> None:
    """Seal the anchors kept in plain text (a server synced before sealed sync): under the scope's
    opaque id, nothing readable left (the caller's transaction, then VACUUM FULL)."""
    from mnemosyne_app.sync import sealed

    cur.execute(f"SELECT device, scope, seq, anchor FROM {schema}.anchors WHERE sealed IS NULL")
    for device, name, seq, text in cur.fetchall():
        cur.execute(f"DELETE FROM {schema}.anchors WHERE device = %s AND scope = %s", (device, name))
        if text is None:
            continue
        sid = sealed.scope_id(key, name)
        _put(cur, schema, device, sid, seq, key.seal(text.encode("utf-8"), _context(key, sid, device, seq)))


def rotate(cur, schema: str, old, new, remap: dict[str, str]) -> None:
    """Seal the anchors again under the vault's new key (``remap``: old scope id -> new). A row
    that does not open with the old key was not a device's: it goes (each device publishes its
    own again at its next sync)."""
    cur.execute(f"SELECT device, scope, seq, sealed FROM {schema}.anchors")
    found = cur.fetchall()
    cur.execute(f"DELETE FROM {schema}.anchors")
    for device, sid, seq, blob in found:
        if blob is None or sid not in remap:
            continue
        try:
            text = old.open(bytes(blob), _context(old, sid, device, seq))
        except SealBroken:
            continue
        _put(cur, schema, device, remap[sid], seq, new.seal(text, _context(new, remap[sid], device, seq)))


def _put(cur, schema: str, device: str, sid: str, seq: int, blob: bytes) -> None:
    cur.execute(f"INSERT INTO {schema}.anchors (device, scope, seq, sealed) VALUES (%s, %s, %s, %s) "
                f"ON CONFLICT (device, scope) DO UPDATE SET seq = excluded.seq, sealed = excluded.sealed "
                f"WHERE {schema}.anchors.seq < excluded.seq", (device, sid, seq, blob))
