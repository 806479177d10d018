"""`make bench` (window part): time from opening a 100k-memory scope to first rows on screen,
the idle window's resident memory without and with the extraction model loaded, the reading
views: a 2,000-turn conversation's thread (target < 200 ms) and a Profile of 10,000 facts
(target < 500 ms), each from the click to the view filled, and a bulk delete beside its undo
at 5,000 and 20,000 memories (target: the undo within 2x the delete), as the window runs them.
``bench_gui.py --bulk`` runs only the last."""

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


def bulk_delete_and_undo(tmp: str, loop, n: int, embed_now: bool = False) -> tuple[float, float]:
    """(delete seconds, undo seconds) of ``n`` memories through the window's session, with the
    real embedder loaded (the undo used to embed every memory it brought back under the write
    lock; ``embed_now`` measures that way, for comparison)."""
    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.core.progress import Progress
    from mnemosyne_app.gui.session import Session

    scope = f"bulk{n}" + ("now" if embed_now else "")
    ids: list[str] = []
    with MemoryBrain(tmp, scope=scope, extractor="none", embedder="none") as brain:
        for start in range(0, n, 10_000):
            made = brain.retain_batch([f"imported memory {i} about topic {i % 97} and place {i % 13}"
                                       for i in range(start, min(n, start + 10_000))], extract=False)
            ids += [r.memory_ids[0] for r in made.results]
    session = Session(tmp, {"model": "none", "embedder": "minilm", "timing": "sync", "extract": False})
    loop.run_until_complete(session.open_scope(scope))
    t = time.perf_counter()
    loop.run_until_complete(session.delete_many(ids, Progress()))
    delete_s = time.perf_counter() - t
    t = time.perf_counter()
    if embed_now:
        brain = session.brain
        loop.run_until_complete(session.call(lambda: brain.restore_many(ids, Progress())))
    else:
        loop.run_until_complete(session.restore_many(ids, Progress()))
    undo_s = time.perf_counter() - t
    assert session.brain.stats()["memories"] == n
    loop.run_until_complete(session.close())
    return delete_s, undo_s


def bulk_rows(loop) -> None:
    rows = []
    with tempfile.TemporaryDirectory(prefix="mnemosyne-gui-bulk-") as tmp:
        for n in (5_000, 20_000):
            rows.append((f"{n:,}", *bulk_delete_and_undo(tmp, loop, n)))
        if os.environ.get("BENCH_BULK_BEFORE"):  # the old undo, embedding at once (slow: a minute or more)
            rows.append(("5,000 (undo embedding at once, as before)", *bulk_delete_and_undo(tmp, loop, 5_000, True)))
    print("\n| bulk delete and its undo (window session, MiniLM loaded) | delete | undo | undo / delete |")
    print("|---|---|---|---|")
    for n, delete_s, undo_s in rows:
        print(f"| {n} memories | {delete_s:.2f} s | {undo_s:.2f} s | {undo_s / delete_s:.2f}x |")


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from mnemosyne_app import MemoryBrain, qt_async
    from mnemosyne_app.gui.main_window import MainWindow

    if "--bulk" in sys.argv:
        app = QApplication.instance() or QApplication([])
        bulk_rows(qt_async.install(app))
        return 0
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
    bulk_rows(loop)
    return 0


if __name__ == "__main__":
    sys.exit(main())
