"""A process that holds a passphrase writes no core dump (issue 31, point 5): checked in a child
process, before and after a key exists, and by crashing it beside a plain-store control."""

import os
import signal
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl and core files as Linux has them")

CHILD = r"""
import os, resource, sys
from mnemosyne_app.core.store import no_core_dumps
hard = resource.getrlimit(resource.RLIMIT_CORE)[1]
resource.setrlimit(resource.RLIMIT_CORE, (hard, hard))  # as a person with `ulimit -c unlimited` runs it
print("before", no_core_dumps.dumpable())
from mnemosyne_app import MemoryBrain
secret = sys.argv[1] == "secret"
b = MemoryBrain(scope="diary", extractor="none", embedder="none",
                passphrase="correct horse" if secret else None).ensure_init()
b.retain("my secret diary entry", kind="note")
print("after", resource.getrlimit(resource.RLIMIT_CORE), no_core_dumps.dumpable())
sys.stdout.flush()
if len(sys.argv) > 2:
    os.chdir(sys.argv[2])
    os.abort()
b.close()
"""


def run_child(kind, *args):
    home = os.path.join(os.environ["MNEMOSYNE_HOME"], kind)  # an encrypted and a plain store never share a data dir
    return subprocess.run([sys.executable, "-c", CHILD, kind, *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "MNEMOSYNE_TEST_WEAK_KDF": "1", "MNEMOSYNE_HOME": home})


def test_an_unlocked_vault_turns_core_dumps_off_in_its_process():
    proc = run_child("secret")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["before True", "after (0, 0) False"]


def test_a_plain_store_leaves_the_persons_core_dump_setting_alone():
    proc = run_child("plain")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[1].endswith("True")


def test_a_crash_while_unlocked_leaves_no_core_file(tmp_path):
    plain, secret = tmp_path / "plain", tmp_path / "secret"
    plain.mkdir(), secret.mkdir()
    control = run_child("plain", str(plain))
    assert control.returncode == -signal.SIGABRT
    if not any(p.name.startswith("core") for p in plain.iterdir()):
        pytest.skip("this machine writes no core files at all (core_pattern or hard limit)")
    proc = run_child("secret", str(secret))
    assert proc.returncode == -signal.SIGABRT
    assert not any(p.name.startswith("core") for p in secret.iterdir())
