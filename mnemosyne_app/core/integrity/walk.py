"""The two passes of verify that touch every row (issue 31: ≥ 100,000 ledger entries a second):
the hash chain walked entry by entry, and every memory row's state hashed against the latest
entry naming it.

Both build the exact text the ledger hashes (store/ledger.py ``entry_hash`` and ``state_json``)
inline from the row tuple, without a dict per row or a function call per field: the same bytes,
so the same checks. A row whose values the inline form cannot take (a NULL or a wrong type put
there behind the app's back) goes through ledger.py's own functions instead, so nothing is
accepted that they would refuse (tests/unit/test_verify_walk.py compares the two on such rows)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from json.encoder import encode_basestring

import apsw

from mnemosyne_app.core.store import ledger
from mnemosyne_app.core.store.ledger import GENESIS, entry_hash, sha256, state_json, state_json_v1
from mnemosyne_app.core.store.memories import all_facts_and_triples, occurred_at_of

_BLOCK = 5000  # entries between two progress reports


@dataclass
class Chain:
    """What the walk learnt, for the checks that follow it."""
    checked: int = 0
    head: str = GENESIS
    latest_for: dict = field(default_factory=dict)  # memory id → (seq, state hash, op) of its latest entry
    recorded: dict = field(default_factory=dict)  # (memory id, state hash) → (seq, op)
    sync_batches: list = field(default_factory=list)  # (seq, links hash) of each pulled batch's closing entry
    broken: tuple[int, str] | None = None  # (seq, why) of the first break; the walk stops there

    def stop(self, expected: int, head: str, broken: tuple[int, str] | None) -> Chain:
        self.checked, self.head, self.broken = expected - 1, head, broken
        return self


def walk_chain(conn: apsw.Connection, progress=None) -> Chain:
    """Walk the ledger in order: each entry numbered one past the last, linked to it, and hashed
    as ``entry_hash`` hashes it."""
    out = Chain()
    latest_for, recorded, batches = out.latest_for, out.recorded, out.sync_batches
    sha, enc = hashlib.sha256, encode_basestring
    prev, expected = GENESIS, 1
    # A transaction's entries share their time and operation: their text is made once.
    last_ts, ts_text, last_op, op_text = None, "null", None, None
    total = conn.execute("SELECT count(*) FROM ledger").fetchall()[0][0]
    for seq, ts, op, memory_id, change_hash, prev_hash, h in conn.execute(
            "SELECT seq, ts, op, memory_id, change_hash, prev_hash, hash FROM ledger ORDER BY seq"):
        if seq != expected:
            return out.stop(expected, prev, (expected, f"ledger entry {expected} is missing"))
        if prev_hash != prev:
            return out.stop(expected, prev, (seq, f"entry {seq} does not link to entry {seq - 1}"))
        if ts != last_ts or not ts or type(ts) is not float:  # (0.0 and -0.0 are equal but written apart)
            last_ts, ts_text = ts, ("null" if ts is None else repr(ts))
        if op != last_op:
            last_op, op_text = op, (enc(op) if type(op) is str else None)
        try:  # entry_hash's text, field for field (its `_str` is encode_basestring, its `_num` repr)
            fine = sha(f'{prev}{{"change_hash":{enc(change_hash)},"memory_id":{enc(memory_id)},'
                       f'"op":{op_text or enc(op)},"seq":{seq!r},"ts":{ts_text}}}'.encode()).hexdigest() == h
        except TypeError:  # a NULL where a text belongs: entry_hash writes it its own way
            fine = _exact_entry_hash(prev_hash, seq, ts, op, memory_id, change_hash) == h
        if not fine:
            return out.stop(expected, prev, (seq, f"entry {seq} was altered (hash mismatch)"))
        if memory_id is not None:
            latest_for[memory_id] = (seq, change_hash, op)
            recorded[(memory_id, change_hash)] = (seq, op)
        elif op == "sync":
            batches.append((seq, change_hash))
        prev = h
        expected += 1
        if progress is not None and expected % _BLOCK == 1:
            progress(expected - 1, total)
    return out.stop(expected, prev, None)


def _exact_entry_hash(*fields) -> str | None:
    try:
        return entry_hash(*fields)
    except TypeError:  # a number where a text belongs: no entry the app wrote (was: a traceback)
        return None


_COLUMNS = ("memory_id", "text", "kind", "tags", "pinned", "weight", "expires_at", "deleted", "superseded_by",
            "source", "metadata", "fingerprint", "version", "created_at", "updated_at", "occurred_at")


@dataclass
class MemoryCheck:
    checked: int = 0
    broken: list = field(default_factory=list)  # (seq, why)
    changed: dict = field(default_factory=dict)  # memory id → (seq, why in words, its text now)
    held: set = field(default_factory=set)  # (memory id, state hash) of every state the store holds
    present: set = field(default_factory=set)  # every memory id in the store


def check_memories(conn: apsw.Connection, latest_for: dict, checked: int) -> MemoryCheck:
    """Hash every memory row's state and compare it with its latest ledger entry; its
    occurred_at must be what its metadata gives."""
    out = MemoryCheck()
    broken, changed, held, present = out.broken, out.changed, out.held, out.present
    sha = hashlib.sha256
    n = 0
    for values, its_facts, its_triples, state in state_texts(conn):
        memory_id, text, metadata, created_at, occurred_at = values[0], values[1], values[10], values[13], values[15]
        n += 1
        present.add(memory_id)
        state_now = sha(state.encode()).hexdigest() if state is not None else None
        latest = latest_for.get(memory_id)
        if latest is None:
            broken.append((checked + 1, f"memory {memory_id} has no ledger entry"))
            continue
        if state_now == latest[1] or _state_v1_hash(values, its_facts, its_triples) == latest[1]:
            # (an entry written before release 1.4 vouches for the older, smaller state only)
            held.add((memory_id, latest[1]))
        else:
            broken.append((latest[0], f"memory {memory_id} differs from ledger entry {latest[0]}"))
            changed[memory_id] = (latest[0], "its stored state differs from what the ledger vouches for", text)
            continue
        # occurred_at_of, without parsing metadata that cannot name a time: no "created_at" key
        # written out and no escape that could spell one
        if occurred_at != (created_at if type(metadata) is str and '"created_at"' not in metadata
                           and "\\" not in metadata else occurred_at_of(metadata, created_at)):
            # occurred_at is derived from fields the ledger covers, so the ledger does not hash it:
            # it must equal its derivation (a store whose column was redefined and edited is caught)
            broken.append((latest[0], f"memory {memory_id} has an occurred-at time its metadata does not give"))
            changed[memory_id] = (latest[0], "its time differs from what its metadata gives", text)
    out.checked = n
    return out


def state_texts(conn: apsw.Connection):
    """(row values, facts, triples, ``state_json`` of the row) for every memory row; None for a
    row ``state_json`` cannot take (a wrong type, metadata that is not JSON)."""
    facts, triples = all_facts_and_triples(conn)
    enc = encode_basestring
    canonical_json = _Canonical()
    # A batch's rows share their times and most weights are 1.0: each repr is made once for a
    # run of equal floats (zero afresh: 0.0 and -0.0 are equal but written apart).
    last_c = last_u = last_w = None
    c_text = u_text = w_text = ""
    for values in conn.execute(f"SELECT {', '.join(_COLUMNS)} FROM memories"):
        (memory_id, text, kind, tags, pinned, weight, expires_at, deleted, superseded_by, source, metadata,
         fingerprint, version, created_at, updated_at, _) = values
        its_facts = facts.get(memory_id) if facts else None
        its_triples = triples.get(memory_id) if triples else None
        try:
            if created_at != last_c or type(created_at) is not float or not created_at:
                if created_at is None:
                    raise TypeError  # (repr would write None where state_json writes null)
                last_c, c_text = created_at, repr(created_at)
            if updated_at != last_u or type(updated_at) is not float or not updated_at:
                if updated_at is None:
                    raise TypeError
                last_u, u_text = updated_at, repr(updated_at)
            if weight != last_w or type(weight) is not float or not weight:
                last_w, w_text = weight, repr(float(weight))
            if version is None:
                raise TypeError
            # state_json's text, field for field
            state = (f'{{"created_at":{c_text},"deleted":{1 if deleted else 0},'
                     f'"expires_at":{"null" if expires_at is None else repr(expires_at)},'
                     f'"facts":{ledger._list(its_facts) if its_facts else "[]"},"fingerprint":{enc(fingerprint)},'
                     f'"kind":{enc(kind)},"memory_id":{enc(memory_id)},'
                     f'"metadata":{"{}" if metadata == "{}" else canonical_json(metadata, "{}")},'
                     f'"pinned":{1 if pinned else 0},"source":{"null" if source is None else enc(source)},'
                     f'"superseded_by":{"null" if superseded_by is None else enc(superseded_by)},'
                     f'"tags":{"[]" if tags == "[]" else canonical_json(tags, "[]")},"text":{enc(text)},'
                     f'"triples":{ledger._list(its_triples) if its_triples else "[]"},'
                     f'"updated_at":{u_text},"version":{version!r},"weight":{w_text}}}')
        except (TypeError, ValueError):  # a NULL or wrong type put there behind the app's back
            try:
                state = state_json(_row(values, its_facts, its_triples))
            except (TypeError, ValueError):  # no state the app could have written (was: a traceback)
                state = None
        yield values, its_facts, its_triples, state


class _Repr:
    """``repr`` of a number, made once for a run of equal ones (a batch's rows share their
    times and most weights are 1.0). Zero is written afresh: 0.0 and -0.0 are equal but differ."""
    __slots__ = ("last", "text")

    def __init__(self) -> None:
        self.last, self.text = None, "null"

    def __call__(self, x) -> str:
        if x != self.last or not x or type(x) is not type(self.last):
            self.last, self.text = x, repr(x)
        return self.text


class _Canonical:
    """``ledger._json_value`` of a row's tags or metadata text, kept for the texts seen most
    (a store has few distinct tag lists; a batch's notes share their metadata)."""
    __slots__ = ("known",)

    def __init__(self) -> None:
        self.known: dict[tuple[str, str], str] = {}

    def __call__(self, text, empty: str) -> str:
        if text == empty:
            return empty
        if type(text) is not str:
            return ledger._json_value(text, empty)
        done = self.known.get((text, empty))
        if done is None:
            done = ledger._json_value(text, empty)
            if len(self.known) > 4096:
                self.known.clear()
            self.known[(text, empty)] = done
        return done


def _state_v1_hash(values: tuple, its_facts, its_triples) -> str | None:
    try:
        return sha256(state_json_v1(_row(values, its_facts, its_triples)))
    except (TypeError, ValueError):
        return None


def _row(values: tuple, its_facts, its_triples) -> dict:
    row = dict(zip(_COLUMNS, values))
    row["facts"], row["triples"] = its_facts or [], its_triples or []
    return row
