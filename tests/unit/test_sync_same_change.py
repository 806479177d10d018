"""Two devices that made the same change at their own times show the later time on every device
(core/replica/apply.py ``_later_time``, issue 32), whichever state each keeps by the clock.
Applied straight to a store, with the operations another device's pushes would bring."""

from __future__ import annotations

import pytest

from mnemosyne_app import MemoryBrain
from tests.unit.test_sync_known import ME, S0, X, edited, op

Y = "y" * 16


@pytest.mark.parametrize("stamp", [300, 150], ids=["pulled later by the clock", "held later by the clock"])
def test_the_same_change_from_two_devices_shows_the_later_time_whichever_state_is_kept(data_home, stamp):
    """Seed 1264 of the 30-step soak: a device that kept its own state (the later by the clock)
    kept its own, earlier time; and one that applied the other's took the other's, earlier one."""
    y_edit = edited(S0, text="Dentist on Tuesday", updated_at=500.0, version=2)
    x_edit = edited(y_edit, updated_at=300.0 if stamp == 300 else 600.0)
    ops = [op(1, X, "add", S0, 100, None), op(2, Y, "edit", y_edit, 200, 100), op(3, X, "edit", x_edit, stamp, 100)]
    with MemoryBrain(embedder="none", extractor="none") as brain:
        for n in range(len(ops)):
            brain.replica.apply("server", n, n + 1, ops[n:n + 1], ME, None)
        memory = brain.get(S0["memory_id"])
        assert memory.text == "Dentist on Tuesday"
        assert memory.updated_at == max(y_edit["updated_at"], x_edit["updated_at"])
        assert brain.replica.conflicts() == []
        assert brain.verify_integrity().valid
