"""The window prepares the embedder when a scope opens (issue 31, point 1), on the background
lane, before any write: a first write no longer stops for it, and a CLI or MCP server starting at
the same time waits for this preparation instead of racing it."""

import pytest

from tests.gui.waiting import wait_until

pytestmark = pytest.mark.model


def test_opening_the_window_prepares_the_embedder_before_any_write(make_window, tmp_path, monkeypatch):
    cache = tmp_path / "fresh-cache"
    monkeypatch.setenv("MNEMOSYNE_CACHE", str(cache))
    said = []
    w = make_window(settings={"embedder": "minilm"})
    w.jobs.progressed.connect(said.append)
    wait_until(lambda: any((cache / "models").glob("minilm-int8-*/model.onnx")), timeout=180,
               what="the embedder's graph in the cache")
    assert w.session.brain.stats()["writes"] == 0
    wait_until(lambda: not w.jobs.running, timeout=60, what="the background jobs to end")
    assert not list((cache / "models").glob("*.partial"))
