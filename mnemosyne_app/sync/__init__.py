"""Sync across devices through a PostgreSQL server (issue 21), offline-first.

Each device keeps its SQLite store and works offline; ``mnemosyne sync`` pushes this device's
ledger entries to the server as operations and pulls the other devices' (engine.py). Layers:

    device.py   the data directory's device id, the remote URL in settings, the password file
    hlc.py      the hybrid logical clock that orders concurrent writes
    server.py   the server: its schema for this login, push and pull (psycopg), timeouts
    server_tables.py  the server's tables as each version makes them, and the columns checked
    vault.py    the vault's sync key: recovery phrase, pairing code, sealing (AES-GCM), tags
    keys.py     where the key is kept (keyring, else the vault), which key a server gets, joining
    sealed.py   sealed rows: what the server sees, opening them, chains, tombstones, re-sealing
    local.py    the local sync tables (schema 1.7): stamps, cursors, heads, what is waiting
    outgoing.py what a push sends: stamped entries with the states they recorded
    apply.py    applying another device's operations: last writer wins, the loser kept in history
    fresh.py    memories a pull brings that this device never held, written in bulk
    engine.py   one sync of a scope: push, then pull, one local transaction per batch

Sits above core (it opens scopes with BrainOptions and recomputes vectors through the brain).
"""
