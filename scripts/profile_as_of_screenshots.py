"""Take the README's screenshots of the Profile "as of" a past day and of the Entities view (issue
28), light and dark (the Profile now, as of a day and its Timeline; an entity's page now and as of a
day; the window's search as of a day), with the real window and the bundled extractor:

    PYTHONPATH=$PWD xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python scripts/profile_as_of_screenshots.py docs/

A made-up person's notes over a year and a half (no real person's data): a move, a job change and
a change of diet, each said on its own day; the Profile is shown as of a day between them."""

from __future__ import annotations

import datetime as dt
import os
import sys
import tempfile
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from readme_screenshots import each_scheme, settle  # noqa: E402

LIFE = [
    ("2024-01-10", "I live in Austin with my partner Sam."),
    ("2024-01-10", "I work as a teacher at a middle school."),
    ("2024-01-11", "I'm vegetarian, and I'm allergic to penicillin."),
    ("2024-02-02", "Reminder: I'm allergic to penicillin!"),
    ("2024-06-01", "We moved to Denver last month."),
    ("2024-09-01", "I quit teaching and started as a nurse at Denver Health."),
    ("2025-02-01", "I'm no longer vegetarian, I eat fish again."),
    ("2025-03-05", "My daughter turns 7 next week."),
    ("2024-03-02", "My brother Tom plays chess."),
    ("2024-10-12", "My brother Tom Baker lives in Leeds."),
]
AS_OF = (2024, 7, 15)
AS_OF_ENTITY = (2024, 3, 1)


def seed(data_dir: Path) -> None:
    from mnemosyne_app import MemoryBrain

    with MemoryBrain(data_dir, scope="default", extractor="bundled", embedder="none") as b:
        for day, text in LIFE:
            b.retain(text, kind="fact", source="notes",
                     metadata={"created_at": dt.datetime.fromisoformat(day + "T10:00:00").timestamp()})


async def profile_views(app, w, mode: str, out: Path) -> None:
    """The Profile now, as of a day between the changes, and its Timeline."""
    from PySide6.QtCore import QDate

    view = w.profile
    view.resize(900, 560)
    view.show()
    await view.reload()
    await settle(app, 0.8)
    view.grab().save(str(out / f"profile-now-{mode}.png"))
    view.as_of.setDate(QDate(*AS_OF))  # (reloads the view by itself)
    await settle(app, 1.5)
    view.tree.expandAll()  # "Earlier" too: what the move had ended by then
    await settle(app, 0.3)
    view.grab().save(str(out / f"profile-as-of-{mode}.png"))
    view.now.click()
    view.timeline.setChecked(True)  # every change, by year
    await settle(app, 1.5)
    view.grab().save(str(out / f"profile-timeline-{mode}.png"))
    view.timeline.setChecked(False)
    view.hide()


async def entities_views(app, w, mode: str, out: Path) -> None:
    """The Entities view, Austin's page open: its past fact, what ended it and the memories naming
    it; then the page as of a day before the move."""
    from PySide6.QtCore import QDate, Qt

    entities = w.entities
    entities.resize(1100, 560)
    entities.show()
    await entities.reload()
    entities.list.setCurrentItem(entities.list.findItems("Austin", Qt.MatchFlag.MatchExactly)[0])
    await settle(app, 1.2)
    entities.grab().save(str(out / f"entities-{mode}.png"))
    entities.as_of.setDate(QDate(*AS_OF_ENTITY))  # Austin's page before the move: where they lived then
    await settle(app, 1.2)
    entities.grab().save(str(out / f"entities-as-of-{mode}.png"))
    entities.now.click()
    entities.hide()


async def search_view(app, w, mode: str, out: Path) -> None:
    """The window's search as of the day: Denver found, Austin (ended by the move) marked and last."""
    from PySide6.QtCore import QDate

    w.search.setText("Austin Denver")
    w.search_as_of.setDate(QDate(*AS_OF))
    await settle(app, 1.5)
    w.table.setCurrentIndex(w.model.index(0, 0))
    await settle(app, 0.8)
    w.grab().save(str(out / f"search-as-of-{mode}.png"))
    w.search_now.click()
    w.search.clear()
    await settle(app, 0.5)


def main(out: str) -> int:
    out_dir = Path(out).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    data_dir = Path(tempfile.mkdtemp(prefix="mnemosyne-shots-"))
    os.environ["MNEMOSYNE_HOME"] = str(data_dir)
    seed(data_dir)
    each_scheme(data_dir, partial(profile_views, out=out_dir), partial(entities_views, out=out_dir),
                partial(search_view, out=out_dir))
    print("saved to", out_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs"))
