"""How commands are declared (each once, its arguments beside its handler), the BrainOptions
the CLI and its services open scopes with, and the ``token`` command."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import json
import sys
import types

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.cli import COMMANDS, build_parser, main
from mnemosyne_app.cli.registry import Arg, OneOf, arg, command
from mnemosyne_app.core.options import BrainOptions


def run(*argv) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


# -- declaration ---------------------------------------------------------------------------------
def test_commands_keep_their_names_and_order():
    assert list(COMMANDS) == ["retain", "recall", "show", "edit", "forget", "restore", "profile", "verify", "stats", "dedup", "sweep", "compact", "extract", "serve", "mcp",
                              "token", "agents", "scopes", "events", "status", "flush", "drill", "import", "export", "sync",
                              "settle", "encrypt", "decrypt", "rekey", "vault"]


def test_each_subparser_takes_exactly_the_arguments_declared_beside_its_handler():
    parser = build_parser()
    subparsers = next(a for a in parser._actions if a.dest == "command").choices
    common = {"-h", "--help", "--data-dir", "--scope", "--synchronous", "--json", "--model"}
    for name, cmd in COMMANDS.items():
        declared = []
        for spec in cmd.args:
            for a in (spec.args if isinstance(spec, OneOf) else (spec,)):
                declared += list(a.flags)
        taken = [flag for action in subparsers[name]._actions for flag in (action.option_strings or [action.dest])]
        assert sorted(set(taken) - common) == sorted(declared), name
        assert subparsers[name].get_default("func") is cmd.run


def test_a_command_declared_twice_is_a_programming_error():
    with pytest.raises(RuntimeError, match="declared twice"):
        command("stats", "again")(lambda args: 0)
    assert COMMANDS["stats"].help.startswith("counts of memories")


def test_arg_keeps_flags_and_options():
    assert arg("--limit", type=int, default=50) == Arg(("--limit",), {"type": int, "default": 50})


# -- BrainOptions --------------------------------------------------------------------------------
def test_brain_options_is_a_frozen_value_that_opens_scopes(tmp_path):
    opts = BrainOptions(tmp_path, synchronous="FULL", extractor="none", embedder="none", resume=False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        opts.synchronous = "NORMAL"
    assert opts.root == tmp_path.resolve()
    with opts.open("work") as brain:
        assert (brain.scope, brain.synchronous, brain.extractor, brain.embedder) == ("work", "FULL", None, None)
        assert brain.db_path == tmp_path.resolve() / "scopes" / "work.db" and brain.db_path.exists()
    assert opts.replace(synchronous="EXTRA").synchronous == "EXTRA" and opts.synchronous == "FULL"


def test_brain_options_passes_what_is_set_and_leaves_the_rest_to_the_brains_defaults(tmp_path, monkeypatch):
    seen = []

    class Spy(MemoryBrain):
        def __init__(self, path=None, scope="default", **kwargs):
            seen.append((path, scope, kwargs))
            super().__init__(path, scope, **kwargs)

    monkeypatch.setattr("mnemosyne_app.core.options.MemoryBrain", Spy)
    BrainOptions(tmp_path, extractor="none", embedder="none").brain("a")
    BrainOptions(tmp_path, extractor="none", embedder="none", resume=False,
                 queue_max_depth=3, worker_delay=0.5).brain("b")
    assert seen == [
        (tmp_path, "a", {"synchronous": "NORMAL", "extractor": "none", "embedder": "none", "resume": True}),
        (tmp_path, "b", {"synchronous": "NORMAL", "extractor": "none", "embedder": "none", "resume": False,
                         "queue_max_depth": 3, "worker_delay": 0.5})]


def test_brain_options_refuses_a_bad_scope_before_touching_a_file(tmp_path):
    with pytest.raises(ValueError, match="scope name"):
        BrainOptions(tmp_path / "data").brain("../escape")
    assert list(tmp_path.iterdir()) == []


def test_the_cli_and_its_services_open_scopes_through_brain_options(tmp_path, monkeypatch):
    opened = []
    real_open = BrainOptions.open

    def spy(self, scope="default"):
        opened.append((self, scope))
        return real_open(self, scope)

    monkeypatch.setattr(BrainOptions, "open", spy)
    assert run("--data-dir", str(tmp_path), "--synchronous", "FULL", "--model", "none", "status", "--scope", "s")[0] == 0
    served = []
    monkeypatch.setattr("mnemosyne_app.service.mcp_server.run_stdio", lambda brain: served.append(brain) or brain.close() or 0)
    assert run("--data-dir", str(tmp_path), "mcp")[0] == 0
    assert [(o.data_dir, o.synchronous, o.extractor, o.resume, scope) for o, scope in opened] == [
        (str(tmp_path), "FULL", "none", False, "s"),  # status looks at the queue without working it
        (str(tmp_path), "NORMAL", "auto", True, "default")]
    assert served and served[0].scope == "default"


# -- token ---------------------------------------------------------------------------------------
@pytest.fixture
def fake_token_module(monkeypatch):
    """service/token.py is being written in another branch: stand in for it."""
    calls = []
    module = types.ModuleType("mnemosyne_app.service.token")

    def rotate_token(root):
        calls.append(root)
        (root / "api-token").write_text("s3cret-new-token")
        return "s3cret-new-token"

    module.rotate_token = rotate_token
    monkeypatch.setitem(sys.modules, "mnemosyne_app.service.token", module)
    return calls


def test_token_rotate_calls_rotate_token_with_the_data_dir_and_never_prints_the_token(tmp_path, fake_token_module):
    code, out, err = run("--data-dir", str(tmp_path), "token", "--rotate")
    assert (code, err) == (0, "") and fake_token_module == [tmp_path.resolve()]
    assert out.strip() == f"rotated the API token in {tmp_path.resolve() / 'api-token'}"
    code, out, err = run("--data-dir", str(tmp_path), "token", "--rotate", "--json")
    assert json.loads(out) == {"path": str(tmp_path.resolve() / "api-token"), "rotated": True}
    assert "s3cret" not in out + err


def test_token_without_rotate_says_where_it_is_and_changes_nothing(tmp_path, fake_token_module):
    data = tmp_path / "data"
    data.mkdir()
    code, out, err = run("--data-dir", str(data), "token")
    assert code == 0 and out.strip() == f"the API token is kept in {data.resolve() / 'api-token'}"
    assert fake_token_module == [] and list(data.iterdir()) == []


def test_token_rotate_without_the_token_module_is_a_one_line_error(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "mnemosyne_app.service.token", None)  # importing it fails
    code, out, err = run("--data-dir", str(tmp_path), "token", "--rotate")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert err.startswith("mnemosyne token: error: token rotation is not available")


def test_a_bug_is_one_line_exit_70_with_the_traceback_in_the_log_only(tmp_path, monkeypatch):
    from mnemosyne_app import log

    def broken(self):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(MemoryBrain, "stats", broken)
    code, out, err = run("--data-dir", str(tmp_path), "stats")
    assert code == 70 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert "unexpected error: a bug;" in err and "ZeroDivisionError" not in err and str(log.log_file()) in err
    assert "Traceback" in log.log_file().read_text(encoding="utf-8")
