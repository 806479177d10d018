"""The hash-chained audit ledger catches tampering with itself and with memories (SPEC §3)."""

import pytest
from tests.store_access import conn_of


@pytest.fixture
def filled(brain):
    ids = [brain.retain(f"memory number {i}", extract=False).memory_ids[0] for i in range(5)]
    brain.update(ids[1], text="memory number one, edited")
    brain.delete(ids[2])
    return brain, ids  # ledger: 1..5 adds, 6 edit, 7 delete


def test_untouched_store_is_valid(filled):
    brain, _ = filled
    rep = brain.verify_integrity()
    assert (rep.valid, rep.checked, rep.first_broken_at, rep.reason) == (True, 7, None, None)
    assert rep.memories_checked == 5


def test_every_mutation_appends_exactly_one_entry(brain):
    mid = brain.retain("x", extract=False).memory_ids[0]
    brain.update(mid, text="y")
    brain.delete(mid)
    brain.restore(mid)
    ops = conn_of(brain).execute("SELECT op FROM ledger ORDER BY seq").fetchall()
    assert [o[0] for o in ops] == ["add", "edit", "delete", "restore"]


def test_edited_ledger_row_is_found(filled):
    brain, _ = filled
    conn_of(brain).execute("UPDATE ledger SET op = 'edit' WHERE seq = 3")
    rep = brain.verify_integrity()
    assert (rep.valid, rep.first_broken_at) == (False, 3)
    assert "altered" in rep.reason


def test_rewritten_change_hash_is_found(filled):
    brain, _ = filled
    conn_of(brain).execute("UPDATE ledger SET change_hash = ? WHERE seq = 4", ("0" * 64,))
    assert brain.verify_integrity().first_broken_at == 4


def test_deleted_ledger_row_is_found(filled):
    brain, _ = filled
    conn_of(brain).execute("DELETE FROM ledger WHERE seq = 5")
    rep = brain.verify_integrity()
    assert (rep.valid, rep.first_broken_at) == (False, 5)
    assert "missing" in rep.reason


def test_truncated_ledger_tail_is_found(filled):
    brain, _ = filled
    conn_of(brain).execute("DELETE FROM ledger WHERE seq = 7")
    rep = brain.verify_integrity()
    assert (rep.valid, rep.first_broken_at) == (False, 7)


def test_memory_edited_behind_the_app_is_found(filled):
    brain, ids = filled
    conn_of(brain).execute("UPDATE memories SET text = 'rewritten by someone else' WHERE memory_id = ?", (ids[3],))
    rep = brain.verify_integrity()
    assert (rep.valid, rep.first_broken_at) == (False, 4)  # the latest entry vouching for ids[3]
    assert ids[3] in rep.reason


def test_undeleted_behind_the_app_is_found(filled):
    brain, ids = filled
    conn_of(brain).execute("UPDATE memories SET deleted = 0 WHERE memory_id = ?", (ids[2],))
    assert brain.verify_integrity().first_broken_at == 7


def test_memory_row_removed_behind_the_app_is_found(filled):
    brain, ids = filled
    conn_of(brain).execute("DELETE FROM memories WHERE memory_id = ?", (ids[0],))
    rep = brain.verify_integrity()
    assert (rep.valid, rep.first_broken_at) == (False, 1)


def test_memory_inserted_behind_the_app_is_found(filled):
    brain, _ = filled
    conn_of(brain).execute(
        "INSERT INTO memories(memory_id, text, created_at, updated_at, fingerprint) "
        "VALUES ('intruder', 'planted', 0, 0, 'f')")
    rep = brain.verify_integrity()
    assert not rep.valid and "intruder" in rep.reason


# -- the direct builders used by retain_batch produce exactly the canonical text ---------------
from hypothesis import given, settings, strategies as st  # noqa: E402

from mnemosyne_app.core.store import ledger  # noqa: E402

_json_scalars = st.none() | st.booleans() | st.integers(-2**53, 2**53) | st.text(max_size=20) | \
    st.floats(allow_nan=False, allow_infinity=False)
_json = st.recursive(_json_scalars, lambda inner: st.lists(inner, max_size=3) |
                     st.dictionaries(st.text(max_size=8), inner, max_size=3), max_leaves=8)


@settings(max_examples=400, deadline=None)
@given(
    memory_id=st.text(min_size=1, max_size=40), text=st.text(min_size=1), kind=st.text(min_size=1, max_size=32),
    tags=st.lists(st.text(min_size=1, max_size=10), max_size=4), pinned=st.booleans() | st.integers(0, 1),
    weight=st.floats(0, 10) | st.integers(0, 10), expires_at=st.none() | st.floats(0, 4e9),
    source=st.none() | st.text(max_size=30), metadata=st.dictionaries(st.text(max_size=10), _json, max_size=4),
    fp=st.text(min_size=1, max_size=64), deleted=st.booleans(), superseded_by=st.none() | st.text(max_size=32),
    version=st.integers(1, 10**6), as_row_text=st.booleans(),
    created_at=st.floats(0, 4e9), updated_at=st.floats(0, 4e9) | st.integers(0, 2**40),
    facts=st.lists(st.text(max_size=30), max_size=3),
    triples=st.lists(st.tuples(st.text(max_size=8), st.text(max_size=8), st.text(max_size=8)), max_size=3),
)
def test_state_json_is_the_canonical_state(memory_id, text, kind, tags, pinned, weight, expires_at, source,
                                           metadata, fp, deleted, superseded_by, version, as_row_text,
                                           created_at, updated_at, facts, triples):
    # The reference is the encoder over state_of(); rows hold tags/metadata as JSON text with
    # memories.dumps' spacing, new items as Python values: both must give the same text.
    from mnemosyne_app.core.store.memories import dumps

    tags = sorted(set(tags))
    row = {"memory_id": memory_id, "text": text, "kind": kind, "pinned": pinned, "weight": weight,
           "expires_at": expires_at, "deleted": int(deleted), "superseded_by": superseded_by, "source": source,
           "fingerprint": fp, "version": version, "created_at": created_at, "updated_at": updated_at,
           "facts": facts, "triples": triples,
           "tags": dumps(tags) if as_row_text else tags, "metadata": dumps(metadata) if as_row_text else metadata}
    assert ledger.state_json(row) == ledger.canonical(ledger.state_of(row))
    # The older form (entries before release 1.4) is the same over its smaller set of fields.
    older = {k: v for k, v in ledger.state_of(row).items() if k in ledger.STATE_FIELDS_V1}
    assert ledger.state_json_v1(row) == ledger.canonical(older)


@settings(max_examples=500, deadline=None)
@given(prev=st.text(min_size=64, max_size=64, alphabet="0123456789abcdef"), seq=st.integers(0, 2**53),
       ts=st.floats(allow_nan=False, allow_infinity=False) | st.integers(0, 2**40), op=st.text(max_size=12),
       memory_id=st.none() | st.text(max_size=40), change=st.text(max_size=70))
def test_entry_hash_is_the_hash_of_the_canonical_entry(prev, seq, ts, op, memory_id, change):
    # The reference is the encoder itself, so stores written before the direct builder verify.
    body = ledger.canonical({"seq": seq, "ts": ts, "op": op, "memory_id": memory_id, "change_hash": change})
    assert ledger.entry_hash(prev, seq, ts, op, memory_id, change) == ledger.sha256(prev + body)


@settings(max_examples=300, deadline=None)
@given(prev=st.text(min_size=64, max_size=64, alphabet="0123456789abcdef"), seq=st.integers(0, 2**40),
       ts=st.floats(allow_nan=False, allow_infinity=False) | st.integers(0, 2**40), op=st.text(max_size=12),
       changes=st.lists(st.tuples(st.none() | st.text(max_size=40), st.text(max_size=70)), min_size=1, max_size=4))
def test_chain_links_each_entry_to_the_one_before(prev, seq, ts, op, changes):
    # chain() encodes the shared parts once; every hash must still be entry_hash's.
    rows = ledger.chain(prev, seq, ts, op, changes)
    assert [r[0] for r in rows] == list(range(seq + 1, seq + 1 + len(changes)))
    for i, (row, (memory_id, change)) in enumerate(zip(rows, changes)):
        before = rows[i - 1][6] if i else prev
        assert row[5] == before
        assert row[6] == ledger.entry_hash(before, row[0], ts, op, memory_id, change)


