"""Background maintenance never blocks the person's work: building search vectors for a whole
store runs in its own lane, in slices, with counts in the status bar, and can be stopped."""

import json
import threading
import time

from PySide6.QtCore import Qt

from mnemosyne_app import MemoryBrain
from tests.gui.test_events_retry import with_models
from tests.gui.waiting import wait_until

N = 5_000


class SlowEmbedder:
    """Like a real model on a busy laptop: every call takes a while (the sleep releases the GIL
    as a native model would)."""
    name, dim = "slow", 8

    def __init__(self, seconds_per_call=0.05):
        self.seconds_per_call = seconds_per_call
        self.calls = 0
        self.lock = threading.Lock()

    def embed(self, texts):
        with self.lock:
            self.calls += 1
        time.sleep(self.seconds_per_call)
        return [[1.0] + [0.0] * 7 for _ in texts]


def test_verify_and_an_import_start_at_once_while_vectors_for_5000_memories_are_built(
        qtbot, make_window, monkeypatch, tmp_path):
    with MemoryBrain(scope="default", extractor="none", embedder="none") as b:
        b.retain_batch([f"conversation turn number {i} about the garden" for i in range(N)], extract=False)
    archive = tmp_path / "conversations.json"
    archive.write_text(json.dumps([{"uuid": "c1", "name": "chat", "chat_messages": [
        {"uuid": "a", "sender": "human", "text": "I grow tomatoes"},
        {"uuid": "b", "sender": "assistant", "text": "Which kind?"}]}]))
    embedder = SlowEmbedder()
    with_models(monkeypatch, embedder=embedder)
    w = make_window()
    job = w.queue_status.job
    # The job says what it does, with counts, and they grow.
    wait_until(lambda: job.isVisible() and job.text().startswith("search vectors ") and "/ 5,000" in job.text())
    wait_until(lambda: embedder.calls >= 3)
    first = job.text()
    wait_until(lambda: job.text() != first)

    started = {}
    real_verify_progress = w.integrity._progress
    monkeypatch.setattr(w.integrity, "_progress",
                        lambda done, total: (started.setdefault("verify", time.monotonic()),
                                             real_verify_progress(done, total)))
    real_import_progress = w.archive._on_progress
    monkeypatch.setattr(w.archive, "_on_progress",
                        lambda p: (started.setdefault("import", time.monotonic()), real_import_progress(p)))
    clicked = time.monotonic()
    w.actions_by_name["verify"].trigger()
    w.archive.import_path.setText(str(archive))
    qtbot.mouseClick(w.archive.import_button, Qt.MouseButton.LeftButton)
    wait_until(lambda: "verify" in started and "import" in started, timeout=30)
    print(f"verify started after {started['verify'] - clicked:.3f} s, import after {started['import'] - clicked:.3f} s")
    assert started["verify"] - clicked < 1.0, f"verify started after {started['verify'] - clicked:.2f} s"
    assert started["import"] - clicked < 1.0, f"the import started after {started['import'] - clicked:.2f} s"
    wait_until(lambda: w.integrity.report is not None and w.archive.report is not None, timeout=30)
    assert w.integrity.report.valid and w.archive.report.inserted == 2
    assert w.jobs.running, "the vectors were still being built meanwhile"

    # Stop: what was built stays, the job says so and goes away; the rest waits for the next open.
    qtbot.mouseClick(w.queue_status.job_stop, Qt.MouseButton.LeftButton)
    wait_until(lambda: not w.jobs.running and not job.isVisible())
    missing = w.session.brain.missing_embeddings()
    assert 0 < missing < N + 2
    assert "stopped" in w.statusBar().currentMessage()
