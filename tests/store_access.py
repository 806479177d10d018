"""Tests reach behind MemoryBrain's facade here only: to tamper with a store as someone editing
the file would, or to look at rows the API does not return."""


def conn_of(brain):
    """The brain's own connection (temp triggers and tampering must happen on it or on the file)."""
    return brain._store.conn


def writer_of(brain):
    return brain._write


def queue_of(brain):
    return brain._hot.queue()
