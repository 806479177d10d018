"""What a push sends: the stamped entries past a server's ``pushed_upto`` (local.py stamps
them), each with the memory's state it recorded.

The ledger keeps only a state's hash, so the state is made again: from the memory's current row
(nearly always the one: a push follows the writes), formatted mostly by SQLite, read with the
batch's entries in one join; then, for the rare entry that wants another, by
``ledger.state_json``, in the older form, and from the memory's stored versions. Every text sent has the hash its entry
recorded: that check is what makes the fast formatting safe.
"""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.store import ledger, memories, shared
from mnemosyne_app.core.replica.state import cursors


def batch(conn: apsw.Connection, server_id: str, scope: str, device: str, limit: int,
          after: int | None = None) -> tuple[list[tuple], int]:
    """Up to ``limit`` stamped entries past the server's ``pushed_upto`` (or past ``after``: a
    batch still on its way there) as operation rows (in server.OP_COLUMNS order, then the
    previous entry's seq, then the stamp of the operation a merge merged: issue 32), and the
    seq of the last one (the cursor once they are pushed).

    The entries come with the pieces of their memory's current state (``_PIECE_COLUMNS``) in
    one read: the state a push sends is nearly always the current one, and a join keeps the
    batch's memory ids out of Python (a push spent as long listing, sorting and looking them up
    as formatting the states). An entry whose state is another one goes the long way
    (``_states_by_hash``)."""
    pushed = cursors(conn, server_id)[0] if after is None else after
    found = conn.execute(_ENTRIES, (pushed, limit)).fetchall()
    last = found[-1][0] if found else pushed
    facts, triples = _facts_and_triples(conn, pushed, last)
    made: dict[str, tuple[str, str]] = {}  # memory id -> its current state text and that text's hash
    states: dict[int, str] = {}
    others: set[tuple[str, str]] = set()  # (memory id, state hash) of the entries that want another state
    for row in found:
        seq, op, memory_id, change_hash, pieces = row[0], row[1], row[2], row[3], row[8:]
        if memory_id is None or op == "purge":
            continue
        current = made.get(memory_id)
        if current is None and pieces[0] is not None:  # (None: no row of that memory any more)
            text = _formatted(pieces, facts.get(memory_id, ()), triples.get(memory_id, ()))
            current = made[memory_id] = (text, ledger.sha256(text))
        if current is not None and current[1] == change_hash:
            states[seq] = current[0]
        else:
            others.add((memory_id, change_hash))
    older = _states_by_hash(conn, others) if others else {}
    # a shared change (no memory: an entity merge, a proposal) sends the change it kept
    kept = shared.texts(conn, [row[0] for row in found if row[2] is None])
    # Each row ends with the seq of this device's previous entry in the scope: sealed, it is the
    # link that lets a pull see a row dropped or moved on the server as a gap.
    prev = conn.execute("SELECT coalesce(max(seq), 0) FROM sync_entries WHERE kind = 'local' AND seq <= ?",
                        (pushed,)).fetchall()[0][0]
    rows = []
    for seq, op, memory_id, change_hash, entry_hash, stamp_, parent, merged, *_ in found:
        if memory_id is None:
            state = kept.get(seq)
        elif op == "purge":
            state = None
        else:
            state = states[seq] if seq in states else older.get((memory_id, change_hash))
        rows.append((scope, device, seq, memory_id, op, state, change_hash, entry_hash, stamp_, parent, prev, merged))
        prev = seq
    return rows, last


def _facts_and_triples(conn: apsw.Connection, pushed: int, last: int) -> tuple[dict[str, list], dict[str, list]]:
    """The fact values and triples of the memories this device's entries in (pushed, last] name."""
    facts: dict[str, list] = {}
    triples: dict[str, list] = {}
    named = ("(SELECT l.memory_id FROM sync_entries s JOIN ledger l ON l.seq = s.seq "
             "WHERE s.kind = 'local' AND s.seq > ? AND s.seq <= ?)")
    for memory_id, text, attribute, superseded_by in conn.execute(
            f"SELECT memory_id, text, attribute, superseded_by FROM facts WHERE memory_id IN {named} "
            "ORDER BY fact_id", (pushed, last)):
        facts.setdefault(memory_id, []).append(memories.fact_value(text, attribute, superseded_by))
    for memory_id, subject, predicate, obj in conn.execute(
            f"SELECT memory_id, subject, predicate, object FROM triples WHERE memory_id IN {named} "
            "ORDER BY triple_id", (pushed, last)):
        triples.setdefault(memory_id, []).append([subject, predicate, obj])
    return facts, triples


def _states_by_hash(conn: apsw.Connection, wanted: set[tuple[str, str]]) -> dict[tuple[str, str], str]:
    """(memory id, state hash) -> state text for each wanted pair still stored. The current
    states are put together from pieces SQLite formats (``_PIECES``), all read at once (nearly
    always the ones wanted: a push follows the writes); the memories left (an older state wanted,
    or a row not as the app writes it) have their rows and stored versions read at once, and
    ``ledger.state_json``, its older form and the versions tried. A state no longer stored (a
    purged memory's) is missing: its operation goes without one and changes nothing elsewhere.
    Every text returned has the wanted hash: that check is what makes the fast path safe."""
    out: dict[tuple[str, str], str] = {}
    current = _current_rows(conn, {memory_id for memory_id, _ in wanted})
    made: dict[str, tuple[str, str]] = {}  # memory id -> its current state text, formatted, and hash
    others: dict[str, set[str]] = {}
    for memory_id, change_hash in wanted:
        found = current.get(memory_id)
        if found is not None:
            if memory_id not in made:
                text = _formatted(*found)
                made[memory_id] = (text, ledger.sha256(text))
            text, state_hash = made[memory_id]
            if state_hash == change_hash:
                out[(memory_id, change_hash)] = text
                continue
        others.setdefault(memory_id, set()).add(change_hash)
    if others:  # older states, or rows not as the app writes them: all their candidates, in bulk
        rows, versions = _whole_rows(conn, set(others)), _versions(conn, set(others))
        for memory_id, hashes in others.items():
            row = rows.get(memory_id)
            texts = [ledger.state_json(row), ledger.state_json_v1(row)] if row is not None else []
            for text in texts + versions.get(memory_id, []):
                found = ledger.sha256(text)
                if found in hashes:
                    out[(memory_id, found)] = text
    return out


state_texts = _states_by_hash  # sides.py reads a concurrent write's base state the same way


def _whole_rows(conn: apsw.Connection, memory_ids: set[str]) -> dict[str, dict]:
    """``memories.fetch_whole`` for many memories, in three reads."""
    wanted = json.dumps(sorted(memory_ids))
    names = [c.strip() for c in memories.MEMORY_COLUMNS.split(",")]
    out = {}
    for values in conn.execute(f"SELECT {memories.MEMORY_COLUMNS} FROM memories WHERE memory_id IN "
                               "(SELECT value FROM json_each(?))", (wanted,)):
        row = dict(zip(names, values))
        row["facts"], row["triples"] = [], []
        out[row["memory_id"]] = row
    for memory_id, text, attribute, superseded_by in conn.execute(
            "SELECT memory_id, text, attribute, superseded_by FROM facts WHERE memory_id IN "
            "(SELECT value FROM json_each(?)) ORDER BY fact_id", (wanted,)):
        out[memory_id]["facts"].append(memories.fact_value(text, attribute, superseded_by))
    for memory_id, subject, predicate, obj in conn.execute(
            "SELECT memory_id, subject, predicate, object FROM triples WHERE memory_id IN "
            "(SELECT value FROM json_each(?)) ORDER BY triple_id", (wanted,)):
        out[memory_id]["triples"].append([subject, predicate, obj])
    return out


def _versions(conn: apsw.Connection, memory_ids: set[str]) -> dict[str, list[str]]:
    """The stored older states of these memories, in one read."""
    out: dict[str, list[str]] = {}
    for memory_id, state in conn.execute("SELECT memory_id, state FROM memory_versions WHERE memory_id IN "
                                         "(SELECT value FROM json_each(?))", (json.dumps(sorted(memory_ids)),)):
        out.setdefault(memory_id, []).append(state)
    return out


# A state's text in ledger.state_json's key order, all but its numbers made by SQLite: the
# strings quoted (json_quote escapes as Python's json does), the tags and metadata minified
# (the canonical text whenever the row holds them as the app writes them: keys sorted, numbers
# as Python writes them). The times and the weight are written here (SQLite does not always
# write a float as Python does), and so are the facts and triples, kept in tables of their own.
_PIECE_COLUMNS = """
    m.memory_id, m.created_at, m.deleted, m.expires_at,
           ',"fingerprint":' || json_quote(m.fingerprint) || ',"kind":' || json_quote(m.kind)
           || ',"memory_id":' || json_quote(m.memory_id)
           || ',"metadata":' || iif(json_valid(m.metadata), json(m.metadata), 'not json')
           || ',"pinned":' || iif(m.pinned, 1, 0) || ',"source":' || json_quote(m.source)
           || ',"superseded_by":' || json_quote(m.superseded_by)
           || ',"tags":' || iif(json_valid(m.tags), json(m.tags), 'not json') || ',"text":' || json_quote(m.text),
           m.updated_at, m.version, m.weight
"""
_PIECES = f"SELECT {_PIECE_COLUMNS} FROM memories m WHERE m.memory_id IN (SELECT value FROM json_each(?))"
# A push batch: this device's stamped entries in order, each with its memory's current pieces
# (none for a purge, a shared change, or a memory no longer stored).
_ENTRIES = f"""
    SELECT s.seq, l.op, l.memory_id, l.change_hash, l.hash, s.hlc, s.parent_hlc, s.merged_hlc, {_PIECE_COLUMNS}
    FROM sync_entries s JOIN ledger l ON l.seq = s.seq
    LEFT JOIN memories m ON m.memory_id = l.memory_id AND l.op != 'purge'
    WHERE s.kind = 'local' AND s.seq > ? ORDER BY s.seq LIMIT ?
"""


def _current_rows(conn: apsw.Connection, memory_ids: set[str]) -> dict[str, tuple[tuple, list, list]]:
    """memory id -> (the pieces of its state that ``_PIECES`` reads, its fact values, its
    triples): everything its ledger state covers, in three reads for all of them."""
    if not memory_ids:
        return {}
    wanted = json.dumps(sorted(memory_ids))
    out = {values[0]: (values, [], []) for values in conn.execute(_PIECES, (wanted,))}
    for memory_id, text, attribute, superseded_by in conn.execute(
            "SELECT memory_id, text, attribute, superseded_by FROM facts WHERE memory_id IN "
            "(SELECT value FROM json_each(?)) ORDER BY fact_id", (wanted,)):
        out[memory_id][1].append(memories.fact_value(text, attribute, superseded_by))
    for memory_id, subject, predicate, obj in conn.execute(
            "SELECT memory_id, subject, predicate, object FROM triples WHERE memory_id IN "
            "(SELECT value FROM json_each(?)) ORDER BY triple_id", (wanted,)):
        out[memory_id][2].append([subject, predicate, obj])
    return out


def _number(x) -> str:
    return "null" if x is None else repr(x)  # as json writes ints and floats


def _formatted(values: tuple, facts: list, triples: list) -> str:
    """``ledger.state_json`` of a memory, put together from ``_PIECES``: the same text whenever
    the row holds its values as the app writes them. Whether it is, the caller checks against
    the ledger's hash."""
    _, created_at, deleted, expires_at, middle, updated_at, version, weight = values
    return (f'{{"created_at":{_number(created_at)},"deleted":{1 if deleted else 0},'
            f'"expires_at":{_number(expires_at)},"facts":{ledger.canonical(facts) if facts else "[]"}{middle},'
            f'"triples":{ledger.canonical(triples) if triples else "[]"},"updated_at":{_number(updated_at)},'
            f'"version":{_number(version)},"weight":{_number(float(weight))}}}')
