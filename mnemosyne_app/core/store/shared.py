"""Changes the person makes that touch no memory, yet belong on every device they sync (issue 28):
entity merges and renames (core/write/entity_names.py), proposals and the person's answers to
them (core/write/proposals.py).

Each is one ledger entry with no memory, its change kept whole in ``shared_changes`` (schema 1.18)
in the same transaction, because the ledger holds only the change's hash and sync must send the
change itself: a push stamps and sends these entries like a memory's (core/replica/outgoing.py),
and a pull applies them (core/replica/apply.py, by the write modules' ``pulled`` functions) and
records the same change here again, linked to its origin.
"""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.store import ledger


def append(conn: apsw.Connection, op: str, change: dict) -> int:
    """One ledger entry for ``change`` (inside the caller's transaction), kept whole for sync."""
    text = ledger.canonical(change)
    seq = ledger.append(conn, op, None, text)
    conn.execute("INSERT INTO shared_changes(seq, state) VALUES (?, ?)", (seq, text))
    return seq


def texts(conn: apsw.Connection, seqs: list[int]) -> dict[int, str]:
    """seq -> the change's text, for those of ``seqs`` that are shared changes."""
    return dict(conn.execute("SELECT seq, state FROM shared_changes WHERE seq IN (SELECT value FROM json_each(?))",
                             (json.dumps(seqs),)))
