"""The conversion drill: ``mnemosyne encrypt`` and ``mnemosyne rekey`` killed with SIGKILL at
random moments. After each kill every scope file (live and removed) must open with the old or
the new key and hold every memory, and running the command again must finish the job.

MNEMOSYNE_KILL_TRIALS sets the trials per command (3 by default; `make drill-encryption` runs 50).
The drill uses crypto.py's documented test hook MNEMOSYNE_TEST_WEAK_KDF=1 (Argon2id 1 pass over
1 MiB instead of 3 over 64 MiB, in this process and the killed ones): a trial does ~40 key
derivations, which at full cost made 100 trials take over an hour on a loaded machine. What is
drilled (where a kill lands among the copies, renames and marker writes) does not depend on the
KDF's cost; test_encryption.py covers the real settings. Each test prints where its kills landed."""

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core import errors
from mnemosyne_app.core.store import crypto, crypto_convert, crypto_dir, driver, scopes

pytestmark = pytest.mark.slow
TRIALS = int(os.environ.get("MNEMOSYNE_KILL_TRIALS", "3"))


@pytest.fixture(autouse=True)
def weak_kdf(monkeypatch):
    monkeypatch.setenv(crypto.WEAK_KDF_ENV, "1")
OLD, NEW = "old passphrase", "new passphrase"


def passfile(folder: Path, name: str, text: str) -> str:
    p = folder / name
    p.write_text(text)
    os.chmod(p, 0o600)
    return str(p)


def memories_in(db: Path, key) -> int | None:
    """How many memories ``db`` holds when opened with ``key`` (None: plain); None if it does not open."""
    try:
        # As the app opens a scope (a writable open recovers the -wal a kill can leave behind; a
        # read-only one cannot); check_each_file_opens_with_one_key works on a copy for this.
        conn = driver.open_connection(db, key=key, create=False)
    except errors.WrongPassphraseError:
        return None
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)], db
        return driver.scalar(conn, "SELECT count(*) FROM memories")
    finally:
        conn.close()


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    """A data dir with three scopes and a removed one; (folder, memories per file). The memories
    are long (~1.3 kB) so that copying a file takes a while: with the weak test KDF a conversion
    is otherwise over in a few milliseconds, and almost no kill would land inside one."""
    root = tmp_path_factory.mktemp("pristine")
    rng = random.Random(5)
    words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda omicron sigma".split()
    for i, scope in enumerate(("personal", "work", "health", "gone")):
        with MemoryBrain(root, scope, extractor="none", embedder="none") as b:
            b.retain_batch([f"{scope} memory {n} " + " ".join(rng.choices(words, k=200))
                            for n in range(300 + 50 * i)])
    scopes.remove(root, "gone")
    return root, {db.name: 300 + 50 * i for i, db in enumerate(
        [root / "scopes" / f"{s}.db" for s in ("personal", "work", "health")] + [next((root / "removed").glob("*/gone.db"))])}


def run_cli(root: Path, args: list[str], env: dict, kill_after: float | None = None) -> bool:
    """Run ``mnemosyne <args>``; with ``kill_after``, SIGKILL it then. True if it finished."""
    proc = subprocess.Popen([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(root), *args],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if kill_after is None:
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err.decode()
        return True
    try:
        proc.wait(timeout=kill_after)
        finished = True
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        finished = False
    proc.stderr.close()
    return finished


def time_conversion(root: Path, command: list[str], env: dict) -> tuple[float, float]:
    """Run ``command`` to the end once; (seconds until the first ``.converting`` copy appeared,
    seconds in all). Kills are drawn from a little before the first to the end: most of a run is
    the interpreter starting, and a kill there is no test of the conversion."""
    proc = subprocess.Popen([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(root), *command],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started, first = time.monotonic(), None
    while proc.poll() is None:
        if first is None and (any(root.glob(f"*/*{crypto_convert.SUFFIX}"))
                              or any(root.glob(f"removed/*/*{crypto_convert.SUFFIX}"))):
            first = time.monotonic() - started
        time.sleep(0.001)
    assert proc.returncode == 0
    full = time.monotonic() - started
    return (first if first is not None else 0.5 * full), full


def env_with(tmp: Path, **files) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MNEMOSYNE_") or k in ("MNEMOSYNE_LOG_DIR",)}
    env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).resolve().parents[2]), env.get("PYTHONPATH", "")])
    env[crypto.WEAK_KDF_ENV] = "1"
    env.update(MNEMOSYNE_MODEL="none", MNEMOSYNE_EMBEDDER="none", PYTHON_KEYRING_BACKEND="keyring.backends.fail.Keyring")
    for var, text in files.items():
        env[var] = passfile(tmp, var, text)
    return env


def check_each_file_opens_with_one_key(root: Path, expected: dict, old_key, new_key) -> int:
    """Every scope file opens with ``old_key`` or ``new_key`` and holds all it held; returns how
    many are on the new key."""
    on_new = 0
    copy = root.with_name(root.name + "-check")  # the killed state stays as it was for the rerun
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(root, copy)
    root = copy
    files = crypto_dir.scope_files(root)
    assert sorted(f.name for f in files) == sorted(expected)
    for db in files:
        if crypto.is_encrypted(db):
            got = memories_in(db, new_key) if new_key is not None else None
            is_new = got is not None
            if got is None and old_key is not None:
                got = memories_in(db, old_key)
        else:
            got, is_new = memories_in(db, None), new_key is None
        assert got == expected[db.name], f"{db} opens with neither key, or lost memories ({got})"
        on_new += is_new
    shutil.rmtree(copy)
    return on_new


def drill(tmp_path, pristine, command: list[str], prepare, old_key, new_key, files: dict):
    source, expected = pristine
    timing = tmp_path / "timing"
    shutil.copytree(source, timing)
    prepare(timing)
    env = env_with(tmp_path, **files)
    first_copy, full = time_conversion(timing, command, env)
    rng = random.Random(20)
    landed = {"finished": 0, "before the first file": 0, "between files": 0, "after the last file": 0}
    for trial in range(TRIALS):
        root = tmp_path / f"trial{trial}"
        shutil.copytree(source, root)
        prepare(root)
        finished = run_cli(root, command, env, kill_after=rng.uniform(0.8 * first_copy, full))
        on_new = check_each_file_opens_with_one_key(root, expected, old_key, new_key)
        landed["finished" if finished else "before the first file" if on_new == 0
               else "between files" if on_new < len(expected) else "after the last file"] += 1
        run_cli(root, command, env)  # the next run finishes the job
        assert check_each_file_opens_with_one_key(root, expected, None, new_key) == len(expected)
        assert crypto_dir.read(root) is None or crypto_dir.read(root).pending is None
        assert not list(root.rglob(f"*{crypto_convert.SUFFIX}"))
        with MemoryBrain(root, "work", passphrase=new_key.passphrase) as b:
            assert b.verify_integrity().valid
        shutil.rmtree(root)
    print(f"\n{command[0]}: {TRIALS} trials, a full run {full:.2f} s (first copy begun at {first_copy:.2f} s); "
          f"kills landed: {landed}")
    return landed["between files"]


def test_sigkill_during_encrypt_leaves_every_scope_plain_or_encrypted_and_the_next_run_finishes(tmp_path, pristine):
    new_key = crypto.StoreKey(NEW)
    assert new_key.cipher.mcost == 1024  # the hook is on for this process too

    def plain(root):
        pass

    killed_mid = drill(tmp_path, pristine, ["encrypt"], plain, None, new_key, {"MNEMOSYNE_PASSPHRASE_FILE": NEW})
    assert TRIALS < 4 or killed_mid >= 1  # some kills did land between two files


def test_sigkill_during_rekey_leaves_every_scope_on_one_of_the_two_keys(tmp_path, pristine):
    def encrypted(root):
        crypto_convert.encrypt(root, OLD)

    killed_mid = drill(tmp_path, pristine, ["rekey"], encrypted, crypto.StoreKey(OLD), crypto.StoreKey(NEW),
                       {"MNEMOSYNE_PASSPHRASE_FILE": OLD, "MNEMOSYNE_NEW_PASSPHRASE_FILE": NEW})
    assert TRIALS < 4 or killed_mid >= 1
