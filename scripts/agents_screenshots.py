"""Take the README's screenshots of the Agents panel and of a memory's "read by" list (issue 34),
with the real window, in light and dark:

    PYTHONPATH=$PWD xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python scripts/agents_screenshots.py docs/

It fills a throw-away data dir with made-up notes, lets two made-up agents read and change them
through the agents' real tools (service/agent_desk.py, logged as any agent's calls are), then
grabs the panel and the detail pane."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

NOTES = [
    ("I'm vegetarian since 2019, and I don't eat fish either.", "preference", ["diet"]),
    ("I'm allergic to peanuts.", "fact", ["health"]),
    ("My blood pressure medication is taken at 8 am.", "fact", ["health", "private"]),
    ("I live in Lisbon with my sister Ana.", "fact", ["family"]),
    ("I prefer window seats on trains.", "preference", ["travel"]),
    ("I'm working on the Atlas migration until June.", "project", ["work"]),
    ("I started learning the cello last autumn.", "note", ["music"]),
]


def seed(data_dir: Path) -> str:
    from mnemosyne_app import MemoryBrain
    from mnemosyne_app.service.agent_desk import AgentDesk

    with MemoryBrain(data_dir, extractor="none", embedder="none") as brain:
        ids = [brain.retain(t, kind=k, tags=tags, source="notes", extract=False).memory_ids[0] for t, k, tags in NOTES]
        registry = brain.agents(data_dir)
        registry.add("Claude Desktop", {"hidden_tags": ["health", "private"], "edit": True})
        registry.add("Cursor", {"scopes": ["default"], "write": False})
        registry.add("Old script")
        registry.pause("Old script")
        claude, cursor = AgentDesk(brain, "Claude Desktop"), AgentDesk(brain, "Cursor")
        claude.search_memories("what do I eat")
        claude.get_profile()
        claude.search_memories("vegetarian")
        claude.update_memory(ids[4], text="I prefer window seats on trains, facing forward.")
        claude.add_memory("The user is planning a trip to Porto in May.", tags=["travel"])
        cursor.search_memories("diet vegetarian")
        cursor.recent_memories("2020-01-01")
        return ids[0]


def main(out: str) -> int:
    out_dir = Path(out).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    data_dir = Path(tempfile.mkdtemp(prefix="mnemosyne-agent-shots-"))
    os.environ["MNEMOSYNE_HOME"] = str(data_dir)
    read_id = seed(data_dir)
    from PySide6.QtCore import Qt

    from readme_screenshots import each_scheme, settle

    async def shoot(app, w, mode: str) -> None:
        # the memory's "read by", in the detail pane
        row = next(r for r in range(w.model.rowCount()) if w.model.memory_id_at(r) == read_id)
        w.table.selectRow(row)
        while "Read by" not in w.detail.read_by.text():
            await settle(app, 0.05)
        await settle(app, 0.6)
        w.detail.grab().save(str(out_dir / f"agents-read-by-{mode}.png"))
        # the Agents panel, its dock floated large enough to read
        panel = w.agents_panel
        w.panels.setCurrentWidget(panel)
        w.dock.setFloating(True)
        w.dock.resize(1250, 520)
        w.dock.show()
        await panel.refresh()
        panel.table.selectRow(0)
        while panel.activity.rowCount() == 0:
            await settle(app, 0.05)
        panel.activity.selectRow(1)  # the edit: "Undo this change" enabled
        await settle(app, 0.8)
        w.dock.grab().save(str(out_dir / f"agents-panel-{mode}.png"))
        w.dock.setFloating(False)
        w.dock.setAllowedAreas(Qt.DockWidgetArea.AllDockWidgetAreas)

    each_scheme(data_dir, shoot)
    print("saved to", out_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "docs"))
