"""The agent tools' descriptions and MCP annotations, one table for both faces (MCP and HTTP).
A description says when to call the tool: MCP clients often never call memory tools whose
descriptions are vague (mem0 #2712). The hints let a client ask the person before a change."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ToolInfo:
    description: str
    read_only: bool
    destructive: bool = False
    idempotent: bool = True


TOOLS: dict[str, ToolInfo] = {
    "search_memories": ToolInfo(
        "Search what the user has told you before, by keywords and meaning. Call it at the start of a "
        "conversation and whenever the user refers to something personal (their preferences, people, "
        "projects, past decisions) before you answer. Filters: kind, tag, source, since/until (ISO dates). "
        "as_of (a day, 2025-05-03): what was known to be true then; a result no longer true on that day "
        "says so ('no_longer_true'). Each result says why it matched.", read_only=True),
    "get_memory": ToolInfo("Read one memory in full (its facts and version) when a search result needs "
                           "its details.", read_only=True),
    "recent_memories": ToolInfo("What was added or changed since a time (ISO date or seconds since 1970), "
                                "latest first. Call it to catch up at the start of a session.", read_only=True),
    "get_conversation": ToolInfo("The turns said before and after a memory in its conversation, in order. "
                                 "Call it when a hit is a conversation turn and you need its context.",
                                 read_only=True),
    "get_profile": ToolInfo("The user's current facts (where they live, work, diet, family, ...). Call it "
                            "when you need to know who the user is now. Only current facts, unless include_replaced "
                            "asks for the replaced ones too (history, not true now).", read_only=True),
    "related_memories": ToolInfo("Memories about the same person, thing or topic as a given memory.",
                                 read_only=True),
    "list_entities": ToolInfo("The people, places, organisations, pets and projects named in the user's facts, "
                              "each with its kind, who it is to the user (\"brother\") and how often it is named, "
                              "the most named first. Call it to learn who and what the user's life involves.",
                              read_only=True),
    "get_entity": ToolInfo("One person, place or thing by name (from list_entities): its facts true now (or on "
                           "as_of, a day such as 2025-05-03) and the memories that name it. Call it before you "
                           "answer about someone or something the user mentions.", read_only=True),
    "add_memory": ToolInfo(
        "Remember something the user told you about themselves or asked you to remember, in their words. "
        "Returns an event id at once; the memory is stored in the background. Pass the same "
        "idempotency_key when retrying so it is never stored twice.", read_only=False, idempotent=False),
    "update_memory": ToolInfo(
        "Correct a memory the user says is wrong: new text, tags, kind or facts. A new version; the user "
        "can return to the earlier one. Ask the user before calling.", read_only=False, destructive=True),
    "forget_memory": ToolInfo(
        "Forget a memory when the user asks you to. It leaves every search at once; the user can bring "
        "it back from their window. Ask the user before calling.", read_only=False, destructive=True),
    "get_event_status": ToolInfo("Whether a memory you added is stored yet: pending, running, succeeded "
                                 "or failed.", read_only=True),
    "flush": ToolInfo("Wait until every memory you added is stored; call it before searching for "
                      "something you just added.", read_only=False),
}
