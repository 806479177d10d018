"""The person's decisions about entities: "Tom" and "Tom Baker" are one (a merge), "Mum" is
"Margaret" (a rename). One transaction and one ledger entry each; ``restore`` puts back exactly
the names a decision changed (its undo). Entities themselves are read from facts (core/read/
entities.py): no fact or memory is rewritten by any of this. Each decision travels to the person's
other devices (core/store/shared.py): its change names every name it set, so a device applies
it by name, the later decision on a name winning (``pulled``)."""

from __future__ import annotations

import time

from mnemosyne_app.core import validate
from mnemosyne_app.core.store import shared


def merge(writer, names: list[str], into: str) -> dict:
    """Every name in ``names`` (and every name already merged into one of them) now names
    ``into``. Returns what ``restore`` needs to undo it: each changed name's earlier mapping."""
    into = validate.text(into, max_chars=200, what="entity name").strip()
    names = [validate.text(n, max_chars=200, what="entity name").strip() for n in names]
    if not into or not names or any(not n for n in names):
        raise ValueError("give the names to merge and the name to keep")
    with writer.lock, writer.txn() as conn:
        now = _after_all_seen(conn)
        held = {n: c for n, c in conn.execute("SELECT name, canonical FROM entity_aliases") if c != n}
        touched = {n for n in names if n != into} | {a for a, c in held.items() if c in names and a != into}
        before = {n: held.get(n) for n in sorted(touched)}
        if into in held:  # the kept name is a name of its own again
            before[into] = held[into]
            _own_name(conn, into, now)
        conn.executemany("INSERT INTO entity_aliases(name, canonical, changed_at) VALUES (?,?,?) "
                         "ON CONFLICT(name) DO UPDATE SET canonical = excluded.canonical, changed_at = excluded.changed_at",
                         [(n, into, now) for n in sorted(touched)])
        shared.append(conn, "entity_merge", {"into": into, "names": sorted(touched), "before": before, "at": now,
                                             "set": {n: into for n in touched} | ({into: None} if into in held else {})})
    return {"into": into, "before": before}


def restore(writer, before: dict) -> None:
    """Put each name back as it was before a merge (``merge``'s result): the undo."""
    with writer.lock, writer.txn() as conn:
        now = _after_all_seen(conn)
        for name, canonical in before.items():
            if canonical is None:
                _own_name(conn, name, now)
            else:
                conn.execute("INSERT INTO entity_aliases(name, canonical, changed_at) VALUES (?,?,?) "
                             "ON CONFLICT(name) DO UPDATE SET canonical = excluded.canonical, "
                             "changed_at = excluded.changed_at", (name, canonical, now))
        shared.append(conn, "entity_unmerge", {"restored": before, "set": before, "at": now})


def pulled(conn, change: dict) -> None:
    """Another device's merge or its undo (``change["set"]``: name -> the name it now means, or
    None for a name of its own again), applied name by name: a name decided here later stays."""
    at = float(change["at"])
    for name, canonical in change["set"].items():
        held = conn.execute("SELECT changed_at FROM entity_aliases WHERE name = ?", (name,)).fetchall()
        if held and held[0][0] > at:
            continue
        if canonical is None:
            _own_name(conn, name, at)
        else:
            conn.execute("INSERT INTO entity_aliases(name, canonical, changed_at) VALUES (?,?,?) "
                         "ON CONFLICT(name) DO UPDATE SET canonical = excluded.canonical, "
                         "changed_at = excluded.changed_at", (name, canonical, at))


def _own_name(conn, name: str, at: float) -> None:
    """``name`` names an entity of its own again, kept as a row naming itself with when that was
    decided (was: the row was deleted, and with it its time: another device's older decision on
    the name, pulled after, was applied there and not here, and the devices differed)."""
    conn.execute("INSERT INTO entity_aliases(name, canonical, changed_at) VALUES (?,?,?) "
                 "ON CONFLICT(name) DO UPDATE SET canonical = excluded.canonical, changed_at = excluded.changed_at",
                 (name, name, at))


def _after_all_seen(conn) -> float:
    """When a decision made now is dated: now, or just after the latest decision this device holds
    (a device whose clock ran ahead dated its own later; a decision made after seeing it is the
    later one, and must stand on that device too: was, it was skipped there for being "older")."""
    latest = conn.execute("SELECT max(changed_at) FROM entity_aliases").fetchall()[0][0]
    return max(time.time(), (latest or 0.0) + 0.001)
