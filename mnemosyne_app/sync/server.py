"""The sync server: a PostgreSQL database holding every device's operations.

Its tables live in their own schema (``mnemosyne_sync``), created and migrated here (versioned
like the local store: a newer version or a schema another program made is refused, with nothing
changed on either side). ``ops`` is append-only: a push inserts a batch with ``ON CONFLICT DO
NOTHING`` on ``(scope, origin_device, origin_seq)``, so a retried batch is a no-op, and each row
gets ``server_seq``, the order every device pulls in. Pushes take one advisory lock for their
transaction, so ``server_seq`` values become visible in increasing order and a puller's cursor
can never pass a row that commits later.
"""

from __future__ import annotations

import contextlib
import time
import urllib.parse
import uuid
from dataclasses import dataclass
from typing import Iterator

import psycopg

from mnemosyne_app.core.errors import MnemosyneError
from mnemosyne_app.core.types import RemoteOp  # noqa: F401  (what a pull returns; the engine applies it)
from mnemosyne_app.sync.server_tables import CURRENT, MIGRATIONS, SHAPE

SCHEMA = "mnemosyne_sync"
APP = "mnemosyne"
PUSH_LOCK = 0x6D6E656D  # the advisory lock every push holds until it commits ("mnem")
LOCK_TIMEOUT_S = 60      # waiting for another device's push to end
IDLE_TIMEOUT_S = 30      # a transaction of this device left idle (its link froze): the server ends it
STEP_TIMEOUT_S = 600     # any one statement (a batch of 5,000 operations takes seconds)
OP_COLUMNS = ("scope", "origin_device", "origin_seq", "memory_id", "op", "state", "change_hash",
              "entry_hash", "hlc", "parent_hlc")
SEALED_COLUMNS = OP_COLUMNS + ("sealed",)  # a sealed row: opaque ids, the stamp, and the ciphertext
# A plain row also names the operation a merge merged (server v7; sealed: inside ``sealed``).
PLAIN_COLUMNS = OP_COLUMNS + ("merged_hlc",)


@dataclass(frozen=True)
class Outgoing:
    """A push batch as the server gets it (``Server.prepare``): its rows in ``cols`` order, and
    which of them are purges (sealed, a purge leaves a tombstone of the memory's earlier rows)."""
    rows: list[tuple]
    cols: tuple[str, ...]
    purges: list[bool]


class SyncServerError(MnemosyneError):
    """The server cannot be used (unreachable, refused the password, holds something else)."""


class CopiedDeviceError(SyncServerError):
    """This data directory shares its device id with another one that pushed different changes."""

    def __init__(self, device: str) -> None:
        super().__init__(f"this data directory has the device id {device} of another data directory that already "
                         "synced different changes (one is a copy of the other); nothing was sent or changed here. "
                         "Sync only one of the copies, or export this one's memories and import them into a new "
                         "data directory")


def _merged(row: tuple) -> int | None:
    """The stamp of the operation a push row's merge merged (after the row's previous seq; rows
    made without it: None)."""
    return row[len(OP_COLUMNS) + 1] if len(row) > len(OP_COLUMNS) + 1 else None


def is_local_host(url: str) -> bool:
    parts = urllib.parse.urlsplit(url)
    hosts = [parts.hostname or ""] + urllib.parse.parse_qs(parts.query).get("host", [])
    return all(h in ("", "localhost", "127.0.0.1", "::1") or h.startswith("/") for h in hosts)


def describe(url: str) -> str:
    """The URL as it may be shown (no password)."""
    parts = urllib.parse.urlsplit(url)
    if parts.password is not None:
        parts = parts._replace(netloc=parts.netloc.replace(":" + parts.password + "@", ":***@", 1))
    return urllib.parse.urlunsplit(parts)


class Server:
    def __init__(self, url: str, password: str | None = None, *, connect_timeout: float = 10,
                 lock_timeout: float = LOCK_TIMEOUT_S, idle_timeout: float = IDLE_TIMEOUT_S,
                 step_timeout: float = STEP_TIMEOUT_S) -> None:
        self.url, self.password, self.connect_timeout = url, password, connect_timeout
        self.lock_timeout, self.idle_timeout, self.step_timeout = lock_timeout, idle_timeout, step_timeout
        self._conn: psycopg.Connection | None = None
        self.server_id: str | None = None
        self.schema = SCHEMA
        self._names: dict[str, str] = {}  # server key -> scope id, of the scopes pushed here (sealed)
        self._ids: dict[str, str] = {}  # scope name -> its id, bound by the sync of that scope (issue 32)
        self.key = None  # the vault's SyncKey once attached (sealed.attach): then every row is sealed
        self.key_check: bytes | None = None  # the server's sealed key check (None: no sealed vault yet)
        self.clock_offset = 0.0  # this device's clock minus the server's, in seconds
        self.plain_rows = False  # whether the server holds operations in plain text (synced before issue 33)

    # -- connecting ---------------------------------------------------------------------------
    def connect(self) -> "Server":
        # Keepalives: a connection whose network vanished without a word (a laptop closed, a
        # router gone) fails within a minute instead of waiting for the operating system's hours.
        kwargs: dict = {"connect_timeout": max(1, int(self.connect_timeout)), "autocommit": False,
                        "keepalives": 1, "keepalives_idle": 20, "keepalives_interval": 5, "keepalives_count": 4}
        # Issue 32: a device whose link froze inside a transaction (holding the push lock) is
        # ended by the server after ``idle_timeout``; a device waiting for that lock gives up
        # after ``lock_timeout``, and no statement runs longer than ``step_timeout``: each says
        # so in words instead of hanging.
        kwargs["options"] = (f"-c lock_timeout={int(self.lock_timeout * 1000)} "
                             f"-c idle_in_transaction_session_timeout={int(self.idle_timeout * 1000)} "
                             f"-c statement_timeout={int(self.step_timeout * 1000)}")
        if self.password is not None:
            kwargs["password"] = self.password
        if "sslmode" not in self.url and not is_local_host(self.url):
            kwargs["sslmode"] = "require"  # TLS by default to anything but this machine
        with _failing(f"cannot connect to the sync server {describe(self.url)}"):
            self._conn = psycopg.connect(self.url, **kwargs)
        try:
            self.server_id = self._ensure_schema()
            self.clock_offset = self._clock_offset()
        except BaseException:
            self.close()
            raise
        return self

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> "Server":
        return self.connect()

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def conn(self) -> psycopg.Connection:
        if self._conn is None:
            raise SyncServerError("not connected to the sync server")
        return self._conn

    def _ensure_schema(self) -> str:
        """Create or migrate the server's tables; returns the server's id. Refuses, changing
        nothing, a schema of a newer Mnemosyne or one that another program made."""
        with _failing(f"the sync server {describe(self.url)} refused"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                # One device at a time creates or migrates (others wait here, then see it done).
                cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK + 1,))
                self.schema = self._schema_for_this_login(cur)
                cur.execute("SELECT 1 FROM information_schema.schemata WHERE schema_name = %s", (self.schema,))
                if cur.fetchone() is None:
                    cur.execute(f"CREATE SCHEMA {self.schema}")
                    cur.execute(f"CREATE TABLE {self.schema}.meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
                    cur.execute(f"INSERT INTO {self.schema}.meta VALUES ('app', %s), ('server_id', %s), "
                                "('schema_version', '0')", (APP, uuid.uuid4().hex))
                meta = self._meta(cur)
                have = int(meta["schema_version"])
                if have > CURRENT:
                    raise SyncServerError(
                        f"the sync server's tables were made by a newer Mnemosyne (version {have}, this one "
                        f"knows {CURRENT}); upgrade Mnemosyne on this device. Nothing was changed")
                for number, step in MIGRATIONS:
                    if number > have:
                        step(cur, self.schema)
                        cur.execute(f"UPDATE {self.schema}.meta SET value = %s WHERE key = 'schema_version'",
                                    (str(number),))
                self._check_shape(cur)
                check = meta.get("key_check")
                self.key_check = bytes.fromhex(check) if check else None
                cur.execute(f"SELECT EXISTS (SELECT 1 FROM {self.schema}.ops WHERE sealed IS NULL)")
                self.plain_rows = cur.fetchone()[0]
                return meta["server_id"]

    def _check_shape(self, cur) -> None:
        """Refuse, changing nothing, tables whose columns someone changed on the server (a type
        changed, a column dropped): read or written through, they would corrupt or stop sync."""
        cur.execute("SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = %s",
                    (self.schema,))
        found: dict[str, dict[str, str]] = {}
        for table, column, kind in cur.fetchall():
            found.setdefault(table, {})[column] = kind
        for table, columns in SHAPE.items():
            for column, kind in columns.items():
                have = found.get(table, {}).get(column)
                if have != kind:
                    now = "is missing" if have is None else f"is {have}"
                    raise SyncServerError(
                        f"the sync server's table {self.schema}.{table} was changed outside Mnemosyne (its column "
                        f"{column} {now}, not {kind}); nothing was changed. Restore that column as it was (or "
                        "the server from a backup), or sync with another database")

    def _clock_offset(self) -> float:
        """How far this device's clock is ahead of the server's (seconds; negative: behind),
        measured once per connection, the round trip's midpoint against the server's ``now()``."""
        with _failing("reading the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                before = time.time()
                cur.execute("SELECT extract(epoch FROM clock_timestamp())::float8")
                theirs = cur.fetchone()[0]
                return (before + time.time()) / 2 - theirs

    def set_key_check(self, key) -> None:
        """Make ``key`` the key of this server's vault (its first sealed sync); refused, changing
        nothing, when another device made the vault meanwhile with another key."""
        from mnemosyne_app.sync.vault import WrongKeyError

        with _failing(f"the sync server {describe(self.url)} refused"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK + 1,))
                cur.execute(f"SELECT value FROM {self.schema}.meta WHERE key = 'key_check'")
                found = cur.fetchone()
                if found is None:
                    check = key.check_value()
                    cur.execute(f"INSERT INTO {self.schema}.meta VALUES ('key_check', %s)", (check.hex(),))
                else:
                    check = bytes.fromhex(found[0])
                    if not key.opens(check):
                        raise WrongKeyError("another device made this server's vault with its own key")
        self.key_check = check

    @staticmethod
    def _schema_for_this_login(cur) -> str:
        """``mnemosyne_sync``, unless another login made that one: then a schema of this login's
        own. Each login sees only its own (PostgreSQL refuses the others' tables): several people
        share a server, each with a login of their own, and none can read or change another's."""
        cur.execute("SELECT has_schema_privilege(oid, 'USAGE') FROM pg_namespace WHERE nspname = %s", (SCHEMA,))
        found = cur.fetchone()
        if found is None or found[0]:
            return SCHEMA
        cur.execute("SELECT md5(current_user)")
        return f"{SCHEMA}_{cur.fetchone()[0][:12]}"

    def _meta(self, cur) -> dict[str, str]:
        foreign = SyncServerError(
            f"the schema {self.schema!r} on {describe(self.url)} was not made by Mnemosyne; nothing was changed "
            "(point sync at another database, or remove that schema)")
        cur.execute("SELECT 1 FROM information_schema.tables WHERE table_schema = %s AND table_name = 'meta'",
                    (self.schema,))
        if cur.fetchone() is None:
            raise foreign
        try:
            cur.execute(f"SELECT key, value FROM {self.schema}.meta")
            meta = dict(cur.fetchall())
        except psycopg.Error:
            raise foreign from None
        if meta.get("app") != APP or "server_id" not in meta or not str(meta.get("schema_version", "")).isdigit():
            raise foreign
        return meta

    # -- operations ---------------------------------------------------------------------------
    def push(self, rows: "list[tuple] | Outgoing") -> int:
        """Insert operations (tuples in ``OP_COLUMNS`` order, or a batch ``prepare`` made of
        them) in one transaction; returns how many were new (a retried batch inserts none).

        The usual batch is new to the server: it is COPYed straight into ``ops``, which costs what
        a raw COPY does. If any row is there already (a retry after a kill or a lost answer), that
        COPY fails on the unique key and is rolled back to its savepoint; the batch then goes
        through a temporary table and ``INSERT ... ON CONFLICT DO NOTHING``, which also tells a
        retry (same entry hashes) from a copy of this data directory (other ones)."""
        batch = rows if isinstance(rows, Outgoing) else self.prepare(rows)
        if not batch.rows:
            return 0
        rows, cols, purges = batch.rows, batch.cols, batch.purges
        with _failing("pushing to the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK,))
                if self.key is not None:
                    from mnemosyne_app.sync import sealed

                    self._keep_scope_name(cur, rows[0][0], self._names[rows[0][0]])
                try:
                    with self.conn.transaction():  # a savepoint
                        self._copy(cur, f"{self.schema}.ops", rows, cols)
                    if self.key is not None and any(purges):
                        sealed.tombstone(cur, self.schema, list(zip(rows, purges)))
                    return len(rows)
                except psycopg.errors.UniqueViolation:
                    pass
                cur.execute(f"CREATE TEMP TABLE incoming (LIKE {self.schema}.ops INCLUDING DEFAULTS) ON COMMIT DROP")
                cur.execute("ALTER TABLE incoming DROP COLUMN server_seq")
                self._copy(cur, "incoming", rows, cols)
                cols = ", ".join(cols)
                cur.execute(f"INSERT INTO {self.schema}.ops ({cols}) SELECT {cols} FROM incoming ORDER BY origin_seq "
                            "ON CONFLICT (scope, origin_device, origin_seq) DO NOTHING")
                new = cur.rowcount
                if new < len(rows):  # a retry, or a copy of this data directory that wrote other things
                    cur.execute(f"SELECT i.origin_device FROM incoming i JOIN {self.schema}.ops o USING (scope, "
                                "origin_device, origin_seq) WHERE o.entry_hash <> i.entry_hash LIMIT 1")
                    clash = cur.fetchone()
                    if clash is not None:  # raised inside the transaction: nothing of the batch stays
                        raise CopiedDeviceError(clash[0])
                if self.key is not None and any(purges):
                    sealed.tombstone(cur, self.schema, list(zip(rows, purges)))
                return new

    def prepare(self, rows: list[tuple]) -> "Outgoing":
        """Push rows as the server gets them: sealed (the default), or plain for a server that
        still syncs in plain text (until ``sync --seal``). A push makes the next batch so while
        the server takes the one before (sealing is most of a sealed push's own work: done in
        the sending thread, it waited for that batch's COPY instead of running beside it)."""
        if not rows:
            return Outgoing([], OP_COLUMNS, [])
        purges = [row[4] == "purge" for row in rows]
        ident = self.ident(rows[0][0])  # the rows name their scope; the server keys it by its id
        if self.key is None:
            return Outgoing([(ident,) + tuple(row[1:len(OP_COLUMNS)]) + (_merged(row),) for row in rows],
                            PLAIN_COLUMNS, purges)
        from mnemosyne_app.sync import sealed

        self._names[sealed.scope_id(self.key, ident)] = ident
        return Outgoing(sealed.seal_rows(self.key, ident, rows), SEALED_COLUMNS, purges)

    def seal_plain(self, say=lambda _msg: None) -> int:
        """Move a server synced in plain text to sealed sync, in place, a scope a transaction
        (sealed.seal_one_plain_scope); then its tables are rewritten so that no old row version
        keeps the text on the server's disk. Returns how many scopes were moved now."""
        from mnemosyne_app.sync import sealed

        moved = 0
        with _failing("moving the sync server to sealed sync failed"):
            while True:
                with self.conn.transaction(), self.conn.cursor() as cur:
                    cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK,))
                    if sealed.seal_one_plain_scope(cur, self.schema, self.key) is None:
                        sealed.seal_renames(cur, self.schema, self.key)
                        from mnemosyne_app.sync import labels

                        labels.seal_plain(cur, self.schema, self.key)
                        from mnemosyne_app.sync import anchors

                        anchors.seal_plain_rows(cur, self.schema, self.key)
                        break
                moved += 1
                say(f"sealed the operations of {moved} scope{'' if moved == 1 else 's'}")
            self.conn.autocommit = True
            try:
                self.conn.execute(f"VACUUM FULL {self.schema}.ops")
                self.conn.execute(f"VACUUM FULL {self.schema}.renames")
                self.conn.execute(f"VACUUM FULL {self.schema}.scopes")
                self.conn.execute(f"VACUUM FULL {self.schema}.anchors")
            finally:
                self.conn.autocommit = False
        self.plain_rows = False
        return moved

    def rotate_key(self, new) -> int:
        """Seal the whole vault on the server again under a new key, in one transaction (killed
        or cut off: nothing changed); from then on only devices holding the new key open it."""
        from mnemosyne_app.sync import sealed

        with _failing("changing the sync key on the server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK,))
                cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK + 1,))
                count = sealed.rotate(cur, self.schema, self.key, new)
                check = new.check_value()
                cur.execute(f"UPDATE {self.schema}.meta SET value = %s WHERE key = 'key_check'", (check.hex(),))
        self.key, self.key_check = new, check
        return count

    def _keep_scope_name(self, cur, sid: str, name: str) -> None:
        from mnemosyne_app.sync import sealed

        cur.execute(f"INSERT INTO {self.schema}.scope_names VALUES (%s, %s) ON CONFLICT (scope_id) DO NOTHING",
                    (sid, sealed.seal_name(self.key, sid, name)))

    def bind(self, name: str, ident: str) -> None:
        """Scope ``name`` is the server's scope ``ident`` for this connection (issue 32: a scope
        is known by its stable id; its name is a label). Every call naming the scope uses it."""
        self._ids[name] = ident

    def ident(self, scope: str) -> str:
        """The id of scope ``scope`` as bound (a scope not bound: its name, as every scope's id
        was before ids; a legacy scope's id is the name it was first keyed by)."""
        return self._ids.get(scope, scope)

    def key_of(self, ident: str) -> str:
        """A scope id (or a name, in the renames history) as the server holds it: the id
        itself, or when sealed its opaque tag (a name never reaches a sealed server)."""
        if self.key is None:
            return ident
        from mnemosyne_app.sync import sealed

        return sealed.scope_id(self.key, ident)

    def _sid(self, scope: str) -> str:
        """The scope (by name) as the server keys it: its id's key."""
        return self.key_of(self.ident(scope))

    @staticmethod
    def _copy(cur, table: str, rows: list[tuple], cols: tuple[str, ...] = OP_COLUMNS) -> None:
        # In origin_seq order (the rows come so): the server order follows each device's own.
        # Binary: the server parses no numbers and no hex-encoded sealed bytes (text COPY took
        # about a fifth longer for a batch of sealed rows, on both sides of the connection).
        with cur.copy(f"COPY {table} ({', '.join(cols)}) FROM STDIN (FORMAT BINARY)") as copy:
            copy.set_types([SHAPE["ops"][col] for col in cols])
            for row in rows:
                copy.write_row(row)

    def pull(self, scope: str, after: int, limit: int, device: str) -> tuple[list[RemoteOp], int]:
        """The scope's operations past ``after`` in server order, at most ``limit``, without the
        ones ``device`` wrote itself (it has them); and how far the reading got: the last
        operation read, or, when fewer than ``limit`` came, the last one on the server (so a
        device's cursor moves past its own operations without reading them back). One snapshot
        for both: pushes commit in ``server_seq`` order, so nothing can appear below it later."""
        with _failing("pulling from the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                sid = self._sid(scope)
                if self.key is None:
                    cur.execute(f"SELECT server_seq, {', '.join(PLAIN_COLUMNS)} FROM {self.schema}.ops WHERE scope = %s "
                                "AND server_seq > %s AND origin_device <> %s ORDER BY server_seq LIMIT %s",
                                (sid, after, device, limit))
                    ops = [RemoteOp(*r[:-1], merged_hlc=r[-1]) for r in cur.fetchall()]
                else:  # opened as they come (this runs on the puller's reading thread)
                    from mnemosyne_app.sync import sealed

                    cur.execute(f"SELECT server_seq, origin_device, origin_seq, memory_id, op, hlc, sealed "
                                f"FROM {self.schema}.ops WHERE scope = %s AND server_seq > %s AND origin_device <> %s "
                                "ORDER BY server_seq LIMIT %s", (sid, after, device, limit))
                    ops = [sealed.open_row(self.key, self.ident(scope), *r) for r in cur.fetchall()]
                if len(ops) == limit:
                    return ops, ops[-1].server_seq
                cur.execute(f"SELECT max(server_seq) FROM {self.schema}.ops WHERE scope = %s", (sid,))
                return ops, max(after, cur.fetchone()[0] or 0)

    def identity(self, server_seq: int) -> list | None:
        """[origin device, origin seq, when the server took it] of the operation at ``server_seq``
        (None: no such row). A device remembers the one its pull cursor stands on: another one
        there (or none) means the server went back in time (restored from an older backup), and
        the numbers past the cursor are no longer all new. When it took it tells the operation
        sent again after a restore (a device's own, say) from the one that was there: sent again
        to the same number, it would look the same by its origin alone."""
        with _failing("reading the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute(f"SELECT origin_device, origin_seq, extract(epoch FROM pushed_at)::float8 "
                            f"FROM {self.schema}.ops WHERE server_seq = %s", (server_seq,))
                found = cur.fetchone()
                return list(found) if found is not None else None

    def last_pushed(self, scope: str, device: str) -> int:
        """The highest origin sequence of ``device`` the server holds for ``scope`` (0: none)."""
        with _failing("reading the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute(f"SELECT max(origin_seq) FROM {self.schema}.ops WHERE scope = %s AND origin_device = %s",
                            (self._sid(scope), device))
                return cur.fetchone()[0] or 0

    def held_past(self, scope: str, device: str, after: int, limit: int = 1000) -> list[tuple[int, str]]:
        """(origin seq, entry hash) of ``device``'s operations past ``after``: what it sent but did
        not record (killed before its cursor moved), or what a copy of its data directory sent.
        Sealed, the server holds each entry hash's tag (``entry_mark``), not the hash."""
        with _failing("reading the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute(f"SELECT origin_seq, entry_hash FROM {self.schema}.ops WHERE scope = %s AND origin_device = %s "
                            "AND origin_seq > %s ORDER BY origin_seq LIMIT %s", (self._sid(scope), device, after, limit))
                return cur.fetchall()

    def entry_mark(self, entry_hash: str) -> str:
        """An entry hash as the server holds it."""
        return entry_hash if self.key is None else self.key.tag("entry", entry_hash)

    # -- scope removals (issue 32) --------------------------------------------------------------
    # A removal is known by a random token, not its number: a server restored from an older
    # backup gives numbers again, and a device must tell a removal undone (restored elsewhere)
    # from one the server lost (then it is told again).
    def removal_of(self, name: str) -> str | None:
        """The token of the removal in force of scope ``name``, or None: not removed, or restored."""
        with _failing("reading the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute(f"SELECT token, undone_by FROM {self.schema}.removals WHERE scope = %s "
                            "ORDER BY removal DESC LIMIT 1", (self._sid(name),))
                found = cur.fetchone()
                return found[0] if found is not None and found[1] is None else None

    def removal_known(self, name: str, token: str) -> bool:
        """Whether the server holds removal ``token`` of scope ``name`` (in force or undone)."""
        with _failing("reading the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute(f"SELECT 1 FROM {self.schema}.removals WHERE scope = %s AND token = %s",
                            (self._sid(name), token))
                return cur.fetchone() is not None

    def remove_scope(self, name: str, device: str) -> str:
        """Record that ``device`` removed scope ``name`` (its operations stay: a restore brings it
        back); returns the removal's token (the one in force already, if another device's)."""
        with _failing("removing the scope on the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK,))
                sid = self._sid(name)
                cur.execute(f"SELECT token, undone_by FROM {self.schema}.removals WHERE scope = %s "
                            "ORDER BY removal DESC LIMIT 1", (sid,))
                found = cur.fetchone()
                if found is not None and found[1] is None:
                    return found[0]
                # Random, then the removing device's id: a device tells a removal it made from one it
                # followed even when a server restored from a backup lost the row (scope_moves.settle).
                token = f"{uuid.uuid4().hex}.{device}"
                cur.execute(f"INSERT INTO {self.schema}.removals (token, scope, device) VALUES (%s, %s, %s)",
                            (token, sid, device))
                return token

    @staticmethod
    def removal_made_by(token: str, device: str) -> bool:
        """Whether ``device`` made the removal ``token`` (a token from before devices were in
        it: not known, so no)."""
        return token.endswith(f".{device}")

    def undo_removal(self, name: str, token: str, device: str) -> None:
        """A device restored scope ``name`` after its removal ``token``: in force no more."""
        with _failing("restoring the scope on the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute(f"UPDATE {self.schema}.removals SET undone_by = %s WHERE scope = %s AND token = %s "
                            "AND undone_by IS NULL", (device, self._sid(name), token))

    def waiting(self, scope: str, after: int, device: str) -> int:
        """How many of the scope's operations past ``after`` a pull would apply (not ``device``'s own)."""
        with _failing("reading the sync server failed"):
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute(f"SELECT count(*) FROM {self.schema}.ops WHERE scope = %s AND server_seq > %s "
                            "AND origin_device <> %s", (self._sid(scope), after, device))
                return cur.fetchone()[0]


@contextlib.contextmanager
def _failing(what: str) -> Iterator[None]:
    """A driver error inside becomes one SyncServerError: ``what``, then the server's words."""
    try:
        yield
    except psycopg.errors.LockNotAvailable as exc:
        raise SyncServerError(f"{what}: another device's sync held the server's lock for too long (its link may "
                              "have frozen; the server ends such a connection by itself); nothing was changed here, "
                              "sync again in a minute") from exc
    except psycopg.errors.QueryCanceled as exc:
        raise SyncServerError(f"{what}: the server took too long to answer one step of the sync; nothing of that "
                              "step was kept, sync again") from exc
    except psycopg.Error as exc:
        raise SyncServerError(f"{what}: {_words(exc)}") from exc


def _words(exc: BaseException) -> str:
    """A driver error as one line (the server's own message, without the connection string)."""
    text = " ".join(str(exc).split()) or "the server gave no details"
    return text.replace("FATAL: ", "")
