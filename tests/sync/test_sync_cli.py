"""``mnemosyne sync``: two data directories through one server, the URL kept in settings without
its password (kept owner-only), ``--status``, and bad input as one line in words."""

from __future__ import annotations

import io
import json
import stat
import urllib.parse

from mnemosyne_app.cli import main


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def with_password(url: str, password: str) -> str:
    parts = urllib.parse.urlsplit(url)
    user, _, rest = parts.netloc.partition("@")
    return urllib.parse.urlunsplit(parts._replace(netloc=f"{user.split(':')[0]}:{password}@{rest}"))


def phrase_in(out: str) -> str:
    """The recovery phrase a vault's first sync shows (once)."""
    lines = [line for line in out.splitlines() if line.strip().startswith("recovery phrase:")]
    assert len(lines) == 1, out
    return lines[0].split(":", 1)[1].strip()


def joining(monkeypatch, phrase: str) -> None:
    """The phrase typed for ``sync --join`` (read from standard input when there is no terminal)."""
    monkeypatch.setattr("sys.stdin", io.StringIO(phrase + "\n"))


def test_two_data_dirs_sync_through_the_cli(tmp_path, pg_url, capsys, monkeypatch):
    a, b = str(tmp_path / "A"), str(tmp_path / "B")
    assert run(capsys, "--data-dir", a, "retain", "Bob's birthday is on 3 May", "--no-extract")[0] == 0
    secret_url = with_password(pg_url, "s3cret-pw")  # the test server trusts local sockets: any password
    code, out, err = run(capsys, "--data-dir", a, "sync", "--remote", secret_url)
    assert code == 0, err
    joining(monkeypatch, phrase_in(out))
    code, out, err = run(capsys, "--data-dir", b, "--json", "sync", "--remote", pg_url, "--join")
    assert code == 0, err
    report = json.loads(out)
    assert report["scopes"][0]["outcomes"]["applied"] == 1
    code, out, _ = run(capsys, "--data-dir", b, "--json", "recall", "birthday")
    assert "Bob's birthday" in out
    # The URL is kept in settings, its password apart from it, readable by the owner only.
    settings = (tmp_path / "A" / "settings.ini").read_text()
    assert "s3cret-pw" not in settings and "remote" in settings
    secret = tmp_path / "A" / "sync-password"
    assert secret.read_text() == "s3cret-pw" and stat.S_IMODE(secret.stat().st_mode) == 0o600
    # A second sync needs no --remote, and changes nothing.
    code, out, err = run(capsys, "--data-dir", a, "--json", "sync")
    assert code == 0, err
    assert json.loads(out)["scopes"][0]["new_on_server"] == 0
    code, out, _ = run(capsys, "--data-dir", a, "sync", "--status")
    assert code == 0 and "waiting to push 0, to pull 0, conflicts 0" in out
    for folder in (a, b):
        assert run(capsys, "--data-dir", folder, "verify")[0] == 0


def test_an_encrypted_data_dir_syncs_with_its_passphrase(tmp_path, pg_url, capsys, monkeypatch):
    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.core.store import crypto

    a, b = tmp_path / "A", tmp_path / "B"
    with MemoryBrain(a, "default", passphrase="laptop pass", extractor="none", embedder="none") as brain:
        brain.retain("The spare key is under the blue pot", extract=False)
    assert crypto.is_encrypted(a / "scopes" / "default.db")
    key_file = tmp_path / "pass"
    key_file.write_text("laptop pass")
    key_file.chmod(0o600)
    monkeypatch.setenv("MNEMOSYNE_PASSPHRASE_FILE", str(key_file))
    code, out, err = run(capsys, "--data-dir", str(a), "sync", "--remote", pg_url)
    assert code == 0 and "pushed 1 new operations" in out, err
    phrase = phrase_in(out)
    code, out, err = run(capsys, "--data-dir", str(a), "sync", "--status")
    assert code == 0 and "waiting to push 0" in out, err
    monkeypatch.delenv("MNEMOSYNE_PASSPHRASE_FILE")
    joining(monkeypatch, phrase)
    assert run(capsys, "--data-dir", str(b), "sync", "--remote", pg_url, "--join")[0] == 0
    assert "spare key" in run(capsys, "--data-dir", str(b), "recall", "spare key")[1]
    assert crypto.is_encrypted(a / "scopes" / "default.db")  # the sync left the store encrypted


def test_sync_errors_are_one_line_and_change_nothing(tmp_path, capsys):
    a = str(tmp_path / "A")
    code, _, err = run(capsys, "--data-dir", a, "sync")
    assert code == 2 and "no sync server set" in err and err.count("\n") == 1
    code, _, err = run(capsys, "--data-dir", a, "sync", "--remote", "https://example.org/db")
    assert code == 2 and "postgresql:// URL" in err
    code, _, err = run(capsys, "--data-dir", a, "sync", "--remote", f"postgresql://me:pw@/db?host={tmp_path}/none")
    assert code == 2 and "cannot connect to the sync server" in err and "pw" not in err.replace("postgresql", "")
    assert err.count("\n") == 1
    # A server that could not be reached is not kept (nothing changed), and --status works offline.
    assert not (tmp_path / "A" / "settings.ini").exists() and not (tmp_path / "A" / "sync-password").exists()
    code, out, _ = run(capsys, "--data-dir", a, "sync", "--status", "--remote", f"postgresql://me@/db?host={tmp_path}")
    assert code == 0 and "unreachable" in out and "waiting to push" in out
