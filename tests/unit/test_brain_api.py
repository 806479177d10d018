"""The synchronous MemoryBrain API of SPEC §10."""

import time

import pytest

from mnemosyne_app import MemoryBrain
from tests.store_access import conn_of


def test_retain_then_recall_and_get(brain):
    r = brain.retain("I prefer Python examples over Java", extract=False, kind="preference",
                     metadata={"from": "chat", "n": [1, 2]}, source="unit", tags=["lang"])
    assert r.outcome == "inserted" and len(r.memory_ids) == 1 and r.event_id is not None
    assert r.facts == []
    hits = brain.recall("python examples", k=3)
    assert hits[0].memory_id == r.memory_ids[0]
    assert hits[0].metadata == {"from": "chat", "n": [1, 2]}
    m = brain.get(r.memory_ids[0])
    assert (m.text, m.kind, m.tags, m.source, m.pinned) == (
        "I prefer Python examples over Java", "preference", ["lang"], "unit", False)
    assert m.created_at <= m.updated_at <= time.time()
    assert brain.get_event(r.event_id).status == "succeeded"


def test_chinese_text_is_found_by_a_chinese_query(brain):
    target = brain.retain("客户要求退款，工单号 RF-88213，等待财务复核。", extract=False).memory_ids[0]
    brain.retain("今天天气很好，我们去公园散步。", extract=False)
    brain.retain("The refund ticket was closed yesterday.", extract=False)
    hits = brain.recall("退款工单")
    assert hits and hits[0].memory_id == target
    assert [h.memory_id for h in brain.recall("RF-88213")] == [target]


def test_recall_filters(brain):
    a = brain.retain("meeting notes about the garden project", kind="note", tags=["garden"],
                     source="notes", extract=False).memory_ids[0]
    b = brain.retain("chat about the garden irrigation", kind="history", source="chatgpt",
                     extract=False).memory_ids[0]
    assert {h.memory_id for h in brain.recall("garden", k=10)} == {a, b}
    assert [h.memory_id for h in brain.recall("garden", kind="history")] == [b]
    assert [h.memory_id for h in brain.recall("garden", tag="garden")] == [a]
    assert [h.memory_id for h in brain.recall("garden", source="chatgpt")] == [b]
    assert brain.recall("garden", since=time.time() + 60) == []


def test_update_keeps_history_and_changes_search(brain):
    mid = brain.retain("my cat is called Miso", extract=False).memory_ids[0]
    brain.update(mid, text="my cat is called Tofu", tags=["pets"], pinned=True)
    m = brain.get(mid)
    assert (m.text, m.tags, m.pinned, m.version) == ("my cat is called Tofu", ["pets"], True, 2)
    assert [h.memory_id for h in brain.recall("Tofu")] == [mid]
    assert brain.recall("Miso") == []
    hist = brain.history(mid)
    assert [(v.version, v.op, v.text) for v in hist] == [
        (1, "add", "my cat is called Miso"), (2, "edit", "my cat is called Tofu")]


def test_a_memory_is_stored_once_until_it_is_edited(brain):
    # The current state lives in `memories`; memory_versions holds only states that were replaced.
    mid = brain.retain("my desk plant is a pothos", extract=False).memory_ids[0]
    batch_id = brain.retain_batch(["my chair is blue"], extract=False).results[0].memory_ids[0]
    count = "SELECT count(*) FROM memory_versions WHERE memory_id = ?"
    assert [conn_of(brain).execute(count, (m,)).fetchall()[0][0] for m in (mid, batch_id)] == [0, 0]
    assert [(v.version, v.op) for v in brain.history(batch_id)] == [(1, "add")]
    brain.update(mid, text="my desk plant is a monstera")
    brain.update(mid, text="my desk plant died")
    assert conn_of(brain).execute(count, (mid,)).fetchall()[0][0] == 2
    assert [(v.version, v.op, v.text) for v in brain.history(mid)] == [
        (1, "add", "my desk plant is a pothos"), (2, "edit", "my desk plant is a monstera"),
        (3, "edit", "my desk plant died")]
    brain.restore(mid, version=1)
    assert brain.get(mid).text == "my desk plant is a pothos"
    assert [v.op for v in brain.history(mid)] == ["add", "edit", "edit", "restore"]
    assert brain.verify_integrity().valid


def test_history_of_a_store_that_kept_a_row_for_the_current_state_too(brain):
    # Earlier releases wrote a version row for every state, the current one included.
    from mnemosyne_app.core.store import memories

    mid = brain.retain("old style note", extract=False).memory_ids[0]
    row = memories.fetch(conn_of(brain), mid)
    conn_of(brain).execute(memories.VERSION_INSERT, memories.version_row(row, "add", row["updated_at"]))
    assert [(v.version, v.op) for v in brain.history(mid)] == [(1, "add")]
    brain.update(mid, text="old style note, edited")
    assert [(v.version, v.op, v.text) for v in brain.history(mid)] == [
        (1, "add", "old style note"), (2, "edit", "old style note, edited")]
    assert brain.verify_integrity().valid


def test_update_with_no_change_writes_no_version(brain):
    mid = brain.retain("unchanged", extract=False).memory_ids[0]
    brain.update(mid, text="unchanged")
    assert len(brain.history(mid)) == 1


def test_delete_is_soft_and_restore_undoes_it(brain):
    mid = brain.retain("temporary thought about lunch", extract=False).memory_ids[0]
    brain.delete(mid)
    assert brain.recall("lunch") == []
    assert brain.get(mid).deleted
    assert brain.stats()["memories"] == 0
    brain.restore(mid)
    assert [h.memory_id for h in brain.recall("lunch")] == [mid]
    assert [v.op for v in brain.history(mid)] == ["add", "delete", "restore"]
    assert brain.verify_integrity().valid


def test_restore_an_earlier_version(brain):
    mid = brain.retain("version one text", extract=False).memory_ids[0]
    brain.update(mid, text="version two text")
    brain.restore(mid, version=1)
    assert brain.get(mid).text == "version one text"
    assert brain.get(mid).version == 3


def test_unknown_ids_raise_keyerror(brain):
    with pytest.raises(KeyError):
        brain.get("nope")
    with pytest.raises(KeyError):
        brain.update("nope", text="x")
    with pytest.raises(KeyError):
        brain.history("nope")


def test_stats_counts(brain):
    brain.retain("one", extract=False)
    brain.retain("two", extract=False)
    brain.retain("one", extract=False)
    st = brain.stats()
    assert (st["memories"], st["writes"], st["duplicates"], st["model_calls"]) == (2, 2, 1, 0)
    assert st["events"]["succeeded"] == 2 and st["ledger_entries"] == 2


def test_extractor_interface_stores_facts_and_counts_calls(data_home):
    from mnemosyne_app.core.model.interfaces import Extraction

    class Fake:
        name = "fake"
        calls = 0

        def extract(self, text):
            Fake.calls += 1
            return Extraction(facts=[f"User said: {text}"], triples=[("user", "said", text)])

    with MemoryBrain(scope="x", extractor=Fake()) as b:
        r = b.retain("I live in Lisbon")
        assert r.facts == ["User said: I live in Lisbon"]
        assert b.get(r.memory_ids[0]).facts == r.facts
        b.retain("I live in Lisbon")  # exact duplicate: no model call
        b.retain("no model for this one", extract=False)
        assert Fake.calls == 1
        st = b.stats()
        assert st["model_calls"] == 1 and st["model_calls"] <= st["writes"]
        assert conn_of(b).execute("SELECT subject, predicate, object FROM triples").fetchall() == [
            ("user", "said", "I live in Lisbon")]


def test_retain_batch_sends_only_the_items_that_ask_for_it_to_the_model(data_home):
    # Items that want extraction go one by one through the model (each its own journaled write);
    # the others of the same chunks go the batch way, chunk after chunk, and every result is filled.
    from tests.unit.fakes import CountingExtractor

    items = [{"text": f"plain {i}", "extract": False} if i % 3 else {"text": f"modelled {i}"} for i in range(30)]
    items[9] = {"text": "model returns GARBAGE"}
    model = CountingExtractor(fail_on="GARBAGE")
    with MemoryBrain(scope="x", extractor=model, embedder="none") as b:
        res = b.retain_batch(items, chunk=7)
        assert model.calls == 10 and b.stats()["model_calls"] == 10
        [(index, why)] = res.failed
        assert index == 9 and why.startswith("extraction failed: model returned garbage: '}}{{' (the text is kept in failed event")
        assert [r is None for r in res.results] == [i == 9 for i in range(30)]
        assert res.results[3].facts == ["fact: modelled 3"] and res.results[4].facts == []
        # The failed item's text waits in its event, named in the reason, for a retry.
        event_id = int(why.split("failed event ")[1].split(":")[0])
        ev = b.get_event(event_id)
        assert (ev.status, ev.payload["text"]) == ("failed", "model returns GARBAGE")
        assert b.stats()["memories"] == 29
        model.fail_on = None  # the model behaves again
        assert b.retry(event_id).outcome == "resumed" and b.stats()["memories"] == 30
        assert b.verify_integrity().valid


def test_retain_batch_is_atomic_per_item(brain):
    items = ["alpha", "beta", {"text": 7}, {"text": "gamma", "kind": "BAD KIND"}, "delta", "alpha"]
    res = brain.retain_batch(items)
    assert [i for i, _ in res.failed] == [2, 3]
    assert "must be a string" in res.failed[0][1] and "kind" in res.failed[1][1]
    assert [r.outcome if r else None for r in res.results] == [
        "inserted", "inserted", None, None, "inserted", "already_complete"]
    assert brain.stats()["memories"] == 3
    assert brain.verify_integrity().valid


def test_retain_batch_failure_inside_the_transaction_keeps_the_others(brain):
    # A database-level failure on one item's row (as a constraint or I/O error would be):
    # the fast path fails, the chunk is redone item by item, only that item is lost.
    conn_of(brain).execute(
        "CREATE TEMP TRIGGER explode BEFORE INSERT ON memories WHEN NEW.text = 'explodes' "
        "BEGIN SELECT RAISE(ABORT, 'disk hiccup'); END")
    res = brain.retain_batch(["one", "explodes", "three", "one"])
    assert [(i, "disk hiccup" in why) for i, why in res.failed] == [(1, True)]
    assert [r.outcome if r else None for r in res.results] == ["inserted", None, "inserted", "already_complete"]
    st = brain.stats()
    assert (st["memories"], st["writes"], st["duplicates"], st["ledger_entries"]) == (2, 2, 1, 2)
    assert brain.verify_integrity().valid
    # The chunk is one journaled request that says what became of each item.
    ev = brain.get_event(res.results[0].event_id)
    assert res.results[2].event_id == ev.event_id and (ev.op, ev.status) == ("retain_batch", "succeeded")
    assert (ev.result["inserted"], ev.result["already_complete"]) == (2, 1)
    assert [(f["item"], "disk hiccup" in f["error"]) for f in ev.result["failed"]] == [(1, True)]
    assert brain.stats()["events"]["succeeded"] == 1


def test_retain_batch_rows_match_single_writes(brain, tmp_path):
    # The batch builds memory rows by hand for speed; every stored column must equal what a
    # single retain stores for the same request (ids, times and the event aside).
    from mnemosyne_app.core.store import ledger, memories

    spec = {"text": "tea at  four\nwith Ana", "kind": "preference", "tags": ["b", "a"], "metadata": {"k": [1, "二"]},
            "source": "chat", "weight": 1.7, "expires_at": 4e9, "pinned": True, "idempotency_key": "key-1"}
    brain.retain_batch([spec], extract=False)
    with MemoryBrain(tmp_path / "single", scope="s", extractor="none", embedder="none") as single:
        single.retain(spec["text"], kind=spec["kind"], tags=spec["tags"], metadata=spec["metadata"],
                      source=spec["source"], weight=spec["weight"], expires_at=spec["expires_at"],
                      pinned=spec["pinned"], idempotency_key=spec["idempotency_key"], extract=False)
        cols = "text, kind, tags, pinned, weight, expires_at, deleted, superseded_by, source, metadata, fingerprint, version"
        sql = f"SELECT {cols} FROM memories"
        assert conn_of(brain).execute(sql).fetchall() == conn_of(single).execute(sql).fetchall()
        keys = "SELECT idem_key, completed_at IS NOT NULL FROM ingest_keys"
        assert conn_of(brain).execute(keys).fetchall() == conn_of(single).execute(keys).fetchall() == [("client:key-1", 1)]
        change = "SELECT op, change_hash FROM ledger"
        a, b = (conn_of(store).execute("SELECT memory_id FROM memories").fetchall()[0][0] for store in (brain, single))
        state = lambda store, mid: ledger.state_of(memories.fetch(conn_of(store), mid))  # noqa: E731
        # Everything but the memory id and the moment each was written is the same.
        when = {"created_at": 0, "updated_at": 0}
        assert {**state(brain, a), "memory_id": b, **when} == {**state(single, b), **when}
        for store, mid in ((brain, a), (single, b)):  # and each ledger entry hashes the state as written
            row = memories.fetch_whole(conn_of(store), mid)
            assert row["created_at"] == row["updated_at"]
            assert conn_of(store).execute(change).fetchall()[0][1] == ledger.sha256(ledger.state_json(row))
        assert [op for op, _ in conn_of(brain).execute(change)] == [op for op, _ in conn_of(single).execute(change)] == ["add"]
    assert brain.verify_integrity().valid


def test_retain_batch_fast_path_matches_single_writes(brain):
    res = brain.retain_batch(["alpha note", {"text": "beta note", "kind": "preference", "tags": ["x"],
                                             "metadata": {"k": 1}, "source": "s"}])
    single = brain.retain("gamma note", extract=False)
    a, b = (brain.get(r.memory_ids[0]) for r in res.results)
    assert (b.kind, b.tags, b.metadata, b.source) == ("preference", ["x"], {"k": 1}, "s")
    assert [v.op for v in brain.history(a.memory_id)] == ["add"]
    assert brain.get_event(res.results[1].event_id).status == "succeeded"
    assert single.event_id > res.results[1].event_id
    assert {h.memory_id for h in brain.recall("note", k=5)} == {a.memory_id, b.memory_id, single.memory_ids[0]}
    assert brain.verify_integrity().valid


def test_batch_rows_built_before_the_transaction_are_rebuilt_when_the_store_moved(brain, monkeypatch):
    # Each chunk's rows are drafted before its transaction, on the state the previous chunk left.
    # Inside the transaction they are used only if that still holds; otherwise built again.
    from mnemosyne_app.core.write import batch

    rebuilt, drafts = [], []
    real_rows_for, real_draft = batch.rows_for, batch.draft
    monkeypatch.setattr(batch, "rows_for", lambda conn, items, *a, **k: rebuilt.append(len(items))
                        or real_rows_for(conn, items, *a, **k))
    brain.retain_batch([f"steady {i}" for i in range(30)], extract=False, chunk=10)
    assert rebuilt == []  # nothing moved: every draft held

    # Another writer (its own connection) slips in before the second chunk's transaction.
    other = MemoryBrain(scope="test").ensure_init()

    def draft_then_interfere(items, state):
        drafts.append(state)
        rows = real_draft(items, state)
        if len(drafts) == 2:
            other.retain("written by another connection", extract=False)
        return rows

    monkeypatch.setattr(batch, "draft", draft_then_interfere)
    moved = brain.retain_batch([f"moved {i}" for i in range(30)], extract=False, chunk=10)
    other.close()
    assert rebuilt == [10] and all(r.outcome == "inserted" for r in moved.results)

    # An item of a later chunk that an earlier chunk stored: that chunk is rebuilt, the item skipped.
    rebuilt.clear()
    dup = brain.retain_batch([f"fresh {i}" for i in range(10)] + ["fresh 3"] + [f"new {i}" for i in range(9)],
                             extract=False, chunk=10)
    assert rebuilt == [10]
    assert [r.outcome for r in dup.results].count("already_complete") == 1 and dup.results[10].memory_ids == \
        dup.results[3].memory_ids
    assert brain.stats()["memories"] == 30 + 1 + 30 + 19
    assert brain.verify_integrity().valid


def test_terms_matching_most_of_the_store_are_skipped_but_ranking_holds(brain, monkeypatch):
    from mnemosyne_app.core.read import recall

    monkeypatch.setattr(recall, "PRUNE_ABOVE_ROWS", 10)
    brain.retain_batch([f"weekly meeting notes number {i}" for i in range(40)], extract=False)
    target = brain.retain("meeting with the dentist about a crown", extract=False).memory_ids[0]
    terms = recall.query_terms("meeting dentist")
    assert recall.selective_terms(conn_of(brain), terms) == ["dentist"]
    assert recall.selective_terms(conn_of(brain), ["meeting", "notes"]) in (["meeting"], ["notes"])
    assert brain.recall("meeting dentist", k=1)[0].memory_id == target


def test_a_conversation_turn_is_found_by_the_words_of_the_turn_before_it(brain):
    conv = {"conversation_id": "c1"}
    brain.retain_batch([
        {"text": "Which city did you pick for the conference?", "kind": "history", "metadata": conv},
        {"text": "Lisbon, and I booked it already.", "kind": "history", "metadata": conv},
        {"text": "I like green tea in the morning.", "kind": "history", "metadata": {"conversation_id": "c2"}},
    ], extract=False)
    answer = [m for m in brain.list_memories() if m.text.startswith("Lisbon")][0]
    hits = brain.recall("conference city", k=2)
    assert answer.memory_id in {h.memory_id for h in hits}  # via its context, the question
    assert hits[0].text.startswith("Which city")  # its own words still count more than context
    brain.update(answer.memory_id, text="Lisbon, booked and paid.")
    assert answer.memory_id in {h.memory_id for h in brain.recall("conference city", k=2)}
    # a memory outside any conversation has no context
    assert brain.recall("conference", k=5) and all("tea" not in h.text for h in brain.recall("conference", k=5))


def test_browsing_and_recall_filter_alike(brain):
    # One Filters class builds both queries: a filter means the same in the table and in search.
    past = time.time() - 60
    a = brain.retain("garden plan for tomatoes", kind="project", tags=["garden"], source="notes", extract=False)
    b = brain.retain("tomatoes are expensive this year", tags=["food"], source="chat", extract=False)
    c = brain.retain("old tomatoes reminder", expires_at=past, extract=False)
    d = brain.retain("deleted tomatoes thought", extract=False)
    brain.delete(d.memory_ids[0])
    ids = lambda **o: set(brain.memory_ids(**o))  # noqa: E731
    hits = lambda **o: {h.memory_id for h in brain.recall("tomatoes", k=10, **o)}  # noqa: E731
    for options, expected in (({"tag": "garden"}, a), ({"source": "chat"}, b), ({"kind": "project"}, a)):
        assert ids(**options) == hits(**options) == set(expected.memory_ids)
    assert ids() == {*a.memory_ids, *b.memory_ids, *c.memory_ids}  # browsing shows the expired one
    assert ids(include_expired=False) == hits() == {*a.memory_ids, *b.memory_ids}
    assert d.memory_ids[0] in ids(include_deleted=True)


def test_memories_written_together_have_distinct_short_ids(brain):
    # Ids start with the clock, so a batch shares its first digits; what the window and the CLI
    # show must still tell the memories apart.
    from mnemosyne_app.core.types import short_id

    ids = [r.memory_ids[0] for r in brain.retain_batch([f"note {i}" for i in range(50)], extract=False).results]
    assert len({m[:8] for m in ids}) < 50 and len({short_id(m) for m in ids}) == 50


def test_delete_many_is_all_or_nothing_and_each_delete_is_ledgered(brain):
    ids = [r.memory_ids[0] for r in brain.retain_batch([f"note {i}" for i in range(4)], extract=False).results]
    with pytest.raises(KeyError):
        brain.delete_many([ids[0], "0" * 32, ids[1]])
    assert brain.stats()["memories"] == 4  # the unknown id stopped the whole delete
    assert brain.delete_many(ids[:3]) == 3
    assert [m.memory_id for m in brain.list_memories()] == [ids[3]]
    assert all(brain.history(m)[-1].op == "delete" for m in ids[:3])
    assert brain.stats()["ledger_entries"] == 7 and brain.verify_integrity().valid


def test_facets_of_the_scope_and_of_some_memories(brain):
    a = brain.retain("garden plan", kind="project", tags=["garden", "spring"], source="notes", extract=False)
    brain.retain("soup recipe", tags=["food"], source="chat", extract=False)
    gone = brain.retain("old tag only here", tags=["obsolete"], extract=False).memory_ids[0]
    brain.delete(gone)
    assert brain.facets() == {"kinds": ["note", "project"], "tags": ["food", "garden", "spring"],
                              "sources": ["chat", "notes"]}
    assert brain.facets(a.memory_ids) == {"kinds": ["project"], "tags": ["garden", "spring"], "sources": ["notes"]}


def test_retain_batch_reports_progress_and_a_cancel_keeps_the_chunks_before_it(brain):
    from mnemosyne_app.core.progress import Cancelled, Progress

    seen = []
    progress = Progress(label="batch")
    progress.subscribe(lambda p: seen.append((p.done, p.total)))
    brain.retain_batch([f"item {i}" for i in range(50)], extract=False, chunk=20, progress=progress)
    assert seen[0] == (0, 50) and seen[-1] == (50, 50) and progress.finished
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)  # never backwards

    stop = Progress(label="batch")
    stop.subscribe(lambda p: p.done >= 40 and p.cancel())
    with pytest.raises(Cancelled):
        brain.retain_batch([f"more {i}" for i in range(100)], extract=False, chunk=20, progress=stop)
    assert brain.stats()["memories"] == 50 + 40  # two whole chunks, nothing half done
    assert brain.verify_integrity().valid
