"""What a device pushes of a memory ends with the state it holds (core/replica/apply.py, issue
32): a pulled operation that leaves the memory as it says, while writes of this device are
waiting to be pushed, does not leave those writes to speak last. Applied straight to a store,
with the operations another device's pushes would bring."""

from __future__ import annotations

import json
import time

from mnemosyne_app import MemoryBrain
from mnemosyne_app.sync.server import OP_COLUMNS

from tests.unit.test_sync_known import ME, MID, S0, X, Z, edited, op


def test_a_pull_whose_merge_is_the_pulled_state_is_pushed_after_the_writes_waiting_here(data_home):
    """Seed 106 of the 30-step soak: merges this device made early in a pull waited to be
    pushed; a later operation of the same pull (another device's merge) changed the memory to
    exactly its own state, written as that device's. The push then stamped the earlier merges
    after it, and every other device took the last of them, a state this device no longer held
    (one memory merged into its twin here, not merged on the others, for good)."""
    with MemoryBrain(embedder="none", extractor="none") as brain:
        brain.replica.apply("server", 0, 1, [op(1, X, "add", S0, 100, None)], ME, None)
        brain.update(MID, tags=["errand", "health"])  # this device's write, not pushed yet
        # Z's write from the same state: the same tags and a pin, later by the clock
        theirs = edited(S0, tags=["errand", "health"], pinned=1, updated_at=time.time() + 1000, version=2)
        brain.replica.apply("server", 1, 2, [op(2, Z, "edit", theirs, 300, 100)], ME, None)
        assert brain.get(MID).pinned and brain.get(MID).tags == ["errand", "health"]
        brain.replica.stamp("server", ME, 0)
        rows, _ = brain.replica.outgoing("server", ME, 100, None)
        pushed = [json.loads(r[OP_COLUMNS.index("state")]) for r in rows if r[OP_COLUMNS.index("memory_id")] == MID]
        assert pushed and pushed[-1] == brain.history(MID)[-1].state  # what every other device takes
        assert pushed[-1]["pinned"] == 1 and pushed[-1]["tags"] == ["errand", "health"]
        assert brain.verify_integrity().valid
