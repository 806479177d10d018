"""Proposals, the person's answers to them, and entity merges and renames travel to the other
devices (issue 28, core/store/shared.py) through a real PostgreSQL: each is a ledgered change that
touches no memory, pushed with its change and applied on the other device, ledgered there too."""

from __future__ import annotations

import pytest

from mnemosyne_app import MemoryBrain
from tests.sync.helpers import Device, devices_that_said, entity_names, merge_on_both
from tests.unit.test_fact_spans import RulesOnly, said


@pytest.fixture
def devices(tmp_path, pg_url):
    return Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)


def questions(brain) -> list[str]:
    return sorted(f"{p['text']} / {p['ends_text']}" for p in brain.proposals())


def test_proposals_answers_and_entity_merges_and_renames_reach_the_other_device(devices):
    a, b = devices
    with MemoryBrain(a.root, scope=a.scope, extractor=RulesOnly(), embedder="none") as ba:
        said(ba, "2024-01-10", "I live in Lyon.")
        said(ba, "2024-02-10", "I work at Deloitte.")
        said(ba, "2024-03-01", "I don't live in Paris anymore.")  # names nothing current: a question
        said(ba, "2024-04-01", "I left Acme.")
        said(ba, "2024-05-01", "My brother Tom plays chess.")
        said(ba, "2024-06-01", "My brother Tom Baker lives in Leeds.")
        asked = questions(ba)
    assert asked == ["User doesn't live in Paris anymore / User lives in Lyon", "User left Acme / User works at Deloitte"]
    a.sync()
    b.sync()
    with b.brain() as bb:
        assert questions(bb) == asked  # waiting on B as on A
        paris = next(p for p in bb.proposals() if "Paris" in p["text"])
        bb.decide_proposal(paris["proposal_id"], confirm=False)  # Lyon is still true
        bb.merge_entities(["Tom"], into="Tom Baker")
    b.sync()
    a.sync()
    with a.brain() as ba:
        assert questions(ba) == ["User left Acme / User works at Deloitte"]  # B's answer reached A
        assert "Tom" not in entity_names(ba) and entity_names(ba)["Tom Baker"] == ["Tom", "Tom Baker"]
        acme = ba.proposals()[0]
        ba.decide_proposal(acme["proposal_id"], confirm=True)  # Deloitte ended
        renamed = ba.merge_entities(["Tom Baker"], into="Thomas")
    a.sync()
    b.sync()
    with b.brain() as bb:
        assert bb.proposals() == []
        current = {f["text"] for f in bb.profile()["current"]}
        assert "User works at Deloitte" not in current and "User lives in Lyon" in current
        assert "Thomas" in entity_names(bb) and not {"Tom", "Tom Baker"} & set(entity_names(bb))
    with a.brain() as ba:
        ba.unmerge_entities(renamed)  # A undoes the rename; B follows
        names_a = entity_names(ba)
    a.sync()
    b.sync()
    with b.brain() as bb:
        assert entity_names(bb) == names_a and names_a["Tom Baker"] == ["Tom", "Tom Baker"]
    assert a.verify().valid and b.verify().valid
    # nothing more to send or apply: syncing again changes nothing
    for d in (a, b):
        r = d.sync()
        assert r.new_on_server == 0 and r.outcomes["applied"] == 0


def test_concurrent_renames_of_one_name_end_the_same_on_both_devices(tmp_path, pg_url):
    a, b = devices_that_said(tmp_path, pg_url, ("2024-05-01", "My brother Tom plays chess."))
    merge_on_both(a, (["Tom"], "Tommy"), b, (["Tom"], "Thomas"))  # B's later: it stands everywhere
    with a.brain() as ba, b.brain() as bb:
        assert entity_names(ba) == entity_names(bb) == {"Thomas": ["Tom"]}


def test_a_store_from_before_1_18_is_upgraded_and_its_later_decisions_travel(tmp_path, pg_url):
    import apsw

    from mnemosyne_app.core.store import schema
    from tests.store_access import back_to, conn_of

    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with MemoryBrain(a.root, scope=a.scope, extractor=RulesOnly(), embedder="none") as ba:
        said(ba, "2024-05-01", "My brother Tom plays chess.")
        path = ba.db_path
    conn = apsw.Connection(str(path))  # as release 1.15 left it: no shared_changes
    back_to(conn, tmp_path / "blank.db", (1, 15))
    conn.close()
    with a.brain() as ba:
        assert schema.version_of(conn_of(ba)) == schema.CURRENT
        ba.merge_entities(["Tom"], into="Thomas")  # made after the upgrade: it travels
    a.sync()
    b.sync()
    with b.brain() as bb:
        assert entity_names(bb) == {"Thomas": ["Tom"]}
    assert a.verify().valid and b.verify().valid


def test_decisions_made_before_1_18_are_sent_once_on_the_first_sync_after_the_upgrade(tmp_path, pg_url):
    import apsw

    from tests.store_access import back_to

    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with MemoryBrain(a.root, scope=a.scope, extractor=RulesOnly(), embedder="none") as ba:
        said(ba, "2024-01-10", "I live in Lyon.")
        said(ba, "2024-02-10", "I work at Deloitte.")
        said(ba, "2024-03-01", "I don't live in Paris anymore.")
        said(ba, "2024-04-01", "I left Acme.")
        said(ba, "2024-05-01", "My brother Tom plays chess.")
        said(ba, "2024-06-01", "My brother Tom Baker lives in Leeds.")
        ba.merge_entities(["Tom"], into="Tom Baker")
        paris = next(p for p in ba.proposals() if "Paris" in p["text"])
        ba.decide_proposal(paris["proposal_id"], confirm=False)
        path = ba.db_path
    conn = apsw.Connection(str(path))  # as release 1.15 left these decisions: ledgered, no change to send
    back_to(conn, tmp_path / "blank.db", (1, 15))
    conn.close()
    a.sync()  # the first sync after the upgrade sends them
    b.sync()
    with b.brain() as bb:
        assert entity_names(bb)["Tom Baker"] == ["Tom", "Tom Baker"] and "Tom" not in entity_names(bb)
        assert questions(bb) == ["User left Acme / User works at Deloitte"]  # Paris was answered on A
        bb.decide_proposal(bb.proposals()[0]["proposal_id"], confirm=True)
    b.sync()
    a.sync()
    with a.brain() as ba:
        assert ba.proposals() == []
        assert "User works at Deloitte" not in {f["text"] for f in ba.profile()["current"]}
    assert a.verify().valid and b.verify().valid
    for d in (a, b):  # sent once: nothing more
        r = d.sync()
        assert r.new_on_server == 0 and r.outcomes["applied"] == 0
