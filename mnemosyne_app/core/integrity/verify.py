"""Verify a scope (SPEC §3): walk the ledger's hash chain, then check every memory row against the
latest entry that names it, so editing ``memories`` behind the app's back is caught as well as
editing the ledger. Read-only."""

from __future__ import annotations

import contextlib
import gc
import hashlib
import json
import time
from dataclasses import dataclass

import apsw

from mnemosyne_app.core.integrity import anchor
from mnemosyne_app.core.integrity.broken import broken_records
from mnemosyne_app.core.integrity.walk import _Repr, check_memories, walk_chain
from mnemosyne_app.core.agents import access_log
from mnemosyne_app.core.store.ledger import canonical, sha256
from mnemosyne_app.core.store.memories import DRAWN_BESIDE_UNTIL


@dataclass(frozen=True)
class IntegrityReport:
    valid: bool
    checked: int
    first_broken_at: int | None
    reason: str | None = None
    memories_checked: int = 0
    # Each memory found changed behind the app's back (integrity/broken.py): its id, the ledger
    # entry, why, the text it holds now, and the text the ledger vouches for (None: no proven copy).
    broken_memories: tuple[dict, ...] = ()
    checked_at: float | None = None
    access_log_broken_at: int | None = None  # the first access log row found altered (issue 34)

    @property
    def where(self) -> str:
        """Where the first break is, in words: "ledger entry 12" or "access log row 40"."""
        if self.access_log_broken_at is not None:
            return f"access log row {self.access_log_broken_at}"
        return f"ledger entry {self.first_broken_at}"

    def as_dict(self) -> dict:
        return {
            "valid": self.valid, "checked": self.checked, "first_broken_at": self.first_broken_at,
            "reason": self.reason, "memories_checked": self.memories_checked,
            "broken_memories": [dict(b) for b in self.broken_memories], "checked_at": self.checked_at,
            "access_log_broken_at": self.access_log_broken_at,
        }


def verify(conn: apsw.Connection, progress=None, trust: anchor.Trust | None = None) -> IntegrityReport:
    """Walk the chain, check it against its anchors (``trust``: this device's key and the
    highest anchor it signed, kept outside the database), then check each memory against its
    latest entry. Read-only."""
    with _no_cycle_collection():
        return _verify(conn, progress, trust)


@contextlib.contextmanager
def _no_cycle_collection():
    """Verify keeps a few tuples per entry (hundreds of thousands, none in a cycle): each batch
    of them would start Python's cycle collector, whose full passes walk every object of the
    process (the whole window's, in the app). Reference counting frees them all the same."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _verify(conn: apsw.Connection, progress, trust: anchor.Trust | None) -> IntegrityReport:
    chain = walk_chain(conn, progress)
    checked, latest_for = chain.checked, chain.latest_for
    if chain.broken is not None:
        return IntegrityReport(False, checked, chain.broken[0], chain.broken[1])

    recorded = conn.execute("SELECT value FROM meta WHERE key = 'ledger_head'").fetchall()
    if recorded and recorded[0][0] != f"{checked}:{chain.head}":
        seq_s = recorded[0][0].split(":", 1)[0]
        at = int(seq_s) if seq_s.isdigit() and int(seq_s) > checked else checked + 1
        return IntegrityReport(False, checked, at, "the ledger was truncated: its recorded head is missing")
    anchored = anchor.broken(conn, checked, trust)
    if anchored is not None:
        return IntegrityReport(False, checked, anchored[0], anchored[1])

    rows = check_memories(conn, latest_for, checked)
    broken, changed, held, mem_checked = rows.broken, rows.changed, rows.held, rows.checked
    broken += versions_broken(conn, chain.recorded, latest_for, held, checked)
    # The app only removes a row after ledgering a "purge"; any other vanished row was deleted
    # behind its back.
    present = rows.present
    for memory_id, (seq, _, op) in latest_for.items():
        if memory_id not in present and op != "purge":
            broken.append((seq, f"memory {memory_id} was removed from the database behind the ledger"))
            changed[memory_id] = (seq, "it was removed from the database behind the ledger", None)
    broken += _sync_links_broken(conn, chain.sync_batches)
    now = time.time()
    if broken:
        seq, reason = min(broken)
        return IntegrityReport(False, checked, seq, reason, mem_checked, broken_records(conn, changed), now)
    log_break = access_log.broken(conn)  # what agents read: its own chain (core/agents/access_log.py)
    if log_break is not None:
        return IntegrityReport(False, checked, None, log_break[1], mem_checked, (), now,
                               access_log_broken_at=log_break[0])
    return IntegrityReport(True, checked, None, None, mem_checked, (), now)


def _drawn_beside(conn: apsw.Connection, recorded: dict) -> set[int]:
    """Entries whose state facts drawn by a release before 1.22 replaced: such a build drew facts
    beside the memory (an ``extract`` entry, no version of its own), so that state is vouched by
    the ledger only. Only entries up to where schema 1.22 found such builds had written: since,
    every generated change is a version of its own, checked as any (core/store/memories.py,
    GENERATED_OPS)."""
    found = conn.execute("SELECT value FROM meta WHERE key = ?", (DRAWN_BESIDE_UNTIL,)).fetchall()
    if not found:
        return set()
    until = int(found[0][0])
    by_memory: dict[str, list[tuple[int, str]]] = {}
    for (memory_id, _h), (seq, op) in recorded.items():
        if seq <= until:
            by_memory.setdefault(memory_id, []).append((seq, op))
    drawn = set()
    for entries in by_memory.values():
        entries.sort()
        drawn.update(seq for (seq, _), (_, after) in zip(entries, entries[1:]) if after == "extract")
    return drawn


def versions_broken(conn: apsw.Connection, recorded: dict, latest_for: dict, held: set,
                    checked: int) -> list[tuple[int, str]]:
    """Every earlier version row must be a state the ledger recorded for that memory, under its
    own number, time and operation (a forged, renumbered or re-timed version would otherwise
    come back, freshly ledgered, with ``restore --version``); and every state the ledger recorded
    for a memory still in the store must still be held, as a version row or as the memory itself
    (a deleted version row is a hole in its history)."""
    broken: list[tuple[int, str]] = []
    sha, get, written = hashlib.sha256, recorded.get, _Repr()
    for memory_id, version, op, state, changed_at in conn.execute(
            "SELECT memory_id, version, op, state, changed_at FROM memory_versions"):
        h = sha(state.encode()).hexdigest() if type(state) is str else sha256(state)
        entry = get((memory_id, h))
        if entry is None:
            seq = latest_for[memory_id][0] if memory_id in latest_for else checked + 1
            broken.append((seq, f"version {version} of memory {memory_id} differs from every ledger entry for it"))
            continue
        held.add((memory_id, h))
        # The state text carries its own number and (since 1.4) time: the row's columns must agree.
        if f'"version":{version},"weight":' not in state:
            broken.append((entry[0], f"version {version} of memory {memory_id} was renumbered "
                                     "(its recorded state has another number)"))
        elif f'"updated_at":{written(changed_at)},' not in state and '"updated_at":' in state \
                and json.loads(state).get("updated_at") != changed_at:  # (an int time is written 17e8, read 17e8.0)
            broken.append((entry[0], f"version {version} of memory {memory_id} was re-timed "
                                     "(the ledger recorded another time for it)"))
        elif op != entry[1]:
            broken.append((entry[0], f"version {version} of memory {memory_id} names the operation {op!r}; "
                                     f"ledger entry {entry[0]} recorded {entry[1]!r}"))
    synced = _synced_memories(conn)
    drawn_beside = _drawn_beside(conn, recorded)
    for key, (seq, op) in recorded.items():
        if key in held or op == "purge" or key[0] in synced or seq in drawn_beside:
            continue
        memory_id = key[0]
        latest = latest_for.get(memory_id)
        if latest is not None and latest[2] != "purge" and (memory_id, latest[1]) in held:
            broken.append((seq, f"the state of memory {memory_id} that ledger entry {seq} recorded is "
                                "missing from its history (a version was deleted)"))
    return broken


def _synced_memories(conn: apsw.Connection) -> set[str]:
    """Memories another device changed too. Two devices can each make a version N of one memory;
    a store keeps one row per number, so the other state is in the ledger only (the sync links
    vouch for it), and a missing state is not evidence of a deleted row there."""
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'sync_entries'").fetchall():
        return set()
    return {r[0] for r in conn.execute("SELECT DISTINCT l.memory_id FROM sync_entries s JOIN ledger l "
                                       "ON l.seq = s.seq WHERE s.kind != 'local' AND l.memory_id IS NOT NULL")}


def _sync_links_broken(conn: apsw.Connection, batches: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Sync provenance (schema 1.7): each pulled batch's entries are linked in ``sync_entries`` to
    the other device's operation they applied, and the batch's closing ``sync`` entry hashes
    those links; an edited link, or one no ``sync`` entry vouches for, is caught. A link of this
    device's own entry must name that entry."""
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'sync_entries'").fetchall():
        return []
    broken: list[tuple[int, str]] = []
    links = conn.execute("SELECT seq, origin_device, origin_seq, origin_hash FROM sync_entries "
                         "WHERE kind != 'local' ORDER BY seq").fetchall()
    start = 0
    for seq, change_hash in batches:
        end = start
        while end < len(links) and links[end][0] < seq:
            end += 1
        if sha256(canonical([list(link) for link in links[start:end]])) != change_hash:
            broken.append((seq, f"the sync links of the batch closed by entry {seq} differ from what it recorded"))
        start = end
    if start < len(links):
        broken.append((links[start][0], f"entry {links[start][0]} is linked to another device's operation "
                                        "that no sync entry recorded"))
    for (seq,) in conn.execute("SELECT s.seq FROM sync_entries s JOIN ledger l ON l.seq = s.seq WHERE s.kind = 'local' "
                               "AND (s.origin_hash != l.hash OR s.origin_seq != s.seq) LIMIT 1"):
        broken.append((seq, f"the sync stamp of entry {seq} names another entry"))
    return broken


