"""Facts drawn on one device and drawn again by a newer model on another (issue 28): the newer draw
replaces the first on both, the fact the person typed on the first device stays on both. Which
facts were drawn is read from the history the devices share. Real PostgreSQL, two devices."""

from __future__ import annotations

from mnemosyne_app import MemoryBrain
from tests.sync.helpers import Device
from tests.unit.test_facts_drawn_again import ModelA, ModelB, draw


def test_a_draw_again_on_another_device_replaces_the_first_draw_on_both(tmp_path, pg_url):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with MemoryBrain(a.root, scope=a.scope, extractor=ModelA(), embedder="none") as ba:
        mid = ba.retain("I live in Lyon.", extract=False).memory_ids[0]
        draw(ba, [mid])
        ba.update(mid, facts=["User lives in Lyon", "User grew up in Annecy"])
    a.sync()
    b.sync()
    with MemoryBrain(b.root, scope=b.scope, extractor=ModelB(), embedder="none") as bb:
        assert sorted(bb.get(mid).facts) == ["User grew up in Annecy", "User lives in Lyon"]
        assert draw(bb, [mid])["queued"] == 1
        assert sorted(bb.get(mid).facts) == ["The user lives in Lyon", "User grew up in Annecy"]
    b.sync()
    with b.brain() as bb:  # the device that drew says by which model; the journal that says so stays here
        assert [v.drawn_by for v in bb.history(mid)] == [None, None, None, "rules-b"]
    a.sync()
    with a.brain() as ba:
        assert sorted(ba.get(mid).facts) == ["The user lives in Lyon", "User grew up in Annecy"]
        assert [v.op for v in ba.history(mid)] == ["add", "extract", "edit", "extract"]
        # (the model is not part of the synced state: the other device says "by Mnemosyne", as before)
        assert [v.drawn_by for v in ba.history(mid)] == [None, "rules-a", None, None]
    assert a.snapshot() == b.snapshot()
    assert a.verify().valid and b.verify().valid


def test_facts_drawn_while_another_device_edited_stay_drawn_after_the_merge(tmp_path, pg_url):
    """A draws the facts while B changes the memory's tags: the two are merged on sync. The facts
    A drew are still the app's on both devices, so a newer model's draw replaces them (was: on the
    device that merged, they entered the memory in the merge, and counted as the person's)."""
    a, b, mid = _drawn_on_a_while_b_edits(tmp_path, pg_url, tags=["home"])
    for device in (a, b):
        with device.brain() as brain:
            assert brain.get(mid).facts == ["User lives in Lyon"] and brain.get(mid).tags == ["home"]
    for device in (a, b):
        with MemoryBrain(device.root, scope=device.scope, extractor=ModelB(), embedder="none") as brain:
            draw(brain, [mid])
            assert brain.get(mid).facts == ["The user lives in Lyon"]
            assert brain.verify_integrity().valid


def test_a_conflict_the_person_settles_by_hand_keeps_where_each_fact_came_from(tmp_path, pg_url):
    """A draws the facts while the person types one on B: a conflict. Settled by hand with both,
    the drawn fact is still the app's (a newer draw replaces it) and the typed one the person's."""
    a, b, mid = _drawn_on_a_while_b_edits(tmp_path, pg_url, facts=["User grew up in Annecy"])
    with a.brain() as ba:
        assert ba.conflict(mid) is not None
        ba.settle_conflict(mid, "hand", facts=["User lives in Lyon", "User grew up in Annecy"])
    with MemoryBrain(a.root, scope=a.scope, extractor=ModelB(), embedder="none") as ba:
        draw(ba, [mid])
        assert sorted(ba.get(mid).facts) == ["The user lives in Lyon", "User grew up in Annecy"]
        assert ba.verify_integrity().valid


def _drawn_on_a_while_b_edits(tmp_path, pg_url, **edit) -> tuple[Device, Device, str]:
    """A memory both devices hold; A draws its facts (the older model) while B makes ``edit``; then
    both sync until each holds what the other did."""
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with MemoryBrain(a.root, scope=a.scope, extractor=ModelA(), embedder="none") as ba:
        mid = ba.retain("I live in Lyon.", extract=False).memory_ids[0]
    a.sync()
    b.sync()
    with MemoryBrain(a.root, scope=a.scope, extractor=ModelA(), embedder="none") as ba:
        draw(ba, [mid])
    with b.brain() as bb:
        bb.update(mid, **edit)
    b.sync()
    a.sync()
    b.sync()
    return a, b, mid
