"""Queries for browsing a large scope: ids in order (filtered and sorted in SQL), then rows by
id, a page at a time. A view holds the ids and asks for the rows it shows."""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.read.filters import Filters
from mnemosyne_app.core.store import memories

SORTABLE = {"text": "text COLLATE NOCASE", "kind": "kind", "tags": "tags", "pinned": "pinned",
            "updated": "updated_at", "created": "created_at", "occurred": "occurred_at",
            "weight": "weight"}
ROW_FIELDS = ("memory_id", "text", "kind", "tags", "pinned", "updated_at", "created_at", "source", "expires_at",
              "occurred_at", "metadata", "deleted")


def memory_ids(conn: apsw.Connection, *, order: str = "updated", descending: bool = True,
               kind: str | None = None, tag: str | None = None, source: str | None = None,
               since: float | None = None, until: float | None = None, conflict: bool = False,
               include_deleted: bool = False, include_expired: bool = True) -> list[str]:
    if order not in SORTABLE:
        raise ValueError(f"cannot sort by {order!r}; choose from {', '.join(SORTABLE)}")
    where, params = Filters(kind=kind, tag=tag, source=source, since=since, until=until, conflict=conflict,
                            include_deleted=include_deleted, include_expired=include_expired).sql("m")
    direction = "DESC" if descending else "ASC"
    sql = (f"SELECT m.memory_id FROM memories AS m WHERE {where} "
           f"ORDER BY m.{SORTABLE[order]} {direction}, m.rid {direction}")
    return [r[0] for r in conn.execute(sql, params)]


def memory_rows(conn: apsw.Connection, ids: list[str]) -> dict[str, dict]:
    out = {}
    for values in conn.execute(
        f"SELECT {', '.join(ROW_FIELDS)} FROM memories WHERE memory_id IN (SELECT value FROM json_each(?))",
        (json.dumps(ids),),
    ):
        row = dict(zip(ROW_FIELDS, values))
        row["tags"] = json.loads(row["tags"])
        row["metadata"] = json.loads(row["metadata"])
        row["deleted"] = bool(row["deleted"])
        row["conflict"] = False
        out[row["memory_id"]] = row
    # The table marks a memory with a sync conflict to settle (core/replica/sides.py).
    for (memory_id,) in conn.execute("SELECT memory_id FROM sync_heads WHERE conflict = 1 AND memory_id IN "
                                     "(SELECT value FROM json_each(?))", (json.dumps(ids),)):
        if memory_id in out:
            out[memory_id]["conflict"] = True
    return out


def facets(conn: apsw.Connection, memory_ids: list[str] | None = None) -> dict[str, list[str]]:
    """The kinds, tags and sources the visible memories have (the choices of the window's
    filters): of the whole scope, one pass over it, or of ``memory_ids`` only (cheap, to merge
    what a write brought)."""
    # One scan; SQLite keeps the distinct values (tag lists as whole texts, which repeat a lot).
    sql = ("SELECT json_group_array(DISTINCT kind), json_group_array(DISTINCT source), "
           f"json_group_array(DISTINCT tags) FROM memories WHERE {memories.VISIBLE}")
    params: tuple = ()
    if memory_ids is not None:
        sql += " AND memory_id IN (SELECT value FROM json_each(?))"
        params = (json.dumps(memory_ids),)
    kinds, sources, tag_lists = (json.loads(v) for v in conn.execute(sql, params).fetchall()[0])
    tags = {tag for text in tag_lists for tag in json.loads(text)}
    return {"kinds": sorted(kinds), "tags": sorted(tags), "sources": sorted(s for s in sources if s is not None)}
