"""--selftest (unfrozen here; against the frozen build when `make package` has run) and logging."""

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FROZEN = ROOT / "dist" / "mnemosyne" / "mnemosyne"


@pytest.mark.model
def test_selftest_passes_with_the_real_parts():
    r = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--selftest"], capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    for check in ("sqlite-vec extension", "async write", "audit ledger", "extraction model", "embedder"):
        assert f"ok    {check}" in r.stdout
    # The installed default embedder is checked, even where the app's own is turned off (as here).
    assert "use-multilingual-v3: 512 dimensions" in r.stdout
    assert r.stdout.strip().endswith("selftest passed")


def test_selftest_reports_what_is_broken(tmp_path):
    # A model path that is not a GGUF: the selftest must say which check failed and exit 1.
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF" + b"\0" * 32)
    env = dict(os.environ, MNEMOSYNE_CACHE=str(tmp_path / "cache"))
    code = ("import sys; from mnemosyne_app.core.model import llama_extractor as m; "
            f"m.LlamaExtractor.__init__.__defaults__ = ({str(bad)!r}, 160, None); "
            "from mnemosyne_app import selftest; sys.exit(selftest.run())")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 1 and "FAIL  extraction model" in r.stdout and "selftest FAILED" in r.stdout


@pytest.mark.skipif(not FROZEN.exists(), reason="run `make package` to build the frozen app")
def test_frozen_build_selftest():
    r = subprocess.run([str(FROZEN), "--selftest"], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr


def test_logging_goes_to_a_rotating_file_per_area(tmp_path, monkeypatch):
    from mnemosyne_app import log

    monkeypatch.setenv("MNEMOSYNE_LOG_DIR", str(tmp_path / "logs"))
    root = logging.getLogger("mnemosyne")
    saved = list(root.handlers)
    try:
        root.handlers = []
        path = log.setup()
        logging.getLogger("mnemosyne.store").info("opened a store")
        for h in root.handlers:
            h.flush()
        text = path.read_text()
        assert path.parent == tmp_path / "logs" and "mnemosyne.store: opened a store" in text
        shown = []
        log.install_crash_handler(show=shown.append)
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        for h in root.handlers:
            h.flush()
        assert "uncaught exception" in path.read_text() and str(path) in shown[0]
        # The event loop's fallback must not replace the crash handler (it used to, on every start).
        from mnemosyne_app import qt_async

        hook = sys.excepthook
        qt_async.log_uncaught()
        assert sys.excepthook is hook
    finally:
        for h in root.handlers:
            h.close()
        root.handlers = saved
        sys.excepthook = sys.__excepthook__
