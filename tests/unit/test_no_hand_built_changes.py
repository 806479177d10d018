"""The window guesses nothing about what an action changed (issue 26): the session, the write
reports and the vault section announce only change sets the engine noted. ``Changes`` is built in
one place, ``Session.announce``, from the ``OpChanges`` it is handed; no face builds an
``OpChanges``, and nothing passes "what changed" as hand-set flags (``memories=True``...)."""

import ast
from pathlib import Path

import mnemosyne_app

GUI = Path(mnemosyne_app.__file__).parent / "gui"
ANNOUNCERS = [GUI / "session.py", GUI / "write_reports.py", GUI / "vault_section.py", GUI / "main_window.py",
              GUI / "editing.py", GUI / "undo.py", GUI / "bulk_ops.py", GUI / "scope_actions.py"]
# What the old hand-built Changes took as flags: each one a guess when set by the caller.
GUESSES = {"memories", "events", "scope", "memory_ids", "added", "queued", "queue", "background", "in_place"}


def _name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def hand_built(source: str) -> list[str]:
    """Where ``source`` makes a change set by hand; empty when every one comes from the engine."""
    found = []
    tree = ast.parse(source)
    announce = {id(n) for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name == "announce"
                for n in ast.walk(f)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node)
        if name == "OpChanges":
            found.append(f"line {node.lineno}: OpChanges(...) built in a face")
        elif name == "Changes" and id(node) not in announce:
            found.append(f"line {node.lineno}: Changes(...) built outside Session.announce")
        elif name == "emit" and isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name) \
                and node.func.value.id == "self" or name == "emit" and {k.arg for k in node.keywords} & GUESSES:
            found.append(f"line {node.lineno}: a change announced as hand-set flags")
        elif name == "announce" and {k.arg for k in node.keywords} & GUESSES:
            found.append(f"line {node.lineno}: announce(...) given hand-set flags")
    return found


def test_no_face_of_the_window_builds_a_change_set_by_hand():
    for path in ANNOUNCERS:
        assert hand_built(path.read_text()) == [], path.name


def test_announce_builds_changes_only_from_the_op_it_is_handed():
    tree = ast.parse((GUI / "session.py").read_text())
    announce = next(f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef) and f.name == "announce")
    built = [n for n in ast.walk(announce) if isinstance(n, ast.Call) and _name(n) == "Changes"]
    assert len(built) == 1 and isinstance(built[0].args[0], ast.Name) and built[0].args[0].id == "op"
    assert announce.args.args[1].arg == "op"


def test_the_check_catches_each_way_of_guessing():
    planted = {
        "old emit": "class S:\n    def update(self):\n        return self.emit(memories=True, memory_ids=['m'])\n",
        "Changes by hand": "def f(session):\n    session.changed.emit(Changes(OpChanges(), 'saved'))\n",
        "OpChanges by hand": "def f(s):\n    s.announce(OpChanges(changed=('m',)), 'saved')\n",
        "flags to announce": "def f(s, op):\n    s.announce(op, 'saved', in_place=True)\n",
    }
    for what, source in planted.items():
        assert hand_built(source), what
    assert hand_built("def f(s, op):\n    s.announce(op, 'saved')\n") == []
