"""Bad input is a clear ValueError and loses nothing already stored."""

import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import errors
from tests.store_access import conn_of

BAD_SCOPES = ["../x", "a/b", "", "x" * 300, "a\x00b", "..", ".hidden", "a\\b", "con", None, 5]


def snapshot(root):
    return sorted(str(p.relative_to(root)) for p in root.rglob("*")) if root.exists() else []


@pytest.mark.parametrize("name", BAD_SCOPES)
def test_bad_scope_names_are_refused_without_touching_files(name, tmp_path, data_home):
    outside = tmp_path
    before = snapshot(outside)
    with pytest.raises(ValueError, match="scope name"):
        MemoryBrain(scope=name).ensure_init()
    assert snapshot(outside) == before


def test_good_scope_names(data_home):
    for name in ["default", "work-2026", "项目", "a.b_c"]:
        with MemoryBrain(scope=name) as b:
            assert b.db_path.parent == data_home / "scopes"


@pytest.mark.parametrize("text,message", [
    (None, "must be a string"), (b"bytes", "must be a string"), (42, "must be a string"),
    ("", "must not be empty"), ("   \n", "must not be empty"), ("a\x00b", "NUL"),
])
def test_bad_text(brain, text, message):
    brain.retain("already stored", extract=False)
    with pytest.raises(ValueError, match=message):
        brain.retain(text, extract=False)
    assert [m.text for m in brain.list_memories()] == ["already stored"]


def test_oversized_text(data_home):
    with MemoryBrain(scope="small", max_text_chars=100) as b:
        with pytest.raises(ValueError, match="101 characters; the limit is 100"):
            b.retain("x" * 101, extract=False)
        assert b.retain("x" * 100, extract=False).outcome == "inserted"


@pytest.mark.parametrize("meta", [{"when": object()}, {"n": float("nan")}, ["not", "a", "dict"], {1j: 2}])
def test_bad_metadata(brain, meta):
    with pytest.raises(ValueError, match="metadata"):
        brain.retain("hello", metadata=meta, extract=False)
    assert brain.stats()["memories"] == 0 and brain.stats()["ledger_entries"] == 0


def test_metadata_round_trips_exactly(brain):
    meta = {"nested": {"list": [1, 2.5, "三"], "none": None, "bool": True}, "empty": {}}
    mid = brain.retain("with metadata", metadata=meta, extract=False).memory_ids[0]
    assert brain.get(mid).metadata == meta


def test_bad_update_fields(brain):
    mid = brain.retain("stay as I am", extract=False).memory_ids[0]
    with pytest.raises(ValueError, match="cannot update"):
        brain.update(mid, colour="red")
    with pytest.raises(ValueError, match="must not be empty"):
        brain.update(mid, text="")
    for bad in (float("nan"), -1, 11, True, "2"):  # retain refuses these weights; so does update
        with pytest.raises(ValueError, match="weight"):
            brain.update(mid, weight=bad)
    for bad in (float("nan"), float("inf"), 10**400):  # no JSON text, or no float, for these
        with pytest.raises(ValueError, match="expires_at"):
            brain.update(mid, expires_at=bad)
        with pytest.raises(ValueError, match="expires_at"):
            brain.retain("never stored", expires_at=bad, extract=False)
    assert brain.get(mid).text == "stay as I am" and len(brain.history(mid)) == 1
    assert brain.update(mid, weight=2, expires_at=None).weight == 2.0


def test_negative_zero_is_stored_as_zero(brain):
    # -0.0 == 0.0, so two writes differing only in its sign must also store (and hash) the same text.
    a = brain.retain_batch([{"text": "minus zero", "weight": -0.0}, {"text": "plus zero", "weight": 0.0}],
                           extract=False)
    weights = [conn_of(brain).execute("SELECT CAST(weight AS TEXT) FROM memories WHERE memory_id = ?",
                                  (r.memory_ids[0],)).fetchall()[0][0] for r in a.results]
    assert weights == ["0.0", "0.0"]
    assert brain.verify_integrity().valid


def test_bad_recall_arguments(brain):
    with pytest.raises(ValueError):
        brain.recall(None)
    with pytest.raises(ValueError):
        brain.recall("x", k=0)
    assert brain.recall("") == []
    assert brain.recall('"unbalanced quote AND OR NOT (') == []  # user text is never FTS syntax


def test_a_weight_of_zero_is_kept_on_every_write_path(brain):
    # 0 is a valid weight ("never rank this up"), not a missing one.
    brain.hot_path("enable")
    sync = brain.retain("weightless sync note", weight=0, extract=False)
    fast = brain.retain("weightless queued note", weight=0, fast=True, extract=False)
    batch = brain.retain_batch([{"text": "weightless batch note", "weight": 0}], extract=False)
    brain.hot_path("flush", timeout=10)
    ids = sync.memory_ids + brain.get_event(fast.event_id).result["memory_ids"] + batch.results[0].memory_ids
    assert [brain.get(m).weight for m in ids] == [0.0, 0.0, 0.0]


def test_a_negative_grace_period_is_refused_and_purges_nothing(brain):
    # sweep(grace) purges what expired more than `grace` ago; a negative grace would purge
    # memories that expire in the future.
    soon = brain.retain("expires tomorrow", expires_at=time.time() + 86400, extract=False).memory_ids[0]
    for bad in (-3 * 86400, float("nan"), "7"):
        with pytest.raises(ValueError, match="grace"):
            brain.sweep(grace_s=bad)
    assert brain.get(soon).deleted is False and brain.sweep(grace_s=0) == []


@pytest.mark.parametrize("call,match", [
    (lambda b: b.dedup(5), "threshold"), (lambda b: b.dedup(0), "threshold"), (lambda b: b.consolidate(-1), "threshold"),
    (lambda b: b.list_events(limit=0), "limit"), (lambda b: b.list_events(limit=-5), "limit"),
    (lambda b: b.list_memories(limit=True), "limit"), (lambda b: b.list_memories(offset=-1), "offset"),
    (lambda b: b.recall("x", k=True), "k"), (lambda b: b.compact_history("c", max_sentences=0), "max_sentences"),
])
def test_counts_and_thresholds_out_of_range_are_clear_errors(brain, call, match):
    brain.retain("one memory", extract=False)
    with pytest.raises(ValueError, match=match):
        call(brain)
    assert brain.stats()["memories"] == 1


# -- hostile values reach the API as ValueError, never RecursionError or OverflowError -----------
def deep_list(n):
    value = []
    for _ in range(n):
        value = [value]
    return value


def test_deeply_nested_metadata_is_a_value_error_and_nothing_is_stored(brain):
    with pytest.raises(ValueError, match="nested more than 32 levels"):
        brain.retain("deep", metadata={"a": deep_list(50_000)}, extract=False)
    ok = brain.retain("shallow", metadata={"a": {"b": {"c": [1, 2, {"d": None}]}}}, extract=False)
    with pytest.raises(ValueError, match="nested more than 32 levels"):
        brain.update(ok.memory_ids[0], metadata={"x": deep_list(40)})
    assert [(m.text, m.metadata) for m in brain.list_memories()] == [
        ("shallow", {"a": {"b": {"c": [1, 2, {"d": None}]}}})]
    assert brain.verify_integrity().valid


def test_metadata_that_holds_itself_is_a_value_error(brain):
    loop: dict = {}
    loop["self"] = loop
    with pytest.raises(ValueError, match="nested more than"):
        brain.retain("loop", metadata=loop, extract=False)


def test_json_from_outside_fails_with_value_errors_that_name_it():
    from mnemosyne_app.core import validate

    assert validate.json_value('{"a": [1, {"b": 2}]}', "--metadata") == {"a": [1, {"b": 2}]}
    for text, says in (("[" * 100_000 + "]" * 100_000, "nested more than 200 levels"),
                       ("[" * 201 + "]" * 201, "nested more than 200 levels"),
                       ("{not json", "not valid JSON"),
                       ('{"a": ' + "1" * 5000 + "}", "not usable JSON")):
        with pytest.raises(ValueError, match=says) as caught:
            validate.json_value(text, "--metadata")
        # our own user error (a ValueError), not json's JSONDecodeError or a RecursionError
        assert "--metadata" in str(caught.value) and type(caught.value) is errors.UserError


@pytest.mark.parametrize("call, match", [
    (lambda b: b.recall("x", k=10**30), "k must be at most"),
    (lambda b: b.list_events(limit=2**63), "limit must be at most"),
    (lambda b: b.list_memories(limit=10**40), "limit must be at most"),
    (lambda b: b.compact_history("c", max_sentences=10**30), "max_sentences must be at most"),
])
def test_numbers_too_big_for_sqlite_are_value_errors(brain, call, match):
    with pytest.raises(ValueError, match=match) as caught:
        call(brain)
    assert len(str(caught.value)) < 200  # a 40-digit number is not quoted in full


def test_a_huge_number_is_described_not_printed():
    from mnemosyne_app.core import validate

    with pytest.raises(ValueError) as caught:
        validate.count(10**5000, "k")  # repr() of it would raise: too many digits to convert
    assert "16610-bit number" in str(caught.value)
    with pytest.raises(ValueError, match="finite"):
        validate.number(10**5000, "weight")


@pytest.mark.parametrize("port, ok", [(0, True), (8765, True), (65535, True), (65536, False), (-1, False),
                                      (99999, False), (10**30, False), (True, False), ("80", False)])
def test_ports(port, ok):
    from mnemosyne_app.core import validate

    if ok:
        assert validate.port(port) == port
    else:
        with pytest.raises(ValueError, match="port"):
            validate.port(port)


@pytest.mark.parametrize("seconds", [float("nan"), float("inf"), -1, 1e300, 10**400])
def test_timeouts_that_no_timer_takes_are_refused(seconds):
    from mnemosyne_app.core import validate

    with pytest.raises(ValueError, match="timeout"):
        validate.timeout(seconds)
    assert validate.timeout(0) == 0 and validate.timeout(3600) == 3600


@pytest.mark.parametrize("field", ["text", "source", "idempotency_key", "tags"])
def test_text_that_is_not_unicode_is_refused_by_name(brain, field):
    """Lone surrogates are how Python carries undecodable bytes (a non-UTF-8 argument or file)."""
    args = {"text": "fine", "extract": False}
    args[field] = ["ok", "caf\udce9"] if field == "tags" else "caf\udce9"
    with pytest.raises(ValueError, match="not valid Unicode") as caught:
        brain.retain(**args)
    assert type(caught.value) is errors.UserError  # our own user error, not the codec's UnicodeEncodeError
    assert brain.stats()["memories"] == 0


def test_a_file_where_a_folder_should_be_is_a_clear_environment_error(tmp_path):
    from mnemosyne_app.core.errors import StoreEnvironmentError

    (tmp_path / "a-file").write_text("mine")
    with pytest.raises(StoreEnvironmentError, match="is a file, not a folder"):
        MemoryBrain(tmp_path / "a-file").ensure_init()
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "scopes").write_text("mine too")
    with pytest.raises(StoreEnvironmentError, match="scopes is a file, not a folder"):
        MemoryBrain(tmp_path / "data").ensure_init()
    assert (tmp_path / "a-file").read_text() == "mine" and (tmp_path / "data" / "scopes").read_text() == "mine too"


@pytest.mark.parametrize("name", ["default\n", "work\n", "a.b\n"])
def test_a_scope_name_ending_in_a_newline_is_refused_before_a_file_is_made(name, data_home):
    """Found by the CLI's hypothesis test: "$" in the pattern matched before a final newline."""
    with pytest.raises(ValueError, match="scope name"):
        MemoryBrain(scope=name).ensure_init()
    assert snapshot(data_home) == []


def test_a_kind_ending_in_a_newline_is_refused(brain):
    with pytest.raises(ValueError, match="kind"):
        brain.retain("x", kind="note\n", extract=False)
    assert brain.stats()["memories"] == 0
