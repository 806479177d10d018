"""Devices for the sync tests: each its own data directory, synced through engine.sync_scope."""

from __future__ import annotations

import json
from pathlib import Path

from mnemosyne_app.core.options import BrainOptions
from mnemosyne_app.sync import engine
from mnemosyne_app.sync.server import Server


class Device:
    def __init__(self, root: Path, url: str, scope: str = "default", synchronous: str = "NORMAL") -> None:
        self.root, self.url, self.scope = Path(root), url, scope
        self.options = BrainOptions(data_dir=self.root, extractor="none", embedder="none", synchronous=synchronous)

    def brain(self):
        return self.options.open(self.scope)

    def sync(self) -> engine.SyncReport:
        with Server(self.url) as server:
            return engine.sync_scope(self.options, self.scope, server)

    def snapshot(self) -> dict:
        """What convergence compares: ids, text, kind, tags, facts, deleted and merged state, and
        when each memory was created and last changed (on the device that changed it)."""
        with self.brain() as b:
            return {m.memory_id: (m.text, m.kind, tuple(m.tags), tuple(m.facts), m.deleted, m.superseded_by,
                                  m.pinned, m.created_at, m.updated_at)
                    for m in b.list_memories(limit=100_000, include_deleted=True)}

    def verify(self):
        with self.brain() as b:
            return b.verify_integrity()


def two_identical_turns(brain, folder: Path, text: str) -> list[str]:
    """Two memories with the same text (retain() refuses exact repeats; a conversation saying it
    twice doesn't). One conversation: turns of two are never duplicates (issue 27)."""
    path = folder / f"c{abs(hash(text))}.jsonl"
    path.write_text(json.dumps({"id": f"c-{text}", "messages": [{"id": f"t{i}", "role": "user", "content": text}
                                                                for i in range(2)]}))
    brain.import_archive(path)
    return [m.memory_id for m in brain.list_memories(limit=1000) if m.text == text]
