"""The SQLite file itself: location, WAL, pragmas, schema versions, migrations, bad files."""

import apsw
import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import errors
from mnemosyne_app.core.store import driver, schema
from tests.store_access import conn_of

TABLES = {"memories", "facts", "triples", "ledger", "events", "ingest_keys", "memory_versions",
          "memories_fts", "memories_vec", "meta", "counters"}


def table_names(conn):
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table')")}


def test_one_file_per_scope_under_data_dir(data_home):
    a = MemoryBrain(scope="work").ensure_init()
    b = MemoryBrain(scope="home").ensure_init()
    assert a.db_path == data_home / "scopes" / "work.db"
    assert b.db_path.exists() and a.db_path != b.db_path
    assert MemoryBrain.scopes() == ["home", "work"]
    a.close(); b.close()


def test_explicit_path_overrides_env(tmp_path, data_home):
    with MemoryBrain(tmp_path / "elsewhere", scope="s") as b:
        assert b.db_path == (tmp_path / "elsewhere" / "scopes" / "s.db").resolve()
    assert not (data_home / "scopes" / "s.db").exists()


def test_wal_and_synchronous(data_home):
    with MemoryBrain(scope="full", synchronous="FULL") as b:
        assert conn_of(b).execute("PRAGMA journal_mode").fetchall()[0][0] == "wal"
        assert conn_of(b).execute("PRAGMA synchronous").fetchall()[0][0] == 2  # FULL
    with MemoryBrain(scope="normal") as b:
        assert conn_of(b).execute("PRAGMA synchronous").fetchall()[0][0] == 1  # NORMAL
    with pytest.raises(ValueError, match="synchronous"):
        MemoryBrain(scope="x", synchronous="SOMETIMES")


def test_blank_database_migrates_to_current(brain):
    assert schema.version_of(conn_of(brain)) == schema.CURRENT
    assert TABLES <= table_names(conn_of(brain))
    assert conn_of(brain).execute("SELECT vec_version()").fetchall()[0][0].startswith("v")


def test_ensure_init_is_idempotent(brain):
    brain.retain("kept across re-inits", extract=False)
    brain.ensure_init()
    again = MemoryBrain(scope="test").ensure_init()
    assert again.stats()["memories"] == 1
    again.close()


def test_upgrade_from_an_older_schema_keeps_data(data_home):
    path = data_home / "old.db"
    data_home.mkdir(parents=True, exist_ok=True)
    conn = driver.open_connection(path)
    schema.migrate(conn, upto=1000)  # a database written by schema 1.0: no search indexes yet
    assert schema.version_of(conn) == 1000
    assert "memories_fts" not in table_names(conn)
    conn.execute("INSERT INTO meta(key, value) VALUES ('marker', 'from 1.0')")
    schema.migrate(conn)
    assert schema.version_of(conn) == schema.CURRENT
    assert "memories_fts" in table_names(conn)
    assert conn.execute("SELECT value FROM meta WHERE key='marker'").fetchall() == [("from 1.0",)]
    conn.close()


def test_newer_major_version_is_refused(data_home):
    with MemoryBrain(scope="future") as b:
        path = b.db_path
        conn_of(b).execute("PRAGMA user_version = 2000")
    with pytest.raises(errors.SchemaTooNewError, match="newer Mnemosyne"):
        MemoryBrain(scope="future").ensure_init()
    conn = apsw.Connection(str(path))
    assert conn.execute("PRAGMA user_version").fetchall()[0][0] == 2000  # untouched
    conn.close()


def test_corrupt_file_is_a_clear_error_and_left_untouched(data_home):
    path = data_home / "scopes" / "broken.db"
    path.parent.mkdir(parents=True)
    garbage = b"this is not a database, it is a shopping list\n" * 200
    path.write_bytes(garbage)
    with pytest.raises(errors.StoreCorruptError, match="not a Mnemosyne database or is damaged"):
        MemoryBrain(scope="broken").ensure_init()
    assert path.read_bytes() == garbage


def test_failed_write_rolls_back_everything(brain):
    brain.retain("first", extract=False)
    before = brain.stats()
    with pytest.raises(RuntimeError):
        with driver.write_transaction(conn_of(brain)):
            conn_of(brain).execute("INSERT INTO counters(name, value) VALUES ('writes', 99) "
                               "ON CONFLICT(name) DO UPDATE SET value = 99")
            raise RuntimeError("crash in the middle")
    assert brain.stats() == before


def test_busy_writer_waits_then_gives_a_clear_error(tmp_path):
    import threading
    import time

    path = tmp_path / "busy.db"
    holder = driver.open_connection(path)
    waiter = driver.open_connection(path, busy_timeout_ms=300)
    waiter.execute("CREATE TABLE t(x)")
    holder.execute("BEGIN IMMEDIATE")
    threading.Timer(0.1, lambda: holder.execute("COMMIT")).start()
    with driver.write_transaction(waiter, path):  # waits ~0.1 s for the lock, then succeeds
        waiter.execute("INSERT INTO t VALUES (1)")
    holder.execute("BEGIN IMMEDIATE")
    start = time.monotonic()
    with pytest.raises(errors.StoreBusyError, match="locked by another writer"):
        with driver.write_transaction(waiter, path):
            pass
    assert 0.25 < time.monotonic() - start < 3
    holder.execute("ROLLBACK")
    assert waiter.execute("SELECT count(*) FROM t").fetchall() == [(1,)]
    holder.close(); waiter.close()


def test_upgrade_to_1_3_indexes_existing_turns_with_their_context(data_home):
    from mnemosyne_app.core.textindex import index_form

    data_home.mkdir(parents=True, exist_ok=True)
    path = data_home / "scopes" / "old.db"
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = driver.open_connection(path)
    schema.migrate(conn, upto=1002)  # the one-column index of schema 1.2
    for rid, text in ((1, "Which city did you pick for the conference?"), (2, "Lisbon, booked already.")):
        conn.execute("INSERT INTO memories(rid, memory_id, text, kind, metadata, created_at, updated_at, fingerprint) "
                     "VALUES (?, ?, ?, 'history', '{\"conversation_id\": \"c1\"}', 0, 0, 'f')", (rid, f"m{rid}", text))
        conn.execute("INSERT INTO memories_fts(rowid, body) VALUES (?, ?)", (rid, index_form(text)))
    schema.migrate(conn)
    assert schema.version_of(conn) == schema.CURRENT
    found = conn.execute("SELECT rowid FROM memories_fts WHERE memories_fts MATCH 'conference' ORDER BY rank").fetchall()
    assert [r[0] for r in found] == [1, 2]  # the answer is found through its context, ranked second
    conn.close()


def test_fingerprint_collapses_whitespace_exactly_as_the_regex_did():
    # fingerprint() uses str.split(); stored fingerprints were made with \s+ → " " and strip(),
    # so the two must agree on every code point or old duplicates would stop matching.
    import hashlib
    import re
    import sys

    from mnemosyne_app.core.store.memories import fingerprint

    ws = re.compile(r"\s+")
    differ = []
    for cp in range(sys.maxunicode + 1):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        c = chr(cp)
        text = f"{c}a{c}{c}b {c}"
        if fingerprint(text) != hashlib.sha256(ws.sub(" ", text).strip().encode("utf-8")).hexdigest():
            differ.append(hex(cp))
    assert differ == []


def test_fusion_leaves_out_memories_found_only_by_a_weak_vector_and_ranks_the_rest_the_same():
    from mnemosyne_app.core.read import recall

    keyword = [{"memory_id": "kw", "rank": -5.0}, {"memory_id": "both", "rank": -3.0}]
    vector = [{"memory_id": "both", "distance": 0.4}, {"memory_id": "near", "distance": 0.6},
              {"memory_id": "kw", "distance": 0.95}, {"memory_id": "far", "distance": 0.9}]
    everything = recall.fuse(keyword, vector, 10)
    related = recall.fuse(keyword, vector, 10, min_similarity=0.25)
    assert [r["memory_id"] for r, _ in everything] == ["kw", "both", "near", "far"]
    # "far" (similarity 0.1, no keyword) goes; "kw" (0.05) stays: its keyword counts.
    assert related == [pair for pair in everything if pair[0]["memory_id"] != "far"]
