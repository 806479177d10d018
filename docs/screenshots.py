"""Make the README's screenshots with the real window under a real X server:

    xvfb-run -s "-screen 0 1366x768x24" .venv/bin/python docs/screenshots.py

Each scene gets a data directory of its own (in a temporary folder) and is saved to docs/."""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
TMP = Path(tempfile.mkdtemp(prefix="mnemosyne-shots-"))
os.environ["XDG_CONFIG_HOME"] = str(TMP / "config")  # no remembered window state from elsewhere

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog  # noqa: E402

from mnemosyne_app import qt_async  # noqa: E402
from mnemosyne_app.core.brain import MemoryBrain  # noqa: E402
from mnemosyne_app.core.model.interfaces import Extraction  # noqa: E402
from mnemosyne_app.gui.main_window import MainWindow  # noqa: E402
from mnemosyne_app.gui.session import Session  # noqa: E402

QUIET = {"model": "none", "embedder": "none", "durability": "NORMAL", "timing": "sync", "extract": False}
NOTES = ["I moved to Porto in May and work from the Bolhão co-working space", "My passport expires in 2031",
         "Dentist appointment with Dr Lopes", "The train to Porto leaves at 7:40", "Project Atlas ships in March",
         "Book club reads Middlemarch next", "I water the tomatoes every morning", "Running 10k on Saturdays",
         "My bike is a green Brompton", "Mum's birthday is on the 3rd of June", "I prefer tea to coffee after 4 pm"]
KINDS = ["note", "fact", "preference", "profile", "project", "history"]
TAGS = [[], ["travel"], ["books"], ["garden"], ["family"], ["work"], ["books", "family"], ["travel", "work"]]


def settle(condition=lambda: True, timeout: float = 20.0, extra: float = 0.4) -> None:
    """Run the GUI until ``condition()`` holds, then a little longer for the paint."""
    app, end = QApplication.instance(), time.monotonic() + timeout
    while not condition() and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)
    end = time.monotonic() + extra
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def open_window(data_dir: Path, settings: dict | None = None) -> MainWindow:
    w = MainWindow(data_dir=str(data_dir), settings={**QUIET, **(settings or {})})
    w.resize(1366, 768)
    w.show()
    settle(lambda: w.first_rows_shown and w.session.is_open)
    return w


def save(w: MainWindow, name: str) -> None:
    settle()
    path = ROOT / "docs" / name
    assert w.grab().save(str(path)), path
    print("saved", path)


def close(w: MainWindow) -> None:
    w.jobs.cancel_all()
    w.closing = True
    qt_async.loop().run_until_complete(w.session.close(flush_timeout=0.1))
    w.close()
    settle(extra=0.1)


def seed(data_dir: Path, n: int) -> None:
    rnd = random.Random(7)
    with MemoryBrain(data_dir, extractor="none", embedder="none") as b:
        b.retain_batch([{"text": f"{rnd.choice(NOTES)} (note {i})", "kind": rnd.choice(KINDS), "tags": rnd.choice(TAGS)}
                        for i in range(n)], extract=False)
        b.retain(NOTES[0], kind="profile", tags=["travel"], pinned=True, extract=False)


def empty_store() -> None:
    w = open_window(TMP / "empty")
    save(w, "empty-store.png")
    close(w)


def large_store() -> None:
    seed(TMP / "large", 20_000)
    w = open_window(TMP / "large")
    save(w, "20k-memories.png")
    close(w)


def with_options(**changes) -> None:
    real = Session._brain_options
    Session._brain_options = lambda self: real(self).replace(**changes)


class FailingModel:
    """Stands in for a model that returns garbage for one text."""
    name = "stand-in"

    def extract(self, text: str) -> Extraction:
        if "Lisbon" in text:
            raise ValueError("model returned garbage: '}}{{'")
        return Extraction(facts=[f"fact: {text}"])


def queued_writes() -> None:
    seed(TMP / "queued", 40)
    with_options(worker_delay=60.0)  # a slow model: the writes stay queued while the picture is taken
    w = open_window(TMP / "queued", {"timing": "async"})
    for text in ["Book the ferry to Vigo for the 14th", "Ana's new number ends in 4471",
                 "Try the bakery on Rua das Flores", "Renew the library card before Friday"]:
        w.actions_by_name["new"].trigger()  # as a person does: the New memory dialog, so Undo is offered
        editor = w.findChildren(QDialog, "memoryEditor")[-1]  # the one just opened
        editor.text.setPlainText(text)
        editor.tags.setText("todo")
        editor._submit()
        settle(lambda: not editor.isVisible(), extra=0.05)
    settle(lambda: w.model.waiting_count == 4)
    w.table.setCurrentIndex(w.model.index(4, 0))  # the pinned memory under them
    w.table.setFocus()
    save(w, "queued-writes.png")
    close(w)


def failed_write() -> None:
    seed(TMP / "failed", 40)
    with_options(worker_delay=0.0, extractor=FailingModel())
    w = open_window(TMP / "failed", {"timing": "async"})
    qt_async.spawn(w.session.add("Flight to Lisbon on the 2nd, seat 14C", kind="note", extract=True))
    qt_async.spawn(w.session.add("The plumber comes on Thursday at 9", kind="note", extract=True))
    settle(lambda: w.session.queue_status()["failed"] == 1 and w.session.queue_status()["depth"] == 0)
    w.panels.setCurrentWidget(w.events)
    settle(lambda: w.events.table.rowCount() >= 2)
    table = w.events.table
    for r in range(table.rowCount()):
        if table.item(r, 1).text() == "failed":
            table.selectRow(r)
    w.events.retry.setFocus()
    w.resizeDocks([w.dock], [260], Qt.Orientation.Vertical)
    save(w, "failed-write-retry.png")
    close(w)


def tampered_memory() -> None:
    """Verify's result after a memory's text was changed with SQL behind the app's back."""
    seed(TMP / "tampered", 40)
    with MemoryBrain(TMP / "tampered", extractor="none", embedder="none") as b:
        mid = b.retain("My locker code at the gym is 4417", kind="fact", tags=["gym"], extract=False).memory_ids[0]
        b._store.conn.execute("UPDATE memories SET text = 'My locker code at the gym is 0000' WHERE memory_id = ?",
                              (mid,))
    w = open_window(TMP / "tampered")
    w.panels.setCurrentWidget(w.integrity)
    w.integrity.start()
    settle(lambda: w.integrity.report is not None and w.model.row_of(mid) is not None)
    w.table.setCurrentIndex(w.model.index(w.model.row_of(mid), 0))
    settle(lambda: w.detail.tamper.isVisible())
    w.resizeDocks([w.dock], [270], Qt.Orientation.Vertical)
    w.integrity.restore.setFocus()
    save(w, "verify-broken-memory.png")
    close(w)


class SlowModel:
    """Stands in for the bundled model: a fact per message, a while per call."""
    name = "stand-in"

    def extract(self, text: str) -> Extraction:
        time.sleep(0.25)
        return Extraction(facts=[text])


def extract_facts_progress() -> None:
    """The background lane giving an imported history its facts, with counts, Pause and Stop."""
    import json

    folder = TMP / "facts"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "chats.jsonl"
    path.write_text("\n".join(json.dumps({"id": f"c{c}", "title": f"Chat {c}", "messages": [
        {"role": "user" if i % 2 == 0 else "assistant", "content": f"{NOTES[(c + i) % len(NOTES)]} (chat {c}, turn {i})"}
        for i in range(10)]}) for c in range(12)))
    with MemoryBrain(folder, extractor="none", embedder="none") as b:
        b.import_archive(path)
    with_options(extractor=SlowModel())
    w = open_window(folder)
    w.actions_by_name["extract_facts"].trigger()
    settle(lambda: w.queue_status.job.text().startswith("extracting facts") and " 8 / " in w.queue_status.job.text()
           or " 9 / " in w.queue_status.job.text(), extra=0.1)
    save(w, "extract-facts-progress.png")
    close(w)


SCENES = {f.__name__: f for f in (empty_store, large_store, queued_writes, failed_write, tampered_memory,
                                  extract_facts_progress)}


def main() -> int:
    """Every scene, or those named on the command line (``tampered_memory extract_facts_progress``)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    qt_async.install(app)
    for name in sys.argv[1:] or list(SCENES):
        SCENES[name]()
    return 0


if __name__ == "__main__":
    sys.exit(main())
