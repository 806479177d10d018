"""Sync across devices through a PostgreSQL server (issue 21), offline-first.

Each device keeps its SQLite store and works offline; ``mnemosyne sync`` pushes this device's
ledger entries to the server as operations and pulls the other devices' (engine.py). Layers:

    device.py   the data directory's device id, the remote URL in settings, the password file
    server.py   the server: its schema for this login, push and pull (psycopg), timeouts
    server_tables.py  the server's tables as each version makes them, and the columns checked
    vault.py    the vault's sync key: recovery phrase, pairing code, sealing (AES-GCM), tags
    keys.py     where the key is kept (keyring, else the vault), which key a server gets, joining
    sealed.py   sealed rows: what the server sees, opening them, chains, tombstones, re-sealing
    engine.py   one sync of a scope: push, then pull, one local transaction per batch

The SQLite half (the local sync tables, the clock, applying a pulled batch, the bulk insert of
memories never held here, what a push sends) is the engine's: core/replica/, reached through
``brain.replica``. sync/ keeps the network, the keys and the loop, and drives the brain it is
handed (the window's open one, or one it opens for the CLI); it imports only core.brain,
core.types, core.errors and core.options (tests/sync/test_sync_boundary.py).
"""
