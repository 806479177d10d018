"""A merge names the operation it merged (its second parent, ``merged_hlc``; issue 32), so a
device can tell a merge made after seeing its latest write from one made without it
(core/replica/apply.py ``_saw``, ``_echo``). Applied straight to three stores, with the
operations the server would bring and the ones each device's push sends."""

from __future__ import annotations

import dataclasses
import time

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.replica import hlc

from tests.unit.test_sync_known import MID, S0, Z, edited, op
from tests.unit.test_sync_merge_taken_whole import pushed_by
from tests.unit.test_sync_same_change import shown, state_here

A, B, C = "a" * 16, "b" * 16, "c" * 16


def test_a_merge_made_on_top_of_an_echo_without_this_devices_later_write_is_merged_with_it(data_home):
    """Seed 1006's shape with a merge where the test of the echo has a person's pin: A, B and C
    change one memory apart (tags, text, pin). A merges B's text and C's pin and adds a fact on
    top. B, which had read only A's tags and C's pin, merges them after A's fact: its two merges
    reach A, the first as an echo of A's own (stamped later), the second made on top of it. Was:
    the echo moved A's head to its stamp, the second merge followed it and was taken whole over
    A's state: the fact was lost on A only, while B merged it in."""
    start = hlc.of_time(time.time() - 60)
    added = op(1, Z, "add", S0, start, None)
    with MemoryBrain(scope="a", embedder="none", extractor="none") as a, \
            MemoryBrain(scope="b", embedder="none", extractor="none") as b, \
            MemoryBrain(scope="c", embedder="none", extractor="none") as c:
        for brain, device in ((a, A), (b, B), (c, C)):
            brain.replica.apply("server", 0, 1, [added], device, None)
        a.update(MID, tags=["health", "errand"])
        (a_tags,) = pushed_by(a, A, 2)
        b.update(MID, text="Dentist on Tuesday")
        (b_text,) = pushed_by(b, B, 3)
        c.update(MID, pinned=True)
        (c_pin,) = pushed_by(c, C, 4)
        a.replica.apply("server", 1, 4, [b_text, c_pin], A, None)  # A merges both, then adds a fact
        a.update(MID, facts=["Dentist is on Tuesday"])
        a_ops = pushed_by(a, A, 5)
        # B read the server before A's merges came: it merges A's tags and C's pin now, after A's fact
        b.replica.apply("server", 1, 4, [a_tags, c_pin], B, None)
        b_merges = pushed_by(b, B, 5 + len(a_ops))
        assert len(b_merges) == 2 and shown(b)["pinned"] and not shown(b)["facts"]
        upto = 4 + len(a_ops) + len(b_merges)
        a.replica.apply("server", 4, upto, b_merges, A, None)
        assert shown(a)["facts"] == ["Dentist is on Tuesday"]
        b.replica.apply("server", 4, upto, [*a_ops, *b_merges], B, None)
        c.replica.apply("server", 1, upto, [a_tags, b_text, *a_ops, *b_merges], C, None)
        # what each pushes of that round reaches the others, and all end the same
        back = []
        for brain, device in ((a, A), (b, B), (c, C)):
            back += pushed_by(brain, device, upto + 1 + len(back))
        for brain, device in ((a, A), (b, B), (c, C)):
            brain.replica.apply("server", upto, upto + len(back), back, device, None)
        assert shown(a)["facts"] == ["Dentist is on Tuesday"] and shown(a)["pinned"]
        assert shown(a) == shown(b) == shown(c)
        assert a.verify_integrity().valid and b.verify_integrity().valid and c.verify_integrity().valid


def test_a_merge_that_names_this_devices_merge_is_taken_whole_though_it_says_a_state_held_here_before(data_home):
    """Seed 1449's shape: this device's merge (A) and another's (B) decided a clash on the tags
    differently. B, merging A's merge, kept its own decision: a state A had held before its
    merge. Was (and is, for an operation of a build from before, naming one parent): A met it as
    an echo of a merge of its own, nothing to apply, and kept its decision while every other
    device took B's. It names A's merge as the operation it merged: it saw it, and is taken whole."""
    start = hlc.of_time(time.time() - 60)
    with MemoryBrain(scope="a", embedder="none", extractor="none") as a:
        a.replica.apply("server", 0, 1, [op(1, Z, "add", S0, start, None)], A, None)
        a.update(MID, tags=["x"], pinned=True)
        (a_tags,) = pushed_by(a, A, 2)
        held = state_here(a)  # what A showed before it merged
        b_tags = op(3, B, "edit", edited(S0, tags=["y"], updated_at=time.time()), a_tags.hlc + 5, start)
        a.replica.apply("server", 1, 3, [b_tags], A, None)  # a clash: B's later change wins here
        assert (shown(a)["tags"], shown(a)["pinned"]) == (["y"], 1)
        (a_merge,) = pushed_by(a, A, 4)
        # B merged A's merge and kept what A had before (its decision of the clash, not A's)
        b_merge = dataclasses.replace(op(5, B, "conflict", held, a_merge.hlc + 5, b_tags.hlc), merged_hlc=a_merge.hlc)
        a.replica.apply("server", 3, 5, [b_merge], A, None)
        assert (shown(a)["tags"], shown(a)["pinned"]) == (["x"], 1)
        assert a.replica.outgoing("server", A, 100, None)[0] == []  # nothing of its own to tell: it took B's
        # an operation naming one parent (a build from before) is an echo, as it was
        old = dataclasses.replace(op(6, B, "conflict", state_here(a) | {"tags": ["y"]}, b_merge.hlc + 5, b_tags.hlc))
        assert a.replica.apply("server", 5, 6, [old], A, None)[1]["same"] == 1
        assert a.verify_integrity().valid


def test_a_sealed_row_carries_the_merged_stamp_and_one_sealed_before_it_still_opens():
    """The stamp a merge merged travels inside the sealed payload, as its parent does; a row
    sealed by a build from before (seven fields) opens with none."""
    from mnemosyne_app.sync import sealed
    from mnemosyne_app.sync.vault import SyncKey

    key = SyncKey.new()
    row = ("scope-id", A, 7, MID, "merged", '{"x":1}', "change", "entry", 1234, 1200, 6)
    for merged in (None, 1210):
        pushed = row + (merged,) if merged is not None else row
        _sid, device, seq, item, name, plain_state, _hash, _entry, stamp, plain_parent, blob = \
            sealed.seal_row(key, pushed)
        assert name == "sealed" and plain_state is None and plain_parent is None  # nothing of it in plain
        opened = sealed.open_row(key, "scope-id", 99, device, seq, item, name, stamp, blob)
        assert (opened.parent_hlc, opened.prev_seq, opened.merged_hlc, opened.state) == (1200, 6, merged, '{"x":1}')
