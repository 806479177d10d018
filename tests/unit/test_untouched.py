"""Untouched means untouched (issue 15, point 9): a file Mnemosyne must not use is refused with
not a byte of it changed, and a store this process cannot write is opened read-only."""

import hashlib
import os

import apsw
import pytest

from mnemosyne_app import MemoryBrain, paths
from mnemosyne_app.core import errors
from mnemosyne_app.core.store import file_check


def snapshot(folder):
    """Name -> SHA-256 of every file in ``folder``: what "changed nothing" is checked against."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir()) if p.is_file()}


def make_db(path, *statements):
    conn = apsw.Connection(str(path))
    for sql in statements:
        conn.execute(sql)
    conn.close()


def test_a_newer_major_store_in_rollback_mode_is_refused_untouched(data_home):
    folder = paths.scopes_dir(paths.data_dir(None))
    folder.mkdir(parents=True)
    make_db(folder / "future.db", "PRAGMA journal_mode=DELETE", "CREATE TABLE memories(x)", "PRAGMA user_version = 2000")
    before = snapshot(folder)
    with pytest.raises(errors.SchemaTooNewError, match="newer Mnemosyne"):
        MemoryBrain(scope="future", extractor="none", embedder="none").ensure_init()
    assert snapshot(folder) == before  # not switched to WAL, no -wal or -shm made
    assert (folder / "future.db").read_bytes()[18:20] == b"\x01\x01"  # still a rollback-journal file


def test_a_foreign_database_in_the_scopes_folder_is_refused_untouched(data_home):
    folder = paths.scopes_dir(paths.data_dir(None))
    folder.mkdir(parents=True)
    make_db(folder / "someone-else.db", "CREATE TABLE notes(body TEXT)", "INSERT INTO notes VALUES ('theirs')")
    before = snapshot(folder)
    with pytest.raises(errors.ForeignStoreError, match="not a Mnemosyne store"):
        MemoryBrain(scope="someone-else", extractor="none", embedder="none").ensure_init()
    assert snapshot(folder) == before  # no tables of ours added


def test_a_store_that_cannot_be_written_opens_read_only(data_home, tmp_path, monkeypatch):
    with MemoryBrain(scope="archive", extractor="none", embedder="none") as b:
        mid = b.retain("a memory on a read-only disk", extract=False).memory_ids[0]
    folder = paths.scopes_dir(paths.data_dir(None))
    before = snapshot(folder)
    if os.geteuid() == 0:  # root writes through any mode bits: stand in for a read-only medium
        monkeypatch.setattr(file_check, "writable", lambda path: False)
    else:
        os.chmod(folder / "archive.db", 0o400)
        os.chmod(folder, 0o500)
    try:
        with MemoryBrain(scope="archive", extractor="none", embedder="none") as b:
            assert b.stats()["memories"] == 1
            assert b.recall("read-only disk", k=1)[0].memory_id == mid
            assert b.verify_integrity().valid
            assert b.export(tmp_path / "out.json") == 1
            with pytest.raises(errors.StoreReadOnlyError, match="read-only here"):
                b.retain("this cannot be stored", extract=False)
            with pytest.raises(errors.StoreReadOnlyError):
                b.delete(mid)
    finally:
        os.chmod(folder, 0o700)
        os.chmod(folder / "archive.db", 0o600)
    assert snapshot(folder) == before


def test_garbage_in_place_of_a_store_is_refused_untouched(data_home):
    folder = paths.scopes_dir(paths.data_dir(None))
    folder.mkdir(parents=True)
    (folder / "junk.db").write_bytes(os.urandom(4096))
    before = snapshot(folder)
    with pytest.raises(errors.StoreCorruptError, match="left untouched"):
        MemoryBrain(scope="junk", extractor="none", embedder="none").ensure_init()
    assert snapshot(folder) == before
