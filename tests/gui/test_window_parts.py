"""The main window is built from its parts in one place (gui/main_window.py): no other module sets
an attribute on it, and each attribute it has is used by the app itself, not kept for tests (tests
find dialogs and widgets by objectName, tests/gui/finding.py)."""

import ast
from pathlib import Path

import mnemosyne_app
from mnemosyne_app.gui import main_window

APP = Path(mnemosyne_app.__file__).parent
WINDOW_NAMES = {"window", "w", "win"}  # what the modules call the main window they are handed


def _is_window(node: ast.AST) -> bool:
    """``window`` / ``w`` / ``self.window`` / ``self._window``: the main window, as other modules hold it."""
    return (isinstance(node, ast.Name) and node.id in WINDOW_NAMES) or (
        isinstance(node, ast.Attribute) and node.attr in {"window", "_window"}
        and isinstance(node.value, ast.Name) and node.value.id == "self")


def _window_attributes(path: Path, ctx: type) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if path == Path(main_window.__file__):
        return {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and isinstance(n.ctx, ctx)
                and isinstance(n.value, ast.Name) and n.value.id == "self"}
    return {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute) and isinstance(n.ctx, ctx)
            and _is_window(n.value)}


def _app_modules() -> list[Path]:
    return [p for p in APP.rglob("*.py") if "core" not in p.relative_to(APP).parts]


def _set_in_main_window() -> set[str]:
    return _window_attributes(Path(main_window.__file__), ast.Store)


def test_the_window_has_no_attribute_it_does_not_set_itself(qtbot, make_window):
    w = make_window()
    own = _set_in_main_window()
    # (PySide keeps the signals it has bound in the instance's dict: they belong to the class)
    attached = {name for name in vars(w) if not name.startswith("__") and not hasattr(type(w), name)} - own
    assert not attached, f"set on the window from outside: {sorted(attached)}"


def test_no_module_gives_the_window_a_new_attribute():
    own = _set_in_main_window()
    for path in _app_modules():
        if path == Path(main_window.__file__):
            continue
        new = _window_attributes(path, ast.Store) - own
        assert not new, f"{path.relative_to(APP)} attaches {sorted(new)} to the main window"


def test_every_attribute_of_the_window_is_used_by_the_app_itself():
    read = set()
    for path in _app_modules():
        read |= _window_attributes(path, ast.Load)
    unused = _set_in_main_window() - read
    assert not unused, f"kept only for tests (find them by objectName instead): {sorted(unused)}"
