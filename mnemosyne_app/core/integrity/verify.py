"""Verify a scope (SPEC §3): walk the ledger's hash chain, then check every memory row against the
latest entry that names it, so editing ``memories`` behind the app's back is caught as well as
editing the ledger. Read-only."""

from __future__ import annotations

from dataclasses import dataclass

import apsw

from mnemosyne_app.core.store.ledger import GENESIS, STATE_FIELDS, entry_hash, sha256, state_json


@dataclass(frozen=True)
class IntegrityReport:
    valid: bool
    checked: int
    first_broken_at: int | None
    reason: str | None = None
    memories_checked: int = 0

    def as_dict(self) -> dict:
        return {
            "valid": self.valid, "checked": self.checked, "first_broken_at": self.first_broken_at,
            "reason": self.reason, "memories_checked": self.memories_checked,
        }


def verify(conn: apsw.Connection, progress=None) -> IntegrityReport:
    """Walk the chain, then check each memory against its latest entry. Read-only."""
    prev, expected_seq, checked = GENESIS, 1, 0
    latest_for: dict[str, tuple[int, str, str]] = {}
    total = conn.execute("SELECT count(*) FROM ledger").fetchall()[0][0]
    cur = conn.execute("SELECT seq, ts, op, memory_id, change_hash, prev_hash, hash FROM ledger ORDER BY seq")
    for seq, ts, op, memory_id, change_hash, prev_hash, h in cur:
        if seq != expected_seq:
            return IntegrityReport(False, checked, expected_seq, f"ledger entry {expected_seq} is missing")
        if prev_hash != prev:
            return IntegrityReport(False, checked, seq, f"entry {seq} does not link to entry {seq - 1}")
        if entry_hash(prev_hash, seq, ts, op, memory_id, change_hash) != h:
            return IntegrityReport(False, checked, seq, f"entry {seq} was altered (hash mismatch)")
        if memory_id is not None:
            latest_for[memory_id] = (seq, change_hash, op)
        prev, expected_seq, checked = h, seq + 1, checked + 1
        if progress and checked % 5000 == 0:
            progress(checked, total)

    recorded = conn.execute("SELECT value FROM meta WHERE key = 'ledger_head'").fetchall()
    if recorded and recorded[0][0] != f"{checked}:{prev}":
        seq_s = recorded[0][0].split(":", 1)[0]
        at = int(seq_s) if seq_s.isdigit() and int(seq_s) > checked else checked + 1
        return IntegrityReport(False, checked, at, "the ledger was truncated: its recorded head is missing")

    broken: list[tuple[int, str]] = []
    mem_checked = 0
    for row in _memory_rows(conn):
        mem_checked += 1
        latest = latest_for.get(row["memory_id"])
        if latest is None:
            broken.append((checked + 1, f"memory {row['memory_id']} has no ledger entry"))
        elif sha256(state_json(row)) != latest[1]:
            broken.append((latest[0], f"memory {row['memory_id']} differs from ledger entry {latest[0]}"))
    # The app only removes a row after ledgering a "purge"; any other vanished row was deleted
    # behind its back.
    present = {r[0] for r in conn.execute("SELECT memory_id FROM memories")}
    for memory_id, (seq, _, op) in latest_for.items():
        if memory_id not in present and op != "purge":
            broken.append((seq, f"memory {memory_id} was removed from the database behind the ledger"))
    if broken:
        seq, reason = min(broken)
        return IntegrityReport(False, checked, seq, reason, mem_checked)
    return IntegrityReport(True, checked, None, None, mem_checked)


def _memory_rows(conn: apsw.Connection):
    cur = conn.execute(f"SELECT {', '.join(STATE_FIELDS)} FROM memories")
    for values in cur:
        yield dict(zip(STATE_FIELDS, values))
