"""The person's decisions about entities: "Tom" and "Tom Baker" are one (a merge), "Mum" is
"Margaret" (a rename). One transaction and one ledger entry each; ``restore`` puts back exactly
the names a decision changed (its undo). Entities themselves are read from facts (core/read/
entities.py): no fact or memory is rewritten by any of this."""

from __future__ import annotations

import time

from mnemosyne_app.core import validate
from mnemosyne_app.core.store import ledger


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
        ledger.append(conn, "entity_merge", None, {"into": into, "names": sorted(touched), "before": before})
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
        ledger.append(conn, "entity_unmerge", None, {"restored": before})
