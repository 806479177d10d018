"""Operations a pull applied that changed nothing here stay known by their stamp (core/replica/
known.py, issue 32): the operations made on top of them elsewhere merge from that state. Applied
straight to a store, with the operations another device's pushes would bring."""

from __future__ import annotations

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.store import ledger, memories
from mnemosyne_app.core.types import RemoteOp

MID = "0" * 24 + "5eed1006"
X, Z, ME = "x" * 16, "z" * 16, "m" * 16
S0 = {"memory_id": MID, "text": "Dentist on Monday", "facts": [], "triples": [], "kind": "note", "tags": ["health"],
      "pinned": 0, "weight": 1.0, "expires_at": None, "metadata": {}, "source": None, "superseded_by": None,
      "deleted": 0, "created_at": 100.0, "updated_at": 100.0, "version": 1,
      "fingerprint": memories.fingerprint("Dentist on Monday")}


def edited(state: dict, **changes) -> dict:
    """``state`` changed as a device's write changes it (the fingerprint follows the text)."""
    out = {**state, **changes}
    return {**out, "fingerprint": memories.fingerprint(out["text"])}


def op(n: int, device: str, name: str, state: dict, stamp: int, parent: int | None) -> RemoteOp:
    text = ledger.canonical(state)
    return RemoteOp(n, "default", device, n, MID, name, text, ledger.sha256(text), f"entry{n}", stamp, parent)


def test_an_edit_made_on_top_of_an_operation_that_changed_nothing_here_merges_from_it(data_home):
    """Seed 1006 of the 30-step soak: X wrote a conflict's winner again, exactly the state this
    device already held from X's edit, so applying it wrote nothing and left nothing under its
    stamp. Z's concurrent tag change moved the head past it; X's next edit, made on top of that
    write, then had no known base here and replaced the whole memory (Z's tags lost, a conflict
    marked) while the devices that knew the base merged both changes."""
    s1 = edited(S0, text="Dentist on Tuesday", updated_at=200.0, version=2)
    tagged = edited(s1, tags=["health", "errand"], updated_at=350.0, version=3)
    later = edited(s1, text="Dentist on Tuesday at nine", updated_at=400.0, version=4)
    ops = [op(1, X, "add", S0, 100, None), op(2, X, "edit", s1, 200, 100),
           op(3, X, "conflict", s1, 300, 200),  # the same state to the second: nothing to write here
           op(4, Z, "edit", tagged, 350, 200), op(5, X, "edit", later, 400, 300)]
    with MemoryBrain(embedder="none", extractor="none") as brain:
        for n in range(len(ops)):  # one batch each, as separate pulls would bring them
            brain.replica.apply("server", n, n + 1, ops[n:n + 1], ME, None)
        memory = brain.get(MID)
        assert memory.text == "Dentist on Tuesday at nine" and memory.tags == ["health", "errand"]
        assert brain.replica.conflicts() == []
        assert brain.verify_integrity().valid
