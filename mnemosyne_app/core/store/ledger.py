"""The audit ledger: an append-only SHA-256 hash chain over every mutation.

Entry ``i`` stores ``op``, ``memory_id``, ``change_hash`` (the SHA-256 of the memory's canonical
state after the change), ``prev_hash`` and ``hash = sha256(prev_hash || canonical entry)``.
Writing entries lives here; checking them is core/integrity/verify.py.
"""

from __future__ import annotations

import hashlib
import json
import time
from json.encoder import encode_basestring

import apsw

GENESIS = "0" * 64
# Every persisted fact about a memory that the ledger vouches for: its row (but the event that
# wrote it, which is bookkeeping), its facts and its triples. (Entries written before release
# 1.4 hashed STATE_FIELDS_V1 only; verify still accepts those for the entries that used them.)
STATE_FIELDS_V1 = (
    "memory_id", "text", "kind", "tags", "pinned", "weight", "expires_at",
    "deleted", "superseded_by", "source", "metadata", "fingerprint", "version",
)
STATE_FIELDS = STATE_FIELDS_V1 + ("created_at", "updated_at", "facts", "triples")


# One encoder object: json.dumps with options builds a new encoder on every call.
_CANONICAL = json.JSONEncoder(sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def canonical(obj) -> str:
    return _CANONICAL.encode(obj)


def sha256(s: str) -> str:
    return hashlib.sha256(s.encode("utf-8")).hexdigest()


def state_of(row: dict) -> dict:
    """The canonical state of a memory row with its ``facts`` and ``triples`` (tags/metadata
    decoded so JSON spacing can't matter)."""
    state = {f: row[f] for f in STATE_FIELDS_V1 + ("created_at", "updated_at")}
    state["facts"] = list(row.get("facts") or [])
    state["triples"] = [list(t) for t in row.get("triples") or []]
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


def _list(values) -> str:
    return canonical([list(v) if isinstance(v, tuple) else v for v in values]) if values else "[]"


def state_frame(row: dict) -> tuple[str, str, str, str]:
    """``state_json(row)`` cut around the three values each memory has of its own (fingerprint,
    memory_id, text): ``a + fp + b + id + c + text + d`` with those three JSON-encoded. Memories
    written together mostly share the frame, so a batch builds it once per shape."""
    return (
        f'{{"created_at":{_num(row["created_at"])},"deleted":{1 if row["deleted"] else 0},'
        f'"expires_at":{_num(row["expires_at"])},"facts":{_list(row.get("facts"))},"fingerprint":',
        f',"kind":{_str(row["kind"])},"memory_id":',
        f',"metadata":{_json_value(row["metadata"], "{}")},"pinned":{1 if row["pinned"] else 0},'
        f'"source":{_str(row["source"])},"superseded_by":{_str(row["superseded_by"])},'
        f'"tags":{_json_value(row["tags"], "[]")},"text":',
        f',"triples":{_list(row.get("triples"))},"updated_at":{_num(row["updated_at"])},'
        f'"version":{_num(row["version"])},"weight":{_num(float(row["weight"]))}}}',
    )


def state_json(row: dict) -> str:
    """``canonical(state_of(row))``: the text whose hash the ledger keeps for a memory's state,
    built directly from a memory row with its ``facts`` and ``triples`` (missing: none)."""
    a, b, c, d = state_frame(row)
    return a + _str(row["fingerprint"]) + b + _str(row["memory_id"]) + c + _str(row["text"]) + d


def state_json_v1(row: dict) -> str:
    """The state text of entries written before release 1.4 (no timestamps, facts or triples)."""
    return (f'{{"deleted":{1 if row["deleted"] else 0},"expires_at":{_num(row["expires_at"])},"fingerprint":'
            f'{_str(row["fingerprint"])},"kind":{_str(row["kind"])},"memory_id":{_str(row["memory_id"])}'
            f',"metadata":{_json_value(row["metadata"], "{}")},"pinned":{1 if row["pinned"] else 0},'
            f'"source":{_str(row["source"])},"superseded_by":{_str(row["superseded_by"])},'
            f'"tags":{_json_value(row["tags"], "[]")},"text":{_str(row["text"])}'
            f',"version":{_num(row["version"])},"weight":{_num(float(row["weight"]))}}}')


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
