"""Schema versions and the ordered migrations that build them.

``PRAGMA user_version`` holds ``major * 1000 + minor``. Minor versions only add (tables,
columns, indexes) so an older build can still read them; a newer *major* changed meaning and
is refused. Each migration is a named function run in its own transaction.
"""

from __future__ import annotations

import logging
from typing import Callable

import apsw

from mnemosyne_app.core import errors
from mnemosyne_app.core.store.driver import write_transaction

log = logging.getLogger("mnemosyne.store")

EMBED_DIM = 384  # the dimension of the vec0 table; the embedder issue re-creates it if it differs


def _m1_0_base(conn: apsw.Connection) -> None:
    conn.execute(
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL DEFAULT 0);

        CREATE TABLE memories (
            rid         INTEGER PRIMARY KEY,            -- rowid shared with the FTS and vec indexes
            memory_id   TEXT NOT NULL UNIQUE,
            text        TEXT NOT NULL,
            kind        TEXT NOT NULL DEFAULT 'note',
            tags        TEXT NOT NULL DEFAULT '[]',     -- JSON array, sorted
            pinned      INTEGER NOT NULL DEFAULT 0,
            weight      REAL NOT NULL DEFAULT 1.0,
            expires_at  REAL,
            created_at  REAL NOT NULL,
            updated_at  REAL NOT NULL,
            deleted     INTEGER NOT NULL DEFAULT 0,
            superseded_by TEXT,
            source      TEXT,
            metadata    TEXT NOT NULL DEFAULT '{}',
            fingerprint TEXT NOT NULL,
            version     INTEGER NOT NULL DEFAULT 1,
            event_id    INTEGER
        );
        CREATE INDEX memories_fingerprint ON memories(fingerprint) WHERE deleted = 0;
        CREATE INDEX memories_updated ON memories(updated_at);

        CREATE TABLE memory_versions (
            memory_id  TEXT NOT NULL,
            version    INTEGER NOT NULL,
            op         TEXT NOT NULL,
            state      TEXT NOT NULL,                   -- canonical JSON of the memory at this version
            changed_at REAL NOT NULL,
            PRIMARY KEY (memory_id, version)
        );

        CREATE TABLE facts (
            fact_id    INTEGER PRIMARY KEY,
            memory_id  TEXT NOT NULL,
            text       TEXT NOT NULL,
            created_at REAL NOT NULL
        );
        CREATE INDEX facts_memory ON facts(memory_id);

        CREATE TABLE triples (
            triple_id  INTEGER PRIMARY KEY,
            memory_id  TEXT NOT NULL,
            fact_id    INTEGER,
            subject    TEXT NOT NULL,
            predicate  TEXT NOT NULL,
            object     TEXT NOT NULL
        );
        CREATE INDEX triples_memory ON triples(memory_id);

        CREATE TABLE ledger (
            seq         INTEGER PRIMARY KEY,
            ts          REAL NOT NULL,
            op          TEXT NOT NULL,
            memory_id   TEXT,
            change_hash TEXT NOT NULL,
            prev_hash   TEXT NOT NULL,
            hash        TEXT NOT NULL
        );
        CREATE INDEX ledger_memory ON ledger(memory_id, seq);

        CREATE TABLE events (
            event_id     INTEGER PRIMARY KEY,
            op           TEXT NOT NULL,
            status       TEXT NOT NULL CHECK (status IN ('pending','running','succeeded','failed')),
            idem_key     TEXT,
            payload      TEXT NOT NULL,
            created_at   REAL NOT NULL,
            started_at   REAL,
            finished_at  REAL,
            attempts     INTEGER NOT NULL DEFAULT 0,
            error        TEXT,
            result       TEXT
        );
        CREATE INDEX events_status ON events(status, event_id);

        CREATE TABLE ingest_keys (
            idem_key     TEXT PRIMARY KEY,
            event_id     INTEGER,
            seen_at      REAL NOT NULL,
            completed_at REAL,
            memory_ids   TEXT
        );
        """
    )


def _m1_1_search_indexes(conn: apsw.Connection) -> None:
    # Contentless FTS5: the body lives in `memories`; the index holds the tokenised form made by
    # core/textindex.py (CJK split into bigrams, so Chinese is searchable with unicode61).
    conn.execute(
        """
        CREATE VIRTUAL TABLE memories_fts USING fts5(
            body, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2'
        );
        """
    )
    conn.execute(
        f"CREATE VIRTUAL TABLE memories_vec USING vec0(embedding float[{EMBED_DIM}] distance_metric=cosine)"
    )


def _m1_2_vocab_and_checkpoints(conn: apsw.Connection) -> None:
    # Per-term document counts, so recall can skip terms that match most of the store.
    conn.execute("CREATE VIRTUAL TABLE memories_fts_vocab USING fts5vocab(memories_fts, row)")
    # The model's output for an event, saved (with the model-call count) before the write
    # commits, so a replay after a crash never pays for the same extraction twice.
    conn.execute("ALTER TABLE events ADD COLUMN extraction TEXT")


CONTEXT_WEIGHT = 0.3  # BM25 weight of the context column against 1.0 for the memory's own words


def _m1_3_conversation_context(conn: apsw.Connection) -> None:
    # A turn of a conversation is indexed with the turn before it as low-weight context: an answer
    # ("Yes, last week!") is found by the words of the question it answers.
    conn.execute("DROP TABLE memories_fts")
    conn.execute(
        "CREATE VIRTUAL TABLE memories_fts USING fts5(body, context, content='', contentless_delete=1, "
        "tokenize='porter unicode61 remove_diacritics 2')")
    conn.execute(f"INSERT INTO memories_fts(memories_fts, rank) VALUES ('rank', 'bm25(1.0, {CONTEXT_WEIGHT})')")
    conn.execute("CREATE INDEX memories_conversation ON memories(json_extract(metadata, '$.conversation_id'), rid) "
                 "WHERE json_extract(metadata, '$.conversation_id') IS NOT NULL")
    from mnemosyne_app.core.store.memories import VISIBLE, context_for
    from mnemosyne_app.core.textindex import index_form

    for rid, text, metadata in conn.execute(
            f"SELECT rid, text, metadata FROM memories WHERE {VISIBLE}").fetchall():
        conn.execute("INSERT INTO memories_fts(rowid, body, context) VALUES (?, ?, ?)",
                     (rid, index_form(text), index_form(context_for(conn, metadata, rid))))


# Keys the app makes itself; every other key came from a caller (core/write/request.py).
INTERNAL_KEY_PREFIXES = ("k1:", "import:", "extract:", "compact:", "client:")


def _m1_4_owners_and_client_keys(conn: apsw.Connection) -> None:
    # Each process's queue owns the events it journaled (core/write/owner.py); events of
    # earlier releases have none, so whoever opens the scope next runs them.
    conn.execute("ALTER TABLE events ADD COLUMN owner TEXT")
    # A caller's key lives in its own namespace, so that an agent cannot claim a key an import
    # will use. Keys stored before were callers' unless they have an internal form.
    internal = " AND ".join(f"{{col}} NOT GLOB '{p}*'" for p in INTERNAL_KEY_PREFIXES)
    # (Only the keys table: that is where a key is looked up. An old event keeps the key text it
    # was journaled with, as the history of what was asked.)
    conn.execute("UPDATE ingest_keys SET idem_key = 'client:' || idem_key WHERE " + internal.format(col="idem_key"))


# When a memory happened: the original time of an imported or pasted turn (a number in its
# metadata's created_at), else when it was stored. Valid JSON is checked first so that a row with
# damaged metadata still reads (CASE evaluates lazily).
OCCURRED_AT_SQL = ("COALESCE(CASE WHEN json_valid(metadata) THEN CASE json_type(metadata, '$.created_at') "
                   "WHEN 'integer' THEN json_extract(metadata, '$.created_at') "
                   "WHEN 'real' THEN json_extract(metadata, '$.created_at') END END, created_at)")


def _m1_5_occurred_at(conn: apsw.Connection) -> None:
    # A generated column: derived from fields the ledger covers (metadata, created_at), so no
    # write path can forget or mis-set it and nobody can edit it apart from them; indexed, so the
    # time filter and the "Occurred" sort do not read every row's JSON.
    conn.execute(f"ALTER TABLE memories ADD COLUMN occurred_at REAL GENERATED ALWAYS AS ({OCCURRED_AT_SQL}) VIRTUAL")
    conn.execute("CREATE INDEX memories_occurred ON memories(occurred_at)")


def _m1_6_fact_attributes(conn: apsw.Connection) -> None:
    # A fact may say which attribute of the person it is about (residence, diet, ...) and which
    # memory's fact replaced it (core/write/supersede.py). Facts stored before have neither.
    conn.execute("ALTER TABLE facts ADD COLUMN attribute TEXT")
    conn.execute("ALTER TABLE facts ADD COLUMN superseded_by TEXT")
    # The write path looks up the current facts on one attribute; only those need indexing.
    conn.execute("CREATE INDEX facts_current ON facts(attribute) WHERE attribute IS NOT NULL AND superseded_by IS NULL")


def _m1_7_sync(conn: apsw.Connection) -> None:
    # Sync across devices (mnemosyne_app/sync/). ``sync_entries`` says, for each ledger entry sync
    # knows of, where it came from: this device (kind 'local', stamped with its hybrid logical
    # clock when first pushed), another device (kind 'remote': the origin's device, sequence and
    # entry hash), or a conflict's winner written again after its loser was kept in the history
    # (kind 'keep'). ``sync_heads`` holds the clock of the write each memory's state comes from
    # (kept after a purge, as its tombstone), and whether concurrent writes met on it.
    conn.execute(
        """
        CREATE TABLE sync_entries (
            seq           INTEGER PRIMARY KEY,          -- the local ledger entry
            kind          TEXT NOT NULL CHECK (kind IN ('local', 'remote', 'keep')),
            origin_device TEXT NOT NULL,
            origin_seq    INTEGER NOT NULL,
            origin_hash   TEXT NOT NULL,
            hlc           INTEGER NOT NULL,
            parent_hlc    INTEGER
        );
        CREATE INDEX sync_entries_origin ON sync_entries(origin_device, origin_seq) WHERE kind = 'remote';
        CREATE TABLE sync_heads (
            memory_id TEXT PRIMARY KEY,
            hlc       INTEGER NOT NULL,
            device    TEXT NOT NULL,
            conflict  INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE sync_cursors (
            server_id   TEXT PRIMARY KEY,               -- a server's id (its own meta table)
            pushed_upto INTEGER NOT NULL DEFAULT 0,     -- the local ledger seq pushed up to
            pulled_upto INTEGER NOT NULL DEFAULT 0,     -- the server order pulled up to
            synced_at   REAL
        );
        """
    )


def _m1_8_replaced_facts(conn: apsw.Connection) -> None:
    # A fact whose replacing memory was deleted is current again (core/store/memories.py
    # ``replaced``): the write path looks those up on one attribute too, beside facts_current.
    conn.execute("CREATE INDEX facts_replaced ON facts(attribute) WHERE attribute IS NOT NULL "
                 "AND superseded_by IS NOT NULL")


def _m1_9_vouched_states(conn: apsw.Connection) -> None:
    # A copy of the state the ledger vouches for, per memory (store/vouched.py): what a memory
    # changed behind the app's back said before, shown by verify and restored from it.
    from mnemosyne_app.core.store import vouched

    vouched.create(conn)
    vouched.backfill(conn)


def _m1_15_access_log(conn: apsw.Connection) -> None:
    # What each agent read and wrote (core/agents/access_log.py): append-only and hash-chained
    # like the ledger; never a token. Number 1.15 was set aside for it (issue 34).
    conn.execute("CREATE TABLE access_log (seq INTEGER PRIMARY KEY, at REAL NOT NULL, agent TEXT NOT NULL, "
                 "tool TEXT NOT NULL, query TEXT, memory_ids TEXT NOT NULL DEFAULT '[]', event_id INTEGER, "
                 "outcome TEXT NOT NULL DEFAULT 'ok', prev_hash TEXT NOT NULL, hash TEXT NOT NULL)")
    conn.execute("CREATE INDEX access_log_agent ON access_log(agent, seq)")
    # an agent's calls in the last minute, for its rate limit across processes (access_log.calls_since)
    conn.execute("CREATE INDEX access_log_agent_at ON access_log(agent, at)")
    # "which agents read this memory": one row per (memory, log row), filled in the same insert
    conn.execute("CREATE TABLE access_reads (memory_id TEXT NOT NULL, seq INTEGER NOT NULL, "
                 "PRIMARY KEY (memory_id, seq)) WITHOUT ROWID")


def _m1_10_facts_over_time(conn: apsw.Connection) -> None:
    # A fact holds from when the message that said it happened (its memory's occurred_at) until
    # a later fact ended it (the replacing memory's occurred_at), both derived from ledgered
    # fields and never stored twice (core/read/spans.py reads them; not a SQL view, which would
    # tie later changes of the memories table to it). The index answers "what did this memory
    # end" without a scan.
    conn.execute("CREATE INDEX facts_superseded_by ON facts(superseded_by) WHERE superseded_by IS NOT NULL")
    # A change the rules are unsure of waits for the person (core/write/proposals.py).
    conn.execute(
        """
        CREATE TABLE fact_proposals (
            proposal_id   INTEGER PRIMARY KEY,
            memory_id     TEXT NOT NULL,                -- the memory whose fact may end another
            fact_text     TEXT NOT NULL,
            attribute     TEXT,
            target_memory TEXT NOT NULL,                -- the memory holding the fact it may end
            target_text   TEXT NOT NULL,
            status        TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'rejected')),
            created_at    REAL NOT NULL,
            decided_at    REAL
        )
        """
    )
    conn.execute("CREATE INDEX fact_proposals_pending ON fact_proposals(status) WHERE status = 'pending'")
    # The person's decisions about the entities named in facts: "Tom" is "Tom Baker" (core/read/entities.py).
    conn.execute("CREATE TABLE entity_aliases (name TEXT PRIMARY KEY, canonical TEXT NOT NULL, "
                 "changed_at REAL NOT NULL)")


def _m1_11_fact_index(conn: apsw.Connection) -> None:
    # Each extracted fact gets its own keyword row, a way to its memory (core/store/fact_index.py).
    # Filling it reads the facts table once: 100,000 facts took 24 s at load 11 on 2 cores (a few
    # seconds on a quiet machine); the log says how far it is every 20,000.
    from mnemosyne_app.core.store import fact_index

    conn.execute(fact_index.CREATE)

    def told(done: int, total: int) -> None:
        if done % 20_000 == 0 or done == total:
            log.info("indexing the words of facts: %d of %d", done, total)

    fact_index.index_since(conn, 0, progress=told)


def _m1_17_sync_conflicts(conn: apsw.Connection) -> None:
    # Both sides of a conflict a pull met (core/replica/sides.py), so ``show``, the detail pane
    # and the person's choice can name them: the state kept, the other device's, and the fields
    # they disagree on. One row per memory with a conflict mark (sync_heads.conflict); settling
    # the conflict, here or on another device, takes the row away with the mark.
    conn.execute("CREATE TABLE sync_conflicts (memory_id TEXT PRIMARY KEY, this_state TEXT NOT NULL, "
                 "that_state TEXT NOT NULL, that_device TEXT NOT NULL, fields TEXT NOT NULL, "
                 "why TEXT NOT NULL, noted_at REAL NOT NULL)")


def _m1_18_shared_changes(conn: apsw.Connection) -> None:
    # Changes that touch no memory but are the person's and travel to their other devices (issue
    # 28: entity merges and renames, proposals and their answers; core/store/shared.py). The
    # ledger keeps only a change's hash; sync needs the change itself, so it is kept here, by the
    # ledger entry it belongs to, written in the same transaction.
    conn.execute("CREATE TABLE shared_changes (seq INTEGER PRIMARY KEY, state TEXT NOT NULL)")


def _m1_21_sync_known(conn: apsw.Connection) -> None:
    # Other devices' operations a pull met as nothing to do (the memory here said the same
    # already, or only echoed a merge made here): no ledger entry is written for them, so their
    # stamp, parent and state are kept here, for the operations later made on top of them
    # (core/replica/known.py). Purging the memory takes its rows away with its versions.
    conn.execute("CREATE TABLE sync_known (memory_id TEXT NOT NULL, hlc INTEGER NOT NULL, "
                 "origin_device TEXT NOT NULL, origin_seq INTEGER NOT NULL, op TEXT NOT NULL, "
                 "parent_hlc INTEGER, state TEXT NOT NULL, after_seq INTEGER NOT NULL, "
                 "PRIMARY KEY (memory_id, hlc, origin_device))")
    conn.execute("CREATE INDEX sync_known_origin ON sync_known(origin_device, origin_seq)")


def _m1_22_generated_versions(conn: apsw.Connection) -> None:
    # Facts drawn by the model were written beside a memory until now (an "extract" ledger entry,
    # no version of its own: the state before it is vouched by the ledger only). From 1.22 every
    # generated change is a version (core/store/memories.py, GENERATED_OPS); verify excuses the
    # missing states only up to the last entry written the old way, noted here (nothing rewritten).
    from mnemosyne_app.core.store.memories import DRAWN_BESIDE_UNTIL

    conn.execute("INSERT OR REPLACE INTO meta(key, value) SELECT ?, CAST(max(seq) AS TEXT) FROM ledger "
                 "WHERE op = 'extract' HAVING max(seq) IS NOT NULL", (DRAWN_BESIDE_UNTIL,))


def _m1_23_merge_sources(conn: apsw.Connection) -> None:
    # Issue 32: a merge a pull writes names the pulled operation it merged (its second parent,
    # ``merged_hlc``) beside the state it replaced (``parent_hlc``), so another device can tell
    # whether that merge had seen its latest write (core/replica/sides.py ``descends``). Kept
    # for every operation sync knows of; until this device's merge is stamped (its
    # ``sync_entries`` row made), its sources wait in ``sync_merge_sources`` by its ledger entry:
    # the pulled operation's stamp and this side's (the second parent is whichever of the two its
    # first parent, the head when stamped, is not). Entries from before have none: the
    # single-parent rules apply to them.
    # (Each piece only if missing: a store put back to an older version keeps the columns it had.)
    for table in ("sync_entries", "sync_known"):
        if "merged_hlc" not in {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}:
            conn.execute(f"ALTER TABLE {table} ADD COLUMN merged_hlc INTEGER")
    conn.execute("CREATE TABLE IF NOT EXISTS sync_merge_sources (seq INTEGER PRIMARY KEY, "
                 "merged_hlc INTEGER NOT NULL, mine_hlc INTEGER)")


def _m1_24_draws_by_memory(conn: apsw.Connection) -> None:
    # History names the model of each draw of a memory's facts from the draw's journal event
    # (core/write/journal.py ``drawn_by``); without an index that read every succeeded extract
    # event's result (17 ms at 20,000 events) each time History was shown. Only extract events
    # are indexed, by the memory they drew for.
    conn.execute("CREATE INDEX IF NOT EXISTS events_draw_memory ON events(json_extract(result, '$.memory_ids[0]')) "
                 "WHERE op = 'extract' AND status = 'succeeded' AND json_valid(result)")  # (a foreign row: not indexed, no error)


MIGRATIONS: list[tuple[int, int, Callable[[apsw.Connection], None]]] = [
    (1, 0, _m1_0_base),
    (1, 1, _m1_1_search_indexes),
    (1, 2, _m1_2_vocab_and_checkpoints),
    (1, 3, _m1_3_conversation_context),
    (1, 4, _m1_4_owners_and_client_keys),
    (1, 5, _m1_5_occurred_at),
    (1, 6, _m1_6_fact_attributes),
    (1, 7, _m1_7_sync),
    (1, 8, _m1_8_replaced_facts),
    (1, 9, _m1_9_vouched_states),
    (1, 10, _m1_10_facts_over_time),
    (1, 11, _m1_11_fact_index),
    (1, 15, _m1_15_access_log),
    (1, 17, _m1_17_sync_conflicts),
    (1, 18, _m1_18_shared_changes),
    (1, 21, _m1_21_sync_known),
    (1, 22, _m1_22_generated_versions),
    (1, 23, _m1_23_merge_sources),
    (1, 24, _m1_24_draws_by_memory),
]
CURRENT = MIGRATIONS[-1][0] * 1000 + MIGRATIONS[-1][1]


def version_of(conn: apsw.Connection) -> int:
    return conn.execute("PRAGMA user_version").fetchall()[0][0]


def too_new_message(path, have: int) -> str:
    return (f"{path or 'this database'} was written by a newer Mnemosyne (schema {have // 1000}.{have % 1000}, "
            f"this build knows {CURRENT // 1000}.{CURRENT % 1000}); upgrade Mnemosyne to open it")


def migrate(conn: apsw.Connection, path: str = "", upto: int | None = None) -> int:
    """Bring the database to ``upto`` (default: the newest). Returns the resulting version."""
    target = CURRENT if upto is None else upto
    have = version_of(conn)
    if have // 1000 > CURRENT // 1000:
        raise errors.SchemaTooNewError(too_new_message(path, have))
    for major, minor, step in MIGRATIONS:
        number = major * 1000 + minor
        if number <= have or number > target:
            continue
        with write_transaction(conn, path):
            # Re-read inside the lock: another process may have migrated meanwhile.
            if version_of(conn) >= number:
                continue
            log.info("migrating %s to %d.%d (%s)", path, major, minor, step.__name__)
            step(conn)
            conn.execute(f"PRAGMA user_version={number}")
    return version_of(conn)
