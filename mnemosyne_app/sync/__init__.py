"""Sync across devices through a PostgreSQL server (issue 21), offline-first.

Each device keeps its SQLite store and works offline; ``mnemosyne sync`` pushes this device's
ledger entries to the server as operations and pulls the other devices' (engine.py). Layers:

    device.py   the data directory's device id, the remote URL in settings, the password file
    hlc.py      the hybrid logical clock that orders concurrent writes
    server.py   the server's tables (versioned, created and migrated here), push and pull (psycopg)
    local.py    the local sync tables (schema 1.7): stamps, cursors, heads, what is waiting
    outgoing.py what a push sends: stamped entries with the states they recorded
    apply.py    applying another device's operations: last writer wins, the loser kept in history
    fresh.py    memories a pull brings that this device never held, written in bulk
    engine.py   one sync of a scope: push, then pull, one local transaction per batch

Sits above core (it opens scopes with BrainOptions and recomputes vectors through the brain).
"""
