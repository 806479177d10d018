"""Take the README's screenshots of the reading views (issue 17) with the real window, in light
and dark: the conversation view, the Profile, a search with highlights and the Stats dashboard.

    PYTHONPATH=$PWD xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python scripts/readme_screenshots.py docs/

It fills a throw-away data dir with a few made-up conversations and notes (no real person's
data), opens the window on it and grabs each view after it has drawn."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

CONVERSATIONS = {
    "Planning the Lisbon trip": [
        ("user", "I'm going to **Lisbon** in May with my sister. Where should we stay? 🇵🇹"),
        ("assistant", "Alfama or Príncipe Real are lovely for a first visit:\n\n- *Alfama*: old, hilly, fado at night\n"
                      "- *Príncipe Real*: quieter, gardens, good cafés\n\nDo you want walkable or quiet?"),
        ("user", "Walkable. And I don't eat meat, so vegetarian places please 🥗"),
        ("assistant", "Then Baixa–Chiado. For food: `Ao 26 Vegan Food Project` and the Time Out Market."),
    ],
    "Cello practice routine": [
        ("user", "I started learning the cello last autumn. How long should I practise each day?"),
        ("assistant", "Thirty minutes a day beats three hours on Sunday. Split it: 10 min scales, "
                      "15 min pieces, 5 min something fun 🎻"),
        ("user", "My lessons are on Thursdays, so I'll do scales Monday to Wednesday."),
    ],
    "Sourdough starter": [
        ("user", "My sourdough starter smells like nail polish. Is it dead?"),
        ("assistant", "No: it's hungry. Feed it twice a day at 1:1:1 for three days."),
    ],
}
# Written as a person would; the bundled extractor draws the facts (its rules place most of them),
# and the move to Porto replaces where they live: the Profile shows it under "Earlier".
NOTES = [
    ("I'm allergic to peanuts.", "fact", ["health"]),
    ("I live in Lisbon with my sister Ana.", "fact", ["family"]),
    ("I prefer window seats on trains.", "preference", ["travel"]),
    ("I'm working on the Atlas migration until June.", "project", ["work"]),
    ("I started learning the cello last autumn, and my lessons are on Thursdays.", "note", ["music"]),
    ("I work as a translator.", "fact", ["work"]),
    ("We moved to Porto in October.", "fact", []),
]


def archive(folder: Path) -> Path:
    """A ChatGPT export (conversations.json) dated over the past year, turns a few minutes apart."""
    start = time.time() - 300 * 86400
    convs = []
    for n, (title, turns) in enumerate(CONVERSATIONS.items()):
        t0 = start + n * 97 * 86400
        mapping, parent = {}, None
        for i, (role, text) in enumerate(turns):
            node = f"c{n}-m{i}"
            mapping[node] = {"id": node, "parent": parent, "children": [], "message": {
                "id": node, "author": {"role": role}, "create_time": t0 + i * 240,
                "content": {"content_type": "text", "parts": [text]}}}
            if parent:
                mapping[parent]["children"].append(node)
            parent = node
        convs.append({"title": title, "id": f"c{n}", "create_time": t0, "update_time": t0 + 3600,
                      "mapping": mapping, "current_node": parent})
    path = folder / "conversations.json"
    path.write_text(json.dumps(convs))
    return path


def seed(data_dir: Path) -> None:
    from mnemosyne_app import MemoryBrain

    with MemoryBrain(data_dir, scope="default", extractor="none", embedder="none") as b:
        b.import_archive(archive(data_dir))
    with MemoryBrain(data_dir, scope="default", extractor="bundled", embedder="none") as b:
        for text, kind, tags in NOTES:
            b.retain(text, kind=kind, tags=tags, source="notes")


def scheme(app, dark: bool) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPalette

    app.styleHints().setColorScheme(Qt.ColorScheme.Dark if dark else Qt.ColorScheme.Light)
    app.processEvents()
    if (app.palette().color(QPalette.ColorRole.Window).lightness() < 128) != dark:
        # Xvfb has no desktop to follow: give Fusion the palette a desktop in that mode would.
        p = app.style().standardPalette()
        if dark:
            for role, colour in ((QPalette.ColorRole.Window, "#2b2b2b"), (QPalette.ColorRole.WindowText, "#e6e6e6"),
                                 (QPalette.ColorRole.Base, "#1e1e1e"), (QPalette.ColorRole.AlternateBase, "#262626"),
                                 (QPalette.ColorRole.Text, "#e6e6e6"), (QPalette.ColorRole.Button, "#353535"),
                                 (QPalette.ColorRole.ButtonText, "#e6e6e6"), (QPalette.ColorRole.Highlight, "#3d6fb4"),
                                 (QPalette.ColorRole.HighlightedText, "#ffffff"), (QPalette.ColorRole.ToolTipBase, "#353535"),
                                 (QPalette.ColorRole.ToolTipText, "#e6e6e6"), (QPalette.ColorRole.PlaceholderText, "#9a9a9a"),
                                 (QPalette.ColorRole.Link, "#7fb2ff")):
                p.setColor(role, QColor(colour))
            for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
                p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#777777"))
        app.setPalette(p)
    app.processEvents()


async def settle(app, seconds: float = 0.6) -> None:
    await asyncio.sleep(seconds)  # the Qt event loop runs meanwhile (qasync): the views load and paint


def each_scheme(data_dir: Path, *shots, size=(1280, 760), settings: dict | None = None) -> None:
    """Open the window on ``data_dir`` once light and once dark and, once its first rows are shown,
    run ``await shot(app, w, mode)`` for each of ``shots`` in turn (a view each, on the same
    window), then close it: the set-up every screenshot script shares."""
    from PySide6.QtWidgets import QApplication

    from mnemosyne_app import qt_async
    from mnemosyne_app.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    loop = qt_async.install(app)
    settings = settings or {"model": "none", "embedder": "none", "durability": "NORMAL", "timing": "sync",
                            "extract": False}

    async def run(w, mode: str) -> None:
        while not (w.first_rows_shown and w.session.is_open):
            await settle(app, 0.05)
        for shot in shots:
            await shot(app, w, mode)

    for mode in ("light", "dark"):
        scheme(app, mode == "dark")
        w = MainWindow(data_dir=data_dir, settings=settings)
        w.resize(*size)
        w.show()
        loop.run_until_complete(run(w, mode))
        w.closing = True
        loop.run_until_complete(w.session.close())
        w.deleteLater()
        app.processEvents()


async def conversation_view(app, w, mode: str, out: Path) -> None:
    """The conversation view, on the trip."""
    from PySide6.QtWidgets import QSplitter

    view = w.conversations
    view.resize(1200, 700)
    view.show()
    view.findChild(QSplitter).setSizes([520, 680])  # the list's dates and turns in view
    await view.reload()
    item = next(view.list.topLevelItem(i) for i in range(view.list.topLevelItemCount())
                if view.list.topLevelItem(i).text(0).startswith("Planning"))
    view.list.setCurrentItem(item)
    await settle(app, 1.0)
    view.grab().save(str(out / f"reading-conversation-{mode}.png"))
    view.hide()


async def profile_view(app, w, mode: str, out: Path) -> None:
    w.profile.resize(900, 620)
    w.profile.show()
    await w.profile.reload()
    w.profile.tree.expandAll()  # "Earlier" too, to show a replaced fact
    await settle(app)
    w.profile.grab().save(str(out / f"reading-profile-{mode}.png"))
    w.profile.hide()


async def search_view(app, w, mode: str, out: Path) -> None:
    """A search with highlights."""
    w.split.setSizes([860, 420])  # room for the hits' text
    w.search.setText("cello lessons")
    await settle(app, 1.5)
    w.grab().save(str(out / f"reading-search-{mode}.png"))
    w.search.clear()
    await settle(app, 0.8)


async def stats_view(app, w, mode: str, out: Path) -> None:
    """The Stats dashboard, its dock floated large enough to read."""
    from PySide6.QtCore import Qt

    w.panels.setCurrentWidget(w.stats)
    w.dock.setFloating(True)
    w.dock.resize(1200, 800)
    w.dock.show()
    await w.stats.refresh()
    w.stats.sample()
    await settle(app, 1.0)
    w.dock.grab().save(str(out / f"reading-stats-{mode}.png"))
    w.dock.setFloating(False)
    w.dock.setAllowedAreas(Qt.DockWidgetArea.AllDockWidgetAreas)


def main(out: str) -> int:
    out_dir = Path(out).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    data_dir = Path(tempfile.mkdtemp(prefix="mnemosyne-shots-"))
    os.environ["MNEMOSYNE_HOME"] = str(data_dir)  # the settings file too
    seed(data_dir)
    each_scheme(data_dir, *(partial(shot, out=out_dir) for shot in (conversation_view, profile_view, search_view,
                                                                     stats_view)))
    print("saved to", out_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs"))
