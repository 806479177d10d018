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


# -- the layers contract in pyproject.toml ([tool.importlinter]) --------------------------------
import shutil  # noqa: E402

import pytest  # noqa: E402

ROOT = pathlib.Path(mnemosyne_app.__file__).parent.parent
LINT = pathlib.Path(sys.executable).with_name("lint-imports")


def lint(package_parent: pathlib.Path) -> subprocess.CompletedProcess:
    """import-linter on the package found under ``package_parent``, with the repository's own
    contracts (pyproject.toml, read where it is: not a copy of it)."""
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(package_parent)}
    return subprocess.run([str(LINT), "--no-cache", "--config", str(ROOT / "pyproject.toml")],
                          capture_output=True, text=True, cwd=package_parent, env=env)


def test_the_layers_contract_is_kept():
    out = lint(ROOT)
    assert out.returncode == 0, out.stdout[-3000:]
    assert "Layers point one way KEPT" in out.stdout and "core never imports Qt KEPT" in out.stdout


@pytest.mark.parametrize("module, upward", [
    ("core/store/driver.py", "from mnemosyne_app.core import brain"),        # store -> the facade
    ("core/write/journal.py", "from mnemosyne_app.core.read import recall"),  # write -> read
    ("core/read/browse.py", "from mnemosyne_app.core.lifecycle import dedup"),  # read -> lifecycle
    ("core/brain.py", "from mnemosyne_app.service import http_api"),         # the facade -> a client
    ("core/store/memories.py", "import PySide6"),                             # core -> Qt
])
def test_an_upward_import_breaks_the_contract(tmp_path, module, upward):
    shutil.copytree(ROOT / "mnemosyne_app", tmp_path / "mnemosyne_app",
                    ignore=shutil.ignore_patterns("__pycache__"))
    target = tmp_path / "mnemosyne_app" / module
    target.write_text(target.read_text(encoding="utf-8") + f"\n{upward}  # added by the test\n", encoding="utf-8")
    out = lint(tmp_path)
    assert out.returncode != 0 and "BROKEN" in out.stdout, out.stdout[-3000:]
    assert f"mnemosyne_app.{module[:-3].replace('/', '.')}" in out.stdout  # it names the offender
