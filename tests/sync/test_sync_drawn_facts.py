"""Facts drawn for an imported message on one device (issue 28) reach the other as they were made:
a version of their own, marked generated, its Updated time kept, ledgered as drawn; and a fact a
later memory ended on one device is ended on the other the same way. Real PostgreSQL, two devices."""

from __future__ import annotations

from mnemosyne_app import MemoryBrain
from tests.store_access import conn_of
from tests.sync.helpers import Device
from tests.unit.test_fact_spans import RulesOnly


def test_facts_drawn_on_one_device_are_the_same_generated_version_on_the_other(tmp_path, pg_url):
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
        assert (after.version, after.updated_at) == (before.version + 1, before.updated_at)
        ops = [op for (op,) in conn_of(bb).execute("SELECT op FROM ledger WHERE memory_id = ? ORDER BY seq", (mid,))]
        assert ops[-1] == "extract"
        added, drawn = bb.history(mid)
        assert (added.op, added.generated, drawn.op, drawn.generated) == ("add", False, "extract", True)
    assert a.snapshot() == b.snapshot()
    assert a.verify().valid and b.verify().valid
    # a later memory on B ends the fact: on A too, a generated version that keeps the Updated time
    with MemoryBrain(b.root, scope=b.scope, extractor=RulesOnly(), embedder="none") as bb:
        paris = bb.retain("I moved to Paris.").memory_ids[0]
    b.sync()
    a.sync()
    with a.brain() as ba:
        ended = ba.get(mid)
        assert ended.facts == [] and ended.updated_at == before.updated_at
        last = ba.history(mid)[-1]
        assert (last.op, last.generated, last.ended_by) == ("supersede", True, (paris,))
    assert a.snapshot() == b.snapshot()
    assert a.verify().valid and b.verify().valid
