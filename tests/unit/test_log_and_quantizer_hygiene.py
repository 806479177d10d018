"""Two leaks found by the adversarial campaign (issue 31, point 7): a symlink planted at the log
file's name was followed (and its target chmodded), and preparing the embedder left a handler
on the process's root logger that prints every library's log lines to stderr."""

import logging
import os
import stat
import subprocess
import sys

import pytest

from mnemosyne_app import log


def test_a_symlinked_log_file_is_neither_followed_nor_chmodded(tmp_path, monkeypatch, capsys):
    logs = tmp_path / "logs"
    logs.mkdir()
    target = tmp_path / "someone-elses-file"
    target.write_text("theirs\n")
    target.chmod(0o644)
    (logs / "mnemosyne.log").symlink_to(target)
    monkeypatch.setenv("MNEMOSYNE_LOG_DIR", str(logs))
    log.setup()
    logging.getLogger("mnemosyne.test").warning("a line that quotes a memory")
    assert target.read_text() == "theirs\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    err = capsys.readouterr().err
    assert "it is a symbolic link" in err and "Traceback" not in err


def test_an_ordinary_log_file_is_written_and_owner_only(tmp_path, monkeypatch):
    monkeypatch.setenv("MNEMOSYNE_LOG_DIR", str(tmp_path / "logs"))
    path = log.setup()
    logging.getLogger("mnemosyne.test").warning("written")
    for h in logging.getLogger("mnemosyne").handlers:
        h.flush()
    assert "written" in path.read_text()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


@pytest.mark.model
def test_preparing_the_embedder_leaves_the_root_logger_as_it_was(tmp_path):
    script = ("import logging\n"
              "from mnemosyne_app.core.model import onnx_minilm\n"
              "onnx_minilm.prepared_model()\n"
              "root = logging.getLogger()\n"
              "print(root.level, len(root.handlers))\n"
              "logging.getLogger('somelib').warning('a library warning')\n")
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "MNEMOSYNE_CACHE": str(tmp_path)})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["30", "0"]
    assert "a library warning" in proc.stderr  # Python's last-resort handler, as before: once, unformatted
    assert "[INFO]" not in proc.stderr and "[WARNING]" not in proc.stderr
