"""Queries for browsing a large scope: ids in order (filtered and sorted in SQL), then rows by
id, a page at a time. A view holds the ids and asks for the rows it shows."""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.filters import Filters

SORTABLE = {"text": "text COLLATE NOCASE", "kind": "kind", "tags": "tags", "pinned": "pinned",
            "updated": "updated_at", "created": "created_at", "weight": "weight"}
ROW_FIELDS = ("memory_id", "text", "kind", "tags", "pinned", "updated_at", "created_at", "source", "expires_at")


def memory_ids(conn: apsw.Connection, *, order: str = "updated", descending: bool = True,
               kind: str | None = None, tag: str | None = None, source: str | None = None,
               since: float | None = None, until: float | None = None,
               include_deleted: bool = False, include_expired: bool = True) -> list[str]:
    if order not in SORTABLE:
        raise ValueError(f"cannot sort by {order!r}; choose from {', '.join(SORTABLE)}")
    where, params = Filters(kind=kind, tag=tag, source=source, since=since, until=until,
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
        out[row["memory_id"]] = row
    return out


def kinds(conn: apsw.Connection) -> list[str]:
    return [r[0] for r in conn.execute("SELECT DISTINCT kind FROM memories WHERE deleted = 0 ORDER BY kind")]


def facets(conn: apsw.Connection) -> dict[str, list[str]]:
    """The kinds, tags and sources the visible memories have: the choices of the filters."""
    live = "m.deleted = 0 AND m.superseded_by IS NULL"
    return {
        "kinds": [r[0] for r in conn.execute(f"SELECT DISTINCT m.kind FROM memories AS m WHERE {live} ORDER BY 1")],
        "tags": [r[0] for r in conn.execute(
            f"SELECT DISTINCT t.value FROM memories AS m, json_each(m.tags) AS t WHERE {live} ORDER BY 1")],
        "sources": [r[0] for r in conn.execute(
            f"SELECT DISTINCT m.source FROM memories AS m WHERE {live} AND m.source IS NOT NULL ORDER BY 1")],
    }
