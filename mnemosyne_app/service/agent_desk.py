"""The tools one agent uses on one scope (issue 34), with the same names and meaning over MCP
(service/mcp_agent.py) and HTTP (``POST /v1/tools/<name>/``).

Every call: the agent must still exist and be active, hold the grant the tool needs (a missing
one is named, and nothing changes), be within its rate, and give input of bounded size, all
checked before any work. Memories of a kind or tag it never sees are left out of every answer as
if they did not exist. Each call that passed is one row of the access log (who, which tool, the
query, the memory ids it was given or changed, when); a refused one, or one asking for a memory
it may not see, is logged as such, naming no memory.
Memory text comes back as quoted data with its source and time, never as the agent's instructions.
"""

from __future__ import annotations

from mnemosyne_app.service import agent_entities, agent_rules as rules
from mnemosyne_app.service.agent_answers import DATA_NOTE, Row, after_edit, quoted
from mnemosyne_app.service.agent_rules import AccessRefused, RateLimiter, iso

# The grant each tool needs.
NEEDS = {"search_memories": "read", "get_memory": "read", "recent_memories": "read", "get_conversation": "read",
         "get_profile": "read", "related_memories": "read", "list_entities": "read", "get_entity": "read", "get_event_status": "write", "flush": "write",
         "add_memory": "write", "update_memory": "edit", "forget_memory": "forget"}


class AgentDesk:
    def __init__(self, brain, name: str, limiter: RateLimiter | None = None, registry=None) -> None:
        self.brain, self.name = brain, name
        self.registry = registry or brain.agents(brain.root)
        self.limiter = limiter or RateLimiter()

    # -- the checks before work ------------------------------------------------------------
    def _admit(self, tool: str):
        """The agent's grant for ``tool``, or a refusal in words (logged when it is a grant)."""
        try:
            agent = self.registry.get(self.name)
        except KeyError:
            raise AccessRefused(f"agent {self.name!r} was removed by the person; its access is revoked") from None
        if agent.paused:
            raise AccessRefused(f"agent {self.name!r} is paused by the person; ask them to resume it "
                                f"(mnemosyne agents resume {self.name!r})")
        self.limiter.take(agent.name, agent.grant.rate_per_minute)
        rules.within_logged_rate(self.brain, agent.name, agent.grant.rate_per_minute)
        missing = agent.grant.missing(NEEDS[tool], self.brain.scope)
        if missing:
            self.brain.log_access(self.name, tool, None, (), outcome=f"refused: no {missing} grant")
            raise AccessRefused(f"agent {self.name!r} lacks the {missing} grant needed for {tool}; nothing was "
                                "changed. The person can grant it in the Agents panel or with mnemosyne agents")
        return agent.grant

    def _hides(self, grant, m) -> bool:
        """Whether ``m`` is kept from this agent: its own kind or tags, or (a summary the app wrote
        of conversation turns) any turn it summarises, whose words it carries on."""
        if grant.hides(m.kind, m.tags):
            return True
        meta = m.metadata if isinstance(m.metadata, dict) else {}
        covered = [i for i in meta.get("summarizes") or () if isinstance(i, str)]
        return bool(covered) and any(grant.hides(r["kind"], r["tags"])
                                     for r in self.brain.memory_rows(covered).values())

    @staticmethod
    def _unseen(grant) -> dict:
        """The search's own exclusions: a hidden memory takes no result's place and lifts no neighbour."""
        return {"hidden_kinds": grant.hidden_kinds, "hidden_tags": grant.never_shown_tags}

    def _visible(self, grant, items):
        return [m for m in items if not self._hides(grant, m)]

    def _memory(self, grant, memory_id: str, tool: str):
        """The memory if this agent may see it; "not found" otherwise, as for one that does not exist.
        A miss is logged too (the id asked for, no memory given): an agent probing for hidden
        memories leaves a trace, and its probes count against its rate in every process."""
        rules.short_text(memory_id, "memory_id", 64)
        try:
            m = self.brain.get(memory_id)
            if not self.brain.is_shown(m.memory_id) or self._hides(grant, m):
                raise KeyError(f"no memory {memory_id!r} in scope {self.brain.scope!r}")
        except (KeyError, ValueError):
            self.brain.log_access(self.name, tool, f"memory {memory_id}", (), outcome="not found")
            raise
        return m

    def _log(self, tool, query, ids, event_id=None) -> None:
        self.brain.log_access(self.name, tool, query, ids, event_id)

    # -- reading ----------------------------------------------------------------------------
    def search_memories(self, query: str, k: int = 5, kind: str | None = None, tag: str | None = None,
                        source: str | None = None, since=None, until=None, as_of: str | None = None) -> dict:
        query = rules.short_text(query, "query")
        as_of = rules.day(as_of)
        k = rules.bounded_int(k, "k", 1, rules.MAX_K)
        for value, what in ((kind, "kind"), (tag, "tag"), (source, "source")):
            rules.short_text(value, what, rules.MAX_TAG_CHARS, optional=True)
        since = None if since is None else rules.moment(since)
        until = None if until is None else rules.moment(until)
        grant = self._admit("search_memories")
        hits = self.brain.recall(query, k=min(100, 3 * k + 10), kind=kind, tag=tag, source=source, since=since,
                                 until=until, as_of=as_of, **self._unseen(grant))
        hits = self._visible(grant, hits)[:k]
        self._log("search_memories", query if as_of is None else f"{query} (as of {as_of})",
                  [h.memory_id for h in hits])
        return {"note": DATA_NOTE, "results": [
            quoted(h) | {"score": round(h.score, 4), "why": {"matched": list(h.matched), "words": list(h.terms),
                                                             "similarity": h.similarity}} | self._ended(grant, h)
            for h in hits]}

    def _ended(self, grant, hit) -> dict:
        """A hit of a search as of a day whose facts had ended by then says so, and with what; a
        replacing memory this agent may not see is not quoted."""
        if hit.ended_at is None:
            return {}
        row = self.brain.memory_rows([hit.ended_by]).get(hit.ended_by) if hit.ended_by else None
        seen = row is not None and not self._hides(grant, Row(row))
        return {"no_longer_true": {"ended_at": iso(hit.ended_at), "replaced_with": hit.replaced_with if seen
                                   else "a later memory this agent may not see"}}

    def get_memory(self, memory_id: str) -> dict:
        grant = self._admit("get_memory")
        m = self._memory(grant, memory_id, "get_memory")
        self._log("get_memory", None, [m.memory_id])
        return {"note": DATA_NOTE, "memory": quoted(m) | {"facts": list(m.facts), "version": m.version}}

    def recent_memories(self, since, limit: int = 20) -> dict:
        since = rules.moment(since)
        limit = rules.bounded_int(limit, "limit", 1, rules.MAX_LIMIT)
        grant = self._admit("recent_memories")
        found = self._visible(grant, self.brain.recent(since, min(1000, 3 * limit + 10)))[:limit]
        self._log("recent_memories", f"since {iso(since)}", [m.memory_id for m in found])
        return {"note": DATA_NOTE, "since": iso(since), "memories": [quoted(m) for m in found]}

    def get_conversation(self, memory_id: str, window: int = 3) -> dict:
        window = rules.bounded_int(window, "window", 0, rules.MAX_WINDOW)
        grant = self._admit("get_conversation")
        m = self._memory(grant, memory_id, "get_conversation")
        turns = self._visible(grant, self.brain.turns_around(m.memory_id, window))
        self._log("get_conversation", None, [t.memory_id for t in turns])
        return {"note": DATA_NOTE, "memory_id": m.memory_id, "turns": [quoted(t) for t in turns]}

    def related_memories(self, memory_id: str, k: int = 5) -> dict:
        k = rules.bounded_int(k, "k", 1, rules.MAX_K)
        grant = self._admit("related_memories")
        m = self._memory(grant, memory_id, "related_memories")
        hits = [h for h in self.brain.recall(m.text[:rules.MAX_QUERY_CHARS], k=min(100, 3 * k + 10),
                                             **self._unseen(grant))
                if h.memory_id != m.memory_id]
        hits = self._visible(grant, hits)[:k]
        self._log("related_memories", None, [m.memory_id, *(h.memory_id for h in hits)])
        return {"note": DATA_NOTE, "memory_id": m.memory_id,
                "related": [quoted(h) | {"score": round(h.score, 4)} for h in hits]}

    def get_profile(self, include_replaced: bool = False) -> dict:
        """Current facts only; ``include_replaced`` adds, apart, the facts a newer one replaced."""
        if not isinstance(include_replaced, bool):
            raise ValueError("include_replaced must be true or false")
        grant = self._admit("get_profile")
        found = self.brain.view("profile_for_agents", links=True)
        rows = self.brain.memory_rows(sorted({f["memory_id"] for f in found["facts"] + found["replaced"]}
                                             | {f["superseded_by"] for f in found["replaced"] if f["superseded_by"]}))

        def shown(memory_id):
            row = rows.get(memory_id)
            return row is not None and not grant.hides(row["kind"], row["tags"])

        facts = [f for f in found["facts"] if shown(f["memory_id"])]
        replaced = []
        for f in found["replaced"]:
            if shown(f["memory_id"]):
                newer = f.pop("superseded_by")
                if not shown(newer):  # what replaced it is kept from this agent: say only that it was
                    f["replaced_with"] = "a later memory this agent may not see"
                replaced.append(f)
        if not include_replaced:
            replaced = []
        self._log("get_profile", None, [f["memory_id"] for f in facts + replaced])
        out = {"note": DATA_NOTE + " These facts are true now.", "facts": facts}
        if include_replaced:
            out |= {"note": DATA_NOTE + " Only 'facts' are true now; 'replaced' are history.", "replaced": replaced}
        return out

    # -- people, places and things named in the facts (issue 28: service/agent_entities.py) --
    def list_entities(self, limit: int = 50) -> dict:
        return agent_entities.list_entities(self, limit)

    def get_entity(self, name: str, as_of: str | None = None, limit: int = 20) -> dict:
        return agent_entities.get_entity(self, name, as_of, limit)

    # -- writing ----------------------------------------------------------------------------
    def add_memory(self, text: str, kind: str = "note", tags: list[str] | None = None,
                   idempotency_key: str | None = None) -> dict:
        rules.short_text(text, "text", self.brain.max_text_chars)
        rules.short_text(kind, "kind", rules.MAX_TAG_CHARS)
        rules.names(tags, "tags", rules.MAX_TAGS)
        rules.short_text(idempotency_key, "idempotency_key", 200, optional=True)
        grant = self._admit("add_memory")
        fast = self.brain.hot_path("status")["enabled"]  # the servers queue writes; in process, stored now
        # An agent's key is its own: the same key from the owner or another agent is another write
        # (was: the agent was told "done" with their memory's id, and its text was never stored).
        key = None if idempotency_key is None else f"agent {self.name}: {idempotency_key}"
        r = self.brain.retain(text, fast=fast, kind=kind, tags=tags, source=f"agent: {self.name}",
                              idempotency_key=key, extract=False)
        # A text already stored counts as done; a memory this agent may not see is not named to it.
        rows = self.brain.memory_rows(list(r.memory_ids)) if r.memory_ids else {}
        ids = [i for i in r.memory_ids if i in rows and not self._hides(grant, Row(rows[i]))]
        self._log("add_memory", None, ids, r.event_id)
        return {"event_id": r.event_id, "outcome": r.outcome, "memory_ids": ids}

    def update_memory(self, memory_id: str, text: str | None = None, tags: list[str] | None = None,
                      kind: str | None = None, facts: list[str] | None = None) -> dict:
        rules.short_text(text, "text", self.brain.max_text_chars, optional=True)
        rules.short_text(kind, "kind", rules.MAX_TAG_CHARS, optional=True)
        rules.names(tags, "tags", rules.MAX_TAGS)
        rules.names(facts, "facts", rules.MAX_FACTS, 2000)
        changes = {k: v for k, v in (("text", text), ("tags", tags), ("kind", kind), ("facts", facts)) if v is not None}
        if not changes:
            raise ValueError("give at least one of text, tags, kind or facts to change")
        grant = self._admit("update_memory")
        m = self._memory(grant, memory_id, "update_memory")
        self._keeps_hidden(m, changes)
        after = self.brain.update(m.memory_id, **changes)
        self._log("update_memory", None, [m.memory_id])
        return {"memory_id": m.memory_id, "version": after.version,
                "undo": "the person can return it to the earlier version from the window"}

    def _keeps_hidden(self, m, changes: dict) -> None:
        """An edit may not take away the tag or kind that keeps a memory from another agent: what
        the person hid from one agent is not another agent's to reveal."""
        after = after_edit(m, changes)
        for other in self.registry.list():
            if other.name != self.name and other.grant.hides(m.kind, m.tags) and not other.grant.hides(*after):
                self.brain.log_access(self.name, "update_memory", None, (), outcome="refused: would unhide")
                raise AccessRefused(f"agent {self.name!r} may not change the tags or kind that keep this memory "
                                    f"from agent {other.name!r}; nothing was changed. The person can, in the window")

    def forget_memory(self, memory_id: str) -> dict:
        grant = self._admit("forget_memory")
        m = self._memory(grant, memory_id, "forget_memory")
        self.brain.delete(m.memory_id)
        self._log("forget_memory", None, [m.memory_id])
        return {"memory_id": m.memory_id, "forgotten": True,
                "undo": "kept in the store's history: the person can bring it back from the window"}

    def get_event_status(self, event_id: int) -> dict:
        event_id = rules.bounded_int(event_id, "event_id", 1, (1 << 63) - 1)
        self._admit("get_event_status")
        if not self.brain.access_log(agent=self.name, event_id=event_id, limit=1):
            raise KeyError(f"no event {event_id} written by agent {self.name!r}")
        brief = self.brain.get_event(event_id).brief()
        self._log("get_event_status", None, [], event_id)
        return brief

    def flush(self, timeout: float = 30.0) -> dict:
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not 0 <= timeout <= 600:
            raise ValueError("timeout must be a number of seconds from 0 to 600")
        self._admit("flush")
        state = self.brain.hot_path("flush", timeout=timeout)
        self._log("flush", None, [])
        # Whether the writes are done, not the queue's counters: how much the person (or another
        # agent) writes, and how often it fails, is not this agent's to know.
        answer = {"done": state.get("depth", 0) == 0, "seconds": round(float(state.get("seconds") or 0.0), 3)}
        if not answer["done"] and state.get("last_error"):
            answer["error"] = str(state["last_error"])[:300]
        return answer
