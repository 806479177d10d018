"""An echo (another device's merge that this device made too) does not move this device's head
past a write made here on top of its own merge (core/replica/apply.py ``_echo``; issue 32, seed
1006 of the 30-step soak). Applied straight to two stores, with the operations the server would
bring and the ones each device's push sends."""

from __future__ import annotations

import time
import types

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.replica import hlc
from mnemosyne_app.core.store import ledger as ledger_module

from tests.unit.test_sync_known import MID, S0, Z, op
from tests.unit.test_sync_merge_taken_whole import pushed_by
from tests.unit.test_sync_same_change import shown

A, B = "a" * 16, "b" * 16


def _edited_apart(a: MemoryBrain, b: MemoryBrain):
    """One memory on both devices, then A's tags and B's text edited apart, each pushed: (A's, B's)."""
    added = op(1, Z, "add", S0, hlc.of_time(time.time() - 60), None)
    a.replica.apply("server", 0, 1, [added], A, None)
    b.replica.apply("server", 0, 1, [added], B, None)
    a.update(MID, tags=["health", "errand"])
    (a_tags,) = pushed_by(a, A, 2)
    b.update(MID, text="Dentist on Tuesday")
    (b_text,) = pushed_by(b, B, 3)
    return a_tags, b_text


def test_a_write_on_top_of_a_merge_survives_the_other_devices_echo_of_that_merge_and_what_it_built_on_it(data_home):
    """A and B edit one memory apart (A its tags, B its text); each merges the other's edit into
    the same state. A then adds a fact on top of its merge. B's merge (stamped after A's fact, as
    B merged later) reaches A as an echo of A's own merge, with B's next edit (a pin) made on top
    of it. Was: the echo moved A's head to its stamp, past the fact; B's pin, following the echo,
    was taken whole over A's state and the fact was lost on A only, while B merged the fact in."""
    with MemoryBrain(scope="a", embedder="none", extractor="none") as a, \
            MemoryBrain(scope="b", embedder="none", extractor="none") as b:
        a_tags, b_text = _edited_apart(a, b)
        a.replica.apply("server", 1, 3, [a_tags, b_text], A, None)  # A merges B's text, then adds a fact
        assert shown(a)["text"] == "Dentist on Tuesday" and sorted(shown(a)["tags"]) == ["errand", "health"]
        a.update(MID, facts=["Dentist is on Tuesday"])
        a_ops = pushed_by(a, A, 4)
        # B's pull ends its page at A's tags (a page boundary), so its merge of them is made now,
        # after A's fact, and stamped so
        b.replica.apply("server", 1, 2, [a_tags], B, None)
        b_merge = pushed_by(b, B, 4 + len(a_ops))
        b.update(MID, pinned=True)  # B's next edit, on top of its merge, before it has pulled A's
        b_pin = pushed_by(b, B, 4 + len(a_ops) + len(b_merge))
        upto = 3 + len(a_ops) + len(b_merge) + len(b_pin)
        a.replica.apply("server", 3, upto, [*a_ops, *b_merge, *b_pin], A, None)
        b.replica.apply("server", 2, upto, [b_text, *a_ops, *b_merge, *b_pin], B, None)
        assert shown(b)["facts"] == ["Dentist is on Tuesday"] and shown(b)["pinned"]
        assert shown(a)["facts"] == ["Dentist is on Tuesday"] and shown(a)["pinned"]
        # what each pushes of that round reaches the other, and both end the same
        a_back = pushed_by(a, A, upto + 1)
        b_back = pushed_by(b, B, upto + 1 + len(a_back))
        a.replica.apply("server", upto, upto + len(a_back) + len(b_back), [*a_back, *b_back], A, None)
        b.replica.apply("server", upto, upto + len(a_back) + len(b_back), [*a_back, *b_back], B, None)
        assert shown(a) == shown(b)
        assert a.verify_integrity().valid and b.verify_integrity().valid


# B's clock: right, or days ahead (past how far A's clock follows, hlc.MAX_AHEAD_S: the one case an
# echo moves A's head past A's write); A's fact: pushed before the echo comes, or still waiting.
@pytest.mark.parametrize("b_ahead_s", [0, 3 * 86400], ids=["b-right", "b-days-ahead"])
@pytest.mark.parametrize("fact_pushed", [True, False], ids=["fact-pushed", "fact-waiting"])
def test_a_write_on_top_of_a_merge_survives_an_echo_from_a_device_whose_clock_is_far_ahead(data_home, monkeypatch,
                                                                                          b_ahead_s, fact_pushed):
    """The shape above with B's merge stamped by a clock days ahead, which A's clock does not
    follow: A's head moves to the echo when A's fact waits unstamped (it is made on top of the
    echo instead). B's pin, made on top of its merge without A's fact, must still leave A's fact
    on both devices, and both end the same."""
    with MemoryBrain(scope="a", embedder="none", extractor="none") as a, \
            MemoryBrain(scope="b", embedder="none", extractor="none") as b:
        a_tags, b_text = _edited_apart(a, b)
        a.replica.apply("server", 1, 3, [a_tags, b_text], A, None)  # A merges B's text
        a_merge = pushed_by(a, A, 4)
        a.update(MID, facts=["Dentist is on Tuesday"])
        a_fact = pushed_by(a, A, 4 + len(a_merge)) if fact_pushed else []
        wall = time.time
        with monkeypatch.context() as clock:  # B's merge is written (and so stamped) by B's clock
            clock.setattr(ledger_module, "time", types.SimpleNamespace(time=lambda: wall() + b_ahead_s))
            b.replica.apply("server", 1, 2, [a_tags], B, None)
        n = 4 + len(a_merge) + len(a_fact)
        b_merge = pushed_by(b, B, n)
        b.update(MID, pinned=True)  # on top of its merge, before B has pulled A's fact
        b_pin = pushed_by(b, B, n + len(b_merge))
        upto = n - 1 + len(b_merge) + len(b_pin)
        a.replica.apply("server", 3, upto, [*a_merge, *a_fact, *b_merge, *b_pin], A, None)
        assert shown(a)["facts"] == ["Dentist is on Tuesday"] and shown(a)["pinned"]
        a_back = pushed_by(a, A, upto + 1)
        b.replica.apply("server", 2, upto + len(a_back), [b_text, *a_merge, *a_fact, *b_merge, *b_pin, *a_back], B, None)
        b_back = pushed_by(b, B, upto + 1 + len(a_back))
        end = upto + len(a_back) + len(b_back)
        a.replica.apply("server", upto, end, [*a_back, *b_back], A, None)
        b.replica.apply("server", upto + len(a_back), end, b_back, B, None)
        assert shown(b)["facts"] == ["Dentist is on Tuesday"] and shown(b)["pinned"]
        assert shown(a) == shown(b)
        assert a.verify_integrity().valid and b.verify_integrity().valid
