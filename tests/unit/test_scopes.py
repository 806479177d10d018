"""Removing a scope moves it somewhere it can be restored from; nothing is deleted."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import errors
from mnemosyne_app.core.store import scopes


def test_remove_then_restore_keeps_every_memory_including_what_was_only_in_the_wal(data_home):
    with MemoryBrain(scope="old", extractor="none", embedder="none") as b:
        b.retain_batch([f"old note {i}" for i in range(30)], extract=False)
    keep = MemoryBrain(scope="old", extractor="none", embedder="none").ensure_init()
    keep.retain("written last, still in the WAL", extract=False)  # this connection stays open
    folder = scopes.remove(None, "old")
    assert "old" not in MemoryBrain.scopes() and "old.db" in {p.name for p in folder.iterdir()}
    assert scopes.removed() == [folder]
    # A process that still had it open is told, and writes nothing: not into the moved file,
    # where nobody would look for it, nor into a new file under the old name.
    with pytest.raises(errors.ScopeMovedError, match="moved, renamed or removed"):
        keep.retain("written by a process that had it open", extract=False)
    keep.hot_path("enable")
    with pytest.raises(errors.ScopeMovedError):
        keep.retain("queued by a process that had it open", fast=True, extract=False)
    keep.close()
    assert "old" not in MemoryBrain.scopes()  # nothing re-created it
    assert scopes.restore(None, folder.name) == "old"
    assert MemoryBrain.scopes() == ["old"] and scopes.removed() == []
    with MemoryBrain(scope="old", extractor="none", embedder="none") as b:
        assert b.stats()["memories"] == 31 and b.verify_integrity().valid
        assert b.recall("still in the WAL", k=1)[0].text == "written last, still in the WAL"


def test_remove_and_restore_refuse_what_would_lose_or_overwrite(data_home):
    with pytest.raises(ValueError, match="no scope"):
        scopes.remove(None, "never-made")
    with pytest.raises(ValueError, match="must not contain"):
        scopes.remove(None, "../escape")
    with MemoryBrain(scope="twin", extractor="none", embedder="none") as b:
        b.retain("first twin", extract=False)
    folder = scopes.remove(None, "twin")
    with MemoryBrain(scope="twin", extractor="none", embedder="none") as b:  # a new scope of that name
        b.retain("second twin", extract=False)
    with pytest.raises(ValueError, match="exists again"):
        scopes.restore(None, folder)
    assert (folder / "twin.db").exists()  # still there to restore later
    with pytest.raises(ValueError, match="not a removed scope"):
        scopes.restore(None, "no-such-folder")


def test_rename_keeps_everything_and_refuses_a_taken_or_bad_name(data_home):
    with MemoryBrain(scope="draft", extractor="none", embedder="none") as b:
        b.retain_batch([f"draft note {i}" for i in range(5)], extract=False)
    with MemoryBrain(scope="taken", extractor="none", embedder="none") as b:
        b.retain("already here", extract=False)
    with pytest.raises(ValueError, match="exists already"):
        scopes.rename(None, "draft", "taken")
    with pytest.raises(ValueError, match="must not contain"):
        scopes.rename(None, "draft", "../out")
    with pytest.raises(ValueError, match="no scope"):
        scopes.rename(None, "ghost", "anything")
    assert scopes.rename(None, "draft", "final") == "final"
    assert MemoryBrain.scopes() == ["final", "taken"]
    with MemoryBrain(scope="final", extractor="none", embedder="none") as b:
        assert b.stats()["memories"] == 5 and b.verify_integrity().valid


def test_a_damaged_scope_can_be_removed_and_restored_byte_for_byte(data_home):
    from mnemosyne_app import paths

    MemoryBrain(scope="fine", extractor="none", embedder="none").ensure_init().close()
    db = paths.scopes_dir(paths.data_dir(None)) / "broken.db"
    db.write_bytes(b"this is not a database" * 100)
    with pytest.raises(errors.StoreCorruptError):
        MemoryBrain(scope="broken", extractor="none", embedder="none").ensure_init()
    folder = scopes.remove(None, "broken")
    assert MemoryBrain.scopes() == ["fine"]
    assert scopes.restore(None, folder) == "broken" and db.read_bytes() == b"this is not a database" * 100


def test_a_closed_brain_never_recreates_its_store_behind_a_move(data_home):
    # A window's late background task (a sweep, a reload) may still hold the brain of a scope
    # that was renamed or removed: it must fail, not quietly create an empty scope of that name.
    brain = MemoryBrain(scope="moving", extractor="none", embedder="none").ensure_init()
    brain.retain("soon elsewhere", extract=False)
    brain.close()
    scopes.rename(None, "moving", "moved")
    with pytest.raises(errors.ScopeClosedError):
        brain.sweep()
    assert MemoryBrain.scopes() == ["moved"]
    scopes.rename(None, "moved", "moving")
    assert brain.ensure_init().stats()["memories"] == 1  # an explicit open still works
    brain.close()
