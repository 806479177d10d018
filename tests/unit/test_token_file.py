"""The API token file (issue 15, point 6): created atomically and owner-only, refused when it cannot
be trusted (with a message naming the file and the fix), and rotatable while a server runs."""

import os
import stat
import subprocess
import sys
import threading

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.service.http_api import ApiServer, ensure_token, token_path
from tests.unit.http_raw import exchange, request, store_snapshot


@pytest.fixture
def brain(data_home):
    b = MemoryBrain(scope="api", extractor="none", embedder="none").ensure_init()
    yield b
    b.close()


def stats_with(server, token):
    [answer], _ = exchange(server.server_address, request("GET", "/v1/stats/", server.server_address[1], token=token))
    return answer


def test_a_starter_losing_the_race_uses_the_winners_complete_token(data_home, monkeypatch):
    """Another starter creates the file between this one's "does it exist?" and its own create:
    today that is a FileExistsError (45/200 racing starters), or an empty token (2/200)."""
    import secrets

    real, winner = secrets.token_urlsafe, "w" * 43

    def another_starter_wins_meanwhile(n):
        if not token_path().exists():
            fd = os.open(token_path(), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            os.write(fd, winner.encode())
            os.close(fd)
        return real(n)

    token_path().parent.mkdir(parents=True, exist_ok=True)
    monkeypatch.setattr(secrets, "token_urlsafe", another_starter_wins_meanwhile)
    assert ensure_token() == winner
    monkeypatch.setattr(secrets, "token_urlsafe", real)
    assert [p.name for p in token_path().parent.iterdir()] == ["api-token"]  # no temporary left behind
    # A fresh token: owner-only, 32 random bytes, the same for every thread racing to create it.
    os.unlink(token_path())
    got, barrier = [], threading.Barrier(16)

    def start():
        barrier.wait()
        got.append(ensure_token())

    threads = [threading.Thread(target=start) for _ in range(16)]
    [t.start() for t in threads]
    [t.join() for t in threads]
    assert len(got) == 16 and len(set(got)) == 1 and len(got[0]) >= 43
    assert stat.S_IMODE(os.stat(token_path()).st_mode) == 0o600


@pytest.mark.parametrize("content, mode, words", [
    ("", 0o600, "empty"),
    ("\n  \n", 0o600, "empty"),
    ("abc", 0o600, "only 3 characters"),
    ("x" * 40, 0o644, "chmod 600"),
    ("x" * 40, 0o640, "chmod 600"),
    ("x" * 40, 0o606, "chmod 600"),
    ("two words " + "x" * 40, 0o600, "printable word"),
])
def test_an_untrustworthy_token_file_is_refused_naming_the_file(brain, content, mode, words):
    path = token_path()
    path.write_text(content, encoding="utf-8")
    os.chmod(path, mode)
    with pytest.raises(OSError) as refused:  # an OSError, so `serve` and the window report it in words
        ApiServer(brain, "127.0.0.1", 0)
    message = str(refused.value)
    assert str(path) in message and words in message and "mnemosyne token --rotate" in message
    assert "\n" not in message


def test_an_empty_token_never_authenticates_an_empty_bearer(brain):
    """Today an empty token file makes `Authorization: Bearer ` a valid credential."""
    token_path().write_text("", encoding="utf-8")
    os.chmod(token_path(), 0o600)
    with pytest.raises(OSError, match="empty"):
        ApiServer(brain, "127.0.0.1", 0)
    assert brain.stats()["events"]["pending"] == 0


def test_a_symlinked_token_file_is_refused(brain, tmp_path):
    target = tmp_path / "elsewhere"
    target.write_text("y" * 43, encoding="utf-8")
    os.chmod(target, 0o600)
    token_path().parent.mkdir(parents=True, exist_ok=True)
    token_path().symlink_to(target)
    with pytest.raises(OSError, match="api-token"):
        ApiServer(brain, "127.0.0.1", 0)


def test_serve_reports_a_loose_token_file_in_one_line(brain, data_home):
    """Today `serve` accepts a 0644 token file silently and serves."""
    token_path().write_text("z" * 43, encoding="utf-8")
    os.chmod(token_path(), 0o644)
    brain.close()
    done = subprocess.run([sys.executable, "-m", "mnemosyne_app", "--data-dir", str(data_home), "--scope", "api",
                           "serve", "--port", "0"], capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, PYTHONPATH=os.getcwd()))
    assert done.returncode == 2
    assert "chmod 600" in done.stderr and str(token_path()) in done.stderr and "Traceback" not in done.stderr


def test_rotation_replaces_the_token_and_a_running_server_follows(brain):
    from mnemosyne_app.service.token import rotate_token

    server = ApiServer(brain, "127.0.0.1", 0).start()
    try:
        old = server.token
        assert stats_with(server, old).status == 200
        new = rotate_token(brain.root)
        assert new != old and len(new) >= 43 and token_path(brain.root).read_text().strip() == new
        assert stat.S_IMODE(os.stat(token_path(brain.root)).st_mode) == 0o600
        before = store_snapshot(brain)
        assert stats_with(server, old).status == 401  # the old token stops working at once
        assert stats_with(server, new).status == 200
        assert server.token == new
        # A token file deleted or opened up while serving: the server fails closed, in words.
        os.chmod(token_path(brain.root), 0o644)
        answer = stats_with(server, new)
        assert answer.status == 503 and "chmod 600" in answer.body["error"]
        os.unlink(token_path(brain.root))
        answer = stats_with(server, new)
        assert answer.status == 503 and "missing" in answer.body["error"]
        assert store_snapshot(brain) == before
    finally:
        server.stop()


def test_rotation_fixes_a_loose_file(data_home):
    from mnemosyne_app.service.token import read_token, rotate_token

    token_path().parent.mkdir(parents=True)
    token_path().write_text("q" * 43, encoding="utf-8")
    os.chmod(token_path(), 0o644)
    new = rotate_token(data_home)
    assert read_token(token_path()) == new
