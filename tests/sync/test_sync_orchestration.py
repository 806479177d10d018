"""One sync orchestration (issue 26): the steps of a sync (connect, check, push and pull, report)
are written once, in sync/run.py, and the window and the CLI both drive it; neither spells a step
out itself."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import mnemosyne_app
from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync import device, run
from tests.sync.conftest import pg_server, pg_url  # noqa: F401  (the fixtures)
from tests.sync.helpers import Device

APP = Path(mnemosyne_app.__file__).parent
FACES = [APP / "gui" / "sync_window.py", APP / "cli" / "sync.py"]
# The calls that make up a sync: only sync/run.py strings them together.
STEPS = {"engine.sync_scope", "engine.follow_renames", "engine.renamed_elsewhere", "engine.seal_vault", "keys.join",
         "keys.rotate", "engine.settle_scopes", "engine.removed_on_server", "device.save_remote", "device.save_password", "device.split_password", "Server"}


def _calls(path: Path) -> set[str]:
    """The functions ``path`` calls, as written (``engine.sync_scope``, ``Server``)."""
    return {ast.unparse(n.func) for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(n, ast.Call)}


@pytest.mark.parametrize("face", FACES, ids=lambda p: p.parent.name)
def test_each_face_drives_the_one_sync_and_spells_out_no_step(face):
    calls = _calls(face)
    assert "run.sync" in calls
    assert not calls & STEPS, sorted(calls & STEPS)


def test_the_steps_are_in_one_place():
    owners = [p.relative_to(APP) for p in APP.rglob("*.py")
              if {"engine.sync_scope", "engine.follow_renames"} <= _calls(p)]
    assert owners == [Path("sync/run.py")]


def test_no_server_typed_or_saved_says_so_before_anything(tmp_path):
    options = BrainOptions(tmp_path, extractor="none", embedder="none")
    with pytest.raises(ValueError, match="no sync server set"):
        run.sync(options, run.SyncAsk(["default"]))
    assert device.saved_remote(tmp_path) is None


def test_the_open_brain_is_driven_and_its_state_reported(tmp_path, pg_url):  # noqa: F811
    """Against the real PostgreSQL: one device pushes; the other, with its scope open, syncs through
    the one orchestration and finds the memory at once; the state after says nothing waits."""
    a, b = Device(tmp_path / "a", pg_url), Device(tmp_path / "b", pg_url)
    with a.brain() as brain:
        brain.retain("the spare key is under the blue pot", extract=False)
    a.sync()
    b.pair()
    with b.brain() as brain:
        done = run.sync(b.options, run.SyncAsk(["default"], remote=pg_url, state_after=True), brain=brain)
        assert [m.text for m in brain.list_memories()] == ["the spare key is under the blue pot"]
        assert [h.text for h in brain.recall("blue pot", k=1)] == ["the spare key is under the blue pot"]
    assert done.reports[0].pulled == 1 and done.states[0]["waiting_to_push"] == 0
    assert done.url == device.saved_remote(b.root) and done.new_key is None  # kept once the server took it
