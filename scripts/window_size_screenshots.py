"""Screenshots of the main window at the screen sizes people have (issue 30): 1366x768, 1024x640
and 800x600, light and dark, with a search under way so the table's columns and the best hit
show. The window is grabbed at exactly that size (what a maximised window gets, title bar aside).

    PYTHONPATH=$PWD xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python scripts/window_size_screenshots.py docs/

It fills a throw-away data dir with made-up notes (no real person's data)."""

from __future__ import annotations

import asyncio
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from readme_screenshots import scheme  # noqa: E402  (the same light and dark palettes)

SIZES = ((1366, 768), (1024, 640), (800, 600))
NOTES = ["I moved to Porto in May and work from the Bolhão co-working space", "My passport expires in 2031",
         "Dentist appointment with Dr Lopes on the 12th", "The train to Porto leaves at 7:40",
         "Project Atlas ships in March; the migration plan is in the shared folder",
         "Book club reads Middlemarch next", "I water the tomatoes every morning", "Running 10k on Saturdays",
         "My bike is a green Brompton", "Mum's birthday is on the 3rd of June", "I prefer tea to coffee after 4 pm"]
KINDS = ["note", "fact", "preference", "project"]
TAGS = [[], ["travel"], ["books"], ["garden"], ["family"], ["work"], ["travel", "work"]]


def seed(data_dir: Path) -> None:
    from mnemosyne_app import MemoryBrain

    rnd = random.Random(30)
    with MemoryBrain(data_dir, scope="default", extractor="none", embedder="none") as b:
        b.retain_batch([{"text": f"{rnd.choice(NOTES)} (note {i})", "kind": rnd.choice(KINDS),
                         "tags": rnd.choice(TAGS), "source": rnd.choice(["notes", "chatgpt", "claude"])}
                        for i in range(400)], extract=False)


def main(out: str) -> int:
    out_dir = Path(out).resolve()
    data_dir = Path(tempfile.mkdtemp(prefix="mnemosyne-sizes-"))
    os.environ["MNEMOSYNE_HOME"] = str(data_dir)
    os.environ["MNEMOSYNE_CONFIG"] = str(data_dir / "config")  # no remembered window state
    seed(data_dir)
    from PySide6.QtWidgets import QApplication

    from mnemosyne_app import qt_async
    from mnemosyne_app.gui.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    loop = qt_async.install(app)
    settings = {"model": "none", "embedder": "none", "durability": "NORMAL", "timing": "sync", "extract": False}
    for mode in ("light", "dark"):
        scheme(app, mode == "dark")
        w = MainWindow(data_dir=data_dir, settings=settings)
        w.show()

        async def ready():
            while not (w.first_rows_shown and w.session.is_open):
                await asyncio.sleep(0.05)
            w.search.setText("Porto")
            await asyncio.sleep(1.2)

        loop.run_until_complete(ready())
        for width, height in SIZES:
            w.resize(width, height)
            loop.run_until_complete(asyncio.sleep(0.6))
            path = out_dir / f"window-{width}x{height}-{mode}.png"
            w.grab().save(str(path))
            print("saved", path)
        w.closing = True
        loop.run_until_complete(w.session.close())
        w.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs"))
