"""Local files are the owner's alone: the data dir and scopes folder 0700; databases, their WAL
and shared-memory files, exports and logs 0600, whatever the process's umask, and tightened on
stores an older version left open. An export never replaces anything but a regular file."""

import logging
import os
import stat
import subprocess
import sys
import threading

import pytest

from mnemosyne_app import MemoryBrain

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")


def mode(path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@pytest.fixture
def loose_umask():
    """The umask most desktops start programs with: files 0644, folders 0755 unless the code
    asks for less."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def store_files(root):
    scopes = root / "scopes"
    return [root, scopes, *sorted(scopes.iterdir())]


def test_a_new_store_is_private_whatever_the_umask(tmp_path, loose_umask):
    root = tmp_path / "data"
    with MemoryBrain(root) as brain:
        brain.retain("my bank is in Porto", extract=False)
        files = store_files(root)
        names = [p.name for p in files]
        assert {"default.db", "default.db-wal", "default.db-shm"} <= set(names)
        assert {p.name: mode(p) for p in files} == {
            "data": 0o700, "scopes": 0o700, "default.db": 0o600, "default.db-wal": 0o600, "default.db-shm": 0o600}


def test_an_existing_store_left_readable_is_tightened_when_opened(tmp_path, loose_umask):
    root = tmp_path / "data"
    with MemoryBrain(root) as brain:
        brain.retain("something private", extract=False)
        for p in store_files(root):  # what an older version (or a copy with cp -r) left
            os.chmod(p, 0o755 if p.is_dir() else 0o644)
    with MemoryBrain(root) as brain:
        assert brain.stats()["memories"] == 1
        assert {p.name: mode(p) for p in store_files(root)} == {
            "data": 0o700, "scopes": 0o700, "default.db": 0o600, "default.db-wal": 0o600, "default.db-shm": 0o600}


def test_folders_above_the_data_dir_are_left_alone(tmp_path, loose_umask):
    parent = tmp_path / "shared"
    parent.mkdir(mode=0o755)
    os.chmod(parent, 0o755)
    with MemoryBrain(parent / "data") as brain:
        brain.retain("x", extract=False)
    assert mode(parent) == 0o755 and mode(parent / "data") == 0o700


def test_exports_are_0600_whatever_the_umask_and_replace_a_regular_file(brain, tmp_path, loose_umask):
    brain.retain("my passport number is in the drawer", extract=False)
    for fmt in ("json", "jsonl", "markdown"):
        out = tmp_path / f"out.{fmt}"
        out.write_text("an older export")
        os.chmod(out, 0o644)
        assert brain.export(out, format=fmt) == 1
        assert mode(out) == 0o600 and "passport" in out.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(("out", ".out"))) == [
        "out.json", "out.jsonl", "out.markdown"]  # no temporary file left beside them


def test_export_refuses_a_symlink_and_leaves_it_and_its_target_untouched(brain, tmp_path):
    from mnemosyne_app.core.errors import MnemosyneError

    brain.retain("secret", extract=False)
    target = tmp_path / "target.txt"
    target.write_text("do not touch")
    link = tmp_path / "export.json"
    link.symlink_to(target)
    with pytest.raises(MnemosyneError, match="it is a symbolic link"):
        brain.export(link)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text() == "do not touch"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["export.json", "home", "target.txt"]


def test_export_refuses_a_fifo_without_blocking_or_replacing_it(brain, tmp_path):
    from mnemosyne_app.core.errors import MnemosyneError

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    done = []

    def export():
        try:
            brain.export(fifo)
        except MnemosyneError as exc:
            done.append(str(exc))

    worker = threading.Thread(target=export, daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # the old code opened the FIFO for writing: unblock it to end the test
        with open(fifo, "rb") as f:
            f.read()
        worker.join(10)
    assert done and "FIFO" in done[0]
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_export_refuses_a_folder(brain, tmp_path):
    from mnemosyne_app.core.errors import MnemosyneError

    folder = tmp_path / "exports"
    folder.mkdir()
    with pytest.raises(MnemosyneError, match="it is a folder"):
        brain.export(folder)
    assert folder.is_dir() and list(folder.iterdir()) == []


def test_the_log_file_and_folder_are_private_including_rotated_files(tmp_path, monkeypatch, loose_umask):
    from mnemosyne_app import log

    monkeypatch.setenv("MNEMOSYNE_LOG_DIR", str(tmp_path / "logs"))
    root = logging.getLogger("mnemosyne")
    before = list(root.handlers)
    try:
        path = log.setup()
        handler = next(h for h in root.handlers if h not in before and hasattr(h, "doRollover"))
        logging.getLogger("mnemosyne.store").warning("opened %s", "a store")
        handler.doRollover()
        logging.getLogger("mnemosyne.store").warning("after the rollover")
        handler.flush()
        assert mode(path.parent) == 0o700
        assert {p.name: mode(p) for p in path.parent.iterdir()} == {"mnemosyne.log": 0o600, "mnemosyne.log.1": 0o600}
    finally:
        for h in root.handlers[:]:
            if h not in before:
                root.removeHandler(h)
                h.close()


def test_an_old_log_file_left_readable_is_tightened(tmp_path, monkeypatch, loose_umask):
    from mnemosyne_app import log

    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "mnemosyne.log").write_text("old lines\n")
    os.chmod(logs / "mnemosyne.log", 0o644)
    os.chmod(logs, 0o755)
    monkeypatch.setenv("MNEMOSYNE_LOG_DIR", str(logs))
    root = logging.getLogger("mnemosyne")
    before = list(root.handlers)
    try:
        log.setup()
        assert (mode(logs), mode(logs / "mnemosyne.log")) == (0o700, 0o600)
    finally:
        for h in root.handlers[:]:
            if h not in before:
                root.removeHandler(h)
                h.close()


def test_the_cli_creates_everything_private(tmp_path):
    env = dict(os.environ, MNEMOSYNE_LOG_DIR=str(tmp_path / "logs"))
    data = tmp_path / "data"
    code = ("import os, sys; os.umask(0o022); from mnemosyne_app.cli import main; sys.exit(main(sys.argv[1:]))")
    for args in (["retain", "a private note", "--no-extract"], ["export", str(tmp_path / "out.md"), "--format", "markdown"]):
        r = subprocess.run([sys.executable, "-c", code, "--data-dir", str(data), *args],
                           capture_output=True, text=True, env=env, timeout=60)
        assert r.returncode == 0, r.stderr
    assert {p.name: mode(p) for p in store_files(data)} == {
        "data": 0o700, "scopes": 0o700, "default.db": 0o600}  # the CLI closes cleanly: WAL folded in
    assert mode(tmp_path / "out.md") == 0o600
    assert mode(tmp_path / "logs") == 0o700 and mode(tmp_path / "logs" / "mnemosyne.log") == 0o600


def test_a_folder_the_person_chose_is_left_as_it_is_until_it_holds_a_store(tmp_path, loose_umask):
    """--data-dir may name an existing folder that holds other things (even the home folder):
    only what Mnemosyne creates in it is made private, until it is a store of its own."""
    chosen = tmp_path / "documents"
    chosen.mkdir()
    os.chmod(chosen, 0o755)
    with MemoryBrain(chosen) as brain:
        brain.retain("x", extract=False)
    assert (mode(chosen), mode(chosen / "scopes"), mode(chosen / "scopes" / "default.db")) == (0o755, 0o700, 0o600)


def test_a_shared_sticky_folder_is_never_changed(tmp_path, loose_umask):
    shared = tmp_path / "tmp-like"
    shared.mkdir()
    os.chmod(shared, 0o1777)
    for _ in range(2):  # the second open finds a store there: still not ours to change
        with MemoryBrain(shared) as brain:
            brain.retain("x", extract=False)
    assert stat.S_IMODE(os.stat(shared).st_mode) == 0o1777 and mode(shared / "scopes") == 0o700
