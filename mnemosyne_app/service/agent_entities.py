"""An agent's view of the people, places and things named in the person's facts (issue 28):
``list_entities`` and ``get_entity``, tools of service/agent_desk.py with its grant, rate and
access-log rules. An agent sees an entity only through memories it may see: counts, names said
and facts come from those alone (the store filters them: MemoryBrain.entities ``for_agent``),
and an entity it sees nothing of is "not found", as one that does not exist."""

from __future__ import annotations

from mnemosyne_app.service import agent_rules as rules
from mnemosyne_app.service.agent_answers import DATA_NOTE, Row, quoted
from mnemosyne_app.service.agent_rules import iso


def list_entities(desk, limit: int = 50) -> dict:
    """The entities named in the facts of memories this agent sees, the most named first."""
    limit = rules.bounded_int(limit, "limit", 1, rules.MAX_LIMIT)
    grant = desk._admit("list_entities")
    found = desk.brain.entities(for_agent=True, **desk._unseen(grant))[:limit]
    desk._log("list_entities", None, [])
    return {"note": DATA_NOTE, "entities": [
        {"name": e["name"], "kind": e["kind"], "relation": e["relation"], "said_as": e["said_as"],
         "facts": e["facts"], "memories": e["memories"]} for e in found]}


def get_entity(desk, name: str, as_of: str | None = None, limit: int = 20) -> dict:
    """An entity's facts true now (or on ``as_of``) and the memories naming it, the latest first."""
    name = rules.short_text(name, "name", 200)
    as_of = rules.day(as_of)
    limit = rules.bounded_int(limit, "limit", 1, rules.MAX_LIMIT)
    grant = desk._admit("get_entity")
    page = desk.brain.entity(name, as_of=as_of, for_agent=True, **desk._unseen(grant))
    rows = desk.brain.memory_rows(sorted({f["memory_id"] for f in page["current"]}
                                         | {m["memory_id"] for m in page["memories"]}))

    def shown(memory_id):  # a summary carrying a hidden turn's words is kept back too (desk._hides)
        return memory_id in rows and not desk._hides(grant, Row(rows[memory_id]))

    facts = [f for f in page["current"] if shown(f["memory_id"])]
    memories = [desk.brain.get(i) for i in [m["memory_id"] for m in page["memories"] if shown(m["memory_id"])][:limit]]
    if not facts and not memories:
        desk.brain.log_access(desk.name, "get_entity", f"entity {name}", (), outcome="not found")
        raise KeyError(f"no entity {name!r} in what this agent may see")
    desk._log("get_entity", f"entity {name}" + (f" (as of {as_of})" if as_of else ""),
              list(dict.fromkeys([f["memory_id"] for f in facts] + [m.memory_id for m in memories])))
    return {"note": DATA_NOTE + f" 'facts' are true {'on ' + as_of if as_of else 'now'}.",
            "name": page["name"], "said_as": page["said_as"],
            "facts": [{"text": f["text"], "memory_id": f["memory_id"], "since": iso(f["valid_from"])} for f in facts],
            "memories": [quoted(m) for m in memories]}
