"""Facts drawn for an imported message on one device (issue 28's leftovers) reach the other as
they were made: beside the memory, no new version of it, its Updated time kept, ledgered as
drawn. Real PostgreSQL, two devices."""

from __future__ import annotations

from mnemosyne_app import MemoryBrain
from tests.store_access import conn_of
from tests.sync.helpers import Device
from tests.unit.test_fact_spans import RulesOnly


def test_facts_drawn_on_one_device_make_no_new_version_on_the_other(tmp_path, pg_url):
    a, b = Device(tmp_path / "A", pg_url), Device(tmp_path / "B", pg_url)
    with a.brain() as ba:
        mid = ba.retain("I live in Lyon.", extract=False).memory_ids[0]
    a.sync()
    b.sync()
    with b.brain() as bb:
        before = bb.get(mid)
    with MemoryBrain(a.root, scope=a.scope, extractor=RulesOnly(), embedder="none") as ba:
        ba.extract_facts(queue=False, memory_ids=[mid])
        ba.run_backlog()
        assert ba.get(mid).facts == ["User lives in Lyon"]
    a.sync()
    b.sync()
    with b.brain() as bb:
        after = bb.get(mid)
        assert after.facts == ["User lives in Lyon"]
        assert (after.version, after.updated_at) == (before.version, before.updated_at)
        ops = [op for (op,) in conn_of(bb).execute("SELECT op FROM ledger WHERE memory_id = ? ORDER BY seq", (mid,))]
        assert ops[-1] == "extract"
        (only,) = bb.history(mid)
        assert only.op == "add" and [op for op, _ in only.generated] == ["extract"]
    assert a.snapshot() == b.snapshot()
    assert a.verify().valid and b.verify().valid
