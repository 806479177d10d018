"""Tests reach behind MemoryBrain's facade here only: to tamper with a store as someone editing
the file would, or to look at rows the API does not return."""


def conn_of(brain):
    """The brain's own connection (temp triggers and tampering must happen on it or on the file)."""
    return brain._store.conn


def writer_of(brain):
    return brain._write


def queue_of(brain):
    return brain._hot.queue()


def back_to(conn, blank_path, version=(1, 8)):
    """Make a store as release ``version`` left it: drop every table and index a later migration
    made (read off a blank store migrated to ``version`` only), so each later migration runs again
    when it is next opened. (A list of names in each test broke whenever another migration landed.)"""
    from mnemosyne_app.core.store import driver, schema

    blank = driver.open_connection(blank_path)
    for major, minor, step in schema.MIGRATIONS:
        if (major, minor) <= version:
            step(blank)
    kept = {name for (name,) in blank.execute("SELECT name FROM sqlite_master")}
    blank.close()
    made_later = [(kind, name) for kind, name in conn.execute(
        "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%'")
        if name not in kept]
    shadows = {n for _, n in made_later if any(n != o and n.startswith(o + "_") for _, o in made_later)}
    for kind, name in made_later:
        if name not in shadows:  # an FTS5 table's shadow tables go with it
            conn.execute(f"DROP {kind.upper()} IF EXISTS {name}")
    conn.execute(f"PRAGMA user_version = {version[0] * 1000 + version[1]}")
