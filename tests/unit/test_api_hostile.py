"""The Python API under hostile arguments (issue 15, point 8): every call returns, or raises a
ValueError / KeyError / MnemosyneError saying what is wrong; never a RecursionError,
OverflowError or TypeError from deep inside, and a refused call changes nothing."""

import math

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from mnemosyne_app.core import errors


def deep(n):
    out = cur = {}
    for _ in range(n):
        cur["a"] = {}
        cur = cur["a"]
    return out


DEEP = "<a dict nested 5,000 deep>"  # built at call time: hypothesis would recurse printing it
hostile = (st.none() | st.booleans() | st.integers() | st.integers(2**63, 2**400)
           | st.floats() | st.just(math.inf) | st.just(float("nan"))
           | st.text(max_size=40) | st.binary(max_size=20) | st.just("\x00")
           | st.lists(st.integers(), max_size=3) | st.dictionaries(st.text(max_size=5), st.integers(), max_size=2)
           | st.just(DEEP) | st.just([[[[]]]] * 3))

CALLS = {
    "retain": lambda b, v: b.retain(v, extract=False),
    "retain metadata": lambda b, v: b.retain("ok text", metadata=v, extract=False),
    "retain weight": lambda b, v: b.retain("ok text 2", weight=v, extract=False),
    "retain tags": lambda b, v: b.retain("ok text 3", tags=v, extract=False),
    "retain key": lambda b, v: b.retain("ok text 4", idempotency_key=v, extract=False),
    "recall": lambda b, v: b.recall(v),
    "recall k": lambda b, v: b.recall("note", k=v),
    "get": lambda b, v: b.get(v),
    "history": lambda b, v: b.history(v),
    "get_event": lambda b, v: b.get_event(v),
    "list_events": lambda b, v: b.list_events(limit=v),
    "list_memories": lambda b, v: b.list_memories(offset=v),
    "update kind": lambda b, v: b.update(b._probe, kind=v),
    "update facts": lambda b, v: b.update(b._probe, facts=v),
    "restore version": lambda b, v: b.restore(b._probe, version=v),
    "delete_many": lambda b, v: b.delete_many([v]),
    "retry": lambda b, v: b.retry(v),
    "sweep": lambda b, v: b.sweep(v),
    "dedup": lambda b, v: b.dedup(v),
    "flush": lambda b, v: b.hot_path("flush", timeout=v),
    "hot_path": lambda b, v: b.hot_path(v),
}


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    from mnemosyne_app import MemoryBrain

    b = MemoryBrain(tmp_path_factory.mktemp("api"), scope="hostile", extractor="none", embedder="none").ensure_init()
    b._probe = b.retain("the memory hostile edits aim at", extract=False).memory_ids[0]
    yield b
    b.close()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(call=st.sampled_from(sorted(CALLS)), value=hostile)
def test_the_api_answers_hostile_arguments_in_words(store, call, value):
    before = store.stats()
    value = deep(5000) if value == DEEP else value
    try:
        CALLS[call](store, value)
    except (ValueError, KeyError, errors.MnemosyneError) as exc:
        assert str(exc)  # says what is wrong
        after = store.stats()
        assert (after["memories"], after["ledger_entries"], after["writes"]) == \
            (before["memories"], before["ledger_entries"], before["writes"])
    assert store.verify_integrity().valid
