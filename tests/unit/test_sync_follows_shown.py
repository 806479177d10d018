"""A write here not stamped yet follows an operation stamped past this clock's reach only when
it is what the memory shows (core/replica/apply.py, ``follows``; issue 32). Applied straight to
two stores, with the operations the server would bring and the one this device's push sends."""

from __future__ import annotations

import time

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.replica import hlc

from tests.unit.test_sync_known import S0, X, edited, op
from tests.unit.test_sync_same_change import ME, pushed, shown

Y = "y" * 16  # a device whose clock is right


def test_an_older_write_here_met_by_later_ones_is_not_made_on_top_of_a_far_ahead_operation(data_home):
    """Seed 120 of the 30-step soak: this device kept X's edit over Y's earlier one (a conflict,
    its merge written here, not stamped yet), then pulled X's next edit, applied as X's own (the
    merge wrote nothing more), and X's merge saying the same (X's clock ten years ahead). That
    merge met the memory's state and the head moved to it, as for a write here saying the same
    change (seed 1264); but the write here waiting to be pushed said X's older edit. Pushed on
    top of X's merge, a device holding X's line took it as the later one and showed the older
    edit for good, this device the newer."""
    start = hlc.of_time(time.time() + 10 * 365 * 86400)
    s1 = edited(S0, text="Dentist on Tuesday", tags=["health", "x"], updated_at=S0["updated_at"] + 20)
    s_y = edited(S0, text="Dentist on Wednesday", tags=["y"], updated_at=S0["updated_at"] + 10)
    s2 = edited(s1, text="Dentist on Thursday", tags=["x", "y"], updated_at=S0["updated_at"] + 30)
    ops = [op(1, X, "add", S0, start, None), op(2, X, "edit", s1, start + 10, start),
           op(3, Y, "edit", s_y, hlc.of_time(time.time()), start),  # concurrent, lower: X's edit stays
           op(4, X, "edit", s2, start + 20, start + 10), op(5, X, "conflict", s2, start + 21, start + 20)]
    with MemoryBrain(scope="b", embedder="none", extractor="none") as here, \
            MemoryBrain(scope="a", embedder="none", extractor="none") as other:
        for n in range(len(ops)):  # one batch each, as separate pulls would bring them
            here.replica.apply("server", n, n + 1, ops[n:n + 1], ME, None)
        line = [o for o in ops if o.origin_device == X]  # a device that holds X's line only, so far
        other.replica.apply("server", 0, len(ops), line, "o" * 16, None)
        other.replica.apply("server", len(ops), len(ops) + 1, pushed(here), "o" * 16, None)
        assert shown(here)["text"] == "Dentist on Thursday"
        assert shown(other) == shown(here)
