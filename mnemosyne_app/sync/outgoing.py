"""What a push sends: the stamped entries past a server's ``pushed_upto`` (local.py stamps
them), each with the memory's state it recorded.

The ledger keeps only a state's hash, so the state is made again: from the memory's current row
(nearly always the one: a push follows the writes), formatted straight from its columns, all of a
batch read at once; then, for the rare entry that wants another, by ``ledger.state_json``, in
the older form, and from the memory's stored versions. Every text sent has the hash its entry
recorded: that check is what makes the fast formatting safe.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring

import apsw

from mnemosyne_app.core.store import ledger, memories
from mnemosyne_app.sync.local import cursors


def batch(conn: apsw.Connection, server_id: str, scope: str, device: str, limit: int,
          after: int | None = None) -> tuple[list[tuple], int]:
    """Up to ``limit`` stamped entries past the server's ``pushed_upto`` (or past ``after``: a
    batch still on its way there) as operation rows (in server.OP_COLUMNS order), and the seq of
    the last one (the cursor once they are pushed)."""
    pushed = cursors(conn, server_id)[0] if after is None else after
    found = conn.execute(
        "SELECT s.seq, l.op, l.memory_id, l.change_hash, l.hash, s.hlc, s.parent_hlc FROM sync_entries s "
        "JOIN ledger l ON l.seq = s.seq WHERE s.kind = 'local' AND s.seq > ? ORDER BY s.seq LIMIT ?",
        (pushed, limit)).fetchall()
    states = _states_by_hash(conn, {(memory_id, change_hash) for _, op, memory_id, change_hash, *_ in found
                                    if op != "purge"})
    rows = [(scope, device, seq, memory_id, op, None if op == "purge" else states.get((memory_id, change_hash)),
             change_hash, entry_hash, stamp_, parent) for seq, op, memory_id, change_hash, entry_hash, stamp_, parent
            in found]
    return rows, (found[-1][0] if found else pushed)


def _states_by_hash(conn: apsw.Connection, wanted: set[tuple[str, str]]) -> dict[tuple[str, str], str]:
    """(memory id, state hash) -> state text for each wanted pair still stored. The current rows
    are read at once and their states formatted straight from the columns (nearly always the
    ones wanted: a push follows the writes); only a memory whose wanted state is another one has
    its state made by ``ledger.state_json``, then in the older form, then from its versions. A
    state no longer stored (a purged memory's) is missing: its operation goes without one and
    changes nothing elsewhere. Every text returned has the wanted hash: that check is what makes
    the fast formatting safe."""
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
    for memory_id, hashes in others.items():
        row = _row_of(*current[memory_id]) if memory_id in current else None
        candidates = [lambda: [ledger.state_json(row), ledger.state_json_v1(row)]] if row is not None else []
        candidates.append(lambda: [r[0] for r in conn.execute("SELECT state FROM memory_versions WHERE memory_id = ?",
                                                              (memory_id,))])
        for make in candidates:
            for text in make():
                found = ledger.sha256(text)
                if found in hashes:
                    out[(memory_id, found)] = text
            if all((memory_id, h) in out for h in hashes):
                break
    return out


# The columns of a memory's ledger state (ledger.STATE_FIELDS but facts and triples), then its
# tags and metadata minified by SQLite (null where the stored text is not JSON).
_STATE_COLUMNS = tuple(f for f in ledger.STATE_FIELDS if f not in ("facts", "triples"))
_MINIFIED = ", iif(json_valid(tags), json(tags), NULL), iif(json_valid(metadata), json(metadata), NULL)"


def _current_rows(conn: apsw.Connection, memory_ids: set[str]) -> dict[str, tuple[tuple, list, list]]:
    """memory id -> (its columns as ``_STATE_COLUMNS`` + ``_MINIFIED`` list them, its fact values,
    its triples): everything its ledger state covers, in three reads for all of them."""
    if not memory_ids:
        return {}
    wanted = json.dumps(sorted(memory_ids))
    out = {values[0]: (values, [], []) for values in conn.execute(
        f"SELECT {', '.join(_STATE_COLUMNS)}{_MINIFIED} FROM memories WHERE memory_id IN "
        "(SELECT value FROM json_each(?))", (wanted,))}
    for memory_id, text, attribute, superseded_by in conn.execute(
            "SELECT memory_id, text, attribute, superseded_by FROM facts WHERE memory_id IN "
            "(SELECT value FROM json_each(?)) ORDER BY fact_id", (wanted,)):
        out[memory_id][1].append(memories.fact_value(text, attribute, superseded_by))
    for memory_id, subject, predicate, obj in conn.execute(
            "SELECT memory_id, subject, predicate, object FROM triples WHERE memory_id IN "
            "(SELECT value FROM json_each(?)) ORDER BY triple_id", (wanted,)):
        out[memory_id][2].append([subject, predicate, obj])
    return out


def _row_of(values: tuple, facts: list, triples: list) -> dict:
    """The memory row (as ``memories.fetch_whole`` gives it) of ``_current_rows``'s columns."""
    row = dict(zip(_STATE_COLUMNS, values))
    row["facts"], row["triples"] = facts, triples
    return row


def _number(x) -> str:
    return "null" if x is None else repr(x)  # as json writes ints and floats


def _formatted(values: tuple, facts: list, triples: list) -> str:
    """``ledger.state_json`` of the row, formatted straight from its columns, with the tags and
    metadata as SQLite minified them: the same text whenever the row holds them as the app
    writes them (keys sorted, numbers as Python writes them). Whether it is, the caller checks
    against the ledger's hash."""
    (memory_id, text, kind, _tags, pinned, weight, expires_at, deleted, superseded_by, source, _metadata,
     fingerprint, version, created_at, updated_at, tags, metadata) = values
    num, quote = _number, encode_basestring
    return (f'{{"created_at":{num(created_at)},"deleted":{1 if deleted else 0},"expires_at":{num(expires_at)},'
            f'"facts":{ledger.canonical(facts) if facts else "[]"},"fingerprint":{quote(fingerprint)},'
            f'"kind":{quote(kind)},"memory_id":{quote(memory_id)},"metadata":{metadata},'
            f'"pinned":{1 if pinned else 0},"source":{"null" if source is None else quote(source)},'
            f'"superseded_by":{"null" if superseded_by is None else quote(superseded_by)},"tags":{tags},'
            f'"text":{quote(text)},"triples":{ledger.canonical(triples) if triples else "[]"},'
            f'"updated_at":{num(updated_at)},"version":{num(version)},"weight":{num(float(weight))}}}')
