"""The audit ledger: an append-only SHA-256 hash chain over every mutation.

Entry ``i`` stores ``op``, ``memory_id``, ``change_hash`` (the SHA-256 of the memory's canonical
state after the change), ``prev_hash`` and ``hash = sha256(prev_hash || canonical entry)``.
``verify`` walks the chain and then checks every memory row against the latest entry that
names it, so editing ``memories`` behind the app's back is caught as well as editing the ledger.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from json.encoder import encode_basestring

import apsw

GENESIS = "0" * 64
# The fields of a memory that the ledger vouches for; anything else is bookkeeping.
STATE_FIELDS = (
    "memory_id", "text", "kind", "tags", "pinned", "weight", "expires_at",
    "deleted", "superseded_by", "source", "metadata", "fingerprint", "version",
)


# One encoder object: json.dumps with options builds a new encoder on every call.
_CANONICAL = json.JSONEncoder(sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def canonical(obj) -> str:
    return _CANONICAL.encode(obj)


def sha256(s: str) -> str:
    return hashlib.sha256(s.encode("utf-8")).hexdigest()


def state_of(row: dict) -> dict:
    """The canonical state of a memory row (tags/metadata decoded so JSON spacing can't matter)."""
    state = {f: row[f] for f in STATE_FIELDS}
    state["tags"] = json.loads(row["tags"]) if isinstance(row["tags"], str) else row["tags"]
    state["metadata"] = json.loads(row["metadata"]) if isinstance(row["metadata"], str) else row["metadata"]
    state["pinned"] = int(bool(state["pinned"]))
    state["deleted"] = int(bool(state["deleted"]))
    state["weight"] = float(state["weight"])
    return state


# -- canonical text built directly ------------------------------------------------------------
# Every entry is hashed when written and again by every ``verify``, and retain_batch writes
# thousands per transaction: building the canonical JSON with string formatting instead of a
# dict and the encoder saves most of that time. The text is byte-for-byte what ``canonical``
# makes of the same dict (property-tested in tests/unit/test_ledger.py), so stores written before
# verify unchanged.

def _num(x: float | int | None) -> str:
    return "null" if x is None else repr(x)  # json writes ints and floats exactly as repr does


def _str(x: str | None) -> str:
    return "null" if x is None else encode_basestring(x)


def entry_hash(prev_hash: str, seq: int, ts: float, op: str, memory_id: str | None, change_hash: str) -> str:
    """SHA-256 of ``prev_hash`` + the canonical JSON of the entry's fields (keys sorted)."""
    body = (f'{{"change_hash":{_str(change_hash)},"memory_id":{_str(memory_id)},"op":{_str(op)},'
            f'"seq":{_num(seq)},"ts":{_num(ts)}}}')
    return hashlib.sha256((prev_hash + body).encode("utf-8")).hexdigest()


def _json_value(value, empty: str) -> str:
    """Canonical text of a tags list / metadata dict, given as a Python value or as the JSON text
    a memory row stores (re-encoded: the row's spacing is not the canonical one)."""
    if isinstance(value, str):
        if value == empty:
            return empty
        value = json.loads(value)
    return canonical(value) if value else empty


def state_frame(row: dict) -> tuple[str, str, str, str]:
    """``state_json(row)`` cut around the three values each memory has of its own (fingerprint,
    memory_id, text): ``a + fp + b + id + c + text + d`` with those three JSON-encoded. Memories
    written together mostly share the frame, so a batch builds it once per shape."""
    return (
        f'{{"deleted":{1 if row["deleted"] else 0},"expires_at":{_num(row["expires_at"])},"fingerprint":',
        f',"kind":{_str(row["kind"])},"memory_id":',
        f',"metadata":{_json_value(row["metadata"], "{}")},"pinned":{1 if row["pinned"] else 0},'
        f'"source":{_str(row["source"])},"superseded_by":{_str(row["superseded_by"])},'
        f'"tags":{_json_value(row["tags"], "[]")},"text":',
        f',"version":{_num(row["version"])},"weight":{_num(float(row["weight"]))}}}',
    )


def state_json(row: dict) -> str:
    """``canonical(state_of(row))``: the text whose hash the ledger keeps for a memory's state,
    built directly from a memory row (or a dict with the same fields)."""
    a, b, c, d = state_frame(row)
    return a + _str(row["fingerprint"]) + b + _str(row["memory_id"]) + c + _str(row["text"]) + d


def chain(prev_hash: str, seq: int, ts: float, op: str, changes: list[tuple[str, str]]) -> list[tuple]:
    """Ledger rows for consecutive ``op`` entries after (``seq``, ``prev_hash``), one per
    (memory_id, change_hash), all stamped ``ts`` (one transaction's worth).

    Each hash is ``entry_hash``'s (tested); the parts shared by the whole run are encoded once."""
    out = []
    middle, end = f',"op":{_str(op)},"seq":', f',"ts":{_num(ts)}}}'
    sha = hashlib.sha256
    for memory_id, change_hash in changes:
        seq += 1
        h = sha(f'{prev_hash}{{"change_hash":{_str(change_hash)},"memory_id":{_str(memory_id)}{middle}{seq}{end}'
                .encode("utf-8")).hexdigest()
        out.append((seq, ts, op, memory_id, change_hash, prev_hash, h))
        prev_hash = h
    return out


def head(conn: apsw.Connection) -> tuple[int, str]:
    for seq, h in conn.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1"):
        return seq, h
    return 0, GENESIS


LEDGER_INSERT = "INSERT INTO ledger(seq, ts, op, memory_id, change_hash, prev_hash, hash) VALUES (?,?,?,?,?,?,?)"


def make_entry(prev_hash: str, seq: int, op: str, memory_id: str | None, change: dict | str) -> tuple:
    """The row for entry ``seq`` chained onto ``prev_hash`` (its hash is the row's last value)."""
    ts = round(time.time(), 6)
    change_hash = sha256(change if isinstance(change, str) else canonical(change))
    return (seq, ts, op, memory_id, change_hash, prev_hash, entry_hash(prev_hash, seq, ts, op, memory_id, change_hash))


def write_entries(conn: apsw.Connection, entries: list[tuple]) -> None:
    """Insert consecutive entries and move the recorded head; inside the mutation's transaction."""
    if not entries:
        return
    conn.executemany(LEDGER_INSERT, entries)
    conn.execute(
        "INSERT INTO meta(key, value) VALUES ('ledger_head', ?) "
        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (f"{entries[-1][0]}:{entries[-1][-1]}",),
    )


def append(conn: apsw.Connection, op: str, memory_id: str | None, change: dict | str) -> int:
    """Append one entry; must run inside the mutation's own transaction."""
    seq, prev = head(conn)
    write_entries(conn, [make_entry(prev, seq + 1, op, memory_id, change)])
    return seq + 1


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
