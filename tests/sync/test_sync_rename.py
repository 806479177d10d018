"""A scope renamed on one device is renamed on the others at their next sync (not synced as a
new scope beside the old one), and the memories go on converging under the new name."""

from __future__ import annotations

from mnemosyne_app.cli import main
from mnemosyne_app.core.store import scopes

from tests.sync.helpers import Device, opened_ops


def test_a_scope_rename_propagates(tmp_path, pg_url, capsys):
    a, b = Device(tmp_path / "A", pg_url, scope="work"), Device(tmp_path / "B", pg_url, scope="work")
    with a.brain() as ba:
        ba.retain("The budget review is on Friday", extract=False)
    a.sync()
    b.sync()
    scopes.rename(a.root, "work", "job")
    a.scope = "job"
    with a.brain() as ba:
        ba.retain("The new office opens in June", extract=False)
    a.sync()
    assert {op.scope for op in opened_ops(pg_url)} == {"job"}
    assert main(["--data-dir", str(b.root), "sync", "--all", "--remote", pg_url]) == 0, capsys.readouterr()
    assert scopes.names(b.root) == ["job"]
    b.scope = "job"
    assert a.snapshot() == b.snapshot() and len(b.snapshot()) == 2
    with b.brain() as bb:
        bb.retain("Lunch with the new team on Monday", extract=False)
    b.sync()
    a.sync()
    assert a.snapshot() == b.snapshot() and len(a.snapshot()) == 3
    assert a.verify().valid and b.verify().valid


def test_a_rename_onto_a_name_the_server_has_is_refused(tmp_path, pg_url):
    a = Device(tmp_path / "A", pg_url, scope="work")
    other = Device(tmp_path / "C", pg_url, scope="home")
    for d in (a, other):
        with d.brain() as brain:
            brain.retain(f"a memory of {d.scope}", extract=False)
        d.sync()
    scopes.rename(a.root, "work", "home")
    a.scope = "home"
    try:
        a.sync()
    except Exception as exc:  # the words, not a traceback
        assert "already has a scope named 'home'" in str(exc) and "\n" not in str(exc)
    else:
        raise AssertionError("a rename onto a scope the server has was not refused")
    assert sorted(op.scope for op in opened_ops(pg_url)) == ["home", "work"]
