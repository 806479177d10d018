"""One writer of a new memory (core/store/new_rows.py, issue 26's "one writer"): no other module of
the app inserts a memory row, so a batch's rows, a restored export's and a pulled memory's are
stored as a single write's are (the index rows, the ledger entries, the vouched copies, the notes
of what an operation changed)."""

from __future__ import annotations

import ast
from pathlib import Path

import mnemosyne_app
from mnemosyne_app.core.store import memories, new_rows

PACKAGE = Path(mnemosyne_app.__file__).parent
ONE_WRITER = Path(new_rows.__file__)
DEFINED_IN = Path(memories.__file__)  # the statement's text, used by the writer alone


def _inserts_memory_rows(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = [f"memories.{n.attr}" for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "MEMORY_INSERT"]
    if path != DEFINED_IN:
        found += [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                  and "INTO memories(" in n.value.replace("INTO memories (", "INTO memories(")]
    return found


def test_no_module_but_the_one_writer_inserts_a_memory_row():
    outside = {str(p.relative_to(PACKAGE)): found for p in sorted(PACKAGE.rglob("*.py"))
               if p != ONE_WRITER and (found := _inserts_memory_rows(p))}
    assert outside == {}


def test_the_check_finds_a_memory_row_inserted_elsewhere(tmp_path):
    # The test above would pass on nothing: it must see the statement used, and the SQL spelled out.
    by_name = tmp_path / "by_name.py"
    by_name.write_text("conn.execute(memories.MEMORY_INSERT, values)\n")
    by_sql = tmp_path / "by_sql.py"
    by_sql.write_text('conn.execute("INSERT INTO memories (rid, text) VALUES (?, ?)", values)\n')
    assert _inserts_memory_rows(by_name) == ["memories.MEMORY_INSERT"]
    assert _inserts_memory_rows(by_sql) == ["INSERT INTO memories (rid, text) VALUES (?, ?)"]
