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
    now = time.time()
    with writer.lock, writer.txn() as conn:
        held = dict(conn.execute("SELECT name, canonical FROM entity_aliases"))
        touched = {n for n in names if n != into} | {a for a, c in held.items() if c in names and a != into}
        before = {n: held.get(n) for n in sorted(touched)}
        if into in held:  # the kept name is a name of its own again
            before[into] = held[into]
            conn.execute("DELETE FROM entity_aliases WHERE name = ?", (into,))
        conn.executemany("INSERT INTO entity_aliases(name, canonical, changed_at) VALUES (?,?,?) "
                         "ON CONFLICT(name) DO UPDATE SET canonical = excluded.canonical, changed_at = excluded.changed_at",
                         [(n, into, now) for n in sorted(touched)])
        shared.append(conn, "entity_merge", {"into": into, "names": sorted(touched), "before": before, "at": now,
                                             "set": {n: into for n in touched} | ({into: None} if into in held else {})})
    return {"into": into, "before": before}


def restore(writer, before: dict) -> None:
    """Put each name back as it was before a merge (``merge``'s result): the undo."""
    now = time.time()
    with writer.lock, writer.txn() as conn:
        for name, canonical in before.items():
            if canonical is None:
                conn.execute("DELETE FROM entity_aliases WHERE name = ?", (name,))
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
            conn.execute("DELETE FROM entity_aliases WHERE name = ?", (name,))
        else:
            conn.execute("INSERT INTO entity_aliases(name, canonical, changed_at) VALUES (?,?,?) "
                         "ON CONFLICT(name) DO UPDATE SET canonical = excluded.canonical, "
                         "changed_at = excluded.changed_at", (name, canonical, at))
