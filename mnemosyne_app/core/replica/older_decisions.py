"""The person's decisions made before schema 1.18 (entity merges and renames, proposals and their
answers), sent once, on the first sync after the upgrade (issue 28).

Before 1.18 such a decision was ledgered by its hash alone: with no ``shared_changes`` row it was
never stamped, so it stayed on the device that made it ("Tom" merged into "Tom Baker" here, two
people on the laptop). The change itself cannot be sent as it was (the ledger keeps only its hash);
what the decision left is: each entity name as it stands here, dated when it was decided (so a
later decision on another device still wins, core/write/entity_names.py ``pulled``), and each
proposal with its answer. They are new shared changes (core/store/shared.py), stamped and pushed
like any; a row that a shared change already carries (one made or pulled since 1.18) is not sent
again. A meta key records that it ran: it reads three small tables, once per scope.
"""

from __future__ import annotations

import json

import apsw

from mnemosyne_app.core.store import shared
from mnemosyne_app.core.store.driver import scalar

DONE_KEY = "sync_older_decisions_sent"
_PROPOSAL = ("memory_id", "fact_text", "attribute", "target_memory", "target_text", "created_at")
_KEY = ("memory_id", "fact_text", "target_memory", "target_text")


def send_once(conn: apsw.Connection) -> int:
    """Record the decisions no shared change carries yet (inside the caller's transaction, before
    stamping); returns how many shared changes that made. Once per scope."""
    if scalar(conn, "SELECT 1 FROM meta WHERE key = ?", (DONE_KEY,)) is not None:
        return 0
    carried = _carried(conn)
    made = _names(conn, carried) + _proposals(conn, carried)
    conn.execute("INSERT INTO meta(key, value) VALUES (?, '1')", (DONE_KEY,))
    return made


def _carried(conn: apsw.Connection) -> dict[str, set]:
    """What the shared changes held here already say: (name, when) pairs, proposals by what they
    say, answers likewise."""
    out: dict[str, set] = {"names": set(), "proposal": set(), "proposal_decided": set()}
    for op, text in conn.execute("SELECT l.op, s.state FROM shared_changes s JOIN ledger l ON l.seq = s.seq"):
        change = json.loads(text)
        if op in ("entity_merge", "entity_unmerge"):
            out["names"].update((name, float(change["at"])) for name in change["set"])
        elif op in ("proposal", "proposal_decided"):
            out[op].add(tuple(change[k] for k in _KEY))
    return out


def _names(conn: apsw.Connection, carried: dict[str, set]) -> int:
    """One change per moment of decision (a merge set all its names at once), naming what each
    name means now."""
    by_time: dict[float, dict[str, str]] = {}
    for name, canonical, at in conn.execute("SELECT name, canonical, changed_at FROM entity_aliases ORDER BY name"):
        if (name, float(at)) not in carried["names"]:
            by_time.setdefault(float(at), {})[name] = canonical
    for at, names in sorted(by_time.items()):
        shared.append(conn, "entity_merge", {"set": names, "at": at, "sent": "decided before release 1.18"})
    return len(by_time)


def _proposals(conn: apsw.Connection, carried: dict[str, set]) -> int:
    made = 0
    rows = conn.execute(f"SELECT {', '.join(_PROPOSAL)}, status, decided_at FROM fact_proposals ORDER BY proposal_id")
    for *values, status, decided_at in rows.fetchall():
        proposal = dict(zip(_PROPOSAL, values))
        key = tuple(proposal[k] for k in _KEY)
        if key not in carried["proposal"]:
            shared.append(conn, "proposal", proposal)
            carried["proposal"].add(key)
            made += 1
        if status != "pending" and key not in carried["proposal_decided"]:
            shared.append(conn, "proposal_decided", {**proposal, "status": status, "decided_at": decided_at})
            carried["proposal_decided"].add(key)
            made += 1
    return made
