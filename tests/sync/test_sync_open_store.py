"""A store kept open across a sync finds what the sync pulled, by meaning, at once (issue 26).

The sync drives the brain the window has open (``sync_scope(..., brain=)``): no second brain on
its file, and the open brain's vector cache is told about pulled memories and pulled edits
(they keep the times they were written at on the other device, older than the cache)."""

from __future__ import annotations

from mnemosyne_app.core.brain import MemoryBrain
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync import engine
from mnemosyne_app.sync.server import Server

from tests.sync.helpers import Device


def _meaning(brain, query: str) -> dict:
    return {h.memory_id: h for h in brain.recall(query, k=5) if "meaning" in h.matched}


def test_an_open_store_finds_pulled_memories_and_pulled_edits_by_meaning_at_once(tmp_path, pg_url, monkeypatch):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    b.options = BrainOptions(data_dir=b.root, extractor="none", embedder="minilm")
    with a.brain() as ba:
        ba.retain("The spare bicycle is kept in the garden shed behind the apple tree", extract=False)
        moved = ba.retain("My passport sits in the top drawer of the oak desk", extract=False).memory_ids[0]
    a.sync()
    b.pair()
    bb = b.options.open(b.scope)  # the window's store: open before, during and after the syncs
    try:
        bb.retain("Grandmother's recipe for plum dumplings uses quark", extract=False)
        assert _meaning(bb, "where is my travel document stored") == {}  # the cache is built, nothing pulled yet
        opened = []  # no second brain on the open scope's file
        real_init = MemoryBrain.__init__
        monkeypatch.setattr(MemoryBrain, "__init__", lambda self, *a, **k: (opened.append(a), real_init(self, *a, **k))[1])
        with Server(pg_url) as server:
            report = engine.sync_scope(b.options, b.scope, server, brain=bb)
        monkeypatch.setattr(MemoryBrain, "__init__", real_init)
        assert opened == []
        assert report.pulled == 2 and report.embedded == 2
        found = _meaning(bb, "where is my travel document stored")
        assert moved in found, "a pulled memory is not found by meaning in the open store"
        # An edit on A: its new text is found by meaning in B's open store after the next sync.
        with a.brain() as ba:
            ba.update(moved, text="The passport now lives in the fireproof safe in the basement")
        a.sync()
        with Server(pg_url) as server:
            engine.sync_scope(b.options, b.scope, server, brain=bb)
        found = _meaning(bb, EDITED)
        assert moved in found and found[moved].text.startswith("The passport now lives"), found
        seen_open = found[moved].similarity
    finally:
        bb.close()
    # The open store ranked the edit by its new vector: as a freshly opened store does (the old
    # text, a drawer in a desk, is further from a cellar).
    with b.options.open(b.scope) as again:
        fresh = _meaning(again, EDITED)[moved].similarity
        assert again.verify_integrity().valid
    assert abs(seen_open - fresh) < 1e-4 and fresh > 0.5, (seen_open, fresh)


EDITED = "travel document locked in the cellar"


def test_a_pull_into_an_open_store_says_which_memories_came_and_which_changed(tmp_path, pg_url):
    """The window announces exactly what a sync changed (issue 26, item 4): the engine's row
    writers note each memory a pull inserts (in bulk or one by one) and each it edits."""
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with a.brain() as ba:
        first = ba.retain("The spare key hangs on the hook by the door", extract=False).memory_ids[0]
        second = ba.retain("The bicycle pump is under the stairs", extract=False).memory_ids[0]
    a.sync()
    b.pair()
    bb = b.options.open(b.scope)
    try:
        with Server(pg_url) as server:
            _, pulled = MemoryBrain.run_op(engine.sync_scope, b.options, b.scope, server, brain=bb)
        assert set(pulled.added) == {first, second} and not pulled.changed and not pulled.removed
        with a.brain() as ba:
            ba.update(first, text="The spare key hangs in the kitchen now")
            ba.delete(second)
        a.sync()
        with Server(pg_url) as server:
            _, again = MemoryBrain.run_op(engine.sync_scope, b.options, b.scope, server, brain=bb)
        assert again.changed == (first,) and again.removed == (second,) and not again.added
    finally:
        bb.close()
