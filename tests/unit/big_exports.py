"""Synthetic ChatGPT and Claude exports of any size, written a conversation at a time (so making
one costs no memory): most of their bytes are what an export holds and an import skips (tool
output, reasoning), as real exports' are, so a large one imports in seconds."""

from __future__ import annotations

import json
from pathlib import Path


def chatgpt_conversation(i: int, visible_chars: int = 200, skipped_chars: int = 0) -> dict:
    t = 1.7e9 + i * 60
    nodes = [("root", None, None),
             (f"u{i}", "root", {"role": "user", "text": f"question {i}: " + "q" * visible_chars, "ctype": "text"}),
             (f"t{i}", f"u{i}", {"role": "assistant", "text": "x" * skipped_chars, "ctype": "thoughts"}),
             (f"a{i}", f"t{i}", {"role": "assistant", "text": f"answer {i}: " + "a" * visible_chars, "ctype": "text"})]
    mapping = {}
    for n, (node_id, parent, m) in enumerate(nodes):
        message = None if m is None else {
            "id": node_id, "author": {"role": m["role"]}, "create_time": t + n, "recipient": "all", "metadata": {},
            "content": ({"content_type": "thoughts", "thoughts": [{"content": m["text"]}]} if m["ctype"] == "thoughts"
                        else {"content_type": "text", "parts": [m["text"]]})}
        mapping[node_id] = {"id": node_id, "parent": parent, "children": [], "message": message}
    return {"id": f"conv-{i}", "conversation_id": f"conv-{i}", "title": f"chat {i}", "create_time": t,
            "current_node": f"a{i}", "mapping": mapping}


def claude_conversation(i: int, visible_chars: int = 200, skipped_chars: int = 0) -> dict:
    t = f"2024-01-{1 + i % 28:02d}T10:00:00Z"
    return {"uuid": f"claude-{i}", "name": f"chat {i}", "created_at": t, "chat_messages": [
        {"uuid": f"h{i}", "sender": "human", "text": f"question {i}: " + "q" * visible_chars, "created_at": t,
         "content": [{"type": "text", "text": f"question {i}: " + "q" * visible_chars}]},
        {"uuid": f"a{i}", "sender": "assistant", "text": f"answer {i}: " + "a" * visible_chars, "created_at": t,
         "content": [{"type": "thinking", "thinking": "x" * skipped_chars},
                     {"type": "text", "text": f"answer {i}: " + "a" * visible_chars}]}]}


def write_export(path: Path, conversations) -> int:
    """Write ``conversations`` as a JSON array; returns the largest one's size in bytes."""
    largest = 0
    with open(path, "w", encoding="utf-8") as f:
        f.write("[")
        for n, conv in enumerate(conversations):
            text = json.dumps(conv, ensure_ascii=False)
            largest = max(largest, len(text.encode("utf-8")))
            f.write(("," if n else "") + text)
        f.write("]")
    return largest
