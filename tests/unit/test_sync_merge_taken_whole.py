"""A merge that takes a pulled state whole, its new text too, while writes of this device wait
to be pushed, ends with one state on every device (core/replica/apply.py ``_merge``; issue 32,
seed 529 of the 30-step soak). Applied straight to two stores, with the operations the server
would bring and the ones each device's push sends."""

from __future__ import annotations

import time

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.replica import hlc
from mnemosyne_app.core.types import RemoteOp

from tests.unit.test_sync_known import MID, S0, X, Z, edited, op
from tests.unit.test_sync_same_change import ME, shown


def pushed_by(brain: MemoryBrain, device: str, first: int) -> list[RemoteOp]:
    """What ``device``'s next push sends, numbered on the server from ``first``."""
    brain.replica.stamp("server", device, 10**9)
    rows, last = brain.replica.outgoing("server", device, 100, None)
    brain.replica.set_cursor("server", "pushed_upto", last)  # sent: the next push starts after them
    return [RemoteOp(first + i, *row[:10], merged_hlc=row[11]) for i, row in enumerate(rows)]


def test_a_pulled_text_edit_taken_whole_while_writes_wait_here_ends_the_same_everywhere(data_home):
    """Seed 529: X's three edits came in one pull. The first (a pin Z had made too) merged with
    Z's edit held here: this device's own write, waiting to be pushed. The second (the facts,
    clashing with Z's, and the later change of them) was taken whole: as the merge said what it
    said, the merge was this device's own write too (seed 106). The third (the text) was taken
    whole as well, but the merge kept this side's fingerprint (the old text's), so it was not
    seen as X's state: X's was applied as X's, the merge wrote nothing, and this device's push
    ended with its earlier merge (the old text), stamped after X's text edit: X met the first
    merge as an echo of its own, took the second and showed the old text; this device the new."""
    start = hlc.of_time(time.time() - 60)
    with MemoryBrain(scope="b", embedder="none", extractor="none") as here, \
            MemoryBrain(scope="a", embedder="none", extractor="none") as there:
        added = op(1, Z, "add", S0, start, None)
        zed = op(2, Z, "edit", edited(S0, pinned=1, facts=["dentist from Z"], updated_at=time.time() - 50, version=2),
                 start + 5, start)
        here.replica.apply("server", 0, 2, [added, zed], ME, None)
        # X, the device over there, made three edits without Z's: the same pin, the facts, the text
        there.replica.apply("server", 0, 1, [added], X, None)
        there.update(MID, pinned=True)
        there.update(MID, facts=["dentist from X"])
        there.update(MID, text="Dentist on Tuesday", tags=["health", "moved"])
        ops = pushed_by(there, X, 3)
        assert len(ops) == 3
        # X pulls Z's edit (merged with its own: its write, pushed after them), then this device
        # pulls all of X's and pushes what it made of them; X pulls that
        there.replica.apply("server", 1, 5, [zed, *ops], X, None)
        back = pushed_by(there, X, 6)
        upto = 5 + len(back)
        here.replica.apply("server", 2, upto, [*ops, *back], ME, None)
        assert shown(here)["text"] == "Dentist on Tuesday"
        mine = pushed_by(here, ME, upto + 1)
        there.replica.apply("server", 5, upto + len(mine), [*back, *mine], X, None)
        assert shown(there) == shown(here)
