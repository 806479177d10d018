"""Scopes on the sync server by id, their names as labels (issue 32; server table v6 ``scopes``).

A scope is known everywhere by a stable id (kept in its store, core/replica/state.py); its name
is a label the server keeps with the stamp of the rename that gave it. A rename is a new label:
concurrent renames resolve to the later stamp by the hybrid clock (ties: the higher device id),
whichever device tells the server first, so every device ends with the same name. Nothing of a
scope's operations moves or is sealed again on a rename.

A scope's first sync with a server finds its id there (the rule, in order): the server knows the
scope's own id; else a scope the server holds (not removed) is labelled with its name: that id is
adopted (two devices that made a scope of one name before ever syncing meet as one scope); else a
scope once labelled with its name (renamed since, on another device) is adopted; else, for a
scope renamed here since it last synced, the same two by the name it last synced under (a server
restored from a backup older than its id knows it by that name only); else its own id is
registered with its name.

Sealed, the server holds each label sealed (bound to the scope's key, stamp and device) and the
renames history by the names' opaque tags: it never learns a name.
"""

from __future__ import annotations

import time
from typing import NamedTuple

from mnemosyne_app.sync.server import PUSH_LOCK, Server, SyncServerError, _failing

LEGACY = (0, "")  # the stamp of a label no rename gave (a scope from before ids: its id is its name)


class Label(NamedTuple):
    name: str
    stamp: int
    device: str

    def beats(self, other: "Label") -> bool:
        return (self.stamp, self.device) > (other.stamp, other.device)

    @classmethod
    def held(cls, name: str, found: dict, me: str) -> "Label":
        """The name ``name`` a scope has here, stamped as its sync state ``found`` says (device
        None: renamed here, not told yet: this device ``me``'s rename)."""
        return cls(name, found["stamp"], found["device"] if found["device"] is not None else me)


class LabelTakenError(SyncServerError):
    def __init__(self, old: str, new: str) -> None:
        super().__init__(f"the scope {old!r} was renamed {new!r} here, but the sync server already has a scope "
                         f"named {new!r}; nothing was changed (rename this scope to a name not in use)")


def _context(key, sid: str, stamp: int, device: str) -> bytes:
    """What a sealed label is bound to: its vault, its scope's key, its stamp and device."""
    from mnemosyne_app.sync import sealed

    return f"{sealed.FORMAT}|{key.vault_id()}|label|{sid}|{stamp}|{device}".encode()


def _ident_of(server: Server, cur, sid: str) -> str | None:
    """The scope id behind a server key (sealed: opened from ``scope_names``)."""
    if server.key is None:
        return sid
    from mnemosyne_app.sync import sealed

    cur.execute(f"SELECT sealed FROM {server.schema}.scope_names WHERE scope_id = %s", (sid,))
    found = cur.fetchone()
    return sealed.open_name(server.key, sid, bytes(found[0])) if found is not None else None


def _read(server: Server, cur, ident: str) -> Label:
    sid = server.key_of(ident)
    cur.execute(f"SELECT label, sealed, stamp, device FROM {server.schema}.scopes WHERE scope = %s", (sid,))
    found = cur.fetchone()
    if found is None:
        return Label(ident, *LEGACY)
    label, blob, stamp, device = found
    if server.key is not None:
        from mnemosyne_app.sync import sealed
        from mnemosyne_app.sync.vault import SealBroken

        try:
            label = server.key.open(bytes(blob), _context(server.key, sid, stamp, device)).decode()
        except (SealBroken, TypeError):
            raise sealed.TamperedError("a scope's name on the sync server does not open with this vault's key; "
                                       "nothing was changed") from None
    return Label(label, stamp, device)


def _known(server: Server, cur, ident: str) -> bool:
    sid = server.key_of(ident)
    cur.execute(f"SELECT EXISTS (SELECT 1 FROM {server.schema}.scopes WHERE scope = %s) "
                f"OR EXISTS (SELECT 1 FROM {server.schema}.ops WHERE scope = %s)", (sid, sid))
    return cur.fetchone()[0]


def _live(server: Server, cur, removed_too: bool = False, held_only: bool = False) -> dict[str, str]:
    """label -> id, of the scopes the server holds (operations or a label; ``held_only``:
    operations) and not removed (unless ``removed_too``)."""
    cur.execute(f"SELECT DISTINCT ON (scope) scope, undone_by FROM {server.schema}.removals ORDER BY scope, removal DESC")
    removed = {sid for sid, undone in cur.fetchall() if undone is None}
    cur.execute(f"SELECT DISTINCT scope FROM {server.schema}.ops" if held_only else
                f"SELECT DISTINCT scope FROM {server.schema}.ops UNION SELECT scope FROM {server.schema}.scopes")
    out: dict[str, str] = {}
    # A name a removed scope and a live one share (made anew after the removal) is the live one's.
    for (sid,) in sorted(cur.fetchall(), key=lambda row: (row[0] in removed, row[0])):
        if sid in removed and not removed_too:
            continue
        ident = _ident_of(server, cur, sid)
        if ident is not None:
            out.setdefault(_read(server, cur, ident).name, ident)
    return out


def _formerly(server: Server, cur, name: str) -> str | None:
    """The id of the scope last labelled ``name`` before a rename (following renames made
    before ids, which moved a scope's rows to its new name's key)."""
    key, seen = server.key_of(name), set()
    cur.execute(f"SELECT new FROM {server.schema}.renames WHERE old = %s ORDER BY renamed DESC LIMIT 1", (key,))
    found = cur.fetchone()
    while found is not None and found[0] not in seen:
        sid = found[0]
        seen.add(sid)
        cur.execute(f"SELECT EXISTS (SELECT 1 FROM {server.schema}.scopes WHERE scope = %s) "
                    f"OR EXISTS (SELECT 1 FROM {server.schema}.ops WHERE scope = %s)", (sid, sid))
        if cur.fetchone()[0]:
            cur.execute(f"SELECT undone_by IS NULL FROM {server.schema}.removals WHERE scope = %s "
                        "ORDER BY removal DESC LIMIT 1", (sid,))
            removed = cur.fetchone()
            # a scope removed since is not joined: a scope made anew under its old name is one of its own
            return None if removed is not None and removed[0] else _ident_of(server, cur, sid)
        cur.execute(f"SELECT new FROM {server.schema}.renames WHERE old = %s ORDER BY renamed DESC LIMIT 1", (sid,))
        found = cur.fetchone()
    return None


def join(server: Server, ident: str, name: str, label: Label, taken: set[str] = frozenset(),
         synced_as: str | None = None) -> str:
    """The id scope ``name`` (its own id ``ident``, its name stamped ``label``) has on this
    server, by the rule in the module's words, never one of ``taken`` (another scope file of
    this device has it); registered with its label when new there. ``synced_as``: the name it
    last synced under, when renamed here since: a server restored from a backup older than its
    id knows it by that name only (soak seed 967: registered under the new name it split in two,
    this copy holding the other devices' operations it never sends)."""
    with _failing("reading the sync server failed"):
        with server.conn.transaction(), server.conn.cursor() as cur:
            if _known(server, cur, ident):
                return ident  # no lock: a known id stays known
    with _failing("registering the scope on the sync server failed"):
        with server.conn.transaction(), server.conn.cursor() as cur:
            cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK,))  # one first sync of a name at a time
            if _known(server, cur, ident):
                return ident
            found = _live(server, cur).get(name) or _formerly(server, cur, name)
            if found is None and synced_as not in (None, name):
                found = _live(server, cur).get(synced_as) or _formerly(server, cur, synced_as)
            if found is not None and found not in taken:
                return found
            _write(server, cur, ident, label)
            return ident


def synced_as(found: dict) -> str | None:
    """The name a scope (its sync state ``found``: a file's, or an open replica's label, which
    says only the name it last synced under) last synced under, if it synced."""
    return found["name"] if found.get("synced", True) else None


def _write(server: Server, cur, ident: str, label: Label) -> None:
    sid = server.key_of(ident)
    plain, blob = label.name, None
    if server.key is not None:
        from mnemosyne_app.sync import sealed

        plain, blob = None, server.key.seal(label.name.encode(), _context(server.key, sid, label.stamp, label.device))
        cur.execute(f"INSERT INTO {server.schema}.scope_names VALUES (%s, %s) ON CONFLICT (scope_id) DO NOTHING",
                    (sid, sealed.seal_name(server.key, sid, ident)))
    cur.execute(f"INSERT INTO {server.schema}.scopes (scope, label, sealed, stamp, device) VALUES (%s, %s, %s, %s, %s) "
                "ON CONFLICT (scope) DO UPDATE SET label = excluded.label, sealed = excluded.sealed, "
                "stamp = excluded.stamp, device = excluded.device, labelled_at = now()",
                (sid, plain, blob, label.stamp, label.device))


def label_of(server: Server, ident: str) -> Label:
    """Scope ``ident``'s name on the server, with the stamp of the rename that gave it."""
    with _failing("reading the sync server failed"):
        with server.conn.transaction(), server.conn.cursor() as cur:
            return _read(server, cur, ident)


def relabel(server: Server, ident: str, label: Label) -> tuple[Label, Label]:
    """Give scope ``ident`` the name ``label`` if its stamp is later than the server's (a rename
    made here, or one a server restored from an older backup lost); returns the label in force
    afterwards (another device's later rename, if any) and the one before. A name another scope
    there has is refused (LabelTakenError), nothing changed."""
    with _failing("reading the sync server failed"):
        with server.conn.transaction(), server.conn.cursor() as cur:
            now = _read(server, cur, ident)
    if not label.beats(now):
        return now, now  # most syncs: nothing to tell, no lock taken
    with _failing("renaming the scope on the sync server failed"):
        with server.conn.transaction(), server.conn.cursor() as cur:
            cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK,))
            now = _read(server, cur, ident)
            if not label.beats(now):
                return now, now  # another device's later rename came in meanwhile
            if label.name != now.name and _live(server, cur).get(label.name, ident) != ident:
                raise LabelTakenError(now.name, label.name)
            return _kept(server, cur, ident, label, now), now


def _kept(server: Server, cur, ident: str, label: Label, before: Label) -> Label:
    _write(server, cur, ident, label)
    if label.name != before.name:  # the former name, kept (by its key) for devices that still use it
        old = server.key_of(before.name)
        if server.key is not None:
            from mnemosyne_app.sync import sealed

            cur.execute(f"INSERT INTO {server.schema}.scope_names VALUES (%s, %s) ON CONFLICT (scope_id) DO NOTHING",
                        (old, sealed.seal_name(server.key, old, before.name)))
        cur.execute(f"INSERT INTO {server.schema}.renames (old, new, device) VALUES (%s, %s, %s)",
                    (old, server.key_of(ident), label.device))
    return label


def restored_label(server: Server, ident: str, name: str, me: str, here: set[str]) -> Label:
    """The label scope ``ident`` (removed, being restored under ``name``) takes: ``name``, unless
    another live scope holds that name now (made while it was removed); then the first of
    ``name``_restored, ``name``_restored2... no scope there or ``here`` has, told as a rename
    made by ``me`` now (stamped past the label it had, so it is the one in force everywhere)."""
    with _failing("renaming the scope on the sync server failed"):
        with server.conn.transaction(), server.conn.cursor() as cur:
            cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK,))
            now = _read(server, cur, ident)
            live = _live(server, cur)
            if live.get(name, ident) == ident:
                return now
            every = set(_live(server, cur, removed_too=True)) | here
            new, n = f"{name}_restored", 1
            while new in every:
                n += 1
                new = f"{name}_restored{n}"
            label = Label(new, max(int(time.time() * 1000) << 16, now.stamp + 1), me)  # as core/replica/hlc stamps
            return _kept(server, cur, ident, label, now)


def live_names(server: Server, removed_too: bool = False, held_only: bool = False) -> dict[str, str]:
    """name -> id of the scopes the server holds operations (``held_only``) or a label of (not
    removed ones unless ``removed_too``): ``sync --all`` makes here the ones it holds."""
    with _failing("reading the sync server failed"):
        with server.conn.transaction(), server.conn.cursor() as cur:
            return _live(server, cur, removed_too, held_only)


def seal_plain(cur, schema: str, key) -> None:
    """Sealed sync begins (sealed.seal_one_plain_scope moved the rows): each plain label is
    sealed under its scope's new key, and that key's id kept sealed in ``scope_names``."""
    from mnemosyne_app.sync import sealed

    cur.execute(f"SELECT scope, label, stamp, device FROM {schema}.scopes WHERE label IS NOT NULL")
    for ident, label, stamp, device in cur.fetchall():
        sid = sealed.scope_id(key, ident)
        blob = key.seal(label.encode(), _context(key, sid, stamp, device))
        cur.execute(f"INSERT INTO {schema}.scope_names VALUES (%s, %s) ON CONFLICT (scope_id) DO NOTHING",
                    (sid, sealed.seal_name(key, sid, ident)))
        cur.execute(f"UPDATE {schema}.scopes SET scope = %s, label = NULL, sealed = %s WHERE scope = %s",
                    (sid, blob, ident))


def rotate(cur, schema: str, old, new, remap: dict[str, str]) -> None:
    """The labels sealed again under the vault's new key (``remap``: old key -> new key)."""
    cur.execute(f"SELECT scope, sealed, stamp, device FROM {schema}.scopes")
    rows = cur.fetchall()
    cur.execute(f"DELETE FROM {schema}.scopes")
    from mnemosyne_app.sync import sealed
    from mnemosyne_app.sync.vault import SealBroken

    for sid, blob, stamp, device in rows:
        try:
            name = old.open(bytes(blob), _context(old, sid, stamp, device))
        except (SealBroken, TypeError):
            raise sealed.TamperedError("a scope's name on the sync server does not open with this vault's key; the "
                                       "key was not changed (nothing was)") from None
        to = remap.get(sid, sid)
        cur.execute(f"INSERT INTO {schema}.scopes (scope, sealed, stamp, device) VALUES (%s, %s, %s, %s)",
                    (to, new.seal(name, _context(new, to, stamp, device)),
                     stamp, device))
