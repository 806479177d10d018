"""Sealed rows: what a push sends and a pull reads when the vault syncs sealed (the default).

The server sees, per operation: an opaque scope id, the origin device's id, its sequence number,
the stamp (HLC), an opaque memory tag (which operations concern one memory, not which memory),
the sealed bytes' size, and when it was uploaded. Everything a person wrote or imported (text,
kind, tags, facts, triples, metadata, source, the memory's id, the operation's name, its hashes)
is inside ``sealed``; no vectors are ever sent. Scope names are sealed in ``scope_names``.

A sealed operation also carries the sequence number of its origin's previous operation in the
scope, so a pull sees a dropped or reordered row as a gap in that device's chain.
"""

from __future__ import annotations

from mnemosyne_app.sync.server import RemoteOp, SyncServerError
from mnemosyne_app.sync.vault import SealBroken, SyncKey

FORMAT = "s1"  # the sealed payload's layout, bound in the associated data
_SEP = "\0"    # never inside a field: ids, names, hashes and a state's JSON text (control characters escaped)


class TamperedError(SyncServerError):
    """A row on the server that this vault's key does not open, or a gap in a device's chain."""


def scope_id(key: SyncKey, name: str) -> str:
    return key.tag_of("scope", name)


def _context_shared(key: SyncKey, scope: str) -> str:
    """The associated data's fields every row of a scope shares (made once a batch: seal_rows)."""
    return f"{FORMAT}|{key.vault_id()}|{scope}|"


def _context_of(shared: str, device: str, seq: int, stamp: int, item: str | None) -> bytes:
    return f"{shared}{device}|{seq}|{stamp}|{item or ''}".encode()


def _context(key: SyncKey, scope: str, device: str, seq: int, stamp: int, item: str | None) -> bytes:
    return _context_of(_context_shared(key, scope), device, seq, stamp, item)


def seal_row(key: SyncKey, row: tuple) -> tuple:
    """A push row (server.OP_COLUMNS order, then the origin's previous seq) as a sealed row
    (server.SEALED_COLUMNS order)."""
    return seal_rows(key, row[0], [row])[0]


def seal_rows(key: SyncKey, scope: str, rows: list[tuple]) -> list[tuple]:
    """``seal_row`` for a batch of rows of scope (id) ``scope``: what every row shares (the
    scope's tag, the vault's id in the associated data) is made once."""
    sid = scope_id(key, scope)
    shared = _context_shared(key, sid)
    tag, seal, sep = key.tag, key.seal, _SEP
    out = []
    for _scope, device, seq, memory_id, op, state, change_hash, entry_hash, stamp, parent, prev, *more in rows:
        item = tag("memory", memory_id) if memory_id is not None else None
        fields = [memory_id or "", op, state or "", change_hash, entry_hash, "" if parent is None else str(parent),
                  str(prev)]
        if more and more[0] is not None:  # a merge: the operation it merged (issue 32), an eighth field
            fields.append(str(more[0]))
        payload = sep.join(fields).encode()
        out.append((sid, device, seq, item, "sealed", None, "", tag("entry", entry_hash), stamp, None,
                    seal(payload, _context_of(shared, device, seq, stamp, item))))
    return out


def open_row(key: SyncKey, scope: str, server_seq: int, device: str, seq: int, item: str | None, op: str,
             stamp: int, sealed: bytes | None) -> RemoteOp:
    """A sealed row as the operation it holds; TamperedError if it does not open (changed on
    the server, moved to another number, scope or vault, or not sealed at all)."""
    sid = scope_id(key, scope)
    if op == "purged" and sealed is None:  # a tombstone: the memory was purged; nothing of it is left
        return RemoteOp(server_seq, scope, device, seq, None, "tombstone", None, "", "", stamp, None, None)
    if op != "sealed" and sealed is None:
        raise TamperedError("the sync server still holds operations in plain text (a move to sealed sync did not "
                            "finish): run mnemosyne sync --seal again on a device that has the key; nothing of "
                            "this batch was applied")
    try:
        if op != "sealed":
            raise SealBroken("not sealed")
        fields = key.open(sealed, _context(key, sid, device, seq, stamp, item)).decode().split(_SEP)
        # (an envelope sealed before issue 32's second parent, or of no merge, has seven fields)
        memory_id, name, state, change_hash, entry_hash, parent, prev, *more = fields
        if len(more) > 1:
            raise ValueError("too many fields")
    except (SealBroken, ValueError):
        raise TamperedError(
            f"operation {seq} of device {device} on the sync server does not open with this vault's key (it was "
            "changed, moved or replayed there); nothing of its batch was applied. Sync again once the server "
            "holds what the devices sent (a device that has the operation can push it again)") from None
    return RemoteOp(server_seq, scope, device, seq, memory_id or None, name, state or None, change_hash, entry_hash,
                    stamp, int(parent) if parent else None, int(prev), int(more[0]) if more else None)


def seal_name(key: SyncKey, sid: str, name: str) -> bytes:
    return key.seal(name.encode(), f"{FORMAT}|{key.vault_id()}|scope|{sid}".encode())


def open_name(key: SyncKey, sid: str, sealed: bytes) -> str:
    try:
        return key.open(sealed, f"{FORMAT}|{key.vault_id()}|scope|{sid}".encode()).decode()
    except SealBroken:
        raise TamperedError(f"a scope name on the sync server does not open with this vault's key ({sid}); "
                            "nothing was changed") from None


def check_chain(ops: list[RemoteOp], chain: dict[str, int], strict: bool) -> tuple[list[RemoteOp], int]:
    """The operations to apply, in order, without replays (an operation of a device at or below
    where its chain stands here: applied already, changes nothing); and how many were replays.
    ``chain`` (origin device -> its last operation seen here) moves along. A gap (an operation
    whose previous one never came) raises TamperedError. Devices the chain does not know yet
    start where their first operation says unless ``strict`` (this device never pulled before:
    every chain must start at its beginning)."""
    out: list[RemoteOp] = []
    replays = 0
    for op in ops:
        if op.prev_seq is None:  # a tombstone (its chain link is gone with its text) or a plain row
            if op.op == "tombstone":
                chain[op.origin_device] = max(chain.get(op.origin_device) or 0, op.origin_seq)
            out.append(op)
            continue
        last = chain.get(op.origin_device)
        if last is not None and op.origin_seq <= last:
            replays += 1
            continue
        if last is None and not strict:
            last = op.prev_seq
        if op.prev_seq != (last or 0):
            raise TamperedError(
                f"operations of device {op.origin_device} between {last or 0} and {op.origin_seq} are missing on the "
                "sync server or came out of order (removed or moved there); nothing of this batch was applied. "
                "Sync again once the server holds them (the device that wrote them can push them again)")
        chain[op.origin_device] = op.origin_seq
        out.append(op)
    return out, replays


def seal_one_plain_scope(cur, schema: str, key: SyncKey) -> str | None:
    """Seal, in place, every plain-text operation of one scope (the caller's transaction, under
    the push lock): their server numbers stay, so every device's cursor stays right. Returns the
    scope's name, or None when no plain operation is left. One scope a transaction: a move that
    is killed or loses the server goes on from the next scope not moved yet."""
    from mnemosyne_app.sync.server import OP_COLUMNS

    cur.execute(f"SELECT scope FROM {schema}.ops WHERE sealed IS NULL AND op NOT IN ('sealed', 'purged') LIMIT 1")
    found = cur.fetchone()
    if found is None:
        return None
    name = found[0]
    cur.execute(f"SELECT server_seq, {', '.join(OP_COLUMNS)}, merged_hlc FROM {schema}.ops WHERE scope = %s "
                "ORDER BY origin_device, origin_seq", (name,))
    moved, prev = [], {}
    for server_seq, *row, merged in cur.fetchall():
        device, seq = row[1], row[2]
        sealed_row = seal_row(key, (*row, prev.get(device, 0), merged))
        prev[device] = seq
        moved.append((server_seq, *sealed_row))
    cur.execute("CREATE TEMP TABLE moving (server_seq BIGINT PRIMARY KEY, scope TEXT, memory_id TEXT, "
                "entry_hash TEXT, sealed BYTEA) ON COMMIT DROP")
    with cur.copy("COPY moving FROM STDIN") as copy:
        for server_seq, sid, _d, _s, item, _op, _st, _ch, mac, _h, _p, blob in moved:
            copy.write_row((server_seq, sid, item, mac, blob))
    cur.execute(f"UPDATE {schema}.ops o SET scope = m.scope, memory_id = m.memory_id, op = 'sealed', state = NULL, "
                "change_hash = '', entry_hash = m.entry_hash, parent_hlc = NULL, merged_hlc = NULL, sealed = m.sealed "
                "FROM moving m "
                "WHERE o.server_seq = m.server_seq")
    sid = scope_id(key, name)
    cur.execute(f"INSERT INTO {schema}.scope_names VALUES (%s, %s) ON CONFLICT (scope_id) DO NOTHING",
                (sid, seal_name(key, sid, name)))
    cur.execute("DROP TABLE moving")
    return name


def seal_renames(cur, schema: str, key: SyncKey) -> None:
    """The renames table's scope names become scope ids (their names sealed in scope_names)."""
    cur.execute(f"SELECT renamed, old, new FROM {schema}.renames")
    for renamed, old, new in cur.fetchall():
        if len(old) == len(new) == 32 and all(c in "0123456789abcdef" for c in old + new):
            continue  # sealed already (a move resumed)
        sid = scope_id(key, new)
        for name in (old, new):  # both names kept sealed: a later key change maps both ids again
            cur.execute(f"INSERT INTO {schema}.scope_names VALUES (%s, %s) ON CONFLICT (scope_id) DO NOTHING",
                        (scope_id(key, name), seal_name(key, scope_id(key, name), name)))
        cur.execute(f"UPDATE {schema}.renames SET old = %s, new = %s WHERE renamed = %s",
                    (scope_id(key, old), sid, renamed))
    # Removals name their scope as ``ops`` does: its id from now on (its name kept sealed too).
    cur.execute(f"SELECT DISTINCT scope FROM {schema}.removals")
    for (name,) in cur.fetchall():
        if len(name) == 32 and all(c in "0123456789abcdef" for c in name):
            continue
        sid = scope_id(key, name)
        cur.execute(f"INSERT INTO {schema}.scope_names VALUES (%s, %s) ON CONFLICT (scope_id) DO NOTHING",
                    (sid, seal_name(key, sid, name)))
        cur.execute(f"UPDATE {schema}.removals SET scope = %s WHERE scope = %s", (sid, name))


def tombstone(cur, schema: str, rows: list[tuple]) -> None:
    """A purge in a pushed batch (sealed rows) removes the purged memory's text from the server:
    every operation of that memory stamped before the purge keeps only its numbers (a
    tombstone). One stamped after it (a concurrent edit on a device that had not seen the purge)
    wins over the purge on every device, as it does unsealed, so it stays whole: otherwise the
    devices that never read it would not hold the memory its device kept."""
    purges = [(row[0], row[3], row[8]) for row, is_purge in rows if is_purge and row[3] is not None]
    if purges:
        cur.executemany(f"UPDATE {schema}.ops SET sealed = NULL, op = 'purged' WHERE scope = %s AND memory_id = %s "
                        "AND hlc < %s AND op = 'sealed'", purges)


def rotate(cur, schema: str, old: SyncKey, new: SyncKey) -> int:
    """Seal everything on the server again under ``new`` (the caller's transaction, under the
    push lock): each row opened with ``old`` and sealed with ``new``, its scope id, memory tag
    and entry tag made again; the scope names and renames too. A tombstone keeps only its numbers
    (its memory tag is dropped: it was only there for the purge that made it). Returns how many
    operations were sealed again."""
    cur.execute(f"SELECT scope_id, sealed FROM {schema}.scope_names")
    names = {sid: open_name(old, sid, bytes(blob)) for sid, blob in cur.fetchall()}
    remap = {sid: scope_id(new, name) for sid, name in names.items()}
    cur.execute(f"SELECT server_seq, scope, origin_device, origin_seq, memory_id, op, hlc, sealed FROM {schema}.ops")
    moved = []
    for server_seq, sid, device, seq, item, op, stamp, blob in cur.fetchall():
        if sid not in remap:
            raise TamperedError(f"operation {seq} of device {device} on the sync server is in a scope the server "
                                "holds no name for; the key was not changed (nothing was)")
        if op == "purged":
            moved.append((server_seq, remap[sid], None, None, None))
            continue
        row = open_row(old, names[sid], server_seq, device, seq, item, op, stamp, blob)
        sealed_row = seal_row(new, (names[sid], device, seq, row.memory_id, row.op, row.state, row.change_hash,
                                    row.entry_hash, stamp, row.parent_hlc, row.prev_seq, row.merged_hlc))
        moved.append((server_seq, sealed_row[0], sealed_row[3], sealed_row[7], sealed_row[10]))
    cur.execute("CREATE TEMP TABLE rotated (server_seq BIGINT PRIMARY KEY, scope TEXT, memory_id TEXT, "
                "entry_hash TEXT, sealed BYTEA) ON COMMIT DROP")
    with cur.copy("COPY rotated FROM STDIN") as copy:
        for row in moved:
            copy.write_row(row)
    cur.execute(f"UPDATE {schema}.ops o SET scope = r.scope, memory_id = r.memory_id, "
                "entry_hash = coalesce(r.entry_hash, o.entry_hash), sealed = r.sealed FROM rotated r "
                "WHERE o.server_seq = r.server_seq")
    cur.execute("DROP TABLE rotated")
    cur.execute(f"DELETE FROM {schema}.scope_names")
    for sid, name in names.items():
        cur.execute(f"INSERT INTO {schema}.scope_names VALUES (%s, %s)", (remap[sid], seal_name(new, remap[sid], name)))
    cur.execute(f"SELECT renamed, old, new FROM {schema}.renames")
    for renamed, old_id, new_id in cur.fetchall():
        cur.execute(f"UPDATE {schema}.renames SET old = %s, new = %s WHERE renamed = %s",
                    (remap.get(old_id, old_id), remap.get(new_id, new_id), renamed))
    cur.execute(f"SELECT removal, scope FROM {schema}.removals")
    for removal, sid in cur.fetchall():
        cur.execute(f"UPDATE {schema}.removals SET scope = %s WHERE removal = %s", (remap.get(sid, sid), removal))
    from mnemosyne_app.sync import anchors, labels  # (imports the brain: only when a key changes)

    labels.rotate(cur, schema, old, new, remap)

    anchors.rotate(cur, schema, old, new, remap)
    return len(moved)
