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
    assert "Faces use only the engine's public modules KEPT" in out.stdout


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


# -- the facade contract: faces reach the engine through its public modules only ---------------
FACADE = "Faces use only the engine's public modules"
PUBLIC = {"brain", "types", "errors", "options", "progress", "validate", "library"}


def _facade_contract() -> dict:
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return next(c for c in config["tool"]["importlinter"]["contracts"] if c["name"] == FACADE)


def test_the_facade_contract_is_kept_with_fewer_than_five_exceptions():
    out = lint(ROOT)
    assert f"{FACADE} KEPT" in out.stdout, out.stdout[-3000:]
    assert len(_facade_contract()["ignore_imports"]) < 5


def test_the_facade_contract_forbids_every_internal_module_of_core():
    """A new core module is internal until it is named public here: the contract must list it."""
    internal = {p.stem if p.is_file() else p.name for p in CORE.iterdir()
                if (p.suffix == ".py" or (p / "__init__.py").is_file()) and p.stem != "__init__"} - PUBLIC
    forbidden = {m.removeprefix("mnemosyne_app.core.") for m in _facade_contract()["forbidden_modules"]}
    assert internal == forbidden


@pytest.mark.parametrize("module, bypass", [
    ("cli/memories.py", "from mnemosyne_app.core.store import scopes"),           # the CLI past the door
    ("gui/session.py", "from mnemosyne_app.core.read import views"),              # the window past it
    ("service/http_api.py", "import mnemosyne_app.core.write.writer"),            # a server past it
    ("app.py", "from mnemosyne_app.core.lifecycle.dedup import DedupReport"),     # the app past it
    ("drills/runner.py", "from mnemosyne_app.core.store import crypto_dir"),      # not what drills may use
])
def test_a_face_reaching_past_the_brain_breaks_the_facade_contract(tmp_path, module, bypass):
    shutil.copytree(ROOT / "mnemosyne_app", tmp_path / "mnemosyne_app",
                    ignore=shutil.ignore_patterns("__pycache__"))
    target = tmp_path / "mnemosyne_app" / module
    target.write_text(target.read_text(encoding="utf-8") + f"\n{bypass}  # added by the test\n", encoding="utf-8")
    out = lint(tmp_path)
    assert out.returncode != 0 and f"{FACADE} BROKEN" in out.stdout, out.stdout[-3000:]
    assert f"mnemosyne_app.{module[:-3].replace('/', '.')}" in out.stdout  # it names the offender
