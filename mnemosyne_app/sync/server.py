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

import urllib.parse
import uuid
from dataclasses import dataclass

import psycopg

from mnemosyne_app.core.errors import MnemosyneError

SCHEMA = "mnemosyne_sync"
APP = "mnemosyne"
PUSH_LOCK = 0x6D6E656D  # the advisory lock every push holds until it commits ("mnem")
OP_COLUMNS = ("scope", "origin_device", "origin_seq", "memory_id", "op", "state", "change_hash",
              "entry_hash", "hlc", "parent_hlc")


class SyncServerError(MnemosyneError):
    """The server cannot be used (unreachable, refused the password, holds something else)."""


def _v1(cur) -> None:
    cur.execute(f"""
        CREATE TABLE {SCHEMA}.ops (
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
        CREATE INDEX ops_scope_order ON {SCHEMA}.ops (scope, server_seq);
    """)


MIGRATIONS = [(1, _v1)]
CURRENT = MIGRATIONS[-1][0]


@dataclass(frozen=True)
class RemoteOp:
    server_seq: int
    scope: str
    origin_device: str
    origin_seq: int
    memory_id: str | None
    op: str
    state: str | None
    change_hash: str
    entry_hash: str
    hlc: int
    parent_hlc: int | None


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
    def __init__(self, url: str, password: str | None = None, *, connect_timeout: float = 10) -> None:
        self.url, self.password, self.connect_timeout = url, password, connect_timeout
        self._conn: psycopg.Connection | None = None
        self.server_id: str | None = None

    # -- connecting ---------------------------------------------------------------------------
    def connect(self) -> "Server":
        kwargs: dict = {"connect_timeout": max(1, int(self.connect_timeout)), "autocommit": False}
        if self.password is not None:
            kwargs["password"] = self.password
        if "sslmode" not in self.url and not is_local_host(self.url):
            kwargs["sslmode"] = "require"  # TLS by default to anything but this machine
        try:
            self._conn = psycopg.connect(self.url, **kwargs)
        except psycopg.Error as exc:
            raise SyncServerError(f"cannot connect to the sync server {describe(self.url)}: {_words(exc)}") from exc
        try:
            self.server_id = self._ensure_schema()
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
        try:
            with self.conn.transaction(), self.conn.cursor() as cur:
                # One device at a time creates or migrates (others wait here, then see it done).
                cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK + 1,))
                cur.execute("SELECT 1 FROM information_schema.schemata WHERE schema_name = %s", (SCHEMA,))
                if cur.fetchone() is None:
                    cur.execute(f"CREATE SCHEMA {SCHEMA}")
                    cur.execute(f"CREATE TABLE {SCHEMA}.meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
                    cur.execute(f"INSERT INTO {SCHEMA}.meta VALUES ('app', %s), ('server_id', %s), "
                                "('schema_version', '0')", (APP, uuid.uuid4().hex))
                meta = self._meta(cur)
                have = int(meta["schema_version"])
                if have > CURRENT:
                    raise SyncServerError(
                        f"the sync server's tables were made by a newer Mnemosyne (version {have}, this one "
                        f"knows {CURRENT}); upgrade Mnemosyne on this device. Nothing was changed")
                for number, step in MIGRATIONS:
                    if number > have:
                        step(cur)
                        cur.execute(f"UPDATE {SCHEMA}.meta SET value = %s WHERE key = 'schema_version'",
                                    (str(number),))
                return meta["server_id"]
        except psycopg.Error as exc:
            raise SyncServerError(f"the sync server {describe(self.url)} refused: {_words(exc)}") from exc

    def _meta(self, cur) -> dict[str, str]:
        foreign = SyncServerError(
            f"the schema {SCHEMA!r} on {describe(self.url)} was not made by Mnemosyne; nothing was changed "
            "(point sync at another database, or remove that schema)")
        cur.execute("SELECT 1 FROM information_schema.tables WHERE table_schema = %s AND table_name = 'meta'",
                    (SCHEMA,))
        if cur.fetchone() is None:
            raise foreign
        try:
            cur.execute(f"SELECT key, value FROM {SCHEMA}.meta")
            meta = dict(cur.fetchall())
        except psycopg.Error:
            raise foreign from None
        if meta.get("app") != APP or "server_id" not in meta or not str(meta.get("schema_version", "")).isdigit():
            raise foreign
        return meta

    # -- operations ---------------------------------------------------------------------------
    def push(self, rows: list[tuple]) -> int:
        """Insert operations (tuples in ``OP_COLUMNS`` order) in one transaction; returns how many
        were new (a retried batch inserts none)."""
        if not rows:
            return 0
        cols = ", ".join(OP_COLUMNS)
        try:
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute("SELECT pg_advisory_xact_lock(%s)", (PUSH_LOCK,))
                cur.execute(f"CREATE TEMP TABLE incoming (LIKE {SCHEMA}.ops INCLUDING DEFAULTS) ON COMMIT DROP")
                cur.execute("ALTER TABLE incoming DROP COLUMN server_seq")
                with cur.copy(f"COPY incoming ({cols}) FROM STDIN") as copy:
                    for row in rows:
                        copy.write_row(row)
                cur.execute(f"INSERT INTO {SCHEMA}.ops ({cols}) SELECT {cols} FROM incoming ORDER BY origin_seq "
                            "ON CONFLICT (scope, origin_device, origin_seq) DO NOTHING")
                return cur.rowcount
        except psycopg.Error as exc:
            raise SyncServerError(f"pushing to the sync server failed: {_words(exc)}") from exc

    def pull(self, scope: str, after: int, limit: int) -> list[RemoteOp]:
        """The scope's operations past ``after`` in server order, at most ``limit``."""
        try:
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute(f"SELECT server_seq, {', '.join(OP_COLUMNS)} FROM {SCHEMA}.ops "
                            "WHERE scope = %s AND server_seq > %s ORDER BY server_seq LIMIT %s",
                            (scope, after, limit))
                return [RemoteOp(*r) for r in cur.fetchall()]
        except psycopg.Error as exc:
            raise SyncServerError(f"pulling from the sync server failed: {_words(exc)}") from exc

    def waiting(self, scope: str, after: int) -> int:
        """How many of the scope's operations lie past ``after`` (what a pull would read)."""
        try:
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute(f"SELECT count(*) FROM {SCHEMA}.ops WHERE scope = %s AND server_seq > %s", (scope, after))
                return cur.fetchone()[0]
        except psycopg.Error as exc:
            raise SyncServerError(f"reading the sync server failed: {_words(exc)}") from exc

    def scopes(self) -> list[str]:
        try:
            with self.conn.transaction(), self.conn.cursor() as cur:
                cur.execute(f"SELECT DISTINCT scope FROM {SCHEMA}.ops ORDER BY scope")
                return [r[0] for r in cur.fetchall()]
        except psycopg.Error as exc:
            raise SyncServerError(f"reading the sync server failed: {_words(exc)}") from exc


def _words(exc: BaseException) -> str:
    """A driver error as one line (the server's own message, without the connection string)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text.replace("FATAL: ", "")
