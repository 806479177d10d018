"""What an agent's tool call did, in the words the Agents panel and the detail pane use."""

from __future__ import annotations

TOOL_WORDS = {
    "search_memories": "searched", "get_memory": "read a memory", "recent_memories": "read what is new",
    "get_conversation": "read a conversation", "get_profile": "read the profile",
    "related_memories": "read related memories", "add_memory": "added", "update_memory": "edited",
    "forget_memory": "forgot", "get_event_status": "checked a write", "flush": "waited for its writes",
}


def shown_query(query: str | None) -> str:
    """An agent's query as the panel shows it: the agent wrote it, so a line break or a control
    character (a terminal escape, a right-to-left override) is shown as a mark, never obeyed."""
    return "".join(ch if ch.isprintable() else "\ufffd" for ch in query or "")


def tool_words(tool: str) -> str:
    return TOOL_WORDS.get(tool, tool.replace("_", " "))


def read_by_text(readers: list[dict], when) -> str:
    """"Read by Claude Desktop 3 times, last 2026-12-01 14:02 searching 'diet'"; a line per agent."""
    lines = []
    for r in readers:
        times = "once" if r["times"] == 1 else f"{r['times']} times"
        how = (f"searching {r['last_query']!r}" if r["last_tool"] == "search_memories" and r["last_query"]
               else f"({tool_words(r['last_tool'])})")
        lines.append(f"Read by {r['agent']} {times}, last {when(r['last_at'])} {how}")
    return "\n".join(lines)
