"""The same change made on two devices ends with one state on both, its "updated" time too
(core/replica/apply.py, issue 32). Applied straight to two stores, with the operations the
server would bring and the one this device's push sends."""

from __future__ import annotations

import time

import pytest
from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.replica import hlc
from mnemosyne_app.core.store import ledger, memories
from mnemosyne_app.core.types import RemoteOp

from tests.unit.test_sync_known import MID, S0, X, edited, op

ME = "m" * 16


def state_here(brain: MemoryBrain) -> dict:
    with brain._store.reading() as conn:
        return ledger.state_of(memories.fetch_whole(conn, MID))


def shown(brain: MemoryBrain) -> dict:
    """The memory as a person sees it, its times too (not its version: how many writes of it
    each device made)."""
    return {k: v for k, v in state_here(brain).items() if k != "version"}


def pushed(brain: MemoryBrain) -> list[RemoteOp]:
    """What this device's next push sends, as another device's pull gets it."""
    brain.replica.stamp("server", ME, 10**9)
    rows, _ = brain.replica.outgoing("server", ME, 100, None)
    return [RemoteOp(100 + i, *row[:10], merged_hlc=row[11]) for i, row in enumerate(rows)]


# the other device's clock: days ahead (this clock does not follow it), or right (it does)
@pytest.mark.parametrize("ahead_s", [3 * 86400, -60], ids=["days-ahead", "right"])
def test_a_change_made_here_meeting_the_same_change_made_elsewhere_ends_the_same_on_both(data_home, ahead_s):
    """Seed 1264 of the 30-step soak: a write here not stamped yet met the same change from a
    device whose clock is days ahead. It was kept as the later one (it would be stamped after
    what the pull brought), but this device's clock does not follow a stamp that far ahead
    (hlc.MAX_AHEAD_S), so its stamp came out lower and every other device kept the other
    device's state: the same memory showed two "updated" times for good."""
    start = hlc.of_time(time.time() + ahead_s)
    with MemoryBrain(scope="b", embedder="none", extractor="none") as here, \
            MemoryBrain(scope="a", embedder="none", extractor="none") as other:
        added = op(1, X, "add", S0, start, None)
        here.replica.apply("server", 0, 1, [added], ME, None)
        here.update(MID, tags=["health", "errand"])  # made here, not stamped yet
        mine = state_here(here)
        theirs = {**mine, "updated_at": mine["updated_at"] + 5.0}  # the same change, made there at its own time
        same = op(2, X, "edit", theirs, start + 10, start)
        here.replica.apply("server", 1, 2, [same], ME, None)
        other.replica.apply("server", 0, 2, [added, same], "o" * 16, None)
        other.replica.apply("server", 2, 3, pushed(here), "o" * 16, None)
        assert shown(other) == shown(here)


def test_a_change_made_here_meeting_another_change_from_a_device_far_ahead_ends_the_same_on_both(data_home):
    """The same cause with different changes (found with seed 1264): the write here not stamped
    yet won here as the later one, and lost on every other device by its lower stamp."""
    start = hlc.of_time(time.time() + 3 * 86400)
    with MemoryBrain(scope="b", embedder="none", extractor="none") as here, \
            MemoryBrain(scope="a", embedder="none", extractor="none") as other:
        added = op(1, X, "add", S0, start, None)
        here.replica.apply("server", 0, 1, [added], ME, None)
        here.update(MID, tags=["errand"])  # made here, not stamped yet
        theirs = op(2, X, "edit", edited(S0, tags=["dentist"], updated_at=S0["updated_at"] + 5), start + 10, start)
        here.replica.apply("server", 1, 2, [theirs], ME, None)
        other.replica.apply("server", 0, 2, [added, theirs], "o" * 16, None)
        other.replica.apply("server", 2, 3, pushed(here), "o" * 16, None)
        assert shown(other) == shown(here)
