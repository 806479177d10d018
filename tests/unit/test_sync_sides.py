"""The field-by-field merge of two concurrent states (core/replica/sides.py, issue 32): the same
result whichever device computes it, different fields both kept, the same field a conflict the
later side wins, and a delete that stays with the edit merged into it."""

from __future__ import annotations

import random

from mnemosyne_app.core.replica import sides

BASE = {"memory_id": "m1", "text": "Dentist on Monday", "facts": [], "triples": [], "kind": "note", "tags": ["health"],
        "pinned": 0, "weight": 1.0, "expires_at": None, "metadata": {}, "source": None, "superseded_by": None,
        "deleted": 0, "created_at": 100.0, "updated_at": 100.0, "version": 1, "fingerprint": "f"}


def edited(rng: random.Random, at: float) -> dict:
    state = dict(BASE, updated_at=at)
    for field in rng.sample(["text", "kind", "tags", "pinned", "deleted"], rng.randint(1, 3)):
        state[field] = {"text": rng.choice(["Dentist on Tuesday", "Dentist on Friday"]),
                        "kind": rng.choice(["event", "fact"]), "tags": rng.choice([["a"], ["b"], []]),
                        "pinned": 1, "deleted": 1}[field]
        if field == "text":
            state["facts"] = [state["text"]]
    return state


def test_both_devices_compute_the_same_merge_over_random_concurrent_edits():
    rng = random.Random(32)
    for _ in range(2000):
        mine, theirs = edited(rng, 200.0), edited(rng, 300.0)
        theirs_win = rng.random() < 0.5
        here = sides.resolve(BASE, mine, theirs, theirs_win)
        there = sides.resolve(BASE, theirs, mine, not theirs_win)
        assert here.state == there.state and here.clash == there.clash
        assert here.state["updated_at"] == 300.0  # the later of the two times, on both
        winner = theirs if theirs_win else mine
        for field in sides.FIELDS:  # a field one side changed is that side's; a clash is the winner's
            changed_by = [s for s in (mine, theirs) if sides.changed(s, BASE) & {field}]
            if field == "deleted" and changed_by:
                assert here.state["deleted"] == 1  # a delete stays, whoever was later
            elif len(changed_by) == 1:
                assert here.state[field] == changed_by[0][field]
            elif len(changed_by) == 2:
                assert here.state[field] == winner[field]
                if mine[field] != theirs[field]:
                    assert field in here.clash


def test_different_fields_merge_without_a_clash_and_a_delete_meeting_an_edit_is_one():
    text = dict(BASE, text="Dentist on Tuesday", facts=["Dentist on Tuesday"], updated_at=200.0)
    tags = dict(BASE, tags=["health", "errand"], pinned=1, updated_at=300.0)
    out = sides.resolve(BASE, text, tags, theirs_win=True)
    assert out.clash == () and out.state["text"] == "Dentist on Tuesday" and out.state["tags"] == ["health", "errand"]
    assert out.state["facts"] == ["Dentist on Tuesday"] and out.state["pinned"] == 1
    gone = dict(BASE, deleted=1, updated_at=150.0)
    out = sides.resolve(BASE, gone, text, theirs_win=True)  # the edit is later: the delete still stays
    assert out.state["deleted"] == 1 and out.state["text"] == "Dentist on Tuesday"
    assert set(out.clash) == {"deleted", "text"}


def test_a_merge_carrying_a_value_this_device_changed_again_since_does_not_bring_it_back():
    """Seed 372 of the longer random run: C set tags [y, z] and then back to [z] (two edits of its
    own) while B edited the facts; A merged B's edit with C's first edit and pushed the merge,
    carrying [y, z]. Its base is B's edit (the state A made it on), where tags were [z]: by the
    base alone the merge changed the tags, and C, which had moved past [y, z], took them back
    while A, merging C's second edit, kept [z]; the devices differed for good."""
    b_edit = dict(BASE, facts=["Dentist at nine"], updated_at=200.0)       # B: facts
    c_first = dict(BASE, text="Dentist on Friday", tags=["health", "y"], updated_at=210.0)
    c_second = dict(c_first, text="Dentist on Saturday", tags=["health"], updated_at=230.0)
    a_merge = dict(b_edit, tags=c_first["tags"], updated_at=210.0)           # A: B's edit + C's first
    c_here = dict(c_second, updated_at=230.0)                                 # C: its second + B's (text kept)
    later_here = {"tags": False, "text": False}.get  # C's [health] and its text are the later changes here
    out = sides.resolve(b_edit, c_here, a_merge, theirs_win=True, field_winner=later_here, carried=True)
    assert out.state["tags"] == ["health"] and out.state["text"] == "Dentist on Saturday"
    # a value the merge carries that is the later change of its field is taken, as from any write
    out = sides.resolve(b_edit, c_here, a_merge, theirs_win=True, field_winner=lambda f: f == "tags", carried=True)
    assert out.state["tags"] == ["health", "y"] and out.state["text"] == "Dentist on Saturday"
    # an edit (not a merge) made on top of that base changed what it changed: taken as before
    edit = dict(b_edit, tags=["health", "y"], updated_at=240.0)
    assert sides.resolve(b_edit, c_here, edit, theirs_win=True, field_winner=later_here).state["tags"] == ["health", "y"]


def test_a_merge_carrying_a_delete_undone_here_does_not_delete_again():
    """Seed 805 of the 30-step soak: B deleted a memory, A edited it, B restored it. C merged B's
    delete into A's edit (the delete kept, a conflict) and pushed that merge, made on top of A's
    edit. B, restored on top of its own delete, must not take it back from C's merge; a delete
    B never saw still stays (not ``undone``), and an edit's delete (not carried) is a delete."""
    a_edit = dict(BASE, text="Dentist on Friday", facts=["Dentist on Friday"], updated_at=200.0)
    b_here = dict(a_edit, updated_at=300.0)                    # B: restored, A's edit merged in
    c_merge = dict(a_edit, deleted=1, updated_at=250.0)         # C: B's delete carried into A's edit
    out = sides.resolve(a_edit, b_here, c_merge, theirs_win=True, field_winner=lambda f: False, carried=True,
                        undone=True)
    assert out.state["deleted"] == 0 and out.state["text"] == "Dentist on Friday" and out.clash == ()
    out = sides.resolve(a_edit, b_here, c_merge, theirs_win=True, field_winner=lambda f: False, carried=True)
    assert out.state["deleted"] == 1  # a delete this device never undid stays
    out = sides.resolve(a_edit, b_here, dict(c_merge), theirs_win=True, undone=True)
    assert out.state["deleted"] == 1  # not a merge: a delete made on top of the edit
