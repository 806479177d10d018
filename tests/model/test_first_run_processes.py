"""The first day (issue 31, point 1): the window, an agent's MCP server and the CLI make their
first writes at once, on a cache where nothing is prepared yet. All three prepared the embedder
into one shared ``.partial`` folder: 11 of 15 CLI writes and 17 of 54 library writes were told
"failed" (with texts such as "No such file or directory: …partial/folded-inferred.onnx") for
data that had in fact landed. Now one prepares under a lock and the others use its result."""

import json
import os
import subprocess
import sys
import textwrap
import time

import pytest

from mnemosyne_app import MemoryBrain

pytestmark = [pytest.mark.model, pytest.mark.slow]

# A library process (the window or an MCP server): two sync writes and two async ones, each
# reported exactly as it ended.
LIBRARY = textwrap.dedent(
    """
    import json, os, sys, time
    go = sys.argv[2]
    while not os.path.exists(go):
        time.sleep(0.005)
    from mnemosyne_app import MemoryBrain
    out = []
    brain = MemoryBrain(sys.argv[1], extractor="sentences", embedder="minilm").ensure_init()
    for i in range(2):
        try:
            r = brain.retain(f"{sys.argv[3]} sync note {i} about my garden", extract=False)
            out.append(["sync", r.outcome, None])
        except Exception as exc:
            out.append(["sync", "error", f"{type(exc).__name__}: {exc}"])
    brain.hot_path("enable")
    ids = []
    for i in range(2):
        try:
            ids.append(brain.retain(f"{sys.argv[3]} async note {i} about my bike", fast=True, extract=False).event_id)
        except Exception as exc:
            out.append(["async", "error", f"{type(exc).__name__}: {exc}"])
    brain.hot_path("flush", timeout=300)
    for event_id in ids:
        ev = brain.get_event(event_id)
        out.append(["async", ev.status, ev.error])
    brain.close()
    print(json.dumps(out))
    """
)

RAW_TEXTS = ("No such file", ".partial", "File exists", "Traceback", "ai.onnx domain", "Errno")


def test_three_processes_on_a_fresh_cache_each_make_their_first_writes(tmp_path):
    root, cache, go = tmp_path / "data", tmp_path / "fresh-cache", tmp_path / "go"
    MemoryBrain(root, extractor="none", embedder="none").ensure_init().close()
    env = {**os.environ, "MNEMOSYNE_CACHE": str(cache)}
    procs = [subprocess.Popen([sys.executable, "-c", LIBRARY, str(root), str(go), name], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for name in ("window", "mcp")]
    cli_script = ("import os, sys, time\n"
                  f"while not os.path.exists({str(go)!r}): time.sleep(0.005)\n"
                  "from mnemosyne_app.cli import main\n"
                  "sys.exit(main(sys.argv[1:]))\n")
    cli = subprocess.Popen([sys.executable, "-c", cli_script, "--data-dir", str(root), "retain",
                            "cli note about my cat", "--no-extract"],
                           env={**env, "MNEMOSYNE_MODEL": "sentences", "MNEMOSYNE_EMBEDDER": "minilm"},
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(2.0)  # every process has imported what it needs and waits at the line
    go.touch()
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err
        assert not any(raw in err for raw in RAW_TEXTS), err
        results += json.loads(out)
    out, err = cli.communicate(timeout=600)
    assert cli.returncode == 0 and out.startswith("stored as memory …"), (out, err)
    assert not any(raw in err for raw in RAW_TEXTS), err

    assert len(results) == 8
    assert [r for r in results if r[1] not in ("inserted", "succeeded")] == []
    with MemoryBrain(root, extractor="none", embedder="none") as brain:
        assert brain.stats()["memories"] == 9  # every write landed once, and was said to
        assert brain.verify_integrity().valid
    models = cache / "models"
    assert [p.name for p in models.iterdir() if p.name.endswith(".partial")] == []
    assert len([p for p in models.iterdir() if p.name.startswith("minilm-int8-") and p.is_dir()]) == 1


def test_a_preparation_that_died_midway_is_redone_by_the_next_process(tmp_path, monkeypatch):
    """A SIGKILL during preparation leaves a private folder; the next one clears it and prepares."""
    from mnemosyne_app.core.model import onnx_minilm

    monkeypatch.setenv("MNEMOSYNE_CACHE", str(tmp_path))
    folder = onnx_minilm.prepared_model().parent
    stale = folder.with_name(folder.name + ".12345-1.partial")
    stale.mkdir()
    (stale / "folded.onnx").write_bytes(b"half a graph")
    import shutil

    shutil.rmtree(folder)
    again = onnx_minilm.prepared_model()
    assert again.exists() and not stale.exists()
