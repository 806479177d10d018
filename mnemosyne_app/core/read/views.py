"""Read-only views for a person browsing their store: conversations and their threads, and what
the store knows about them (facts, current and earlier). Each is one or two SQL passes, so a
2,000-turn thread or 10,000 facts cost milliseconds (bench/bench_gui.py)."""

from __future__ import annotations

import json
from typing import Callable

import apsw

from mnemosyne_app.core.read import entities, recall, spans
from mnemosyne_app.core.read.filters import Filters
from mnemosyne_app.core.read.when_said import folded
from mnemosyne_app.core.write import proposals
from mnemosyne_app.core.textindex import checked_query, query_terms
from mnemosyne_app.core.types import attribute_title
from mnemosyne_app.core.store.memories import VISIBLE, fact_parts, shown, visible
from mnemosyne_app.core.store.memories import replaced as replaced_by_visible

_CONV = "json_extract(metadata, '$.conversation_id')"


def conversations(conn: apsw.Connection, limit: int = 100_000) -> list[dict]:
    """Every conversation with a visible turn: title, source app, original start, number of
    turns; the most recent first (by when it happened, not when it was imported)."""
    sql = (f"SELECT {_CONV} AS conv, min(occurred_at), max(occurred_at), count(*), "
           "json_extract(metadata, '$.conversation_title'), source, min(rid) "
           f"FROM memories WHERE {_CONV} IS NOT NULL AND {VISIBLE} GROUP BY conv "
           "ORDER BY max(occurred_at) DESC LIMIT ?")
    return [{"conversation_id": conv, "started_at": start, "last_at": last, "turns": turns,
             "title": title or "Untitled conversation", "source": source or ""}
            for conv, start, last, turns, title, source, _ in conn.execute(sql, (int(limit),))]


def conversations_matching(conn: apsw.Connection, query: str) -> list[str]:
    """The conversations with a visible turn holding every word of ``query`` (the last one may be
    a word still being typed): the Conversations filter searches what was said, not only titles."""
    terms = query_terms(query)
    if not terms:
        return []
    quoted = ['"' + t.replace('"', '""') + '"' for t in terms]  # never parsed as FTS5 syntax
    match = " AND ".join(quoted[:-1] + [quoted[-1] + " *"])
    sql = (f"SELECT DISTINCT {_CONV} FROM (SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?) AS f "
           f"JOIN memories ON memories.rid = f.rowid WHERE {_CONV} IS NOT NULL AND {VISIBLE}")
    return [r[0] for r in conn.execute(sql, (match,))]


def thread(conn: apsw.Connection, conversation_id: str) -> list[dict]:
    """A conversation's visible turns in the order they were said (import order is message
    order: turns are written in one transaction, in order), with speaker and original time."""
    out = []
    for mid, text, role, occurred, kind in conn.execute(
            f"SELECT memory_id, text, json_extract(metadata, '$.role'), occurred_at, kind FROM memories "
            f"WHERE {_CONV} = ? AND {VISIBLE} ORDER BY rid", (conversation_id,)):
        out.append({"memory_id": mid, "text": text, "role": role or "", "occurred_at": occurred, "kind": kind})
    return out


def conversation_of(conn: apsw.Connection, memory_id: str) -> str | None:
    found = conn.execute(f"SELECT {_CONV} FROM memories WHERE memory_id = ?", (memory_id,)).fetchall()
    return found[0][0] if found else None


# What replaced a fact is the ending memory's fact on the same attribute; work is one change told
# as job or employer ("works at Acme as a nurse" replaced by "joined Globex"; attributes.WORK).
_SAME_CHANGE = ("(n.attribute IS f.attribute OR (n.attribute IN ('job', 'employer') "
                "AND f.attribute IN ('job', 'employer')))")


def profile(conn: apsw.Connection, as_of: float | None = None, include_expired: bool = True) -> dict:
    """What the store knows about the person now (or, with ``as_of``, what it knew to be true
    then: core/read/spans.py): the current facts of visible memories, each
    with its attribute (where the person lives, their job, ...), the memory it came from and that
    memory's kind. Then history, not knowledge: ``replaced``, facts a newer one superseded (they
    moved, changed jobs, stopped eating meat), each with what replaced it; and ``earlier``, facts
    an edit of their memory took away. ``include_expired=False``: only visible memories'
    facts (what agents get: an expired memory is "not found" for them everywhere)."""
    if as_of is not None:
        return spans.as_of(conn, as_of)
    waiting = proposals.pending(conn)  # changes the rules were unsure of, for the person to decide
    where, params = shown("m") if not include_expired else (visible("m"), [])
    current = [{"fact_id": fid, "text": text, "attribute": attribute, "memory_id": mid, "kind": kind,
                "occurred_at": occurred}
               for fid, text, attribute, mid, kind, occurred in conn.execute(
                   "SELECT f.fact_id, f.text, f.attribute, m.memory_id, m.kind, m.occurred_at FROM facts AS f "
                   f"JOIN memories AS m ON m.memory_id = f.memory_id WHERE {where} "
                   f"AND NOT {replaced_by_visible('f')} ORDER BY m.occurred_at, f.fact_id", params)]
    replaced = [{"text": text, "attribute": attribute, "memory_id": mid, "occurred_at": occurred,
                 "superseded_by": newer, "replaced_with": newer_text}
                for text, attribute, mid, occurred, newer, newer_text in conn.execute(
                    "SELECT f.text, f.attribute, m.memory_id, m.occurred_at, f.superseded_by, "
                    "(SELECT n.text FROM facts AS n WHERE n.memory_id = f.superseded_by "
                    f" AND {_SAME_CHANGE} AND n.fact_id != f.fact_id "
                    f" ORDER BY {replaced_by_visible('n', 'nr')}, n.attribute IS NOT f.attribute, n.fact_id DESC LIMIT 1) "  # its current one first
                    "FROM facts AS f JOIN memories AS m ON m.memory_id = f.memory_id "
                    f"WHERE {where} AND {replaced_by_visible('f')} ORDER BY m.occurred_at DESC, f.fact_id", params)]
    replaced = spans.with_what_ended(conn, replaced)
    now = {(f["memory_id"], f["text"]) for f in current} | {(f["memory_id"], f["text"]) for f in replaced}
    earlier: dict[tuple[str, str], float] = {}
    for mid, state, changed_at in conn.execute(
            "SELECT v.memory_id, v.state, v.changed_at FROM memory_versions AS v "
            f"JOIN memories AS m ON m.memory_id = v.memory_id WHERE {where} "
            "AND json_array_length(v.state, '$.facts') > 0 ORDER BY v.changed_at", params):
        for value in json.loads(state).get("facts") or []:
            text = fact_parts(value)[0]  # a bare text, or a record with its attribute
            if (mid, text) not in now:
                earlier[(mid, text)] = changed_at
    return {"current": folded(current), "replaced": replaced, "proposals": waiting,
            "earlier": [{"text": t, "memory_id": m, "held_at": at} for (m, t), at in
                        sorted(earlier.items(), key=lambda kv: -kv[1])]}


def ids_matching(conn: apsw.Connection, fragment: str, limit: int = 5) -> list[str]:
    """Memory ids (deleted ones included) that are ``fragment`` or begin or end with it: the CLI
    takes the short ids it prints ("…0662d47c381") as well as whole ones, as git does hashes."""
    fragment = fragment.strip().lstrip("…").strip(".")
    if not fragment:
        return []
    exact = conn.execute("SELECT memory_id FROM memories WHERE memory_id = ?", (fragment,)).fetchall()
    if exact:
        return [exact[0][0]]
    like = fragment.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return [r[0] for r in conn.execute(
        "SELECT memory_id FROM memories WHERE memory_id LIKE ? ESCAPE '\\' OR memory_id LIKE ? ESCAPE '\\' LIMIT ?",
        (like + "%", "%" + like, int(limit)))]


def profile_for_agents(conn: apsw.Connection, as_of: float | None = None, links: bool = False) -> dict:
    """``profile`` as agents get it (MCP ``get_profile``, HTTP ``GET /v1/profile/``): each fact with
    what it is about in words; replaced facts apart, so an agent does not take them as true now
    (or then, with ``as_of``); an expired memory's facts are left out, as everywhere for agents.
    ``links`` adds the id of the memory that replaced each (``superseded_by``), for the agents'
    tools to check it may be named; the owner's answer stays as it was."""
    found = profile(conn, as_of, include_expired=False)
    return {"facts": [{"about": attribute_title(f["attribute"]), "text": f["text"], "memory_id": f["memory_id"],
                       "said": f["count"], "when": f["resolved"]}
                      for f in found["current"]],
            "replaced": [{"about": attribute_title(f["attribute"]), "text": f["text"],
                          "replaced_with": f["replaced_with"], "memory_id": f["memory_id"]}
                         | ({"superseded_by": f["superseded_by"]} if links else {})
                         for f in found["replaced"]]}


def match_count(conn: apsw.Connection, query: str, **filters) -> int:
    """How many visible memories the query's words match (with the person's filters): the honest
    total of a search whose list stops at its limit."""
    terms = query_terms(checked_query(query))
    if not terms:
        return 0
    where, params = Filters(**filters).sql("m")
    tuning = recall.TUNING  # counted as search finds them: by stems and by facts' words when it does
    match = recall.match_expression(conn, terms, tuning.stems)
    by_facts = (" UNION SELECT y.rid FROM facts AS x JOIN memories AS y ON y.memory_id = x.memory_id "
                f"WHERE {visible('y')} AND x.fact_id IN (SELECT rowid FROM facts_fts WHERE facts_fts MATCH ?)"
                ) if tuning.facts else ""
    return conn.execute(
        f"SELECT count(*) FROM (SELECT rowid AS rid FROM memories_fts WHERE memories_fts MATCH ?{by_facts}) AS f "
        f"JOIN memories AS m ON m.rid = f.rid WHERE {where}", [match, *([match] if by_facts else []), *params]
    ).fetchall()[0][0]


def written_by(conn: apsw.Connection, event_ids: list[int]) -> list[dict]:
    """What the given events wrote that is still visible, by conversation in the order written
    (an import's conversations: to list them, or to delete the whole import)."""
    out: dict = {}
    for mid, cid, title in conn.execute(
            f"SELECT memory_id, {_CONV}, json_extract(metadata, '$.conversation_title') FROM memories "
            f"WHERE event_id IN (SELECT value FROM json_each(?)) AND {VISIBLE} ORDER BY rid",
            (json.dumps([int(e) for e in event_ids]),)):
        conv = out.setdefault(cid, {"conversation_id": cid, "title": title or "", "memory_ids": []})
        conv["memory_ids"].append(mid)
    return list(out.values())


def overview(conn: apsw.Connection) -> dict:
    """What the Stats dashboard draws: the visible memories by kind, by source and by the month
    they happened in (``occurred_at``: an imported chat counts in its own month, so the growth
    is that of the person's history, not of import days), their facts and conversations."""
    def pairs(sql: str) -> list[tuple]:
        return [tuple(r) for r in conn.execute(sql)]

    facts = f"SELECT count(*) FROM facts AS f JOIN memories AS m ON m.memory_id = f.memory_id WHERE {visible('m')}"

    return {
        "by_kind": pairs(f"SELECT kind, count(*) FROM memories WHERE {VISIBLE} GROUP BY kind ORDER BY 2 DESC, 1"),
        "by_source": pairs(f"SELECT coalesce(source, ''), count(*) FROM memories WHERE {VISIBLE} "
                           "GROUP BY 1 ORDER BY 2 DESC, 1"),
        "by_month": pairs("SELECT strftime('%Y-%m', occurred_at, 'unixepoch', 'localtime'), count(*) "
                          f"FROM memories WHERE {VISIBLE} GROUP BY 1 ORDER BY 1"),
        # As the Profile counts them: what is true now, and apart what a later fact replaced.
        "facts": conn.execute(f"{facts} AND NOT {replaced_by_visible('f')}").fetchall()[0][0],
        "replaced_facts": conn.execute(f"{facts} AND {replaced_by_visible('f')}").fetchall()[0][0],
        "conversations": conn.execute(f"SELECT count(DISTINCT {_CONV}) FROM memories WHERE {VISIBLE}").fetchall()[0][0],
    }


def merged(conn: apsw.Connection) -> list[dict]:
    """The visible memories a merge made survivors, each with the memories it absorbed (what
    "unmerge" brings back), the most recently changed first."""
    rows = conn.execute(
        "SELECT s.memory_id, s.text, s.kind, json_group_array(a.memory_id), json_group_array(a.text) "
        "FROM memories AS a JOIN memories AS s ON s.memory_id = a.superseded_by "
        f"WHERE {visible('s')} AND json_extract(s.metadata, '$.merged_from') IS NOT NULL "
        "GROUP BY s.memory_id ORDER BY max(s.updated_at) DESC").fetchall()
    return [{"survivor": mid, "text": text, "kind": kind, "absorbed": json.loads(ids),
             "absorbed_texts": json.loads(texts)} for mid, text, kind, ids, texts in rows]


VIEWS: dict[str, Callable] = {"conversations": conversations, "conversations_matching": conversations_matching,
                              "thread": thread, "conversation_of": conversation_of,
                              "profile": profile, "match_count": match_count, "merged": merged,
                              "written_by": written_by, "overview": overview,
                              "ids_matching": ids_matching, "profile_for_agents": profile_for_agents,
                              "fact_spans": spans.spans, "profile_timeline": spans.timeline,
                              "entities_of_memory": entities.named_by_memory}


def register(name: str, fn: Callable) -> None:
    """A view defined above core (``fn(conn, **options)``, read-only): sync's state of a scope,
    read on the store the window has open rather than on a connection of its own."""
    VIEWS[name] = fn
