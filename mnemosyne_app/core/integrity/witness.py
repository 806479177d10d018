"""The sync server as a witness of this device's anchors (issue 31, item 6's last part).

The "seen" record (anchor.py) lives in the data directory: someone who puts back an older copy of
the WHOLE directory puts back an older seen record too, and verify cannot tell. With sync set up,
each device also publishes its latest anchor to the server at every sync and reads its own back
first. An anchor there signed by THIS device's key with a higher entry than the local ledger
reaches (or another head at the same entry) means the store was rolled back: it is kept here, in
``<data dir>/anchors/server/<scope>.json``, so verify reports it from then on (and the sync stops
pushing: pushing would fork history). A row that is not this device's signature is never trusted.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import apsw

from mnemosyne_app import paths
from mnemosyne_app.core.integrity import anchor
from mnemosyne_app.core.integrity.device_key import device_key, public_hex
from mnemosyne_app.core.store import ledger

log = logging.getLogger("mnemosyne.anchor")

FOLDER = "server"  # inside anchor.SEEN_DIR (a folder of its own: no scope's name can clash with it)


@dataclass(frozen=True)
class Finding:
    """What an anchor read back from the sync server says about the local ledger."""
    status: str  # "held" (the ledger holds it), "rolled back", "ignored" (not this device's signature), "none"
    message: str = ""


def _path(root: Path, scope: str) -> Path:
    return Path(root) / anchor.SEEN_DIR / FOLDER / f"{scope}.json"


def witnessed(root: Path, scope: str) -> anchor.Anchor | None:
    """The anchor of this device the sync server showed to be past the local ledger (None: none)."""
    try:
        return anchor.Anchor.from_dict(json.loads(_path(root, scope).read_text(encoding="utf-8")))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.warning("the sync server's anchor record for scope %s is unreadable (%s)", scope, exc)
        return None


def forget(root: Path, scope: str) -> None:
    _path(root, scope).unlink(missing_ok=True)


def _keep(root: Path, scope: str, found: anchor.Anchor) -> None:
    before = witnessed(root, scope)
    if before is not None and before.seq >= found.seq and before.signed():
        return  # the strongest evidence stays
    paths.write_private_json(_path(root, scope), found.as_dict(), root)


def check(conn: apsw.Connection, root: Path, scope: str, row,
          aside: Callable[[int, str], Path | None] = lambda _seq, _hash: None) -> Finding:
    """Judge ``row`` (an anchor as a dict, read back from the sync server as this device's) against
    the local ledger; a rollback is kept (``witnessed``) before this returns. ``aside``: the
    removed scope file here whose ledger holds an entry (seq, hash), if any."""
    if row is None:
        return Finding("none")
    try:
        found = anchor.Anchor.from_dict(row)
    except ValueError as exc:
        return Finding("ignored", f"the sync server's copy of this device's anchor is not one ({exc}): ignored")
    if not found.signed():
        return Finding("ignored", "the sync server's copy of this device's anchor is not signed by the key it names "
                                  "(changed on the server): ignored, and replaced by this device's own")
    if found.public_key != public_hex(device_key(root)):
        return Finding("ignored", "the sync server's copy of this device's anchor is signed by another key, not this "
                                  "device's: ignored, and replaced by this device's own")
    seq, _ = ledger.head(conn)
    ahead = found.seq > seq
    if ahead or anchor.hash_at(conn, found.seq) != found.hash:
        # Signed for a copy of this scope set aside here (removed, or moved aside following a
        # removal), whose ledger holds it whole: this file is another ledger of the scope (made
        # here, or another device's scope it joined by name since), not one rolled back. Judged
        # rolled back, its sync stopped for good (issue 32: soak seeds 316, 1778).
        held = aside(found.seq, found.hash)
        if held is not None:
            return Finding("ignored", f"the sync server's anchor of this scope was signed for this device's copy of it "
                                      f"set aside in {held.parent} (another ledger of the scope): replaced by this "
                                      "one's")
        _keep(root, scope, found)
        return Finding("rolled back", rolled_back(found.seq, seq) if ahead else forked(found.seq))
    return Finding("held")


def rolled_back(signed: int, ends: int) -> str:
    return (f"the ledger was rolled back: this device signed entry {signed}, seen by the sync server, but the "
            f"ledger ends at {ends} (an older copy of the data directory was put back?)")


def forked(signed: int) -> str:
    return (f"entry {signed} is not the one this device signed and the sync server saw: the ledger was rolled back "
            "and written on since (an older copy of the data directory was put back?)")


def against(conn: apsw.Connection, checked: int, found: anchor.Anchor | None) -> tuple[int, str] | None:
    """Verify's check: (ledger seq, reason) when the ledger does not hold the anchor the server saw."""
    if found is None:
        return None
    if checked < found.seq:
        return checked + 1, rolled_back(found.seq, checked)
    if anchor.hash_at(conn, found.seq) != found.hash:
        return found.seq, forked(found.seq)
    return None
