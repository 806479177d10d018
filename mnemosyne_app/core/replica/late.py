"""Operations that come after writes made on top of them (issue 32: a server restored from a
backup can hold one device's edits before the operations they were made on, so a device that
pulls them in that order meets the older ones last).

Such an operation is stale: the write made on top of it already holds what it did. Its stamp
cannot tell (a device whose clock did not follow a stamp far ahead, hlc.MAX_AHEAD_S, stamps its
write on top of it lower), the recorded parents can: a write of this memory held here, applied or
met as nothing to do (known.py), whose parent is the operation's stamp. And an operation that
came late may find the memory holding one of its own ancestors, applied over those writes by the
clock before it was known they came after it (seed 1385 of the 30-step soak): the line of writes
made on top of it is the memory's state again.
"""

from __future__ import annotations

import apsw

_CHILDREN = ("SELECT s.hlc, s.origin_device FROM sync_entries s JOIN ledger l ON l.seq = s.seq "
             "WHERE l.memory_id = :m AND s.parent_hlc = :p AND s.kind != 'keep' "
             "UNION SELECT hlc, origin_device FROM sync_known WHERE memory_id = :m AND parent_hlc = :p")


def _children(conn: apsw.Connection, memory_id: str, stamp: int) -> list[tuple[int, str]]:
    return [(s, d) for s, d in conn.execute(_CHILDREN, {"m": memory_id, "p": stamp}) if s != stamp]


# (asked of every pulled operation of a memory held here: one lookup by index each, no union)
_BUILT_ON = ("SELECT EXISTS (SELECT 1 FROM ledger l JOIN sync_entries s ON s.seq = l.seq WHERE l.memory_id = :m "
             "AND s.parent_hlc = :p AND s.hlc != :p AND s.kind != 'keep') OR EXISTS (SELECT 1 FROM sync_known "
             "WHERE memory_id = :m AND parent_hlc = :p AND hlc != :p)")


def built_on(conn: apsw.Connection, memory_id: str, stamp: int) -> bool:
    """Whether a write of this memory held here was made on top of the one stamped ``stamp``."""
    return bool(conn.execute(_BUILT_ON, {"m": memory_id, "p": stamp}).fetchall()[0][0])


def tip(conn: apsw.Connection, memory_id: str, stamp: int, most: int = 256) -> tuple[int, str] | None:
    """(stamp, device) of the last write of the line made on top of ``stamp`` (at a fork, the
    later by the clock, as the devices holding both settled it); None: none held here."""
    at = None
    for _ in range(most):
        children = _children(conn, memory_id, stamp if at is None else at[0])
        if not children:
            break
        at = max(children)
    return at
