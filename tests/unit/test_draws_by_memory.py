"""History's model of each draw is read by the memory it drew for (schema 1.24's partial index on
extract events), not by reading every draw's result: the index is made on upgrade, the lookup
uses it, and a row that is not JSON (a foreign or damaged one) neither stops the upgrade nor
the lookup."""

from __future__ import annotations

import json

from mnemosyne_app.core.store import driver, schema
from mnemosyne_app.core.write import journal

LOOKUP_PLAN = ("EXPLAIN QUERY PLAN SELECT 1 FROM events WHERE op = 'extract' AND status = 'succeeded' "
               "AND json_valid(result) AND json_extract(result, '$.memory_ids[0]') = ?")


def _draw(conn, memory_id: str, version: int, model: str) -> None:
    event_id = journal.record_done(conn, "extract", json.dumps({"memory_id": memory_id, "model": model}), 0.0)
    journal.set_result(conn, event_id, {"outcome": "extracted", "memory_ids": [memory_id], "version": version,
                                        "model": model})


def test_a_1_23_store_upgrades_to_a_lookup_by_memory_that_skips_rows_not_json(data_home):
    data_home.mkdir(parents=True, exist_ok=True)
    conn = driver.open_connection(data_home / "old.db")
    schema.migrate(conn, upto=1023)
    _draw(conn, "m1", 2, "gemma")
    _draw(conn, "m2", 2, "rules-a")
    _draw(conn, "m1", 4, "rules-b")
    conn.execute("INSERT INTO events(op, status, payload, created_at, result) "
                 "VALUES ('extract', 'succeeded', '{}', 0, 'not json {')")
    schema.migrate(conn)
    assert schema.version_of(conn) == schema.CURRENT >= 1024
    [(*_, plan)] = conn.execute(LOOKUP_PLAN, ("m1",)).fetchall()
    assert "events_draw_memory" in plan
    assert journal.drawn_by(conn, "m1") == {2: "gemma", 4: "rules-b"}
    assert journal.drawn_by(conn, "m2") == {2: "rules-a"}
    assert journal.drawn_by(conn, "m3") == {}
    conn.close()
