"""Small ChatGPT and Claude exports written by the tests (the shapes of the real ones in
shared/data, with our own words), so the vault's tests import real archives of known content."""

from __future__ import annotations

import json
from pathlib import Path

TOPICS = ["sourdough starter", "moving to Lisbon", "a Rust borrow error", "training for a 10k",
          "my sister's wedding", "a budget spreadsheet", "the cat's diet", "learning Portuguese"]


def chatgpt_export(path: Path, conversations: int = 4, turns: int = 4, start: int = 1_704_067_200) -> Path:
    out = []
    for c in range(conversations):
        topic = TOPICS[c % len(TOPICS)]
        mapping, parent = {}, None
        for t in range(turns):
            mid = f"c{c}-m{t}"
            role = "user" if t % 2 == 0 else "assistant"
            text = f"Question {t} about {topic}?" if role == "user" else f"Answer {t} about {topic}: keep going."
            mapping[mid] = {"id": mid, "parent": parent, "children": [], "message": {
                "id": mid, "author": {"role": role}, "create_time": start + c * 86_400 + t * 60,
                "content": {"content_type": "text", "parts": [text]}, "metadata": {}}}
            if parent:
                mapping[parent]["children"].append(mid)
            parent = mid
        out.append({"id": f"gpt-{c}", "title": f"Chat about {topic}", "create_time": start + c * 86_400,
                    "update_time": start + c * 86_400 + 600, "current_node": parent, "mapping": mapping})
    path.write_text(json.dumps(out), encoding="utf-8")
    return path


def claude_export(path: Path, conversations: int = 4, turns: int = 4) -> Path:
    out = []
    for c in range(conversations):
        topic = TOPICS[(c + 4) % len(TOPICS)]
        day = f"2024-10-{10 + c:02d}"
        messages = [{"uuid": f"cl{c}-{t}", "sender": "human" if t % 2 == 0 else "assistant",
                     "text": f"Claude turn {t} on {topic}.", "created_at": f"{day}T05:{30 + t:02d}:20Z",
                     "updated_at": f"{day}T05:{30 + t:02d}:20Z", "attachments": [], "files": []}
                    for t in range(turns)]
        out.append({"uuid": f"claude-{c}", "name": f"Claude on {topic}", "created_at": f"{day}T05:30:10Z",
                    "updated_at": f"{day}T05:40:10Z", "account": {"uuid": "acct"}, "chat_messages": messages})
    path.write_text(json.dumps(out), encoding="utf-8")
    return path
