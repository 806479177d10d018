"""One writer of a new memory (core/store/new_rows.py), whoever makes it: the pulled paths (one
operation at a time, or a run of new memories in bulk) write no memory row, word-index row or
ledger entry for a memory of their own, so a pulled memory is stored as a local one is, with the
vouched copy that lets a person restore it after it was changed behind the app's back."""

from __future__ import annotations

import ast
from pathlib import Path

import mnemosyne_app.core.replica as replica
from mnemosyne_app.core.replica import fresh
from tests.store_access import conn_of
from tests.sync.conftest import pg_server, pg_url  # noqa: F401  (the fixtures)
from tests.sync.helpers import Device

REPLICA = Path(replica.__file__).parent
# What writes a new memory's rows: the store's statements and functions, and SQL naming its tables.
WRITES = {"MEMORY_INSERT", "FACT_INSERT", "TRIPLE_INSERT", "index", "add_facts", "write_entries", "keep", "keep_many"}
TABLES = ("INTO memories", "memories_fts", "memories_vec", "INTO ledger", "vouched_states")


def _names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)} & WRITES
    return found | {t for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                    for t in TABLES if t in n.value}


def test_the_pulled_paths_write_new_memories_only_through_the_one_writer():
    for name in ("apply.py", "fresh.py"):
        assert not _names(REPLICA / name), (name, sorted(_names(REPLICA / name)))


def _tamper_and_restore(device: Device, text: str) -> tuple[bool, str, bool]:
    """(whether the check passed once the memory was changed behind the app's back, the text
    the restore brought back, whether the check passes after it)."""
    with device.brain() as brain:
        [memory] = [m for m in brain.list_memories() if m.text == text]
        conn_of(brain).execute("UPDATE memories SET text = 'changed behind its back' WHERE memory_id = ?",
                               (memory.memory_id,))
        tampered_valid = brain.verify_integrity().valid
        restored = brain.restore_vouched(memory.memory_id).text
        return tampered_valid, restored, brain.verify_integrity().valid


def test_a_pulled_memory_changed_behind_the_apps_back_is_restored(tmp_path, pg_url, monkeypatch):  # noqa: F811
    a = Device(tmp_path / "a", pg_url)
    with a.brain() as brain:
        brain.retain("the boiler code is 4471", extract=False)
        brain.retain("the gate code is 9020", extract=False)
    a.sync()
    bulk, single = Device(tmp_path / "bulk", pg_url), Device(tmp_path / "single", pg_url)
    bulk.sync()  # unknown memories: a run written at once
    with monkeypatch.context() as m:  # the same, one operation at a time
        m.setattr(fresh, "unknown_here", lambda conn, ids: set())
        single.sync()
    assert _tamper_and_restore(bulk, "the boiler code is 4471") == (False, "the boiler code is 4471", True)
    assert _tamper_and_restore(single, "the gate code is 9020") == (False, "the gate code is 9020", True)
