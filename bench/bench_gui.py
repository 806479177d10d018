"""`make bench` (window part): time from opening a 100k-memory scope to first rows on screen,
and the idle window's resident memory without and with the extraction model loaded."""

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
    print(f"\n| window figure | measured |\n|---|---|")
    print(f"| open a {size:,}-memory scope → first rows shown | {first_rows * 1000:.0f} ms |")
    print(f"| resident memory, idle window (no model) | {idle:.0f} MB |")
    print(f"| resident memory, idle window with Gemma 3 270M loaded | {with_model:.0f} MB |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
