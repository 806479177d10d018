"""verify's inline hashing (core/integrity/walk.py, issue 31) builds exactly the text that
store/ledger.py hashes, also for rows holding what the app never writes (NULLs, numbers where
text belongs, -0.0 after 0.0, an int time after an equal float, escapes): the fast path must
accept what the ledger's own functions accept and refuse everything else."""

from __future__ import annotations

import hashlib

import apsw
import pytest

from mnemosyne_app.core.integrity import walk
from mnemosyne_app.core.store import ledger

_LEDGER = "CREATE TABLE ledger (seq, ts, op, memory_id, change_hash, prev_hash, hash)"

# (ts, op, memory_id, change_hash) of consecutive entries, each odd in its own way
ODD_ENTRIES = [
    (1796189722.3408391, "add", "m1", "a" * 64),
    (1796189722.3408391, "add", "m2", "b" * 64),  # same time and op: the cached texts
    (0.0, "edit", "m1", "c" * 64),
    (-0.0, "edit", "m1", "d" * 64),  # equal to 0.0, written "-0.0"
    (5.0, "edit", "m2", "e" * 64),
    (5, "edit", "m2", "f" * 64),  # equal to 5.0, written "5"
    (None, "edit", "m2", "0" * 64),  # a NULL time is written null
    (7.5, None, "m2", "1" * 64),  # a NULL op
    (7.5, "sync", None, "2" * 64),  # no memory
    (7.5, 'we"ird\\\n', 'id "quoted"\t', "é€😀" * 3),  # escapes and non-ASCII text
    (float("inf"), "add", "m3", "3" * 64),
]


def _ledger_conn(entries, hash_text=None) -> apsw.Connection:
    conn = apsw.Connection(":memory:")
    conn.execute(_LEDGER)
    prev = ledger.GENESIS
    for seq, (ts, op, memory_id, change_hash) in enumerate(entries, 1):
        h = (hash_text(prev, seq, ts, op, memory_id, change_hash) if hash_text
             else ledger.entry_hash(prev, seq, ts, op, memory_id, change_hash))
        conn.execute("INSERT INTO ledger VALUES (?,?,?,?,?,?,?)", (seq, ts, op, memory_id, change_hash, prev, h))
        prev = h
    return conn


def test_the_walk_accepts_every_entry_entry_hash_made_whatever_its_values():
    chain = walk.walk_chain(_ledger_conn(ODD_ENTRIES))
    assert chain.broken is None and chain.checked == len(ODD_ENTRIES)
    assert chain.latest_for["m2"][0] == 8 and chain.sync_batches == [(9, "2" * 64)]


def _naive(prev, seq, ts, op, memory_id, change_hash) -> str:
    """A hash over a near miss of the canonical text: Python's own spelling of each value."""
    body = f'{{"change_hash":"{change_hash}","memory_id":"{memory_id}","op":"{op}","seq":{seq},"ts":{ts}}}'
    return hashlib.sha256((prev + body).encode()).hexdigest()


@pytest.mark.parametrize("at", range(len(ODD_ENTRIES)))
def test_an_entry_hashed_over_any_other_spelling_is_refused(at):
    plain = [(1796189722.5, "add", f"m{i}", "a" * 64) for i in range(len(ODD_ENTRIES))]
    entries = plain[:at] + [ODD_ENTRIES[at]] + plain[at + 1:]

    def spelt(prev, seq, ts, op, memory_id, change_hash):
        return (_naive if seq == at + 1 else ledger.entry_hash)(prev, seq, ts, op, memory_id, change_hash)

    chain = walk.walk_chain(_ledger_conn(entries, spelt))
    if _naive(ledger.GENESIS, 1, *ODD_ENTRIES[at]) == ledger.entry_hash(ledger.GENESIS, 1, *ODD_ENTRIES[at]):
        assert chain.broken is None  # (plain values: Python's spelling is the canonical one)
    else:
        assert chain.broken == (at + 1, f"entry {at + 1} was altered (hash mismatch)")
        assert chain.checked == at


def test_an_entry_with_numbers_for_texts_is_altered_not_a_traceback():
    entries = [(7.5, "add", "m1", "a" * 64), (7.5, 3, 4, 5)]
    conn = _ledger_conn(entries[:1])
    conn.execute("INSERT INTO ledger VALUES (2, 7.5, 3, 4, 5, ?, 'x')",
                 (conn.execute("SELECT hash FROM ledger").fetchall()[0][0],))
    assert walk.walk_chain(conn).broken == (2, "entry 2 was altered (hash mismatch)")


def test_the_walk_reports_a_gap_and_a_broken_link_where_it_stops():
    conn = _ledger_conn(ODD_ENTRIES[:4])
    conn.execute("UPDATE ledger SET prev_hash = 'x' WHERE seq = 3")
    assert walk.walk_chain(conn).broken == (3, "entry 3 does not link to entry 2")
    conn.execute("DELETE FROM ledger WHERE seq = 2")
    chain = walk.walk_chain(conn)
    assert chain.broken == (2, "ledger entry 2 is missing") and chain.checked == 1


_MEMORIES = ("CREATE TABLE memories (memory_id, text, kind, tags, pinned, weight, expires_at, deleted, "
             "superseded_by, source, metadata, fingerprint, version, created_at, updated_at, occurred_at)")


def _row(i: int, **odd) -> dict:
    row = dict(memory_id=f"m{i}", text=f"note {i}", kind="note", tags="[]", pinned=0, weight=1.0,
               expires_at=None, deleted=0, superseded_by=None, source=None, metadata="{}", fingerprint="f" * 64,
               version=1, created_at=1796189722.3408391, updated_at=1796189722.3408391,
               occurred_at=1796189722.3408391)
    row.update(odd)
    return row


ODD_ROWS = [
    _row(0), _row(1),  # shared times, weight and empty JSON: the cached texts
    _row(2, tags='["b", "a"]', metadata='{"z": 1, "a": [1, 2.5, "é"]}'),  # re-encoded canonically
    _row(3, tags='["b", "a"]', metadata='{"z": 1, "a": [1, 2.5, "é"]}'),
    _row(4, created_at=0.0, updated_at=0.0, weight=0.0), _row(5, created_at=-0.0, updated_at=-0.0, weight=-0.0),
    _row(6, created_at=5.0, version=2.0), _row(7, created_at=5, version="2"),
    _row(8, created_at=None, updated_at=None, version=None),  # NULLs are written null
    _row(9, text='say "hi"\\\n\x01', source="", superseded_by="m1", expires_at=12, pinned=7, deleted="x"),
    _row(10, weight="2.5", kind="ki\u2028nd", metadata=None, tags=None),
    _row(12, weight=float("inf"), expires_at=float("nan")),
    _row(13, metadata="[]", tags="{}"),
]


def test_each_memory_state_text_is_state_json_byte_for_byte():
    conn = apsw.Connection(":memory:")
    conn.execute(_MEMORIES)
    conn.execute("CREATE TABLE facts (memory_id, text, attribute, superseded_by, fact_id)")
    conn.execute("CREATE TABLE triples (memory_id, subject, predicate, object, triple_id)")
    conn.execute("INSERT INTO facts VALUES ('m3', 'likes tea', NULL, NULL, 1), ('m3', 'lives in Oslo', "
                 "'residence', 'm9', 2)")
    conn.execute("INSERT INTO triples VALUES ('m3', 'I', 'like', 'tea', 1)")
    for row in ODD_ROWS:
        conn.execute(f"INSERT INTO memories VALUES ({', '.join('?' * len(walk._COLUMNS))})",
                     tuple(row[c] for c in walk._COLUMNS))
    seen = 0
    for values, facts, triples, text in walk.state_texts(conn):
        row = dict(zip(walk._COLUMNS, values))
        row["facts"], row["triples"] = facts or [], triples or []
        try:
            expected = ledger.state_json(row)
        except (TypeError, ValueError):
            pytest.fail(f"state_json refuses row {row['memory_id']}, so the walk should not build one")
        assert text == expected, row["memory_id"]
        seen += 1
    assert seen == len(ODD_ROWS)


@pytest.mark.parametrize("odd", [dict(weight=None), dict(text=42), dict(fingerprint=None),
                                 dict(metadata="{not json")])
def test_a_row_state_json_cannot_take_differs_from_its_entry_not_a_traceback(odd):
    conn = apsw.Connection(":memory:")
    conn.execute(_MEMORIES)
    conn.execute("CREATE TABLE facts (memory_id, text, attribute, superseded_by, fact_id)")
    conn.execute("CREATE TABLE triples (memory_id, subject, predicate, object, triple_id)")
    for row in (_row(0), _row(1, **odd)):
        conn.execute(f"INSERT INTO memories VALUES ({', '.join('?' * len(walk._COLUMNS))})",
                     tuple(row[c] for c in walk._COLUMNS))
    honest = ledger.sha256(ledger.state_json(_row(0)))
    check = walk.check_memories(conn, {"m0": (1, honest, "add"), "m1": (2, "e" * 64, "add")}, 2)
    assert check.broken == [(2, "memory m1 differs from ledger entry 2")]
    assert set(check.changed) == {"m1"} and check.held == {("m0", honest)}


def test_the_walk_reports_progress_every_5000_entries_with_the_total():
    conn = apsw.Connection(":memory:")
    conn.execute(_LEDGER)
    rows = ledger.chain(ledger.GENESIS, 0, 1796189722.5, "add", [(f"m{i}", "a" * 64) for i in range(12_001)])
    conn.executemany("INSERT INTO ledger VALUES (?,?,?,?,?,?,?)", rows)
    seen = []
    chain = walk.walk_chain(conn, lambda done, total: seen.append((done, total)))
    assert chain.broken is None and chain.checked == 12_001 and chain.head == rows[-1][-1]
    assert seen == [(5000, 12_001), (10_000, 12_001)]


@pytest.mark.parametrize("metadata", ['{}', '{"role": "user"}', '{"created_at": 1500000000.5}',
                                      '{"created_\\u0061t": 1500000000}', '{"x": {"created_at": 7}}',
                                      '{"created_at": "yesterday"}', '{"created_at": true}', '[1, 2]', '{not json',
                                      '{"note": "a \\"created_at\\" in a text"}'])
def test_occurred_at_is_checked_against_what_the_metadata_gives(metadata):
    from mnemosyne_app.core.store.memories import occurred_at_of

    conn = apsw.Connection(":memory:")
    conn.execute(_MEMORIES)
    conn.execute("CREATE TABLE facts (memory_id, text, attribute, superseded_by, fact_id)")
    conn.execute("CREATE TABLE triples (memory_id, subject, predicate, object, triple_id)")
    created = 1796189722.3408391
    given = occurred_at_of(metadata, created)
    rows = [_row(0, metadata=metadata, occurred_at=given), _row(1, metadata=metadata, occurred_at=given + 1)]
    latest = {}
    for n, row in enumerate(rows):
        conn.execute(f"INSERT INTO memories VALUES ({', '.join('?' * len(walk._COLUMNS))})",
                     tuple(row[c] for c in walk._COLUMNS))
        try:
            latest[row["memory_id"]] = (n + 1, ledger.sha256(ledger.state_json(dict(row, facts=[], triples=[]))), "add")
        except ValueError:  # (metadata that is not JSON has no state: it differs from any entry)
            latest[row["memory_id"]] = (n + 1, "0" * 64, "add")
    check = walk.check_memories(conn, latest, 2)
    if metadata == "{not json":
        assert [why for _, why in check.broken] == ["memory m0 differs from ledger entry 1",
                                                    "memory m1 differs from ledger entry 2"]
    else:
        assert check.broken == [(2, "memory m1 has an occurred-at time its metadata does not give")]


def test_verify_leaves_the_cycle_collector_as_it_found_it():
    import gc

    from mnemosyne_app.core.integrity import verify

    conn = _ledger_conn(ODD_ENTRIES[:2])
    for state in (True, False):
        (gc.enable if state else gc.disable)()
        try:
            with pytest.raises(apsw.SQLError):  # (no meta table here: verify stops after the walk)
                verify.verify(conn)
            assert gc.isenabled() is state
        finally:
            gc.enable()
