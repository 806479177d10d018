"""A shared change (issue 28: entity merges, proposals) of the wrong shape, sealed with the
vault's key by a device that holds it (a newer build, a damaged or hostile device), on a real
PostgreSQL: the devices that pull it refuse it in words, apply nothing of its batch, and their
ledgers stay valid."""

from __future__ import annotations

import time

import psycopg
import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.replica import hlc
from mnemosyne_app.core.replica.apply import BadOperation
from mnemosyne_app.core.store import ledger
from mnemosyne_app.sync import sealed
from mnemosyne_app.sync.server import SCHEMA, SEALED_COLUMNS
from tests.sync.helpers import Device, devices_that_said, entity_names, merge_on_both, sync_round
from tests.unit.test_fact_spans import RulesOnly, said


def push_sealed(device: Device, op: str, text: str) -> None:
    """One operation of a device "hh…" (its first), sealed with the vault's key as a push does
    (in the scope as the server keys it: by its id)."""
    with device.brain() as b:
        ident = b.replica.label()["id"]
    row = (ident, "h" * 16, 1, None, op, text, ledger.sha256(text), "forged-entry",
           hlc.of_time(time.time()), None, 0)
    cols = ", ".join(SEALED_COLUMNS)
    with psycopg.connect(device.url) as conn:
        conn.execute(f"INSERT INTO {SCHEMA}.ops ({cols}) VALUES ({', '.join(['%s'] * len(SEALED_COLUMNS))})",
                     sealed.seal_row(device.key, row))


@pytest.mark.parametrize("op, text", [("entity_merge", '{"set": {"Tom": 7}, "at": 1}'), ("proposal", "[]")])
def test_a_sealed_malformed_shared_change_is_refused_on_every_device_and_nothing_applied(tmp_path, pg_url, op, text):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with MemoryBrain(a.root, scope=a.scope, extractor=RulesOnly(), embedder="none") as ba:
        said(ba, "2024-05-01", "My brother Tom plays chess.")
        ba.merge_entities(["Tom"], into="Thomas")
    a.sync()
    push_sealed(a, op, text)
    with pytest.raises(BadOperation, match=f"is not a valid {op} change .+; nothing of this batch was applied"):
        b.sync()
    assert b.snapshot() == {}  # the honest memory and rename of the same batch wait too
    with pytest.raises(BadOperation):
        a.sync()
    with a.brain() as ba:
        assert {e["name"]: e["said_as"] for e in ba.entities()} == {"Thomas": ["Tom"]}
    assert a.verify().valid and b.verify().valid


def people(brain) -> dict[str, list[str]]:
    return {name: sorted(said) for name, said in entity_names(brain).items() if name != "Leeds"}


def test_a_merge_and_a_rename_of_its_name_on_another_device_end_as_one_entity_on_both(tmp_path, pg_url):
    # A merges "Tom" into "Tom Baker" while B renames "Tom Baker" to "Thomas": each device then
    # held Tom -> Tom Baker -> Thomas and read one step of it, two entities where the person made one.
    a, b = devices_that_said(tmp_path, pg_url, ("2024-05-01", "My brother Tom plays chess."),
                             ("2024-06-01", "My brother Tom Baker lives in Leeds."))
    merge_on_both(a, (["Tom"], "Tom Baker"), b, (["Tom Baker"], "Thomas"))
    with a.brain() as ba, b.brain() as bb:
        assert entity_names(ba) == entity_names(bb)
        assert people(bb) == {"Thomas": ["Tom", "Tom Baker"]}
        assert [f["text"] for f in bb.entity("Thomas")["current"]] == [
            "User's brother Tom plays chess", "User's brother Tom Baker lives in Leeds"]


def test_two_devices_merging_two_names_each_into_the_other_end_with_one_name_on_both(tmp_path, pg_url):
    a, b = devices_that_said(tmp_path, pg_url, ("2024-05-01", "My brother Tom plays chess."),
                             ("2024-06-01", "My brother Tommy lives in Leeds."))
    merge_on_both(a, (["Tom"], "Tommy"), b, (["Tommy"], "Tom"))
    with a.brain() as ba, b.brain() as bb:
        one = people(ba)
        assert entity_names(ba) == entity_names(bb) and len(one) == 1
        assert next(iter(one.values())) == ["Tom", "Tommy"]
    assert a.verify().valid and b.verify().valid


def test_a_merge_undone_on_one_device_while_another_merges_the_name_ends_the_same_on_both(tmp_path, pg_url):
    # The undo deleted the name's row, and with it when it was decided: the other device's older
    # merge, pulled after it, was applied on one device and not on the other.
    a, b = devices_that_said(tmp_path, pg_url, ("2024-05-01", "My brother Tom plays chess."))
    with b.brain() as bb:
        bb.merge_entities(["Tom"], into="Tim")
    time.sleep(0.01)
    with a.brain() as ba:
        ba.unmerge_entities(ba.merge_entities(["Tom"], into="Thomas"))  # the latest decision: Tom is Tom
    sync_round(a, b)
    with a.brain() as ba, b.brain() as bb:
        assert people(ba) == people(bb) == {"Tom": ["Tom"]}
    assert a.verify().valid and b.verify().valid


def test_a_device_whose_clock_is_years_ahead_does_not_freeze_a_name_on_the_others(tmp_path, pg_url, monkeypatch):
    from mnemosyne_app.core.write import entity_names

    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with MemoryBrain(a.root, scope=a.scope, extractor=RulesOnly(), embedder="none") as ba:
        said(ba, "2024-05-01", "My brother Tom plays chess.")
        ahead = time.time() + 10 * 365 * 86400
        monkeypatch.setattr(entity_names.time, "time", lambda: ahead)
        ba.merge_entities(["Tom"], into="Tommy")
        monkeypatch.undo()
    a.sync()
    b.sync()
    with b.brain() as bb:
        bb.merge_entities(["Tom"], into="Thomas")  # made after B saw Tommy: it stands everywhere
    for d in (b, a):
        d.sync()
    with a.brain() as ba, b.brain() as bb:
        assert people(ba) == people(bb) == {"Thomas": ["Tom"]}
