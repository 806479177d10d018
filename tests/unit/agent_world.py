"""A store of 200 mixed memories for the agents' tests: notes, facts and conversation turns,
some tagged ``health`` (and some of those ``private``), some with facts for the profile."""

from __future__ import annotations

TOPICS = ["work", "diet", "health", "travel", "family"]


def build(brain) -> dict:
    """Fill ``brain``; returns {"health": ids, "other": ids, "turns": {conversation: ids in order}}."""
    items = []
    for i in range(120):
        topic = TOPICS[i % len(TOPICS)]
        tags = [topic] + (["private"] if topic == "health" and i % 2 else [])
        kind = "fact" if i % 3 == 0 else "note"
        items.append({"text": f"apples and {topic} remark number {i}: the user said something about {topic}",
                      "kind": kind, "tags": tags})
    for c in range(4):
        for t in range(20):
            tags = ["health"] if t % 3 == 1 else ["chat"]
            items.append({"text": f"apples turn {t} of chat {c}: {'my doctor said' if 'health' in tags else 'we talked'}"
                                  f" about {'health' if 'health' in tags else 'plans'}",
                          "kind": "history", "tags": tags,
                          "metadata": {"conversation_id": f"conv-{c}", "role": "user" if t % 2 == 0 else "assistant"}})
    result = brain.retain_batch(items, extract=False)
    ids = [r.memory_ids[0] for r in result.results]
    world = {"health": [], "other": [], "turns": {}}
    for item, mid in zip(items, ids):
        world["health" if "health" in item["tags"] else "other"].append(mid)
        conv = (item.get("metadata") or {}).get("conversation_id")
        if conv:
            world["turns"].setdefault(conv, []).append(mid)
    for i, mid in enumerate(ids[:40]):  # facts for the profile, on health memories too
        brain.update(mid, facts=[f"fact {i} about {items[i]['tags'][0]}"])
    world["all"] = ids
    return world


def leaks(payload, hidden: list[str]) -> list[str]:
    """The hidden memory ids that appear anywhere in an answer (its JSON text)."""
    import json

    text = json.dumps(payload)
    return [mid for mid in hidden if mid in text]
