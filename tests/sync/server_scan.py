"""Looking for a text anywhere on the sync server: every column of every table (cast to text, so
bytes show as hex), every large object, and a ``pg_dump`` of the database, in the encodings a
careless server-side copy could hold it in."""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
import urllib.parse
from pathlib import Path

import psycopg
from psycopg import sql


def forms(needle: str) -> set[str]:
    """The needle as it would read in a column or a dump: itself, JSON-escaped, percent-quoted,
    its UTF-8 and UTF-16 bytes in hex, and its base64 at each of the three alignments."""
    raw = needle.encode("utf-8")
    out = {needle, json.dumps(needle)[1:-1], urllib.parse.quote(needle), raw.hex(), needle.encode("utf-16-le").hex()}
    for pad in (b"", b"x", b"xx"):  # base64 depends on where the text starts in its 3-byte groups
        encoded = base64.b64encode(pad + raw).decode()
        out.add(encoded[4 if pad else 0:-4])
    return {f.lower() for f in out if len(f) >= 6}


def server_text(url: str) -> str:
    """Everything the server's database holds, as one lower-case text."""
    parts: list[str] = []
    with psycopg.connect(url, autocommit=True) as conn:
        columns = conn.execute(
            "SELECT table_schema, table_name, column_name FROM information_schema.columns WHERE table_schema NOT IN "
            "('pg_catalog', 'information_schema') AND table_schema NOT LIKE 'pg_toast%'").fetchall()
        assert columns, "the scan found no table at all"
        for schema, table, column in columns:
            query = sql.SQL("SELECT {}::text FROM {}.{}").format(sql.Identifier(column), sql.Identifier(schema),
                                                                 sql.Identifier(table))
            parts.extend(v for (v,) in conn.execute(query) if v is not None)
        for (data,) in conn.execute("SELECT data FROM pg_largeobject"):
            parts.append(bytes(data).hex())
            parts.append(bytes(data).decode("utf-8", "replace"))
    return "\n".join(parts).lower()


def pg_dump_path() -> Path | None:
    import pgserver

    found = list(Path(pgserver.__file__).parent.rglob("pg_dump"))
    return found[0] if found else (Path(shutil.which("pg_dump")) if shutil.which("pg_dump") else None)


def dump_text(url: str) -> str | None:
    """``pg_dump`` of the database (schema and data), if the server package ships one."""
    tool = pg_dump_path()
    if tool is None:
        return None
    done = subprocess.run([str(tool), "--dbname", url], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.lower()


def found_in(text: str, needles: list[str]) -> list[str]:
    return [n for n in needles if any(f in text for f in forms(n))]
