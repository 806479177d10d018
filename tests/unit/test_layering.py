"""core/ must stay usable without Qt: checked statically and by importing it in a clean process."""

import ast
import pathlib
import subprocess
import sys

import mnemosyne_app

CORE = pathlib.Path(mnemosyne_app.__file__).parent / "core"
QT_MODULES = ("PySide6", "qasync", "shiboken6", "PyQt5", "PyQt6")


def test_no_qt_import_statement_in_core():
    offenders = []
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in QT_MODULES]
    assert offenders == []


def test_importing_core_and_cli_loads_no_qt():
    code = (
        "import sys, pkgutil, importlib, mnemosyne_app.core as core, mnemosyne_app.cli\n"
        "for m in pkgutil.walk_packages(core.__path__, 'mnemosyne_app.core.'):\n"
        "    importlib.import_module(m.name)\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
