import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    """Every test gets its own data dir; nothing ever touches the person's real store."""
    home = tmp_path / "home"
    monkeypatch.setenv("MNEMOSYNE_HOME", str(home))
    monkeypatch.setenv("MNEMOSYNE_CONFIG", str(tmp_path / "config"))
    monkeypatch.setenv("MNEMOSYNE_LOG_DIR", str(tmp_path / "logs"))
    # Unit tests of the store run without models (fast, deterministic); the tests of the
    # real models ask for them explicitly (tests/model/).
    monkeypatch.setenv("MNEMOSYNE_MODEL", "none")
    monkeypatch.setenv("MNEMOSYNE_EMBEDDER", "none")
    # Never the person's real OS keyring: tests that need one install an in-memory backend.
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    monkeypatch.delenv("MNEMOSYNE_PASSPHRASE_FILE", raising=False)
    return home


@pytest.fixture(autouse=True)
def own_log_handlers():
    """A test that sets logging up (the CLI's main() does) takes its handlers away again: the
    next test's log file is in its own folder, and no file stays open."""
    import logging

    root = logging.getLogger("mnemosyne")
    before = list(root.handlers)
    yield
    for handler in root.handlers[:]:
        if handler not in before:
            root.removeHandler(handler)
            handler.close()


@pytest.fixture
def brain(data_home):
    from mnemosyne_app import MemoryBrain

    b = MemoryBrain(scope="test").ensure_init()
    yield b
    b.close()
