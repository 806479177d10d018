"""Operations that come after what was made on top of them (a server restored from a backup
holds one device's edits before the operations they were made on, issue 32): every device ends
with the state the edits made, whatever order they came in (core/replica/apply.py). Applied
straight to stores, in the orders the server could hold them."""

from __future__ import annotations

import time

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.replica import hlc

from tests.unit.test_sync_known import MID, S0, X, edited, op
from tests.unit.test_sync_same_change import shown

B, ME = "b" * 16, "m" * 16


def history() -> dict:
    """B (its clock ten years ahead) wrote the memory and merged into it; X (its clock right,
    which does not follow B's far-ahead stamps) edited it twice on top of that merge: X's
    stamps are lower than the state they changed."""
    far, now = hlc.of_time(time.time() + 10 * 365 * 86400), hlc.of_time(time.time())
    merged = edited(S0, tags=["health", "merged"], updated_at=S0["updated_at"] + 1, version=2)
    first = edited(merged, text="Dentist on Tuesday", updated_at=S0["updated_at"] + 2, version=3)
    second = edited(first, text="Dentist on Tuesday at nine", updated_at=S0["updated_at"] + 3, version=4)
    return {"b1": op(1, B, "add", S0, far, None), "b2": op(2, B, "merge", merged, far + 10, far),
            "x1": op(3, X, "edit", first, now, far + 10), "x2": op(4, X, "edit", second, now + 1, now)}


# the server's order after the restore (X's edits first), either way round for B's two
@pytest.mark.parametrize("order", [("x1", "x2", "b1", "b2"), ("x1", "x2", "b2", "b1")], ids=["b1-b2", "b2-b1"])
def test_operations_coming_after_the_edits_made_on_top_of_them_change_nothing(data_home, order):
    """Seed 1385 of the 30-step soak: after the restore, a third device applied X's edits, then
    B's add over them (later by the clock, and nothing here said the edits came after it), then
    B's merge on top of that add: it ended with B's merge, the others with X's last edit."""
    ops = history()
    with MemoryBrain(scope="late", embedder="none", extractor="none") as late, \
            MemoryBrain(scope="inorder", embedder="none", extractor="none") as inorder:
        for n, name in enumerate(order):  # one batch each, as separate pulls would bring them
            late.replica.apply("server", n, n + 1, [ops[name]], ME, None)
        inorder.replica.apply("server", 0, 4, [ops[n] for n in ("b1", "b2", "x1", "x2")], ME, None)
        assert inorder.get(MID).text == "Dentist on Tuesday at nine"
        assert shown(late) == shown(inorder)
        assert late.verify_integrity().valid
