"""Reading and editing notes the way a person's script would: text in, text out."""

from __future__ import annotations

from pathlib import Path

import yaml


def split(path: Path) -> tuple[dict, str]:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("---\n")
    head, body = text[4:].split("\n---\n", 1)
    return yaml.safe_load(head), body


def write(path: Path, front: dict, body: str) -> None:
    path.write_text("---\n" + yaml.safe_dump(front, allow_unicode=True, sort_keys=False) + "---\n" + body,
                    encoding="utf-8")


def snapshot(brain) -> dict[str, tuple]:
    """Every memory, deleted ones too: what a person could see change."""
    return {m.memory_id: (m.version, m.text, tuple(m.tags), m.kind, m.pinned, m.deleted, m.source)
            for m in brain.list_memories(limit=100_000, include_deleted=True)}
