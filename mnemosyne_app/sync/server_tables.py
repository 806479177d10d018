"""The sync server's tables, as each version of them is made (server.py creates and migrates
them), and the columns sync reads and writes: checked on every connect, so a table someone
changed on the server is refused before anything is read or written."""

from __future__ import annotations


def _v1(cur, schema: str) -> None:
    cur.execute(f"""
        CREATE TABLE {schema}.ops (
            server_seq    BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            scope         TEXT NOT NULL,
            origin_device TEXT NOT NULL,
            origin_seq    BIGINT NOT NULL,
            memory_id     TEXT,
            op            TEXT NOT NULL,
            state         TEXT,              -- the memory's canonical state (ledger.state_json)
            change_hash   TEXT NOT NULL,     -- its SHA-256, as the origin's ledger holds it
            entry_hash    TEXT NOT NULL,     -- the origin's ledger entry
            hlc           BIGINT NOT NULL,
            parent_hlc    BIGINT,            -- the stamp of the state this write replaced
            pushed_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
            UNIQUE (scope, origin_device, origin_seq)
        );
        CREATE INDEX ops_scope_order ON {schema}.ops (scope, server_seq);
    """)


def _v2(cur, schema: str) -> None:
    # Scope renames: the operations move to the new name (their server order unchanged, so every
    # device's cursor stays right), and this table tells the other devices to rename theirs.
    cur.execute(f"""
        CREATE TABLE {schema}.renames (
            renamed       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            old           TEXT NOT NULL,
            new           TEXT NOT NULL,
            device        TEXT NOT NULL,
            renamed_at    TIMESTAMPTZ NOT NULL DEFAULT now()
        );
        CREATE INDEX renames_old ON {schema}.renames (old, renamed);
    """)


def _v3(cur, schema: str) -> None:
    # Sealed sync (issue 33): a sealed row keeps its content in ``sealed`` (AES-GCM, vault.py);
    # ``scope`` and ``memory_id`` hold opaque tags, ``state`` and ``change_hash`` nothing. The
    # scopes' names are sealed too, one row per scope id. ``meta`` gains ``key_check`` (a sealed
    # constant: which key opens this vault) at the first sealed sync.
    cur.execute(f"""
        ALTER TABLE {schema}.ops ADD COLUMN sealed BYTEA;
        CREATE TABLE {schema}.scope_names (
            scope_id      TEXT PRIMARY KEY,
            sealed        BYTEA NOT NULL
        );
    """)


def _v4(cur, schema: str) -> None:
    # Scope removals (issue 32): a scope removed on one device is removed on the others (moved
    # aside there too, recoverable), never recreated by a later ``sync --all``. Its operations
    # stay: a device that restores the scope marks the removal undone and it comes back
    # everywhere. ``scope`` holds the scope's id as ``ops`` does (sealed: the opaque one).
    cur.execute(f"""
        CREATE TABLE {schema}.removals (
            removal       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            token         TEXT NOT NULL UNIQUE,  -- random: a server restored from a backup reuses numbers
            scope         TEXT NOT NULL,
            device        TEXT NOT NULL,
            removed_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
            undone_by     TEXT
        );
        CREATE INDEX removals_scope ON {schema}.removals (scope, removal);
    """)


def _v5(cur, schema: str) -> None:
    # Issue 31: each device's latest signed anchor of each scope's ledger (sync/anchors.py), the
    # highest one kept, so a device whose whole data directory was put back to an older copy
    # finds out. ``seq`` is plain (the server sees each device's entry numbers already); the
    # anchor itself is in ``anchor`` (plain sync) or sealed in ``sealed`` (AES-GCM, vault.py).
    cur.execute(f"""
        CREATE TABLE {schema}.anchors (
            device        TEXT NOT NULL,
            scope         TEXT NOT NULL,     -- the scope's name, or its opaque id when sealed
            seq           BIGINT NOT NULL,
            anchor        TEXT,
            sealed        BYTEA,
            published_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
            PRIMARY KEY (device, scope)
        );
    """)


def _v6(cur, schema: str) -> None:
    # Issue 32: a scope is known by a stable id; its name is a label (sync/labels.py). ``ops``,
    # ``removals`` and ``anchors`` key a scope by its id as they keyed it by its name before, so
    # every existing scope adopts as its id the name its rows were under (sealed: that name's
    # opaque tag; ``scope_names`` holds the id sealed) and nothing is rewritten. A rename is a
    # new label stamped by the hybrid clock: the row here holds the latest stamp (ties: the
    # device id), the label plain, or sealed in ``sealed`` (the server never learns it). No row:
    # the label is the id (a scope from before). ``renames`` keeps each label's former name
    # (its key), so a device whose scope has an old name finds the scope.
    cur.execute(f"""
        CREATE TABLE {schema}.scopes (
            scope         TEXT PRIMARY KEY,  -- the scope's id (sealed: its opaque tag)
            label         TEXT,
            sealed        BYTEA,
            stamp         BIGINT NOT NULL,
            device        TEXT NOT NULL,
            labelled_at   TIMESTAMPTZ NOT NULL DEFAULT now()
        );
    """)


def _v7(cur, schema: str) -> None:
    # Issue 32: a merge names the operation it merged (its second parent) beside the state it
    # replaced. Rows from before hold NULL: their operations are read with one parent, as ever.
    # Sealed rows carry it inside ``sealed`` (as ``parent_hlc``), this column stays NULL there.
    cur.execute(f"ALTER TABLE {schema}.ops ADD COLUMN merged_hlc BIGINT")


MIGRATIONS = [(1, _v1), (2, _v2), (3, _v3), (4, _v4), (5, _v5), (6, _v6), (7, _v7)]
_TEXT, _INT, _BYTES = "text", "bigint", "bytea"
# The columns sync reads and writes, as the migrations make them: checked on every connect.
SHAPE = {
    "ops": {"server_seq": _INT, "scope": _TEXT, "origin_device": _TEXT, "origin_seq": _INT, "memory_id": _TEXT,
            "op": _TEXT, "state": _TEXT, "change_hash": _TEXT, "entry_hash": _TEXT, "hlc": _INT, "parent_hlc": _INT,
            "merged_hlc": _INT, "sealed": _BYTES, "pushed_at": "timestamp with time zone"},
    "renames": {"renamed": _INT, "old": _TEXT, "new": _TEXT, "device": _TEXT},
    "scope_names": {"scope_id": _TEXT, "sealed": _BYTES},
    "anchors": {"device": _TEXT, "scope": _TEXT, "seq": _INT, "anchor": _TEXT, "sealed": _BYTES},
    "meta": {"key": _TEXT, "value": _TEXT},
    "scopes": {"scope": _TEXT, "label": _TEXT, "sealed": _BYTES, "stamp": _INT, "device": _TEXT},
    "removals": {"removal": _INT, "token": _TEXT, "scope": _TEXT, "device": _TEXT, "undone_by": _TEXT},
}
CURRENT = MIGRATIONS[-1][0]
