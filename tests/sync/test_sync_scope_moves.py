"""Issue 32: scopes renamed or removed, then ``sync --all`` (the CLI, on the real PostgreSQL).

A rename or a removal made on one device syncs as a rename or a removal on the others; ``sync
--all`` never brings back (empty or whole) a scope this device renamed or removed, and never fails
later with a false "copied data directory"; a removal is undone everywhere by restoring the scope
on any device; two devices renaming one scope differently offline end with one name, the rename
the server took first, and the other device's person is told."""

from __future__ import annotations

import subprocess
import time

import psycopg
import pytest

from mnemosyne_app.cli import main
from mnemosyne_app.core import library
from mnemosyne_app.sync import device
from mnemosyne_app.sync.server import SCHEMA, Server

from tests.sync.helpers import Device, opened_ops
from tests.sync.server_scan import pg_dump_path


def sync_all(device: Device, capsys) -> str:
    device.pair()
    code = main(["--data-dir", str(device.root), "sync", "--all", "--remote", device.url])
    out = capsys.readouterr()
    assert code == 0, out.err
    return out.out


def wrote(tmp_path, pg_url, name: str, text: str) -> Device:
    """A device whose scope "work" holds ``text`` (not synced yet)."""
    d = Device(tmp_path / name, pg_url, "work")
    with d.options.open("work") as w:
        w.retain(text, extract=False)
    return d


def texts(device: Device, scope: str) -> list[str]:
    with device.options.open(scope) as b:
        return sorted(m.text for m in b.list_memories(limit=1000))


def settled_alike(capsys, a: Device, b: Device, c: Device, names: list[str]) -> None:
    """Two more rounds of ``sync --all`` on every device, after which each holds ``names``, and
    each scope the same memories as on C."""
    for _ in range(2):
        for d in (a, b, c):
            sync_all(d, capsys)
    for d in (a, b):
        assert library.names(d.root) == library.names(c.root) == names
        for name in names:
            assert texts(d, name) == texts(c, name), (d.root.name, name)


def two_devices(tmp_path, pg_url, capsys):
    a, b = Device(tmp_path / "A", pg_url, "work"), Device(tmp_path / "B", pg_url, "work")
    with a.options.open("work") as w:
        w.retain("The budget review is on Friday", extract=False)
    with a.options.open("home") as h:
        h.retain("Water the ferns on Sunday", extract=False)
    sync_all(a, capsys)
    sync_all(b, capsys)
    assert library.names(b.root) == ["home", "work"]
    return a, b


@pytest.mark.parametrize("new", ["alpha", "zeta"])  # sorted before and after the old name
def test_sync_all_after_a_rename_here_syncs_a_rename(tmp_path, pg_url, capsys, new):
    a, b = two_devices(tmp_path, pg_url, capsys)
    library.rename(a.root, "work", new)
    with a.options.open(new) as w:
        w.retain("The new office opens in June", extract=False)
    said = sync_all(a, capsys)
    assert f"{new}: renamed from work on the sync server too" in said
    assert library.names(a.root) == sorted(["home", new])  # the old name not made again
    assert {op.scope for op in opened_ops(pg_url)} == {"home", new}
    sync_all(a, capsys)  # and again: no false "copied data directory", nothing new
    assert library.names(a.root) == sorted(["home", new])
    sync_all(b, capsys)
    assert library.names(b.root) == sorted(["home", new])
    assert texts(a, new) == texts(b, new) == ["The budget review is on Friday", "The new office opens in June"]


def test_sync_all_after_a_removal_here_syncs_a_removal_and_a_restore_undoes_it(tmp_path, pg_url, capsys):
    a, b = two_devices(tmp_path, pg_url, capsys)
    library.remove(a.root, "work")
    with b.options.open("work") as w:  # meanwhile, offline, B writes in it
        w.retain("Book the train for the offsite", extract=False)
    said = sync_all(a, capsys)
    assert "work: removed here, so removed on the sync server too" in said
    assert library.names(a.root) == ["home"]
    sync_all(a, capsys)  # again: nothing made again, nothing fails
    assert library.names(a.root) == ["home"]
    said = sync_all(b, capsys)
    assert "work: removed on another device, so moved aside here too" in said and "after sending the 1" in said
    assert library.names(b.root) == ["home"]
    [folder] = library.removed(b.root)  # recoverable, as a local removal is
    sync_all(b, capsys)
    assert library.names(b.root) == ["home"]
    c = Device(tmp_path / "C", pg_url, "home")  # a device joining later never sees it
    sync_all(c, capsys)
    assert library.names(c.root) == ["home"]
    library.restore(b.root, folder)  # B's person restores it: back on every device, B's write too
    assert "work: restored here, so restored on the sync server too" in sync_all(b, capsys)
    for d in (a, c, b):
        sync_all(d, capsys)
    for d in (a, b, c):
        assert library.names(d.root) == ["home", "work"]
        assert texts(d, "work") == ["Book the train for the offsite", "The budget review is on Friday"]
    library.remove(a.root, "work")  # removed again: the second removal syncs too
    sync_all(a, capsys)
    sync_all(b, capsys)
    assert library.names(a.root) == library.names(b.root) == ["home"]


@pytest.mark.parametrize("first", ["earlier", "later"])  # which renaming device tells the server first
def test_two_devices_renaming_one_scope_offline_end_with_the_later_name(tmp_path, pg_url, capsys, first):
    """Issue 32: concurrent renames resolve to the later one by the hybrid clock on every
    device, whichever device syncs first; the person whose name was not kept is told so."""
    a, b = two_devices(tmp_path, pg_url, capsys)
    library.rename(a.root, "work", "job")
    time.sleep(0.01)  # the stamps are milliseconds: B's rename is later
    library.rename(b.root, "work", "office")
    with a.options.open("job") as w:
        w.retain("Written on A under its new name", extract=False)
    with b.options.open("office") as w:
        w.retain("Written on B under its new name", extract=False)
    order = (a, b) if first == "earlier" else (b, a)
    said = [sync_all(d, capsys) for d in order + order]
    told = "you renamed this scope 'job', but another device renamed it 'office' later"
    assert sum(told in s for s in said) == 1, "\n---\n".join(said)
    for d in (a, b):
        assert library.names(d.root) == ["home", "office"]
    assert texts(a, "office") == texts(b, "office") == ["The budget review is on Friday",
                                                       "Written on A under its new name",
                                                       "Written on B under its new name"]
    assert {op.scope for op in opened_ops(pg_url)} == {"home", "office"}  # no split on the server


@pytest.mark.parametrize("first", ["higher", "lower"])  # which device id tells the server first
def test_two_renames_of_one_scope_at_the_same_instant_keep_the_higher_device_ids_name(
        tmp_path, pg_url, capsys, monkeypatch, first):
    """Issue 32: concurrent renames tied on their stamp (made at the same millisecond by the
    clocks) are settled by device id, the higher one's name kept on every device whichever
    syncs first; the other person is told."""
    a, b = two_devices(tmp_path, pg_url, capsys)
    now = time.time()
    with monkeypatch.context() as same:
        same.setattr(time, "time", lambda: now)  # both renames stamped at this instant
        library.rename(a.root, "work", "job")
        library.rename(b.root, "work", "office")
    high, low = sorted((a, b), key=lambda d: device.device_id(d.root), reverse=True)
    kept, lost = ("job", "office") if high is a else ("office", "job")
    order = (high, low) if first == "higher" else (low, high)
    said = [sync_all(d, capsys) for d in order + order]
    told = f"you renamed this scope {lost!r}, but another device renamed it {kept!r} later"
    assert sum(told in s for s in said) == 1, "\n---\n".join(said)
    for d in (a, b):
        assert library.names(d.root) == ["home", kept]
        assert texts(d, kept) == ["The budget review is on Friday"]
    assert {op.scope for op in opened_ops(pg_url)} == {"home", kept}  # no split on the server


def dump(url: str, path) -> None:
    tool = pg_dump_path()
    done = subprocess.run([str(tool), "--format=custom", "--schema", SCHEMA, "--file", str(path), "--dbname", url],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def restore(url: str, path) -> None:
    """The server put back as the dump holds it (its tables dropped and made again)."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA {SCHEMA} CASCADE")
    done = subprocess.run([str(pg_dump_path().with_name("pg_restore")), "--dbname", url, str(path)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_renames_and_removals_a_restored_server_lost_are_told_again(tmp_path, pg_url, capsys):
    a, b = two_devices(tmp_path, pg_url, capsys)
    dump(pg_url, tmp_path / "backup.dump")  # the backup: before the rename and the removal
    library.rename(a.root, "work", "job")
    library.remove(a.root, "home")
    sync_all(a, capsys)
    restore(pg_url, tmp_path / "backup.dump")
    said = sync_all(a, capsys)
    assert "job: renamed from work on the sync server too" in said
    assert "home: removed here, so removed on the sync server too" in said
    assert {op.scope for op in opened_ops(pg_url)} == {"home", "job"}  # the home rows stay (restorable)
    sync_all(b, capsys)
    assert library.names(a.root) == library.names(b.root) == ["job"]
    assert texts(a, "job") == texts(b, "job") == ["The budget review is on Friday"]
    assert [f.name.split("-")[0] for f in library.removed(b.root)] == ["home"]


def test_a_new_device_with_a_scope_of_the_old_name_joins_the_renamed_scope(tmp_path, pg_url, capsys):
    """A scope's first sync joins the server's scope of its name; a name renamed on the server
    leads it to the new one (found by the random test: it brought the old name back beside the
    new one, then failed with a false "copied data directory")."""
    a, b = two_devices(tmp_path, pg_url, capsys)
    library.rename(b.root, "work", "job")
    sync_all(b, capsys)
    c = wrote(tmp_path, pg_url, "C", "Written on C before it ever synced")
    sync_all(c, capsys)
    for d in (a, b, c, a, b):
        sync_all(d, capsys)
    for d in (a, b, c):
        assert library.names(d.root) == ["home", "job"]
        assert texts(d, "job") == ["The budget review is on Friday", "Written on C before it ever synced"]


def test_syncing_one_scope_removed_elsewhere_moves_it_aside_and_makes_nothing_again(tmp_path, pg_url, capsys):
    a, b = two_devices(tmp_path, pg_url, capsys)
    library.remove(a.root, "work")
    sync_all(a, capsys)
    code = main(["--data-dir", str(b.root), "--scope", "work", "sync"])
    said = capsys.readouterr()
    assert code == 0, said.err
    assert "work: removed on another device, so moved aside here too" in said.out
    assert library.names(b.root) == ["home"] and len(library.removed(b.root)) == 1


def test_a_restore_told_after_another_device_made_a_scope_of_its_name_leaves_one_scope_per_name(
        tmp_path, pg_url, capsys):
    """Soak seeds 1735 and 1812 at 30 steps: A removes "work" (told the server); B, which never
    held it, makes a scope "work" of its own and syncs it first (the name is free: registered
    as a new scope, by the join rule); then A restores its "work". Before: the server held two
    live scopes labelled "work", each device bound the name to a different one, and they never
    met (devices differing for good, with the same scope names)."""
    a = wrote(tmp_path, pg_url, "A", "The budget review is on Friday")
    sync_all(a, capsys)
    library.remove(a.root, "work")
    sync_all(a, capsys)  # the removal told
    b = wrote(tmp_path, pg_url, "B", "Book the train for the offsite")
    sync_all(b, capsys)  # its own "work", first synced while the name was free
    [folder] = library.removed(a.root)
    library.restore(a.root, folder)
    assert "work: restored here, but another device made a scope 'work' meanwhile" in sync_all(a, capsys)
    for _ in range(2):
        for d in (a, b):
            sync_all(d, capsys)
    assert library.names(a.root) == library.names(b.root) == ["work", "work_restored"]
    assert texts(b, "work_restored") == ["The budget review is on Friday"]  # A's, restored
    for name in library.names(a.root):
        assert texts(a, name) == texts(b, name), name
    every = sorted(t for name in library.names(a.root) for t in texts(a, name))
    assert every == ["Book the train for the offsite", "The budget review is on Friday"]  # nothing lost


def test_a_copy_moved_aside_here_comes_back_under_the_restored_name_when_its_old_name_is_taken(
        tmp_path, pg_url, capsys):
    """Soak seed 1963 at 30 steps: A follows C's removal of "work" (its copy moved aside); B makes
    a "work" of its own while the name is free, and A takes it; C restores its "work", which comes
    back as "work_restored" (the name is taken). A's copy must come back too, under the new name:
    before, the name it had here was taken, so it stayed in removed/ and A made an empty file for
    the scope instead, which its own anchor on the server (and its own operations there, written
    by the copy set aside) judged rolled back: every later sync of it stopped."""
    c, a = Device(tmp_path / "C", pg_url, "work"), Device(tmp_path / "A", pg_url, "work")
    with c.options.open("work") as w:
        w.retain("The budget review is on Friday", extract=False)
    sync_all(c, capsys)
    sync_all(a, capsys)
    with a.options.open("work") as w:  # A's own operation in the scope, on the server
        w.retain("Order the projector bulb", extract=False)
    sync_all(a, capsys)
    library.remove(c.root, "work")
    sync_all(c, capsys)  # the removal told
    assert "moved aside here too" in sync_all(a, capsys)
    b = wrote(tmp_path, pg_url, "B", "Book the train for the offsite")
    sync_all(b, capsys)  # its own "work", first synced while the name was free
    sync_all(a, capsys)  # A takes B's "work"
    [folder] = library.removed(c.root)
    library.restore(c.root, folder)
    assert "is 'work_restored' on every device now" in sync_all(c, capsys)
    said = sync_all(a, capsys)
    assert "work_restored: restored on another device, so put back here too" in said
    assert library.removed(a.root) == []  # its copy is back, not left aside
    settled_alike(capsys, a, b, c, ["work", "work_restored"])
    assert texts(a, "work_restored") == ["Order the projector bulb", "The budget review is on Friday"]
    assert texts(a, "work") == ["Book the train for the offsite"]


def test_a_removal_a_restored_server_lost_is_told_again_while_a_scope_of_its_name_is_here(
        tmp_path, pg_url, capsys):
    """Soak seed 1778 at 30 steps: A removes "work" (told the server); C makes a "work" of its own
    while the name is free, and A takes it (a new file here, another scope); then the server is
    put back from a backup older than both. The removal is told again, as a lost one always is
    (A still holds the scope it removed). Before: the scope of that name here kept the server from
    being told, so the file here joined the removed scope by its name, the one scope this device
    had written a ledger of before, and its own anchor on the server judged the file rolled back:
    every sync of it stopped."""
    a = wrote(tmp_path, pg_url, "A", "The budget review is on Friday")
    sync_all(a, capsys)
    dump(pg_url, tmp_path / "backup.dump")  # the backup: before the removal and C's scope
    library.remove(a.root, "work")
    sync_all(a, capsys)  # the removal told
    c = wrote(tmp_path, pg_url, "C", "Book the train for the offsite")
    sync_all(c, capsys)  # its own "work", first synced while the name was free
    sync_all(a, capsys)  # A takes C's "work"
    assert texts(a, "work") == ["Book the train for the offsite"]
    restore(pg_url, tmp_path / "backup.dump")
    assert "work: removed here, so removed on the sync server too" in sync_all(a, capsys)
    for _ in range(2):
        for d in (c, a):
            sync_all(d, capsys)
    assert library.names(a.root) == library.names(c.root) == ["work"]
    assert texts(a, "work") == texts(c, "work") == ["Book the train for the offsite"]
    assert len(library.removed(a.root)) == 1  # the scope A removed stays removed, restorable
    assert a.verify().valid and c.verify().valid


def test_a_removal_told_says_the_changes_its_copy_never_sent_and_a_restore_sends_them(tmp_path, pg_url, capsys):
    """Issue 32's note: a device that removes a scope holding changes it never pushed keeps them in
    removed/ only (the other devices, following the removal, send theirs first). The person is
    told, when the removal is told, how many and where they are; restoring the scope sends them
    (nothing lost on any device)."""
    a, b = two_devices(tmp_path, pg_url, capsys)
    with a.options.open("work") as w:  # offline: never sent
        w.retain("Order the projector bulb", extract=False)
        w.retain("Call the caterer", extract=False)
    library.remove(a.root, "work")
    [folder] = library.removed(a.root)
    said = sync_all(a, capsys)
    assert "work: removed here, so removed on the sync server too" in said
    assert f"2 changes made here were never sent: they are only in {folder} (restore the scope to send them)" in said
    assert "never sent" not in sync_all(a, capsys)  # said once, when the removal is told
    sync_all(b, capsys)  # B follows: moved aside
    library.restore(a.root, folder)
    assert "work: restored here, so restored on the sync server too" in sync_all(a, capsys)
    sync_all(b, capsys)
    assert library.names(b.root) == ["home", "work"]
    assert texts(b, "work") == texts(a, "work") == ["Call the caterer", "Order the projector bulb",
                                                    "The budget review is on Friday"]


def test_a_rename_here_of_a_scope_a_restored_server_lost_joins_the_scope_made_since_under_its_old_name(
        tmp_path, pg_url, capsys):
    """Soak seed 967: the server is put back from a backup older than scope "work" (its id lost);
    C then makes a "work" of its own there (a new id); B, which synced "work" before, renames it
    "job" offline. B's next sync must find its scope by the name it last synced under and tell the
    rename, not register its lost id as a new scope "job": that split "work" in two, and B's copy
    held A's memory, which B never sends (it is A's operation), so no other device could get it."""
    a, b, c = (Device(tmp_path / n, pg_url, "work") for n in "ABC")
    with Server(pg_url):
        pass  # the server's tables made
    dump(pg_url, tmp_path / "backup.dump")  # the backup: before anything was synced
    with a.options.open("work") as w:
        w.retain("The budget review is on Friday", extract=False)
    sync_all(a, capsys)
    sync_all(b, capsys)
    restore(pg_url, tmp_path / "backup.dump")
    with c.options.open("work") as w:
        w.retain("Written on C after the restore", extract=False)
    sync_all(c, capsys)
    sync_all(a, capsys)  # A's "work" joins C's (the name's scope there now) and sends its memory again
    library.rename(b.root, "work", "job")
    assert "job: renamed from work on the sync server too" in sync_all(b, capsys)
    for d in (a, c, b, a, c):
        sync_all(d, capsys)
    for d in (a, b, c):
        assert library.names(d.root) == ["job"]
        assert texts(d, "job") == ["The budget review is on Friday", "Written on C after the restore"]


def test_a_removal_a_restored_server_lost_is_not_told_again_by_a_device_that_only_followed_it(
        tmp_path, pg_url, capsys):
    """Soak seed 316 at 30 steps: A removes "work" and C follows (its copy moved aside); B makes a
    "work" of its own while the name is free, and C takes it; the server is put back from a backup
    older than both; A restores its "work" (a restore the server never hears as one: the removal
    is gone there). C, which only followed the removal and holds another synced "work", must not
    tell the removal again: that moved aside, on A and on B (whose "work" joined A's by its name,
    the server having lost B's), the scope A's person restored, and with it the operations of
    B's the server lost, which C does not send for B: the devices held different memories."""
    a, b, c = (Device(tmp_path / n, pg_url, "work") for n in "ABC")
    with a.options.open("work") as w:
        w.retain("The budget review is on Friday", extract=False)
    sync_all(a, capsys)
    sync_all(c, capsys)
    dump(pg_url, tmp_path / "backup.dump")  # the backup: before the removal and B's scope
    library.remove(a.root, "work")
    sync_all(a, capsys)  # the removal told
    assert "moved aside here too" in sync_all(c, capsys)
    with b.options.open("work") as w:
        w.retain("Book the train for the offsite", extract=False)
    sync_all(b, capsys)  # its own "work", first synced while the name was free
    sync_all(c, capsys)  # C takes B's "work"
    assert texts(c, "work") == ["Book the train for the offsite"]
    restore(pg_url, tmp_path / "backup.dump")
    [folder] = library.removed(a.root)
    library.restore(a.root, folder)
    sync_all(a, capsys)
    sync_all(b, capsys)
    assert "removed on the sync server too" not in sync_all(c, capsys)
    for _ in range(2):
        for d in (a, b, c):
            sync_all(d, capsys)
    assert library.names(a.root) == library.names(b.root) == library.names(c.root) == ["work"]
    assert texts(a, "work") == texts(b, "work") == texts(c, "work") == [
        "Book the train for the offsite", "The budget review is on Friday"]  # A's restore kept, nothing lost


def test_a_copy_that_stays_aside_because_both_its_names_are_taken_here_is_told(tmp_path, pg_url, capsys):
    """A follows C's removal of "work" (its copy moved aside); B makes a "work" of its own while
    the name is free, and A takes it; A's person makes a scope "work_restored" here, not synced
    yet; C restores its "work", which comes back as "work_restored" (the name is taken). A's copy
    cannot come back under either name: it stays aside, and A's person is told which scope, where
    it is and how to bring it back (was: nothing said, the copy silently left in removed/)."""
    c, a = Device(tmp_path / "C", pg_url, "work"), Device(tmp_path / "A", pg_url, "work")
    with c.options.open("work") as w:
        w.retain("The budget review is on Friday", extract=False)
    sync_all(c, capsys)
    sync_all(a, capsys)
    library.remove(c.root, "work")
    sync_all(c, capsys)  # the removal told
    assert "moved aside here too" in sync_all(a, capsys)
    [folder] = library.removed(a.root)
    b = wrote(tmp_path, pg_url, "B", "Book the train for the offsite")
    sync_all(b, capsys)  # its own "work", first synced while the name was free
    sync_all(a, capsys)  # A takes B's "work"
    with a.options.open("work_restored") as w:  # A's person's own scope of the name, offline
        w.retain("Plan the garden", extract=False)
    [aside] = library.removed(c.root)
    library.restore(c.root, aside)
    assert "is 'work_restored' on every device now" in sync_all(c, capsys)
    said = sync_all(a, capsys)
    assert (f"work_restored: restored on another device, but not put back here: scopes named 'work' and "
            f"'work_restored' here are other scopes; it stays in {folder}. The scope 'work_restored' made here "
            "joins it now, by its name") in said
    assert library.removed(a.root) == [folder]  # nothing moved or lost
    settled_alike(capsys, a, b, c, ["work", "work_restored"])
    assert texts(a, "work_restored") == ["Plan the garden", "The budget review is on Friday"]
