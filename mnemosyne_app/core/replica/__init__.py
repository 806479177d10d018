"""A scope as one replica of a synced vault: the SQLite half of sync, owned by the engine.

``sync/`` keeps the network (the PostgreSQL server), the credentials, sealing and the loop; it
drives the brain it is handed through ``brain.replica`` and never touches the file itself. Each
method here is one read or one transaction on the brain's own connection (under its lock), so a
window that keeps the scope open and a sync running on another thread share one store, and the
open store's vector cache is told about every memory a pull wrote (found by meaning at once).

    state.py    the local sync tables (schema 1.7): stamps, cursors, heads, what is waiting
    apply.py    applying other devices' operations (one transaction per batch)
    fresh.py    memories a pull brings that this device never held, written in bulk
    outgoing.py what a push sends: stamped entries with the states they recorded
    sides.py    concurrent writes merged field by field; both sides of a conflict, kept
    late.py     operations that come after writes made on top of them (a restored server)
    settle.py   a person settling a conflict (keep this, keep that, merged by hand), and its undo
    hlc.py      the hybrid logical clock that orders concurrent writes
    closed.py   scopes not open: the sync key kept in them (no keyring), how each last synced
    older_decisions.py  the person's decisions made before schema 1.18, sent once
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Callable

from mnemosyne_app.core.read.vector_cache import VectorCache
from mnemosyne_app.core.replica import apply as applying, older_decisions, outgoing as outgoing_mod, sides, state
from mnemosyne_app.core.store import scopes
from mnemosyne_app.core.store.scope_store import ScopeStore
from mnemosyne_app.core.types import RemoteOp

# check(ops, chain, strict) -> (ops to apply, replays): sealed sync's per-device chain check
ChainCheck = Callable[[list[RemoteOp], dict, bool], tuple[list[RemoteOp], int]]


class Replica:
    def __init__(self, store: ScopeStore, vectors: VectorCache) -> None:
        self._store, self._vectors = store, vectors

    @property
    def scope(self) -> str:
        return self._store.scope

    # -- reads ----------------------------------------------------------------------------------
    def cursors(self, server_id: str) -> tuple[int, int, float | None]:
        """(pushed_upto, pulled_upto, synced_at) for a server."""
        with self._store.reading() as conn:
            return state.cursors(conn, server_id)

    def synced_name(self) -> str | None:
        """The name this scope last synced under (a rename since is told to the server)."""
        with self._store.reading() as conn:
            return state.synced_name(conn)

    def synced_as(self, name: str, server_id: str) -> bool:
        """Whether this scope synced with ``server_id`` under ``name``."""
        with self._store.reading() as conn:
            return state.synced_name(conn) == name and state.synced_with(conn, server_id)

    def label(self) -> dict:
        """The scope's identity as sync knows it (issue 32): its stable ``id``, the ``name`` it
        last synced under (None: never), and the ``stamp`` and ``device`` of its name now (the
        rename that gave it; 0 and "": none; device None: renamed here, not told yet)."""
        with self._store.txn() as conn:  # a store opened read-only before ids has none: made here
            ident = state.ensure_scope_id(conn)
            stamp, device = state.label_now(conn, self.scope, scopes.renamed_at(self._store.path))
            return {"id": ident, "name": state.synced_name(conn), "stamp": stamp, "device": device}

    def take_label(self, ident: str, name: str, stamp: int, device: str) -> None:
        """The server settled this scope's id and its name's stamp (a first sync adopts the
        id of the server's scope of its name; a rename told or followed moves the stamp)."""
        with self._store.txn() as conn:
            state.set_scope_id(conn, ident)
            state.set_synced_name(conn, name)
            state.set_label_stamp(conn, stamp, device)
        scopes.forget_renamed(self._store.path)

    def synced_with(self, server_id: str) -> bool:
        """Whether this scope synced with ``server_id`` (or got part of the way once)."""
        with self._store.reading() as conn:
            return state.synced_with(conn, server_id)

    def mark(self, server_id: str) -> list | None:
        with self._store.reading() as conn:
            return state.mark(conn, server_id)

    def same_entries(self, entries: list[tuple[int, str]], mark=lambda h: h) -> bool:
        """Whether the server's entries past the push cursor are this device's own (a copied
        device's are not)."""
        with self._store.reading() as conn:
            return state.same_entries(conn, entries, mark)

    def conflicts(self) -> list[str]:
        with self._store.reading() as conn:
            return state.conflicts(conn)

    def kept_key(self, which: str = "") -> str | None:
        with self._store.reading() as conn:
            return state.kept_key(conn, which)

    def outgoing(self, server_id: str, device: str, limit: int, after: int | None) -> tuple[list[tuple], int | None]:
        """The next push batch past ``after`` (one consistent snapshot): rows and the last seq."""
        with self._store.snapshot() as conn:
            return outgoing_mod.batch(conn, server_id, self.scope, device, limit, after)

    # -- writes ---------------------------------------------------------------------------------
    def set_cursor(self, server_id: str, column: str, value: float) -> None:
        with self._store.txn() as conn:
            state.set_cursor(conn, server_id, column, value)

    def keep_key(self, hex_key: str | None, which: str = "") -> None:
        with self._store.txn() as conn:
            state.keep_key(conn, hex_key, which)

    def clear_conflict(self, memory_id: str) -> bool:
        """Take the conflict mark off a memory; False if it had none."""
        with self._store.txn() as conn:
            if memory_id not in state.conflicts(conn):
                return False
            state.clear_conflict(conn, memory_id)
            sides.forget(conn, memory_id)
            return True

    def stamp(self, server_id: str, device: str, held: int) -> None:
        """Stamp this device's new ledger entries (the first time, with the person's decisions
        made before schema 1.18 recorded to go too), and move the push cursor back to what the
        server holds if it lost some (restored from a backup)."""
        with self._store.txn() as conn:
            older_decisions.send_once(conn)
            state.stamp(conn, device)
            if state.cursors(conn, server_id)[0] > held:
                state.set_cursor(conn, server_id, "pushed_upto", held)

    def begin(self, server_id: str, name: str) -> None:
        """A sync starts under ``name``: a first sync cut off before it got anywhere still made
        this scope the server's scope of that name (renames made elsewhere follow it)."""
        with self._store.txn() as conn:
            state.begin(conn, server_id, name)

    def finish(self, server_id: str, name: str) -> None:
        """A sync ended: when, and under which name."""
        with self._store.txn() as conn:
            state.set_cursor(conn, server_id, "synced_at", time.time())
            state.set_synced_name(conn, name)

    def apply(self, server_id: str, after: int, upto: int, ops: list[RemoteOp], device: str,
              mark: list | None, check: ChainCheck | None = None) -> tuple[int, Counter, int]:
        """Apply one pulled batch in one transaction that also moves the pull cursor from
        ``after`` to ``upto``: killed anywhere, the store holds the whole batch or none of it.
        Returns (where the cursor stood, outcomes, replays); a cursor that stood elsewhere
        (another process pulled meanwhile) means nothing was applied."""
        outcomes, replays = Counter(), 0
        with self._store.txn() as conn:
            now_at = state.cursors(conn, server_id)[1]
            if now_at != after:
                return now_at, outcomes, replays
            todo = ops
            if check is not None and ops:
                chain = state.chain(conn, server_id)
                todo, replays = check(ops, chain, after == 0)
                state.set_chain(conn, server_id, chain)
            if todo:
                outcomes = applying.apply_batch(conn, todo, device, time.time())
            state.set_cursor(conn, server_id, "pulled_upto", upto)
            state.set_mark(conn, server_id, mark)
        if todo:
            # Pulled memories keep the times they were written at elsewhere, older than the cache:
            # it would not look at them, so it is told (and a pulled edit's new vector is read).
            self._vectors.invalidate()
        return now_at, outcomes, replays
