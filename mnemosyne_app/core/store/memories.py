"""Row-level mutations of a memory. Each runs inside the caller's transaction and appends its
ledger entry and version row there, so body, indexes, history and ledger commit together."""

from __future__ import annotations

import array
import hashlib
import json
import os
import time
from typing import Sequence

import apsw

from mnemosyne_app.core.store import fact_index, ledger, touched, vouched
from mnemosyne_app.core.store.driver import one
from mnemosyne_app.core.textindex import index_form

MEMORY_COLUMNS = (
    "rid, memory_id, text, kind, tags, pinned, weight, expires_at, created_at, updated_at, "
    "deleted, superseded_by, source, metadata, fingerprint, version, event_id, occurred_at"
)


def visible(alias: str | None = None) -> str:
    """The SQL condition for a memory the person sees: not deleted, not merged or archived into
    another (deleted and superseded memories keep their rows, history and ledger entries)."""
    p = f"{alias}." if alias else ""
    return f"{p}deleted = 0 AND {p}superseded_by IS NULL"


VISIBLE = visible()


# "Visible memory", the one definition every read path uses: visible() (not deleted, not merged
# away) and not expired, where a pinned memory never expires. SQL and Python twins, kept here.
def unexpired(alias: str | None = None) -> str:
    """The SQL condition for a memory not past its expiry (or pinned); it takes one parameter, now."""
    p = f"{alias}." if alias else ""
    return f"({p}expires_at IS NULL OR {p}expires_at > ? OR {p}pinned = 1)"


def shown(alias: str | None = None, now: float | None = None) -> tuple[str, list]:
    """(condition, parameters) for a visible memory: not deleted, not merged away, not expired."""
    return f"{visible(alias)} AND {unexpired(alias)}", [time.time() if now is None else now]


def is_shown(row, now: float | None = None) -> bool:
    """``shown`` in Python, for a memory row or ``Memory`` already read (attributes or keys)."""
    get = row.get if isinstance(row, dict) else (lambda k: getattr(row, k))
    now = time.time() if now is None else now
    expires_at = get("expires_at")
    return (not get("deleted") and get("superseded_by") is None
            and (expires_at is None or expires_at > now or bool(get("pinned"))))


def replaced(alias: str = "f", by: str = "r") -> str:
    """The SQL condition for a fact (table alias ``alias``) that a memory the person still sees
    replaced. A replacement deleted or merged away no longer counts: deleting the memory that
    said "I moved to Denver" makes "lives in Austin" current again, with nothing rewritten."""
    return (f"({alias}.superseded_by IS NOT NULL AND EXISTS (SELECT 1 FROM memories AS {by} "
            f"WHERE {by}.memory_id = {alias}.superseded_by AND {visible(by)}))")


def occurred_at_of(metadata, created_at: float) -> float:
    """When a memory happened: an imported or pasted turn's original time (a number in its
    metadata's ``created_at``), else when it was stored. The column ``occurred_at`` is generated
    from the same rule in SQL (store/schema.py OCCURRED_AT_SQL); verify checks the two agree."""
    if isinstance(metadata, str):
        try:
            metadata = json.loads(metadata)
        except ValueError:
            return created_at
    value = metadata.get("created_at") if isinstance(metadata, dict) else None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    return created_at


def fingerprint(text: str) -> str:
    """Exact-content fingerprint: whitespace runs collapsed, so re-pasting the same note matches.

    ``" ".join(text.split())`` is ``re.sub(r"\\s+", " ", text).strip()`` (checked for every
    code point in tests/unit/test_store.py) at a quarter of the cost."""
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()


def new_memory_id() -> str:
    return new_memory_ids(1)[0]


IMPORT_ID_PREFIX = "import:"  # the keys an archive import gives its messages (core/archive/importer.py)


def import_memory_id(key: str, fp: str, said_at: float | None) -> str:
    """The id of an imported message, the same on every device that imports it (issue 32): the
    message's own time (when said, in the archive) as the leading 14 hex digits, so an archive's
    ids still land near each other in the indexes, then 72 bits of BLAKE2b over its import key
    (format, conversation id, message id) and its content fingerprint. Two devices importing one
    archive make the same memories, which sync then meets as one (not as copies of each other)."""
    stamp = f"{max(0, int((said_at or 0) * 1_000_000)) & (16 ** 14 - 1):014x}"
    return stamp + hashlib.blake2b(f"{key}\0{fp}".encode("utf-8"), digest_size=9).hexdigest()


def new_memory_ids(n: int) -> list[str]:
    """``n`` ids of 32 hex digits: the microsecond clock, then 72 random bits (a UUIDv7 layout).

    Time-ordered ids land at the right edge of every index keyed by memory id (memories,
    versions, ledger) instead of on a random page, which keeps a large batch's commit small;
    the random tail keeps ids made in the same microsecond, or by two processes, distinct. One
    clock read and one call for the randomness serve the whole list."""
    stamp = f"{time.time_ns() // 1000:014x}"
    tail = os.urandom(9 * n).hex()
    return [stamp + tail[18 * i : 18 * i + 18] for i in range(n)]


_DUMPS = json.JSONEncoder(ensure_ascii=False, sort_keys=True, allow_nan=False)


def dumps(obj) -> str:
    return _DUMPS.encode(obj)


def fetch(conn: apsw.Connection, memory_id: str) -> dict | None:
    return one(conn, f"SELECT {MEMORY_COLUMNS} FROM memories WHERE memory_id = ?", (memory_id,))


def is_visible(conn: apsw.Connection, memory_id: str) -> bool:
    return bool(conn.execute(f"SELECT 1 FROM memories WHERE memory_id = ? AND {VISIBLE}", (memory_id,)).fetchall())


def fetch_whole(conn: apsw.Connection, memory_id: str) -> dict | None:
    """A memory row with its ``facts`` and ``triples``: everything its ledger state covers."""
    row = fetch(conn, memory_id)
    if row is not None:
        row["facts"], row["triples"] = facts_of(conn, memory_id), triples_of(conn, memory_id)
    return row


VERSION_INSERT = "INSERT INTO memory_versions(memory_id, version, op, state, changed_at) VALUES (?,?,?,?,?)"
# Stores written by earlier releases already hold a row for the current state.
_KEEP_REPLACED = VERSION_INSERT.replace("INSERT", "INSERT OR IGNORE", 1)
MEMORY_FIELDS = ("memory_id", "text", "kind", "tags", "pinned", "weight", "expires_at", "created_at",
                 "updated_at", "deleted", "superseded_by", "source", "metadata", "fingerprint", "version",
                 "event_id")
MEMORY_INSERT = (f"INSERT INTO memories(rid, {', '.join(MEMORY_FIELDS)}) "
                 f"VALUES ({', '.join('?' * (len(MEMORY_FIELDS) + 1))})")


def version_row(row: dict, op: str, changed_at: float) -> tuple:
    """The memory_versions row for ``row``'s state; ``state`` is the canonical JSON the ledger
    hashed when that state was made."""
    return (row["memory_id"], row["version"], op, ledger.state_json(row), changed_at)


def last_op(conn: apsw.Connection, memory_id: str) -> str:
    """The operation that produced a memory's current state (its latest ledger entry)."""
    found = conn.execute("SELECT op FROM ledger WHERE memory_id = ? ORDER BY seq DESC LIMIT 1", (memory_id,)).fetchall()
    return found[0][0] if found else "add"


def _record(conn: apsw.Connection, row: dict, op: str, now: float, previous: dict | None = None) -> None:
    """Ledger entry for the state now in ``row``. The current state lives in ``memories`` only;
    the state it replaces (``previous``) moves to memory_versions, so a memory that is never
    edited is stored once, and the history is the version rows followed by the current row.
    (Stores written by earlier releases also hold a row for the current state; the INSERT OR
    IGNORE and ``history`` accept both.)"""
    if previous is not None:
        op_before, text_before = _recorded_state(conn, previous)
        conn.execute(_KEEP_REPLACED, (previous["memory_id"], previous["version"], op_before, text_before,
                                      previous["updated_at"]))
    state = ledger.state_json(row)
    ledger.append(conn, op, row["memory_id"], state)
    vouched.keep(conn, row["memory_id"], state)


def _recorded_state(conn: apsw.Connection, row: dict) -> tuple[str, str]:
    """(op, state text) of the entry that made ``row``'s state. A state made before release 1.4 was
    hashed in the older form: its version row keeps that form, so the ledger still vouches for it."""
    found = conn.execute("SELECT op, change_hash FROM ledger WHERE memory_id = ? ORDER BY seq DESC LIMIT 1",
                         (row["memory_id"],)).fetchall()
    text = ledger.state_json(row)
    if found and ledger.sha256(text) != found[0][1]:
        older = ledger.state_json_v1(row)
        if ledger.sha256(older) == found[0][1]:
            text = older
    return (found[0][0] if found else "add"), text


def new_row(*, text: str, kind: str, tags: list[str], metadata: dict, source: str | None, now: float,
            event_id: int | None = None, memory_id: str | None = None, pinned: bool = False,
            weight: float = 1.0, expires_at: float | None = None, fp: str | None = None) -> dict:
    return {
        "rid": None, "memory_id": memory_id or new_memory_id(), "text": text, "kind": kind,
        "tags": dumps(tags) if tags else "[]", "pinned": int(pinned), "weight": float(weight), "expires_at": expires_at,
        "created_at": now, "updated_at": now, "deleted": 0, "superseded_by": None,
        "source": source, "metadata": dumps(metadata) if metadata else "{}", "fingerprint": fp or fingerprint(text),
        "version": 1, "event_id": event_id,
    }


def insert_values(row: dict) -> tuple:
    return (row["rid"], *(row[f] for f in MEMORY_FIELDS))


def context_for(conn: apsw.Connection, metadata, rid: int) -> str:
    """The previous turn of the same conversation (empty for anything that is not a turn)."""
    meta = json.loads(metadata) if isinstance(metadata, str) else (metadata or {})
    conv = meta.get("conversation_id") if isinstance(meta, dict) else None
    if not conv:
        return ""
    found = conn.execute(
        "SELECT text FROM memories WHERE json_extract(metadata, '$.conversation_id') = ? AND rid < ? "
        "ORDER BY rid DESC LIMIT 1", (conv, rid)).fetchall()
    return found[0][0] if found else ""


def index(conn: apsw.Connection, rid: int, text: str, embedding: Sequence[float] | None, context: str = "") -> None:
    """A memory's search rows: FTS (with its conversation context) and, given one, its vector."""
    conn.execute("INSERT INTO memories_fts(rowid, body, context) VALUES (?, ?, ?)",
                 (rid, index_form(text), index_form(context)))
    if embedding is not None:
        conn.execute("INSERT INTO memories_vec(rowid, embedding) VALUES (?, ?)", (rid, vec_blob(embedding)))


def unindex(conn: apsw.Connection, rid: int) -> None:
    conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (rid,))
    conn.execute("DELETE FROM memories_vec WHERE rowid = ?", (rid,))


def vec_blob(embedding: Sequence[float]) -> bytes:
    return array.array("f", embedding).tobytes()


def fact_value(text: str, attribute: str | None = None, superseded_by: str | None = None) -> str | dict:
    """A fact as a memory's ledger state holds it: its bare text when it has no attribute and is
    current (what every fact was before release 1.6, so older states hash as they did), else
    ``{"attribute", "superseded_by", "text"}``."""
    if attribute is None and superseded_by is None:
        return text
    return {"attribute": attribute, "superseded_by": superseded_by, "text": text}


def fact_parts(value) -> tuple[str, str | None, str | None]:
    """(text, attribute, superseded_by) of a fact value (a bare text or a dict)."""
    if isinstance(value, str):
        return value, None, None
    return value["text"], value.get("attribute"), value.get("superseded_by")


def is_current(value) -> bool:
    return fact_parts(value)[2] is None


def facts_of(conn: apsw.Connection, memory_id: str) -> list:
    """A memory's fact values in order (see ``fact_value``), superseded ones included."""
    return [fact_value(*r) for r in conn.execute(
        "SELECT text, attribute, superseded_by FROM facts WHERE memory_id = ? ORDER BY fact_id", (memory_id,))]


def facts_as_shown(conn: apsw.Connection, memory_id: str) -> list:
    """A memory's fact values as the person reads them: ``facts_of``, except that a fact whose
    replacing memory is gone counts as current again (``replaced``)."""
    return [fact_value(*r) for r in conn.execute(
        f"SELECT text, attribute, CASE WHEN {replaced('f')} THEN superseded_by END FROM facts AS f "
        "WHERE memory_id = ? ORDER BY fact_id", (memory_id,))]


def ended_fact_texts_on(conn: apsw.Connection, attribute: str, exclude: str) -> list[str]:
    """The texts of the facts on ``attribute`` a visible memory replaced, held by visible memories
    other than ``exclude``: what the person has already moved on from."""
    return [t for (t,) in conn.execute(
        f"SELECT f.text FROM facts f JOIN memories m ON m.memory_id = f.memory_id WHERE f.attribute = :a "
        f"AND f.memory_id != :x AND {visible('m')} AND f.superseded_by IS NOT NULL AND {replaced('f')}",
        {"a": attribute, "x": exclude})]


def current_facts_on(conn: apsw.Connection, attribute: str, exclude: str) -> list[tuple[str, float, str]]:
    """(memory_id, when it was said, text) of the current facts on ``attribute`` held by visible
    memories other than ``exclude``, oldest first (``replaced``: a fact whose replacing memory was
    deleted is current again). When it was said: when the memory happened (``occurred_at``), not
    when it was stored (an imported message from last year ends nothing said since), or when its
    write was accepted if that came first (a queued write: the person's lane saves theirs before
    older agent writes)."""
    return _current_facts(conn, "f.attribute = :a", {"a": attribute, "x": exclude})


def current_unplaced_facts(conn: apsw.Connection, exclude: str) -> list[tuple[str, float, str]]:
    """As ``current_facts_on``, for the facts no attribute rule placed ("El usuario tiene un Corolla":
    a car by a model no rule knows): a sale that names the thing may still end it (supersede.py)."""
    return _current_facts(conn, "f.attribute IS NULL", {"x": exclude})


def current_facts(conn: apsw.Connection, exclude: str) -> list[tuple[str, float, str]]:
    """As ``current_facts_on``, for every current fact whatever its attribute, placed or not (a doing
    said to have stopped ends the fact that said it, whatever attribute either has: stopped.py)."""
    return _current_facts(conn, "1", {"x": exclude})


def _current_facts(conn: apsw.Connection, which: str, params: dict) -> list[tuple[str, float, str]]:
    # Two indexed halves (facts_current, facts_replaced): one OR would scan every fact, on every
    # extracted write.
    select = ("SELECT f.memory_id, MIN(m.occurred_at, COALESCE(e.created_at, m.occurred_at)), f.text, f.fact_id "
              "FROM facts f JOIN memories m ON m.memory_id = f.memory_id "
              "LEFT JOIN events e ON e.event_id = m.event_id ")
    mine = f"{which} AND f.memory_id != :x AND {visible('m')}"
    return [tuple(r[:3]) for r in conn.execute(
        f"{select} WHERE {mine} AND f.superseded_by IS NULL UNION ALL "
        f"{select} WHERE {mine} AND f.superseded_by IS NOT NULL AND NOT {replaced('f')} ORDER BY 2, 4", params)]


def triples_of(conn: apsw.Connection, memory_id: str) -> list[list[str]]:
    return [list(r) for r in conn.execute(
        "SELECT subject, predicate, object FROM triples WHERE memory_id = ? ORDER BY triple_id", (memory_id,))]


def _replace_facts(conn: apsw.Connection, memory_id: str, facts: list[str], triples: list, now: float) -> None:
    fact_index.unindex_memory(conn, memory_id)
    touched.facts(memory_id)
    conn.execute("DELETE FROM facts WHERE memory_id = ?", (memory_id,))
    conn.execute("DELETE FROM triples WHERE memory_id = ?", (memory_id,))
    add_facts(conn, memory_id, facts, [tuple(t) for t in triples], now)


FACT_INSERT = "INSERT INTO facts(memory_id, text, created_at, attribute, superseded_by) VALUES (?,?,?,?,?)"
TRIPLE_INSERT = "INSERT INTO triples(memory_id, subject, predicate, object) VALUES (?,?,?,?)"


def add_facts(conn: apsw.Connection, memory_id: str, facts: Sequence,
              triples: Sequence[tuple[str, str, str]], now: float) -> None:
    """Rows of a memory's facts (values: see ``fact_value``) and triples, inside a write that
    records them in its state."""
    rows = []
    for value in facts:
        text, attribute, superseded_by = fact_parts(value)
        rows.append((memory_id, text, now, attribute, superseded_by))
    if rows or triples:
        touched.facts(memory_id)
    if rows:
        before = fact_index.mark(conn)
        conn.executemany(FACT_INSERT, rows)
        fact_index.index_since(conn, before)  # each fact a keyword way to its memory
    conn.executemany(TRIPLE_INSERT, [(memory_id, s, p, o) for s, p, o in triples])


def _facts_keeping_records(values, old: list) -> list:
    """New fact values; a bare text that the memory already holds as a fact with an attribute or
    a supersession keeps that record (a person editing the list of texts changes only texts)."""
    held = {fact_parts(v)[0]: v for v in old if not isinstance(v, str)}
    return [held.get(v, v) if isinstance(v, str) else fact_value(*fact_parts(v)) for v in values]


EDITABLE = ("text", "kind", "tags", "pinned", "weight", "expires_at", "metadata", "source", "superseded_by")
# Kept in their own tables, versioned with the memory all the same.
FACT_FIELDS = ("facts", "triples")


def update(
    conn: apsw.Connection,
    memory_id: str,
    changes: dict,
    now: float,
    *,
    op: str = "edit",
    embedding: Sequence[float] | None = None,
    deleted: bool | None = None,
    exact_time: bool = False,
    created_at: float | None = None,
) -> dict:
    """Apply ``changes`` (already validated, tags/metadata as Python values) as a new version.
    New ``facts`` replace the old ones, and the triples drawn from those go unless ``triples``
    are given too. ``exact_time``: ``now`` is part of the state being applied (another device's
    change, synced), so a state that differs only in its time is still a change. ``created_at``:
    the creation time of the same memory made on another device too (one imported message:
    issue 32), so every device shows one."""
    row = fetch_whole(conn, memory_id)
    if row is None:
        raise KeyError(f"no memory {memory_id!r} in this scope")
    new = dict(row)
    for key, value in changes.items():
        if key in FACT_FIELDS:
            new[key] = [list(v) for v in value] if key == "triples" else _facts_keeping_records(value, row["facts"])
            continue
        if key not in EDITABLE:
            raise ValueError(f"{key!r} is not an editable field")
        new[key] = dumps(value) if key in ("tags", "metadata") else value
    if "facts" in changes and "triples" not in changes and new["facts"] != row["facts"]:
        new["triples"] = []
    if "pinned" in changes:
        new["pinned"] = int(bool(changes["pinned"]))
    if deleted is not None:
        new["deleted"] = int(deleted)
    new["fingerprint"] = fingerprint(new["text"])
    if created_at is not None:
        new["created_at"] = created_at
    if ledger.state_of(new) == ledger.state_of(row) and not (exact_time and now != row["updated_at"]):
        return row  # nothing changed: no version, no ledger entry
    new["version"] = row["version"] + 1
    # a generated change keeps the "updated" time (GENERATED_OPS); one applied from another device
    # carries the time its state holds
    new["updated_at"] = row["updated_at"] if op in GENERATED_OPS and not exact_time else now
    sets = [c for c in EDITABLE] + ["deleted", "fingerprint", "version", "updated_at", "created_at"]
    conn.execute(
        f"UPDATE memories SET {', '.join(c + ' = ?' for c in sets)} WHERE memory_id = ?",
        tuple(new[c] for c in sets) + (memory_id,),
    )
    searchable_before = not row["deleted"] and row["superseded_by"] is None
    searchable_after = not new["deleted"] and new["superseded_by"] is None
    if searchable_before:
        if not searchable_after or new["text"] != row["text"] or embedding is not None:
            unindex(conn, row["rid"])
            searchable_before = False
    if searchable_after and not searchable_before:
        index(conn, row["rid"], new["text"], embedding, context_for(conn, new["metadata"], row["rid"]))
    if new["facts"] != row["facts"] or new["triples"] != row["triples"]:
        _replace_facts(conn, memory_id, new["facts"], new["triples"], now)
    _record(conn, new, op, now, previous=row)
    touched.memory(memory_id, touched.is_shown(row), touched.is_shown(new))
    return new


# Changes Mnemosyne makes to a memory's facts, not to what the person or an import stored: facts
# drawn by the model ("extract": for a stored memory, or again after its text was edited), a fact
# ended by a later memory ("supersede": by rule, or a proposal the person confirmed), an ended fact
# current again ("keep fact": a "No, keep it" that won on another device, core/write/proposals.py).
# Each is a version of its own, ledgered and verified like any (the state before it stays in the
# history, restorable), marked generated by its op; it keeps the memory's "updated" time, so the
# memory does not look edited nor jump up the table's Updated order, and history dates it by its
# ledger entry instead (``history``).
GENERATED_OPS = frozenset({"extract", "supersede", "keep fact"})
# The meta key naming the last ledger entry of facts drawn beside a memory, as releases before 1.22
# drew them (no version of its own): verify excuses the states those replaced, and no later ones.
DRAWN_BESIDE_UNTIL = "facts_drawn_beside_until"


def ended_by(before: dict | None, after: dict) -> tuple[str, ...]:
    """The memories that ended a fact of this memory from state ``before`` to state ``after``
    (what a "supersede" version says it came from), in the order of its facts."""
    was = {fact_parts(v)[0]: fact_parts(v)[2] for v in (before or {}).get("facts") or []}
    out: list[str] = []
    for value in after.get("facts") or []:
        text, _attribute, by = fact_parts(value)
        if by is not None and by != was.get(text) and by not in out:
            out.append(by)
    return tuple(out)


def absorbed_by(conn: apsw.Connection, survivor_id: str) -> list[str]:
    """The memories a merge folded into ``survivor_id``."""
    return [r[0] for r in conn.execute("SELECT memory_id FROM memories WHERE superseded_by = ?", (survivor_id,))]


def state_at(conn: apsw.Connection, memory_id: str, version: int) -> dict | None:
    found = one(
        conn, "SELECT state FROM memory_versions WHERE memory_id = ? AND version = ?", (memory_id, version)
    )
    if found:
        return json.loads(found["state"])
    current = fetch_whole(conn, memory_id)
    return ledger.state_of(current) if current is not None and current["version"] == version else None


def version_is_ledgered(conn: apsw.Connection, memory_id: str, version: int) -> bool:
    """Whether the stored text of an earlier version is one the ledger recorded for this memory
    (a version row edited behind the app's back is not)."""
    found = one(conn, "SELECT state FROM memory_versions WHERE memory_id = ? AND version = ?", (memory_id, version))
    if found is None:
        return True  # the current version: checked against the ledger by verify
    if f'"version":{version},"weight":' not in found["state"]:
        return False  # another version's state moved under this number
    return bool(conn.execute("SELECT 1 FROM ledger WHERE memory_id = ? AND change_hash = ? LIMIT 1",
                             (memory_id, ledger.sha256(found["state"]))).fetchall())


def history(conn: apsw.Connection, memory_id: str) -> list[tuple[int, str, float, dict]]:
    """(version, op, changed_at, state) from the first version to the current one. A generated
    version keeps the "updated" time of the one before (GENERATED_OPS): its ``changed_at`` is
    when its ledger entry was written, so it is never dated as if the person had said it then."""
    out = [(v, op, at, json.loads(state)) for v, op, state, at in conn.execute(
        "SELECT version, op, state, changed_at FROM memory_versions WHERE memory_id = ? ORDER BY version",
        (memory_id,))]
    current = fetch_whole(conn, memory_id)
    if current is not None and (not out or out[-1][0] < current["version"]):
        out.append((current["version"], last_op(conn, memory_id), current["updated_at"], ledger.state_of(current)))
    if any(op in GENERATED_OPS for _, op, _, _ in out):
        made: dict[str, float] = {}
        for ts, h in conn.execute("SELECT ts, change_hash FROM ledger WHERE memory_id = ? ORDER BY seq", (memory_id,)):
            made.setdefault(h, ts)
        out = [(v, op, made.get(ledger.sha256(ledger.canonical(state)), at) if op in GENERATED_OPS else at, state)
               for v, op, at, state in out]
    return out


def all_facts_and_triples(conn: apsw.Connection) -> tuple[dict[str, list], dict[str, list]]:
    """Every memory's facts and triples as its ledger state lists them (``facts_of`` and
    ``triples_of`` for all memories, in one pass over each table), by memory id."""
    facts: dict[str, list] = {}
    for memory_id, *fact in conn.execute(
            "SELECT memory_id, text, attribute, superseded_by FROM facts ORDER BY memory_id, fact_id"):
        facts.setdefault(memory_id, []).append(fact_value(*fact))
    triples: dict[str, list] = {}
    for memory_id, *spo in conn.execute(
            "SELECT memory_id, subject, predicate, object FROM triples ORDER BY memory_id, triple_id"):
        triples.setdefault(memory_id, []).append(spo)
    return facts, triples


def state_rows(conn: apsw.Connection):
    """Every memory row with the fields its ledger state holds, its facts and triples, and its
    occurred_at (read in three passes, not a query per memory): what verify checks against the
    ledger and what schema 1.9 copied as vouched states."""
    facts, triples = all_facts_and_triples(conn)
    fields = ledger.STATE_FIELDS_V1 + ("created_at", "updated_at", "occurred_at")
    for values in conn.execute(f"SELECT {', '.join(fields)} FROM memories"):
        row = dict(zip(fields, values))
        row["facts"], row["triples"] = facts.get(row["memory_id"], []), triples.get(row["memory_id"], [])
        yield row
