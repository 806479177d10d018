"""What a scope's brain does to keep its ledger vouched for: verify on one consistent snapshot and
keep the result (so a broken memory stays flagged across restarts), and sign the ledger's head
with the data directory's device key (anchor.py) after a verify that passed, at close and before
an export; say whose key signed an export restored here. ``MemoryBrain.verify_integrity``, its
anchoring and the end of a restore delegate here."""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

import apsw

from mnemosyne_app.core.errors import MnemosyneError
from mnemosyne_app.core.integrity import anchor, broken
from mnemosyne_app.core.integrity.verify import IntegrityReport, verify
from mnemosyne_app.core.store.scope_store import ScopeStore

log = logging.getLogger("mnemosyne.brain")


def verify_and_keep(store: ScopeStore, root: Path, scope: str, progress=None) -> IntegrityReport:
    """Walk the ledger and check every memory against it; keep the result (not in a read-only
    store) and, when it passed, anchor the head."""
    with store.snapshot() as conn:
        try:
            trust = anchor.trust_for(conn, root, scope)
        except (OSError, ValueError) as exc:  # no device key to be had: the chain and anchor signature only
            log.warning("verify without this device's anchors: %s", exc)
            trust = None
        rep = verify(conn, progress, trust)
    if not store.read_only:
        with store.txn() as conn:
            broken.remember(conn, rep.as_dict())
        if rep.valid:
            anchor_head(store, root, scope)
    return rep


def anchor_head(store: ScopeStore, root: Path, scope: str) -> None:
    """Sign the ledger's head with this data directory's device key (anchor.py). A store that is
    closed or read-only, or a key that cannot be kept, leaves it unsigned: anchoring must never
    stop a close, a verify or an export."""
    if store.read_only or not store.is_open:
        return
    try:
        with store.reading() as conn:
            if not anchor.due(conn, root, scope):
                return
        with store.txn() as conn:
            signed = anchor.record(conn, root, scope, time.time())
        if signed is not None:
            with store.reading() as conn:  # a checkpoint syncs the WAL first: what was signed is on disk
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            anchor.keep(root, scope, signed)
    except (MnemosyneError, OSError, ValueError, apsw.Error) as exc:
        log.warning("the ledger's head of scope %s was not anchored: %s", scope, exc)


def mark_import(store: ScopeStore, root: Path, path, report) -> None:
    """After a Mnemosyne export was restored: whether this device knows the key that signed it,
    said in ``report.anchor_key_known`` and marked in the store (anchor.mark_import)."""
    try:
        with store.txn() as conn:
            report.anchor_key_known = anchor.mark_import(conn, root, os.path.basename(str(path)), report.anchor_key)
    except (OSError, ValueError) as exc:  # no device key to compare with: the summary claims nothing
        log.warning("the imported export's signing key was not checked: %s", exc)
