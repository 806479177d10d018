"""sync/ keeps the network and drives the brain it is handed (issue 26): no SQLite in it.

The engine owns every row of a scope (core/replica/); sync/ speaks to PostgreSQL through
psycopg and reaches the engine only through its public modules."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import mnemosyne_app.sync

SYNC = Path(mnemosyne_app.sync.__file__).parent
PUBLIC = {"mnemosyne_app.core.brain", "mnemosyne_app.core.types", "mnemosyne_app.core.errors",
          "mnemosyne_app.core.options"}
POSTGRES = {"server.py", "server_tables.py", "sealed.py", "anchors.py", "labels.py"}  # the server's SQL (psycopg, %s placeholders)
SQL = re.compile(r"\b(SELECT|INSERT INTO|UPDATE \w|DELETE FROM|CREATE TABLE|PRAGMA)\b", re.I)


def _modules():
    return sorted(SYNC.glob("*.py"))


def _imports(tree: ast.AST) -> set[str]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{a.name}" for a in node.names}
    return found


def test_sync_imports_no_sqlite_driver_and_only_the_engines_public_modules():
    for path in _modules():
        imports = _imports(ast.parse(path.read_text()))
        assert not any(name == "apsw" or name.startswith("apsw.") or name.startswith("sqlite") for name in imports), path
        core = {n for n in imports if n.startswith("mnemosyne_app.core")}
        # "from mnemosyne_app.core.brain import MemoryBrain" lists the module and the name.
        modules = {n for n in core if n in PUBLIC or not any(n.startswith(p + ".") for p in PUBLIC)}
        assert modules <= PUBLIC, (path.name, modules - PUBLIC)


def test_sql_in_sync_is_only_the_servers():
    for path in _modules():
        strings = [n.value for n in ast.walk(ast.parse(path.read_text()))
                   if isinstance(n, ast.Constant) and isinstance(n.value, str)]
        strings += [ast.unparse(n) for n in ast.walk(ast.parse(path.read_text())) if isinstance(n, ast.JoinedStr)]
        sql = [s for s in strings if SQL.search(s) and not s.lstrip().startswith(("\n", " "))]
        if path.name in POSTGRES:
            assert not [s for s in sql if "?" in s or "sqlite_" in s], path.name  # SQLite's placeholders
        else:
            assert not sql, (path.name, sql[:3])


def test_the_checks_see_a_bypass(tmp_path):
    """The two checks above fail on a module that reaches the store itself."""
    bad = "import apsw\nfrom mnemosyne_app.core.store import memories\nQ = 'SELECT rid FROM memories WHERE x = ?'\n"
    tree = ast.parse(bad)
    assert "apsw" in _imports(tree) and "mnemosyne_app.core.store" in _imports(tree)
    assert SQL.search(tree.body[2].value.value)
