"""`make bench` (window part): time from opening a 100k-memory scope to first rows on screen,
the idle window's resident memory without and with the extraction model loaded, and the reading
views: a 2,000-turn conversation's thread (target < 200 ms) and a Profile of 10,000 facts
(target < 500 ms), each from the click to the view filled."""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def reading_views(tmp: str, loop, turns: int = 2000, facts: int = 10_000) -> tuple[float, float]:
    """(thread seconds, profile seconds) on a scope of their own, through the window's session."""
    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.gui.session import Session
    from mnemosyne_app.gui.views.conversations import ConversationsWindow
    from mnemosyne_app.gui.views.profile import ProfileWindow

    with MemoryBrain(tmp, scope="reading", extractor="none", embedder="none") as brain:
        lines = [f"{'user' if i % 2 == 0 else 'assistant'}: turn {i}, with **bold**, a list\n- one\n- two\n"
                 f"and `code` about topic {i % 37}" for i in range(turns)]
        brain.paste_conversation("\n".join(lines))
        ids = brain.retain_batch([f"fact holder {i}" for i in range(facts // 10)], extract=False)
        for r in ids.results:
            brain.update(r.memory_ids[0], facts=[f"fact {r.memory_ids[0][-6:]} number {j}" for j in range(10)])
    session = Session(tmp, {"model": "none", "embedder": "none", "timing": "sync", "extract": False})
    loop.run_until_complete(session.open_scope("reading"))
    conversations = ConversationsWindow(session)
    loop.run_until_complete(conversations.reload())
    conv = conversations.conversations[0]["conversation_id"]
    t = time.perf_counter()
    shown = loop.run_until_complete(conversations.open_thread(conv))
    thread_s = time.perf_counter() - t
    assert shown >= turns, shown
    profile = ProfileWindow(session)
    t = time.perf_counter()
    listed = loop.run_until_complete(profile.reload())
    profile_s = time.perf_counter() - t
    assert listed == facts, listed
    loop.run_until_complete(session.close())
    return thread_s, profile_s


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from mnemosyne_app import MemoryBrain, qt_async
    from mnemosyne_app.gui.main_window import MainWindow

    size = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    with tempfile.TemporaryDirectory(prefix="mnemosyne-gui-bench-") as tmp:
        with MemoryBrain(tmp, scope="big", extractor="none", embedder="none") as brain:
            for start in range(0, size, 10_000):
                brain.retain_batch([f"memory {i} about topic {i % 97} and place {i % 13}"
                                    for i in range(start, min(size, start + 10_000))], extract=False)
        app = QApplication.instance() or QApplication([])
        loop = qt_async.install(app)
        settings = {"model": "bundled", "embedder": "none", "durability": "NORMAL", "timing": "sync", "extract": False}
        t = time.perf_counter()
        window = MainWindow(data_dir=tmp, scope="big", settings=settings)
        window.show()

        async def until_rows():
            while not (window.first_rows_shown and window.model.rowCount()):
                await asyncio.sleep(0.002)

        loop.run_until_complete(until_rows())
        first_rows = time.perf_counter() - t
        loop.run_until_complete(asyncio.sleep(1.0))  # idle
        idle = rss_mb()
        loop.run_until_complete(qt_async.in_worker(lambda: window.session.brain.extractor.load()))
        loop.run_until_complete(asyncio.sleep(0.5))
        with_model = rss_mb()
        window.closing = True
        loop.run_until_complete(window.session.close())
        thread_s, profile_s = reading_views(tmp, loop)
    print(f"\n| window figure | measured |\n|---|---|")
    print(f"| open a {size:,}-memory scope → first rows shown | {first_rows * 1000:.0f} ms |")
    print(f"| resident memory, idle window (no model) | {idle:.0f} MB |")
    print(f"| resident memory, idle window with Gemma 3 270M loaded | {with_model:.0f} MB |")
    print(f"| open a 2,000-turn conversation's thread (target < 200 ms) | {thread_s * 1000:.0f} ms |")
    print(f"| open the Profile with 10,000 facts (target < 500 ms) | {profile_s * 1000:.0f} ms |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
