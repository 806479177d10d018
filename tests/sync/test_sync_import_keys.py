"""Issue 32: one archive imported on two devices is one set of memories after sync, not two.

An imported message's memory id is derived from what it is (its import key: format, conversation
id, message id; and its content), so every device that imports it makes the same memory, and
sync meets the two as one. Against the real PostgreSQL."""

from __future__ import annotations

import json

from mnemosyne_app.core.write import batch_rows

from tests.sync.helpers import Device


def archive(folder, conversations: int = 4, turns: int = 5):
    """A small generic JSONL archive: ``conversations`` × ``turns`` messages, every text distinct."""
    path = folder / "export.jsonl"
    lines = [json.dumps({"id": f"conv-{c}", "title": f"Chat {c}",
                         "messages": [{"id": f"m{t}", "role": "user" if t % 2 == 0 else "assistant",
                                       "content": f"conversation {c} turn {t}: planning the trip to Lisbon",
                                       "created_at": 1_700_000_000 + c * 3600 + t * 60} for t in range(turns)]})
             for c in range(conversations)]
    path.write_text("\n".join(lines) + "\n")
    return path


def count(device: Device) -> int:
    with device.brain() as b:
        return len(b.list_memories(limit=10_000))


def conflicts(device: Device) -> list[str]:
    with device.brain() as b:
        return b.replica.conflicts()


def test_one_archive_imported_on_two_devices_adds_nothing_after_sync(tmp_path, pg_url):
    path = archive(tmp_path)
    a, b, c = (Device(tmp_path / n, pg_url) for n in "ABC")
    for d in (a, b):  # both import before either syncs (offline, or at the same time)
        with d.brain() as brain:
            assert brain.import_archive(path).inserted == 20
    for d in (a, b, a, b):
        d.sync()
    assert count(a) == count(b) == 20
    assert a.snapshot() == b.snapshot()
    assert conflicts(a) == conflicts(b) == []  # the same message twice is no disagreement
    c.sync()  # a third device gets them by sync, then imports the archive too: nothing new
    with c.brain() as brain:
        report = brain.import_archive(path)
    assert report.inserted == 0 and report.already_present == 20
    for d in (c, a, b):
        d.sync()
    assert count(a) == count(b) == count(c) == 20
    assert a.snapshot() == b.snapshot() == c.snapshot()
    assert all(d.verify().valid for d in (a, b, c))


def test_a_store_imported_before_keeps_its_keys(tmp_path, pg_url, monkeypatch):
    """A store whose import predates derived ids keeps its random ids and its keys: importing the
    same archive there again adds nothing; a message its person deleted comes back as a new
    memory, as it always did (never the deleted one undeleted)."""
    path = archive(tmp_path, conversations=2, turns=3)
    old = Device(tmp_path / "old", pg_url)
    real = batch_rows._ids
    monkeypatch.setattr(batch_rows, "_ids", lambda part, fresh: real(part, True))  # as releases before did
    with old.brain() as brain:
        assert brain.import_archive(path).inserted == 6
        ids = sorted(m.memory_id for m in brain.list_memories(limit=100))
    monkeypatch.setattr(batch_rows, "_ids", real)
    with old.brain() as brain:
        report = brain.import_archive(path)
        assert report.inserted == 0 and report.already_present == 6
        assert sorted(m.memory_id for m in brain.list_memories(limit=100)) == ids
        brain.delete(ids[0])
        again = brain.import_archive(path)
        assert again.inserted == 1
        assert len(brain.list_memories(limit=100)) == 6
    new = Device(tmp_path / "new", pg_url)
    with new.brain() as brain:  # derived ids here: deleting one and importing again also adds it anew
        brain.import_archive(path)
        first = sorted(m.memory_id for m in brain.list_memories(limit=100))
        brain.delete(first[0])
        assert brain.import_archive(path).inserted == 1
        now = sorted(m.memory_id for m in brain.list_memories(limit=100))
        assert len(now) == 6 and first[0] not in now
